# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

log-format-opencode = opencode 导出（JSON，每个文件一个会话）
log-format-opencode-file = opencode {$version} 导出
log-opencode-parent-missing = 其父会话 {$parent} 不在已读取的文件中

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
