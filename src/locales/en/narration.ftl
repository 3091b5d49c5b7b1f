# What the narration says at each step, and the diagram's labels and captions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Words for times, answers, errors and endings, used across the page

# A length of time in whole seconds ("30 s").
words-seconds = { $s } s
# A length of time in seconds and tenths of a second ("1.5 s", "0.4 s"): write the decimal mark your language uses.
words-seconds-tenths = { $s }.{ $tenths } s
# A length of time in minutes and seconds ("2 min 5 s").
words-minutes-seconds = { $min } min { $s } s
# A length of time in hours and minutes ("1 h 4 min").
words-hours-minutes = { $h } h { $min } min
# The answers to a permission question: the names of the chat's three buttons, in lower case, as they appear inside a sentence.
words-answer =
    { $reply ->
        [once] allow once
        [always] always allow
       *[decline] deny
    }
# A tool result's error flag, in one word or two ("output: timed out").
words-error =
    { $error ->
        [failed] failed
        [timed-out] timed out
        [denied] denied
        [declined] declined
        [interrupted] interrupted
       *[unknown-tool] unknown tool
    }
# How a run ended, in one word or two ("done: turn limit").
words-end =
    { $end ->
        [answered] answered
        [stopped] stopped
        [failed] failed
        [turn-limit] turn limit
       *[context-full] context full
    }
# What the provider reported reading for one request. $read: tokens it carried.
words-tokens-read = { $read } tokens read
# $cached: tokens of them read from the provider's prompt cache.
words-tokens-read-cached = { $read } tokens read, { $cached } of them from its prompt cache
# $written: tokens this request wrote to the prompt cache.
words-tokens-read-written = { $read } tokens read, { $written } written to it
words-tokens-read-cached-written = { $read } tokens read, { $cached } of them from its prompt cache, { $written } written to it

## The harness's parts, as the diagram's boxes and the narration name them
# These are the harness's concepts, which a learner meets again in articles and code. Use the
# word your language's developers use: an English term may stay (many keep "runner" and
# "session API"; every language keeps `llm`), or a word of your own. Name each part the same
# way here, in the parts' meanings and in every sentence of the narration that mentions it.
part-client = client
part-client-2 = client 2
part-another-client = another client
part-clients = clients
part-session-api = session API
part-coordinator = coordinator
part-runner = runner
part-llm = llm
part-tools = tools
part-hooks = hooks
# A second client's name at the start of a sentence ("Client 2 presses Stop.").
part-client-2-start = Client 2
part-another-client-start = Another client

## What each part is, shown when a reader hovers a part or opens "What each part is"
diagram-meaning-client = The chat app you type in. It calls the session API and shows what comes back.
diagram-meaning-session-api = The harness's front door: it saves each message to the thread, the conversation it keeps, and answers at once, never waiting for the llm.
diagram-meaning-coordinator = Decides when a session, one conversation, runs the loop: one run at a time per session, started when a message needs an answer.
diagram-meaning-runner = The loop at the heart of the harness: it sends the thread to the llm, runs the tools the llm asks for, and goes round until the llm answers.
diagram-meaning-llm = The language model. It reads a request and writes text or asks for a tool; it cannot run anything itself.
diagram-meaning-tools = Code the runner runs when the llm asks: read a file, run the tests. Its output goes back into the thread.
diagram-meaning-hooks = The harness's own scripts, run at fixed moments (before a tool call, when the run would end). The llm never reads them, only what they return.

## The diagram's caption: the step's message in one line, under the drawing
# Before the first step.
diagram-no-message = No message yet.
# A part sends the arrow's message to another. $from and $to are part names (part-… above),
# $label the arrow's label, $from_part the sender's key (client, clients, session-api,
# coordinator, runner, llm, tools, hooks), so the verb can agree with it.
diagram-caption =
    { $from_part ->
        [tools] { $from } send { $label } to the { $to }
        [hooks] { $from } send { $label } to the { $to }
        [clients] { $from } send { $label } to the { $to }
       *[other] { $from } sends { $label } to the { $to }
    }
# The same, in a sub-agent's session; $lane names it ("session_2 · explorer").
diagram-caption-lane =
    { $from_part ->
        [tools] { $from } send { $label } to the { $to } (sub-agent { $lane })
        [hooks] { $from } send { $label } to the { $to } (sub-agent { $lane })
        [clients] { $from } send { $label } to the { $to } (sub-agent { $lane })
       *[other] { $from } sends { $label } to the { $to } (sub-agent { $lane })
    }
# A part does something within itself; $part is its name.
diagram-inside = Inside the { $part }: { $label }
diagram-inside-lane = Inside the { $part }: { $label } (sub-agent { $lane })

## The labels on the diagram's arrows: a few words each, drawn in a small monospace type
# `prompt` is the session API's call and `message` its argument: code.
diagram-label-typed = typing…
diagram-label-prompt = prompt(message)
# `accepted` is the session API's answer (and a sub-agent's session's).
diagram-label-accepted = accepted
diagram-label-accepted-queued = accepted (queued)
diagram-label-start-run = start run
diagram-label-already-running = already running
diagram-label-run = run
diagram-label-keep-going = keep going
# $turn: the turn's number.
diagram-label-request = request, turn { $turn }
# $attempt: which try this is (2, 3…).
diagram-label-request-again = request, turn { $turn } (try { $attempt })
diagram-label-summarize = summarize
# The llm's reply comes as events: text, tool-call, finish, error, usage.
diagram-label-text = text
# $tool: the tool's name.
diagram-label-tool-call = tool-call { $tool }
diagram-label-finish = finish
diagram-label-error = error
diagram-label-usage = usage
diagram-label-cut = cut at the token limit
diagram-label-run-tool = run { $tool }
# $error: a tool result's error flag (words-error).
diagram-label-output-error = output: { $error }
diagram-label-output = output
diagram-label-result = tool result
diagram-label-result-error = result: { $error }
# The runner asks you whether tool $tool may run.
diagram-label-ask = ask: { $tool }?
# The session API passes your answer on to the runner.
diagram-label-resume = the answer
diagram-label-stop = stop
diagram-label-interrupt = interrupt
diagram-label-cancel = cancel
diagram-label-retry = retrying ({ $attempt } of { $of })
diagram-label-compacted = context compacted
# $end: how the run ended (words-end).
diagram-label-ended = ended: { $end }
diagram-label-done = done
diagram-label-done-end = done: { $end }
diagram-label-idle = idle
# $agent: the sub-agent's name.
diagram-label-spawn = new session: { $agent }
diagram-label-stop-child = stop the sub-agent
# $event: the hook event's name, such as PreToolUse: code.
diagram-label-hook = run { $event } hook
# A hook's answers: nothing, allow, deny, ask (the permission decisions), a note, or block.
diagram-label-hook-pass = nothing to add
diagram-label-hook-allow = allow
diagram-label-hook-deny = deny
diagram-label-hook-ask = ask
diagram-label-hook-context = a note for the llm
diagram-label-hook-block = block: keep going

## The narration: one sentence or a few for each step, read by someone who has never seen a harness.
## The parts (client, session API, coordinator, runner, llm, tools, hooks) are named as in
## part-… above. "You" is the reader, who types in the client.

# Counts used inside the sentences below: the thread's messages ("the thread holds 3 messages").
narr-messages =
    { $n ->
        [one] { $n } message
       *[other] { $n } messages
    }
# How many tools a request lists ("the instructions, 4 tools, and the thread").
narr-tools =
    { $n ->
        [one] { $n } tool
       *[other] { $n } tools
    }
# Lists: "a, b and c" is built as narr-list-more for each comma and narr-list-last for the last item.
narr-list-more = { $list }, { $item }
narr-list-last = { $list } and { $item }

# A sub-agent's step, or the first step back in the caller's session, starts with a lead-in; $agent is the agent's name, $text the step's own sentence.
narr-back-in-session = Back in { $agent }'s session: { $text }
narr-in-session = In { $agent }'s session, { $text }
# Not shown: `lower` if $text above starts with its first letter in lower case (as in English after a colon or comma); any other value keeps the sentence as it is written.
narr-lead-in-first-letter = lower

## The prompt cache, said at each request
narr-cache-below-minimum = Nothing of it is cached: Anthropic caches no prefix under this model's minimum of { $min } tokens.
narr-cache-empty-anthropic = None of it is in the prompt cache yet. Anthropic's cache keeps only what a request marks, so this one writes { $written } tokens, up to its last breakpoint at the end of the thread.
narr-cache-empty = None of it is in the prompt cache yet: no earlier request started the same way.
narr-cache-hit-anthropic = { $cached } of these tokens come from the prompt cache: the previous request wrote its prefix up to its breakpoint at the end of its thread, and this one starts the same way. It writes { $written } more, up to its own last breakpoint.
narr-cache-hit-after-summary = Only { $cached } come from the prompt cache, the part before the thread: the thread now starts with a summary that no request has sent before.
narr-cache-hit = { $cached } of these tokens come from the prompt cache, because the request starts the way the previous one did.
# $step: the size in tokens of the steps OpenAI's cache counts in (128).
narr-cache-hit-steps = { $cached } of these tokens come from the prompt cache, because the request starts the way the previous one did. The cache counts whole steps of { $step } tokens, so a few of the shared tokens at the end are read afresh.
narr-cache-hit-earlier-run = { $cached } of these tokens come from the prompt cache: an earlier run sent the same system prompt, instructions and tools.
# The first time the narration speaks of the prompt cache; $cache is one of the sentences above.
narr-cache-what = The provider, the company that runs the llm, keeps a prompt cache of how recent requests began, to serve a request that begins the same way faster and cheaper. { $cache }

## A message typed and sent
narr-typed-first = You type a message into the client, the chat app. Nothing has been sent yet, so the thread, the list of messages the harness keeps, is still empty.
# $messages: how many the thread holds (narr-messages).
narr-typed = You type a message into the client. Nothing has been sent yet; the thread holds { $messages }.
# Someone at a second client; $client is its name (part-client-2).
narr-typed-other = Someone types a message into { $client }. Nothing has been sent yet; the thread holds { $messages }.
narr-prompt = You press enter. The client sends your message to the session API, the harness's front door: a call named `prompt`.
narr-prompt-other = They press enter, and { $client } calls `prompt` on the same session API with their message.
narr-accepted = The session API saves the message to the thread ({ $messages } now) and answers `accepted` at once, without waiting for the llm.
narr-accepted-queued = The runner is in the middle of a turn, so the session API saves the message for the runner's next turn and answers `accepted` at once.
narr-start-run-first = The session API asks the coordinator, the part that decides when to run, to run the loop for this session, the one conversation you are in. The loop: ask the llm, run any tools (code such as reading a file) it asks for, and repeat until it answers.
narr-start-run = The session API asks the coordinator to run the loop for this session.
narr-already-running = The coordinator already has a run going for this session, so it starts no second one. The running loop will answer the new message before it stops.
narr-run-first = No run, one go of that loop from your message to the answer, was going, so the coordinator marks the session running and hands it to the runner, the part that runs the loop. One session, one run at a time.
narr-run = No run was going, so the coordinator marks the session running and hands it to the runner. One session, one run at a time.
narr-keep-going = A message came in as the run was ending, so the coordinator keeps the same run going instead of going idle.

## A request to the llm
# $turn: the turn's number; $attempt of $max: which try; $tokens, $cached: the request's size and what of it the cache holds.
narr-request-again = The runner sends turn { $turn }'s request again, attempt { $attempt } of { $max }: the same { $tokens } tokens, { $cached } of them read from the prompt cache.
# The thread when messages that waited joined it: $messages (narr-messages), then $joins, how many joined.
narr-thread-joined =
    { $joins ->
        [one] { $messages } ({ $joins } message that waited joined it first)
       *[other] { $messages } ({ $joins } messages that waited joined it first)
    }
# The thread ($thread, the phrase above or narr-messages) when it ends with $n reminders the harness added.
narr-thread-reminders =
    { $n ->
        [one] { $thread }, ending with { $n } reminder the harness added, never typed by you
       *[other] { $thread }, ending with { $n } reminders the harness added, never typed by you
    }
# The same when the harness added other notes; $notes lists them (narr-note-… joined as a list).
narr-thread-notes = { $thread }, ending with what the harness added, never typed by you: { $notes }
narr-note-reminders =
    { $n ->
        [one] { $n } reminder
       *[other] { $n } reminders
    }
narr-note-memory-files =
    { $n ->
        [one] { $n } memory file
       *[other] { $n } memory files
    }
narr-note-skill-list = the skills listed by name
narr-note-skills =
    { $n ->
        [one] a skill's instructions
       *[other] { $n } skills' instructions
    }
narr-note-tool-names = the deferred tools listed by name
narr-note-tool-schemas = the tool schemas a search loaded
# The run's first request. $tools: how many tools (narr-tools); $thread: the thread's messages (and notes); $tokens: its size; $cache: what the prompt cache did (narr-cache-…, or nothing); $reported: what a recorded log reports, a sentence that begins with a space, or nothing.
narr-request-first = The runner sends turn { $turn }'s request to the llm (a turn: one request and its reply). The llm remembers nothing, so each request holds all it reads: its instructions, { $tools }, the thread so far ({ $thread }). About { $tokens } tokens, the units a model reads. { $cache }{ $reported }
# Every later request; the same variables.
narr-request = The runner sends turn { $turn }'s request to the llm: the instructions, { $tools }, and the thread of { $thread }. That is about { $tokens } tokens. { $cache }{ $reported }
# The thread is too long: $needed tokens, more than the $window the model reads; $replaced: how many old messages get summarized.
narr-summarize = The next request would need { $needed } tokens, more than the agent's { $window }-token context window. So first the runner asks the llm to summarize the { $replaced } oldest messages of the thread.
narr-summarize-again = The next request would need { $needed } tokens, more than the agent's { $window }-token context window. So first the runner asks the llm (attempt { $attempt } of { $max }) to summarize the { $replaced } oldest messages of the thread.

## The llm's reply, streamed as events
narr-summary-text = The llm streams back a piece of its summary. It is for the harness, not for you: the chat does not show it.
narr-text-more = Another piece of the reply arrives.
narr-text-first = The llm sends its text back as it writes it, in small pieces (events), not as one block.
narr-text = The llm starts its reply, piece by piece.
# The llm asks for tool $tool; $input is what it passes (code or text, as the llm wrote it). The first time, the sentence says the name of the thing: a tool call.
narr-tool-call-first = The llm asks for a tool (a tool call): { $tool } with input "{ $input }". It cannot run anything itself; it can only ask.
narr-tool-call-first-no-input = The llm asks for a tool (a tool call): { $tool } with no input. It cannot run anything itself; it can only ask.
narr-tool-call = The llm asks for a tool: { $tool } with input "{ $input }". It cannot run anything itself; it can only ask.
narr-tool-call-no-input = The llm asks for a tool: { $tool } with no input. It cannot run anything itself; it can only ask.
narr-cut = The provider cuts the reply here: it reached the most tokens the provider lets one reply have. What arrived stands; a tool call it was still writing is not a call, so the runner drops it.
narr-cut-forward = The runner tells you the reply was cut short by the provider's token limit.
narr-summary-finished = The summary is finished.
# $calls: how many tool calls the finished reply asks for.
narr-finish =
    { $calls ->
        [0] The reply is finished and asks for no tool, so its text is the answer. The runner adds the reply to the end of the thread ({ $messages }).
        [one] The reply is finished and asks for { $calls } tool call. The runner adds the reply to the end of the thread ({ $messages }) and handles the call.
       *[other] The reply is finished and asks for { $calls } tool calls. The runner adds the reply to the end of the thread ({ $messages }) and handles the calls in order.
    }
# $read: what the provider counted (words-tokens-read…); $written: the reply's tokens.
narr-usage = The provider reports what it counted for this request: { $read }, and { $written } written in the reply. The page shows these beside its own estimate.
# $error: the provider's error message, as it came.
narr-stream-error-retryable = The stream breaks: "{ $error }". A dropped connection or a busy provider is worth another try.
narr-stream-error = The stream breaks: "{ $error }". Trying again would not change this answer.
# $status: the HTTP status the llm's API answered with instead of a stream; $error: its error message.
narr-http-error-retryable = The llm's API answers HTTP { $status } instead of a stream: "{ $error }". A busy or rate-limiting provider is worth another try.
narr-http-error = The llm's API answers HTTP { $status } instead of a stream: "{ $error }". Trying again would not change this answer.
# $tool($input): the call as code.
narr-forward-tool-call = The runner shows you the tool call as it happens: { $tool }({ $input }).
narr-forward-more = The runner passes it on to you at once.
narr-forward-first = The runner passes the text straight on to the client, over a connection the client keeps open, so you see the text as it is written.
narr-forward = The runner passes the text straight on to you.

## Permissions and tools. "→ allow", "→ ask", "→ deny" are a rule's decisions, as the rules panel writes them.
narr-mode-accept-edits = Accept-edits mode: { $tool } edits files, and in this mode edits run without asking you, unless a rule says deny. The runner runs it at once.
# A permission mode lets tool $tool run; $mode is the mode's key.
narr-mode-allows =
    { $mode ->
        [default] Default mode: every call runs without asking, so the runner runs { $tool } at once. Only a rule that says deny would still stop it.
        [plan] Plan mode: every call runs without asking, so the runner runs { $tool } at once. Only a rule that says deny would still stop it.
       *[bypass-permissions] Bypass-permissions mode: every call runs without asking, so the runner runs { $tool } at once. Only a rule that says deny would still stop it.
    }
narr-allowed-your-rule = Your rule says { $tool } → allow, so the runner runs the tool at once without asking you.
narr-allowed-saved-rule = The rule you saved says { $tool } → allow, so the runner runs the tool at once without asking you.
narr-allowed-rules-first = The permission rules, set in advance with the agent's instructions and tools, say { $tool } → allow, so the runner runs the tool at once without asking you.
narr-allowed-agent-rules = The agent's rules say { $tool } → allow, so the runner runs the tool at once without asking you.
narr-run-always = You said always, so { $tool } is now allowed by a saved rule, and the runner runs it.
narr-run-hook = The PreToolUse hook allowed { $tool } and no rule says ask or deny, so the runner runs it without asking you.
narr-run-once = You allowed this one call, so the runner runs the { $tool } tool.
# $output: the start of the tool's output, as it came.
narr-output-failed = The tool fails: "{ $output }". A failure is still an output: it goes back to the runner, flagged as an error.
# $characters: the output's length.
narr-output =
    { $characters ->
        [one] The tool returns its output ({ $characters } character) to the runner.
       *[other] The tool returns its output ({ $characters } characters) to the runner.
    }
# The same when reading a file loaded memory files; $files lists their names.
narr-output-memory =
    { $characters ->
        [one] The tool returns its output ({ $characters } character) to the runner. A file under a folder with a memory file was read for the first time, so the harness loads { $files }: its instructions join the next request.
       *[other] The tool returns its output ({ $characters } characters) to the runner. A file under a folder with a memory file was read for the first time, so the harness loads { $files }: its instructions join the next request.
    }
narr-result-first = The runner adds the tool result, the output saved as a message, to the end of the thread ({ $messages }) and shows it to you. The llm will read it next turn.
narr-result = The runner adds the tool result to the end of the thread ({ $messages }) and shows it to you. The llm will read it next turn.
narr-result-failed = The runner appends the result to the thread ({ $messages }), flagged as an error. The llm reads it next turn and decides what to do.
narr-result-timed-out = The call's one result says it timed out, flagged as an error ({ $messages }). The llm reads it next turn.
narr-result-hook-denied = The hook's refusal stands, so { $tool } does not run. The call still gets one result, with the hook's reason, added to the thread ({ $messages }): the llm reads why and can try another way.
narr-result-plan-denied = Plan mode: { $tool } would change something, so it does not run while the agent plans. The call still gets a result saying so ({ $messages }); the llm reads that it may only read and plan until you approve the plan.
narr-result-denied = A rule says { $tool } → deny, so the tool does not run. The call still gets a result saying so, added to the thread ({ $messages }).
narr-result-declined = You declined, so { $tool } does not run. The call still gets its tool result, a message saying you declined ({ $messages }); the llm reads it next turn and decides what to say.
narr-result-interrupted = The call to { $tool } gets its one result all the same: interrupted, because you stopped the run ({ $messages }).
narr-result-unknown-tool = The agent has no tool named { $tool }. The runner answers the call with an error result ({ $messages }) and the loop goes on.
narr-ask-hook = Waiting for you. The PreToolUse hook wants your answer on { $tool }, so the runner pauses the run and asks you first.
narr-ask-no-rule-first = No permission rule names { $tool }, which counts as ask, so the runner pauses the run and asks you first. It waits for your answer.
narr-ask-no-rule = No rule names { $tool }, which counts as ask, so the runner pauses the run and asks you first. It waits for your answer.
narr-ask-your-rule = Your rule says { $tool } → ask, so the runner pauses the run and asks you first. It waits for your answer.
narr-ask-rules-first = The permission rules, set in advance with the agent's instructions and tools, say { $tool } → ask, so the runner pauses the run and asks you first. It waits for your answer.
narr-ask-rule = A rule says { $tool } → ask, so the runner pauses the run and asks you first. It waits for your answer.
# Your answer, or another client's: $who is `you` or `other`, $client the other client's name at the start of a sentence (part-client-2-start). "allow once", "always allow" and "deny" are the buttons' names.
narr-answer-once =
    { $who ->
        [you] You answer allow once: this call may run, and next time it will ask again.
       *[other] { $client } answers allow once: this call may run, and next time it will ask again.
    }
narr-answer-always =
    { $who ->
        [you] You answer always allow. The session API saves an allow rule, so the runner stops asking about this tool until you press Reset.
       *[other] { $client } answers always allow. The session API saves an allow rule, so the runner stops asking about this tool until you press Reset.
    }
narr-answer-decline =
    { $who ->
        [you] You answer deny. The tool will not run.
       *[other] { $client } answers deny. The tool will not run.
    }
narr-resume = The session API passes the answer to the runner, which was waiting on it.

## Stopping, timeouts, retries and the run's end
# "Stop" is the button's name.
narr-stop =
    { $who ->
        [you] You press Stop. The client asks the session API to stop the run.
       *[other] { $client } presses Stop. The client asks the session API to stop the run.
    }
narr-interrupt = The session API tells the runner to stop. It must leave the thread whole: every tool call the llm made still gets exactly one result.
# $time: a length of time (words-seconds…).
narr-cancel-idle = Nothing has come from the llm for { $time }, the agent's idle timeout, so the runner stops waiting: it closes the stream and drops this attempt, as if the stream had broken.
narr-cancel-summary = The runner closes the llm's stream: the summary is dropped and the thread stays as it was.
narr-cancel-llm = The runner closes the llm's stream, so the provider stops writing. What arrived so far stays in the thread; any tool call in it gets an interrupted result.
narr-cancel-tool = The runner cancels the tool that was running.
narr-cancel-tool-timeout = The tool has run for { $time }, the agent's limit, so the runner cancels it instead of waiting forever.
narr-retry = The runner tells you it will try again: attempt { $attempt } of { $of }, after waiting { $time }. Each wait doubles, to give a struggling provider room.
narr-retry-unread = The runner tells you it will try again: attempt { $attempt } of { $of }, after waiting { $time }, its own backoff. The API named no wait it could read: a browser lets a page read a retry-after header only when the server allows it (Access-Control-Expose-Headers).
narr-retry-asked = The runner tells you it will try again: attempt { $attempt } of { $of }, after waiting { $time }, as the API asked in its retry-after header. A server that names its wait knows its load better than a doubling guess.
# $asked: the wait the API asked for; $time: the agent's idle timeout.
narr-retry-capped = The runner tells you it will try again: attempt { $attempt } of { $of }. The API asked for { $asked } in its retry-after header; the runner waits at most { $time }, the agent's idle timeout, so a run never sits silent longer than it would wait on a quiet stream.
# $replaced old messages became one summary; the next request shrinks from $before to $after tokens.
narr-compacted = Context compacted: the { $replaced } oldest messages are replaced by the llm's summary. The thread shrinks to { $messages }, and the next request from { $before } to { $after } tokens.
narr-ended-stopped = The runner tells you the run was stopped. Nothing was lost: the thread holds what happened up to your press.
narr-ended-failed = The runner gives up and tells you the run failed. The session must not stay running with nothing in flight.
# $max: the agent's limit of turns per run.
narr-ended-turn-limit =
    { $max ->
        [one] The run has used its { $max } turn, the agent's limit, so the runner stops instead of sending another request, and tells you why.
       *[other] The run has used its { $max } turns, the agent's limit, so the runner stops instead of sending another request, and tells you why.
    }
narr-ended-context-full = The next request needs { $needed } tokens and the window holds { $window }; compacting cannot make enough room, so the runner stops and tells you why.
narr-done = The runner tells the coordinator the run is done: the llm has answered.
narr-done-not-answered = The runner tells the coordinator the run is over, though not answered.
# How many turns a session has used ("The session has used 3 turns so far").
narr-turns =
    { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    }
# $clients: how many clients are open (1 or 2); $turns: how many turns the session has used (narr-turns).
narr-idle =
    { $clients ->
        [one] The run is over: the coordinator marks the session idle, ready for your next message, and tells the client. The session has used { $turns } so far.
       *[other] The run is over: the coordinator marks the session idle, ready for your next message, and tells the clients. The session has used { $turns } so far.
    }

# The sub-agents' lane on the diagram: its name before any sub-agent works, and with one
# ($lane: its session id and agent name, e.g. "session_2 · explorer").
diagram-lane-empty = a sub-agent's session
diagram-lane = sub-agent: { $lane }
# A disclosure under the diagram listing each part and what it is.
diagram-part-meanings = What each part is
