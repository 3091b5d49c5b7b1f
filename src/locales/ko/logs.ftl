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

log-format-otlp = OpenTelemetry 트레이스(OTLP JSON: 트레이스마다 스팬을 하나의 트리로 연결, 토큰은 모델 호출 스팬에서만 합산)
log-format-otlp-file-genai = OpenTelemetry 트레이스, GenAI 시맨틱 컨벤션(OTLP JSON)
log-format-otlp-file-claude = Claude Code 트레이스(베타 스팬, OTLP JSON)
log-format-otlp-file-events = Claude Code 이벤트(OTLP 로그 JSON)
log-format-otlp-file-other = GenAI 또는 Claude Code 스팬이 없는 OTLP JSON
log-otlp-text-not-recorded = (텍스트가 기록되지 않음)
log-otlp-call-failed = 모델 호출이 실패했습니다. 트레이스에 메시지가 기록되어 있지 않습니다.

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
