# Predict: its questions, answers and the reasons given.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The answers offered, shown as buttons (keep them short: they are the buttons' names)
predict-part-session-api = Die Session-API
predict-part-coordinator = Der Koordinator
predict-part-runner = Der Runner
predict-part-llm = Das llm
predict-part-clients = Die Clients
predict-part-tools = Die Tools
predict-part-hooks = Die Hooks
# How much of a request the prompt cache serves.
predict-cache-none = Nichts
predict-cache-some = Etwas: weniger als die Hälfte
predict-cache-most = Das meiste: die Hälfte oder mehr
# Whether the next request fits the agent's context window.
predict-fits-yes = Ja: Der Runner sendet sie
predict-fits-compacts = Nein: Erst wird der Thread kompaktiert
predict-fits-ends = Nein, und Kompaktieren hilft nicht: Der Lauf endet
# After the llm's reply: what the runner does next.
predict-next-another = Ein weiterer Turn: eine neue Anfrage an das llm
predict-next-ends = Der Lauf endet
# What the harness does with a tool call.
predict-rule-runs = Der Aufruf läuft sofort
predict-rule-asks = Das Harness fragt dich zuerst
predict-rule-refuses = Eine Regel lehnt ihn ab
# Where a sub-agent works.
predict-session-new = In einer neuen Session, mit eigenem Thread
predict-session-same = In dieser Session, im selben Thread
# How much of a sub-agent's work joins its parent's context.
predict-child-answer = Nur seine letzte Antwort
predict-child-thread = Sein ganzer Thread
predict-child-nothing = Nichts
# What loading a skill puts in the next request.
predict-skill-full = Seine Anweisungen, vollständig
predict-skill-line = Nur seine eine Zeile, wie bisher
predict-skill-nothing = Nichts: Das llm erinnert sich daran
# What the thread holds after a compaction.
predict-compacted-summary = Nur die Zusammenfassung des llm
predict-compacted-newest = Die Zusammenfassung und die neuesten Nachrichten
predict-compacted-reloaded = Die Zusammenfassung, die neuesten Nachrichten und die Memory-Dateien und Skills, die geladen waren

## The questions, and why the right answer is right
# Your message leaves the chat box.
predict-ask-prompt-you = Du drückst Enter. Welcher Teil bekommt deine Nachricht zuerst?
# A second chat window sends a message.
predict-ask-prompt-client-two = Client 2 drückt Enter. Welcher Teil bekommt die Nachricht zuerst?
predict-ask-prompt-another-client = Ein weiterer Client drückt Enter. Welcher Teil bekommt die Nachricht zuerst?
predict-why-prompt = Ein Client spricht nur mit der Session-API: prompt speichert die Nachricht im Thread und antwortet sofort. Nur der Runner ruft das llm auf.
predict-ask-forward = Ein Stück Text der Antwort hat den Runner erreicht. Wohin schickt er es?
# $agent: a sub-agent's name.
predict-ask-forward-subagent = Ein Stück Text der Antwort hat den Runner von { $agent } erreicht. Wohin schickt er es?
predict-why-forward = Der Runner streamt jedes Stück direkt an die Clients, über den Stream, den sie offen halten. So siehst du die Antwort, während sie geschrieben wird.
# $agent: the sub-agent; $parent: the agent that started it with its task tool.
predict-why-forward-subagent = Der Runner von { $agent } streamt ebenfalls an die Clients, wie jeder Runner; der Chat klappt seinen Text unter dem task-Aufruf von { $parent } ein.
# $turn: the turn's number; $total: the request's size in tokens.
predict-ask-cache = Der Runner sendet gleich die Anfrage von Turn { $turn }, etwa { $total } Tokens. Wie viel davon bedient der Prompt-Cache?
predict-ask-cache-subagent = Der Runner von { $agent } sendet gleich die Anfrage von Turn { $turn }, etwa { $total } Tokens. Wie viel davon bedient der Prompt-Cache?
# Asked before the narration has said what the prompt cache is.
predict-ask-cache-first = Der Runner sendet gleich die Anfrage von Turn { $turn }, etwa { $total } Tokens. Der Prompt-Cache des Anbieters bedient eine Anfrage, die so beginnt wie eine kürzlich gesendete, schneller und günstiger. Wie viel davon bedient der Prompt-Cache?
predict-ask-cache-first-subagent = Der Runner von { $agent } sendet gleich die Anfrage von Turn { $turn }, etwa { $total } Tokens. Der Prompt-Cache des Anbieters bedient eine Anfrage, die so beginnt wie eine kürzlich gesendete, schneller und günstiger. Wie viel davon bedient der Prompt-Cache?
# $source: the program that wrote the log (e.g. Claude Code); $cached of $total tokens, $percent of them.
predict-why-cache-log = Das Log von { $source } meldet, dass { $cached } der { $total } Tokens ({ $percent } %) aus dem Prompt-Cache gelesen wurden.
predict-why-cache-server = Der Server meldet, dass { $cached } der { $total } Tokens ({ $percent } %) aus dem Prompt-Cache gelesen wurden.
# $sentence: the narration's sentence about what the cache served.
predict-why-cache-share = { $sentence } Das sind { $percent } % der { $total } Tokens.
# $window: the agent's context window in tokens.
predict-ask-fits = Der Runner ist bereit, die nächste Anfrage zu senden. Passt sie in das Kontextfenster von { $agent } mit { $window } Tokens?
predict-ask-fits-subagent = Der Runner von { $agent } ist bereit, die nächste Anfrage zu senden. Passt sie in das Kontextfenster von { $agent } mit { $window } Tokens?
# $needed: the tokens the request would need; $replaced: how many messages the summary replaces.
predict-why-fits-compacts = Sie bräuchte { $needed } Tokens, mehr als das Fenster mit { $window } Tokens, also bittet der Runner das llm zuerst, die { $replaced } ältesten Nachrichten zusammenzufassen.
predict-why-fits-ends = Sie braucht { $needed } Tokens, und das Fenster fasst { $window }; Kompaktieren schafft nicht genug Platz, also endet der Lauf.
predict-why-fits-sends = Sie braucht etwa { $needed } Tokens, passt also in das Fenster mit { $window } Tokens, und der Runner sendet sie, wie sie ist.
# A Stop hook answered; $hook: its command, as code; $reason: the reason it gave.
predict-ask-stop-blocks = Das llm hat kein Tool angefordert, und der Stop-Hook { $hook } von { $agent } blockiert das Ende: „{ $reason }“. Was macht der Runner als Nächstes?
predict-ask-stop-passes = Das llm hat kein Tool angefordert, und der Stop-Hook { $hook } von { $agent } hat nichts gegen das Stoppen. Was macht der Runner als Nächstes?
predict-why-stop-blocks = Ein Stop-Hook, der blockiert, hält den Lauf am Laufen: Seine Begründung kommt als Erinnerung in den Thread, und der Runner sendet dem llm eine weitere Anfrage.
# $max: the agent's turn limit.
predict-why-stop-turn-limit =
    Der Hook würde den Lauf weiterlaufen lassen, aber der Lauf hat { $max ->
        [one] { $max } Turn
       *[other] { $max } Turns
    } verbraucht, das Limit des Agenten, also endet er.
predict-why-stop-ends = Der Stop-Hook lässt den Lauf enden, also ist der Text der Antwort die endgültige Antwort.
predict-ask-next = Die Antwort des llm ist gleich fertig. Was macht der Runner als Nächstes?
predict-ask-next-subagent = Die Antwort von { $agent } ist gleich fertig. Was macht der Runner als Nächstes?
predict-why-next-waiting = In der Session wartet eine Nachricht, also macht der Runner einen weiteren Turn, um sie zu beantworten.
# $calls: how many tool calls the reply has; $tools: their names, e.g. "read_file, run_tests".
predict-why-next-another =
    Die Antwort fordert { $calls ->
        [one] { $calls } Tool-Aufruf
       *[other] { $calls } Tool-Aufrufe
    } an ({ $tools }), also sendet der Runner dem llm eine weitere Anfrage, sobald die Ergebnisse im Thread sind.
predict-why-next-answered = Die Antwort fordert kein Tool an, also ist ihr Text die endgültige Antwort, und der Lauf ist fertig.
# With $calls = 0 (only a waiting message asked for another turn) the page has said nothing before the comma.
predict-why-next-turn-limit =
    { $calls ->
        [0] Der Lauf hat
        [one] Die Antwort fordert { $calls } Tool-Aufruf an ({ $tools }), aber der Lauf hat
       *[other] Die Antwort fordert { $calls } Tool-Aufrufe an ({ $tools }), aber der Lauf hat
    } { $max ->
        [one] { $max } Turn
       *[other] { $max } Turns
    } verbraucht, das Limit des Agenten, also endet er, statt eine weitere Anfrage zu senden.
predict-why-next-context-full = Die nächste Anfrage würde selbst nach dem Kompaktieren nicht ins Kontextfenster passen, also endet der Lauf.
# A tool call: $agent's llm asks for $tool with $input (clipped).
predict-ask-rule = Das llm von { $agent } fordert { $tool }({ $input }) an. Was macht das Harness mit dem Aufruf? Das Agent-Panel zeigt die Regeln.
# $hook: the PreToolUse hook's command, as code; $outcome: its answer as its file writes it (allow, ask, deny, pass…).
predict-ask-rule-hooked = Das llm von { $agent } hat { $tool }({ $input }) angefordert, und der PreToolUse-Hook { $hook } des Agenten hat mit { $outcome } geantwortet. Was macht das Harness mit dem Aufruf? Das Agent-Panel zeigt die Regeln.
# What the rules say about $tool, said after a hook's answer in predict-why-hook-…; $decision: allow, ask or deny, as a rule writes it.
predict-rule-none = keine Regel nennt { $tool }
# $mode: the permission mode, e.g. "plan mode".
predict-rule-mode = der Berechtigungsmodus ({ $mode }) entscheidet über { $tool }
predict-rule-yours = deine Regel sagt { $tool } → { $decision }
predict-rule-saved = eine gespeicherte Regel sagt { $tool } → allow
predict-rule-agents = die Regeln von { $agent } sagen { $tool } → { $decision }
# Why a hook's answer and the rules make the call run, ask or stop. $outcome: the hook's answer as its file writes it; $rule: a predict-rule-… message; $decided: allow, ask or deny.
predict-why-hook-decides =
    Der Hook hat mit { $outcome } geantwortet, und { $rule }: { $decided ->
        [deny] Eine Ablehnung durch den Hook oder durch eine Regel stoppt einen Aufruf
        [ask] Ein ask vom Hook oder von einer Regel führt zur Frage
       *[allow] Wo keine Regel entscheidet, reicht das allow des Hooks
    }, also { $decided ->
        [allow] läuft der Aufruf sofort, ohne dich zu fragen
        [ask] fragt der Runner dich zuerst
       *[deny] läuft er nicht, und der Aufruf bekommt trotzdem ein Ergebnis, das sagt, warum
    }.
predict-why-hook-leaves-it =
    Der Hook hat mit { $outcome } geantwortet, was die Entscheidung den Regeln überlässt, und { $rule }, also { $decided ->
        [allow] läuft der Aufruf sofort, ohne dich zu fragen
        [ask] fragt der Runner dich zuerst
       *[deny] läuft er nicht, und der Aufruf bekommt trotzdem ein Ergebnis, das sagt, warum
    }.
# Why the rules make the call run, ask or stop. $decision: allow, ask or deny.
predict-why-rule-none =
    Keine Regel nennt { $tool }, und das zählt als ask, also { $decision ->
        [allow] führt der Runner es sofort aus, ohne dich zu fragen
        [ask] pausiert der Runner den Lauf und fragt dich zuerst
       *[deny] läuft es nicht, und der Aufruf bekommt trotzdem ein Ergebnis, das das sagt
    }.
predict-why-rule-plan-mode =
    Das Harness ist im Plan-Modus, in dem nichts läuft, was etwas ändern würde, bis du den Plan freigibst; { $tool } würde etwas ändern, also { $decision ->
        [allow] führt der Runner es sofort aus, ohne dich zu fragen
        [ask] pausiert der Runner den Lauf und fragt dich zuerst
       *[deny] läuft es nicht, und der Aufruf bekommt trotzdem ein Ergebnis, das das sagt
    }.
predict-why-rule-accept-edits-mode =
    Das Harness ist im Accept-Edits-Modus, in dem Bearbeitungen an Dateien laufen, ohne zu fragen; { $tool } bearbeitet Dateien, also { $decision ->
        [allow] führt der Runner es sofort aus, ohne dich zu fragen
        [ask] pausiert der Runner den Lauf und fragt dich zuerst
       *[deny] läuft es nicht, und der Aufruf bekommt trotzdem ein Ergebnis, das das sagt
    }.
# $mode: the permission mode, e.g. "bypass-permissions mode".
predict-why-rule-mode =
    Der Berechtigungsmodus ist { $mode }: Jeder Aufruf läuft, außer eine Regel sagt deny, also { $decision ->
        [allow] führt der Runner ihn sofort aus, ohne dich zu fragen
        [ask] pausiert der Runner den Lauf und fragt dich zuerst
       *[deny] läuft er nicht und bekommt trotzdem ein Ergebnis, das das sagt
    }.
predict-why-rule-yours =
    Deine Regel sagt { $tool } → { $decision }, also { $decision ->
        [allow] führt der Runner es sofort aus, ohne dich zu fragen
        [ask] pausiert der Runner den Lauf und fragt dich zuerst
       *[deny] läuft es nicht, und der Aufruf bekommt trotzdem ein Ergebnis, das das sagt
    }.
# "Always allow" is the answer button that saves a rule.
predict-why-rule-saved =
    „Immer erlauben“ hat eine Regel { $tool } → allow gespeichert, also { $decision ->
        [allow] führt der Runner es sofort aus, ohne dich zu fragen
        [ask] pausiert der Runner den Lauf und fragt dich zuerst
       *[deny] läuft es nicht, und der Aufruf bekommt trotzdem ein Ergebnis, das das sagt
    }.
predict-why-rule-agents =
    Die Regeln von { $agent } sagen { $tool } → { $decision }, also { $decision ->
        [allow] führt der Runner es sofort aus, ohne dich zu fragen
        [ask] pausiert der Runner den Lauf und fragt dich zuerst
       *[deny] läuft es nicht, und der Aufruf bekommt trotzdem ein Ergebnis, das das sagt
    }.
# $skill: the skill's name.
predict-ask-skill = Das Skill-Tool hat { $skill } geladen. Was davon kommt in die nächste Anfrage von { $agent }?
predict-why-skill = Bisher enthielt jede Anfrage nur die eine Zeile zu { $skill } in der Skill-Liste. Das Laden setzt seine Anweisungen nach diesem Ergebnis in den Thread, also enthalten die nächste Anfrage und jede weitere sie. Das llm behält zwischen Anfragen nichts.
predict-ask-compacted = Der Thread von { $agent } wird kompaktiert. Was enthält er danach?
# $replaced: how many messages the summary replaces; $notes: how many memory files, skills and listings the harness loads again.
predict-why-compacted-reloaded =
    Die { $replaced } ältesten Nachrichten weichen der Zusammenfassung des llm; der neueste Austausch bleibt; und das Harness lädt erneut, was es geladen hatte, hier { $notes ->
        [one] { $notes } Eintrag
       *[other] { $notes } Einträge
    }, damit das llm seine Anweisungen nicht verliert.
predict-why-compacted = Die { $replaced } ältesten Nachrichten weichen der Zusammenfassung des llm, und der neueste Austausch bleibt, also sieht das llm noch, wo es stand. { $agent } hatte keine Memory-Datei und keinen Skill geladen, die zurückzulegen wären.
# $child: the sub-agent the task tool starts; $agent: the agent whose task tool it is.
predict-ask-spawn = Das Task-Tool startet { $child } mit der Aufgabe. Wo arbeitet { $child }?
predict-why-spawn = Das Task-Tool ist ein Client der Session-API, wie dein Fenster: Es fordert eine neue Session von { $child } an, deren Thread nur mit dem Prompt beginnt, nicht mit einer Kopie des Threads von { $agent }.
# $child: the sub-agent; $joins: the tokens of its answer; $thread: the tokens of its whole thread.
predict-ask-child = { $child } ist fertig. Wie viel seiner Arbeit kommt in den Kontext von { $agent }?
predict-why-child = { $child } hat in einem eigenen Thread gearbeitet, also kommt nur seine Antwort, { $joins } Tokens, in den Kontext von { $agent }, nicht die { $thread } Tokens seines Threads.

## After an answer
# $why: the reason, one of the predict-why-… messages.
predict-verdict-right = Richtig. { $why }
# $answer: the right answer's words.
predict-verdict-wrong = Nicht ganz: Die Antwort ist „{ $answer }“. { $why }

## The run a wrong guess would have made, and how it compares with yours
# What changes in it. $max: a number of turns.
predict-change-max-turns =
    { $agent } mit höchstens { $max ->
        [one] { $max } Turn
       *[other] { $max } Turns
    } pro Lauf
predict-change-context-window = { $agent } mit einem Kontextfenster von { $window } Tokens
# What happens at a step, said after "in yours" or "in this one" in predict-compare-parted. $from, $to: the parts of the harness (runner, llm…); $what: what is sent.
predict-happens-sends =
    { $from ->
        [client] der Client sendet
        [Client] der Client sendet
        [clients] die Clients senden
        [Clients] die Clients senden
        [Session-API] die Session-API sendet
        [coordinator] der Koordinator sendet
        [Koordinator] der Koordinator sendet
        [runner] der Runner sendet
        [Runner] der Runner sendet
        [llm] das llm sendet
        [tools] die Tools senden
        [Tools] die Tools senden
        [hooks] die Hooks senden
        [Hooks] die Hooks senden
       *[other] { $from } sendet
    } „{ $what }“ an { $to ->
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
predict-happens-within =
    { $from ->
        [client] der Client
        [Client] der Client
        [clients] die Clients
        [Clients] die Clients
        [Session-API] die Session-API
        [coordinator] der Koordinator
        [Koordinator] der Koordinator
        [runner] der Runner
        [Runner] der Runner
        [llm] das llm
        [tools] die Tools
        [Tools] die Tools
        [hooks] die Hooks
        [Hooks] die Hooks
       *[other] { $from }
    }: „{ $what }“
predict-happens-ended = der Lauf ist zu Ende
# How a run ends, said after "This one" or "yours" in predict-compare-…. $n: its number of steps.
predict-ending-waits = wartet in Schritt { $n } auf deine Antwort
# $reason: what broke, as the harness says it.
predict-ending-breaks = bricht in Schritt { $n } ab: { $reason }
# $end: how the run ended (answered, stopped…).
predict-ending-ends-as =
    endet nach { $n ->
        [one] { $n } Schritt
       *[other] { $n } Schritten
    }, { $end }
predict-ending-ends =
    endet nach { $n ->
        [one] { $n } Schritt
       *[other] { $n } Schritten
    }
# $theirs, $yours: how the other run and yours end (predict-ending-…).
predict-compare-same = Dieser Lauf gleicht deinem Schritt für Schritt. Dieser { $theirs }; deiner { $yours }.
# $at: the last step both runs share; $next: the step after it; $yours_happens, $theirs_happens: what happens there (predict-happens-…).
predict-compare-parted = Bis Schritt { $at } gleicht dieser Lauf deinem. In Schritt { $next } gilt in deinem: { $yours_happens }; in diesem: { $theirs_happens }. Dieser { $theirs }; deiner { $yours }.

## On the page
predict-switch = Vorhersage
predict-switch-title = Vor jedem Schritt anhalten, der etwas entscheidet, und fragen, was als Nächstes passiert
# The switch's state, shown next to its name.
predict-switch-on = an
predict-switch-off = aus
predict-title = Was passiert als Nächstes?
# $right answers right of $answered given.
predict-score = { $right } von { $answered } richtig
# $question: the question; $answer: the answer given.
predict-you-answered = { $question } Du hast „{ $answer }“ geantwortet.
predict-hint = Abspielen und Schritt vor halten vor jedem Schritt an, der etwas entscheidet. Antworte mit einem Button oder den Tasten 1 bis 4, oder gehe einen Schritt weiter, um zu passen.
predict-show-other = Zeigen, was das bewirken würde
# $change: what is changed in that run, e.g. "run_tests → allow".
predict-other-title = Was das bewirken würde: { $change }
predict-other-back = Diesen Lauf einen Schritt zurück
predict-other-forward = Diesen Lauf einen Schritt vor
predict-other-position = Schritt { $k } von { $n }
predict-other-close = Diesen Lauf schließen
