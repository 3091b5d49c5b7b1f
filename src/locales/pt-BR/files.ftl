# Opening and saving: session logs, scenario files, hosted files, the live model, sharing, the keyboard help.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Opening a session log (the log reader)
# Beside the progress bar while a log is read; $percent is a whole number.
files-reading = Lendo seu log… { $percent } %
files-open-log = Abrir log de sessão
files-open-folder = Abrir uma pasta de logs
# $why is one of the two messages below.
files-reader-not-loaded = Não foi possível carregar o leitor de logs: { $why }. Verifique a conexão e tente de novo; o resto da página funciona como antes.
files-reader-not-started = o navegador não quis iniciá-lo
files-reader-files-not-loaded = os arquivos dele não puderam ser carregados
# $name is the file's name or path.
files-file-unreadable = Não foi possível ler { $name }: o navegador se recusou a abri-lo. Nada foi carregado.
# $problem is the log reader's own explanation.
files-log-not-opened = Esse log não foi aberto: { $problem }
files-reader-stopped = O leitor de logs parou durante a leitura. Nada foi carregado.
# $format is the log's format as the reader names it, e.g. "Claude Code 2.1 (sub-agents in <session>/subagents/)".
files-log-opened =
    { $files ->
        [one] { $files } arquivo aberto ({ $format }). Ele fica só nesta página: uma execução importada não tem link para compartilhar.
       *[other] { $files } arquivos abertos ({ $format }). Eles ficam só nesta página: uma execução importada não tem link para compartilhar.
    }

## "Imported session": the summary of an opened log
files-imported-session = Sessão importada
files-imported-read-here = Lida só nesta página: nada dela saiu desta página nem foi armazenado, e uma execução importada não tem link para compartilhar.
# $sessions lists the other sessions, separated by semicolons.
files-imported-other-sessions = Os arquivos também têm outras execuções; abra-os de novo para escolher outra: { $sessions }
files-imported-files-read = Arquivos lidos
files-imported-not-in-log = Fora do log, por isso não mostrado
# The figures' labels, in lower case.
files-figure-tool = ferramenta e versão
files-figure-models = modelos
files-figure-started = início
files-figure-requests = requisições ao llm
files-figure-input-uncached = tokens de entrada, fora do cache
files-figure-cache-read = lidos do cache
files-figure-cache-write = gravados no cache
files-figure-input-total = tokens de entrada, total enviado
files-figure-output = tokens de saída
files-figure-cache-misses = cache misses (inferidos)
files-figure-cost = custo a preços de tabela
files-figure-compactions = compactações
files-figure-sub-agents = subagentes
files-figure-tool-calls = chamadas de ferramenta
files-figure-lines-skipped = linhas puladas
files-figure-requests-without-usage = requisições sem números de tokens
# A figure's value when the log has none.
files-not-recorded = não registrado
files-cache-write-not-recorded = não registrado (esta ferramenta não informa)
# $when is a date and time in UTC ("2026-03-01 09:00 UTC"), $duration how long the run took ("4 min 12 s").
files-started-for = { $when }, por { $duration }
files-cache-misses = { $n ->
        [one] { $n } requisição, { $tokens } tokens não lidos do cache
       *[other] { $n } requisições, { $tokens } tokens não lidos do cache
    }
files-output-at-least = { $n } (no mínimo: as contagens finais de algumas respostas não estão no log)
files-lines-skipped-of = { $skipped } de { $read }
# One line per file: $name is the file's name, $read how it was read (the messages below).
files-file-line = { $name }: { $read }
# How each figure of the summary was made, opened from the figure.
files-how-reported-by-log = Informado pelo log do { $tool }, requisição por requisição, e somado aqui.
files-how-requests-claude = Cada resposta que o log registra, contada uma vez pelo id da mensagem (uma resposta escrita em várias linhas é uma requisição só).
files-how-requests-codex = Cada sequência de saída do modelo que o log registra (raciocínio, texto, chamadas de ferramenta sem entrada no meio), com o token_usage_record ou o token_count crescente que vem depois dela; uma sequência que nunca recebeu um (o turno dela parou ou falhou antes) também conta, então este número pode ser maior que as próprias linhas de token_count do log.
files-how-requests-split = { $with } com números de tokens + { $without } sem = { $total }
files-how-no-usage = Sem números de tokens, conforme mostram os eventos que vêm depois delas: { $causes }.
files-no-usage =
    { $cause ->
        [interrupted] { $n } por interrupção do usuário antes de a contagem ser gravada
        [failed] { $n } por um erro da API
        [compacted] { $n } por uma compactação antes da contagem
        [log-ended] { $n } no fim do log, com a execução ainda em andamento ou o arquivo cortado
        [none-recorded] { $n } em um log que não registra números de tokens
       *[unknown] { $n } sem contagem e sem motivo informado
    }
files-how-uncached-claude = A soma do input_tokens de cada requisição: a parte que não foi lida do cache nem gravada nele. A API da Anthropic e o ccusage chamam isso de "input".
files-how-uncached-codex = { $total } input_tokens − { $read } cached_input_tokens = { $uncached }: o Codex conta a parte em cache dentro da entrada, então a parte fora do cache é a diferença.
files-how-read-claude = A soma do cache_read_input_tokens de cada requisição.
files-how-read-codex = A soma do cached_input_tokens de cada requisição: parte do input_tokens do Codex, não somada a ele.
files-how-write-claude = A soma do cache_creation_input_tokens de cada requisição, informada pelo log.
files-how-write-codex = O cache da OpenAI guarda prefixos por conta própria e não informa quanto gravou, então nenhum número é mostrado: não é 0, é desconhecido.
files-how-total-claude = { $uncached } fora do cache + { $read } lidos do cache + { $written } gravados nele = { $total } tokens enviados.
files-how-total-codex = { $uncached } fora do cache + { $read } lidos do cache = { $total } tokens enviados: o próprio input_tokens do Codex.
files-how-total-compare = Outras ferramentas podem chamar qualquer um dos dois números de "input": compare a parte fora do cache com o Input do ccusage, e este total com o que as requisições levaram.
files-how-output-claude = A soma do output_tokens de cada requisição.
files-how-output-codex = A soma do output_tokens de cada requisição, incluindo o raciocínio.
files-how-unread-writes = { $tokens } tokens gravados no cache não foram lidos pela requisição seguinte da sessão deles.
files-how-misses-inferred = Inferido: uma requisição que leu pelo menos 1.024 tokens a menos do que a requisição anterior gravou teve um cache miss; os eventos do log (uma compactação, uma troca de modelo, uma pausa maior que o tempo de vida do cache, de cinco minutos ou de uma hora quando o log registra gravações de uma hora, o início de um subagente) dizem o motivo quando podem.
files-lines-read =
    { $n ->
        [0] { $n } linhas lidas
        [one] { $n } linha lida
       *[other] { $n } linhas lidas
    }
# $reasons lists why, each made by one of the files-skip-… messages, separated by commas.
files-lines-read-skipped =
    { $n ->
        [0] { $n } linhas lidas, { $skipped } puladas: { $reasons }
        [one] { $n } linha lida, { $skipped } pulada: { $reasons }
       *[other] { $n } linhas lidas, { $skipped } puladas: { $reasons }
    }
# Why $n lines of a log were skipped.
files-skip-not-json = { $n } que não são JSON
files-skip-not-text = { $n } que não são texto
files-skip-cut-off = { $n } cortadas no fim do arquivo
files-skip-unknown-kind = { $n } de um tipo desconhecido
files-skip-newer-version = { $n } de um tipo de uma versão mais nova
files-skip-duplicate = { $n } duplicadas
files-skip-replayed-history = { $n } que repetem o histórico da sessão pai
files-skip-warmup = { $n } de um subagente de aquecimento
files-skip-bookkeeping = { $n } de controle interno do app
files-skip-shown-to-you-only = { $n } mostradas só a você, nunca enviadas ao modelo
files-skip-hook-not-run = { $n } de hooks em momentos que a página não executa (PreCompact, SessionEnd…) ou dentro de subagentes
files-skip-undone =
    { $n ->
        [one] { $n } desfeita por um retrocesso (rewind) posterior
       *[other] { $n } desfeitas por um retrocesso (rewind) posterior
    }
# Another session in the files: $name is its title or id, $when when it started (or files-no-date).
files-other-session = { $name } ({ $when })
files-no-date = sem data
# What a Claude Code log does not record.
files-claude-no-system-prompt = o system prompt e os schemas das ferramentas
files-claude-no-permissions = as perguntas e respostas de permissão, exceto uma recusa: as outras chamadas aparecem como permitidas, sem registro de como
files-claude-no-stream = os pequenos eventos do stream: cada bloco da resposta chega inteiro
files-claude-no-thinking = o texto do thinking, do qual o log guarda só uma assinatura
# What a Codex log does not record.
files-codex-no-schemas = os schemas das ferramentas
files-codex-no-approvals = as perguntas e respostas de aprovação, exceto uma recusa: as outras chamadas aparecem como permitidas, sem registro de como
files-codex-no-stream = os pequenos eventos do stream, e os tokens gravados no cache
files-codex-no-reasoning = o raciocínio, exceto o resumo dele

## The page's notices
# $model is the model's name as typed in the Live model dialog.
files-live-on = Ao vivo: digite uma mensagem abaixo para enviá-la a { $model }.
files-live-still-running = A execução ao vivo ainda está em andamento: espere a resposta ou aperte Parar.
# $name is the file's name, or a hosted file's address.
files-loaded = { $name } carregado.
# $problem says what is wrong with the file, in the scenario reader's words.
files-file-not-loaded = Esse arquivo não foi carregado: { $problem }
# The permission mode was switched during a live run; $mode is the mode's name in the settings.
files-live-mode-next =
    { $mode ->
        [acceptEdits] Modo de aceitar edições: uma execução ao vivo não pode ser rodada de novo, então o modo vale a partir da sua próxima mensagem.
        [plan] Modo de planejamento: uma execução ao vivo não pode ser rodada de novo, então o modo vale a partir da sua próxima mensagem.
        [bypassPermissions] Modo de ignorar permissões: uma execução ao vivo não pode ser rodada de novo, então o modo vale a partir da sua próxima mensagem.
       *[default] Modo padrão: uma execução ao vivo não pode ser rodada de novo, então o modo vale a partir da sua próxima mensagem.
    }
# A tool's rule was set during a live run; $tool is the tool's name, $decision the rule.
files-live-rule-next =
    { $decision ->
        [allow] { $tool } → allow: uma execução ao vivo não pode ser rodada de novo, então esta regra vale a partir da sua próxima mensagem.
        [ask] { $tool } → ask: uma execução ao vivo não pode ser rodada de novo, então esta regra vale a partir da sua próxima mensagem.
       *[deny] { $tool } → deny: uma execução ao vivo não pode ser rodada de novo, então esta regra vale a partir da sua próxima mensagem.
    }
# $problem says what is wrong with the link.
files-link-not-opened = Não foi possível abrir este link: { $problem }. Mostrando o início.
files-link-past-end =
    { $steps ->
        [one] O link pede o passo { $step }, mas esta execução tem { $steps } passo; mostrando o último.
       *[other] O link pede o passo { $step }, mas esta execução tem { $steps } passos; mostrando o último.
    }

## Sharing and saving: the buttons under the diagram and their notices
files-copy-link = Copiar link para este passo
files-copy-embed = Copiar código de incorporação
files-export-trace = Exportar trace (JSON)
files-download-figure = Baixar figura
files-download-png = Baixar figura como PNG
files-save-scenario = Salvar como cenário
files-load-scenario = Carregar arquivo de cenário
files-keep-text = Manter o texto (senão cada texto é substituído pelo tamanho e um hash)
# Why Copy link and Copy embed code are off.
files-no-link-imported = Uma execução importada não pode ser compartilhada por link: ela fica nesta página
files-no-link = Só os cenários embutidos e os arquivos hospedados têm links
files-link-copied = Link para este passo copiado.
files-embed-copied = Código de incorporação copiado.
# When the browser does not allow copying, the text is shown instead: $text is the address.
files-link-not-copied = Copiar não é permitido aqui; o link para este passo é: { $text }
# $text is the HTML code of the frame.
files-embed-not-copied = Copiar não é permitido aqui; o código de incorporação é: { $text }
# $problem is the error, as the program gives it.
files-trace-not-exported = Não foi possível exportar o trace: { $problem }
files-session-not-saved = Não foi possível salvar a sessão: { $problem }
files-file-not-text = Esse arquivo não foi carregado: não foi possível ler { $name } como texto.
# "Download figure" is the button files-download-figure.
files-png-failed = O navegador não conseguiu desenhar a figura como PNG; Baixar figura a salva como SVG.

## The Live model dialog
files-live-model = Modelo ao vivo
files-live-intro = Rode o mesmo harness em um modelo real: um endpoint Chat Completions compatível com OpenAI (OpenAI, OpenRouter ou um servidor local como o Ollama em http://localhost:11434/v1, iniciado com OLLAMA_ORIGINS definido com o endereço desta página), ou a Messages API da Anthropic.
files-live-protocol = Protocolo
files-live-endpoint = Endpoint
# The label of the field for the model's name.
files-live-model-name = Modelo
files-live-key = Chave de API
# Shown inside the empty API key field.
files-live-key-optional = opcional para um servidor local
files-live-key-note = A chave fica na memória desta página e vai do seu navegador direto para este endpoint; ela nunca é salva, registrada em log nem colocada em um link.
files-live-idle = Timeout de inatividade (segundos)
files-live-idle-note = Um stream que não manda nada por esse tempo é abandonado e tentado de novo, como um que caiu.
files-live-use = Usar este modelo
files-live-cancel = Cancelar

## The Keyboard shortcuts dialog
files-keyboard-shortcuts = Atalhos de teclado
files-keys-where = As teclas funcionam sempre que o foco não está em um campo de texto.
# The keys' names, as printed on a keyboard.
files-key-space = Espaço
files-key-page-up-down = Page Up / Page Down
files-key-home = Home
files-key-end = End
files-key-escape = Esc
# What each key does.
files-key-play = Reproduzir ou pausar
# "Step by" is the stepper's control of that name.
files-key-step = Passo anterior / próximo (por evento, requisição ao llm ou prompt, conforme Avançar por)
files-key-chapter = Capítulo anterior / próximo: um prompt, um subagente, uma compactação, um problema
files-key-first = Primeiro passo
files-key-last = Último passo
files-key-stop = Parar a execução enquanto está em andamento
files-key-help = Mostrar estas teclas
files-key-predict = Responder à pergunta do modo Prever
files-close = Fechar

## The embed API: why a command from the page that embeds this one was refused
# $kind is what the command looked for (the API's own word); $step a step number.
files-embed-none-after =
    { $kind ->
        [question] não há pergunta depois do passo { $step }
        [tool] não há ferramenta depois do passo { $step }
       *[compaction] não há compactação depois do passo { $step }
    }
files-embed-no-question = não há pergunta a responder no passo { $step }

## Save as scenario of an imported log, with its text hidden
# The title of the file saved.
files-redacted-title = Uma sessão com texto oculto
# Stands in the file for each hidden text: its length in characters and a short hash ($hash, six hex digits) that tells equal texts apart.
files-redacted-text = [{ $n } caracteres · { $hash }]

# The two groups of buttons under the diagram (summaries of a disclosure).
files-group-share = Compartilhar e exportar
files-group-open = Abrir sua própria execução

# The live-model dialog's checks of what the reader typed ($example: a sample value; $given:
# what was typed, shown as is).
live-choose-protocol = Escolha um protocolo.
live-bad-endpoint = O endpoint precisa ser um endereço web que comece com http:// ou https://, como { $example }; foi informado "{ $given }".
live-name-model = Informe o nome do modelo, como { $example }.
live-bad-idle-timeout = O timeout de inatividade é um número de segundos de 0,1 a 3600, como 60; foi informado "{ $given }".
# Shown under the API key field for Anthropic's protocol.
live-key-in-page = A API da Anthropic só responde a uma página web quando a requisição diz anthropic-dangerous-direct-browser-access: true. O nome é um aviso: a chave de API fica na página, e qualquer script rodando nela poderia ler a chave e gastar com ela. Esta página mantém a chave só na memória, nunca a armazena e só a envia ao endpoint que você informou. Use uma chave que você possa revogar, com limite de gastos.
# What is wrong with a link (shown in a notice; the quoted values are the link's own).
link-bad-reply = a resposta { $reply } do link não é once, always nem decline
link-reply-no-client = a resposta { $reply } do link não indica nenhum cliente
link-not-text = o { $key } do link não é um texto válido
link-src-not-address = o src do link não é um endereço
link-bad-step = o step { $step } do link não é um número de passo
link-bad-stop = o stop { $stop } do link não é um número de passo
link-bad-rule = a regra { $rule } do link não está no formato tool:decision
link-rules-not-text = as regras do link não são um texto válido
link-bad-decision = a decisão { $decision } da regra do link não é allow, ask nem deny
link-bad-mode = o modo { $mode } do link não é default, acceptEdits, plan nem bypassPermissions
# A scenario file named by ?src= (an address).
hosted-loading = Carregando o cenário em { $url }…
hosted-unreachable = não foi possível acessar o endereço (a rede falhou, ou o servidor dele não permite que outros sites o leiam: CORS)
hosted-status = o servidor respondeu { $status }
hosted-not-text = não foi possível ler a resposta como texto
hosted-not-loaded = O cenário em { $url } não foi carregado: { $why }. Mostrando o início.
# What an imported run cost at its models' list prices.
cost-usd = US$ { $amount }
cost-no-model = nenhum modelo registrado
cost-parts = { $uncached } de entrada fora do cache + { $read } de leituras do cache + { $written } de gravações no cache (5 minutos) + { $written_hour } de gravações no cache (1 hora) + { $output } de saída = { $total }
cost-saved = Os mesmos tokens sem cache teriam custado { $without }: o cache economizou { $saved }.
cost-cost-more = Os mesmos tokens sem cache teriam custado { $without }: o cache custou { $more } a mais (as gravações dele custaram mais do que as leituras economizaram).
cost-miss = Os cache misses com a causa "{ $cause }" custaram { $extra } a mais do que ler esses tokens do cache teria custado.
cost-unpriced =
    { $n ->
        [one] Nenhum preço conhecido para { $model } (1 requisição): ficou fora da soma.
       *[other] Nenhum preço conhecido para { $model } ({ $n } requisições): ficou fora da soma.
    }
cost-source = Preços de tabela de { $source }, obtidos em { $date }; o que você pagou pode ser diferente (uma assinatura, descontos, preços de batch ou regionais).
cost-unknown = desconhecido: não há preço conhecido para os modelos usados
cost-at-least = no mínimo { $amount }
cost-loading = carregando a tabela de preços…
cost-no-table = desconhecido: não foi possível carregar a tabela de preços ({ $why })
cost-request = Custo: { $amount } pelo preço de tabela de { $model } vigente em { $date }.
cost-request-unpriced = Nenhum preço conhecido para { $model }.
cost-request-no-model = Nenhum modelo está registrado para esta requisição, então ela não tem preço (um llm com respostas pré-escritas não é um modelo real).
cost-decimal = { $whole },{ $fraction }
