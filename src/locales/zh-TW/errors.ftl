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
err-scenario-bad-id = 應為小寫字母、數字和連字號，實際為 { $found }
err-scenario-empty-message = 應為一則訊息的文字，實際為空字串
# $tools lists the agent's tools, separated by commas.
err-scenario-not-agents-tool = 應為代理的其中一個工具（{ $tools }），實際為 { $found }
# `cache.step`: how many tokens the prompt cache counts in.
err-scenario-cache-step = 應至少為 1 個 token，實際為 0
err-scenario-empty-name = 應為一個名稱，實際為空字串
# "tools" is the field that describes the tools.
err-scenario-undescribed-tool = 應為 tools 中有描述的工具，實際為 { $found }
err-scenario-tool-twice = { $found } 已經是代理的工具之一：只要列出一次
# $tool is the tool that loads the deferred tools (tool_search).
err-scenario-needs-search-tool = 有延遲載入工具的代理，需要 { $tool } 工具來載入它們：請加上它
# "subagents" is a field of the file; $agents lists the agents it defines, separated by commas.
err-scenario-unknown-agent = 應為 subagents 中定義的代理（{ $agents }），實際為 { $found }
# As above, when the file defines no sub-agent.
err-scenario-unknown-agent-none = 應為 subagents 中定義的代理（但一個都沒有定義），實際為 { $found }
# "agents" is the field naming the agents an agent hands work to; $tools lists its tools.
err-scenario-needs-task-tool = 應有 task 工具，因為 agents 列出了要轉交工作的代理，實際為 { $tools }
err-scenario-no-task-agents = 應列出 task 工具可以啟動的代理，實際上沒有
err-scenario-no-replies = 應至少有一則預先寫好的回覆，實際上沒有
err-scenario-empty-tool = 應為工具名稱，實際為空字串
err-scenario-call-id-twice = 應為這則回覆中其他呼叫都沒有用過的 id，實際上 { $found } 重複出現
# "pieces": the chunks a reply's text streams in.
err-scenario-chunks = 應為能接成回覆文字的片段，實際為其他內容
err-scenario-breaks-and-stalls = 串流應只會中斷或只會停滯無聲，實際兩者皆有
err-scenario-empty-error = 應為說明哪裡出錯的訊息，實際為空字串
err-scenario-calls-in-broken-reply = 串流會中斷的回覆中不應有工具呼叫，實際上有
err-scenario-empty-summary = 應為摘要的文字，實際為空字串
# A task call's input: $agent is the calling agent's name, $agents the agents it may start.
err-scenario-task-no-agent = 應為 { $agent } 的其中一個代理（{ $agents }）的名稱，實際上沒有
err-scenario-task-unknown-agent = 應為 { $agent } 的其中一個代理（{ $agents }），實際為 { $found }
err-scenario-task-no-prompt = 應為子代理開始時收到的提示，實際上沒有
err-scenario-agent-name-twice = 應為其他代理都沒有用過的名稱，實際上 { $found } 重複出現
# `maxDepth`: how deep sub-agents may nest.
err-scenario-max-depth-zero = 應至少為 1，實際為 0（不要子代理的話，請省略這個欄位）
# $cycle: the agents handing work around, joined by arrows ("main → helper → main").
err-scenario-needs-max-depth = 應有深度上限，因為代理之間循環轉交工作（{ $cycle }），實際上沒有
err-scenario-max-turns-zero = 應至少為 1 個回合，實際為 0
err-scenario-timeout-zero = 應至少為 1 毫秒，實際為 0
# $head and $window are numbers of tokens, as digits; $window is the agent's context window.
err-scenario-context-window = 應大於系統提示、指示和工具所佔的 { $head } 個 token，實際為 { $window }
err-scenario-skill-name-twice = { $found } 已經是另一個技能的名稱
err-scenario-memory-path = 應為檔案路徑，例如 CLAUDE.md 或 src/CLAUDE.md
err-scenario-memory-path-twice = { $found } 已經是另一個記憶檔案的路徑
# $tool is the tool that loads a skill (Skill).
err-scenario-needs-skill-tool = 有技能的代理，需要 { $tool } 工具來載入技能：請加上它
err-scenario-empty-hook-command = 應為 hook 要執行的指令，實際為空字串
# $event is a hook event's name (Stop, SessionStart…); "tool" is the field to remove.
err-scenario-hook-once-tool = { $event } hook 在每次執行中只跑一次，不針對某個工具：請移除 tool
err-scenario-no-hook-answers = 應至少有一個回答
# $kinds lists the answers the event allows (pass, allow, deny…), joined by err-scenario-either.
err-scenario-hook-answers = { $event } hook 的回答應為 { $kinds }，實際為 { $found }
# Two answers' kinds as alternatives; $first may itself be such a pair ("pass or allow or deny").
err-scenario-either = { $first } 或 { $second }
# "recorded" is the field to remove.
err-scenario-hook-once-recorded = { $event } hook 在每次執行中只跑一次，不針對個別呼叫：請移除 recorded
err-scenario-hook-cannot-answer = { $event } hook 不能回答 { $found }
# "Stop", "block" and "pass" are the file's own words for the event and the answers.
err-scenario-stop-hook-blocks = 最後一個回答是 block 的 Stop hook，永遠不會讓執行結束：請以 pass 作為最後一個回答
# $hook names the earlier hook as the file does, e.g. "hooks[0]".
err-scenario-hook-shadowed = 在這個 hook 會執行的每個 { $event } 時機，{ $hook } 都已經會執行：只有第一個會執行

## A session log that cannot be read
# The log reader's explanations, each starting with the file's name or path ($file). $claude and
# $codex are where Claude Code keeps its transcripts and Codex CLI its rollouts, as paths.
err-log-no-files = 沒有提供任何檔案：請拖入 Claude Code 的對話紀錄（{ $claude }）、Codex CLI 的 rollout 紀錄（{ $codex }）、Gemini CLI 的聊天紀錄、opencode 的匯出檔、Antigravity CLI 的對話紀錄、Copilot CLI 的 events.jsonl，或 OpenTelemetry 的 trace 檔
err-log-empty = { $file }：這個檔案是空的。請拖入有內容的 session 紀錄檔：Claude Code 的對話紀錄（{ $claude }）、Codex CLI 的 rollout 紀錄（{ $codex }），或其他代理的紀錄檔（README 列出了各個代理存放紀錄檔的位置）
err-log-binary = { $file }：這不是文字檔（裡面有 NUL 位元組，或不是 UTF-8）。session 紀錄檔是 JSON 文字檔：Claude Code 的對話紀錄（{ $claude }）、Codex CLI 的 rollout 紀錄（{ $codex }），以及 README 列出的其他代理的紀錄檔
err-log-compressed = { $file }：這個檔案用 zstd 壓縮過：請先解壓縮，例如 `zstd -d { $file }`，再拖入它產生的 .jsonl
# In the path, <date> and <thread id> stand for the parts that vary; thread.started is the name of a line's type.
err-log-codex-exec = { $file }：這是 `codex exec --json` 的輸出（thread.started、item.completed…），是給腳本用的事件串流，不是 session 紀錄檔。請改為開啟這個 session 的 rollout 紀錄：~/.codex/sessions/YYYY/MM/DD/rollout-<日期>-<對話串 id>.jsonl（對話串 id 在 thread.started 那一行裡）
# $looks says what the file seems to be: one of the err-log-looks-… messages below.
err-log-unknown-format = { $file }：不是已知格式的 session 紀錄檔（{ $looks }）。已知的格式有：Claude Code 的對話紀錄（{ $claude }）、Codex CLI 的 rollout 紀錄（{ $codex }）、Gemini CLI 的聊天紀錄、opencode 的匯出檔、Antigravity CLI 的對話紀錄、Copilot CLI 的事件紀錄，以及 OpenTelemetry 的 trace（OTLP JSON）
err-log-only-metadata = { $file }：這是子代理的中繼資料，不是對話紀錄：請把它和這個 session 的 .jsonl 檔一起拖入
# $format is the log's format, one of the err-log-format-… messages below.
err-log-no-conversation = { $file }：這是沒有任何對話的 { $format } 紀錄檔（只有標題、快照或設定）。請拖入這個 session 的對話紀錄
# Followed by one line per file, each with its own explanation.
err-log-nothing-readable = 這 { $files } 個檔案都無法讀取：
# What a file of no known format seems to be, in err-log-unknown-format.
err-log-looks-prompt-history = 它是 Claude Code 的提示歷史（~/.claude/history.jsonl），不是 session 的對話紀錄
err-log-looks-empty-objects = 它的每一行都是空的 JSON 物件
# $keys lists the keys of the file's first JSON line, separated by commas.
err-log-looks-keys = 內容是含有 { $keys } 這些鍵的 JSON 行
err-log-looks-document = 內容是跨越多行的單一 JSON 文件，而不是每行一個 JSON 物件
err-log-looks-not-json = 它開頭的幾行不是 JSON

## How the log reader names a log's format
# Shown when a log is opened ("Opened 3 files (…)") and as the imported run's description.
# isSidechain, agent-*.jsonl and <session>/subagents/ are the log's own names.
err-log-format-claude-1-0 = Claude Code 1.0（子代理內嵌其中，以 isSidechain 標記）
err-log-format-claude-2-0 = Claude Code 2.0（子代理在同一層的 agent-*.jsonl 檔案中）
err-log-format-claude-2-1 = Claude Code 2.1（子代理在 <session>/subagents/ 中）
# $version is a Claude Code version newer than the reader knows, e.g. "2.4".
err-log-format-claude-newer = Claude Code { $version }，比這個讀取器認得的版本還新（以 2.1 讀取）
err-log-format-claude-unknown = Claude Code（未記錄版本）
err-log-format-claude-meta = Claude Code 子代理中繼資料（.meta.json）
# "bare" and "envelope": the two ways Codex has written its rollouts' lines.
err-log-format-codex-both = Codex rollout 紀錄，無封裝格式（2025 年 9 月以前）和封裝格式
err-log-format-codex-bare = Codex rollout 紀錄，無封裝格式（2025 年 9 月以前）
err-log-format-codex-envelope = Codex rollout 紀錄，封裝格式（2025 年 9 月起）

## What a log does not hold, said where the replay of it would show it
# These stand in for text the log lacks: the run's title, a tool's description, the system
# prompt, a message, a reply, a summary, a hook's reason or command.
# $tool is the agent's name (Claude Code, Codex).
err-log-session-title = 你的 { $tool } session
err-log-no-description = （紀錄檔中沒有它的說明。）
err-log-no-instructions = （紀錄檔中沒有：這個代理不會把它的系統提示寫進 session 紀錄檔。）
err-log-no-message = （紀錄檔沒有記錄任何訊息。）
err-log-went-on = （紀錄檔的 harness 沒有新訊息就繼續下去了。）
err-log-summary-encrypted = （摘要已加密：只有供應商能讀取。）
err-log-summary-missing = （紀錄檔沒有記錄摘要。）
# The prompt a sub-agent started with.
err-log-no-prompt = （紀錄檔沒有記錄任何提示。）
# Shown in place of a hook's command. Keep the round bracket "(" (ASCII) first: it tells the page
# this is no command.
err-log-no-command = (紀錄檔沒有寫出它的指令)
err-log-no-reply = （紀錄檔到這裡結束：它沒有記錄對這則訊息的回覆。）
err-log-no-reason = （紀錄檔沒有記錄理由）
# A failed request the log records without its message: $status is its HTTP status code.
err-log-api-error = API 錯誤 { $status }
err-log-api-error-unknown = API 錯誤
# In a tool's result, where a tool search loaded a tool's definition: $tool is the tool's name.
err-log-tool-schema = [{ $tool } 的 schema 在這裡加入請求；紀錄檔沒有保存它的內容]
err-log-tool-schema-unnamed = [某個工具的 schema 在這裡加入請求；紀錄檔沒有保存它的內容]

## What the log's harness added to the requests on its own, as the replay labels it
# $label is one of the err-log-note-… messages below (or the log's own name for it), $text what
# the harness added.
err-log-note = { $label }：{ $text }
err-log-note-skills-listed = 技能清單
err-log-note-skills-put-back = 重新放回的技能
err-log-note-tools-listed = 依名稱列出的工具
err-log-note-memory-file = 記憶檔案
err-log-note-agents-listed = 代理清單
err-log-note-mcp-instructions = MCP 伺服器的指示
err-log-note-todo-list = 待辦清單
err-log-note-file-before-compaction = 壓縮前讀取的檔案
err-log-note-file = 檔案
err-log-note-note = 備註
err-log-note-environment = 環境資訊
err-log-note-agents-md = 記憶檔案 AGENTS.md
err-log-note-policy = 核准與沙箱政策
err-log-note-skill = 技能
err-log-note-instructions = harness 的指示
err-log-note-command = 指令及其輸出
err-log-note-notification = 背景工作的通知

## A live model's server that fails to answer
# Shown where the run stops or retries. Most messages below come without their final full stop:
# err-sentence adds it. $snippet is the start of what the server sent, $status an HTTP status code,
# $model the model's name as the server gave it.
# Ends an error message: $text is the message without its final full stop.
err-sentence = { $text }。
err-live-ended-early = 串流在模型寫完回覆之前就結束了
err-live-html-stream = 伺服器回應的是 HTML 頁面，而不是事件串流；請檢查基礎 URL
err-live-unreadable-json = 伺服器回應的 JSON 無法讀取（`{ $snippet }`）
err-live-event-not-json = 伺服器送來的事件不是 JSON（`{ $snippet }`）
err-live-http-404-model = 找不到模型 `{ $model }`（HTTP 404）
# $lead is one of the HTTP messages below; $detail the server's own explanation, in its words.
err-live-http-detail = { $lead }：{ $detail }
err-live-http-html = { $lead }；它傳回的是 HTML 頁面，而不是 JSON 錯誤

## A server of the Chat Completions API (OpenAI, Ollama, vLLM…)
# $message is the server's own explanation, in its words.
err-openai-server-error = 伺服器回報錯誤：{ $message }
err-openai-not-chunk = 伺服器送來的事件不是 chat completion chunk（`{ $snippet }`）
err-openai-http-401 = 伺服器拒絕了這個 API 金鑰（HTTP 401）
err-openai-http-403 = 伺服器拒絕以這個 API 金鑰存取（HTTP 403）
err-openai-http-404 = 找不到模型或端點路徑（HTTP 404）；請檢查基礎 URL（通常以 /v1 結尾）和模型名稱
err-openai-http-timeout = 伺服器逾時（HTTP { $status }）
err-openai-http-413 = 請求太大，伺服器無法處理（HTTP 413）
err-openai-http-429 = 伺服器正在限制請求速率（HTTP 429）；請稍候再試
err-openai-http-rejected = 伺服器拒絕了這個請求（HTTP { $status }）
err-openai-http-500 = 伺服器發生內部錯誤（HTTP 500）
err-openai-http-unavailable = 伺服器無法使用或負載過重（HTTP { $status }）；請稍後再試
err-openai-http-failed = 伺服器發生錯誤（HTTP { $status }）
err-openai-http-other = 伺服器回應了 HTTP { $status }
# The request got no answer at all. $url is the address asked, $origin this page's origin; the
# message is whole, with its full stops.
err-openai-unreachable = 無法連到 { $url }。伺服器有在執行嗎？它允許來自這個頁面（{ $origin }）的請求嗎？若是 Ollama，請用 OLLAMA_ORIGINS={ $origin } 啟動它；託管的端點則需要填入它的基礎 URL，通常以 /v1 結尾。

## Anthropic's Messages API
err-anthropic-not-event = 伺服器送來的事件不是 Messages API 的事件（`{ $snippet }`）
err-anthropic-json-document = 伺服器回應的是單一 JSON 文件，而不是事件串流
# $text is the API's own explanation, $kind its type of error (overloaded_error…).
err-anthropic-api-error = API 回報錯誤：{ $text }
err-anthropic-api-error-kind = API 回報錯誤：{ $text }（{ $kind }）
err-anthropic-http-400 = API 拒絕了這個請求（HTTP 400）
err-anthropic-http-401 = API 拒絕了這個 API 金鑰（HTTP 401）；請檢查金鑰
err-anthropic-http-402 = 帳戶有帳單問題（HTTP 402）
err-anthropic-http-403 = 這個 API 金鑰不能使用這個模型或資源（HTTP 403）
err-anthropic-http-404 = 找不到模型或端點路徑（HTTP 404）；請檢查基礎 URL（例如 https://api.anthropic.com/v1）和模型名稱
err-anthropic-http-timeout = API 逾時（HTTP { $status }）；請再試一次
err-anthropic-http-413 = 請求超過 API 接受的大小（HTTP 413）
err-anthropic-http-429 = API 正在限制這個金鑰的請求速率（HTTP 429）；請稍候再試
err-anthropic-http-500 = API 發生內部錯誤（HTTP 500）；請再試一次
err-anthropic-http-529 = API 負載過重（HTTP 529）；請稍後再試
err-anthropic-http-failed = API 發生錯誤（HTTP { $status }）；請再試一次
err-anthropic-http-other = API 回應了 HTTP { $status }
# "refusal" is the API's stop reason; $why the model's explanation, in its words.
err-anthropic-refusal = 模型拒絕回答（停止原因：refusal）
err-anthropic-refusal-why = 模型拒絕回答（停止原因：refusal）：{ $why }
# As err-openai-unreachable, for Anthropic's API.
err-anthropic-unreachable = 無法連到 { $url }。請檢查基礎 URL（Anthropic 的 API 是 https://api.anthropic.com/v1）和網路；中間若有代理伺服器，它必須允許來自這個頁面（{ $origin }）的請求。
