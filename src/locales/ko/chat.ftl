# 채팅 창: 메시지, 도구 호출, 질문, 예시 프롬프트.

## 채팅에 표시되는 하네스의 알림
chat-broken = 하네스가 실행을 중지했습니다: { $reason }.
chat-retry = llm과의 연결이 끊겼습니다({ $problem }). { $wait } 후 다시 시도합니다: { $of }번 중 { $attempt }번째 시도.
# $status: the HTTP status the llm's API answered with (429); $problem: its error, a whole sentence; $wait: how long until the next try.
chat-retry-status = llm의 API가 HTTP { $status }로 응답했습니다: { $problem } 페이지가 읽을 수 있는 대기 시간을 알려 주지 않았으므로, 평소의 백오프대로 { $wait } 후 다시 시도합니다: { $of }번 중 { $attempt }번째 시도.
# $wait: the wait the API asked for in its retry-after header.
chat-retry-asked = llm의 API가 HTTP { $status }로 응답했습니다: { $problem } API가 { $wait } 기다려 달라고 요청했으므로(retry-after) 그때 다시 시도합니다: { $of }번 중 { $attempt }번째 시도.
# $asked: the wait the API asked for; $wait: the idle timeout, the longest the page waits.
chat-retry-capped = llm의 API가 HTTP { $status }로 응답했습니다: { $problem } API가 { $asked } 기다려 달라고 요청했지만(retry-after), 유휴 타임아웃인 { $wait }까지만 기다립니다: { $of }번 중 { $attempt }번째 시도.
chat-compacted =
    컨텍스트 압축: 오래된 { $n ->
       *[other] 메시지 { $n }개
    }를 요약으로 대체, { $before } → { $after }토큰.
chat-stopped = 중지되었습니다. 모든 도구 호출이 결과를 받았고, 스레드에는 일어난 일이 남아 있습니다.
chat-failed = 실행 실패: { $problem }
chat-turn-limit =
    에이전트의 한도인 { $n ->
       *[other] { $n }턴
    }에서 중지했습니다.
chat-context-full = 중지됨: 다음 요청에는 { $needed }토큰이 필요한데 컨텍스트 윈도우에는 { $window }토큰만 들어갑니다.

## 채팅이 보이지 않는 휴대폰에서 보여 주는 최신 채팅 한 줄
chat-echo-you = 나: { $text }
chat-echo-client = 클라이언트 { $client }: { $text }
chat-echo-agent = { $agent }: { $text }
chat-echo-tool = 도구 호출 { $tool }: { $state }
chat-echo-question = { $agent }의 질문: { $tool } 실행해도 될까요?

## 도구 호출의 상태
chat-call-asked = 요청됨
chat-call-running = 실행 중…
chat-call-waiting = 답을 기다리는 중
chat-call-asked-you = 사용자에게 확인함
chat-call-done = 완료
chat-call-never-ran = 실행 안 됨

## 채팅 창
chat-pane-title = 보이는 것
chat-live-model = · { $model } (라이브)
chat-status =
    { $status ->
        [running] 실행 중
       *[idle] 유휴
    }
chat-stop-title = 실행 중지 (Escape)
chat-stop = 중지
chat-scripted-replies = 미리 정해진 응답
chat-conversation = 대화
chat-hint = 아래에서 질문을 고르세요. 여기에서는 채팅을, '실행되는 것'에서는 하네스가 그에 대해 하는 일을 볼 수 있습니다.
chat-fold-show =
    { $agent }의 작업 보기 ({ $session }, { $n ->
       *[other] 항목 { $n }개
    })
chat-fold-hide =
    { $agent }의 작업 숨기기 ({ $session }, { $n ->
       *[other] 항목 { $n }개
    })
chat-output-size =
    ({ $lines ->
       *[other] { $lines }줄
    }, { $chars ->
       *[other] { $chars }자
    })

## 채팅의 행
chat-who-you = 나
chat-who-client = 클라이언트 { $client }
chat-who-queued = (다음 턴을 기다리는 중)
chat-reply-writing = (작성 중…)
chat-reply-broken = (스트림이 끊김: 이번 시도는 버려짐)
chat-reply-stopped = (중지됨)
chat-reply-cut = (잘림: 제공자의 토큰 한도)
chat-tool-call = 도구 호출 { $id }
chat-tool-ran = { $duration } 동안 실행
chat-call-asked-you-first = 먼저 사용자에게 확인함
chat-call-not-run = 실행 안 됨: { $error }
chat-call-error = 오류: { $error }
chat-call-dropped = 실행 안 됨: 응답이 끊김
chat-question-who = { $agent }의 질문
chat-question-open = { $tool } 실행해도 될까요?
chat-question-answered = { $tool } 실행해도 될까요? 답: { $answer }.
chat-question-withdrawn = { $tool } 실행해도 될까요? 답하는 대신 실행을 중지했습니다.

## 권한 질문
chat-allow = { $tool } 도구를 허용할까요?
chat-allow-input = { $tool } 도구를 허용할까요? 입력: "{ $input }"
chat-allow-subagent = 서브에이전트 { $agent }의 질문: { $tool } 도구를 허용할까요?
chat-allow-subagent-input = 서브에이전트 { $agent }의 질문: { $tool } 도구를 허용할까요? 입력: "{ $input }"
chat-allow-once = 한 번 허용
chat-always-allow = 항상 허용
chat-deny = 거부

## 메시지 입력창과 예시 프롬프트
chat-type-first = 먼저 메시지를 입력하세요.
chat-you-are-typing = 입력 중
chat-message = 메시지
chat-placeholder = { $agent }에게 메시지 보내기…
chat-placeholder-live = { $model }에게 메시지 보내기 (라이브)…
chat-send = 보내기
chat-sample-prompts = 예시 프롬프트
chat-more-scenarios = 더 많은 시나리오
