# Predict: its questions, answers and the reasons given.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The answers offered, shown as buttons (keep them short: they are the buttons' names)
predict-part-session-api = セッション API
predict-part-coordinator = コーディネーター
predict-part-runner = ランナー
predict-part-llm = llm
predict-part-clients = 各クライアント
predict-part-tools = ツール
predict-part-hooks = フック
# How much of a request the prompt cache serves.
predict-cache-none = なし
predict-cache-some = 一部：半分未満
predict-cache-most = 大部分：半分以上
# Whether the next request fits the agent's context window.
predict-fits-yes = 収まる：ランナーがそのまま送る
predict-fits-compacts = 収まらない：先にスレッドを圧縮する
predict-fits-ends = 収まらず、圧縮しても無理：実行が終わる
# After the llm's reply: what the runner does next.
predict-next-another = もう 1 ターン：llm に新しいリクエストを送る
predict-next-ends = 実行が終わる
# What the harness does with a tool call.
predict-rule-runs = すぐに実行する
predict-rule-asks = 先にあなたに確認する
predict-rule-refuses = ルールが拒否する
# Where a sub-agent works.
predict-session-new = 新しいセッションで、専用のスレッドを使う
predict-session-same = このセッションで、同じスレッドを使う
# How much of a sub-agent's work joins its parent's context.
predict-child-answer = 最後の回答だけ
predict-child-thread = スレッド全体
predict-child-nothing = 何も加わらない
# What loading a skill puts in the next request.
predict-skill-full = その指示の全文
predict-skill-line = これまでどおり 1 行だけ
predict-skill-nothing = 何も入らない：llm が覚えている
# What the thread holds after a compaction.
predict-compacted-summary = llm の要約だけ
predict-compacted-newest = 要約と最新のメッセージ
predict-compacted-reloaded = 要約、最新のメッセージ、そして読み込み済みだったメモリファイルとスキル

## The questions, and why the right answer is right
# Your message leaves the chat box.
predict-ask-prompt-you = あなたが Enter を押します。最初にあなたのメッセージを受け取るのはどのパーツでしょう？
# A second chat window sends a message.
predict-ask-prompt-client-two = クライアント 2 が Enter を押します。最初にそのメッセージを受け取るのはどのパーツでしょう？
predict-ask-prompt-another-client = 別のクライアントが Enter を押します。最初にそのメッセージを受け取るのはどのパーツでしょう？
predict-why-prompt = クライアントが話す相手はセッション API だけです。prompt はメッセージをスレッドに保存し、すぐに応答します。llm を呼び出すのはランナーだけです。
predict-ask-forward = 応答のテキストの断片がランナーに届きました。ランナーはそれをどこへ送るでしょう？
# $agent: a sub-agent's name.
predict-ask-forward-subagent = 応答のテキストの断片が { $agent } のランナーに届きました。ランナーはそれをどこへ送るでしょう？
predict-why-forward = ランナーは各断片を、クライアントが開いたままにしているストリームでそのままクライアントへ送ります。だから、あなたは回答が書かれていく様子をそのまま見られます。
# $agent: the sub-agent; $parent: the agent that started it with its task tool.
predict-why-forward-subagent = { $agent } のランナーも、ほかのランナーと同じく各クライアントへストリームで送ります。チャットはそのテキストを { $parent } の task 呼び出しの下に折りたたみます。
# $turn: the turn's number; $total: the request's size in tokens.
predict-ask-cache = ランナーがターン { $turn } のリクエスト（約 { $total } トークン）を送ろうとしています。そのうちどれだけをプロンプトキャッシュがまかなうでしょう？
predict-ask-cache-subagent = { $agent } のランナーがターン { $turn } のリクエスト（約 { $total } トークン）を送ろうとしています。そのうちどれだけをプロンプトキャッシュがまかなうでしょう？
# Asked before the narration has said what the prompt cache is.
predict-ask-cache-first = ランナーがターン { $turn } のリクエスト（約 { $total } トークン）を送ろうとしています。プロバイダーのプロンプトキャッシュは、最近のリクエストと同じ始まり方をするリクエストを、より速く、より安く処理します。このリクエストのうちどれだけをプロンプトキャッシュがまかなうでしょう？
predict-ask-cache-first-subagent = { $agent } のランナーがターン { $turn } のリクエスト（約 { $total } トークン）を送ろうとしています。プロバイダーのプロンプトキャッシュは、最近のリクエストと同じ始まり方をするリクエストを、より速く、より安く処理します。このリクエストのうちどれだけをプロンプトキャッシュがまかなうでしょう？
# $source: the program that wrote the log (e.g. Claude Code); $cached of $total tokens, $percent of them.
predict-why-cache-log = { $source } のログによると、{ $total } トークンのうち { $cached } トークン（{ $percent }%）がプロンプトキャッシュから読まれました。
predict-why-cache-server = サーバーの報告によると、{ $total } トークンのうち { $cached } トークン（{ $percent }%）がプロンプトキャッシュから読まれました。
# $sentence: the narration's sentence about what the cache served.
predict-why-cache-share = { $sentence }これは { $total } トークンの { $percent }% にあたります。
# $window: the agent's context window in tokens.
predict-ask-fits = ランナーは次のリクエストを送る準備ができました。{ $agent } のコンテキストウィンドウ（{ $window } トークン）に収まるでしょうか？
predict-ask-fits-subagent = { $agent } のランナーは次のリクエストを送る準備ができました。{ $agent } のコンテキストウィンドウ（{ $window } トークン）に収まるでしょうか？
# $needed: the tokens the request would need; $replaced: how many messages the summary replaces.
predict-why-fits-compacts = { $needed } トークン必要で、{ $window } トークンのウィンドウを超えるので、ランナーはまず llm に古いほうから { $replaced } 件のメッセージを要約するよう頼みます。
predict-why-fits-ends = { $needed } トークン必要ですが、ウィンドウには { $window } トークンしか入りません。圧縮しても十分な空きを作れないので、実行は終わります。
predict-why-fits-sends = 必要なのは約 { $needed } トークンで、{ $window } トークンのウィンドウに収まるので、ランナーはそのまま送ります。
# A Stop hook answered; $hook: its command, as code; $reason: the reason it gave.
predict-ask-stop-blocks = llm はツールを求めませんでしたが、{ $agent } の Stop フック { $hook } が終了をブロックします：「{ $reason }」。ランナーは次に何をするでしょう？
predict-ask-stop-passes = llm はツールを求めず、{ $agent } の Stop フック { $hook } も停止に異論はありません。ランナーは次に何をするでしょう？
predict-why-stop-blocks = ブロックする Stop フックは実行を続けさせます。その理由はリマインダーとしてスレッドに加わり、ランナーは llm に次のリクエストを送ります。
# $max: the agent's turn limit.
predict-why-stop-turn-limit =
    フックは実行を続けさせようとしますが、実行はエージェントの上限である { $max ->
       *[other] { $max } ターン
    }を使い切っているので、終わります。
predict-why-stop-ends = Stop フックが実行の終了を認めるので、応答のテキストが回答になります。
predict-ask-next = llm の応答が終わろうとしています。ランナーは次に何をするでしょう？
predict-ask-next-subagent = { $agent } の応答が終わろうとしています。ランナーは次に何をするでしょう？
predict-why-next-waiting = セッションでメッセージが待っているので、ランナーはそれに答えるためにもう 1 ターン進めます。
# $calls: how many tool calls the reply has; $tools: their names, e.g. "read_file, run_tests".
predict-why-next-another =
    応答は { $calls ->
       *[other] { $calls } 件のツール呼び出し
    }（{ $tools }）を求めているので、結果がスレッドに入ったら、ランナーは llm に次のリクエストを送ります。
predict-why-next-answered = 応答はツールを求めていないので、そのテキストが回答で、実行は完了です。
# With $calls = 0 (only a waiting message asked for another turn) the page has said nothing before the comma.
predict-why-next-turn-limit =
    { $calls ->
        [0] {""}
       *[other] 応答は { $calls } 件のツール呼び出し（{ $tools }）を求めていますが、
    }実行はエージェントの上限である { $max ->
       *[other] { $max } ターン
    }を使い切っているので、次のリクエストを送らずに終わります。
predict-why-next-context-full = 次のリクエストは圧縮してもコンテキストウィンドウに収まらないので、実行は終わります。
# A tool call: $agent's llm asks for $tool with $input (clipped).
predict-ask-rule = { $agent } の llm が { $tool }({ $input }) を求めます。ハーネスはこの呼び出しをどう扱うでしょう？　ルールはエージェントパネルに表示されています。
# $hook: the PreToolUse hook's command, as code; $outcome: its answer as its file writes it (allow, ask, deny, pass…).
predict-ask-rule-hooked = { $agent } の llm が { $tool }({ $input }) を求め、その PreToolUse フック { $hook } は { $outcome } と答えました。ハーネスはこの呼び出しをどう扱うでしょう？　ルールはエージェントパネルに表示されています。
# What the rules say about $tool, said after a hook's answer in predict-why-hook-…; $decision: allow, ask or deny, as a rule writes it.
predict-rule-none = { $tool } を指定したルールはありません
# $mode: the permission mode, e.g. "plan mode".
predict-rule-mode = { $tool } は { $mode } が決めます
predict-rule-yours = あなたのルールは { $tool } → { $decision } です
predict-rule-saved = 保存されたルールは { $tool } → allow です
predict-rule-agents = { $agent } のルールは { $tool } → { $decision } です
# Why a hook's answer and the rules make the call run, ask or stop. $outcome: the hook's answer as its file writes it; $rule: a predict-rule-… message; $decided: allow, ask or deny.
predict-why-hook-decides =
    フックの回答は { $outcome } で、{ $rule }。{ $decided ->
        [deny] フックとルールのどちらかが拒否すれば呼び出しは止まる
        [ask] フックとルールのどちらかが ask なら確認する
       *[allow] ルールが決めていなければ、フックの allow だけで足りる
    }ので、{ $decided ->
        [allow] あなたに確認せず、すぐに実行されます
        [ask] ランナーは先にあなたに確認します
       *[deny] 実行はされず、それでも呼び出しには理由を伝える結果が付きます
    }。
predict-why-hook-leaves-it =
    フックの回答は { $outcome } で、判断はルールに委ねられます。そして{ $rule }。そのため、{ $decided ->
        [allow] あなたに確認せず、すぐに実行されます
        [ask] ランナーは先にあなたに確認します
       *[deny] 実行はされず、それでも呼び出しには理由を伝える結果が付きます
    }。
# Why the rules make the call run, ask or stop. $decision: allow, ask or deny.
predict-why-rule-none =
    { $tool } を指定したルールはなく、それは ask として扱われるので、{ $decision ->
        [allow] ランナーはあなたに確認せず、すぐに実行します
        [ask] ランナーは実行を一時停止し、先にあなたに確認します
       *[deny] 実行はされず、それでも呼び出しにはその旨の結果が付きます
    }。
predict-why-rule-plan-mode =
    ハーネスはプランモードです。このモードでは、あなたが計画を承認するまで、何かを変更するものは実行されません。{ $tool } は変更するので、{ $decision ->
        [allow] ランナーはあなたに確認せず、すぐに実行します
        [ask] ランナーは実行を一時停止し、先にあなたに確認します
       *[deny] 実行はされず、それでも呼び出しにはその旨の結果が付きます
    }。
predict-why-rule-accept-edits-mode =
    ハーネスは accept-edits モードです。このモードでは、ファイルの編集は確認なしで実行されます。{ $tool } はファイルを編集するので、{ $decision ->
        [allow] ランナーはあなたに確認せず、すぐに実行します
        [ask] ランナーは実行を一時停止し、先にあなたに確認します
       *[deny] 実行はされず、それでも呼び出しにはその旨の結果が付きます
    }。
# $mode: the permission mode, e.g. "bypass-permissions mode".
predict-why-rule-mode =
    ハーネスは { $mode } です。このモードでは、deny のルールがない限り、どの呼び出しも実行されます。そのため、{ $decision ->
        [allow] ランナーはあなたに確認せず、すぐに実行します
        [ask] ランナーは実行を一時停止し、先にあなたに確認します
       *[deny] 実行はされず、それでも呼び出しにはその旨の結果が付きます
    }。
predict-why-rule-yours =
    あなたのルールは { $tool } → { $decision } なので、{ $decision ->
        [allow] ランナーはあなたに確認せず、すぐに実行します
        [ask] ランナーは実行を一時停止し、先にあなたに確認します
       *[deny] 実行はされず、それでも呼び出しにはその旨の結果が付きます
    }。
# "Always allow" is the answer button that saves a rule.
predict-why-rule-saved =
    「常に許可」で { $tool } → allow のルールが保存されたので、{ $decision ->
        [allow] ランナーはあなたに確認せず、すぐに実行します
        [ask] ランナーは実行を一時停止し、先にあなたに確認します
       *[deny] 実行はされず、それでも呼び出しにはその旨の結果が付きます
    }。
predict-why-rule-agents =
    { $agent } のルールは { $tool } → { $decision } なので、{ $decision ->
        [allow] ランナーはあなたに確認せず、すぐに実行します
        [ask] ランナーは実行を一時停止し、先にあなたに確認します
       *[deny] 実行はされず、それでも呼び出しにはその旨の結果が付きます
    }。
# $skill: the skill's name.
predict-ask-skill = skill ツールが { $skill } を読み込みました。そのうち何が { $agent } の次のリクエストに加わるでしょう？
predict-why-skill = これまで各リクエストには、スキル一覧にある { $skill } の 1 行しか入っていませんでした。読み込むと、その指示がこの結果の後にスレッドへ入るので、次のリクエストとそれ以降のすべてのリクエストがそれを運びます。llm はリクエストとリクエストの間に何も保持しません。
predict-ask-compacted = { $agent } のスレッドが圧縮されています。圧縮後のスレッドには何が入っているでしょう？
# $replaced: how many messages the summary replaces; $notes: how many memory files, skills and listings the harness loads again.
predict-why-compacted-reloaded =
    古いほうから { $replaced } 件のメッセージは llm の要約に置き換わり、最新のやり取りは残ります。さらにハーネスは、読み込み済みだったもの（ここでは { $notes ->
       *[other] { $notes } 件
    }）を再び読み込むので、llm は指示を失いません。
predict-why-compacted = 古いほうから { $replaced } 件のメッセージは llm の要約に置き換わり、最新のやり取りは残るので、llm はどこまで進んでいたかを把握できます。{ $agent } は、戻すべきメモリファイルやスキルを読み込んでいませんでした。
# $child: the sub-agent the task tool starts; $agent: the agent whose task tool it is.
predict-ask-spawn = task ツールが { $child } にタスクを任せて開始します。{ $child } はどこで作業するでしょう？
predict-why-spawn = task ツールは、あなたのウィンドウと同じくセッション API のクライアントです。{ $child } の新しいセッションを求め、そのスレッドはプロンプトだけで始まります。{ $agent } のスレッドのコピーではありません。
# $child: the sub-agent; $joins: the tokens of its answer; $thread: the tokens of its whole thread.
predict-ask-child = { $child } が作業を終えました。その作業のうちどれだけが { $agent } のコンテキストに加わるでしょう？
predict-why-child = { $child } は専用のスレッドで作業したので、{ $agent } のコンテキストに加わるのはその回答の { $joins } トークンだけで、スレッドの { $thread } トークンではありません。

## After an answer
# $why: the reason, one of the predict-why-… messages.
predict-verdict-right = 正解です。{ $why }
# $answer: the right answer's words.
predict-verdict-wrong = 残念。正解は「{ $answer }」です。{ $why }

## The run a wrong guess would have made, and how it compares with yours
# What changes in it. $max: a number of turns.
predict-change-max-turns =
    { $agent } の 1 回の実行を最大 { $max ->
       *[other] { $max } ターン
    }にした場合
predict-change-context-window = { $agent } のコンテキストウィンドウを { $window } トークンにした場合
# What happens at a step, said after "in yours" or "in this one" in predict-compare-parted. $from, $to: the parts of the harness (runner, llm…); $what: what is sent.
predict-happens-sends = { $from }が{ $to }に「{ $what }」を送ります
predict-happens-within = { $from }の内部：{ $what }
predict-happens-ended = 実行は終わっています
# How a run ends, said after "This one" or "yours" in predict-compare-…. $n: its number of steps.
predict-ending-waits = ステップ { $n } であなたの回答を待ちます
# $reason: what broke, as the harness says it.
predict-ending-breaks = ステップ { $n } で異常終了します：{ $reason }
# $end: how the run ended (answered, stopped…).
predict-ending-ends-as =
    { $n ->
       *[other] { $n } ステップ
    }で終わります（{ $end }）
predict-ending-ends =
    { $n ->
       *[other] { $n } ステップ
    }で終わります
# $theirs, $yours: how the other run and yours end (predict-ending-…).
predict-compare-same = ステップごとにすべてあなたの実行と同じです。こちらは{ $theirs }。あなたの実行は{ $yours }。
# $at: the last step both runs share; $next: the step after it; $yours_happens, $theirs_happens: what happens there (predict-happens-…).
predict-compare-parted = ステップ { $at } まではあなたの実行と同じです。ステップ { $next } で、あなたの実行では{ $yours_happens }。こちらでは{ $theirs_happens }。こちらは{ $theirs }。あなたの実行は{ $yours }。

## On the page
predict-switch = 予測
predict-switch-title = 何かが決まる各ステップの前で止まり、次に何が起きるかを問います
# The switch's state, shown next to its name.
predict-switch-on = オン
predict-switch-off = オフ
predict-title = 次に何が起きる？
# $right answers right of $answered given.
predict-score = { $answered } 問中 { $right } 問正解
# $question: the question; $answer: the answer given.
predict-you-answered = { $question }　あなたの回答：「{ $answer }」。
predict-hint = 「再生」と「1 ステップ進む」は、何かが決まる各ステップの前で止まります。ボタンか 1〜4 のキーで答えてください。答えずに進めばスキップできます。
predict-show-other = その場合どうなるかを見る
# $change: what is changed in that run, e.g. "run_tests → allow".
predict-other-title = その場合どうなるか：{ $change }
predict-other-back = その実行を 1 ステップ戻す
predict-other-forward = その実行を 1 ステップ進める
predict-other-position = ステップ { $k } / { $n }
predict-other-close = その実行を閉じる
