# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini-CLI-Chat, JSON Lines (der letzte Eintrag jeder Nachricht gilt)
log-format-gemini-json = Gemini-CLI-Chat, ein JSON-Dokument (vor 0.39)
log-format-gemini-both = Gemini-CLI-Chats, JSON-Dokumente und JSON Lines
log-gemini-no-call = die Eltern-Session ist gelesen, aber kein Aufruf darin nennt sie (`agentId`)
log-gemini-parent-missing = die Eltern-Session { $parent } ist nicht unter den gelesenen Dateien
log-gemini-parent-unknown = das Log sagt nicht, welche Session sie gestartet hat
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
