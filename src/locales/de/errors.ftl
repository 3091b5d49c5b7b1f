# What is wrong: a scenario file the page cannot load, a session log it cannot read (or reads
# only in part), a live model's server that fails to answer.
# Keep `llm`, tool names, field names, file paths, commands and code as they are. Variables
# ($name) are filled in by the page.

## A scenario file that cannot be loaded
# The page shows "<file>: <field>: <message>", e.g. "bad.json: agent.tools[0]: expected a tool
# described in tools, found "write_file"". Each message says what the field should hold and what
# the file holds instead. $found is the file's value as written in it, in double quotes.
# $problem is the JSON reader's own explanation (in English).
err-scenario-not-json = kein gültiges JSON ({ $problem })
err-scenario-bad-id = erwartet: Kleinbuchstaben, Ziffern und Bindestriche; gefunden: { $found }
err-scenario-empty-message = erwartet: der Text einer Nachricht; gefunden: ein leerer String
# $tools lists the agent's tools, separated by commas.
err-scenario-not-agents-tool = erwartet: eines der Tools des Agenten ({ $tools }); gefunden: { $found }
# `cache.step`: how many tokens the prompt cache counts in.
err-scenario-cache-step = erwartet: mindestens 1 Token; gefunden: 0
err-scenario-empty-name = erwartet: ein Name; gefunden: ein leerer String
# "tools" is the field that describes the tools.
err-scenario-undescribed-tool = erwartet: ein Tool, das in tools beschrieben ist; gefunden: { $found }
err-scenario-tool-twice = { $found } ist bereits eines der Tools des Agenten: Führe es nur einmal auf
# $tool is the tool that loads the deferred tools (tool_search).
err-scenario-needs-search-tool = ein Agent mit zurückgestellten Tools braucht das Tool { $tool }, um sie zu laden: Füge es hinzu
# "subagents" is a field of the file; $agents lists the agents it defines, separated by commas.
err-scenario-unknown-agent = erwartet: ein Agent, der in subagents definiert ist ({ $agents }); gefunden: { $found }
# As above, when the file defines no sub-agent.
err-scenario-unknown-agent-none = erwartet: ein Agent, der in subagents definiert ist (dort ist keiner definiert); gefunden: { $found }
# "agents" is the field naming the agents an agent hands work to; $tools lists its tools.
err-scenario-needs-task-tool = erwartet: das Task-Tool, da agents Agenten nennt, denen Arbeit übergeben wird; gefunden: { $tools }
err-scenario-no-task-agents = erwartet: die Agenten, die das Task-Tool starten darf; gefunden: keine
err-scenario-no-replies = erwartet: mindestens eine vorgegebene Antwort; gefunden: keine
err-scenario-empty-tool = erwartet: ein Tool-Name; gefunden: ein leerer String
err-scenario-call-id-twice = erwartet: eine ID, die kein anderer Aufruf dieser Antwort hat; gefunden: { $found } ein zweites Mal
# "pieces": the chunks a reply's text streams in.
err-scenario-chunks = erwartet: Stücke, die zusammen den Text der Antwort ergeben; gefunden: andere
err-scenario-breaks-and-stalls = erwartet: ein Stream, der entweder abbricht oder verstummt; gefunden: beides
err-scenario-empty-error = erwartet: eine Meldung, die sagt, was kaputtgegangen ist; gefunden: ein leerer String
err-scenario-calls-in-broken-reply = erwartet: keine Tool-Aufrufe in einer Antwort, deren Stream abbricht; gefunden: welche
err-scenario-empty-summary = erwartet: der Text einer Zusammenfassung; gefunden: ein leerer String
# A task call's input: $agent is the calling agent's name, $agents the agents it may start.
err-scenario-task-no-agent = erwartet: der Name eines der Agenten von { $agent } ({ $agents }); gefunden: keiner
err-scenario-task-unknown-agent = erwartet: einer der Agenten von { $agent } ({ $agents }); gefunden: { $found }
err-scenario-task-no-prompt = erwartet: der Prompt, mit dem der Sub-Agent startet; gefunden: keiner
err-scenario-agent-name-twice = erwartet: ein Name, den kein anderer Agent hat; gefunden: { $found } ein zweites Mal
# `maxDepth`: how deep sub-agents may nest.
err-scenario-max-depth-zero = erwartet: mindestens 1; gefunden: 0 (lass das Feld weg, wenn es keine Sub-Agenten geben soll)
# $cycle: the agents handing work around, joined by arrows ("main → helper → main").
err-scenario-needs-max-depth = erwartet: ein Tiefenlimit, da Agenten sich Arbeit im Kreis übergeben ({ $cycle }); gefunden: keins
err-scenario-max-turns-zero = erwartet: mindestens 1 Turn; gefunden: 0
err-scenario-timeout-zero = erwartet: mindestens 1 Millisekunde; gefunden: 0
# $head and $window are numbers of tokens, as digits; $window is the agent's context window.
err-scenario-context-window = erwartet: mehr als die { $head } Tokens von System-Prompt, Anweisungen und Tools; gefunden: { $window }
err-scenario-skill-name-twice = { $found } ist bereits der Name eines anderen Skills
err-scenario-memory-path = erwartet: der Pfad einer Datei, etwa CLAUDE.md oder src/CLAUDE.md
err-scenario-memory-path-twice = { $found } ist bereits der Pfad einer anderen Memory-Datei
# $tool is the tool that loads a skill (Skill).
err-scenario-needs-skill-tool = ein Agent mit Skills braucht das Tool { $tool }, um sie zu laden: Füge es hinzu
err-scenario-empty-hook-command = erwartet: der Befehl, den der Hook ausführt; gefunden: ein leerer String
# $event is a hook event's name (Stop, SessionStart…); "tool" is the field to remove.
err-scenario-hook-once-tool = ein { $event }-Hook läuft einmal pro Lauf, nicht für ein Tool: Entferne tool
err-scenario-no-hook-answers = erwartet: mindestens eine Antwort
# $kinds lists the answers the event allows (pass, allow, deny…), joined by err-scenario-either.
err-scenario-hook-answers = ein { $event }-Hook antwortet mit { $kinds }; gefunden: { $found }
# Two answers' kinds as alternatives; $first may itself be such a pair ("pass or allow or deny").
err-scenario-either = { $first } oder { $second }
# "recorded" is the field to remove.
err-scenario-hook-once-recorded = ein { $event }-Hook läuft einmal pro Lauf, nicht für Aufrufe: Entferne recorded
err-scenario-hook-cannot-answer = ein { $event }-Hook kann nicht mit { $found } antworten
# "Stop", "block" and "pass" are the file's own words for the event and the answers.
err-scenario-stop-hook-blocks = ein Stop-Hook, dessen letzte Antwort block ist, lässt den Lauf nie enden: Ende mit pass
# $hook names the earlier hook as the file does, e.g. "hooks[0]".
err-scenario-hook-shadowed = { $hook } läuft bereits bei jedem { $event }, bei dem dieser Hook laufen würde: Nur der erste läuft

## A session log that cannot be read
# The log reader's explanations, each starting with the file's name or path ($file). $claude and
# $codex are where Claude Code keeps its transcripts and Codex CLI its rollouts, as paths.
err-log-no-files = keine Datei angegeben: Zieh ein Transkript von Claude Code ({ $claude }), einen Rollout von Codex CLI ({ $codex }), einen Chat von Gemini CLI, einen Export von opencode, ein Transkript von Antigravity CLI, eine events.jsonl von Copilot CLI oder eine Trace-Datei von OpenTelemetry hierher
err-log-empty = { $file }: Die Datei ist leer. Zieh ein Session-Log hierher, das Zeilen enthält: ein Transkript von Claude Code ({ $claude }), einen Rollout von Codex CLI ({ $codex }) oder das Log eines anderen Agenten (das README nennt, wo jeder seine Logs ablegt)
err-log-binary = { $file }: Das ist keine Textdatei (sie enthält NUL-Bytes oder ist kein UTF-8). Session-Logs sind JSON-Text: Transkripte von Claude Code ({ $claude }), Rollouts von Codex CLI ({ $codex }) und die Logs der anderen Agenten, die das README aufführt
err-log-compressed = { $file }: Die Datei ist mit zstd komprimiert: Entpacke sie zuerst, etwa mit `zstd -d { $file }`, und zieh dann die .jsonl-Datei hierher, die dabei entsteht
# In the path, <date> and <thread id> stand for the parts that vary; thread.started is the name of a line's type.
err-log-codex-exec = { $file }: Das ist die Ausgabe von `codex exec --json` (thread.started, item.completed…), ein Event-Stream für Skripte und kein Session-Log. Öffne stattdessen den Rollout der Session: ~/.codex/sessions/YYYY/MM/DD/rollout-<Datum>-<Thread-ID>.jsonl (die Thread-ID steht in der Zeile thread.started)
# $looks says what the file seems to be: one of the err-log-looks-… messages below.
err-log-unknown-format = { $file }: kein Session-Log in einem bekannten Format ({ $looks }). Bekannte Formate: Transkripte von Claude Code ({ $claude }), Rollouts von Codex CLI ({ $codex }), Chats von Gemini CLI, Exporte von opencode, Transkripte von Antigravity CLI, Events von Copilot CLI und Traces von OpenTelemetry (OTLP JSON)
err-log-only-metadata = { $file }: Das sind die Metadaten eines Sub-Agenten, kein Transkript: Zieh sie zusammen mit den .jsonl-Dateien der Session hierher
# $format is the log's format, one of the err-log-format-… messages below.
err-log-no-conversation = { $file }: ein Log im Format { $format } ohne Gespräch darin (nur Titel, Snapshots oder Einstellungen). Zieh das Transkript der Session hierher
# Followed by one line per file, each with its own explanation.
err-log-nothing-readable = keine der { $files } Dateien konnte gelesen werden:
# What a file of no known format seems to be, in err-log-unknown-format.
err-log-looks-prompt-history = es ist der Prompt-Verlauf von Claude Code (~/.claude/history.jsonl), kein Session-Transkript
err-log-looks-empty-objects = seine Zeilen sind leere JSON-Objekte
# $keys lists the keys of the file's first JSON line, separated by commas.
err-log-looks-keys = JSON-Zeilen mit den Schlüsseln { $keys }
err-log-looks-document = ein JSON-Dokument über mehrere Zeilen, nicht ein JSON-Objekt pro Zeile
err-log-looks-not-json = seine ersten Zeilen sind kein JSON

## How the log reader names a log's format
# Shown when a log is opened ("Opened 3 files (…)") and as the imported run's description.
# isSidechain, agent-*.jsonl and <session>/subagents/ are the log's own names.
err-log-format-claude-1-0 = Claude Code 1.0 (Sub-Agenten inline, markiert mit isSidechain)
err-log-format-claude-2-0 = Claude Code 2.0 (Sub-Agenten in flachen agent-*.jsonl-Dateien)
err-log-format-claude-2-1 = Claude Code 2.1 (Sub-Agenten in <session>/subagents/)
# $version is a Claude Code version newer than the reader knows, e.g. "2.4".
err-log-format-claude-newer = Claude Code { $version }, neuer als die Versionen, die dieser Leser kennt (gelesen wie 2.1)
err-log-format-claude-unknown = Claude Code (Version nicht verzeichnet)
err-log-format-claude-meta = Metadaten eines Sub-Agenten von Claude Code (.meta.json)
# "bare" and "envelope": the two ways Codex has written its rollouts' lines.
err-log-format-codex-both = Codex-Rollouts, im schlichten Format (vor Sept. 2025) und im Envelope-Format
err-log-format-codex-bare = Codex-Rollout, schlichtes Format (vor Sept. 2025)
err-log-format-codex-envelope = Codex-Rollout, Envelope-Format (ab Sept. 2025)

## What a log does not hold, said where the replay of it would show it
# These stand in for text the log lacks: the run's title, a tool's description, the system
# prompt, a message, a reply, a summary, a hook's reason or command.
# $tool is the agent's name (Claude Code, Codex).
err-log-session-title = Deine Session mit { $tool }
err-log-no-description = (Die Beschreibung steht nicht im Log.)
err-log-no-instructions = (Nicht im Log: Dieser Agent schreibt seinen System-Prompt nicht in sein Session-Log.)
err-log-no-message = (Das Log verzeichnet keine Nachricht.)
err-log-went-on = (Das Harness des Logs hat ohne neue Nachricht weitergemacht.)
err-log-summary-encrypted = (Die Zusammenfassung ist verschlüsselt: Nur der Anbieter kann sie lesen.)
err-log-summary-missing = (Das Log verzeichnet die Zusammenfassung nicht.)
# The prompt a sub-agent started with.
err-log-no-prompt = (Das Log verzeichnet keinen Prompt.)
# Shown in place of a hook's command. Keep the round bracket "(" (ASCII) first: it tells the page
# this is no command.
err-log-no-command = (das Log nennt seinen Befehl nicht)
err-log-no-reply = (Das Log endet hier: Es verzeichnet keine Antwort auf diese Nachricht.)
err-log-no-reason = (das Log verzeichnet keine Begründung)
# A failed request the log records without its message: $status is its HTTP status code.
err-log-api-error = API-Fehler { $status }
err-log-api-error-unknown = API-Fehler
# In a tool's result, where a tool search loaded a tool's definition: $tool is the tool's name.
err-log-tool-schema = [hier kommt das Schema von { $tool } in die Anfrage; das Log bewahrt seinen Text nicht auf]
err-log-tool-schema-unnamed = [hier kommt das Schema eines Tools in die Anfrage; das Log bewahrt seinen Text nicht auf]

## What the log's harness added to the requests on its own, as the replay labels it
# $label is one of the err-log-note-… messages below (or the log's own name for it), $text what
# the harness added.
err-log-note = { $label }: { $text }
err-log-note-skills-listed = aufgelistete Skills
err-log-note-skills-put-back = zurückgelegte Skills
err-log-note-tools-listed = Tools, nach Namen aufgelistet
err-log-note-memory-file = eine Memory-Datei
err-log-note-agents-listed = aufgelistete Agenten
err-log-note-mcp-instructions = Anweisungen der MCP-Server
err-log-note-todo-list = die Todo-Liste
err-log-note-file-before-compaction = eine vor der Kompaktierung gelesene Datei
err-log-note-file = eine Datei
err-log-note-note = ein Hinweis
err-log-note-environment = die Umgebung
err-log-note-agents-md = Memory-Datei AGENTS.md
err-log-note-policy = Freigabe- und Sandbox-Richtlinie
err-log-note-skill = ein Skill
err-log-note-instructions = die Anweisungen des Harness
err-log-note-command = ein Befehl und seine Ausgabe
err-log-note-notification = die Meldung einer Hintergrundaufgabe

## A live model's server that fails to answer
# Shown where the run stops or retries. Most messages below come without their final full stop:
# err-sentence adds it. $snippet is the start of what the server sent, $status an HTTP status code,
# $model the model's name as the server gave it.
# Ends an error message: $text is the message without its final full stop.
err-sentence = { $text }.
err-live-ended-early = Der Stream endete, bevor das Modell seine Antwort fertig hatte
err-live-html-stream = Der Server hat mit einer HTML-Seite statt mit einem Event-Stream geantwortet; prüfe die Basis-URL
err-live-unreadable-json = Der Server hat mit JSON geantwortet, das sich nicht lesen ließ (`{ $snippet }`)
err-live-event-not-json = Der Server hat ein Event gesendet, das kein JSON ist (`{ $snippet }`)
err-live-http-404-model = Das Modell `{ $model }` wurde nicht gefunden (HTTP 404)
# $lead is one of the HTTP messages below; $detail the server's own explanation, in its words.
err-live-http-detail = { $lead }: { $detail }
err-live-http-html = { $lead }; als Antwort kam eine HTML-Seite statt eines JSON-Fehlers

## A server of the Chat Completions API (OpenAI, Ollama, vLLM…)
# $message is the server's own explanation, in its words.
err-openai-server-error = Der Server hat einen Fehler gemeldet: { $message }
err-openai-not-chunk = Der Server hat ein Event gesendet, das kein Chat-Completion-Chunk ist (`{ $snippet }`)
err-openai-http-401 = Der Server hat den API-Key abgelehnt (HTTP 401)
err-openai-http-403 = Der Server hat den Zugriff mit diesem API-Key verweigert (HTTP 403)
err-openai-http-404 = Das Modell oder der Endpoint-Pfad wurde nicht gefunden (HTTP 404); prüfe die Basis-URL (endet oft auf /v1) und den Modellnamen
err-openai-http-timeout = Beim Server gab es eine Zeitüberschreitung (HTTP { $status })
err-openai-http-413 = Die Anfrage war zu groß für den Server (HTTP 413)
err-openai-http-429 = Der Server drosselt die Anfragen (HTTP 429); warte und versuche es erneut
err-openai-http-rejected = Der Server hat die Anfrage abgelehnt (HTTP { $status })
err-openai-http-500 = Der Server hatte einen internen Fehler (HTTP 500)
err-openai-http-unavailable = Der Server ist nicht verfügbar oder überlastet (HTTP { $status }); versuche es später erneut
err-openai-http-failed = Der Server ist gescheitert (HTTP { $status })
err-openai-http-other = Der Server hat mit HTTP { $status } geantwortet
# The request got no answer at all. $url is the address asked, $origin this page's origin; the
# message is whole, with its full stops.
err-openai-unreachable = { $url } war nicht erreichbar. Läuft der Server, und erlaubt er Anfragen von dieser Seite ({ $origin })? Starte Ollama mit OLLAMA_ORIGINS={ $origin }; ein gehosteter Endpoint braucht seine Basis-URL, die meist auf /v1 endet.

## Anthropic's Messages API
err-anthropic-not-event = Der Server hat ein Event gesendet, das kein Event der Messages API ist (`{ $snippet }`)
err-anthropic-json-document = Der Server hat mit einem einzelnen JSON-Dokument statt mit einem Event-Stream geantwortet
# $text is the API's own explanation, $kind its type of error (overloaded_error…).
err-anthropic-api-error = Die API hat einen Fehler gemeldet: { $text }
err-anthropic-api-error-kind = Die API hat einen Fehler gemeldet: { $text } ({ $kind })
err-anthropic-http-400 = Die API hat die Anfrage abgelehnt (HTTP 400)
err-anthropic-http-401 = Die API hat den API-Key abgelehnt (HTTP 401); prüfe den Key
err-anthropic-http-402 = Das Konto hat ein Abrechnungsproblem (HTTP 402)
err-anthropic-http-403 = Der API-Key darf dieses Modell oder diese Ressource nicht verwenden (HTTP 403)
err-anthropic-http-404 = Das Modell oder der Endpoint-Pfad wurde nicht gefunden (HTTP 404); prüfe die Basis-URL (etwa https://api.anthropic.com/v1) und den Modellnamen
err-anthropic-http-timeout = Bei der API gab es eine Zeitüberschreitung (HTTP { $status }); versuche es erneut
err-anthropic-http-413 = Die Anfrage ist größer, als die API annimmt (HTTP 413)
err-anthropic-http-429 = Die API drosselt die Anfragen mit diesem Key (HTTP 429); warte und versuche es erneut
err-anthropic-http-500 = Die API hatte einen internen Fehler (HTTP 500); versuche es erneut
err-anthropic-http-529 = Die API ist überlastet (HTTP 529); versuche es gleich noch einmal
err-anthropic-http-failed = Die API ist gescheitert (HTTP { $status }); versuche es erneut
err-anthropic-http-other = Die API hat mit HTTP { $status } geantwortet
# "refusal" is the API's stop reason; $why the model's explanation, in its words.
err-anthropic-refusal = Das Modell hat die Antwort verweigert (Stop-Grund: refusal)
err-anthropic-refusal-why = Das Modell hat die Antwort verweigert (Stop-Grund: refusal): { $why }
# As err-openai-unreachable, for Anthropic's API.
err-anthropic-unreachable = { $url } war nicht erreichbar. Prüfe die Basis-URL (https://api.anthropic.com/v1 für die API von Anthropic) und das Netzwerk; ein Proxy dazwischen muss Anfragen von dieser Seite ({ $origin }) erlauben.
