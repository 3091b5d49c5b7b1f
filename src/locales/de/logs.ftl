# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

# (end of Gemini CLI)

## opencode

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity-CLI-Transkript, JSON Lines (ein Schritt pro Zeile; keine Token-Zahlen aufgezeichnet)
log-antigravity-parent-unknown = der Schritt, der diesen Sub-Agenten gestartet hat, ist in den gelesenen Dateien nicht enthalten

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI events.jsonl (Output-Tokens pro Aufruf; Input- und Cache-Tokens pro Modell für die ganze Sitzung, aus session.shutdown)
log-copilot-parent-unknown = der Aufruf, der den Sub-Agenten { $agent } gestartet hat, ist in den gelesenen Dateien nicht enthalten
log-copilot-compaction-failed = Compaction fehlgeschlagen (kein Grund aufgezeichnet)

# (end of GitHub Copilot CLI)

## OpenTelemetry

# (end of OpenTelemetry)

## Runs in a folder: the picker

# (end of the picker)
