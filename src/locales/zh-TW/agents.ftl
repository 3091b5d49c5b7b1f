# Narration of sub-agents, hooks, skills, tools found by search, and of imported logs' own steps; the chapters.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Counts, used inside the sentences below
agents-n-tools =
    { $n ->
       *[other] { $n } 個工具
    }
agents-n-messages =
    { $n ->
       *[other] { $n } 則訊息
    }

## Sub-agents: the task tool hands work to another agent's session.
# $agent: the sub-agent's name; $prompt: the start of the task's prompt; $parent: the name of the agent that called the task tool.
agents-subagent-spawn = task 工具和你的視窗一樣，是 session API 的一個客戶端：它要求為 { $agent } 建立一個新的 session，並以「{ $prompt }」作為提示送出。新的 session 有自己的對話串，而不是 { $parent } 對話串的副本。
# $session: the new session's id (session_2); $agent: its agent's name.
agents-subagent-spawned = session API 建立 { $session }：帶有 { $agent } 的指示、工具和規則，以及一個全新的對話串，裡面唯一的訊息就是這個提示。它立刻回覆 task 工具；task 工具現在等待 { $session } 轉為閒置。
agents-subagent-stop = task 工具被取消了，所以它先請 session API 停止 { $session }（{ $agent }），並等待停止完成：子代理會比它的父代理先停下。
# $why: what let the task call run: a permission rule, your answer, or a hook.
agents-subagent-run-task =
    { $why ->
        [you] 你允許了它
        [hook] PreToolUse hook 允許了 task
       *[rule] 有規則允許 task，所以它立刻執行
    }：執行器把這個呼叫交給 task 工具。對執行器來說，task 和其他工具沒有兩樣；它做的事，是啟動另一個代理的執行。
agents-subagent-cancel = 執行器取消它正在等待的 task 呼叫。task 工具不能直接被砍掉：有個子代理正在替它工作，子代理也必須停下。
agents-subagent-start-run = session API 請協調器為 { $session } 執行迴圈：同一個協調器，服務所有的 session。
agents-subagent-run = { $session } 中目前沒有執行在進行，所以協調器把它標記為執行中，交給它的執行器：和 { $parent } 相同的執行器程式碼，搭配 { $agent } 的指示、工具和規則。
# $tools: "3 tools" (agents-n-tools); $messages: "1 message" (agents-n-messages); $tokens: a number.
agents-subagent-first-request = { $agent } 的執行器送出它的第一個請求：它自己的指示、{ $tools }，以及含 { $messages } 的對話串，大約 { $tokens } 個 token。裡面完全沒有 { $parent } 的對話串。其中還沒有任何部分在提示快取裡。
# $cached: how many of the request's tokens come from the prompt cache.
agents-subagent-first-request-cached = { $agent } 的執行器送出它的第一個請求：它自己的指示、{ $tools }，以及含 { $messages } 的對話串，大約 { $tokens } 個 token。裡面完全沒有 { $parent } 的對話串。其中 { $cached } 個來自提示快取，因為快取是依內容、而不是依 session 來比對的：先前的請求也以相同的系統提示開頭。
agents-subagent-streams = { $agent } 的執行器也把它的文字串流給各客戶端。聊天畫面把它摺疊在 { $parent } 的 task 呼叫底下，讓你自己展開來看。
agents-subagent-idle-answered = 協調器把 { $session } 標記為閒置。task 工具像客戶端一樣等著它，收到通知後，把 { $agent } 的最後回答帶回給 { $parent }。
agents-subagent-idle-ended = 協調器把 { $session } 標記為閒置。task 工具像客戶端一樣等著它，收到通知後，把這次執行如何結束的消息帶回給 { $parent }。
# $tokens: the answer's size; $thread: the size of the sub-agent's whole thread.
agents-subagent-answer = task 工具的輸出就是 { $agent } 的回答。{ $agent } 在全新的對話串中工作，所以只有它的回答（{ $tokens } 個 token）會加入 { $parent } 的上下文，而不是 { $agent } 對話串的全部 { $thread } 個 token。
agents-subagent-interrupted = { $agent } 被停止了，所以 task 呼叫唯一的結果就這麼寫：已中斷。
agents-subagent-no-answer = { $agent } 的執行沒有得到回答就結束了，所以 task 呼叫唯一的結果是一個說明原因的錯誤。{ $parent } 的 llm 讀到它，再決定要說什麼。

## Hooks: the harness's own commands, run at set points of a run.
# $tool: the tool's name; $command: the hook's command, as code (`./check.sh`) or as "(the log does not name its command)".
agents-hook-runs-pre-tool-use = 在 { $tool } 執行之前，執行器先執行代理的 PreToolUse hook：{ $command }。hook 是 harness 自己的程式碼，不是 llm 的：它看得到這個呼叫，可以放行、拒絕，或轉而問你。它的任何內容都不在 llm 的上下文裡。
agents-hook-runs-post-tool-use = { $tool } 已經執行完了。在它的結果加入對話串之前，執行器先執行 PostToolUse hook { $command }，這個 hook 看得到呼叫和輸出。
agents-hook-runs-session-start = 這個 session 的第一次執行開始了，所以執行器先執行 SessionStart hook { $command }。它印出的內容會以給 llm 的備註形式加入第一個請求。
agents-hook-runs-user-prompt-submit = 在第一個請求之前，執行器對你的訊息執行 UserPromptSubmit hook { $command }。它可以為 llm 加上一則備註。
agents-hook-runs-stop = llm 沒有要求任何工具，所以這次執行會在這裡結束。執行器先執行 Stop hook { $command }：它可以把代理送回去繼續工作。
agents-hook-runs-pre-compact = 下一個請求放不進上下文視窗，所以對話串要被壓縮。執行器先執行 PreCompact hook { $command }：它可以在較舊的訊息被摘要之前保存需要的東西，或拒絕這次壓縮。
agents-hook-stop-passes = Stop hook 不反對停止，所以這次執行照常結束。
agents-hook-compact-passes = PreCompact hook 讓壓縮繼續進行。
# $reason: the hook's own words, as it printed them.
agents-hook-compact-refused = PreCompact hook 拒絕壓縮：「{ $reason }」。不壓縮的話，下一個請求放不進上下文視窗，所以這次執行在這裡結束。
agents-hook-passes = hook 沒有傳回任何東西，所以執行器就像沒有它一樣繼續進行。
agents-hook-allows = hook 允許這個呼叫（「{ $reason }」）。在沒有規則提到這個工具的情況下，這樣就夠了：執行器不會問你。寫著 ask 或 deny 的規則仍然優先。
agents-hook-denies = hook 拒絕這個呼叫：「{ $reason }」。不論另一方怎麼說，只要 hook 或規則其中一方拒絕，呼叫就會被擋下。
agents-hook-asks = hook 要你來決定（「{ $reason }」），所以不論規則怎麼說，執行器都會問你。
# $note: the hook's note, as it printed it.
agents-hook-adds-note = hook 傳回一則備註：「{ $note }」。執行器把它留到下一個請求，以提醒的形式加入對話串：llm 會讀到它，但它不是你輸入的。
agents-hook-blocks-stop = Stop hook 阻擋了結束：「{ $reason }」。執行器把它的理由以提醒的形式放進對話串，再進行一個回合，於是 llm 回去繼續工作。
# The chat's notices of a hook's answer. $event: the hook's event, a name kept as it is (PreToolUse, Stop…); $command: as above; $reason, $note: the hook's own words.
agents-hook-notice-denied = { $event } hook { $command } 拒絕了這個呼叫：{ $reason }
agents-hook-notice-asks = { $event } hook { $command } 詢問你：{ $reason }
agents-hook-notice-note = { $event } hook { $command } 為 llm 加上一則備註：{ $note }
agents-hook-notice-compact-refused = { $event } hook { $command } 拒絕了壓縮：{ $reason }
agents-hook-notice-back-to-work = { $event } hook { $command } 把代理送回去繼續工作：{ $reason }

## Skills: instructions an agent loads when it needs them.
# $skill: the skill's name; $tokens: the size of its instructions.
agents-skill-loads = 執行器把這個呼叫交給 skill 工具，由 harness 自己執行。在此之前，每個請求只在技能清單中帶著 { $skill } 的一行說明；載入它之後，它的指示（大約 { $tokens } 個 token）會放進下一個請求。
# $input: what the llm asked the skill tool for; $agent: the agent's name.
agents-skill-unknown = 執行器把這個呼叫交給 skill 工具，由 harness 自己執行。「{ $input }」不是 { $agent } 擁有的任何技能。
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Launching skill: …").
agents-skill-answers = skill 工具回覆「{ $output }」。技能的指示會以提醒的形式，接在這個結果之後加入下一個請求：從現在起 llm 都會讀到它們。

## Tool search: tools listed by name only, their schemas loaded when a search finds them.
# $n: how many tools are deferred; $listed: the tokens of their listing; $schemas: the tokens their schemas would cost.
agents-search-finds-none =
    執行器把這個呼叫交給工具搜尋，由 harness 自己執行。在此之前，每個請求只依名稱列出 { $n ->
       *[other] { $n } 個延遲載入的工具
    }，大約 { $listed } 個 token；它們的 schema 若放進來，每個請求都要多花大約 { $schemas } 個 token。這次搜尋沒有比對到其中任何一個。
# $found: the names of the tools found (agents-search-and); $loaded: the tokens of their schemas.
agents-search-loads =
    執行器把這個呼叫交給工具搜尋，由 harness 自己執行。在此之前，每個請求只依名稱列出 { $n ->
       *[other] { $n } 個延遲載入的工具
    }，大約 { $listed } 個 token；它們的 schema 若放進來，每個請求都要多花大約 { $schemas } 個 token。這次搜尋把 { $found } 的 schema（大約 { $loaded } 個 token）載入下一個請求。
# Two tool names, or names already joined and one more: "read_file and grep".
agents-search-and = { $a } 和 { $b }
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Loaded …").
agents-search-answers = 工具搜尋回覆「{ $output }」。這些 schema 會接在這個結果之後加入下一個請求，從那之後 llm 就可以呼叫這些工具。請求的開頭沒有改變，所以提示快取依然有效。

## A run replayed from a session log: what the log records, and what it does not.
# $source: what recorded the log, a product's name and version ("Claude Code 2.1.39").
agents-replay-stopped = { $source } 的紀錄檔記載你在這裡停止了這次執行。客戶端請 session API 停止它。
agents-replay-refused = 紀錄檔記載你拒絕了這次 { $tool } 呼叫，所以重播在這裡問你。詢問本身不在紀錄檔裡：紀錄檔只有你的拒絕。
agents-replay-declined = 紀錄檔中的回答：拒絕。工具不會執行；llm 會被告知你拒絕了。
agents-replay-ran = 紀錄檔記載 { $tool } 執行了。它是怎麼被允許的（靠它那個 harness 的規則，還是你的同意）並沒有記錄，所以重播直接執行它。
# $n: how many messages the summary replaces.
agents-replay-compaction = 紀錄檔在這裡記載了一次壓縮。這個 harness 只在下一個請求放不進視窗時才壓縮；紀錄檔那個 harness 在這裡做了壓縮，所以重播現在就請 llm 把最舊的 { $n } 則訊息做成摘要。
# $why: what the log says of the compaction: its trigger as the log names it ("auto", "manual"), maybe with sizes (agents-replay-compaction-sizes).
agents-replay-compaction-why = 紀錄檔在這裡記載了一次壓縮（{ $why }）。這個 harness 只在下一個請求放不進視窗時才壓縮；紀錄檔那個 harness 在這裡做了壓縮，所以重播現在就請 llm 把最舊的 { $n } 則訊息做成摘要。
# $trigger: as the log names it ("auto", "manual"), kept as it is.
agents-replay-compaction-sizes = { $trigger }，壓縮前 { $before } 個 token，壓縮後 { $after } 個
agents-replay-compaction-before = { $trigger }，壓縮前 { $before } 個 token
# $n: the output's length in characters.
agents-replay-output = 工具的輸出傳回來了（{ $n } 個字元），和紀錄檔記載的一樣。
# $duration: how long the tool ran ("3.2 s").
agents-replay-output-timed = 工具的輸出在 { $duration } 後傳回來了（{ $n } 個字元），和紀錄檔記載的一樣。
# Follows the sentence before; it starts with a space, which languages that write no space between sentences leave out. $clock: a time since the run began ("+0:07.4").
agents-replay-output-earlier = 在紀錄檔中，它出現在 { $clock }，比先顯示的那個結果還早：它那個 harness 同時執行這些呼叫，而這個 harness 則是一個接一個執行。
# Follows the narration of a request; starts with a space, as above. $usage: the log's figures ("2,438 tokens read, 2,304 of them from its prompt cache").
agents-replay-usage = { $source } 的紀錄檔回報這個請求實際帶了多少：{ $usage }。旁邊本頁的估計值無法計入紀錄檔沒有保存的系統提示和工具 schema。
agents-replay-no-usage = 紀錄檔沒有回報這個請求的 token 數字。

## Chapters: places in a run worth jumping to, listed in the stepper's Chapter menu.
# $n: the prompt's number in the run; $text: the start of what was typed.
agents-chapter-prompt = 提示 { $n }：{ $text }
# $agent: the sub-agent's name; $session: its session's id (session_2).
agents-chapter-subagent = 子代理：{ $agent }（{ $session }）
agents-chapter-compacted = 上下文已壓縮
agents-chapter-retry = 串流中斷：第 { $attempt } 次重試，共 { $of } 次
agents-chapter-retry-status = HTTP { $status }：第 { $attempt } 次重試，共 { $of } 次
# $end: how the run ended, in a word or two ("stopped", "turn limit").
agents-chapter-ended = 執行結束：{ $end }
