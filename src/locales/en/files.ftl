# Opening and saving: session logs, scenario files, hosted files, the live model, sharing, the keyboard help.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Opening a session log (the log reader)
# Beside the progress bar while a log is read; $percent is a whole number.
files-reading = Reading your log… { $percent } %
files-open-log = Open session log
files-open-folder = Open a log folder
# $why is one of the two messages below.
files-reader-not-loaded = The log reader could not be loaded: { $why }. Check the connection and try again; the rest of the page works as before.
files-reader-not-started = the browser would not start it
files-reader-files-not-loaded = its files could not be loaded
# $name is the file's name or path.
files-file-unreadable = { $name } could not be read: the browser refused to open it. Nothing was loaded.
# $problem is the log reader's own explanation.
files-log-not-opened = That log was not opened: { $problem }
files-reader-stopped = The log reader stopped while reading. Nothing was loaded.
# $format is the log's format as the reader names it, e.g. "Claude Code 2.1 (sub-agents in <session>/subagents/)".
files-log-opened =
    { $files ->
        [one] Opened { $files } file ({ $format }). It stays in this page: an imported run has no link to share.
       *[other] Opened { $files } files ({ $format }). It stays in this page: an imported run has no link to share.
    }

## "Imported session": the summary of an opened log
files-imported-session = Imported session
files-imported-read-here = Read in this page only: nothing of it left this page or was stored, and an imported run has no link to share.
# $sessions lists the other sessions, separated by semicolons.
files-imported-other-sessions = The files hold other runs too; open them again to pick another: { $sessions }
files-imported-files-read = Files read
files-imported-not-in-log = Not in the log, so not shown
# The figures' labels, in lower case.
files-figure-tool = tool and version
files-figure-models = models
files-figure-started = started
files-figure-requests = llm requests
files-figure-input-uncached = input tokens, uncached
files-figure-cache-read = read from cache
files-figure-cache-write = written to cache
files-figure-input-total = input tokens, total sent
files-figure-output = output tokens
files-figure-cache-misses = cache misses (inferred)
files-figure-cost = cost at list prices
files-figure-compactions = compactions
files-figure-sub-agents = sub-agents
files-figure-tool-calls = tool calls
files-figure-lines-skipped = lines skipped
files-figure-requests-without-usage = requests without token figures
# A figure's value when the log has none.
files-not-recorded = not recorded
files-cache-write-not-recorded = not recorded (this tool reports none)
# $when is a date and time in UTC ("2026-03-01 09:00 UTC"), $duration how long the run took ("4 min 12 s").
files-started-for = { $when }, for { $duration }
files-cache-misses = { $n ->
        [one] { $n } request, { $tokens } tokens not read from the cache
       *[other] { $n } requests, { $tokens } tokens not read from the cache
    }
files-output-at-least = { $n } (at least: some replies' final counts are not in the log)
files-lines-skipped-of = { $skipped } of { $read }
# One line per file: $name is the file's name, $read how it was read (the messages below).
files-file-line = { $name }: { $read }
# How each figure of the summary was made, opened from the figure.
files-how-reported-by-log = Reported by the { $tool } log, request by request, and added up here.
files-how-requests-claude = Each reply the log records, counted once by its message id (a reply written over several lines is one request).
files-how-requests-codex = Each run of model output the log records (reasoning, text, tool calls with no input between), with the token_usage_record or growing token_count that follows it; a run that never got one (its turn stopped or failed first) counts too, so this can be more than the log's own token_count rows.
files-how-requests-split = { $with } with token figures + { $without } without = { $total }
files-how-no-usage = Without token figures, as the events after them tell: { $causes }.
files-no-usage =
    { $cause ->
        [interrupted] { $n } stopped by the user before their count was written
        [failed] { $n } ended by an API error
        [compacted] { $n } followed by a compaction before their count
        [log-ended] { $n } at the end of the log, the run still going or the file cut
        [none-recorded] { $n } in a log that records no token figures
       *[unknown] { $n } with no count and no reason given
    }
files-how-uncached-claude = The sum of each request's input_tokens: the part neither read from nor written to the cache. Anthropic's API and ccusage call this "input".
files-how-uncached-codex = { $total } input_tokens − { $read } cached_input_tokens = { $uncached }: Codex counts the cached part inside its input, so the uncached part is the difference.
files-how-read-claude = The sum of each request's cache_read_input_tokens.
files-how-read-codex = The sum of each request's cached_input_tokens: part of Codex's input_tokens, not added to it.
files-how-write-claude = The sum of each request's cache_creation_input_tokens, reported by the log.
files-how-write-codex = OpenAI's cache stores prefixes on its own and reports no write figure, so none is shown: not 0, unknown.
files-how-total-claude = { $uncached } uncached + { $read } read from the cache + { $written } written to it = { $total } tokens sent.
files-how-total-codex = { $uncached } uncached + { $read } read from the cache = { $total } tokens sent: Codex's own input_tokens.
files-how-total-compare = Other tools may call either figure "input": compare the uncached part with ccusage's Input, and this total with what the requests carried.
files-how-output-claude = The sum of each request's output_tokens.
files-how-output-codex = The sum of each request's output_tokens, reasoning included.
files-how-unread-writes = { $tokens } tokens written to the cache were not read by the next request of their session.
files-how-misses-inferred = Inferred: a request that read at least 1,024 tokens less than the one before it stored missed; the log's events (a compaction, a model switch, a pause longer than the cache's lifetime, five minutes or an hour where the log records one-hour writes, a sub-agent's start) say why where they can.
files-lines-read =
    { $n ->
        [one] { $n } line read
       *[other] { $n } lines read
    }
# $reasons lists why, each made by one of the files-skip-… messages, separated by commas.
files-lines-read-skipped =
    { $n ->
        [one] { $n } line read, { $skipped } skipped: { $reasons }
       *[other] { $n } lines read, { $skipped } skipped: { $reasons }
    }
# Why $n lines of a log were skipped.
files-skip-not-json = { $n } not JSON
files-skip-not-text = { $n } not text
files-skip-cut-off = { $n } cut off at the end of the file
files-skip-unknown-kind = { $n } of an unknown kind
files-skip-newer-version = { $n } of a kind from a newer version
files-skip-duplicate = { $n } duplicates
files-skip-replayed-history = { $n } a replay of the parent session's history
files-skip-warmup = { $n } a warm-up sub-agent
files-skip-bookkeeping = { $n } the app's bookkeeping
files-skip-shown-to-you-only = { $n } shown to you only, never sent to the model
files-skip-hook-not-run = { $n } hooks at moments the page does not run (PreCompact, SessionEnd…) or inside sub-agents
files-skip-undone = { $n } taken back by a later rewind
# Another session in the files: $name is its title or id, $when when it started (or files-no-date).
files-other-session = { $name } ({ $when })
files-no-date = no date
# What a Claude Code log does not record.
files-claude-no-system-prompt = the system prompt and the tool schemas
files-claude-no-permissions = the permission questions and answers, but for a refusal: other calls show as allowed, how is not recorded
files-claude-no-stream = the stream's small events: each reply block arrives whole
files-claude-no-thinking = the thinking text, where the log keeps only a signature
# What a Codex log does not record.
files-codex-no-schemas = the tool schemas
files-codex-no-approvals = the approval questions and answers, but for a refusal: other calls show as allowed, how is not recorded
files-codex-no-stream = the stream's small events, and the tokens written to the cache
files-codex-no-reasoning = the reasoning, but for its summary

## The page's notices
# $model is the model's name as typed in the Live model dialog.
files-live-on = Live: type a message below to send it to { $model }.
files-live-still-running = The live run is still going: wait for its answer, or press Stop.
# $name is the file's name, or a hosted file's address.
files-loaded = Loaded { $name }.
# $problem says what is wrong with the file, in the scenario reader's words.
files-file-not-loaded = That file was not loaded: { $problem }
# The permission mode was switched during a live run; $mode is the mode's name in the settings.
files-live-mode-next =
    { $mode ->
        [acceptEdits] Accept-edits mode: a live run cannot be run again, so the mode applies from your next message.
        [plan] Plan mode: a live run cannot be run again, so the mode applies from your next message.
        [bypassPermissions] Bypass-permissions mode: a live run cannot be run again, so the mode applies from your next message.
       *[default] Default mode: a live run cannot be run again, so the mode applies from your next message.
    }
# A tool's rule was set during a live run; $tool is the tool's name, $decision the rule.
files-live-rule-next =
    { $decision ->
        [allow] { $tool } → allow: a live run cannot be run again, so this rule applies from your next message.
        [ask] { $tool } → ask: a live run cannot be run again, so this rule applies from your next message.
       *[deny] { $tool } → deny: a live run cannot be run again, so this rule applies from your next message.
    }
# $problem says what is wrong with the link.
files-link-not-opened = This link could not be opened: { $problem }. Showing the start instead.
files-link-past-end =
    { $steps ->
        [one] The link asks for step { $step }, but this run has { $steps } step; showing the last.
       *[other] The link asks for step { $step }, but this run has { $steps } steps; showing the last.
    }

## Sharing and saving: the buttons under the diagram and their notices
files-copy-link = Copy link to this step
files-copy-embed = Copy embed code
files-export-trace = Export trace (JSON)
files-download-figure = Download figure
files-download-png = Download figure as PNG
files-save-scenario = Save as scenario
files-load-scenario = Load scenario file
files-keep-text = Keep the text (otherwise each text is replaced by its length and a hash)
# Why Copy link and Copy embed code are off.
files-no-link-imported = An imported run cannot be shared by link: it stays in this page
files-no-link = Only the built-in scenarios and hosted files have links
files-link-copied = Link to this step copied.
files-embed-copied = Embed code copied.
# When the browser does not allow copying, the text is shown instead: $text is the address.
files-link-not-copied = Copying is not allowed here; the link to this step is: { $text }
# $text is the HTML code of the frame.
files-embed-not-copied = Copying is not allowed here; the embed code is: { $text }
# $problem is the error, as the program gives it.
files-trace-not-exported = The trace could not be exported: { $problem }
files-session-not-saved = The session could not be saved: { $problem }
files-file-not-text = That file was not loaded: { $name } could not be read as text.
# "Download figure" is the button files-download-figure.
files-png-failed = The browser could not draw the figure as a PNG; Download figure saves it as SVG.

## The Live model dialog
files-live-model = Live model
files-live-intro = Run the same harness on a real model: an OpenAI-compatible Chat Completions endpoint (OpenAI, OpenRouter, or a local server such as Ollama at http://localhost:11434/v1, started with OLLAMA_ORIGINS set to this page's address), or Anthropic's Messages API.
files-live-protocol = Protocol
files-live-endpoint = Endpoint
# The label of the field for the model's name.
files-live-model-name = Model
files-live-key = API key
# Shown inside the empty API key field.
files-live-key-optional = optional for a local server
files-live-key-note = The key stays in this page's memory and goes from your browser straight to this endpoint; it is never saved, logged or put in a link.
files-live-idle = Idle timeout (seconds)
files-live-idle-note = A stream that sends nothing for this long is given up on and tried again, as a broken one.
files-live-use = Use this model
files-live-cancel = Cancel

## The Keyboard shortcuts dialog
files-keyboard-shortcuts = Keyboard shortcuts
files-keys-where = Keys work whenever the focus is not in a text field.
# The keys' names, as printed on a keyboard.
files-key-space = Space
files-key-page-up-down = Page Up / Page Down
files-key-home = Home
files-key-end = End
files-key-escape = Escape
# What each key does.
files-key-play = Play or pause
# "Step by" is the stepper's control of that name.
files-key-step = Step back / forward (by event, llm request or prompt, as Step by says)
files-key-chapter = Previous / next chapter: a prompt, a sub-agent, a compaction, trouble
files-key-first = First step
files-key-last = Last step
files-key-stop = Stop the run while it is going
files-key-help = Show these keys
files-key-predict = Answer the question of Predict mode
files-close = Close

## The embed API: why a command from the page that embeds this one was refused
# $kind is what the command looked for (the API's own word); $step a step number.
files-embed-none-after =
    { $kind ->
        [question] there is no question after step { $step }
        [tool] there is no tool after step { $step }
       *[compaction] there is no compaction after step { $step }
    }
files-embed-no-question = there is no question to answer at step { $step }

## Save as scenario of an imported log, with its text hidden
# The title of the file saved.
files-redacted-title = A redacted session
# Stands in the file for each hidden text: its length in characters and a short hash ($hash, six hex digits) that tells equal texts apart.
files-redacted-text = [{ $n } characters · { $hash }]

# The two groups of buttons under the diagram (summaries of a disclosure).
files-group-share = Share and export
files-group-open = Open your own run

# The live-model dialog's checks of what the reader typed ($example: a sample value; $given:
# what was typed, shown as is).
live-choose-protocol = Choose a protocol.
live-bad-endpoint = The endpoint must be a web address starting with http:// or https://, such as { $example }; it was "{ $given }".
live-name-model = Name the model, such as { $example }.
live-bad-idle-timeout = The idle timeout is a number of seconds from 0.1 to 3600, such as 60; it was "{ $given }".
# Shown under the API key field for Anthropic's protocol.
live-key-in-page = Anthropic's API answers a web page only when the request says anthropic-dangerous-direct-browser-access: true. The name is a warning: the API key is then in the page, and any script running in it could read the key and spend on it. This page keeps the key in memory only, never stores it, and sends it only to the endpoint you gave. Use a key you can revoke, with a spending limit.

# What is wrong with a link (shown in a notice; the quoted values are the link's own).
link-bad-reply = the link's reply { $reply } is not once, always or decline
link-reply-no-client = the link's reply { $reply } names no client
link-not-text = the link's { $key } is not valid text
link-src-not-address = the link's src is not an address
link-bad-step = the link's step { $step } is not a step number
link-bad-stop = the link's stop { $stop } is not a step number
link-bad-rule = the link's rule { $rule } is not tool:decision
link-rules-not-text = the link's rules are not valid text
link-bad-decision = the link's rule decision { $decision } is not allow, ask or deny
link-bad-mode = the link's mode { $mode } is not default, acceptEdits, plan or bypassPermissions
# A scenario file named by ?src= (an address).
hosted-loading = Loading the scenario at { $url }…
hosted-unreachable = the address could not be reached (the network failed, or its server does not allow other sites to read it: CORS)
hosted-status = its server answered { $status }
hosted-not-text = its answer could not be read as text
hosted-not-loaded = The scenario at { $url } was not loaded: { $why }. Showing the start instead.
# What an imported run cost at its models' list prices.
cost-usd = ${ $amount }
cost-no-model = no model recorded
cost-parts = { $uncached } uncached input + { $read } cache reads + { $written } cache writes (5 minutes) + { $written_hour } cache writes (1 hour) + { $output } output = { $total }
cost-saved = The same tokens with no cache would have cost { $without }: the cache saved { $saved }.
cost-cost-more = The same tokens with no cache would have cost { $without }: the cache cost { $more } more (its writes cost more than its reads saved).
cost-miss = Misses of the cause "{ $cause }" cost { $extra } more than reading those tokens from the cache would have.
cost-unpriced =
    { $n ->
        [one] No known price for { $model } (1 request): left out of the sum.
       *[other] No known price for { $model } ({ $n } requests): left out of the sum.
    }
cost-source = List prices from { $source }, taken { $date }; what you paid may differ (a subscription, discounts, batch or regional rates).
cost-unknown = unknown: no known price for its models
cost-at-least = at least { $amount }
cost-loading = loading the price table…
cost-no-table = unknown: the price table could not be loaded ({ $why })
cost-request = Cost: { $amount } at { $model }'s list price of { $date }.
cost-request-unpriced = No known price for { $model }.
cost-request-no-model = No model is recorded for this request, so it has no price (a scripted llm is no real model).
# A dollar amount's whole part (grouped as the language groups numbers) and its decimals.
cost-decimal = { $whole }.{ $fraction }
