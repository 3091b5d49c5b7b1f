# What the narration says at each step, and the diagram's labels and captions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Words for times, answers, errors and endings, used across the page

# A length of time in whole seconds ("30 s").
words-seconds = { $s } 秒
# A length of time in seconds and tenths of a second ("1.5 s", "0.4 s"): write the decimal mark your language uses.
words-seconds-tenths = { $s }.{ $tenths } 秒
# A length of time in minutes and seconds ("2 min 5 s").
words-minutes-seconds = { $min } 分 { $s } 秒
# A length of time in hours and minutes ("1 h 4 min").
words-hours-minutes = { $h } 小时 { $min } 分
# The answers to a permission question: the names of the chat's three buttons, in lower case, as they appear inside a sentence.
words-answer =
    { $reply ->
        [once] 允许一次
        [always] 始终允许
       *[decline] 拒绝
    }
# A tool result's error flag, in one word or two ("output: timed out").
words-error =
    { $error ->
        [failed] 失败
        [timed-out] 超时
        [denied] 被拒绝
        [declined] 被你拒绝
        [interrupted] 已中断
       *[unknown-tool] 未知工具
    }
# How a run ended, in one word or two ("done: turn limit").
words-end =
    { $end ->
        [answered] 已回答
        [stopped] 已停止
        [failed] 失败
        [turn-limit] 达到轮次上限
       *[context-full] 上下文已满
    }
# What the provider reported reading for one request. $read: tokens it carried.
words-tokens-read = 读取 { $read } 个 token
# $cached: tokens of them read from the provider's prompt cache.
words-tokens-read-cached = 读取 { $read } 个 token，其中 { $cached } 个来自它的提示词缓存
# $written: tokens this request wrote to the prompt cache.
words-tokens-read-written = 读取 { $read } 个 token，向缓存写入 { $written } 个
words-tokens-read-cached-written = 读取 { $read } 个 token，其中 { $cached } 个来自它的提示词缓存，另向缓存写入 { $written } 个

## The harness's parts, as the diagram's boxes and the narration name them
# These are the harness's concepts, which a learner meets again in articles and code. Use the
# word your language's developers use: an English term may stay (many keep "runner" and
# "session API"; every language keeps `llm`), or a word of your own. Name each part the same
# way here, in the parts' meanings and in every sentence of the narration that mentions it.
part-client = 客户端
part-client-2 = 客户端 2
part-another-client = 另一个客户端
part-clients = 所有客户端
part-session-api = 会话 API
part-coordinator = 协调器
part-runner = 运行器
part-llm = llm
part-tools = 工具
part-hooks = 钩子
# A second client's name at the start of a sentence ("Client 2 presses Stop.").
part-client-2-start = 客户端 2
part-another-client-start = 另一个客户端

## What each part is, shown when a reader hovers a part or opens "What each part is"
diagram-meaning-client = 你输入消息的聊天应用。它调用会话 API，并显示返回的内容。
diagram-meaning-session-api = harness 的前门：它把每条消息存入对话线程（它保存的那段对话），并立即应答，从不等待 llm。
diagram-meaning-coordinator = 决定一个会话（即一段对话）何时运行循环：每个会话同一时间只有一次运行，在有消息需要回答时启动。
diagram-meaning-runner = harness 核心的那个循环：它把对话线程发给 llm，执行 llm 请求的工具，如此往复，直到 llm 给出回答。
diagram-meaning-llm = 语言模型。它读取请求，然后写出文本或请求调用工具；它自己什么也运行不了。
diagram-meaning-tools = llm 提出请求时由运行器执行的代码：读取文件、运行测试。它们的输出会回到对话线程中。
diagram-meaning-hooks = harness 自己的脚本，在固定时机运行（工具调用之前、运行即将结束时）。llm 从不读取这些脚本，只读取它们返回的内容。

## The diagram's caption: the step's message in one line, under the drawing
# Before the first step.
diagram-no-message = 还没有消息。
# A part sends the arrow's message to another. $from and $to are part names (part-… above),
# $label the arrow's label, $from_part the sender's key (client, clients, session-api,
# coordinator, runner, llm, tools, hooks), so the verb can agree with it.
diagram-caption =
    { $from_part ->
        [tools] { $from }向{ $to }发送：{ $label }
        [hooks] { $from }向{ $to }发送：{ $label }
        [clients] { $from }向{ $to }发送：{ $label }
       *[other] { $from }向{ $to }发送：{ $label }
    }
# The same, in a sub-agent's session; $lane names it ("session_2 · explorer").
diagram-caption-lane =
    { $from_part ->
        [tools] { $from }向{ $to }发送：{ $label }（子智能体 { $lane }）
        [hooks] { $from }向{ $to }发送：{ $label }（子智能体 { $lane }）
        [clients] { $from }向{ $to }发送：{ $label }（子智能体 { $lane }）
       *[other] { $from }向{ $to }发送：{ $label }（子智能体 { $lane }）
    }
# A part does something within itself; $part is its name.
diagram-inside = { $part }内部：{ $label }
diagram-inside-lane = { $part }内部：{ $label }（子智能体 { $lane }）

## The labels on the diagram's arrows: a few words each, drawn in a small monospace type
# `prompt` is the session API's call and `message` its argument: code.
diagram-label-typed = 正在输入…
diagram-label-prompt = prompt(message)
# `accepted` is the session API's answer (and a sub-agent's session's).
diagram-label-accepted = accepted
diagram-label-accepted-queued = accepted（已排队）
diagram-label-start-run = 启动运行
diagram-label-already-running = 已在运行
diagram-label-run = 运行
diagram-label-keep-going = 继续运行
# $turn: the turn's number.
diagram-label-request = 请求，第 { $turn } 轮
# $attempt: which try this is (2, 3…).
diagram-label-request-again = 请求，第 { $turn } 轮（第 { $attempt } 次尝试）
diagram-label-summarize = 总结
# The llm's reply comes as events: text, tool-call, finish, error, usage.
diagram-label-text = 文本
# $tool: the tool's name.
diagram-label-tool-call = 工具调用 { $tool }
diagram-label-finish = 结束
diagram-label-error = 错误
diagram-label-usage = 用量
diagram-label-cut = 达到 token 上限被截断
diagram-label-run-tool = 运行 { $tool }
# $error: a tool result's error flag (words-error).
diagram-label-output-error = 输出：{ $error }
diagram-label-output = 输出
diagram-label-result = 工具结果
diagram-label-result-error = 结果：{ $error }
# The runner asks you whether tool $tool may run.
diagram-label-ask = 询问：{ $tool }？
# The session API passes your answer on to the runner.
diagram-label-resume = 你的回答
diagram-label-stop = 停止
diagram-label-interrupt = 中断
diagram-label-cancel = 取消
diagram-label-retry = 重试（第 { $attempt } 次，共 { $of } 次）
diagram-label-compacted = 上下文已压缩
# $end: how the run ended (words-end).
diagram-label-ended = 已结束：{ $end }
diagram-label-done = 完成
diagram-label-done-end = 完成：{ $end }
diagram-label-idle = 空闲
# $agent: the sub-agent's name.
diagram-label-spawn = 新会话：{ $agent }
diagram-label-stop-child = 停止子智能体
# $event: the hook event's name, such as PreToolUse: code.
diagram-label-hook = 运行 { $event } 钩子
# A hook's answers: nothing, allow, deny, ask (the permission decisions), a note, or block.
diagram-label-hook-pass = 无补充
diagram-label-hook-allow = 允许
diagram-label-hook-deny = 拒绝
diagram-label-hook-ask = 询问
diagram-label-hook-context = 给 llm 的备注
diagram-label-hook-block = 阻止：继续工作

## The narration: one sentence or a few for each step, read by someone who has never seen a harness.
## The parts (client, session API, coordinator, runner, llm, tools, hooks) are named as in
## part-… above. "You" is the reader, who types in the client.

# Counts used inside the sentences below: the thread's messages ("the thread holds 3 messages").
narr-messages =
    { $n ->
       *[other] { $n } 条消息
    }
# How many tools a request lists ("the instructions, 4 tools, and the thread").
narr-tools =
    { $n ->
       *[other] { $n } 个工具
    }
# Lists: "a, b and c" is built as narr-list-more for each comma and narr-list-last for the last item.
narr-list-more = { $list }、{ $item }
narr-list-last = { $list }和{ $item }

# A sub-agent's step, or the first step back in the caller's session, starts with a lead-in; $agent is the agent's name, $text the step's own sentence.
narr-back-in-session = 回到 { $agent } 的会话：{ $text }
narr-in-session = 在 { $agent } 的会话中，{ $text }
# Not shown: `lower` if $text above starts with its first letter in lower case (as in English after a colon or comma); any other value keeps the sentence as it is written.
narr-lead-in-first-letter = keep

## The prompt cache, said at each request
narr-cache-below-minimum = 其中没有任何部分被缓存：该模型的最小缓存长度是 { $min } 个 token，Anthropic 不缓存短于它的前缀。
narr-cache-empty-anthropic = 提示词缓存里还没有它的任何部分。Anthropic 的缓存只保存请求标记过的内容，所以这次请求写入 { $written } 个 token，一直写到它位于对话线程末尾的最后一个断点。
narr-cache-empty = 提示词缓存里还没有它的任何部分：之前没有哪个请求以同样的内容开头。
narr-cache-hit-anthropic = 其中 { $cached } 个 token 来自提示词缓存：上一个请求写入了截至其对话线程末尾断点的前缀，而这次请求的开头与它相同。这次请求再写入 { $written } 个，一直写到它自己的最后一个断点。
narr-cache-hit-after-summary = 只有 { $cached } 个来自提示词缓存，也就是对话线程之前的那部分：对话线程现在以一段摘要开头，之前没有哪个请求发送过它。
narr-cache-hit = 其中 { $cached } 个 token 来自提示词缓存，因为这次请求的开头与上一个请求相同。
# $step: the size in tokens of the steps OpenAI's cache counts in (128).
narr-cache-hit-steps = 其中 { $cached } 个 token 来自提示词缓存，因为这次请求的开头与上一个请求相同。缓存按每 { $step } 个 token 一整块来计数，所以末尾有几个共享的 token 要重新读取。
narr-cache-hit-earlier-run = 其中 { $cached } 个 token 来自提示词缓存：之前的一次运行发送过相同的系统提示词、指令和工具。
# The first time the narration speaks of the prompt cache; $cache is one of the sentences above.
narr-cache-what = 服务商（运行 llm 的公司）会把近期请求的开头保存在提示词缓存中，这样以相同内容开头的请求就能处理得更快、更便宜。{ $cache }

## A message typed and sent
narr-typed-first = 你在客户端（也就是聊天应用）里输入一条消息。还没有发送任何内容，所以对话线程（harness 保存的消息列表）仍然是空的。
# $messages: how many the thread holds (narr-messages).
narr-typed = 你在客户端里输入一条消息。还没有发送任何内容；对话线程中有 { $messages }。
# Someone at a second client; $client is its name (part-client-2).
narr-typed-other = 有人在{ $client }里输入一条消息。还没有发送任何内容；对话线程中有 { $messages }。
narr-prompt = 你按下回车。客户端把你的消息发送给会话 API，也就是 harness 的前门：这是一个名为 `prompt` 的调用。
narr-prompt-other = 对方按下回车，{ $client }带着他们的消息，调用同一个会话 API 的 `prompt`。
narr-accepted = 会话 API 把消息存入对话线程（现在有 { $messages }），并立即回复 `accepted`，不等待 llm。
narr-accepted-queued = 运行器正处在一轮的中途，所以会话 API 把消息留给运行器的下一轮，并立即回复 `accepted`。
narr-start-run-first = 会话 API 请协调器（决定何时运行的部件）为这个会话运行循环；会话就是你所在的这一段对话。这个循环是：询问 llm，执行它请求的工具（例如读取文件的代码），如此重复，直到它给出回答。
narr-start-run = 会话 API 请协调器为这个会话运行循环。
narr-already-running = 协调器已经在为这个会话运行，所以不会再启动第二次。正在运行的循环会在停止前回答这条新消息。
narr-run-first = 当前没有运行（一次运行，就是从你的消息到回答、把这个循环走完的过程），所以协调器把会话标记为运行中，并把它交给运行器，也就是执行这个循环的部件。一个会话，同一时间只有一次运行。
narr-run = 当前没有运行，所以协调器把会话标记为运行中，并把它交给运行器。一个会话，同一时间只有一次运行。
narr-keep-going = 运行即将结束时来了一条消息，所以协调器让同一次运行继续下去，而不是转为空闲。

## A request to the llm
# $turn: the turn's number; $attempt of $max: which try; $tokens, $cached: the request's size and what of it the cache holds.
narr-request-again = 运行器再次发送第 { $turn } 轮的请求，第 { $attempt } 次尝试（共 { $max } 次）：同样的 { $tokens } 个 token，其中 { $cached } 个从提示词缓存读取。
# The thread when messages that waited joined it: $messages (narr-messages), then $joins, how many joined.
narr-thread-joined =
    { $joins ->
       *[other] { $messages }（其中 { $joins } 条等待中的消息先加入了进来）
    }
# The thread ($thread, the phrase above or narr-messages) when it ends with $n reminders the harness added.
narr-thread-reminders =
    { $n ->
       *[other] { $thread }，末尾是 harness 添加的 { $n } 条提醒，并非你输入的
    }
# The same when the harness added other notes; $notes lists them (narr-note-… joined as a list).
narr-thread-notes = { $thread }，末尾是 harness 添加的内容，并非你输入的：{ $notes }
narr-note-reminders =
    { $n ->
       *[other] { $n } 条提醒
    }
narr-note-memory-files =
    { $n ->
       *[other] { $n } 个记忆文件
    }
narr-note-skill-list = 按名称列出的技能
narr-note-skills =
    { $n ->
       *[other] { $n } 个技能的指令
    }
narr-note-tool-names = 按名称列出的延迟加载工具
narr-note-tool-schemas = 一次搜索加载的工具 schema
# The run's first request. $tools: how many tools (narr-tools); $thread: the thread's messages (and notes); $tokens: its size; $cache: what the prompt cache did (narr-cache-…, or nothing); $reported: what a recorded log reports, a sentence that begins with a space, or nothing.
narr-request-first = 运行器向 llm 发送第 { $turn } 轮的请求（一轮：一次请求及其回复）。llm 什么都不记得，所以每个请求都装着它要读的全部内容：它的指令、{ $tools }、到目前为止的对话线程（{ $thread }）。大约 { $tokens } 个 token，token 是模型读取文本的单位。{ $cache }{ $reported }
# Every later request; the same variables.
narr-request = 运行器向 llm 发送第 { $turn } 轮的请求：指令、{ $tools }，以及对话线程（{ $thread }）。大约 { $tokens } 个 token。{ $cache }{ $reported }
# The thread is too long: $needed tokens, more than the $window the model reads; $replaced: how many old messages get summarized.
narr-summarize = 下一个请求需要 { $needed } 个 token，超出了该智能体 { $window } token 的上下文窗口。所以运行器先请 llm 总结对话线程中最早的 { $replaced } 条消息。
narr-summarize-again = 下一个请求需要 { $needed } 个 token，超出了该智能体 { $window } token 的上下文窗口。所以运行器先请 llm（第 { $attempt } 次尝试，共 { $max } 次）总结对话线程中最早的 { $replaced } 条消息。

## The llm's reply, streamed as events
narr-summary-text = llm 流式返回摘要的一部分。摘要是给 harness 的，不是给你的：聊天界面不显示它。
narr-text-more = 回复的又一部分到了。
narr-text-first = llm 一边写一边把文本发回来，分成一小段一小段（事件），而不是一整块。
narr-text = llm 开始回复，一段接一段。
# The llm asks for tool $tool; $input is what it passes (code or text, as the llm wrote it). The first time, the sentence says the name of the thing: a tool call.
narr-tool-call-first = llm 请求使用一个工具（即工具调用）：{ $tool }，输入为“{ $input }”。它自己什么也运行不了，只能提出请求。
narr-tool-call-first-no-input = llm 请求使用一个工具（即工具调用）：{ $tool }，没有输入。它自己什么也运行不了，只能提出请求。
narr-tool-call = llm 请求使用一个工具：{ $tool }，输入为“{ $input }”。它自己什么也运行不了，只能提出请求。
narr-tool-call-no-input = llm 请求使用一个工具：{ $tool }，没有输入。它自己什么也运行不了，只能提出请求。
narr-cut = 服务商在这里截断了回复：它达到了服务商允许单条回复使用的最大 token 数。已经到达的内容保留；还没写完的工具调用不算调用，所以运行器将其丢弃。
narr-cut-forward = 运行器告诉你，回复因服务商的 token 上限被截断了。
narr-summary-finished = 摘要写完了。
# $calls: how many tool calls the finished reply asks for.
narr-finish =
    { $calls ->
        [0] 回复结束，没有请求任何工具，所以它的文本就是回答。运行器把回复添加到对话线程末尾（{ $messages }）。
       *[other] 回复结束，请求了 { $calls } 个工具调用。运行器把回复添加到对话线程末尾（{ $messages }），并按顺序处理工具调用。
    }
# $read: what the provider counted (words-tokens-read…); $written: the reply's tokens.
narr-usage = 服务商报告它为这次请求统计的数量：{ $read }，回复中写出 { $written } 个。页面把这些数字显示在自己的估算旁边。
# $error: the provider's error message, as it came.
narr-stream-error-retryable = 流中断了：“{ $error }”。连接断开或服务商繁忙，值得再试一次。
narr-stream-error = 流中断了：“{ $error }”。再试一次也不会改变这个结果。
# $status: the HTTP status the llm's API answered with instead of a stream; $error: its error message.
narr-http-error-retryable = llm 的 API 没有返回流，而是返回了 HTTP { $status }：“{ $error }”。服务商繁忙或正在限流，值得再试一次。
narr-http-error = llm 的 API 没有返回流，而是返回了 HTTP { $status }：“{ $error }”。再试一次也不会改变这个结果。
# $tool($input): the call as code.
narr-forward-tool-call = 运行器在工具调用发生时就把它展示给你：{ $tool }({ $input })。
narr-forward-more = 运行器立即把它转给你。
narr-forward-first = 运行器通过客户端一直保持打开的连接，把文本直接转给客户端，所以你能看到文本边写边出现。
narr-forward = 运行器把文本直接转给你。

## Permissions and tools. "→ allow", "→ ask", "→ deny" are a rule's decisions, as the rules panel writes them.
narr-mode-accept-edits = 接受编辑模式：{ $tool } 会编辑文件，而在这个模式下，编辑无需询问你就会执行，除非有规则说 deny。运行器立即运行它。
# A permission mode lets tool $tool run; $mode is the mode's key.
narr-mode-allows =
    { $mode ->
        [default] 默认模式：每个调用都无需询问就会执行，所以运行器立即运行 { $tool }。只有说 deny 的规则还能阻止它。
        [plan] 计划模式：每个调用都无需询问就会执行，所以运行器立即运行 { $tool }。只有说 deny 的规则还能阻止它。
       *[bypass-permissions] 绕过权限模式：每个调用都无需询问就会执行，所以运行器立即运行 { $tool }。只有说 deny 的规则还能阻止它。
    }
narr-allowed-your-rule = 你的规则是 { $tool } → allow，所以运行器不询问你，立即运行该工具。
narr-allowed-saved-rule = 你保存的规则是 { $tool } → allow，所以运行器不询问你，立即运行该工具。
narr-allowed-rules-first = 权限规则（与智能体的指令和工具一起预先设定）规定 { $tool } → allow，所以运行器不询问你，立即运行该工具。
narr-allowed-agent-rules = 智能体的规则规定 { $tool } → allow，所以运行器不询问你，立即运行该工具。
narr-run-always = 你选了始终允许，所以 { $tool } 现在由一条已保存的规则允许，运行器运行它。
narr-run-hook = PreToolUse 钩子允许了 { $tool }，而且没有规则说 ask 或 deny，所以运行器不询问你就运行它。
narr-run-once = 你允许了这一次调用，所以运行器运行 { $tool } 工具。
# $output: the start of the tool's output, as it came.
narr-output-failed = 工具失败了：“{ $output }”。失败也是一种输出：它会回到运行器，并被标记为错误。
# $characters: the output's length.
narr-output =
    { $characters ->
       *[other] 工具把它的输出（{ $characters } 个字符）返回给运行器。
    }
# The same when reading a file loaded memory files; $files lists their names.
narr-output-memory =
    { $characters ->
       *[other] 工具把它的输出（{ $characters } 个字符）返回给运行器。这是第一次读取某个带有记忆文件的文件夹下的文件，所以 harness 加载 { $files }：其中的指令会加入下一个请求。
    }
narr-result-first = 运行器把工具结果（即保存为一条消息的输出）添加到对话线程末尾（{ $messages }），并展示给你。llm 会在下一轮读到它。
narr-result = 运行器把工具结果添加到对话线程末尾（{ $messages }），并展示给你。llm 会在下一轮读到它。
narr-result-failed = 运行器把结果追加到对话线程（{ $messages }），并标记为错误。llm 在下一轮读到它，再决定怎么做。
narr-result-timed-out = 这个调用唯一的结果说明它超时了，并被标记为错误（{ $messages }）。llm 会在下一轮读到它。
narr-result-hook-denied = 钩子的拒绝生效，所以 { $tool } 不会运行。这个调用仍然会得到一个结果，附上钩子给出的理由，添加到对话线程中（{ $messages }）：llm 读到原因后，可以换一种方式。
narr-result-plan-denied = 计划模式：{ $tool } 会改动东西，所以在智能体做计划期间不会运行。这个调用仍然会得到一个说明此事的结果（{ $messages }）；llm 读到后会知道，在你批准计划之前，它只能读取和做计划。
narr-result-denied = 有规则规定 { $tool } → deny，所以该工具不会运行。这个调用仍然会得到一个说明此事的结果，添加到对话线程中（{ $messages }）。
narr-result-declined = 你拒绝了，所以 { $tool } 不会运行。这个调用仍然会得到它的工具结果，即一条说明你已拒绝的消息（{ $messages }）；llm 在下一轮读到它，再决定说什么。
narr-result-interrupted = 对 { $tool } 的调用照样得到它唯一的结果：已中断，因为你停止了运行（{ $messages }）。
narr-result-unknown-tool = 该智能体没有名为 { $tool } 的工具。运行器用一个错误结果回应这个调用（{ $messages }），循环继续。
narr-ask-hook = 正在等你。PreToolUse 钩子要你对 { $tool } 作出回答，所以运行器暂停运行，先询问你。
narr-ask-no-rule-first = 没有哪条权限规则提到 { $tool }，这等同于 ask，所以运行器暂停运行，先询问你。它会等待你的回答。
narr-ask-no-rule = 没有哪条规则提到 { $tool }，这等同于 ask，所以运行器暂停运行，先询问你。它会等待你的回答。
narr-ask-your-rule = 你的规则是 { $tool } → ask，所以运行器暂停运行，先询问你。它会等待你的回答。
narr-ask-rules-first = 权限规则（与智能体的指令和工具一起预先设定）规定 { $tool } → ask，所以运行器暂停运行，先询问你。它会等待你的回答。
narr-ask-rule = 有规则规定 { $tool } → ask，所以运行器暂停运行，先询问你。它会等待你的回答。
# Your answer, or another client's: $who is `you` or `other`, $client the other client's name at the start of a sentence (part-client-2-start). "allow once", "always allow" and "deny" are the buttons' names.
narr-answer-once =
    { $who ->
        [you] 你选择“允许一次”：这次调用可以运行，下次还会再问。
       *[other] { $client }选择“允许一次”：这次调用可以运行，下次还会再问。
    }
narr-answer-always =
    { $who ->
        [you] 你选择“始终允许”。会话 API 保存一条 allow 规则，所以在你按下“重置”之前，运行器不会再就这个工具询问。
       *[other] { $client }选择“始终允许”。会话 API 保存一条 allow 规则，所以在你按下“重置”之前，运行器不会再就这个工具询问。
    }
narr-answer-decline =
    { $who ->
        [you] 你选择“拒绝”。该工具不会运行。
       *[other] { $client }选择“拒绝”。该工具不会运行。
    }
narr-resume = 会话 API 把回答转给一直在等待它的运行器。

## Stopping, timeouts, retries and the run's end
# "Stop" is the button's name.
narr-stop =
    { $who ->
        [you] 你按下“停止”。客户端请会话 API 停止这次运行。
       *[other] { $client }按下“停止”。客户端请会话 API 停止这次运行。
    }
narr-interrupt = 会话 API 通知运行器停止。运行器必须保持对话线程完整：llm 发起的每个工具调用仍然恰好得到一个结果。
# $time: a length of time (words-seconds…).
narr-cancel-idle = llm 已经 { $time } 没有发来任何内容，达到了智能体的空闲超时，所以运行器不再等待：它关闭流并放弃这次尝试，就像流中断了一样。
narr-cancel-summary = 运行器关闭 llm 的流：摘要被丢弃，对话线程保持原样。
narr-cancel-llm = 运行器关闭 llm 的流，于是服务商停止生成。已经到达的内容留在对话线程中；其中的工具调用都会得到“已中断”的结果。
narr-cancel-tool = 运行器取消正在运行的工具。
narr-cancel-tool-timeout = 该工具已经运行了 { $time }，达到智能体的上限，所以运行器取消它，而不是无限等下去。
narr-retry = 运行器告诉你它会再试一次：等待 { $time } 后进行第 { $attempt } 次尝试（共 { $of } 次）。每次等待的时间都翻倍，给吃力的服务商留出余地。
narr-retry-unread = 运行器告诉你它会再试一次：按自己的退避等待 { $time } 后进行第 { $attempt } 次尝试（共 { $of } 次）。API 没有给出它能读到的等待时间：只有服务器允许（Access-Control-Expose-Headers），浏览器才让页面读取 retry-after 头。
narr-retry-asked = 运行器告诉你它会再试一次：按 API 在 retry-after 头中的要求，等待 { $time } 后进行第 { $attempt } 次尝试（共 { $of } 次）。给出等待时间的服务器比翻倍的猜测更了解自己的负载。
# $asked: the wait the API asked for; $time: the agent's idle timeout.
narr-retry-capped = 运行器告诉你它会再试一次：第 { $attempt } 次尝试（共 { $of } 次）。API 在 retry-after 头中要求等待 { $asked }；运行器最多等待智能体的空闲超时 { $time }，这样一次运行沉默的时间不会超过它等待一个安静的流的时间。
# $replaced old messages became one summary; the next request shrinks from $before to $after tokens.
narr-compacted = 上下文已压缩：最早的 { $replaced } 条消息被 llm 的摘要替换。对话线程缩减到 { $messages }，下一个请求从 { $before } 个 token 缩减到 { $after } 个。
narr-ended-stopped = 运行器告诉你运行已停止。没有丢失任何东西：对话线程保留了你按下按钮之前发生的一切。
narr-ended-failed = 运行器放弃，并告诉你运行失败了。会话不能在没有任何事情进行时一直停在运行中。
# $max: the agent's limit of turns per run.
narr-ended-turn-limit =
    { $max ->
       *[other] 本次运行已用完 { $max } 轮，达到智能体的上限，所以运行器停止，不再发送新请求，并告诉你原因。
    }
narr-ended-context-full = 下一个请求需要 { $needed } 个 token，而窗口只能容纳 { $window } 个；压缩也腾不出足够的空间，所以运行器停止，并告诉你原因。
narr-done = 运行器告诉协调器运行完成：llm 已经给出回答。
narr-done-not-answered = 运行器告诉协调器运行已结束，但没有得到回答。
# How many turns a session has used ("The session has used 3 turns so far").
narr-turns =
    { $n ->
       *[other] { $n } 轮
    }
# $clients: how many clients are open (1 or 2); $turns: how many turns the session has used (narr-turns).
narr-idle =
    { $clients ->
       *[other] 运行结束：协调器把会话标记为空闲，准备接收你的下一条消息，并通知客户端。到目前为止，该会话已用了 { $turns }。
    }

# The sub-agents' lane on the diagram: its name before any sub-agent works, and with one
# ($lane: its session id and agent name, e.g. "session_2 · explorer").
diagram-lane-empty = 子智能体的会话
diagram-lane = 子智能体：{ $lane }
# A disclosure under the diagram listing each part and what it is.
diagram-part-meanings = 各部件是什么
