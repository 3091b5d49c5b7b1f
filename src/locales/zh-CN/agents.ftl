# Narration of sub-agents, hooks, skills, tools found by search, and of imported logs' own steps; the chapters.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Counts, used inside the sentences below
agents-n-tools =
    { $n ->
       *[other] { $n } 个工具
    }
agents-n-messages =
    { $n ->
       *[other] { $n } 条消息
    }

## Sub-agents: the task tool hands work to another agent's session.
# $agent: the sub-agent's name; $prompt: the start of the task's prompt; $parent: the name of the agent that called the task tool.
agents-subagent-spawn = task 工具是会话 API 的一个客户端，就像你的窗口一样：它为 { $agent } 请求一个新会话，并以“{ $prompt }”作为提示词。新会话有自己的对话线程，而不是 { $parent } 对话线程的副本。
# $session: the new session's id (session_2); $agent: its agent's name.
agents-subagent-spawned = 会话 API 创建了 { $session }：带有 { $agent } 的指令、工具和规则，以及一个全新的对话线程，其中唯一的消息就是这条提示词。它立即回复 task 工具；task 工具现在等待 { $session } 转为空闲。
agents-subagent-stop = task 工具被取消了，所以它先请会话 API 停止 { $session }（{ $agent }），并等待其完成：子智能体先于它的父智能体停止。
# $why: what let the task call run: a permission rule, your answer, or a hook.
agents-subagent-run-task =
    { $why ->
        [you] 你允许了它
        [hook] PreToolUse 钩子允许 task
       *[rule] 有规则允许 task，所以它立即运行
    }：运行器把调用交给 task 工具。对运行器来说，task 和其他工具没什么两样；它做的事情是启动另一个智能体的运行。
agents-subagent-cancel = 运行器取消它正在等待的 task 调用。task 工具不能直接被终止：有一个子智能体在为它工作，子智能体也必须停止。
agents-subagent-start-run = 会话 API 请协调器为 { $session } 运行循环：还是同一个协调器，为所有会话服务。
agents-subagent-run = { $session } 中当前没有运行，所以协调器把它标记为运行中，并交给它的运行器：与 { $parent } 的运行器是同一份代码，只是带着 { $agent } 的指令、工具和规则。
# $tools: "3 tools" (agents-n-tools); $messages: "1 message" (agents-n-messages); $tokens: a number.
agents-subagent-first-request = { $agent } 的运行器发送它的第一个请求：它自己的指令、{ $tools }，以及对话线程（{ $messages }），大约 { $tokens } 个 token。其中没有 { $parent } 对话线程的任何内容。提示词缓存里还没有它的任何部分。
# $cached: how many of the request's tokens come from the prompt cache.
agents-subagent-first-request-cached = { $agent } 的运行器发送它的第一个请求：它自己的指令、{ $tools }，以及对话线程（{ $messages }），大约 { $tokens } 个 token。其中没有 { $parent } 对话线程的任何内容。其中 { $cached } 个来自提示词缓存：缓存以内容为键，而不是以会话为键，之前的请求以相同的系统提示词开头。
agents-subagent-streams = { $agent } 的运行器也把文本流式发送给所有客户端。聊天界面把它折叠在 { $parent } 的 task 调用下面，你可以展开查看。
agents-subagent-idle-answered = 协调器把 { $session } 标记为空闲。task 工具像客户端一样一直在等它，收到通知后把 { $agent } 的最后一个回答带回给 { $parent }。
agents-subagent-idle-ended = 协调器把 { $session } 标记为空闲。task 工具像客户端一样一直在等它，收到通知后把运行如何结束的消息带回给 { $parent }。
# $tokens: the answer's size; $thread: the size of the sub-agent's whole thread.
agents-subagent-answer = task 工具的输出就是 { $agent } 的回答。{ $agent } 在一个全新的对话线程中工作，所以进入 { $parent } 上下文的只有它的回答（{ $tokens } 个 token），而不是 { $agent } 对话线程的 { $thread } 个 token。
agents-subagent-interrupted = { $agent } 被停止了，所以 task 调用唯一的结果就写明：已中断。
agents-subagent-no-answer = { $agent } 的运行结束时没有给出回答，所以 task 调用唯一的结果是一个说明原因的错误。{ $parent } 的 llm 读到它，再决定说什么。

## Hooks: the harness's own commands, run at set points of a run.
# $tool: the tool's name; $command: the hook's command, as code (`./check.sh`) or as "(the log does not name its command)".
agents-hook-runs-pre-tool-use = 在 { $tool } 运行之前，运行器先运行智能体的 PreToolUse 钩子 { $command }。钩子是 harness 自己的代码，不属于 llm：它能看到这个调用，可以放行、拒绝，或者询问你。它的任何内容都不会进入 llm 的上下文。
agents-hook-runs-post-tool-use = { $tool } 已经运行。在它的结果加入对话线程之前，运行器运行 PostToolUse 钩子 { $command }，这个钩子能看到调用及其输出。
agents-hook-runs-session-start = 会话的第一次运行开始了，所以运行器先运行 SessionStart 钩子 { $command }。它打印的内容会作为给 llm 的备注，加入第一个请求。
agents-hook-runs-user-prompt-submit = 在第一个请求之前，运行器针对你的消息运行 UserPromptSubmit 钩子 { $command }。它可能会为 llm 添加一条备注。
agents-hook-runs-stop = llm 没有请求任何工具，所以运行本该在这里结束。运行器先运行 Stop 钩子 { $command }：它可能会让智能体回去继续工作。
agents-hook-runs-pre-compact = 下一个请求放不进上下文窗口，所以要压缩对话线程。运行器先运行 PreCompact 钩子 { $command }：它可以在较早的消息被总结之前保存自己需要的内容，也可以拒绝这次压缩。
agents-hook-stop-passes = Stop 钩子不反对停止，所以运行照常结束。
agents-hook-compact-passes = PreCompact 钩子允许压缩继续进行。
# $reason: the hook's own words, as it printed them.
agents-hook-compact-refused = PreCompact 钩子拒绝了这次压缩：“{ $reason }”。不压缩的话，下一个请求放不进上下文窗口，所以运行在此结束。
agents-hook-passes = 钩子没有返回任何内容，所以运行器照常继续，就像没有这个钩子一样。
agents-hook-allows = 钩子允许了这个调用（“{ $reason }”）。在没有规则提到该工具时，这就足够了：运行器不会询问你。说 ask 或 deny 的规则仍然优先。
agents-hook-denies = 钩子拒绝了这个调用：“{ $reason }”。钩子或规则，只要有一方拒绝，调用就会被阻止，不管另一方怎么说。
agents-hook-asks = 钩子希望由你来决定（“{ $reason }”），所以无论规则怎么说，运行器都会询问你。
# $note: the hook's note, as it printed it.
agents-hook-adds-note = 钩子返回一条备注：“{ $note }”。运行器把它留给下一个请求，在那里它作为一条提醒加入对话线程：llm 会读到它，而你从未输入过它。
agents-hook-blocks-stop = Stop 钩子阻止了结束：“{ $reason }”。运行器把这个理由作为一条提醒放入对话线程，再进行一轮，于是 llm 回去继续工作。
# The chat's notices of a hook's answer. $event: the hook's event, a name kept as it is (PreToolUse, Stop…); $command: as above; $reason, $note: the hook's own words.
agents-hook-notice-denied = { $event } 钩子 { $command } 拒绝了这个调用：{ $reason }
agents-hook-notice-asks = { $event } 钩子 { $command } 询问你：{ $reason }
agents-hook-notice-note = { $event } 钩子 { $command } 为 llm 添加了一条备注：{ $note }
agents-hook-notice-compact-refused = { $event } 钩子 { $command } 拒绝了这次压缩：{ $reason }
agents-hook-notice-back-to-work = { $event } 钩子 { $command } 让智能体回去继续工作：{ $reason }

## Skills: instructions an agent loads when it needs them.
# $skill: the skill's name; $tokens: the size of its instructions.
agents-skill-loads = 运行器把调用交给 skill 工具，由 harness 自己执行。在此之前，每个请求只在技能列表中带有 { $skill } 的一行说明；加载它会把它的指令（大约 { $tokens } 个 token）放进下一个请求。
# $input: what the llm asked the skill tool for; $agent: the agent's name.
agents-skill-unknown = 运行器把调用交给 skill 工具，由 harness 自己执行。{ $agent } 没有名为“{ $input }”的技能。
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Launching skill: …").
agents-skill-answers = skill 工具回复“{ $output }”。技能的指令作为一条提醒，在这个结果之后加入下一个请求：从现在起，llm 都会读到它们。

## Tool search: tools listed by name only, their schemas loaded when a search finds them.
# $n: how many tools are deferred; $listed: the tokens of their listing; $schemas: the tokens their schemas would cost.
agents-search-finds-none =
    运行器把调用交给工具搜索，由 harness 自己执行。在此之前，每个请求只按名称列出 { $n ->
       *[other] { $n } 个延迟加载的工具
    }，大约 { $listed } 个 token；如果带上它们的 schema，每个请求大约要多占 { $schemas } 个 token。这次搜索没有匹配到其中任何一个。
# $found: the names of the tools found (agents-search-and); $loaded: the tokens of their schemas.
agents-search-loads =
    运行器把调用交给工具搜索，由 harness 自己执行。在此之前，每个请求只按名称列出 { $n ->
       *[other] { $n } 个延迟加载的工具
    }，大约 { $listed } 个 token；如果带上它们的 schema，每个请求大约要多占 { $schemas } 个 token。这次搜索把 { $found } 的 schema（大约 { $loaded } 个 token）加载进下一个请求。
# Two tool names, or names already joined and one more: "read_file and grep".
agents-search-and = { $a } 和 { $b }
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Loaded …").
agents-search-answers = 工具搜索回复“{ $output }”。这些 schema 在这个结果之后加入下一个请求，从那以后 llm 就可以调用这些工具。请求的开头没有变化，所以提示词缓存依然命中。

## A run replayed from a session log: what the log records, and what it does not.
# $source: what recorded the log, a product's name and version ("Claude Code 2.1.39").
agents-replay-stopped = { $source } 日志记录了你在这里停止了运行。客户端请会话 API 停止它。
agents-replay-refused = 日志记录了你拒绝了这次 { $tool } 调用，所以回放在这里询问你。问题本身不在日志中：日志里只有你的拒绝。
agents-replay-declined = 日志中的回答：拒绝。该工具不会运行；llm 会被告知你拒绝了。
agents-replay-ran = 日志记录了 { $tool } 运行过。它是怎么被允许的（由原 harness 的规则，还是由你同意），日志没有记录，所以回放直接运行它。
# $n: how many messages the summary replaces.
agents-replay-compaction = 日志在这里记录了一次压缩。本 harness 只在下一个请求放不进窗口时才压缩；日志所属的 harness 在这里压缩了，所以回放现在就请 llm 总结最早的 { $n } 条消息。
# $why: what the log says of the compaction: its trigger as the log names it ("auto", "manual"), maybe with sizes (agents-replay-compaction-sizes).
agents-replay-compaction-why = 日志在这里记录了一次压缩（{ $why }）。本 harness 只在下一个请求放不进窗口时才压缩；日志所属的 harness 在这里压缩了，所以回放现在就请 llm 总结最早的 { $n } 条消息。
# $trigger: as the log names it ("auto", "manual"), kept as it is.
agents-replay-compaction-sizes = { $trigger }，压缩前 { $before } 个 token，压缩后 { $after } 个
agents-replay-compaction-before = { $trigger }，压缩前 { $before } 个 token
# $n: the output's length in characters.
agents-replay-output = 工具的输出返回了（{ $n } 个字符），与日志记录的一致。
# $duration: how long the tool ran ("3.2 s").
agents-replay-output-timed = 工具的输出在 { $duration } 后返回了（{ $n } 个字符），与日志记录的一致。
# Follows the sentence before; it starts with a space, which languages that write no space between sentences leave out. $clock: a time since the run began ("+0:07.4").
agents-replay-output-earlier = 在日志中，它在 { $clock } 到达，早于最先显示的那个结果：原来的 harness 同时运行这些调用，而本 harness 逐个运行。
# Follows the narration of a request; starts with a space, as above. $usage: the log's figures ("2,438 tokens read, 2,304 of them from its prompt cache").
agents-replay-usage = { $source } 日志报告了它实际携带的内容：{ $usage }。旁边页面的估算无法计入日志没有保存的系统提示词和工具 schema。
agents-replay-no-usage = 日志没有报告这次请求的 token 数据。

## Chapters: places in a run worth jumping to, listed in the stepper's Chapter menu.
# $n: the prompt's number in the run; $text: the start of what was typed.
agents-chapter-prompt = 第 { $n } 条提示词：{ $text }
# $agent: the sub-agent's name; $session: its session's id (session_2).
agents-chapter-subagent = 子智能体：{ $agent }（{ $session }）
agents-chapter-compacted = 上下文已压缩
agents-chapter-retry = 流中断：第 { $attempt } 次重试，共 { $of } 次
agents-chapter-retry-status = HTTP { $status }：第 { $attempt } 次重试，共 { $of } 次
# $end: how the run ended, in a word or two ("stopped", "turn limit").
agents-chapter-ended = 运行结束：{ $end }
