# The panels under the diagram: session, turn, context and its cache, agent, permissions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The section and its panels
panel-data-title = 這一步背後的資料
# $system: the tokens of the typical system prompt the page assumes (2300).
panel-data-note = 每個面板都是 harness 狀態的一部分，會隨著你逐步前進而更新。token 數是估計值：大約每 4 個字元算 1 個 token，再加上一份典型、約 { $system } 個 token 的系統提示。
# Each panel's heading: the part of the harness's state it shows.
panel-name =
    { $name ->
        [llm] llm
        [context] 上下文
        [session] session
        [turn] 回合
        [agent] 代理
        [permission] 權限
       *[other] { $name }
    }
# A badge on a panel (and a field) whose data changed at this step.
panel-changed = 已變更
# Counts used inside other sentences.
panel-n-messages =
    { $n ->
       *[other] { $n } 則訊息
    }
panel-n-tools =
    { $n ->
       *[other] { $n } 個工具
    }

## The llm panel
panel-llm-waiting = 等待它的第一個請求。
# The request the llm panel speaks of, put in the sentences below as $what.
panel-llm-summary-request = 摘要請求
panel-llm-turn-request = 第 { $n } 回合請求
panel-llm-thinking = 思考中：{ $what }已送達；還沒有串流出任何內容。
panel-llm-streaming = 正在串流{ $what }的回覆：
panel-llm-finished = 已完成{ $what }的回覆。它在請求之間不保留任何東西。
panel-llm-broken = { $what }的回覆串流中斷了：
panel-llm-cancelled = 執行器關閉了{ $what }的回覆串流：
# Event lines, shown as code: `cut` and `usage` are the event's names.
panel-llm-event-cut = cut：供應商的 token 上限
# $prompt and $cached: the figures as the provider sent them.
panel-llm-event-usage = usage 提示 { $prompt }，已快取 { $cached }
panel-llm-earlier =
    { $n ->
       *[other] 在這些之前還有 { $n } 個較早的事件，未列出
    }

## The context panel
panel-context-total = { $tokens } tok
panel-context-figures = 從快取讀取 { $cached } · 寫入快取 { $written } · 未快取 { $uncached }
# Before a request goes out: what it would do if sent now.
panel-context-figures-next = 如果現在送出：會從快取讀取 { $cached } · 寫入快取 { $written } · 未快取 { $uncached }
panel-context-window = 佔 { $window } token 上下文視窗的 { $percent }%
# A part of the stacked bar, on hover: $kind is one of panel-source's names.
panel-context-segment = { $kind }：{ $tokens } tok
panel-context-bar = { $total } 個 token 中有 { $cached } 個從提示快取讀取
panel-context-kinds = 各類 token
panel-context-breakpoint = 快取斷點
# The kinds of content a request carries.
panel-source =
    { $source ->
        [system] 系統提示
        [instructions] 指示
        [tools] 工具
        [summary] 摘要
        [user] 使用者
        [assistant] 助理
        [result] 工具結果
        [reminder] 提醒
        [memory] 記憶
        [skill-list] 技能說明
        [skill] 技能內容
        [tool-names] 工具名稱
       *[tool-schemas] 工具 schema
    }
panel-chart-caption = 每個請求：已快取／未快取的 token
# Which request the context panel's figures are of.
context-caption-summary = 摘要請求帶的內容，依序排列
context-caption-turn = llm 這一回合讀到的所有內容，依序排列
context-caption-next = 下一個請求目前為止帶的內容，依序排列
context-caption-first = 第一個請求將會帶的內容，依序排列
context-system-prompt = 典型的系統提示
context-instructions-of = { $agent } 的指示
# $n is at least 1.
context-earlier-messages = { $n } 則較早的訊息
# The thread's messages, each labelled by who wrote it; $text is the message, cut short.
context-user = 使用者：{ $text }
context-summary = 摘要：{ $text }
context-reminder = 提醒：{ $text }
# A note the harness added (memory file, skill list, tool names or schemas): its own first
# words, as the llm reads them, which stay as they are; a language may add a prefix.
context-note = { $text }
context-assistant = 助理：{ $text }
# $tools: the tool names, comma separated.
context-assistant-asks = 助理要求使用 { $tools }
# $call: the tool call's id.
context-result = { $call } 的結果：{ $output }
# The instruction the runner adds at the end of a summary request.
context-runner-block = 執行器：{ $text }
# $source: the log's program (Claude Code, Codex…); $read: what it reported (tokens read, cached, written).
context-origin-log = { $source } 紀錄檔為這個請求回報的數字：{ $read }；上面的數字是本頁的估計值，無法計入紀錄檔沒有保存的系統提示和工具 schema
context-origin-server = 伺服器為最近一個請求回報的數字：{ $read }；上面的數字是本頁的估計值
context-origin-estimate = 估計值：大約每 4 個字元算 1 個 token，再加上一份典型、約 { $system } 個 token 的系統提示
# Where a cache breakpoint sits in the request, and the tokens of the prefix it ends.
context-breakpoint-tools = 在工具之後：前 { $tokens } 個 token
context-breakpoint-instructions = 在指示之後：前 { $tokens } 個 token
# $part: the label of the thread's last message.
context-breakpoint-thread = 在對話串末端（{ $part }）：前 { $tokens } 個 token
# A request in the per-request chart.
context-bar-summary = 摘要
context-bar-turn = 第 { $n } 回合
context-bar-try = 第 { $n } 回合，第 { $attempt } 次嘗試

## The prompt cache, in the context panel
cache-breakpoints-caption = 這個請求中的快取斷點（cache_control）
cache-report-caption = 最近一個請求的快取，以 token 計
# The table's columns: what, the page's model of it, what the provider reported.
cache-column-tokens = token
cache-column-model = 本頁的模型
cache-column-reported = 回報值
cache-row-read = 從快取讀取
cache-row-written = 寫入快取
cache-row-input = 輸入總計
cache-not-reported = 未回報
cache-not-reported-openai = 未回報：Chat Completions 沒有這個數字
cache-model-openai = 這個提示快取是仿照 OpenAI 的快取建模的：請求送出的每個前綴都會被快取，並以內容比對，所以自上次「重設」以來的任何先前請求都算數；短於 { $min } 個 token 的不快取；以每 { $step } 個 token 為一段計算。真實的快取項目閒置幾分鐘後就會過期；這個模型則保留到「重設」為止。
cache-model-anthropic = 這個提示快取是仿照 Anthropic 的快取建模的：只有到斷點（cache_control）為止的前綴會被寫入，而且要達到模型的最低門檻 { $min } 個 token；一個斷點會讀取先前寫入過的最長前綴，最多從它往回 { $lookback } 個區塊；token 精確計算。真實的快取項目從最後一次使用起保留 5 分鐘（讀取會讓它續期）；這個模型則保留到「重設」為止。
# $differences: one or two of the cache-differ-… phrases; $reasons: one or two sentences that may explain them.
cache-verdict-differ = 兩者不同：{ $differences }。{ $reasons }
cache-differences-both = { $first }，而且{ $second }
cache-differ-read-none = 供應商沒有從快取讀取任何東西，而本頁的模型讀取了 { $tokens } 個
cache-differ-wrote-none = 供應商沒有寫入任何東西到快取，而本頁的模型寫入了 { $tokens } 個
cache-differ-read-some = 供應商從快取讀取了 { $tokens } 個 token，而本頁的模型一個都沒有讀取
cache-differ-wrote-some = 供應商寫入了 { $tokens } 個 token 到快取，而本頁的模型一個都沒有寫入
cache-why-expired-anthropic = 可能有快取項目已經過期（閒置 5 分鐘後就會過期；這個模型則保留到「重設」為止），或者依供應商計算 token 的方式，前綴短於模型的最低門檻。
cache-why-expired-openai = 可能有快取項目已經過期（真實的項目只保留幾分鐘，而且快取只是盡力而為；這個模型則保留到「重設」為止），或者依供應商計算 token 的方式，前綴短於模型的最低門檻。
cache-why-cached-already = 到最後一個斷點為止的前綴早已被快取，或者依供應商的計算方式，它短於模型的最低門檻。
cache-why-under-estimate = 本頁估計這個請求有 { $estimate } 個 token，低於本頁為這個模型假設的 { $min } 個 token 最低門檻；供應商算出的是 { $counted } 個。
cache-why-under-minimum = 本頁假設這個模型不會快取短於 { $min } 個 token 的內容；供應商為它設的最低門檻可能更低，或者這個伺服器不是供應商自己的（而是中介伺服器或模擬伺服器）。
cache-why-shared = 快取屬於供應商，以內容比對，涵蓋用這把金鑰發出的所有請求：可能是先前的某個請求（在「重設」之前，或來自別處）寫入的。
cache-agree-nothing = 兩者一致：沒有從快取讀取任何東西，也沒有寫入任何東西。
cache-agree-amounts = 兩者在讀取和寫入的部分一致。數量不同，是因為本頁用估計的方式算 token（大約每 4 個字元 1 個 token），而供應商用自己的分詞器計算，還會為工具加上它自己的 token。

## The session panel: its fields' names
panel-session-id = id
panel-session-agent = 代理
panel-session-status = 狀態
panel-session-thread = 對話串
panel-session-queued = 排隊中
panel-session-runs = 執行次數
panel-session-compacted = 已壓縮
# How many times the thread was compacted.
panel-session-compactions =
    { $n ->
        [0] 從未
       *[other] { $n } 次
    }
panel-sessions-caption = session：每個子代理都有自己的 session

## The turn panel
panel-turn-none = 還沒有回合
panel-turn-number = 編號
panel-turn-request = 請求
panel-turn-carries = 內容
panel-turn-events = 事件
# The request's title.
panel-turn-summary = 第 { $n } 回合之前的摘要
panel-turn-title = 第 { $n } 回合
panel-turn-attempt = 第 { $n } 回合，第 { $attempt } 次嘗試，共 { $max } 次
# What the request carries: $messages and $tools are panel-n-messages and panel-n-tools. "summarize" is the runner's instruction.
panel-turn-carries-summary = 指示 + 工具 + 要摘要的 { $messages } + 「summarize」
panel-turn-carries-thread = 指示 + { $tools } + 含 { $messages } 的對話串

## The agent panel
panel-agent-name = 名稱
panel-agent-tools = 工具
panel-agent-hands-work-to = 把工作交給
panel-agent-limits = 上限
panel-agent-hooks = hook
panel-limit-max-turns = 最多回合數：{ $n }
panel-limit-context-window = 上下文視窗：{ $tokens } tok
# $time: a length of time, such as "30 s".
panel-limit-tool-time = 工具時間上限：{ $time }
panel-limit-stream-idle = 串流閒置逾時：{ $time }
# The label before the permission mode's menu; its options are the modes' names in the scenario files, kept as they are.
panel-permission-mode-label = 權限模式
# The menu's accessible name.
panel-permission-mode = 權限模式
panel-rules-caption = 規則（修改任何一條，就會從這裡重新執行）
# The menu of one tool's rule; its options (allow, ask, deny) are the words of the scenario files, kept as they are.
panel-rule-for = { $tool } 的規則
# A badge on a rule the user set or saved with Always allow.
panel-rule-saved = 已儲存
# A badge on a rule the permission mode decides.
panel-rule-by-mode =
    { $mode ->
        [acceptEdits] 由接受編輯模式決定
        [plan] 由規劃模式決定
        [bypassPermissions] 由略過權限模式決定
       *[default] 由預設模式決定
    }

## The permission panel
panel-permission-none = 沒有等待中的詢問
panel-permission-id = id
panel-permission-asked-by = 詢問者
panel-permission-call = 呼叫
panel-permission-input = 輸入
panel-permission-replies = 可選回答
# The three answers, as the question's buttons say them.
panel-permission-answers = 允許一次 · 一律允許 · 拒絕

## The scrubber's words for a step (read by screen readers), also the figure's title
# $part, $from, $to: the diagram's parts (runner, llm…); $label: the message.
stepper-step-inside = 第 { $k } 步，共 { $n } 步：{ $part }：{ $label }
stepper-step-sends = 第 { $k } 步，共 { $n } 步：{ $from } 把 { $label } 傳給 { $to }

## The downloaded figure (an SVG of one step)
# $title: the scenario's title; $message: the step's message in words.
figure-title = 「{ $title }」第 { $k } 步，共 { $n } 步：{ $message }
# $panels: the names of the panels that changed, comma separated.
figure-desc-changed = 這一步有變更的面板：{ $panels }。
figure-desc-link = 連結：{ $link }
figure-no-panel = 這一步沒有任何面板變更。
# A panel's heading in the figure: $panel is its name (panel-name).
figure-panel-changed = { $panel } · 已變更
figure-lane = 子代理：{ $name }
figure-lane-unknown = 某個子代理的 session
figure-context-total = { $tokens } tok · { $caption }
figure-context-figures = 已快取 { $cached } · 已寫入 { $written } · 未快取 { $uncached }
figure-context-window = 視窗：{ $tokens } tok
figure-session-status = 狀態：{ $status }
figure-session-thread = 對話串：{ $messages }
figure-session-queued-runs = 排隊中：{ $queued } · 執行次數：{ $runs }
figure-turn-carries = 內容：{ $request }
figure-turn-events = 事件：{ $n }
figure-permission-asked = { $id }，詢問者：{ $agent }
figure-permission-replies = 可選回答：允許一次 · 一律允許 · 拒絕

## The exported trace (JSON): how the run ended
export-ending =
    { $ending ->
        [idle] 閒置
        [waiting] 等待你的回答
       *[broken] 中斷：{ $reason }
    }

# A permission mode's name, by its key.
mode-name =
    { $mode ->
        [acceptEdits] accept-edits 模式（自動接受編輯）
        [plan] plan 模式（只規劃）
        [bypassPermissions] bypass-permissions 模式（略過權限）
       *[default] 預設模式
    }
# Why a request read from the prompt cache what it read: known exactly on a run of this harness.
cache-cause-first = 第一個請求：快取裡還沒有任何東西。
cache-cause-below-minimum = 少於 { $min } 個 token：太短，根本不會被快取。
cache-cause-extends = 它讀取了前一個請求存入的所有內容；只有之後新增的部分是新的。
cache-cause-shared-head = 它是所屬 session 的第一個請求：讀取了另一個請求先前存入的部分（系統提示，或相同的指示和工具）。
cache-cause-new-prefix = 它是所屬 session 的第一個請求：之前沒有任何請求送出過這些指示和工具。
cache-cause-compacted = 壓縮改寫了對話串：最多只能讀取指示和工具。
cache-cause-earlier-below-minimum = 前一個請求太短，沒有被存入，所以沒有東西可讀。
cache-cause-out-of-reach = 前一個請求的前綴已經存入，但距離這個請求的斷點超過 { $lookback } 個區塊，太遠了，找不到。
# The same, inferred from a session log's figures and events.
cache-inferred-first = 推斷：這是紀錄檔中的第一個請求，所以快取裡沒有它的任何內容（除非先前的某個 session 存入過相同的開頭）。
cache-inferred-sub-agent = 推斷：這是子代理的第一個請求；它的指示對快取來說是新的。
cache-inferred-read = 推斷：它讀取了先前請求存入的內容。
cache-inferred-compaction = 推斷：在這個請求之前，壓縮改寫了對話串；前一個請求存入的 { $missed } 個 token 沒有被讀取。
cache-inferred-model = 推斷：模型換了（{ $from } → { $to }），而每個模型都有自己的快取；有 { $missed } 個 token 沒有被讀取。
cache-inferred-expired = 推斷：距離前一個請求已經過了 { $minutes } 分鐘，超過快取 { $lifetime } 分鐘的存活時間；有 { $missed } 個 token 沒有被讀取。
cache-inferred-unexplained = 推斷：它讀取的 token 比前一個請求存入的少了 { $missed } 個，而紀錄檔沒有說明原因（更換工具、指示或模式都可能造成這種情況）。
cache-inferred-no-figures = 紀錄檔沒有這個請求或前一個請求的 token 數字，所以無法判斷它從快取讀取的情況。
# The short mark of a missed request on the per-request chart, and in the summary's sums.
cache-miss-mark =
    { $cause ->
        [first] 第一個請求
        [below-minimum] 太短
        [new-prefix] 新的代理
        [compaction] 壓縮
        [earlier-below-minimum] 沒有存入內容
        [out-of-reach] 超出範圍
        [sub-agent] 子代理啟動
        [model] 切換模型
        [expired] 快取過期
       *[unexplained] 原因不明
    }
cache-miss-line = { $n } × { $cause }：{ $tokens } 個 token 沒有從快取讀取
# How a request's figures were made, opened from the per-request chart.
arith-request = 從快取讀取 { $cached } + 未從快取讀取 { $uncached } = 送出 { $total } 個 token
arith-written = 在未讀取的部分中，有 { $written } 個寫入了快取，供之後的請求使用。
arith-written-unknown = 寫入快取的數量沒有回報（OpenAI 不回報這個數字）。
arith-reported-log = 由 { $source } 紀錄檔回報。
arith-reported-server = 由伺服器回報。
arith-estimated = 由本頁估計：大約每 4 個字元算 1 個 token，並使用本頁自己的快取模型。
arith-part = { $kind } { $tokens }
arith-sum = { $parts } = { $total } 個 token
