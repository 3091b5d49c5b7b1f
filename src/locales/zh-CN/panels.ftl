# The panels under the diagram: session, turn, context and its cache, agent, permissions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The section and its panels
panel-data-title = 这一步背后的数据
# $system: the tokens of the typical system prompt the page assumes (2300).
panel-data-note = 每个面板展示 harness 状态的一部分，随着你逐步前进而更新。token 数都是估算值：大约每 4 个字符算 1 个 token，再加上一段典型的 { $system } token 的系统提示词。
# Each panel's heading: the part of the harness's state it shows.
panel-name =
    { $name ->
        [llm] llm
        [context] 上下文
        [session] 会话
        [turn] 轮次
        [agent] 智能体
        [permission] 权限
       *[other] { $name }
    }
# A badge on a panel (and a field) whose data changed at this step.
panel-changed = 已变化
# Counts used inside other sentences.
panel-n-messages =
    { $n ->
       *[other] { $n } 条消息
    }
panel-n-tools =
    { $n ->
       *[other] { $n } 个工具
    }

## The llm panel
panel-llm-waiting = 等待它的第一个请求。
# The request the llm panel speaks of, put in the sentences below as $what.
panel-llm-summary-request = 摘要请求
panel-llm-turn-request = 第 { $n } 轮的请求
panel-llm-thinking = 思考中：{ $what }已到达；还没有流式输出任何内容。
panel-llm-streaming = 正在流式输出对{ $what }的回复：
panel-llm-finished = 对{ $what }的回复已完成。它在请求之间不保留任何东西。
panel-llm-broken = 对{ $what }的回复的流中断了：
panel-llm-cancelled = 运行器关闭了对{ $what }的回复的流：
# Event lines, shown as code: `cut` and `usage` are the event's names.
panel-llm-event-cut = cut：服务商的 token 上限
# $prompt and $cached: the figures as the provider sent them.
panel-llm-event-usage = usage：提示 { $prompt }，缓存 { $cached }
panel-llm-earlier =
    { $n ->
       *[other] 在这些之前还有 { $n } 个较早的事件，未列出
    }

## The context panel
panel-context-total = { $tokens } tok
panel-context-figures = 从缓存读取 { $cached } · 写入缓存 { $written } · 未缓存 { $uncached }
# Before a request goes out: what it would do if sent now.
panel-context-figures-next = 如果现在发送：将从缓存读取 { $cached } · 写入缓存 { $written } · 未缓存 { $uncached }
panel-context-window = 占 { $window } token 上下文窗口的 { $percent }%
# A part of the stacked bar, on hover: $kind is one of panel-source's names.
panel-context-segment = { $kind }：{ $tokens } tok
panel-context-bar = { $total } 个 token 中有 { $cached } 个从提示词缓存读取
panel-context-kinds = 按类型划分的 token
panel-context-breakpoint = 缓存断点
# The kinds of content a request carries.
panel-source =
    { $source ->
        [system] 系统提示词
        [instructions] 指令
        [tools] 工具
        [summary] 摘要
        [user] 用户
        [assistant] 助手
        [result] 工具结果
        [reminder] 提醒
        [memory] 记忆
        [skill-list] 技能描述
        [skill] 技能正文
        [tool-names] 工具名称
       *[tool-schemas] 工具 schema
    }
panel-chart-caption = 每个请求：已缓存 / 未缓存的 token
# Which request the context panel's figures are of.
context-caption-summary = 摘要请求携带的内容，按顺序
context-caption-turn = llm 这一轮读取的全部内容，按顺序
context-caption-next = 下一个请求目前携带的内容，按顺序
context-caption-first = 第一个请求将携带的内容，按顺序
context-system-prompt = 典型的系统提示词
context-instructions-of = { $agent } 的指令
# $n is at least 1.
context-earlier-messages = { $n } 条较早的消息
# The thread's messages, each labelled by who wrote it; $text is the message, cut short.
context-user = 用户：{ $text }
context-summary = 摘要：{ $text }
context-reminder = 提醒：{ $text }
# A note the harness added (memory file, skill list, tool names or schemas): its own first
# words, as the llm reads them, which stay as they are; a language may add a prefix.
context-note = { $text }
context-assistant = 助手：{ $text }
# $tools: the tool names, comma separated.
context-assistant-asks = 助手请求 { $tools }
# $call: the tool call's id.
context-result = { $call } 的结果：{ $output }
# The instruction the runner adds at the end of a summary request.
context-runner-block = 运行器：{ $text }
# $source: the log's program (Claude Code, Codex…); $read: what it reported (tokens read, cached, written).
context-origin-log = { $source } 日志报告的这次请求的数据：{ $read }；上面的数字是本页面的估算，无法计入日志没有保存的系统提示词和工具 schema
context-origin-server = 服务器报告的最近一次请求的数据：{ $read }；上面的数字是本页面的估算
context-origin-estimate = 估算值：大约每 4 个字符算 1 个 token，再加上一段典型的 { $system } token 的系统提示词
# Where a cache breakpoint sits in the request, and the tokens of the prefix it ends.
context-breakpoint-tools = 在工具之后：前 { $tokens } 个 token
context-breakpoint-instructions = 在指令之后：前 { $tokens } 个 token
# $part: the label of the thread's last message.
context-breakpoint-thread = 在对话线程末尾（{ $part }）：前 { $tokens } 个 token
# A request in the per-request chart.
context-bar-summary = 摘要
context-bar-turn = 第 { $n } 轮
context-bar-try = 第 { $n } 轮，第 { $attempt } 次尝试

## The prompt cache, in the context panel
cache-breakpoints-caption = 这次请求中的缓存断点（cache_control）
cache-report-caption = 最近一次请求的缓存，单位为 token
# The table's columns: what, the page's model of it, what the provider reported.
cache-column-tokens = token
cache-column-model = 页面模型
cache-column-reported = 报告值
cache-row-read = 从缓存读取
cache-row-written = 写入缓存
cache-row-input = 输入总计
cache-not-reported = 未报告
cache-not-reported-openai = 未报告：Chat Completions 没有这项数据
cache-model-openai = 这里的提示词缓存模仿 OpenAI 的做法：请求发送的每个前缀都会被缓存，以内容为键，所以自“重置”以来的任何更早请求都算数；不足 { $min } 个 token 的不缓存；按每 { $step } 个 token 一块计数。真实的缓存条目闲置几分钟后就会过期；这个模型会一直保留到“重置”。
cache-model-anthropic = 这里的提示词缓存模仿 Anthropic 的做法：只写入截至断点（cache_control）的前缀，而且只有达到该模型的最小长度 { $min } 个 token 才写入；一个断点会读取之前写入过的最长前缀，最多往回看 { $lookback } 个块；token 按精确数量计数。真实的缓存条目在最后一次使用后保留 5 分钟（每次读取都会续期）；这个模型会一直保留到“重置”。
# $differences: one or two of the cache-differ-… phrases; $reasons: one or two sentences that may explain them.
cache-verdict-differ = 两者不一致：{ $differences }。{ $reasons }
cache-differences-both = { $first }，并且{ $second }
cache-differ-read-none = 服务商没有从缓存读取任何内容，而页面模型读取了 { $tokens } 个
cache-differ-wrote-none = 服务商没有向缓存写入任何内容，而页面模型写入了 { $tokens } 个
cache-differ-read-some = 服务商从缓存读取了 { $tokens } 个 token，而页面模型没有读取
cache-differ-wrote-some = 服务商向缓存写入了 { $tokens } 个 token，而页面模型没有写入
cache-why-expired-anthropic = 可能某个缓存条目已经过期（闲置 5 分钟后；模型会一直保留到“重置”），或者按服务商的 token 计数，该前缀低于模型的最小长度。
cache-why-expired-openai = 可能某个缓存条目已经过期（真实条目只保留几分钟，而且缓存是尽力而为的；模型会一直保留到“重置”），或者按服务商的 token 计数，该前缀低于模型的最小长度。
cache-why-cached-already = 截至最后一个断点的前缀已经缓存过了，或者按服务商的计数，它低于模型的最小长度。
cache-why-under-estimate = 页面估计这次请求有 { $estimate } 个 token，低于它为该模型假定的 { $min } token 最小长度；服务商计数为 { $counted }。
cache-why-under-minimum = 页面假定该模型不缓存不足 { $min } 个 token 的内容；服务商对它的实际最小长度可能更低，或者这个服务器不是服务商自己的（而是代理或模拟服务）。
cache-why-shared = 缓存属于服务商，在使用同一密钥发出的所有请求之间以内容为键共享：可能是更早的请求（“重置”之前，或来自别处）写入了它。
cache-agree-nothing = 两者一致：没有从缓存读取任何内容，也没有写入任何内容。
cache-agree-amounts = 两者在读取和写入上是一致的。数量不同，是因为页面是估算 token（大约每 4 个字符算 1 个 token），而服务商用自己的分词器计数，还会为工具加上它自己的 token。

## The session panel: its fields' names
panel-session-id = id
panel-session-agent = 智能体
panel-session-status = 状态
panel-session-thread = 对话线程
panel-session-queued = 排队中
panel-session-runs = 运行次数
panel-session-compacted = 已压缩
# How many times the thread was compacted.
panel-session-compactions =
    { $n ->
        [0] 从未
       *[other] { $n } 次
    }
panel-sessions-caption = 会话：每个子智能体都有自己的会话

## The turn panel
panel-turn-none = 还没有轮次
panel-turn-number = 编号
panel-turn-request = 请求
panel-turn-carries = 携带内容
panel-turn-events = 事件
# The request's title.
panel-turn-summary = 第 { $n } 轮之前的摘要
panel-turn-title = 第 { $n } 轮
panel-turn-attempt = 第 { $n } 轮，第 { $attempt } 次尝试（共 { $max } 次）
# What the request carries: $messages and $tools are panel-n-messages and panel-n-tools. "summarize" is the runner's instruction.
panel-turn-carries-summary = 指令 + 工具 + 要总结的 { $messages } + “总结”
panel-turn-carries-thread = 指令 + { $tools } + 对话线程（{ $messages }）

## The agent panel
panel-agent-name = 名称
panel-agent-tools = 工具
panel-agent-hands-work-to = 委派给
panel-agent-limits = 限制
panel-agent-hooks = 钩子
panel-limit-max-turns = 最大轮数：{ $n }
panel-limit-context-window = 上下文窗口：{ $tokens } tok
# $time: a length of time, such as "30 s".
panel-limit-tool-time = 工具时间上限：{ $time }
panel-limit-stream-idle = 流空闲超时：{ $time }
# The label before the permission mode's menu; its options are the modes' names in the scenario files, kept as they are.
panel-permission-mode-label = 权限模式
# The menu's accessible name.
panel-permission-mode = 权限模式
panel-rules-caption = 规则（修改任意一条，即从这里重新运行）
# The menu of one tool's rule; its options (allow, ask, deny) are the words of the scenario files, kept as they are.
panel-rule-for = { $tool } 的规则
# A badge on a rule the user set or saved with Always allow.
panel-rule-saved = 已保存
# A badge on a rule the permission mode decides.
panel-rule-by-mode =
    { $mode ->
        [acceptEdits] 由接受编辑模式决定
        [plan] 由计划模式决定
        [bypassPermissions] 由绕过权限模式决定
       *[default] 由默认模式决定
    }

## The permission panel
panel-permission-none = 没有待处理的请求
panel-permission-id = id
panel-permission-asked-by = 询问方
panel-permission-call = 调用
panel-permission-input = 输入
panel-permission-replies = 可选回答
# The three answers, as the question's buttons say them.
panel-permission-answers = 一次 · 始终 · 拒绝

## The scrubber's words for a step (read by screen readers), also the figure's title
# $part, $from, $to: the diagram's parts (runner, llm…); $label: the message.
stepper-step-inside = 第 { $k } 步，共 { $n } 步：{ $part }：{ $label }
stepper-step-sends = 第 { $k } 步，共 { $n } 步：{ $from }向{ $to }发送：{ $label }

## The downloaded figure (an SVG of one step)
# $title: the scenario's title; $message: the step's message in words.
figure-title = “{ $title }”的第 { $k } 步，共 { $n } 步：{ $message }
# $panels: the names of the panels that changed, comma separated.
figure-desc-changed = 这一步变化的面板：{ $panels }。
figure-desc-link = 链接：{ $link }
figure-no-panel = 这一步没有面板发生变化。
# A panel's heading in the figure: $panel is its name (panel-name).
figure-panel-changed = { $panel } · 已变化
figure-lane = 子智能体：{ $name }
figure-lane-unknown = 子智能体的会话
figure-context-total = { $tokens } tok · { $caption }
figure-context-figures = 已缓存 { $cached } · 已写入 { $written } · 未缓存 { $uncached }
figure-context-window = 窗口：{ $tokens } tok
figure-session-status = 状态：{ $status }
figure-session-thread = 对话线程：{ $messages }
figure-session-queued-runs = 排队中：{ $queued } · 运行次数：{ $runs }
figure-turn-carries = 携带内容：{ $request }
figure-turn-events = 事件：{ $n }
figure-permission-asked = { $id }，由 { $agent } 询问
figure-permission-replies = 可选回答：一次 · 始终 · 拒绝

## The exported trace (JSON): how the run ended
export-ending =
    { $ending ->
        [idle] 空闲
        [waiting] 等待你的回答
       *[broken] 中断：{ $reason }
    }

# A permission mode's name, by its key.
mode-name =
    { $mode ->
        [acceptEdits] accept-edits 模式（自动接受编辑）
        [plan] plan 模式（只规划）
        [bypassPermissions] bypass-permissions 模式（跳过权限）
       *[default] 默认模式
    }
# Why a request read from the prompt cache what it read: known exactly on a run of this harness.
cache-cause-first = 第一个请求：缓存中还什么都没有。
cache-cause-below-minimum = 不足 { $min } 个 token：太短，根本不会被缓存。
cache-cause-extends = 它读取了前一个请求存入的全部内容；只有之后新增的部分是新的。
cache-cause-shared-head = 所在会话的第一个请求：它读取了另一个请求之前存入的部分（系统提示词，或相同的指令和工具）。
cache-cause-new-prefix = 所在会话的第一个请求：之前没有任何请求发送过这些指令和工具。
cache-cause-compacted = 一次压缩改写了对话线程：最多只能读取指令和工具。
cache-cause-earlier-below-minimum = 前一个请求太短，没有被存入缓存，所以没有可读取的内容。
cache-cause-out-of-reach = 前一个请求的前缀已存入缓存，但它距这次请求的断点超过 { $lookback } 个块，太远了，回看不到。
# The same, inferred from a session log's figures and events.
cache-inferred-first = 推断：这是日志中的第一个请求，所以缓存中没有它的任何内容（除非更早的会话存入过相同的开头）。
cache-inferred-sub-agent = 推断：子智能体的第一个请求；它的指令对缓存来说是新的。
cache-inferred-read = 推断：它读取了更早请求存入的内容。
cache-inferred-compaction = 推断：在这次请求之前，一次压缩改写了对话线程；前一个请求存入的 { $missed } 个 token 没有被读取。
cache-inferred-model = 推断：模型变了（{ $from } → { $to }），而每个模型都有自己的缓存；{ $missed } 个 token 没有被读取。
cache-inferred-expired = 推断：距前一个请求已过去 { $minutes } 分钟，超过了缓存 { $lifetime } 分钟的有效期；{ $missed } 个 token 没有被读取。
cache-inferred-unexplained = 推断：它读取的 token 比前一个请求存入的少 { $missed } 个，而日志没有说明原因（更换工具、指令或模式都会造成这种情况）。
cache-inferred-no-figures = 日志中没有这次请求或前一个请求的 token 数据，因此无法判断它的缓存读取情况。
# The short mark of a missed request on the per-request chart, and in the summary's sums.
cache-miss-mark =
    { $cause ->
        [first] 第一个请求
        [below-minimum] 太短
        [new-prefix] 新智能体
        [compaction] 压缩
        [earlier-below-minimum] 之前未存入
        [out-of-reach] 超出回看范围
        [sub-agent] 子智能体启动
        [model] 切换模型
        [expired] 缓存过期
       *[unexplained] 原因不明
    }
cache-miss-line = { $n } × { $cause }：{ $tokens } 个 token 未从缓存读取
# How a request's figures were made, opened from the per-request chart.
arith-request = 从缓存读取 { $cached } + 未从缓存读取 { $uncached } = 发送 { $total } 个 token
arith-written = 在未读取的部分中，有 { $written } 个写入了缓存，供之后的请求使用。
arith-written-unknown = 写入缓存的数量未报告（OpenAI 不报告这项数据）。
arith-reported-log = 由 { $source } 日志报告。
arith-reported-server = 由服务器报告。
arith-estimated = 由本页面估算：大约每 4 个字符算 1 个 token，缓存则按本页面自己的模型计算。
arith-part = { $kind } { $tokens }
arith-sum = { $parts } = { $total } 个 token
