# The page's own controls and notices: the stepper, its buttons and the tools under the diagram.
# Keep `llm` and code as they are. Variables ($name) are filled in by the page.

stepper = 步进器
stepper-position = { $k } / { $n }
play = 播放
pause = 暂停
first-step = 第一步
first-step-key = 第一步（Home）
last-step = 最后一步
last-step-key = 最后一步（End）
step-back = 后退一步
step-forward = 前进一步
reset = 重置
more-controls = 更多控件
clock-title = 这一步在日志中发生的时间，从运行开始算起
waiting-for-answer = 运行还没有结束：它在等你回答聊天中的问题，你一选择就会继续。
# The same on a phone, where the question is in view just below.
waiting-for-answer-short = 运行尚未结束：它在等你的回答。
go-to-question = 转到问题
step-by = 步进单位
step-by-option =
    { $unit ->
        [request] llm 请求
        [prompt] 用户提示词
       *[other] 事件
    }
step-by-position =
    { $unit ->
        [request] 第 { $k } 个请求，共 { $n } 个
        [prompt] 第 { $k } 条提示词，共 { $n } 条
       *[other] 第 { $k } 步，共 { $n } 步
    }
chapter = 章节
chapter-jump = 跳转到…
speed = 速度
log-pace = 日志时间 ×{ $n }
log-pace-title = 按日志本身的节奏播放，加快 { $n } 倍
scrubber = 步骤
tick-llm = llm 调用
tick-tool = 工具运行
tick-question = 问题
tick-trouble = 停止、重试、上限
tick-subagent = 子智能体
dismiss = 关闭

## The header
page-title = 智能体 harness 逐步拆解
lede-what = 编程智能体就是一个 llm（一个只能读写文本的语言模型）套在一个 harness 里：harness 是一段普通的代码，它保存对话、把对话发给 llm、执行 llm 请求的工具，并在做任何有风险的事之前先询问你。
lede-how = 选一条提示词，然后按“播放”或逐步查看：一条消息从聊天框出发，经过 harness 的各个部件（会话 API、协调器和运行器）到达 llm 和工具，再作为回答返回。
language = 语言
language-failed = 页面无法加载 { $language } 的文本（{ $problem }），所以保持原来的语言。
# The right pane's heading (the left one, "What you see", is in chat.ftl).
page-what-runs = 运行过程
page-fatal-scenarios = 演示无法加载它的场景：{ $error }
