# The panels under the diagram: session, turn, context and its cache, agent, permissions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The section and its panels
panel-data-title = Los datos detrás de este paso
# $system: the tokens of the typical system prompt the page assumes (2300).
panel-data-note = Cada panel es una parte del estado del arnés y se actualiza a medida que avanzas. Los recuentos de tokens son estimaciones: unos 4 caracteres por token, más un prompt de sistema típico de { $system } tokens.
# Each panel's heading: the part of the harness's state it shows.
panel-name =
    { $name ->
        [llm] llm
        [context] contexto
        [session] sesión
        [turn] turno
        [agent] agente
        [permission] permiso
       *[other] { $name }
    }
# A badge on a panel (and a field) whose data changed at this step.
panel-changed = cambiado
# Counts used inside other sentences.
panel-n-messages =
    { $n ->
        [one] { $n } mensaje
       *[other] { $n } mensajes
    }
panel-n-tools =
    { $n ->
        [one] { $n } herramienta
       *[other] { $n } herramientas
    }

## The llm panel
panel-llm-waiting = Esperando su primera solicitud.
# The request the llm panel speaks of, put in the sentences below as $what.
panel-llm-summary-request = la solicitud de resumen
panel-llm-turn-request = la solicitud del turno { $n }
panel-llm-thinking = Pensando: ha llegado { $what }; aún no ha enviado nada en streaming.
panel-llm-streaming = Enviando en streaming la respuesta a { $what }:
panel-llm-finished = Ha terminado la respuesta a { $what }. No guarda nada entre solicitudes.
panel-llm-broken = El stream de la respuesta a { $what } se cortó:
panel-llm-cancelled = El ejecutor cerró el stream de la respuesta a { $what }:
# Event lines, shown as code: `cut` and `usage` are the event's names.
panel-llm-event-cut = cut: límite de tokens del proveedor
# $prompt and $cached: the figures as the provider sent them.
panel-llm-event-usage = usage { $prompt } de prompt, { $cached } en caché
panel-llm-earlier =
    { $n ->
        [one] { $n } evento anterior a estos, no listado
       *[other] { $n } eventos anteriores a estos, no listados
    }

## The context panel
panel-context-total = { $tokens } tok
panel-context-figures = { $cached } leídos de la caché · { $written } escritos en ella · { $uncached } sin caché
# Before a request goes out: what it would do if sent now.
panel-context-figures-next = si se enviara ahora: { $cached } se leerían de la caché · { $written } se escribirían en ella · { $uncached } sin caché
panel-context-window = { $percent } % de la ventana de contexto de { $window } tokens
# A part of the stacked bar, on hover: $kind is one of panel-source's names.
panel-context-segment = { $kind }: { $tokens } tok
panel-context-bar = { $cached } de { $total } tokens se leen de la caché de prompts
panel-context-kinds = Tokens por tipo
panel-context-breakpoint = punto de interrupción de caché
# The kinds of content a request carries.
panel-source =
    { $source ->
        [system] prompt de sistema
        [instructions] instrucciones
        [tools] herramientas
        [summary] resumen
        [user] usuario
        [assistant] asistente
        [result] resultado de herramienta
        [reminder] recordatorio
        [memory] memoria
        [skill-list] descripciones de skills
        [skill] cuerpos de skills
        [tool-names] nombres de herramientas
       *[tool-schemas] esquemas de herramientas
    }
panel-chart-caption = por solicitud: tokens en caché / sin caché
# Which request the context panel's figures are of.
context-caption-summary = lo que lleva la solicitud de resumen, en orden
context-caption-turn = todo lo que lee el llm en este turno, en orden
context-caption-next = lo que lleva hasta ahora la siguiente solicitud, en orden
context-caption-first = lo que llevará la primera solicitud, en orden
context-system-prompt = prompt de sistema típico
context-instructions-of = instrucciones de { $agent }
# $n is at least 1.
context-earlier-messages =
    { $n ->
        [one] { $n } mensaje anterior
       *[other] { $n } mensajes anteriores
    }
# The thread's messages, each labelled by who wrote it; $text is the message, cut short.
context-user = usuario: { $text }
context-summary = resumen: { $text }
context-reminder = recordatorio: { $text }
# A note the harness added (memory file, skill list, tool names or schemas): its own first
# words, as the llm reads them, which stay as they are; a language may add a prefix.
context-note = { $text }
context-assistant = asistente: { $text }
# $tools: the tool names, comma separated.
context-assistant-asks = el asistente pide { $tools }
# $call: the tool call's id.
context-result = resultado de { $call }: { $output }
# The instruction the runner adds at the end of a summary request.
context-runner-block = el ejecutor: { $text }
# $source: the log's program (Claude Code, Codex…); $read: what it reported (tokens read, cached, written).
context-origin-log = según el registro de { $source } para esta solicitud: { $read }; las cifras de arriba son la estimación de esta página, que no puede contar el prompt de sistema ni los esquemas de herramientas que el registro no guarda
context-origin-server = según el servidor, para la última solicitud: { $read }; las cifras de arriba son la estimación de esta página
context-origin-estimate = estimación: unos 4 caracteres por token, más un prompt de sistema típico de { $system } tokens
# Where a cache breakpoint sits in the request, and the tokens of the prefix it ends.
context-breakpoint-tools = tras las herramientas: los primeros { $tokens } tokens
context-breakpoint-instructions = tras las instrucciones: los primeros { $tokens } tokens
# $part: the label of the thread's last message.
context-breakpoint-thread = al final del hilo ({ $part }): los primeros { $tokens } tokens
# A request in the per-request chart.
context-bar-summary = resumen
context-bar-turn = turno { $n }
context-bar-try = turno { $n }, intento { $attempt }

## The prompt cache, in the context panel
cache-breakpoints-caption = puntos de interrupción de caché (cache_control) en esta solicitud
cache-report-caption = la caché de la última solicitud, en tokens
# The table's columns: what, the page's model of it, what the provider reported.
cache-column-tokens = tokens
cache-column-model = modelo de la página
cache-column-reported = informado
cache-row-read = leídos de la caché
cache-row-written = escritos en ella
cache-row-input = entrada, en total
cache-not-reported = no informado
cache-not-reported-openai = no informado: Chat Completions no da esa cifra
cache-model-openai = La caché de prompts imita la de OpenAI: se guarda en caché cada prefijo que envía una solicitud, indexado por contenido, así que cuenta cualquier solicitud anterior desde el último Reiniciar; nada por debajo de { $min } tokens; se cuenta en bloques de { $step }. Las entradas reales caducan tras unos minutos sin uso; este modelo las guarda hasta Reiniciar.
cache-model-anthropic = La caché de prompts imita la de Anthropic: solo se escribe el prefijo hasta un punto de interrupción (cache_control), y solo a partir del mínimo de { $min } tokens del modelo; un punto de interrupción lee el prefijo más largo escrito antes, como mucho { $lookback } bloques hacia atrás; los tokens se cuentan con exactitud. Las entradas reales duran 5 minutos desde su último uso (cada lectura las renueva); este modelo las guarda hasta Reiniciar.
# $differences: one or two of the cache-differ-… phrases; $reasons: one or two sentences that may explain them.
cache-verdict-differ = No coinciden: { $differences }. { $reasons }
cache-differences-both = { $first }, y { $second }
cache-differ-read-none = el proveedor no leyó nada de su caché, mientras que el modelo de la página lee { $tokens }
cache-differ-wrote-none = el proveedor no escribió nada en su caché, mientras que el modelo de la página escribe { $tokens }
cache-differ-read-some = el proveedor leyó { $tokens } tokens de su caché, mientras que el modelo de la página no lee ninguno
cache-differ-wrote-some = el proveedor escribió { $tokens } tokens en su caché, mientras que el modelo de la página no escribe ninguno
cache-why-expired-anthropic = Puede que una entrada haya caducado (tras 5 minutos sin uso; el modelo guarda las entradas hasta Reiniciar), o que el prefijo quede por debajo del mínimo del modelo según cuenta los tokens el proveedor.
cache-why-expired-openai = Puede que una entrada haya caducado (las entradas reales duran minutos, y la caché no está garantizada; el modelo las guarda hasta Reiniciar), o que el prefijo quede por debajo del mínimo del modelo según cuenta los tokens el proveedor.
cache-why-cached-already = El prefijo hasta el último punto de interrupción ya estaba en caché, o queda por debajo del mínimo del modelo según lo cuenta el proveedor.
cache-why-under-estimate = La página estima esta solicitud en { $estimate } tokens, por debajo del mínimo de { $min } tokens que supone para este modelo; el proveedor contó { $counted }.
cache-why-under-minimum = La página supone que este modelo no guarda en caché nada por debajo de { $min } tokens; puede que el mínimo del proveedor para él sea menor, o que el servidor no sea el del propio proveedor (un proxy, un mock).
cache-why-shared = La caché es del proveedor, indexada por contenido en todas las solicitudes hechas con la clave: puede que la escribiera una solicitud anterior (antes de Reiniciar, o desde otro lugar).
cache-agree-nothing = Coinciden: no se leyó nada de la caché ni se escribió nada en ella.
cache-agree-amounts = Coinciden en lo que se leyó y se escribió. Las cantidades difieren porque la página estima los tokens (unos 4 caracteres por token), mientras que el proveedor cuenta con su propio tokenizador y añade sus propios tokens para las herramientas.

## The session panel: its fields' names
panel-session-id = id
panel-session-agent = agente
panel-session-status = estado
panel-session-thread = hilo
panel-session-queued = en cola
panel-session-runs = ejecuciones
panel-session-compacted = compactado
# How many times the thread was compacted.
panel-session-compactions =
    { $n ->
        [0] nunca
        [one] { $n } vez
       *[other] { $n } veces
    }
panel-sessions-caption = sesiones: cada subagente tiene la suya

## The turn panel
panel-turn-none = aún no hay ningún turno
panel-turn-number = número
panel-turn-request = solicitud
panel-turn-carries = lleva
panel-turn-events = eventos
# The request's title.
panel-turn-summary = resumen antes del turno { $n }
panel-turn-title = turno { $n }
panel-turn-attempt = turno { $n }, intento { $attempt } de { $max }
# What the request carries: $messages and $tools are panel-n-messages and panel-n-tools. "summarize" is the runner's instruction.
panel-turn-carries-summary = instrucciones + herramientas + { $messages } por resumir + "resumir"
panel-turn-carries-thread = instrucciones + { $tools } + hilo de { $messages }

## The agent panel
panel-agent-name = nombre
panel-agent-tools = herramientas
panel-agent-hands-work-to = delega trabajo en
panel-agent-limits = límites
panel-agent-hooks = hooks
panel-limit-max-turns = máx. de turnos: { $n }
panel-limit-context-window = ventana de contexto: { $tokens } tok
# $time: a length of time, such as "30 s".
panel-limit-tool-time = tiempo límite por herramienta: { $time }
panel-limit-stream-idle = inactividad máxima del stream: { $time }
# The label before the permission mode's menu; its options are the modes' names in the scenario files, kept as they are.
panel-permission-mode-label = modo de permisos
# The menu's accessible name.
panel-permission-mode = Modo de permisos
panel-rules-caption = reglas (cambia una para volver a ejecutar desde aquí)
# The menu of one tool's rule; its options (allow, ask, deny) are the words of the scenario files, kept as they are.
panel-rule-for = Regla para { $tool }
# A badge on a rule the user set or saved with Always allow.
panel-rule-saved = guardada
# A badge on a rule the permission mode decides.
panel-rule-by-mode =
    { $mode ->
        [acceptEdits] por el modo aceptar ediciones
        [plan] por el modo plan
        [bypassPermissions] por el modo omitir permisos
       *[default] por el modo predeterminado
    }

## The permission panel
panel-permission-none = nada pendiente
panel-permission-id = id
panel-permission-asked-by = solicitado por
panel-permission-call = llamada
panel-permission-input = entrada
panel-permission-replies = respuestas
# The three answers, as the question's buttons say them.
panel-permission-answers = una vez · siempre · denegar

## The scrubber's words for a step (read by screen readers), also the figure's title
# $part, $from, $to: the diagram's parts (runner, llm…); $label: the message.
stepper-step-inside = Paso { $k } de { $n } ({ $part }): { $label }
stepper-step-sends = Paso { $k } de { $n } (de { $from } a { $to }): { $label }

## The downloaded figure (an SVG of one step)
# $title: the scenario's title; $message: the step's message in words.
figure-title = Paso { $k } de { $n } de “{ $title }”: { $message }
# $panels: the names of the panels that changed, comma separated.
figure-desc-changed = Cambios en este paso: { $panels }.
figure-desc-link = Enlace: { $link }
figure-no-panel = Ningún panel cambió en este paso.
# A panel's heading in the figure: $panel is its name (panel-name).
figure-panel-changed = { $panel } · cambiado
figure-lane = subagente: { $name }
figure-lane-unknown = la sesión de un subagente
figure-context-total = { $tokens } tok · { $caption }
figure-context-figures = { $cached } en caché · { $written } escritos · { $uncached } sin caché
figure-context-window = ventana: { $tokens } tok
figure-session-status = estado: { $status }
figure-session-thread = hilo: { $messages }
figure-session-queued-runs = en cola: { $queued } · ejecuciones: { $runs }
figure-turn-carries = lleva: { $request }
figure-turn-events = eventos: { $n }
figure-permission-asked = { $id } solicitado por { $agent }
figure-permission-replies = respuestas: una vez · siempre · denegar

## The exported trace (JSON): how the run ended
export-ending =
    { $ending ->
        [idle] inactiva
        [waiting] esperando tu respuesta
       *[broken] con error: { $reason }
    }

# A permission mode's name, by its key.
mode-name =
    { $mode ->
        [acceptEdits] modo accept-edits (acepta ediciones)
        [plan] modo plan (solo planificar)
        [bypassPermissions] modo bypass-permissions (sin permisos)
       *[default] modo predeterminado
    }
# Why a request read from the prompt cache what it read: known exactly on a run of this harness.
cache-cause-first = La primera solicitud: la caché aún no tenía nada.
cache-cause-below-minimum = Menos de { $min } tokens: demasiado corta para guardarse en caché.
cache-cause-extends = Leyó todo lo que guardó la solicitud anterior; solo es nuevo lo añadido desde entonces.
cache-cause-shared-head = La primera solicitud de su sesión: leyó la parte que otra solicitud había guardado antes (el prompt de sistema, o las mismas instrucciones y herramientas).
cache-cause-new-prefix = La primera solicitud de su sesión: ninguna solicitud había enviado antes estas instrucciones y herramientas.
cache-cause-compacted = Una compactación reescribió el hilo: como mucho se podían leer las instrucciones y las herramientas.
cache-cause-earlier-below-minimum = La solicitud anterior era demasiado corta para guardarse, así que no había nada que leer.
cache-cause-out-of-reach = El prefijo de la solicitud anterior está guardado, pero más de { $lookback } bloques por detrás del punto de interrupción de esta solicitud: demasiado lejos para alcanzarlo.
# The same, inferred from a session log's figures and events.
cache-inferred-first = Inferido: es la primera solicitud del registro, así que la caché no tenía nada de ella (salvo que una sesión anterior guardara el mismo comienzo).
cache-inferred-sub-agent = Inferido: es la primera solicitud de un subagente; sus instrucciones eran nuevas para la caché.
cache-inferred-read = Inferido: leyó lo que guardaron las solicitudes anteriores.
cache-inferred-compaction = Inferido: una compactación reescribió el hilo antes de esta solicitud; no se leyeron { $missed } tokens que la solicitud anterior había guardado.
cache-inferred-model = Inferido: el modelo cambió ({ $from } → { $to }) y cada modelo tiene su propia caché; no se leyeron { $missed } tokens.
cache-inferred-expired = Inferido: pasaron { $minutes } minutos desde la solicitud anterior, más que los { $lifetime } minutos que dura la caché; no se leyeron { $missed } tokens.
cache-inferred-unexplained = Inferido: leyó { $missed } tokens menos de los que guardó la solicitud anterior, y el registro no dice por qué (un cambio de herramientas, de instrucciones o de modo lo explicaría).
cache-inferred-no-figures = El registro no tiene cifras de tokens para esta solicitud ni para la anterior, así que no se puede decir nada de su lectura de la caché.
# The short mark of a missed request on the per-request chart, and in the summary's sums.
cache-miss-mark =
    { $cause ->
        [first] primera solicitud
        [below-minimum] demasiado corta
        [new-prefix] agente nuevo
        [compaction] compactación
        [earlier-below-minimum] nada guardado
        [out-of-reach] fuera de alcance
        [sub-agent] inicio de subagente
        [model] cambio de modelo
        [expired] caché caducada
       *[unexplained] sin explicación
    }
cache-miss-line = { $n } × { $cause }: { $tokens } tokens no leídos de la caché
# How a request's figures were made, opened from the per-request chart.
arith-request = { $cached } leídos de la caché + { $uncached } no leídos de ella = { $total } tokens enviados
arith-written = De los no leídos, { $written } se escribieron en la caché para solicitudes posteriores.
arith-written-unknown = No se informa de lo escrito en la caché (OpenAI no da esa cifra).
arith-reported-log = Según el registro de { $source }.
arith-reported-server = Según el servidor.
arith-estimated = Estimado por esta página: unos 4 caracteres por token, y su propio modelo de la caché.
arith-part = { $tokens } { $kind }
arith-sum = { $parts } = { $total } tokens
