# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity CLI 트랜스크립트, JSON Lines (한 줄에 한 단계, 토큰 수는 기록되지 않음)
log-antigravity-parent-unknown = 이 서브에이전트를 시작한 단계가 읽은 파일에 없습니다

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI events.jsonl (출력 토큰은 호출별, 입력·캐시 토큰은 모델별 세션 전체 합계로 session.shutdown에서)
log-copilot-parent-unknown = 서브에이전트 { $agent }를 시작한 호출이 읽은 파일에 없습니다
log-copilot-compaction-failed = 컴팩션 실패 (이유가 기록되지 않음)

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
