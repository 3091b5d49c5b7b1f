# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini CLI 对话，JSON Lines（每条消息以最后一条记录为准）
log-format-gemini-json = Gemini CLI 对话，单个 JSON 文档（0.39 之前）
log-format-gemini-both = Gemini CLI 对话，JSON 文档和 JSON Lines
log-gemini-no-call = 已读取它的父会话，但其中没有调用指向它（`agentId`）
log-gemini-parent-missing = 它的父会话 { $parent } 不在已读取的文件中
log-gemini-parent-unknown = 日志没有说明是哪个会话启动了它
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
