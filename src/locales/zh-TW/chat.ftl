# The chat pane: messages, tool calls, questions, the sample prompts.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The harness's notices in the chat
# $reason: why, in the harness's words (kept in English).
chat-broken = harness 停止了這次執行：{ $reason }。
# $problem: the error as the connection reported it; $wait: how long until the next try ("2 s").
chat-retry = 與 llm 的連線中斷了（{ $problem }）。{ $wait } 後重試：第 { $attempt } 次，共 { $of } 次。
# $status: the HTTP status the llm's API answered with (429); $problem: its error, a whole sentence; $wait: how long until the next try.
chat-retry-status = llm 的 API 回應了 HTTP { $status }：{ $problem }它沒有給出頁面讀得到的等待時間，所以依照平常的退避等待 { $wait } 後重試：第 { $attempt } 次，共 { $of } 次。
# $wait: the wait the API asked for in its retry-after header.
chat-retry-asked = llm 的 API 回應了 HTTP { $status }：{ $problem }它要求等待 { $wait }（retry-after），所以屆時再試：第 { $attempt } 次，共 { $of } 次。
# $asked: the wait the API asked for; $wait: the idle timeout, the longest the page waits.
chat-retry-capped = llm 的 API 回應了 HTTP { $status }：{ $problem }它要求等待 { $asked }（retry-after）；最多只等閒置逾時 { $wait }：第 { $attempt } 次，共 { $of } 次。
# $n: how many messages the summary replaced; $before, $after: the thread's size in tokens.
chat-compacted =
    上下文已壓縮：{ $n ->
       *[other] { $n } 則較舊的訊息
    }已被摘要取代，{ $before } → { $after } 個 token。
chat-stopped = 已停止。每個工具呼叫都得到了結果；對話串保留了發生過的事。
# $problem: the error, as the harness or the provider said it.
chat-failed = 這次執行失敗：{ $problem }
chat-turn-limit =
    已停止：達到代理的上限 { $n ->
       *[other] { $n } 個回合
    }。
chat-context-full = 已停止：下一個請求需要 { $needed } 個 token，而上下文視窗只能容納 { $window } 個。

## The newest chat line in one line, for a phone where the chat is out of view
# $text: the start of the message.
chat-echo-you = 你：{ $text }
# $client: the number of another window on the same session (2, 3…).
chat-echo-client = 客戶端 { $client }：{ $text }
chat-echo-agent = { $agent }：{ $text }
# $state: how the call stands (chat-call-…, or an error in a word or two).
chat-echo-tool = 工具呼叫 { $tool }：{ $state }
chat-echo-question = { $agent } 詢問：可以執行 { $tool } 嗎？

## How a tool call stands
chat-call-asked = 已提出要求
chat-call-running = 執行中…
chat-call-waiting = 等待你的回答
chat-call-asked-you = 已詢問你
chat-call-done = 完成
chat-call-never-ran = 從未執行

## The chat pane
chat-pane-title = 你看到的畫面
# After the agent's name in the chat's header, when a live model answers: $model is its name.
chat-live-model = · { $model }（即時）
# The status of the session you talk to.
chat-status =
    { $status ->
        [running] 執行中
       *[idle] 閒置
    }
chat-stop-title = 停止這次執行（Esc）
chat-stop = 停止
chat-scripted-replies = 預先寫好的回覆
chat-conversation = 對話
chat-hint = 從下面挑一個問題。你會在這裡看到聊天內容，並在「執行過程」中看到 harness 如何處理它。
# The button over a sub-agent's work, folded under the task call that started it. $agent: the sub-agent's name; $session: its session's id (session_2); $n: how many rows of its work there are so far.
chat-fold-show =
    顯示 { $agent } 的工作（{ $session }，{ $n ->
       *[other] { $n } 列
    }）
chat-fold-hide =
    隱藏 { $agent } 的工作（{ $session }，{ $n ->
       *[other] { $n } 列
    }）
# After the first line of a long tool output, folded.
chat-output-size =
    （{ $lines ->
       *[other] { $lines } 行
    }，{ $chars ->
       *[other] { $chars } 個字元
    }）

## The chat's rows
chat-who-you = 你
# $client: the number of another window on the same session (2, 3…).
chat-who-client = 客戶端 { $client }
# After who wrote a message that waits in the session.
chat-who-queued = （等待下一回合）
# After the agent's name over its reply.
chat-reply-writing = （撰寫中…）
chat-reply-broken = （串流中斷：這次嘗試作廢）
chat-reply-stopped = （已停止）
chat-reply-cut = （被截斷：達到供應商的 token 上限）
# $id: the call's id, shown as code.
chat-tool-call = 工具呼叫 { $id }
# $duration: how long the tool ran, as a recorded run's log says ("3.2 s").
chat-tool-ran = 執行了 { $duration }
chat-call-asked-you-first = 先詢問過你
# $error: what went wrong, in a word or two ("denied", "timed out").
chat-call-not-run = 未執行：{ $error }
chat-call-error = 錯誤：{ $error }
chat-call-dropped = 從未執行：回覆中斷了
# $agent: the name of the agent that asks.
chat-question-who = { $agent } 詢問
# $tool: the tool's name, shown as code.
chat-question-open = 可以執行 { $tool } 嗎？
# $answer: the button you chose, in lower case ("allow once").
chat-question-answered = 可以執行 { $tool } 嗎？你的回答：{ $answer }。
chat-question-withdrawn = 可以執行 { $tool } 嗎？你沒有回答，而是停止了這次執行。

## The permission question
# $tool: the tool's name; $input: what it would run on.
chat-allow = 允許執行 { $tool } 嗎？
chat-allow-input = 允許以「{ $input }」為輸入執行 { $tool } 嗎？
# $agent: the sub-agent's name.
chat-allow-subagent = 子代理 { $agent } 詢問：允許執行 { $tool } 嗎？
chat-allow-subagent-input = 子代理 { $agent } 詢問：允許以「{ $input }」為輸入執行 { $tool } 嗎？
chat-allow-once = 允許一次
chat-always-allow = 一律允許
chat-deny = 拒絕

## The message box and the sample prompts
chat-type-first = 請先輸入訊息。
chat-you-are-typing = 你正在輸入
chat-message = 訊息
# The message box's placeholder. $agent: the agent's name; $model: a live model's name.
chat-placeholder = 傳訊息給 { $agent }…
chat-placeholder-live = 傳訊息給 { $model }（即時）…
chat-send = 送出
chat-sample-prompts = 範例提示
chat-more-scenarios = 更多情境
