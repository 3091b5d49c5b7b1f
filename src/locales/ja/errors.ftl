# What is wrong: a scenario file the page cannot load, a session log it cannot read (or reads
# only in part), a live model's server that fails to answer.
# Keep `llm`, tool names, field names, file paths, commands and code as they are. Variables
# ($name) are filled in by the page.

## A scenario file that cannot be loaded
# The page shows "<file>: <field>: <message>", e.g. "bad.json: agent.tools[0]: expected a tool
# described in tools, found "write_file"". Each message says what the field should hold and what
# the file holds instead. $found is the file's value as written in it, in double quotes.
# $problem is the JSON reader's own explanation (in English).
err-scenario-not-json = 有効な JSON ではありません（{ $problem }）
err-scenario-bad-id = 英小文字・数字・ハイフンだけが使えますが、{ $found } になっています
err-scenario-empty-message = メッセージのテキストが必要ですが、空文字列になっています
# $tools lists the agent's tools, separated by commas.
err-scenario-not-agents-tool = エージェントのツール（{ $tools }）のいずれかが必要ですが、{ $found } になっています
# `cache.step`: how many tokens the prompt cache counts in.
err-scenario-cache-step = 1 トークン以上が必要ですが、0 になっています
err-scenario-empty-name = 名前が必要ですが、空文字列になっています
# "tools" is the field that describes the tools.
err-scenario-undescribed-tool = tools に記述されたツールが必要ですが、{ $found } になっています
err-scenario-tool-twice = { $found } はすでにエージェントのツールに含まれています。1 回だけ記載してください
# $tool is the tool that loads the deferred tools (tool_search).
err-scenario-needs-search-tool = 遅延ツールを持つエージェントには、それらを読み込む { $tool } ツールが必要です。追加してください
# "subagents" is a field of the file; $agents lists the agents it defines, separated by commas.
err-scenario-unknown-agent = subagents で定義されたエージェント（{ $agents }）が必要ですが、{ $found } になっています
# As above, when the file defines no sub-agent.
err-scenario-unknown-agent-none = subagents で定義されたエージェントが必要ですが（1 つも定義されていません）、{ $found } になっています
# "agents" is the field naming the agents an agent hands work to; $tools lists its tools.
err-scenario-needs-task-tool = agents に作業を任せるエージェントが指定されているので task ツールが必要ですが、ツールは { $tools } です
err-scenario-no-task-agents = task ツールが起動できるエージェントが必要ですが、1 つもありません
err-scenario-no-replies = 台本どおりの応答が 1 つ以上必要ですが、1 つもありません
err-scenario-empty-tool = ツール名が必要ですが、空文字列になっています
err-scenario-call-id-twice = この応答のほかの呼び出しと重ならない id が必要ですが、{ $found } が重複しています
# "pieces": the chunks a reply's text streams in.
err-scenario-chunks = つなげると応答のテキストになる断片が必要ですが、一致しません
err-scenario-breaks-and-stalls = 切れるか途絶えるか、どちらか一方のストリームが必要ですが、両方になっています
err-scenario-empty-error = 何が壊れたかを示すメッセージが必要ですが、空文字列になっています
err-scenario-calls-in-broken-reply = ストリームが切れる応答にはツール呼び出しを含められませんが、含まれています
err-scenario-empty-summary = 要約のテキストが必要ですが、空文字列になっています
# A task call's input: $agent is the calling agent's name, $agents the agents it may start.
err-scenario-task-no-agent = { $agent } のエージェント（{ $agents }）のいずれかの名前が必要ですが、指定がありません
err-scenario-task-unknown-agent = { $agent } のエージェント（{ $agents }）のいずれかが必要ですが、{ $found } になっています
err-scenario-task-no-prompt = サブエージェントが最初に受け取るプロンプトが必要ですが、指定がありません
err-scenario-agent-name-twice = ほかのエージェントと重ならない名前が必要ですが、{ $found } が重複しています
# `maxDepth`: how deep sub-agents may nest.
err-scenario-max-depth-zero = 1 以上が必要ですが、0 になっています（サブエージェントを使わないなら省略してください）
# $cycle: the agents handing work around, joined by arrows ("main → helper → main").
err-scenario-needs-max-depth = エージェントが循環して作業を任せ合う（{ $cycle }）ので深さの上限が必要ですが、指定がありません
err-scenario-max-turns-zero = 1 ターン以上が必要ですが、0 になっています
err-scenario-timeout-zero = 1 ミリ秒以上が必要ですが、0 になっています
# $head and $window are numbers of tokens, as digits; $window is the agent's context window.
err-scenario-context-window = システムプロンプト・指示・ツールの { $head } トークンより大きい値が必要ですが、{ $window } になっています
err-scenario-skill-name-twice = { $found } はすでに別のスキルの名前です
err-scenario-memory-path = CLAUDE.md や src/CLAUDE.md のようなファイルのパスが必要です
err-scenario-memory-path-twice = { $found } はすでに別のメモリファイルのパスです
# $tool is the tool that loads a skill (Skill).
err-scenario-needs-skill-tool = スキルを持つエージェントには、それらを読み込む { $tool } ツールが必要です。追加してください
err-scenario-empty-hook-command = フックが実行するコマンドが必要ですが、空文字列になっています
# $event is a hook event's name (Stop, SessionStart…); "tool" is the field to remove.
err-scenario-hook-once-tool = { $event } フックは実行ごとに 1 回だけ動くもので、ツールごとではありません。tool を削除してください
err-scenario-no-hook-answers = 回答が 1 つ以上必要です
# $kinds lists the answers the event allows (pass, allow, deny…), joined by err-scenario-either.
err-scenario-hook-answers = { $event } フックが返せる回答は { $kinds } ですが、{ $found } になっています
# Two answers' kinds as alternatives; $first may itself be such a pair ("pass or allow or deny").
err-scenario-either = { $first } または { $second }
# "recorded" is the field to remove.
err-scenario-hook-once-recorded = { $event } フックは実行ごとに 1 回だけ動くもので、呼び出しごとではありません。recorded を削除してください
err-scenario-hook-cannot-answer = { $event } フックは { $found } と回答できません
# "Stop", "block" and "pass" are the file's own words for the event and the answers.
err-scenario-stop-hook-blocks = 最後の回答が block の Stop フックでは、実行がいつまでも終わりません。pass で終えてください
# $hook names the earlier hook as the file does, e.g. "hooks[0]".
err-scenario-hook-shadowed = { $hook } がすでに、このフックが動くすべての { $event } で実行されます。実行されるのは最初のフックだけです

## A session log that cannot be read
# The log reader's explanations, each starting with the file's name or path ($file). $claude and
# $codex are where Claude Code keeps its transcripts and Codex CLI its rollouts, as paths.
err-log-no-files = ファイルが指定されていません。Claude Code のトランスクリプト（{ $claude }）、Codex CLI のロールアウト（{ $codex }）、Gemini CLI のチャット、opencode のエクスポート、Antigravity CLI のトランスクリプト、Copilot CLI の events.jsonl、または OpenTelemetry のトレースファイルをドロップしてください
err-log-empty = { $file }：ファイルが空です。行のあるセッションログをドロップしてください：Claude Code のトランスクリプト（{ $claude }）、Codex CLI のロールアウト（{ $codex }）、またはほかのエージェントのログ（それぞれの保存場所は README にあります）
err-log-binary = { $file }：テキストファイルではありません（NUL バイトを含むか、UTF-8 ではありません）。セッションログは JSON のテキストです：Claude Code のトランスクリプト（{ $claude }）、Codex CLI のロールアウト（{ $codex }）、および README に挙げたほかのエージェントのログ
err-log-compressed = { $file }：ファイルが zstd で圧縮されています。先に展開し（例：`zstd -d { $file }`）、書き出された .jsonl をドロップしてください
# In the path, <date> and <thread id> stand for the parts that vary; thread.started is the name of a line's type.
err-log-codex-exec = { $file }：これは `codex exec --json` の出力（thread.started、item.completed…）で、スクリプト向けのイベントストリームです。セッションログではありません。代わりにそのセッションのロールアウトを開いてください：~/.codex/sessions/YYYY/MM/DD/rollout-<日時>-<スレッド ID>.jsonl（スレッド ID は thread.started の行にあります）
# $looks says what the file seems to be: one of the err-log-looks-… messages below.
err-log-unknown-format = { $file }：既知の形式のセッションログではありません（{ $looks }）。既知の形式：Claude Code のトランスクリプト（{ $claude }）、Codex CLI のロールアウト（{ $codex }）、Gemini CLI のチャット、opencode のエクスポート、Antigravity CLI のトランスクリプト、Copilot CLI のイベント、OpenTelemetry のトレース（OTLP JSON）
err-log-only-metadata = { $file }：これはサブエージェントのメタデータで、トランスクリプトではありません。セッションの .jsonl ファイルと一緒にドロップしてください
# $format is the log's format, one of the err-log-format-… messages below.
err-log-no-conversation = { $file }：会話を含まない { $format } のログです（タイトル、スナップショット、設定のみ）。セッションのトランスクリプトをドロップしてください
# Followed by one line per file, each with its own explanation.
err-log-nothing-readable = { $files } 個のファイルのどれも読み込めませんでした：
# What a file of no known format seems to be, in err-log-unknown-format.
err-log-looks-prompt-history = Claude Code のプロンプト履歴（~/.claude/history.jsonl）で、セッションのトランスクリプトではありません
err-log-looks-empty-objects = 各行が空の JSON オブジェクトです
# $keys lists the keys of the file's first JSON line, separated by commas.
err-log-looks-keys = キー { $keys } を持つ JSON の行です
err-log-looks-document = 複数行にわたる 1 つの JSON ドキュメントで、1 行に 1 つの JSON オブジェクトという形式ではありません
err-log-looks-not-json = 先頭の数行が JSON ではありません

## How the log reader names a log's format
# Shown when a log is opened ("Opened 3 files (…)") and as the imported run's description.
# isSidechain, agent-*.jsonl and <session>/subagents/ are the log's own names.
err-log-format-claude-1-0 = Claude Code 1.0（サブエージェントはインライン、isSidechain で区別）
err-log-format-claude-2-0 = Claude Code 2.0（サブエージェントはフラットな agent-*.jsonl ファイル）
err-log-format-claude-2-1 = Claude Code 2.1（サブエージェントは <session>/subagents/ 内）
# $version is a Claude Code version newer than the reader knows, e.g. "2.4".
err-log-format-claude-newer = Claude Code { $version }（このログリーダーが知るより新しいバージョン。2.1 として読み込み）
err-log-format-claude-unknown = Claude Code（バージョンの記録なし）
err-log-format-claude-meta = Claude Code のサブエージェントのメタデータ（.meta.json）
# "bare" and "envelope": the two ways Codex has written its rollouts' lines.
err-log-format-codex-both = Codex のロールアウト、bare 形式（2025 年 9 月より前）と envelope 形式
err-log-format-codex-bare = Codex のロールアウト、bare 形式（2025 年 9 月より前）
err-log-format-codex-envelope = Codex のロールアウト、envelope 形式（2025 年 9 月以降）

## What a log does not hold, said where the replay of it would show it
# These stand in for text the log lacks: the run's title, a tool's description, the system
# prompt, a message, a reply, a summary, a hook's reason or command.
# $tool is the agent's name (Claude Code, Codex).
err-log-session-title = あなたの { $tool } セッション
err-log-no-description = （説明はログにありません。）
err-log-no-instructions = （ログにありません：このエージェントはシステムプロンプトをセッションログに書き出しません。）
err-log-no-message = （ログにはメッセージが記録されていません。）
err-log-went-on = （ログのハーネスは新しいメッセージなしで続行しました。）
err-log-summary-encrypted = （要約は暗号化されています。読めるのはプロバイダーだけです。）
err-log-summary-missing = （ログには要約が記録されていません。）
# The prompt a sub-agent started with.
err-log-no-prompt = （ログにはプロンプトが記録されていません。）
# Shown in place of a hook's command. Keep the round bracket "(" (ASCII) first: it tells the page
# this is no command.
err-log-no-command = (ログにはコマンドが記録されていません)
err-log-no-reply = （ログはここで終わっています。このメッセージへの応答は記録されていません。）
err-log-no-reason = （ログには理由が記録されていません）
# A failed request the log records without its message: $status is its HTTP status code.
err-log-api-error = API エラー { $status }
err-log-api-error-unknown = API エラー
# In a tool's result, where a tool search loaded a tool's definition: $tool is the tool's name.
err-log-tool-schema = [{ $tool } のスキーマはここでリクエストに加わります。ログにはその本文が残っていません]
err-log-tool-schema-unnamed = [ツールのスキーマはここでリクエストに加わります。ログにはその本文が残っていません]

## What the log's harness added to the requests on its own, as the replay labels it
# $label is one of the err-log-note-… messages below (or the log's own name for it), $text what
# the harness added.
err-log-note = { $label }：{ $text }
err-log-note-skills-listed = スキル一覧
err-log-note-skills-put-back = 再追加されたスキル
err-log-note-tools-listed = 名前で一覧にしたツール
err-log-note-memory-file = メモリファイル
err-log-note-agents-listed = エージェント一覧
err-log-note-mcp-instructions = MCP サーバーの指示
err-log-note-todo-list = ToDo リスト
err-log-note-file-before-compaction = 圧縮前に読んだファイル
err-log-note-file = ファイル
err-log-note-note = メモ
err-log-note-environment = 環境
err-log-note-agents-md = メモリファイル AGENTS.md
err-log-note-policy = 承認とサンドボックスのポリシー
err-log-note-skill = スキル
err-log-note-instructions = ハーネスの指示
err-log-note-command = コマンドとその出力
err-log-note-notification = バックグラウンドタスクの通知

## A live model's server that fails to answer
# Shown where the run stops or retries. Most messages below come without their final full stop:
# err-sentence adds it. $snippet is the start of what the server sent, $status an HTTP status code,
# $model the model's name as the server gave it.
# Ends an error message: $text is the message without its final full stop.
err-sentence = { $text }。
err-live-ended-early = モデルが応答を書き終える前にストリームが終了しました
err-live-html-stream = サーバーがイベントストリームではなく HTML ページを返しました。ベース URL を確認してください
err-live-unreadable-json = サーバーが読み取れない JSON を返しました（`{ $snippet }`）
err-live-event-not-json = サーバーが JSON ではないイベントを送ってきました（`{ $snippet }`）
err-live-http-404-model = モデル `{ $model }` が見つかりませんでした（HTTP 404）
# $lead is one of the HTTP messages below; $detail the server's own explanation, in its words.
err-live-http-detail = { $lead }：{ $detail }
err-live-http-html = { $lead }。JSON のエラーではなく HTML ページが返されました

## A server of the Chat Completions API (OpenAI, Ollama, vLLM…)
# $message is the server's own explanation, in its words.
err-openai-server-error = サーバーがエラーを報告しました：{ $message }
err-openai-not-chunk = サーバーが chat completion chunk ではないイベントを送ってきました（`{ $snippet }`）
err-openai-http-401 = サーバーが API キーを拒否しました（HTTP 401）
err-openai-http-403 = この API キーではアクセスが拒否されました（HTTP 403）
err-openai-http-404 = モデルまたはエンドポイントのパスが見つかりませんでした（HTTP 404）。ベース URL（多くは /v1 で終わります）とモデル名を確認してください
err-openai-http-timeout = サーバーがタイムアウトしました（HTTP { $status }）
err-openai-http-413 = リクエストがサーバーにとって大きすぎます（HTTP 413）
err-openai-http-429 = サーバーがリクエストをレート制限しています（HTTP 429）。しばらく待ってからもう一度お試しください
err-openai-http-rejected = サーバーがリクエストを拒否しました（HTTP { $status }）
err-openai-http-500 = サーバーで内部エラーが発生しました（HTTP 500）
err-openai-http-unavailable = サーバーが利用できないか、過負荷です（HTTP { $status }）。後でもう一度お試しください
err-openai-http-failed = サーバーでエラーが発生しました（HTTP { $status }）
err-openai-http-other = サーバーが HTTP { $status } を返しました
# The request got no answer at all. $url is the address asked, $origin this page's origin; the
# message is whole, with its full stops.
err-openai-unreachable = { $url } に接続できませんでした。サーバーは起動していますか？ このページ（{ $origin }）からのリクエストを許可していますか？ Ollama なら OLLAMA_ORIGINS={ $origin } を付けて起動してください。ホスト型のエンドポイントにはベース URL（通常は /v1 で終わります）が必要です。

## Anthropic's Messages API
err-anthropic-not-event = サーバーが Messages API のイベントではないイベントを送ってきました（`{ $snippet }`）
err-anthropic-json-document = サーバーがイベントストリームではなく、1 つの JSON ドキュメントを返しました
# $text is the API's own explanation, $kind its type of error (overloaded_error…).
err-anthropic-api-error = API がエラーを報告しました：{ $text }
err-anthropic-api-error-kind = API がエラーを報告しました：{ $text }（{ $kind }）
err-anthropic-http-400 = API がリクエストを拒否しました（HTTP 400）
err-anthropic-http-401 = API が API キーを拒否しました（HTTP 401）。キーを確認してください
err-anthropic-http-402 = アカウントに請求関連の問題があります（HTTP 402）
err-anthropic-http-403 = この API キーではこのモデルまたはリソースを使えません（HTTP 403）
err-anthropic-http-404 = モデルまたはエンドポイントのパスが見つかりませんでした（HTTP 404）。ベース URL（https://api.anthropic.com/v1 など）とモデル名を確認してください
err-anthropic-http-timeout = API がタイムアウトしました（HTTP { $status }）。もう一度お試しください
err-anthropic-http-413 = リクエストが API の受け付けるサイズを超えています（HTTP 413）
err-anthropic-http-429 = API がこのキーをレート制限しています（HTTP 429）。しばらく待ってからもう一度お試しください
err-anthropic-http-500 = API で内部エラーが発生しました（HTTP 500）。もう一度お試しください
err-anthropic-http-529 = API が過負荷です（HTTP 529）。少し待ってからもう一度お試しください
err-anthropic-http-failed = API でエラーが発生しました（HTTP { $status }）。もう一度お試しください
err-anthropic-http-other = API が HTTP { $status } を返しました
# "refusal" is the API's stop reason; $why the model's explanation, in its words.
err-anthropic-refusal = モデルが回答を拒否しました（stop reason: refusal）
err-anthropic-refusal-why = モデルが回答を拒否しました（stop reason: refusal）：{ $why }
# As err-openai-unreachable, for Anthropic's API.
err-anthropic-unreachable = { $url } に接続できませんでした。ベース URL（Anthropic の API なら https://api.anthropic.com/v1）とネットワークを確認してください。間にプロキシがある場合は、このページ（{ $origin }）からのリクエストを許可している必要があります。
