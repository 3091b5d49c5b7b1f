# Opening and saving: session logs, scenario files, hosted files, the live model, sharing, the keyboard help.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Opening a session log (the log reader)
# Beside the progress bar while a log is read; $percent is a whole number.
files-reading = 正在讀取你的紀錄檔… { $percent }%
files-open-log = 開啟 session 紀錄檔
files-open-folder = 開啟紀錄檔資料夾
# $why is one of the two messages below.
files-reader-not-loaded = 無法載入紀錄檔讀取器：{ $why }。請檢查網路連線後再試一次；頁面的其他部分照常運作。
files-reader-not-started = 瀏覽器不肯啟動它
files-reader-files-not-loaded = 它的檔案無法載入
# $name is the file's name or path.
files-file-unreadable = 無法讀取 { $name }：瀏覽器拒絕開啟它。沒有載入任何內容。
# $problem is the log reader's own explanation.
files-log-not-opened = 沒有開啟那個紀錄檔：{ $problem }
files-reader-stopped = 紀錄檔讀取器在讀取途中停止了。沒有載入任何內容。
# $format is the log's format as the reader names it, e.g. "Claude Code 2.1 (sub-agents in <session>/subagents/)".
files-log-opened =
    { $files ->
       *[other] 已開啟 { $files } 個檔案（{ $format }）。它只留在這個頁面中：匯入的執行沒有可分享的連結。
    }

## "Imported session": the summary of an opened log
files-imported-session = 匯入的 session
files-imported-read-here = 只在這個頁面中讀取：任何內容都沒有離開這個頁面，也沒有被儲存；匯入的執行沒有可分享的連結。
# $sessions lists the other sessions, separated by semicolons.
files-imported-other-sessions = 這些檔案還包含其他執行；再開啟一次就能選擇另一個：{ $sessions }
files-imported-files-read = 已讀取的檔案
files-imported-not-in-log = 紀錄檔中沒有，因此未顯示
# The figures' labels, in lower case.
files-figure-tool = 工具與版本
files-figure-models = 模型
files-figure-started = 開始時間
files-figure-requests = llm 請求
files-figure-input-uncached = 輸入 token，未快取
files-figure-cache-read = 從快取讀取
files-figure-cache-write = 寫入快取
files-figure-input-total = 輸入 token，送出總計
files-figure-output = 輸出 token
files-figure-cache-misses = 快取未命中（推斷）
files-figure-cost = 依定價計算的費用
files-figure-compactions = 壓縮
files-figure-sub-agents = 子代理
files-figure-tool-calls = 工具呼叫
files-figure-lines-skipped = 略過的行數
files-figure-requests-without-usage = 沒有 token 數字的請求
# A figure's value when the log has none.
files-not-recorded = 未記錄
files-cache-write-not-recorded = 未記錄（這個工具不回報此數字）
# $when is a date and time in UTC ("2026-03-01 09:00 UTC"), $duration how long the run took ("4 min 12 s").
files-started-for = { $when }，持續 { $duration }
files-cache-misses = { $n ->
       *[other] { $n } 個請求，{ $tokens } 個 token 沒有從快取讀取
    }
files-output-at-least = { $n }（至少這麼多：有些回覆的最終數字不在紀錄檔中）
files-lines-skipped-of = { $read } 行中略過 { $skipped } 行
# One line per file: $name is the file's name, $read how it was read (the messages below).
files-file-line = { $name }：{ $read }
# How each figure of the summary was made, opened from the figure.
files-how-reported-by-log = 由 { $tool } 紀錄檔逐一請求回報，再在這裡加總。
files-how-requests-claude = 紀錄檔記錄的每一則回覆，依 message id 只算一次（分成好幾行寫入的回覆算一個請求）。
files-how-requests-codex = 紀錄檔記錄的每一段模型輸出（推理、文字、工具呼叫，中間沒有輸入），加上緊接在後的 token_usage_record 或遞增的 token_count；從未拿到這些數字的一段輸出（它的回合先停止或失敗了）也算在內，所以這個數字可能比紀錄檔本身的 token_count 列數還多。
files-how-requests-split = 有 token 數字的 { $with } 個 + 沒有的 { $without } 個 = { $total }
files-how-no-usage = 沒有 token 數字的請求，依其後的事件判斷：{ $causes }。
files-no-usage =
    { $cause ->
        [interrupted] { $n } 個在數字寫入前就被使用者停止
        [failed] { $n } 個因 API 錯誤而結束
        [compacted] { $n } 個在數字寫入前就接著發生了壓縮
        [log-ended] { $n } 個位於紀錄檔結尾，執行仍在進行，或檔案被截斷了
        [none-recorded] { $n } 個所在的紀錄檔完全不記錄 token 數字
       *[unknown] { $n } 個沒有數字，也沒有說明原因
    }
files-how-uncached-claude = 每個請求的 input_tokens 加總：既不是從快取讀取、也不是寫入快取的部分。Anthropic 的 API 和 ccusage 把它稱為「input」。
files-how-uncached-codex = { $total } input_tokens − { $read } cached_input_tokens = { $uncached }：Codex 把已快取的部分算在輸入裡，所以未快取的部分就是兩者的差。
files-how-read-claude = 每個請求的 cache_read_input_tokens 加總。
files-how-read-codex = 每個請求的 cached_input_tokens 加總：它是 Codex 的 input_tokens 的一部分，不是另外加上去的。
files-how-write-claude = 每個請求的 cache_creation_input_tokens 加總，由紀錄檔回報。
files-how-write-codex = OpenAI 的快取會自行存入前綴，不回報寫入數字，所以這裡不顯示：不是 0，而是未知。
files-how-total-claude = 未快取 { $uncached } + 從快取讀取 { $read } + 寫入快取 { $written } = 送出 { $total } 個 token。
files-how-total-codex = 未快取 { $uncached } + 從快取讀取 { $read } = 送出 { $total } 個 token：也就是 Codex 自己的 input_tokens。
files-how-total-compare = 其他工具可能把這兩個數字的任一個稱為「input」：請拿未快取的部分和 ccusage 的 Input 比較，拿這個總計和請求實際帶的內容比較。
files-how-output-claude = 每個請求的 output_tokens 加總。
files-how-output-codex = 每個請求的 output_tokens 加總，包含推理。
files-how-unread-writes = 有 { $tokens } 個寫入快取的 token，沒有被同一個 session 的下一個請求讀取。
files-how-misses-inferred = 推斷方式：一個請求讀取的 token 若比前一個請求存入的少了至少 1,024 個，就算未命中；紀錄檔的事件（壓縮、切換模型、停頓超過快取的存活時間（五分鐘；紀錄檔記錄了一小時寫入時則為一小時）、子代理啟動）能說明原因時，就會標出原因。
files-lines-read =
    { $n ->
       *[other] 讀取 { $n } 行
    }
# $reasons lists why, each made by one of the files-skip-… messages, separated by commas.
files-lines-read-skipped =
    { $n ->
       *[other] 讀取 { $n } 行，略過 { $skipped } 行：{ $reasons }
    }
# Why $n lines of a log were skipped.
files-skip-not-json = { $n } 行不是 JSON
files-skip-not-text = { $n } 行不是文字
files-skip-cut-off = { $n } 行在檔案結尾被截斷
files-skip-unknown-kind = { $n } 行屬於未知類型
files-skip-newer-version = { $n } 行屬於較新版本才有的類型
files-skip-duplicate = { $n } 行重複
files-skip-replayed-history = { $n } 行是父 session 歷史的重播
files-skip-warmup = { $n } 行屬於暖機用的子代理
files-skip-bookkeeping = { $n } 行是應用程式的內部記錄
files-skip-shown-to-you-only = { $n } 行只顯示給你看，從未送給模型
files-skip-hook-not-run = { $n } 行是在頁面不執行的時機（PreCompact、SessionEnd…）或在子代理內部觸發的 hook
files-skip-undone = { $n } 行被之後的一次倒回（rewind）撤銷
# Another session in the files: $name is its title or id, $when when it started (or files-no-date).
files-other-session = { $name }（{ $when }）
files-no-date = 無日期
# What a Claude Code log does not record.
files-claude-no-system-prompt = 系統提示和工具 schema
files-claude-no-permissions = 權限詢問與回答，拒絕除外：其他呼叫都顯示為已允許，但如何被允許則沒有記錄
files-claude-no-stream = 串流的細小事件：每個回覆區塊都是整塊送達
files-claude-no-thinking = 思考內容，紀錄檔只保留它的簽章
# What a Codex log does not record.
files-codex-no-schemas = 工具 schema
files-codex-no-approvals = 核准詢問與回答，拒絕除外：其他呼叫都顯示為已允許，但如何被允許則沒有記錄
files-codex-no-stream = 串流的細小事件，以及寫入快取的 token
files-codex-no-reasoning = 推理內容，只保留它的摘要

## The page's notices
# $model is the model's name as typed in the Live model dialog.
files-live-on = 即時模式：在下方輸入訊息，就會傳送給 { $model }。
files-live-still-running = 即時執行仍在進行：請等它回答，或按「停止」。
# $name is the file's name, or a hosted file's address.
files-loaded = 已載入 { $name }。
# $problem says what is wrong with the file, in the scenario reader's words.
files-file-not-loaded = 沒有載入那個檔案：{ $problem }
# The permission mode was switched during a live run; $mode is the mode's name in the settings.
files-live-mode-next =
    { $mode ->
        [acceptEdits] 接受編輯模式：即時執行無法重新執行，所以這個模式從你的下一則訊息開始生效。
        [plan] 規劃模式：即時執行無法重新執行，所以這個模式從你的下一則訊息開始生效。
        [bypassPermissions] 略過權限模式：即時執行無法重新執行，所以這個模式從你的下一則訊息開始生效。
       *[default] 預設模式：即時執行無法重新執行，所以這個模式從你的下一則訊息開始生效。
    }
# A tool's rule was set during a live run; $tool is the tool's name, $decision the rule.
files-live-rule-next =
    { $decision ->
        [allow] { $tool } → allow：即時執行無法重新執行，所以這條規則從你的下一則訊息開始生效。
        [ask] { $tool } → ask：即時執行無法重新執行，所以這條規則從你的下一則訊息開始生效。
       *[deny] { $tool } → deny：即時執行無法重新執行，所以這條規則從你的下一則訊息開始生效。
    }
# $problem says what is wrong with the link.
files-link-not-opened = 無法開啟這個連結：{ $problem }。改為從頭顯示。
files-link-past-end =
    { $steps ->
       *[other] 連結要求第 { $step } 步，但這次執行只有 { $steps } 步；改為顯示最後一步。
    }

## Sharing and saving: the buttons under the diagram and their notices
files-copy-link = 複製這一步的連結
files-copy-embed = 複製嵌入碼
files-export-trace = 匯出執行軌跡（JSON）
files-download-figure = 下載圖片
files-download-png = 下載 PNG 圖片
files-save-scenario = 另存為情境
files-load-scenario = 載入情境檔
files-keep-text = 保留文字（否則每段文字都會換成它的長度和雜湊值）
# Why Copy link and Copy embed code are off.
files-no-link-imported = 匯入的執行無法透過連結分享：它只留在這個頁面中
files-no-link = 只有內建情境和託管檔案才有連結
files-link-copied = 已複製這一步的連結。
files-embed-copied = 已複製嵌入碼。
# When the browser does not allow copying, the text is shown instead: $text is the address.
files-link-not-copied = 這裡不允許複製；這一步的連結是：{ $text }
# $text is the HTML code of the frame.
files-embed-not-copied = 這裡不允許複製；嵌入碼是：{ $text }
# $problem is the error, as the program gives it.
files-trace-not-exported = 無法匯出執行軌跡：{ $problem }
files-session-not-saved = 無法儲存 session：{ $problem }
files-file-not-text = 沒有載入那個檔案：無法以文字讀取 { $name }。
# "Download figure" is the button files-download-figure.
files-png-failed = 瀏覽器無法把圖片繪製成 PNG；「下載圖片」會把它存成 SVG。

## The Live model dialog
files-live-model = 即時模型
files-live-intro = 讓同一個 harness 在真實模型上執行：相容 OpenAI 的 Chat Completions 端點（OpenAI、OpenRouter，或本機伺服器，例如位於 http://localhost:11434/v1 的 Ollama，啟動時要把 OLLAMA_ORIGINS 設為這個頁面的網址），或是 Anthropic 的 Messages API。
files-live-protocol = 協定
files-live-endpoint = 端點
# The label of the field for the model's name.
files-live-model-name = 模型
files-live-key = API 金鑰
# Shown inside the empty API key field.
files-live-key-optional = 本機伺服器可不填
files-live-key-note = 金鑰只存在這個頁面的記憶體中，從你的瀏覽器直接送到這個端點；絕不會被儲存、寫進紀錄，或放進連結。
files-live-idle = 閒置逾時（秒）
files-live-idle-note = 串流若這麼久都沒有傳來任何東西，就會被放棄並重試，就像中斷的串流一樣。
files-live-use = 使用這個模型
files-live-cancel = 取消

## The Keyboard shortcuts dialog
files-keyboard-shortcuts = 鍵盤快速鍵
files-keys-where = 只要焦點不在文字欄位中，這些按鍵都有效。
# The keys' names, as printed on a keyboard.
files-key-space = Space
files-key-page-up-down = Page Up / Page Down
files-key-home = Home
files-key-end = End
files-key-escape = Esc
# What each key does.
files-key-play = 播放或暫停
# "Step by" is the stepper's control of that name.
files-key-step = 上一步／下一步（依「步進單位」的設定：事件、llm 請求或提示）
files-key-chapter = 上一個／下一個章節：提示、子代理、壓縮、異常
files-key-first = 第一步
files-key-last = 最後一步
files-key-stop = 在執行進行中時停止它
files-key-help = 顯示這些按鍵
files-key-predict = 回答預測模式的問題
files-close = 關閉

## The embed API: why a command from the page that embeds this one was refused
# $kind is what the command looked for (the API's own word); $step a step number.
files-embed-none-after =
    { $kind ->
        [question] 第 { $step } 步之後沒有詢問
        [tool] 第 { $step } 步之後沒有工具
       *[compaction] 第 { $step } 步之後沒有壓縮
    }
files-embed-no-question = 第 { $step } 步沒有可回答的詢問

## Save as scenario of an imported log, with its text hidden
# The title of the file saved.
files-redacted-title = 已遮蔽內容的 session
# Stands in the file for each hidden text: its length in characters and a short hash ($hash, six hex digits) that tells equal texts apart.
files-redacted-text = [{ $n } 個字元 · { $hash }]

# The two groups of buttons under the diagram (summaries of a disclosure).
files-group-share = 分享與匯出
files-group-open = 開啟你自己的執行紀錄

# The live-model dialog's checks of what the reader typed ($example: a sample value; $given:
# what was typed, shown as is).
live-choose-protocol = 請選擇一個協定。
live-bad-endpoint = 端點必須是以 http:// 或 https:// 開頭的網址，例如 { $example }；你輸入的是「{ $given }」。
live-name-model = 請填寫模型名稱，例如 { $example }。
live-bad-idle-timeout = 閒置逾時是 0.1 到 3600 之間的秒數，例如 60；你輸入的是「{ $given }」。
# Shown under the API key field for Anthropic's protocol.
live-key-in-page = 只有在請求帶著 anthropic-dangerous-direct-browser-access: true 時，Anthropic 的 API 才會回應網頁。這個名稱本身就是警告：此時 API 金鑰就在頁面裡，頁面中執行的任何腳本都可能讀到金鑰並用它花錢。這個頁面只把金鑰放在記憶體中，從不儲存，也只把它送到你指定的端點。請使用可以撤銷、並設有消費上限的金鑰。

# What is wrong with a link (shown in a notice; the quoted values are the link's own).
link-bad-reply = 連結中的 reply 值 { $reply } 不是 once、always 或 decline
link-reply-no-client = 連結中的 reply 值 { $reply } 沒有指明任何客戶端
link-not-text = 連結中的 { $key } 不是有效的文字
link-src-not-address = 連結中的 src 不是網址
link-bad-step = 連結中的 step 值 { $step } 不是步驟編號
link-bad-stop = 連結中的 stop 值 { $stop } 不是步驟編號
link-bad-rule = 連結中的 rule 值 { $rule } 不是 tool:decision 格式
link-rules-not-text = 連結中的 rules 不是有效的文字
link-bad-decision = 連結中的規則決定 { $decision } 不是 allow、ask 或 deny
link-bad-mode = 連結中的 mode 值 { $mode } 不是 default、acceptEdits、plan 或 bypassPermissions
# A scenario file named by ?src= (an address).
hosted-loading = 正在載入位於 { $url } 的情境…
hosted-unreachable = 無法連到這個網址（網路失敗，或它的伺服器不允許其他網站讀取：CORS）
hosted-status = 它的伺服器回應了 { $status }
hosted-not-text = 它的回應無法以文字讀取
hosted-not-loaded = 沒有載入位於 { $url } 的情境：{ $why }。改為從頭顯示。
# What an imported run cost at its models' list prices.
cost-usd = US${ $amount }
cost-no-model = 未記錄模型
cost-parts = 未快取輸入 { $uncached } + 快取讀取 { $read } + 快取寫入（5 分鐘）{ $written } + 快取寫入（1 小時）{ $written_hour } + 輸出 { $output } = { $total }
cost-saved = 同樣的 token 若沒有快取，費用會是 { $without }：快取省下了 { $saved }。
cost-cost-more = 同樣的 token 若沒有快取，費用會是 { $without }：快取反而多花了 { $more }（寫入快取多付的費用，超過了從快取讀取省下的）。
cost-miss = 原因為「{ $cause }」的未命中，比從快取讀取那些 token 多花了 { $extra }。
cost-unpriced =
    { $n ->
       *[other] 沒有 { $model } 的已知價格（{ $n } 個請求）：未計入總額。
    }
cost-source = 定價取自 { $source }，取得日期為 { $date }；你實際支付的金額可能不同（訂閱方案、折扣、批次或地區費率）。
cost-unknown = 未知：它的模型沒有已知價格
cost-at-least = 至少 { $amount }
cost-loading = 正在載入價格表…
cost-no-table = 未知：無法載入價格表（{ $why }）
cost-request = 費用：{ $amount }，依 { $model } 在 { $date } 的定價計算。
cost-request-unpriced = 沒有 { $model } 的已知價格。
cost-request-no-model = 這個請求沒有記錄模型，所以沒有價格（照預先寫好的回覆回答的 llm 不是真正的模型）。
cost-decimal = { $whole }.{ $fraction }
