# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

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

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
