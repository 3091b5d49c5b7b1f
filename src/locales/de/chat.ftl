# The chat pane: messages, tool calls, questions, the sample prompts.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The harness's notices in the chat
# $reason: why, in the harness's words (kept in English).
chat-broken = Das Harness hat den Lauf gestoppt: { $reason }.
# $problem: the error as the connection reported it; $wait: how long until the next try ("2 s").
chat-retry = Die Verbindung zum llm ist abgebrochen ({ $problem }). Neuer Versuch in { $wait }: Versuch { $attempt } von { $of }.
# $status: the HTTP status the llm's API answered with (429); $problem: its error, a whole sentence; $wait: how long until the next try.
chat-retry-status = Die API des llm hat mit HTTP { $status } geantwortet: { $problem } Sie hat keine Wartezeit genannt, die die Seite lesen konnte, also kommt der nächste Versuch nach dem üblichen Backoff, { $wait }: Versuch { $attempt } von { $of }.
# $wait: the wait the API asked for in its retry-after header.
chat-retry-asked = Die API des llm hat mit HTTP { $status } geantwortet: { $problem } Sie hat gebeten, { $wait } zu warten (retry-after), also kommt der nächste Versuch dann: Versuch { $attempt } von { $of }.
# $asked: the wait the API asked for; $wait: the idle timeout, the longest the page waits.
chat-retry-capped = Die API des llm hat mit HTTP { $status } geantwortet: { $problem } Sie hat gebeten, { $asked } zu warten (retry-after); gewartet wird höchstens so lang wie der Leerlauf-Timeout, { $wait }: Versuch { $attempt } von { $of }.
# $n: how many messages the summary replaced; $before, $after: the thread's size in tokens.
chat-compacted =
    Kontext kompaktiert: { $n ->
        [one] { $n } ältere Nachricht
       *[other] { $n } ältere Nachrichten
    } durch eine Zusammenfassung ersetzt, { $before } → { $after } Tokens.
chat-stopped = Gestoppt. Jeder Tool-Aufruf hat sein Ergebnis bekommen; der Thread behält, was passiert ist.
# $problem: the error, as the harness or the provider said it.
chat-failed = Der Lauf ist fehlgeschlagen: { $problem }
chat-turn-limit =
    Gestoppt am Limit des Agenten von { $n ->
        [one] { $n } Turn
       *[other] { $n } Turns
    }.
chat-context-full = Gestoppt: Die nächste Anfrage braucht { $needed } Tokens, und das Kontextfenster fasst { $window }.

## The newest chat line in one line, for a phone where the chat is out of view
# $text: the start of the message.
chat-echo-you = Du: { $text }
# $client: the number of another window on the same session (2, 3…).
chat-echo-client = Client { $client }: { $text }
chat-echo-agent = { $agent }: { $text }
# $state: how the call stands (chat-call-…, or an error in a word or two).
chat-echo-tool = Tool-Aufruf { $tool }: { $state }
chat-echo-question = { $agent } fragt: Darf ich { $tool } ausführen?

## How a tool call stands
chat-call-asked = angefordert
chat-call-running = läuft…
chat-call-waiting = wartet auf deine Antwort
chat-call-asked-you = hat dich gefragt
chat-call-done = fertig
chat-call-never-ran = nie gelaufen

## The chat pane
chat-pane-title = Was du siehst
# After the agent's name in the chat's header, when a live model answers: $model is its name.
chat-live-model = · { $model } (live)
# The status of the session you talk to.
chat-status =
    { $status ->
        [running] läuft
       *[idle] Leerlauf
    }
chat-stop-title = Lauf stoppen (Escape)
chat-stop = Stopp
chat-scripted-replies = Vorgegebene Antworten
chat-conversation = Gespräch
chat-hint = Wähle unten eine Frage. Hier siehst du dann den Chat, und unter „Was läuft“, was das Harness damit macht.
# The button over a sub-agent's work, folded under the task call that started it. $agent: the sub-agent's name; $session: its session's id (session_2); $n: how many rows of its work there are so far.
chat-fold-show =
    Arbeit von { $agent } zeigen ({ $session }, { $n ->
        [one] { $n } Zeile
       *[other] { $n } Zeilen
    })
chat-fold-hide =
    Arbeit von { $agent } ausblenden ({ $session }, { $n ->
        [one] { $n } Zeile
       *[other] { $n } Zeilen
    })
# After the first line of a long tool output, folded.
chat-output-size =
    ({ $lines ->
        [one] { $lines } Zeile
       *[other] { $lines } Zeilen
    }, { $chars ->
        [one] { $chars } Zeichen
       *[other] { $chars } Zeichen
    })

## The chat's rows
chat-who-you = Du
# $client: the number of another window on the same session (2, 3…).
chat-who-client = Client { $client }
# After who wrote a message that waits in the session.
chat-who-queued = (wartet auf den nächsten Turn)
# After the agent's name over its reply.
chat-reply-writing = (schreibt…)
chat-reply-broken = (der Stream ist abgebrochen: dieser Versuch wird verworfen)
chat-reply-stopped = (gestoppt)
chat-reply-cut = (abgeschnitten: Token-Limit des Anbieters)
# $id: the call's id, shown as code.
chat-tool-call = Tool-Aufruf { $id }
# $duration: how long the tool ran, as a recorded run's log says ("3.2 s").
chat-tool-ran = lief { $duration }
chat-call-asked-you-first = hat dich vorher gefragt
# $error: what went wrong, in a word or two ("denied", "timed out").
chat-call-not-run = nicht ausgeführt: { $error }
chat-call-error = Fehler: { $error }
chat-call-dropped = nie gelaufen: die Antwort ist abgebrochen
# $agent: the name of the agent that asks.
chat-question-who = { $agent } fragt
# $tool: the tool's name, shown as code.
chat-question-open = Darf ich { $tool } ausführen?
# $answer: the button you chose, in lower case ("allow once").
chat-question-answered = Darf ich { $tool } ausführen? Antwort: { $answer }.
chat-question-withdrawn = Darf ich { $tool } ausführen? Du hast den Lauf gestoppt, statt zu antworten.

## The permission question
# $tool: the tool's name; $input: what it would run on.
chat-allow = { $tool } erlauben?
chat-allow-input = { $tool } mit der Eingabe „{ $input }“ erlauben?
# $agent: the sub-agent's name.
chat-allow-subagent = { $agent }, ein Sub-Agent, fragt: { $tool } erlauben?
chat-allow-subagent-input = { $agent }, ein Sub-Agent, fragt: { $tool } mit der Eingabe „{ $input }“ erlauben?
chat-allow-once = Einmal erlauben
chat-always-allow = Immer erlauben
chat-deny = Ablehnen

## The message box and the sample prompts
chat-type-first = Tippe zuerst eine Nachricht.
chat-you-are-typing = Du tippst
chat-message = Nachricht
# The message box's placeholder. $agent: the agent's name; $model: a live model's name.
chat-placeholder = Nachricht an { $agent }…
chat-placeholder-live = Nachricht an { $model } (live)…
chat-send = Senden
chat-sample-prompts = Beispiel-Prompts
chat-more-scenarios = Weitere Szenarien
