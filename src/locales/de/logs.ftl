# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini-CLI-Chat, JSON Lines (der letzte Eintrag jeder Nachricht gilt)
log-format-gemini-json = Gemini-CLI-Chat, ein JSON-Dokument (vor 0.39)
log-format-gemini-both = Gemini-CLI-Chats, JSON-Dokumente und JSON Lines
log-gemini-no-call = die Eltern-Session ist gelesen, aber kein Aufruf darin nennt sie (`agentId`)
log-gemini-parent-missing = die Eltern-Session { $parent } ist nicht unter den gelesenen Dateien
log-gemini-parent-unknown = das Log sagt nicht, welche Session sie gestartet hat
# (end of Gemini CLI)

## opencode

log-format-opencode = opencode-Export (JSON, eine Sitzung pro Datei)
log-format-opencode-file = opencode-{$version}-Export
log-opencode-parent-missing = die übergeordnete Sitzung {$parent} ist nicht unter den gelesenen Dateien

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity-CLI-Transkript, JSON Lines (ein Schritt pro Zeile; keine Token-Zahlen aufgezeichnet)
log-antigravity-parent-unknown = der Schritt, der diesen Sub-Agenten gestartet hat, ist in den gelesenen Dateien nicht enthalten

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI events.jsonl (Output-Tokens pro Aufruf; Input- und Cache-Tokens pro Modell für die ganze Sitzung, aus session.shutdown)
log-copilot-parent-unknown = der Aufruf, der den Sub-Agenten { $agent } gestartet hat, ist in den gelesenen Dateien nicht enthalten
log-copilot-compaction-failed = Compaction fehlgeschlagen (kein Grund aufgezeichnet)

# (end of GitHub Copilot CLI)

## OpenTelemetry

log-format-otlp = OpenTelemetry-Traces (OTLP-JSON: Spans zu einem Baum je Trace verbunden, Tokens nur über Modellaufruf-Spans summiert)
log-format-otlp-file-genai = OpenTelemetry-Traces, GenAI-Semantic-Conventions (OTLP-JSON)
log-format-otlp-file-claude = Claude-Code-Traces (Beta-Spans, OTLP-JSON)
log-format-otlp-file-events = Claude-Code-Events (OTLP-Logs-JSON)
log-format-otlp-file-other = OTLP-JSON ohne GenAI- oder Claude-Code-Spans
log-otlp-text-not-recorded = (Text nicht aufgezeichnet)
log-otlp-call-failed = Der Modellaufruf ist fehlgeschlagen; der Trace enthält keine Meldung.

# (end of OpenTelemetry)

## Runs in a folder: the picker

# One run of a folder, in the list to pick from: "Gemini CLI 0.21.0 · fix the tests · 2026-03-01 09:00 UTC · 14 llm requests, 2 sub-agents". $tool is the tool's name and version, $name the run's title or the start of its first prompt, $when a date.
logs-run-choice = { $tool } · { $name } · { $when } · { $requests ->
        [one] 1 llm-Anfrage
       *[other] { $requests } llm-Anfragen
    }{ $agents ->
        [0] {""}
        [one] , 1 Sub-Agent
       *[other] , { $agents } Sub-Agenten
    }
# A run with neither a title nor a prompt.
logs-run-unnamed = (kein Titel, kein Prompt)
# The picker's heading, when a folder (or several files) hold several runs.
logs-choose-heading = Diese Dateien enthalten { $runs } Läufe. Wähle einen aus, um ihn Schritt für Schritt durchzugehen:
logs-choose-note = Die neuesten zuerst, von jedem gefundenen Tool. Sie wurden hier gelesen; nichts hat die Seite verlassen.

# (end of the picker)

## What the summary says of these formats' figures

# How a figure was made: the sum of one field of the log, named as the log names it ($field, e.g. "tokens.cache.read").
logs-how-sum = Die Summe der { $field } jeder Anfrage.
# As files-how-uncached-codex, for another tool whose input figure holds the cached part. $input and $cached are the log's field names.
logs-how-uncached-inside = { $total } { $input } − { $read } { $cached } = { $uncached }: { $tool } zählt den gecachten Teil in seinem Input mit, also ist der ungecachte Teil die Differenz.
# The same, for a tool whose input figure holds the cache writes too. $writes is the log's field name for them.
logs-how-uncached-inside-writes = { $total } { $input } − { $read } { $cached } − { $written } { $writes } = { $uncached }: { $tool } zählt das aus dem Cache Gelesene und das in den Cache Geschriebene in seinem Input mit, also ist der ungecachte Teil die Differenz.
# A tool that reports no cache writes.
logs-how-write-unknown = { $tool } meldet keine Zahl für das Schreiben in den Cache, daher wird keine angezeigt: nicht 0, sondern unbekannt.
logs-how-total-no-writes = { $uncached } ungecacht + { $read } aus dem Cache gelesen = { $total } gesendete Tokens.
# A log with no token figures at all.
logs-how-no-tokens = Das Log von { $tool } verzeichnet keine Token-Zahlen, daher wird keine angezeigt: nicht 0, sondern unbekannt.
logs-how-requests-gemini = Jede Antwort des Modells ("gemini"-Nachricht), einmal gezählt: Eine Nachricht, die bei jeder Änderung neu geschrieben wurde, wird in ihrer letzten Fassung gelesen.
logs-how-requests-opencode = Jeder Schritt einer Nachricht des Assistenten (step-start … step-finish), mit den Tokens, die sein step-finish meldet.
logs-how-requests-antigravity = Jeder PLANNER_RESPONSE-Schritt des Transkripts.
logs-how-requests-copilot = Jeder Turn des Assistenten (assistant.turn_start … assistant.turn_end).
logs-how-requests-otel = Jeder Inferenz-Span (chat, generate_content, text_completion oder claude_code.llm_request von Claude Code).
logs-gemini-no-system-prompt = der System-Prompt und die Tool-Schemas
logs-gemini-no-approvals = die Freigabefragen und -antworten: Ein Aufruf, den du abgelehnt hast, erscheint als abgebrochen; wie, ist nicht verzeichnet
logs-gemini-no-retries = was zwischen den wiederholten Versuchen einer Anfrage geschah
logs-opencode-no-system-prompt = der System-Prompt (außer wenn die Session ihn überschreibt) und die Tool-Schemas
logs-opencode-no-permissions = die Berechtigungsfragen: Eine Ablehnung erscheint als fehlgeschlagener Aufruf mit ihrem Wortlaut, und eine Antwort „always“ wird als Regel getrennt von der Session aufbewahrt
logs-opencode-no-stream = die kleinen Events des Streams: Jeder Teil kommt als Ganzes an
logs-antigravity-no-tokens = jegliche Token-Zahlen: Weder Größe noch Cache noch Output einer Anfrage sind bekannt
logs-antigravity-no-system-prompt = der System-Prompt und die Tool-Schemas
logs-antigravity-no-permissions = die Berechtigungsfragen und -antworten
logs-copilot-no-per-call-input = die Input- und Cache-Zahlen jeder Anfrage: Copilot CLI schreibt pro Anfrage nur die Output-Tokens, und Input, Cache und Output der ganzen Session, pro Modell, erst wenn die Session endet
logs-copilot-no-schemas = die Tool-Schemas
logs-copilot-no-stream = die kleinen Events des Streams und die Usage-Events pro Anfrage, die Copilot CLI nicht auf die Festplatte schreibt
logs-otel-no-content = der Text der Nachrichten, außer der Agent wurde so eingestellt, dass er ihn aufzeichnet (OpenTelemetry lässt ihn standardmäßig weg): Der Lauf wird anhand seiner Struktur und seiner Zahlen durchgegangen
logs-otel-no-system-prompt = der System-Prompt und die Tool-Schemas, außer sie wurden als Inhalt aufgezeichnet
logs-otel-no-permissions = die Berechtigungsfragen, außer den Tool-Entscheidungen von Claude Code

# Copilot CLI reports input and cache tokens only for a whole session, per model, when it ends.
logs-how-per-session = Vom Log von { $tool } für jede ganze Session gemeldet, pro Modell, als sie endete (modelMetrics von session.shutdown), nicht Anfrage für Anfrage: hier aufsummiert.
logs-how-output-only =
    { $n ->
        [one] Von den Anfragen ohne Token-Zahlen meldet { $n } nur ihre Output-Tokens ({ $tool } schreibt pro Anfrage nur diese).
       *[other] Von den Anfragen ohne Token-Zahlen melden { $n } nur ihre Output-Tokens ({ $tool } schreibt pro Anfrage nur diese).
    }
# A trace file's report counts spans and log records, not lines. $unit is one of: spans, log-records, spans-and-log-records.
logs-records-read = { $unit ->
        [spans] { $n ->
            [one] { $n } Span gelesen
           *[other] { $n } Spans gelesen
        }
        [log-records] { $n ->
            [one] { $n } Log-Record gelesen
           *[other] { $n } Log-Records gelesen
        }
       *[other] { $n } Spans und Log-Records gelesen
    }
logs-records-read-skipped = { $unit ->
        [spans] { $n ->
            [one] { $n } Span gelesen, { $skipped } übersprungen: { $reasons }
           *[other] { $n } Spans gelesen, { $skipped } übersprungen: { $reasons }
        }
        [log-records] { $n ->
            [one] { $n } Log-Record gelesen, { $skipped } übersprungen: { $reasons }
           *[other] { $n } Log-Records gelesen, { $skipped } übersprungen: { $reasons }
        }
       *[other] { $n } Spans und Log-Records gelesen, { $skipped } übersprungen: { $reasons }
    }
# The summary's "lines skipped" figure when a trace file counts spans or log records.
logs-records-skipped-of = { $skipped } von { $read } (Zeilen, Spans oder Log-Records)

# (end of the summary's words)
