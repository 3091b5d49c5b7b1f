# The built-in scenarios' titles and descriptions (src/scenarios/*.json), as "More scenarios",
# the chapters and the figure show them. English must equal the file's own words (tests/i18n.rs).

scenario-what-is-a-harness-title = 代理的 harness 是什麼？
scenario-what-is-a-harness-description = 一個回合：llm 憑自己已知的內容回答，沒有要求任何工具，所以執行器就此停止。

scenario-read-file-title = README.md 寫了什麼？
scenario-read-file-description = 兩個回合，不必詢問：已有規則允許 read_file，所以執行器立刻讀取檔案。

scenario-run-tests-title = 跑測試
scenario-run-tests-description = 要詢問你：有規則寫著 run_tests 需要你同意，所以這次執行會暫停，直到你回答。

scenario-denied-tool-title = 受 deny 規則限制的工具
scenario-denied-tool-description = 有規則拒絕 write_file：這個呼叫得到一個說明此事的結果，llm 改為解釋原因，而不是寫入。

scenario-two-tools-title = 一個回覆裡的兩個工具
scenario-two-tools-description = 一個回覆同時要求兩次讀取：每個呼叫都剛好得到一個結果，以 callId 對應，依呼叫順序排列。

scenario-unknown-tool-title = 未知的工具
scenario-unknown-tool-description = llm 要求一個代理沒有的工具：這個呼叫得到錯誤結果，迴圈繼續進行。

scenario-two-clients-title = 兩個客戶端，一個 session
scenario-two-clients-description = 兩個視窗在同一時刻對同一個 session 送出提示：協調器只啟動一次執行，而這次執行會回答兩者。

scenario-stop-title = 執行到一半時停止
scenario-stop-description = 你在 llm 還在撰寫時按下「停止」：串流被關閉，已傳來的內容留在對話串中，它要求的每個呼叫都得到「已中斷」的結果，session 轉為閒置。

scenario-flaky-llm-title = 串流中斷，然後恢復
scenario-flaky-llm-description = 與 llm 的連線中斷了兩次。執行器每次都等待一段時間後重試請求，等待時間逐次加倍，最後這次執行以一個回答結束。

scenario-llm-down-title = llm 徹底故障
scenario-llm-down-description = 每次嘗試都中斷。三次之後執行器放棄，告訴你這次執行失敗，session 轉為閒置，而不是卡在執行中。

scenario-tool-fails-title = 工具失敗
scenario-tool-fails-description = read_file 被要求讀取一個不存在的檔案。它的結果被標記為錯誤傳回；llm 讀到後改試另一個檔案。

scenario-tool-timeout-title = 工具逾時
scenario-tool-timeout-description = 緩慢的測試套件跑超過代理 30 秒的上限。執行器取消它，這個呼叫得到標記為「逾時」的結果，再由 llm 加以解釋。

scenario-turn-limit-title = 回合太多
scenario-turn-limit-description = 這個代理每次執行最多只能用 3 個回合。llm 一直要求再讀一個檔案，所以執行器在達到上限時停止，並說明原因。

scenario-compaction-title = 上下文滿了
scenario-compaction-description = 這個代理的上下文視窗只能容納 3,000 個 token。當下一個請求放不進去時，harness 讓 llm 摘要較舊的訊息並取代它們：對話串縮短，提示快取也因此未命中。

scenario-subagent-title = 子代理搜尋程式碼
scenario-subagent-description = coder 把搜尋工作交給 explorer 子代理：它在自己的 session 中讀了兩個檔案，只有它簡短的回答會加入 coder 的上下文。

scenario-two-subagents-title = 一個回覆啟動兩個子代理
scenario-two-subagents-description = 一個回覆要求兩個子代理：explorer 對照程式碼檢查 README，tester 跑測試並先問你。它們一個接一個執行，各自在自己的 session 中。

scenario-stalled-stream-title = 串流沒了動靜
scenario-stalled-stream-description = llm 的串流開始了，之後就再也沒有傳來任何東西。過了代理的閒置逾時後，執行器放棄它、把它關閉並重新送出請求，就像串流中斷時一樣。

scenario-anthropic-cache-title = 使用 Anthropic 提示快取的一段對話
scenario-anthropic-cache-description = 同一個 session 中的兩則訊息，依 Anthropic 快取的方式計算：只有到請求斷點為止的前綴會被精確寫入，而第二則訊息的請求會讀取第一則寫入的內容。

scenario-hook-refuses-title = hook 拒絕了規則允許的呼叫
scenario-hook-refuses-description = 一個 PreToolUse hook 守護著 .env：即使有規則允許 write_file，它仍拒絕這次寫入，llm 讀到原因後改走另一條路。

scenario-hook-formats-title = hook 格式化每一次編輯
scenario-hook-formats-description = 每次 write_file 之後，都有一個 PostToolUse hook 執行格式化工具；它的輸出會以提醒的形式加入下一個請求，由 llm 讀取。

scenario-stop-hook-title = Stop hook：測試沒過就不算完成
scenario-stop-hook-description = llm 說它完成了；Stop hook 跑測試，發現測試失敗，就把它送回去繼續工作，直到測試通過。

scenario-plan-mode-title = 規劃模式：先讀取和規劃，等你核准後再編輯
scenario-plan-mode-description = harness 以規劃模式啟動：在你核准計畫之前，編輯都會被拒絕；之後接受編輯模式讓編輯不必詢問就能執行。

scenario-skill-title = 技能：平時只列一行，需要時才載入
scenario-skill-description = 每個請求都以名稱和一行說明列出代理的技能；llm 用 skill 工具載入 release-notes，直到這時它的指示才加入對話串。

scenario-memory-title = 記憶檔案：開始時載入、依資料夾載入、壓縮後再次載入
scenario-memory-description = CLAUDE.md 在 session 開始時載入；src/CLAUDE.md 在第一次讀取 src/ 底下的檔案時載入；對話串壓縮之後，兩者都會再次載入。

scenario-mcp-tools-title = 來自 MCP 伺服器的工具：依名稱列出，透過搜尋找到
scenario-mcp-tools-description = MCP 伺服器的六個工具只列出名稱；llm 搜尋它需要的那兩個，只有它們的 schema 會加入對話串。
