# The built-in scenarios' titles and descriptions (src/scenarios/*.json), as "More scenarios",
# the chapters and the figure show them. English must equal the file's own words (tests/i18n.rs).

scenario-what-is-a-harness-title = エージェントハーネスとは？
scenario-what-is-a-harness-description = 1 ターンだけ。llm は知識だけで回答してツールを求めないので、ランナーはそこで止まります。

scenario-read-file-title = README.md には何が書いてある？
scenario-read-file-description = 2 ターン、質問なし。ルールがすでに read_file を許可しているので、ランナーはすぐにファイルを読みます。

scenario-run-tests-title = テストを実行する
scenario-run-tests-description = 質問が出ます。ルールで run_tests にはあなたの許可が必要なので、回答するまで実行は一時停止します。

scenario-denied-tool-title = deny ルールのかかったツール
scenario-denied-tool-description = ルールが write_file を拒否します。呼び出しにはその旨の結果が返り、llm は書き込む代わりに事情を説明します。

scenario-two-tools-title = 1 つの応答で 2 つのツール
scenario-two-tools-description = 1 つの応答が 2 つの読み込みを同時に求めます。各呼び出しは callId で対応づけられた結果をちょうど 1 つ、呼び出し順に受け取ります。

scenario-unknown-tool-title = 存在しないツール
scenario-unknown-tool-description = llm がエージェントの持っていないツールを求めます。呼び出しにはエラーの結果が返り、ループは続きます。

scenario-two-clients-title = 2 つのクライアント、1 つのセッション
scenario-two-clients-description = 2 つのウィンドウが同じ瞬間に同じセッションへプロンプトを送ります。コーディネーターは実行を 1 つだけ開始し、その実行が両方に回答します。

scenario-stop-title = 実行の途中で停止
scenario-stop-description = llm がまだ書いている最中に「停止」を押します。ストリームは閉じられ、届いた分はスレッドに残り、求められた呼び出しにはすべて「中断」の結果が付き、セッションはアイドルになります。

scenario-flaky-llm-title = ストリームが切れて、回復する
scenario-flaky-llm-description = llm への接続が 2 回切れます。ランナーは毎回、倍々に延びる待ち時間の後でリクエストをリトライし、実行は回答で終わります。

scenario-llm-down-title = llm が完全に失敗する
scenario-llm-down-description = どの試行も失敗します。3 回でランナーはあきらめ、実行が失敗したと伝え、セッションは実行中のまま固まらずにアイドルになります。

scenario-tool-fails-title = ツールが失敗する
scenario-tool-fails-description = read_file が存在しないファイルを求められます。結果はエラーとして返り、llm はそれを読んで別のファイルを試します。

scenario-tool-timeout-title = ツールがタイムアウトする
scenario-tool-timeout-description = 遅いテストスイートがエージェントの 30 秒の上限を超えます。ランナーはそれをキャンセルし、呼び出しには「タイムアウト」の結果が付き、llm がそれを説明します。

scenario-turn-limit-title = ターンが多すぎる
scenario-turn-limit-description = このエージェントは 1 回の実行で最大 3 ターンまでです。llm がファイルをもう 1 つ、もう 1 つと求め続けるので、ランナーは上限で止まり、その理由を伝えます。

scenario-compaction-title = コンテキストがいっぱいになる
scenario-compaction-description = このエージェントのコンテキストウィンドウは 3,000 トークンしかありません。次のリクエストが収まらなくなると、ハーネスは llm に古いメッセージを要約させて置き換えます。スレッドは縮み、プロンプトキャッシュはヒットしなくなります。

scenario-subagent-title = サブエージェントがコードを検索する
scenario-subagent-description = coder が explorer サブエージェントに検索を任せます。専用のセッションが 2 つのファイルを読み、その短い回答だけが coder のコンテキストに加わります。

scenario-two-subagents-title = 1 つの応答から 2 つのサブエージェント
scenario-two-subagents-description = 1 つの応答が 2 つのサブエージェントを求めます。explorer は README をコードと照らし合わせ、tester はテストを実行する前にあなたに確認します。両者は順番に、それぞれ専用のセッションで動きます。

scenario-stalled-stream-title = ストリームが黙り込む
scenario-stalled-stream-description = llm のストリームが始まったあと、何も送られてこなくなります。エージェントのアイドルタイムアウトが過ぎると、ランナーは見切りをつけてストリームを閉じ、ストリームが切れたときと同じようにリクエストを送り直します。

scenario-anthropic-cache-title = Anthropic のプロンプトキャッシュでの会話
scenario-anthropic-cache-description = 1 つのセッションに 2 つのメッセージ。Anthropic のキャッシュと同じ数え方をします。書き込まれるのはリクエストのブレークポイントまでのプレフィックスだけで、数は正確です。2 つ目のメッセージのリクエストは、1 つ目が書き込んだものを読みます。

scenario-hook-refuses-title = ルールが許可した呼び出しをフックが拒否する
scenario-hook-refuses-description = PreToolUse フックが .env を守ります。ルールは write_file を許可していますが、フックはその書き込みを拒否し、llm は理由を読んで別の方法を取ります。

scenario-hook-formats-title = フックが編集のたびに整形する
scenario-hook-formats-description = write_file のたびに PostToolUse フックがフォーマッターを実行します。その出力はリマインダーとして次のリクエストに加わり、llm が読みます。

scenario-stop-hook-title = Stop フック：テストが通るまで終わらせない
scenario-stop-hook-description = llm が完了したと言うと、Stop フックがテストを実行し、失敗を見つけて作業に戻します。これをテストが通るまで繰り返します。

scenario-plan-mode-title = プランモード：読んで計画し、承認後に編集する
scenario-plan-mode-description = ハーネスはプランモードで始まります。計画を承認するまで編集は拒否され、承認後は accept-edits モードにより確認なしで編集が実行されます。

scenario-skill-title = スキル：1 行で一覧に載り、必要なときに読み込まれる
scenario-skill-description = 各リクエストはエージェントのスキルを名前と 1 行の説明で一覧にします。llm が skill ツールで release-notes を読み込むと、そのとき初めてその指示がスレッドに加わります。

scenario-memory-title = メモリファイル：開始時に、フォルダーごとに、そして圧縮後に再び読み込まれる
scenario-memory-description = CLAUDE.md はセッション開始時に読み込まれます。src/CLAUDE.md は src/ 配下のファイルが初めて読まれたときです。スレッドが圧縮されると、両方がもう一度読み込まれます。

scenario-mcp-tools-title = MCP サーバーのツール：名前だけが一覧に載り、検索で見つかる
scenario-mcp-tools-description = MCP サーバーの 6 つのツールは名前だけが一覧に載ります。llm は必要な 2 つを検索し、それらのスキーマだけがスレッドに加わります。
