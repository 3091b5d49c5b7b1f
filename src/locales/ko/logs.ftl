# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

log-format-opencode = opencode 내보내기 (JSON, 파일당 세션 하나)
log-format-opencode-file = opencode {$version} 내보내기
log-opencode-parent-missing = 상위 세션 {$parent}이(가) 읽은 파일에 없습니다

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
