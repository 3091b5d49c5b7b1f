# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Chat do Gemini CLI, JSON Lines (vale o último registro de cada mensagem)
log-format-gemini-json = Chat do Gemini CLI, um único documento JSON (antes da 0.39)
log-format-gemini-both = Chats do Gemini CLI, documentos JSON e JSON Lines
log-gemini-no-call = a sessão pai foi lida, mas nenhuma chamada dela a nomeia (`agentId`)
log-gemini-parent-missing = a sessão pai { $parent } não está nos arquivos lidos
log-gemini-parent-unknown = o log não diz qual sessão a iniciou
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
