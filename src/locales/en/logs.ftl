# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

# (end of Antigravity CLI)

## GitHub Copilot CLI

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

# (end of the picker)
