# The panels under the diagram: session, turn, context and its cache, agent, permissions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The section and its panels
panel-data-title = このステップの裏にあるデータ
# $system: the tokens of the typical system prompt the page assumes (2300).
panel-data-note = 各パネルはハーネスの状態の一部で、ステップを進めるたびに更新されます。トークン数は見積もりです。約 4 文字を 1 トークンとし、典型的なシステムプロンプト（{ $system } トークン）を加えています。
# Each panel's heading: the part of the harness's state it shows.
panel-name =
    { $name ->
        [llm] llm
        [context] コンテキスト
        [session] セッション
        [turn] ターン
        [agent] エージェント
        [permission] 権限
       *[other] { $name }
    }
# A badge on a panel (and a field) whose data changed at this step.
panel-changed = 変更あり
# Counts used inside other sentences.
panel-n-messages =
    { $n ->
       *[other] { $n } 件のメッセージ
    }
panel-n-tools =
    { $n ->
       *[other] { $n } 個のツール
    }

## The llm panel
panel-llm-waiting = 最初のリクエストを待っています。
# The request the llm panel speaks of, put in the sentences below as $what.
panel-llm-summary-request = 要約のリクエスト
panel-llm-turn-request = ターン { $n } のリクエスト
panel-llm-thinking = 考え中：{ $what }が届きましたが、まだ何もストリームされていません。
panel-llm-streaming = { $what }への応答をストリーム中：
panel-llm-finished = { $what }への応答を書き終えました。リクエストとリクエストの間には何も保持しません。
panel-llm-broken = { $what }への応答のストリームが切れました：
panel-llm-cancelled = ランナーが{ $what }への応答のストリームを閉じました：
# Event lines, shown as code: `cut` and `usage` are the event's names.
panel-llm-event-cut = cut: プロバイダーのトークン上限
# $prompt and $cached: the figures as the provider sent them.
panel-llm-event-usage = usage プロンプト { $prompt }、キャッシュ済み { $cached }
panel-llm-earlier =
    { $n ->
       *[other] これより前のイベント { $n } 件（一覧には載せていません）
    }

## The context panel
panel-context-total = { $tokens } tok
panel-context-figures = キャッシュから読み込み { $cached } · キャッシュへ書き込み { $written } · キャッシュなし { $uncached }
# Before a request goes out: what it would do if sent now.
panel-context-figures-next = 今送るなら：キャッシュから読み込み { $cached } · キャッシュへ書き込み { $written } · キャッシュなし { $uncached }
panel-context-window = コンテキストウィンドウ（{ $window } トークン）の { $percent }%
# A part of the stacked bar, on hover: $kind is one of panel-source's names.
panel-context-segment = { $kind }：{ $tokens } tok
panel-context-bar = { $total } トークンのうち { $cached } トークンをプロンプトキャッシュから読み込み
panel-context-kinds = 種類別のトークン
panel-context-breakpoint = キャッシュブレークポイント
# The kinds of content a request carries.
panel-source =
    { $source ->
        [system] システムプロンプト
        [instructions] 指示
        [tools] ツール
        [summary] 要約
        [user] ユーザー
        [assistant] アシスタント
        [result] ツール結果
        [reminder] リマインダー
        [memory] メモリ
        [skill-list] スキルの説明
        [skill] スキルの本文
        [tool-names] ツール名
       *[tool-schemas] ツールスキーマ
    }
panel-chart-caption = リクエストごと：キャッシュあり / キャッシュなしのトークン
# Which request the context panel's figures are of.
context-caption-summary = 要約のリクエストが運ぶもの（順番どおり）
context-caption-turn = このターンで llm が読むすべて（順番どおり）
context-caption-next = 次のリクエストがここまでに運ぶもの（順番どおり）
context-caption-first = 最初のリクエストが運ぶもの（順番どおり）
context-system-prompt = 典型的なシステムプロンプト
context-instructions-of = { $agent } の指示
# $n is at least 1.
context-earlier-messages = それ以前のメッセージ { $n } 件
# The thread's messages, each labelled by who wrote it; $text is the message, cut short.
context-user = ユーザー：{ $text }
context-summary = 要約：{ $text }
context-reminder = リマインダー：{ $text }
# A note the harness added (memory file, skill list, tool names or schemas): its own first
# words, as the llm reads them, which stay as they are; a language may add a prefix.
context-note = { $text }
context-assistant = アシスタント：{ $text }
# $tools: the tool names, comma separated.
context-assistant-asks = アシスタントが { $tools } を要求
# $call: the tool call's id.
context-result = { $call } の結果：{ $output }
# The instruction the runner adds at the end of a summary request.
context-runner-block = ランナー：{ $text }
# $source: the log's program (Claude Code, Codex…); $read: what it reported (tokens read, cached, written).
context-origin-log = このリクエストについて { $source } のログが報告した値：{ $read }。上の数値はこのページの見積もりで、ログに残っていないシステムプロンプトとツールスキーマは数えられません
context-origin-server = 最新のリクエストについてサーバーが報告した値：{ $read }。上の数値はこのページの見積もりです
context-origin-estimate = 見積もり：約 4 文字を 1 トークンとし、典型的なシステムプロンプト（{ $system } トークン）を加えています
# Where a cache breakpoint sits in the request, and the tokens of the prefix it ends.
context-breakpoint-tools = ツールの後：先頭から { $tokens } トークン
context-breakpoint-instructions = 指示の後：先頭から { $tokens } トークン
# $part: the label of the thread's last message.
context-breakpoint-thread = スレッドの末尾（{ $part }）：先頭から { $tokens } トークン
# A request in the per-request chart.
context-bar-summary = 要約
context-bar-turn = ターン { $n }
context-bar-try = ターン { $n }、試行 { $attempt }

## The prompt cache, in the context panel
cache-breakpoints-caption = このリクエストのキャッシュブレークポイント（cache_control）
cache-report-caption = 最新のリクエストのキャッシュ（トークン数）
# The table's columns: what, the page's model of it, what the provider reported.
cache-column-tokens = トークン
cache-column-model = ページのモデル
cache-column-reported = 報告値
cache-row-read = キャッシュから読み込み
cache-row-written = キャッシュへ書き込み
cache-row-input = 入力の合計
cache-not-reported = 報告なし
cache-not-reported-openai = 報告なし：Chat Completions にはこの数値がありません
cache-model-openai = このプロンプトキャッシュは OpenAI のものをモデルにしています。リクエストが送るプレフィックスはすべて内容をキーにしてキャッシュされるので、リセット以降のどの以前のリクエストも効きます。{ $min } トークン未満はキャッシュされず、{ $step } トークン単位で数えます。実際のエントリーは数分使われないと期限切れになりますが、このモデルではリセットまで保持します。
cache-model-anthropic = このプロンプトキャッシュは Anthropic のものをモデルにしています。書き込まれるのはブレークポイント（cache_control）までのプレフィックスだけで、それもモデルの最小値である { $min } トークン以上の場合に限ります。ブレークポイントは、そこから最大 { $lookback } ブロック前までの範囲で、以前に書き込まれた最長のプレフィックスを読みます。トークンは正確に数えます。実際のエントリーは最後に使われてから 5 分間有効で（読み込むと延長されます）、このモデルではリセットまで保持します。
# $differences: one or two of the cache-differ-… phrases; $reasons: one or two sentences that may explain them.
cache-verdict-differ = 食い違っています：{ $differences }。{ $reasons }
cache-differences-both = { $first }。また、{ $second }
cache-differ-read-none = ページのモデルでは { $tokens } トークン読むところ、プロバイダーはキャッシュから何も読みませんでした
cache-differ-wrote-none = ページのモデルでは { $tokens } トークン書き込むところ、プロバイダーはキャッシュに何も書き込みませんでした
cache-differ-read-some = ページのモデルでは何も読まないところ、プロバイダーはキャッシュから { $tokens } トークン読みました
cache-differ-wrote-some = ページのモデルでは何も書き込まないところ、プロバイダーはキャッシュに { $tokens } トークン書き込みました
cache-why-expired-anthropic = エントリーが期限切れになった（5 分使われないと切れます。モデルではリセットまで保持します）か、プロバイダーの数え方ではプレフィックスがモデルの最小値に満たないのかもしれません。
cache-why-expired-openai = エントリーが期限切れになった（実際のエントリーは数分しか持たず、キャッシュはベストエフォートです。モデルではリセットまで保持します）か、プロバイダーの数え方ではプレフィックスがモデルの最小値に満たないのかもしれません。
cache-why-cached-already = 最後のブレークポイントまでのプレフィックスがすでにキャッシュされていたか、プロバイダーの数え方ではモデルの最小値に満たないのでしょう。
cache-why-under-estimate = ページはこのリクエストを { $estimate } トークンと見積もっていて、このモデルに想定している最小値 { $min } トークンに届きません。プロバイダーは { $counted } トークンと数えました。
cache-why-under-minimum = ページは、このモデルが { $min } トークン未満を何もキャッシュしないと想定しています。プロバイダーの実際の最小値はもっと低いのかもしれません。あるいはサーバーがプロバイダー自身のものではない（プロキシやモック）のかもしれません。
cache-why-shared = キャッシュはプロバイダーのもので、同じ API キーで行われたすべてのリクエストをまたいで、内容をもとに引かれます。以前のリクエスト（リセット前のもの、あるいは別の場所からのもの）が書き込んだのかもしれません。
cache-agree-nothing = 一致しています：キャッシュからの読み込みも、キャッシュへの書き込みもありませんでした。
cache-agree-amounts = 読み込みと書き込みの有無は一致しています。量が違うのは、ページがトークンを見積もっている（約 4 文字で 1 トークン）のに対し、プロバイダーは独自のトークナイザーで数え、ツールのために独自のトークンを加えているからです。

## The session panel: its fields' names
panel-session-id = id
panel-session-agent = エージェント
panel-session-status = 状態
panel-session-thread = スレッド
panel-session-queued = 待機中
panel-session-runs = 実行回数
panel-session-compacted = 圧縮
# How many times the thread was compacted.
panel-session-compactions =
    { $n ->
        [0] なし
       *[other] { $n } 回
    }
panel-sessions-caption = セッション：サブエージェントはそれぞれ専用のセッションを持ちます

## The turn panel
panel-turn-none = まだターンはありません
panel-turn-number = 番号
panel-turn-request = リクエスト
panel-turn-carries = 中身
panel-turn-events = イベント
# The request's title.
panel-turn-summary = ターン { $n } の前の要約
panel-turn-title = ターン { $n }
panel-turn-attempt = ターン { $n }、{ $max } 回中 { $attempt } 回目の試行
# What the request carries: $messages and $tools are panel-n-messages and panel-n-tools. "summarize" is the runner's instruction.
panel-turn-carries-summary = 指示 + ツール + 要約対象の { $messages } + 「要約して」
panel-turn-carries-thread = 指示 + { $tools } + { $messages }のスレッド

## The agent panel
panel-agent-name = 名前
panel-agent-tools = ツール
panel-agent-hands-work-to = 作業の委任先
panel-agent-limits = 上限
panel-agent-hooks = フック
panel-limit-max-turns = 最大ターン数：{ $n }
panel-limit-context-window = コンテキストウィンドウ：{ $tokens } tok
# $time: a length of time, such as "30 s".
panel-limit-tool-time = ツールの制限時間：{ $time }
panel-limit-stream-idle = ストリームのアイドルタイムアウト：{ $time }
# The label before the permission mode's menu; its options are the modes' names in the scenario files, kept as they are.
panel-permission-mode-label = 権限モード
# The menu's accessible name.
panel-permission-mode = 権限モード
panel-rules-caption = ルール（変更するとここから実行し直します）
# The menu of one tool's rule; its options (allow, ask, deny) are the words of the scenario files, kept as they are.
panel-rule-for = { $tool } のルール
# A badge on a rule the user set or saved with Always allow.
panel-rule-saved = 保存済み
# A badge on a rule the permission mode decides.
panel-rule-by-mode =
    { $mode ->
        [acceptEdits] accept-edits モードによる
        [plan] プランモードによる
        [bypassPermissions] bypass-permissions モードによる
       *[default] デフォルトモードによる
    }

## The permission panel
panel-permission-none = 待機中の確認はありません
panel-permission-id = id
panel-permission-asked-by = 確認元
panel-permission-call = 呼び出し
panel-permission-input = 入力
panel-permission-replies = 回答
# The three answers, as the question's buttons say them.
panel-permission-answers = 今回のみ · 常に · 拒否

## The scrubber's words for a step (read by screen readers), also the figure's title
# $part, $from, $to: the diagram's parts (runner, llm…); $label: the message.
stepper-step-inside = ステップ { $k } / { $n }：{ $part }：{ $label }
stepper-step-sends = ステップ { $k } / { $n }：{ $from }が{ $to }に「{ $label }」を送信

## The downloaded figure (an SVG of one step)
# $title: the scenario's title; $message: the step's message in words.
figure-title = 「{ $title }」のステップ { $k } / { $n }：{ $message }
# $panels: the names of the panels that changed, comma separated.
figure-desc-changed = このステップで変わったもの：{ $panels }。
figure-desc-link = リンク：{ $link }
figure-no-panel = このステップで変わったパネルはありません。
# A panel's heading in the figure: $panel is its name (panel-name).
figure-panel-changed = { $panel } · 変更あり
figure-lane = サブエージェント：{ $name }
figure-lane-unknown = サブエージェントのセッション
figure-context-total = { $tokens } tok · { $caption }
figure-context-figures = キャッシュ済み { $cached } · 書き込み { $written } · キャッシュなし { $uncached }
figure-context-window = ウィンドウ：{ $tokens } tok
figure-session-status = 状態：{ $status }
figure-session-thread = スレッド：{ $messages }
figure-session-queued-runs = 待機中：{ $queued } · 実行回数：{ $runs }
figure-turn-carries = 中身：{ $request }
figure-turn-events = イベント：{ $n }
figure-permission-asked = { $id }（確認元：{ $agent }）
figure-permission-replies = 回答：今回のみ · 常に · 拒否

## The exported trace (JSON): how the run ended
export-ending =
    { $ending ->
        [idle] アイドル
        [waiting] あなたの回答待ち
       *[broken] 異常終了：{ $reason }
    }

# A permission mode's name, by its key.
mode-name =
    { $mode ->
        [acceptEdits] accept-edits モード（編集を自動承認）
        [plan] plan モード（計画のみ）
        [bypassPermissions] bypass-permissions モード（権限確認なし）
       *[default] デフォルトモード
    }
# Why a request read from the prompt cache what it read: known exactly on a run of this harness.
cache-cause-first = 最初のリクエスト：キャッシュにはまだ何もありませんでした。
cache-cause-below-minimum = { $min } トークン未満：短すぎて、そもそもキャッシュされません。
cache-cause-extends = 前のリクエストが保存したものをすべて読み込みました。新しいのはその後に追加された部分だけです。
cache-cause-shared-head = セッションの最初のリクエスト：ほかのリクエストが先に保存した部分（システムプロンプト、または同じ指示とツール）を読み込みました。
cache-cause-new-prefix = セッションの最初のリクエスト：この指示とツールを送ったリクエストはこれまでありませんでした。
cache-cause-compacted = 圧縮がスレッドを書き換えました。読み込めるのはせいぜい指示とツールまでです。
cache-cause-earlier-below-minimum = 前のリクエストは短すぎて保存されなかったので、読み込めるものがありませんでした。
cache-cause-out-of-reach = 前のリクエストのプレフィックスは保存されていますが、このリクエストのブレークポイントから { $lookback } ブロックより前にあり、遠すぎて探せません。
# The same, inferred from a session log's figures and events.
cache-inferred-first = 推定：ログの最初のリクエストなので、キャッシュにはその内容がありませんでした（以前のセッションが同じ冒頭部分を保存していた場合を除きます）。
cache-inferred-sub-agent = 推定：サブエージェントの最初のリクエストです。その指示はキャッシュにとって新しいものでした。
cache-inferred-read = 推定：以前のリクエストが保存したものを読み込みました。
cache-inferred-compaction = 推定：このリクエストの前に圧縮がスレッドを書き換えました。前のリクエストが保存した { $missed } トークンは読み込まれませんでした。
cache-inferred-model = 推定：モデルが変わり（{ $from } → { $to }）、キャッシュはモデルごとに別なので、{ $missed } トークンが読み込まれませんでした。
cache-inferred-expired = 推定：前のリクエストから { $minutes } 分が経ち、キャッシュの有効期間 { $lifetime } 分を超えました。{ $missed } トークンが読み込まれませんでした。
cache-inferred-unexplained = 推定：前のリクエストが保存した量より { $missed } トークン少なく読み込みましたが、ログには理由がありません（ツール、指示、モードの変更があればこうなります）。
cache-inferred-no-figures = ログにはこのリクエストにも前のリクエストにもトークン数がないので、キャッシュの読み込みについては何も言えません。
# The short mark of a missed request on the per-request chart, and in the summary's sums.
cache-miss-mark =
    { $cause ->
        [first] 最初のリクエスト
        [below-minimum] 短すぎる
        [new-prefix] 新しいエージェント
        [compaction] 圧縮
        [earlier-below-minimum] 保存なし
        [out-of-reach] 範囲外
        [sub-agent] サブエージェントの開始
        [model] モデルの切り替え
        [expired] キャッシュの期限切れ
       *[unexplained] 理由不明
    }
cache-miss-line = { $n } × { $cause }：{ $tokens } トークンがキャッシュから読み込まれず
# How a request's figures were made, opened from the per-request chart.
arith-request = キャッシュから読み込み { $cached } + 読み込みなし { $uncached } = 送信 { $total } トークン
arith-written = 読み込まれなかった分のうち { $written } トークンは、後のリクエストのためにキャッシュへ書き込まれました。
arith-written-unknown = キャッシュへの書き込み量は報告されていません（OpenAI はこの数値を報告しません）。
arith-reported-log = { $source } のログが報告した値です。
arith-reported-server = サーバーが報告した値です。
arith-estimated = このページの見積もりです：約 4 文字を 1 トークンとし、キャッシュは独自のモデルで計算しています。
arith-part = { $kind } { $tokens }
arith-sum = { $parts } = { $total } トークン
