# 다이어그램 아래의 패널: 세션, 턴, 컨텍스트와 캐시, 에이전트, 권한.

## 섹션과 패널
panel-data-title = 이 단계 뒤의 데이터
panel-data-note = 각 패널은 하네스 상태의 한 부분이며, 단계를 넘길 때마다 갱신됩니다. 토큰 수는 추정치입니다. 약 4자당 1토큰으로 세고, 일반적인 { $system }토큰짜리 시스템 프롬프트를 더했습니다.
panel-name =
    { $name ->
        [llm] llm
        [context] 컨텍스트
        [session] 세션
        [turn] 턴
        [agent] 에이전트
        [permission] 권한
       *[other] { $name }
    }
panel-changed = 변경됨
panel-n-messages =
    { $n ->
       *[other] 메시지 { $n }개
    }
panel-n-tools =
    { $n ->
       *[other] 도구 { $n }개
    }

## llm 패널
panel-llm-waiting = 첫 요청을 기다리는 중입니다.
panel-llm-summary-request = 요약 요청
panel-llm-turn-request = 턴 { $n }의 요청
panel-llm-thinking = 생각 중: { $what }이 도착했고, 아직 스트리밍된 것은 없습니다.
panel-llm-streaming = { $what }에 대한 응답을 스트리밍하는 중:
panel-llm-finished = { $what }에 대한 응답을 마쳤습니다. llm은 요청 사이에 아무것도 기억하지 않습니다.
panel-llm-broken = { $what }에 대한 응답의 스트림이 끊겼습니다:
panel-llm-cancelled = 러너가 { $what }에 대한 응답의 스트림을 닫았습니다:
panel-llm-event-cut = cut: 제공자의 토큰 한도
panel-llm-event-usage = usage 프롬프트 { $prompt }, 캐시됨 { $cached }
panel-llm-earlier =
    { $n ->
       *[other] 이 앞의 이전 이벤트 { $n }개는 표시하지 않음
    }

## 컨텍스트 패널
panel-context-total = { $tokens } tok
panel-context-figures = 캐시에서 읽음 { $cached } · 캐시에 씀 { $written } · 캐시 안 됨 { $uncached }
# 요청을 보내기 전: 지금 보낸다면 어떻게 될지.
panel-context-figures-next = 지금 보낸다면: 캐시에서 읽음 { $cached } · 캐시에 씀 { $written } · 캐시 안 됨 { $uncached }
panel-context-window = { $window }토큰 컨텍스트 윈도우의 { $percent }%
panel-context-segment = { $kind }: { $tokens } tok
panel-context-bar = 토큰 { $total }개 중 { $cached }개를 프롬프트 캐시에서 읽음
panel-context-kinds = 종류별 토큰
panel-context-breakpoint = 캐시 브레이크포인트
panel-source =
    { $source ->
        [system] 시스템 프롬프트
        [instructions] 지시문
        [tools] 도구
        [summary] 요약
        [user] 사용자
        [assistant] 어시스턴트
        [result] 도구 결과
        [reminder] 리마인더
        [memory] 메모리
        [skill-list] 스킬 설명
        [skill] 스킬 본문
        [tool-names] 도구 이름
       *[tool-schemas] 도구 스키마
    }
panel-chart-caption = 요청별: 캐시된 / 캐시 안 된 토큰
context-caption-summary = 요약 요청에 담기는 것, 순서대로
context-caption-turn = 이번 턴에 llm이 읽는 모든 것, 순서대로
context-caption-next = 다음 요청에 지금까지 담긴 것, 순서대로
context-caption-first = 첫 요청에 담길 것, 순서대로
context-system-prompt = 일반적인 시스템 프롬프트
context-instructions-of = { $agent }의 지시문
context-earlier-messages = 이전 메시지 { $n }개
context-user = 사용자: { $text }
context-summary = 요약: { $text }
context-reminder = 리마인더: { $text }
# A note the harness added (memory file, skill list, tool names or schemas): its own first
# words, as the llm reads them, which stay as they are; a language may add a prefix.
context-note = { $text }
context-assistant = 어시스턴트: { $text }
context-assistant-asks = 어시스턴트가 요청: { $tools }
context-result = { $call }의 결과: { $output }
context-runner-block = 러너: { $text }
context-origin-log = 이 요청에 대해 { $source } 로그가 보고한 값: { $read }. 위의 수치는 이 페이지의 추정치이며, 로그에 남지 않는 시스템 프롬프트와 도구 스키마는 셀 수 없습니다
context-origin-server = 최신 요청에 대해 서버가 보고한 값: { $read }. 위의 수치는 이 페이지의 추정치입니다
context-origin-estimate = 추정치: 약 4자당 1토큰, 여기에 일반적인 { $system }토큰짜리 시스템 프롬프트를 더함
context-breakpoint-tools = 도구 뒤: 처음 { $tokens }토큰
context-breakpoint-instructions = 지시문 뒤: 처음 { $tokens }토큰
context-breakpoint-thread = 스레드 끝({ $part }): 처음 { $tokens }토큰
context-bar-summary = 요약
context-bar-turn = 턴 { $n }
context-bar-try = 턴 { $n }, 시도 { $attempt }

## 컨텍스트 패널의 프롬프트 캐시
cache-breakpoints-caption = 이 요청의 캐시 브레이크포인트 (cache_control)
cache-report-caption = 최신 요청의 캐시 (토큰)
cache-column-tokens = 토큰
cache-column-model = 페이지의 모델
cache-column-reported = 보고된 값
cache-row-read = 캐시에서 읽음
cache-row-written = 캐시에 씀
cache-row-input = 전체 입력
cache-not-reported = 보고 없음
cache-not-reported-openai = 보고 없음: Chat Completions에는 이 수치가 없음
cache-model-openai = 이 프롬프트 캐시는 OpenAI의 방식을 본뜬 모델입니다. 요청이 보내는 모든 접두사가 내용을 키로 캐시되므로, 초기화 이후의 이전 요청이라면 무엇이든 해당됩니다. { $min }토큰 미만은 캐시하지 않으며, { $step }토큰 단위로 셉니다. 실제 항목은 몇 분 동안 쓰이지 않으면 만료되지만, 이 모델은 초기화할 때까지 보관합니다.
cache-model-anthropic = 이 프롬프트 캐시는 Anthropic의 방식을 본뜬 모델입니다. 브레이크포인트(cache_control)까지의 접두사만, 그것도 모델의 최소 길이인 { $min }토큰 이상일 때만 캐시에 씁니다. 브레이크포인트는 그 이전에 쓰인 가장 긴 접두사를 읽되, 브레이크포인트에서 최대 { $lookback }블록 앞까지만 찾습니다. 토큰은 정확히 셉니다. 실제 항목은 마지막 사용 후 5분 동안 유지되지만(읽으면 갱신됨), 이 모델은 초기화할 때까지 보관합니다.
cache-verdict-differ = 차이가 있습니다: { $differences }. { $reasons }
cache-differences-both = { $first }, 그리고 { $second }
cache-differ-read-none = 페이지의 모델은 { $tokens }토큰을 읽는데 제공자는 캐시에서 아무것도 읽지 않음
cache-differ-wrote-none = 페이지의 모델은 { $tokens }토큰을 쓰는데 제공자는 캐시에 아무것도 쓰지 않음
cache-differ-read-some = 페이지의 모델은 아무것도 읽지 않는데 제공자는 캐시에서 { $tokens }토큰을 읽음
cache-differ-wrote-some = 페이지의 모델은 아무것도 쓰지 않는데 제공자는 캐시에 { $tokens }토큰을 씀
cache-why-expired-anthropic = 항목이 만료되었을 수 있습니다(5분 동안 쓰이지 않으면 만료되지만, 모델은 초기화할 때까지 보관합니다). 또는 제공자가 세는 토큰 기준으로 접두사가 모델의 최소 길이에 못 미칠 수 있습니다.
cache-why-expired-openai = 항목이 만료되었을 수 있습니다(실제 항목은 몇 분 동안만 유지되고 캐싱은 최선 노력 방식이지만, 모델은 초기화할 때까지 보관합니다). 또는 제공자가 세는 토큰 기준으로 접두사가 모델의 최소 길이에 못 미칠 수 있습니다.
cache-why-cached-already = 마지막 브레이크포인트까지의 접두사가 이미 캐시되어 있었거나, 제공자가 세는 기준으로 모델의 최소 길이에 못 미칩니다.
cache-why-under-estimate = 페이지는 이 요청을 { $estimate }토큰으로 추정하며, 이는 이 모델에 대해 가정한 최소 길이인 { $min }토큰에 못 미칩니다. 제공자는 { $counted }토큰으로 셌습니다.
cache-why-under-minimum = 페이지는 이 모델이 { $min }토큰 미만은 캐시하지 않는다고 가정합니다. 제공자의 실제 최소 길이는 더 짧을 수 있고, 또는 서버가 제공자 자신의 서버가 아닐 수 있습니다(프록시, 목 서버).
cache-why-shared = 캐시는 제공자의 것이며, 같은 API 키로 보낸 모든 요청에 걸쳐 내용을 키로 삼습니다. 이전 요청(초기화 전에 보냈거나 다른 곳에서 보낸 요청)이 캐시에 썼을 수 있습니다.
cache-agree-nothing = 일치합니다: 캐시에서 읽은 것도, 캐시에 쓴 것도 없습니다.
cache-agree-amounts = 읽고 쓴 부분은 일치합니다. 양이 다른 것은 페이지가 토큰을 추정하는 반면(약 4자당 1토큰) 제공자는 자체 토크나이저로 세고, 도구에 자체 토큰을 더하기 때문입니다.

## 세션 패널: 필드 이름
panel-session-id = id
panel-session-agent = 에이전트
panel-session-status = 상태
panel-session-thread = 스레드
panel-session-queued = 대기 중
panel-session-runs = 실행 수
panel-session-compacted = 압축
panel-session-compactions =
    { $n ->
        [0] 없음
       *[other] { $n }회
    }
panel-sessions-caption = 세션: 서브에이전트마다 자기 세션이 있음

## 턴 패널
panel-turn-none = 아직 턴 없음
panel-turn-number = 번호
panel-turn-request = 요청
panel-turn-carries = 담긴 것
panel-turn-events = 이벤트
panel-turn-summary = 턴 { $n } 전 요약
panel-turn-title = 턴 { $n }
panel-turn-attempt = 턴 { $n }, 시도 { $attempt }/{ $max }
panel-turn-carries-summary = 지시문 + 도구 + 요약할 { $messages } + "요약" 지시
panel-turn-carries-thread = 지시문 + { $tools } + 스레드({ $messages })

## 에이전트 패널
panel-agent-name = 이름
panel-agent-tools = 도구
panel-agent-hands-work-to = 작업을 맡기는 대상
panel-agent-limits = 한도
panel-agent-hooks = 훅
panel-limit-max-turns = 최대 턴: { $n }
panel-limit-context-window = 컨텍스트 윈도우: { $tokens } tok
panel-limit-tool-time = 도구 제한 시간: { $time }
panel-limit-stream-idle = 스트림 유휴 타임아웃: { $time }
panel-permission-mode-label = 권한 모드
panel-permission-mode = 권한 모드
panel-rules-caption = 규칙 (하나를 바꾸면 여기서부터 다시 실행)
panel-rule-for = { $tool } 규칙
panel-rule-saved = 저장됨
panel-rule-by-mode =
    { $mode ->
        [acceptEdits] 편집 수락 모드에 따름
        [plan] 계획 모드에 따름
        [bypassPermissions] 권한 우회 모드에 따름
       *[default] 기본 모드에 따름
    }

## 권한 패널
panel-permission-none = 대기 중인 것 없음
panel-permission-id = id
panel-permission-asked-by = 요청자
panel-permission-call = 호출
panel-permission-input = 입력
panel-permission-replies = 답
panel-permission-answers = 한 번 · 항상 · 거부

## 스크러버가 읽어 주는 단계 설명 (그림의 제목으로도 쓰임)
stepper-step-inside = { $n }단계 중 { $k }단계: { $part }: { $label }
stepper-step-sends = { $n }단계 중 { $k }단계: { $from }에서 { $to }에 보냄: { $label }

## 다운로드한 그림 (한 단계의 SVG)
figure-title = “{ $title }”의 { $n }단계 중 { $k }단계: { $message }
figure-desc-changed = 이 단계에서 바뀐 패널: { $panels }.
figure-desc-link = 링크: { $link }
figure-no-panel = 이 단계에서 바뀐 패널이 없습니다.
figure-panel-changed = { $panel } · 변경됨
figure-lane = 서브에이전트: { $name }
figure-lane-unknown = 서브에이전트의 세션
figure-context-total = { $tokens } tok · { $caption }
figure-context-figures = 캐시됨 { $cached } · 씀 { $written } · 캐시 안 됨 { $uncached }
figure-context-window = 윈도우: { $tokens } tok
figure-session-status = 상태: { $status }
figure-session-thread = 스레드: { $messages }
figure-session-queued-runs = 대기 중: { $queued } · 실행 수: { $runs }
figure-turn-carries = 담긴 것: { $request }
figure-turn-events = 이벤트: { $n }
figure-permission-asked = { $id }, 요청자: { $agent }
figure-permission-replies = 답: 한 번 · 항상 · 거부

## 내보낸 트레이스 (JSON): 실행이 끝난 방식
export-ending =
    { $ending ->
        [idle] 유휴
        [waiting] 사용자를 기다리는 중
       *[broken] 오류로 중단: { $reason }
    }

# A permission mode's name, by its key.
mode-name =
    { $mode ->
        [acceptEdits] accept-edits 모드(편집 자동 승인)
        [plan] plan 모드(계획만)
        [bypassPermissions] bypass-permissions 모드(권한 확인 생략)
       *[default] 기본 모드
    }
# 요청이 프롬프트 캐시에서 읽은 양의 이유: 이 하네스의 실행에서는 정확히 알 수 있음.
cache-cause-first = 첫 요청입니다. 캐시에 아직 아무것도 없었습니다.
cache-cause-below-minimum = { $min }토큰 미만: 너무 짧아서 아예 캐시되지 않습니다.
cache-cause-extends = 이전 요청이 보관한 것을 전부 읽었습니다. 그 뒤에 추가된 부분만 새것입니다.
cache-cause-shared-head = 이 세션의 첫 요청입니다. 다른 요청이 먼저 보관한 부분(시스템 프롬프트, 또는 같은 지시문과 도구)을 읽었습니다.
cache-cause-new-prefix = 이 세션의 첫 요청입니다. 이 지시문과 도구를 보낸 요청이 이전에 없었습니다.
cache-cause-compacted = 압축이 스레드를 다시 썼습니다. 읽을 수 있는 것은 기껏해야 지시문과 도구뿐이었습니다.
cache-cause-earlier-below-minimum = 이전 요청이 너무 짧아 보관되지 않았으므로, 읽을 것이 없었습니다.
cache-cause-out-of-reach = 이전 요청의 접두사는 보관되어 있지만, 이 요청의 브레이크포인트에서 { $lookback }블록보다 더 앞에 있어 찾을 수 있는 범위를 벗어납니다.
# 같은 내용을 세션 로그의 수치와 이벤트로 추론한 것.
cache-inferred-first = 추론: 로그의 첫 요청이므로 캐시에 이 요청의 내용이 없었습니다(이전 세션이 같은 시작 부분을 보관했다면 예외).
cache-inferred-sub-agent = 추론: 서브에이전트의 첫 요청입니다. 그 지시문은 캐시에 없던 것입니다.
cache-inferred-read = 추론: 이전 요청들이 보관한 것을 읽었습니다.
cache-inferred-compaction = 추론: 이 요청 전에 압축이 스레드를 다시 썼습니다. 이전 요청이 보관한 { $missed }토큰을 읽지 못했습니다.
cache-inferred-model = 추론: 모델이 바뀌었고({ $from } → { $to }) 모델마다 캐시가 따로 있습니다. { $missed }토큰을 읽지 못했습니다.
cache-inferred-expired = 추론: 이전 요청 뒤로 { $minutes }분이 지나 캐시 수명인 { $lifetime }분을 넘었습니다. { $missed }토큰을 읽지 못했습니다.
cache-inferred-unexplained = 추론: 이전 요청이 보관한 것보다 { $missed }토큰 적게 읽었지만, 로그에는 그 이유가 없습니다(도구, 지시문, 모드가 바뀌면 이렇게 됩니다).
cache-inferred-no-figures = 로그에 이 요청이나 직전 요청의 토큰 수치가 없으므로, 캐시에서 읽은 양에 대해서는 아무것도 말할 수 없습니다.
# 요청별 차트와 요약의 합계에서 캐시 미스가 난 요청에 붙는 짧은 표시.
cache-miss-mark =
    { $cause ->
        [first] 첫 요청
        [below-minimum] 너무 짧음
        [new-prefix] 새 에이전트
        [compaction] 압축
        [earlier-below-minimum] 보관된 것 없음
        [out-of-reach] 범위 밖
        [sub-agent] 서브에이전트 시작
        [model] 모델 변경
        [expired] 캐시 만료
       *[unexplained] 이유 불명
    }
cache-miss-line = { $n } × { $cause }: 캐시에서 읽지 않은 토큰 { $tokens }개
# 요청의 수치를 어떻게 구했는지 (요청별 차트에서 펼쳐 봄).
arith-request = 캐시에서 읽음 { $cached } + 캐시에서 읽지 않음 { $uncached } = 보낸 토큰 { $total }개
arith-written = 읽지 않은 것 중 { $written }토큰은 이후 요청을 위해 캐시에 썼습니다.
arith-written-unknown = 캐시에 쓴 양은 보고되지 않습니다(OpenAI는 이 수치를 보고하지 않음).
arith-reported-log = { $source } 로그가 보고한 값입니다.
arith-reported-server = 서버가 보고한 값입니다.
arith-estimated = 이 페이지의 추정치입니다: 약 4자당 1토큰으로 세고, 캐시는 페이지 자체의 모델로 계산합니다.
arith-part = { $kind } { $tokens }
arith-sum = { $parts } = { $total }토큰
