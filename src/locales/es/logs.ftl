# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Chat de Gemini CLI, JSON Lines (gana el último registro de cada mensaje)
log-format-gemini-json = Chat de Gemini CLI, un único documento JSON (antes de 0.39)
log-format-gemini-both = Chats de Gemini CLI, documentos JSON y JSON Lines
log-gemini-no-call = su sesión padre se ha leído, pero ninguna llamada de ella la nombra (`agentId`)
log-gemini-parent-missing = su sesión padre { $parent } no está en los archivos leídos
log-gemini-parent-unknown = el log no dice qué sesión la inició
# (end of Gemini CLI)

## opencode

log-format-opencode = exportación de opencode (JSON, una sesión por archivo)
log-format-opencode-file = exportación de opencode {$version}
log-opencode-parent-missing = su sesión padre {$parent} no está en los archivos leídos

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Transcripción de Antigravity CLI, JSON Lines (un paso por línea; sin recuentos de tokens)
log-antigravity-parent-unknown = el paso que inició este subagente no está en los archivos leídos

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = events.jsonl de Copilot CLI (tokens de salida por llamada; tokens de entrada y de caché por modelo para toda la sesión, de session.shutdown)
log-copilot-parent-unknown = la llamada que inició el subagente { $agent } no está en los archivos leídos
log-copilot-compaction-failed = la compactación falló (sin motivo registrado)

# (end of GitHub Copilot CLI)

## OpenTelemetry

log-format-otlp = Trazas de OpenTelemetry (JSON OTLP: spans unidos en un árbol por traza, tokens sumados solo sobre los spans de llamadas al modelo)
log-format-otlp-file-genai = Trazas de OpenTelemetry, convenciones semánticas GenAI (JSON OTLP)
log-format-otlp-file-claude = Trazas de Claude Code (spans beta, JSON OTLP)
log-format-otlp-file-events = Eventos de Claude Code (logs OTLP en JSON)
log-format-otlp-file-other = JSON OTLP sin spans de GenAI ni de Claude Code
log-otlp-text-not-recorded = (texto no registrado)
log-otlp-call-failed = La llamada al modelo falló; la traza no registra ningún mensaje.

# (end of OpenTelemetry)

## Runs in a folder: the picker

# One run of a folder, in the list to pick from: "Gemini CLI 0.21.0 · fix the tests · 2026-03-01 09:00 UTC · 14 llm requests, 2 sub-agents". $tool is the tool's name and version, $name the run's title or the start of its first prompt, $when a date.
logs-run-choice = { $tool } · { $name } · { $when } · { $requests ->
        [one] 1 solicitud al llm
       *[other] { $requests } solicitudes al llm
    }{ $agents ->
        [0] {""}
        [one] , 1 subagente
       *[other] , { $agents } subagentes
    }
# A run with neither a title nor a prompt.
logs-run-unnamed = (sin título ni prompt)
# The picker's heading, when a folder (or several files) hold several runs.
logs-choose-heading = Estos archivos contienen { $runs } ejecuciones. Elige una para recorrerla paso a paso:
logs-choose-note = Primero las más recientes, de todas las herramientas encontradas. Se leyeron aquí; nada ha salido de la página.

# (end of the picker)

## What the summary says of these formats' figures

# How a figure was made: the sum of one field of the log, named as the log names it ($field, e.g. "tokens.cache.read").
logs-how-sum = La suma del campo { $field } de cada solicitud.
# As files-how-uncached-codex, for another tool whose input figure holds the cached part. $input and $cached are the log's field names.
logs-how-uncached-inside = { $total } { $input } − { $read } { $cached } = { $uncached }: { $tool } cuenta la parte en caché dentro de su entrada, así que la parte sin caché es la diferencia.
# The same, for a tool whose input figure holds the cache writes too. $writes is the log's field name for them.
logs-how-uncached-inside-writes = { $total } { $input } − { $read } { $cached } − { $written } { $writes } = { $uncached }: { $tool } cuenta lo leído de la caché y lo escrito en ella dentro de su entrada, así que la parte sin caché es la diferencia.
# A tool that reports no cache writes.
logs-how-write-unknown = { $tool } no informa de ninguna cifra de escritura en la caché, así que no se muestra ninguna: no es 0, sino desconocida.
logs-how-total-no-writes = { $uncached } sin caché + { $read } leídos de la caché = { $total } tokens enviados.
# A log with no token figures at all.
logs-how-no-tokens = El registro de { $tool } no recoge ninguna cifra de tokens, así que no se muestra ninguna: no es 0, sino desconocida.
logs-how-requests-gemini = Cada respuesta del modelo (mensaje "gemini"), contada una sola vez: un mensaje que se reescribió al cambiar se lee en su última versión.
logs-how-requests-opencode = Cada paso de un mensaje del asistente (step-start … step-finish), con los tokens que indica su step-finish.
logs-how-requests-antigravity = Cada paso PLANNER_RESPONSE de la transcripción.
logs-how-requests-copilot = Cada turno del asistente (assistant.turn_start … assistant.turn_end).
logs-how-requests-otel = Cada span de inferencia (chat, generate_content, text_completion, o claude_code.llm_request de Claude Code).
logs-gemini-no-system-prompt = el prompt de sistema y los esquemas de herramientas
logs-gemini-no-approvals = las preguntas de aprobación y sus respuestas: una llamada que rechazaste aparece como cancelada, pero no consta cómo
logs-gemini-no-retries = lo que ocurrió entre los reintentos de una solicitud
logs-opencode-no-system-prompt = el prompt de sistema (salvo que la sesión lo sustituya) y los esquemas de herramientas
logs-opencode-no-permissions = las preguntas de permiso: un rechazo aparece como una llamada fallida con sus palabras, y una respuesta "always" se guarda como una regla aparte de la sesión
logs-opencode-no-stream = los pequeños eventos del stream: cada parte llega entera
logs-antigravity-no-tokens = ninguna cifra de tokens: no se conoce el tamaño, la caché ni la salida de ninguna solicitud
logs-antigravity-no-system-prompt = el prompt de sistema y los esquemas de herramientas
logs-antigravity-no-permissions = las preguntas de permiso y sus respuestas
logs-copilot-no-per-call-input = las cifras de entrada y de caché de cada solicitud: Copilot CLI solo escribe sus tokens de salida por solicitud, y la entrada, la caché y la salida de toda la sesión, por modelo, cuando la sesión termina
logs-copilot-no-schemas = los esquemas de herramientas
logs-copilot-no-stream = los pequeños eventos del stream y los eventos de uso por solicitud, que Copilot CLI no escribe en disco
logs-otel-no-content = el texto de los mensajes, salvo que el agente se configurara para registrarlo (OpenTelemetry lo omite por defecto): la ejecución avanza según su estructura y sus cifras
logs-otel-no-system-prompt = el prompt de sistema y los esquemas de herramientas, salvo que se registren como contenido
logs-otel-no-permissions = las preguntas de permiso, salvo las decisiones sobre herramientas de Claude Code

# Copilot CLI reports input and cache tokens only for a whole session, per model, when it ends.
logs-how-per-session = Lo indica el registro de { $tool } para cada sesión completa, por modelo, cuando terminó (modelMetrics de session.shutdown), no solicitud por solicitud: aquí se suma.
logs-how-output-only =
    { $n ->
        [one] { $n } de las solicitudes sin cifras de tokens indica solo sus tokens de salida ({ $tool } solo escribe esos por solicitud).
       *[other] { $n } de las solicitudes sin cifras de tokens indican solo sus tokens de salida ({ $tool } solo escribe esos por solicitud).
    }
# A trace file's report counts spans and log records, not lines. $unit is one of: spans, log-records, spans-and-log-records.
logs-records-read = { $unit ->
        [spans] { $n ->
            [one] { $n } span leído
           *[other] { $n } spans leídos
        }
        [log-records] { $n ->
            [one] { $n } registro de log leído
           *[other] { $n } registros de log leídos
        }
       *[other] { $n } spans y registros de log leídos
    }
logs-records-read-skipped = { $unit ->
        [spans] { $n ->
            [one] { $n } span leído, { $skipped } omitidos: { $reasons }
           *[other] { $n } spans leídos, { $skipped } omitidos: { $reasons }
        }
        [log-records] { $n ->
            [one] { $n } registro de log leído, { $skipped } omitidos: { $reasons }
           *[other] { $n } registros de log leídos, { $skipped } omitidos: { $reasons }
        }
       *[other] { $n } spans y registros de log leídos, { $skipped } omitidos: { $reasons }
    }
# The summary's "lines skipped" figure when a trace file counts spans or log records.
logs-records-skipped-of = { $skipped } de { $read } (líneas, spans o registros de log)

# (end of the summary's words)
