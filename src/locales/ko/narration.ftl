# 각 단계의 내레이션, 그리고 다이어그램의 레이블과 캡션.
# `llm`, 도구 이름, 필드 이름, 코드는 그대로 둡니다.

## 시간, 답, 오류, 종료를 나타내는 말

words-seconds = { $s }초
words-seconds-tenths = { $s }.{ $tenths }초
words-minutes-seconds = { $min }분 { $s }초
words-hours-minutes = { $h }시간 { $min }분
words-answer =
    { $reply ->
        [once] 한 번 허용
        [always] 항상 허용
       *[decline] 거부
    }
words-error =
    { $error ->
        [failed] 실패
        [timed-out] 시간 초과
        [denied] 거부됨
        [declined] 거절됨
        [interrupted] 중단됨
       *[unknown-tool] 알 수 없는 도구
    }
words-end =
    { $end ->
        [answered] 답변 완료
        [stopped] 중지됨
        [failed] 실패
        [turn-limit] 턴 한도
       *[context-full] 컨텍스트 가득 참
    }
words-tokens-read = 토큰 { $read }개 읽음
words-tokens-read-cached = 토큰 { $read }개 읽음, 그중 { $cached }개는 프롬프트 캐시에서 읽음
words-tokens-read-written = 토큰 { $read }개 읽음, { $written }개는 캐시에 씀
words-tokens-read-cached-written = 토큰 { $read }개 읽음, 그중 { $cached }개는 프롬프트 캐시에서 읽음, { $written }개는 캐시에 씀

## 하네스의 구성 요소
part-client = 클라이언트
part-client-2 = 클라이언트 2
part-another-client = 다른 클라이언트
part-clients = 클라이언트들
part-session-api = 세션 API
part-coordinator = 코디네이터
part-runner = 러너
part-llm = llm
part-tools = 도구
part-hooks = 훅
part-client-2-start = 클라이언트 2
part-another-client-start = 다른 클라이언트

## 각 구성 요소의 설명
diagram-meaning-client = 사용자가 입력하는 채팅 앱입니다. 세션 API를 호출하고, 돌아온 내용을 보여 줍니다.
diagram-meaning-session-api = 하네스의 정문입니다. 각 메시지를 하네스가 보관하는 대화인 스레드에 저장하고 곧바로 응답하며, llm을 기다리지 않습니다.
diagram-meaning-coordinator = 하나의 대화인 세션이 언제 루프를 돌릴지 정합니다. 세션마다 한 번에 실행 하나만 두고, 메시지에 답이 필요할 때 실행을 시작합니다.
diagram-meaning-runner = 하네스의 심장인 루프입니다. 스레드를 llm에 보내고, llm이 요청한 도구를 실행하고, llm이 답할 때까지 이를 반복합니다.
diagram-meaning-llm = 언어 모델입니다. 요청을 읽고 텍스트를 쓰거나 도구를 요청합니다. 스스로는 아무것도 실행할 수 없습니다.
diagram-meaning-tools = llm이 요청하면 러너가 실행하는 코드입니다. 파일 읽기, 테스트 실행 같은 것입니다. 그 출력은 스레드로 돌아갑니다.
diagram-meaning-hooks = 정해진 시점(도구 호출 전, 실행이 끝나려 할 때)에 실행되는 하네스 자체의 스크립트입니다. llm은 훅 자체를 읽지 않고, 훅이 돌려준 것만 읽습니다.

## 다이어그램 캡션
diagram-no-message = 아직 메시지가 없습니다.
diagram-caption =
    { $from_part ->
        [tools] { $from }에서 { $to }에 보냄: { $label }
        [hooks] { $from }에서 { $to }에 보냄: { $label }
        [clients] { $from }에서 { $to }에 보냄: { $label }
       *[other] { $from }에서 { $to }에 보냄: { $label }
    }
diagram-caption-lane =
    { $from_part ->
        [tools] { $from }에서 { $to }에 보냄: { $label } (서브에이전트 { $lane })
        [hooks] { $from }에서 { $to }에 보냄: { $label } (서브에이전트 { $lane })
        [clients] { $from }에서 { $to }에 보냄: { $label } (서브에이전트 { $lane })
       *[other] { $from }에서 { $to }에 보냄: { $label } (서브에이전트 { $lane })
    }
diagram-inside = { $part } 내부: { $label }
diagram-inside-lane = { $part } 내부: { $label } (서브에이전트 { $lane })

## 다이어그램 화살표의 레이블
diagram-label-typed = 입력 중…
diagram-label-prompt = prompt(message)
diagram-label-accepted = accepted
diagram-label-accepted-queued = accepted (대기열)
diagram-label-start-run = 실행 시작
diagram-label-already-running = 이미 실행 중
diagram-label-run = 실행
diagram-label-keep-going = 계속 진행
diagram-label-request = 요청, 턴 { $turn }
diagram-label-request-again = 요청, 턴 { $turn } (시도 { $attempt })
diagram-label-summarize = 요약
diagram-label-text = text
diagram-label-tool-call = tool-call { $tool }
diagram-label-finish = finish
diagram-label-error = error
diagram-label-usage = usage
diagram-label-cut = 토큰 한도에서 잘림
diagram-label-run-tool = { $tool } 실행
diagram-label-output-error = 출력: { $error }
diagram-label-output = 출력
diagram-label-result = 도구 결과
diagram-label-result-error = 결과: { $error }
diagram-label-ask = 질문: { $tool }?
diagram-label-resume = 답
diagram-label-stop = 중지
diagram-label-interrupt = 중단
diagram-label-cancel = 취소
diagram-label-retry = 재시도 ({ $attempt }/{ $of })
diagram-label-compacted = 컨텍스트 압축됨
diagram-label-ended = 종료: { $end }
diagram-label-done = 완료
diagram-label-done-end = 완료: { $end }
diagram-label-idle = 유휴
diagram-label-spawn = 새 세션: { $agent }
diagram-label-stop-child = 서브에이전트 중지
diagram-label-hook = { $event } 훅 실행
diagram-label-hook-pass = 추가할 것 없음
diagram-label-hook-allow = 허용
diagram-label-hook-deny = 거부
diagram-label-hook-ask = 사용자에게 확인
diagram-label-hook-context = llm에게 남기는 메모
diagram-label-hook-block = 차단: 계속 진행

## 내레이션

narr-messages =
    { $n ->
       *[other] 메시지 { $n }개
    }
narr-tools =
    { $n ->
       *[other] 도구 { $n }개
    }
narr-list-more = { $list }, { $item }
narr-list-last = { $list } 및 { $item }

narr-back-in-session = 다시 { $agent }의 세션으로: { $text }
narr-in-session = { $agent }의 세션: { $text }
# 한국어에는 대소문자가 없으므로 `lower`가 아닌 값을 씁니다.
narr-lead-in-first-letter = keep

## 요청마다 말하는 프롬프트 캐시
narr-cache-below-minimum = 캐시되는 것은 없습니다. Anthropic은 이 모델의 최소 길이인 { $min }토큰보다 짧은 접두사는 캐시하지 않습니다.
narr-cache-empty-anthropic = 아직 프롬프트 캐시에 든 것이 없습니다. Anthropic의 캐시는 요청이 표시한 부분만 보관하므로, 이 요청은 스레드 끝의 마지막 브레이크포인트까지 { $written }토큰을 캐시에 씁니다.
narr-cache-empty = 아직 프롬프트 캐시에 든 것이 없습니다. 이전 요청 중 이렇게 시작한 요청이 없었기 때문입니다.
narr-cache-hit-anthropic = 이 중 { $cached }토큰은 프롬프트 캐시에서 옵니다. 이전 요청이 자기 스레드 끝의 브레이크포인트까지 접두사를 캐시에 썼고, 이 요청도 똑같이 시작하기 때문입니다. 이 요청은 자신의 마지막 브레이크포인트까지 { $written }토큰을 더 씁니다.
narr-cache-hit-after-summary = 프롬프트 캐시에서 오는 것은 스레드 앞부분인 { $cached }토큰뿐입니다. 이제 스레드가 어떤 요청도 보낸 적 없는 요약으로 시작하기 때문입니다.
narr-cache-hit = 이 중 { $cached }토큰은 프롬프트 캐시에서 옵니다. 요청이 이전 요청과 똑같이 시작하기 때문입니다.
narr-cache-hit-steps = 이 중 { $cached }토큰은 프롬프트 캐시에서 옵니다. 요청이 이전 요청과 똑같이 시작하기 때문입니다. 캐시는 { $step }토큰 단위로만 세므로, 겹치는 토큰 중 끝부분 몇 개는 새로 읽습니다.
narr-cache-hit-earlier-run = 이 중 { $cached }토큰은 프롬프트 캐시에서 옵니다. 이전 실행이 같은 시스템 프롬프트, 지시문, 도구를 보냈기 때문입니다.
narr-cache-what = llm을 운영하는 회사인 제공자는 최근 요청들이 어떻게 시작했는지를 프롬프트 캐시에 보관해 두고, 똑같이 시작하는 요청을 더 빠르고 저렴하게 처리합니다. { $cache }

## 메시지 입력과 전송
narr-typed-first = 클라이언트, 즉 채팅 앱에 메시지를 입력합니다. 아직 아무것도 보내지 않았으므로, 하네스가 보관하는 메시지 목록인 스레드는 아직 비어 있습니다.
narr-typed = 클라이언트에 메시지를 입력합니다. 아직 아무것도 보내지 않았습니다. 스레드에는 { $messages }가 있습니다.
narr-typed-other = 누군가 { $client }에 메시지를 입력합니다. 아직 아무것도 보내지 않았습니다. 스레드에는 { $messages }가 있습니다.
narr-prompt = Enter를 누릅니다. 클라이언트가 하네스의 정문인 세션 API에 메시지를 보냅니다. `prompt`라는 호출입니다.
narr-prompt-other = 그 사람이 Enter를 누르면, { $client }가 같은 세션 API에 자기 메시지로 `prompt`를 호출합니다.
narr-accepted = 세션 API가 메시지를 스레드에 저장하고(이제 { $messages }) llm을 기다리지 않고 곧바로 `accepted`로 응답합니다.
narr-accepted-queued = 러너가 턴을 진행하는 중이므로, 세션 API는 메시지를 러너의 다음 턴을 위해 저장해 두고 곧바로 `accepted`로 응답합니다.
narr-start-run-first = 세션 API가 코디네이터(언제 실행할지 정하는 구성 요소)에게 이 세션, 즉 지금 참여한 하나의 대화에 대해 루프를 돌려 달라고 요청합니다. 루프란 llm에 묻고, llm이 요청한 도구(파일 읽기 같은 코드)를 실행하고, llm이 답할 때까지 반복하는 것입니다.
narr-start-run = 세션 API가 코디네이터에게 이 세션의 루프를 돌려 달라고 요청합니다.
narr-already-running = 코디네이터는 이 세션에서 이미 실행을 진행 중이므로 두 번째 실행을 시작하지 않습니다. 진행 중인 루프가 멈추기 전에 새 메시지에 답할 것입니다.
narr-run-first = 진행 중인 실행(메시지부터 답변까지 루프를 한 번 도는 것)이 없었으므로, 코디네이터는 세션을 실행 중으로 표시하고 루프를 돌리는 구성 요소인 러너에게 넘깁니다. 세션 하나에 실행은 한 번에 하나입니다.
narr-run = 진행 중인 실행이 없었으므로, 코디네이터는 세션을 실행 중으로 표시하고 러너에게 넘깁니다. 세션 하나에 실행은 한 번에 하나입니다.
narr-keep-going = 실행이 끝나 갈 때 메시지가 들어왔으므로, 코디네이터는 유휴 상태로 가지 않고 같은 실행을 이어 갑니다.

## llm에 보내는 요청
narr-request-again = 러너가 턴 { $turn }의 요청을 다시 보냅니다. { $max }번 중 { $attempt }번째 시도입니다. 똑같은 { $tokens }토큰이며, 그중 { $cached }토큰은 프롬프트 캐시에서 읽습니다.
narr-thread-joined =
    { $joins ->
       *[other] { $messages }, 그중 기다리던 메시지 { $joins }개가 먼저 합류함
    }
narr-thread-reminders =
    { $n ->
       *[other] { $thread }, 끝에는 사용자가 아니라 하네스가 추가한 리마인더 { $n }개
    }
narr-thread-notes = { $thread }, 끝에는 사용자가 아니라 하네스가 추가한 것: { $notes }
narr-note-reminders =
    { $n ->
       *[other] 리마인더 { $n }개
    }
narr-note-memory-files =
    { $n ->
       *[other] 메모리 파일 { $n }개
    }
narr-note-skill-list = 이름으로 나열된 스킬
narr-note-skills =
    { $n ->
       *[other] 스킬 { $n }개의 지시문
    }
narr-note-tool-names = 이름으로 나열된 지연 로드 도구
narr-note-tool-schemas = 검색으로 불러온 도구 스키마
narr-request-first = 러너가 턴 { $turn }의 요청을 llm에 보냅니다(턴: 요청 하나와 그 응답). llm은 아무것도 기억하지 못하므로, 요청마다 읽을 것이 전부 들어 있습니다. 지시문, { $tools }, 지금까지의 스레드({ $thread })입니다. 약 { $tokens }토큰이며, 토큰은 모델이 읽는 단위입니다. { $cache }{ $reported }
narr-request = 러너가 턴 { $turn }의 요청을 llm에 보냅니다. 지시문, { $tools }, 스레드({ $thread })입니다. 약 { $tokens }토큰입니다. { $cache }{ $reported }
narr-summarize = 다음 요청에는 { $needed }토큰이 필요해 에이전트의 컨텍스트 윈도우인 { $window }토큰을 넘습니다. 그래서 러너는 먼저 llm에게 스레드에서 가장 오래된 메시지 { $replaced }개를 요약해 달라고 요청합니다.
narr-summarize-again = 다음 요청에는 { $needed }토큰이 필요해 에이전트의 컨텍스트 윈도우인 { $window }토큰을 넘습니다. 그래서 러너는 먼저 llm에게 스레드에서 가장 오래된 메시지 { $replaced }개를 요약해 달라고 요청합니다({ $max }번 중 { $attempt }번째 시도).

## 이벤트로 스트리밍되는 llm의 응답
narr-summary-text = llm이 요약의 한 조각을 스트리밍해 돌려보냅니다. 이것은 사용자가 아니라 하네스를 위한 것이라 채팅에는 표시되지 않습니다.
narr-text-more = 응답의 다음 조각이 도착합니다.
narr-text-first = llm은 텍스트를 한 덩어리로 보내지 않고, 쓰는 대로 작은 조각(이벤트)으로 나눠 돌려보냅니다.
narr-text = llm이 응답을 한 조각씩 보내기 시작합니다.
narr-tool-call-first = llm이 도구를 요청합니다(도구 호출): 입력이 "{ $input }"인 { $tool }. llm은 스스로 아무것도 실행할 수 없고, 요청만 할 수 있습니다.
narr-tool-call-first-no-input = llm이 도구를 요청합니다(도구 호출): 입력 없는 { $tool }. llm은 스스로 아무것도 실행할 수 없고, 요청만 할 수 있습니다.
narr-tool-call = llm이 도구를 요청합니다: 입력이 "{ $input }"인 { $tool }. llm은 스스로 아무것도 실행할 수 없고, 요청만 할 수 있습니다.
narr-tool-call-no-input = llm이 도구를 요청합니다: 입력 없는 { $tool }. llm은 스스로 아무것도 실행할 수 없고, 요청만 할 수 있습니다.
narr-cut = 제공자가 여기서 응답을 자릅니다. 제공자가 응답 하나에 허용하는 최대 토큰 수에 도달했기 때문입니다. 이미 도착한 내용은 그대로지만, 작성 중이던 도구 호출은 호출로 치지 않으므로 러너가 버립니다.
narr-cut-forward = 러너가 제공자의 토큰 한도 때문에 응답이 잘렸다고 사용자에게 알립니다.
narr-summary-finished = 요약이 끝났습니다.
narr-finish =
    { $calls ->
        [0] 응답이 끝났고 도구를 요청하지 않으므로, 그 텍스트가 답변입니다. 러너는 응답을 스레드 끝에 추가합니다({ $messages }).
       *[other] 응답이 끝났고 도구 호출 { $calls }개를 요청합니다. 러너는 응답을 스레드 끝에 추가하고({ $messages }) 호출을 순서대로 처리합니다.
    }
narr-usage = 제공자가 이 요청에 대해 센 양을 보고합니다. { $read }, 그리고 응답으로 쓴 토큰 { $written }개입니다. 페이지는 이 값을 자체 추정치 옆에 보여 줍니다.
narr-stream-error-retryable = 스트림이 끊깁니다: "{ $error }". 연결이 끊겼거나 제공자가 바쁜 경우라면 다시 시도해 볼 만합니다.
narr-stream-error = 스트림이 끊깁니다: "{ $error }". 다시 시도해도 이 응답은 바뀌지 않습니다.
# $status: the HTTP status the llm's API answered with instead of a stream; $error: its error message.
narr-http-error-retryable = llm의 API가 스트림 대신 HTTP { $status }로 응답합니다: "{ $error }". 제공자가 바쁘거나 속도를 제한하는 경우라면 다시 시도해 볼 만합니다.
narr-http-error = llm의 API가 스트림 대신 HTTP { $status }로 응답합니다: "{ $error }". 다시 시도해도 이 응답은 바뀌지 않습니다.
narr-forward-tool-call = 러너가 도구 호출을 일어나는 그대로 보여 줍니다: { $tool }({ $input }).
narr-forward-more = 러너가 이것을 곧바로 사용자에게 전달합니다.
narr-forward-first = 러너는 클라이언트가 열어 둔 연결을 통해 텍스트를 곧바로 클라이언트에 전달하므로, 텍스트가 쓰이는 대로 화면에 보입니다.
narr-forward = 러너가 텍스트를 곧바로 사용자에게 전달합니다.

## 권한과 도구. "→ allow", "→ ask", "→ deny"는 규칙 패널에 적힌 규칙의 결정입니다.
narr-mode-accept-edits = 편집 수락 모드: { $tool } 도구는 파일을 편집하며, 이 모드에서는 deny 규칙이 없는 한 편집이 묻지 않고 실행됩니다. 러너가 곧바로 실행합니다.
narr-mode-allows =
    { $mode ->
        [default] 기본 모드: 모든 호출이 묻지 않고 실행되므로, 러너가 { $tool } 도구를 곧바로 실행합니다. deny 규칙만이 이를 막을 수 있습니다.
        [plan] 계획 모드: 모든 호출이 묻지 않고 실행되므로, 러너가 { $tool } 도구를 곧바로 실행합니다. deny 규칙만이 이를 막을 수 있습니다.
       *[bypass-permissions] 권한 우회 모드: 모든 호출이 묻지 않고 실행되므로, 러너가 { $tool } 도구를 곧바로 실행합니다. deny 규칙만이 이를 막을 수 있습니다.
    }
narr-allowed-your-rule = 직접 정한 규칙이 { $tool } → allow이므로, 러너는 묻지 않고 도구를 곧바로 실행합니다.
narr-allowed-saved-rule = 저장해 둔 규칙이 { $tool } → allow이므로, 러너는 묻지 않고 도구를 곧바로 실행합니다.
narr-allowed-rules-first = 에이전트의 지시문, 도구와 함께 미리 정해 둔 권한 규칙이 { $tool } → allow이므로, 러너는 묻지 않고 도구를 곧바로 실행합니다.
narr-allowed-agent-rules = 에이전트의 규칙이 { $tool } → allow이므로, 러너는 묻지 않고 도구를 곧바로 실행합니다.
narr-run-always = 항상 허용을 골랐으므로 이제 { $tool } 도구는 저장된 규칙으로 허용되고, 러너가 이를 실행합니다.
narr-run-hook = PreToolUse 훅이 { $tool } 도구를 허용했고 ask나 deny 규칙도 없으므로, 러너는 묻지 않고 실행합니다.
narr-run-once = 이번 호출 한 번을 허용했으므로, 러너가 { $tool } 도구를 실행합니다.
narr-output-failed = 도구가 실패합니다: "{ $output }". 실패도 출력입니다. 오류 표시가 붙은 채로 러너에게 돌아갑니다.
narr-output =
    { $characters ->
       *[other] 도구가 출력({ $characters }자)을 러너에게 돌려줍니다.
    }
narr-output-memory =
    { $characters ->
       *[other] 도구가 출력({ $characters }자)을 러너에게 돌려줍니다. 메모리 파일이 있는 폴더 아래의 파일을 처음 읽었으므로, 하네스가 { $files } 파일을 불러옵니다. 그 지시문이 다음 요청에 합류합니다.
    }
narr-result-first = 러너가 도구 결과(출력을 메시지로 저장한 것)를 스레드 끝에 추가하고({ $messages }) 사용자에게 보여 줍니다. llm은 다음 턴에 이를 읽습니다.
narr-result = 러너가 도구 결과를 스레드 끝에 추가하고({ $messages }) 사용자에게 보여 줍니다. llm은 다음 턴에 이를 읽습니다.
narr-result-failed = 러너가 결과를 오류로 표시해 스레드에 덧붙입니다({ $messages }). llm은 다음 턴에 이를 읽고 어떻게 할지 정합니다.
narr-result-timed-out = 이 호출이 받는 단 하나의 결과는 시간 초과를 알리며, 오류로 표시됩니다({ $messages }). llm은 다음 턴에 이를 읽습니다.
narr-result-hook-denied = 훅의 거부가 유지되므로 { $tool } 도구는 실행되지 않습니다. 그래도 호출은 훅이 밝힌 이유가 담긴 결과 하나를 받고, 그 결과가 스레드에 추가됩니다({ $messages }). llm은 이유를 읽고 다른 방법을 시도할 수 있습니다.
narr-result-plan-denied = 계획 모드: { $tool } 도구는 무언가를 바꾸므로, 에이전트가 계획하는 동안에는 실행되지 않습니다. 그래도 호출은 그렇다고 알리는 결과를 받습니다({ $messages }). llm은 사용자가 계획을 승인할 때까지 읽기와 계획만 할 수 있다는 것을 읽게 됩니다.
narr-result-denied = 규칙이 { $tool } → deny이므로 도구는 실행되지 않습니다. 그래도 호출은 그렇다고 알리는 결과를 받고, 그 결과가 스레드에 추가됩니다({ $messages }).
narr-result-declined = 사용자가 거절했으므로 { $tool } 도구는 실행되지 않습니다. 그래도 호출은 도구 결과, 즉 사용자가 거절했다는 메시지를 받습니다({ $messages }). llm은 다음 턴에 이를 읽고 무엇을 말할지 정합니다.
narr-result-interrupted = { $tool } 호출도 어쨌든 결과 하나를 받습니다. 사용자가 실행을 중지했으므로 결과는 중단됨입니다({ $messages }).
narr-result-unknown-tool = 에이전트에는 이름이 { $tool }인 도구가 없습니다. 러너는 오류 결과로 호출에 답하고({ $messages }) 루프는 계속됩니다.
narr-ask-hook = 사용자를 기다립니다. PreToolUse 훅이 { $tool } 도구에 대한 사용자의 답을 원하므로, 러너는 실행을 멈추고 먼저 사용자에게 묻습니다.
narr-ask-no-rule-first = { $tool } 도구를 지정한 권한 규칙이 없고 이는 ask로 간주되므로, 러너는 실행을 멈추고 먼저 사용자에게 묻습니다. 그리고 답을 기다립니다.
narr-ask-no-rule = { $tool } 도구를 지정한 규칙이 없고 이는 ask로 간주되므로, 러너는 실행을 멈추고 먼저 사용자에게 묻습니다. 그리고 답을 기다립니다.
narr-ask-your-rule = 직접 정한 규칙이 { $tool } → ask이므로, 러너는 실행을 멈추고 먼저 사용자에게 묻습니다. 그리고 답을 기다립니다.
narr-ask-rules-first = 에이전트의 지시문, 도구와 함께 미리 정해 둔 권한 규칙이 { $tool } → ask이므로, 러너는 실행을 멈추고 먼저 사용자에게 묻습니다. 그리고 답을 기다립니다.
narr-ask-rule = 규칙이 { $tool } → ask이므로, 러너는 실행을 멈추고 먼저 사용자에게 묻습니다. 그리고 답을 기다립니다.
narr-answer-once =
    { $who ->
        [you] 한 번 허용으로 답합니다. 이번 호출은 실행되고, 다음번에는 다시 묻습니다.
       *[other] { $client }가 한 번 허용으로 답합니다. 이번 호출은 실행되고, 다음번에는 다시 묻습니다.
    }
narr-answer-always =
    { $who ->
        [you] 항상 허용으로 답합니다. 세션 API가 허용 규칙을 저장하므로, 초기화를 누를 때까지 러너는 이 도구에 대해 다시 묻지 않습니다.
       *[other] { $client }가 항상 허용으로 답합니다. 세션 API가 허용 규칙을 저장하므로, 초기화를 누를 때까지 러너는 이 도구에 대해 다시 묻지 않습니다.
    }
narr-answer-decline =
    { $who ->
        [you] 거부로 답합니다. 도구는 실행되지 않습니다.
       *[other] { $client }가 거부로 답합니다. 도구는 실행되지 않습니다.
    }
narr-resume = 세션 API가 답을 기다리던 러너에게 그 답을 전달합니다.

## 중지, 타임아웃, 재시도, 실행의 종료
narr-stop =
    { $who ->
        [you] 중지를 누릅니다. 클라이언트가 세션 API에 실행을 중지해 달라고 요청합니다.
       *[other] { $client }가 중지를 누릅니다. 클라이언트가 세션 API에 실행을 중지해 달라고 요청합니다.
    }
narr-interrupt = 세션 API가 러너에게 멈추라고 알립니다. 러너는 스레드를 온전하게 남겨야 합니다. llm이 만든 모든 도구 호출은 여전히 정확히 하나의 결과를 받습니다.
narr-cancel-idle = llm에서 { $time } 동안 아무것도 오지 않았습니다. 에이전트의 유휴 타임아웃이므로, 러너는 더 기다리지 않고 스트림을 닫은 뒤 이번 시도를 버립니다. 스트림이 끊긴 경우와 똑같이 처리합니다.
narr-cancel-summary = 러너가 llm의 스트림을 닫습니다. 요약은 버려지고 스레드는 그대로 남습니다.
narr-cancel-llm = 러너가 llm의 스트림을 닫으므로 제공자는 쓰기를 멈춥니다. 지금까지 도착한 내용은 스레드에 남고, 그 안의 도구 호출은 중단됨 결과를 받습니다.
narr-cancel-tool = 러너가 실행 중이던 도구를 취소합니다.
narr-cancel-tool-timeout = 도구가 에이전트의 제한 시간인 { $time } 동안 실행되었으므로, 러너는 한없이 기다리지 않고 도구를 취소합니다.
narr-retry = 러너가 다시 시도하겠다고 알립니다. { $time } 기다린 뒤 { $of }번 중 { $attempt }번째 시도입니다. 대기 시간은 매번 두 배가 되어, 힘겨워하는 제공자에게 여유를 줍니다.
narr-retry-unread = 러너가 다시 시도하겠다고 알립니다. 자체 백오프대로 { $time } 기다린 뒤 { $of }번 중 { $attempt }번째 시도입니다. API가 읽을 수 있는 대기 시간을 알려 주지 않았습니다. 브라우저는 서버가 허용할 때(Access-Control-Expose-Headers)만 페이지가 retry-after 헤더를 읽게 합니다.
narr-retry-asked = 러너가 다시 시도하겠다고 알립니다. API가 retry-after 헤더로 요청한 대로 { $time } 기다린 뒤 { $of }번 중 { $attempt }번째 시도입니다. 대기 시간을 알려 주는 서버는 두 배씩 늘리는 추측보다 자기 부하를 더 잘 압니다.
# $asked: the wait the API asked for; $time: the agent's idle timeout.
narr-retry-capped = 러너가 다시 시도하겠다고 알립니다. { $of }번 중 { $attempt }번째 시도입니다. API는 retry-after 헤더로 { $asked } 대기를 요청했지만, 러너는 에이전트의 유휴 타임아웃인 { $time }까지만 기다립니다. 그래서 실행이 조용한 스트림을 기다릴 때보다 오래 멈춰 있지 않습니다.
narr-compacted = 컨텍스트 압축: 가장 오래된 메시지 { $replaced }개가 llm의 요약으로 대체됩니다. 스레드는 { $messages }로 줄고, 다음 요청은 { $before }토큰에서 { $after }토큰으로 줄어듭니다.
narr-ended-stopped = 러너가 실행이 중지되었다고 알립니다. 잃은 것은 없습니다. 스레드에는 중지를 누른 시점까지 일어난 일이 담겨 있습니다.
narr-ended-failed = 러너가 포기하고 실행이 실패했다고 알립니다. 진행 중인 작업도 없는데 세션이 실행 중 상태로 남아 있으면 안 되기 때문입니다.
narr-ended-turn-limit =
    { $max ->
       *[other] 실행이 에이전트의 한도인 { $max }턴을 모두 썼으므로, 러너는 다음 요청을 보내지 않고 멈춘 뒤 그 이유를 알립니다.
    }
narr-ended-context-full = 다음 요청에는 { $needed }토큰이 필요한데 윈도우에는 { $window }토큰만 들어갑니다. 압축으로도 충분한 공간을 만들 수 없으므로, 러너는 멈추고 그 이유를 알립니다.
narr-done = 러너가 코디네이터에게 실행이 끝났다고 알립니다. llm이 답했습니다.
narr-done-not-answered = 러너가 코디네이터에게 실행이 끝났다고 알립니다. 다만 답변은 없습니다.
narr-turns =
    { $n ->
       *[other] { $n }턴
    }
narr-idle =
    { $clients ->
       *[other] 실행이 끝났습니다. 코디네이터는 세션을 유휴 상태로 표시해 다음 메시지를 받을 준비를 하고, 이를 클라이언트에 알립니다. 이 세션은 지금까지 { $turns }을 썼습니다.
    }

# 다이어그램의 서브에이전트 레인.
diagram-lane-empty = 서브에이전트의 세션
diagram-lane = 서브에이전트: { $lane }
diagram-part-meanings = 각 구성 요소의 역할
