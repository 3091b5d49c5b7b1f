# What is wrong: a scenario file the page cannot load, a session log it cannot read (or reads
# only in part), a live model's server that fails to answer.
# Keep `llm`, tool names, field names, file paths, commands and code as they are. Variables
# ($name) are filled in by the page.

## A scenario file that cannot be loaded
# The page shows "<file>: <field>: <message>", e.g. "bad.json: agent.tools[0]: expected a tool
# described in tools, found "write_file"". Each message says what the field should hold and what
# the file holds instead. $found is the file's value as written in it, in double quotes.
# $problem is the JSON reader's own explanation (in English).
err-scenario-not-json = no es JSON válido ({ $problem })
err-scenario-bad-id = se esperaban letras minúsculas, dígitos y guiones; se encontró { $found }
err-scenario-empty-message = se esperaba el texto de un mensaje; se encontró una cadena vacía
# $tools lists the agent's tools, separated by commas.
err-scenario-not-agents-tool = se esperaba una de las herramientas del agente ({ $tools }); se encontró { $found }
# `cache.step`: how many tokens the prompt cache counts in.
err-scenario-cache-step = se esperaba al menos 1 token; se encontró 0
err-scenario-empty-name = se esperaba un nombre; se encontró una cadena vacía
# "tools" is the field that describes the tools.
err-scenario-undescribed-tool = se esperaba una herramienta descrita en tools; se encontró { $found }
err-scenario-tool-twice = { $found } ya es una de las herramientas del agente: inclúyela una sola vez
# $tool is the tool that loads the deferred tools (tool_search).
err-scenario-needs-search-tool = un agente con herramientas diferidas necesita la herramienta { $tool } para cargarlas: añádela
# "subagents" is a field of the file; $agents lists the agents it defines, separated by commas.
err-scenario-unknown-agent = se esperaba un agente definido en subagents ({ $agents }); se encontró { $found }
# As above, when the file defines no sub-agent.
err-scenario-unknown-agent-none = se esperaba un agente definido en subagents (no hay ninguno); se encontró { $found }
# "agents" is the field naming the agents an agent hands work to; $tools lists its tools.
err-scenario-needs-task-tool = se esperaba la herramienta task, ya que agents nombra agentes a los que pasar trabajo; se encontró { $tools }
err-scenario-no-task-agents = se esperaban los agentes que puede iniciar la herramienta task; no se encontró ninguno
err-scenario-no-replies = se esperaba al menos una respuesta guionizada; no se encontró ninguna
err-scenario-empty-tool = se esperaba un nombre de herramienta; se encontró una cadena vacía
err-scenario-call-id-twice = se esperaba un id que no tenga ninguna otra llamada de esta respuesta; se encontró { $found } de nuevo
# "pieces": the chunks a reply's text streams in.
err-scenario-chunks = se esperaban trozos que, unidos, formen el texto de la respuesta; se encontraron otros
err-scenario-breaks-and-stalls = se esperaba un stream que o bien se corte o bien se quede en silencio; se encontraron ambas cosas
err-scenario-empty-error = se esperaba un mensaje que diga qué falló; se encontró una cadena vacía
err-scenario-calls-in-broken-reply = no se esperaban llamadas a herramientas en una respuesta cuyo stream se corta; se encontraron algunas
err-scenario-empty-summary = se esperaba el texto de un resumen; se encontró una cadena vacía
# A task call's input: $agent is the calling agent's name, $agents the agents it may start.
err-scenario-task-no-agent = se esperaba el nombre de uno de los agentes de { $agent } ({ $agents }); no se encontró ninguno
err-scenario-task-unknown-agent = se esperaba uno de los agentes de { $agent } ({ $agents }); se encontró { $found }
err-scenario-task-no-prompt = se esperaba el prompt con el que empieza el subagente; no se encontró ninguno
err-scenario-agent-name-twice = se esperaba un nombre que no tenga ningún otro agente; se encontró { $found } de nuevo
# `maxDepth`: how deep sub-agents may nest.
err-scenario-max-depth-zero = se esperaba al menos 1; se encontró 0 (omite el campo si no quieres subagentes)
# $cycle: the agents handing work around, joined by arrows ("main → helper → main").
err-scenario-needs-max-depth = se esperaba un límite de profundidad, ya que los agentes se pasan trabajo en ciclo ({ $cycle }); no se encontró ninguno
err-scenario-max-turns-zero = se esperaba al menos 1 turno; se encontró 0
err-scenario-timeout-zero = se esperaba al menos 1 milisegundo; se encontró 0
# $head and $window are numbers of tokens, as digits; $window is the agent's context window.
err-scenario-context-window = se esperaban más de los { $head } tokens del prompt de sistema, las instrucciones y las herramientas; se encontró { $window }
err-scenario-skill-name-twice = { $found } ya es el nombre de otra skill
err-scenario-memory-path = se esperaba la ruta de un archivo, como CLAUDE.md o src/CLAUDE.md
err-scenario-memory-path-twice = { $found } ya es la ruta de otro archivo de memoria
# $tool is the tool that loads a skill (Skill).
err-scenario-needs-skill-tool = un agente con skills necesita la herramienta { $tool } para cargarlas: añádela
err-scenario-empty-hook-command = se esperaba el comando que ejecuta el hook; se encontró una cadena vacía
# $event is a hook event's name (Stop, SessionStart…); "tool" is the field to remove.
err-scenario-hook-once-tool = un hook { $event } se ejecuta una sola vez por ejecución, no por herramienta: quita tool
err-scenario-no-hook-answers = se esperaba al menos una respuesta
# $kinds lists the answers the event allows (pass, allow, deny…), joined by err-scenario-either.
err-scenario-hook-answers = un hook { $event } responde { $kinds }; se encontró { $found }
# Two answers' kinds as alternatives; $first may itself be such a pair ("pass or allow or deny").
err-scenario-either = { $first } o { $second }
# "recorded" is the field to remove.
err-scenario-hook-once-recorded = un hook { $event } se ejecuta una sola vez por ejecución, no por llamada: quita recorded
err-scenario-hook-cannot-answer = un hook { $event } no puede responder { $found }
# "Stop", "block" and "pass" are the file's own words for the event and the answers.
err-scenario-stop-hook-blocks = un hook Stop cuya última respuesta es block nunca deja terminar la ejecución: termina con pass
# $hook names the earlier hook as the file does, e.g. "hooks[0]".
err-scenario-hook-shadowed = { $hook } ya se ejecuta en cada { $event } en que se ejecutaría este: solo se ejecuta el primero

## A session log that cannot be read
# The log reader's explanations, each starting with the file's name or path ($file). $claude and
# $codex are where Claude Code keeps its transcripts and Codex CLI its rollouts, as paths.
err-log-no-files = no se indicó ningún archivo: suelta aquí una transcripción de Claude Code ({ $claude }), un rollout de Codex CLI ({ $codex }), un chat de Gemini CLI, una exportación de opencode, una transcripción de Antigravity CLI, un events.jsonl de Copilot CLI o un archivo de trazas de OpenTelemetry
err-log-empty = { $file }: el archivo está vacío. Suelta un registro de sesión que tenga líneas: una transcripción de Claude Code ({ $claude }), un rollout de Codex CLI ({ $codex }) o el registro de otro agente (el README indica dónde guarda cada uno los suyos)
err-log-binary = { $file }: no es un archivo de texto (contiene bytes NUL o no es UTF-8). Los registros de sesión son texto JSON: transcripciones de Claude Code ({ $claude }), rollouts de Codex CLI ({ $codex }) y los registros de los demás agentes que indica el README
err-log-compressed = { $file }: el archivo está comprimido con zstd: descomprímelo primero, p. ej. con `zstd -d { $file }`, y luego suelta el .jsonl que genera
# In the path, <date> and <thread id> stand for the parts that vary; thread.started is the name of a line's type.
err-log-codex-exec = { $file }: es la salida de `codex exec --json` (thread.started, item.completed…), un stream de eventos para scripts y no un registro de sesión. Abre en su lugar el rollout de la sesión: ~/.codex/sessions/YYYY/MM/DD/rollout-<fecha>-<id del hilo>.jsonl (el id del hilo está en la línea thread.started)
# $looks says what the file seems to be: one of the err-log-looks-… messages below.
err-log-unknown-format = { $file }: no es un registro de sesión de un formato conocido ({ $looks }). Formatos conocidos: transcripciones de Claude Code ({ $claude }), rollouts de Codex CLI ({ $codex }), chats de Gemini CLI, exportaciones de opencode, transcripciones de Antigravity CLI, eventos de Copilot CLI y trazas de OpenTelemetry (OTLP JSON)
err-log-only-metadata = { $file }: son los metadatos de un subagente, no una transcripción: suéltalo junto con los archivos .jsonl de la sesión
# $format is the log's format, one of the err-log-format-… messages below.
err-log-no-conversation = { $file }: un registro de { $format } sin ninguna conversación (solo títulos, instantáneas o ajustes). Suelta la transcripción de la sesión
# Followed by one line per file, each with its own explanation.
err-log-nothing-readable = no se pudo leer ninguno de los { $files } archivos:
# What a file of no known format seems to be, in err-log-unknown-format.
err-log-looks-prompt-history = es el historial de prompts de Claude Code (~/.claude/history.jsonl), no una transcripción de sesión
err-log-looks-empty-objects = sus líneas son objetos JSON vacíos
# $keys lists the keys of the file's first JSON line, separated by commas.
err-log-looks-keys = líneas JSON con las claves { $keys }
err-log-looks-document = un documento JSON de varias líneas, no un objeto JSON por línea
err-log-looks-not-json = sus primeras líneas no son JSON

## How the log reader names a log's format
# Shown when a log is opened ("Opened 3 files (…)") and as the imported run's description.
# isSidechain, agent-*.jsonl and <session>/subagents/ are the log's own names.
err-log-format-claude-1-0 = Claude Code 1.0 (subagentes en línea, marcados con isSidechain)
err-log-format-claude-2-0 = Claude Code 2.0 (subagentes en archivos agent-*.jsonl, todos al mismo nivel)
err-log-format-claude-2-1 = Claude Code 2.1 (subagentes en <session>/subagents/)
# $version is a Claude Code version newer than the reader knows, e.g. "2.4".
err-log-format-claude-newer = Claude Code { $version }, más reciente de lo que conoce este lector (leído como 2.1)
err-log-format-claude-unknown = Claude Code (versión no registrada)
err-log-format-claude-meta = Metadatos de subagente de Claude Code (.meta.json)
# "bare" and "envelope": the two ways Codex has written its rollouts' lines.
err-log-format-codex-both = Rollouts de Codex, en formato plano (antes de sept. de 2025) y con envoltorio
err-log-format-codex-bare = Rollout de Codex, formato plano (antes de sept. de 2025)
err-log-format-codex-envelope = Rollout de Codex, formato con envoltorio (desde sept. de 2025)

## What a log does not hold, said where the replay of it would show it
# These stand in for text the log lacks: the run's title, a tool's description, the system
# prompt, a message, a reply, a summary, a hook's reason or command.
# $tool is the agent's name (Claude Code, Codex).
err-log-session-title = Tu sesión de { $tool }
err-log-no-description = (Su descripción no está en el registro.)
err-log-no-instructions = (No está en el registro: este agente no escribe su prompt de sistema en su registro de sesión.)
err-log-no-message = (El registro no recoge ningún mensaje.)
err-log-went-on = (El arnés del registro siguió sin un mensaje nuevo.)
err-log-summary-encrypted = (El resumen está cifrado: solo el proveedor puede leerlo.)
err-log-summary-missing = (El registro no recoge el resumen.)
# The prompt a sub-agent started with.
err-log-no-prompt = (El registro no recoge ningún prompt.)
# Shown in place of a hook's command. Keep the round bracket "(" (ASCII) first: it tells the page
# this is no command.
err-log-no-command = (el registro no indica su comando)
err-log-no-reply = (El registro termina aquí: no recoge ninguna respuesta a este mensaje.)
err-log-no-reason = (el registro no recoge ningún motivo)
# A failed request the log records without its message: $status is its HTTP status code.
err-log-api-error = Error de la API { $status }
err-log-api-error-unknown = Error de la API
# In a tool's result, where a tool search loaded a tool's definition: $tool is the tool's name.
err-log-tool-schema = [el esquema de { $tool } se suma aquí a la solicitud; el registro no guarda su texto]
err-log-tool-schema-unnamed = [el esquema de una herramienta se suma aquí a la solicitud; el registro no guarda su texto]

## What the log's harness added to the requests on its own, as the replay labels it
# $label is one of the err-log-note-… messages below (or the log's own name for it), $text what
# the harness added.
err-log-note = { $label }: { $text }
err-log-note-skills-listed = skills listadas
err-log-note-skills-put-back = skills restauradas
err-log-note-tools-listed = herramientas listadas por nombre
err-log-note-memory-file = un archivo de memoria
err-log-note-agents-listed = agentes listados
err-log-note-mcp-instructions = instrucciones de los servidores MCP
err-log-note-todo-list = la lista de tareas
err-log-note-file-before-compaction = un archivo leído antes de la compactación
err-log-note-file = un archivo
err-log-note-note = una nota
err-log-note-environment = el entorno
err-log-note-agents-md = archivo de memoria AGENTS.md
err-log-note-policy = política de aprobación y de sandbox
err-log-note-skill = una skill
err-log-note-instructions = las instrucciones del arnés
err-log-note-command = un comando y su salida
err-log-note-notification = el aviso de una tarea en segundo plano

## A live model's server that fails to answer
# Shown where the run stops or retries. Most messages below come without their final full stop:
# err-sentence adds it. $snippet is the start of what the server sent, $status an HTTP status code,
# $model the model's name as the server gave it.
# Ends an error message: $text is the message without its final full stop.
err-sentence = { $text }.
err-live-ended-early = El stream terminó antes de que el modelo acabara su respuesta
err-live-html-stream = El servidor respondió con una página HTML en lugar de un stream de eventos; comprueba la URL base
err-live-unreadable-json = El servidor respondió con un JSON que no se pudo leer (`{ $snippet }`)
err-live-event-not-json = El servidor envió un evento que no es JSON (`{ $snippet }`)
err-live-http-404-model = No se encontró el modelo `{ $model }` (HTTP 404)
# $lead is one of the HTTP messages below; $detail the server's own explanation, in its words.
err-live-http-detail = { $lead }: { $detail }
err-live-http-html = { $lead }; envió una página HTML en lugar de un error JSON

## A server of the Chat Completions API (OpenAI, Ollama, vLLM…)
# $message is the server's own explanation, in its words.
err-openai-server-error = El servidor informó de un error: { $message }
err-openai-not-chunk = El servidor envió un evento que no es un fragmento de Chat Completions (`{ $snippet }`)
err-openai-http-401 = El servidor rechazó la clave de API (HTTP 401)
err-openai-http-403 = El servidor denegó el acceso con esta clave de API (HTTP 403)
err-openai-http-404 = No se encontró el modelo o la ruta del endpoint (HTTP 404); comprueba la URL base (suele terminar en /v1) y el nombre del modelo
err-openai-http-timeout = Se agotó el tiempo de espera del servidor (HTTP { $status })
err-openai-http-413 = La solicitud era demasiado grande para el servidor (HTTP 413)
err-openai-http-429 = El servidor está limitando la tasa de solicitudes (HTTP 429); espera y vuelve a intentarlo
err-openai-http-rejected = El servidor rechazó la solicitud (HTTP { $status })
err-openai-http-500 = El servidor tuvo un error interno (HTTP 500)
err-openai-http-unavailable = El servidor no está disponible o está sobrecargado (HTTP { $status }); vuelve a intentarlo más tarde
err-openai-http-failed = El servidor falló (HTTP { $status })
err-openai-http-other = El servidor respondió con HTTP { $status }
# The request got no answer at all. $url is the address asked, $origin this page's origin; the
# message is whole, with its full stops.
err-openai-unreachable = No se pudo acceder a { $url }. ¿Está en marcha el servidor y permite solicitudes desde esta página ({ $origin })? Para Ollama, inícialo con OLLAMA_ORIGINS={ $origin }; un endpoint alojado necesita su URL base, que suele terminar en /v1.

## Anthropic's Messages API
err-anthropic-not-event = El servidor envió un evento que no es un evento de la Messages API (`{ $snippet }`)
err-anthropic-json-document = El servidor respondió con un único documento JSON en lugar de un stream de eventos
# $text is the API's own explanation, $kind its type of error (overloaded_error…).
err-anthropic-api-error = La API informó de un error: { $text }
err-anthropic-api-error-kind = La API informó de un error: { $text } ({ $kind })
err-anthropic-http-400 = La API rechazó la solicitud (HTTP 400)
err-anthropic-http-401 = La API rechazó la clave de API (HTTP 401); comprueba la clave
err-anthropic-http-402 = La cuenta tiene un problema de facturación (HTTP 402)
err-anthropic-http-403 = La clave de API no tiene permiso para usar este modelo o recurso (HTTP 403)
err-anthropic-http-404 = No se encontró el modelo o la ruta del endpoint (HTTP 404); comprueba la URL base (como https://api.anthropic.com/v1) y el nombre del modelo
err-anthropic-http-timeout = Se agotó el tiempo de espera de la API (HTTP { $status }); vuelve a intentarlo
err-anthropic-http-413 = La solicitud es más grande de lo que acepta la API (HTTP 413)
err-anthropic-http-429 = La API está limitando la tasa de solicitudes de esta clave (HTTP 429); espera y vuelve a intentarlo
err-anthropic-http-500 = La API tuvo un error interno (HTTP 500); vuelve a intentarlo
err-anthropic-http-529 = La API está sobrecargada (HTTP 529); vuelve a intentarlo en un momento
err-anthropic-http-failed = La API falló (HTTP { $status }); vuelve a intentarlo
err-anthropic-http-other = La API respondió con HTTP { $status }
# "refusal" is the API's stop reason; $why the model's explanation, in its words.
err-anthropic-refusal = El modelo se negó a responder (motivo de parada: refusal)
err-anthropic-refusal-why = El modelo se negó a responder (motivo de parada: refusal): { $why }
# As err-openai-unreachable, for Anthropic's API.
err-anthropic-unreachable = No se pudo acceder a { $url }. Comprueba la URL base (https://api.anthropic.com/v1 para la API de Anthropic) y la red; un proxy intermedio debe permitir solicitudes desde esta página ({ $origin }).
