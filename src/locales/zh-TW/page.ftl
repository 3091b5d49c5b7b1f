# The page's own controls and notices: the stepper, its buttons and the tools under the diagram.
# Keep `llm` and code as they are. Variables ($name) are filled in by the page.

stepper = 逐步控制
stepper-position = { $k } / { $n }
play = 播放
pause = 暫停
first-step = 第一步
first-step-key = 第一步（Home）
last-step = 最後一步
last-step-key = 最後一步（End）
step-back = 上一步
step-forward = 下一步
reset = 重設
more-controls = 更多控制項
clock-title = 這一步在紀錄檔中發生的時間，從這次執行開始算起
waiting-for-answer = 這次執行還沒結束：它在等你回答聊天中的問題，你選好之後就會繼續。
# The same on a phone, where the question is in view just below.
waiting-for-answer-short = 執行尚未結束：正在等你的回答。
go-to-question = 前往問題
step-by = 步進單位
step-by-option =
    { $unit ->
        [request] llm 請求
        [prompt] 使用者提示
       *[other] 事件
    }
step-by-position =
    { $unit ->
        [request] 第 { $k } 個請求，共 { $n } 個
        [prompt] 第 { $k } 個提示，共 { $n } 個
       *[other] 第 { $k } 步，共 { $n } 步
    }
chapter = 章節
chapter-jump = 跳至…
speed = 速度
log-pace = 紀錄時間 ×{ $n }
log-pace-title = 依紀錄檔本身的節奏播放，快 { $n } 倍
scrubber = 步驟
tick-llm = llm 呼叫
tick-tool = 工具執行
tick-question = 詢問
tick-trouble = 停止、重試、上限
tick-subagent = 子代理
dismiss = 關閉

## The header
page-title = 代理的 harness，一步步拆解
lede-what = 寫程式的代理（coding agent），就是把一個 llm（只能讀寫文字的語言模型）放進一個 harness 裡。harness 是一般的程式碼：它保存對話、把對話送給 llm、執行 llm 要求的工具，並在做任何有風險的事之前先問你。
lede-how = 選一個提示，然後按「播放」或逐步前進：一則訊息從聊天輸入框出發，經過 harness 的各個部分（session API、協調器和執行器），到達 llm 和工具，再以回答的形式傳回來。
language = 語言
language-failed = 頁面無法載入「{ $language }」的文字（{ $problem }），因此保留原本的語言。
# The right pane's heading (the left one, "What you see", is in chat.ftl).
page-what-runs = 執行過程
page-fatal-scenarios = 示範頁面無法載入它的情境：{ $error }
