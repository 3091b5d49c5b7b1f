# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

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

# (end of the picker)
