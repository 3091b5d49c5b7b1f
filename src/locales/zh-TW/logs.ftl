# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity CLI 對話紀錄，JSON Lines（每行一個步驟；不記錄 token 數）
log-antigravity-parent-unknown = 啟動此子代理的步驟不在已讀取的檔案中

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI events.jsonl（輸出 token 按每次呼叫；輸入與快取 token 按模型統計整個工作階段，來自 session.shutdown）
log-copilot-parent-unknown = 啟動子代理 { $agent } 的呼叫不在已讀取的檔案中
log-copilot-compaction-failed = 壓縮失敗（未記錄原因）

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
