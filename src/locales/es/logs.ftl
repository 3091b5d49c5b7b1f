# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

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

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
