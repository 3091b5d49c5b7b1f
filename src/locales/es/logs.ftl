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

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
