# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini CLI chat, JSON Lines (latest record of each message wins)
log-format-gemini-json = Gemini CLI chat, one JSON document (before 0.39)
log-format-gemini-both = Gemini CLI chats, JSON documents and JSON Lines
log-gemini-no-call = its parent session is read, but no call there names it (`agentId`)
log-gemini-parent-missing = its parent session { $parent } is not in the files read
log-gemini-parent-unknown = the log does not say which session started it
# (end of Gemini CLI)

## opencode

log-format-opencode = opencode export (JSON, one session per file)
log-format-opencode-file = opencode {$version} export
log-opencode-parent-missing = its parent session {$parent} is not in the files read

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity CLI transcript, JSON Lines (one step per line; no token counts recorded)
log-antigravity-parent-unknown = the step that started this sub-agent is not in the files read

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI events.jsonl (output tokens per call; input and cache tokens per model for the whole session, from session.shutdown)
log-copilot-parent-unknown = the call that started sub-agent { $agent } is not in the files read
log-copilot-compaction-failed = compaction failed (no reason recorded)

# (end of GitHub Copilot CLI)

## OpenTelemetry

log-format-otlp = OpenTelemetry traces (OTLP JSON: spans joined into one tree per trace, tokens summed over model-call spans only)
log-format-otlp-file-genai = OpenTelemetry traces, GenAI semantic conventions (OTLP JSON)
log-format-otlp-file-claude = Claude Code traces (beta spans, OTLP JSON)
log-format-otlp-file-events = Claude Code events (OTLP logs JSON)
log-format-otlp-file-other = OTLP JSON with no GenAI or Claude Code spans
log-otlp-text-not-recorded = (text not recorded)
log-otlp-call-failed = The model call failed; the trace records no message.

# (end of OpenTelemetry)

## Runs in a folder: the picker

# One run of a folder, in the list to pick from: "Gemini CLI 0.21.0 · fix the tests · 2026-03-01 09:00 UTC · 14 llm requests, 2 sub-agents". $tool is the tool's name and version, $name the run's title or the start of its first prompt, $when a date.
logs-run-choice = { $tool } · { $name } · { $when } · { $requests ->
        [one] 1 llm request
       *[other] { $requests } llm requests
    }{ $agents ->
        [0] {""}
        [one] , 1 sub-agent
       *[other] , { $agents } sub-agents
    }
# A run with neither a title nor a prompt.
logs-run-unnamed = (no title, no prompt)
# The picker's heading, when a folder (or several files) hold several runs.
logs-choose-heading = These files hold { $runs } runs. Pick one to step through:
logs-choose-note = Newest first, of every tool found. They were read here; nothing has left the page.

# (end of the picker)

## What the summary says of these formats' figures

# How a figure was made: the sum of one field of the log, named as the log names it ($field, e.g. "tokens.cache.read").
logs-how-sum = The sum of each request's { $field }.
# As files-how-uncached-codex, for another tool whose input figure holds the cached part. $input and $cached are the log's field names.
logs-how-uncached-inside = { $total } { $input } − { $read } { $cached } = { $uncached }: { $tool } counts the cached part inside its input, so the uncached part is the difference.
# The same, for a tool whose input figure holds the cache writes too. $writes is the log's field name for them.
logs-how-uncached-inside-writes = { $total } { $input } − { $read } { $cached } − { $written } { $writes } = { $uncached }: { $tool } counts what was read from and written to the cache inside its input, so the uncached part is the difference.
# A tool that reports no cache writes.
logs-how-write-unknown = { $tool } reports no cache write figure, so none is shown: not 0, unknown.
logs-how-total-no-writes = { $uncached } uncached + { $read } read from the cache = { $total } tokens sent.
# A log with no token figures at all.
logs-how-no-tokens = The { $tool } log records no token figures, so none is shown: not 0, unknown.
logs-how-requests-gemini = Each reply of the model ("gemini" message), counted once: a message written again as it changed is read as its last version.
logs-how-requests-opencode = Each step of an assistant message (step-start … step-finish), with the tokens its step-finish reports.
logs-how-requests-antigravity = Each PLANNER_RESPONSE step of the transcript.
logs-how-requests-copilot = Each assistant turn (assistant.turn_start … assistant.turn_end).
logs-how-requests-otel = Each inference span (chat, generate_content, text_completion, or Claude Code's claude_code.llm_request).
logs-gemini-no-system-prompt = the system prompt and the tool schemas
logs-gemini-no-approvals = the approval questions and answers: a call you declined shows as cancelled, how is not recorded
logs-gemini-no-retries = what happened between a request's retries
logs-opencode-no-system-prompt = the system prompt (unless the session overrides it) and the tool schemas
logs-opencode-no-permissions = the permission questions: a refusal shows as a failed call with its words, and an "always" answer is kept as a rule apart from the session
logs-opencode-no-stream = the stream's small events: each part arrives whole
logs-antigravity-no-tokens = any token figure: no request's size, cache or output is known
logs-antigravity-no-system-prompt = the system prompt and the tool schemas
logs-antigravity-no-permissions = the permission questions and answers
logs-copilot-no-per-call-input = each request's input and cache figures: Copilot CLI writes only its output tokens per request, and the input, cache and output of the whole session, per model, when the session ends
logs-copilot-no-schemas = the tool schemas
logs-copilot-no-stream = the stream's small events and the per-request usage events, which Copilot CLI does not write to disk
logs-otel-no-content = the messages' text, unless the agent was set to record it (OpenTelemetry leaves it out by default): the run steps by its structure and figures
logs-otel-no-system-prompt = the system prompt and the tool schemas, unless recorded as content
logs-otel-no-permissions = the permission questions, but for Claude Code's tool decisions

# Copilot CLI reports input and cache tokens only for a whole session, per model, when it ends.
logs-how-per-session = Reported by the { $tool } log for each whole session, per model, when it ended (session.shutdown's modelMetrics), not per request: added up here.
logs-how-output-only = { $n } of the requests without figures report their output tokens alone ({ $tool } writes only those per request).
# A trace file's report counts spans and log records, not lines. $unit is one of: spans, log-records, spans-and-log-records.
logs-records-read = { $unit ->
        [spans] { $n } spans read
        [log-records] { $n } log records read
       *[other] { $n } spans and log records read
    }
logs-records-read-skipped = { $unit ->
        [spans] { $n } spans read, { $skipped } skipped: { $reasons }
        [log-records] { $n } log records read, { $skipped } skipped: { $reasons }
       *[other] { $n } spans and log records read, { $skipped } skipped: { $reasons }
    }
# The summary's "lines skipped" figure when a trace file counts spans or log records.
logs-records-skipped-of = { $skipped } of { $read } (lines, spans or log records)

# (end of the summary's words)
