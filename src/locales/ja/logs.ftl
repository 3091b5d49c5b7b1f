# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Gemini CLI のチャット、JSON Lines（各メッセージは最後のレコードが有効）
log-format-gemini-json = Gemini CLI のチャット、1 つの JSON ドキュメント（0.39 より前）
log-format-gemini-both = Gemini CLI のチャット、JSON ドキュメントと JSON Lines
log-gemini-no-call = 親セッションは読み込みましたが、それを指す呼び出し（`agentId`）がありません
log-gemini-parent-missing = 親セッション { $parent } は読み込んだファイルにありません
log-gemini-parent-unknown = どのセッションが起動したかをログは記録していません
# (end of Gemini CLI)

## opencode

log-format-opencode = opencode のエクスポート（JSON、1 ファイルに 1 セッション）
log-format-opencode-file = opencode {$version} のエクスポート
log-opencode-parent-missing = 親セッション {$parent} は読み込んだファイルにありません

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Antigravity CLI のトランスクリプト、JSON Lines（1 行に 1 ステップ。トークン数は記録されない）
log-antigravity-parent-unknown = このサブエージェントを起動したステップは読み込んだファイルにありません

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = Copilot CLI の events.jsonl（出力トークンは呼び出しごと、入力とキャッシュのトークンはモデルごとにセッション全体で session.shutdown から）
log-copilot-parent-unknown = サブエージェント { $agent } を起動した呼び出しは読み込んだファイルにありません
log-copilot-compaction-failed = コンパクションに失敗しました（理由は記録されていません）

# (end of GitHub Copilot CLI)

## OpenTelemetry

log-format-otlp = OpenTelemetry トレース（OTLP JSON：スパンをトレースごとに 1 つのツリーにまとめ、トークンはモデル呼び出しのスパンだけで合計）
log-format-otlp-file-genai = OpenTelemetry トレース、GenAI セマンティック規約（OTLP JSON）
log-format-otlp-file-claude = Claude Code のトレース（ベータ版スパン、OTLP JSON）
log-format-otlp-file-events = Claude Code のイベント（OTLP ログ JSON）
log-format-otlp-file-other = GenAI や Claude Code のスパンを含まない OTLP JSON
log-otlp-text-not-recorded = （テキストは記録されていません）
log-otlp-call-failed = モデル呼び出しが失敗しました。トレースにメッセージは記録されていません。

# (end of OpenTelemetry)

## Runs in a folder: the picker

# One run of a folder, in the list to pick from: "Gemini CLI 0.21.0 · fix the tests · 2026-03-01 09:00 UTC · 14 llm requests, 2 sub-agents". $tool is the tool's name and version, $name the run's title or the start of its first prompt, $when a date.
logs-run-choice = { $tool } · { $name } · { $when } · { $requests ->
       *[other] llm リクエスト { $requests } 件
    }{ $agents ->
        [0] {""}
       *[other] 、サブエージェント { $agents } 個
    }
# A run with neither a title nor a prompt.
logs-run-unnamed = （タイトルもプロンプトもありません）
# The picker's heading, when a folder (or several files) hold several runs.
logs-choose-heading = これらのファイルには { $runs } 件の実行が含まれています。ステップごとにたどる実行を 1 つ選んでください：
logs-choose-note = 見つかったすべてのツールの実行を、新しい順に並べています。読み込みはこのページ内で行われ、何もページの外に出ていません。

# (end of the picker)

## What the summary says of these formats' figures

# How a figure was made: the sum of one field of the log, named as the log names it ($field, e.g. "tokens.cache.read").
logs-how-sum = 各リクエストの { $field } の合計です。
# As files-how-uncached-codex, for another tool whose input figure holds the cached part. $input and $cached are the log's field names.
logs-how-uncached-inside = { $total } { $input } − { $read } { $cached } = { $uncached }：{ $tool } はキャッシュされた部分を入力の中に含めて数えるので、キャッシュなしの部分はその差になります。
# The same, for a tool whose input figure holds the cache writes too. $writes is the log's field name for them.
logs-how-uncached-inside-writes = { $total } { $input } − { $read } { $cached } − { $written } { $writes } = { $uncached }：{ $tool } はキャッシュから読み込んだ部分とキャッシュへ書き込んだ部分を入力の中に含めて数えるので、キャッシュなしの部分はその差になります。
# A tool that reports no cache writes.
logs-how-write-unknown = { $tool } はキャッシュへの書き込み量を報告しないので、表示していません。0 ではなく不明です。
logs-how-total-no-writes = キャッシュなし { $uncached } + キャッシュから読み込み { $read } = 送信 { $total } トークン。
# A log with no token figures at all.
logs-how-no-tokens = { $tool } のログはトークン数を一切記録しないので、表示していません。0 ではなく不明です。
logs-how-requests-gemini = モデルの応答（"gemini" メッセージ）を 1 回ずつ数えます。変化するたびに書き直されたメッセージは、最後の版として読み込みます。
logs-how-requests-opencode = アシスタントメッセージの各ステップ（step-start … step-finish）を、その step-finish が報告するトークン数と合わせて数えます。
logs-how-requests-antigravity = トランスクリプトの PLANNER_RESPONSE ステップを 1 つずつ数えます。
logs-how-requests-copilot = アシスタントのターン（assistant.turn_start … assistant.turn_end）を 1 つずつ数えます。
logs-how-requests-otel = 推論のスパン（chat、generate_content、text_completion、または Claude Code の claude_code.llm_request）を 1 つずつ数えます。
logs-gemini-no-system-prompt = システムプロンプトとツールスキーマ
logs-gemini-no-approvals = 承認の質問と回答：拒否した呼び出しはキャンセルとして表示され、どう拒否したかは記録されていません
logs-gemini-no-retries = リクエストの再試行の間に起きたこと
logs-opencode-no-system-prompt = システムプロンプト（セッションで上書きされた場合を除く）とツールスキーマ
logs-opencode-no-permissions = 権限の質問：拒否はその文言とともに失敗した呼び出しとして表示され、「always」の回答はセッションとは別にルールとして保存されます
logs-opencode-no-stream = ストリームの細かいイベント：各パートは丸ごと届きます
logs-antigravity-no-tokens = あらゆるトークン数：リクエストのサイズも、キャッシュも、出力もわかりません
logs-antigravity-no-system-prompt = システムプロンプトとツールスキーマ
logs-antigravity-no-permissions = 権限の質問と回答
logs-copilot-no-per-call-input = 各リクエストの入力とキャッシュの数値：Copilot CLI がリクエストごとに書き出すのは出力トークンだけで、セッション全体の入力・キャッシュ・出力はセッション終了時にモデルごとに書き出します
logs-copilot-no-schemas = ツールスキーマ
logs-copilot-no-stream = ストリームの細かいイベントと、リクエストごとの使用量イベント（Copilot CLI はディスクに書き出しません）
logs-otel-no-content = メッセージのテキスト（エージェントで記録を有効にした場合を除く。OpenTelemetry は既定では記録しません）：再生は構造と数値だけでステップを進めます
logs-otel-no-system-prompt = システムプロンプトとツールスキーマ（コンテンツとして記録された場合を除く）
logs-otel-no-permissions = 権限の質問（Claude Code のツールの許可判定を除く）

# Copilot CLI reports input and cache tokens only for a whole session, per model, when it ends.
logs-how-per-session = { $tool } のログがリクエストごとではなく、セッション全体についてセッション終了時にモデルごとに報告した値（session.shutdown の modelMetrics）を、ここで合計しています。
logs-how-output-only = トークン数のないリクエストのうち { $n } 件は、出力トークンだけを報告しています（{ $tool } がリクエストごとに書き出すのはそれだけです）。
# A trace file's report counts spans and log records, not lines. $unit is one of: spans, log-records, spans-and-log-records.
logs-records-read = { $unit ->
        [spans] スパン { $n } 件を読み込み
        [log-records] ログレコード { $n } 件を読み込み
       *[other] スパンとログレコード { $n } 件を読み込み
    }
logs-records-read-skipped = { $unit ->
        [spans] スパン { $n } 件を読み込み、{ $skipped } 件をスキップ：{ $reasons }
        [log-records] ログレコード { $n } 件を読み込み、{ $skipped } 件をスキップ：{ $reasons }
       *[other] スパンとログレコード { $n } 件を読み込み、{ $skipped } 件をスキップ：{ $reasons }
    }
# The summary's "lines skipped" figure when a trace file counts spans or log records.
logs-records-skipped-of = { $read } 件中 { $skipped } 件（行、スパン、またはログレコード）

# (end of the summary's words)
