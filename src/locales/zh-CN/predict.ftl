# Predict: its questions, answers and the reasons given.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The answers offered, shown as buttons (keep them short: they are the buttons' names)
predict-part-session-api = 会话 API
predict-part-coordinator = 协调器
predict-part-runner = 运行器
predict-part-llm = llm
predict-part-clients = 所有客户端
predict-part-tools = 工具
predict-part-hooks = 钩子
# How much of a request the prompt cache serves.
predict-cache-none = 完全没有
predict-cache-some = 一部分：不到一半
predict-cache-most = 大部分：一半或更多
# Whether the next request fits the agent's context window.
predict-fits-yes = 放得下：运行器发送它
predict-fits-compacts = 放不下：先压缩对话线程
predict-fits-ends = 放不下，压缩也没用：运行结束
# After the llm's reply: what the runner does next.
predict-next-another = 再来一轮：向 llm 发送新请求
predict-next-ends = 运行结束
# What the harness does with a tool call.
predict-rule-runs = 立即运行
predict-rule-asks = 先询问你
predict-rule-refuses = 被规则拒绝
# Where a sub-agent works.
predict-session-new = 在一个新会话中，有自己的对话线程
predict-session-same = 在这个会话中，使用同一个对话线程
# How much of a sub-agent's work joins its parent's context.
predict-child-answer = 只有它的最后一个回答
predict-child-thread = 它的整个对话线程
predict-child-nothing = 什么都没有
# What loading a skill puts in the next request.
predict-skill-full = 它的完整指令
predict-skill-line = 仍然只有它的一行说明
predict-skill-nothing = 什么都没有：llm 会记住它
# What the thread holds after a compaction.
predict-compacted-summary = 只有 llm 的摘要
predict-compacted-newest = 摘要和最新的消息
predict-compacted-reloaded = 摘要、最新的消息，以及之前加载过的记忆文件和技能

## The questions, and why the right answer is right
# Your message leaves the chat box.
predict-ask-prompt-you = 你按下回车。哪个部件最先收到你的消息？
# A second chat window sends a message.
predict-ask-prompt-client-two = 客户端 2 按下回车。哪个部件最先收到这条消息？
predict-ask-prompt-another-client = 另一个客户端按下回车。哪个部件最先收到这条消息？
predict-why-prompt = 客户端只和会话 API 打交道：prompt 把消息存入对话线程并立即应答。只有运行器会调用 llm。
predict-ask-forward = 回复文本的一段已经到达运行器。运行器把它发到哪里？
# $agent: a sub-agent's name.
predict-ask-forward-subagent = 回复文本的一段已经到达 { $agent } 的运行器。运行器把它发到哪里？
predict-why-forward = 运行器通过客户端保持打开的流，把每一段直接发给所有客户端，所以你能看到回答边写边出现。
# $agent: the sub-agent; $parent: the agent that started it with its task tool.
predict-why-forward-subagent = 和所有运行器一样，{ $agent } 的运行器也流式发送给所有客户端；聊天界面把它的文本折叠在 { $parent } 的 task 调用下面。
# $turn: the turn's number; $total: the request's size in tokens.
predict-ask-cache = 运行器即将发送第 { $turn } 轮的请求，大约 { $total } 个 token。其中有多少会由提示词缓存提供？
predict-ask-cache-subagent = { $agent } 的运行器即将发送第 { $turn } 轮的请求，大约 { $total } 个 token。其中有多少会由提示词缓存提供？
# Asked before the narration has said what the prompt cache is.
predict-ask-cache-first = 运行器即将发送第 { $turn } 轮的请求，大约 { $total } 个 token。对于开头与近期某个请求相同的请求，服务商的提示词缓存能更快、更便宜地处理。其中有多少会由提示词缓存提供？
predict-ask-cache-first-subagent = { $agent } 的运行器即将发送第 { $turn } 轮的请求，大约 { $total } 个 token。对于开头与近期某个请求相同的请求，服务商的提示词缓存能更快、更便宜地处理。其中有多少会由提示词缓存提供？
# $source: the program that wrote the log (e.g. Claude Code); $cached of $total tokens, $percent of them.
predict-why-cache-log = { $source } 日志报告，它的 { $total } 个 token 中有 { $cached } 个（{ $percent }%）从提示词缓存读取。
predict-why-cache-server = 服务器报告，它的 { $total } 个 token 中有 { $cached } 个（{ $percent }%）从提示词缓存读取。
# $sentence: the narration's sentence about what the cache served.
predict-why-cache-share = { $sentence }这占它 { $total } 个 token 的 { $percent }%。
# $window: the agent's context window in tokens.
predict-ask-fits = 运行器准备发送下一个请求。它能放进 { $agent } 的 { $window } token 上下文窗口吗？
predict-ask-fits-subagent = { $agent } 的运行器准备发送下一个请求。它能放进 { $agent } 的 { $window } token 上下文窗口吗？
# $needed: the tokens the request would need; $replaced: how many messages the summary replaces.
predict-why-fits-compacts = 它需要 { $needed } 个 token，超出了 { $window } token 的窗口，所以运行器先请 llm 总结最早的 { $replaced } 条消息。
predict-why-fits-ends = 它需要 { $needed } 个 token，而窗口只能容纳 { $window } 个；压缩也腾不出足够的空间，所以运行结束。
predict-why-fits-sends = 它大约需要 { $needed } 个 token，在 { $window } token 的窗口之内，所以运行器原样发送。
# A Stop hook answered; $hook: its command, as code; $reason: the reason it gave.
predict-ask-stop-blocks = llm 没有请求任何工具，而 { $agent } 的 Stop 钩子 { $hook } 阻止了结束：“{ $reason }”。运行器接下来做什么？
predict-ask-stop-passes = llm 没有请求任何工具，而 { $agent } 的 Stop 钩子 { $hook } 不反对停止。运行器接下来做什么？
predict-why-stop-blocks = 阻止结束的 Stop 钩子会让运行继续：它的理由作为一条提醒加入对话线程，运行器再向 llm 发送一个请求。
# $max: the agent's turn limit.
predict-why-stop-turn-limit =
    钩子本想让运行继续，但本次运行已用完 { $max ->
       *[other] { $max } 轮
    }，达到智能体的上限，所以运行结束。
predict-why-stop-ends = Stop 钩子允许运行结束，所以回复的文本就是回答。
predict-ask-next = llm 的回复即将结束。运行器接下来做什么？
predict-ask-next-subagent = { $agent } 的回复即将结束。运行器接下来做什么？
predict-why-next-waiting = 会话中有一条消息在等待，所以运行器再进行一轮来回答它。
# $calls: how many tool calls the reply has; $tools: their names, e.g. "read_file, run_tests".
predict-why-next-another =
    回复请求了 { $calls ->
       *[other] { $calls } 个工具调用
    }（{ $tools }），所以等结果进入对话线程后，运行器会再向 llm 发送一个请求。
predict-why-next-answered = 回复没有请求任何工具，所以它的文本就是回答，运行完成。
# With $calls = 0 (only a waiting message asked for another turn) the page has said nothing before the comma.
predict-why-next-turn-limit =
    { $calls ->
        [0] 会话中有一条消息在等待
       *[other] 回复请求了 { $calls } 个工具调用（{ $tools }）
    }，但本次运行已用完 { $max ->
       *[other] { $max } 轮
    }，达到智能体的上限，所以运行结束，不再发送新请求。
predict-why-next-context-full = 即使压缩之后，下一个请求也放不进上下文窗口，所以运行结束。
# A tool call: $agent's llm asks for $tool with $input (clipped).
predict-ask-rule = { $agent } 的 llm 请求调用 { $tool }({ $input })。harness 会如何处理这个调用？智能体面板里有规则。
# $hook: the PreToolUse hook's command, as code; $outcome: its answer as its file writes it (allow, ask, deny, pass…).
predict-ask-rule-hooked = { $agent } 的 llm 请求调用 { $tool }({ $input })，它的 PreToolUse 钩子 { $hook } 的回答是 { $outcome }。harness 会如何处理这个调用？智能体面板里有规则。
# What the rules say about $tool, said after a hook's answer in predict-why-hook-…; $decision: allow, ask or deny, as a rule writes it.
predict-rule-none = 没有哪条规则提到 { $tool }
# $mode: the permission mode, e.g. "plan mode".
predict-rule-mode = { $mode } 决定 { $tool }
predict-rule-yours = 你的规则是 { $tool } → { $decision }
predict-rule-saved = 一条已保存的规则是 { $tool } → allow
predict-rule-agents = { $agent } 的规则是 { $tool } → { $decision }
# Why a hook's answer and the rules make the call run, ask or stop. $outcome: the hook's answer as its file writes it; $rule: a predict-rule-… message; $decided: allow, ask or deny.
predict-why-hook-decides =
    钩子的回答是 { $outcome }，而{ $rule }：{ $decided ->
        [deny] 钩子或规则，只要有一方拒绝，调用就会被阻止
        [ask] 钩子或规则，只要有一方要求询问，就会询问
       *[allow] 在没有规则作出决定时，钩子的 allow 就足够了
    }，所以{ $decided ->
        [allow] 它立即运行，不询问你
        [ask] 运行器先询问你
       *[deny] 它不会运行，而这个调用仍然会得到一个说明原因的结果
    }。
predict-why-hook-leaves-it =
    钩子的回答是 { $outcome }，这把决定权交给了规则，而{ $rule }，所以{ $decided ->
        [allow] 它立即运行，不询问你
        [ask] 运行器先询问你
       *[deny] 它不会运行，而这个调用仍然会得到一个说明原因的结果
    }。
# Why the rules make the call run, ask or stop. $decision: allow, ask or deny.
predict-why-rule-none =
    没有哪条规则提到 { $tool }，这等同于 ask，所以{ $decision ->
        [allow] 运行器立即运行它，不询问你
        [ask] 运行器暂停运行，先询问你
       *[deny] 它不会运行，而这个调用仍然会得到一个说明此事的结果
    }。
predict-why-rule-plan-mode =
    harness 处于计划模式，在你批准计划之前，任何会改动东西的操作都不会运行；{ $tool } 会改动东西，所以{ $decision ->
        [allow] 运行器立即运行它，不询问你
        [ask] 运行器暂停运行，先询问你
       *[deny] 它不会运行，而这个调用仍然会得到一个说明此事的结果
    }。
predict-why-rule-accept-edits-mode =
    harness 处于接受编辑模式，对文件的编辑无需询问就会运行；{ $tool } 会编辑文件，所以{ $decision ->
        [allow] 运行器立即运行它，不询问你
        [ask] 运行器暂停运行，先询问你
       *[deny] 它不会运行，而这个调用仍然会得到一个说明此事的结果
    }。
# $mode: the permission mode, e.g. "bypass-permissions mode".
predict-why-rule-mode =
    harness 处于 { $mode }，除非有规则说 deny，否则每个调用都会运行，所以{ $decision ->
        [allow] 运行器立即运行它，不询问你
        [ask] 运行器暂停运行，先询问你
       *[deny] 它不会运行，而这个调用仍然会得到一个说明此事的结果
    }。
predict-why-rule-yours =
    你的规则是 { $tool } → { $decision }，所以{ $decision ->
        [allow] 运行器立即运行它，不询问你
        [ask] 运行器暂停运行，先询问你
       *[deny] 它不会运行，而这个调用仍然会得到一个说明此事的结果
    }。
# "Always allow" is the answer button that saves a rule.
predict-why-rule-saved =
    “始终允许”保存了一条规则 { $tool } → allow，所以{ $decision ->
        [allow] 运行器立即运行它，不询问你
        [ask] 运行器暂停运行，先询问你
       *[deny] 它不会运行，而这个调用仍然会得到一个说明此事的结果
    }。
predict-why-rule-agents =
    { $agent } 的规则是 { $tool } → { $decision }，所以{ $decision ->
        [allow] 运行器立即运行它，不询问你
        [ask] 运行器暂停运行，先询问你
       *[deny] 它不会运行，而这个调用仍然会得到一个说明此事的结果
    }。
# $skill: the skill's name.
predict-ask-skill = skill 工具已加载 { $skill }。它的哪些内容会加入 { $agent } 的下一个请求？
predict-why-skill = 在此之前，每个请求只在技能列表中带有 { $skill } 的一行说明；加载它会把它的指令放进对话线程，位于这个结果之后，所以下一个请求以及之后的每个请求都会携带这些指令。llm 在请求之间不保留任何东西。
predict-ask-compacted = { $agent } 的对话线程正在被压缩。压缩之后它包含什么？
# $replaced: how many messages the summary replaces; $notes: how many memory files, skills and listings the harness loads again.
predict-why-compacted-reloaded =
    最早的 { $replaced } 条消息让位给 llm 的摘要；最新的一轮交流保留下来；harness 还会重新加载它之前加载过的内容，这里是 { $notes ->
       *[other] { $notes } 条备注
    }，这样 llm 就不会丢失它的指令。
predict-why-compacted = 最早的 { $replaced } 条消息让位给 llm 的摘要，最新的一轮交流保留下来，所以 llm 仍然知道自己进行到了哪里。{ $agent } 没有加载过需要放回去的记忆文件或技能。
# $child: the sub-agent the task tool starts; $agent: the agent whose task tool it is.
predict-ask-spawn = task 工具启动 { $child } 来执行这个任务。{ $child } 在哪里工作？
predict-why-spawn = task 工具是会话 API 的一个客户端，就像你的窗口一样：它为 { $child } 请求一个新会话，新会话的对话线程只以这条提示词开头，而不是 { $agent } 对话线程的副本。
# $child: the sub-agent; $joins: the tokens of its answer; $thread: the tokens of its whole thread.
predict-ask-child = { $child } 已经完成。它的工作有多少会进入 { $agent } 的上下文？
predict-why-child = { $child } 在自己的对话线程中工作，所以进入 { $agent } 上下文的只有它的回答（{ $joins } 个 token），而不是它对话线程的 { $thread } 个 token。

## After an answer
# $why: the reason, one of the predict-why-… messages.
predict-verdict-right = 答对了。{ $why }
# $answer: the right answer's words.
predict-verdict-wrong = 不太对：答案是“{ $answer }”。{ $why }

## The run a wrong guess would have made, and how it compares with yours
# What changes in it. $max: a number of turns.
predict-change-max-turns =
    { $agent } 每次运行最多 { $max ->
       *[other] { $max } 轮
    }
predict-change-context-window = { $agent } 的上下文窗口为 { $window } token
# What happens at a step, said after "in yours" or "in this one" in predict-compare-parted. $from, $to: the parts of the harness (runner, llm…); $what: what is sent.
predict-happens-sends = { $from }向{ $to }发送：{ $what }
predict-happens-within = { $from }：{ $what }
predict-happens-ended = 已经结束
# How a run ends, said after "This one" or "yours" in predict-compare-…. $n: its number of steps.
predict-ending-waits = 在第 { $n } 步等待你的回答
# $reason: what broke, as the harness says it.
predict-ending-breaks = 在第 { $n } 步中断：{ $reason }
# $end: how the run ended (answered, stopped…).
predict-ending-ends-as =
    在 { $n ->
       *[other] { $n } 步
    }后结束：{ $end }
predict-ending-ends =
    在 { $n ->
       *[other] { $n } 步
    }后结束
# $theirs, $yours: how the other run and yours end (predict-ending-…).
predict-compare-same = 它与你的运行每一步都相同。这次运行{ $theirs }；你的运行{ $yours }。
# $at: the last step both runs share; $next: the step after it; $yours_happens, $theirs_happens: what happens there (predict-happens-…).
predict-compare-parted = 直到第 { $at } 步，它都与你的运行相同。在第 { $next } 步，你的运行中：{ $yours_happens }；这次运行中：{ $theirs_happens }。这次运行{ $theirs }；你的运行{ $yours }。

## On the page
predict-switch = 预测
predict-switch-title = 在每个作出决定的步骤之前停下，问你接下来会发生什么
# The switch's state, shown next to its name.
predict-switch-on = 开
predict-switch-off = 关
predict-title = 接下来会发生什么？
# $right answers right of $answered given.
predict-score = 答对 { $right } / { $answered }
# $question: the question; $answer: the answer given.
predict-you-answered = { $question }你的回答是“{ $answer }”。
predict-hint = “播放”和“前进一步”会在每个作出决定的步骤之前停下。用按钮或数字键 1 到 4 作答，或者直接前进一步跳过。
predict-show-other = 看看那样会怎样
# $change: what is changed in that run, e.g. "run_tests → allow".
predict-other-title = 那样会怎样：{ $change }
predict-other-back = 那次运行后退一步
predict-other-forward = 那次运行前进一步
predict-other-position = 第 { $k } 步，共 { $n } 步
predict-other-close = 关闭那次运行
