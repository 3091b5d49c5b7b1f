# Predict: its questions, answers and the reasons given.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The answers offered, shown as buttons (keep them short: they are the buttons' names)
predict-part-session-api = The session API
predict-part-coordinator = The coordinator
predict-part-runner = The runner
predict-part-llm = The llm
predict-part-clients = The clients
predict-part-tools = The tools
predict-part-hooks = The hooks
# How much of a request the prompt cache serves.
predict-cache-none = None
predict-cache-some = Some: under half
predict-cache-most = Most: half or more
# Whether the next request fits the agent's context window.
predict-fits-yes = Yes: the runner sends it
predict-fits-compacts = No: it compacts the thread first
predict-fits-ends = No, and compacting cannot help: the run ends
# After the llm's reply: what the runner does next.
predict-next-another = Another turn: a new request to the llm
predict-next-ends = The run ends
# What the harness does with a tool call.
predict-rule-runs = It runs at once
predict-rule-asks = It asks you first
predict-rule-refuses = A rule refuses it
# Where a sub-agent works.
predict-session-new = In a new session, with a thread of its own
predict-session-same = In this session, on the same thread
# How much of a sub-agent's work joins its parent's context.
predict-child-answer = Only its last answer
predict-child-thread = Its whole thread
predict-child-nothing = Nothing
# What loading a skill puts in the next request.
predict-skill-full = Its instructions, in full
predict-skill-line = Only its one line, as before
predict-skill-nothing = Nothing: the llm remembers it
# What the thread holds after a compaction.
predict-compacted-summary = The llm's summary alone
predict-compacted-newest = The summary and the newest messages
predict-compacted-reloaded = The summary, the newest messages, and the memory files and skills it had loaded

## The questions, and why the right answer is right
# Your message leaves the chat box.
predict-ask-prompt-you = You press enter. Which part gets your message first?
# A second chat window sends a message.
predict-ask-prompt-client-two = Client 2 presses enter. Which part gets the message first?
predict-ask-prompt-another-client = Another client presses enter. Which part gets the message first?
predict-why-prompt = A client talks only to the session API: prompt saves the message to the thread and answers at once. Only the runner calls the llm.
predict-ask-forward = A piece of the reply's text has reached the runner. Where does it send it?
# $agent: a sub-agent's name.
predict-ask-forward-subagent = A piece of the reply's text has reached { $agent }'s runner. Where does it send it?
predict-why-forward = The runner streams each piece straight to the clients over the stream they keep open, so you see the answer as it is written.
# $agent: the sub-agent; $parent: the agent that started it with its task tool.
predict-why-forward-subagent = { $agent }'s runner streams to the clients too, like every runner; the chat folds its text under { $parent }'s task call.
# $turn: the turn's number; $total: the request's size in tokens.
predict-ask-cache = The runner is about to send turn { $turn }'s request, about { $total } tokens. How much of it will the prompt cache serve?
predict-ask-cache-subagent = { $agent }'s runner is about to send turn { $turn }'s request, about { $total } tokens. How much of it will the prompt cache serve?
# Asked before the narration has said what the prompt cache is.
predict-ask-cache-first = The runner is about to send turn { $turn }'s request, about { $total } tokens. The provider's prompt cache serves a request that begins the way a recent one did, faster and cheaper. How much of it will the prompt cache serve?
predict-ask-cache-first-subagent = { $agent }'s runner is about to send turn { $turn }'s request, about { $total } tokens. The provider's prompt cache serves a request that begins the way a recent one did, faster and cheaper. How much of it will the prompt cache serve?
# $source: the program that wrote the log (e.g. Claude Code); $cached of $total tokens, $percent of them.
predict-why-cache-log = The { $source } log reports { $cached } of its { $total } tokens ({ $percent }%) read from the prompt cache.
predict-why-cache-server = The server reports { $cached } of its { $total } tokens ({ $percent }%) read from the prompt cache.
# $sentence: the narration's sentence about what the cache served.
predict-why-cache-share = { $sentence } That is { $percent }% of its { $total } tokens.
# $window: the agent's context window in tokens.
predict-ask-fits = The runner is ready to send the next request. Will it fit { $agent }'s context window of { $window } tokens?
predict-ask-fits-subagent = { $agent }'s runner is ready to send the next request. Will it fit { $agent }'s context window of { $window } tokens?
# $needed: the tokens the request would need; $replaced: how many messages the summary replaces.
predict-why-fits-compacts = It would need { $needed } tokens, more than the { $window }-token window, so the runner first asks the llm to summarize the { $replaced } oldest messages.
predict-why-fits-ends = It needs { $needed } tokens and the window holds { $window }; compacting cannot make enough room, so the run ends.
predict-why-fits-sends = It needs about { $needed } tokens, within the { $window }-token window, so the runner sends it as it is.
# A Stop hook answered; $hook: its command, as code; $reason: the reason it gave.
predict-ask-stop-blocks = The llm asked for no tool, and { $agent }'s Stop hook { $hook } blocks the end: “{ $reason }”. What does the runner do next?
predict-ask-stop-passes = The llm asked for no tool, and { $agent }'s Stop hook { $hook } has nothing against stopping. What does the runner do next?
predict-why-stop-blocks = A Stop hook that blocks keeps the run going: its reason joins the thread as a reminder, and the runner sends the llm another request.
# $max: the agent's turn limit.
predict-why-stop-turn-limit =
    The hook would keep the run going, but the run has used its { $max ->
        [one] { $max } turn
       *[other] { $max } turns
    }, the agent's limit, so it ends.
predict-why-stop-ends = The Stop hook lets the run end, so the reply's text is the answer.
predict-ask-next = The llm's reply is finishing. What does the runner do next?
predict-ask-next-subagent = { $agent }'s reply is finishing. What does the runner do next?
predict-why-next-waiting = A message waits in the session, so the runner takes another turn to answer it.
# $calls: how many tool calls the reply has; $tools: their names, e.g. "read_file, run_tests".
predict-why-next-another =
    The reply asks for { $calls ->
        [one] { $calls } tool call
       *[other] { $calls } tool calls
    } ({ $tools }), so once the results are in the thread the runner sends the llm another request.
predict-why-next-answered = The reply asks for no tool, so its text is the answer and the run is done.
# With $calls = 0 (only a waiting message asked for another turn) the page has said nothing before the comma.
predict-why-next-turn-limit =
    { $calls ->
        [0] {""}
        [one] The reply asks for { $calls } tool call ({ $tools })
       *[other] The reply asks for { $calls } tool calls ({ $tools })
    }, but the run has used its { $max ->
        [one] { $max } turn
       *[other] { $max } turns
    }, the agent's limit, so it ends instead of sending another request.
predict-why-next-context-full = The next request would not fit the context window even after compacting, so the run ends.
# A tool call: $agent's llm asks for $tool with $input (clipped).
predict-ask-rule = { $agent }'s llm asks for { $tool }({ $input }). What does the harness do with the call? The agent panel shows the rules.
# $hook: the PreToolUse hook's command, as code; $outcome: its answer as its file writes it (allow, ask, deny, pass…).
predict-ask-rule-hooked = { $agent }'s llm asked for { $tool }({ $input }), and its PreToolUse hook { $hook } answered { $outcome }. What does the harness do with the call? The agent panel shows the rules.
# What the rules say about $tool, said after a hook's answer in predict-why-hook-…; $decision: allow, ask or deny, as a rule writes it.
predict-rule-none = no rule names { $tool }
# $mode: the permission mode, e.g. "plan mode".
predict-rule-mode = { $mode } decides { $tool }
predict-rule-yours = your rule says { $tool } → { $decision }
predict-rule-saved = a saved rule says { $tool } → allow
predict-rule-agents = { $agent }'s rules say { $tool } → { $decision }
# Why a hook's answer and the rules make the call run, ask or stop. $outcome: the hook's answer as its file writes it; $rule: a predict-rule-… message; $decided: allow, ask or deny.
predict-why-hook-decides =
    The hook answered { $outcome } and { $rule }: { $decided ->
        [deny] a refusal from either the hook or a rule stops a call
        [ask] an ask from either the hook or a rule asks
       *[allow] where no rule decides, the hook's allow is enough
    }, so { $decided ->
        [allow] it runs at once, without asking you
        [ask] the runner asks you first
       *[deny] it does not run, and the call still gets a result saying why
    }.
predict-why-hook-leaves-it =
    The hook answered { $outcome }, which leaves the decision to the rules, and { $rule }, so { $decided ->
        [allow] it runs at once, without asking you
        [ask] the runner asks you first
       *[deny] it does not run, and the call still gets a result saying why
    }.
# Why the rules make the call run, ask or stop. $decision: allow, ask or deny.
predict-why-rule-none =
    No rule names { $tool }, which counts as ask, so { $decision ->
        [allow] the runner runs it at once, without asking you
        [ask] the runner pauses the run and asks you first
       *[deny] it does not run, and the call still gets a result saying so
    }.
predict-why-rule-plan-mode =
    The harness is in plan mode, where nothing that would change something runs until you approve the plan; { $tool } would, so { $decision ->
        [allow] the runner runs it at once, without asking you
        [ask] the runner pauses the run and asks you first
       *[deny] it does not run, and the call still gets a result saying so
    }.
predict-why-rule-accept-edits-mode =
    The harness is in accept-edits mode, where edits to files run without asking; { $tool } edits files, so { $decision ->
        [allow] the runner runs it at once, without asking you
        [ask] the runner pauses the run and asks you first
       *[deny] it does not run, and the call still gets a result saying so
    }.
# $mode: the permission mode, e.g. "bypass-permissions mode".
predict-why-rule-mode =
    The harness is in { $mode }, where every call runs unless a rule says deny, so { $decision ->
        [allow] the runner runs it at once, without asking you
        [ask] the runner pauses the run and asks you first
       *[deny] it does not run, and the call still gets a result saying so
    }.
predict-why-rule-yours =
    Your rule says { $tool } → { $decision }, so { $decision ->
        [allow] the runner runs it at once, without asking you
        [ask] the runner pauses the run and asks you first
       *[deny] it does not run, and the call still gets a result saying so
    }.
# "Always allow" is the answer button that saves a rule.
predict-why-rule-saved =
    Always allow saved a rule { $tool } → allow, so { $decision ->
        [allow] the runner runs it at once, without asking you
        [ask] the runner pauses the run and asks you first
       *[deny] it does not run, and the call still gets a result saying so
    }.
predict-why-rule-agents =
    { $agent }'s rules say { $tool } → { $decision }, so { $decision ->
        [allow] the runner runs it at once, without asking you
        [ask] the runner pauses the run and asks you first
       *[deny] it does not run, and the call still gets a result saying so
    }.
# $skill: the skill's name.
predict-ask-skill = The skill tool has loaded { $skill }. What of it joins { $agent }'s next request?
predict-why-skill = Until now each request held only the one line of { $skill } in the skills listing; loading it puts its instructions in the thread, after this result, so the next request and every one after it carry them. The llm keeps nothing between requests.
predict-ask-compacted = { $agent }'s thread is being compacted. What does it hold afterwards?
# $replaced: how many messages the summary replaces; $notes: how many memory files, skills and listings the harness loads again.
predict-why-compacted-reloaded =
    The { $replaced } oldest messages give way to the llm's summary; the newest exchange stays; and the harness loads again what it had loaded, { $notes ->
        [one] { $notes } note
       *[other] { $notes } notes
    } here, so the llm does not lose its instructions.
predict-why-compacted = The { $replaced } oldest messages give way to the llm's summary, and the newest exchange stays, so the llm still sees where it was. { $agent } had loaded no memory file or skill to put back.
# $child: the sub-agent the task tool starts; $agent: the agent whose task tool it is.
predict-ask-spawn = The task tool starts { $child } on the task. Where does { $child } work?
predict-why-spawn = The task tool is a client of the session API, like your window: it asks for a new session of { $child }, whose thread starts with the prompt alone, not a copy of { $agent }'s.
# $child: the sub-agent; $joins: the tokens of its answer; $thread: the tokens of its whole thread.
predict-ask-child = { $child } has finished. How much of its work joins { $agent }'s context?
predict-why-child = { $child } worked in a thread of its own, so only its answer, { $joins } tokens, joins { $agent }'s context, not the { $thread } tokens of its thread.

## After an answer
# $why: the reason, one of the predict-why-… messages.
predict-verdict-right = Right. { $why }
# $answer: the right answer's words.
predict-verdict-wrong = Not quite: the answer is “{ $answer }”. { $why }

## The run a wrong guess would have made, and how it compares with yours
# What changes in it. $max: a number of turns.
predict-change-max-turns =
    { $agent } with at most { $max ->
        [one] { $max } turn
       *[other] { $max } turns
    } a run
predict-change-context-window = { $agent } with a { $window }-token context window
# What happens at a step, said after "in yours" or "in this one" in predict-compare-parted. $from, $to: the parts of the harness (runner, llm…); $what: what is sent.
predict-happens-sends = the { $from } sends { $what } to the { $to }
predict-happens-within = the { $from }: { $what }
predict-happens-ended = has ended
# How a run ends, said after "This one" or "yours" in predict-compare-…. $n: its number of steps.
predict-ending-waits = waits for your answer at step { $n }
# $reason: what broke, as the harness says it.
predict-ending-breaks = breaks at step { $n }: { $reason }
# $end: how the run ended (answered, stopped…).
predict-ending-ends-as =
    ends after { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }, { $end }
predict-ending-ends =
    ends after { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }
# $theirs, $yours: how the other run and yours end (predict-ending-…).
predict-compare-same = It is step for step the same as yours. This one { $theirs }; yours { $yours }.
# $at: the last step both runs share; $next: the step after it; $yours_happens, $theirs_happens: what happens there (predict-happens-…).
predict-compare-parted = It is the same as yours up to step { $at }. At step { $next }, in yours { $yours_happens }; in this one { $theirs_happens }. This one { $theirs }; yours { $yours }.

## On the page
predict-switch = Predict
predict-switch-title = Stop before each step that decides something, and ask what happens next
# The switch's state, shown next to its name.
predict-switch-on = on
predict-switch-off = off
predict-title = What happens next?
# $right answers right of $answered given.
predict-score = { $right } of { $answered } right
# $question: the question; $answer: the answer given.
predict-you-answered = { $question } You answered “{ $answer }”.
predict-hint = Play and Step forward stop before each step that decides something. Answer with a button or the keys 1 to 4, or step on to pass.
predict-show-other = Show what that would do
# $change: what is changed in that run, e.g. "run_tests → allow".
predict-other-title = What that would do: { $change }
predict-other-back = Step that run back
predict-other-forward = Step that run forward
predict-other-position = step { $k } of { $n }
predict-other-close = Close that run
