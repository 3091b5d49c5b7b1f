# The chat pane: messages, tool calls, questions, the sample prompts.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The harness's notices in the chat
# $reason: why, in the harness's words (kept in English).
chat-broken = The harness stopped the run: { $reason }.
# $problem: the error as the connection reported it; $wait: how long until the next try ("2 s").
chat-retry = The connection to the llm broke ({ $problem }). Trying again in { $wait }: attempt { $attempt } of { $of }.
# $status: the HTTP status the llm's API answered with (429); $problem: its error, a whole sentence; $wait: how long until the next try.
chat-retry-status = The llm's API answered HTTP { $status }: { $problem } It named no wait the page could read, so the next try comes after the usual backoff, { $wait }: attempt { $attempt } of { $of }.
# $wait: the wait the API asked for in its retry-after header.
chat-retry-asked = The llm's API answered HTTP { $status }: { $problem } It asked to wait { $wait } (retry-after), so the next try comes then: attempt { $attempt } of { $of }.
# $asked: the wait the API asked for; $wait: the idle timeout, the longest the page waits.
chat-retry-capped = The llm's API answered HTTP { $status }: { $problem } It asked to wait { $asked } (retry-after); the wait is at most the idle timeout, { $wait }: attempt { $attempt } of { $of }.
# $n: how many messages the summary replaced; $before, $after: the thread's size in tokens.
chat-compacted =
    Context compacted: { $n ->
        [one] { $n } older message
       *[other] { $n } older messages
    } replaced by a summary, { $before } → { $after } tokens.
chat-stopped = Stopped. Every tool call got its result; the thread keeps what happened.
# $problem: the error, as the harness or the provider said it.
chat-failed = The run failed: { $problem }
chat-turn-limit =
    Stopped at the agent's limit of { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    }.
chat-context-full = Stopped: the next request needs { $needed } tokens and the context window holds { $window }.

## The newest chat line in one line, for a phone where the chat is out of view
# $text: the start of the message.
chat-echo-you = You: { $text }
# $client: the number of another window on the same session (2, 3…).
chat-echo-client = Client { $client }: { $text }
chat-echo-agent = { $agent }: { $text }
# $state: how the call stands (chat-call-…, or an error in a word or two).
chat-echo-tool = tool call { $tool }: { $state }
chat-echo-question = { $agent } asks: may I run { $tool }?

## How a tool call stands
chat-call-asked = asked for
chat-call-running = running…
chat-call-waiting = waiting for your answer
chat-call-asked-you = asked you
chat-call-done = done
chat-call-never-ran = never ran

## The chat pane
chat-pane-title = What you see
# After the agent's name in the chat's header, when a live model answers: $model is its name.
chat-live-model = · { $model } (live)
# The status of the session you talk to.
chat-status =
    { $status ->
        [running] running
       *[idle] idle
    }
chat-stop-title = Stop the run (Escape)
chat-stop = Stop
chat-scripted-replies = Scripted replies
chat-conversation = Conversation
chat-hint = Pick a question below. You will see the chat here, and what the harness does about it under What runs.
# The button over a sub-agent's work, folded under the task call that started it. $agent: the sub-agent's name; $session: its session's id (session_2); $n: how many rows of its work there are so far.
chat-fold-show =
    Show { $agent }'s work ({ $session }, { $n ->
        [one] { $n } row
       *[other] { $n } rows
    })
chat-fold-hide =
    Hide { $agent }'s work ({ $session }, { $n ->
        [one] { $n } row
       *[other] { $n } rows
    })
# After the first line of a long tool output, folded.
chat-output-size =
    ({ $lines ->
        [one] { $lines } line
       *[other] { $lines } lines
    }, { $chars ->
        [one] { $chars } character
       *[other] { $chars } characters
    })

## The chat's rows
chat-who-you = You
# $client: the number of another window on the same session (2, 3…).
chat-who-client = Client { $client }
# After who wrote a message that waits in the session.
chat-who-queued = (waiting for the next turn)
# After the agent's name over its reply.
chat-reply-writing = (writing…)
chat-reply-broken = (the stream broke: this attempt is dropped)
chat-reply-stopped = (stopped)
chat-reply-cut = (cut short: the provider's token limit)
# $id: the call's id, shown as code.
chat-tool-call = tool call { $id }
# $duration: how long the tool ran, as a recorded run's log says ("3.2 s").
chat-tool-ran = ran { $duration }
chat-call-asked-you-first = asked you first
# $error: what went wrong, in a word or two ("denied", "timed out").
chat-call-not-run = not run: { $error }
chat-call-error = error: { $error }
chat-call-dropped = never ran: the reply broke
# $agent: the name of the agent that asks.
chat-question-who = { $agent } asks
# $tool: the tool's name, shown as code.
chat-question-open = May I run { $tool }?
# $answer: the button you chose, in lower case ("allow once").
chat-question-answered = May I run { $tool }? Answered: { $answer }.
chat-question-withdrawn = May I run { $tool }? You stopped the run instead of answering.

## The permission question
# $tool: the tool's name; $input: what it would run on.
chat-allow = Allow { $tool }?
chat-allow-input = Allow { $tool } with input "{ $input }"?
# $agent: the sub-agent's name.
chat-allow-subagent = { $agent }, a sub-agent, asks: Allow { $tool }?
chat-allow-subagent-input = { $agent }, a sub-agent, asks: Allow { $tool } with input "{ $input }"?
chat-allow-once = Allow once
chat-always-allow = Always allow
chat-deny = Deny

## The message box and the sample prompts
chat-type-first = Type a message first.
chat-you-are-typing = You are typing
chat-message = Message
# The message box's placeholder. $agent: the agent's name; $model: a live model's name.
chat-placeholder = Message { $agent }…
chat-placeholder-live = Message { $model } (live)…
chat-send = Send
chat-sample-prompts = Sample prompts
chat-more-scenarios = More scenarios
