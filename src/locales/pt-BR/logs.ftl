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

log-format-otlp = Traces do OpenTelemetry (JSON OTLP: spans unidos em uma árvore por trace, tokens somados apenas nos spans de chamadas ao modelo)
log-format-otlp-file-genai = Traces do OpenTelemetry, convenções semânticas GenAI (JSON OTLP)
log-format-otlp-file-claude = Traces do Claude Code (spans beta, JSON OTLP)
log-format-otlp-file-events = Eventos do Claude Code (logs OTLP em JSON)
log-format-otlp-file-other = JSON OTLP sem spans de GenAI nem do Claude Code
log-otlp-text-not-recorded = (texto não registrado)
log-otlp-call-failed = A chamada ao modelo falhou; o trace não registra nenhuma mensagem.

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
