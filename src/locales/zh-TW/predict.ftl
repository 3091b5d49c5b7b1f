# Predict: its questions, answers and the reasons given.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The answers offered, shown as buttons (keep them short: they are the buttons' names)
predict-part-session-api = session API
predict-part-coordinator = 協調器
predict-part-runner = 執行器
predict-part-llm = llm
predict-part-clients = 各客戶端
predict-part-tools = 工具
predict-part-hooks = hook
# How much of a request the prompt cache serves.
predict-cache-none = 完全沒有
predict-cache-some = 一部分：不到一半
predict-cache-most = 大部分：一半以上
# Whether the next request fits the agent's context window.
predict-fits-yes = 放得下：執行器直接送出
predict-fits-compacts = 放不下：先壓縮對話串
predict-fits-ends = 放不下，壓縮也沒用：執行結束
# After the llm's reply: what the runner does next.
predict-next-another = 再一個回合：向 llm 發出新請求
predict-next-ends = 執行結束
# What the harness does with a tool call.
predict-rule-runs = 立刻執行
predict-rule-asks = 先問你
predict-rule-refuses = 被規則拒絕
# Where a sub-agent works.
predict-session-new = 在新的 session 中，有自己的對話串
predict-session-same = 在這個 session 中，用同一個對話串
# How much of a sub-agent's work joins its parent's context.
predict-child-answer = 只有它的最後回答
predict-child-thread = 它的整個對話串
predict-child-nothing = 什麼都沒有
# What loading a skill puts in the next request.
predict-skill-full = 它的完整指示
predict-skill-line = 和之前一樣，只有那一行
predict-skill-nothing = 什麼都沒有：llm 會記得它
# What the thread holds after a compaction.
predict-compacted-summary = 只有 llm 的摘要
predict-compacted-newest = 摘要和最新的訊息
predict-compacted-reloaded = 摘要、最新的訊息，以及它先前載入過的記憶檔案和技能

## The questions, and why the right answer is right
# Your message leaves the chat box.
predict-ask-prompt-you = 你按下 Enter。哪個部分最先收到你的訊息？
# A second chat window sends a message.
predict-ask-prompt-client-two = 客戶端 2 按下 Enter。哪個部分最先收到這則訊息？
predict-ask-prompt-another-client = 另一個客戶端按下 Enter。哪個部分最先收到這則訊息？
predict-why-prompt = 客戶端只跟 session API 溝通：prompt 把訊息存進對話串，並立刻回覆。只有執行器會呼叫 llm。
predict-ask-forward = 回覆文字的一小段已經到達執行器。執行器會把它送到哪裡？
# $agent: a sub-agent's name.
predict-ask-forward-subagent = 回覆文字的一小段已經到達 { $agent } 的執行器。執行器會把它送到哪裡？
predict-why-forward = 執行器透過各客戶端保持開啟的串流，把每一小段直接傳給它們，所以你會看到回答邊寫邊出現。
# $agent: the sub-agent; $parent: the agent that started it with its task tool.
predict-why-forward-subagent = { $agent } 的執行器也會串流給各客戶端，每個執行器都是這樣；聊天畫面把它的文字摺疊在 { $parent } 的 task 呼叫底下。
# $turn: the turn's number; $total: the request's size in tokens.
predict-ask-cache = 執行器即將送出第 { $turn } 回合的請求，大約 { $total } 個 token。其中有多少會由提示快取提供？
predict-ask-cache-subagent = { $agent } 的執行器即將送出第 { $turn } 回合的請求，大約 { $total } 個 token。其中有多少會由提示快取提供？
# Asked before the narration has said what the prompt cache is.
predict-ask-cache-first = 執行器即將送出第 { $turn } 回合的請求，大約 { $total } 個 token。供應商的提示快取會讓開頭和近期某個請求相同的請求，處理得更快、更便宜。其中有多少會由提示快取提供？
predict-ask-cache-first-subagent = { $agent } 的執行器即將送出第 { $turn } 回合的請求，大約 { $total } 個 token。供應商的提示快取會讓開頭和近期某個請求相同的請求，處理得更快、更便宜。其中有多少會由提示快取提供？
# $source: the program that wrote the log (e.g. Claude Code); $cached of $total tokens, $percent of them.
predict-why-cache-log = { $source } 紀錄檔回報，這個請求的 { $total } 個 token 中，有 { $cached } 個（{ $percent }%）從提示快取讀取。
predict-why-cache-server = 伺服器回報，這個請求的 { $total } 個 token 中，有 { $cached } 個（{ $percent }%）從提示快取讀取。
# $sentence: the narration's sentence about what the cache served.
predict-why-cache-share = { $sentence }這佔請求 { $total } 個 token 的 { $percent }%。
# $window: the agent's context window in tokens.
predict-ask-fits = 執行器準備送出下一個請求。它放得進 { $agent } 的 { $window } token 上下文視窗嗎？
predict-ask-fits-subagent = { $agent } 的執行器準備送出下一個請求。它放得進 { $agent } 的 { $window } token 上下文視窗嗎？
# $needed: the tokens the request would need; $replaced: how many messages the summary replaces.
predict-why-fits-compacts = 它需要 { $needed } 個 token，超過 { $window } token 的視窗，所以執行器先請 llm 把最舊的 { $replaced } 則訊息做成摘要。
predict-why-fits-ends = 它需要 { $needed } 個 token，而視窗只能容納 { $window } 個；壓縮也騰不出足夠的空間，所以這次執行結束。
predict-why-fits-sends = 它大約需要 { $needed } 個 token，在 { $window } token 的視窗之內，所以執行器照原樣送出。
# A Stop hook answered; $hook: its command, as code; $reason: the reason it gave.
predict-ask-stop-blocks = llm 沒有要求任何工具，而 { $agent } 的 Stop hook { $hook } 阻擋了結束：「{ $reason }」。執行器接下來會做什麼？
predict-ask-stop-passes = llm 沒有要求任何工具，而 { $agent } 的 Stop hook { $hook } 不反對停止。執行器接下來會做什麼？
predict-why-stop-blocks = 會阻擋的 Stop hook 讓執行繼續下去：它的理由以提醒的形式加入對話串，執行器再向 llm 發出一個請求。
# $max: the agent's turn limit.
predict-why-stop-turn-limit =
    hook 本來會讓執行繼續，但這次執行已經用掉 { $max ->
       *[other] { $max } 個回合
    }，達到代理的上限，所以它結束了。
predict-why-stop-ends = Stop hook 讓執行結束，所以回覆的文字就是答案。
predict-ask-next = llm 的回覆即將完成。執行器接下來會做什麼？
predict-ask-next-subagent = { $agent } 的回覆即將完成。執行器接下來會做什麼？
predict-why-next-waiting = session 中有一則訊息在等待，所以執行器再進行一個回合來回答它。
# $calls: how many tool calls the reply has; $tools: their names, e.g. "read_file, run_tests".
predict-why-next-another =
    回覆要求了 { $calls ->
       *[other] { $calls } 個工具呼叫
    }（{ $tools }），所以等結果加入對話串後，執行器會再向 llm 發出一個請求。
predict-why-next-answered = 回覆沒有要求任何工具，所以它的文字就是答案，這次執行完成了。
# With $calls = 0 (only a waiting message asked for another turn) the page has said nothing before the comma.
predict-why-next-turn-limit =
    { $calls ->
        [0] 有一則訊息在等待
       *[other] 回覆要求了 { $calls } 個工具呼叫（{ $tools }）
    }，但這次執行已經用掉 { $max ->
       *[other] { $max } 個回合
    }，達到代理的上限，所以它結束了，不再送出請求。
predict-why-next-context-full = 下一個請求即使壓縮後也放不進上下文視窗，所以這次執行結束。
# A tool call: $agent's llm asks for $tool with $input (clipped).
predict-ask-rule = { $agent } 的 llm 要求 { $tool }({ $input })。harness 會怎麼處理這個呼叫？代理面板會顯示規則。
# $hook: the PreToolUse hook's command, as code; $outcome: its answer as its file writes it (allow, ask, deny, pass…).
predict-ask-rule-hooked = { $agent } 的 llm 要求了 { $tool }({ $input })，而它的 PreToolUse hook { $hook } 回答 { $outcome }。harness 會怎麼處理這個呼叫？代理面板會顯示規則。
# What the rules say about $tool, said after a hook's answer in predict-why-hook-…; $decision: allow, ask or deny, as a rule writes it.
predict-rule-none = 沒有規則提到 { $tool }
# $mode: the permission mode, e.g. "plan mode".
predict-rule-mode = { $mode } 決定 { $tool } 的處理方式
predict-rule-yours = 你的規則寫著 { $tool } → { $decision }
predict-rule-saved = 一條已儲存的規則寫著 { $tool } → allow
predict-rule-agents = { $agent } 的規則寫著 { $tool } → { $decision }
# Why a hook's answer and the rules make the call run, ask or stop. $outcome: the hook's answer as its file writes it; $rule: a predict-rule-… message; $decided: allow, ask or deny.
predict-why-hook-decides =
    hook 回答 { $outcome }，而且{ $rule }：{ $decided ->
        [deny] 只要 hook 或規則其中一方拒絕，呼叫就會被擋下
        [ask] 只要 hook 或規則其中一方要求詢問，就會詢問
       *[allow] 在沒有規則做決定時，hook 的 allow 就足夠了
    }，所以{ $decided ->
        [allow] 它會立刻執行，不必問你
        [ask] 執行器會先問你
       *[deny] 它不會執行，而這個呼叫仍會得到一個說明原因的結果
    }。
predict-why-hook-leaves-it =
    hook 回答 { $outcome }，把決定交給規則，而{ $rule }，所以{ $decided ->
        [allow] 它會立刻執行，不必問你
        [ask] 執行器會先問你
       *[deny] 它不會執行，而這個呼叫仍會得到一個說明原因的結果
    }。
# Why the rules make the call run, ask or stop. $decision: allow, ask or deny.
predict-why-rule-none =
    沒有規則提到 { $tool }，這等同於 ask，所以{ $decision ->
        [allow] 執行器會立刻執行它，不必問你
        [ask] 執行器會暫停這次執行，先問你
       *[deny] 它不會執行，而這個呼叫仍會得到一個說明此事的結果
    }。
predict-why-rule-plan-mode =
    harness 處於規劃模式，在你核准計畫之前，任何會改動東西的操作都不會執行；{ $tool } 會改動東西，所以{ $decision ->
        [allow] 執行器會立刻執行它，不必問你
        [ask] 執行器會暫停這次執行，先問你
       *[deny] 它不會執行，而這個呼叫仍會得到一個說明此事的結果
    }。
predict-why-rule-accept-edits-mode =
    harness 處於接受編輯模式，編輯檔案不必詢問就會執行；{ $tool } 會編輯檔案，所以{ $decision ->
        [allow] 執行器會立刻執行它，不必問你
        [ask] 執行器會暫停這次執行，先問你
       *[deny] 它不會執行，而這個呼叫仍會得到一個說明此事的結果
    }。
# $mode: the permission mode, e.g. "bypass-permissions mode".
predict-why-rule-mode =
    harness 處於 { $mode }，除非有規則寫著 deny，否則每個呼叫都會執行，所以{ $decision ->
        [allow] 執行器會立刻執行它，不必問你
        [ask] 執行器會暫停這次執行，先問你
       *[deny] 它不會執行，而這個呼叫仍會得到一個說明此事的結果
    }。
predict-why-rule-yours =
    你的規則寫著 { $tool } → { $decision }，所以{ $decision ->
        [allow] 執行器會立刻執行它，不必問你
        [ask] 執行器會暫停這次執行，先問你
       *[deny] 它不會執行，而這個呼叫仍會得到一個說明此事的結果
    }。
# "Always allow" is the answer button that saves a rule.
predict-why-rule-saved =
    「一律允許」儲存了一條規則 { $tool } → allow，所以{ $decision ->
        [allow] 執行器會立刻執行它，不必問你
        [ask] 執行器會暫停這次執行，先問你
       *[deny] 它不會執行，而這個呼叫仍會得到一個說明此事的結果
    }。
predict-why-rule-agents =
    { $agent } 的規則寫著 { $tool } → { $decision }，所以{ $decision ->
        [allow] 執行器會立刻執行它，不必問你
        [ask] 執行器會暫停這次執行，先問你
       *[deny] 它不會執行，而這個呼叫仍會得到一個說明此事的結果
    }。
# $skill: the skill's name.
predict-ask-skill = skill 工具已經載入 { $skill }。它的哪些內容會加入 { $agent } 的下一個請求？
predict-why-skill = 在此之前，每個請求只在技能清單中帶著 { $skill } 的一行說明；載入它之後，它的指示會接在這個結果之後放進對話串，所以下一個請求以及之後的每個請求都會帶著它們。llm 在請求之間不保留任何東西。
predict-ask-compacted = { $agent } 的對話串正在被壓縮。壓縮之後裡面有什麼？
# $replaced: how many messages the summary replaces; $notes: how many memory files, skills and listings the harness loads again.
predict-why-compacted-reloaded =
    最舊的 { $replaced } 則訊息讓位給 llm 的摘要；最新的一輪往來保留下來；harness 也會重新載入它先前載入過的內容，在這裡是 { $notes ->
       *[other] { $notes } 則備註
    }，所以 llm 不會失去它的指示。
predict-why-compacted = 最舊的 { $replaced } 則訊息讓位給 llm 的摘要，最新的一輪往來保留下來，所以 llm 仍然知道自己做到哪裡。{ $agent } 沒有載入任何需要放回去的記憶檔案或技能。
# $child: the sub-agent the task tool starts; $agent: the agent whose task tool it is.
predict-ask-spawn = task 工具啟動 { $child } 來處理這項任務。{ $child } 在哪裡工作？
predict-why-spawn = task 工具和你的視窗一樣，是 session API 的一個客戶端：它要求為 { $child } 建立一個新的 session，其對話串只以提示開頭，而不是 { $agent } 對話串的副本。
# $child: the sub-agent; $joins: the tokens of its answer; $thread: the tokens of its whole thread.
predict-ask-child = { $child } 完成了。它的工作有多少會加入 { $agent } 的上下文？
predict-why-child = { $child } 在自己的對話串中工作，所以只有它的回答（{ $joins } 個 token）會加入 { $agent } 的上下文，而不是它整個對話串的 { $thread } 個 token。

## After an answer
# $why: the reason, one of the predict-why-… messages.
predict-verdict-right = 答對了。{ $why }
# $answer: the right answer's words.
predict-verdict-wrong = 不太對：答案是「{ $answer }」。{ $why }

## The run a wrong guess would have made, and how it compares with yours
# What changes in it. $max: a number of turns.
predict-change-max-turns =
    { $agent }，每次執行最多 { $max ->
       *[other] { $max } 個回合
    }
predict-change-context-window = { $agent }，上下文視窗為 { $window } token
# What happens at a step, said after "in yours" or "in this one" in predict-compare-parted. $from, $to: the parts of the harness (runner, llm…); $what: what is sent.
predict-happens-sends = { $from } 把 { $what } 傳給 { $to }
predict-happens-within = { $from }：{ $what }
predict-happens-ended = 執行已經結束
# How a run ends, said after "This one" or "yours" in predict-compare-…. $n: its number of steps.
predict-ending-waits = 在第 { $n } 步等你回答
# $reason: what broke, as the harness says it.
predict-ending-breaks = 在第 { $n } 步中斷：{ $reason }
# $end: how the run ended (answered, stopped…).
predict-ending-ends-as =
    { $n ->
       *[other] 在 { $n } 步後結束
    }，{ $end }
predict-ending-ends =
    { $n ->
       *[other] 在 { $n } 步後結束
    }
# $theirs, $yours: how the other run and yours end (predict-ending-…).
predict-compare-same = 它和你的執行每一步都相同。這次執行{ $theirs }；你的執行{ $yours }。
# $at: the last step both runs share; $next: the step after it; $yours_happens, $theirs_happens: what happens there (predict-happens-…).
predict-compare-parted = 它和你的執行在第 { $at } 步之前都相同。到了第 { $next } 步，在你的執行中，{ $yours_happens }；在這次執行中，{ $theirs_happens }。這次執行{ $theirs }；你的執行{ $yours }。

## On the page
predict-switch = 預測
predict-switch-title = 在每個會做出決定的步驟之前停下，問你接下來會發生什麼
# The switch's state, shown next to its name.
predict-switch-on = 開
predict-switch-off = 關
predict-title = 接下來會發生什麼？
# $right answers right of $answered given.
predict-score = 答對 { $right } 題，共答 { $answered } 題
# $question: the question; $answer: the answer given.
predict-you-answered = { $question }你的回答是「{ $answer }」。
predict-hint = 「播放」和「下一步」會在每個會做出決定的步驟之前停下。用按鈕或數字鍵 1 到 4 回答，或直接前進到下一步略過。
predict-show-other = 看看那樣會怎樣
# $change: what is changed in that run, e.g. "run_tests → allow".
predict-other-title = 那樣會怎樣：{ $change }
predict-other-back = 那次執行的上一步
predict-other-forward = 那次執行的下一步
predict-other-position = 第 { $k } 步，共 { $n } 步
predict-other-close = 關閉那次執行
