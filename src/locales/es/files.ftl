# Opening and saving: session logs, scenario files, hosted files, the live model, sharing, the keyboard help.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Opening a session log (the log reader)
# Beside the progress bar while a log is read; $percent is a whole number.
files-reading = Leyendo tu registro… { $percent } %
files-open-log = Abrir registro de sesión
files-open-folder = Abrir una carpeta de registros
# $why is one of the two messages below.
files-reader-not-loaded = No se pudo cargar el lector de registros: { $why }. Comprueba la conexión y vuelve a intentarlo; el resto de la página funciona igual que antes.
files-reader-not-started = el navegador no quiso iniciarlo
files-reader-files-not-loaded = no se pudieron cargar sus archivos
# $name is the file's name or path.
files-file-unreadable = No se pudo leer { $name }: el navegador se negó a abrirlo. No se ha cargado nada.
# $problem is the log reader's own explanation.
files-log-not-opened = No se abrió ese registro: { $problem }
files-reader-stopped = El lector de registros se detuvo durante la lectura. No se ha cargado nada.
# $format is the log's format as the reader names it, e.g. "Claude Code 2.1 (sub-agents in <session>/subagents/)".
files-log-opened =
    { $files ->
        [one] Se abrió { $files } archivo ({ $format }). Se queda en esta página: una ejecución importada no tiene enlace para compartir.
       *[other] Se abrieron { $files } archivos ({ $format }). Se quedan en esta página: una ejecución importada no tiene enlace para compartir.
    }

## "Imported session": the summary of an opened log
files-imported-session = Sesión importada
files-imported-read-here = Leída solo en esta página: nada de ella ha salido de la página ni se ha guardado, y una ejecución importada no tiene enlace para compartir.
# $sessions lists the other sessions, separated by semicolons.
files-imported-other-sessions = Los archivos contienen también otras ejecuciones; vuelve a abrirlos para elegir otra: { $sessions }
files-imported-files-read = Archivos leídos
files-imported-not-in-log = No está en el registro, así que no se muestra
# The figures' labels, in lower case.
files-figure-tool = herramienta y versión
files-figure-models = modelos
files-figure-started = inicio
files-figure-requests = solicitudes al llm
files-figure-input-uncached = tokens de entrada, sin caché
files-figure-cache-read = leídos de la caché
files-figure-cache-write = escritos en la caché
files-figure-input-total = tokens de entrada, total enviado
files-figure-output = tokens de salida
files-figure-cache-misses = fallos de caché (inferidos)
files-figure-cost = coste a precios de lista
files-figure-compactions = compactaciones
files-figure-sub-agents = subagentes
files-figure-tool-calls = llamadas a herramientas
files-figure-lines-skipped = líneas omitidas
files-figure-requests-without-usage = solicitudes sin cifras de tokens
# A figure's value when the log has none.
files-not-recorded = no registrado
files-cache-write-not-recorded = no registrado (esta herramienta no lo indica)
# $when is a date and time in UTC ("2026-03-01 09:00 UTC"), $duration how long the run took ("4 min 12 s").
files-started-for = { $when }, durante { $duration }
files-cache-misses = { $n ->
        [one] { $n } solicitud, { $tokens } tokens no leídos de la caché
       *[other] { $n } solicitudes, { $tokens } tokens no leídos de la caché
    }
files-output-at-least = { $n } (como mínimo: el registro no tiene los recuentos finales de algunas respuestas)
files-lines-skipped-of = { $skipped } de { $read }
# One line per file: $name is the file's name, $read how it was read (the messages below).
files-file-line = { $name }: { $read }
# How each figure of the summary was made, opened from the figure.
files-how-reported-by-log = Lo indica el registro de { $tool }, solicitud por solicitud, y aquí se suma.
files-how-requests-claude = Cada respuesta que recoge el registro, contada una sola vez por su id de mensaje (una respuesta escrita en varias líneas es una sola solicitud).
files-how-requests-codex = Cada tramo de salida del modelo que recoge el registro (razonamiento, texto, llamadas a herramientas sin ninguna entrada entre medias), con el token_usage_record o el token_count creciente que le sigue; también cuenta un tramo que nunca lo recibió (porque su turno se detuvo o falló antes), así que esta cifra puede superar las filas token_count del propio registro.
files-how-requests-split = { $with } con cifras de tokens + { $without } sin ellas = { $total }
files-how-no-usage = Sin cifras de tokens, según indican los eventos posteriores: { $causes }.
files-no-usage =
    { $cause ->
        [interrupted] { $n } por una interrupción del usuario antes de que se escribiera su recuento
        [failed] { $n } por un error de la API
        [compacted] { $n } por una compactación antes de su recuento
        [log-ended] { $n } al final del registro, con la ejecución aún en marcha o el archivo cortado
        [none-recorded] { $n } en un registro que no guarda cifras de tokens
       *[unknown] { $n } sin recuento y sin motivo indicado
    }
files-how-uncached-claude = La suma de los input_tokens de cada solicitud: la parte que ni se leyó de la caché ni se escribió en ella. La API de Anthropic y ccusage la llaman "input".
files-how-uncached-codex = { $total } input_tokens − { $read } cached_input_tokens = { $uncached }: Codex cuenta la parte en caché dentro de su entrada, así que la parte sin caché es la diferencia.
files-how-read-claude = La suma de los cache_read_input_tokens de cada solicitud.
files-how-read-codex = La suma de los cached_input_tokens de cada solicitud: forman parte de los input_tokens de Codex, no se suman a ellos.
files-how-write-claude = La suma de los cache_creation_input_tokens de cada solicitud, según el registro.
files-how-write-codex = La caché de OpenAI guarda los prefijos por su cuenta y no informa de ninguna cifra de escritura, así que no se muestra ninguna: no es 0, sino desconocida.
files-how-total-claude = { $uncached } sin caché + { $read } leídos de la caché + { $written } escritos en ella = { $total } tokens enviados.
files-how-total-codex = { $uncached } sin caché + { $read } leídos de la caché = { $total } tokens enviados: los propios input_tokens de Codex.
files-how-total-compare = Otras herramientas pueden llamar "input" a cualquiera de las dos cifras: compara la parte sin caché con el Input de ccusage, y este total con lo que llevaban las solicitudes.
files-how-output-claude = La suma de los output_tokens de cada solicitud.
files-how-output-codex = La suma de los output_tokens de cada solicitud, razonamiento incluido.
files-how-unread-writes = La siguiente solicitud de su sesión no leyó { $tokens } tokens escritos en la caché.
files-how-misses-inferred = Inferido: una solicitud que leyó al menos 1024 tokens menos de los que guardó la anterior tuvo un fallo de caché; los eventos del registro (una compactación, un cambio de modelo, una pausa más larga que lo que dura la caché —cinco minutos, o una hora si el registro recoge escrituras de una hora—, el inicio de un subagente) explican el porqué cuando pueden.
files-lines-read =
    { $n ->
        [one] { $n } línea leída
       *[other] { $n } líneas leídas
    }
# $reasons lists why, each made by one of the files-skip-… messages, separated by commas.
files-lines-read-skipped =
    { $n ->
        [one] { $n } línea leída, { $skipped } omitidas: { $reasons }
       *[other] { $n } líneas leídas, { $skipped } omitidas: { $reasons }
    }
# Why $n lines of a log were skipped.
files-skip-not-json =
    { $n ->
        [one] { $n } no era JSON
       *[other] { $n } no eran JSON
    }
files-skip-not-text =
    { $n ->
        [one] { $n } no era texto
       *[other] { $n } no eran texto
    }
files-skip-cut-off =
    { $n ->
        [one] { $n } cortada al final del archivo
       *[other] { $n } cortadas al final del archivo
    }
files-skip-unknown-kind = { $n } de un tipo desconocido
files-skip-newer-version = { $n } de un tipo de una versión más reciente
files-skip-duplicate =
    { $n ->
        [one] { $n } duplicada
       *[other] { $n } duplicadas
    }
files-skip-replayed-history =
    { $n ->
        [one] { $n } repetía el historial de la sesión padre
       *[other] { $n } repetían el historial de la sesión padre
    }
files-skip-warmup = { $n } de un subagente de calentamiento
files-skip-bookkeeping = { $n } de control interno de la app
files-skip-shown-to-you-only =
    { $n ->
        [one] { $n } solo se te mostró a ti, nunca se envió al modelo
       *[other] { $n } solo se te mostraron a ti, nunca se enviaron al modelo
    }
files-skip-hook-not-run = { $n } de hooks en momentos que la página no ejecuta (PreCompact, SessionEnd…) o dentro de subagentes
files-skip-undone =
    { $n ->
        [one] { $n } deshecha por un retroceso (rewind) posterior
       *[other] { $n } deshechas por un retroceso (rewind) posterior
    }
# Another session in the files: $name is its title or id, $when when it started (or files-no-date).
files-other-session = { $name } ({ $when })
files-no-date = sin fecha
# What a Claude Code log does not record.
files-claude-no-system-prompt = el prompt de sistema y los esquemas de herramientas
files-claude-no-permissions = las preguntas de permiso y sus respuestas, salvo un rechazo: las demás llamadas aparecen como permitidas, pero no consta cómo
files-claude-no-stream = los pequeños eventos del stream: cada bloque de la respuesta llega entero
files-claude-no-thinking = el texto del razonamiento (thinking), del que el registro solo guarda una firma
# What a Codex log does not record.
files-codex-no-schemas = los esquemas de herramientas
files-codex-no-approvals = las preguntas de aprobación y sus respuestas, salvo un rechazo: las demás llamadas aparecen como permitidas, pero no consta cómo
files-codex-no-stream = los pequeños eventos del stream, y los tokens escritos en la caché
files-codex-no-reasoning = el razonamiento, salvo su resumen

## The page's notices
# $model is the model's name as typed in the Live model dialog.
files-live-on = En vivo: escribe un mensaje abajo para enviárselo a { $model }.
files-live-still-running = La ejecución en vivo sigue en marcha: espera su respuesta o pulsa Detener.
# $name is the file's name, or a hosted file's address.
files-loaded = Se cargó { $name }.
# $problem says what is wrong with the file, in the scenario reader's words.
files-file-not-loaded = No se cargó ese archivo: { $problem }
# The permission mode was switched during a live run; $mode is the mode's name in the settings.
files-live-mode-next =
    { $mode ->
        [acceptEdits] Modo aceptar ediciones: una ejecución en vivo no se puede repetir, así que el modo se aplica a partir de tu siguiente mensaje.
        [plan] Modo plan: una ejecución en vivo no se puede repetir, así que el modo se aplica a partir de tu siguiente mensaje.
        [bypassPermissions] Modo omitir permisos: una ejecución en vivo no se puede repetir, así que el modo se aplica a partir de tu siguiente mensaje.
       *[default] Modo predeterminado: una ejecución en vivo no se puede repetir, así que el modo se aplica a partir de tu siguiente mensaje.
    }
# A tool's rule was set during a live run; $tool is the tool's name, $decision the rule.
files-live-rule-next =
    { $decision ->
        [allow] { $tool } → allow: una ejecución en vivo no se puede repetir, así que esta regla se aplica a partir de tu siguiente mensaje.
        [ask] { $tool } → ask: una ejecución en vivo no se puede repetir, así que esta regla se aplica a partir de tu siguiente mensaje.
       *[deny] { $tool } → deny: una ejecución en vivo no se puede repetir, así que esta regla se aplica a partir de tu siguiente mensaje.
    }
# $problem says what is wrong with the link.
files-link-not-opened = No se pudo abrir este enlace: { $problem }. Se muestra el principio en su lugar.
files-link-past-end =
    { $steps ->
        [one] El enlace pide el paso { $step }, pero esta ejecución tiene { $steps } paso; se muestra el último.
       *[other] El enlace pide el paso { $step }, pero esta ejecución tiene { $steps } pasos; se muestra el último.
    }

## Sharing and saving: the buttons under the diagram and their notices
files-copy-link = Copiar enlace a este paso
files-copy-embed = Copiar código para insertar
files-export-trace = Exportar traza (JSON)
files-download-figure = Descargar figura
files-download-png = Descargar figura como PNG
files-save-scenario = Guardar como escenario
files-load-scenario = Cargar archivo de escenario
files-keep-text = Conservar el texto (si no, cada texto se sustituye por su longitud y un hash)
# Why Copy link and Copy embed code are off.
files-no-link-imported = Una ejecución importada no se puede compartir con un enlace: se queda en esta página
files-no-link = Solo los escenarios incluidos y los archivos alojados tienen enlace
files-link-copied = Enlace a este paso copiado.
files-embed-copied = Código para insertar copiado.
# When the browser does not allow copying, the text is shown instead: $text is the address.
files-link-not-copied = Aquí no se permite copiar; el enlace a este paso es: { $text }
# $text is the HTML code of the frame.
files-embed-not-copied = Aquí no se permite copiar; el código para insertar es: { $text }
# $problem is the error, as the program gives it.
files-trace-not-exported = No se pudo exportar la traza: { $problem }
files-session-not-saved = No se pudo guardar la sesión: { $problem }
files-file-not-text = No se cargó ese archivo: { $name } no se pudo leer como texto.
# "Download figure" is the button files-download-figure.
files-png-failed = El navegador no pudo dibujar la figura como PNG; Descargar figura la guarda como SVG.

## The Live model dialog
files-live-model = Modelo en vivo
files-live-intro = Ejecuta el mismo arnés con un modelo real: un endpoint de Chat Completions compatible con OpenAI (OpenAI, OpenRouter o un servidor local como Ollama en http://localhost:11434/v1, iniciado con OLLAMA_ORIGINS igual a la dirección de esta página), o la Messages API de Anthropic.
files-live-protocol = Protocolo
files-live-endpoint = Endpoint
# The label of the field for the model's name.
files-live-model-name = Modelo
files-live-key = Clave de API
# Shown inside the empty API key field.
files-live-key-optional = opcional con un servidor local
files-live-key-note = La clave se queda en la memoria de esta página y va desde tu navegador directamente a este endpoint; nunca se guarda, ni se registra, ni se pone en un enlace.
files-live-idle = Tiempo máximo de inactividad (segundos)
files-live-idle-note = Un stream que no envía nada durante este tiempo se abandona y se vuelve a intentar, como si se hubiera cortado.
files-live-use = Usar este modelo
files-live-cancel = Cancelar

## The Keyboard shortcuts dialog
files-keyboard-shortcuts = Atajos de teclado
files-keys-where = Las teclas funcionan siempre que el foco no esté en un campo de texto.
# The keys' names, as printed on a keyboard.
files-key-space = Espacio
files-key-page-up-down = Re Pág / Av Pág
files-key-home = Inicio
files-key-end = Fin
files-key-escape = Esc
# What each key does.
files-key-play = Reproducir o pausar
# "Step by" is the stepper's control of that name.
files-key-step = Paso atrás / adelante (por evento, solicitud al llm o prompt, según Avanzar por)
files-key-chapter = Capítulo anterior / siguiente: un prompt, un subagente, una compactación, un problema
files-key-first = Primer paso
files-key-last = Último paso
files-key-stop = Detener la ejecución mientras está en marcha
files-key-help = Mostrar estas teclas
files-key-predict = Responder la pregunta del modo Predecir
files-close = Cerrar

## The embed API: why a command from the page that embeds this one was refused
# $kind is what the command looked for (the API's own word); $step a step number.
files-embed-none-after =
    { $kind ->
        [question] no hay ninguna pregunta después del paso { $step }
        [tool] no hay ninguna herramienta después del paso { $step }
       *[compaction] no hay ninguna compactación después del paso { $step }
    }
files-embed-no-question = no hay ninguna pregunta que responder en el paso { $step }

## Save as scenario of an imported log, with its text hidden
# The title of the file saved.
files-redacted-title = Una sesión anonimizada
# Stands in the file for each hidden text: its length in characters and a short hash ($hash, six hex digits) that tells equal texts apart.
files-redacted-text = [{ $n } caracteres · { $hash }]

# The two groups of buttons under the diagram (summaries of a disclosure).
files-group-share = Compartir y exportar
files-group-open = Abrir tu propia ejecución

# The live-model dialog's checks of what the reader typed ($example: a sample value; $given:
# what was typed, shown as is).
live-choose-protocol = Elige un protocolo.
live-bad-endpoint = El endpoint debe ser una dirección web que empiece por http:// o https://, como { $example }; se escribió "{ $given }".
live-name-model = Indica el nombre del modelo, como { $example }.
live-bad-idle-timeout = El tiempo máximo de inactividad es un número de segundos entre 0,1 y 3600, como 60; se escribió "{ $given }".
# Shown under the API key field for Anthropic's protocol.
live-key-in-page = La API de Anthropic solo responde a una página web cuando la solicitud incluye anthropic-dangerous-direct-browser-access: true. El nombre es una advertencia: la clave de API queda entonces en la página, y cualquier script que se ejecute en ella podría leer la clave y gastar con ella. Esta página guarda la clave solo en memoria, nunca la almacena y solo la envía al endpoint que indicaste. Usa una clave que puedas revocar, con un límite de gasto.

# What is wrong with a link (shown in a notice; the quoted values are the link's own).
link-bad-reply = la respuesta { $reply } del enlace no es once, always ni decline
link-reply-no-client = la respuesta { $reply } del enlace no indica ningún cliente
link-not-text = el parámetro { $key } del enlace no es un texto válido
link-src-not-address = el src del enlace no es una dirección
link-bad-step = el paso { $step } del enlace no es un número de paso
link-bad-stop = el stop { $stop } del enlace no es un número de paso
link-bad-rule = la regla { $rule } del enlace no tiene la forma herramienta:decisión
link-rules-not-text = las reglas del enlace no son un texto válido
link-bad-decision = la decisión { $decision } de la regla del enlace no es allow, ask ni deny
link-bad-mode = el modo { $mode } del enlace no es default, acceptEdits, plan ni bypassPermissions
# A scenario file named by ?src= (an address).
hosted-loading = Cargando el escenario de { $url }…
hosted-unreachable = no se pudo acceder a la dirección (falló la red, o su servidor no permite que otros sitios la lean: CORS)
hosted-status = su servidor respondió { $status }
hosted-not-text = su respuesta no se pudo leer como texto
hosted-not-loaded = No se cargó el escenario de { $url }: { $why }. Se muestra el principio en su lugar.
# What an imported run cost at its models' list prices.
cost-usd = { $amount } US$
cost-no-model = ningún modelo registrado
cost-parts = { $uncached } de entrada sin caché + { $read } de lecturas de la caché + { $written } de escrituras en la caché (5 minutos) + { $written_hour } de escrituras en la caché (1 hora) + { $output } de salida = { $total }
cost-saved = Los mismos tokens sin caché habrían costado { $without }: la caché ahorró { $saved }.
cost-cost-more = Los mismos tokens sin caché habrían costado { $without }: la caché costó { $more } más (sus escrituras costaron más de lo que ahorraron sus lecturas).
cost-miss = Los fallos por la causa "{ $cause }" costaron { $extra } más de lo que habría costado leer esos tokens de la caché.
cost-unpriced =
    { $n ->
        [one] No hay precio conocido para { $model } (1 solicitud): queda fuera de la suma.
       *[other] No hay precio conocido para { $model } ({ $n } solicitudes): quedan fuera de la suma.
    }
cost-source = Precios de lista de { $source }, consultados el { $date }; lo que hayas pagado puede ser distinto (una suscripción, descuentos, tarifas por lotes o regionales).
cost-unknown = desconocido: no hay precio conocido para sus modelos
cost-at-least = al menos { $amount }
cost-loading = cargando la tabla de precios…
cost-no-table = desconocido: no se pudo cargar la tabla de precios ({ $why })
cost-request = Coste: { $amount } al precio de lista de { $model } del { $date }.
cost-request-unpriced = No hay precio conocido para { $model }.
cost-request-no-model = Esta solicitud no tiene ningún modelo registrado, así que no tiene precio (un llm guionizado no es un modelo real).
cost-decimal = { $whole },{ $fraction }
