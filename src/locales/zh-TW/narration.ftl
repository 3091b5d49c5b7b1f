# What the narration says at each step, and the diagram's labels and captions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Words for times, answers, errors and endings, used across the page

# A length of time in whole seconds ("30 s").
words-seconds = { $s } 秒
# A length of time in seconds and tenths of a second ("1.5 s", "0.4 s"): write the decimal mark your language uses.
words-seconds-tenths = { $s }.{ $tenths } 秒
# A length of time in minutes and seconds ("2 min 5 s").
words-minutes-seconds = { $min } 分 { $s } 秒
# A length of time in hours and minutes ("1 h 4 min").
words-hours-minutes = { $h } 小時 { $min } 分
# The answers to a permission question: the names of the chat's three buttons, in lower case, as they appear inside a sentence.
words-answer =
    { $reply ->
        [once] 允許一次
        [always] 一律允許
       *[decline] 拒絕
    }
# A tool result's error flag, in one word or two ("output: timed out").
words-error =
    { $error ->
        [failed] 失敗
        [timed-out] 逾時
        [denied] 被拒絕
        [declined] 你已拒絕
        [interrupted] 已中斷
       *[unknown-tool] 未知工具
    }
# How a run ended, in one word or two ("done: turn limit").
words-end =
    { $end ->
        [answered] 已回答
        [stopped] 已停止
        [failed] 失敗
        [turn-limit] 達到回合上限
       *[context-full] 上下文已滿
    }
# What the provider reported reading for one request. $read: tokens it carried.
words-tokens-read = 讀取 { $read } 個 token
# $cached: tokens of them read from the provider's prompt cache.
words-tokens-read-cached = 讀取 { $read } 個 token，其中 { $cached } 個來自提示快取
# $written: tokens this request wrote to the prompt cache.
words-tokens-read-written = 讀取 { $read } 個 token，寫入快取 { $written } 個
words-tokens-read-cached-written = 讀取 { $read } 個 token，其中 { $cached } 個來自提示快取，寫入快取 { $written } 個

## The harness's parts, as the diagram's boxes and the narration name them
# These are the harness's concepts, which a learner meets again in articles and code. Use the
# word your language's developers use: an English term may stay (many keep "runner" and
# "session API"; every language keeps `llm`), or a word of your own. Name each part the same
# way here, in the parts' meanings and in every sentence of the narration that mentions it.
part-client = 客戶端
part-client-2 = 客戶端 2
part-another-client = 另一個客戶端
part-clients = 各客戶端
part-session-api = session API
part-coordinator = 協調器
part-runner = 執行器
part-llm = llm
part-tools = 工具
part-hooks = hook
# A second client's name at the start of a sentence ("Client 2 presses Stop.").
part-client-2-start = 客戶端 2
part-another-client-start = 另一個客戶端

## What each part is, shown when a reader hovers a part or opens "What each part is"
diagram-meaning-client = 你打字用的聊天程式。它呼叫 session API，並顯示傳回來的內容。
diagram-meaning-session-api = harness 的大門：它把每則訊息存進對話串（它保存的那段對話），並立刻回覆，從不等待 llm。
diagram-meaning-coordinator = 決定一個 session（一段對話）何時執行迴圈：每個 session 同一時間只有一次執行，在有訊息需要回答時啟動。
diagram-meaning-runner = harness 核心的迴圈：它把對話串送給 llm，執行 llm 要求的工具，一圈又一圈，直到 llm 給出回答。
diagram-meaning-llm = 語言模型。它讀取請求，寫出文字或要求使用工具；它自己無法執行任何東西。
diagram-meaning-tools = llm 提出要求時，由執行器執行的程式碼：讀取檔案、跑測試。它的輸出會回到對話串中。
diagram-meaning-hooks = harness 自己的腳本，在固定時機執行（工具呼叫之前、執行即將結束時）。llm 從不讀它們，只讀它們傳回的內容。

## The diagram's caption: the step's message in one line, under the drawing
# Before the first step.
diagram-no-message = 還沒有訊息。
# A part sends the arrow's message to another. $from and $to are part names (part-… above),
# $label the arrow's label, $from_part the sender's key (client, clients, session-api,
# coordinator, runner, llm, tools, hooks), so the verb can agree with it.
diagram-caption =
    { $from_part ->
        [tools] { $from } 把 { $label } 傳給 { $to }
        [hooks] { $from } 把 { $label } 傳給 { $to }
        [clients] { $from } 把 { $label } 傳給 { $to }
       *[other] { $from } 把 { $label } 傳給 { $to }
    }
# The same, in a sub-agent's session; $lane names it ("session_2 · explorer").
diagram-caption-lane =
    { $from_part ->
        [tools] { $from } 把 { $label } 傳給 { $to }（子代理 { $lane }）
        [hooks] { $from } 把 { $label } 傳給 { $to }（子代理 { $lane }）
        [clients] { $from } 把 { $label } 傳給 { $to }（子代理 { $lane }）
       *[other] { $from } 把 { $label } 傳給 { $to }（子代理 { $lane }）
    }
# A part does something within itself; $part is its name.
diagram-inside = { $part } 內部：{ $label }
diagram-inside-lane = { $part } 內部：{ $label }（子代理 { $lane }）

## The labels on the diagram's arrows: a few words each, drawn in a small monospace type
# `prompt` is the session API's call and `message` its argument: code.
diagram-label-typed = 輸入中…
diagram-label-prompt = prompt(message)
# `accepted` is the session API's answer (and a sub-agent's session's).
diagram-label-accepted = accepted
diagram-label-accepted-queued = accepted（排隊中）
diagram-label-start-run = 開始執行
diagram-label-already-running = 已在執行中
diagram-label-run = 執行
diagram-label-keep-going = 繼續執行
# $turn: the turn's number.
diagram-label-request = 請求，第 { $turn } 回合
# $attempt: which try this is (2, 3…).
diagram-label-request-again = 請求，第 { $turn } 回合（第 { $attempt } 次嘗試）
diagram-label-summarize = 做摘要
# The llm's reply comes as events: text, tool-call, finish, error, usage.
diagram-label-text = 文字
# $tool: the tool's name.
diagram-label-tool-call = 工具呼叫 { $tool }
diagram-label-finish = 完成
diagram-label-error = 錯誤
diagram-label-usage = 用量
diagram-label-cut = 在 token 上限處截斷
diagram-label-run-tool = 執行 { $tool }
# $error: a tool result's error flag (words-error).
diagram-label-output-error = 輸出：{ $error }
diagram-label-output = 輸出
diagram-label-result = 工具結果
diagram-label-result-error = 結果：{ $error }
# The runner asks you whether tool $tool may run.
diagram-label-ask = 詢問：{ $tool }？
# The session API passes your answer on to the runner.
diagram-label-resume = 你的回答
diagram-label-stop = 停止
diagram-label-interrupt = 中斷
diagram-label-cancel = 取消
diagram-label-retry = 重試中（第 { $attempt } 次，共 { $of } 次）
diagram-label-compacted = 上下文已壓縮
# $end: how the run ended (words-end).
diagram-label-ended = 已結束：{ $end }
diagram-label-done = 完成
diagram-label-done-end = 完成：{ $end }
diagram-label-idle = 閒置
# $agent: the sub-agent's name.
diagram-label-spawn = 新 session：{ $agent }
diagram-label-stop-child = 停止子代理
# $event: the hook event's name, such as PreToolUse: code.
diagram-label-hook = 執行 { $event } hook
# A hook's answers: nothing, allow, deny, ask (the permission decisions), a note, or block.
diagram-label-hook-pass = 沒有要補充的
diagram-label-hook-allow = 允許
diagram-label-hook-deny = 拒絕
diagram-label-hook-ask = 詢問
diagram-label-hook-context = 給 llm 的備註
diagram-label-hook-block = 阻擋：繼續工作

## The narration: one sentence or a few for each step, read by someone who has never seen a harness.
## The parts (client, session API, coordinator, runner, llm, tools, hooks) are named as in
## part-… above. "You" is the reader, who types in the client.

# Counts used inside the sentences below: the thread's messages ("the thread holds 3 messages").
narr-messages =
    { $n ->
       *[other] { $n } 則訊息
    }
# How many tools a request lists ("the instructions, 4 tools, and the thread").
narr-tools =
    { $n ->
       *[other] { $n } 個工具
    }
# Lists: "a, b and c" is built as narr-list-more for each comma and narr-list-last for the last item.
narr-list-more = { $list }、{ $item }
narr-list-last = { $list } 和 { $item }

# A sub-agent's step, or the first step back in the caller's session, starts with a lead-in; $agent is the agent's name, $text the step's own sentence.
narr-back-in-session = 回到 { $agent } 的 session：{ $text }
narr-in-session = 在 { $agent } 的 session 中，{ $text }
# Not shown: `lower` if $text above starts with its first letter in lower case (as in English after a colon or comma); any other value keeps the sentence as it is written.
narr-lead-in-first-letter = keep

## The prompt cache, said at each request
narr-cache-below-minimum = 其中沒有任何部分被快取：Anthropic 不會快取短於這個模型最低門檻（{ $min } 個 token）的前綴。
narr-cache-empty-anthropic = 其中還沒有任何部分在提示快取裡。Anthropic 的快取只保存請求有標記的部分，所以這個請求寫入 { $written } 個 token，一直寫到它位於對話串末端的最後一個斷點。
narr-cache-empty = 其中還沒有任何部分在提示快取裡：之前沒有任何請求以相同的內容開頭。
narr-cache-hit-anthropic = 這些 token 中有 { $cached } 個來自提示快取：上一個請求已經寫入它的前綴，直到它對話串末端的斷點，而這個請求的開頭和它相同。這個請求再多寫入 { $written } 個，直到它自己的最後一個斷點。
narr-cache-hit-after-summary = 只有 { $cached } 個來自提示快取，也就是對話串之前的那部分：對話串現在以一份摘要開頭，而之前沒有任何請求送過這份摘要。
narr-cache-hit = 這些 token 中有 { $cached } 個來自提示快取，因為這個請求的開頭和上一個相同。
# $step: the size in tokens of the steps OpenAI's cache counts in (128).
narr-cache-hit-steps = 這些 token 中有 { $cached } 個來自提示快取，因為這個請求的開頭和上一個相同。快取以每 { $step } 個 token 為一整段來計算，所以末尾有幾個共用的 token 會重新讀取。
narr-cache-hit-earlier-run = 這些 token 中有 { $cached } 個來自提示快取：先前某次執行送過相同的系統提示、指示和工具。
# The first time the narration speaks of the prompt cache; $cache is one of the sentences above.
narr-cache-what = 供應商（執行 llm 的公司）會把近期請求的開頭保存在提示快取裡，讓開頭相同的請求處理得更快、更便宜。{ $cache }

## A message typed and sent
narr-typed-first = 你在客戶端（聊天程式）裡輸入一則訊息。還沒有送出任何東西，所以對話串（harness 保存的訊息清單）仍是空的。
# $messages: how many the thread holds (narr-messages).
narr-typed = 你在客戶端裡輸入一則訊息。還沒有送出任何東西；對話串中有 { $messages }。
# Someone at a second client; $client is its name (part-client-2).
narr-typed-other = 有人在 { $client } 裡輸入一則訊息。還沒有送出任何東西；對話串中有 { $messages }。
narr-prompt = 你按下 Enter。客戶端把你的訊息送到 session API（harness 的大門）：一個名為 `prompt` 的呼叫。
narr-prompt-other = 對方按下 Enter，{ $client } 帶著他的訊息，呼叫同一個 session API 的 `prompt`。
narr-accepted = session API 把訊息存進對話串（現在有 { $messages }），並立刻回覆 `accepted`，不等待 llm。
narr-accepted-queued = 執行器正在進行一個回合，所以 session API 把訊息保留給執行器的下一個回合，並立刻回覆 `accepted`。
narr-start-run-first = session API 請協調器（決定何時執行的部分）為這個 session（你所在的這段對話）執行迴圈。這個迴圈是：詢問 llm、執行它要求的工具（例如讀取檔案的程式碼），然後重複，直到它給出回答。
narr-start-run = session API 請協調器為這個 session 執行迴圈。
narr-already-running = 協調器在這個 session 已經有一次執行在進行，所以不會再開第二次。正在跑的迴圈會在停止之前回答這則新訊息。
narr-run-first = 目前沒有執行在進行（一次執行：從你的訊息到回答，把迴圈跑完一遍），所以協調器把 session 標記為執行中，交給執行器（負責跑迴圈的部分）。一個 session，同一時間只有一次執行。
narr-run = 目前沒有執行在進行，所以協調器把 session 標記為執行中，交給執行器。一個 session，同一時間只有一次執行。
narr-keep-going = 執行即將結束時又有訊息進來，所以協調器讓同一次執行繼續下去，而不是轉為閒置。

## A request to the llm
# $turn: the turn's number; $attempt of $max: which try; $tokens, $cached: the request's size and what of it the cache holds.
narr-request-again = 執行器再次送出第 { $turn } 回合的請求，第 { $attempt } 次嘗試，共 { $max } 次：同樣的 { $tokens } 個 token，其中 { $cached } 個從提示快取讀取。
# The thread when messages that waited joined it: $messages (narr-messages), then $joins, how many joined.
narr-thread-joined =
    { $joins ->
       *[other] { $messages }（其中 { $joins } 則是先前等待中的訊息，先加入了對話串）
    }
# The thread ($thread, the phrase above or narr-messages) when it ends with $n reminders the harness added.
narr-thread-reminders =
    { $n ->
       *[other] { $thread }，最後是 harness 加上的 { $n } 則提醒，不是你輸入的
    }
# The same when the harness added other notes; $notes lists them (narr-note-… joined as a list).
narr-thread-notes = { $thread }，最後是 harness 加上的內容，不是你輸入的：{ $notes }
narr-note-reminders =
    { $n ->
       *[other] { $n } 則提醒
    }
narr-note-memory-files =
    { $n ->
       *[other] { $n } 個記憶檔案
    }
narr-note-skill-list = 依名稱列出的技能
narr-note-skills =
    { $n ->
       *[other] { $n } 個技能的指示
    }
narr-note-tool-names = 依名稱列出的延遲載入工具
narr-note-tool-schemas = 搜尋後載入的工具 schema
# The run's first request. $tools: how many tools (narr-tools); $thread: the thread's messages (and notes); $tokens: its size; $cache: what the prompt cache did (narr-cache-…, or nothing); $reported: what a recorded log reports, a sentence that begins with a space, or nothing.
narr-request-first = 執行器把第 { $turn } 回合的請求送給 llm（一個回合：一次請求加上它的回覆）。llm 什麼都不記得，所以每個請求都裝著它要讀的全部內容：它的指示、{ $tools }，以及目前為止的對話串（{ $thread }）。總共大約 { $tokens } 個 token，token 是模型閱讀的單位。{ $cache }{ $reported }
# Every later request; the same variables.
narr-request = 執行器把第 { $turn } 回合的請求送給 llm：指示、{ $tools }，以及對話串（{ $thread }）。總共大約 { $tokens } 個 token。{ $cache }{ $reported }
# The thread is too long: $needed tokens, more than the $window the model reads; $replaced: how many old messages get summarized.
narr-summarize = 下一個請求需要 { $needed } 個 token，超過這個代理 { $window } token 的上下文視窗。所以執行器先請 llm 把對話串中最舊的 { $replaced } 則訊息做成摘要。
narr-summarize-again = 下一個請求需要 { $needed } 個 token，超過這個代理 { $window } token 的上下文視窗。所以執行器先請 llm（第 { $attempt } 次嘗試，共 { $max } 次）把對話串中最舊的 { $replaced } 則訊息做成摘要。

## The llm's reply, streamed as events
narr-summary-text = llm 串流傳回摘要的一小段。這是給 harness 的，不是給你的：聊天畫面不會顯示它。
narr-text-more = 回覆的另一小段到了。
narr-text-first = llm 一邊寫、一邊把文字傳回來，是一小段一小段（事件）地傳，而不是一整塊。
narr-text = llm 開始回覆，一段接著一段。
# The llm asks for tool $tool; $input is what it passes (code or text, as the llm wrote it). The first time, the sentence says the name of the thing: a tool call.
narr-tool-call-first = llm 要求使用一個工具（這叫工具呼叫，tool call）：{ $tool }，輸入為「{ $input }」。它自己無法執行任何東西；它只能提出要求。
narr-tool-call-first-no-input = llm 要求使用一個工具（這叫工具呼叫，tool call）：{ $tool }，沒有輸入。它自己無法執行任何東西；它只能提出要求。
narr-tool-call = llm 要求使用工具：{ $tool }，輸入為「{ $input }」。它自己無法執行任何東西；它只能提出要求。
narr-tool-call-no-input = llm 要求使用工具：{ $tool }，沒有輸入。它自己無法執行任何東西；它只能提出要求。
narr-cut = 供應商在這裡截斷了回覆：它已達到供應商允許單一回覆使用的最大 token 數。已經傳來的內容保留；還寫到一半的工具呼叫不算呼叫，所以執行器把它丟掉。
narr-cut-forward = 執行器告訴你，回覆因為供應商的 token 上限而被截斷。
narr-summary-finished = 摘要完成了。
# $calls: how many tool calls the finished reply asks for.
narr-finish =
    { $calls ->
        [0] 回覆完成，沒有要求任何工具，所以它的文字就是答案。執行器把回覆加到對話串末端（{ $messages }）。
       *[other] 回覆完成，要求了 { $calls } 個工具呼叫。執行器把回覆加到對話串末端（{ $messages }），並依序處理呼叫。
    }
# $read: what the provider counted (words-tokens-read…); $written: the reply's tokens.
narr-usage = 供應商回報它為這個請求計算的數字：{ $read }，回覆中寫出 { $written } 個。頁面會把這些數字顯示在它自己的估計值旁邊。
# $error: the provider's error message, as it came.
narr-stream-error-retryable = 串流中斷了：「{ $error }」。連線中斷或供應商忙碌，值得再試一次。
narr-stream-error = 串流中斷了：「{ $error }」。再試一次也不會改變這個結果。
# $status: the HTTP status the llm's API answered with instead of a stream; $error: its error message.
narr-http-error-retryable = llm 的 API 沒有回傳串流，而是回應了 HTTP { $status }：「{ $error }」。供應商忙碌或正在限制速率，值得再試一次。
narr-http-error = llm 的 API 沒有回傳串流，而是回應了 HTTP { $status }：「{ $error }」。再試一次也不會改變這個結果。
# $tool($input): the call as code.
narr-forward-tool-call = 執行器在工具呼叫發生的當下就顯示給你看：{ $tool }({ $input })。
narr-forward-more = 執行器立刻把它轉給你。
narr-forward-first = 執行器透過客戶端保持開啟的連線，把文字直接轉給客戶端，所以你會看到文字邊寫邊出現。
narr-forward = 執行器把文字直接轉給你。

## Permissions and tools. "→ allow", "→ ask", "→ deny" are a rule's decisions, as the rules panel writes them.
narr-mode-accept-edits = 接受編輯模式：{ $tool } 會編輯檔案，而在這個模式下，編輯不必問你就會執行，除非有規則寫著 deny。執行器立刻執行它。
# A permission mode lets tool $tool run; $mode is the mode's key.
narr-mode-allows =
    { $mode ->
        [default] 預設模式：每個呼叫都不必詢問就會執行，所以執行器立刻執行 { $tool }。只有寫著 deny 的規則還能擋下它。
        [plan] 規劃模式：每個呼叫都不必詢問就會執行，所以執行器立刻執行 { $tool }。只有寫著 deny 的規則還能擋下它。
       *[bypass-permissions] 略過權限模式：每個呼叫都不必詢問就會執行，所以執行器立刻執行 { $tool }。只有寫著 deny 的規則還能擋下它。
    }
narr-allowed-your-rule = 你的規則寫著 { $tool } → allow，所以執行器不問你，立刻執行這個工具。
narr-allowed-saved-rule = 你儲存的規則寫著 { $tool } → allow，所以執行器不問你，立刻執行這個工具。
narr-allowed-rules-first = 權限規則（事先和代理的指示、工具一起設定好）寫著 { $tool } → allow，所以執行器不問你，立刻執行這個工具。
narr-allowed-agent-rules = 代理的規則寫著 { $tool } → allow，所以執行器不問你，立刻執行這個工具。
narr-run-always = 你選了「一律允許」，所以 { $tool } 現在由一條已儲存的規則允許，執行器執行它。
narr-run-hook = PreToolUse hook 允許了 { $tool }，而且沒有規則寫著 ask 或 deny，所以執行器不問你就執行它。
narr-run-once = 你允許了這一次呼叫，所以執行器執行 { $tool } 工具。
# $output: the start of the tool's output, as it came.
narr-output-failed = 工具失敗了：「{ $output }」。失敗也是一種輸出：它會回到執行器，並標記為錯誤。
# $characters: the output's length.
narr-output =
    { $characters ->
       *[other] 工具把它的輸出（{ $characters } 個字元）傳回執行器。
    }
# The same when reading a file loaded memory files; $files lists their names.
narr-output-memory =
    { $characters ->
       *[other] 工具把它的輸出（{ $characters } 個字元）傳回執行器。某個含有記憶檔案的資料夾底下的檔案第一次被讀取，所以 harness 載入 { $files }：其中的指示會加入下一個請求。
    }
narr-result-first = 執行器把工具結果（存成一則訊息的輸出）加到對話串末端（{ $messages }），並顯示給你看。llm 會在下一回合讀到它。
narr-result = 執行器把工具結果加到對話串末端（{ $messages }），並顯示給你看。llm 會在下一回合讀到它。
narr-result-failed = 執行器把結果附加到對話串（{ $messages }），並標記為錯誤。llm 在下一回合讀到它，再決定怎麼做。
narr-result-timed-out = 這個呼叫唯一的結果表示它逾時了，並標記為錯誤（{ $messages }）。llm 在下一回合讀到它。
narr-result-hook-denied = hook 的拒絕成立，所以 { $tool } 不會執行。這個呼叫仍會得到一個結果，附上 hook 的理由，加入對話串（{ $messages }）：llm 讀到原因後，可以換個方式試試。
narr-result-plan-denied = 規劃模式：{ $tool } 會改動東西，所以在代理規劃期間不會執行。這個呼叫仍會得到一個說明此事的結果（{ $messages }）；llm 讀到後就知道，在你核准計畫之前，它只能讀取和規劃。
narr-result-denied = 有規則寫著 { $tool } → deny，所以這個工具不會執行。這個呼叫仍會得到一個說明此事的結果，加入對話串（{ $messages }）。
narr-result-declined = 你拒絕了，所以 { $tool } 不會執行。這個呼叫仍會得到它的工具結果：一則說明你已拒絕的訊息（{ $messages }）；llm 在下一回合讀到它，再決定要說什麼。
narr-result-interrupted = 對 { $tool } 的呼叫照樣得到它唯一的結果：已中斷，因為你停止了這次執行（{ $messages }）。
narr-result-unknown-tool = 這個代理沒有名為 { $tool } 的工具。執行器以一個錯誤結果回應這個呼叫（{ $messages }），迴圈繼續進行。
narr-ask-hook = 等你回答。PreToolUse hook 要你對 { $tool } 做決定，所以執行器暫停這次執行，先問你。
narr-ask-no-rule-first = 沒有任何權限規則提到 { $tool }，這等同於 ask，所以執行器暫停這次執行，先問你。它會等你回答。
narr-ask-no-rule = 沒有規則提到 { $tool }，這等同於 ask，所以執行器暫停這次執行，先問你。它會等你回答。
narr-ask-your-rule = 你的規則寫著 { $tool } → ask，所以執行器暫停這次執行，先問你。它會等你回答。
narr-ask-rules-first = 權限規則（事先和代理的指示、工具一起設定好）寫著 { $tool } → ask，所以執行器暫停這次執行，先問你。它會等你回答。
narr-ask-rule = 有規則寫著 { $tool } → ask，所以執行器暫停這次執行，先問你。它會等你回答。
# Your answer, or another client's: $who is `you` or `other`, $client the other client's name at the start of a sentence (part-client-2-start). "allow once", "always allow" and "deny" are the buttons' names.
narr-answer-once =
    { $who ->
        [you] 你選了「允許一次」：這次呼叫可以執行，下次還會再問。
       *[other] { $client } 選了「允許一次」：這次呼叫可以執行，下次還會再問。
    }
narr-answer-always =
    { $who ->
        [you] 你選了「一律允許」。session API 儲存一條 allow 規則，所以在你按下「重設」之前，執行器不會再問這個工具。
       *[other] { $client } 選了「一律允許」。session API 儲存一條 allow 規則，所以在你按下「重設」之前，執行器不會再問這個工具。
    }
narr-answer-decline =
    { $who ->
        [you] 你選了「拒絕」。這個工具不會執行。
       *[other] { $client } 選了「拒絕」。這個工具不會執行。
    }
narr-resume = session API 把回答轉給正在等待它的執行器。

## Stopping, timeouts, retries and the run's end
# "Stop" is the button's name.
narr-stop =
    { $who ->
        [you] 你按下「停止」。客戶端請 session API 停止這次執行。
       *[other] { $client } 按下「停止」。客戶端請 session API 停止這次執行。
    }
narr-interrupt = session API 通知執行器停止。它必須讓對話串保持完整：llm 發出的每個工具呼叫，仍然都要剛好得到一個結果。
# $time: a length of time (words-seconds…).
narr-cancel-idle = llm 已經 { $time } 沒有傳來任何東西，達到代理的閒置逾時，所以執行器不再等待：它關閉串流並放棄這次嘗試，就像串流中斷了一樣。
narr-cancel-summary = 執行器關閉 llm 的串流：摘要被丟棄，對話串維持原樣。
narr-cancel-llm = 執行器關閉 llm 的串流，於是供應商停止撰寫。目前已傳來的內容留在對話串中；其中的任何工具呼叫都會得到「已中斷」的結果。
narr-cancel-tool = 執行器取消正在執行的工具。
narr-cancel-tool-timeout = 這個工具已經執行了 { $time }，達到代理的上限，所以執行器取消它，而不是永遠等下去。
narr-retry = 執行器告訴你它會再試一次：等待 { $time } 後進行第 { $attempt } 次嘗試，共 { $of } 次。每次等待的時間都會加倍，讓吃力的供應商有喘息的空間。
narr-retry-unread = 執行器告訴你它會再試一次：依照自己的退避等待 { $time } 後進行第 { $attempt } 次嘗試，共 { $of } 次。API 沒有給出它讀得到的等待時間：只有伺服器允許（Access-Control-Expose-Headers），瀏覽器才讓頁面讀取 retry-after 標頭。
narr-retry-asked = 執行器告訴你它會再試一次：依照 API 在 retry-after 標頭中的要求，等待 { $time } 後進行第 { $attempt } 次嘗試，共 { $of } 次。會說明等待時間的伺服器，比加倍的猜測更清楚自己的負載。
# $asked: the wait the API asked for; $time: the agent's idle timeout.
narr-retry-capped = 執行器告訴你它會再試一次：第 { $attempt } 次嘗試，共 { $of } 次。API 在 retry-after 標頭中要求等待 { $asked }；執行器最多等待代理的閒置逾時 { $time }，這樣一次執行沉默的時間不會超過它等待一個安靜串流的時間。
# $replaced old messages became one summary; the next request shrinks from $before to $after tokens.
narr-compacted = 上下文已壓縮：最舊的 { $replaced } 則訊息被 llm 的摘要取代。對話串縮減為 { $messages }，下一個請求從 { $before } 個 token 降到 { $after } 個。
narr-ended-stopped = 執行器告訴你這次執行已停止。沒有任何東西遺失：對話串保存了直到你按下按鈕為止發生的一切。
narr-ended-failed = 執行器放棄了，並告訴你這次執行失敗。session 不能在沒有任何工作進行時，還一直停在執行中。
# $max: the agent's limit of turns per run.
narr-ended-turn-limit =
    { $max ->
       *[other] 這次執行已經用掉 { $max } 個回合，達到代理的上限，所以執行器不再送出請求，直接停止，並告訴你原因。
    }
narr-ended-context-full = 下一個請求需要 { $needed } 個 token，而視窗只能容納 { $window } 個；壓縮也騰不出足夠的空間，所以執行器停止，並告訴你原因。
narr-done = 執行器告訴協調器這次執行完成了：llm 已經回答。
narr-done-not-answered = 執行器告訴協調器這次執行結束了，雖然沒有得到回答。
# How many turns a session has used ("The session has used 3 turns so far").
narr-turns =
    { $n ->
       *[other] { $n } 個回合
    }
# $clients: how many clients are open (1 or 2); $turns: how many turns the session has used (narr-turns).
narr-idle =
    { $clients ->
       *[other] 這次執行結束了：協調器把 session 標記為閒置，準備好接收你的下一則訊息，並通知客戶端。這個 session 到目前為止用了 { $turns }。
    }

# The sub-agents' lane on the diagram: its name before any sub-agent works, and with one
# ($lane: its session id and agent name, e.g. "session_2 · explorer").
diagram-lane-empty = 某個子代理的 session
diagram-lane = 子代理：{ $lane }
# A disclosure under the diagram listing each part and what it is.
diagram-part-meanings = 各部分是什麼
