# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

log-format-opencode = exportação do opencode (JSON, uma sessão por arquivo)
log-format-opencode-file = exportação do opencode {$version}
log-opencode-parent-missing = a sessão pai {$parent} não está nos arquivos lidos

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
