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

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
