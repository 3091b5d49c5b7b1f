# What is wrong: a scenario file the page cannot load, a session log it cannot read (or reads
# only in part), a live model's server that fails to answer.
# Keep `llm`, tool names, field names, file paths, commands and code as they are. Variables
# ($name) are filled in by the page.

## A scenario file that cannot be loaded
# The page shows "<file>: <field>: <message>", e.g. "bad.json: agent.tools[0]: expected a tool
# described in tools, found "write_file"". Each message says what the field should hold and what
# the file holds instead. $found is the file's value as written in it, in double quotes.
# $problem is the JSON reader's own explanation (in English).
err-scenario-not-json = não é um JSON válido ({ $problem })
err-scenario-bad-id = esperava letras minúsculas, dígitos e hífens, mas encontrou { $found }
err-scenario-empty-message = esperava o texto de uma mensagem, mas encontrou um texto vazio
# $tools lists the agent's tools, separated by commas.
err-scenario-not-agents-tool = esperava uma das ferramentas do agente ({ $tools }), mas encontrou { $found }
# `cache.step`: how many tokens the prompt cache counts in.
err-scenario-cache-step = esperava pelo menos 1 token, mas encontrou 0
err-scenario-empty-name = esperava um nome, mas encontrou um texto vazio
# "tools" is the field that describes the tools.
err-scenario-undescribed-tool = esperava uma ferramenta descrita em tools, mas encontrou { $found }
err-scenario-tool-twice = { $found } já é uma das ferramentas do agente: liste-a uma vez só
# $tool is the tool that loads the deferred tools (tool_search).
err-scenario-needs-search-tool = um agente com ferramentas diferidas precisa da ferramenta { $tool } para carregá-las: adicione-a
# "subagents" is a field of the file; $agents lists the agents it defines, separated by commas.
err-scenario-unknown-agent = esperava um agente definido em subagents ({ $agents }), mas encontrou { $found }
# As above, when the file defines no sub-agent.
err-scenario-unknown-agent-none = esperava um agente definido em subagents (não há nenhum), mas encontrou { $found }
# "agents" is the field naming the agents an agent hands work to; $tools lists its tools.
err-scenario-needs-task-tool = esperava a ferramenta task, já que agents nomeia agentes a quem passar trabalho, mas encontrou { $tools }
err-scenario-no-task-agents = esperava os agentes que a ferramenta task pode iniciar, mas não encontrou nenhum
err-scenario-no-replies = esperava pelo menos uma resposta roteirizada, mas não encontrou nenhuma
err-scenario-empty-tool = esperava o nome de uma ferramenta, mas encontrou um texto vazio
err-scenario-call-id-twice = esperava um id que nenhuma outra chamada desta resposta tenha, mas encontrou { $found } de novo
# "pieces": the chunks a reply's text streams in.
err-scenario-chunks = esperava trechos que, juntos, formem o texto da resposta, mas encontrou outros
err-scenario-breaks-and-stalls = esperava um stream que caia ou fique em silêncio, mas encontrou os dois
err-scenario-empty-error = esperava uma mensagem dizendo o que quebrou, mas encontrou um texto vazio
err-scenario-calls-in-broken-reply = não esperava chamadas de ferramenta em uma resposta cujo stream cai, mas encontrou algumas
err-scenario-empty-summary = esperava o texto de um resumo, mas encontrou um texto vazio
# A task call's input: $agent is the calling agent's name, $agents the agents it may start.
err-scenario-task-no-agent = esperava o nome de um dos agentes de { $agent } ({ $agents }), mas não encontrou nenhum
err-scenario-task-unknown-agent = esperava um dos agentes de { $agent } ({ $agents }), mas encontrou { $found }
err-scenario-task-no-prompt = esperava o prompt com que o subagente começa, mas não encontrou nenhum
err-scenario-agent-name-twice = esperava um nome que nenhum outro agente tenha, mas encontrou { $found } de novo
# `maxDepth`: how deep sub-agents may nest.
err-scenario-max-depth-zero = esperava pelo menos 1, mas encontrou 0 (omita o campo para não ter subagentes)
# $cycle: the agents handing work around, joined by arrows ("main → helper → main").
err-scenario-needs-max-depth = esperava um limite de profundidade, já que os agentes passam trabalho uns aos outros em ciclo ({ $cycle }), mas não encontrou nenhum
err-scenario-max-turns-zero = esperava pelo menos 1 turno, mas encontrou 0
err-scenario-timeout-zero = esperava pelo menos 1 milissegundo, mas encontrou 0
# $head and $window are numbers of tokens, as digits; $window is the agent's context window.
err-scenario-context-window = esperava mais do que os { $head } tokens do system prompt, das instruções e das ferramentas, mas encontrou { $window }
err-scenario-skill-name-twice = { $found } já é o nome de outra skill
err-scenario-memory-path = esperava o caminho de um arquivo, como CLAUDE.md ou src/CLAUDE.md
err-scenario-memory-path-twice = { $found } já é o caminho de outro arquivo de memória
# $tool is the tool that loads a skill (Skill).
err-scenario-needs-skill-tool = um agente com skills precisa da ferramenta { $tool } para carregá-las: adicione-a
err-scenario-empty-hook-command = esperava o comando que o hook executa, mas encontrou um texto vazio
# $event is a hook event's name (Stop, SessionStart…); "tool" is the field to remove.
err-scenario-hook-once-tool = um hook { $event } roda uma vez por execução, não por ferramenta: remova tool
err-scenario-no-hook-answers = esperava pelo menos uma resposta
# $kinds lists the answers the event allows (pass, allow, deny…), joined by err-scenario-either.
err-scenario-hook-answers = um hook { $event } responde { $kinds }, mas o arquivo traz { $found }
# Two answers' kinds as alternatives; $first may itself be such a pair ("pass or allow or deny").
err-scenario-either = { $first } ou { $second }
# "recorded" is the field to remove.
err-scenario-hook-once-recorded = um hook { $event } roda uma vez por execução, não por chamada: remova recorded
err-scenario-hook-cannot-answer = um hook { $event } não pode responder { $found }
# "Stop", "block" and "pass" are the file's own words for the event and the answers.
err-scenario-stop-hook-blocks = um hook Stop cuja última resposta é block nunca deixa a execução terminar: termine com pass
# $hook names the earlier hook as the file does, e.g. "hooks[0]".
err-scenario-hook-shadowed = { $hook } já roda em todo { $event } em que este rodaria: só o primeiro roda

## A session log that cannot be read
# The log reader's explanations, each starting with the file's name or path ($file). $claude and
# $codex are where Claude Code keeps its transcripts and Codex CLI its rollouts, as paths.
err-log-no-files = nenhum arquivo foi informado: solte uma transcrição do Claude Code ({ $claude }), um rollout do Codex CLI ({ $codex }), um chat do Gemini CLI, uma exportação do opencode, uma transcrição do Antigravity CLI, um events.jsonl do Copilot CLI ou um arquivo de trace do OpenTelemetry
err-log-empty = { $file }: o arquivo está vazio. Solte um log de sessão que tenha linhas: uma transcrição do Claude Code ({ $claude }), um rollout do Codex CLI ({ $codex }) ou o log de outro agente (o README lista onde cada um guarda os seus)
err-log-binary = { $file }: este não é um arquivo de texto (tem bytes NUL ou não é UTF-8). Logs de sessão são texto JSON: transcrições do Claude Code ({ $claude }), rollouts do Codex CLI ({ $codex }) e os logs dos outros agentes que o README lista
err-log-compressed = { $file }: o arquivo está comprimido com zstd: descomprima-o primeiro, por exemplo `zstd -d { $file }`, e depois solte o .jsonl que ele gera
# In the path, <date> and <thread id> stand for the parts that vary; thread.started is the name of a line's type.
err-log-codex-exec = { $file }: esta é a saída de `codex exec --json` (thread.started, item.completed…), um stream de eventos para scripts, não um log de sessão. Abra o rollout da sessão: ~/.codex/sessions/YYYY/MM/DD/rollout-<data>-<id da thread>.jsonl (o id da thread está na linha thread.started)
# $looks says what the file seems to be: one of the err-log-looks-… messages below.
err-log-unknown-format = { $file }: não é um log de sessão de um formato conhecido ({ $looks }). Formatos conhecidos: transcrições do Claude Code ({ $claude }), rollouts do Codex CLI ({ $codex }), chats do Gemini CLI, exportações do opencode, transcrições do Antigravity CLI, eventos do Copilot CLI e traces do OpenTelemetry (OTLP JSON)
err-log-only-metadata = { $file }: estes são os metadados de um subagente, não uma transcrição: solte-o junto com os arquivos .jsonl da sessão
# $format is the log's format, one of the err-log-format-… messages below.
err-log-no-conversation = { $file }: um log no formato { $format } sem nenhuma conversa (só títulos, snapshots ou configurações). Solte a transcrição da sessão
# Followed by one line per file, each with its own explanation.
err-log-nothing-readable = nenhum dos { $files } arquivos pôde ser lido:
# What a file of no known format seems to be, in err-log-unknown-format.
err-log-looks-prompt-history = é o histórico de prompts do Claude Code (~/.claude/history.jsonl), não uma transcrição de sessão
err-log-looks-empty-objects = as linhas dele são objetos JSON vazios
# $keys lists the keys of the file's first JSON line, separated by commas.
err-log-looks-keys = linhas JSON com as chaves { $keys }
err-log-looks-document = um documento JSON em várias linhas, não um objeto JSON por linha
err-log-looks-not-json = as primeiras linhas dele não são JSON

## How the log reader names a log's format
# Shown when a log is opened ("Opened 3 files (…)") and as the imported run's description.
# isSidechain, agent-*.jsonl and <session>/subagents/ are the log's own names.
err-log-format-claude-1-0 = Claude Code 1.0 (subagentes dentro da transcrição, marcados com isSidechain)
err-log-format-claude-2-0 = Claude Code 2.0 (subagentes em arquivos agent-*.jsonl na mesma pasta)
err-log-format-claude-2-1 = Claude Code 2.1 (subagentes em <session>/subagents/)
# $version is a Claude Code version newer than the reader knows, e.g. "2.4".
err-log-format-claude-newer = Claude Code { $version }, mais novo do que este leitor conhece (lido como 2.1)
err-log-format-claude-unknown = Claude Code (versão não registrada)
err-log-format-claude-meta = Metadados de subagente do Claude Code (.meta.json)
# "bare" and "envelope": the two ways Codex has written its rollouts' lines.
err-log-format-codex-both = Rollouts do Codex, nos formatos simples (antes de set. 2025) e envelope
err-log-format-codex-bare = Rollout do Codex, formato simples (antes de set. 2025)
err-log-format-codex-envelope = Rollout do Codex, formato envelope (a partir de set. 2025)

## What a log does not hold, said where the replay of it would show it
# These stand in for text the log lacks: the run's title, a tool's description, the system
# prompt, a message, a reply, a summary, a hook's reason or command.
# $tool is the agent's name (Claude Code, Codex).
err-log-session-title = Sua sessão do { $tool }
err-log-no-description = (A descrição dela não está no log.)
err-log-no-instructions = (Fora do log: este agente não grava o system prompt no log de sessão.)
err-log-no-message = (O log não registra nenhuma mensagem.)
err-log-went-on = (O harness do log seguiu em frente sem uma nova mensagem.)
err-log-summary-encrypted = (O resumo está criptografado: só o provedor consegue lê-lo.)
err-log-summary-missing = (O log não registra o resumo.)
# The prompt a sub-agent started with.
err-log-no-prompt = (O log não registra nenhum prompt.)
# Shown in place of a hook's command. Keep the round bracket "(" (ASCII) first: it tells the page
# this is no command.
err-log-no-command = (o log não informa o comando)
err-log-no-reply = (O log termina aqui: não registra nenhuma resposta a esta mensagem.)
err-log-no-reason = (o log não registra nenhum motivo)
# A failed request the log records without its message: $status is its HTTP status code.
err-log-api-error = Erro de API { $status }
err-log-api-error-unknown = Erro de API
# In a tool's result, where a tool search loaded a tool's definition: $tool is the tool's name.
err-log-tool-schema = [o schema de { $tool } entra na requisição aqui; o log não guarda o texto dele]
err-log-tool-schema-unnamed = [o schema de uma ferramenta entra na requisição aqui; o log não guarda o texto dele]

## What the log's harness added to the requests on its own, as the replay labels it
# $label is one of the err-log-note-… messages below (or the log's own name for it), $text what
# the harness added.
err-log-note = { $label }: { $text }
err-log-note-skills-listed = skills listadas
err-log-note-skills-put-back = skills repostas
err-log-note-tools-listed = ferramentas listadas pelo nome
err-log-note-memory-file = um arquivo de memória
err-log-note-agents-listed = agentes listados
err-log-note-mcp-instructions = instruções dos servidores MCP
err-log-note-todo-list = a lista de tarefas
err-log-note-file-before-compaction = um arquivo lido antes da compactação
err-log-note-file = um arquivo
err-log-note-note = uma nota
err-log-note-environment = o ambiente
err-log-note-agents-md = arquivo de memória AGENTS.md
err-log-note-policy = política de aprovação e de sandbox
err-log-note-skill = uma skill
err-log-note-instructions = as instruções do harness
err-log-note-command = um comando e a saída dele
err-log-note-notification = o aviso de uma tarefa em segundo plano

## A live model's server that fails to answer
# Shown where the run stops or retries. Most messages below come without their final full stop:
# err-sentence adds it. $snippet is the start of what the server sent, $status an HTTP status code,
# $model the model's name as the server gave it.
# Ends an error message: $text is the message without its final full stop.
err-sentence = { $text }.
err-live-ended-early = O stream terminou antes de o modelo concluir a resposta
err-live-html-stream = O servidor respondeu com uma página HTML em vez de um stream de eventos; verifique a URL base
err-live-unreadable-json = O servidor respondeu com um JSON que não pôde ser lido (`{ $snippet }`)
err-live-event-not-json = O servidor enviou um evento que não é JSON (`{ $snippet }`)
err-live-http-404-model = O modelo `{ $model }` não foi encontrado (HTTP 404)
# $lead is one of the HTTP messages below; $detail the server's own explanation, in its words.
err-live-http-detail = { $lead }: { $detail }
err-live-http-html = { $lead }; ele enviou uma página HTML em vez de um erro em JSON

## A server of the Chat Completions API (OpenAI, Ollama, vLLM…)
# $message is the server's own explanation, in its words.
err-openai-server-error = O servidor informou um erro: { $message }
err-openai-not-chunk = O servidor enviou um evento que não é um chunk de chat completion (`{ $snippet }`)
err-openai-http-401 = O servidor recusou a chave de API (HTTP 401)
err-openai-http-403 = O servidor negou o acesso com esta chave de API (HTTP 403)
err-openai-http-404 = O modelo ou o caminho do endpoint não foi encontrado (HTTP 404); verifique a URL base (que costuma terminar em /v1) e o nome do modelo
err-openai-http-timeout = O tempo de resposta do servidor se esgotou (HTTP { $status })
err-openai-http-413 = A requisição era grande demais para o servidor (HTTP 413)
err-openai-http-429 = O servidor está limitando a taxa de requisições (HTTP 429); espere e tente de novo
err-openai-http-rejected = O servidor rejeitou a requisição (HTTP { $status })
err-openai-http-500 = O servidor teve um erro interno (HTTP 500)
err-openai-http-unavailable = O servidor está indisponível ou sobrecarregado (HTTP { $status }); tente de novo mais tarde
err-openai-http-failed = O servidor falhou (HTTP { $status })
err-openai-http-other = O servidor respondeu com HTTP { $status }
# The request got no answer at all. $url is the address asked, $origin this page's origin; the
# message is whole, with its full stops.
err-openai-unreachable = Não foi possível acessar { $url }. O servidor está rodando e permite requisições desta página ({ $origin })? No caso do Ollama, inicie-o com OLLAMA_ORIGINS={ $origin }; um endpoint hospedado precisa da URL base dele, que costuma terminar em /v1.

## Anthropic's Messages API
err-anthropic-not-event = O servidor enviou um evento que não é um evento da Messages API (`{ $snippet }`)
err-anthropic-json-document = O servidor respondeu com um único documento JSON em vez de um stream de eventos
# $text is the API's own explanation, $kind its type of error (overloaded_error…).
err-anthropic-api-error = A API informou um erro: { $text }
err-anthropic-api-error-kind = A API informou um erro: { $text } ({ $kind })
err-anthropic-http-400 = A API rejeitou a requisição (HTTP 400)
err-anthropic-http-401 = A API recusou a chave de API (HTTP 401); verifique a chave
err-anthropic-http-402 = A conta tem um problema de cobrança (HTTP 402)
err-anthropic-http-403 = A chave de API não tem permissão para usar este modelo ou recurso (HTTP 403)
err-anthropic-http-404 = O modelo ou o caminho do endpoint não foi encontrado (HTTP 404); verifique a URL base (como https://api.anthropic.com/v1) e o nome do modelo
err-anthropic-http-timeout = O tempo de resposta da API se esgotou (HTTP { $status }); tente de novo
err-anthropic-http-413 = A requisição é maior do que a API aceita (HTTP 413)
err-anthropic-http-429 = A API está limitando a taxa de requisições desta chave (HTTP 429); espere e tente de novo
err-anthropic-http-500 = A API teve um erro interno (HTTP 500); tente de novo
err-anthropic-http-529 = A API está sobrecarregada (HTTP 529); tente de novo em instantes
err-anthropic-http-failed = A API falhou (HTTP { $status }); tente de novo
err-anthropic-http-other = A API respondeu com HTTP { $status }
# "refusal" is the API's stop reason; $why the model's explanation, in its words.
err-anthropic-refusal = O modelo se recusou a responder (stop reason: refusal)
err-anthropic-refusal-why = O modelo se recusou a responder (stop reason: refusal): { $why }
# As err-openai-unreachable, for Anthropic's API.
err-anthropic-unreachable = Não foi possível acessar { $url }. Verifique a URL base (https://api.anthropic.com/v1 para a API da Anthropic) e a rede; um proxy no meio do caminho precisa permitir requisições desta página ({ $origin }).
