# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini CLI 채팅, JSON Lines (각 메시지는 마지막 레코드가 유효)
log-format-gemini-json = Gemini CLI 채팅, 하나의 JSON 문서 (0.39 이전)
log-format-gemini-both = Gemini CLI 채팅, JSON 문서와 JSON Lines
log-gemini-no-call = 부모 세션은 읽었지만 그 안에 이것을 가리키는 호출(`agentId`)이 없습니다
log-gemini-parent-missing = 부모 세션 { $parent }이(가) 읽은 파일에 없습니다
log-gemini-parent-unknown = 어느 세션이 이것을 시작했는지 로그에 없습니다
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
