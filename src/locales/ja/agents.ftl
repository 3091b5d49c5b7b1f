# Narration of sub-agents, hooks, skills, tools found by search, and of imported logs' own steps; the chapters.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Counts, used inside the sentences below
agents-n-tools =
    { $n ->
       *[other] { $n } 個のツール
    }
agents-n-messages =
    { $n ->
       *[other] { $n } 件のメッセージ
    }

## Sub-agents: the task tool hands work to another agent's session.
# $agent: the sub-agent's name; $prompt: the start of the task's prompt; $parent: the name of the agent that called the task tool.
agents-subagent-spawn = task ツールは、あなたのウィンドウと同じくセッション API のクライアントです。{ $agent } の新しいセッションを求め、「{ $prompt }」というプロンプトを送ります。新しいセッションには専用のスレッドが与えられ、{ $parent } のスレッドのコピーではありません。
# $session: the new session's id (session_2); $agent: its agent's name.
agents-subagent-spawned = セッション API が { $session } を作ります。{ $agent } の指示、ツール、ルールと、プロンプトだけを唯一のメッセージとする新しいスレッドです。セッション API はすぐに task ツールへ応答し、task ツールは { $session } がアイドルになるのを待ちます。
agents-subagent-stop = task ツールがキャンセルされたので、まずセッション API に { $session }（{ $agent }）の停止を求め、それを待ちます。サブエージェントは親より先に止まります。
# $why: what let the task call run: a permission rule, your answer, or a hook.
agents-subagent-run-task =
    { $why ->
        [you] あなたが許可しました
        [hook] PreToolUse フックが task を許可します
       *[rule] ルールが task を許可しているので、すぐに実行されます
    }。ランナーは呼び出しを task ツールに渡します。ランナーにとって task は他と変わらないツールの 1 つです。その仕事が、別のエージェントの実行を開始することなのです。
agents-subagent-cancel = ランナーは待っていた task 呼び出しをキャンセルします。task ツールはただ強制終了するわけにはいきません。サブエージェントがそのために働いていて、それも止める必要があるからです。
agents-subagent-start-run = セッション API はコーディネーターに { $session } のループを回すよう頼みます。すべてのセッションを受け持つ、同じコーディネーターです。
agents-subagent-run = { $session } では実行が動いていなかったので、コーディネーターはそれを実行中にし、そのランナーに渡します。{ $parent } と同じランナーのコードで、{ $agent } の指示、ツール、ルールを使います。
# $tools: "3 tools" (agents-n-tools); $messages: "1 message" (agents-n-messages); $tokens: a number.
agents-subagent-first-request = { $agent } のランナーが最初のリクエストを送ります。自分の指示、{ $tools }、{ $messages }のスレッドで、約 { $tokens } トークンです。{ $parent } のスレッドは一切含まれません。まだどれもプロンプトキャッシュにありません。
# $cached: how many of the request's tokens come from the prompt cache.
agents-subagent-first-request-cached = { $agent } のランナーが最初のリクエストを送ります。自分の指示、{ $tools }、{ $messages }のスレッドで、約 { $tokens } トークンです。{ $parent } のスレッドは一切含まれません。このうち { $cached } トークンはプロンプトキャッシュから読まれます。キャッシュのキーはセッションではなく内容なので、同じシステムプロンプトで始まる以前のリクエストが効くのです。
agents-subagent-streams = { $agent } のランナーも、テキストを各クライアントにストリームで送ります。チャットではそれが { $parent } の task 呼び出しの下に折りたたまれ、開いて見られます。
agents-subagent-idle-answered = コーディネーターが { $session } をアイドルにします。クライアントのようにそれを待っていた task ツールがこれを受け取り、{ $agent } の最後の回答を { $parent } に持ち帰ります。
agents-subagent-idle-ended = コーディネーターが { $session } をアイドルにします。クライアントのようにそれを待っていた task ツールがこれを受け取り、実行がどう終わったかを { $parent } に持ち帰ります。
# $tokens: the answer's size; $thread: the size of the sub-agent's whole thread.
agents-subagent-answer = task ツールの出力は { $agent } の回答です。{ $agent } は新しいスレッドで作業したので、{ $parent } のコンテキストに加わるのはその回答の { $tokens } トークンだけで、{ $agent } のスレッドの { $thread } トークンではありません。
agents-subagent-interrupted = { $agent } が停止されたので、task 呼び出しのただ 1 つの結果はそれを伝えます：「中断」。
agents-subagent-no-answer = { $agent } の実行は回答なしで終わったので、task 呼び出しのただ 1 つの結果は理由を伝えるエラーです。{ $parent } の llm がそれを読み、何と言うかを決めます。

## Hooks: the harness's own commands, run at set points of a run.
# $tool: the tool's name; $command: the hook's command, as code (`./check.sh`) or as "(the log does not name its command)".
agents-hook-runs-pre-tool-use = { $tool } を実行する前に、ランナーはエージェントの PreToolUse フック { $command } を実行します。フックは llm のものではなく、ハーネス自身のコードです。呼び出しを見て、実行させるか、拒否するか、あなたに確認するかを決められます。フックの中身は llm のコンテキストには一切入りません。
agents-hook-runs-post-tool-use = { $tool } が実行されました。その結果がスレッドに加わる前に、ランナーは PostToolUse フック { $command } を実行します。フックは呼び出しとその出力を見ます。
agents-hook-runs-session-start = セッションの最初の実行が始まるので、ランナーはまず SessionStart フック { $command } を実行します。フックが出力したものは、llm へのメモとして最初のリクエストに加わります。
agents-hook-runs-user-prompt-submit = 最初のリクエストの前に、ランナーはあなたのメッセージに対して UserPromptSubmit フック { $command } を実行します。フックは llm へのメモを追加できます。
agents-hook-runs-stop = llm はツールを求めなかったので、実行はここで終わるはずです。その前にランナーは Stop フック { $command } を実行します。フックはエージェントを作業に戻せます。
agents-hook-runs-pre-compact = 次のリクエストがコンテキストウィンドウに収まらないので、スレッドを圧縮することになります。その前にランナーは PreCompact フック { $command } を実行します。フックは古いメッセージが要約される前に必要なものを保存したり、圧縮を拒否したりできます。
agents-hook-stop-passes = Stop フックは停止に異論がないので、実行はそのまま終わります。
agents-hook-compact-passes = PreCompact フックが圧縮を進めさせます。
# $reason: the hook's own words, as it printed them.
agents-hook-compact-refused = PreCompact フックが圧縮を拒否します：「{ $reason }」。圧縮しなければ次のリクエストはコンテキストウィンドウに収まらないので、実行はここで終わります。
agents-hook-passes = フックは何も返さないので、ランナーはフックがない場合と同じように進みます。
agents-hook-allows = フックが呼び出しを許可します（「{ $reason }」）。そのツールを指定したルールがなければ、それで十分です。ランナーはあなたに確認しません。ただし ask や deny のルールがあれば、そちらが優先されます。
agents-hook-denies = フックが呼び出しを拒否します：「{ $reason }」。フックとルールのどちらかが拒否すれば、もう一方が何と言おうと呼び出しは止まります。
agents-hook-asks = フックがあなたに判断を求めているので（「{ $reason }」）、ルールが何と言おうと、ランナーはあなたに確認します。
# $note: the hook's note, as it printed it.
agents-hook-adds-note = フックがメモを返します：「{ $note }」。ランナーはそれを次のリクエストのために取っておき、そこでリマインダーとしてスレッドに加えます。llm はそれを読みますが、あなたが入力したものではありません。
agents-hook-blocks-stop = Stop フックが終了をブロックします：「{ $reason }」。ランナーはその理由をリマインダーとしてスレッドに入れ、もう 1 ターン進めるので、llm は作業に戻ります。
# The chat's notices of a hook's answer. $event: the hook's event, a name kept as it is (PreToolUse, Stop…); $command: as above; $reason, $note: the hook's own words.
agents-hook-notice-denied = { $event } フック { $command } が呼び出しを拒否しました：{ $reason }
agents-hook-notice-asks = { $event } フック { $command } があなたに確認しています：{ $reason }
agents-hook-notice-note = { $event } フック { $command } が llm へのメモを追加しました：{ $note }
agents-hook-notice-compact-refused = { $event } フック { $command } が圧縮を拒否しました：{ $reason }
agents-hook-notice-back-to-work = { $event } フック { $command } がエージェントを作業に戻しました：{ $reason }

## Skills: instructions an agent loads when it needs them.
# $skill: the skill's name; $tokens: the size of its instructions.
agents-skill-loads = ランナーは呼び出しを skill ツールに渡します。これはハーネス自身が実行するツールです。これまで各リクエストには、スキル一覧にある { $skill } の 1 行しか入っていませんでした。読み込むと、その指示（約 { $tokens } トークン）が次のリクエストに入ります。
# $input: what the llm asked the skill tool for; $agent: the agent's name.
agents-skill-unknown = ランナーは呼び出しを skill ツールに渡します。これはハーネス自身が実行するツールです。「{ $input }」は { $agent } の持つどのスキルの名前でもありません。
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Launching skill: …").
agents-skill-answers = skill ツールは「{ $output }」と答えます。スキルの指示はこの結果の後にリマインダーとして次のリクエストに加わり、llm はこれ以降それを読みます。

## Tool search: tools listed by name only, their schemas loaded when a search finds them.
# $n: how many tools are deferred; $listed: the tokens of their listing; $schemas: the tokens their schemas would cost.
agents-search-finds-none =
    ランナーは呼び出しをツール検索に渡します。これはハーネス自身が実行するツールです。これまで各リクエストは { $n ->
       *[other] { $n } 個の遅延ツール
    }を名前だけで一覧にしていて、約 { $listed } トークンでした。スキーマまで入れると、毎回のリクエストで約 { $schemas } トークンかかっていたところです。今回の検索はどれにも一致しません。
# $found: the names of the tools found (agents-search-and); $loaded: the tokens of their schemas.
agents-search-loads =
    ランナーは呼び出しをツール検索に渡します。これはハーネス自身が実行するツールです。これまで各リクエストは { $n ->
       *[other] { $n } 個の遅延ツール
    }を名前だけで一覧にしていて、約 { $listed } トークンでした。スキーマまで入れると、毎回のリクエストで約 { $schemas } トークンかかっていたところです。今回の検索で { $found } のスキーマ（約 { $loaded } トークン）が次のリクエストに読み込まれます。
# Two tool names, or names already joined and one more: "read_file and grep".
agents-search-and = { $a }、{ $b }
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Loaded …").
agents-search-answers = ツール検索は「{ $output }」と答えます。スキーマはこの結果の後に次のリクエストに加わり、それ以降 llm はそれらのツールを呼び出せます。リクエストの先頭部分は変わらないので、プロンプトキャッシュはそのまま効きます。

## A run replayed from a session log: what the log records, and what it does not.
# $source: what recorded the log, a product's name and version ("Claude Code 2.1.39").
agents-replay-stopped = { $source } のログには、あなたがここで実行を止めたことが記録されています。クライアントはセッション API に停止を求めます。
agents-replay-refused = ログには、あなたがこの { $tool } の呼び出しを拒否したことが記録されているので、リプレイはここであなたに確認します。質問そのものはログになく、あるのはあなたの「いいえ」だけです。
agents-replay-declined = ログの回答は「いいえ」です。ツールは実行されず、llm にはあなたが拒否したことが伝えられます。
agents-replay-ran = ログには { $tool } が実行されたことが記録されています。それが元のハーネスのルールで許可されたのか、あなたの「はい」で許可されたのかは記録されていないので、リプレイはそのまま実行します。
# $n: how many messages the summary replaces.
agents-replay-compaction = ログにはここで圧縮が記録されています。このハーネスが圧縮するのは、次のリクエストがウィンドウに収まらないときだけです。しかしログのハーネスはここで圧縮したので、リプレイはいま llm に古いほうから { $n } 件のメッセージを要約するよう頼みます。
# $why: what the log says of the compaction: its trigger as the log names it ("auto", "manual"), maybe with sizes (agents-replay-compaction-sizes).
agents-replay-compaction-why = ログにはここで圧縮が記録されています（{ $why }）。このハーネスが圧縮するのは、次のリクエストがウィンドウに収まらないときだけです。しかしログのハーネスはここで圧縮したので、リプレイはいま llm に古いほうから { $n } 件のメッセージを要約するよう頼みます。
# $trigger: as the log names it ("auto", "manual"), kept as it is.
agents-replay-compaction-sizes = { $trigger }、圧縮前 { $before } トークン、圧縮後 { $after } トークン
agents-replay-compaction-before = { $trigger }、圧縮前 { $before } トークン
# $n: the output's length in characters.
agents-replay-output = ログの記録どおり、ツールの出力（{ $n } 文字）が返ってきます。
# $duration: how long the tool ran ("3.2 s").
agents-replay-output-timed = ログの記録どおり、{ $duration }後にツールの出力（{ $n } 文字）が返ってきます。
# Follows the sentence before; it starts with a space, which languages that write no space between sentences leave out. $clock: a time since the run began ("+0:07.4").
agents-replay-output-earlier = ログではこれは { $clock } に届いていて、先に表示した結果より前でした。元のハーネスはこれらの呼び出しを並行して実行しましたが、このハーネスは 1 つずつ順に実行します。
# Follows the narration of a request; starts with a space, as above. $usage: the log's figures ("2,438 tokens read, 2,304 of them from its prompt cache").
agents-replay-usage = { $source } のログは、実際に送った量を報告しています：{ $usage }。横に並ぶページの見積もりには、ログに残っていないシステムプロンプトとツールスキーマが数えられていません。
agents-replay-no-usage = ログには、このリクエストのトークン数が記録されていません。

## Chapters: places in a run worth jumping to, listed in the stepper's Chapter menu.
# $n: the prompt's number in the run; $text: the start of what was typed.
agents-chapter-prompt = プロンプト { $n }：{ $text }
# $agent: the sub-agent's name; $session: its session's id (session_2).
agents-chapter-subagent = サブエージェント：{ $agent }（{ $session }）
agents-chapter-compacted = コンテキスト圧縮
agents-chapter-retry = ストリーム切断：再試行 { $attempt } / { $of }
agents-chapter-retry-status = HTTP { $status }：再試行 { $attempt } / { $of }
# $end: how the run ended, in a word or two ("stopped", "turn limit").
agents-chapter-ended = 実行終了：{ $end }
