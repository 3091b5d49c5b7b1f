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

log-format-otlp = OpenTelemetry 追蹤（OTLP JSON：每個 trace 的 span 連成一棵樹，token 只按模型呼叫 span 加總）
log-format-otlp-file-genai = OpenTelemetry 追蹤，GenAI 語意慣例（OTLP JSON）
log-format-otlp-file-claude = Claude Code 追蹤（beta span，OTLP JSON）
log-format-otlp-file-events = Claude Code 事件（OTLP 日誌 JSON）
log-format-otlp-file-other = 不含 GenAI 或 Claude Code span 的 OTLP JSON
log-otlp-text-not-recorded = （未記錄文字）
log-otlp-call-failed = 模型呼叫失敗；追蹤中沒有記錄任何訊息。

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
