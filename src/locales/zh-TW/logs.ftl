# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

log-format-opencode = opencode 匯出（JSON，每個檔案一個工作階段）
log-format-opencode-file = opencode {$version} 匯出
log-opencode-parent-missing = 其父工作階段 {$parent} 不在已讀取的檔案中

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
