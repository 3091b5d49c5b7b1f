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

log-format-opencode = opencode 내보내기 (JSON, 파일당 세션 하나)
log-format-opencode-file = opencode {$version} 내보내기
log-opencode-parent-missing = 상위 세션 {$parent}이(가) 읽은 파일에 없습니다

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

log-format-otlp = OpenTelemetry 트레이스(OTLP JSON: 트레이스마다 스팬을 하나의 트리로 연결, 토큰은 모델 호출 스팬에서만 합산)
log-format-otlp-file-genai = OpenTelemetry 트레이스, GenAI 시맨틱 컨벤션(OTLP JSON)
log-format-otlp-file-claude = Claude Code 트레이스(베타 스팬, OTLP JSON)
log-format-otlp-file-events = Claude Code 이벤트(OTLP 로그 JSON)
log-format-otlp-file-other = GenAI 또는 Claude Code 스팬이 없는 OTLP JSON
log-otlp-text-not-recorded = (텍스트가 기록되지 않음)
log-otlp-call-failed = 모델 호출이 실패했습니다. 트레이스에 메시지가 기록되어 있지 않습니다.

# (end of OpenTelemetry)

## Runs in a folder: the picker

# One run of a folder, in the list to pick from: "Gemini CLI 0.21.0 · fix the tests · 2026-03-01 09:00 UTC · 14 llm requests, 2 sub-agents". $tool is the tool's name and version, $name the run's title or the start of its first prompt, $when a date.
logs-run-choice = { $tool } · { $name } · { $when } · { $requests ->
       *[other] llm 요청 { $requests }개
    }{ $agents ->
        [0] {""}
       *[other] , 서브에이전트 { $agents }개
    }
# A run with neither a title nor a prompt.
logs-run-unnamed = (제목 없음, 프롬프트 없음)
# The picker's heading, when a folder (or several files) hold several runs.
logs-choose-heading = 이 파일들에는 실행 { $runs }개가 들어 있습니다. 하나를 골라 단계별로 따라가 보세요:
logs-choose-note = 찾은 모든 도구의 실행을 최신순으로 보여 줍니다. 파일은 이 페이지 안에서 읽었으며, 어떤 내용도 페이지 밖으로 나가지 않았습니다.

# (end of the picker)

## What the summary says of these formats' figures

# How a figure was made: the sum of one field of the log, named as the log names it ($field, e.g. "tokens.cache.read").
logs-how-sum = 각 요청의 { $field } 합계입니다.
# As files-how-uncached-codex, for another tool whose input figure holds the cached part. $input and $cached are the log's field names.
logs-how-uncached-inside = { $total } { $input } − { $read } { $cached } = { $uncached }: { $tool }에서는 캐시된 부분을 입력에 포함해 세므로, 캐시 안 된 부분은 그 차이입니다.
# The same, for a tool whose input figure holds the cache writes too. $writes is the log's field name for them.
logs-how-uncached-inside-writes = { $total } { $input } − { $read } { $cached } − { $written } { $writes } = { $uncached }: { $tool }에서는 캐시에서 읽은 부분과 캐시에 쓴 부분을 입력에 포함해 세므로, 캐시 안 된 부분은 그 차이입니다.
# A tool that reports no cache writes.
logs-how-write-unknown = { $tool }에서는 캐시에 쓴 양을 보고하지 않으므로, 표시하지 않습니다. 0이 아니라 알 수 없는 값입니다.
logs-how-total-no-writes = 캐시 안 됨 { $uncached } + 캐시에서 읽음 { $read } = 보낸 토큰 { $total }개.
# A log with no token figures at all.
logs-how-no-tokens = { $tool } 로그에는 토큰 수치가 기록되지 않으므로, 표시하지 않습니다. 0이 아니라 알 수 없는 값입니다.
logs-how-requests-gemini = 모델의 각 응답("gemini" 메시지)을 한 번씩 셉니다. 내용이 바뀌면서 다시 기록된 메시지는 마지막 버전으로 읽습니다.
logs-how-requests-opencode = 어시스턴트 메시지의 각 단계(step-start … step-finish)를, 그 step-finish가 보고하는 토큰과 함께 하나씩 셉니다.
logs-how-requests-antigravity = 트랜스크립트의 각 PLANNER_RESPONSE 단계를 하나씩 셉니다.
logs-how-requests-copilot = 각 어시스턴트 턴(assistant.turn_start … assistant.turn_end)을 하나씩 셉니다.
logs-how-requests-otel = 각 추론(inference) 스팬(chat, generate_content, text_completion, 또는 Claude Code의 claude_code.llm_request)을 하나씩 셉니다.
logs-gemini-no-system-prompt = 시스템 프롬프트와 도구 스키마
logs-gemini-no-approvals = 승인 질문과 답(거부한 호출은 취소된 것으로 표시되며, 어떻게 거부되었는지는 기록되지 않음)
logs-gemini-no-retries = 요청을 재시도하는 사이에 일어난 일
logs-opencode-no-system-prompt = 시스템 프롬프트(세션이 이를 재정의한 경우는 예외)와 도구 스키마
logs-opencode-no-permissions = 권한 질문(거부는 그 문구와 함께 실패한 호출로 표시되며, "always" 답은 세션과 별도로 규칙으로 보관됨)
logs-opencode-no-stream = 스트림의 작은 이벤트(각 파트가 통째로 도착함)
logs-antigravity-no-tokens = 토큰 수치 일체(어떤 요청의 크기도, 캐시도, 출력도 알 수 없음)
logs-antigravity-no-system-prompt = 시스템 프롬프트와 도구 스키마
logs-antigravity-no-permissions = 권한 질문과 답
logs-copilot-no-per-call-input = 요청별 입력 및 캐시 수치(Copilot CLI는 요청마다 출력 토큰만 기록하고, 세션 전체의 입력·캐시·출력은 세션이 끝날 때 모델별로 기록함)
logs-copilot-no-schemas = 도구 스키마
logs-copilot-no-stream = 스트림의 작은 이벤트와 요청별 사용량 이벤트(Copilot CLI는 이를 디스크에 쓰지 않음)
logs-otel-no-content = 메시지 텍스트(에이전트가 이를 기록하도록 설정한 경우는 예외이며, OpenTelemetry는 기본적으로 이를 빼 둠): 실행은 구조와 수치만으로 단계별로 보여 줌
logs-otel-no-system-prompt = 시스템 프롬프트와 도구 스키마(콘텐츠로 기록된 경우는 예외)
logs-otel-no-permissions = 권한 질문(Claude Code의 도구 결정은 예외)

# Copilot CLI reports input and cache tokens only for a whole session, per model, when it ends.
logs-how-per-session = { $tool } 로그가 요청마다가 아니라 세션 전체에 대해, 세션이 끝날 때 모델별로 보고한 값(session.shutdown의 modelMetrics)을 여기서 합산했습니다.
logs-how-output-only = 토큰 수치가 없는 요청 중 { $n }개는 출력 토큰만 보고합니다({ $tool }에서는 요청마다 출력 토큰만 기록합니다).
# A trace file's report counts spans and log records, not lines. $unit is one of: spans, log-records, spans-and-log-records.
logs-records-read = { $unit ->
        [spans] 스팬 { $n }개 읽음
        [log-records] 로그 레코드 { $n }개 읽음
       *[other] 스팬과 로그 레코드 { $n }개 읽음
    }
logs-records-read-skipped = { $unit ->
        [spans] 스팬 { $n }개 읽음, { $skipped }개 건너뜀: { $reasons }
        [log-records] 로그 레코드 { $n }개 읽음, { $skipped }개 건너뜀: { $reasons }
       *[other] 스팬과 로그 레코드 { $n }개 읽음, { $skipped }개 건너뜀: { $reasons }
    }
# The summary's "lines skipped" figure when a trace file counts spans or log records.
logs-records-skipped-of = { $read }개 중 { $skipped }개(줄, 스팬 또는 로그 레코드)

# (end of the summary's words)
