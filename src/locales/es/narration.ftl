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
        [once] permitir una vez
        [always] permitir siempre
       *[decline] denegar
    }
# A tool result's error flag, in one word or two ("output: timed out").
words-error =
    { $error ->
        [failed] fallo
        [timed-out] tiempo agotado
        [denied] denegación
        [declined] rechazo
        [interrupted] interrupción
       *[unknown-tool] herramienta desconocida
    }
# How a run ended, in one word or two ("done: turn limit").
words-end =
    { $end ->
        [answered] respondida
        [stopped] detenida
        [failed] fallida
        [turn-limit] límite de turnos
       *[context-full] contexto lleno
    }
# What the provider reported reading for one request. $read: tokens it carried.
words-tokens-read = { $read } tokens leídos
# $cached: tokens of them read from the provider's prompt cache.
words-tokens-read-cached = { $read } tokens leídos, { $cached } de ellos de su caché de prompts
# $written: tokens this request wrote to the prompt cache.
words-tokens-read-written = { $read } tokens leídos, { $written } escritos en la caché de prompts
words-tokens-read-cached-written = { $read } tokens leídos, { $cached } de ellos de su caché de prompts, { $written } escritos en ella

## The harness's parts, as the diagram's boxes and the narration name them
# These are the harness's concepts, which a learner meets again in articles and code. Use the
# word your language's developers use: an English term may stay (many keep "runner" and
# "session API"; every language keeps `llm`), or a word of your own. Name each part the same
# way here, in the parts' meanings and in every sentence of the narration that mentions it.
part-client = cliente
part-client-2 = cliente 2
part-another-client = otro cliente
part-clients = clientes
part-session-api = API de sesiones
part-coordinator = coordinador
part-runner = ejecutor
part-llm = llm
part-tools = herramientas
part-hooks = hooks
# A second client's name at the start of a sentence ("Client 2 presses Stop.").
part-client-2-start = Cliente 2
part-another-client-start = Otro cliente

## What each part is, shown when a reader hovers a part or opens "What each part is"
diagram-meaning-client = La app de chat en la que escribes. Llama a la API de sesiones y muestra lo que vuelve.
diagram-meaning-session-api = La puerta de entrada del arnés: guarda cada mensaje en el hilo, la conversación que conserva, y responde al instante, sin esperar nunca al llm.
diagram-meaning-coordinator = Decide cuándo una sesión, es decir, una conversación, ejecuta el bucle: una ejecución a la vez por sesión, que empieza cuando un mensaje necesita respuesta.
diagram-meaning-runner = El bucle en el corazón del arnés: envía el hilo al llm, ejecuta las herramientas que el llm pide y vuelve a empezar hasta que el llm responde.
diagram-meaning-llm = El modelo de lenguaje. Lee una solicitud y escribe texto o pide una herramienta; no puede ejecutar nada por sí mismo.
diagram-meaning-tools = Código que el ejecutor lanza cuando el llm lo pide: leer un archivo, ejecutar los tests. Su salida vuelve al hilo.
diagram-meaning-hooks = Scripts propios del arnés, que se ejecutan en momentos fijos (antes de una llamada a herramienta, cuando la ejecución va a terminar). El llm nunca los lee, solo lo que devuelven.

## The diagram's caption: the step's message in one line, under the drawing
# Before the first step.
diagram-no-message = Aún no hay ningún mensaje.
# A part sends the arrow's message to another. $from and $to are part names (part-… above),
# $label the arrow's label, $from_part the sender's key (client, clients, session-api,
# coordinator, runner, llm, tools, hooks), so the verb can agree with it.
diagram-caption =
    { $from_part ->
        [tools] De { $from } a { $to }: { $label }
        [hooks] De { $from } a { $to }: { $label }
        [clients] De { $from } a { $to }: { $label }
       *[other] De { $from } a { $to }: { $label }
    }
# The same, in a sub-agent's session; $lane names it ("session_2 · explorer").
diagram-caption-lane =
    { $from_part ->
        [tools] De { $from } a { $to } (subagente { $lane }): { $label }
        [hooks] De { $from } a { $to } (subagente { $lane }): { $label }
        [clients] De { $from } a { $to } (subagente { $lane }): { $label }
       *[other] De { $from } a { $to } (subagente { $lane }): { $label }
    }
# A part does something within itself; $part is its name.
diagram-inside = Paso interno ({ $part }): { $label }
diagram-inside-lane = Paso interno ({ $part }, subagente { $lane }): { $label }

## The labels on the diagram's arrows: a few words each, drawn in a small monospace type
# `prompt` is the session API's call and `message` its argument: code.
diagram-label-typed = escribiendo…
diagram-label-prompt = prompt(message)
# `accepted` is the session API's answer (and a sub-agent's session's).
diagram-label-accepted = accepted
diagram-label-accepted-queued = accepted (en cola)
diagram-label-start-run = iniciar ejecución
diagram-label-already-running = ya en ejecución
diagram-label-run = ejecutar
diagram-label-keep-going = seguir
# $turn: the turn's number.
diagram-label-request = solicitud, turno { $turn }
# $attempt: which try this is (2, 3…).
diagram-label-request-again = solicitud, turno { $turn } (intento { $attempt })
diagram-label-summarize = resumir
# The llm's reply comes as events: text, tool-call, finish, error, usage.
diagram-label-text = text
# $tool: the tool's name.
diagram-label-tool-call = tool-call { $tool }
diagram-label-finish = finish
diagram-label-error = error
diagram-label-usage = usage
diagram-label-cut = cortada en el límite de tokens
diagram-label-run-tool = ejecutar { $tool }
# $error: a tool result's error flag (words-error).
diagram-label-output-error = salida: { $error }
diagram-label-output = salida
diagram-label-result = resultado de herramienta
diagram-label-result-error = resultado: { $error }
# The runner asks you whether tool $tool may run.
diagram-label-ask = pregunta: ¿{ $tool }?
# The session API passes your answer on to the runner.
diagram-label-resume = la respuesta
diagram-label-stop = detener
diagram-label-interrupt = interrumpir
diagram-label-cancel = cancelar
diagram-label-retry = reintentando ({ $attempt } de { $of })
diagram-label-compacted = contexto compactado
# $end: how the run ended (words-end).
diagram-label-ended = terminada: { $end }
diagram-label-done = terminada
diagram-label-done-end = terminada: { $end }
diagram-label-idle = inactiva
# $agent: the sub-agent's name.
diagram-label-spawn = nueva sesión: { $agent }
diagram-label-stop-child = detener el subagente
# $event: the hook event's name, such as PreToolUse: code.
diagram-label-hook = ejecutar el hook { $event }
# A hook's answers: nothing, allow, deny, ask (the permission decisions), a note, or block.
diagram-label-hook-pass = nada que añadir
diagram-label-hook-allow = permitir
diagram-label-hook-deny = denegar
diagram-label-hook-ask = preguntar
diagram-label-hook-context = una nota para el llm
diagram-label-hook-block = bloquear: seguir

## The narration: one sentence or a few for each step, read by someone who has never seen a harness.
## The parts (client, session API, coordinator, runner, llm, tools, hooks) are named as in
## part-… above. "You" is the reader, who types in the client.

# Counts used inside the sentences below: the thread's messages ("the thread holds 3 messages").
narr-messages =
    { $n ->
        [one] { $n } mensaje
       *[other] { $n } mensajes
    }
# How many tools a request lists ("the instructions, 4 tools, and the thread").
narr-tools =
    { $n ->
        [one] { $n } herramienta
       *[other] { $n } herramientas
    }
# Lists: "a, b and c" is built as narr-list-more for each comma and narr-list-last for the last item.
narr-list-more = { $list }, { $item }
narr-list-last = { $list } y { $item }

# A sub-agent's step, or the first step back in the caller's session, starts with a lead-in; $agent is the agent's name, $text the step's own sentence.
narr-back-in-session = De vuelta en la sesión de { $agent }: { $text }
narr-in-session = En la sesión de { $agent }, { $text }
# Not shown: `lower` if $text above starts with its first letter in lower case (as in English after a colon or comma); any other value keeps the sentence as it is written.
narr-lead-in-first-letter = lower

## The prompt cache, said at each request
narr-cache-below-minimum = Nada de la solicitud queda en caché: Anthropic no guarda en caché ningún prefijo por debajo del mínimo de { $min } tokens de este modelo.
narr-cache-empty-anthropic = Ninguna parte de la solicitud está aún en la caché de prompts. La caché de Anthropic solo guarda lo que una solicitud marca, así que esta escribe { $written } tokens, hasta su último punto de interrupción, al final del hilo.
narr-cache-empty = Ninguna parte de la solicitud está aún en la caché de prompts: ninguna solicitud anterior empezaba igual.
narr-cache-hit-anthropic = { $cached } de estos tokens vienen de la caché de prompts: la solicitud anterior escribió su prefijo hasta su punto de interrupción, al final de su hilo, y esta empieza igual. Escribe { $written } más, hasta su propio último punto de interrupción.
narr-cache-hit-after-summary = Solo { $cached } vienen de la caché de prompts, la parte anterior al hilo: ahora el hilo empieza con un resumen que ninguna solicitud ha enviado antes.
narr-cache-hit = { $cached } de estos tokens vienen de la caché de prompts, porque la solicitud empieza igual que la anterior.
# $step: the size in tokens of the steps OpenAI's cache counts in (128).
narr-cache-hit-steps = { $cached } de estos tokens vienen de la caché de prompts, porque la solicitud empieza igual que la anterior. La caché cuenta por bloques enteros de { $step } tokens, así que unos pocos de los tokens compartidos del final se vuelven a leer.
narr-cache-hit-earlier-run = { $cached } de estos tokens vienen de la caché de prompts: una ejecución anterior envió el mismo prompt de sistema, las mismas instrucciones y las mismas herramientas.
# The first time the narration speaks of the prompt cache; $cache is one of the sentences above.
narr-cache-what = El proveedor, la empresa que opera el llm, guarda una caché de prompts con el comienzo de las solicitudes recientes, para atender más rápido y más barato una solicitud que empiece igual. { $cache }

## A message typed and sent
narr-typed-first = Escribes un mensaje en el cliente, la app de chat. Aún no se ha enviado nada, así que el hilo, la lista de mensajes que guarda el arnés, sigue vacío.
# $messages: how many the thread holds (narr-messages).
narr-typed = Escribes un mensaje en el cliente. Aún no se ha enviado nada; el hilo tiene { $messages }.
# Someone at a second client; $client is its name (part-client-2).
narr-typed-other = Alguien escribe un mensaje en el { $client }. Aún no se ha enviado nada; el hilo tiene { $messages }.
narr-prompt = Pulsas Enter. El cliente envía tu mensaje a la API de sesiones, la puerta de entrada del arnés, con una llamada de nombre `prompt`.
narr-prompt-other = Esa persona pulsa Enter, y el { $client } llama a `prompt` en la misma API de sesiones con su mensaje.
narr-accepted = La API de sesiones guarda el mensaje en el hilo (ahora { $messages }) y responde `accepted` al instante, sin esperar al llm.
narr-accepted-queued = El ejecutor está en mitad de un turno, así que la API de sesiones guarda el mensaje para el siguiente turno del ejecutor y responde `accepted` al instante.
narr-start-run-first = La API de sesiones pide al coordinador, la parte que decide cuándo ejecutar, que ejecute el bucle para esta sesión, la conversación en la que estás. El bucle: preguntar al llm, ejecutar las herramientas que pida (código que, por ejemplo, lee un archivo) y repetir hasta que responda.
narr-start-run = La API de sesiones pide al coordinador que ejecute el bucle para esta sesión.
narr-already-running = El coordinador ya tiene una ejecución en marcha para esta sesión, así que no inicia otra. El bucle en marcha responderá al nuevo mensaje antes de parar.
narr-run-first = No había ninguna ejecución en marcha (una ejecución es una pasada de ese bucle, desde tu mensaje hasta la respuesta), así que el coordinador marca la sesión como en ejecución y se la pasa al ejecutor, la parte que ejecuta el bucle. Una sesión, una ejecución a la vez.
narr-run = No había ninguna ejecución en marcha, así que el coordinador marca la sesión como en ejecución y se la pasa al ejecutor. Una sesión, una ejecución a la vez.
narr-keep-going = Llegó un mensaje justo cuando la ejecución terminaba, así que el coordinador mantiene en marcha la misma ejecución en lugar de dejar la sesión inactiva.

## A request to the llm
# $turn: the turn's number; $attempt of $max: which try; $tokens, $cached: the request's size and what of it the cache holds.
narr-request-again = El ejecutor vuelve a enviar la solicitud del turno { $turn }, intento { $attempt } de { $max }: los mismos { $tokens } tokens, { $cached } de ellos leídos de la caché de prompts.
# The thread when messages that waited joined it: $messages (narr-messages), then $joins, how many joined.
narr-thread-joined =
    { $joins ->
        [one] { $messages } (antes se sumó { $joins } mensaje que esperaba)
       *[other] { $messages } (antes se sumaron { $joins } mensajes que esperaban)
    }
# The thread ($thread, the phrase above or narr-messages) when it ends with $n reminders the harness added.
narr-thread-reminders =
    { $n ->
        [one] { $thread }, que acaba con { $n } recordatorio añadido por el arnés, que tú nunca escribiste
       *[other] { $thread }, que acaba con { $n } recordatorios añadidos por el arnés, que tú nunca escribiste
    }
# The same when the harness added other notes; $notes lists them (narr-note-… joined as a list).
narr-thread-notes = { $thread }, que acaba con lo que añadió el arnés, que tú nunca escribiste: { $notes }
narr-note-reminders =
    { $n ->
        [one] { $n } recordatorio
       *[other] { $n } recordatorios
    }
narr-note-memory-files =
    { $n ->
        [one] { $n } archivo de memoria
       *[other] { $n } archivos de memoria
    }
narr-note-skill-list = las skills listadas por nombre
narr-note-skills =
    { $n ->
        [one] las instrucciones de una skill
       *[other] las instrucciones de { $n } skills
    }
narr-note-tool-names = las herramientas diferidas listadas por nombre
narr-note-tool-schemas = los esquemas de herramientas que cargó una búsqueda
# The run's first request. $tools: how many tools (narr-tools); $thread: the thread's messages (and notes); $tokens: its size; $cache: what the prompt cache did (narr-cache-…, or nothing); $reported: what a recorded log reports, a sentence that begins with a space, or nothing.
narr-request-first = El ejecutor envía al llm la solicitud del turno { $turn } (un turno: una solicitud y su respuesta). El llm no recuerda nada, así que cada solicitud contiene todo lo que lee: sus instrucciones, { $tools } y el hilo hasta ahora ({ $thread }). Son unos { $tokens } tokens, las unidades que lee un modelo. { $cache }{ $reported }
# Every later request; the same variables.
narr-request = El ejecutor envía al llm la solicitud del turno { $turn }: las instrucciones, { $tools } y el hilo de { $thread }. Son unos { $tokens } tokens. { $cache }{ $reported }
# The thread is too long: $needed tokens, more than the $window the model reads; $replaced: how many old messages get summarized.
narr-summarize = La siguiente solicitud necesitaría { $needed } tokens, más que la ventana de contexto de { $window } tokens del agente. Así que primero el ejecutor pide al llm que resuma los { $replaced } mensajes más antiguos del hilo.
narr-summarize-again = La siguiente solicitud necesitaría { $needed } tokens, más que la ventana de contexto de { $window } tokens del agente. Así que primero el ejecutor pide al llm (intento { $attempt } de { $max }) que resuma los { $replaced } mensajes más antiguos del hilo.

## The llm's reply, streamed as events
narr-summary-text = El llm devuelve en streaming un trozo de su resumen. Es para el arnés, no para ti: el chat no lo muestra.
narr-text-more = Llega otro trozo de la respuesta.
narr-text-first = El llm devuelve su texto a medida que lo escribe, en trozos pequeños (eventos), no en un solo bloque.
narr-text = El llm empieza su respuesta, trozo a trozo.
# The llm asks for tool $tool; $input is what it passes (code or text, as the llm wrote it). The first time, the sentence says the name of the thing: a tool call.
narr-tool-call-first = El llm pide una herramienta (una llamada a herramienta): { $tool } con la entrada "{ $input }". No puede ejecutar nada por sí mismo; solo puede pedirlo.
narr-tool-call-first-no-input = El llm pide una herramienta (una llamada a herramienta): { $tool } sin entrada. No puede ejecutar nada por sí mismo; solo puede pedirlo.
narr-tool-call = El llm pide una herramienta: { $tool } con la entrada "{ $input }". No puede ejecutar nada por sí mismo; solo puede pedirlo.
narr-tool-call-no-input = El llm pide una herramienta: { $tool } sin entrada. No puede ejecutar nada por sí mismo; solo puede pedirlo.
narr-cut = El proveedor corta la respuesta aquí: ha alcanzado el máximo de tokens que el proveedor permite en una respuesta. Lo que llegó se queda; una llamada a herramienta que aún se estaba escribiendo no es una llamada, así que el ejecutor la descarta.
narr-cut-forward = El ejecutor te avisa de que la respuesta quedó cortada por el límite de tokens del proveedor.
narr-summary-finished = El resumen está terminado.
# $calls: how many tool calls the finished reply asks for.
narr-finish =
    { $calls ->
        [0] La respuesta está terminada y no pide ninguna herramienta, así que su texto es la respuesta final. El ejecutor añade la respuesta al final del hilo ({ $messages }).
        [one] La respuesta está terminada y pide { $calls } llamada a herramienta. El ejecutor añade la respuesta al final del hilo ({ $messages }) y atiende la llamada.
       *[other] La respuesta está terminada y pide { $calls } llamadas a herramientas. El ejecutor añade la respuesta al final del hilo ({ $messages }) y atiende las llamadas en orden.
    }
# $read: what the provider counted (words-tokens-read…); $written: the reply's tokens.
narr-usage = El proveedor informa de lo que contó para esta solicitud: { $read }, y { $written } escritos en la respuesta. La página muestra estas cifras junto a su propia estimación.
# $error: the provider's error message, as it came.
narr-stream-error-retryable = El stream se corta: "{ $error }". Una conexión caída o un proveedor saturado merecen otro intento.
narr-stream-error = El stream se corta: "{ $error }". Volver a intentarlo no cambiaría esta respuesta.
# $status: the HTTP status the llm's API answered with instead of a stream; $error: its error message.
narr-http-error-retryable = La API del llm responde HTTP { $status } en lugar de un stream: "{ $error }". Un proveedor saturado o que limita la tasa merece otro intento.
narr-http-error = La API del llm responde HTTP { $status } en lugar de un stream: "{ $error }". Volver a intentarlo no cambiaría esta respuesta.
# $tool($input): the call as code.
narr-forward-tool-call = El ejecutor te muestra la llamada a herramienta en cuanto ocurre: { $tool }({ $input }).
narr-forward-more = El ejecutor te lo pasa al instante.
narr-forward-first = El ejecutor pasa el texto directamente al cliente, por una conexión que el cliente mantiene abierta, así que ves el texto a medida que se escribe.
narr-forward = El ejecutor te pasa el texto directamente.

## Permissions and tools. "→ allow", "→ ask", "→ deny" are a rule's decisions, as the rules panel writes them.
narr-mode-accept-edits = Modo aceptar ediciones: { $tool } edita archivos, y en este modo las ediciones se ejecutan sin preguntarte, salvo que una regla diga deny. El ejecutor la ejecuta al instante.
# A permission mode lets tool $tool run; $mode is the mode's key.
narr-mode-allows =
    { $mode ->
        [default] Modo predeterminado: toda llamada se ejecuta sin preguntar, así que el ejecutor ejecuta { $tool } al instante. Solo una regla que diga deny podría detenerla.
        [plan] Modo plan: toda llamada se ejecuta sin preguntar, así que el ejecutor ejecuta { $tool } al instante. Solo una regla que diga deny podría detenerla.
       *[bypass-permissions] Modo omitir permisos: toda llamada se ejecuta sin preguntar, así que el ejecutor ejecuta { $tool } al instante. Solo una regla que diga deny podría detenerla.
    }
narr-allowed-your-rule = Tu regla dice { $tool } → allow, así que el ejecutor ejecuta la herramienta al instante, sin preguntarte.
narr-allowed-saved-rule = La regla que guardaste dice { $tool } → allow, así que el ejecutor ejecuta la herramienta al instante, sin preguntarte.
narr-allowed-rules-first = Las reglas de permisos, fijadas de antemano junto con las instrucciones y herramientas del agente, dicen { $tool } → allow, así que el ejecutor ejecuta la herramienta al instante, sin preguntarte.
narr-allowed-agent-rules = Las reglas del agente dicen { $tool } → allow, así que el ejecutor ejecuta la herramienta al instante, sin preguntarte.
narr-run-always = Elegiste permitir siempre, así que ahora una regla guardada permite { $tool }, y el ejecutor la ejecuta.
narr-run-hook = El hook PreToolUse permitió { $tool } y ninguna regla dice ask ni deny, así que el ejecutor la ejecuta sin preguntarte.
narr-run-once = Permitiste esta llamada en concreto, así que el ejecutor ejecuta la herramienta { $tool }.
# $output: the start of the tool's output, as it came.
narr-output-failed = La herramienta falla: "{ $output }". Un fallo también es una salida: vuelve al ejecutor, marcada como error.
# $characters: the output's length.
narr-output =
    { $characters ->
        [one] La herramienta devuelve su salida ({ $characters } carácter) al ejecutor.
       *[other] La herramienta devuelve su salida ({ $characters } caracteres) al ejecutor.
    }
# The same when reading a file loaded memory files; $files lists their names.
narr-output-memory =
    { $characters ->
        [one] La herramienta devuelve su salida ({ $characters } carácter) al ejecutor. Se ha leído por primera vez un archivo de una carpeta con archivo de memoria, así que el arnés carga { $files }: sus instrucciones se suman a la siguiente solicitud.
       *[other] La herramienta devuelve su salida ({ $characters } caracteres) al ejecutor. Se ha leído por primera vez un archivo de una carpeta con archivo de memoria, así que el arnés carga { $files }: sus instrucciones se suman a la siguiente solicitud.
    }
narr-result-first = El ejecutor añade el resultado de la herramienta, es decir, la salida guardada como mensaje, al final del hilo ({ $messages }) y te lo muestra. El llm lo leerá en el siguiente turno.
narr-result = El ejecutor añade el resultado de la herramienta al final del hilo ({ $messages }) y te lo muestra. El llm lo leerá en el siguiente turno.
narr-result-failed = El ejecutor añade el resultado al hilo ({ $messages }), marcado como error. El llm lo lee en el siguiente turno y decide qué hacer.
narr-result-timed-out = El único resultado de la llamada dice que se agotó el tiempo, marcado como error ({ $messages }). El llm lo lee en el siguiente turno.
narr-result-hook-denied = La negativa del hook se mantiene, así que { $tool } no se ejecuta. Aun así, la llamada recibe un resultado, con el motivo del hook, que se añade al hilo ({ $messages }): el llm lee el porqué y puede intentarlo de otra forma.
narr-result-plan-denied = Modo plan: { $tool } cambiaría algo, así que no se ejecuta mientras el agente planifica. Aun así, la llamada recibe un resultado que lo explica ({ $messages }); el llm lee que solo puede leer y planificar hasta que apruebes el plan.
narr-result-denied = Una regla dice { $tool } → deny, así que la herramienta no se ejecuta. Aun así, la llamada recibe un resultado que lo explica, que se añade al hilo ({ $messages }).
narr-result-declined = Lo rechazaste, así que { $tool } no se ejecuta. Aun así, la llamada recibe su resultado de herramienta, un mensaje que dice que lo rechazaste ({ $messages }); el llm lo lee en el siguiente turno y decide qué decir.
narr-result-interrupted = La llamada a { $tool } recibe igualmente su único resultado: interrumpida, porque detuviste la ejecución ({ $messages }).
narr-result-unknown-tool = El agente no tiene ninguna herramienta llamada { $tool }. El ejecutor responde a la llamada con un resultado de error ({ $messages }) y el bucle sigue.
narr-ask-hook = Esperando tu respuesta. El hook PreToolUse quiere que decidas tú sobre { $tool }, así que el ejecutor pausa la ejecución y te pregunta primero.
narr-ask-no-rule-first = Ninguna regla de permisos nombra { $tool }, lo que equivale a ask, así que el ejecutor pausa la ejecución y te pregunta primero. Espera tu respuesta.
narr-ask-no-rule = Ninguna regla nombra { $tool }, lo que equivale a ask, así que el ejecutor pausa la ejecución y te pregunta primero. Espera tu respuesta.
narr-ask-your-rule = Tu regla dice { $tool } → ask, así que el ejecutor pausa la ejecución y te pregunta primero. Espera tu respuesta.
narr-ask-rules-first = Las reglas de permisos, fijadas de antemano junto con las instrucciones y herramientas del agente, dicen { $tool } → ask, así que el ejecutor pausa la ejecución y te pregunta primero. Espera tu respuesta.
narr-ask-rule = Una regla dice { $tool } → ask, así que el ejecutor pausa la ejecución y te pregunta primero. Espera tu respuesta.
# Your answer, or another client's: $who is `you` or `other`, $client the other client's name at the start of a sentence (part-client-2-start). "allow once", "always allow" and "deny" are the buttons' names.
narr-answer-once =
    { $who ->
        [you] Respondes permitir una vez: esta llamada puede ejecutarse, y la próxima vez volverá a preguntar.
       *[other] { $client } responde permitir una vez: esta llamada puede ejecutarse, y la próxima vez volverá a preguntar.
    }
narr-answer-always =
    { $who ->
        [you] Respondes permitir siempre. La API de sesiones guarda una regla allow, así que el ejecutor deja de preguntar por esta herramienta hasta que pulses Reiniciar.
       *[other] { $client } responde permitir siempre. La API de sesiones guarda una regla allow, así que el ejecutor deja de preguntar por esta herramienta hasta que pulses Reiniciar.
    }
narr-answer-decline =
    { $who ->
        [you] Respondes denegar. La herramienta no se ejecutará.
       *[other] { $client } responde denegar. La herramienta no se ejecutará.
    }
narr-resume = La API de sesiones pasa la respuesta al ejecutor, que la estaba esperando.

## Stopping, timeouts, retries and the run's end
# "Stop" is the button's name.
narr-stop =
    { $who ->
        [you] Pulsas Detener. El cliente pide a la API de sesiones que detenga la ejecución.
       *[other] { $client } pulsa Detener. El cliente pide a la API de sesiones que detenga la ejecución.
    }
narr-interrupt = La API de sesiones le dice al ejecutor que se detenga. Debe dejar el hilo completo: cada llamada a herramienta que hizo el llm tiene que recibir, aun así, exactamente un resultado.
# $time: a length of time (words-seconds…).
narr-cancel-idle = No ha llegado nada del llm en { $time }, el tiempo máximo de inactividad del agente, así que el ejecutor deja de esperar: cierra el stream y descarta este intento, como si el stream se hubiera cortado.
narr-cancel-summary = El ejecutor cierra el stream del llm: el resumen se descarta y el hilo queda como estaba.
narr-cancel-llm = El ejecutor cierra el stream del llm, así que el proveedor deja de escribir. Lo que ha llegado hasta ahora se queda en el hilo; cualquier llamada a herramienta que contenga recibe un resultado de interrupción.
narr-cancel-tool = El ejecutor cancela la herramienta que estaba en ejecución.
narr-cancel-tool-timeout = La herramienta lleva { $time } en ejecución, el límite del agente, así que el ejecutor la cancela en lugar de esperar para siempre.
narr-retry = El ejecutor te avisa de que lo volverá a intentar: intento { $attempt } de { $of }, tras esperar { $time }. Cada espera dura el doble que la anterior, para dar margen a un proveedor con problemas.
narr-retry-unread = El ejecutor te avisa de que lo volverá a intentar: intento { $attempt } de { $of }, tras esperar { $time }, su propia espera. La API no indicó una espera que pudiera leer: un navegador deja que una página lea la cabecera retry-after solo si el servidor lo permite (Access-Control-Expose-Headers).
narr-retry-asked = El ejecutor te avisa de que lo volverá a intentar: intento { $attempt } de { $of }, tras esperar { $time }, como pidió la API en su cabecera retry-after. Un servidor que dice cuánto esperar conoce su carga mejor que una estimación que se duplica.
# $asked: the wait the API asked for; $time: the agent's idle timeout.
narr-retry-capped = El ejecutor te avisa de que lo volverá a intentar: intento { $attempt } de { $of }. La API pidió { $asked } en su cabecera retry-after; el ejecutor espera como mucho { $time }, el tiempo máximo de inactividad del agente, para que una ejecución no quede en silencio más de lo que esperaría a un stream callado.
# $replaced old messages became one summary; the next request shrinks from $before to $after tokens.
narr-compacted = Contexto compactado: los { $replaced } mensajes más antiguos se sustituyen por el resumen del llm. El hilo se reduce a { $messages }, y la siguiente solicitud pasa de { $before } a { $after } tokens.
narr-ended-stopped = El ejecutor te avisa de que la ejecución se ha detenido. No se ha perdido nada: el hilo contiene lo que pasó hasta que pulsaste.
narr-ended-failed = El ejecutor se rinde y te avisa de que la ejecución ha fallado. La sesión no debe quedarse en ejecución sin nada en curso.
# $max: the agent's limit of turns per run.
narr-ended-turn-limit =
    { $max ->
        [one] La ejecución ha agotado su { $max } turno, el límite del agente, así que el ejecutor se detiene en lugar de enviar otra solicitud, y te dice por qué.
       *[other] La ejecución ha agotado sus { $max } turnos, el límite del agente, así que el ejecutor se detiene en lugar de enviar otra solicitud, y te dice por qué.
    }
narr-ended-context-full = La siguiente solicitud necesita { $needed } tokens y en la ventana caben { $window }; compactar no libera espacio suficiente, así que el ejecutor se detiene y te dice por qué.
narr-done = El ejecutor le dice al coordinador que la ejecución ha terminado: el llm ha respondido.
narr-done-not-answered = El ejecutor le dice al coordinador que la ejecución ha terminado, aunque sin respuesta.
# How many turns a session has used ("The session has used 3 turns so far").
narr-turns =
    { $n ->
        [one] { $n } turno
       *[other] { $n } turnos
    }
# $clients: how many clients are open (1 or 2); $turns: how many turns the session has used (narr-turns).
narr-idle =
    { $clients ->
        [one] La ejecución ha terminado: el coordinador marca la sesión como inactiva, lista para tu siguiente mensaje, y se lo comunica al cliente. La sesión lleva { $turns } hasta ahora.
       *[other] La ejecución ha terminado: el coordinador marca la sesión como inactiva, lista para tu siguiente mensaje, y se lo comunica a los clientes. La sesión lleva { $turns } hasta ahora.
    }

# The sub-agents' lane on the diagram: its name before any sub-agent works, and with one
# ($lane: its session id and agent name, e.g. "session_2 · explorer").
diagram-lane-empty = la sesión de un subagente
diagram-lane = subagente: { $lane }
# A disclosure under the diagram listing each part and what it is.
diagram-part-meanings = Qué es cada parte
