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
words-hours-minutes = { $h } 時間 { $min } 分
# The answers to a permission question: the names of the chat's three buttons, in lower case, as they appear inside a sentence.
words-answer =
    { $reply ->
        [once] 今回のみ許可
        [always] 常に許可
       *[decline] 拒否
    }
# A tool result's error flag, in one word or two ("output: timed out").
words-error =
    { $error ->
        [failed] 失敗
        [timed-out] タイムアウト
        [denied] 拒否
        [declined] 却下
        [interrupted] 中断
       *[unknown-tool] 不明なツール
    }
# How a run ended, in one word or two ("done: turn limit").
words-end =
    { $end ->
        [answered] 回答済み
        [stopped] 停止
        [failed] 失敗
        [turn-limit] ターン上限
       *[context-full] コンテキスト満杯
    }
# What the provider reported reading for one request. $read: tokens it carried.
words-tokens-read = 読み込み { $read } トークン
# $cached: tokens of them read from the provider's prompt cache.
words-tokens-read-cached = 読み込み { $read } トークン（うち { $cached } トークンはプロンプトキャッシュから）
# $written: tokens this request wrote to the prompt cache.
words-tokens-read-written = 読み込み { $read } トークン、キャッシュへの書き込み { $written } トークン
words-tokens-read-cached-written = 読み込み { $read } トークン（うち { $cached } トークンはプロンプトキャッシュから）、キャッシュへの書き込み { $written } トークン

## The harness's parts, as the diagram's boxes and the narration name them
# These are the harness's concepts, which a learner meets again in articles and code. Use the
# word your language's developers use: an English term may stay (many keep "runner" and
# "session API"; every language keeps `llm`), or a word of your own. Name each part the same
# way here, in the parts' meanings and in every sentence of the narration that mentions it.
part-client = クライアント
part-client-2 = クライアント 2
part-another-client = 別のクライアント
part-clients = 各クライアント
part-session-api = セッション API
part-coordinator = コーディネーター
part-runner = ランナー
part-llm = llm
part-tools = ツール
part-hooks = フック
# A second client's name at the start of a sentence ("Client 2 presses Stop.").
part-client-2-start = クライアント 2
part-another-client-start = 別のクライアント

## What each part is, shown when a reader hovers a part or opens "What each part is"
diagram-meaning-client = あなたが入力するチャットアプリです。セッション API を呼び出し、返ってきたものを表示します。
diagram-meaning-session-api = ハーネスの玄関口です。各メッセージをスレッド（ハーネスが保持する会話）に保存してすぐに応答し、llm を待つことはありません。
diagram-meaning-coordinator = セッション（1 つの会話）がいつループを回すかを決めます。実行はセッションごとに一度に 1 つで、メッセージに回答が必要になったときに開始します。
diagram-meaning-runner = ハーネスの中心にあるループです。スレッドを llm に送り、llm が求めるツールを実行し、llm が回答するまでこれを繰り返します。
diagram-meaning-llm = 言語モデルです。リクエストを読んで、テキストを書くかツールを求めます。自分では何も実行できません。
diagram-meaning-tools = llm に求められたときにランナーが実行するコードです（ファイルを読む、テストを実行するなど）。その出力はスレッドに戻ります。
diagram-meaning-hooks = 決まったタイミング（ツール呼び出しの前、実行が終わろうとするとき）に実行される、ハーネス自身のスクリプトです。llm はフックそのものを読むことはなく、読むのはフックが返したものだけです。

## The diagram's caption: the step's message in one line, under the drawing
# Before the first step.
diagram-no-message = まだメッセージはありません。
# A part sends the arrow's message to another. $from and $to are part names (part-… above),
# $label the arrow's label, $from_part the sender's key (client, clients, session-api,
# coordinator, runner, llm, tools, hooks), so the verb can agree with it.
diagram-caption =
    { $from_part ->
        [tools] { $from }が{ $to }に「{ $label }」を送信
        [hooks] { $from }が{ $to }に「{ $label }」を送信
        [clients] { $from }が{ $to }に「{ $label }」を送信
       *[other] { $from }が{ $to }に「{ $label }」を送信
    }
# The same, in a sub-agent's session; $lane names it ("session_2 · explorer").
diagram-caption-lane =
    { $from_part ->
        [tools] { $from }が{ $to }に「{ $label }」を送信（サブエージェント { $lane }）
        [hooks] { $from }が{ $to }に「{ $label }」を送信（サブエージェント { $lane }）
        [clients] { $from }が{ $to }に「{ $label }」を送信（サブエージェント { $lane }）
       *[other] { $from }が{ $to }に「{ $label }」を送信（サブエージェント { $lane }）
    }
# A part does something within itself; $part is its name.
diagram-inside = { $part }の内部：{ $label }
diagram-inside-lane = { $part }の内部：{ $label }（サブエージェント { $lane }）

## The labels on the diagram's arrows: a few words each, drawn in a small monospace type
# `prompt` is the session API's call and `message` its argument: code.
diagram-label-typed = 入力中…
diagram-label-prompt = prompt(message)
# `accepted` is the session API's answer (and a sub-agent's session's).
diagram-label-accepted = accepted
diagram-label-accepted-queued = accepted（待機）
diagram-label-start-run = 実行を開始
diagram-label-already-running = すでに実行中
diagram-label-run = 実行
diagram-label-keep-going = 実行を継続
# $turn: the turn's number.
diagram-label-request = リクエスト（ターン { $turn }）
# $attempt: which try this is (2, 3…).
diagram-label-request-again = リクエスト（ターン { $turn }、試行 { $attempt }）
diagram-label-summarize = 要約して
# The llm's reply comes as events: text, tool-call, finish, error, usage.
diagram-label-text = text
# $tool: the tool's name.
diagram-label-tool-call = tool-call { $tool }
diagram-label-finish = finish
diagram-label-error = error
diagram-label-usage = usage
diagram-label-cut = トークン上限で打ち切り
diagram-label-run-tool = { $tool } を実行
# $error: a tool result's error flag (words-error).
diagram-label-output-error = 出力: { $error }
diagram-label-output = 出力
diagram-label-result = ツール結果
diagram-label-result-error = 結果: { $error }
# The runner asks you whether tool $tool may run.
diagram-label-ask = 確認: { $tool }？
# The session API passes your answer on to the runner.
diagram-label-resume = 回答
diagram-label-stop = 停止
diagram-label-interrupt = 中断
diagram-label-cancel = キャンセル
diagram-label-retry = 再試行中（{ $attempt } / { $of }）
diagram-label-compacted = コンテキスト圧縮済み
# $end: how the run ended (words-end).
diagram-label-ended = 終了: { $end }
diagram-label-done = 完了
diagram-label-done-end = 完了: { $end }
diagram-label-idle = アイドル
# $agent: the sub-agent's name.
diagram-label-spawn = 新しいセッション: { $agent }
diagram-label-stop-child = サブエージェントを停止
# $event: the hook event's name, such as PreToolUse: code.
diagram-label-hook = { $event } フックを実行
# A hook's answers: nothing, allow, deny, ask (the permission decisions), a note, or block.
diagram-label-hook-pass = 追加なし
diagram-label-hook-allow = allow
diagram-label-hook-deny = deny
diagram-label-hook-ask = ask
diagram-label-hook-context = llm へのメモ
diagram-label-hook-block = block: 作業を続行

## The narration: one sentence or a few for each step, read by someone who has never seen a harness.
## The parts (client, session API, coordinator, runner, llm, tools, hooks) are named as in
## part-… above. "You" is the reader, who types in the client.

# Counts used inside the sentences below: the thread's messages ("the thread holds 3 messages").
narr-messages =
    { $n ->
       *[other] { $n } 件のメッセージ
    }
# How many tools a request lists ("the instructions, 4 tools, and the thread").
narr-tools =
    { $n ->
       *[other] { $n } 個のツール
    }
# Lists: "a, b and c" is built as narr-list-more for each comma and narr-list-last for the last item.
narr-list-more = { $list }、{ $item }
narr-list-last = { $list }、{ $item }

# A sub-agent's step, or the first step back in the caller's session, starts with a lead-in; $agent is the agent's name, $text the step's own sentence.
narr-back-in-session = { $agent } のセッションに戻って：{ $text }
narr-in-session = { $agent } のセッションで：{ $text }
# Not shown: `lower` if $text above starts with its first letter in lower case (as in English after a colon or comma); any other value keeps the sentence as it is written.
narr-lead-in-first-letter = keep

## The prompt cache, said at each request
narr-cache-below-minimum = どれもキャッシュされません。Anthropic は、このモデルの最小値である { $min } トークンに満たないプレフィックスをキャッシュしないからです。
narr-cache-empty-anthropic = まだどれもプロンプトキャッシュにありません。Anthropic のキャッシュはリクエストが印を付けた部分しか保持しないので、このリクエストは、スレッド末尾にある最後のブレークポイントまでの { $written } トークンを書き込みます。
narr-cache-empty = まだどれもプロンプトキャッシュにありません。同じ始まり方をした以前のリクエストがないからです。
narr-cache-hit-anthropic = このうち { $cached } トークンはプロンプトキャッシュから読まれます。前のリクエストが自分のスレッド末尾のブレークポイントまでのプレフィックスを書き込み、このリクエストは同じ始まり方をしているからです。さらに、自分の最後のブレークポイントまでの { $written } トークンを書き込みます。
narr-cache-hit-after-summary = プロンプトキャッシュから読まれるのは、スレッドより前の部分の { $cached } トークンだけです。スレッドはいま、どのリクエストもまだ送ったことのない要約で始まっているからです。
narr-cache-hit = このうち { $cached } トークンはプロンプトキャッシュから読まれます。リクエストの始まりが前のリクエストと同じだからです。
# $step: the size in tokens of the steps OpenAI's cache counts in (128).
narr-cache-hit-steps = このうち { $cached } トークンはプロンプトキャッシュから読まれます。リクエストの始まりが前のリクエストと同じだからです。キャッシュは { $step } トークン単位で数えるので、共通部分の末尾の数トークンは改めて読み込まれます。
narr-cache-hit-earlier-run = このうち { $cached } トークンはプロンプトキャッシュから読まれます。以前の実行が同じシステムプロンプト、指示、ツールを送っていたからです。
# The first time the narration speaks of the prompt cache; $cache is one of the sentences above.
narr-cache-what = プロバイダー（llm を動かしている会社）は、最近のリクエストの冒頭部分をプロンプトキャッシュに保持し、同じ始まり方のリクエストをより速く、より安く処理します。{ $cache }

## A message typed and sent
narr-typed-first = あなたはクライアント（チャットアプリ）にメッセージを入力します。まだ何も送られていないので、スレッド（ハーネスが保持するメッセージの一覧）は空のままです。
# $messages: how many the thread holds (narr-messages).
narr-typed = あなたはクライアントにメッセージを入力します。まだ何も送られていません。スレッドには { $messages }があります。
# Someone at a second client; $client is its name (part-client-2).
narr-typed-other = 誰かが{ $client }にメッセージを入力します。まだ何も送られていません。スレッドには { $messages }があります。
narr-prompt = あなたが Enter を押します。クライアントはあなたのメッセージをセッション API（ハーネスの玄関口）に送ります。`prompt` という名前の呼び出しです。
narr-prompt-other = 相手が Enter を押し、{ $client }が同じセッション API の `prompt` をそのメッセージで呼び出します。
narr-accepted = セッション API はメッセージをスレッドに保存し（これで { $messages }）、llm を待たずにすぐ `accepted` と応答します。
narr-accepted-queued = ランナーはターンの途中なので、セッション API はメッセージをランナーの次のターンのために保存し、すぐ `accepted` と応答します。
narr-start-run-first = セッション API はコーディネーター（いつ実行するかを決めるパーツ）に、このセッション、つまりあなたがいる 1 つの会話のループを回すよう頼みます。ループとは、llm に問い合わせ、llm が求めるツール（ファイルを読むなどのコード）を実行し、llm が回答するまでそれを繰り返すことです。
narr-start-run = セッション API はコーディネーターに、このセッションのループを回すよう頼みます。
narr-already-running = コーディネーターはこのセッションの実行をすでに動かしているので、2 つ目は開始しません。動いているループが、止まる前に新しいメッセージにも回答します。
narr-run-first = 実行（あなたのメッセージから回答までのループ 1 回分）は動いていなかったので、コーディネーターはセッションを実行中にし、ランナー（ループを回すパーツ）に渡します。1 つのセッションにつき、実行は一度に 1 つです。
narr-run = 実行は動いていなかったので、コーディネーターはセッションを実行中にし、ランナーに渡します。1 つのセッションにつき、実行は一度に 1 つです。
narr-keep-going = 実行が終わろうとしているときにメッセージが届いたので、コーディネーターはアイドルにせず、同じ実行を続けます。

## A request to the llm
# $turn: the turn's number; $attempt of $max: which try; $tokens, $cached: the request's size and what of it the cache holds.
narr-request-again = ランナーはターン { $turn } のリクエストを再送します（{ $max } 回中 { $attempt } 回目の試行）。同じ { $tokens } トークンで、そのうち { $cached } トークンはプロンプトキャッシュから読まれます。
# The thread when messages that waited joined it: $messages (narr-messages), then $joins, how many joined.
narr-thread-joined =
    { $joins ->
       *[other] { $messages }、うち { $joins } 件は待っていたメッセージで、先に加わりました
    }
# The thread ($thread, the phrase above or narr-messages) when it ends with $n reminders the harness added.
narr-thread-reminders =
    { $n ->
       *[other] { $thread }、末尾にはあなたではなくハーネスが追加したリマインダーが { $n } 件
    }
# The same when the harness added other notes; $notes lists them (narr-note-… joined as a list).
narr-thread-notes = { $thread }、末尾にはあなたではなくハーネスが追加したもの：{ $notes }
narr-note-reminders =
    { $n ->
       *[other] { $n } 件のリマインダー
    }
narr-note-memory-files =
    { $n ->
       *[other] { $n } 個のメモリファイル
    }
narr-note-skill-list = 名前で一覧にしたスキル
narr-note-skills =
    { $n ->
       *[other] { $n } 個のスキルの指示
    }
narr-note-tool-names = 名前で一覧にした遅延ツール
narr-note-tool-schemas = 検索で読み込んだツールスキーマ
# The run's first request. $tools: how many tools (narr-tools); $thread: the thread's messages (and notes); $tokens: its size; $cache: what the prompt cache did (narr-cache-…, or nothing); $reported: what a recorded log reports, a sentence that begins with a space, or nothing.
narr-request-first = ランナーはターン { $turn } のリクエストを llm に送ります（ターンとは、1 つのリクエストとその応答のことです）。llm は何も覚えていないので、各リクエストには llm が読むものがすべて入っています。指示、{ $tools }、ここまでのスレッド（{ $thread }）です。約 { $tokens } トークンになります（トークンはモデルが読む単位です）。{ $cache }{ $reported }
# Every later request; the same variables.
narr-request = ランナーはターン { $turn } のリクエストを llm に送ります。指示、{ $tools }、そしてスレッド（{ $thread }）で、約 { $tokens } トークンです。{ $cache }{ $reported }
# The thread is too long: $needed tokens, more than the $window the model reads; $replaced: how many old messages get summarized.
narr-summarize = 次のリクエストには { $needed } トークン必要で、エージェントのコンテキストウィンドウ（{ $window } トークン）を超えてしまいます。そこでランナーはまず llm に、スレッドの古いほうから { $replaced } 件のメッセージを要約するよう頼みます。
narr-summarize-again = 次のリクエストには { $needed } トークン必要で、エージェントのコンテキストウィンドウ（{ $window } トークン）を超えてしまいます。そこでランナーはまず llm に（{ $max } 回中 { $attempt } 回目の試行）、スレッドの古いほうから { $replaced } 件のメッセージを要約するよう頼みます。

## The llm's reply, streamed as events
narr-summary-text = llm が要約の一部をストリームで返します。これはハーネス向けで、あなた向けではないので、チャットには表示されません。
narr-text-more = 応答の続きが届きます。
narr-text-first = llm はテキストを書きながら、ひとかたまりではなく小さな断片（イベント）に分けて送り返します。
narr-text = llm が応答を断片ごとに返し始めます。
# The llm asks for tool $tool; $input is what it passes (code or text, as the llm wrote it). The first time, the sentence says the name of the thing: a tool call.
narr-tool-call-first = llm がツールを求めます（ツール呼び出し）：{ $tool }、入力は「{ $input }」。llm 自身は何も実行できず、求めることしかできません。
narr-tool-call-first-no-input = llm がツールを求めます（ツール呼び出し）：入力なしの { $tool }。llm 自身は何も実行できず、求めることしかできません。
narr-tool-call = llm がツールを求めます：{ $tool }、入力は「{ $input }」。llm 自身は何も実行できず、求めることしかできません。
narr-tool-call-no-input = llm がツールを求めます：入力なしの { $tool }。llm 自身は何も実行できず、求めることしかできません。
narr-cut = プロバイダーが応答をここで打ち切ります。1 つの応答に許される最大トークン数に達したからです。届いた分はそのまま残りますが、書きかけのツール呼び出しは呼び出しとして成立しないので、ランナーはそれを捨てます。
narr-cut-forward = ランナーは、応答がプロバイダーのトークン上限で途中で打ち切られたことをあなたに伝えます。
narr-summary-finished = 要約が完成しました。
# $calls: how many tool calls the finished reply asks for.
narr-finish =
    { $calls ->
        [0] 応答が完了しました。ツールを求めていないので、そのテキストが回答です。ランナーは応答をスレッドの末尾に追加します（{ $messages }）。
       *[other] 応答が完了し、{ $calls } 件のツール呼び出しを求めています。ランナーは応答をスレッドの末尾に追加し（{ $messages }）、呼び出しを順に処理します。
    }
# $read: what the provider counted (words-tokens-read…); $written: the reply's tokens.
narr-usage = プロバイダーが、このリクエストで数えた量を報告します：{ $read }、応答での書き出し { $written } トークン。ページはこれを自前の見積もりと並べて表示します。
# $error: the provider's error message, as it came.
narr-stream-error-retryable = ストリームが切れます：「{ $error }」。接続の切断やプロバイダーの混雑なら、もう一度試す価値があります。
narr-stream-error = ストリームが切れます：「{ $error }」。もう一度試しても、この結果は変わりません。
# $status: the HTTP status the llm's API answered with instead of a stream; $error: its error message.
narr-http-error-retryable = llm の API がストリームではなく HTTP { $status } を返します：「{ $error }」。プロバイダーの混雑やレート制限なら、もう一度試す価値があります。
narr-http-error = llm の API がストリームではなく HTTP { $status } を返します：「{ $error }」。もう一度試しても、この結果は変わりません。
# $tool($input): the call as code.
narr-forward-tool-call = ランナーはツール呼び出しを、その場であなたに見せます：{ $tool }({ $input })。
narr-forward-more = ランナーはそれをすぐにあなたへ渡します。
narr-forward-first = ランナーはテキストを、クライアントが開いたままにしている接続を通じてそのままクライアントへ渡します。だから、あなたはテキストが書かれていく様子をそのまま見られます。
narr-forward = ランナーはテキストをそのままあなたへ渡します。

## Permissions and tools. "→ allow", "→ ask", "→ deny" are a rule's decisions, as the rules panel writes them.
narr-mode-accept-edits = accept-edits モード：{ $tool } はファイルを編集します。このモードでは、deny のルールがない限り、編集は確認なしで実行されます。ランナーはすぐに実行します。
# A permission mode lets tool $tool run; $mode is the mode's key.
narr-mode-allows =
    { $mode ->
        [default] デフォルトモード：どの呼び出しも確認なしで実行されるので、ランナーはすぐに { $tool } を実行します。それでも止められるのは deny のルールだけです。
        [plan] プランモード：どの呼び出しも確認なしで実行されるので、ランナーはすぐに { $tool } を実行します。それでも止められるのは deny のルールだけです。
       *[bypass-permissions] bypass-permissions モード：どの呼び出しも確認なしで実行されるので、ランナーはすぐに { $tool } を実行します。それでも止められるのは deny のルールだけです。
    }
narr-allowed-your-rule = あなたのルールが { $tool } → allow なので、ランナーはあなたに確認せず、すぐにツールを実行します。
narr-allowed-saved-rule = あなたが保存したルールが { $tool } → allow なので、ランナーはあなたに確認せず、すぐにツールを実行します。
narr-allowed-rules-first = 権限ルール（エージェントの指示やツールと一緒にあらかじめ設定されたもの）が { $tool } → allow なので、ランナーはあなたに確認せず、すぐにツールを実行します。
narr-allowed-agent-rules = エージェントのルールが { $tool } → allow なので、ランナーはあなたに確認せず、すぐにツールを実行します。
narr-run-always = あなたが「常に許可」と答えたので、{ $tool } は保存されたルールで許可されるようになり、ランナーはそれを実行します。
narr-run-hook = PreToolUse フックが { $tool } を許可し、ask や deny のルールもないので、ランナーはあなたに確認せずに実行します。
narr-run-once = あなたがこの 1 回の呼び出しを許可したので、ランナーは { $tool } ツールを実行します。
# $output: the start of the tool's output, as it came.
narr-output-failed = ツールが失敗します：「{ $output }」。失敗も出力の一種です。エラーの印が付いてランナーへ戻ります。
# $characters: the output's length.
narr-output =
    { $characters ->
       *[other] ツールが出力（{ $characters } 文字）をランナーに返します。
    }
# The same when reading a file loaded memory files; $files lists their names.
narr-output-memory =
    { $characters ->
       *[other] ツールが出力（{ $characters } 文字）をランナーに返します。メモリファイルのあるフォルダー配下のファイルが初めて読まれたので、ハーネスは { $files } を読み込みます。その指示は次のリクエストに加わります。
    }
narr-result-first = ランナーはツール結果（メッセージとして保存された出力）をスレッドの末尾に追加し（{ $messages }）、あなたにも見せます。llm は次のターンでそれを読みます。
narr-result = ランナーはツール結果をスレッドの末尾に追加し（{ $messages }）、あなたにも見せます。llm は次のターンでそれを読みます。
narr-result-failed = ランナーは結果にエラーの印を付けてスレッドに追加します（{ $messages }）。llm は次のターンでそれを読み、どうするかを決めます。
narr-result-timed-out = この呼び出しのただ 1 つの結果は、タイムアウトしたことをエラーとして伝えます（{ $messages }）。llm は次のターンでそれを読みます。
narr-result-hook-denied = フックの拒否は覆らないので、{ $tool } は実行されません。それでも呼び出しにはフックの理由を書いた結果が 1 つ付き、スレッドに追加されます（{ $messages }）。llm は理由を読み、別の方法を試せます。
narr-result-plan-denied = プランモード：{ $tool } は何かを変更するので、エージェントが計画を立てている間は実行されません。それでも呼び出しにはその旨の結果が付きます（{ $messages }）。llm はそれを読み、あなたが計画を承認するまでは読むことと計画することしかできないと知ります。
narr-result-denied = ルールが { $tool } → deny なので、ツールは実行されません。それでも呼び出しにはその旨の結果が付き、スレッドに追加されます（{ $messages }）。
narr-result-declined = あなたが拒否したので、{ $tool } は実行されません。それでも呼び出しにはツール結果として、あなたが拒否したことを伝えるメッセージが付きます（{ $messages }）。llm は次のターンでそれを読み、何と言うかを決めます。
narr-result-interrupted = { $tool } の呼び出しにも、結果はきちんと 1 つ付きます。あなたが実行を止めたので、中身は「中断」です（{ $messages }）。
narr-result-unknown-tool = エージェントには { $tool } という名前のツールがありません。ランナーは呼び出しにエラーの結果を返し（{ $messages }）、ループは続きます。
narr-ask-hook = あなたを待っています。PreToolUse フックが { $tool } についてあなたの判断を求めているので、ランナーは実行を一時停止し、先にあなたに確認します。
narr-ask-no-rule-first = { $tool } を指定した権限ルールはなく、それは ask として扱われるので、ランナーは実行を一時停止し、先にあなたに確認します。あなたの回答を待ちます。
narr-ask-no-rule = { $tool } を指定したルールはなく、それは ask として扱われるので、ランナーは実行を一時停止し、先にあなたに確認します。あなたの回答を待ちます。
narr-ask-your-rule = あなたのルールが { $tool } → ask なので、ランナーは実行を一時停止し、先にあなたに確認します。あなたの回答を待ちます。
narr-ask-rules-first = 権限ルール（エージェントの指示やツールと一緒にあらかじめ設定されたもの）が { $tool } → ask なので、ランナーは実行を一時停止し、先にあなたに確認します。あなたの回答を待ちます。
narr-ask-rule = ルールが { $tool } → ask なので、ランナーは実行を一時停止し、先にあなたに確認します。あなたの回答を待ちます。
# Your answer, or another client's: $who is `you` or `other`, $client the other client's name at the start of a sentence (part-client-2-start). "allow once", "always allow" and "deny" are the buttons' names.
narr-answer-once =
    { $who ->
        [you] あなたは「今回のみ許可」と答えます。この呼び出しは実行でき、次回はまた確認されます。
       *[other] { $client }が「今回のみ許可」と答えます。この呼び出しは実行でき、次回はまた確認されます。
    }
narr-answer-always =
    { $who ->
        [you] あなたは「常に許可」と答えます。セッション API が allow ルールを保存するので、あなたが「リセット」を押すまで、ランナーはこのツールについて確認しなくなります。
       *[other] { $client }が「常に許可」と答えます。セッション API が allow ルールを保存するので、「リセット」が押されるまで、ランナーはこのツールについて確認しなくなります。
    }
narr-answer-decline =
    { $who ->
        [you] あなたは「拒否」と答えます。ツールは実行されません。
       *[other] { $client }が「拒否」と答えます。ツールは実行されません。
    }
narr-resume = セッション API は、回答を待っていたランナーにその回答を渡します。

## Stopping, timeouts, retries and the run's end
# "Stop" is the button's name.
narr-stop =
    { $who ->
        [you] あなたが「停止」を押します。クライアントはセッション API に実行の停止を求めます。
       *[other] { $client }が「停止」を押します。クライアントはセッション API に実行の停止を求めます。
    }
narr-interrupt = セッション API がランナーに停止を伝えます。ランナーはスレッドを欠けのない状態で残さなければなりません。llm が行ったツール呼び出しには、どれもちょうど 1 つの結果が付きます。
# $time: a length of time (words-seconds…).
narr-cancel-idle = エージェントのアイドルタイムアウトである { $time }の間、llm から何も届いていないので、ランナーは待つのをやめます。ストリームを閉じてこの試行を破棄し、ストリームが切れたときと同じように扱います。
narr-cancel-summary = ランナーは llm のストリームを閉じます。要約は破棄され、スレッドは元のままです。
narr-cancel-llm = ランナーが llm のストリームを閉じるので、プロバイダーは書くのをやめます。それまでに届いた分はスレッドに残り、その中のツール呼び出しにはどれも「中断」の結果が付きます。
narr-cancel-tool = ランナーは実行中のツールをキャンセルします。
narr-cancel-tool-timeout = ツールがエージェントの上限である { $time }の間動き続けたので、ランナーはいつまでも待たずにキャンセルします。
narr-retry = ランナーは再試行することをあなたに伝えます。{ $time }待ってから、{ $of } 回中 { $attempt } 回目の試行です。待ち時間は毎回倍になり、苦しんでいるプロバイダーに余裕を与えます。
narr-retry-unread = ランナーは再試行することをあなたに伝えます。自前のバックオフで { $time }待ってから、{ $of } 回中 { $attempt } 回目の試行です。API からは読める待ち時間の指定がありません。ブラウザーがページに retry-after ヘッダーを読ませるのは、サーバーが許可したとき（Access-Control-Expose-Headers）だけです。
narr-retry-asked = ランナーは再試行することをあなたに伝えます。API が retry-after ヘッダーで求めたとおり { $time }待ってから、{ $of } 回中 { $attempt } 回目の試行です。待ち時間を示すサーバーは、倍々の推測よりも自分の負荷をよく知っています。
# $asked: the wait the API asked for; $time: the agent's idle timeout.
narr-retry-capped = ランナーは再試行することをあなたに伝えます。{ $of } 回中 { $attempt } 回目の試行です。API は retry-after ヘッダーで { $asked }の待機を求めましたが、ランナーが待つのはエージェントのアイドルタイムアウトである { $time }までです。これで、静かなストリームを待つより長く実行が黙り込むことはありません。
# $replaced old messages became one summary; the next request shrinks from $before to $after tokens.
narr-compacted = コンテキストを圧縮しました。古いほうから { $replaced } 件のメッセージが llm の要約に置き換わります。スレッドは { $messages }に縮み、次のリクエストは { $before } トークンから { $after } トークンになります。
narr-ended-stopped = ランナーは、実行が停止されたことをあなたに伝えます。失われたものはありません。スレッドには、あなたが押した時点までの出来事が残っています。
narr-ended-failed = ランナーはあきらめ、実行が失敗したことをあなたに伝えます。処理中のものが何もないのに、セッションが実行中のまま残ってはいけないからです。
# $max: the agent's limit of turns per run.
narr-ended-turn-limit =
    { $max ->
       *[other] この実行はエージェントの上限である { $max } ターンを使い切ったので、ランナーは次のリクエストを送らずに止まり、その理由をあなたに伝えます。
    }
narr-ended-context-full = 次のリクエストには { $needed } トークン必要ですが、ウィンドウには { $window } トークンしか入りません。圧縮しても十分な空きを作れないので、ランナーは止まり、その理由をあなたに伝えます。
narr-done = ランナーはコーディネーターに実行の完了を伝えます。llm が回答しました。
narr-done-not-answered = ランナーはコーディネーターに、回答には至らなかったものの実行が終わったことを伝えます。
# How many turns a session has used ("The session has used 3 turns so far").
narr-turns =
    { $n ->
       *[other] { $n } ターン
    }
# $clients: how many clients are open (1 or 2); $turns: how many turns the session has used (narr-turns).
narr-idle =
    { $clients ->
       *[other] 実行は終わりました。コーディネーターはセッションをアイドル（次のメッセージを受け付けられる状態）にし、クライアントに知らせます。このセッションはここまでに { $turns }を使いました。
    }

# The sub-agents' lane on the diagram: its name before any sub-agent works, and with one
# ($lane: its session id and agent name, e.g. "session_2 · explorer").
diagram-lane-empty = サブエージェントのセッション
diagram-lane = サブエージェント: { $lane }
# A disclosure under the diagram listing each part and what it is.
diagram-part-meanings = 各パーツの役割
