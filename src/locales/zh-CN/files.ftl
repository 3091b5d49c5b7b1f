# Opening and saving: session logs, scenario files, hosted files, the live model, sharing, the keyboard help.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Opening a session log (the log reader)
# Beside the progress bar while a log is read; $percent is a whole number.
files-reading = 正在读取你的日志… { $percent }%
files-open-log = 打开会话日志
files-open-folder = 打开日志文件夹
# $why is one of the two messages below.
files-reader-not-loaded = 无法加载日志读取器：{ $why }。请检查网络连接后重试；页面的其他部分照常可用。
files-reader-not-started = 浏览器没有启动它
files-reader-files-not-loaded = 它的文件无法加载
# $name is the file's name or path.
files-file-unreadable = 无法读取 { $name }：浏览器拒绝打开它。没有加载任何内容。
# $problem is the log reader's own explanation.
files-log-not-opened = 未能打开该日志：{ $problem }
files-reader-stopped = 日志读取器在读取过程中停止了。没有加载任何内容。
# $format is the log's format as the reader names it, e.g. "Claude Code 2.1 (sub-agents in <session>/subagents/)".
files-log-opened =
    { $files ->
       *[other] 已打开 { $files } 个文件（{ $format }）。它只留在本页面中：导入的运行没有可分享的链接。
    }

## "Imported session": the summary of an opened log
files-imported-session = 导入的会话
files-imported-read-here = 只在本页面中读取：其中任何内容都没有离开本页面，也没有被存储；导入的运行没有可分享的链接。
# $sessions lists the other sessions, separated by semicolons.
files-imported-other-sessions = 这些文件中还有其他运行；再次打开这些文件即可选择另一次运行：{ $sessions }
files-imported-files-read = 已读取的文件
files-imported-not-in-log = 日志中没有，因此未显示
# The figures' labels, in lower case.
files-figure-tool = 工具及版本
files-figure-models = 模型
files-figure-started = 开始时间
files-figure-requests = llm 请求
files-figure-input-uncached = 输入 token（未缓存）
files-figure-cache-read = 从缓存读取
files-figure-cache-write = 写入缓存
files-figure-input-total = 输入 token（发送总数）
files-figure-output = 输出 token
files-figure-cache-misses = 缓存未命中（推断）
files-figure-cost = 按标价计算的费用
files-figure-compactions = 压缩次数
files-figure-sub-agents = 子智能体
files-figure-tool-calls = 工具调用
files-figure-lines-skipped = 跳过的行
files-figure-requests-without-usage = 没有 token 数据的请求
# A figure's value when the log has none.
files-not-recorded = 未记录
files-cache-write-not-recorded = 未记录（该工具不报告此项）
# $when is a date and time in UTC ("2026-03-01 09:00 UTC"), $duration how long the run took ("4 min 12 s").
files-started-for = { $when }，持续 { $duration }
files-cache-misses = { $n ->
       *[other] { $n } 个请求，{ $tokens } 个 token 未从缓存读取
    }
files-output-at-least = { $n }（至少：部分回复的最终计数不在日志中）
files-lines-skipped-of = { $read } 行中跳过 { $skipped } 行
# One line per file: $name is the file's name, $read how it was read (the messages below).
files-file-line = { $name }：{ $read }
# How each figure of the summary was made, opened from the figure.
files-how-reported-by-log = 由 { $tool } 日志逐个请求报告，在这里加总。
files-how-requests-claude = 日志记录的每条回复，按消息 id 只计一次（分多行写入的一条回复算一个请求）。
files-how-requests-codex = 日志记录的每一段模型输出（推理、文本、工具调用，中间没有输入），连同其后的 token_usage_record 或不断增长的 token_count；从未得到这些记录的一段输出（它所在的轮次先停止或失败了）也计入，所以这个数可能比日志自己的 token_count 行数多。
files-how-requests-split = { $with } 个有 token 数据 + { $without } 个没有 = { $total }
files-how-no-usage = 没有 token 数据的请求，根据其后的事件判断：{ $causes }。
files-no-usage =
    { $cause ->
        [interrupted] { $n } 个在计数写入前被用户停止
        [failed] { $n } 个因 API 错误而结束
        [compacted] { $n } 个在计数之前紧接着发生了压缩
        [log-ended] { $n } 个位于日志末尾：运行仍在进行，或文件被截断
        [none-recorded] { $n } 个所在的日志根本不记录 token 数据
       *[unknown] { $n } 个没有计数，也没有给出原因
    }
files-how-uncached-claude = 每个请求的 input_tokens 之和：既没有从缓存读取、也没有写入缓存的部分。Anthropic 的 API 和 ccusage 把它称为“input”。
files-how-uncached-codex = { $total } input_tokens − { $read } cached_input_tokens = { $uncached }：Codex 把缓存部分算在输入之内，所以未缓存部分就是两者之差。
files-how-read-claude = 每个请求的 cache_read_input_tokens 之和。
files-how-read-codex = 每个请求的 cached_input_tokens 之和：它是 Codex 的 input_tokens 的一部分，不另外相加。
files-how-write-claude = 每个请求的 cache_creation_input_tokens 之和，由日志报告。
files-how-write-codex = OpenAI 的缓存自行存储前缀，不报告写入数据，所以这里不显示：不是 0，而是未知。
files-how-total-claude = 未缓存 { $uncached } + 从缓存读取 { $read } + 写入缓存 { $written } = 发送 { $total } 个 token。
files-how-total-codex = 未缓存 { $uncached } + 从缓存读取 { $read } = 发送 { $total } 个 token：即 Codex 自己的 input_tokens。
files-how-total-compare = 其他工具可能把这两个数中的任意一个叫作“input”：请用未缓存部分对照 ccusage 的 Input，用这个总数对照各请求实际携带的内容。
files-how-output-claude = 每个请求的 output_tokens 之和。
files-how-output-codex = 每个请求的 output_tokens 之和，包括推理。
files-how-unread-writes = 写入缓存的 { $tokens } 个 token 没有被其所在会话的下一个请求读取。
files-how-misses-inferred = 推断得出：如果一个请求读取的 token 比前一个请求存入的少至少 1024 个，就算作未命中；日志中的事件（一次压缩、一次模型切换、超过缓存有效期（5 分钟，日志记录了 1 小时写入时为 1 小时）的停顿、子智能体的启动）能说明原因时，会给出原因。
files-lines-read =
    { $n ->
       *[other] 读取 { $n } 行
    }
# $reasons lists why, each made by one of the files-skip-… messages, separated by commas.
files-lines-read-skipped =
    { $n ->
       *[other] 读取 { $n } 行，跳过 { $skipped } 行：{ $reasons }
    }
# Why $n lines of a log were skipped.
files-skip-not-json = { $n } 行不是 JSON
files-skip-not-text = { $n } 行不是文本
files-skip-cut-off = { $n } 行在文件末尾被截断
files-skip-unknown-kind = { $n } 行类型未知
files-skip-newer-version = { $n } 行属于更新版本的类型
files-skip-duplicate = { $n } 行重复
files-skip-replayed-history = { $n } 行是父会话历史的重放
files-skip-warmup = { $n } 行属于预热用的子智能体
files-skip-bookkeeping = { $n } 行是应用自身的记录
files-skip-shown-to-you-only = { $n } 行只显示给你，从未发送给模型
files-skip-hook-not-run = { $n } 行是在本页面不运行钩子的时机（PreCompact、SessionEnd…）或在子智能体内部触发的钩子
files-skip-undone = { $n } 行被之后的一次回退（rewind）撤销
# Another session in the files: $name is its title or id, $when when it started (or files-no-date).
files-other-session = { $name }（{ $when }）
files-no-date = 无日期
# What a Claude Code log does not record.
files-claude-no-system-prompt = 系统提示词和工具 schema
files-claude-no-permissions = 权限询问及回答，拒绝除外：其他调用都显示为已允许，具体如何允许未记录
files-claude-no-stream = 流中的细小事件：每个回复块都是整块到达
files-claude-no-thinking = 思考内容，日志中只保留了签名
# What a Codex log does not record.
files-codex-no-schemas = 工具 schema
files-codex-no-approvals = 审批询问及回答，拒绝除外：其他调用都显示为已允许，具体如何允许未记录
files-codex-no-stream = 流中的细小事件，以及写入缓存的 token
files-codex-no-reasoning = 推理内容，只保留了摘要

## The page's notices
# $model is the model's name as typed in the Live model dialog.
files-live-on = 实时模式：在下面输入消息，即可发送给 { $model }。
files-live-still-running = 实时运行仍在进行：请等待它的回答，或按“停止”。
# $name is the file's name, or a hosted file's address.
files-loaded = 已加载 { $name }。
# $problem says what is wrong with the file, in the scenario reader's words.
files-file-not-loaded = 未能加载该文件：{ $problem }
# The permission mode was switched during a live run; $mode is the mode's name in the settings.
files-live-mode-next =
    { $mode ->
        [acceptEdits] 接受编辑模式：实时运行无法重新运行，所以该模式从你的下一条消息开始生效。
        [plan] 计划模式：实时运行无法重新运行，所以该模式从你的下一条消息开始生效。
        [bypassPermissions] 绕过权限模式：实时运行无法重新运行，所以该模式从你的下一条消息开始生效。
       *[default] 默认模式：实时运行无法重新运行，所以该模式从你的下一条消息开始生效。
    }
# A tool's rule was set during a live run; $tool is the tool's name, $decision the rule.
files-live-rule-next =
    { $decision ->
        [allow] { $tool } → allow：实时运行无法重新运行，所以这条规则从你的下一条消息开始生效。
        [ask] { $tool } → ask：实时运行无法重新运行，所以这条规则从你的下一条消息开始生效。
       *[deny] { $tool } → deny：实时运行无法重新运行，所以这条规则从你的下一条消息开始生效。
    }
# $problem says what is wrong with the link.
files-link-not-opened = 无法打开此链接：{ $problem }。改为从头显示。
files-link-past-end =
    { $steps ->
       *[other] 链接要求显示第 { $step } 步，但这次运行只有 { $steps } 步；显示最后一步。
    }

## Sharing and saving: the buttons under the diagram and their notices
files-copy-link = 复制此步的链接
files-copy-embed = 复制嵌入代码
files-export-trace = 导出轨迹（JSON）
files-download-figure = 下载图示
files-download-png = 下载图示（PNG）
files-save-scenario = 保存为场景
files-load-scenario = 加载场景文件
files-keep-text = 保留文本（否则每段文本都会被替换为它的长度和一个哈希值）
# Why Copy link and Copy embed code are off.
files-no-link-imported = 导入的运行无法通过链接分享：它只留在本页面中
files-no-link = 只有内置场景和托管文件才有链接
files-link-copied = 已复制此步的链接。
files-embed-copied = 已复制嵌入代码。
# When the browser does not allow copying, the text is shown instead: $text is the address.
files-link-not-copied = 此处不允许复制；此步的链接是：{ $text }
# $text is the HTML code of the frame.
files-embed-not-copied = 此处不允许复制；嵌入代码是：{ $text }
# $problem is the error, as the program gives it.
files-trace-not-exported = 无法导出轨迹：{ $problem }
files-session-not-saved = 无法保存会话：{ $problem }
files-file-not-text = 未能加载该文件：{ $name } 无法作为文本读取。
# "Download figure" is the button files-download-figure.
files-png-failed = 浏览器无法把图示绘制为 PNG；“下载图示”会将其保存为 SVG。

## The Live model dialog
files-live-model = 实时模型
files-live-intro = 在真实模型上运行同一个 harness：可以是兼容 OpenAI 的 Chat Completions 端点（OpenAI、OpenRouter，或本地服务器，例如 http://localhost:11434/v1 上的 Ollama，启动时把 OLLAMA_ORIGINS 设为本页面的地址），也可以是 Anthropic 的 Messages API。
files-live-protocol = 协议
files-live-endpoint = 端点
# The label of the field for the model's name.
files-live-model-name = 模型
files-live-key = API 密钥
# Shown inside the empty API key field.
files-live-key-optional = 本地服务器可不填
files-live-key-note = 密钥只保存在本页面的内存中，从你的浏览器直接发送到这个端点；它不会被保存、记录到日志，也不会放进链接。
files-live-idle = 空闲超时（秒）
files-live-idle-note = 如果流在这么长时间内什么都没发送，就放弃它并重试，当作中断处理。
files-live-use = 使用此模型
files-live-cancel = 取消

## The Keyboard shortcuts dialog
files-keyboard-shortcuts = 键盘快捷键
files-keys-where = 只要焦点不在文本框中，这些按键就有效。
# The keys' names, as printed on a keyboard.
files-key-space = Space
files-key-page-up-down = Page Up / Page Down
files-key-home = Home
files-key-end = End
files-key-escape = Escape
# What each key does.
files-key-play = 播放或暂停
# "Step by" is the stepper's control of that name.
files-key-step = 后退 / 前进一步（按事件、llm 请求或提示词，取决于“步进单位”）
files-key-chapter = 上一章 / 下一章：一条提示词、一个子智能体、一次压缩、一次故障
files-key-first = 第一步
files-key-last = 最后一步
files-key-stop = 在运行进行中停止它
files-key-help = 显示这些按键
files-key-predict = 回答预测模式的问题
files-close = 关闭

## The embed API: why a command from the page that embeds this one was refused
# $kind is what the command looked for (the API's own word); $step a step number.
files-embed-none-after =
    { $kind ->
        [question] 第 { $step } 步之后没有问题
        [tool] 第 { $step } 步之后没有工具
       *[compaction] 第 { $step } 步之后没有压缩
    }
files-embed-no-question = 第 { $step } 步没有需要回答的问题

## Save as scenario of an imported log, with its text hidden
# The title of the file saved.
files-redacted-title = 一个已脱敏的会话
# Stands in the file for each hidden text: its length in characters and a short hash ($hash, six hex digits) that tells equal texts apart.
files-redacted-text = [{ $n } 个字符 · { $hash }]

# The two groups of buttons under the diagram (summaries of a disclosure).
files-group-share = 分享与导出
files-group-open = 打开你自己的运行

# The live-model dialog's checks of what the reader typed ($example: a sample value; $given:
# what was typed, shown as is).
live-choose-protocol = 请选择一个协议。
live-bad-endpoint = 端点必须是以 http:// 或 https:// 开头的网址，例如 { $example }；你输入的是“{ $given }”。
live-name-model = 请填写模型名称，例如 { $example }。
live-bad-idle-timeout = 空闲超时是 0.1 到 3600 之间的秒数，例如 60；你输入的是“{ $given }”。
# Shown under the API key field for Anthropic's protocol.
live-key-in-page = 只有当请求带上 anthropic-dangerous-direct-browser-access: true 时，Anthropic 的 API 才会响应网页。这个名字本身就是警告：此时 API 密钥就在页面中，页面里运行的任何脚本都能读取这个密钥并用它花钱。本页面只把密钥保存在内存中，从不存储，也只把它发送到你填写的端点。请使用一个可以吊销、并设有消费上限的密钥。

# What is wrong with a link (shown in a notice; the quoted values are the link's own).
link-bad-reply = 链接中的 reply { $reply } 不是 once、always 或 decline
link-reply-no-client = 链接中的 reply { $reply } 没有指明客户端
link-not-text = 链接中的 { $key } 不是有效的文本
link-src-not-address = 链接中的 src 不是一个地址
link-bad-step = 链接中的 step { $step } 不是步骤编号
link-bad-stop = 链接中的 stop { $stop } 不是步骤编号
link-bad-rule = 链接中的 rule { $rule } 不符合 tool:decision 格式
link-rules-not-text = 链接中的 rules 不是有效的文本
link-bad-decision = 链接中的规则决定 { $decision } 不是 allow、ask 或 deny
link-bad-mode = 链接中的 mode { $mode } 不是 default、acceptEdits、plan 或 bypassPermissions
# A scenario file named by ?src= (an address).
hosted-loading = 正在加载 { $url } 上的场景…
hosted-unreachable = 无法访问该地址（网络出错，或者它的服务器不允许其他网站读取：CORS）
hosted-status = 它的服务器返回了 { $status }
hosted-not-text = 它的响应无法作为文本读取
hosted-not-loaded = 未能加载 { $url } 上的场景：{ $why }。改为从头显示。
# What an imported run cost at its models' list prices.
cost-usd = ${ $amount }
cost-no-model = 未记录模型
cost-parts = 未缓存输入 { $uncached } + 缓存读取 { $read } + 缓存写入（5 分钟）{ $written } + 缓存写入（1 小时）{ $written_hour } + 输出 { $output } = { $total }
cost-saved = 同样的 token 如果不用缓存，要花 { $without }：缓存节省了 { $saved }。
cost-cost-more = 同样的 token 如果不用缓存，要花 { $without }：缓存反而多花了 { $more }（写入缓存多付的钱超过了读取缓存省下的钱）。
cost-miss = 原因为“{ $cause }”的未命中，比从缓存读取这些 token 多花了 { $extra }。
cost-unpriced =
    { $n ->
       *[other] { $model } 没有已知价格（{ $n } 个请求）：未计入总额。
    }
cost-source = 标价来自 { $source }，获取于 { $date }；你实际支付的金额可能不同（订阅、折扣、批处理或区域价格）。
cost-unknown = 未知：其模型没有已知价格
cost-at-least = 至少 { $amount }
cost-loading = 正在加载价格表…
cost-no-table = 未知：无法加载价格表（{ $why }）
cost-request = 费用：按 { $model } 在 { $date } 的标价计算为 { $amount }。
cost-request-unpriced = { $model } 没有已知价格。
cost-request-no-model = 这个请求没有记录模型，所以没有价格（预设回复的 llm 不是真实模型）。
cost-decimal = { $whole }.{ $fraction }
