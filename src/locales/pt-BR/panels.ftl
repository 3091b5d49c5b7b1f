# The panels under the diagram: session, turn, context and its cache, agent, permissions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The section and its panels
panel-data-title = Os dados por trás deste passo
# $system: the tokens of the typical system prompt the page assumes (2300).
panel-data-note = Cada painel é uma parte do estado do harness e se atualiza conforme você avança. As contagens de tokens são estimativas: cerca de 4 caracteres por token, mais um system prompt típico de { $system } tokens.
# Each panel's heading: the part of the harness's state it shows.
panel-name =
    { $name ->
        [llm] llm
        [context] contexto
        [session] sessão
        [turn] turno
        [agent] agente
        [permission] permissão
       *[other] { $name }
    }
# A badge on a panel (and a field) whose data changed at this step.
panel-changed = mudou
# Counts used inside other sentences.
panel-n-messages =
    { $n ->
        [0] { $n } mensagens
        [one] { $n } mensagem
       *[other] { $n } mensagens
    }
panel-n-tools =
    { $n ->
        [0] { $n } ferramentas
        [one] { $n } ferramenta
       *[other] { $n } ferramentas
    }

## The llm panel
panel-llm-waiting = Esperando a primeira requisição.
# The request the llm panel speaks of, put in the sentences below as $what.
panel-llm-summary-request = a requisição de resumo
panel-llm-turn-request = a requisição do turno { $n }
panel-llm-thinking = Pensando: { $what } chegou; nada foi enviado em streaming ainda.
panel-llm-streaming = Fazendo streaming da resposta a { $what }:
panel-llm-finished = Terminou a resposta a { $what }. O llm não guarda nada entre requisições.
panel-llm-broken = O stream da resposta a { $what } caiu:
panel-llm-cancelled = O runner fechou o stream da resposta a { $what }:
# Event lines, shown as code: `cut` and `usage` are the event's names.
panel-llm-event-cut = cut: limite de tokens do provedor
# $prompt and $cached: the figures as the provider sent them.
panel-llm-event-usage = usage { $prompt } prompt, { $cached } em cache
panel-llm-earlier =
    { $n ->
        [one] { $n } evento anterior a estes, não listado
       *[other] { $n } eventos anteriores a estes, não listados
    }

## The context panel
panel-context-total = { $tokens } tok
panel-context-figures = { $cached } lidos do cache · { $written } gravados nele · { $uncached } fora do cache
# Before a request goes out: what it would do if sent now.
panel-context-figures-next = se enviada agora: { $cached } seriam lidos do cache · { $written } gravados nele · { $uncached } fora do cache
panel-context-window = { $percent }% da janela de contexto de { $window } tokens
# A part of the stacked bar, on hover: $kind is one of panel-source's names.
panel-context-segment = { $kind }: { $tokens } tok
panel-context-bar = { $cached } de { $total } tokens são lidos do cache de prompt
panel-context-kinds = Tokens por tipo
panel-context-breakpoint = breakpoint de cache
# The kinds of content a request carries.
panel-source =
    { $source ->
        [system] system prompt
        [instructions] instruções
        [tools] ferramentas
        [summary] resumo
        [user] usuário
        [assistant] assistente
        [result] resultado da ferramenta
        [reminder] lembrete
        [memory] memória
        [skill-list] descrições de skills
        [skill] corpos de skills
        [tool-names] nomes de ferramentas
       *[tool-schemas] schemas de ferramentas
    }
panel-chart-caption = por requisição: tokens em cache / fora do cache
# Which request the context panel's figures are of.
context-caption-summary = o que a requisição de resumo leva, em ordem
context-caption-turn = tudo o que o llm lê neste turno, em ordem
context-caption-next = o que a próxima requisição leva até agora, em ordem
context-caption-first = o que a primeira requisição vai levar, em ordem
context-system-prompt = system prompt típico
context-instructions-of = instruções de { $agent }
# $n is at least 1.
context-earlier-messages = { $n } mensagens anteriores
# The thread's messages, each labelled by who wrote it; $text is the message, cut short.
context-user = usuário: { $text }
context-summary = resumo: { $text }
context-reminder = lembrete: { $text }
# A note the harness added (memory file, skill list, tool names or schemas): its own first
# words, as the llm reads them, which stay as they are; a language may add a prefix.
context-note = { $text }
context-assistant = assistente: { $text }
# $tools: the tool names, comma separated.
context-assistant-asks = assistente pede { $tools }
# $call: the tool call's id.
context-result = resultado de { $call }: { $output }
# The instruction the runner adds at the end of a summary request.
context-runner-block = o runner: { $text }
# $source: the log's program (Claude Code, Codex…); $read: what it reported (tokens read, cached, written).
context-origin-log = informado pelo log do { $source } para esta requisição: { $read }; os números acima são a estimativa desta página, que não consegue contar o system prompt e os schemas de ferramentas que o log não guarda
context-origin-server = informado pelo servidor para a última requisição: { $read }; os números acima são a estimativa desta página
context-origin-estimate = estimado: cerca de 4 caracteres por token, mais um system prompt típico de { $system } tokens
# Where a cache breakpoint sits in the request, and the tokens of the prefix it ends.
context-breakpoint-tools = depois das ferramentas: os primeiros { $tokens } tokens
context-breakpoint-instructions = depois das instruções: os primeiros { $tokens } tokens
# $part: the label of the thread's last message.
context-breakpoint-thread = no fim da thread ({ $part }): os primeiros { $tokens } tokens
# A request in the per-request chart.
context-bar-summary = resumo
context-bar-turn = turno { $n }
context-bar-try = turno { $n }, tentativa { $attempt }

## The prompt cache, in the context panel
cache-breakpoints-caption = breakpoints de cache (cache_control) nesta requisição
cache-report-caption = o cache da última requisição, em tokens
# The table's columns: what, the page's model of it, what the provider reported.
cache-column-tokens = tokens
cache-column-model = simulação da página
cache-column-reported = informado
cache-row-read = lidos do cache
cache-row-written = gravados nele
cache-row-input = entrada, no total
cache-not-reported = não informado
cache-not-reported-openai = não informado: o Chat Completions não tem esse número
cache-model-openai = O cache de prompt aqui imita o da OpenAI: todo prefixo que uma requisição envia vai para o cache, indexado pelo conteúdo, então qualquer requisição anterior desde o Reiniciar conta; nada abaixo de { $min } tokens; contado em blocos de { $step }. As entradas reais expiram depois de alguns minutos sem uso; esta simulação as guarda até o Reiniciar.
cache-model-anthropic = O cache de prompt aqui imita o da Anthropic: só o prefixo até um breakpoint (cache_control) é gravado, e só a partir do mínimo de { $min } tokens do modelo; um breakpoint lê o prefixo mais longo gravado antes, no máximo { $lookback } blocos antes dele; os tokens são contados de forma exata. As entradas reais duram 5 minutos desde o último uso (uma leitura as renova); esta simulação as guarda até o Reiniciar.
# $differences: one or two of the cache-differ-… phrases; $reasons: one or two sentences that may explain them.
cache-verdict-differ = Os dois divergem: { $differences }. { $reasons }
cache-differences-both = { $first }, e { $second }
cache-differ-read-none = o provedor não leu nada do cache dele onde a simulação da página lê { $tokens }
cache-differ-wrote-none = o provedor não gravou nada no cache dele onde a simulação da página grava { $tokens }
cache-differ-read-some = o provedor leu { $tokens } tokens do cache dele onde a simulação da página não lê nenhum
cache-differ-wrote-some = o provedor gravou { $tokens } tokens no cache dele onde a simulação da página não grava nenhum
cache-why-expired-anthropic = Uma entrada pode ter expirado (depois de 5 minutos sem uso; a simulação guarda as entradas até o Reiniciar), ou o prefixo fica abaixo do mínimo do modelo pela contagem de tokens do provedor.
cache-why-expired-openai = Uma entrada pode ter expirado (as entradas reais duram minutos, e o cache é feito na base do melhor esforço; a simulação as guarda até o Reiniciar), ou o prefixo fica abaixo do mínimo do modelo pela contagem de tokens do provedor.
cache-why-cached-already = O prefixo até o último breakpoint já estava em cache, ou fica abaixo do mínimo do modelo pela contagem do provedor.
cache-why-under-estimate = A página estima esta requisição em { $estimate } tokens, abaixo do mínimo de { $min } tokens que ela supõe para este modelo; o provedor contou { $counted }.
cache-why-under-minimum = A página supõe que este modelo não guarda nada em cache abaixo de { $min } tokens; o mínimo do provedor para ele pode ser menor, ou o servidor não é o do próprio provedor (um proxy, um mock).
cache-why-shared = O cache é do provedor, indexado pelo conteúdo em todas as requisições feitas com a chave: uma requisição anterior (antes do Reiniciar, ou de outro lugar) pode tê-lo gravado.
cache-agree-nothing = Os dois concordam: nada foi lido do cache nem gravado nele.
cache-agree-amounts = Os dois concordam sobre o que foi lido e gravado. As quantidades diferem porque a página estima os tokens (cerca de 4 caracteres por token), enquanto o provedor conta com o próprio tokenizador e acrescenta tokens seus para as ferramentas.

## The session panel: its fields' names
panel-session-id = id
panel-session-agent = agente
panel-session-status = status
panel-session-thread = thread
panel-session-queued = na fila
panel-session-runs = execuções
panel-session-compacted = compactada
# How many times the thread was compacted.
panel-session-compactions =
    { $n ->
        [0] nunca
        [one] { $n } vez
       *[other] { $n } vezes
    }
panel-sessions-caption = sessões: cada subagente tem a sua

## The turn panel
panel-turn-none = nenhum turno ainda
panel-turn-number = número
panel-turn-request = requisição
panel-turn-carries = leva
panel-turn-events = eventos
# The request's title.
panel-turn-summary = resumo antes do turno { $n }
panel-turn-title = turno { $n }
panel-turn-attempt = turno { $n }, tentativa { $attempt } de { $max }
# What the request carries: $messages and $tools are panel-n-messages and panel-n-tools. "summarize" is the runner's instruction.
panel-turn-carries-summary = instruções + ferramentas + as { $messages } a resumir + "resumir"
panel-turn-carries-thread = instruções + { $tools } + thread de { $messages }

## The agent panel
panel-agent-name = nome
panel-agent-tools = ferramentas
panel-agent-hands-work-to = repassa trabalho a
panel-agent-limits = limites
panel-agent-hooks = hooks
panel-limit-max-turns = máx. de turnos: { $n }
panel-limit-context-window = janela de contexto: { $tokens } tok
# $time: a length of time, such as "30 s".
panel-limit-tool-time = limite de tempo de ferramenta: { $time }
panel-limit-stream-idle = timeout de inatividade do stream: { $time }
# The label before the permission mode's menu; its options are the modes' names in the scenario files, kept as they are.
panel-permission-mode-label = modo de permissão
# The menu's accessible name.
panel-permission-mode = Modo de permissão
panel-rules-caption = regras (mude uma para rodar de novo a partir daqui)
# The menu of one tool's rule; its options (allow, ask, deny) are the words of the scenario files, kept as they are.
panel-rule-for = Regra para { $tool }
# A badge on a rule the user set or saved with Always allow.
panel-rule-saved = salva
# A badge on a rule the permission mode decides.
panel-rule-by-mode =
    { $mode ->
        [acceptEdits] pelo modo de aceitar edições
        [plan] pelo modo de planejamento
        [bypassPermissions] pelo modo de ignorar permissões
       *[default] pelo modo padrão
    }

## The permission panel
panel-permission-none = nada esperando
panel-permission-id = id
panel-permission-asked-by = pedida por
panel-permission-call = chamada
panel-permission-input = entrada
panel-permission-replies = respostas
# The three answers, as the question's buttons say them.
panel-permission-answers = uma vez · sempre · negar

## The scrubber's words for a step (read by screen readers), also the figure's title
# $part, $from, $to: the diagram's parts (runner, llm…); $label: the message.
stepper-step-inside = Passo { $k } de { $n }: { $part }: { $label }
stepper-step-sends = Passo { $k } de { $n }: { $label }, de { $from } para { $to }

## The downloaded figure (an SVG of one step)
# $title: the scenario's title; $message: the step's message in words.
figure-title = Passo { $k } de { $n } de “{ $title }”: { $message }
# $panels: the names of the panels that changed, comma separated.
figure-desc-changed = Mudou neste passo: { $panels }.
figure-desc-link = Link: { $link }
figure-no-panel = Nenhum painel mudou neste passo.
# A panel's heading in the figure: $panel is its name (panel-name).
figure-panel-changed = { $panel } · mudou
figure-lane = subagente: { $name }
figure-lane-unknown = a sessão de um subagente
figure-context-total = { $tokens } tok · { $caption }
figure-context-figures = { $cached } em cache · { $written } gravados · { $uncached } fora do cache
figure-context-window = janela: { $tokens } tok
figure-session-status = status: { $status }
figure-session-thread = thread: { $messages }
figure-session-queued-runs = na fila: { $queued } · execuções: { $runs }
figure-turn-carries = leva: { $request }
figure-turn-events = eventos: { $n }
figure-permission-asked = { $id } pedida por { $agent }
figure-permission-replies = respostas: uma vez · sempre · negar

## The exported trace (JSON): how the run ended
export-ending =
    { $ending ->
        [idle] ociosa
        [waiting] esperando você
       *[broken] quebrada: { $reason }
    }

# A permission mode's name, by its key.
mode-name =
    { $mode ->
        [acceptEdits] modo accept-edits (aceita edições)
        [plan] modo plan (só planejar)
        [bypassPermissions] modo bypass-permissions (sem permissões)
       *[default] modo padrão
    }
# Why a request read from the prompt cache what it read: known exactly on a run of this harness.
cache-cause-first = A primeira requisição: o cache ainda não tinha nada.
cache-cause-below-minimum = Abaixo de { $min } tokens: curta demais para entrar no cache.
cache-cause-extends = Ela leu tudo o que a requisição anterior gravou; só o que foi acrescentado depois é novo.
cache-cause-shared-head = A primeira requisição da sessão dela: leu a parte que outra requisição já tinha gravado (o system prompt, ou as mesmas instruções e ferramentas).
cache-cause-new-prefix = A primeira requisição da sessão dela: nenhuma requisição tinha enviado estas instruções e ferramentas antes.
cache-cause-compacted = Uma compactação reescreveu a thread: no máximo as instruções e as ferramentas podiam ser lidas.
cache-cause-earlier-below-minimum = A requisição anterior era curta demais para ser gravada, então não havia nada para ler.
cache-cause-out-of-reach = O prefixo da requisição anterior está gravado, mas mais de { $lookback } blocos antes do breakpoint desta requisição, longe demais para ela procurar.
# The same, inferred from a session log's figures and events.
cache-inferred-first = Inferido: a primeira requisição do log, então o cache não tinha nada dela (a menos que uma sessão anterior tenha gravado o mesmo início).
cache-inferred-sub-agent = Inferido: a primeira requisição de um subagente; as instruções dele eram novas para o cache.
cache-inferred-read = Inferido: ela leu o que as requisições anteriores gravaram.
cache-inferred-compaction = Inferido: uma compactação reescreveu a thread antes desta requisição; { $missed } tokens que a requisição anterior gravou não foram lidos.
cache-inferred-model = Inferido: o modelo mudou ({ $from } → { $to }) e cada modelo tem o próprio cache; { $missed } tokens não foram lidos.
cache-inferred-expired = Inferido: passaram { $minutes } minutos desde a requisição anterior, mais que o tempo de vida de { $lifetime } minutos do cache; { $missed } tokens não foram lidos.
cache-inferred-unexplained = Inferido: ela leu { $missed } tokens a menos do que a requisição anterior gravou, e o log não diz por quê (uma mudança de ferramentas, de instruções ou de modo causaria isso).
cache-inferred-no-figures = O log não tem números de tokens para esta requisição nem para a anterior, então não dá para dizer nada sobre o que ela leu do cache.
# The short mark of a missed request on the per-request chart, and in the summary's sums.
cache-miss-mark =
    { $cause ->
        [first] primeira requisição
        [below-minimum] curta demais
        [new-prefix] agente novo
        [compaction] compactação
        [earlier-below-minimum] nada gravado
        [out-of-reach] fora de alcance
        [sub-agent] início de subagente
        [model] troca de modelo
        [expired] cache expirado
       *[unexplained] sem explicação
    }
cache-miss-line = { $n } × { $cause }: { $tokens } tokens não lidos do cache
# How a request's figures were made, opened from the per-request chart.
arith-request = { $cached } lidos do cache + { $uncached } não lidos dele = { $total } tokens enviados
arith-written = Dos não lidos, { $written } foram gravados no cache para as próximas requisições.
arith-written-unknown = O que foi gravado no cache não é informado (a OpenAI não informa esse número).
arith-reported-log = Informado pelo log do { $source }.
arith-reported-server = Informado pelo servidor.
arith-estimated = Estimado por esta página: cerca de 4 caracteres por token, e a própria simulação do cache dela.
arith-part = { $tokens } de { $kind }
arith-sum = { $parts } = { $total } tokens
