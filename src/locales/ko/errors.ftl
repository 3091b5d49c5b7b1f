# 무엇이 잘못되었는지: 페이지가 불러올 수 없는 시나리오 파일, 읽을 수 없는(또는 일부만 읽는) 세션 로그,
# 응답하지 못하는 라이브 모델의 서버.
# `llm`, 도구 이름, 필드 이름, 파일 경로, 명령, 코드는 그대로 둡니다. 변수($name)는 페이지가 채웁니다.

## 불러올 수 없는 시나리오 파일
# 페이지는 "<파일>: <필드>: <메시지>" 형태로 보여 줍니다. 각 메시지는 필드에 무엇이 있어야 하는지와
# 파일에 실제로 무엇이 있는지를 말합니다. $found는 파일에 적힌 값이며 큰따옴표로 감싸져 있습니다.
# $problem은 JSON 리더 자체의 설명(영어)입니다.
err-scenario-not-json = 올바른 JSON이 아닙니다({ $problem })
err-scenario-bad-id = 영문 소문자, 숫자, 대시로만 이루어져야 하는데 { $found }입니다
err-scenario-empty-message = 메시지의 텍스트가 있어야 하는데 빈 문자열입니다
# $tools는 에이전트의 도구 목록이며 쉼표로 구분됩니다.
err-scenario-not-agents-tool = 에이전트의 도구({ $tools }) 중 하나여야 하는데 { $found }입니다
# `cache.step`: 프롬프트 캐시가 세는 토큰 단위.
err-scenario-cache-step = 1토큰 이상이어야 하는데 0입니다
err-scenario-empty-name = 이름이 있어야 하는데 빈 문자열입니다
# "tools"는 도구를 설명하는 필드입니다.
err-scenario-undescribed-tool = tools에 설명된 도구여야 하는데 { $found }입니다
err-scenario-tool-twice = { $found } 도구는 이미 에이전트의 도구 목록에 있습니다: 한 번만 적으세요
# $tool은 지연 로드 도구를 불러오는 도구(tool_search)입니다.
err-scenario-needs-search-tool = 지연 로드 도구가 있는 에이전트에는 이를 불러올 { $tool } 도구가 필요합니다: 추가하세요
# "subagents"는 파일의 필드이며, $agents는 거기 정의된 에이전트 목록(쉼표로 구분)입니다.
err-scenario-unknown-agent = subagents에 정의된 에이전트({ $agents }) 중 하나여야 하는데 { $found }입니다
# 위와 같지만, 파일에 서브에이전트가 하나도 정의되지 않은 경우.
err-scenario-unknown-agent-none = subagents에 정의된 에이전트여야 하는데(정의된 에이전트가 없음) { $found }입니다
# "agents"는 에이전트가 작업을 맡길 에이전트를 지정하는 필드이며, $tools는 그 에이전트의 도구입니다.
err-scenario-needs-task-tool = agents에 작업을 맡길 에이전트가 지정되어 있으므로 task 도구가 있어야 하는데, 도구는 { $tools }입니다
err-scenario-no-task-agents = task 도구가 시작할 수 있는 에이전트가 있어야 하는데 없습니다
err-scenario-no-replies = 미리 작성된 응답이 하나 이상 있어야 하는데 없습니다
err-scenario-empty-tool = 도구 이름이 있어야 하는데 빈 문자열입니다
err-scenario-call-id-twice = 이 응답의 다른 호출과 겹치지 않는 id여야 하는데 { $found } 값이 또 나옵니다
# "pieces": 응답의 텍스트가 스트리밍되는 조각.
err-scenario-chunks = 이어 붙이면 응답의 텍스트가 되는 조각(pieces)이어야 하는데 다른 조각입니다
err-scenario-breaks-and-stalls = 스트림은 끊기거나 멈추거나 둘 중 하나여야 하는데 둘 다 지정되어 있습니다
err-scenario-empty-error = 무엇이 끊겼는지 알리는 메시지가 있어야 하는데 빈 문자열입니다
err-scenario-calls-in-broken-reply = 스트림이 끊기는 응답에는 도구 호출이 없어야 하는데 있습니다
err-scenario-empty-summary = 요약의 텍스트가 있어야 하는데 빈 문자열입니다
# task 호출의 입력: $agent는 호출하는 에이전트의 이름, $agents는 그 에이전트가 시작할 수 있는 에이전트.
err-scenario-task-no-agent = { $agent }의 에이전트({ $agents }) 중 하나의 이름이 있어야 하는데 없습니다
err-scenario-task-unknown-agent = { $agent }의 에이전트({ $agents }) 중 하나여야 하는데 { $found }입니다
err-scenario-task-no-prompt = 서브에이전트가 시작할 때 받을 프롬프트가 있어야 하는데 없습니다
err-scenario-agent-name-twice = 다른 에이전트와 겹치지 않는 이름이어야 하는데 { $found } 값이 또 나옵니다
# `maxDepth`: 서브에이전트가 얼마나 깊이 중첩될 수 있는지.
err-scenario-max-depth-zero = 1 이상이어야 하는데 0입니다(서브에이전트를 쓰지 않으려면 이 필드를 빼세요)
# $cycle: 작업을 돌려 넘기는 에이전트들을 화살표로 이은 것("main → helper → main").
err-scenario-needs-max-depth = 에이전트들이 작업을 순환하며 넘기므로({ $cycle }) 깊이 한도가 있어야 하는데 없습니다
err-scenario-max-turns-zero = 1턴 이상이어야 하는데 0입니다
err-scenario-timeout-zero = 1밀리초 이상이어야 하는데 0입니다
# $head와 $window는 토큰 수(숫자)이며, $window는 에이전트의 컨텍스트 윈도우입니다.
err-scenario-context-window = 시스템 프롬프트, 지시문, 도구를 합한 { $head }토큰보다 커야 하는데 { $window }토큰입니다
err-scenario-skill-name-twice = { $found } 이름은 이미 다른 스킬이 쓰고 있습니다
err-scenario-memory-path = CLAUDE.md나 src/CLAUDE.md 같은 파일 경로여야 합니다
err-scenario-memory-path-twice = { $found } 경로는 이미 다른 메모리 파일의 경로입니다
# $tool은 스킬을 불러오는 도구(Skill)입니다.
err-scenario-needs-skill-tool = 스킬이 있는 에이전트에는 이를 불러올 { $tool } 도구가 필요합니다: 추가하세요
err-scenario-empty-hook-command = 훅이 실행할 명령이 있어야 하는데 빈 문자열입니다
# $event는 훅 이벤트의 이름(Stop, SessionStart…)이며, "tool"은 빼야 할 필드입니다.
err-scenario-hook-once-tool = { $event } 훅은 도구마다가 아니라 실행마다 한 번 실행됩니다: tool 필드를 빼세요
err-scenario-no-hook-answers = 답이 하나 이상 있어야 합니다
# $kinds는 이벤트가 허용하는 답(pass, allow, deny…)을 err-scenario-either로 이은 것입니다.
err-scenario-hook-answers = { $event } 훅이 할 수 있는 답은 { $kinds }인데, 파일의 값은 { $found }입니다
# 두 답의 종류를 선택지로 이은 것. $first 자체가 이런 쌍일 수 있습니다("pass 또는 allow 또는 deny").
err-scenario-either = { $first } 또는 { $second }
# "recorded"는 빼야 할 필드입니다.
err-scenario-hook-once-recorded = { $event } 훅은 호출마다가 아니라 실행마다 한 번 실행됩니다: recorded 필드를 빼세요
err-scenario-hook-cannot-answer = { $event } 훅은 { $found } 답을 할 수 없습니다
# "Stop", "block", "pass"는 이벤트와 답을 가리키는 파일 자체의 단어입니다.
err-scenario-stop-hook-blocks = 마지막 답이 block인 Stop 훅은 실행이 끝나는 것을 끝내 허락하지 않습니다: 마지막 답을 pass로 하세요
# $hook은 앞선 훅을 파일에서처럼 가리킵니다(예: "hooks[0]").
err-scenario-hook-shadowed = { $hook } 훅이 이 훅이 실행될 모든 { $event } 시점에 이미 실행됩니다: 첫 번째 훅만 실행됩니다

## 읽을 수 없는 세션 로그
# 로그 리더의 설명이며, 각각 파일 이름이나 경로($file)로 시작합니다. $claude와 $codex는
# Claude Code가 트랜스크립트를, Codex CLI가 롤아웃을 보관하는 경로입니다.
err-log-no-files = 파일이 주어지지 않았습니다: Claude Code 트랜스크립트({ $claude }), Codex CLI 롤아웃({ $codex }), Gemini CLI 채팅, opencode 내보내기 파일, Antigravity CLI 트랜스크립트, Copilot CLI events.jsonl, OpenTelemetry 트레이스 파일 중 하나를 끌어다 놓으세요
err-log-empty = { $file }: 파일이 비어 있습니다. 내용이 있는 세션 로그를 끌어다 놓으세요: Claude Code 트랜스크립트({ $claude }), Codex CLI 롤아웃({ $codex }), 또는 다른 에이전트의 로그(각 에이전트가 로그를 어디에 보관하는지는 README에 있습니다)
err-log-binary = { $file }: 텍스트 파일이 아닙니다(NUL 바이트가 있거나 UTF-8이 아님). 세션 로그는 JSON 텍스트입니다: Claude Code 트랜스크립트({ $claude }), Codex CLI 롤아웃({ $codex }), 그리고 README에 나열된 다른 에이전트의 로그
err-log-compressed = { $file }: zstd로 압축된 파일입니다. 먼저 압축을 푸세요(예: `zstd -d { $file }`). 그런 다음 생성된 .jsonl 파일을 끌어다 놓으세요
# 경로에서 <날짜>와 <스레드 id>는 바뀌는 부분입니다. thread.started는 줄의 type 이름입니다.
err-log-codex-exec = { $file }: `codex exec --json`의 출력(thread.started, item.completed…)입니다. 이는 스크립트용 이벤트 스트림이며 세션 로그가 아닙니다. 대신 세션의 롤아웃을 여세요: ~/.codex/sessions/YYYY/MM/DD/rollout-<날짜>-<스레드 id>.jsonl (스레드 id는 thread.started 줄에 있습니다)
# $looks는 파일이 무엇으로 보이는지를 말합니다: 아래 err-log-looks-… 메시지 중 하나.
err-log-unknown-format = { $file }: 알려진 형식의 세션 로그가 아닙니다({ $looks }). 알려진 형식: Claude Code 트랜스크립트({ $claude }), Codex CLI 롤아웃({ $codex }), Gemini CLI 채팅, opencode 내보내기, Antigravity CLI 트랜스크립트, Copilot CLI 이벤트, OpenTelemetry 트레이스(OTLP JSON)
err-log-only-metadata = { $file }: 트랜스크립트가 아니라 서브에이전트의 메타데이터입니다: 세션의 .jsonl 파일들과 함께 끌어다 놓으세요
# $format은 로그의 형식이며, 아래 err-log-format-… 메시지 중 하나입니다.
err-log-no-conversation = { $file }: 대화가 들어 있지 않은 { $format } 로그입니다(제목, 스냅숏, 설정만 있음). 세션의 트랜스크립트를 끌어다 놓으세요
# 뒤에 파일마다 한 줄씩, 각자의 설명이 붙습니다.
err-log-nothing-readable = 파일 { $files }개 중 읽을 수 있는 파일이 없습니다:
# 알려진 형식이 아닌 파일이 무엇으로 보이는지(err-log-unknown-format 안에서).
err-log-looks-prompt-history = 세션 트랜스크립트가 아니라 Claude Code의 프롬프트 기록(~/.claude/history.jsonl)입니다
err-log-looks-empty-objects = 각 줄이 빈 JSON 객체입니다
# $keys는 파일의 첫 JSON 줄에 있는 키 목록이며 쉼표로 구분됩니다.
err-log-looks-keys = 키가 { $keys }인 JSON 줄
err-log-looks-document = 한 줄에 JSON 객체 하나가 아니라, 여러 줄에 걸친 JSON 문서입니다
err-log-looks-not-json = 처음 몇 줄이 JSON이 아닙니다

## 로그 리더가 로그의 형식을 부르는 이름
# 로그를 열 때("파일 3개를 열었습니다(…)")와 가져온 실행의 설명에 표시됩니다.
# isSidechain, agent-*.jsonl, <session>/subagents/는 로그 자체의 이름입니다.
err-log-format-claude-1-0 = Claude Code 1.0 (서브에이전트가 본문 안에 있고 isSidechain으로 표시됨)
err-log-format-claude-2-0 = Claude Code 2.0 (서브에이전트가 같은 폴더의 agent-*.jsonl 파일들에 있음)
err-log-format-claude-2-1 = Claude Code 2.1 (서브에이전트가 <session>/subagents/에 있음)
# $version은 리더가 아는 것보다 새로운 Claude Code 버전입니다(예: "2.4").
err-log-format-claude-newer = Claude Code { $version }, 이 리더가 아는 버전보다 새로움(2.1로 읽음)
err-log-format-claude-unknown = Claude Code (버전 기록 없음)
err-log-format-claude-meta = Claude Code 서브에이전트 메타데이터 (.meta.json)
# "bare"와 "envelope": Codex가 롤아웃의 줄을 써 온 두 가지 방식.
err-log-format-codex-both = Codex 롤아웃, bare 형식(2025년 9월 이전)과 envelope 형식
err-log-format-codex-bare = Codex 롤아웃, bare 형식(2025년 9월 이전)
err-log-format-codex-envelope = Codex 롤아웃, envelope 형식(2025년 9월부터)

## 로그에 없는 것을, 재생에서 그것이 보일 자리에 알리는 말
# 로그에 없는 텍스트를 대신합니다: 실행의 제목, 도구의 설명, 시스템 프롬프트, 메시지, 응답, 요약,
# 훅의 이유나 명령.
# $tool은 에이전트의 이름(Claude Code, Codex)입니다.
err-log-session-title = 내 { $tool } 세션
err-log-no-description = (설명이 로그에 없습니다.)
err-log-no-instructions = (로그에 없음: 이 에이전트는 시스템 프롬프트를 세션 로그에 쓰지 않습니다.)
err-log-no-message = (로그에 기록된 메시지가 없습니다.)
err-log-went-on = (로그의 하네스는 새 메시지 없이 계속 진행했습니다.)
err-log-summary-encrypted = (요약이 암호화되어 있습니다: 제공자만 읽을 수 있습니다.)
err-log-summary-missing = (로그에 요약이 기록되어 있지 않습니다.)
# 서브에이전트가 시작할 때 받은 프롬프트.
err-log-no-prompt = (로그에 기록된 프롬프트가 없습니다.)
# 훅의 명령 자리에 표시됩니다. 반드시 ASCII 괄호 "("로 시작해야 합니다: 페이지는 이를 보고 명령이 아님을 압니다.
err-log-no-command = (로그에 명령이 기록되어 있지 않음)
err-log-no-reply = (로그가 여기서 끝납니다: 이 메시지에 대한 응답이 기록되어 있지 않습니다.)
err-log-no-reason = (로그에 이유가 기록되어 있지 않음)
# 로그에 메시지 없이 기록된 실패한 요청: $status는 HTTP 상태 코드입니다.
err-log-api-error = API 오류 { $status }
err-log-api-error-unknown = API 오류
# 도구 검색이 도구의 정의를 불러온 자리의 도구 결과 안: $tool은 도구의 이름입니다.
err-log-tool-schema = [여기서 { $tool }의 스키마가 요청에 합류합니다. 로그에는 그 텍스트가 남아 있지 않습니다]
err-log-tool-schema-unnamed = [여기서 어떤 도구의 스키마가 요청에 합류합니다. 로그에는 그 텍스트가 남아 있지 않습니다]

## 로그의 하네스가 스스로 요청에 추가한 것, 재생에서 붙이는 레이블
# $label은 아래 err-log-note-… 메시지 중 하나(또는 로그 자체의 이름)이고, $text는 하네스가 추가한 내용입니다.
err-log-note = { $label }: { $text }
err-log-note-skills-listed = 스킬 목록
err-log-note-skills-put-back = 다시 넣은 스킬
err-log-note-tools-listed = 이름으로 나열된 도구
err-log-note-memory-file = 메모리 파일
err-log-note-agents-listed = 에이전트 목록
err-log-note-mcp-instructions = MCP 서버의 지시문
err-log-note-todo-list = 할 일 목록
err-log-note-file-before-compaction = 압축 전에 읽은 파일
err-log-note-file = 파일
err-log-note-note = 메모
err-log-note-environment = 환경 정보
err-log-note-agents-md = 메모리 파일 AGENTS.md
err-log-note-policy = 승인 및 샌드박스 정책
err-log-note-skill = 스킬
err-log-note-instructions = 하네스의 지시문
err-log-note-command = 명령과 그 출력
err-log-note-notification = 백그라운드 작업의 알림

## 응답하지 못하는 라이브 모델의 서버
# 실행이 멈추거나 재시도하는 자리에 표시됩니다. 아래 메시지 대부분은 마지막 마침표 없이 오며,
# err-sentence가 마침표를 붙입니다. $snippet은 서버가 보낸 내용의 앞부분, $status는 HTTP 상태 코드,
# $model은 서버가 알려 준 모델 이름입니다.
# 오류 메시지를 끝맺습니다: $text는 마지막 마침표가 없는 메시지입니다.
err-sentence = { $text }.
err-live-ended-early = 모델이 응답을 마치기 전에 스트림이 끝났습니다
err-live-html-stream = 서버가 이벤트 스트림 대신 HTML 페이지로 응답했습니다. base URL을 확인하세요
err-live-unreadable-json = 서버가 읽을 수 없는 JSON으로 응답했습니다(`{ $snippet }`)
err-live-event-not-json = 서버가 JSON이 아닌 이벤트를 보냈습니다(`{ $snippet }`)
err-live-http-404-model = `{ $model }` 모델을 찾을 수 없습니다(HTTP 404)
# $lead는 아래 HTTP 메시지 중 하나이고, $detail은 서버 자신의 설명(서버가 쓴 그대로)입니다.
err-live-http-detail = { $lead }: { $detail }
err-live-http-html = { $lead }. JSON 오류 대신 HTML 페이지가 왔습니다

## Chat Completions API 서버(OpenAI, Ollama, vLLM…)
# $message는 서버 자신의 설명(서버가 쓴 그대로)입니다.
err-openai-server-error = 서버가 오류를 보고했습니다: { $message }
err-openai-not-chunk = 서버가 chat completion chunk가 아닌 이벤트를 보냈습니다(`{ $snippet }`)
err-openai-http-401 = 서버가 API 키를 거부했습니다(HTTP 401)
err-openai-http-403 = 서버가 이 API 키의 접근을 거부했습니다(HTTP 403)
err-openai-http-404 = 모델이나 엔드포인트 경로를 찾을 수 없습니다(HTTP 404). base URL(보통 /v1로 끝남)과 모델 이름을 확인하세요
err-openai-http-timeout = 서버 응답 시간이 초과되었습니다(HTTP { $status })
err-openai-http-413 = 요청이 서버가 받기에 너무 큽니다(HTTP 413)
err-openai-http-429 = 서버가 요청 속도를 제한하고 있습니다(HTTP 429). 잠시 기다린 뒤 다시 시도하세요
err-openai-http-rejected = 서버가 요청을 거부했습니다(HTTP { $status })
err-openai-http-500 = 서버에 내부 오류가 발생했습니다(HTTP 500)
err-openai-http-unavailable = 서버를 사용할 수 없거나 과부하 상태입니다(HTTP { $status }). 나중에 다시 시도하세요
err-openai-http-failed = 서버가 요청을 처리하지 못했습니다(HTTP { $status })
err-openai-http-other = 서버가 HTTP { $status } 상태로 응답했습니다
# 요청에 아무 응답도 없었습니다. $url은 요청한 주소, $origin은 이 페이지의 오리진입니다. 이 메시지는
# 마침표까지 포함한 완전한 문장입니다.
err-openai-unreachable = { $url }에 연결할 수 없습니다. 서버가 실행 중인가요? 그리고 이 페이지({ $origin })의 요청을 허용하나요? Ollama라면 OLLAMA_ORIGINS={ $origin } 환경 변수를 설정해 시작하세요. 호스팅된 엔드포인트에는 base URL이 필요하며, 보통 /v1로 끝납니다.

## Anthropic의 Messages API
err-anthropic-not-event = 서버가 Messages API 이벤트가 아닌 이벤트를 보냈습니다(`{ $snippet }`)
err-anthropic-json-document = 서버가 이벤트 스트림 대신 JSON 문서 하나로 응답했습니다
# $text는 API 자신의 설명, $kind는 오류의 종류(overloaded_error…)입니다.
err-anthropic-api-error = API가 오류를 보고했습니다: { $text }
err-anthropic-api-error-kind = API가 오류를 보고했습니다: { $text } ({ $kind })
err-anthropic-http-400 = API가 요청을 거부했습니다(HTTP 400)
err-anthropic-http-401 = API가 API 키를 거부했습니다(HTTP 401). 키를 확인하세요
err-anthropic-http-402 = 계정에 결제 문제가 있습니다(HTTP 402)
err-anthropic-http-403 = 이 API 키로는 이 모델이나 리소스를 쓸 수 없습니다(HTTP 403)
err-anthropic-http-404 = 모델이나 엔드포인트 경로를 찾을 수 없습니다(HTTP 404). base URL(예: https://api.anthropic.com/v1)과 모델 이름을 확인하세요
err-anthropic-http-timeout = API 응답 시간이 초과되었습니다(HTTP { $status }). 다시 시도하세요
err-anthropic-http-413 = 요청이 API가 받아들이는 크기보다 큽니다(HTTP 413)
err-anthropic-http-429 = API가 이 키의 요청 속도를 제한하고 있습니다(HTTP 429). 잠시 기다린 뒤 다시 시도하세요
err-anthropic-http-500 = API에 내부 오류가 발생했습니다(HTTP 500). 다시 시도하세요
err-anthropic-http-529 = API가 과부하 상태입니다(HTTP 529). 잠시 후 다시 시도하세요
err-anthropic-http-failed = API가 요청을 처리하지 못했습니다(HTTP { $status }). 다시 시도하세요
err-anthropic-http-other = API가 HTTP { $status } 상태로 응답했습니다
# "refusal"은 API의 stop reason이며, $why는 모델 자신의 설명(모델이 쓴 그대로)입니다.
err-anthropic-refusal = 모델이 답변을 거절했습니다(stop reason: refusal)
err-anthropic-refusal-why = 모델이 답변을 거절했습니다(stop reason: refusal): { $why }
# err-openai-unreachable과 같으며, Anthropic의 API용입니다.
err-anthropic-unreachable = { $url }에 연결할 수 없습니다. base URL(Anthropic의 API라면 https://api.anthropic.com/v1)과 네트워크를 확인하세요. 중간에 프록시가 있다면 이 페이지({ $origin })의 요청을 허용해야 합니다.
