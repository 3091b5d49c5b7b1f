# The page's own controls and notices: the stepper, its buttons and the tools under the diagram.
# Keep `llm` and code as they are. Variables ($name) are filled in by the page.

stepper = Stepper
stepper-position = { $k } / { $n }
play = Play
pause = Pause
first-step = First step
first-step-key = First step (Home)
last-step = Last step
last-step-key = Last step (End)
step-back = Step back
step-forward = Step forward
reset = Reset
more-controls = More controls
clock-title = When this step happened in the log, since the run began
waiting-for-answer = The run is not over: it waits for your answer to the question in the chat, and goes on once you choose.
# The same on a phone, where the question is in view just below.
waiting-for-answer-short = The run is not over: it waits for your answer.
go-to-question = Go to the question
step-by = Step by
step-by-option =
    { $unit ->
        [request] llm request
        [prompt] user prompt
       *[other] event
    }
step-by-position =
    { $unit ->
        [request] request { $k } of { $n }
        [prompt] prompt { $k } of { $n }
       *[other] step { $k } of { $n }
    }
chapter = Chapter
chapter-jump = jump to…
speed = Speed
log-pace = log time ×{ $n }
log-pace-title = Play at the log's own pace, { $n } times faster
scrubber = Step
tick-llm = llm call
tick-tool = tool run
tick-question = question
tick-trouble = stop, retry, limit
tick-subagent = sub-agent
dismiss = Dismiss

## The header
page-title = Agent harness, step by step
lede-what = A coding agent is an llm, a language model that can only read and write text, inside a harness: plain code that keeps the conversation, sends it to the llm, runs the tools the llm asks for and asks you before anything risky.
lede-how = Pick a prompt, then press Play or step through it: one message travels from the chat box through the harness's parts (the session API, the coordinator and the runner) to the llm and the tools, and back as an answer.
language = Language
language-failed = The page could not load its { $language } words ({ $problem }), so it keeps the language it had.
# The right pane's heading (the left one, "What you see", is in chat.ftl).
page-what-runs = What runs
page-fatal-scenarios = The demo could not load its scenarios: { $error }
