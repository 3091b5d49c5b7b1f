# What is wrong: a scenario file the page cannot load, a session log it cannot read (or reads
# only in part), a live model's server that fails to answer.
# Keep `llm`, tool names, field names, file paths, commands and code as they are. Variables
# ($name) are filled in by the page.

## A scenario file that cannot be loaded
# The page shows "<file>: <field>: <message>", e.g. "bad.json: agent.tools[0]: expected a tool
# described in tools, found "write_file"". Each message says what the field should hold and what
# the file holds instead. $found is the file's value as written in it, in double quotes.
# $problem is the JSON reader's own explanation (in English).
err-scenario-not-json = 不是有效的 JSON（{ $problem }）
err-scenario-bad-id = 应为小写字母、数字和连字符，实际为 { $found }
err-scenario-empty-message = 应为一条消息的文本，实际为空字符串
# $tools lists the agent's tools, separated by commas.
err-scenario-not-agents-tool = 应为该智能体的工具之一（{ $tools }），实际为 { $found }
# `cache.step`: how many tokens the prompt cache counts in.
err-scenario-cache-step = 应至少为 1 个 token，实际为 0
err-scenario-empty-name = 应为一个名称，实际为空字符串
# "tools" is the field that describes the tools.
err-scenario-undescribed-tool = 应为 tools 中描述过的工具，实际为 { $found }
err-scenario-tool-twice = { $found } 已经是该智能体的工具：只需列出一次
# $tool is the tool that loads the deferred tools (tool_search).
err-scenario-needs-search-tool = 带有延迟加载工具的智能体需要 { $tool } 工具来加载它们：请添加它
# "subagents" is a field of the file; $agents lists the agents it defines, separated by commas.
err-scenario-unknown-agent = 应为 subagents 中定义的智能体（{ $agents }），实际为 { $found }
# As above, when the file defines no sub-agent.
err-scenario-unknown-agent-none = 应为 subagents 中定义的智能体（但其中没有定义任何智能体），实际为 { $found }
# "agents" is the field naming the agents an agent hands work to; $tools lists its tools.
err-scenario-needs-task-tool = 应包含 task 工具，因为 agents 指定了可以委派工作的智能体，实际工具为 { $tools }
err-scenario-no-task-agents = 应为 task 工具可以启动的智能体，实际没有
err-scenario-no-replies = 应至少有一条预设回复，实际没有
err-scenario-empty-tool = 应为工具名称，实际为空字符串
err-scenario-call-id-twice = 应为该回复中其他调用都没有用过的 id，实际 { $found } 重复出现
# "pieces": the chunks a reply's text streams in.
err-scenario-chunks = 应为拼接起来正好等于回复文本的片段，实际不是
err-scenario-breaks-and-stalls = 流应当要么中断、要么停止输出，实际两者都有
err-scenario-empty-error = 应为一条说明什么出了故障的消息，实际为空字符串
err-scenario-calls-in-broken-reply = 流会中断的回复中应当没有工具调用，实际有
err-scenario-empty-summary = 应为摘要的文本，实际为空字符串
# A task call's input: $agent is the calling agent's name, $agents the agents it may start.
err-scenario-task-no-agent = 应为 { $agent } 的某个智能体的名称（{ $agents }），实际没有
err-scenario-task-unknown-agent = 应为 { $agent } 的某个智能体（{ $agents }），实际为 { $found }
err-scenario-task-no-prompt = 应为子智能体启动时使用的提示词，实际没有
err-scenario-agent-name-twice = 应为其他智能体都没有用过的名称，实际 { $found } 重复出现
# `maxDepth`: how deep sub-agents may nest.
err-scenario-max-depth-zero = 应至少为 1，实际为 0（不需要子智能体时请省略它）
# $cycle: the agents handing work around, joined by arrows ("main → helper → main").
err-scenario-needs-max-depth = 应有深度上限，因为智能体之间在循环委派工作（{ $cycle }），实际没有
err-scenario-max-turns-zero = 应至少为 1 轮，实际为 0
err-scenario-timeout-zero = 应至少为 1 毫秒，实际为 0
# $head and $window are numbers of tokens, as digits; $window is the agent's context window.
err-scenario-context-window = 应大于系统提示词、指令和工具所占的 { $head } 个 token，实际为 { $window }
err-scenario-skill-name-twice = { $found } 已经是另一个技能的名称
err-scenario-memory-path = 应为文件路径，例如 CLAUDE.md 或 src/CLAUDE.md
err-scenario-memory-path-twice = { $found } 已经是另一个记忆文件的路径
# $tool is the tool that loads a skill (Skill).
err-scenario-needs-skill-tool = 带有技能的智能体需要 { $tool } 工具来加载它们：请添加它
err-scenario-empty-hook-command = 应为钩子要运行的命令，实际为空字符串
# $event is a hook event's name (Stop, SessionStart…); "tool" is the field to remove.
err-scenario-hook-once-tool = { $event } 钩子在一次运行中只执行一次，不针对某个工具：请删除 tool
err-scenario-no-hook-answers = 应至少有一个回答
# $kinds lists the answers the event allows (pass, allow, deny…), joined by err-scenario-either.
err-scenario-hook-answers = { $event } 钩子的回答应为 { $kinds }，实际为 { $found }
# Two answers' kinds as alternatives; $first may itself be such a pair ("pass or allow or deny").
err-scenario-either = { $first } 或 { $second }
# "recorded" is the field to remove.
err-scenario-hook-once-recorded = { $event } 钩子在一次运行中只执行一次，不针对调用：请删除 recorded
err-scenario-hook-cannot-answer = { $event } 钩子不能回答 { $found }
# "Stop", "block" and "pass" are the file's own words for the event and the answers.
err-scenario-stop-hook-blocks = 最后一个回答是 block 的 Stop 钩子永远不会让运行结束：请以 pass 结尾
# $hook names the earlier hook as the file does, e.g. "hooks[0]".
err-scenario-hook-shadowed = 这个钩子会执行的每一次 { $event }，{ $hook } 都已经会执行：只有排在前面的那个会运行

## A session log that cannot be read
# The log reader's explanations, each starting with the file's name or path ($file). $claude and
# $codex are where Claude Code keeps its transcripts and Codex CLI its rollouts, as paths.
err-log-no-files = 没有提供文件：请拖入一个 Claude Code 对话记录（{ $claude }）、Codex CLI rollout 文件（{ $codex }）、Gemini CLI 聊天记录、opencode 导出文件、Antigravity CLI 对话记录、Copilot CLI 的 events.jsonl 或 OpenTelemetry trace 文件
err-log-empty = { $file }：文件是空的。请拖入一个有内容的会话日志：Claude Code 对话记录（{ $claude }）、Codex CLI rollout 文件（{ $codex }），或其他智能体的日志（README 列出了各智能体把日志保存在哪里）
err-log-binary = { $file }：这不是文本文件（它包含 NUL 字节，或者不是 UTF-8）。会话日志是 JSON 文本：Claude Code 对话记录（{ $claude }）、Codex CLI rollout 文件（{ $codex }），以及 README 列出的其他智能体的日志
err-log-compressed = { $file }：该文件用 zstd 压缩过：请先解压，例如 `zstd -d { $file }`，然后拖入它生成的 .jsonl 文件
# In the path, <date> and <thread id> stand for the parts that vary; thread.started is the name of a line's type.
err-log-codex-exec = { $file }：这是 `codex exec --json` 的输出（thread.started、item.completed…），是供脚本使用的事件流，不是会话日志。请改为打开该会话的 rollout 文件：~/.codex/sessions/YYYY/MM/DD/rollout-<日期>-<线程 id>.jsonl（线程 id 在 thread.started 那一行中）
# $looks says what the file seems to be: one of the err-log-looks-… messages below.
err-log-unknown-format = { $file }：不是已知格式的会话日志（{ $looks }）。已知格式：Claude Code 对话记录（{ $claude }）、Codex CLI rollout 文件（{ $codex }）、Gemini CLI 聊天记录、opencode 导出文件、Antigravity CLI 对话记录、Copilot CLI 事件和 OpenTelemetry trace（OTLP JSON）
err-log-only-metadata = { $file }：这是子智能体的元数据，不是对话记录：请把它和该会话的 .jsonl 文件一起拖入
# $format is the log's format, one of the err-log-format-… messages below.
err-log-no-conversation = { $file }：这个 { $format } 日志中没有对话（只有标题、快照或设置）。请拖入该会话的对话记录
# Followed by one line per file, each with its own explanation.
err-log-nothing-readable = 这 { $files } 个文件都无法读取：
# What a file of no known format seems to be, in err-log-unknown-format.
err-log-looks-prompt-history = 它是 Claude Code 的提示词历史（~/.claude/history.jsonl），不是会话对话记录
err-log-looks-empty-objects = 它的每一行都是空的 JSON 对象
# $keys lists the keys of the file's first JSON line, separated by commas.
err-log-looks-keys = 带有键 { $keys } 的 JSON 行
err-log-looks-document = 一个跨多行的 JSON 文档，而不是每行一个 JSON 对象
err-log-looks-not-json = 它开头的几行不是 JSON

## How the log reader names a log's format
# Shown when a log is opened ("Opened 3 files (…)") and as the imported run's description.
# isSidechain, agent-*.jsonl and <session>/subagents/ are the log's own names.
err-log-format-claude-1-0 = Claude Code 1.0（子智能体内联在其中，标记为 isSidechain）
err-log-format-claude-2-0 = Claude Code 2.0（子智能体在平铺的 agent-*.jsonl 文件中）
err-log-format-claude-2-1 = Claude Code 2.1（子智能体在 <session>/subagents/ 中）
# $version is a Claude Code version newer than the reader knows, e.g. "2.4".
err-log-format-claude-newer = Claude Code { $version }，比本读取器了解的版本更新（按 2.1 读取）
err-log-format-claude-unknown = Claude Code（未记录版本）
err-log-format-claude-meta = Claude Code 子智能体元数据（.meta.json）
# "bare" and "envelope": the two ways Codex has written its rollouts' lines.
err-log-format-codex-both = Codex rollout，裸格式（2025 年 9 月之前）和信封格式
err-log-format-codex-bare = Codex rollout，裸格式（2025 年 9 月之前）
err-log-format-codex-envelope = Codex rollout，信封格式（2025 年 9 月起）

## What a log does not hold, said where the replay of it would show it
# These stand in for text the log lacks: the run's title, a tool's description, the system
# prompt, a message, a reply, a summary, a hook's reason or command.
# $tool is the agent's name (Claude Code, Codex).
err-log-session-title = 你的 { $tool } 会话
err-log-no-description = （它的描述不在日志中。）
err-log-no-instructions = （日志中没有：这个智能体不会把它的系统提示词写入会话日志。）
err-log-no-message = （日志没有记录消息。）
err-log-went-on = （日志所属的 harness 没有等新消息就继续了。）
err-log-summary-encrypted = （摘要已加密：只有服务商能读取。）
err-log-summary-missing = （日志没有记录摘要。）
# The prompt a sub-agent started with.
err-log-no-prompt = （日志没有记录提示词。）
# Shown in place of a hook's command. Keep the round bracket "(" (ASCII) first: it tells the page
# this is no command.
err-log-no-command = (日志没有写明它的命令)
err-log-no-reply = （日志到此结束：没有记录对这条消息的回复。）
err-log-no-reason = （日志没有记录原因）
# A failed request the log records without its message: $status is its HTTP status code.
err-log-api-error = API 错误 { $status }
err-log-api-error-unknown = API 错误
# In a tool's result, where a tool search loaded a tool's definition: $tool is the tool's name.
err-log-tool-schema = [{ $tool } 的 schema 在这里加入请求；日志没有保存它的文本]
err-log-tool-schema-unnamed = [某个工具的 schema 在这里加入请求；日志没有保存它的文本]

## What the log's harness added to the requests on its own, as the replay labels it
# $label is one of the err-log-note-… messages below (or the log's own name for it), $text what
# the harness added.
err-log-note = { $label }：{ $text }
err-log-note-skills-listed = 列出的技能
err-log-note-skills-put-back = 放回的技能
err-log-note-tools-listed = 按名称列出的工具
err-log-note-memory-file = 一个记忆文件
err-log-note-agents-listed = 列出的智能体
err-log-note-mcp-instructions = MCP 服务器的说明
err-log-note-todo-list = 待办列表
err-log-note-file-before-compaction = 压缩前读取的一个文件
err-log-note-file = 一个文件
err-log-note-note = 一条备注
err-log-note-environment = 环境信息
err-log-note-agents-md = 记忆文件 AGENTS.md
err-log-note-policy = 审批与沙箱策略
err-log-note-skill = 一个技能
err-log-note-instructions = harness 的指令
err-log-note-command = 一条命令及其输出
err-log-note-notification = 后台任务的通知

## A live model's server that fails to answer
# Shown where the run stops or retries. Most messages below come without their final full stop:
# err-sentence adds it. $snippet is the start of what the server sent, $status an HTTP status code,
# $model the model's name as the server gave it.
# Ends an error message: $text is the message without its final full stop.
err-sentence = { $text }。
err-live-ended-early = 模型还没写完回复，流就结束了
err-live-html-stream = 服务器返回的是 HTML 页面，而不是事件流；请检查端点地址
err-live-unreadable-json = 服务器返回的 JSON 无法读取（`{ $snippet }`）
err-live-event-not-json = 服务器发送了一个不是 JSON 的事件（`{ $snippet }`）
err-live-http-404-model = 找不到模型 `{ $model }`（HTTP 404）
# $lead is one of the HTTP messages below; $detail the server's own explanation, in its words.
err-live-http-detail = { $lead }：{ $detail }
err-live-http-html = { $lead }；它返回的是 HTML 页面，而不是 JSON 格式的错误

## A server of the Chat Completions API (OpenAI, Ollama, vLLM…)
# $message is the server's own explanation, in its words.
err-openai-server-error = 服务器报告了一个错误：{ $message }
err-openai-not-chunk = 服务器发送了一个不是 chat completion chunk 的事件（`{ $snippet }`）
err-openai-http-401 = 服务器拒绝了这个 API 密钥（HTTP 401）
err-openai-http-403 = 服务器拒绝了使用这个 API 密钥的访问（HTTP 403）
err-openai-http-404 = 找不到模型或端点路径（HTTP 404）；请检查端点地址（通常以 /v1 结尾）和模型名称
err-openai-http-timeout = 服务器超时（HTTP { $status }）
err-openai-http-413 = 请求太大，服务器无法处理（HTTP 413）
err-openai-http-429 = 服务器正在对请求限流（HTTP 429）；请稍等后重试
err-openai-http-rejected = 服务器拒绝了这个请求（HTTP { $status }）
err-openai-http-500 = 服务器发生内部错误（HTTP 500）
err-openai-http-unavailable = 服务器不可用或已过载（HTTP { $status }）；请稍后重试
err-openai-http-failed = 服务器出错（HTTP { $status }）
err-openai-http-other = 服务器返回了 HTTP { $status }
# The request got no answer at all. $url is the address asked, $origin this page's origin; the
# message is whole, with its full stops.
err-openai-unreachable = 无法访问 { $url }。服务器是否在运行？它是否允许来自本页面（{ $origin }）的请求？如果是 Ollama，请用 OLLAMA_ORIGINS={ $origin } 启动它；托管的端点需要填写它的基础地址，通常以 /v1 结尾。

## Anthropic's Messages API
err-anthropic-not-event = 服务器发送了一个不是 Messages API 事件的事件（`{ $snippet }`）
err-anthropic-json-document = 服务器返回的是单个 JSON 文档，而不是事件流
# $text is the API's own explanation, $kind its type of error (overloaded_error…).
err-anthropic-api-error = API 报告了一个错误：{ $text }
err-anthropic-api-error-kind = API 报告了一个错误：{ $text }（{ $kind }）
err-anthropic-http-400 = API 拒绝了这个请求（HTTP 400）
err-anthropic-http-401 = API 拒绝了这个 API 密钥（HTTP 401）；请检查密钥
err-anthropic-http-402 = 该账户存在计费问题（HTTP 402）
err-anthropic-http-403 = 这个 API 密钥无权使用该模型或资源（HTTP 403）
err-anthropic-http-404 = 找不到模型或端点路径（HTTP 404）；请检查端点地址（例如 https://api.anthropic.com/v1）和模型名称
err-anthropic-http-timeout = API 超时（HTTP { $status }）；请重试
err-anthropic-http-413 = 请求超出了 API 接受的大小（HTTP 413）
err-anthropic-http-429 = API 正在对这个密钥限流（HTTP 429）；请稍等后重试
err-anthropic-http-500 = API 发生内部错误（HTTP 500）；请重试
err-anthropic-http-529 = API 已过载（HTTP 529）；请稍后再试
err-anthropic-http-failed = API 出错（HTTP { $status }）；请重试
err-anthropic-http-other = API 返回了 HTTP { $status }
# "refusal" is the API's stop reason; $why the model's explanation, in its words.
err-anthropic-refusal = 模型拒绝回答（停止原因：refusal）
err-anthropic-refusal-why = 模型拒绝回答（停止原因：refusal）：{ $why }
# As err-openai-unreachable, for Anthropic's API.
err-anthropic-unreachable = 无法访问 { $url }。请检查端点地址（Anthropic 的 API 是 https://api.anthropic.com/v1）和网络；如果中间有代理，它必须允许来自本页面（{ $origin }）的请求。
