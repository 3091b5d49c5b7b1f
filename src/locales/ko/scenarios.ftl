# 내장 시나리오의 제목과 설명.

scenario-what-is-a-harness-title = 에이전트 하네스란 무엇일까요?
scenario-what-is-a-harness-description = 턴 한 번: llm이 알고 있는 것으로 답하고 도구를 요청하지 않으므로, 러너가 멈춥니다.

scenario-read-file-title = README.md에는 뭐라고 쓰여 있나요?
scenario-read-file-description = 턴 두 번, 질문 없음: 규칙이 이미 read_file을 허용하므로, 러너가 곧바로 파일을 읽습니다.

scenario-run-tests-title = 테스트 실행
scenario-run-tests-description = 질문: 규칙상 run_tests에는 사용자의 승인이 필요하므로, 답할 때까지 실행이 멈춥니다.

scenario-denied-tool-title = deny 규칙이 걸린 도구
scenario-denied-tool-description = 규칙이 write_file을 거부합니다. 호출은 거부되었다는 결과를 받고, llm은 파일을 쓰는 대신 상황을 설명합니다.

scenario-two-tools-title = 응답 하나에 도구 두 개
scenario-two-tools-description = 응답 하나가 읽기 두 번을 한꺼번에 요청합니다. 각 호출은 callId로 짝지어진 결과를 정확히 하나씩, 호출 순서대로 받습니다.

scenario-unknown-tool-title = 알 수 없는 도구
scenario-unknown-tool-description = llm이 에이전트에게 없는 도구를 요청합니다. 호출은 오류 결과를 받고 루프는 계속됩니다.

scenario-two-clients-title = 클라이언트 둘, 세션 하나
scenario-two-clients-description = 창 두 개가 같은 순간에 같은 세션에 프롬프트를 보냅니다. 코디네이터는 실행을 하나만 시작하고, 그 실행이 두 메시지 모두에 답합니다.

scenario-stop-title = 실행 도중 중지
scenario-stop-description = llm이 아직 쓰고 있을 때 중지를 누릅니다. 스트림이 닫히고, 이미 도착한 내용은 스레드에 남고, 요청된 모든 호출은 중단됨 결과를 받으며, 세션은 유휴 상태가 됩니다.

scenario-flaky-llm-title = 스트림이 끊겼다가 회복됨
scenario-flaky-llm-description = llm과의 연결이 두 번 끊깁니다. 러너는 대기 시간을 매번 두 배로 늘리며 각 요청을 재시도하고, 실행은 답변으로 끝납니다.

scenario-llm-down-title = llm이 완전히 실패함
scenario-llm-down-description = 모든 시도가 끊깁니다. 세 번 실패하면 러너는 포기하고 실행이 실패했다고 알리며, 세션은 실행 중 상태로 멈춰 있지 않고 유휴 상태가 됩니다.

scenario-tool-fails-title = 도구가 실패함
scenario-tool-fails-description = read_file이 존재하지 않는 파일을 읽으라는 요청을 받습니다. 결과는 오류로 표시되어 돌아오고, llm은 이를 읽고 다른 파일을 시도합니다.

scenario-tool-timeout-title = 도구 시간 초과
scenario-tool-timeout-description = 느린 테스트 스위트가 에이전트의 30초 제한을 넘깁니다. 러너가 이를 취소하고, 호출은 "시간 초과"로 표시된 결과를 받으며, llm이 이를 설명합니다.

scenario-turn-limit-title = 턴이 너무 많음
scenario-turn-limit-description = 에이전트는 실행당 최대 3턴까지만 쓸 수 있습니다. llm이 파일을 하나씩 더 요청하므로, 러너는 한도에서 멈추고 이유를 알립니다.

scenario-compaction-title = 컨텍스트가 가득 참
scenario-compaction-description = 이 에이전트의 컨텍스트 윈도우는 3,000토큰뿐입니다. 다음 요청이 들어가지 않으면 하네스는 llm에게 오래된 메시지를 요약하게 하고 그 메시지들을 요약으로 대체합니다. 스레드는 줄어들고, 프롬프트 캐시 미스가 발생합니다.

scenario-subagent-title = 서브에이전트가 코드를 검색함
scenario-subagent-description = coder가 검색을 explorer 서브에이전트에게 맡깁니다. explorer는 자기만의 세션에서 파일 두 개를 읽고, 그 짧은 답변만 coder의 컨텍스트에 합류합니다.

scenario-two-subagents-title = 응답 하나에서 서브에이전트 둘
scenario-two-subagents-description = 응답 하나가 서브에이전트 둘을 요청합니다. explorer는 README를 코드와 대조하고, tester는 먼저 사용자에게 물은 뒤 테스트를 실행합니다. 둘은 각자의 세션에서 차례로 실행됩니다.

scenario-stalled-stream-title = 스트림이 조용해짐
scenario-stalled-stream-description = llm의 스트림이 시작된 뒤 더 이상 아무것도 보내지 않습니다. 에이전트의 유휴 타임아웃이 지나면 러너는 스트림을 포기하고 닫은 뒤, 스트림이 끊겼을 때처럼 요청을 다시 보냅니다.

scenario-anthropic-cache-title = Anthropic 프롬프트 캐시 위의 대화
scenario-anthropic-cache-description = 한 세션의 메시지 두 개를 Anthropic 캐시가 세는 방식대로 셉니다. 요청의 브레이크포인트까지의 접두사만 정확히 캐시에 쓰이고, 두 번째 메시지의 요청들은 첫 번째 메시지가 쓴 것을 읽습니다.

scenario-hook-refuses-title = 규칙이 허용한 호출을 훅이 거부함
scenario-hook-refuses-description = PreToolUse 훅이 .env를 지킵니다. 규칙이 write_file을 허용하는데도 훅은 쓰기를 거부하고, llm은 그 이유를 읽고 다른 방법을 택합니다.

scenario-hook-formats-title = 편집할 때마다 포매팅하는 훅
scenario-hook-formats-description = write_file이 실행될 때마다 PostToolUse 훅이 포매터를 실행합니다. 훅이 출력한 내용은 리마인더로 다음 요청에 합류하고, llm이 이를 읽습니다.

scenario-stop-hook-title = Stop 훅: 테스트가 통과해야 끝
scenario-stop-hook-description = llm이 다 끝났다고 말하면 Stop 훅이 테스트를 실행하고, 실패를 발견하면 테스트가 통과할 때까지 llm을 다시 작업으로 돌려보냅니다.

scenario-plan-mode-title = 계획 모드: 읽고 계획한 뒤, 승인하면 편집
scenario-plan-mode-description = 하네스가 계획 모드로 시작합니다. 계획을 승인할 때까지 편집은 거부되고, 그 뒤 편집 수락 모드에서는 묻지 않고 편집이 실행됩니다.

scenario-skill-title = 스킬: 한 줄로 나열되고, 필요할 때 불러옴
scenario-skill-description = 각 요청은 에이전트의 스킬을 이름과 한 줄 설명으로 나열합니다. llm이 skill 도구로 release-notes를 불러오고, 그때서야 그 지시문이 스레드에 합류합니다.

scenario-memory-title = 메모리 파일: 시작할 때, 폴더별로, 압축 후 다시 불러옴
scenario-memory-description = CLAUDE.md는 세션이 시작될 때, src/CLAUDE.md는 src/ 아래의 파일을 처음 읽을 때 불러옵니다. 스레드가 압축된 뒤에는 둘 다 다시 불러옵니다.

scenario-mcp-tools-title = MCP 서버의 도구: 이름으로 나열되고, 검색으로 찾음
scenario-mcp-tools-description = MCP 서버의 도구 여섯 개는 이름만 나열됩니다. llm이 필요한 두 개를 검색하고, 그 두 도구의 스키마만 스레드에 합류합니다.
