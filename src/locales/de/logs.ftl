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

log-format-otlp = OpenTelemetry-Traces (OTLP-JSON: Spans zu einem Baum je Trace verbunden, Tokens nur über Modellaufruf-Spans summiert)
log-format-otlp-file-genai = OpenTelemetry-Traces, GenAI-Semantic-Conventions (OTLP-JSON)
log-format-otlp-file-claude = Claude-Code-Traces (Beta-Spans, OTLP-JSON)
log-format-otlp-file-events = Claude-Code-Events (OTLP-Logs-JSON)
log-format-otlp-file-other = OTLP-JSON ohne GenAI- oder Claude-Code-Spans
log-otlp-text-not-recorded = (Text nicht aufgezeichnet)
log-otlp-call-failed = Der Modellaufruf ist fehlgeschlagen; der Trace enthält keine Meldung.

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
