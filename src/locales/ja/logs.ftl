# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

log-format-opencode = opencode のエクスポート（JSON、1 ファイルに 1 セッション）
log-format-opencode-file = opencode {$version} のエクスポート
log-opencode-parent-missing = 親セッション {$parent} は読み込んだファイルにありません

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
