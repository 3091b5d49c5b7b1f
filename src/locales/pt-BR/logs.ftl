# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Transcrição do Antigravity CLI, JSON Lines (um passo por linha; sem contagem de tokens)
log-antigravity-parent-unknown = o passo que iniciou este subagente não está nos arquivos lidos

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = events.jsonl do Copilot CLI (tokens de saída por chamada; tokens de entrada e de cache por modelo para a sessão inteira, de session.shutdown)
log-copilot-parent-unknown = a chamada que iniciou o subagente { $agent } não está nos arquivos lidos
log-copilot-compaction-failed = a compactação falhou (nenhum motivo registrado)

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
