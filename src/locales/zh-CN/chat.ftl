# The chat pane: messages, tool calls, questions, the sample prompts.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The harness's notices in the chat
# $reason: why, in the harness's words (kept in English).
chat-broken = harness 停止了运行：{ $reason }。
# $problem: the error as the connection reported it; $wait: how long until the next try ("2 s").
chat-retry = 与 llm 的连接中断了（{ $problem }）。{ $wait } 后重试：第 { $attempt } 次尝试，共 { $of } 次。
# $status: the HTTP status the llm's API answered with (429); $problem: its error, a whole sentence; $wait: how long until the next try.
chat-retry-status = llm 的 API 返回了 HTTP { $status }：{ $problem }它没有给出页面能读到的等待时间，所以按惯常的退避等待 { $wait } 后重试：第 { $attempt } 次尝试，共 { $of } 次。
# $wait: the wait the API asked for in its retry-after header.
chat-retry-asked = llm 的 API 返回了 HTTP { $status }：{ $problem }它要求等待 { $wait }（retry-after），所以到时再试：第 { $attempt } 次尝试，共 { $of } 次。
# $asked: the wait the API asked for; $wait: the idle timeout, the longest the page waits.
chat-retry-capped = llm 的 API 返回了 HTTP { $status }：{ $problem }它要求等待 { $asked }（retry-after）；最多只等空闲超时 { $wait }：第 { $attempt } 次尝试，共 { $of } 次。
# $n: how many messages the summary replaced; $before, $after: the thread's size in tokens.
chat-compacted =
    上下文已压缩：{ $n ->
       *[other] { $n } 条较早的消息
    }被一段摘要替换，{ $before } → { $after } 个 token。
chat-stopped = 已停止。每个工具调用都得到了结果；对话线程保留了发生过的一切。
# $problem: the error, as the harness or the provider said it.
chat-failed = 运行失败：{ $problem }
chat-turn-limit =
    已停止：达到智能体 { $n ->
       *[other] { $n } 轮
    }的上限。
chat-context-full = 已停止：下一个请求需要 { $needed } 个 token，而上下文窗口只能容纳 { $window } 个。

## The newest chat line in one line, for a phone where the chat is out of view
# $text: the start of the message.
chat-echo-you = 你：{ $text }
# $client: the number of another window on the same session (2, 3…).
chat-echo-client = 客户端 { $client }：{ $text }
chat-echo-agent = { $agent }：{ $text }
# $state: how the call stands (chat-call-…, or an error in a word or two).
chat-echo-tool = 工具调用 { $tool }：{ $state }
chat-echo-question = { $agent } 询问：可以运行 { $tool } 吗？

## How a tool call stands
chat-call-asked = 已请求
chat-call-running = 运行中…
chat-call-waiting = 等待你的回答
chat-call-asked-you = 已询问你
chat-call-done = 完成
chat-call-never-ran = 未运行

## The chat pane
chat-pane-title = 你看到的
# After the agent's name in the chat's header, when a live model answers: $model is its name.
chat-live-model = · { $model }（实时）
# The status of the session you talk to.
chat-status =
    { $status ->
        [running] 运行中
       *[idle] 空闲
    }
chat-stop-title = 停止运行（Escape）
chat-stop = 停止
chat-scripted-replies = 预设回复
chat-conversation = 对话
chat-hint = 在下面选一个问题。你会在这里看到聊天内容，并在“运行过程”中看到 harness 为此做了什么。
# The button over a sub-agent's work, folded under the task call that started it. $agent: the sub-agent's name; $session: its session's id (session_2); $n: how many rows of its work there are so far.
chat-fold-show =
    显示 { $agent } 的工作（{ $session }，{ $n ->
       *[other] { $n } 行
    }）
chat-fold-hide =
    隐藏 { $agent } 的工作（{ $session }，{ $n ->
       *[other] { $n } 行
    }）
# After the first line of a long tool output, folded.
chat-output-size =
    （{ $lines ->
       *[other] { $lines } 行
    }，{ $chars ->
       *[other] { $chars } 个字符
    }）

## The chat's rows
chat-who-you = 你
# $client: the number of another window on the same session (2, 3…).
chat-who-client = 客户端 { $client }
# After who wrote a message that waits in the session.
chat-who-queued = （等待下一轮）
# After the agent's name over its reply.
chat-reply-writing = （正在写…）
chat-reply-broken = （流中断了：这次尝试作废）
chat-reply-stopped = （已停止）
chat-reply-cut = （被截断：达到服务商的 token 上限）
# $id: the call's id, shown as code.
chat-tool-call = 工具调用 { $id }
# $duration: how long the tool ran, as a recorded run's log says ("3.2 s").
chat-tool-ran = 运行了 { $duration }
chat-call-asked-you-first = 先询问了你
# $error: what went wrong, in a word or two ("denied", "timed out").
chat-call-not-run = 未运行：{ $error }
chat-call-error = 错误：{ $error }
chat-call-dropped = 未运行：回复中断了
# $agent: the name of the agent that asks.
chat-question-who = { $agent } 询问
# $tool: the tool's name, shown as code.
chat-question-open = 可以运行 { $tool } 吗？
# $answer: the button you chose, in lower case ("allow once").
chat-question-answered = 可以运行 { $tool } 吗？已回答：{ $answer }。
chat-question-withdrawn = 可以运行 { $tool } 吗？你没有回答，而是停止了运行。

## The permission question
# $tool: the tool's name; $input: what it would run on.
chat-allow = 允许 { $tool } 吗？
chat-allow-input = 允许 { $tool } 以“{ $input }”为输入运行吗？
# $agent: the sub-agent's name.
chat-allow-subagent = 子智能体 { $agent } 询问：允许 { $tool } 吗？
chat-allow-subagent-input = 子智能体 { $agent } 询问：允许 { $tool } 以“{ $input }”为输入运行吗？
chat-allow-once = 允许一次
chat-always-allow = 始终允许
chat-deny = 拒绝

## The message box and the sample prompts
chat-type-first = 请先输入一条消息。
chat-you-are-typing = 你正在输入
chat-message = 消息
# The message box's placeholder. $agent: the agent's name; $model: a live model's name.
chat-placeholder = 给 { $agent } 发消息…
chat-placeholder-live = 给 { $model }（实时）发消息…
chat-send = 发送
chat-sample-prompts = 示例提示词
chat-more-scenarios = 更多场景
