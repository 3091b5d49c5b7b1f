# What is wrong: a scenario file the page cannot load, a session log it cannot read (or reads
# only in part), a live model's server that fails to answer.
# Keep `llm`, tool names, field names, file paths, commands and code as they are. Variables
# ($name) are filled in by the page.

## A scenario file that cannot be loaded
# The page shows "<file>: <field>: <message>", e.g. "bad.json: agent.tools[0]: expected a tool
# described in tools, found "write_file"". Each message says what the field should hold and what
# the file holds instead. $found is the file's value as written in it, in double quotes.
# $problem is the JSON reader's own explanation (in English).
err-scenario-not-json = not valid JSON ({ $problem })
err-scenario-bad-id = expected lowercase letters, digits and dashes, found { $found }
err-scenario-empty-message = expected the text of a message, found an empty string
# $tools lists the agent's tools, separated by commas.
err-scenario-not-agents-tool = expected one of the agent's tools ({ $tools }), found { $found }
# `cache.step`: how many tokens the prompt cache counts in.
err-scenario-cache-step = expected at least 1 token, found 0
err-scenario-empty-name = expected a name, found an empty string
# "tools" is the field that describes the tools.
err-scenario-undescribed-tool = expected a tool described in tools, found { $found }
err-scenario-tool-twice = { $found } is already one of the agent's tools: list it once
# $tool is the tool that loads the deferred tools (tool_search).
err-scenario-needs-search-tool = an agent with deferred tools needs the { $tool } tool to load them: add it
# "subagents" is a field of the file; $agents lists the agents it defines, separated by commas.
err-scenario-unknown-agent = expected an agent defined in subagents ({ $agents }), found { $found }
# As above, when the file defines no sub-agent.
err-scenario-unknown-agent-none = expected an agent defined in subagents (none is), found { $found }
# "agents" is the field naming the agents an agent hands work to; $tools lists its tools.
err-scenario-needs-task-tool = expected the task tool, since agents names agents to hand work to, found { $tools }
err-scenario-no-task-agents = expected the agents the task tool may start, found none
err-scenario-no-replies = expected at least one scripted reply, found none
err-scenario-empty-tool = expected a tool name, found an empty string
err-scenario-call-id-twice = expected an id no other call of this reply has, found { $found } again
# "pieces": the chunks a reply's text streams in.
err-scenario-chunks = expected pieces that join to the reply's text, found others
err-scenario-breaks-and-stalls = expected a stream that either breaks or goes quiet, found both
err-scenario-empty-error = expected a message saying what broke, found an empty string
err-scenario-calls-in-broken-reply = expected no tool calls in a reply whose stream breaks, found some
err-scenario-empty-summary = expected the text of a summary, found an empty string
# A task call's input: $agent is the calling agent's name, $agents the agents it may start.
err-scenario-task-no-agent = expected the name of one of { $agent }'s agents ({ $agents }), found none
err-scenario-task-unknown-agent = expected one of { $agent }'s agents ({ $agents }), found { $found }
err-scenario-task-no-prompt = expected the prompt the sub-agent starts with, found none
err-scenario-agent-name-twice = expected a name no other agent has, found { $found } again
# `maxDepth`: how deep sub-agents may nest.
err-scenario-max-depth-zero = expected at least 1, found 0 (leave it out for no sub-agents)
# $cycle: the agents handing work around, joined by arrows ("main → helper → main").
err-scenario-needs-max-depth = expected a depth limit, since agents hand work around in a cycle ({ $cycle }), found none
err-scenario-max-turns-zero = expected at least 1 turn, found 0
err-scenario-timeout-zero = expected at least 1 millisecond, found 0
# $head and $window are numbers of tokens, as digits; $window is the agent's context window.
err-scenario-context-window = expected more than the { $head } tokens of the system prompt, instructions and tools, found { $window }
err-scenario-skill-name-twice = { $found } is already the name of another skill
err-scenario-memory-path = expected a file's path, like CLAUDE.md or src/CLAUDE.md
err-scenario-memory-path-twice = { $found } is already another memory file's path
# $tool is the tool that loads a skill (Skill).
err-scenario-needs-skill-tool = an agent with skills needs the { $tool } tool to load them: add it
err-scenario-empty-hook-command = expected the command the hook runs, found an empty string
# $event is a hook event's name (Stop, SessionStart…); "tool" is the field to remove.
err-scenario-hook-once-tool = a { $event } hook runs once for the run, not for a tool: remove tool
err-scenario-no-hook-answers = expected at least one answer
# $kinds lists the answers the event allows (pass, allow, deny…), joined by err-scenario-either.
err-scenario-hook-answers = a { $event } hook answers { $kinds }, found { $found }
# Two answers' kinds as alternatives; $first may itself be such a pair ("pass or allow or deny").
err-scenario-either = { $first } or { $second }
# "recorded" is the field to remove.
err-scenario-hook-once-recorded = a { $event } hook runs once for the run, not for calls: remove recorded
err-scenario-hook-cannot-answer = a { $event } hook cannot answer { $found }
# "Stop", "block" and "pass" are the file's own words for the event and the answers.
err-scenario-stop-hook-blocks = a Stop hook whose last answer is block never lets the run end: end with pass
# $hook names the earlier hook as the file does, e.g. "hooks[0]".
err-scenario-hook-shadowed = { $hook } already runs at every { $event } this one would: only the first runs

## A session log that cannot be read
# The log reader's explanations, each starting with the file's name or path ($file). $claude and
# $codex are where Claude Code keeps its transcripts and Codex CLI its rollouts, as paths.
err-log-no-files = no file was given: drop a Claude Code transcript ({ $claude }), a Codex CLI rollout ({ $codex }), a Gemini CLI chat, an opencode export, an Antigravity CLI transcript, a Copilot CLI events.jsonl or an OpenTelemetry trace file
err-log-empty = { $file }: the file is empty. Drop a session log that has lines in it: a Claude Code transcript ({ $claude }), a Codex CLI rollout ({ $codex }), or another agent's log (the README lists where each keeps them)
err-log-binary = { $file }: this is not a text file (it holds NUL bytes or is not UTF-8). Session logs are JSON text: Claude Code transcripts ({ $claude }), Codex CLI rollouts ({ $codex }) and the other agents' logs the README lists
err-log-compressed = { $file }: the file is compressed with zstd: decompress it first, e.g. `zstd -d { $file }`, then drop the .jsonl it writes
# In the path, <date> and <thread id> stand for the parts that vary; thread.started is the name of a line's type.
err-log-codex-exec = { $file }: this is the output of `codex exec --json` (thread.started, item.completed…), a stream of events for scripts and not a session log. Open the session's rollout instead: ~/.codex/sessions/YYYY/MM/DD/rollout-<date>-<thread id>.jsonl (the thread id is in the thread.started line)
# $looks says what the file seems to be: one of the err-log-looks-… messages below.
err-log-unknown-format = { $file }: not a session log of a known format ({ $looks }). Known formats: Claude Code transcripts ({ $claude }), Codex CLI rollouts ({ $codex }), Gemini CLI chats, opencode exports, Antigravity CLI transcripts, Copilot CLI events and OpenTelemetry traces (OTLP JSON)
err-log-only-metadata = { $file }: this is a sub-agent's metadata, not a transcript: drop it together with the session's .jsonl files
# $format is the log's format, one of the err-log-format-… messages below.
err-log-no-conversation = { $file }: a log in the format { $format }, with no conversation in it (only titles, snapshots or settings). Drop the session's own log
# Followed by one line per file, each with its own explanation.
err-log-nothing-readable = none of the { $files } files could be read:
# What a file of no known format seems to be, in err-log-unknown-format.
err-log-looks-prompt-history = it is Claude Code's prompt history (~/.claude/history.jsonl), not a session transcript
err-log-looks-empty-objects = its lines are empty JSON objects
# $keys lists the keys of the file's first JSON line, separated by commas.
err-log-looks-keys = JSON lines with the keys { $keys }
err-log-looks-document = a JSON document over several lines, not one JSON object per line
err-log-looks-not-json = its first lines are not JSON

## How the log reader names a log's format
# Shown when a log is opened ("Opened 3 files (…)") and as the imported run's description.
# isSidechain, agent-*.jsonl and <session>/subagents/ are the log's own names.
err-log-format-claude-1-0 = Claude Code 1.0 (sub-agents inline, marked isSidechain)
err-log-format-claude-2-0 = Claude Code 2.0 (sub-agents in flat agent-*.jsonl files)
err-log-format-claude-2-1 = Claude Code 2.1 (sub-agents in <session>/subagents/)
# $version is a Claude Code version newer than the reader knows, e.g. "2.4".
err-log-format-claude-newer = Claude Code { $version }, newer than this reader knows (read as 2.1)
err-log-format-claude-unknown = Claude Code (version not recorded)
err-log-format-claude-meta = Claude Code sub-agent metadata (.meta.json)
# "bare" and "envelope": the two ways Codex has written its rollouts' lines.
err-log-format-codex-both = Codex rollouts, bare (before Sept 2025) and envelope formats
err-log-format-codex-bare = Codex rollout, bare format (before Sept 2025)
err-log-format-codex-envelope = Codex rollout, envelope format (Sept 2025 on)

## What a log does not hold, said where the replay of it would show it
# These stand in for text the log lacks: the run's title, a tool's description, the system
# prompt, a message, a reply, a summary, a hook's reason or command.
# $tool is the agent's name (Claude Code, Codex).
err-log-session-title = Your { $tool } session
err-log-no-description = (Its description is not in the log.)
err-log-no-instructions = (Not in the log: this agent does not write its system prompt to its session log.)
err-log-no-message = (The log records no message.)
err-log-went-on = (The log's harness went on without a new message.)
err-log-summary-encrypted = (The summary is encrypted: only the provider can read it.)
err-log-summary-missing = (The log does not record the summary.)
# The prompt a sub-agent started with.
err-log-no-prompt = (The log records no prompt.)
# Shown in place of a hook's command. Keep the round bracket "(" (ASCII) first: it tells the page
# this is no command.
err-log-no-command = (the log does not name its command)
err-log-no-reply = (The log ends here: it records no reply to this message.)
err-log-no-reason = (the log records no reason)
# A failed request the log records without its message: $status is its HTTP status code.
err-log-api-error = API error { $status }
err-log-api-error-unknown = API error
# In a tool's result, where a tool search loaded a tool's definition: $tool is the tool's name.
err-log-tool-schema = [the schema of { $tool } joins the request here; the log does not keep its text]
err-log-tool-schema-unnamed = [the schema of a tool joins the request here; the log does not keep its text]

## What the log's harness added to the requests on its own, as the replay labels it
# $label is one of the err-log-note-… messages below (or the log's own name for it), $text what
# the harness added.
err-log-note = { $label }: { $text }
err-log-note-skills-listed = skills listed
err-log-note-skills-put-back = skills put back
err-log-note-tools-listed = tools listed by name
err-log-note-memory-file = a memory file
err-log-note-agents-listed = agents listed
err-log-note-mcp-instructions = MCP servers' instructions
err-log-note-todo-list = the todo list
err-log-note-file-before-compaction = a file read before the compaction
err-log-note-file = a file
err-log-note-note = a note
err-log-note-environment = the environment
err-log-note-agents-md = memory file AGENTS.md
err-log-note-policy = approval and sandbox policy
err-log-note-skill = a skill
err-log-note-instructions = the harness's instructions
err-log-note-command = a command and its output
err-log-note-notification = a background task's notice

## A live model's server that fails to answer
# Shown where the run stops or retries. Most messages below come without their final full stop:
# err-sentence adds it. $snippet is the start of what the server sent, $status an HTTP status code,
# $model the model's name as the server gave it.
# Ends an error message: $text is the message without its final full stop.
err-sentence = { $text }.
err-live-ended-early = The stream ended before the model finished its reply
err-live-html-stream = The server answered with an HTML page instead of an event stream; check the base URL
err-live-unreadable-json = The server answered with JSON that could not be read (`{ $snippet }`)
err-live-event-not-json = The server sent an event that is not JSON (`{ $snippet }`)
err-live-http-404-model = The model `{ $model }` was not found (HTTP 404)
# $lead is one of the HTTP messages below; $detail the server's own explanation, in its words.
err-live-http-detail = { $lead }: { $detail }
err-live-http-html = { $lead }; it sent an HTML page instead of a JSON error

## A server of the Chat Completions API (OpenAI, Ollama, vLLM…)
# $message is the server's own explanation, in its words.
err-openai-server-error = The server reported an error: { $message }
err-openai-not-chunk = The server sent an event that is not a chat completion chunk (`{ $snippet }`)
err-openai-http-401 = The server refused the API key (HTTP 401)
err-openai-http-403 = The server refused access with this API key (HTTP 403)
err-openai-http-404 = The model or the endpoint path was not found (HTTP 404); check the base URL (often ending in /v1) and the model name
err-openai-http-timeout = The server timed out (HTTP { $status })
err-openai-http-413 = The request was too large for the server (HTTP 413)
err-openai-http-429 = The server is rate limiting requests (HTTP 429); wait and try again
err-openai-http-rejected = The server rejected the request (HTTP { $status })
err-openai-http-500 = The server had an internal error (HTTP 500)
err-openai-http-unavailable = The server is unavailable or overloaded (HTTP { $status }); try again later
err-openai-http-failed = The server failed (HTTP { $status })
err-openai-http-other = The server answered with HTTP { $status }
# The request got no answer at all. $url is the address asked, $origin this page's origin; the
# message is whole, with its full stops.
err-openai-unreachable = Could not reach { $url }. Is the server running, and does it allow requests from this page ({ $origin })? For Ollama, start it with OLLAMA_ORIGINS={ $origin }; a hosted endpoint needs its base URL, usually ending in /v1.

## Anthropic's Messages API
err-anthropic-not-event = The server sent an event that is not a Messages API event (`{ $snippet }`)
err-anthropic-json-document = The server answered with one JSON document instead of an event stream
# $text is the API's own explanation, $kind its type of error (overloaded_error…).
err-anthropic-api-error = The API reported an error: { $text }
err-anthropic-api-error-kind = The API reported an error: { $text } ({ $kind })
err-anthropic-http-400 = The API rejected the request (HTTP 400)
err-anthropic-http-401 = The API refused the API key (HTTP 401); check the key
err-anthropic-http-402 = The account has a billing problem (HTTP 402)
err-anthropic-http-403 = The API key may not use this model or resource (HTTP 403)
err-anthropic-http-404 = The model or the endpoint path was not found (HTTP 404); check the base URL (such as https://api.anthropic.com/v1) and the model name
err-anthropic-http-timeout = The API timed out (HTTP { $status }); try again
err-anthropic-http-413 = The request is larger than the API accepts (HTTP 413)
err-anthropic-http-429 = The API is rate limiting this key (HTTP 429); wait and try again
err-anthropic-http-500 = The API had an internal error (HTTP 500); try again
err-anthropic-http-529 = The API is overloaded (HTTP 529); try again in a moment
err-anthropic-http-failed = The API failed (HTTP { $status }); try again
err-anthropic-http-other = The API answered with HTTP { $status }
# "refusal" is the API's stop reason; $why the model's explanation, in its words.
err-anthropic-refusal = The model declined to answer (stop reason: refusal)
err-anthropic-refusal-why = The model declined to answer (stop reason: refusal): { $why }
# As err-openai-unreachable, for Anthropic's API.
err-anthropic-unreachable = Could not reach { $url }. Check the base URL (https://api.anthropic.com/v1 for Anthropic's API) and the network; a proxy in between must allow requests from this page ({ $origin }).
