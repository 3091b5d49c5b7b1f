# The built-in scenarios' titles and descriptions (src/scenarios/*.json), as "More scenarios",
# the chapters and the figure show them. English must equal the file's own words (tests/i18n.rs).

scenario-what-is-a-harness-title = 什么是智能体 harness？
scenario-what-is-a-harness-description = 只有一轮：llm 凭自己已知的内容回答，不请求任何工具，所以运行器停止。

scenario-read-file-title = README.md 里写了什么？
scenario-read-file-description = 两轮，没有询问：已有规则允许 read_file，所以运行器立即读取文件。

scenario-run-tests-title = 运行测试
scenario-run-tests-description = 一次询问：有规则规定 run_tests 需要你同意，所以运行暂停，直到你回答。

scenario-denied-tool-title = 受 deny 规则约束的工具
scenario-denied-tool-description = 有规则拒绝 write_file：这个调用得到一个说明此事的结果，llm 转而作出解释，而不是写入文件。

scenario-two-tools-title = 一条回复中的两个工具
scenario-two-tools-description = 一条回复同时请求两次读取：每个调用恰好得到一个结果，按 callId 对应，按调用顺序排列。

scenario-unknown-tool-title = 未知的工具
scenario-unknown-tool-description = llm 请求了一个智能体没有的工具：这个调用得到一个错误结果，循环继续。

scenario-two-clients-title = 两个客户端，一个会话
scenario-two-clients-description = 两个窗口在同一时刻向同一个会话发送提示词：协调器只启动一次运行，这次运行回答了两者。

scenario-stop-title = 中途停止
scenario-stop-description = 你在 llm 还在写的时候按下“停止”：流被关闭，已到达的内容留在对话线程中，它请求的每个调用都得到“已中断”的结果，会话转为空闲。

scenario-flaky-llm-title = 流中断后恢复
scenario-flaky-llm-description = 与 llm 的连接断了两次。运行器每次都在等待后重试请求，等待时间逐次翻倍，运行最终得到回答。

scenario-llm-down-title = llm 彻底失败
scenario-llm-down-description = 每次尝试都中断了。三次之后，运行器放弃，告诉你运行失败，会话转为空闲，而不是一直卡在运行中。

scenario-tool-fails-title = 工具失败
scenario-tool-fails-description = read_file 被要求读取一个不存在的文件。它的结果返回时被标记为错误；llm 读到后改读另一个文件。

scenario-tool-timeout-title = 工具超时
scenario-tool-timeout-description = 缓慢的测试套件运行超过了智能体 30 秒的上限。运行器取消它，这个调用得到一个标记为“超时”的结果，由 llm 作出解释。

scenario-turn-limit-title = 轮次太多
scenario-turn-limit-description = 该智能体每次运行最多 3 轮。llm 不停地要再读一个文件，所以运行器在达到上限时停止，并说明原因。

scenario-compaction-title = 上下文满了
scenario-compaction-description = 这个智能体的上下文窗口只能容纳 3,000 个 token。当下一个请求放不进去时，harness 让 llm 总结较早的消息并替换它们：对话线程缩短，提示词缓存未命中。

scenario-subagent-title = 子智能体搜索代码
scenario-subagent-description = coder 把一次搜索交给子智能体 explorer：它在自己的会话中读取两个文件，只有它简短的回答进入 coder 的上下文。

scenario-two-subagents-title = 一条回复启动两个子智能体
scenario-two-subagents-description = 一条回复请求两个子智能体：explorer 对照代码检查 README，tester 运行测试并先询问你。它们一个接一个地运行，各自在自己的会话中。

scenario-stalled-stream-title = 流没了动静
scenario-stalled-stream-description = llm 的流开始了，之后就什么都不再发送。超过智能体的空闲超时后，运行器放弃这个流，关闭它并重新发送请求，和流中断后的处理一样。

scenario-anthropic-cache-title = 基于 Anthropic 提示词缓存的一段对话
scenario-anthropic-cache-description = 同一个会话中的两条消息，按 Anthropic 缓存的方式计数：只精确写入截至请求断点的前缀，第二条消息的请求会读取第一条写入的内容。

scenario-hook-refuses-title = 钩子拒绝了规则允许的调用
scenario-hook-refuses-description = 一个 PreToolUse 钩子守护着 .env：尽管有规则允许 write_file，它仍拒绝这次写入，llm 读到原因后换了一种方式。

scenario-hook-formats-title = 钩子格式化每次编辑
scenario-hook-formats-description = 每次 write_file 之后，PostToolUse 钩子都会运行格式化工具；它的输出作为一条提醒加入下一个请求，llm 会读到。

scenario-stop-hook-title = Stop 钩子：测试通过才算完成
scenario-stop-hook-description = llm 说它完成了；Stop 钩子运行测试，发现测试失败，就让它回去继续工作，直到测试通过。

scenario-plan-mode-title = 计划模式：先读取和计划，经你批准后再编辑
scenario-plan-mode-description = harness 以计划模式启动：在你批准计划之前，编辑都会被拒绝；之后，接受编辑模式让编辑无需询问即可运行。

scenario-skill-title = 技能：只列一行，需要时才加载
scenario-skill-description = 每个请求都按名称和一行说明列出智能体的技能；llm 用 skill 工具加载 release-notes，直到这时它的指令才加入对话线程。

scenario-memory-title = 记忆文件：启动时加载、按文件夹加载、压缩后重新加载
scenario-memory-description = 会话启动时加载 CLAUDE.md；第一次读取 src/ 下的文件时加载 src/CLAUDE.md；对话线程被压缩后，两者都会重新加载。

scenario-mcp-tools-title = 来自 MCP 服务器的工具：按名称列出，通过搜索找到
scenario-mcp-tools-description = MCP 服务器的六个工具只按名称列出；llm 搜索它需要的两个，只有它们的 schema 加入对话线程。
