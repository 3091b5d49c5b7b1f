# The chat pane: messages, tool calls, questions, the sample prompts.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The harness's notices in the chat
# $reason: why, in the harness's words (kept in English).
chat-broken = ハーネスが実行を止めました：{ $reason }。
# $problem: the error as the connection reported it; $wait: how long until the next try ("2 s").
chat-retry = llm への接続が切れました（{ $problem }）。{ $wait }後に再試行します：{ $attempt } / { $of } 回目。
# $status: the HTTP status the llm's API answered with (429); $problem: its error, a whole sentence; $wait: how long until the next try.
chat-retry-status = llm の API が HTTP { $status } を返しました：{ $problem }ページが読める待ち時間の指定がないため、いつものバックオフで { $wait }待ってから再試行します：{ $attempt } / { $of } 回目。
# $wait: the wait the API asked for in its retry-after header.
chat-retry-asked = llm の API が HTTP { $status } を返しました：{ $problem }API が { $wait }待つよう求めたため（retry-after）、その後に再試行します：{ $attempt } / { $of } 回目。
# $asked: the wait the API asked for; $wait: the idle timeout, the longest the page waits.
chat-retry-capped = llm の API が HTTP { $status } を返しました：{ $problem }API は { $asked }待つよう求めましたが（retry-after）、待つのはアイドルタイムアウトの { $wait }までです：{ $attempt } / { $of } 回目。
# $n: how many messages the summary replaced; $before, $after: the thread's size in tokens.
chat-compacted =
    コンテキストを圧縮しました：{ $n ->
       *[other] 古いメッセージ { $n } 件
    }を要約に置き換え、{ $before } → { $after } トークン。
chat-stopped = 停止しました。すべてのツール呼び出しに結果が付き、スレッドにはそこまでの経過が残っています。
# $problem: the error, as the harness or the provider said it.
chat-failed = 実行が失敗しました：{ $problem }
chat-turn-limit =
    エージェントの上限である { $n ->
       *[other] { $n } ターン
    }に達したため停止しました。
chat-context-full = 停止しました：次のリクエストには { $needed } トークン必要ですが、コンテキストウィンドウには { $window } トークンしか入りません。

## The newest chat line in one line, for a phone where the chat is out of view
# $text: the start of the message.
chat-echo-you = あなた：{ $text }
# $client: the number of another window on the same session (2, 3…).
chat-echo-client = クライアント { $client }：{ $text }
chat-echo-agent = { $agent }：{ $text }
# $state: how the call stands (chat-call-…, or an error in a word or two).
chat-echo-tool = ツール呼び出し { $tool }：{ $state }
chat-echo-question = { $agent } の質問：{ $tool } を実行してもよいですか？

## How a tool call stands
chat-call-asked = 要求済み
chat-call-running = 実行中…
chat-call-waiting = あなたの回答待ち
chat-call-asked-you = 確認済み
chat-call-done = 完了
chat-call-never-ran = 実行されず

## The chat pane
chat-pane-title = あなたに見えるもの
# After the agent's name in the chat's header, when a live model answers: $model is its name.
chat-live-model = · { $model }（ライブ）
# The status of the session you talk to.
chat-status =
    { $status ->
        [running] 実行中
       *[idle] アイドル
    }
chat-stop-title = 実行を停止（Escape）
chat-stop = 停止
chat-scripted-replies = 台本どおりの応答
chat-conversation = 会話
chat-hint = 下の質問を選んでください。チャットはここに表示され、ハーネスがそれに対して何をするかは「裏で動くもの」に表示されます。
# The button over a sub-agent's work, folded under the task call that started it. $agent: the sub-agent's name; $session: its session's id (session_2); $n: how many rows of its work there are so far.
chat-fold-show =
    { $agent } の作業を表示（{ $session }、{ $n ->
       *[other] { $n } 行
    }）
chat-fold-hide =
    { $agent } の作業を隠す（{ $session }、{ $n ->
       *[other] { $n } 行
    }）
# After the first line of a long tool output, folded.
chat-output-size =
    （{ $lines ->
       *[other] { $lines } 行
    }、{ $chars ->
       *[other] { $chars } 文字
    }）

## The chat's rows
chat-who-you = あなた
# $client: the number of another window on the same session (2, 3…).
chat-who-client = クライアント { $client }
# After who wrote a message that waits in the session.
chat-who-queued = （次のターン待ち）
# After the agent's name over its reply.
chat-reply-writing = （書いています…）
chat-reply-broken = （ストリームが切れました：この試行は破棄されます）
chat-reply-stopped = （停止）
chat-reply-cut = （途中で打ち切り：プロバイダーのトークン上限）
# $id: the call's id, shown as code.
chat-tool-call = ツール呼び出し { $id }
# $duration: how long the tool ran, as a recorded run's log says ("3.2 s").
chat-tool-ran = 実行時間 { $duration }
chat-call-asked-you-first = 先にあなたに確認
# $error: what went wrong, in a word or two ("denied", "timed out").
chat-call-not-run = 実行されず：{ $error }
chat-call-error = エラー：{ $error }
chat-call-dropped = 実行されず：応答が途切れました
# $agent: the name of the agent that asks.
chat-question-who = { $agent } からの質問
# $tool: the tool's name, shown as code.
chat-question-open = { $tool } を実行してもよいですか？
# $answer: the button you chose, in lower case ("allow once").
chat-question-answered = { $tool } を実行してもよいですか？　回答：{ $answer }。
chat-question-withdrawn = { $tool } を実行してもよいですか？　あなたは回答せずに実行を停止しました。

## The permission question
# $tool: the tool's name; $input: what it would run on.
chat-allow = { $tool } を許可しますか？
chat-allow-input = { $tool } を入力「{ $input }」で許可しますか？
# $agent: the sub-agent's name.
chat-allow-subagent = サブエージェント { $agent } からの質問：{ $tool } を許可しますか？
chat-allow-subagent-input = サブエージェント { $agent } からの質問：{ $tool } を入力「{ $input }」で許可しますか？
chat-allow-once = 今回のみ許可
chat-always-allow = 常に許可
chat-deny = 拒否

## The message box and the sample prompts
chat-type-first = 先にメッセージを入力してください。
chat-you-are-typing = 入力中
chat-message = メッセージ
# The message box's placeholder. $agent: the agent's name; $model: a live model's name.
chat-placeholder = { $agent } へのメッセージ…
chat-placeholder-live = { $model }（ライブ）へのメッセージ…
chat-send = 送信
chat-sample-prompts = プロンプトの例
chat-more-scenarios = その他のシナリオ
