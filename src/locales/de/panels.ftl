# The panels under the diagram: session, turn, context and its cache, agent, permissions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The section and its panels
panel-data-title = Die Daten hinter diesem Schritt
# $system: the tokens of the typical system prompt the page assumes (2300).
panel-data-note = Jedes Panel zeigt einen Teil des Zustands des Harness und aktualisiert sich mit jedem Schritt. Die Token-Zahlen sind Schätzungen: etwa 4 Zeichen pro Token, plus ein typischer System-Prompt von { $system } Tokens.
# Each panel's heading: the part of the harness's state it shows.
panel-name =
    { $name ->
        [llm] llm
        [context] Kontext
        [session] Session
        [turn] Turn
        [agent] Agent
        [permission] Berechtigung
       *[other] { $name }
    }
# A badge on a panel (and a field) whose data changed at this step.
panel-changed = geändert
# Counts used inside other sentences.
panel-n-messages =
    { $n ->
        [one] { $n } Nachricht
       *[other] { $n } Nachrichten
    }
panel-n-tools =
    { $n ->
        [one] { $n } Tool
       *[other] { $n } Tools
    }

## The llm panel
panel-llm-waiting = Wartet auf seine erste Anfrage.
# The request the llm panel speaks of, put in the sentences below as $what.
panel-llm-summary-request = die Zusammenfassungs-Anfrage
panel-llm-turn-request = die Anfrage von Turn { $n }
panel-llm-thinking = Denkt nach: { $what } ist angekommen; noch nichts gestreamt.
panel-llm-streaming = Streamt die Antwort auf { $what }:
panel-llm-finished = Antwort auf { $what } fertig. Zwischen Anfragen behält es nichts.
panel-llm-broken = Der Stream der Antwort auf { $what } ist abgebrochen:
panel-llm-cancelled = Der Runner hat den Stream der Antwort auf { $what } geschlossen:
# Event lines, shown as code: `cut` and `usage` are the event's names.
panel-llm-event-cut = cut: Token-Limit des Anbieters
# $prompt and $cached: the figures as the provider sent them.
panel-llm-event-usage = usage { $prompt } prompt, { $cached } cached
panel-llm-earlier =
    { $n ->
        [one] { $n } früheres Event davor, nicht aufgeführt
       *[other] { $n } frühere Events davor, nicht aufgeführt
    }

## The context panel
panel-context-total = { $tokens } tok
panel-context-figures = { $cached } aus dem Cache gelesen · { $written } hineingeschrieben · { $uncached } ungecacht
# Before a request goes out: what it would do if sent now.
panel-context-figures-next = wenn jetzt gesendet: { $cached } würden aus dem Cache gelesen · { $written } hineingeschrieben · { $uncached } ungecacht
panel-context-window = { $percent } % des Kontextfensters von { $window } Tokens
# A part of the stacked bar, on hover: $kind is one of panel-source's names.
panel-context-segment = { $kind }: { $tokens } tok
panel-context-bar = { $cached } von { $total } Tokens werden aus dem Prompt-Cache gelesen
panel-context-kinds = Tokens nach Art
panel-context-breakpoint = Cache-Breakpoint
# The kinds of content a request carries.
panel-source =
    { $source ->
        [system] System-Prompt
        [instructions] Anweisungen
        [tools] Tools
        [summary] Zusammenfassung
        [user] Nutzer
        [assistant] Assistent
        [result] Tool-Ergebnis
        [reminder] Erinnerung
        [memory] Memory
        [skill-list] Skill-Beschreibungen
        [skill] Skill-Inhalte
        [tool-names] Tool-Namen
       *[tool-schemas] Tool-Schemas
    }
panel-chart-caption = pro Anfrage: gecachte / ungecachte Tokens
# Which request the context panel's figures are of.
context-caption-summary = was die Zusammenfassungs-Anfrage enthält, der Reihe nach
context-caption-turn = alles, was das llm in diesem Turn liest, der Reihe nach
context-caption-next = was die nächste Anfrage bisher enthält, der Reihe nach
context-caption-first = was die erste Anfrage enthalten wird, der Reihe nach
context-system-prompt = typischer System-Prompt
context-instructions-of = Anweisungen von { $agent }
# $n is at least 1.
context-earlier-messages = { $n } frühere Nachrichten
# The thread's messages, each labelled by who wrote it; $text is the message, cut short.
context-user = Nutzer: { $text }
context-summary = Zusammenfassung: { $text }
context-reminder = Erinnerung: { $text }
# A note the harness added (memory file, skill list, tool names or schemas): its own first
# words, as the llm reads them, which stay as they are; a language may add a prefix.
context-note = { $text }
context-assistant = Assistent: { $text }
# $tools: the tool names, comma separated.
context-assistant-asks = Assistent fordert { $tools } an
# $call: the tool call's id.
context-result = Ergebnis von { $call }: { $output }
# The instruction the runner adds at the end of a summary request.
context-runner-block = der Runner: { $text }
# $source: the log's program (Claude Code, Codex…); $read: what it reported (tokens read, cached, written).
context-origin-log = vom Log von { $source } für diese Anfrage gemeldet: { $read }; die Zahlen oben sind die Schätzung dieser Seite, die den System-Prompt und die Tool-Schemas nicht mitzählen kann, die das Log nicht aufbewahrt
context-origin-server = vom Server für die letzte Anfrage gemeldet: { $read }; die Zahlen oben sind die Schätzung dieser Seite
context-origin-estimate = geschätzt: etwa 4 Zeichen pro Token, plus ein typischer System-Prompt von { $system } Tokens
# Where a cache breakpoint sits in the request, and the tokens of the prefix it ends.
context-breakpoint-tools = nach den Tools: die ersten { $tokens } Tokens
context-breakpoint-instructions = nach den Anweisungen: die ersten { $tokens } Tokens
# $part: the label of the thread's last message.
context-breakpoint-thread = am Ende des Threads ({ $part }): die ersten { $tokens } Tokens
# A request in the per-request chart.
context-bar-summary = Zusammenfassung
context-bar-turn = Turn { $n }
context-bar-try = Turn { $n }, Versuch { $attempt }

## The prompt cache, in the context panel
cache-breakpoints-caption = Cache-Breakpoints (cache_control) in dieser Anfrage
cache-report-caption = der Cache der letzten Anfrage, in Tokens
# The table's columns: what, the page's model of it, what the provider reported.
cache-column-tokens = Tokens
cache-column-model = Modell der Seite
cache-column-reported = gemeldet
cache-row-read = aus dem Cache gelesen
cache-row-written = hineingeschrieben
cache-row-input = Input insgesamt
cache-not-reported = nicht gemeldet
cache-not-reported-openai = nicht gemeldet: Chat Completions hat keine solche Zahl
cache-model-openai = Der Prompt-Cache ist dem von OpenAI nachgebildet: Jedes Präfix, das eine Anfrage sendet, wird gecacht, nach Inhalt geschlüsselt, also zählt jede frühere Anfrage seit dem Zurücksetzen; nichts unter { $min } Tokens; gezählt in Schritten von { $step }. Echte Einträge verfallen nach einigen Minuten ohne Nutzung; dieses Modell behält sie bis zum Zurücksetzen.
cache-model-anthropic = Der Prompt-Cache ist dem von Anthropic nachgebildet: Nur das Präfix bis zu einem Breakpoint (cache_control) wird geschrieben, und erst ab dem Minimum des Modells von { $min } Tokens; ein Breakpoint liest das längste zuvor geschriebene Präfix, höchstens { $lookback } Blöcke vor ihm; Tokens werden exakt gezählt. Echte Einträge leben 5 Minuten ab ihrer letzten Nutzung (ein Lesen erneuert sie); dieses Modell behält sie bis zum Zurücksetzen.
# $differences: one or two of the cache-differ-… phrases; $reasons: one or two sentences that may explain them.
cache-verdict-differ = Sie weichen ab: { $differences }. { $reasons }
cache-differences-both = { $first } und { $second }
cache-differ-read-none = der Anbieter hat nichts aus seinem Cache gelesen, wo das Modell der Seite { $tokens } liest
cache-differ-wrote-none = der Anbieter hat nichts in seinen Cache geschrieben, wo das Modell der Seite { $tokens } schreibt
cache-differ-read-some = der Anbieter hat { $tokens } Tokens aus seinem Cache gelesen, wo das Modell der Seite nichts liest
cache-differ-wrote-some = der Anbieter hat { $tokens } Tokens in seinen Cache geschrieben, wo das Modell der Seite nichts schreibt
cache-why-expired-anthropic = Ein Eintrag ist vielleicht verfallen (nach 5 Minuten ohne Nutzung; das Modell behält Einträge bis zum Zurücksetzen), oder das Präfix liegt unter dem Minimum des Modells, so wie der Anbieter Tokens zählt.
cache-why-expired-openai = Ein Eintrag ist vielleicht verfallen (echte Einträge halten Minuten, und Caching geschieht nach bestem Bemühen; das Modell behält sie bis zum Zurücksetzen), oder das Präfix liegt unter dem Minimum des Modells, so wie der Anbieter Tokens zählt.
cache-why-cached-already = Das Präfix bis zum letzten Breakpoint war schon gecacht oder liegt unter dem Minimum des Modells, so wie der Anbieter zählt.
cache-why-under-estimate = Die Seite schätzt diese Anfrage auf { $estimate } Tokens, unter dem Minimum von { $min } Tokens, das sie für dieses Modell annimmt; der Anbieter hat { $counted } gezählt.
cache-why-under-minimum = Die Seite nimmt an, dass dieses Modell nichts unter { $min } Tokens cacht; das Minimum des Anbieters dafür ist vielleicht niedriger, oder der Server ist nicht der des Anbieters (ein Proxy, ein Mock).
cache-why-shared = Der Cache gehört dem Anbieter, nach Inhalt geschlüsselt über alle Anfragen mit diesem Key: Eine frühere Anfrage (vor dem Zurücksetzen oder von anderswo) hat ihn vielleicht geschrieben.
cache-agree-nothing = Sie stimmen überein: Nichts wurde aus dem Cache gelesen oder hineingeschrieben.
cache-agree-amounts = Sie stimmen darin überein, was gelesen und geschrieben wurde. Die Mengen weichen ab, weil die Seite Tokens schätzt (etwa 4 Zeichen pro Token), während der Anbieter mit seinem eigenen Tokenizer zählt und eigene Tokens für die Tools hinzufügt.

## The session panel: its fields' names
panel-session-id = ID
panel-session-agent = Agent
panel-session-status = Status
panel-session-thread = Thread
panel-session-queued = wartend
panel-session-runs = Läufe
panel-session-compacted = kompaktiert
# How many times the thread was compacted.
panel-session-compactions =
    { $n ->
        [0] nie
        [one] { $n }-mal
       *[other] { $n }-mal
    }
panel-sessions-caption = Sessions: Jeder Sub-Agent hat seine eigene

## The turn panel
panel-turn-none = noch kein Turn
panel-turn-number = Nummer
panel-turn-request = Anfrage
panel-turn-carries = enthält
panel-turn-events = Events
# The request's title.
panel-turn-summary = Zusammenfassung vor Turn { $n }
panel-turn-title = Turn { $n }
panel-turn-attempt = Turn { $n }, Versuch { $attempt } von { $max }
# What the request carries: $messages and $tools are panel-n-messages and panel-n-tools. "summarize" is the runner's instruction.
panel-turn-carries-summary = Anweisungen + Tools + die { $messages } zum Zusammenfassen + „zusammenfassen“
panel-turn-carries-thread = Anweisungen + { $tools } + Thread aus { $messages }

## The agent panel
panel-agent-name = Name
panel-agent-tools = Tools
panel-agent-hands-work-to = übergibt Arbeit an
panel-agent-limits = Limits
panel-agent-hooks = Hooks
panel-limit-max-turns = max. Turns: { $n }
panel-limit-context-window = Kontextfenster: { $tokens } tok
# $time: a length of time, such as "30 s".
panel-limit-tool-time = Zeitlimit für Tools: { $time }
panel-limit-stream-idle = Leerlauf-Timeout des Streams: { $time }
# The label before the permission mode's menu; its options are the modes' names in the scenario files, kept as they are.
panel-permission-mode-label = Berechtigungsmodus
# The menu's accessible name.
panel-permission-mode = Berechtigungsmodus
panel-rules-caption = Regeln (ändere eine, um ab hier neu abzuspielen)
# The menu of one tool's rule; its options (allow, ask, deny) are the words of the scenario files, kept as they are.
panel-rule-for = Regel für { $tool }
# A badge on a rule the user set or saved with Always allow.
panel-rule-saved = gespeichert
# A badge on a rule the permission mode decides.
panel-rule-by-mode =
    { $mode ->
        [acceptEdits] durch Accept-Edits-Modus
        [plan] durch Plan-Modus
        [bypassPermissions] durch Bypass-Permissions-Modus
       *[default] durch Default-Modus
    }

## The permission panel
panel-permission-none = nichts wartet
panel-permission-id = ID
panel-permission-asked-by = gefragt von
panel-permission-call = Aufruf
panel-permission-input = Eingabe
panel-permission-replies = Antworten
# The three answers, as the question's buttons say them.
panel-permission-answers = einmal · immer · ablehnen

## The scrubber's words for a step (read by screen readers), also the figure's title
# $part, $from, $to: the diagram's parts (runner, llm…); $label: the message.
stepper-step-inside =
    Schritt { $k } von { $n }: { $part ->
        [client] Client
        [clients] Clients
        [coordinator] Koordinator
        [runner] Runner
        [tools] Tools
        [hooks] Hooks
       *[other] { $part }
    }: { $label }
stepper-step-sends =
    Schritt { $k } von { $n }: { $from ->
        [client] Der Client sendet
        [Client] Der Client sendet
        [clients] Die Clients senden
        [Clients] Die Clients senden
        [Session-API] Die Session-API sendet
        [coordinator] Der Koordinator sendet
        [Koordinator] Der Koordinator sendet
        [runner] Der Runner sendet
        [Runner] Der Runner sendet
        [llm] Das llm sendet
        [tools] Die Tools senden
        [Tools] Die Tools senden
        [hooks] Die Hooks senden
        [Hooks] Die Hooks senden
       *[other] { $from } sendet
    } „{ $label }“ an { $to ->
        [client] den Client
        [Client] den Client
        [clients] die Clients
        [Clients] die Clients
        [Session-API] die Session-API
        [coordinator] den Koordinator
        [Koordinator] den Koordinator
        [runner] den Runner
        [Runner] den Runner
        [llm] das llm
        [tools] die Tools
        [Tools] die Tools
        [hooks] die Hooks
        [Hooks] die Hooks
       *[other] { $to }
    }

## The downloaded figure (an SVG of one step)
# $title: the scenario's title; $message: the step's message in words.
figure-title = Schritt { $k } von { $n } von „{ $title }“: { $message }
# $panels: the names of the panels that changed, comma separated.
figure-desc-changed = In diesem Schritt geändert: { $panels }.
figure-desc-link = Link: { $link }
figure-no-panel = In diesem Schritt hat sich kein Panel geändert.
# A panel's heading in the figure: $panel is its name (panel-name).
figure-panel-changed = { $panel } · geändert
figure-lane = Sub-Agent: { $name }
figure-lane-unknown = Session eines Sub-Agenten
figure-context-total = { $tokens } tok · { $caption }
figure-context-figures = { $cached } gecacht · { $written } geschrieben · { $uncached } ungecacht
figure-context-window = Fenster: { $tokens } tok
figure-session-status = Status: { $status }
figure-session-thread = Thread: { $messages }
figure-session-queued-runs = wartend: { $queued } · Läufe: { $runs }
figure-turn-carries = enthält: { $request }
figure-turn-events = Events: { $n }
figure-permission-asked = { $id } gefragt von { $agent }
figure-permission-replies = Antworten: einmal · immer · ablehnen

## The exported trace (JSON): how the run ended
export-ending =
    { $ending ->
        [idle] Leerlauf
        [waiting] wartet auf dich
       *[broken] abgebrochen: { $reason }
    }

# A permission mode's name, by its key.
mode-name =
    { $mode ->
        [acceptEdits] Modus accept-edits (Änderungen ohne Nachfrage)
        [plan] Plan-Modus (nur planen)
        [bypassPermissions] Modus bypass-permissions (ohne Rückfrage)
       *[default] Standardmodus
    }
# Why a request read from the prompt cache what it read: known exactly on a run of this harness.
cache-cause-first = Die erste Anfrage: Der Cache enthielt noch nichts.
cache-cause-below-minimum = Unter { $min } Tokens: zu kurz, um überhaupt gecacht zu werden.
cache-cause-extends = Sie las alles, was die vorige Anfrage gespeichert hatte; neu ist nur, was seitdem hinzukam.
cache-cause-shared-head = Die erste Anfrage ihrer Session: Sie las den Teil, den eine andere Anfrage zuvor gespeichert hatte (den System-Prompt oder dieselben Anweisungen und Tools).
cache-cause-new-prefix = Die erste Anfrage ihrer Session: Keine Anfrage hatte diese Anweisungen und Tools zuvor gesendet.
cache-cause-compacted = Eine Kompaktierung hat den Thread neu geschrieben: Höchstens die Anweisungen und Tools konnten gelesen werden.
cache-cause-earlier-below-minimum = Die vorige Anfrage war zu kurz, um gespeichert zu werden, also gab es nichts zu lesen.
cache-cause-out-of-reach = Das Präfix der vorigen Anfrage ist gespeichert, liegt aber mehr als { $lookback } Blöcke vor dem Breakpoint dieser Anfrage: zu weit zurück, als dass sie dort suchen könnte.
# The same, inferred from a session log's figures and events.
cache-inferred-first = Abgeleitet: die erste Anfrage des Logs, also enthielt der Cache nichts davon (außer eine frühere Session hat denselben Anfang gespeichert).
cache-inferred-sub-agent = Abgeleitet: die erste Anfrage eines Sub-Agenten; seine Anweisungen waren neu für den Cache.
cache-inferred-read = Abgeleitet: Sie las, was frühere Anfragen gespeichert hatten.
cache-inferred-compaction = Abgeleitet: Eine Kompaktierung hat den Thread vor dieser Anfrage neu geschrieben; { $missed } Tokens, die die vorige Anfrage gespeichert hatte, wurden nicht gelesen.
cache-inferred-model = Abgeleitet: Das Modell hat gewechselt ({ $from } → { $to }), und jedes Modell hat seinen eigenen Cache; { $missed } Tokens wurden nicht gelesen.
cache-inferred-expired = Abgeleitet: Seit der vorigen Anfrage sind { $minutes } Minuten vergangen, länger als die Lebensdauer des Caches von { $lifetime } Minuten; { $missed } Tokens wurden nicht gelesen.
cache-inferred-unexplained = Abgeleitet: Sie las { $missed } Tokens weniger, als die vorige Anfrage gespeichert hatte, und das Log sagt nicht, warum (eine Änderung der Tools, der Anweisungen oder des Modus hätte diese Wirkung).
cache-inferred-no-figures = Das Log hat keine Token-Zahlen für diese Anfrage oder die davor, also lässt sich über ihr Lesen aus dem Cache nichts sagen.
# The short mark of a missed request on the per-request chart, and in the summary's sums.
cache-miss-mark =
    { $cause ->
        [first] erste Anfrage
        [below-minimum] zu kurz
        [new-prefix] neuer Agent
        [compaction] Kompaktierung
        [earlier-below-minimum] nichts gespeichert
        [out-of-reach] außer Reichweite
        [sub-agent] Start eines Sub-Agenten
        [model] Modellwechsel
        [expired] Cache verfallen
       *[unexplained] nicht erklärt
    }
cache-miss-line = { $n } × { $cause }: { $tokens } Tokens nicht aus dem Cache gelesen
# How a request's figures were made, opened from the per-request chart.
arith-request = { $cached } aus dem Cache gelesen + { $uncached } nicht daraus gelesen = { $total } gesendete Tokens
arith-written = Von den nicht gelesenen wurden { $written } für spätere Anfragen in den Cache geschrieben.
arith-written-unknown = Was in den Cache geschrieben wurde, wird nicht gemeldet (OpenAI meldet keine solche Zahl).
arith-reported-log = Vom Log von { $source } gemeldet.
arith-reported-server = Vom Server gemeldet.
arith-estimated = Von dieser Seite geschätzt: etwa 4 Zeichen pro Token, dazu ihr eigenes Modell des Caches.
arith-part = { $tokens } { $kind }
arith-sum = { $parts } = { $total } Tokens
