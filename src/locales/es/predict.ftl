# Predict: its questions, answers and the reasons given.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The answers offered, shown as buttons (keep them short: they are the buttons' names)
predict-part-session-api = La API de sesiones
predict-part-coordinator = El coordinador
predict-part-runner = El ejecutor
predict-part-llm = El llm
predict-part-clients = Los clientes
predict-part-tools = Las herramientas
predict-part-hooks = Los hooks
# How much of a request the prompt cache serves.
predict-cache-none = Nada
predict-cache-some = Algo: menos de la mitad
predict-cache-most = La mayor parte: la mitad o más
# Whether the next request fits the agent's context window.
predict-fits-yes = Sí: el ejecutor la envía
predict-fits-compacts = No: primero compacta el hilo
predict-fits-ends = No, y compactar no basta: la ejecución termina
# After the llm's reply: what the runner does next.
predict-next-another = Otro turno: una nueva solicitud al llm
predict-next-ends = La ejecución termina
# What the harness does with a tool call.
predict-rule-runs = Se ejecuta al instante
predict-rule-asks = Te pregunta primero
predict-rule-refuses = Una regla la rechaza
# Where a sub-agent works.
predict-session-new = En una sesión nueva, con un hilo propio
predict-session-same = En esta sesión, en el mismo hilo
# How much of a sub-agent's work joins its parent's context.
predict-child-answer = Solo su última respuesta
predict-child-thread = Todo su hilo
predict-child-nothing = Nada
# What loading a skill puts in the next request.
predict-skill-full = Sus instrucciones, completas
predict-skill-line = Solo su línea, como antes
predict-skill-nothing = Nada: el llm ya la recuerda
# What the thread holds after a compaction.
predict-compacted-summary = Solo el resumen del llm
predict-compacted-newest = El resumen y los mensajes más recientes
predict-compacted-reloaded = El resumen, los mensajes más recientes y los archivos de memoria y skills que había cargado

## The questions, and why the right answer is right
# Your message leaves the chat box.
predict-ask-prompt-you = Pulsas Enter. ¿Qué parte recibe primero tu mensaje?
# A second chat window sends a message.
predict-ask-prompt-client-two = El cliente 2 pulsa Enter. ¿Qué parte recibe primero el mensaje?
predict-ask-prompt-another-client = Otro cliente pulsa Enter. ¿Qué parte recibe primero el mensaje?
predict-why-prompt = Un cliente solo habla con la API de sesiones: prompt guarda el mensaje en el hilo y responde al instante. Solo el ejecutor llama al llm.
predict-ask-forward = Un trozo del texto de la respuesta ha llegado al ejecutor. ¿Adónde lo envía?
# $agent: a sub-agent's name.
predict-ask-forward-subagent = Un trozo del texto de la respuesta ha llegado al ejecutor de { $agent }. ¿Adónde lo envía?
predict-why-forward = El ejecutor envía cada trozo directamente a los clientes por el stream que mantienen abierto, así que ves la respuesta a medida que se escribe.
# $agent: the sub-agent; $parent: the agent that started it with its task tool.
predict-why-forward-subagent = El ejecutor de { $agent } también envía en streaming a los clientes, como todo ejecutor; el chat pliega su texto bajo la llamada a task de { $parent }.
# $turn: the turn's number; $total: the request's size in tokens.
predict-ask-cache = El ejecutor está a punto de enviar la solicitud del turno { $turn }, unos { $total } tokens. ¿Qué parte de ella servirá la caché de prompts?
predict-ask-cache-subagent = El ejecutor de { $agent } está a punto de enviar la solicitud del turno { $turn }, unos { $total } tokens. ¿Qué parte de ella servirá la caché de prompts?
# Asked before the narration has said what the prompt cache is.
predict-ask-cache-first = El ejecutor está a punto de enviar la solicitud del turno { $turn }, unos { $total } tokens. La caché de prompts del proveedor atiende más rápido y más barato una solicitud que empieza igual que otra reciente. ¿Qué parte de ella servirá la caché de prompts?
predict-ask-cache-first-subagent = El ejecutor de { $agent } está a punto de enviar la solicitud del turno { $turn }, unos { $total } tokens. La caché de prompts del proveedor atiende más rápido y más barato una solicitud que empieza igual que otra reciente. ¿Qué parte de ella servirá la caché de prompts?
# $source: the program that wrote the log (e.g. Claude Code); $cached of $total tokens, $percent of them.
predict-why-cache-log = El registro de { $source } indica que { $cached } de sus { $total } tokens ({ $percent } %) se leyeron de la caché de prompts.
predict-why-cache-server = El servidor indica que { $cached } de sus { $total } tokens ({ $percent } %) se leyeron de la caché de prompts.
# $sentence: the narration's sentence about what the cache served.
predict-why-cache-share = { $sentence } Es el { $percent } % de sus { $total } tokens.
# $window: the agent's context window in tokens.
predict-ask-fits = El ejecutor está listo para enviar la siguiente solicitud. ¿Cabrá en la ventana de contexto de { $window } tokens de { $agent }?
predict-ask-fits-subagent = El ejecutor de { $agent } está listo para enviar la siguiente solicitud. ¿Cabrá en la ventana de contexto de { $window } tokens de { $agent }?
# $needed: the tokens the request would need; $replaced: how many messages the summary replaces.
predict-why-fits-compacts = Necesitaría { $needed } tokens, más que la ventana de { $window } tokens, así que el ejecutor pide primero al llm que resuma los { $replaced } mensajes más antiguos.
predict-why-fits-ends = Necesita { $needed } tokens y en la ventana caben { $window }; compactar no libera espacio suficiente, así que la ejecución termina.
predict-why-fits-sends = Necesita unos { $needed } tokens, dentro de la ventana de { $window } tokens, así que el ejecutor la envía tal cual.
# A Stop hook answered; $hook: its command, as code; $reason: the reason it gave.
predict-ask-stop-blocks = El llm no ha pedido ninguna herramienta, y el hook Stop { $hook } de { $agent } bloquea el final: “{ $reason }”. ¿Qué hace ahora el ejecutor?
predict-ask-stop-passes = El llm no ha pedido ninguna herramienta, y el hook Stop { $hook } de { $agent } no tiene nada en contra de parar. ¿Qué hace ahora el ejecutor?
predict-why-stop-blocks = Un hook Stop que bloquea mantiene la ejecución en marcha: su motivo se suma al hilo como recordatorio, y el ejecutor envía otra solicitud al llm.
# $max: the agent's turn limit.
predict-why-stop-turn-limit =
    El hook mantendría la ejecución en marcha, pero esta ya ha agotado { $max ->
        [one] su { $max } turno
       *[other] sus { $max } turnos
    }, el límite del agente, así que termina.
predict-why-stop-ends = El hook Stop deja que la ejecución termine, así que el texto de la respuesta es la respuesta final.
predict-ask-next = La respuesta del llm está terminando. ¿Qué hace ahora el ejecutor?
predict-ask-next-subagent = La respuesta de { $agent } está terminando. ¿Qué hace ahora el ejecutor?
predict-why-next-waiting = Hay un mensaje esperando en la sesión, así que el ejecutor hace otro turno para responderlo.
# $calls: how many tool calls the reply has; $tools: their names, e.g. "read_file, run_tests".
predict-why-next-another =
    La respuesta pide { $calls ->
        [one] { $calls } llamada a herramienta
       *[other] { $calls } llamadas a herramientas
    } ({ $tools }), así que, cuando los resultados estén en el hilo, el ejecutor envía otra solicitud al llm.
predict-why-next-answered = La respuesta no pide ninguna herramienta, así que su texto es la respuesta final y la ejecución ha terminado.
# With $calls = 0 (only a waiting message asked for another turn) the page has said nothing before the comma.
predict-why-next-turn-limit =
    { $calls ->
        [0] {""}
        [one] La respuesta pide { $calls } llamada a herramienta ({ $tools })
       *[other] La respuesta pide { $calls } llamadas a herramientas ({ $tools })
    }, pero la ejecución ya ha agotado { $max ->
        [one] su { $max } turno
       *[other] sus { $max } turnos
    }, el límite del agente, así que termina en lugar de enviar otra solicitud.
predict-why-next-context-full = La siguiente solicitud no cabría en la ventana de contexto ni siquiera tras compactar, así que la ejecución termina.
# A tool call: $agent's llm asks for $tool with $input (clipped).
predict-ask-rule = El llm de { $agent } pide { $tool }({ $input }). ¿Qué hace el arnés con la llamada? El panel del agente muestra las reglas.
# $hook: the PreToolUse hook's command, as code; $outcome: its answer as its file writes it (allow, ask, deny, pass…).
predict-ask-rule-hooked = El llm de { $agent } pidió { $tool }({ $input }), y su hook PreToolUse { $hook } respondió { $outcome }. ¿Qué hace el arnés con la llamada? El panel del agente muestra las reglas.
# What the rules say about $tool, said after a hook's answer in predict-why-hook-…; $decision: allow, ask or deny, as a rule writes it.
predict-rule-none = ninguna regla nombra { $tool }
# $mode: the permission mode, e.g. "plan mode".
predict-rule-mode = el { $mode } decide sobre { $tool }
predict-rule-yours = tu regla dice { $tool } → { $decision }
predict-rule-saved = una regla guardada dice { $tool } → allow
predict-rule-agents = las reglas de { $agent } dicen { $tool } → { $decision }
# Why a hook's answer and the rules make the call run, ask or stop. $outcome: the hook's answer as its file writes it; $rule: a predict-rule-… message; $decided: allow, ask or deny.
predict-why-hook-decides =
    El hook respondió { $outcome } y { $rule }: { $decided ->
        [deny] un rechazo, venga del hook o de una regla, detiene la llamada
        [ask] si el hook o una regla piden preguntar, se pregunta
       *[allow] si ninguna regla decide, basta con el allow del hook
    }, así que { $decided ->
        [allow] se ejecuta al instante, sin preguntarte
        [ask] el ejecutor te pregunta primero
       *[deny] no se ejecuta, y la llamada recibe igualmente un resultado que explica por qué
    }.
predict-why-hook-leaves-it =
    El hook respondió { $outcome }, lo que deja la decisión a las reglas, y { $rule }, así que { $decided ->
        [allow] se ejecuta al instante, sin preguntarte
        [ask] el ejecutor te pregunta primero
       *[deny] no se ejecuta, y la llamada recibe igualmente un resultado que explica por qué
    }.
# Why the rules make the call run, ask or stop. $decision: allow, ask or deny.
predict-why-rule-none =
    Ninguna regla nombra { $tool }, lo que equivale a ask, así que { $decision ->
        [allow] el ejecutor la ejecuta al instante, sin preguntarte
        [ask] el ejecutor pausa la ejecución y te pregunta primero
       *[deny] no se ejecuta, y la llamada recibe igualmente un resultado que lo explica
    }.
predict-why-rule-plan-mode =
    El arnés está en modo plan, en el que nada que cambie algo se ejecuta hasta que apruebes el plan; { $tool } cambiaría algo, así que { $decision ->
        [allow] el ejecutor la ejecuta al instante, sin preguntarte
        [ask] el ejecutor pausa la ejecución y te pregunta primero
       *[deny] no se ejecuta, y la llamada recibe igualmente un resultado que lo explica
    }.
predict-why-rule-accept-edits-mode =
    El arnés está en modo aceptar ediciones, en el que las ediciones de archivos se ejecutan sin preguntar; { $tool } edita archivos, así que { $decision ->
        [allow] el ejecutor la ejecuta al instante, sin preguntarte
        [ask] el ejecutor pausa la ejecución y te pregunta primero
       *[deny] no se ejecuta, y la llamada recibe igualmente un resultado que lo explica
    }.
# $mode: the permission mode, e.g. "bypass-permissions mode".
predict-why-rule-mode =
    El arnés está en { $mode }, en el que toda llamada se ejecuta salvo que una regla diga deny, así que { $decision ->
        [allow] el ejecutor la ejecuta al instante, sin preguntarte
        [ask] el ejecutor pausa la ejecución y te pregunta primero
       *[deny] no se ejecuta, y la llamada recibe igualmente un resultado que lo explica
    }.
predict-why-rule-yours =
    Tu regla dice { $tool } → { $decision }, así que { $decision ->
        [allow] el ejecutor la ejecuta al instante, sin preguntarte
        [ask] el ejecutor pausa la ejecución y te pregunta primero
       *[deny] no se ejecuta, y la llamada recibe igualmente un resultado que lo explica
    }.
# "Always allow" is the answer button that saves a rule.
predict-why-rule-saved =
    Permitir siempre guardó una regla { $tool } → allow, así que { $decision ->
        [allow] el ejecutor la ejecuta al instante, sin preguntarte
        [ask] el ejecutor pausa la ejecución y te pregunta primero
       *[deny] no se ejecuta, y la llamada recibe igualmente un resultado que lo explica
    }.
predict-why-rule-agents =
    Las reglas de { $agent } dicen { $tool } → { $decision }, así que { $decision ->
        [allow] el ejecutor la ejecuta al instante, sin preguntarte
        [ask] el ejecutor pausa la ejecución y te pregunta primero
       *[deny] no se ejecuta, y la llamada recibe igualmente un resultado que lo explica
    }.
# $skill: the skill's name.
predict-ask-skill = La herramienta skill ha cargado { $skill }. ¿Qué parte de ella se suma a la siguiente solicitud de { $agent }?
predict-why-skill = Hasta ahora cada solicitud contenía solo la línea de { $skill } en la lista de skills; al cargarla, sus instrucciones entran en el hilo, después de este resultado, así que la siguiente solicitud y todas las posteriores las llevan. El llm no guarda nada entre solicitudes.
predict-ask-compacted = El hilo de { $agent } se está compactando. ¿Qué contiene después?
# $replaced: how many messages the summary replaces; $notes: how many memory files, skills and listings the harness loads again.
predict-why-compacted-reloaded =
    Los { $replaced } mensajes más antiguos dan paso al resumen del llm; el intercambio más reciente se queda; y el arnés vuelve a cargar lo que tenía cargado, { $notes ->
        [one] { $notes } nota
       *[other] { $notes } notas
    } aquí, para que el llm no pierda sus instrucciones.
predict-why-compacted = Los { $replaced } mensajes más antiguos dan paso al resumen del llm, y el intercambio más reciente se queda, así que el llm sigue viendo por dónde iba. { $agent } no había cargado ningún archivo de memoria ni ninguna skill que volver a poner.
# $child: the sub-agent the task tool starts; $agent: the agent whose task tool it is.
predict-ask-spawn = La herramienta task pone a { $child } a trabajar en la tarea. ¿Dónde trabaja { $child }?
predict-why-spawn = La herramienta task es un cliente de la API de sesiones, igual que tu ventana: pide una nueva sesión de { $child }, cuyo hilo empieza solo con el prompt, no con una copia del de { $agent }.
# $child: the sub-agent; $joins: the tokens of its answer; $thread: the tokens of its whole thread.
predict-ask-child = { $child } ha terminado. ¿Qué parte de su trabajo se suma al contexto de { $agent }?
predict-why-child = { $child } trabajó en un hilo propio, así que solo su respuesta, { $joins } tokens, se suma al contexto de { $agent }, no los { $thread } tokens de su hilo.

## After an answer
# $why: the reason, one of the predict-why-… messages.
predict-verdict-right = Correcto. { $why }
# $answer: the right answer's words.
predict-verdict-wrong = No exactamente: la respuesta es “{ $answer }”. { $why }

## The run a wrong guess would have made, and how it compares with yours
# What changes in it. $max: a number of turns.
predict-change-max-turns =
    { $agent } con { $max ->
        [one] { $max } turno
       *[other] { $max } turnos
    } como máximo por ejecución
predict-change-context-window = { $agent } con una ventana de contexto de { $window } tokens
# What happens at a step, said after "in yours" or "in this one" in predict-compare-parted. $from, $to: the parts of the harness (runner, llm…); $what: what is sent.
predict-happens-sends = { $what } va de { $from } a { $to }
predict-happens-within = paso interno ({ $from }): { $what }
predict-happens-ended = ha terminado
# How a run ends, said after "This one" or "yours" in predict-compare-…. $n: its number of steps.
predict-ending-waits = espera tu respuesta en el paso { $n }
# $reason: what broke, as the harness says it.
predict-ending-breaks = se rompe en el paso { $n }: { $reason }
# $end: how the run ended (answered, stopped…).
predict-ending-ends-as =
    termina tras { $n ->
        [one] { $n } paso
       *[other] { $n } pasos
    }, { $end }
predict-ending-ends =
    termina tras { $n ->
        [one] { $n } paso
       *[other] { $n } pasos
    }
# $theirs, $yours: how the other run and yours end (predict-ending-…).
predict-compare-same = Es idéntica a la tuya, paso a paso. Esta { $theirs }; la tuya { $yours }.
# $at: the last step both runs share; $next: the step after it; $yours_happens, $theirs_happens: what happens there (predict-happens-…).
predict-compare-parted = Es igual que la tuya hasta el paso { $at }. En el paso { $next }, en la tuya: { $yours_happens }; en esta: { $theirs_happens }. Esta { $theirs }; la tuya { $yours }.

## On the page
predict-switch = Predecir
predict-switch-title = Detenerse antes de cada paso que decide algo y preguntar qué pasa después
# The switch's state, shown next to its name.
predict-switch-on = activado
predict-switch-off = desactivado
predict-title = ¿Qué pasa ahora?
# $right answers right of $answered given.
predict-score = { $right } de { $answered } correctas
# $question: the question; $answer: the answer given.
predict-you-answered = { $question } Respondiste “{ $answer }”.
predict-hint = Reproducir y Paso adelante se detienen antes de cada paso que decide algo. Responde con un botón o con las teclas 1 a 4, o avanza un paso para saltarte la pregunta.
predict-show-other = Mostrar qué haría eso
# $change: what is changed in that run, e.g. "run_tests → allow".
predict-other-title = Qué haría eso: { $change }
predict-other-back = Retroceder un paso en esa ejecución
predict-other-forward = Avanzar un paso en esa ejecución
predict-other-position = paso { $k } de { $n }
predict-other-close = Cerrar esa ejecución
