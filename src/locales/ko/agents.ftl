# 서브에이전트, 훅, 스킬, 검색으로 찾는 도구, 가져온 로그 고유의 단계에 대한 내레이션, 그리고 챕터.

## 문장 안에서 쓰는 개수
agents-n-tools =
    { $n ->
       *[other] 도구 { $n }개
    }
agents-n-messages =
    { $n ->
       *[other] 메시지 { $n }개
    }

## 서브에이전트: task 도구가 다른 에이전트의 세션에 작업을 넘깁니다.
agents-subagent-spawn = task 도구는 사용자의 창과 마찬가지로 세션 API의 클라이언트입니다. { $agent }의 새 세션을 요청하고, 그 세션에 이 프롬프트를 보냅니다: "{ $prompt }". 새 세션은 { $parent }의 스레드를 복사한 것이 아니라 자기만의 스레드를 받습니다.
agents-subagent-spawned = 세션 API가 { $session } 세션을 만듭니다. { $agent }의 지시문, 도구, 규칙, 그리고 프롬프트가 유일한 메시지인 새 스레드로 이루어집니다. 세션 API는 task 도구에 곧바로 응답하고, 이제 task 도구는 { $session } 세션이 유휴 상태가 되기를 기다립니다.
agents-subagent-stop = task 도구가 취소되었으므로, 먼저 세션 API에 { $session } 세션({ $agent })을 중지해 달라고 요청하고 이를 기다립니다. 서브에이전트가 부모보다 먼저 멈춥니다.
agents-subagent-run-task =
    { $why ->
        [you] 사용자가 허용했습니다
        [hook] PreToolUse 훅이 task를 허용합니다
       *[rule] 규칙이 task를 허용하므로 곧바로 실행됩니다
    }: 러너가 호출을 task 도구에 넘깁니다. 러너에게 task는 다른 도구와 다를 바 없는 도구이며, 그 도구가 하는 일은 다른 에이전트의 실행을 시작하는 것입니다.
agents-subagent-cancel = 러너가 기다리던 task 호출을 취소합니다. task 도구는 그냥 종료시킬 수 없습니다. 서브에이전트가 그 도구를 위해 일하고 있으므로, 서브에이전트도 멈춰야 합니다.
agents-subagent-start-run = 세션 API가 코디네이터에게 { $session } 세션의 루프를 돌려 달라고 요청합니다. 모든 세션을 담당하는 바로 그 코디네이터입니다.
agents-subagent-run = { $session } 세션에는 진행 중인 실행이 없었으므로, 코디네이터는 이 세션을 실행 중으로 표시하고 러너에게 넘깁니다. { $parent }의 러너와 같은 러너 코드이지만, { $agent }의 지시문, 도구, 규칙을 씁니다.
agents-subagent-first-request = { $agent }의 러너가 첫 요청을 보냅니다. 자기 지시문, { $tools }, 스레드({ $messages })로 약 { $tokens }토큰입니다. { $parent }의 스레드는 전혀 들어 있지 않습니다. 아직 프롬프트 캐시에 든 것도 없습니다.
agents-subagent-first-request-cached = { $agent }의 러너가 첫 요청을 보냅니다. 자기 지시문, { $tools }, 스레드({ $messages })로 약 { $tokens }토큰입니다. { $parent }의 스레드는 전혀 들어 있지 않습니다. 그중 { $cached }토큰은 프롬프트 캐시에서 옵니다. 캐시는 세션이 아니라 내용을 키로 삼기 때문입니다. 이전 요청들이 같은 시스템 프롬프트로 시작했습니다.
agents-subagent-streams = { $agent }의 러너도 텍스트를 클라이언트들에 스트리밍합니다. 채팅은 이를 { $parent }의 task 호출 아래에 접어서 보여 주며, 펼쳐 볼 수 있습니다.
agents-subagent-idle-answered = 코디네이터가 { $session } 세션을 유휴 상태로 표시합니다. 클라이언트처럼 이를 기다리던 task 도구가 이 소식을 받고, { $agent }의 마지막 답변을 { $parent }에게 가져갑니다.
agents-subagent-idle-ended = 코디네이터가 { $session } 세션을 유휴 상태로 표시합니다. 클라이언트처럼 이를 기다리던 task 도구가 이 소식을 받고, 실행이 어떻게 끝났는지를 { $parent }에게 전합니다.
agents-subagent-answer = task 도구의 출력은 { $agent }의 답변입니다. 서브에이전트는 새 스레드에서 일했으므로, { $parent }의 컨텍스트에 합류하는 것은 답변 { $tokens }토큰뿐이고 { $agent }의 스레드 전체인 { $thread }토큰은 합류하지 않습니다.
agents-subagent-interrupted = { $agent } 에이전트가 중지되었으므로, task 호출이 받는 단 하나의 결과도 그렇다고 알립니다: 중단됨.
agents-subagent-no-answer = { $agent }의 실행이 답변 없이 끝났으므로, task 호출이 받는 단 하나의 결과는 이유를 밝히는 오류입니다. { $parent }의 llm이 이를 읽고 무엇을 말할지 정합니다.

## 훅: 실행 중 정해진 시점에 실행되는 하네스 자체의 명령.
agents-hook-runs-pre-tool-use = { $tool } 도구가 실행되기 전에, 러너가 에이전트의 PreToolUse 훅({ $command })을 실행합니다. 훅은 llm의 코드가 아니라 하네스 자체의 코드입니다. 호출을 보고 실행을 허용하거나, 거부하거나, 사용자에게 물을 수 있습니다. llm의 컨텍스트에는 훅에 관한 것이 전혀 들어가지 않습니다.
agents-hook-runs-post-tool-use = { $tool } 도구가 실행되었습니다. 그 결과가 스레드에 합류하기 전에, 러너가 PostToolUse 훅({ $command })을 실행합니다. 이 훅은 호출과 그 출력을 봅니다.
agents-hook-runs-session-start = 세션의 첫 실행이 시작되므로, 러너는 먼저 SessionStart 훅({ $command })을 실행합니다. 이 훅이 출력한 내용은 llm을 위한 메모로 첫 요청에 합류합니다.
agents-hook-runs-user-prompt-submit = 첫 요청 전에, 러너가 사용자의 메시지를 두고 UserPromptSubmit 훅({ $command })을 실행합니다. 이 훅은 llm을 위한 메모를 추가할 수 있습니다.
agents-hook-runs-stop = llm이 도구를 요청하지 않았으므로 실행은 여기서 끝나게 됩니다. 그 전에 러너가 Stop 훅({ $command })을 실행합니다. 이 훅은 에이전트를 다시 작업으로 돌려보낼 수 있습니다.
agents-hook-runs-pre-compact = 다음 요청이 컨텍스트 윈도우에 들어가지 않으므로 스레드를 압축해야 합니다. 그 전에 러너가 PreCompact 훅({ $command })을 실행합니다. 이 훅은 오래된 메시지가 요약되기 전에 필요한 것을 저장하거나, 압축을 거부할 수 있습니다.
agents-hook-stop-passes = Stop 훅이 멈추는 데 반대하지 않으므로, 실행은 원래대로 끝납니다.
agents-hook-compact-passes = PreCompact 훅이 압축을 진행시킵니다.
agents-hook-compact-refused = PreCompact 훅이 압축을 거부합니다: "{ $reason }". 압축하지 않으면 다음 요청이 컨텍스트 윈도우에 들어가지 않으므로, 실행은 여기서 끝납니다.
agents-hook-passes = 훅이 아무것도 돌려주지 않으므로, 러너는 훅이 없을 때처럼 계속 진행합니다.
agents-hook-allows = 훅이 호출을 허용합니다("{ $reason }"). 이 도구를 지정한 규칙이 없으면 그것으로 충분해서, 러너는 사용자에게 묻지 않습니다. ask나 deny 규칙이 있으면 여전히 규칙이 이깁니다.
agents-hook-denies = 훅이 호출을 거부합니다: "{ $reason }". 훅이든 규칙이든 한쪽이 거부하면, 다른 쪽이 뭐라고 하든 호출은 멈춥니다.
agents-hook-asks = 훅이 사용자의 결정을 원하므로("{ $reason }"), 러너는 규칙이 뭐라고 하든 사용자에게 묻습니다.
agents-hook-adds-note = 훅이 메모를 돌려줍니다: "{ $note }". 러너는 이를 다음 요청을 위해 보관해 두고, 다음 요청에서 리마인더로 스레드에 넣습니다. llm은 이를 읽지만, 사용자가 입력한 것은 아닙니다.
agents-hook-blocks-stop = Stop 훅이 종료를 막습니다: "{ $reason }". 러너는 그 이유를 리마인더로 스레드에 넣고 턴을 한 번 더 진행하므로, llm은 다시 작업으로 돌아갑니다.
agents-hook-notice-denied = { $event } 훅({ $command })이 호출을 거부했습니다: { $reason }
agents-hook-notice-asks = { $event } 훅({ $command })이 사용자에게 묻습니다: { $reason }
agents-hook-notice-note = { $event } 훅({ $command })이 llm을 위한 메모를 추가했습니다: { $note }
agents-hook-notice-compact-refused = { $event } 훅({ $command })이 압축을 거부했습니다: { $reason }
agents-hook-notice-back-to-work = { $event } 훅({ $command })이 에이전트를 다시 작업으로 돌려보냈습니다: { $reason }

## 스킬: 에이전트가 필요할 때 불러오는 지시문.
agents-skill-loads = 러너가 호출을 하네스가 직접 실행하는 skill 도구에 넘깁니다. 지금까지 각 요청에는 스킬 목록 속 { $skill }의 한 줄만 들어 있었습니다. 이 스킬을 불러오면 약 { $tokens }토큰의 지시문이 다음 요청에 들어갑니다.
agents-skill-unknown = 러너가 호출을 하네스가 직접 실행하는 skill 도구에 넘깁니다. { $agent }에게는 이름이 "{ $input }"인 스킬이 없습니다.
agents-skill-answers = skill 도구의 답: "{ $output }". 스킬의 지시문은 이 결과 뒤에 리마인더로 다음 요청에 합류합니다. 이제부터 llm은 그 지시문을 읽습니다.

## 도구 검색: 이름만 나열된 도구의 스키마를 검색으로 찾았을 때 불러옵니다.
agents-search-finds-none =
    러너가 호출을 하네스가 직접 실행하는 도구 검색에 넘깁니다. 지금까지 각 요청은 { $n ->
       *[other] 지연 로드 도구 { $n }개
    }를 이름만 나열했고, 이는 약 { $listed }토큰이었습니다. 스키마를 다 넣었다면 요청마다 약 { $schemas }토큰이 들었을 것입니다. 이번 검색은 그중 어느 것과도 일치하지 않습니다.
agents-search-loads =
    러너가 호출을 하네스가 직접 실행하는 도구 검색에 넘깁니다. 지금까지 각 요청은 { $n ->
       *[other] 지연 로드 도구 { $n }개
    }를 이름만 나열했고, 이는 약 { $listed }토큰이었습니다. 스키마를 다 넣었다면 요청마다 약 { $schemas }토큰이 들었을 것입니다. 이번 검색은 { $found }의 스키마, 약 { $loaded }토큰을 다음 요청에 불러옵니다.
agents-search-and = { $a } 및 { $b }
agents-search-answers = 도구 검색의 답: "{ $output }". 스키마는 이 결과 뒤에 다음 요청에 합류하며, 그때부터 llm은 그 도구들을 호출할 수 있습니다. 요청의 앞부분은 바뀌지 않으므로 프롬프트 캐시는 그대로 유효합니다.

## 세션 로그에서 재생한 실행: 로그가 기록한 것과 기록하지 않은 것.
agents-replay-stopped = { $source } 로그에는 사용자가 여기서 실행을 중지했다고 기록되어 있습니다. 클라이언트가 세션 API에 실행을 중지해 달라고 요청합니다.
agents-replay-refused = 로그에는 사용자가 이 { $tool } 호출을 거절했다고 기록되어 있으므로, 재생은 여기서 사용자에게 묻습니다. 질문 자체는 로그에 없고, 사용자의 거절만 남아 있습니다.
agents-replay-declined = 로그의 답은 거절입니다. 도구는 실행되지 않고, llm은 사용자가 거절했다는 말을 전달받습니다.
agents-replay-ran = 로그에는 { $tool } 도구가 실행되었다고 기록되어 있습니다. 그 하네스의 규칙으로 허용되었는지 사용자의 승인으로 허용되었는지는 기록되지 않으므로, 재생은 그대로 실행합니다.
agents-replay-compaction = 로그에는 여기서 압축이 기록되어 있습니다. 이 하네스는 다음 요청이 윈도우에 들어가지 않을 때만 압축하지만, 로그의 하네스는 여기서 압축했으므로 재생은 지금 llm에게 가장 오래된 메시지 { $n }개를 요약해 달라고 요청합니다.
agents-replay-compaction-why = 로그에는 여기서 압축이 기록되어 있습니다({ $why }). 이 하네스는 다음 요청이 윈도우에 들어가지 않을 때만 압축하지만, 로그의 하네스는 여기서 압축했으므로 재생은 지금 llm에게 가장 오래된 메시지 { $n }개를 요약해 달라고 요청합니다.
agents-replay-compaction-sizes = { $trigger }, 압축 전 { $before }토큰, 압축 후 { $after }토큰
agents-replay-compaction-before = { $trigger }, 압축 전 { $before }토큰
agents-replay-output = 로그에 기록된 대로 도구의 출력이 돌아옵니다({ $n }자).
agents-replay-output-timed = 로그에 기록된 대로, { $duration } 뒤에 도구의 출력이 돌아옵니다({ $n }자).
agents-replay-output-earlier = { " " }로그에서 이 출력은 { $clock }에 도착해, 먼저 표시된 결과보다 앞섰습니다. 그 하네스는 이 호출들을 나란히 실행했고, 이 하네스는 하나씩 차례로 실행합니다.
agents-replay-usage = { " " }{ $source } 로그는 실제로 실어 보낸 양을 보고합니다: { $usage }. 그 옆의 페이지 추정치는 로그에 남지 않는 시스템 프롬프트와 도구 스키마를 셀 수 없습니다.
agents-replay-no-usage = { " " }로그에는 이 요청의 토큰 수치가 없습니다.

## 챕터: 실행 중 건너뛸 만한 지점.
agents-chapter-prompt = 프롬프트 { $n }: { $text }
agents-chapter-subagent = 서브에이전트: { $agent } ({ $session })
agents-chapter-compacted = 컨텍스트 압축됨
agents-chapter-retry = 스트림 끊김: 재시도 { $attempt }/{ $of }
agents-chapter-retry-status = HTTP { $status }: 재시도 { $attempt }/{ $of }
agents-chapter-ended = 실행 종료: { $end }
