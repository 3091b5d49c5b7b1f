# Narration of sub-agents, hooks, skills, tools found by search, and of imported logs' own steps; the chapters.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Counts, used inside the sentences below
agents-n-tools =
    { $n ->
        [one] { $n } tool
       *[other] { $n } tools
    }
agents-n-messages =
    { $n ->
        [one] { $n } message
       *[other] { $n } messages
    }

## Sub-agents: the task tool hands work to another agent's session.
# $agent: the sub-agent's name; $prompt: the start of the task's prompt; $parent: the name of the agent that called the task tool.
agents-subagent-spawn = The task tool is a client of the session API, like your window: it asks for a new session of { $agent } and prompts it with "{ $prompt }". The new session gets a thread of its own, not a copy of { $parent }'s.
# $session: the new session's id (session_2); $agent: its agent's name.
agents-subagent-spawned = The session API creates { $session }: { $agent }'s instructions, tools and rules, and a fresh thread whose only message is the prompt. It answers the task tool at once; the task tool now waits for { $session } to go idle.
agents-subagent-stop = The task tool was cancelled, so it first asks the session API to stop { $session } ({ $agent }), which it waits on: the sub-agent stops before its parent does.
# $why: what let the task call run: a permission rule, your answer, or a hook.
agents-subagent-run-task =
    { $why ->
        [you] You allowed it
        [hook] A PreToolUse hook allows task
       *[rule] A rule allows task, so it runs at once
    }: the runner hands the call to the task tool. Task is a tool like any other to the runner; what it does is start another agent's run.
agents-subagent-cancel = The runner cancels the task call it waits on. The task tool cannot just be killed: a sub-agent is working for it, and it must stop too.
agents-subagent-start-run = The session API asks the coordinator to run the loop for { $session }: the same coordinator, serving every session.
agents-subagent-run = No run was going in { $session }, so the coordinator marks it running and hands it to its runner: the same runner code as { $parent }'s, with { $agent }'s instructions, tools and rules.
# $tools: "3 tools" (agents-n-tools); $messages: "1 message" (agents-n-messages); $tokens: a number.
agents-subagent-first-request = { $agent }'s runner sends its first request: its own instructions, { $tools } and a thread of { $messages }, about { $tokens } tokens. None of { $parent }'s thread is in it. Nothing of it is in the prompt cache yet.
# $cached: how many of the request's tokens come from the prompt cache.
agents-subagent-first-request-cached = { $agent }'s runner sends its first request: its own instructions, { $tools } and a thread of { $messages }, about { $tokens } tokens. None of { $parent }'s thread is in it. { $cached } of them come from the prompt cache, which is keyed by content, not by session: earlier requests began with the same system prompt.
agents-subagent-streams = { $agent }'s runner streams its text to the clients too. The chat shows it folded under { $parent }'s task call, for you to open.
agents-subagent-idle-answered = The coordinator marks { $session } idle. The task tool, which waits on it like a client, hears it and takes { $agent }'s last answer back to { $parent }.
agents-subagent-idle-ended = The coordinator marks { $session } idle. The task tool, which waits on it like a client, hears it and takes word of how the run ended back to { $parent }.
# $tokens: the answer's size; $thread: the size of the sub-agent's whole thread.
agents-subagent-answer = The task tool's output is { $agent }'s answer. { $agent } worked in a fresh thread, so only its answer, { $tokens } tokens, joins { $parent }'s context, not the { $thread } tokens of { $agent }'s thread.
agents-subagent-interrupted = { $agent } was stopped, so the task call's one result says so: interrupted.
agents-subagent-no-answer = { $agent }'s run ended without an answer, so the task call's one result is an error that says why. { $parent }'s llm reads it and decides what to say.

## Hooks: the harness's own commands, run at set points of a run.
# $tool: the tool's name; $command: the hook's command, as code (`./check.sh`) or as "(the log does not name its command)".
agents-hook-runs-pre-tool-use = Before { $tool } runs, the runner runs the agent's PreToolUse hook, { $command }. A hook is the harness's own code, not the llm's: it sees the call and may let it run, refuse it or ask you. Nothing of it is in the llm's context.
agents-hook-runs-post-tool-use = { $tool } has run. Before its result joins the thread, the runner runs the PostToolUse hook { $command }, which sees the call and its output.
agents-hook-runs-session-start = The session's first run starts, so the runner first runs the SessionStart hook { $command }. What it prints joins the first request as a note for the llm.
agents-hook-runs-user-prompt-submit = Before the first request, the runner runs the UserPromptSubmit hook { $command } on your message. It may add a note for the llm.
agents-hook-runs-stop = The llm asked for no tool, so the run would end here. First the runner runs the Stop hook { $command }: it may send the agent back to work.
agents-hook-runs-pre-compact = The next request would not fit the context window, so the thread is to be compacted. First the runner runs the PreCompact hook { $command }: it may save what it needs before the older messages are summarized, or refuse the compaction.
agents-hook-stop-passes = The Stop hook has nothing against stopping, so the run ends as it would have.
agents-hook-compact-passes = The PreCompact hook lets the compaction go ahead.
# $reason: the hook's own words, as it printed them.
agents-hook-compact-refused = The PreCompact hook refuses the compaction: "{ $reason }". Without it the next request does not fit the context window, so the run ends here.
agents-hook-passes = The hook returns nothing, so the runner goes on as it would have without it.
agents-hook-allows = The hook allows the call ("{ $reason }"). Where no rule names the tool, that is enough: the runner will not ask you. A rule that says ask or deny would still win.
agents-hook-denies = The hook refuses the call: "{ $reason }". A refusal from a hook or from a rule stops a call, whatever the other says.
agents-hook-asks = The hook wants you to decide ("{ $reason }"), so the runner will ask you, whatever the rules say.
# $note: the hook's note, as it printed it.
agents-hook-adds-note = The hook returns a note: "{ $note }". The runner keeps it for the next request, where it joins the thread as a reminder: the llm reads it, you never typed it.
agents-hook-blocks-stop = The Stop hook blocks the end: "{ $reason }". The runner puts its reason in the thread as a reminder and takes another turn, so the llm goes back to work.
# The chat's notices of a hook's answer. $event: the hook's event, a name kept as it is (PreToolUse, Stop…); $command: as above; $reason, $note: the hook's own words.
agents-hook-notice-denied = { $event } hook { $command } refused the call: { $reason }
agents-hook-notice-asks = { $event } hook { $command } asks you: { $reason }
agents-hook-notice-note = { $event } hook { $command } added a note for the llm: { $note }
agents-hook-notice-compact-refused = { $event } hook { $command } refused the compaction: { $reason }
agents-hook-notice-back-to-work = { $event } hook { $command } sent the agent back to work: { $reason }

## Skills: instructions an agent loads when it needs them.
# $skill: the skill's name; $tokens: the size of its instructions.
agents-skill-loads = The runner hands the call to the skill tool, which the harness runs itself. Until now each request held only the one line of { $skill } in the skills listing; loading it puts its instructions, about { $tokens } tokens, in the next request.
# $input: what the llm asked the skill tool for; $agent: the agent's name.
agents-skill-unknown = The runner hands the call to the skill tool, which the harness runs itself. "{ $input }" names no skill { $agent } has.
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Launching skill: …").
agents-skill-answers = The skill tool answers "{ $output }". The skill's instructions join the next request as a reminder, after this result: the llm reads them from now on.

## Tool search: tools listed by name only, their schemas loaded when a search finds them.
# $n: how many tools are deferred; $listed: the tokens of their listing; $schemas: the tokens their schemas would cost.
agents-search-finds-none =
    The runner hands the call to the tool search, which the harness runs itself. Until now each request listed { $n ->
        [one] { $n } deferred tool
       *[other] { $n } deferred tools
    } by name only, about { $listed } tokens; their schemas would have cost about { $schemas } tokens in every request. This search matches none of them.
# $found: the names of the tools found (agents-search-and); $loaded: the tokens of their schemas.
agents-search-loads =
    The runner hands the call to the tool search, which the harness runs itself. Until now each request listed { $n ->
        [one] { $n } deferred tool
       *[other] { $n } deferred tools
    } by name only, about { $listed } tokens; their schemas would have cost about { $schemas } tokens in every request. This search loads the schemas of { $found }, about { $loaded } tokens, into the next request.
# Two tool names, or names already joined and one more: "read_file and grep".
agents-search-and = { $a } and { $b }
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Loaded …").
agents-search-answers = The tool search answers "{ $output }". The schemas join the next request after this result, and from then on the llm may call those tools. The front of the request does not change, so the prompt cache still holds.

## A run replayed from a session log: what the log records, and what it does not.
# $source: what recorded the log, a product's name and version ("Claude Code 2.1.39").
agents-replay-stopped = The { $source } log records that you stopped the run here. The client asks the session API to stop it.
agents-replay-refused = The log records that you refused this { $tool } call, so the replay asks you here. The question itself is not in the log: only your no is.
agents-replay-declined = The log's answer: no. The tool does not run; the llm is told you declined.
agents-replay-ran = The log records that { $tool } ran. How it was allowed, by a rule of its harness or by your yes, is not recorded, so the replay runs it.
# $n: how many messages the summary replaces.
agents-replay-compaction = The log records a compaction here. This harness compacts only when the next request would not fit its window; the log's harness did it here, so the replay asks the llm to summarize the { $n } oldest messages now.
# $why: what the log says of the compaction: its trigger as the log names it ("auto", "manual"), maybe with sizes (agents-replay-compaction-sizes).
agents-replay-compaction-why = The log records a compaction here ({ $why }). This harness compacts only when the next request would not fit its window; the log's harness did it here, so the replay asks the llm to summarize the { $n } oldest messages now.
# $trigger: as the log names it ("auto", "manual"), kept as it is.
agents-replay-compaction-sizes = { $trigger }, { $before } tokens before and { $after } after
agents-replay-compaction-before = { $trigger }, { $before } tokens before
# $n: the output's length in characters.
agents-replay-output = The tool's output comes back ({ $n } characters), as the log records it.
# $duration: how long the tool ran ("3.2 s").
agents-replay-output-timed = The tool's output comes back ({ $n } characters), as the log records it, after { $duration }.
# Follows the sentence before; it starts with a space, which languages that write no space between sentences leave out. $clock: a time since the run began ("+0:07.4").
agents-replay-output-earlier = { " " }In the log it came at { $clock }, before the result shown first: its harness ran these calls side by side, and this one runs them one after the other.
# Follows the narration of a request; starts with a space, as above. $usage: the log's figures ("2,438 tokens read, 2,304 of them from its prompt cache").
agents-replay-usage = { " " }The { $source } log reports what it really carried: { $usage }. The page's estimate beside it cannot count the system prompt and tool schemas the log does not keep.
agents-replay-no-usage = { " " }The log reports no token figures for this request.

## Chapters: places in a run worth jumping to, listed in the stepper's Chapter menu.
# $n: the prompt's number in the run; $text: the start of what was typed.
agents-chapter-prompt = prompt { $n }: { $text }
# $agent: the sub-agent's name; $session: its session's id (session_2).
agents-chapter-subagent = sub-agent: { $agent } ({ $session })
agents-chapter-compacted = context compacted
agents-chapter-retry = stream broke: retry { $attempt } of { $of }
agents-chapter-retry-status = HTTP { $status }: retry { $attempt } of { $of }
# $end: how the run ended, in a word or two ("stopped", "turn limit").
agents-chapter-ended = run ended: { $end }
