# The chat pane: messages, tool calls, questions, the sample prompts.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The harness's notices in the chat
# $reason: why, in the harness's words (kept in English).
chat-broken = El arnés detuvo la ejecución: { $reason }.
# $problem: the error as the connection reported it; $wait: how long until the next try ("2 s").
chat-retry = La conexión con el llm se cortó ({ $problem }). Nuevo intento dentro de { $wait }: intento { $attempt } de { $of }.
# $status: the HTTP status the llm's API answered with (429); $problem: its error, a whole sentence; $wait: how long until the next try.
chat-retry-status = La API del llm respondió HTTP { $status }: { $problem } No indicó una espera que la página pudiera leer, así que el siguiente intento llega tras la espera habitual, { $wait }: intento { $attempt } de { $of }.
# $wait: the wait the API asked for in its retry-after header.
chat-retry-asked = La API del llm respondió HTTP { $status }: { $problem } Pidió esperar { $wait } (retry-after), así que el siguiente intento llega entonces: intento { $attempt } de { $of }.
# $asked: the wait the API asked for; $wait: the idle timeout, the longest the page waits.
chat-retry-capped = La API del llm respondió HTTP { $status }: { $problem } Pidió esperar { $asked } (retry-after); la espera dura como mucho el tiempo máximo de inactividad, { $wait }: intento { $attempt } de { $of }.
# $n: how many messages the summary replaced; $before, $after: the thread's size in tokens.
chat-compacted =
    Contexto compactado: { $n ->
        [one] { $n } mensaje antiguo sustituido
       *[other] { $n } mensajes antiguos sustituidos
    } por un resumen, { $before } → { $after } tokens.
chat-stopped = Detenida. Cada llamada a herramienta recibió su resultado; el hilo conserva lo que pasó.
# $problem: the error, as the harness or the provider said it.
chat-failed = La ejecución falló: { $problem }
chat-turn-limit =
    Detenida al llegar al límite del agente de { $n ->
        [one] { $n } turno
       *[other] { $n } turnos
    }.
chat-context-full = Detenida: la siguiente solicitud necesita { $needed } tokens y en la ventana de contexto caben { $window }.

## The newest chat line in one line, for a phone where the chat is out of view
# $text: the start of the message.
chat-echo-you = Tú: { $text }
# $client: the number of another window on the same session (2, 3…).
chat-echo-client = Cliente { $client }: { $text }
chat-echo-agent = { $agent }: { $text }
# $state: how the call stands (chat-call-…, or an error in a word or two).
chat-echo-tool = llamada a herramienta { $tool }: { $state }
chat-echo-question = { $agent } pregunta: ¿puedo ejecutar { $tool }?

## How a tool call stands
chat-call-asked = pedida
chat-call-running = en ejecución…
chat-call-waiting = esperando tu respuesta
chat-call-asked-you = te preguntó
chat-call-done = hecha
chat-call-never-ran = nunca se ejecutó

## The chat pane
chat-pane-title = Lo que ves
# After the agent's name in the chat's header, when a live model answers: $model is its name.
chat-live-model = · { $model } (en vivo)
# The status of the session you talk to.
chat-status =
    { $status ->
        [running] en ejecución
       *[idle] inactiva
    }
chat-stop-title = Detener la ejecución (Esc)
chat-stop = Detener
chat-scripted-replies = Respuestas guionizadas
chat-conversation = Conversación
chat-hint = Elige una pregunta de abajo. Aquí verás el chat, y en Lo que se ejecuta, lo que hace el arnés con él.
# The button over a sub-agent's work, folded under the task call that started it. $agent: the sub-agent's name; $session: its session's id (session_2); $n: how many rows of its work there are so far.
chat-fold-show =
    Mostrar el trabajo de { $agent } ({ $session }, { $n ->
        [one] { $n } fila
       *[other] { $n } filas
    })
chat-fold-hide =
    Ocultar el trabajo de { $agent } ({ $session }, { $n ->
        [one] { $n } fila
       *[other] { $n } filas
    })
# After the first line of a long tool output, folded.
chat-output-size =
    ({ $lines ->
        [one] { $lines } línea
       *[other] { $lines } líneas
    }, { $chars ->
        [one] { $chars } carácter
       *[other] { $chars } caracteres
    })

## The chat's rows
chat-who-you = Tú
# $client: the number of another window on the same session (2, 3…).
chat-who-client = Cliente { $client }
# After who wrote a message that waits in the session.
chat-who-queued = (esperando al siguiente turno)
# After the agent's name over its reply.
chat-reply-writing = (escribiendo…)
chat-reply-broken = (el stream se cortó: este intento se descarta)
chat-reply-stopped = (detenida)
chat-reply-cut = (cortada: límite de tokens del proveedor)
# $id: the call's id, shown as code.
chat-tool-call = llamada a herramienta { $id }
# $duration: how long the tool ran, as a recorded run's log says ("3.2 s").
chat-tool-ran = duró { $duration }
chat-call-asked-you-first = te preguntó primero
# $error: what went wrong, in a word or two ("denied", "timed out").
chat-call-not-run = no se ejecutó: { $error }
chat-call-error = error: { $error }
chat-call-dropped = nunca se ejecutó: la respuesta se cortó
# $agent: the name of the agent that asks.
chat-question-who = { $agent } pregunta
# $tool: the tool's name, shown as code.
chat-question-open = ¿Puedo ejecutar { $tool }?
# $answer: the button you chose, in lower case ("allow once").
chat-question-answered = ¿Puedo ejecutar { $tool }? Respuesta: { $answer }.
chat-question-withdrawn = ¿Puedo ejecutar { $tool }? Detuviste la ejecución en lugar de responder.

## The permission question
# $tool: the tool's name; $input: what it would run on.
chat-allow = ¿Permitir { $tool }?
chat-allow-input = ¿Permitir { $tool } con la entrada "{ $input }"?
# $agent: the sub-agent's name.
chat-allow-subagent = { $agent }, un subagente, pregunta: ¿permitir { $tool }?
chat-allow-subagent-input = { $agent }, un subagente, pregunta: ¿permitir { $tool } con la entrada "{ $input }"?
chat-allow-once = Permitir una vez
chat-always-allow = Permitir siempre
chat-deny = Denegar

## The message box and the sample prompts
chat-type-first = Primero escribe un mensaje.
chat-you-are-typing = Estás escribiendo
chat-message = Mensaje
# The message box's placeholder. $agent: the agent's name; $model: a live model's name.
chat-placeholder = Mensaje para { $agent }…
chat-placeholder-live = Mensaje para { $model } (en vivo)…
chat-send = Enviar
chat-sample-prompts = Prompts de ejemplo
chat-more-scenarios = Más escenarios
