# 페이지 자체의 컨트롤과 알림: 스테퍼, 버튼, 다이어그램 아래 도구.

stepper = 단계 컨트롤
stepper-position = { $k } / { $n }
play = 재생
pause = 일시정지
first-step = 첫 단계
first-step-key = 첫 단계 (Home)
last-step = 마지막 단계
last-step-key = 마지막 단계 (End)
step-back = 이전 단계
step-forward = 다음 단계
reset = 초기화
more-controls = 추가 컨트롤
clock-title = 로그에서 이 단계가 일어난 시각 (실행 시작 기준)
waiting-for-answer = 실행이 아직 끝나지 않았습니다. 채팅의 질문에 대한 답을 기다리고 있으며, 답을 고르면 계속 진행합니다.
# The same on a phone, where the question is in view just below.
waiting-for-answer-short = 실행이 끝나지 않았습니다. 답변을 기다리고 있습니다.
go-to-question = 질문으로 이동
step-by = 이동 단위
step-by-option =
    { $unit ->
        [request] llm 요청
        [prompt] 사용자 프롬프트
       *[other] 이벤트
    }
step-by-position =
    { $unit ->
        [request] 요청 { $k } / { $n }
        [prompt] 프롬프트 { $k } / { $n }
       *[other] 단계 { $k } / { $n }
    }
chapter = 챕터
chapter-jump = 이동…
speed = 속도
log-pace = 로그 시간 ×{ $n }
log-pace-title = 로그의 실제 속도보다 { $n }배 빠르게 재생
scrubber = 단계
tick-llm = llm 호출
tick-tool = 도구 실행
tick-question = 질문
tick-trouble = 중지, 재시도, 한도
tick-subagent = 서브에이전트
dismiss = 닫기

## 머리말
page-title = 에이전트 하네스, 한 단계씩
lede-what = 코딩 에이전트는 하네스 안에 든 llm입니다. llm은 텍스트를 읽고 쓰는 것만 할 수 있는 언어 모델이고, 하네스는 대화를 보관하고, 그 대화를 llm에 보내고, llm이 요청한 도구를 실행하고, 위험한 일을 하기 전에 사용자에게 묻는 평범한 코드입니다.
lede-how = 프롬프트를 하나 고른 뒤 재생을 누르거나 한 단계씩 넘겨 보세요. 메시지 하나가 채팅 입력창에서 출발해 하네스의 구성 요소(세션 API, 코디네이터, 러너)를 거쳐 llm과 도구에 닿고, 답변이 되어 돌아옵니다.
language = 언어
language-failed = 페이지가 { $language } 문구를 불러오지 못해({ $problem }) 기존 언어를 그대로 씁니다.
# 오른쪽 창의 제목.
page-what-runs = 실행되는 것
page-fatal-scenarios = 데모가 시나리오를 불러오지 못했습니다: { $error }
