# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

log-format-opencode = exportación de opencode (JSON, una sesión por archivo)
log-format-opencode-file = exportación de opencode {$version}
log-opencode-parent-missing = su sesión padre {$parent} no está en los archivos leídos

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
