# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini CLI 对话，JSON Lines（每条消息以最后一条记录为准）
log-format-gemini-json = Gemini CLI 对话，单个 JSON 文档（0.39 之前）
log-format-gemini-both = Gemini CLI 对话，JSON 文档和 JSON Lines
log-gemini-no-call = 已读取它的父会话，但其中没有调用指向它（`agentId`）
log-gemini-parent-missing = 它的父会话 { $parent } 不在已读取的文件中
log-gemini-parent-unknown = 日志没有说明是哪个会话启动了它
# (end of Gemini CLI)

## opencode

log-format-opencode = opencode 导出（JSON，每个文件一个会话）
log-format-opencode-file = opencode {$version} 导出
log-opencode-parent-missing = 其父会话 {$parent} 不在已读取的文件中

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity CLI 对话记录，JSON Lines（每行一个步骤；不记录 token 数）
log-antigravity-parent-unknown = 启动此子代理的步骤不在已读取的文件中

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI events.jsonl（输出 token 按每次调用；输入和缓存 token 按模型统计整个会话，来自 session.shutdown）
log-copilot-parent-unknown = 启动子代理 { $agent } 的调用不在已读取的文件中
log-copilot-compaction-failed = 压缩失败（未记录原因）

# (end of GitHub Copilot CLI)

## OpenTelemetry

log-format-otlp = OpenTelemetry 追踪（OTLP JSON：每个 trace 的 span 连成一棵树，token 只按模型调用 span 求和）
log-format-otlp-file-genai = OpenTelemetry 追踪，GenAI 语义约定（OTLP JSON）
log-format-otlp-file-claude = Claude Code 追踪（beta span，OTLP JSON）
log-format-otlp-file-events = Claude Code 事件（OTLP 日志 JSON）
log-format-otlp-file-other = 不含 GenAI 或 Claude Code span 的 OTLP JSON
log-otlp-text-not-recorded = （未记录文本）
log-otlp-call-failed = 模型调用失败；追踪中没有记录任何消息。

# (end of OpenTelemetry)

## Runs in a folder: the picker

# One run of a folder, in the list to pick from: "Gemini CLI 0.21.0 · fix the tests · 2026-03-01 09:00 UTC · 14 llm requests, 2 sub-agents". $tool is the tool's name and version, $name the run's title or the start of its first prompt, $when a date.
logs-run-choice = { $tool } · { $name } · { $when } · { $requests ->
       *[other] { $requests } 个 llm 请求
    }{ $agents ->
        [0] {""}
       *[other] ，{ $agents } 个子智能体
    }
# A run with neither a title nor a prompt.
logs-run-unnamed = （无标题，无提示词）
# The picker's heading, when a folder (or several files) hold several runs.
logs-choose-heading = 这些文件中有 { $runs } 次运行。选择一次来逐步查看：
logs-choose-note = 按时间从新到旧排列，包含找到的每个工具的运行。它们只在这里读取；没有任何内容离开本页面。

# (end of the picker)

## What the summary says of these formats' figures

# How a figure was made: the sum of one field of the log, named as the log names it ($field, e.g. "tokens.cache.read").
logs-how-sum = 每个请求的 { $field } 之和。
# As files-how-uncached-codex, for another tool whose input figure holds the cached part. $input and $cached are the log's field names.
logs-how-uncached-inside = { $total } { $input } − { $read } { $cached } = { $uncached }：{ $tool } 把缓存部分算在输入之内，所以未缓存部分就是两者之差。
# The same, for a tool whose input figure holds the cache writes too. $writes is the log's field name for them.
logs-how-uncached-inside-writes = { $total } { $input } − { $read } { $cached } − { $written } { $writes } = { $uncached }：{ $tool } 把从缓存读取和写入缓存的部分都算在输入之内，所以未缓存部分就是相减所得的差。
# A tool that reports no cache writes.
logs-how-write-unknown = { $tool } 不报告缓存写入数据，所以这里不显示：不是 0，而是未知。
logs-how-total-no-writes = 未缓存 { $uncached } + 从缓存读取 { $read } = 发送 { $total } 个 token。
# A log with no token figures at all.
logs-how-no-tokens = { $tool } 日志不记录任何 token 数据，所以这里不显示：不是 0，而是未知。
logs-how-requests-gemini = 模型的每条回复（"gemini" 消息）只计一次：一条消息在变化时会被重新写入，这里按它的最后一个版本读取。
logs-how-requests-opencode = 助手消息的每一步（step-start … step-finish），连同其 step-finish 报告的 token。
logs-how-requests-antigravity = 对话记录中的每个 PLANNER_RESPONSE 步骤。
logs-how-requests-copilot = 每个助手轮次（assistant.turn_start … assistant.turn_end）。
logs-how-requests-otel = 每个推理 span（chat、generate_content、text_completion，或 Claude Code 的 claude_code.llm_request）。
logs-gemini-no-system-prompt = 系统提示词和工具 schema
logs-gemini-no-approvals = 审批询问及回答：你拒绝的调用显示为已取消，具体如何拒绝未记录
logs-gemini-no-retries = 一个请求的多次重试之间发生了什么
logs-opencode-no-system-prompt = 系统提示词（除非会话覆盖了它）和工具 schema
logs-opencode-no-permissions = 权限询问：拒绝显示为一次失败的调用，并附上拒绝的说明；回答“always”（始终允许）会作为一条规则保存在会话之外
logs-opencode-no-stream = 流中的细小事件：每个部分都是整块到达
logs-antigravity-no-tokens = 任何 token 数据：请求的大小、缓存和输出都无从得知
logs-antigravity-no-system-prompt = 系统提示词和工具 schema
logs-antigravity-no-permissions = 权限询问及回答
logs-copilot-no-per-call-input = 每个请求的输入和缓存数据：Copilot CLI 每个请求只写入输出 token，整个会话按模型统计的输入、缓存和输出则在会话结束时才写入
logs-copilot-no-schemas = 工具 schema
logs-copilot-no-stream = 流中的细小事件，以及每个请求的用量事件：Copilot CLI 不会把它们写入磁盘
logs-otel-no-content = 消息的文本，除非智能体被设置为记录它（OpenTelemetry 默认不记录）：这次运行只能按其结构和数据逐步查看
logs-otel-no-system-prompt = 系统提示词和工具 schema，除非它们作为内容被记录
logs-otel-no-permissions = 权限询问，但 Claude Code 的工具决定除外

# Copilot CLI reports input and cache tokens only for a whole session, per model, when it ends.
logs-how-per-session = 由 { $tool } 日志在每个会话结束时按模型报告整个会话的数据（session.shutdown 的 modelMetrics），而不是逐个请求报告，在这里加总。
logs-how-output-only = 没有 token 数据的请求中，有 { $n } 个只报告了输出 token（{ $tool } 每个请求只写入这一项）。
# A trace file's report counts spans and log records, not lines. $unit is one of: spans, log-records, spans-and-log-records.
logs-records-read = { $unit ->
        [spans] 读取 { $n } 个 span
        [log-records] 读取 { $n } 条日志记录
       *[other] 读取 { $n } 个 span 和日志记录
    }
logs-records-read-skipped = { $unit ->
        [spans] 读取 { $n } 个 span，跳过 { $skipped } 个：{ $reasons }
        [log-records] 读取 { $n } 条日志记录，跳过 { $skipped } 条：{ $reasons }
       *[other] 读取 { $n } 个 span 和日志记录，跳过 { $skipped } 个：{ $reasons }
    }
# The summary's "lines skipped" figure when a trace file counts spans or log records.
logs-records-skipped-of = { $read } 个中跳过 { $skipped } 个（行、span 或日志记录）

# (end of the summary's words)
