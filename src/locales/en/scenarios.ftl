# The built-in scenarios' titles and descriptions (src/scenarios/*.json), as "More scenarios",
# the chapters and the figure show them. English must equal the file's own words (tests/i18n.rs).

scenario-what-is-a-harness-title = What is an agent harness?
scenario-what-is-a-harness-description = One turn: the llm answers from what it knows and asks for no tool, so the runner stops.

scenario-read-file-title = What does README.md say?
scenario-read-file-description = Two turns, no question: a rule already allows read_file, so the runner reads the file at once.

scenario-run-tests-title = Run the tests
scenario-run-tests-description = The question: a rule says run_tests needs your okay, so the run pauses until you answer.

scenario-denied-tool-title = A tool under a deny rule
scenario-denied-tool-description = A rule denies write_file: the call gets a result saying so, and the llm explains instead of writing.

scenario-two-tools-title = Two tools in one reply
scenario-two-tools-description = One reply asks for two reads at once: each call gets exactly one result, matched by callId, in call order.

scenario-unknown-tool-title = An unknown tool
scenario-unknown-tool-description = The llm asks for a tool the agent does not have: the call gets an error result and the loop goes on.

scenario-two-clients-title = Two clients, one session
scenario-two-clients-description = Two windows prompt the same session at the same moment: the coordinator starts one run, and it answers both.

scenario-stop-title = Stop mid-run
scenario-stop-description = You press Stop while the llm is still writing: the stream is closed, what arrived stays in the thread, every call it asked for gets an interrupted result, and the session goes idle.

scenario-flaky-llm-title = The stream breaks, then recovers
scenario-flaky-llm-description = The connection to the llm drops twice. The runner retries each request after a wait that doubles, and the run ends with an answer.

scenario-llm-down-title = The llm fails for good
scenario-llm-down-description = Every attempt breaks. After three the runner gives up, tells you the run failed, and the session goes idle instead of hanging at running.

scenario-tool-fails-title = A tool fails
scenario-tool-fails-description = read_file is asked for a file that does not exist. Its result comes back flagged as an error; the llm reads it and tries another file.

scenario-tool-timeout-title = A tool times out
scenario-tool-timeout-description = The slow test suite runs past the agent's 30-second limit. The runner cancels it and the call gets a result flagged "timed out", which the llm explains.

scenario-turn-limit-title = Too many turns
scenario-turn-limit-description = The agent may take at most 3 turns per run. The llm keeps asking for one more file, so the runner stops at the limit and says why.

scenario-compaction-title = The context fills up
scenario-compaction-description = This agent's context window holds only 3,000 tokens. When the next request would not fit, the harness has the llm summarize the older messages and replaces them: the thread shrinks, and the prompt cache misses.

scenario-subagent-title = A sub-agent searches the code
scenario-subagent-description = The coder hands a search to an explorer sub-agent: a session of its own reads two files, and only its short answer joins the coder's context.

scenario-two-subagents-title = Two sub-agents from one reply
scenario-two-subagents-description = One reply asks for two sub-agents: explorer checks the README against the code, tester runs the tests and asks you first. They run one after the other, each in its own session.

scenario-stalled-stream-title = The stream goes quiet
scenario-stalled-stream-description = The llm's stream starts, then sends nothing more. After the agent's idle timeout the runner gives up on it, closes it and sends the request again, as after a broken stream.

scenario-anthropic-cache-title = A conversation on Anthropic's prompt cache
scenario-anthropic-cache-description = Two messages in one session, counted as Anthropic's cache counts: only the prefixes up to a request's breakpoints are written, exactly, and the second message's requests read what the first wrote.

scenario-hook-refuses-title = A hook refuses a call a rule allows
scenario-hook-refuses-description = A PreToolUse hook guards .env: it refuses the write though a rule allows write_file, and the llm reads why and takes another way.

scenario-hook-formats-title = A hook formats each edit
scenario-hook-formats-description = After every write_file, a PostToolUse hook runs the formatter; what it says joins the next request as a reminder, which the llm reads.

scenario-stop-hook-title = A stop hook: not done until the tests pass
scenario-stop-hook-description = The llm says it is done; a Stop hook runs the tests, finds them failing and sends it back to work, until they pass.

scenario-plan-mode-title = Plan mode: read and plan, then edit once you approve
scenario-plan-mode-description = The harness starts in plan mode: an edit is refused until you approve the plan; then accept-edits mode lets the edit run without asking.

scenario-skill-title = A skill: listed by one line, loaded when needed
scenario-skill-description = Each request lists the agent's skills by name and one line; the llm loads release-notes with the skill tool, and only then do its instructions join the thread.

scenario-memory-title = Memory files: loaded at the start, by folder, and again after a compaction
scenario-memory-description = CLAUDE.md is loaded when the session starts; src/CLAUDE.md when a file under src/ is first read; after the thread is compacted, both are loaded again.

scenario-mcp-tools-title = Tools from an MCP server: listed by name, found by search
scenario-mcp-tools-description = An MCP server's six tools are listed by name only; the llm searches for the two it needs, and only their schemas join the thread.
