# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini CLI 對話，JSON Lines（每則訊息以最後一筆記錄為準）
log-format-gemini-json = Gemini CLI 對話，單一 JSON 文件（0.39 之前）
log-format-gemini-both = Gemini CLI 對話，JSON 文件與 JSON Lines
log-gemini-no-call = 已讀取它的父工作階段，但其中沒有呼叫指向它（`agentId`）
log-gemini-parent-missing = 它的父工作階段 { $parent } 不在已讀取的檔案中
log-gemini-parent-unknown = 日誌沒有說明是哪個工作階段啟動了它
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
