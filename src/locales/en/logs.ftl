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
