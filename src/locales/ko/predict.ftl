# 예측: 질문, 답, 그리고 정답의 이유.

## 버튼으로 보여 주는 답 (버튼 이름이므로 짧게)
predict-part-session-api = 세션 API
predict-part-coordinator = 코디네이터
predict-part-runner = 러너
predict-part-llm = llm
predict-part-clients = 클라이언트들
predict-part-tools = 도구
predict-part-hooks = 훅
predict-cache-none = 없음
predict-cache-some = 일부: 절반 미만
predict-cache-most = 대부분: 절반 이상
predict-fits-yes = 예: 러너가 그대로 보냄
predict-fits-compacts = 아니요: 먼저 스레드를 압축함
predict-fits-ends = 아니요, 압축으로도 안 됨: 실행 종료
predict-next-another = 한 턴 더: llm에 새 요청
predict-next-ends = 실행 종료
predict-rule-runs = 곧바로 실행됨
predict-rule-asks = 먼저 사용자에게 물음
predict-rule-refuses = 규칙이 거부함
predict-session-new = 자기 스레드가 있는 새 세션에서
predict-session-same = 이 세션에서, 같은 스레드로
predict-child-answer = 마지막 답변만
predict-child-thread = 스레드 전체
predict-child-nothing = 아무것도 합류하지 않음
predict-skill-full = 지시문 전체
predict-skill-line = 이전처럼 한 줄만
predict-skill-nothing = 없음: llm이 기억함
predict-compacted-summary = llm의 요약만
predict-compacted-newest = 요약과 최신 메시지
predict-compacted-reloaded = 요약, 최신 메시지, 그리고 불러와 두었던 메모리 파일과 스킬

## 질문, 그리고 정답이 정답인 이유
predict-ask-prompt-you = Enter를 누릅니다. 어느 구성 요소가 메시지를 가장 먼저 받을까요?
predict-ask-prompt-client-two = 클라이언트 2가 Enter를 누릅니다. 어느 구성 요소가 메시지를 가장 먼저 받을까요?
predict-ask-prompt-another-client = 다른 클라이언트가 Enter를 누릅니다. 어느 구성 요소가 메시지를 가장 먼저 받을까요?
predict-why-prompt = 클라이언트는 세션 API하고만 통신합니다. prompt는 메시지를 스레드에 저장하고 곧바로 응답합니다. llm을 호출하는 것은 러너뿐입니다.
predict-ask-forward = 응답 텍스트의 한 조각이 러너에 도착했습니다. 러너는 이것을 어디로 보낼까요?
predict-ask-forward-subagent = 응답 텍스트의 한 조각이 { $agent }의 러너에 도착했습니다. 러너는 이것을 어디로 보낼까요?
predict-why-forward = 러너는 클라이언트들이 열어 둔 스트림을 통해 각 조각을 곧바로 클라이언트들에 스트리밍하므로, 답이 쓰이는 대로 화면에 보입니다.
predict-why-forward-subagent = { $agent }의 러너도 다른 모든 러너처럼 클라이언트들에 스트리밍합니다. 채팅은 그 텍스트를 { $parent }의 task 호출 아래에 접어 둡니다.
predict-ask-cache = 러너가 턴 { $turn }의 요청(약 { $total }토큰)을 보내려 합니다. 그중 얼마를 프롬프트 캐시가 처리할까요?
predict-ask-cache-subagent = { $agent }의 러너가 턴 { $turn }의 요청(약 { $total }토큰)을 보내려 합니다. 그중 얼마를 프롬프트 캐시가 처리할까요?
predict-ask-cache-first = 러너가 턴 { $turn }의 요청(약 { $total }토큰)을 보내려 합니다. 제공자의 프롬프트 캐시는 최근 요청과 똑같이 시작하는 요청을 더 빠르고 저렴하게 처리합니다. 그중 얼마를 프롬프트 캐시가 처리할까요?
predict-ask-cache-first-subagent = { $agent }의 러너가 턴 { $turn }의 요청(약 { $total }토큰)을 보내려 합니다. 제공자의 프롬프트 캐시는 최근 요청과 똑같이 시작하는 요청을 더 빠르고 저렴하게 처리합니다. 그중 얼마를 프롬프트 캐시가 처리할까요?
predict-why-cache-log = { $source } 로그에 따르면 { $total }토큰 중 { $cached }토큰({ $percent }%)을 프롬프트 캐시에서 읽었습니다.
predict-why-cache-server = 서버의 보고에 따르면 { $total }토큰 중 { $cached }토큰({ $percent }%)을 프롬프트 캐시에서 읽었습니다.
predict-why-cache-share = { $sentence } 전체 { $total }토큰의 { $percent }%입니다.
predict-ask-fits = 러너가 다음 요청을 보낼 준비가 되었습니다. { $agent }의 컨텍스트 윈도우 { $window }토큰에 들어갈까요?
predict-ask-fits-subagent = { $agent }의 러너가 다음 요청을 보낼 준비가 되었습니다. { $agent }의 컨텍스트 윈도우 { $window }토큰에 들어갈까요?
predict-why-fits-compacts = { $needed }토큰이 필요해 { $window }토큰 윈도우를 넘으므로, 러너는 먼저 llm에게 가장 오래된 메시지 { $replaced }개를 요약해 달라고 요청합니다.
predict-why-fits-ends = { $needed }토큰이 필요한데 윈도우에는 { $window }토큰만 들어갑니다. 압축으로도 충분한 공간을 만들 수 없으므로 실행이 끝납니다.
predict-why-fits-sends = 약 { $needed }토큰이 필요해 { $window }토큰 윈도우 안에 들어가므로, 러너는 그대로 보냅니다.
predict-ask-stop-blocks = llm은 도구를 요청하지 않았고, { $agent }의 Stop 훅({ $hook })이 종료를 막습니다: “{ $reason }”. 러너는 다음에 무엇을 할까요?
predict-ask-stop-passes = llm은 도구를 요청하지 않았고, { $agent }의 Stop 훅({ $hook })은 멈추는 데 반대하지 않습니다. 러너는 다음에 무엇을 할까요?
predict-why-stop-blocks = 종료를 막는 Stop 훅은 실행을 이어 가게 합니다. 그 이유가 리마인더로 스레드에 합류하고, 러너는 llm에 다시 요청을 보냅니다.
predict-why-stop-turn-limit =
    훅은 실행을 이어 가게 하려 하지만, 실행이 에이전트의 한도인 { $max ->
       *[other] { $max }턴
    }을 모두 썼으므로 실행이 끝납니다.
predict-why-stop-ends = Stop 훅이 실행 종료를 허용하므로, 응답의 텍스트가 답변입니다.
predict-ask-next = llm의 응답이 끝나 갑니다. 러너는 다음에 무엇을 할까요?
predict-ask-next-subagent = { $agent }의 응답이 끝나 갑니다. 러너는 다음에 무엇을 할까요?
predict-why-next-waiting = 세션에 메시지가 기다리고 있으므로, 러너는 그 메시지에 답하려고 턴을 한 번 더 진행합니다.
predict-why-next-another =
    응답이 { $calls ->
       *[other] 도구 호출 { $calls }개
    }({ $tools })를 요청하므로, 결과가 스레드에 들어가면 러너는 llm에 다시 요청을 보냅니다.
predict-why-next-answered = 응답이 도구를 요청하지 않으므로, 그 텍스트가 답변이고 실행은 끝납니다.
predict-why-next-turn-limit =
    { $calls ->
        [0] 세션에 메시지가 기다리고 있지만
       *[other] 응답이 도구 호출 { $calls }개({ $tools })를 요청하지만
    }, 실행이 에이전트의 한도인 { $max ->
       *[other] { $max }턴
    }을 모두 썼으므로 다음 요청을 보내지 않고 끝납니다.
predict-why-next-context-full = 압축하더라도 다음 요청이 컨텍스트 윈도우에 들어가지 않으므로 실행이 끝납니다.
predict-ask-rule = { $agent }의 llm이 { $tool }({ $input }) 호출을 요청합니다. 하네스는 이 호출을 어떻게 처리할까요? 규칙은 에이전트 패널에 나와 있습니다.
predict-ask-rule-hooked = { $agent }의 llm이 { $tool }({ $input }) 호출을 요청했고, PreToolUse 훅({ $hook })의 답은 { $outcome }입니다. 하네스는 이 호출을 어떻게 처리할까요? 규칙은 에이전트 패널에 나와 있습니다.
predict-rule-none = { $tool } 도구를 지정한 규칙 없음
predict-rule-mode = { $mode }에서 { $tool } 도구를 결정함
predict-rule-yours = 직접 정한 규칙 { $tool } → { $decision }
predict-rule-saved = 저장된 규칙 { $tool } → allow
predict-rule-agents = { $agent }의 규칙 { $tool } → { $decision }
predict-why-hook-decides =
    훅의 답: { $outcome }, 규칙: { $rule }. { $decided ->
        [deny] 훅이든 규칙이든 한쪽이 거부하면 호출은 멈춥니다
        [ask] 훅이든 규칙이든 한쪽이 ask이면 사용자에게 묻습니다
       *[allow] 결정하는 규칙이 없으면 훅의 allow로 충분합니다
    }. 그래서 { $decided ->
        [allow] 사용자에게 묻지 않고 곧바로 실행됩니다
        [ask] 러너가 먼저 사용자에게 묻습니다
       *[deny] 실행되지 않으며, 호출은 그래도 이유를 알리는 결과를 받습니다
    }.
predict-why-hook-leaves-it =
    훅의 답({ $outcome })은 결정을 규칙에 맡깁니다. 규칙: { $rule }. 그래서 { $decided ->
        [allow] 사용자에게 묻지 않고 곧바로 실행됩니다
        [ask] 러너가 먼저 사용자에게 묻습니다
       *[deny] 실행되지 않으며, 호출은 그래도 이유를 알리는 결과를 받습니다
    }.
predict-why-rule-none =
    { $tool } 도구를 지정한 규칙이 없고 이는 ask로 간주되므로, { $decision ->
        [allow] 러너가 사용자에게 묻지 않고 곧바로 실행합니다
        [ask] 러너가 실행을 멈추고 먼저 사용자에게 묻습니다
       *[deny] 실행되지 않으며, 호출은 그래도 그렇다고 알리는 결과를 받습니다
    }.
predict-why-rule-plan-mode =
    하네스는 계획 모드이며, 이 모드에서는 계획을 승인할 때까지 무언가를 바꾸는 호출은 실행되지 않습니다. { $tool } 도구는 무언가를 바꾸므로, { $decision ->
        [allow] 러너가 사용자에게 묻지 않고 곧바로 실행합니다
        [ask] 러너가 실행을 멈추고 먼저 사용자에게 묻습니다
       *[deny] 실행되지 않으며, 호출은 그래도 그렇다고 알리는 결과를 받습니다
    }.
predict-why-rule-accept-edits-mode =
    하네스는 편집 수락 모드이며, 이 모드에서는 파일 편집이 묻지 않고 실행됩니다. { $tool } 도구는 파일을 편집하므로, { $decision ->
        [allow] 러너가 사용자에게 묻지 않고 곧바로 실행합니다
        [ask] 러너가 실행을 멈추고 먼저 사용자에게 묻습니다
       *[deny] 실행되지 않으며, 호출은 그래도 그렇다고 알리는 결과를 받습니다
    }.
predict-why-rule-mode =
    하네스의 권한 모드는 { $mode }이며, 이 모드에서는 deny 규칙이 없는 한 모든 호출이 실행되므로, { $decision ->
        [allow] 러너가 사용자에게 묻지 않고 곧바로 실행합니다
        [ask] 러너가 실행을 멈추고 먼저 사용자에게 묻습니다
       *[deny] 실행되지 않으며, 호출은 그래도 그렇다고 알리는 결과를 받습니다
    }.
predict-why-rule-yours =
    직접 정한 규칙이 { $tool } → { $decision }이므로, { $decision ->
        [allow] 러너가 사용자에게 묻지 않고 곧바로 실행합니다
        [ask] 러너가 실행을 멈추고 먼저 사용자에게 묻습니다
       *[deny] 실행되지 않으며, 호출은 그래도 그렇다고 알리는 결과를 받습니다
    }.
predict-why-rule-saved =
    항상 허용이 { $tool } → allow 규칙을 저장했으므로, { $decision ->
        [allow] 러너가 사용자에게 묻지 않고 곧바로 실행합니다
        [ask] 러너가 실행을 멈추고 먼저 사용자에게 묻습니다
       *[deny] 실행되지 않으며, 호출은 그래도 그렇다고 알리는 결과를 받습니다
    }.
predict-why-rule-agents =
    { $agent }의 규칙이 { $tool } → { $decision }이므로, { $decision ->
        [allow] 러너가 사용자에게 묻지 않고 곧바로 실행합니다
        [ask] 러너가 실행을 멈추고 먼저 사용자에게 묻습니다
       *[deny] 실행되지 않으며, 호출은 그래도 그렇다고 알리는 결과를 받습니다
    }.
predict-ask-skill = skill 도구가 { $skill } 스킬을 불러왔습니다. 그중 무엇이 { $agent }의 다음 요청에 합류할까요?
predict-why-skill = 지금까지 각 요청에는 스킬 목록 속 { $skill }의 한 줄만 들어 있었습니다. 이 스킬을 불러오면 이 결과 뒤에 지시문이 스레드에 들어가므로, 다음 요청과 그 뒤의 모든 요청이 지시문을 담게 됩니다. llm은 요청 사이에 아무것도 기억하지 않습니다.
predict-ask-compacted = { $agent }의 스레드가 압축되고 있습니다. 압축 후 스레드에는 무엇이 남을까요?
predict-why-compacted-reloaded =
    가장 오래된 메시지 { $replaced }개는 llm의 요약으로 대체되고, 가장 최근에 주고받은 내용은 남습니다. 그리고 하네스는 불러와 두었던 것, 여기서는 { $notes ->
       *[other] 항목 { $notes }개
    }를 다시 불러오므로 llm은 지시문을 잃지 않습니다.
predict-why-compacted = 가장 오래된 메시지 { $replaced }개는 llm의 요약으로 대체되고, 가장 최근에 주고받은 내용은 남으므로 llm은 여전히 어디까지 했는지 압니다. { $agent }에게는 다시 넣을 메모리 파일이나 스킬이 없었습니다.
predict-ask-spawn = task 도구가 { $child } 에이전트에게 작업을 맡겨 시작시킵니다. { $child } 에이전트는 어디에서 일할까요?
predict-why-spawn = task 도구는 사용자의 창과 마찬가지로 세션 API의 클라이언트입니다. { $child }의 새 세션을 요청하며, 그 스레드는 { $agent }의 스레드를 복사한 것이 아니라 프롬프트 하나로만 시작합니다.
predict-ask-child = { $child } 에이전트가 일을 마쳤습니다. 그 작업 중 얼마가 { $agent }의 컨텍스트에 합류할까요?
predict-why-child = { $child } 에이전트는 자기만의 스레드에서 일했으므로, { $agent }의 컨텍스트에 합류하는 것은 답변 { $joins }토큰뿐이고 스레드 전체인 { $thread }토큰은 합류하지 않습니다.

## 답한 뒤
predict-verdict-right = 정답입니다. { $why }
predict-verdict-wrong = 아쉽네요. 정답은 “{ $answer }”입니다. { $why }

## 틀린 답대로였다면 어떻게 됐을지, 그리고 내 실행과의 비교
predict-change-max-turns =
    실행당 최대 { $max ->
       *[other] { $max }턴
    }인 { $agent }
predict-change-context-window = 컨텍스트 윈도우가 { $window }토큰인 { $agent }
predict-happens-sends = { $from }에서 { $to }에 보냄: { $what }
predict-happens-within = { $from }: { $what }
predict-happens-ended = 종료됨
predict-ending-waits = { $n }단계에서 사용자의 답을 기다립니다
predict-ending-breaks = { $n }단계에서 중단됩니다: { $reason }
predict-ending-ends-as =
    { $n ->
       *[other] { $n }단계 후 끝납니다({ $end })
    }
predict-ending-ends =
    { $n ->
       *[other] { $n }단계 후 끝납니다
    }
predict-compare-same = 내 실행과 단계마다 똑같습니다. 이 실행은 { $theirs }. 내 실행은 { $yours }.
predict-compare-parted = { $at }단계까지는 내 실행과 같습니다. { $next }단계에서 내 실행은 ‘{ $yours_happens }’, 이 실행은 ‘{ $theirs_happens }’입니다. 이 실행은 { $theirs }. 내 실행은 { $yours }.

## 페이지 위의 요소
predict-switch = 예측
predict-switch-title = 무언가를 결정하는 단계마다 그 앞에서 멈추고, 다음에 무슨 일이 일어날지 묻습니다
predict-switch-on = 켜짐
predict-switch-off = 꺼짐
predict-title = 다음에 무슨 일이 일어날까요?
predict-score = { $answered }개 중 { $right }개 정답
predict-you-answered = { $question } 내 답: “{ $answer }”.
predict-hint = 재생과 다음 단계는 무언가를 결정하는 단계마다 그 앞에서 멈춥니다. 버튼이나 1~4 키로 답하거나, 다음 단계로 넘어가 건너뛰세요.
predict-show-other = 그 답대로라면 어떻게 되는지 보기
predict-other-title = 그 답대로라면: { $change }
predict-other-back = 그 실행의 이전 단계
predict-other-forward = 그 실행의 다음 단계
predict-other-position = { $n }단계 중 { $k }단계
predict-other-close = 그 실행 닫기
