# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity CLI 对话记录，JSON Lines（每行一个步骤；不记录 token 数）
log-antigravity-parent-unknown = 启动此子代理的步骤不在已读取的文件中

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI events.jsonl（输出 token 按每次调用；输入和缓存 token 按模型统计整个会话，来自 session.shutdown）
log-copilot-parent-unknown = 启动子代理 { $agent } 的调用不在已读取的文件中
log-copilot-compaction-failed = 压缩失败（未记录原因）

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
