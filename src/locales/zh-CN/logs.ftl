# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

log-format-otlp = OpenTelemetry 追踪（OTLP JSON：每个 trace 的 span 连成一棵树，token 只按模型调用 span 求和）
log-format-otlp-file-genai = OpenTelemetry 追踪，GenAI 语义约定（OTLP JSON）
log-format-otlp-file-claude = Claude Code 追踪（beta span，OTLP JSON）
log-format-otlp-file-events = Claude Code 事件（OTLP 日志 JSON）
log-format-otlp-file-other = 不含 GenAI 或 Claude Code span 的 OTLP JSON
log-otlp-text-not-recorded = （未记录文本）
log-otlp-call-failed = 模型调用失败；追踪中没有记录任何消息。

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
