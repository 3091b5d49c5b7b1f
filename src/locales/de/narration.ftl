# What the narration says at each step, and the diagram's labels and captions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Words for times, answers, errors and endings, used across the page

# A length of time in whole seconds ("30 s").
words-seconds = { $s } s
# A length of time in seconds and tenths of a second ("1.5 s", "0.4 s"): write the decimal mark your language uses.
words-seconds-tenths = { $s },{ $tenths } s
# A length of time in minutes and seconds ("2 min 5 s").
words-minutes-seconds = { $min } min { $s } s
# A length of time in hours and minutes ("1 h 4 min").
words-hours-minutes = { $h } h { $min } min
# The answers to a permission question: the names of the chat's three buttons, in lower case, as they appear inside a sentence.
words-answer =
    { $reply ->
        [once] einmal erlauben
        [always] immer erlauben
       *[decline] ablehnen
    }
# A tool result's error flag, in one word or two ("output: timed out").
words-error =
    { $error ->
        [failed] fehlgeschlagen
        [timed-out] Zeitüberschreitung
        [denied] verweigert
        [declined] abgelehnt
        [interrupted] unterbrochen
       *[unknown-tool] unbekanntes Tool
    }
# How a run ended, in one word or two ("done: turn limit").
words-end =
    { $end ->
        [answered] beantwortet
        [stopped] gestoppt
        [failed] fehlgeschlagen
        [turn-limit] Turn-Limit
       *[context-full] Kontext voll
    }
# What the provider reported reading for one request. $read: tokens it carried.
words-tokens-read = { $read } Tokens gelesen
# $cached: tokens of them read from the provider's prompt cache.
words-tokens-read-cached = { $read } Tokens gelesen, davon { $cached } aus dem Prompt-Cache
# $written: tokens this request wrote to the prompt cache.
words-tokens-read-written = { $read } Tokens gelesen, { $written } in den Cache geschrieben
words-tokens-read-cached-written = { $read } Tokens gelesen, davon { $cached } aus dem Prompt-Cache, { $written } in den Cache geschrieben

## The harness's parts, as the diagram's boxes and the narration name them
# These are the harness's concepts, which a learner meets again in articles and code. Use the
# word your language's developers use: an English term may stay (many keep "runner" and
# "session API"; every language keeps `llm`), or a word of your own. Name each part the same
# way here, in the parts' meanings and in every sentence of the narration that mentions it.
part-client = Client
part-client-2 = Client 2
part-another-client = weiterer Client
part-clients = Clients
part-session-api = Session-API
part-coordinator = Koordinator
part-runner = Runner
part-llm = llm
part-tools = Tools
part-hooks = Hooks
# A second client's name at the start of a sentence ("Client 2 presses Stop.").
part-client-2-start = Client 2
part-another-client-start = Ein weiterer Client

## What each part is, shown when a reader hovers a part or opens "What each part is"
diagram-meaning-client = Die Chat-App, in die du tippst. Sie ruft die Session-API auf und zeigt, was zurückkommt.
diagram-meaning-session-api = Die Eingangstür des Harness: Sie speichert jede Nachricht im Thread, dem Gespräch, das das Harness führt, und antwortet sofort, ohne je auf das llm zu warten.
diagram-meaning-coordinator = Entscheidet, wann eine Session, also ein Gespräch, die Schleife ausführt: ein Lauf pro Session zur selben Zeit, gestartet, wenn eine Nachricht eine Antwort braucht.
diagram-meaning-runner = Führt die Schleife im Herzen des Harness aus: Er schickt den Thread an das llm, führt die Tools aus, die das llm anfordert, und wiederholt das, bis das llm antwortet.
diagram-meaning-llm = Das Sprachmodell. Es liest eine Anfrage und schreibt Text oder fordert ein Tool an; selbst ausführen kann es nichts.
diagram-meaning-tools = Code, den der Runner ausführt, wenn das llm darum bittet: eine Datei lesen, die Tests starten. Die Ausgabe kommt zurück in den Thread.
diagram-meaning-hooks = Die eigenen Skripte des Harness, ausgeführt zu festen Zeitpunkten (vor einem Tool-Aufruf, wenn der Lauf enden würde). Das llm liest sie nie, nur was sie zurückgeben.

## The diagram's caption: the step's message in one line, under the drawing
# Before the first step.
diagram-no-message = Noch keine Nachricht.
# A part sends the arrow's message to another. $from and $to are part names (part-… above),
# $label the arrow's label, $from_part the sender's key (client, clients, session-api,
# coordinator, runner, llm, tools, hooks), so the verb can agree with it.
diagram-caption =
    { $from_part ->
        [tools] Die { $from } senden
        [hooks] Die { $from } senden
        [clients] Die { $from } senden
        [session-api] Die { $from } sendet
        [coordinator] Der { $from } sendet
        [runner] Der { $from } sendet
        [llm] Das { $from } sendet
        [client] { $from ->
            [Client] Der { $from }
           *[other] { $from }
        } sendet
       *[other] { $from } sendet
    } „{ $label }“ an { $to ->
        [Client] den { $to }
        [Clients] die { $to }
        [Session-API] die { $to }
        [Koordinator] den { $to }
        [Runner] den { $to }
        [llm] das { $to }
        [Tools] die { $to }
        [Hooks] die { $to }
       *[other] { $to }
    }
# The same, in a sub-agent's session; $lane names it ("session_2 · explorer").
diagram-caption-lane =
    { $from_part ->
        [tools] Die { $from } senden
        [hooks] Die { $from } senden
        [clients] Die { $from } senden
        [session-api] Die { $from } sendet
        [coordinator] Der { $from } sendet
        [runner] Der { $from } sendet
        [llm] Das { $from } sendet
        [client] { $from ->
            [Client] Der { $from }
           *[other] { $from }
        } sendet
       *[other] { $from } sendet
    } „{ $label }“ an { $to ->
        [Client] den { $to }
        [Clients] die { $to }
        [Session-API] die { $to }
        [Koordinator] den { $to }
        [Runner] den { $to }
        [llm] das { $to }
        [Tools] die { $to }
        [Hooks] die { $to }
       *[other] { $to }
    } (Sub-Agent { $lane })
# A part does something within itself; $part is its name.
diagram-inside =
    { $part ->
        [Session-API] In der { $part }
        [Tools] In den { $part }
        [Hooks] In den { $part }
        [Clients] In den { $part }
        [llm] Im { $part }
        [Client] Im { $part }
        [Koordinator] Im { $part }
        [Runner] Im { $part }
       *[other] In { $part }
    }: { $label }
diagram-inside-lane =
    { $part ->
        [Session-API] In der { $part }
        [Tools] In den { $part }
        [Hooks] In den { $part }
        [Clients] In den { $part }
        [llm] Im { $part }
        [Client] Im { $part }
        [Koordinator] Im { $part }
        [Runner] Im { $part }
       *[other] In { $part }
    }: { $label } (Sub-Agent { $lane })

## The labels on the diagram's arrows: a few words each, drawn in a small monospace type
# `prompt` is the session API's call and `message` its argument: code.
diagram-label-typed = tippt…
diagram-label-prompt = prompt(message)
# `accepted` is the session API's answer (and a sub-agent's session's).
diagram-label-accepted = accepted
diagram-label-accepted-queued = accepted (wartet)
diagram-label-start-run = Lauf starten
diagram-label-already-running = läuft schon
diagram-label-run = ausführen
diagram-label-keep-going = weitermachen
# $turn: the turn's number.
diagram-label-request = Anfrage, Turn { $turn }
# $attempt: which try this is (2, 3…).
diagram-label-request-again = Anfrage, Turn { $turn } (Versuch { $attempt })
diagram-label-summarize = zusammenfassen
# The llm's reply comes as events: text, tool-call, finish, error, usage.
diagram-label-text = text
# $tool: the tool's name.
diagram-label-tool-call = tool-call { $tool }
diagram-label-finish = finish
diagram-label-error = error
diagram-label-usage = usage
diagram-label-cut = am Token-Limit abgeschnitten
diagram-label-run-tool = { $tool } ausführen
# $error: a tool result's error flag (words-error).
diagram-label-output-error = Ausgabe: { $error }
diagram-label-output = Ausgabe
diagram-label-result = Tool-Ergebnis
diagram-label-result-error = Ergebnis: { $error }
# The runner asks you whether tool $tool may run.
diagram-label-ask = Frage: { $tool }?
# The session API passes your answer on to the runner.
diagram-label-resume = die Antwort
diagram-label-stop = stoppen
diagram-label-interrupt = unterbrechen
diagram-label-cancel = abbrechen
diagram-label-retry = neuer Versuch ({ $attempt } von { $of })
diagram-label-compacted = Kontext kompaktiert
# $end: how the run ended (words-end).
diagram-label-ended = beendet: { $end }
diagram-label-done = fertig
diagram-label-done-end = fertig: { $end }
diagram-label-idle = Leerlauf
# $agent: the sub-agent's name.
diagram-label-spawn = neue Session: { $agent }
diagram-label-stop-child = Sub-Agent stoppen
# $event: the hook event's name, such as PreToolUse: code.
diagram-label-hook = { $event }-Hook ausführen
# A hook's answers: nothing, allow, deny, ask (the permission decisions), a note, or block.
diagram-label-hook-pass = nichts hinzuzufügen
diagram-label-hook-allow = allow
diagram-label-hook-deny = deny
diagram-label-hook-ask = ask
diagram-label-hook-context = ein Hinweis für das llm
diagram-label-hook-block = block: weitermachen

## The narration: one sentence or a few for each step, read by someone who has never seen a harness.
## The parts (client, session API, coordinator, runner, llm, tools, hooks) are named as in
## part-… above. "You" is the reader, who types in the client.

# Counts used inside the sentences below: the thread's messages ("the thread holds 3 messages").
narr-messages =
    { $n ->
        [one] { $n } Nachricht
       *[other] { $n } Nachrichten
    }
# How many tools a request lists ("the instructions, 4 tools, and the thread").
narr-tools =
    { $n ->
        [one] { $n } Tool
       *[other] { $n } Tools
    }
# Lists: "a, b and c" is built as narr-list-more for each comma and narr-list-last for the last item.
narr-list-more = { $list }, { $item }
narr-list-last = { $list } und { $item }

# A sub-agent's step, or the first step back in the caller's session, starts with a lead-in; $agent is the agent's name, $text the step's own sentence.
narr-back-in-session = Zurück in der Session von { $agent }: { $text }
narr-in-session = In der Session von { $agent }: { $text }
# Not shown: `lower` if $text above starts with its first letter in lower case (as in English after a colon or comma); any other value keeps the sentence as it is written.
narr-lead-in-first-letter = keep

## The prompt cache, said at each request
narr-cache-below-minimum = Nichts davon wird gecacht: Anthropic cacht kein Präfix unter dem Minimum dieses Modells von { $min } Tokens.
narr-cache-empty-anthropic = Nichts davon liegt schon im Prompt-Cache. Der Cache von Anthropic behält nur, was eine Anfrage markiert, also schreibt diese { $written } Tokens hinein, bis zu ihrem letzten Breakpoint am Ende des Threads.
narr-cache-empty = Nichts davon liegt schon im Prompt-Cache: Keine frühere Anfrage hat genauso begonnen.
narr-cache-hit-anthropic = { $cached } dieser Tokens kommen aus dem Prompt-Cache: Die vorige Anfrage hat ihr Präfix bis zu ihrem Breakpoint am Ende ihres Threads geschrieben, und diese beginnt genauso. Sie schreibt { $written } weitere, bis zu ihrem eigenen letzten Breakpoint.
narr-cache-hit-after-summary = Nur { $cached } kommen aus dem Prompt-Cache, der Teil vor dem Thread: Der Thread beginnt jetzt mit einer Zusammenfassung, die noch keine Anfrage gesendet hat.
narr-cache-hit = { $cached } dieser Tokens kommen aus dem Prompt-Cache, weil die Anfrage so beginnt wie die vorige.
# $step: the size in tokens of the steps OpenAI's cache counts in (128).
narr-cache-hit-steps = { $cached } dieser Tokens kommen aus dem Prompt-Cache, weil die Anfrage so beginnt wie die vorige. Der Cache zählt in ganzen Schritten von { $step } Tokens, deshalb werden ein paar der gemeinsamen Tokens am Ende neu gelesen.
narr-cache-hit-earlier-run = { $cached } dieser Tokens kommen aus dem Prompt-Cache: Ein früherer Lauf hat denselben System-Prompt, dieselben Anweisungen und dieselben Tools gesendet.
# The first time the narration speaks of the prompt cache; $cache is one of the sentences above.
narr-cache-what = Der Anbieter, also die Firma, die das llm betreibt, hält einen Prompt-Cache mit den Anfängen der letzten Anfragen. So bedient er eine Anfrage, die genauso beginnt, schneller und günstiger. { $cache }

## A message typed and sent
narr-typed-first = Du tippst eine Nachricht in den Client, die Chat-App. Noch ist nichts gesendet, also ist der Thread, die Liste der Nachrichten, die das Harness führt, noch leer.
# $messages: how many the thread holds (narr-messages).
narr-typed = Du tippst eine Nachricht in den Client. Noch ist nichts gesendet; der Thread enthält { $messages }.
# Someone at a second client; $client is its name (part-client-2).
narr-typed-other = Jemand tippt eine Nachricht in { $client }. Noch ist nichts gesendet; der Thread enthält { $messages }.
narr-prompt = Du drückst Enter. Der Client sendet deine Nachricht an die Session-API, die Eingangstür des Harness: ein Aufruf namens `prompt`.
narr-prompt-other = Die andere Person drückt Enter, und { $client } ruft mit ihrer Nachricht `prompt` auf derselben Session-API auf.
narr-accepted = Die Session-API speichert die Nachricht im Thread (jetzt { $messages }) und antwortet sofort mit `accepted`, ohne auf das llm zu warten.
narr-accepted-queued = Der Runner ist mitten in einem Turn, also hebt die Session-API die Nachricht für den nächsten Turn des Runners auf und antwortet sofort mit `accepted`.
narr-start-run-first = Die Session-API bittet den Koordinator, den Teil, der entscheidet, wann etwas läuft, die Schleife für diese Session auszuführen, also für das eine Gespräch, in dem du bist. Die Schleife: das llm fragen, alle Tools ausführen, die es anfordert (Code, der etwa eine Datei liest), und das wiederholen, bis es antwortet.
narr-start-run = Die Session-API bittet den Koordinator, die Schleife für diese Session auszuführen.
narr-already-running = Der Koordinator hat für diese Session schon einen Lauf am Laufen, also startet er keinen zweiten. Die laufende Schleife beantwortet die neue Nachricht, bevor sie stoppt.
narr-run-first = Es war kein Lauf aktiv, also kein Durchgang dieser Schleife von deiner Nachricht bis zur Antwort. Darum markiert der Koordinator die Session als laufend und übergibt sie dem Runner, dem Teil, der die Schleife ausführt. Eine Session, ein Lauf zur selben Zeit.
narr-run = Es war kein Lauf aktiv, also markiert der Koordinator die Session als laufend und übergibt sie dem Runner. Eine Session, ein Lauf zur selben Zeit.
narr-keep-going = Eine Nachricht kam an, als der Lauf gerade endete, also lässt der Koordinator denselben Lauf weiterlaufen, statt in den Leerlauf zu gehen.

## A request to the llm
# $turn: the turn's number; $attempt of $max: which try; $tokens, $cached: the request's size and what of it the cache holds.
narr-request-again = Der Runner sendet die Anfrage von Turn { $turn } erneut, Versuch { $attempt } von { $max }: dieselben { $tokens } Tokens, davon { $cached } aus dem Prompt-Cache gelesen.
# The thread when messages that waited joined it: $messages (narr-messages), then $joins, how many joined.
narr-thread-joined =
    { $joins ->
        [one] { $messages } ({ $joins } wartende Nachricht kam zuerst dazu)
       *[other] { $messages } ({ $joins } wartende Nachrichten kamen zuerst dazu)
    }
# The thread ($thread, the phrase above or narr-messages) when it ends with $n reminders the harness added.
narr-thread-reminders =
    { $n ->
        [one] { $thread }, am Ende { $n } Erinnerung, die das Harness hinzugefügt hat, nie von dir getippt
       *[other] { $thread }, am Ende { $n } Erinnerungen, die das Harness hinzugefügt hat, nie von dir getippt
    }
# The same when the harness added other notes; $notes lists them (narr-note-… joined as a list).
narr-thread-notes = { $thread }, am Ende das, was das Harness hinzugefügt hat, nie von dir getippt: { $notes }
narr-note-reminders =
    { $n ->
        [one] { $n } Erinnerung
       *[other] { $n } Erinnerungen
    }
narr-note-memory-files =
    { $n ->
        [one] { $n } Memory-Datei
       *[other] { $n } Memory-Dateien
    }
narr-note-skill-list = die Skills, nach Namen aufgelistet
narr-note-skills =
    { $n ->
        [one] die Anweisungen eines Skills
       *[other] die Anweisungen von { $n } Skills
    }
narr-note-tool-names = die zurückgestellten Tools, nach Namen aufgelistet
narr-note-tool-schemas = die Tool-Schemas, die eine Suche geladen hat
# The run's first request. $tools: how many tools (narr-tools); $thread: the thread's messages (and notes); $tokens: its size; $cache: what the prompt cache did (narr-cache-…, or nothing); $reported: what a recorded log reports, a sentence that begins with a space, or nothing.
narr-request-first = Der Runner sendet die Anfrage von Turn { $turn } an das llm (ein Turn: eine Anfrage und ihre Antwort). Das llm merkt sich nichts, also enthält jede Anfrage alles, was es liest: seine Anweisungen, { $tools }, den bisherigen Thread ({ $thread }). Etwa { $tokens } Tokens, die Einheiten, die ein Modell liest. { $cache }{ $reported }
# Every later request; the same variables.
narr-request = Der Runner sendet die Anfrage von Turn { $turn } an das llm: die Anweisungen, { $tools } und den Thread aus { $thread }. Das sind etwa { $tokens } Tokens. { $cache }{ $reported }
# The thread is too long: $needed tokens, more than the $window the model reads; $replaced: how many old messages get summarized.
narr-summarize = Die nächste Anfrage bräuchte { $needed } Tokens, mehr als das Kontextfenster des Agenten mit { $window } Tokens. Also bittet der Runner das llm zuerst, die { $replaced } ältesten Nachrichten des Threads zusammenzufassen.
narr-summarize-again = Die nächste Anfrage bräuchte { $needed } Tokens, mehr als das Kontextfenster des Agenten mit { $window } Tokens. Also bittet der Runner das llm zuerst (Versuch { $attempt } von { $max }), die { $replaced } ältesten Nachrichten des Threads zusammenzufassen.

## The llm's reply, streamed as events
narr-summary-text = Das llm streamt ein Stück seiner Zusammenfassung zurück. Sie ist für das Harness, nicht für dich: Der Chat zeigt sie nicht.
narr-text-more = Ein weiteres Stück der Antwort kommt an.
narr-text-first = Das llm schickt seinen Text zurück, während es ihn schreibt, in kleinen Stücken (Events), nicht als einen Block.
narr-text = Das llm beginnt seine Antwort, Stück für Stück.
# The llm asks for tool $tool; $input is what it passes (code or text, as the llm wrote it). The first time, the sentence says the name of the thing: a tool call.
narr-tool-call-first = Das llm fordert ein Tool an (ein Tool-Aufruf): { $tool } mit der Eingabe „{ $input }“. Selbst ausführen kann es nichts; es kann nur darum bitten.
narr-tool-call-first-no-input = Das llm fordert ein Tool an (ein Tool-Aufruf): { $tool } ohne Eingabe. Selbst ausführen kann es nichts; es kann nur darum bitten.
narr-tool-call = Das llm fordert ein Tool an: { $tool } mit der Eingabe „{ $input }“. Selbst ausführen kann es nichts; es kann nur darum bitten.
narr-tool-call-no-input = Das llm fordert ein Tool an: { $tool } ohne Eingabe. Selbst ausführen kann es nichts; es kann nur darum bitten.
narr-cut = Der Anbieter schneidet die Antwort hier ab: Sie hat die Höchstzahl an Tokens erreicht, die der Anbieter einer Antwort erlaubt. Was angekommen ist, bleibt; ein Tool-Aufruf, den das llm noch schrieb, ist kein Aufruf, also verwirft der Runner ihn.
narr-cut-forward = Der Runner teilt dir mit, dass die Antwort am Token-Limit des Anbieters abgeschnitten wurde.
narr-summary-finished = Die Zusammenfassung ist fertig.
# $calls: how many tool calls the finished reply asks for.
narr-finish =
    { $calls ->
        [0] Die Antwort ist fertig und fordert kein Tool an, also ist ihr Text die endgültige Antwort. Der Runner hängt sie ans Ende des Threads an ({ $messages }).
        [one] Die Antwort ist fertig und fordert { $calls } Tool-Aufruf an. Der Runner hängt sie ans Ende des Threads an ({ $messages }) und bearbeitet den Aufruf.
       *[other] Die Antwort ist fertig und fordert { $calls } Tool-Aufrufe an. Der Runner hängt sie ans Ende des Threads an ({ $messages }) und bearbeitet die Aufrufe der Reihe nach.
    }
# $read: what the provider counted (words-tokens-read…); $written: the reply's tokens.
narr-usage = Der Anbieter meldet, was er für diese Anfrage gezählt hat: { $read }, und { $written } in der Antwort geschrieben. Die Seite zeigt das neben ihrer eigenen Schätzung.
# $error: the provider's error message, as it came.
narr-stream-error-retryable = Der Stream bricht ab: „{ $error }“. Bei einer abgebrochenen Verbindung oder einem überlasteten Anbieter lohnt sich ein neuer Versuch.
narr-stream-error = Der Stream bricht ab: „{ $error }“. Ein neuer Versuch würde an dieser Antwort nichts ändern.
# $status: the HTTP status the llm's API answered with instead of a stream; $error: its error message.
narr-http-error-retryable = Die API des llm antwortet mit HTTP { $status } statt mit einem Stream: „{ $error }“. Bei einem überlasteten oder drosselnden Anbieter lohnt sich ein neuer Versuch.
narr-http-error = Die API des llm antwortet mit HTTP { $status } statt mit einem Stream: „{ $error }“. Ein neuer Versuch würde an dieser Antwort nichts ändern.
# $tool($input): the call as code.
narr-forward-tool-call = Der Runner zeigt dir den Tool-Aufruf, während er passiert: { $tool }({ $input }).
narr-forward-more = Der Runner gibt es sofort an dich weiter.
narr-forward-first = Der Runner gibt den Text direkt an den Client weiter, über eine Verbindung, die der Client offen hält. So siehst du den Text, während er geschrieben wird.
narr-forward = Der Runner gibt den Text direkt an dich weiter.

## Permissions and tools. "→ allow", "→ ask", "→ deny" are a rule's decisions, as the rules panel writes them.
narr-mode-accept-edits = Accept-Edits-Modus: { $tool } bearbeitet Dateien, und in diesem Modus laufen Bearbeitungen, ohne dich zu fragen, außer eine Regel sagt deny. Der Runner führt es sofort aus.
# A permission mode lets tool $tool run; $mode is the mode's key.
narr-mode-allows =
    { $mode ->
        [default] Default-Modus: Jeder Aufruf läuft, ohne zu fragen, also führt der Runner { $tool } sofort aus. Nur eine Regel, die deny sagt, würde es noch stoppen.
        [plan] Plan-Modus: Jeder Aufruf läuft, ohne zu fragen, also führt der Runner { $tool } sofort aus. Nur eine Regel, die deny sagt, würde es noch stoppen.
       *[bypass-permissions] Bypass-Permissions-Modus: Jeder Aufruf läuft, ohne zu fragen, also führt der Runner { $tool } sofort aus. Nur eine Regel, die deny sagt, würde es noch stoppen.
    }
narr-allowed-your-rule = Deine Regel sagt { $tool } → allow, also führt der Runner das Tool sofort aus, ohne dich zu fragen.
narr-allowed-saved-rule = Die Regel, die du gespeichert hast, sagt { $tool } → allow, also führt der Runner das Tool sofort aus, ohne dich zu fragen.
narr-allowed-rules-first = Die Berechtigungsregeln, vorab festgelegt mit den Anweisungen und Tools des Agenten, sagen { $tool } → allow, also führt der Runner das Tool sofort aus, ohne dich zu fragen.
narr-allowed-agent-rules = Die Regeln des Agenten sagen { $tool } → allow, also führt der Runner das Tool sofort aus, ohne dich zu fragen.
narr-run-always = Du hast „immer erlauben“ gewählt, also ist { $tool } jetzt durch eine gespeicherte Regel erlaubt, und der Runner führt es aus.
narr-run-hook = Der PreToolUse-Hook hat { $tool } erlaubt, und keine Regel sagt ask oder deny, also führt der Runner es aus, ohne dich zu fragen.
narr-run-once = Du hast diesen einen Aufruf erlaubt, also führt der Runner das Tool { $tool } aus.
# $output: the start of the tool's output, as it came.
narr-output-failed = Das Tool schlägt fehl: „{ $output }“. Auch ein Fehlschlag ist eine Ausgabe: Sie geht zurück an den Runner, als Fehler markiert.
# $characters: the output's length.
narr-output =
    { $characters ->
        [one] Das Tool gibt seine Ausgabe ({ $characters } Zeichen) an den Runner zurück.
       *[other] Das Tool gibt seine Ausgabe ({ $characters } Zeichen) an den Runner zurück.
    }
# The same when reading a file loaded memory files; $files lists their names.
narr-output-memory =
    { $characters ->
        [one] Das Tool gibt seine Ausgabe ({ $characters } Zeichen) an den Runner zurück. Eine Datei in einem Ordner mit einer Memory-Datei wurde zum ersten Mal gelesen, also lädt das Harness { $files }: Ihre Anweisungen kommen in die nächste Anfrage.
       *[other] Das Tool gibt seine Ausgabe ({ $characters } Zeichen) an den Runner zurück. Eine Datei in einem Ordner mit einer Memory-Datei wurde zum ersten Mal gelesen, also lädt das Harness { $files }: Ihre Anweisungen kommen in die nächste Anfrage.
    }
narr-result-first = Der Runner hängt das Tool-Ergebnis, also die als Nachricht gespeicherte Ausgabe, ans Ende des Threads an ({ $messages }) und zeigt es dir. Das llm liest es im nächsten Turn.
narr-result = Der Runner hängt das Tool-Ergebnis ans Ende des Threads an ({ $messages }) und zeigt es dir. Das llm liest es im nächsten Turn.
narr-result-failed = Der Runner hängt das Ergebnis an den Thread an ({ $messages }), als Fehler markiert. Das llm liest es im nächsten Turn und entscheidet, was zu tun ist.
narr-result-timed-out = Das eine Ergebnis des Aufrufs meldet eine Zeitüberschreitung, als Fehler markiert ({ $messages }). Das llm liest es im nächsten Turn.
narr-result-hook-denied = Die Ablehnung des Hooks gilt, also läuft { $tool } nicht. Der Aufruf bekommt trotzdem ein Ergebnis mit der Begründung des Hooks, angehängt an den Thread ({ $messages }): Das llm liest, warum, und kann einen anderen Weg versuchen.
narr-result-plan-denied = Plan-Modus: { $tool } würde etwas ändern, also läuft es nicht, solange der Agent plant. Der Aufruf bekommt trotzdem ein Ergebnis, das das sagt ({ $messages }); das llm liest, dass es nur lesen und planen darf, bis du den Plan freigibst.
narr-result-denied = Eine Regel sagt { $tool } → deny, also läuft das Tool nicht. Der Aufruf bekommt trotzdem ein Ergebnis, das das sagt, angehängt an den Thread ({ $messages }).
narr-result-declined = Du hast abgelehnt, also läuft { $tool } nicht. Der Aufruf bekommt trotzdem sein Tool-Ergebnis, eine Nachricht, dass du abgelehnt hast ({ $messages }); das llm liest sie im nächsten Turn und entscheidet, was es sagt.
narr-result-interrupted = Der Aufruf von { $tool } bekommt trotzdem sein eines Ergebnis: unterbrochen, weil du den Lauf gestoppt hast ({ $messages }).
narr-result-unknown-tool = Der Agent hat kein Tool namens { $tool }. Der Runner beantwortet den Aufruf mit einem Fehlerergebnis ({ $messages }), und die Schleife läuft weiter.
narr-ask-hook = Warten auf dich. Der PreToolUse-Hook will deine Antwort zu { $tool }, also pausiert der Runner den Lauf und fragt dich zuerst.
narr-ask-no-rule-first = Keine Berechtigungsregel nennt { $tool }, und das zählt als ask, also pausiert der Runner den Lauf und fragt dich zuerst. Er wartet auf deine Antwort.
narr-ask-no-rule = Keine Regel nennt { $tool }, und das zählt als ask, also pausiert der Runner den Lauf und fragt dich zuerst. Er wartet auf deine Antwort.
narr-ask-your-rule = Deine Regel sagt { $tool } → ask, also pausiert der Runner den Lauf und fragt dich zuerst. Er wartet auf deine Antwort.
narr-ask-rules-first = Die Berechtigungsregeln, vorab festgelegt mit den Anweisungen und Tools des Agenten, sagen { $tool } → ask, also pausiert der Runner den Lauf und fragt dich zuerst. Er wartet auf deine Antwort.
narr-ask-rule = Eine Regel sagt { $tool } → ask, also pausiert der Runner den Lauf und fragt dich zuerst. Er wartet auf deine Antwort.
# Your answer, or another client's: $who is `you` or `other`, $client the other client's name at the start of a sentence (part-client-2-start). "allow once", "always allow" and "deny" are the buttons' names.
narr-answer-once =
    { $who ->
        [you] Du antwortest „Einmal erlauben“: Dieser Aufruf darf laufen, und beim nächsten Mal wird wieder gefragt.
       *[other] { $client } antwortet „Einmal erlauben“: Dieser Aufruf darf laufen, und beim nächsten Mal wird wieder gefragt.
    }
narr-answer-always =
    { $who ->
        [you] Du antwortest „Immer erlauben“. Die Session-API speichert eine allow-Regel, also fragt der Runner bei diesem Tool nicht mehr, bis du auf Zurücksetzen drückst.
       *[other] { $client } antwortet „Immer erlauben“. Die Session-API speichert eine allow-Regel, also fragt der Runner bei diesem Tool nicht mehr, bis du auf Zurücksetzen drückst.
    }
narr-answer-decline =
    { $who ->
        [you] Du antwortest „Ablehnen“. Das Tool läuft nicht.
       *[other] { $client } antwortet „Ablehnen“. Das Tool läuft nicht.
    }
narr-resume = Die Session-API gibt die Antwort an den Runner weiter, der darauf gewartet hat.

## Stopping, timeouts, retries and the run's end
# "Stop" is the button's name.
narr-stop =
    { $who ->
        [you] Du drückst Stopp. Der Client bittet die Session-API, den Lauf zu stoppen.
       *[other] { $client } drückt Stopp. Der Client bittet die Session-API, den Lauf zu stoppen.
    }
narr-interrupt = Die Session-API weist den Runner an zu stoppen. Er muss den Thread vollständig hinterlassen: Jeder Tool-Aufruf des llm bekommt trotzdem genau ein Ergebnis.
# $time: a length of time (words-seconds…).
narr-cancel-idle = Seit { $time } ist nichts vom llm gekommen, so lang ist der Leerlauf-Timeout des Agenten. Also hört der Runner auf zu warten: Er schließt den Stream und verwirft diesen Versuch, als wäre der Stream abgebrochen.
narr-cancel-summary = Der Runner schließt den Stream des llm: Die Zusammenfassung wird verworfen, und der Thread bleibt, wie er war.
narr-cancel-llm = Der Runner schließt den Stream des llm, also hört der Anbieter auf zu schreiben. Was bisher angekommen ist, bleibt im Thread; jeder Tool-Aufruf darin bekommt ein Ergebnis „unterbrochen“.
narr-cancel-tool = Der Runner bricht das laufende Tool ab.
narr-cancel-tool-timeout = Das Tool läuft seit { $time }, dem Limit des Agenten, also bricht der Runner es ab, statt ewig zu warten.
narr-retry = Der Runner teilt dir mit, dass er es erneut versucht: Versuch { $attempt } von { $of }, nach { $time } Wartezeit. Jede Wartezeit ist doppelt so lang wie die vorige, um einem überlasteten Anbieter Luft zu geben.
narr-retry-unread = Der Runner teilt dir mit, dass er es erneut versucht: Versuch { $attempt } von { $of }, nach { $time } Wartezeit, seinem eigenen Backoff. Die API hat keine Wartezeit genannt, die er lesen konnte: Ein Browser lässt eine Seite den Header retry-after nur lesen, wenn der Server es erlaubt (Access-Control-Expose-Headers).
narr-retry-asked = Der Runner teilt dir mit, dass er es erneut versucht: Versuch { $attempt } von { $of }, nach { $time } Wartezeit, wie die API es in ihrem Header retry-after verlangt hat. Ein Server, der seine Wartezeit nennt, kennt seine Last besser als eine sich verdoppelnde Schätzung.
# $asked: the wait the API asked for; $time: the agent's idle timeout.
narr-retry-capped = Der Runner teilt dir mit, dass er es erneut versucht: Versuch { $attempt } von { $of }. Die API hat in ihrem Header retry-after { $asked } verlangt; der Runner wartet höchstens { $time }, den Leerlauf-Timeout des Agenten, damit ein Lauf nie länger still steht, als er auf einen stummen Stream warten würde.
# $replaced old messages became one summary; the next request shrinks from $before to $after tokens.
narr-compacted = Kontext kompaktiert: Die { $replaced } ältesten Nachrichten werden durch die Zusammenfassung des llm ersetzt. Der Thread schrumpft auf { $messages }, die nächste Anfrage von { $before } auf { $after } Tokens.
narr-ended-stopped = Der Runner teilt dir mit, dass der Lauf gestoppt wurde. Nichts ging verloren: Der Thread enthält, was bis zu deinem Klick passiert ist.
narr-ended-failed = Der Runner gibt auf und teilt dir mit, dass der Lauf fehlgeschlagen ist. Die Session darf nicht als laufend stehen bleiben, wenn nichts mehr in Arbeit ist.
# $max: the agent's limit of turns per run.
narr-ended-turn-limit =
    { $max ->
        [one] Der Lauf hat { $max } Turn verbraucht, das Limit des Agenten, also stoppt der Runner, statt eine weitere Anfrage zu senden, und sagt dir, warum.
       *[other] Der Lauf hat { $max } Turns verbraucht, das Limit des Agenten, also stoppt der Runner, statt eine weitere Anfrage zu senden, und sagt dir, warum.
    }
narr-ended-context-full = Die nächste Anfrage braucht { $needed } Tokens, und das Fenster fasst { $window }; Kompaktieren schafft nicht genug Platz, also stoppt der Runner und sagt dir, warum.
narr-done = Der Runner meldet dem Koordinator, dass der Lauf fertig ist: Das llm hat geantwortet.
narr-done-not-answered = Der Runner meldet dem Koordinator, dass der Lauf vorbei ist, wenn auch ohne Antwort.
# How many turns a session has used ("The session has used 3 turns so far").
narr-turns =
    { $n ->
        [one] { $n } Turn
       *[other] { $n } Turns
    }
# $clients: how many clients are open (1 or 2); $turns: how many turns the session has used (narr-turns).
narr-idle =
    { $clients ->
        [one] Der Lauf ist vorbei: Der Koordinator setzt die Session in den Leerlauf, bereit für deine nächste Nachricht, und teilt es dem Client mit. Die Session hat bisher { $turns } verbraucht.
       *[other] Der Lauf ist vorbei: Der Koordinator setzt die Session in den Leerlauf, bereit für deine nächste Nachricht, und teilt es den Clients mit. Die Session hat bisher { $turns } verbraucht.
    }

# The sub-agents' lane on the diagram: its name before any sub-agent works, and with one
# ($lane: its session id and agent name, e.g. "session_2 · explorer").
diagram-lane-empty = Session eines Sub-Agenten
diagram-lane = Sub-Agent: { $lane }
# A disclosure under the diagram listing each part and what it is.
diagram-part-meanings = Was jeder Teil ist
