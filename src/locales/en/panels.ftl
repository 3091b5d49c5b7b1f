# The panels under the diagram: session, turn, context and its cache, agent, permissions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The section and its panels
panel-data-title = The data behind this step
# $system: the tokens of the typical system prompt the page assumes (2300).
panel-data-note = Each panel is one piece of the harness's state, updating as you step. Token counts are estimates: about 4 characters per token, plus a typical { $system }-token system prompt.
# Each panel's heading: the part of the harness's state it shows.
panel-name =
    { $name ->
        [llm] llm
        [context] context
        [session] session
        [turn] turn
        [agent] agent
        [permission] permission
       *[other] { $name }
    }
# A badge on a panel (and a field) whose data changed at this step.
panel-changed = changed
# Counts used inside other sentences.
panel-n-messages =
    { $n ->
        [one] { $n } message
       *[other] { $n } messages
    }
panel-n-tools =
    { $n ->
        [one] { $n } tool
       *[other] { $n } tools
    }

## The llm panel
panel-llm-waiting = Waiting for its first request.
# The request the llm panel speaks of, put in the sentences below as $what.
panel-llm-summary-request = the summary request
panel-llm-turn-request = turn { $n }'s request
panel-llm-thinking = Thinking: { $what } arrived; nothing streamed yet.
panel-llm-streaming = Streaming the reply to { $what }:
panel-llm-finished = Finished the reply to { $what }. It keeps nothing between requests.
panel-llm-broken = The stream of the reply to { $what } broke:
panel-llm-cancelled = The runner closed the stream of the reply to { $what }:
# Event lines, shown as code: `cut` and `usage` are the event's names.
panel-llm-event-cut = cut: the provider's token limit
# $prompt and $cached: the figures as the provider sent them.
panel-llm-event-usage = usage { $prompt } prompt, { $cached } cached
panel-llm-earlier =
    { $n ->
        [one] { $n } earlier event before these, not listed
       *[other] { $n } earlier events before these, not listed
    }

## The context panel
panel-context-total = { $tokens } tok
panel-context-figures = { $cached } read from the cache · { $written } written to it · { $uncached } uncached
# Before a request goes out: what it would do if sent now.
panel-context-figures-next = if sent now: { $cached } would be read from the cache · { $written } written to it · { $uncached } uncached
panel-context-window = { $percent }% of the { $window }-token context window
# A part of the stacked bar, on hover: $kind is one of panel-source's names.
panel-context-segment = { $kind }: { $tokens } tok
panel-context-bar = { $cached } of { $total } tokens are read from the prompt cache
panel-context-kinds = Tokens by kind
panel-context-breakpoint = cache breakpoint
# The kinds of content a request carries.
panel-source =
    { $source ->
        [system] system prompt
        [instructions] instructions
        [tools] tools
        [summary] summary
        [user] user
        [assistant] assistant
        [result] tool result
        [reminder] reminder
        [memory] memory
        [skill-list] skill descriptions
        [skill] skill bodies
        [tool-names] tool names
       *[tool-schemas] tool schemas
    }
panel-chart-caption = per request: cached / uncached tokens
# Which request the context panel's figures are of.
context-caption-summary = what the summary request carries, in order
context-caption-turn = everything the llm reads this turn, in order
context-caption-next = what the next request carries so far, in order
context-caption-first = what the first request will carry, in order
context-system-prompt = typical system prompt
context-instructions-of = instructions of { $agent }
# $n is at least 1.
context-earlier-messages = { $n } earlier messages
# The thread's messages, each labelled by who wrote it; $text is the message, cut short.
context-user = user: { $text }
context-summary = summary: { $text }
context-reminder = reminder: { $text }
# A note the harness added (memory file, skill list, tool names or schemas): its own first
# words, as the llm reads them, which stay as they are; a language may add a prefix.
context-note = { $text }
context-assistant = assistant: { $text }
# $tools: the tool names, comma separated.
context-assistant-asks = assistant asks for { $tools }
# $call: the tool call's id.
context-result = result of { $call }: { $output }
# The instruction the runner adds at the end of a summary request.
context-runner-block = the runner: { $text }
# $source: the log's program (Claude Code, Codex…); $read: what it reported (tokens read, cached, written).
context-origin-log = reported by the { $source } log for this request: { $read }; the figures above are this page's estimate, which cannot count the system prompt and tool schemas the log does not keep
context-origin-server = reported by the server for the latest request: { $read }; the figures above are this page's estimate
context-origin-estimate = estimated: about 4 characters per token, plus a typical { $system }-token system prompt
# Where a cache breakpoint sits in the request, and the tokens of the prefix it ends.
context-breakpoint-tools = after the tools: the first { $tokens } tokens
context-breakpoint-instructions = after the instructions: the first { $tokens } tokens
# $part: the label of the thread's last message.
context-breakpoint-thread = at the end of the thread ({ $part }): the first { $tokens } tokens
# A request in the per-request chart.
context-bar-summary = summary
context-bar-turn = turn { $n }
context-bar-try = turn { $n }, try { $attempt }

## The prompt cache, in the context panel
cache-breakpoints-caption = cache breakpoints (cache_control) in this request
cache-report-caption = the latest request's cache, in tokens
# The table's columns: what, the page's model of it, what the provider reported.
cache-column-tokens = tokens
cache-column-model = page's model
cache-column-reported = reported
cache-row-read = read from the cache
cache-row-written = written to it
cache-row-input = input, in all
cache-not-reported = not reported
cache-not-reported-openai = not reported: Chat Completions has no such figure
cache-model-openai = The prompt cache is modelled on OpenAI's: every prefix a request sends is cached, keyed by content, so any earlier request since Reset counts; nothing under { $min } tokens; counted in steps of { $step }. Real entries expire after some minutes idle; this model keeps them until Reset.
cache-model-anthropic = The prompt cache is modelled on Anthropic's: only the prefix up to a breakpoint (cache_control) is written, and only from the model's minimum of { $min } tokens; a breakpoint reads the longest prefix written before, at most { $lookback } blocks back from it; tokens are counted exactly. Real entries live 5 minutes from their last use (a read renews them); this model keeps them until Reset.
# $differences: one or two of the cache-differ-… phrases; $reasons: one or two sentences that may explain them.
cache-verdict-differ = They differ: { $differences }. { $reasons }
cache-differences-both = { $first }, and { $second }
cache-differ-read-none = the provider read nothing from its cache where the page's model reads { $tokens }
cache-differ-wrote-none = the provider wrote nothing to its cache where the page's model writes { $tokens }
cache-differ-read-some = the provider read { $tokens } tokens from its cache where the page's model reads none
cache-differ-wrote-some = the provider wrote { $tokens } tokens to its cache where the page's model writes none
cache-why-expired-anthropic = An entry may have expired (after 5 minutes unused; the model keeps entries until Reset), or the prefix is under the model's minimum as the provider counts tokens.
cache-why-expired-openai = An entry may have expired (real entries last minutes, and caching is best effort; the model keeps them until Reset), or the prefix is under the model's minimum as the provider counts tokens.
cache-why-cached-already = The prefix up to the last breakpoint was cached already, or is under the model's minimum as the provider counts it.
cache-why-under-estimate = The page estimates this request at { $estimate } tokens, under the { $min }-token minimum it assumes for this model; the provider counted { $counted }.
cache-why-under-minimum = The page assumes this model caches nothing under { $min } tokens; the provider's minimum for it may be lower, or the server is not the provider's own (a proxy, a mock).
cache-why-shared = The cache is the provider's, keyed by content across every request made with the key: an earlier request (before Reset, or from elsewhere) may have written it.
cache-agree-nothing = They agree: nothing was read from the cache or written to it.
cache-agree-amounts = They agree on what was read and written. The amounts differ because the page estimates tokens (about 4 characters per token) while the provider counts with its own tokenizer, and adds its own tokens for the tools.

## The session panel: its fields' names
panel-session-id = id
panel-session-agent = agent
panel-session-status = status
panel-session-thread = thread
panel-session-queued = queued
panel-session-runs = runs
panel-session-compacted = compacted
# How many times the thread was compacted.
panel-session-compactions =
    { $n ->
        [0] never
        [one] { $n } time
       *[other] { $n } times
    }
panel-sessions-caption = sessions: each sub-agent has its own

## The turn panel
panel-turn-none = no turn yet
panel-turn-number = number
panel-turn-request = request
panel-turn-carries = carries
panel-turn-events = events
# The request's title.
panel-turn-summary = summary before turn { $n }
panel-turn-title = turn { $n }
panel-turn-attempt = turn { $n }, attempt { $attempt } of { $max }
# What the request carries: $messages and $tools are panel-n-messages and panel-n-tools. "summarize" is the runner's instruction.
panel-turn-carries-summary = instructions + tools + the { $messages } to summarize + "summarize"
panel-turn-carries-thread = instructions + { $tools } + thread of { $messages }

## The agent panel
panel-agent-name = name
panel-agent-tools = tools
panel-agent-hands-work-to = hands work to
panel-agent-limits = limits
panel-agent-hooks = hooks
panel-limit-max-turns = max turns: { $n }
panel-limit-context-window = context window: { $tokens } tok
# $time: a length of time, such as "30 s".
panel-limit-tool-time = tool time limit: { $time }
panel-limit-stream-idle = stream idle timeout: { $time }
# The label before the permission mode's menu; its options are the modes' names in the scenario files, kept as they are.
panel-permission-mode-label = permission mode
# The menu's accessible name.
panel-permission-mode = Permission mode
panel-rules-caption = rules (change one to run again from here)
# The menu of one tool's rule; its options (allow, ask, deny) are the words of the scenario files, kept as they are.
panel-rule-for = Rule for { $tool }
# A badge on a rule the user set or saved with Always allow.
panel-rule-saved = saved
# A badge on a rule the permission mode decides.
panel-rule-by-mode =
    { $mode ->
        [acceptEdits] by accept-edits mode
        [plan] by plan mode
        [bypassPermissions] by bypass-permissions mode
       *[default] by default mode
    }

## The permission panel
panel-permission-none = nothing waiting
panel-permission-id = id
panel-permission-asked-by = asked by
panel-permission-call = call
panel-permission-input = input
panel-permission-replies = replies
# The three answers, as the question's buttons say them.
panel-permission-answers = once · always · deny

## The scrubber's words for a step (read by screen readers), also the figure's title
# $part, $from, $to: the diagram's parts (runner, llm…); $label: the message.
stepper-step-inside = Step { $k } of { $n }: { $part }: { $label }
stepper-step-sends = Step { $k } of { $n }: { $from } sends { $label } to the { $to }

## The downloaded figure (an SVG of one step)
# $title: the scenario's title; $message: the step's message in words.
figure-title = Step { $k } of { $n } of “{ $title }”: { $message }
# $panels: the names of the panels that changed, comma separated.
figure-desc-changed = Changed at this step: { $panels }.
figure-desc-link = Link: { $link }
figure-no-panel = No panel changed at this step.
# A panel's heading in the figure: $panel is its name (panel-name).
figure-panel-changed = { $panel } · changed
figure-lane = sub-agent: { $name }
figure-lane-unknown = a sub-agent's session
figure-context-total = { $tokens } tok · { $caption }
figure-context-figures = { $cached } cached · { $written } written · { $uncached } uncached
figure-context-window = window: { $tokens } tok
figure-session-status = status: { $status }
figure-session-thread = thread: { $messages }
figure-session-queued-runs = queued: { $queued } · runs: { $runs }
figure-turn-carries = carries: { $request }
figure-turn-events = events: { $n }
figure-permission-asked = { $id } asked by { $agent }
figure-permission-replies = replies: once · always · deny

## The exported trace (JSON): how the run ended
export-ending =
    { $ending ->
        [idle] idle
        [waiting] waiting for you
       *[broken] broken: { $reason }
    }

# A permission mode's name, by its key.
mode-name =
    { $mode ->
        [acceptEdits] accept-edits mode
        [plan] plan mode
        [bypassPermissions] bypass-permissions mode
       *[default] default mode
    }
# Why a request read from the prompt cache what it read: known exactly on a run of this harness.
cache-cause-first = The first request: the cache held nothing yet.
cache-cause-below-minimum = Under { $min } tokens: too short to be cached at all.
cache-cause-extends = It read everything the previous request stored; only what was added since is new.
cache-cause-shared-head = Its session's first request: it read the part another request stored before (the system prompt, or the same instructions and tools).
cache-cause-new-prefix = Its session's first request: no request had sent these instructions and tools before.
cache-cause-compacted = A compaction rewrote the thread: at most the instructions and tools could be read.
cache-cause-earlier-below-minimum = The previous request was too short to be stored, so there was nothing to read.
cache-cause-out-of-reach = The previous request's prefix is stored, but more than { $lookback } blocks behind this request's breakpoint, too far for it to look.
# The same, inferred from a session log's figures and events.
cache-inferred-first = Inferred: the log's first request, so the cache held none of it (unless an earlier session stored the same start).
cache-inferred-sub-agent = Inferred: a sub-agent's first request; its instructions were new to the cache.
cache-inferred-read = Inferred: it read what earlier requests stored.
cache-inferred-compaction = Inferred: a compaction rewrote the thread before this request; { $missed } tokens the previous request stored were not read.
cache-inferred-model = Inferred: the model changed ({ $from } → { $to }) and each model has its own cache; { $missed } tokens were not read.
cache-inferred-expired = Inferred: { $minutes } minutes passed since the previous request, longer than the cache's { $lifetime }-minute lifetime; { $missed } tokens were not read.
cache-inferred-unexplained = Inferred: it read { $missed } tokens less than the previous request stored, and the log does not say why (a change of tools, instructions or mode would do it).
cache-inferred-no-figures = The log has no token figures for this request or the one before, so nothing can be said of its cache read.
# The short mark of a missed request on the per-request chart, and in the summary's sums.
cache-miss-mark =
    { $cause ->
        [first] first request
        [below-minimum] too short
        [new-prefix] new agent
        [compaction] compaction
        [earlier-below-minimum] nothing stored
        [out-of-reach] out of reach
        [sub-agent] sub-agent's start
        [model] model switch
        [expired] cache expired
       *[unexplained] not explained
    }
cache-miss-line = { $n } × { $cause }: { $tokens } tokens not read from the cache
# How a request's figures were made, opened from the per-request chart.
arith-request = { $cached } read from the cache + { $uncached } not read from it = { $total } tokens sent
arith-written = Of those not read, { $written } were written to the cache for later requests.
arith-written-unknown = What was written to the cache is not reported (OpenAI reports no such figure).
arith-reported-log = Reported by the { $source } log.
arith-reported-server = Reported by the server.
arith-estimated = Estimated by this page: about 4 characters per token, and its own model of the cache.
arith-part = { $tokens } { $kind }
arith-sum = { $parts } = { $total } tokens
