# The readers of other agents' logs: what each format is called, what its figures mean, what it
# does not record. One section per format; keep the sections in this order.

## Gemini CLI

log-format-gemini-jsonl = Chat do Gemini CLI, JSON Lines (vale o último registro de cada mensagem)
log-format-gemini-json = Chat do Gemini CLI, um único documento JSON (antes da 0.39)
log-format-gemini-both = Chats do Gemini CLI, documentos JSON e JSON Lines
log-gemini-no-call = a sessão pai foi lida, mas nenhuma chamada dela a nomeia (`agentId`)
log-gemini-parent-missing = a sessão pai { $parent } não está nos arquivos lidos
log-gemini-parent-unknown = o log não diz qual sessão a iniciou
# (end of Gemini CLI)

## opencode

log-format-opencode = exportação do opencode (JSON, uma sessão por arquivo)
log-format-opencode-file = exportação do opencode {$version}
log-opencode-parent-missing = a sessão pai {$parent} não está nos arquivos lidos

# (end of opencode)

## Antigravity CLI

log-format-antigravity = Transcrição do Antigravity CLI, JSON Lines (um passo por linha; sem contagem de tokens)
log-antigravity-parent-unknown = o passo que iniciou este subagente não está nos arquivos lidos

# (end of Antigravity CLI)

## GitHub Copilot CLI

log-format-copilot = events.jsonl do Copilot CLI (tokens de saída por chamada; tokens de entrada e de cache por modelo para a sessão inteira, de session.shutdown)
log-copilot-parent-unknown = a chamada que iniciou o subagente { $agent } não está nos arquivos lidos
log-copilot-compaction-failed = a compactação falhou (nenhum motivo registrado)

# (end of GitHub Copilot CLI)

## OpenTelemetry

log-format-otlp = Traces do OpenTelemetry (JSON OTLP: spans unidos em uma árvore por trace, tokens somados apenas nos spans de chamadas ao modelo)
log-format-otlp-file-genai = Traces do OpenTelemetry, convenções semânticas GenAI (JSON OTLP)
log-format-otlp-file-claude = Traces do Claude Code (spans beta, JSON OTLP)
log-format-otlp-file-events = Eventos do Claude Code (logs OTLP em JSON)
log-format-otlp-file-other = JSON OTLP sem spans de GenAI nem do Claude Code
log-otlp-text-not-recorded = (texto não registrado)
log-otlp-call-failed = A chamada ao modelo falhou; o trace não registra nenhuma mensagem.

# (end of OpenTelemetry)

## Runs in a folder: the picker

# One run of a folder, in the list to pick from: "Gemini CLI 0.21.0 · fix the tests · 2026-03-01 09:00 UTC · 14 llm requests, 2 sub-agents". $tool is the tool's name and version, $name the run's title or the start of its first prompt, $when a date.
logs-run-choice = { $tool } · { $name } · { $when } · { $requests ->
        [one] 1 requisição ao llm
       *[other] { $requests } requisições ao llm
    }{ $agents ->
        [0] {""}
        [one] , 1 subagente
       *[other] , { $agents } subagentes
    }
# A run with neither a title nor a prompt.
logs-run-unnamed = (sem título, sem prompt)
# The picker's heading, when a folder (or several files) hold several runs.
logs-choose-heading = Estes arquivos têm { $runs } execuções. Escolha uma para acompanhar passo a passo:
logs-choose-note = As mais recentes primeiro, de todas as ferramentas encontradas. Elas foram lidas aqui; nada saiu da página.

# (end of the picker)

## What the summary says of these formats' figures

# How a figure was made: the sum of one field of the log, named as the log names it ($field, e.g. "tokens.cache.read").
logs-how-sum = A soma do { $field } de cada requisição.
# As files-how-uncached-codex, for another tool whose input figure holds the cached part. $input and $cached are the log's field names.
logs-how-uncached-inside = { $total } { $input } − { $read } { $cached } = { $uncached }: { $tool } conta a parte em cache dentro da entrada, então a parte fora do cache é a diferença.
# The same, for a tool whose input figure holds the cache writes too. $writes is the log's field name for them.
logs-how-uncached-inside-writes = { $total } { $input } − { $read } { $cached } − { $written } { $writes } = { $uncached }: { $tool } conta o que foi lido do cache e gravado nele dentro da entrada, então a parte fora do cache é a diferença.
# A tool that reports no cache writes.
logs-how-write-unknown = { $tool } não informa quanto gravou no cache, então nenhum número é mostrado: não é 0, é desconhecido.
logs-how-total-no-writes = { $uncached } fora do cache + { $read } lidos do cache = { $total } tokens enviados.
# A log with no token figures at all.
logs-how-no-tokens = O log do { $tool } não registra nenhum número de tokens, então nenhum é mostrado: não é 0, é desconhecido.
logs-how-requests-gemini = Cada resposta do modelo (mensagem "gemini"), contada uma vez: uma mensagem reescrita à medida que mudava é lida na sua última versão.
logs-how-requests-opencode = Cada etapa de uma mensagem do assistente (step-start … step-finish), com os tokens que o step-finish dela informa.
logs-how-requests-antigravity = Cada passo PLANNER_RESPONSE da transcrição.
logs-how-requests-copilot = Cada turno do assistente (assistant.turn_start … assistant.turn_end).
logs-how-requests-otel = Cada span de inferência (chat, generate_content, text_completion ou o claude_code.llm_request do Claude Code).
logs-gemini-no-system-prompt = o system prompt e os schemas das ferramentas
logs-gemini-no-approvals = as perguntas e respostas de aprovação: uma chamada que você recusou aparece como cancelada, sem registro de como
logs-gemini-no-retries = o que aconteceu entre as novas tentativas de uma requisição
logs-opencode-no-system-prompt = o system prompt (a menos que a sessão o substitua) e os schemas das ferramentas
logs-opencode-no-permissions = as perguntas de permissão: uma recusa aparece como uma chamada que falhou, com as palavras da recusa, e uma resposta "sempre" fica guardada como uma regra à parte da sessão
logs-opencode-no-stream = os pequenos eventos do stream: cada parte chega inteira
logs-antigravity-no-tokens = os números de tokens: não se sabe o tamanho, o cache nem a saída de nenhuma requisição
logs-antigravity-no-system-prompt = o system prompt e os schemas das ferramentas
logs-antigravity-no-permissions = as perguntas e respostas de permissão
logs-copilot-no-per-call-input = os números de entrada e de cache de cada requisição: o Copilot CLI grava só os tokens de saída por requisição, e a entrada, o cache e a saída da sessão inteira, por modelo, quando a sessão termina
logs-copilot-no-schemas = os schemas das ferramentas
logs-copilot-no-stream = os pequenos eventos do stream e os eventos de uso por requisição, que o Copilot CLI não grava em disco
logs-otel-no-content = o texto das mensagens, a menos que o agente tenha sido configurado para registrá-lo (o OpenTelemetry o deixa de fora por padrão): a execução avança passo a passo pela estrutura e pelos números dela
logs-otel-no-system-prompt = o system prompt e os schemas das ferramentas, a menos que tenham sido registrados como conteúdo
logs-otel-no-permissions = as perguntas de permissão, exceto as decisões de ferramenta do Claude Code

# Copilot CLI reports input and cache tokens only for a whole session, per model, when it ends.
logs-how-per-session = Informado pelo log do { $tool } para cada sessão inteira, por modelo, quando ela terminou (modelMetrics do session.shutdown), não requisição por requisição: somado aqui.
logs-how-output-only =
    { $n ->
        [one] { $n } das requisições sem números de tokens informa só os tokens de saída ({ $tool } grava só esses por requisição).
       *[other] { $n } das requisições sem números de tokens informam só os tokens de saída ({ $tool } grava só esses por requisição).
    }
# A trace file's report counts spans and log records, not lines. $unit is one of: spans, log-records, spans-and-log-records.
logs-records-read = { $unit ->
        [spans] { $n ->
            [0] { $n } spans lidos
            [one] { $n } span lido
           *[other] { $n } spans lidos
        }
        [log-records] { $n ->
            [0] { $n } registros de log lidos
            [one] { $n } registro de log lido
           *[other] { $n } registros de log lidos
        }
       *[other] { $n } spans e registros de log lidos
    }
logs-records-read-skipped = { $unit ->
        [spans] { $n ->
            [0] { $n } spans lidos, { $skipped } pulados: { $reasons }
            [one] { $n } span lido, { $skipped } pulados: { $reasons }
           *[other] { $n } spans lidos, { $skipped } pulados: { $reasons }
        }
        [log-records] { $n ->
            [0] { $n } registros de log lidos, { $skipped } pulados: { $reasons }
            [one] { $n } registro de log lido, { $skipped } pulados: { $reasons }
           *[other] { $n } registros de log lidos, { $skipped } pulados: { $reasons }
        }
       *[other] { $n } spans e registros de log lidos, { $skipped } pulados: { $reasons }
    }
# The summary's "lines skipped" figure when a trace file counts spans or log records.
logs-records-skipped-of = { $skipped } de { $read } (linhas, spans ou registros de log)

# (end of the summary's words)
