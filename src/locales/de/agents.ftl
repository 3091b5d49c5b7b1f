# Narration of sub-agents, hooks, skills, tools found by search, and of imported logs' own steps; the chapters.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Counts, used inside the sentences below
agents-n-tools =
    { $n ->
        [one] { $n } Tool
       *[other] { $n } Tools
    }
agents-n-messages =
    { $n ->
        [one] { $n } Nachricht
       *[other] { $n } Nachrichten
    }

## Sub-agents: the task tool hands work to another agent's session.
# $agent: the sub-agent's name; $prompt: the start of the task's prompt; $parent: the name of the agent that called the task tool.
agents-subagent-spawn = Das Task-Tool ist ein Client der Session-API, wie dein Fenster: Es fordert eine neue Session von { $agent } an und schickt ihr den Prompt „{ $prompt }“. Die neue Session bekommt einen eigenen Thread, keine Kopie des Threads von { $parent }.
# $session: the new session's id (session_2); $agent: its agent's name.
agents-subagent-spawned = Die Session-API legt { $session } an: die Anweisungen, Tools und Regeln von { $agent } und einen frischen Thread, dessen einzige Nachricht der Prompt ist. Sie antwortet dem Task-Tool sofort; das Task-Tool wartet jetzt, bis { $session } in den Leerlauf geht.
agents-subagent-stop = Das Task-Tool wurde abgebrochen, also bittet es zuerst die Session-API, { $session } ({ $agent }) zu stoppen, und wartet darauf: Der Sub-Agent stoppt vor seinem Eltern-Agenten.
# $why: what let the task call run: a permission rule, your answer, or a hook.
agents-subagent-run-task =
    { $why ->
        [you] Du hast es erlaubt
        [hook] Ein PreToolUse-Hook erlaubt task
       *[rule] Eine Regel erlaubt task, also läuft es sofort
    }: Der Runner übergibt den Aufruf an das Task-Tool. Für den Runner ist task ein Tool wie jedes andere; was es tut, ist den Lauf eines anderen Agenten zu starten.
agents-subagent-cancel = Der Runner bricht den task-Aufruf ab, auf den er wartet. Das Task-Tool lässt sich nicht einfach beenden: Ein Sub-Agent arbeitet für es, und der muss auch stoppen.
agents-subagent-start-run = Die Session-API bittet den Koordinator, die Schleife für { $session } auszuführen: derselbe Koordinator, der jede Session bedient.
agents-subagent-run = In { $session } war kein Lauf aktiv, also markiert der Koordinator sie als laufend und übergibt sie ihrem Runner: derselbe Runner-Code wie bei { $parent }, mit den Anweisungen, Tools und Regeln von { $agent }.
# $tools: "3 tools" (agents-n-tools); $messages: "1 message" (agents-n-messages); $tokens: a number.
agents-subagent-first-request = Der Runner von { $agent } sendet seine erste Anfrage: eigene Anweisungen, { $tools } und ein Thread aus { $messages }, etwa { $tokens } Tokens. Nichts aus dem Thread von { $parent } steckt darin. Nichts davon liegt schon im Prompt-Cache.
# $cached: how many of the request's tokens come from the prompt cache.
agents-subagent-first-request-cached = Der Runner von { $agent } sendet seine erste Anfrage: eigene Anweisungen, { $tools } und ein Thread aus { $messages }, etwa { $tokens } Tokens. Nichts aus dem Thread von { $parent } steckt darin. { $cached } davon kommen aus dem Prompt-Cache, der nach Inhalt geschlüsselt ist, nicht nach Session: Frühere Anfragen begannen mit demselben System-Prompt.
agents-subagent-streams = Der Runner von { $agent } streamt seinen Text ebenfalls an die Clients. Der Chat zeigt ihn eingeklappt unter dem task-Aufruf von { $parent }, zum Aufklappen.
agents-subagent-idle-answered = Der Koordinator setzt { $session } in den Leerlauf. Das Task-Tool, das wie ein Client darauf wartet, bemerkt es und bringt die letzte Antwort von { $agent } zurück zu { $parent }.
agents-subagent-idle-ended = Der Koordinator setzt { $session } in den Leerlauf. Das Task-Tool, das wie ein Client darauf wartet, bemerkt es und meldet { $parent }, wie der Lauf geendet hat.
# $tokens: the answer's size; $thread: the size of the sub-agent's whole thread.
agents-subagent-answer = Die Ausgabe des Task-Tools ist die Antwort von { $agent }. { $agent } hat in einem frischen Thread gearbeitet, also kommt nur die Antwort, { $tokens } Tokens, in den Kontext von { $parent }, nicht die { $thread } Tokens des Threads von { $agent }.
agents-subagent-interrupted = { $agent } wurde gestoppt, also sagt das eine Ergebnis des task-Aufrufs genau das: unterbrochen.
agents-subagent-no-answer = Der Lauf von { $agent } endete ohne Antwort, also ist das eine Ergebnis des task-Aufrufs ein Fehler, der sagt, warum. Das llm von { $parent } liest es und entscheidet, was es sagt.

## Hooks: the harness's own commands, run at set points of a run.
# $tool: the tool's name; $command: the hook's command, as code (`./check.sh`) or as "(the log does not name its command)".
agents-hook-runs-pre-tool-use = Bevor { $tool } läuft, führt der Runner den PreToolUse-Hook des Agenten aus, { $command }. Ein Hook ist eigener Code des Harness, nicht des llm: Er sieht den Aufruf und kann ihn laufen lassen, ablehnen oder dich fragen. Nichts davon steht im Kontext des llm.
agents-hook-runs-post-tool-use = { $tool } ist gelaufen. Bevor sein Ergebnis in den Thread kommt, führt der Runner den PostToolUse-Hook { $command } aus, der den Aufruf und seine Ausgabe sieht.
agents-hook-runs-session-start = Der erste Lauf der Session beginnt, also führt der Runner zuerst den SessionStart-Hook { $command } aus. Was er ausgibt, kommt als Hinweis für das llm in die erste Anfrage.
agents-hook-runs-user-prompt-submit = Vor der ersten Anfrage führt der Runner den UserPromptSubmit-Hook { $command } auf deine Nachricht aus. Er kann einen Hinweis für das llm hinzufügen.
agents-hook-runs-stop = Das llm hat kein Tool angefordert, also würde der Lauf hier enden. Zuerst führt der Runner den Stop-Hook { $command } aus: Er kann den Agenten zurück an die Arbeit schicken.
agents-hook-runs-pre-compact = Die nächste Anfrage würde nicht ins Kontextfenster passen, also soll der Thread kompaktiert werden. Zuerst führt der Runner den PreCompact-Hook { $command } aus: Er kann sichern, was er braucht, bevor die älteren Nachrichten zusammengefasst werden, oder die Kompaktierung ablehnen.
agents-hook-stop-passes = Der Stop-Hook hat nichts gegen das Stoppen, also endet der Lauf wie vorgesehen.
agents-hook-compact-passes = Der PreCompact-Hook lässt die Kompaktierung zu.
# $reason: the hook's own words, as it printed them.
agents-hook-compact-refused = Der PreCompact-Hook lehnt die Kompaktierung ab: „{ $reason }“. Ohne sie passt die nächste Anfrage nicht ins Kontextfenster, also endet der Lauf hier.
agents-hook-passes = Der Hook gibt nichts zurück, also macht der Runner weiter, als gäbe es ihn nicht.
agents-hook-allows = Der Hook erlaubt den Aufruf („{ $reason }“). Wo keine Regel das Tool nennt, reicht das: Der Runner fragt dich nicht. Eine Regel, die ask oder deny sagt, hätte trotzdem Vorrang.
agents-hook-denies = Der Hook lehnt den Aufruf ab: „{ $reason }“. Eine Ablehnung durch einen Hook oder eine Regel stoppt einen Aufruf, egal was der andere sagt.
agents-hook-asks = Der Hook will, dass du entscheidest („{ $reason }“), also fragt der Runner dich, egal was die Regeln sagen.
# $note: the hook's note, as it printed it.
agents-hook-adds-note = Der Hook gibt einen Hinweis zurück: „{ $note }“. Der Runner hebt ihn für die nächste Anfrage auf, wo er als Erinnerung in den Thread kommt: Das llm liest ihn, getippt hast du ihn nie.
agents-hook-blocks-stop = Der Stop-Hook blockiert das Ende: „{ $reason }“. Der Runner setzt die Begründung als Erinnerung in den Thread und macht einen weiteren Turn, also geht das llm zurück an die Arbeit.
# The chat's notices of a hook's answer. $event: the hook's event, a name kept as it is (PreToolUse, Stop…); $command: as above; $reason, $note: the hook's own words.
agents-hook-notice-denied = { $event }-Hook { $command } hat den Aufruf abgelehnt: { $reason }
agents-hook-notice-asks = { $event }-Hook { $command } fragt dich: { $reason }
agents-hook-notice-note = { $event }-Hook { $command } hat einen Hinweis für das llm hinzugefügt: { $note }
agents-hook-notice-compact-refused = { $event }-Hook { $command } hat die Kompaktierung abgelehnt: { $reason }
agents-hook-notice-back-to-work = { $event }-Hook { $command } hat den Agenten zurück an die Arbeit geschickt: { $reason }

## Skills: instructions an agent loads when it needs them.
# $skill: the skill's name; $tokens: the size of its instructions.
agents-skill-loads = Der Runner übergibt den Aufruf an das Skill-Tool, das das Harness selbst ausführt. Bisher enthielt jede Anfrage nur die eine Zeile zu { $skill } in der Skill-Liste; das Laden bringt seine Anweisungen, etwa { $tokens } Tokens, in die nächste Anfrage.
# $input: what the llm asked the skill tool for; $agent: the agent's name.
agents-skill-unknown = Der Runner übergibt den Aufruf an das Skill-Tool, das das Harness selbst ausführt. „{ $input }“ nennt keinen Skill, den { $agent } hat.
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Launching skill: …").
agents-skill-answers = Das Skill-Tool antwortet „{ $output }“. Die Anweisungen des Skills kommen nach diesem Ergebnis als Erinnerung in die nächste Anfrage: Ab jetzt liest das llm sie.

## Tool search: tools listed by name only, their schemas loaded when a search finds them.
# $n: how many tools are deferred; $listed: the tokens of their listing; $schemas: the tokens their schemas would cost.
agents-search-finds-none =
    Der Runner übergibt den Aufruf an die Tool-Suche, die das Harness selbst ausführt. Bisher listete jede Anfrage { $n ->
        [one] { $n } zurückgestelltes Tool
       *[other] { $n } zurückgestellte Tools
    } nur mit Namen auf, etwa { $listed } Tokens; ihre Schemas hätten in jeder Anfrage etwa { $schemas } Tokens gekostet. Diese Suche findet keins davon.
# $found: the names of the tools found (agents-search-and); $loaded: the tokens of their schemas.
agents-search-loads =
    Der Runner übergibt den Aufruf an die Tool-Suche, die das Harness selbst ausführt. Bisher listete jede Anfrage { $n ->
        [one] { $n } zurückgestelltes Tool
       *[other] { $n } zurückgestellte Tools
    } nur mit Namen auf, etwa { $listed } Tokens; ihre Schemas hätten in jeder Anfrage etwa { $schemas } Tokens gekostet. Diese Suche lädt die Schemas von { $found }, etwa { $loaded } Tokens, in die nächste Anfrage.
# Two tool names, or names already joined and one more: "read_file and grep".
agents-search-and = { $a } und { $b }
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Loaded …").
agents-search-answers = Die Tool-Suche antwortet „{ $output }“. Die Schemas kommen nach diesem Ergebnis in die nächste Anfrage, und ab dann darf das llm diese Tools aufrufen. Der Anfang der Anfrage ändert sich nicht, also greift der Prompt-Cache weiterhin.

## A run replayed from a session log: what the log records, and what it does not.
# $source: what recorded the log, a product's name and version ("Claude Code 2.1.39").
agents-replay-stopped = Das Log von { $source } verzeichnet, dass du den Lauf hier gestoppt hast. Der Client bittet die Session-API, ihn zu stoppen.
agents-replay-refused = Das Log verzeichnet, dass du diesen Aufruf von { $tool } abgelehnt hast, also fragt die Wiedergabe dich hier. Die Frage selbst steht nicht im Log: nur dein Nein.
agents-replay-declined = Die Antwort laut Log: nein. Das Tool läuft nicht; das llm erfährt, dass du abgelehnt hast.
agents-replay-ran = Das Log verzeichnet, dass { $tool } gelaufen ist. Wie es erlaubt wurde, durch eine Regel seines Harness oder durch dein Ja, ist nicht verzeichnet, also führt die Wiedergabe es aus.
# $n: how many messages the summary replaces.
agents-replay-compaction = Das Log verzeichnet hier eine Kompaktierung. Dieses Harness kompaktiert nur, wenn die nächste Anfrage nicht ins Fenster passen würde; das Harness des Logs hat es hier getan, also bittet die Wiedergabe das llm jetzt, die { $n } ältesten Nachrichten zusammenzufassen.
# $why: what the log says of the compaction: its trigger as the log names it ("auto", "manual"), maybe with sizes (agents-replay-compaction-sizes).
agents-replay-compaction-why = Das Log verzeichnet hier eine Kompaktierung ({ $why }). Dieses Harness kompaktiert nur, wenn die nächste Anfrage nicht ins Fenster passen würde; das Harness des Logs hat es hier getan, also bittet die Wiedergabe das llm jetzt, die { $n } ältesten Nachrichten zusammenzufassen.
# $trigger: as the log names it ("auto", "manual"), kept as it is.
agents-replay-compaction-sizes = { $trigger }, { $before } Tokens vorher und { $after } danach
agents-replay-compaction-before = { $trigger }, { $before } Tokens vorher
# $n: the output's length in characters.
agents-replay-output = Die Ausgabe des Tools kommt zurück ({ $n } Zeichen), wie das Log sie verzeichnet.
# $duration: how long the tool ran ("3.2 s").
agents-replay-output-timed = Die Ausgabe des Tools kommt zurück ({ $n } Zeichen), wie das Log sie verzeichnet, nach { $duration }.
# Follows the sentence before; it starts with a space, which languages that write no space between sentences leave out. $clock: a time since the run began ("+0:07.4").
agents-replay-output-earlier = { " " }Im Log kam sie bei { $clock }, vor dem zuerst gezeigten Ergebnis: Sein Harness hat diese Aufrufe parallel ausgeführt, dieses Harness führt sie nacheinander aus.
# Follows the narration of a request; starts with a space, as above. $usage: the log's figures ("2,438 tokens read, 2,304 of them from its prompt cache").
agents-replay-usage = { " " }Das Log von { $source } meldet, was die Anfrage wirklich enthielt: { $usage }. Die Schätzung der Seite daneben kann den System-Prompt und die Tool-Schemas nicht mitzählen, die das Log nicht aufbewahrt.
agents-replay-no-usage = { " " }Das Log meldet für diese Anfrage keine Token-Zahlen.

## Chapters: places in a run worth jumping to, listed in the stepper's Chapter menu.
# $n: the prompt's number in the run; $text: the start of what was typed.
agents-chapter-prompt = Prompt { $n }: { $text }
# $agent: the sub-agent's name; $session: its session's id (session_2).
agents-chapter-subagent = Sub-Agent: { $agent } ({ $session })
agents-chapter-compacted = Kontext kompaktiert
agents-chapter-retry = Stream abgebrochen: neuer Versuch { $attempt } von { $of }
agents-chapter-retry-status = HTTP { $status }: neuer Versuch { $attempt } von { $of }
# $end: how the run ended, in a word or two ("stopped", "turn limit").
agents-chapter-ended = Lauf beendet: { $end }
