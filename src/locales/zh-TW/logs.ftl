# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini CLI 對話，JSON Lines（每則訊息以最後一筆記錄為準）
log-format-gemini-json = Gemini CLI 對話，單一 JSON 文件（0.39 之前）
log-format-gemini-both = Gemini CLI 對話，JSON 文件與 JSON Lines
log-gemini-no-call = 已讀取它的父工作階段，但其中沒有呼叫指向它（`agentId`）
log-gemini-parent-missing = 它的父工作階段 { $parent } 不在已讀取的檔案中
log-gemini-parent-unknown = 日誌沒有說明是哪個工作階段啟動了它
# (end of Gemini CLI)

## opencode

log-format-opencode = opencode 匯出（JSON，每個檔案一個工作階段）
log-format-opencode-file = opencode {$version} 匯出
log-opencode-parent-missing = 其父工作階段 {$parent} 不在已讀取的檔案中

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity CLI 對話紀錄，JSON Lines（每行一個步驟；不記錄 token 數）
log-antigravity-parent-unknown = 啟動此子代理的步驟不在已讀取的檔案中

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI events.jsonl（輸出 token 按每次呼叫；輸入與快取 token 按模型統計整個工作階段，來自 session.shutdown）
log-copilot-parent-unknown = 啟動子代理 { $agent } 的呼叫不在已讀取的檔案中
log-copilot-compaction-failed = 壓縮失敗（未記錄原因）

# (end of GitHub Copilot CLI)

## OpenTelemetry

log-format-otlp = OpenTelemetry 追蹤（OTLP JSON：每個 trace 的 span 連成一棵樹，token 只按模型呼叫 span 加總）
log-format-otlp-file-genai = OpenTelemetry 追蹤，GenAI 語意慣例（OTLP JSON）
log-format-otlp-file-claude = Claude Code 追蹤（beta span，OTLP JSON）
log-format-otlp-file-events = Claude Code 事件（OTLP 日誌 JSON）
log-format-otlp-file-other = 不含 GenAI 或 Claude Code span 的 OTLP JSON
log-otlp-text-not-recorded = （未記錄文字）
log-otlp-call-failed = 模型呼叫失敗；追蹤中沒有記錄任何訊息。

# (end of OpenTelemetry)

## Runs in a folder: the picker

# One run of a folder, in the list to pick from: "Gemini CLI 0.21.0 · fix the tests · 2026-03-01 09:00 UTC · 14 llm requests, 2 sub-agents". $tool is the tool's name and version, $name the run's title or the start of its first prompt, $when a date.
logs-run-choice = { $tool } · { $name } · { $when } · { $requests ->
       *[other] { $requests } 個 llm 請求
    }{ $agents ->
        [0] {""}
       *[other] ，{ $agents } 個子代理
    }
# A run with neither a title nor a prompt.
logs-run-unnamed = （沒有標題，也沒有提示）
# The picker's heading, when a folder (or several files) hold several runs.
logs-choose-heading = 這些檔案包含 { $runs } 次執行。請選一個來逐步檢視：
logs-choose-note = 最新的排在最前面，包含找到的每個工具的執行。它們只在這裡讀取，任何內容都沒有離開這個頁面。

# (end of the picker)

## What the summary says of these formats' figures

# How a figure was made: the sum of one field of the log, named as the log names it ($field, e.g. "tokens.cache.read").
logs-how-sum = 每個請求的 { $field } 加總。
# As files-how-uncached-codex, for another tool whose input figure holds the cached part. $input and $cached are the log's field names.
logs-how-uncached-inside = { $total } { $input } − { $read } { $cached } = { $uncached }：{ $tool } 把已快取的部分算在輸入裡，所以未快取的部分就是兩者的差。
# The same, for a tool whose input figure holds the cache writes too. $writes is the log's field name for them.
logs-how-uncached-inside-writes = { $total } { $input } − { $read } { $cached } − { $written } { $writes } = { $uncached }：{ $tool } 把從快取讀取和寫入快取的部分都算在輸入裡，所以未快取的部分就是它們的差。
# A tool that reports no cache writes.
logs-how-write-unknown = { $tool } 不回報寫入快取的數字，所以這裡不顯示：不是 0，而是未知。
logs-how-total-no-writes = 未快取 { $uncached } + 從快取讀取 { $read } = 送出 { $total } 個 token。
# A log with no token figures at all.
logs-how-no-tokens = { $tool } 的紀錄檔完全不記錄 token 數字，所以這裡不顯示：不是 0，而是未知。
logs-how-requests-gemini = 模型的每一則回覆（"gemini" 訊息）只算一次：隨內容改變而重新寫入的訊息，以它的最後版本為準。
logs-how-requests-opencode = 助理訊息的每一個步驟（step-start … step-finish），token 數字取自該步驟的 step-finish 所回報的值。
logs-how-requests-antigravity = 對話紀錄中的每一個 PLANNER_RESPONSE 步驟。
logs-how-requests-copilot = 每一個助理回合（assistant.turn_start … assistant.turn_end）。
logs-how-requests-otel = 每一個推論 span（chat、generate_content、text_completion，或 Claude Code 的 claude_code.llm_request）。
logs-gemini-no-system-prompt = 系統提示和工具 schema
logs-gemini-no-approvals = 核准詢問與回答：你拒絕的呼叫會顯示為已取消，但如何拒絕則沒有記錄
logs-gemini-no-retries = 同一個請求的多次重試之間發生了什麼
logs-opencode-no-system-prompt = 系統提示（除非 session 覆寫了它）和工具 schema
logs-opencode-no-permissions = 權限詢問：拒絕會顯示為失敗的呼叫並附上拒絕的話，而「always」的回答會作為一條規則，與 session 分開保存
logs-opencode-no-stream = 串流的細小事件：每個部分都是整塊送達
logs-antigravity-no-tokens = 任何 token 數字：請求的大小、快取和輸出都無從得知
logs-antigravity-no-system-prompt = 系統提示和工具 schema
logs-antigravity-no-permissions = 權限詢問與回答
logs-copilot-no-per-call-input = 每個請求的輸入與快取數字：Copilot CLI 每個請求只寫下輸出 token，整個 session 的輸入、快取和輸出則在 session 結束時依模型分別寫下
logs-copilot-no-schemas = 工具 schema
logs-copilot-no-stream = 串流的細小事件，以及每個請求的用量事件：Copilot CLI 不會把它們寫入磁碟
logs-otel-no-content = 訊息的文字，除非代理被設定為記錄它（OpenTelemetry 預設不記錄）：這次執行只依它的結構和數字逐步呈現
logs-otel-no-system-prompt = 系統提示和工具 schema，除非它們被記錄為內容
logs-otel-no-permissions = 權限詢問，但 Claude Code 的工具決定除外

# Copilot CLI reports input and cache tokens only for a whole session, per model, when it ends.
logs-how-per-session = 由 { $tool } 紀錄檔在每個 session 結束時依模型回報整個 session 的數字（session.shutdown 的 modelMetrics），而不是逐一請求回報，再在這裡加總。
logs-how-output-only = 沒有 token 數字的請求中，有 { $n } 個只回報輸出 token（{ $tool } 每個請求只寫下這一項）。
# A trace file's report counts spans and log records, not lines. $unit is one of: spans, log-records, spans-and-log-records.
logs-records-read = { $unit ->
        [spans] 讀取 { $n } 個 span
        [log-records] 讀取 { $n } 筆日誌記錄
       *[other] 讀取 { $n } 個 span 和日誌記錄
    }
logs-records-read-skipped = { $unit ->
        [spans] 讀取 { $n } 個 span，略過 { $skipped } 個：{ $reasons }
        [log-records] 讀取 { $n } 筆日誌記錄，略過 { $skipped } 筆：{ $reasons }
       *[other] 讀取 { $n } 個 span 和日誌記錄，略過 { $skipped } 個：{ $reasons }
    }
# The summary's "lines skipped" figure when a trace file counts spans or log records.
logs-records-skipped-of = { $read } 個中略過 { $skipped } 個（行、span 或日誌記錄）

# (end of the summary's words)
