# Opening and saving: session logs, scenario files, hosted files, the live model, sharing, the keyboard help.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Opening a session log (the log reader)
# Beside the progress bar while a log is read; $percent is a whole number.
files-reading = ログを読み込み中… { $percent } %
files-open-log = セッションログを開く
files-open-folder = ログフォルダーを開く
# $why is one of the two messages below.
files-reader-not-loaded = ログリーダーを読み込めませんでした：{ $why }。接続を確認してもう一度お試しください。ページのほかの部分はこれまでどおり動きます。
files-reader-not-started = ブラウザーが起動を拒否しました
files-reader-files-not-loaded = そのファイルを読み込めませんでした
# $name is the file's name or path.
files-file-unreadable = { $name } を読めませんでした。ブラウザーが開くのを拒否しました。何も読み込まれていません。
# $problem is the log reader's own explanation.
files-log-not-opened = そのログは開けませんでした：{ $problem }
files-reader-stopped = ログリーダーが読み込み中に停止しました。何も読み込まれていません。
# $format is the log's format as the reader names it, e.g. "Claude Code 2.1 (sub-agents in <session>/subagents/)".
files-log-opened =
    { $files ->
       *[other] { $files } 個のファイルを開きました（{ $format }）。内容はこのページ内にとどまります。インポートした実行には共有用のリンクがありません。
    }

## "Imported session": the summary of an opened log
files-imported-session = インポートしたセッション
files-imported-read-here = このページ内でのみ読み込みました。内容は一切このページの外に出ず、保存もされていません。インポートした実行には共有用のリンクがありません。
# $sessions lists the other sessions, separated by semicolons.
files-imported-other-sessions = ファイルにはほかの実行も含まれています。別の実行を選ぶには、もう一度開いてください：{ $sessions }
files-imported-files-read = 読み込んだファイル
files-imported-not-in-log = ログにないため表示できないもの
# The figures' labels, in lower case.
files-figure-tool = ツールとバージョン
files-figure-models = モデル
files-figure-started = 開始
files-figure-requests = llm リクエスト
files-figure-input-uncached = 入力トークン（キャッシュなし）
files-figure-cache-read = キャッシュからの読み込み
files-figure-cache-write = キャッシュへの書き込み
files-figure-input-total = 入力トークン（送信合計）
files-figure-output = 出力トークン
files-figure-cache-misses = キャッシュミス（推定）
files-figure-cost = 定価での費用
files-figure-compactions = 圧縮
files-figure-sub-agents = サブエージェント
files-figure-tool-calls = ツール呼び出し
files-figure-lines-skipped = スキップした行
files-figure-requests-without-usage = トークン数のないリクエスト
# A figure's value when the log has none.
files-not-recorded = 記録なし
files-cache-write-not-recorded = 記録なし（このツールは報告しません）
# $when is a date and time in UTC ("2026-03-01 09:00 UTC"), $duration how long the run took ("4 min 12 s").
files-started-for = { $when }、所要時間 { $duration }
files-cache-misses = { $n ->
       *[other] { $n } 件のリクエスト：{ $tokens } トークンがキャッシュから読み込まれず
    }
files-output-at-least = { $n }（最低値：一部の応答の最終的な数はログにありません）
files-lines-skipped-of = { $read } 行中 { $skipped } 行
# One line per file: $name is the file's name, $read how it was read (the messages below).
files-file-line = { $name }：{ $read }
# How each figure of the summary was made, opened from the figure.
files-how-reported-by-log = { $tool } のログがリクエストごとに報告した値を、ここで合計しています。
files-how-requests-claude = ログに記録された応答を、メッセージ id ごとに 1 回ずつ数えます（複数行にわたって書かれた応答も 1 リクエストです）。
files-how-requests-codex = ログに記録されたモデル出力のひとまとまり（推論、テキスト、間に入力を挟まないツール呼び出し）を、その後に続く token_usage_record または増えていく token_count と合わせて数えます。それを一度も受け取らなかったまとまり（先にターンが停止または失敗したもの）も数えるので、ログ自身の token_count の行数より多くなることがあります。
files-how-requests-split = トークン数あり { $with } + トークン数なし { $without } = { $total }
files-how-no-usage = トークン数のないリクエストの内訳（その後のイベントからわかる理由）：{ $causes }。
files-no-usage =
    { $cause ->
        [interrupted] 数が書き込まれる前にユーザーが停止したもの { $n } 件
        [failed] API エラーで終わったもの { $n } 件
        [compacted] 数が書き込まれる前に圧縮が入ったもの { $n } 件
        [log-ended] ログの末尾にあるもの（実行がまだ続いているか、ファイルが途切れている）{ $n } 件
        [none-recorded] トークン数を記録しないログにあるもの { $n } 件
       *[unknown] 数も理由も記録されていないもの { $n } 件
    }
files-how-uncached-claude = 各リクエストの input_tokens の合計：キャッシュから読み込まれず、キャッシュへ書き込まれてもいない部分です。Anthropic の API と ccusage はこれを「input」と呼びます。
files-how-uncached-codex = { $total } input_tokens − { $read } cached_input_tokens = { $uncached }：Codex はキャッシュされた部分を入力の中に含めて数えるので、キャッシュなしの部分はその差になります。
files-how-read-claude = 各リクエストの cache_read_input_tokens の合計です。
files-how-read-codex = 各リクエストの cached_input_tokens の合計です。Codex の input_tokens の一部であり、それに足されるものではありません。
files-how-write-claude = 各リクエストの cache_creation_input_tokens の合計で、ログが報告した値です。
files-how-write-codex = OpenAI のキャッシュはプレフィックスを自動で保存し、書き込み量を報告しないので、表示していません。0 ではなく不明です。
files-how-total-claude = キャッシュなし { $uncached } + キャッシュから読み込み { $read } + キャッシュへ書き込み { $written } = 送信 { $total } トークン。
files-how-total-codex = キャッシュなし { $uncached } + キャッシュから読み込み { $read } = 送信 { $total } トークン：Codex 自身の input_tokens です。
files-how-total-compare = ほかのツールはどちらの数値も「input」と呼ぶことがあります。キャッシュなしの部分は ccusage の Input と、この合計はリクエストが実際に運んだ量と比べてください。
files-how-output-claude = 各リクエストの output_tokens の合計です。
files-how-output-codex = 各リクエストの output_tokens の合計です（推論を含みます）。
files-how-unread-writes = キャッシュに書き込まれた { $tokens } トークンは、同じセッションの次のリクエストに読み込まれませんでした。
files-how-misses-inferred = 推定：前のリクエストが保存した量より 1,024 トークン以上少なく読み込んだリクエストをミスとみなします。理由は、わかる範囲でログのイベント（圧縮、モデルの切り替え、キャッシュの有効期間（5 分。ログに 1 時間の書き込みが記録されていれば 1 時間）を超える間隔、サブエージェントの開始）から示します。
files-lines-read =
    { $n ->
       *[other] { $n } 行を読み込み
    }
# $reasons lists why, each made by one of the files-skip-… messages, separated by commas.
files-lines-read-skipped =
    { $n ->
       *[other] { $n } 行を読み込み、{ $skipped } 行をスキップ：{ $reasons }
    }
# Why $n lines of a log were skipped.
files-skip-not-json = JSON でないもの { $n } 行
files-skip-not-text = テキストでないもの { $n } 行
files-skip-cut-off = ファイル末尾で途切れたもの { $n } 行
files-skip-unknown-kind = 不明な種類のもの { $n } 行
files-skip-newer-version = 新しいバージョンの種類のもの { $n } 行
files-skip-duplicate = 重複 { $n } 行
files-skip-replayed-history = 親セッションの履歴の再掲 { $n } 行
files-skip-warmup = ウォームアップ用サブエージェント { $n } 行
files-skip-bookkeeping = アプリの内部管理用 { $n } 行
files-skip-shown-to-you-only = あなたにだけ表示され、モデルには送られなかったもの { $n } 行
files-skip-hook-not-run = このページが実行しないタイミング（PreCompact、SessionEnd…）やサブエージェント内のフック { $n } 行
files-skip-undone = 後の巻き戻し（rewind）で取り消されたもの { $n } 行
# Another session in the files: $name is its title or id, $when when it started (or files-no-date).
files-other-session = { $name }（{ $when }）
files-no-date = 日付なし
# What a Claude Code log does not record.
files-claude-no-system-prompt = システムプロンプトとツールスキーマ
files-claude-no-permissions = 権限の質問と回答（拒否を除く）：ほかの呼び出しは許可されたものとして表示され、どう許可されたかは記録されていません
files-claude-no-stream = ストリームの細かいイベント：応答のブロックはそれぞれ丸ごと届きます
files-claude-no-thinking = 思考（thinking）のテキスト：ログには署名しか残っていません
# What a Codex log does not record.
files-codex-no-schemas = ツールスキーマ
files-codex-no-approvals = 承認の質問と回答（拒否を除く）：ほかの呼び出しは許可されたものとして表示され、どう許可されたかは記録されていません
files-codex-no-stream = ストリームの細かいイベントと、キャッシュに書き込まれたトークン
files-codex-no-reasoning = 推論（reasoning）の内容：要約だけは残っています

## The page's notices
# $model is the model's name as typed in the Live model dialog.
files-live-on = ライブ：下にメッセージを入力すると { $model } に送られます。
files-live-still-running = ライブの実行はまだ続いています。回答を待つか、「停止」を押してください。
# $name is the file's name, or a hosted file's address.
files-loaded = { $name } を読み込みました。
# $problem says what is wrong with the file, in the scenario reader's words.
files-file-not-loaded = そのファイルは読み込まれませんでした：{ $problem }
# The permission mode was switched during a live run; $mode is the mode's name in the settings.
files-live-mode-next =
    { $mode ->
        [acceptEdits] accept-edits モード：ライブの実行はやり直せないので、このモードは次のメッセージから適用されます。
        [plan] プランモード：ライブの実行はやり直せないので、このモードは次のメッセージから適用されます。
        [bypassPermissions] bypass-permissions モード：ライブの実行はやり直せないので、このモードは次のメッセージから適用されます。
       *[default] デフォルトモード：ライブの実行はやり直せないので、このモードは次のメッセージから適用されます。
    }
# A tool's rule was set during a live run; $tool is the tool's name, $decision the rule.
files-live-rule-next =
    { $decision ->
        [allow] { $tool } → allow：ライブの実行はやり直せないので、このルールは次のメッセージから適用されます。
        [ask] { $tool } → ask：ライブの実行はやり直せないので、このルールは次のメッセージから適用されます。
       *[deny] { $tool } → deny：ライブの実行はやり直せないので、このルールは次のメッセージから適用されます。
    }
# $problem says what is wrong with the link.
files-link-not-opened = このリンクを開けませんでした：{ $problem }。代わりに最初から表示します。
files-link-past-end =
    { $steps ->
       *[other] リンクはステップ { $step } を指していますが、この実行は { $steps } ステップしかありません。最後のステップを表示します。
    }

## Sharing and saving: the buttons under the diagram and their notices
files-copy-link = このステップへのリンクをコピー
files-copy-embed = 埋め込みコードをコピー
files-export-trace = トレースをエクスポート（JSON）
files-download-figure = 図をダウンロード
files-download-png = 図を PNG でダウンロード
files-save-scenario = シナリオとして保存
files-load-scenario = シナリオファイルを読み込む
files-keep-text = テキストを残す（残さない場合、各テキストは長さとハッシュに置き換えられます）
# Why Copy link and Copy embed code are off.
files-no-link-imported = インポートした実行はリンクで共有できません。このページ内にとどまります
files-no-link = リンクがあるのは組み込みのシナリオとホストされたファイルだけです
files-link-copied = このステップへのリンクをコピーしました。
files-embed-copied = 埋め込みコードをコピーしました。
# When the browser does not allow copying, the text is shown instead: $text is the address.
files-link-not-copied = ここではコピーが許可されていません。このステップへのリンクは次のとおりです：{ $text }
# $text is the HTML code of the frame.
files-embed-not-copied = ここではコピーが許可されていません。埋め込みコードは次のとおりです：{ $text }
# $problem is the error, as the program gives it.
files-trace-not-exported = トレースをエクスポートできませんでした：{ $problem }
files-session-not-saved = セッションを保存できませんでした：{ $problem }
files-file-not-text = そのファイルは読み込まれませんでした：{ $name } をテキストとして読めませんでした。
# "Download figure" is the button files-download-figure.
files-png-failed = ブラウザーが図を PNG として描画できませんでした。「図をダウンロード」なら SVG として保存できます。

## The Live model dialog
files-live-model = ライブモデル
files-live-intro = 同じハーネスを実際のモデルで動かします。OpenAI 互換の Chat Completions エンドポイント（OpenAI、OpenRouter、または http://localhost:11434/v1 の Ollama のようなローカルサーバー。OLLAMA_ORIGINS にこのページのアドレスを設定して起動します）か、Anthropic の Messages API を使えます。
files-live-protocol = プロトコル
files-live-endpoint = エンドポイント
# The label of the field for the model's name.
files-live-model-name = モデル
files-live-key = API キー
# Shown inside the empty API key field.
files-live-key-optional = ローカルサーバーでは省略可
files-live-key-note = キーはこのページのメモリ内にだけ保持され、ブラウザーからこのエンドポイントへ直接送られます。保存されることも、ログに残ることも、リンクに含まれることもありません。
files-live-idle = アイドルタイムアウト（秒）
files-live-idle-note = この時間何も送ってこないストリームは見切りをつけられ、切れたストリームと同じように再試行されます。
files-live-use = このモデルを使う
files-live-cancel = キャンセル

## The Keyboard shortcuts dialog
files-keyboard-shortcuts = キーボードショートカット
files-keys-where = フォーカスがテキスト欄にないときは、いつでもキーが使えます。
# The keys' names, as printed on a keyboard.
files-key-space = Space
files-key-page-up-down = Page Up / Page Down
files-key-home = Home
files-key-end = End
files-key-escape = Escape
# What each key does.
files-key-play = 再生・一時停止
# "Step by" is the stepper's control of that name.
files-key-step = 1 ステップ戻る / 進む（「ステップ単位」の設定に従い、イベント、llm リクエスト、プロンプトのいずれか単位で）
files-key-chapter = 前 / 次のチャプター：プロンプト、サブエージェント、圧縮、トラブル
files-key-first = 最初のステップ
files-key-last = 最後のステップ
files-key-stop = 進行中の実行を停止
files-key-help = このキー一覧を表示
files-key-predict = 予測モードの質問に答える
files-close = 閉じる

## The embed API: why a command from the page that embeds this one was refused
# $kind is what the command looked for (the API's own word); $step a step number.
files-embed-none-after =
    { $kind ->
        [question] ステップ { $step } より後に質問はありません
        [tool] ステップ { $step } より後にツールはありません
       *[compaction] ステップ { $step } より後に圧縮はありません
    }
files-embed-no-question = ステップ { $step } には答えるべき質問がありません

## Save as scenario of an imported log, with its text hidden
# The title of the file saved.
files-redacted-title = 伏せ字にしたセッション
# Stands in the file for each hidden text: its length in characters and a short hash ($hash, six hex digits) that tells equal texts apart.
files-redacted-text = [{ $n } 文字 · { $hash }]

# The two groups of buttons under the diagram (summaries of a disclosure).
files-group-share = 共有とエクスポート
files-group-open = 自分の実行を開く

# The live-model dialog's checks of what the reader typed ($example: a sample value; $given:
# what was typed, shown as is).
live-choose-protocol = プロトコルを選んでください。
live-bad-endpoint = エンドポイントは http:// または https:// で始まる Web アドレスにしてください（例：{ $example }）。入力値は「{ $given }」でした。
live-name-model = モデル名を入力してください（例：{ $example }）。
live-bad-idle-timeout = アイドルタイムアウトは 0.1 から 3600 までの秒数にしてください（例：60）。入力値は「{ $given }」でした。
# Shown under the API key field for Anthropic's protocol.
live-key-in-page = Anthropic の API が Web ページに応答するのは、リクエストに anthropic-dangerous-direct-browser-access: true が付いているときだけです。この名前は警告です。API キーがページ内に置かれるので、そこで動くどのスクリプトもキーを読み取り、それを使って課金させられます。このページはキーをメモリ内にだけ保持し、保存はせず、指定されたエンドポイントにだけ送ります。失効させられるキーを、利用上限を設定して使ってください。

# What is wrong with a link (shown in a notice; the quoted values are the link's own).
link-bad-reply = リンクの reply「{ $reply }」が once、always、decline のいずれでもありません
link-reply-no-client = リンクの reply「{ $reply }」がクライアントを指定していません
link-not-text = リンクの { $key } が有効なテキストではありません
link-src-not-address = リンクの src がアドレスではありません
link-bad-step = リンクの step「{ $step }」がステップ番号ではありません
link-bad-stop = リンクの stop「{ $stop }」がステップ番号ではありません
link-bad-rule = リンクの rule「{ $rule }」が tool:decision の形式ではありません
link-rules-not-text = リンクの rules が有効なテキストではありません
link-bad-decision = リンクのルールの decision「{ $decision }」が allow、ask、deny のいずれでもありません
link-bad-mode = リンクの mode「{ $mode }」が default、acceptEdits、plan、bypassPermissions のいずれでもありません
# A scenario file named by ?src= (an address).
hosted-loading = { $url } のシナリオを読み込み中…
hosted-unreachable = アドレスに接続できませんでした（ネットワークの障害か、サーバーがほかのサイトからの読み取りを許可していません：CORS）
hosted-status = サーバーの応答は { $status } でした
hosted-not-text = 応答をテキストとして読めませんでした
hosted-not-loaded = { $url } のシナリオは読み込まれませんでした：{ $why }。代わりに最初から表示します。

# What an imported run cost at its models' list prices.
cost-usd = ${ $amount }
cost-no-model = モデルの記録なし
cost-parts = キャッシュなし入力 { $uncached } + キャッシュから読み込み { $read } + キャッシュへ書き込み（5 分）{ $written } + キャッシュへ書き込み（1 時間）{ $written_hour } + 出力 { $output } = { $total }
cost-saved = キャッシュがなければ、同じトークンに { $without } かかっていました。キャッシュで { $saved } 節約できました。
cost-cost-more = キャッシュがなければ、同じトークンに { $without } かかっていました。キャッシュによって費用が { $more } 増えました（書き込みの費用が、読み込みで節約できた分を上回りました）。
cost-miss = 原因が「{ $cause }」のミスは、同じトークンをキャッシュから読み込んだ場合より { $extra } 多くかかりました。
cost-unpriced =
    { $n ->
       *[other] { $model } の価格が不明です（{ $n } 件のリクエスト）。合計から除いています。
    }
cost-source = 定価は { $source } から { $date } に取得したものです。実際の支払額は異なる場合があります（サブスクリプション、割引、バッチ料金や地域別料金など）。
cost-unknown = 不明：モデルの価格がわかりません
cost-at-least = { $amount } 以上
cost-loading = 価格表を読み込み中…
cost-no-table = 不明：価格表を読み込めませんでした（{ $why }）
cost-request = 費用：{ $model } の { $date } 時点の定価で { $amount }。
cost-request-unpriced = { $model } の価格は不明です。
cost-request-no-model = このリクエストにはモデルが記録されていないため、価格がありません（台本どおりに応答する llm は実在のモデルではありません）。
cost-decimal = { $whole }.{ $fraction }
