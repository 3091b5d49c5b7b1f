# 열기와 저장: 세션 로그, 시나리오 파일, 호스팅된 파일, 라이브 모델, 공유, 키보드 도움말.

## 세션 로그 열기 (로그 리더)
files-reading = 로그를 읽는 중… { $percent }%
files-open-log = 세션 로그 열기
files-open-folder = 로그 폴더 열기
files-reader-not-loaded = 로그 리더를 불러오지 못했습니다: { $why }. 연결을 확인하고 다시 시도하세요. 페이지의 나머지 기능은 그대로 작동합니다.
files-reader-not-started = 브라우저가 리더를 시작하지 않았습니다
files-reader-files-not-loaded = 리더의 파일을 불러오지 못했습니다
files-file-unreadable = { $name } 파일을 읽을 수 없습니다. 브라우저가 열기를 거부했습니다. 아무것도 불러오지 않았습니다.
files-log-not-opened = 로그를 열지 못했습니다: { $problem }
files-reader-stopped = 로그 리더가 읽는 도중 멈췄습니다. 아무것도 불러오지 않았습니다.
files-log-opened =
    { $files ->
       *[other] 파일 { $files }개를 열었습니다({ $format }). 이 페이지 안에만 있으며, 가져온 실행에는 공유할 링크가 없습니다.
    }

## "가져온 세션": 연 로그의 요약
files-imported-session = 가져온 세션
files-imported-read-here = 이 페이지 안에서만 읽었습니다. 어떤 내용도 이 페이지 밖으로 나가거나 저장되지 않았으며, 가져온 실행에는 공유할 링크가 없습니다.
files-imported-other-sessions = 파일에는 다른 실행도 들어 있습니다. 다른 실행을 고르려면 다시 여세요: { $sessions }
files-imported-files-read = 읽은 파일
files-imported-not-in-log = 로그에 없어서 표시하지 않은 것
files-figure-tool = 도구 및 버전
files-figure-models = 모델
files-figure-started = 시작
files-figure-requests = llm 요청
files-figure-input-uncached = 입력 토큰, 캐시 안 됨
files-figure-cache-read = 캐시에서 읽음
files-figure-cache-write = 캐시에 씀
files-figure-input-total = 입력 토큰, 보낸 전체
files-figure-output = 출력 토큰
files-figure-cache-misses = 캐시 미스 (추론)
files-figure-cost = 정가 기준 비용
files-figure-compactions = 압축
files-figure-sub-agents = 서브에이전트
files-figure-tool-calls = 도구 호출
files-figure-lines-skipped = 건너뛴 줄
files-figure-requests-without-usage = 토큰 수치가 없는 요청
files-not-recorded = 기록 없음
files-cache-write-not-recorded = 기록 없음 (이 도구는 보고하지 않음)
files-started-for = { $when }, { $duration } 동안
files-cache-misses =
    { $n ->
       *[other] 요청 { $n }개, 캐시에서 읽지 않은 토큰 { $tokens }개
    }
files-output-at-least = { $n } (최소값: 일부 응답의 최종 수치가 로그에 없음)
files-lines-skipped-of = { $read }줄 중 { $skipped }줄
files-file-line = { $name }: { $read }
# 요약의 각 수치를 어떻게 구했는지 (수치에서 펼쳐 봄).
files-how-reported-by-log = { $tool } 로그가 요청마다 보고한 값을 여기서 합산했습니다.
files-how-requests-claude = 로그가 기록한 응답을 메시지 id 기준으로 하나씩 셉니다(여러 줄에 걸쳐 기록된 응답도 요청 하나입니다).
files-how-requests-codex = 로그가 기록한 모델 출력 구간(사이에 입력 없이 이어진 추론, 텍스트, 도구 호출)을 그 뒤에 오는 token_usage_record나 늘어난 token_count와 함께 하나씩 셉니다. 이를 받지 못한 구간(턴이 먼저 중지되었거나 실패함)도 세므로, 이 값은 로그 자체의 token_count 행 수보다 클 수 있습니다.
files-how-requests-split = 토큰 수치 있음 { $with } + 없음 { $without } = { $total }
files-how-no-usage = 뒤따르는 이벤트로 보아 토큰 수치가 없는 요청: { $causes }.
files-no-usage =
    { $cause ->
        [interrupted] { $n }개는 수치가 기록되기 전에 사용자가 중지함
        [failed] { $n }개는 API 오류로 끝남
        [compacted] { $n }개는 수치가 기록되기 전에 압축이 이어짐
        [log-ended] { $n }개는 로그 끝에 있음(실행이 아직 진행 중이었거나 파일이 잘림)
        [none-recorded] { $n }개는 토큰 수치를 기록하지 않는 로그에 있음
       *[unknown] { $n }개는 수치도 이유도 없음
    }
files-how-uncached-claude = 각 요청의 input_tokens 합계입니다. 캐시에서 읽지도, 캐시에 쓰지도 않은 부분입니다. Anthropic의 API와 ccusage는 이를 "input"이라고 부릅니다.
files-how-uncached-codex = { $total } input_tokens − { $read } cached_input_tokens = { $uncached }: Codex는 캐시된 부분을 입력에 포함해 세므로, 캐시 안 된 부분은 그 차이입니다.
files-how-read-claude = 각 요청의 cache_read_input_tokens 합계입니다.
files-how-read-codex = 각 요청의 cached_input_tokens 합계입니다. Codex의 input_tokens에 이미 포함된 부분이므로, 거기에 더하지 않습니다.
files-how-write-claude = 로그가 보고한 각 요청의 cache_creation_input_tokens 합계입니다.
files-how-write-codex = OpenAI의 캐시는 접두사를 알아서 보관하고 캐시에 쓴 양을 보고하지 않으므로, 표시하지 않습니다. 0이 아니라 알 수 없는 값입니다.
files-how-total-claude = 캐시 안 됨 { $uncached } + 캐시에서 읽음 { $read } + 캐시에 씀 { $written } = 보낸 토큰 { $total }개.
files-how-total-codex = 캐시 안 됨 { $uncached } + 캐시에서 읽음 { $read } = 보낸 토큰 { $total }개: Codex 자체의 input_tokens입니다.
files-how-total-compare = 다른 도구는 두 수치 중 어느 쪽이든 "input"이라고 부를 수 있습니다. 캐시 안 된 부분은 ccusage의 Input과, 이 합계는 요청들이 실제로 실어 보낸 양과 비교하세요.
files-how-output-claude = 각 요청의 output_tokens 합계입니다.
files-how-output-codex = 각 요청의 output_tokens 합계이며, 추론(reasoning) 토큰도 포함합니다.
files-how-unread-writes = 캐시에 쓴 토큰 중 { $tokens }개는 같은 세션의 다음 요청이 읽지 않았습니다.
files-how-misses-inferred = 추론한 값입니다. 이전 요청이 캐시에 보관한 것보다 1,024토큰 이상 적게 읽은 요청을 캐시 미스로 봅니다. 가능한 경우 로그의 이벤트(압축, 모델 변경, 캐시 수명(5분, 로그에 1시간짜리 캐시 쓰기가 기록되어 있으면 1시간)보다 긴 멈춤, 서브에이전트 시작)로 그 이유를 밝힙니다.
files-lines-read =
    { $n ->
       *[other] { $n }줄 읽음
    }
files-lines-read-skipped =
    { $n ->
       *[other] { $n }줄 읽음, { $skipped }줄 건너뜀: { $reasons }
    }
files-skip-not-json = { $n }줄은 JSON이 아님
files-skip-not-text = { $n }줄은 텍스트가 아님
files-skip-cut-off = { $n }줄은 파일 끝에서 잘림
files-skip-unknown-kind = { $n }줄은 알 수 없는 종류
files-skip-newer-version = { $n }줄은 더 새로운 버전의 종류
files-skip-duplicate = { $n }줄은 중복
files-skip-replayed-history = { $n }줄은 부모 세션 기록을 다시 재생한 것
files-skip-warmup = { $n }줄은 워밍업용 서브에이전트
files-skip-bookkeeping = { $n }줄은 앱 내부 관리용 기록
files-skip-shown-to-you-only = { $n }줄은 사용자에게만 보여 주고 모델에는 보내지 않은 것
files-skip-hook-not-run = { $n }줄은 페이지가 실행하지 않는 시점(PreCompact, SessionEnd…)이나 서브에이전트 안의 훅
files-skip-undone = { $n }줄은 이후 되감기(rewind)로 취소됨
files-other-session = { $name } ({ $when })
files-no-date = 날짜 없음
files-claude-no-system-prompt = 시스템 프롬프트와 도구 스키마
files-claude-no-permissions = 권한 질문과 답(거부는 예외: 다른 호출은 허용된 것으로 표시되며, 어떻게 허용되었는지는 기록되지 않음)
files-claude-no-stream = 스트림의 작은 이벤트(응답 블록이 각각 통째로 도착함)
files-claude-no-thinking = thinking 텍스트(로그에는 서명만 남음)
files-codex-no-schemas = 도구 스키마
files-codex-no-approvals = 승인 질문과 답(거부는 예외: 다른 호출은 허용된 것으로 표시되며, 어떻게 허용되었는지는 기록되지 않음)
files-codex-no-stream = 스트림의 작은 이벤트, 그리고 캐시에 쓴 토큰
files-codex-no-reasoning = 추론 내용(요약은 예외)

## 페이지의 알림
files-live-on = 라이브: 아래에 메시지를 입력하면 { $model }에 보냅니다.
files-live-still-running = 라이브 실행이 아직 진행 중입니다. 답을 기다리거나 중지를 누르세요.
files-loaded = { $name } 불러오기 완료.
files-file-not-loaded = 파일을 불러오지 못했습니다: { $problem }
files-live-mode-next =
    { $mode ->
        [acceptEdits] 편집 수락 모드: 라이브 실행은 다시 실행할 수 없으므로, 이 모드는 다음 메시지부터 적용됩니다.
        [plan] 계획 모드: 라이브 실행은 다시 실행할 수 없으므로, 이 모드는 다음 메시지부터 적용됩니다.
        [bypassPermissions] 권한 우회 모드: 라이브 실행은 다시 실행할 수 없으므로, 이 모드는 다음 메시지부터 적용됩니다.
       *[default] 기본 모드: 라이브 실행은 다시 실행할 수 없으므로, 이 모드는 다음 메시지부터 적용됩니다.
    }
files-live-rule-next =
    { $decision ->
        [allow] { $tool } → allow: 라이브 실행은 다시 실행할 수 없으므로, 이 규칙은 다음 메시지부터 적용됩니다.
        [ask] { $tool } → ask: 라이브 실행은 다시 실행할 수 없으므로, 이 규칙은 다음 메시지부터 적용됩니다.
       *[deny] { $tool } → deny: 라이브 실행은 다시 실행할 수 없으므로, 이 규칙은 다음 메시지부터 적용됩니다.
    }
files-link-not-opened = 이 링크를 열 수 없습니다: { $problem }. 대신 처음부터 보여 줍니다.
files-link-past-end =
    { $steps ->
       *[other] 링크는 { $step }단계를 가리키지만 이 실행에는 { $steps }단계뿐이므로, 마지막 단계를 보여 줍니다.
    }

## 공유와 저장: 다이어그램 아래의 버튼과 알림
files-copy-link = 이 단계의 링크 복사
files-copy-embed = 임베드 코드 복사
files-export-trace = 트레이스 내보내기 (JSON)
files-download-figure = 그림 다운로드
files-download-png = 그림을 PNG로 다운로드
files-save-scenario = 시나리오로 저장
files-load-scenario = 시나리오 파일 불러오기
files-keep-text = 텍스트 유지 (선택하지 않으면 각 텍스트를 길이와 해시로 대체)
files-no-link-imported = 가져온 실행은 링크로 공유할 수 없습니다. 이 페이지 안에만 있습니다
files-no-link = 링크는 내장 시나리오와 호스팅된 파일에만 있습니다
files-link-copied = 이 단계의 링크를 복사했습니다.
files-embed-copied = 임베드 코드를 복사했습니다.
files-link-not-copied = 여기서는 복사할 수 없습니다. 이 단계의 링크: { $text }
files-embed-not-copied = 여기서는 복사할 수 없습니다. 임베드 코드: { $text }
files-trace-not-exported = 트레이스를 내보내지 못했습니다: { $problem }
files-session-not-saved = 세션을 저장하지 못했습니다: { $problem }
files-file-not-text = 파일을 불러오지 못했습니다: { $name } 파일을 텍스트로 읽을 수 없습니다.
files-png-failed = 브라우저가 그림을 PNG로 그리지 못했습니다. 그림 다운로드를 누르면 SVG로 저장됩니다.

## 라이브 모델 대화상자
files-live-model = 라이브 모델
files-live-intro = 같은 하네스를 실제 모델로 실행합니다. OpenAI 호환 Chat Completions 엔드포인트(OpenAI, OpenRouter, 또는 Ollama 같은 로컬 서버. Ollama라면 http://localhost:11434/v1이며, OLLAMA_ORIGINS를 이 페이지의 주소로 설정해 시작) 또는 Anthropic의 Messages API를 쓸 수 있습니다.
files-live-protocol = 프로토콜
files-live-endpoint = 엔드포인트
files-live-model-name = 모델
files-live-key = API 키
files-live-key-optional = 로컬 서버에서는 선택 사항
files-live-key-note = 키는 이 페이지의 메모리에만 머물며, 브라우저에서 이 엔드포인트로 곧바로 전송됩니다. 저장되거나, 로그에 남거나, 링크에 들어가지 않습니다.
files-live-idle = 유휴 타임아웃 (초)
files-live-idle-note = 이 시간 동안 아무것도 보내지 않는 스트림은 끊긴 것으로 보고 포기한 뒤 다시 시도합니다.
files-live-use = 이 모델 사용
files-live-cancel = 취소

## 키보드 단축키 대화상자
files-keyboard-shortcuts = 키보드 단축키
files-keys-where = 포커스가 텍스트 필드에 있지 않으면 언제든 키가 작동합니다.
files-key-space = Space
files-key-page-up-down = Page Up / Page Down
files-key-home = Home
files-key-end = End
files-key-escape = Escape
files-key-play = 재생 또는 일시정지
files-key-step = 이전 / 다음 단계 (이동 단위 설정에 따라 이벤트, llm 요청, 프롬프트 단위)
files-key-chapter = 이전 / 다음 챕터: 프롬프트, 서브에이전트, 압축, 문제 상황
files-key-first = 첫 단계
files-key-last = 마지막 단계
files-key-stop = 진행 중인 실행 중지
files-key-help = 이 키 목록 보기
files-key-predict = 예측 모드의 질문에 답하기
files-close = 닫기

## 임베드 API: 이 페이지를 임베드한 페이지의 명령이 거부된 이유
files-embed-none-after =
    { $kind ->
        [question] { $step }단계 뒤에 질문이 없습니다
        [tool] { $step }단계 뒤에 도구가 없습니다
       *[compaction] { $step }단계 뒤에 압축이 없습니다
    }
files-embed-no-question = { $step }단계에는 답할 질문이 없습니다

## 텍스트를 가린 채 가져온 로그를 시나리오로 저장
files-redacted-title = 가려진 세션
files-redacted-text = [{ $n }자 · { $hash }]

# 다이어그램 아래의 두 버튼 그룹.
files-group-share = 공유 및 내보내기
files-group-open = 직접 실행한 기록 열기

# 라이브 모델 대화상자의 입력 검사.
live-choose-protocol = 프로토콜을 고르세요.
live-bad-endpoint = 엔드포인트는 { $example }처럼 http:// 또는 https://로 시작하는 웹 주소여야 합니다. 입력값: "{ $given }".
live-name-model = { $example }처럼 모델 이름을 입력하세요.
live-bad-idle-timeout = 유휴 타임아웃은 60처럼 0.1부터 3600까지의 초 단위 숫자입니다. 입력값: "{ $given }".
live-key-in-page = Anthropic의 API는 요청에 anthropic-dangerous-direct-browser-access: true가 있을 때만 웹 페이지에 응답합니다. 이 이름 자체가 경고입니다. 이때 API 키는 페이지 안에 있으므로, 페이지에서 실행되는 어떤 스크립트든 키를 읽고 비용을 쓸 수 있습니다. 이 페이지는 키를 메모리에만 두고, 절대 저장하지 않으며, 입력한 엔드포인트에만 보냅니다. 지출 한도가 있고 언제든 폐기할 수 있는 키를 쓰세요.

# 링크의 문제점 (알림에 표시되며, 따옴표 안의 값은 링크 자체의 값).
link-bad-reply = 링크의 reply { $reply } 값이 once, always, decline 중 하나가 아닙니다
link-reply-no-client = 링크의 reply { $reply }에 클라이언트가 지정되어 있지 않습니다
link-not-text = 링크의 { $key } 값이 올바른 텍스트가 아닙니다
link-src-not-address = 링크의 src가 주소가 아닙니다
link-bad-step = 링크의 step { $step } 값이 단계 번호가 아닙니다
link-bad-stop = 링크의 stop { $stop } 값이 단계 번호가 아닙니다
link-bad-rule = 링크의 rule { $rule } 값이 tool:decision 형식이 아닙니다
link-rules-not-text = 링크의 rules 값이 올바른 텍스트가 아닙니다
link-bad-decision = 링크의 규칙 결정 { $decision } 값이 allow, ask, deny 중 하나가 아닙니다
link-bad-mode = 링크의 mode { $mode } 값이 default, acceptEdits, plan, bypassPermissions 중 하나가 아닙니다
# ?src=로 지정한 시나리오 파일 (주소).
hosted-loading = { $url }에서 시나리오를 불러오는 중…
hosted-unreachable = 주소에 연결할 수 없습니다(네트워크 오류이거나, 서버가 다른 사이트의 읽기를 허용하지 않습니다: CORS)
hosted-status = 서버의 응답 상태가 { $status }입니다
hosted-not-text = 응답을 텍스트로 읽을 수 없습니다
hosted-not-loaded = { $url }의 시나리오를 불러오지 못했습니다: { $why }. 대신 처음부터 보여 줍니다.

# 가져온 실행의 비용 (모델의 정가 기준).
cost-usd = ${ $amount }
cost-no-model = 기록된 모델 없음
cost-parts = 캐시 안 된 입력 { $uncached } + 캐시 읽기 { $read } + 캐시 쓰기(5분) { $written } + 캐시 쓰기(1시간) { $written_hour } + 출력 { $output } = { $total }
cost-saved = 같은 토큰을 캐시 없이 보냈다면 들었을 비용은 { $without }입니다. 캐시로 아낀 비용은 { $saved }입니다.
cost-cost-more = 같은 토큰을 캐시 없이 보냈다면 들었을 비용은 { $without }입니다. 캐시 때문에 { $more } 더 들었습니다(캐시 쓰기 비용이 캐시 읽기로 아낀 비용보다 컸습니다).
cost-miss = 원인이 "{ $cause }"인 캐시 미스는 그 토큰을 캐시에서 읽었을 때보다 { $extra } 더 들었습니다.
cost-unpriced =
    { $n ->
       *[other] { $model }의 가격을 알 수 없어(요청 { $n }개) 합계에서 뺐습니다.
    }
cost-source = 정가 출처: { $source }, { $date } 기준. 실제로 낸 금액은 다를 수 있습니다(구독, 할인, 배치 요금이나 지역별 요금).
cost-unknown = 알 수 없음: 모델의 가격 정보가 없음
cost-at-least = 최소 { $amount }
cost-loading = 가격표를 불러오는 중…
cost-no-table = 알 수 없음: 가격표를 불러오지 못함({ $why })
cost-request = 비용: { $date } 기준 { $model } 정가로 { $amount }.
cost-request-unpriced = { $model }의 가격 정보가 없습니다.
cost-request-no-model = 이 요청에는 기록된 모델이 없으므로 가격도 없습니다(미리 정해진 응답을 내는 llm은 실제 모델이 아닙니다).
cost-decimal = { $whole }.{ $fraction }
