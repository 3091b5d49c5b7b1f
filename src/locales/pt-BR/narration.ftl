# What the narration says at each step, and the diagram's labels and captions.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Words for times, answers, errors and endings, used across the page

# A length of time in whole seconds ("30 s").
words-seconds = { $s } s
# A length of time in seconds and tenths of a second ("1.5 s", "0.4 s"): write the decimal mark your language uses.
words-seconds-tenths = { $s },{ $tenths } s
# A length of time in minutes and seconds ("2 min 5 s").
words-minutes-seconds = { $min } min { $s } s
# A length of time in hours and minutes ("1 h 4 min").
words-hours-minutes = { $h } h { $min } min
# The answers to a permission question: the names of the chat's three buttons, in lower case, as they appear inside a sentence.
words-answer =
    { $reply ->
        [once] permitir uma vez
        [always] sempre permitir
       *[decline] negar
    }
# A tool result's error flag, in one word or two ("output: timed out").
words-error =
    { $error ->
        [failed] falhou
        [timed-out] tempo esgotado
        [denied] negada
        [declined] recusada
        [interrupted] interrompida
       *[unknown-tool] ferramenta desconhecida
    }
# How a run ended, in one word or two ("done: turn limit").
words-end =
    { $end ->
        [answered] respondida
        [stopped] parada
        [failed] falhou
        [turn-limit] limite de turnos
       *[context-full] contexto cheio
    }
# What the provider reported reading for one request. $read: tokens it carried.
words-tokens-read = { $read } tokens lidos
# $cached: tokens of them read from the provider's prompt cache.
words-tokens-read-cached = { $read } tokens lidos, { $cached } deles do cache de prompt
# $written: tokens this request wrote to the prompt cache.
words-tokens-read-written = { $read } tokens lidos, { $written } gravados no cache
words-tokens-read-cached-written = { $read } tokens lidos, { $cached } deles do cache de prompt, { $written } gravados nele

## The harness's parts, as the diagram's boxes and the narration name them
# These are the harness's concepts, which a learner meets again in articles and code. Use the
# word your language's developers use: an English term may stay (many keep "runner" and
# "session API"; every language keeps `llm`), or a word of your own. Name each part the same
# way here, in the parts' meanings and in every sentence of the narration that mentions it.
part-client = cliente
part-client-2 = cliente 2
part-another-client = outro cliente
part-clients = clientes
part-session-api = API de sessão
part-coordinator = coordenador
part-runner = runner
part-llm = llm
part-tools = ferramentas
part-hooks = hooks
# A second client's name at the start of a sentence ("Client 2 presses Stop.").
part-client-2-start = O cliente 2
part-another-client-start = Outro cliente

## What each part is, shown when a reader hovers a part or opens "What each part is"
diagram-meaning-client = O app de chat em que você digita. Ele chama a API de sessão e mostra o que volta.
diagram-meaning-session-api = A porta de entrada do harness: salva cada mensagem na thread, a conversa que ele guarda, e responde na hora, sem nunca esperar o llm.
diagram-meaning-coordinator = Decide quando uma sessão, uma conversa, roda o loop: uma execução por vez em cada sessão, iniciada quando uma mensagem precisa de resposta.
diagram-meaning-runner = O loop no coração do harness: envia a thread ao llm, executa as ferramentas que o llm pede e dá mais uma volta até o llm responder.
diagram-meaning-llm = O modelo de linguagem. Ele lê uma requisição e escreve texto ou pede uma ferramenta; não consegue executar nada sozinho.
diagram-meaning-tools = Código que o runner executa quando o llm pede: ler um arquivo, rodar os testes. A saída volta para a thread.
diagram-meaning-hooks = Scripts do próprio harness, executados em momentos fixos (antes de uma chamada de ferramenta, quando a execução terminaria). O llm nunca os lê, só o que eles retornam.

## The diagram's caption: the step's message in one line, under the drawing
# Before the first step.
diagram-no-message = Nenhuma mensagem ainda.
# A part sends the arrow's message to another. $from and $to are part names (part-… above),
# $label the arrow's label, $from_part the sender's key (client, clients, session-api,
# coordinator, runner, llm, tools, hooks), so the verb can agree with it.
diagram-caption =
    { $from_part ->
        [tools] { $from } enviam { $label } para { $to }
        [hooks] { $from } enviam { $label } para { $to }
        [clients] { $from } enviam { $label } para { $to }
       *[other] { $from } envia { $label } para { $to }
    }
# The same, in a sub-agent's session; $lane names it ("session_2 · explorer").
diagram-caption-lane =
    { $from_part ->
        [tools] { $from } enviam { $label } para { $to } (subagente { $lane })
        [hooks] { $from } enviam { $label } para { $to } (subagente { $lane })
        [clients] { $from } enviam { $label } para { $to } (subagente { $lane })
       *[other] { $from } envia { $label } para { $to } (subagente { $lane })
    }
# A part does something within itself; $part is its name.
diagram-inside = Dentro de { $part }: { $label }
diagram-inside-lane = Dentro de { $part }: { $label } (subagente { $lane })

## The labels on the diagram's arrows: a few words each, drawn in a small monospace type
# `prompt` is the session API's call and `message` its argument: code.
diagram-label-typed = digitando…
diagram-label-prompt = prompt(message)
# `accepted` is the session API's answer (and a sub-agent's session's).
diagram-label-accepted = accepted
diagram-label-accepted-queued = accepted (na fila)
diagram-label-start-run = iniciar execução
diagram-label-already-running = já em execução
diagram-label-run = executar
diagram-label-keep-going = continuar
# $turn: the turn's number.
diagram-label-request = requisição, turno { $turn }
# $attempt: which try this is (2, 3…).
diagram-label-request-again = requisição, turno { $turn } (tentativa { $attempt })
diagram-label-summarize = resumir
# The llm's reply comes as events: text, tool-call, finish, error, usage.
diagram-label-text = text
# $tool: the tool's name.
diagram-label-tool-call = tool-call { $tool }
diagram-label-finish = finish
diagram-label-error = error
diagram-label-usage = usage
diagram-label-cut = cortada no limite de tokens
diagram-label-run-tool = rodar { $tool }
# $error: a tool result's error flag (words-error).
diagram-label-output-error = saída: { $error }
diagram-label-output = saída
diagram-label-result = resultado da ferramenta
diagram-label-result-error = resultado: { $error }
# The runner asks you whether tool $tool may run.
diagram-label-ask = perguntar: { $tool }?
# The session API passes your answer on to the runner.
diagram-label-resume = a resposta
diagram-label-stop = parar
diagram-label-interrupt = interromper
diagram-label-cancel = cancelar
diagram-label-retry = nova tentativa ({ $attempt } de { $of })
diagram-label-compacted = contexto compactado
# $end: how the run ended (words-end).
diagram-label-ended = encerrada: { $end }
diagram-label-done = concluída
diagram-label-done-end = concluída: { $end }
diagram-label-idle = ociosa
# $agent: the sub-agent's name.
diagram-label-spawn = nova sessão: { $agent }
diagram-label-stop-child = parar o subagente
# $event: the hook event's name, such as PreToolUse: code.
diagram-label-hook = rodar o hook { $event }
# A hook's answers: nothing, allow, deny, ask (the permission decisions), a note, or block.
diagram-label-hook-pass = nada a acrescentar
diagram-label-hook-allow = permitir
diagram-label-hook-deny = negar
diagram-label-hook-ask = perguntar
diagram-label-hook-context = uma nota para o llm
diagram-label-hook-block = bloquear: continue

## The narration: one sentence or a few for each step, read by someone who has never seen a harness.
## The parts (client, session API, coordinator, runner, llm, tools, hooks) are named as in
## part-… above. "You" is the reader, who types in the client.

# Counts used inside the sentences below: the thread's messages ("the thread holds 3 messages").
narr-messages =
    { $n ->
        [0] { $n } mensagens
        [one] { $n } mensagem
       *[other] { $n } mensagens
    }
# How many tools a request lists ("the instructions, 4 tools, and the thread").
narr-tools =
    { $n ->
        [0] { $n } ferramentas
        [one] { $n } ferramenta
       *[other] { $n } ferramentas
    }
# Lists: "a, b and c" is built as narr-list-more for each comma and narr-list-last for the last item.
narr-list-more = { $list }, { $item }
narr-list-last = { $list } e { $item }

# A sub-agent's step, or the first step back in the caller's session, starts with a lead-in; $agent is the agent's name, $text the step's own sentence.
narr-back-in-session = De volta à sessão de { $agent }: { $text }
narr-in-session = Na sessão de { $agent }, { $text }
# Not shown: `lower` if $text above starts with its first letter in lower case (as in English after a colon or comma); any other value keeps the sentence as it is written.
narr-lead-in-first-letter = lower

## The prompt cache, said at each request
narr-cache-below-minimum = Nada disso fica em cache: a Anthropic não guarda em cache nenhum prefixo abaixo do mínimo de { $min } tokens deste modelo.
narr-cache-empty-anthropic = Nada disso está no cache de prompt ainda. O cache da Anthropic guarda só o que uma requisição marca, então esta grava { $written } tokens, até o último breakpoint dela, no fim da thread.
narr-cache-empty = Nada disso está no cache de prompt ainda: nenhuma requisição anterior começou do mesmo jeito.
narr-cache-hit-anthropic = { $cached } desses tokens vêm do cache de prompt: a requisição anterior gravou o prefixo dela até o breakpoint no fim da thread, e esta começa do mesmo jeito. Ela grava mais { $written }, até o seu próprio último breakpoint.
narr-cache-hit-after-summary = Só { $cached } vêm do cache de prompt, a parte antes da thread: agora a thread começa com um resumo que nenhuma requisição enviou antes.
narr-cache-hit = { $cached } desses tokens vêm do cache de prompt, porque a requisição começa do mesmo jeito que a anterior.
# $step: the size in tokens of the steps OpenAI's cache counts in (128).
narr-cache-hit-steps = { $cached } desses tokens vêm do cache de prompt, porque a requisição começa do mesmo jeito que a anterior. O cache conta em blocos inteiros de { $step } tokens, então alguns dos tokens em comum no final são lidos de novo.
narr-cache-hit-earlier-run = { $cached } desses tokens vêm do cache de prompt: uma execução anterior enviou o mesmo system prompt, as mesmas instruções e ferramentas.
# The first time the narration speaks of the prompt cache; $cache is one of the sentences above.
narr-cache-what = O provedor, a empresa que roda o llm, mantém um cache de prompt com o começo das requisições recentes, para atender mais rápido e mais barato uma requisição que comece do mesmo jeito. { $cache }

## A message typed and sent
narr-typed-first = Você digita uma mensagem no cliente, o app de chat. Nada foi enviado ainda, então a thread, a lista de mensagens que o harness guarda, continua vazia.
# $messages: how many the thread holds (narr-messages).
narr-typed = Você digita uma mensagem no cliente. Nada foi enviado ainda; a thread tem { $messages }.
# Someone at a second client; $client is its name (part-client-2).
narr-typed-other = Alguém digita uma mensagem no { $client }. Nada foi enviado ainda; a thread tem { $messages }.
narr-prompt = Você aperta Enter. O cliente envia sua mensagem para a API de sessão, a porta de entrada do harness: uma chamada de nome `prompt`.
narr-prompt-other = A pessoa aperta Enter, e o { $client } chama `prompt` na mesma API de sessão com a mensagem dela.
narr-accepted = A API de sessão salva a mensagem na thread ({ $messages } agora) e responde `accepted` na hora, sem esperar o llm.
narr-accepted-queued = O runner está no meio de um turno, então a API de sessão guarda a mensagem para o próximo turno do runner e responde `accepted` na hora.
narr-start-run-first = A API de sessão pede ao coordenador, a parte que decide quando rodar, que rode o loop para esta sessão, a conversa em que você está. O loop: perguntar ao llm, executar as ferramentas que ele pedir (código como ler um arquivo) e repetir até ele responder.
narr-start-run = A API de sessão pede ao coordenador que rode o loop para esta sessão.
narr-already-running = O coordenador já tem uma execução em andamento nesta sessão, então não inicia uma segunda. O loop que está rodando vai responder à nova mensagem antes de parar.
narr-run-first = Nenhuma execução, uma volta completa desse loop da sua mensagem até a resposta, estava em andamento, então o coordenador marca a sessão como em execução e a entrega ao runner, a parte que roda o loop. Uma sessão, uma execução por vez.
narr-run = Nenhuma execução estava em andamento, então o coordenador marca a sessão como em execução e a entrega ao runner. Uma sessão, uma execução por vez.
narr-keep-going = Chegou uma mensagem quando a execução estava terminando, então o coordenador mantém a mesma execução em andamento em vez de deixar a sessão ociosa.

## A request to the llm
# $turn: the turn's number; $attempt of $max: which try; $tokens, $cached: the request's size and what of it the cache holds.
narr-request-again = O runner envia de novo a requisição do turno { $turn }, tentativa { $attempt } de { $max }: os mesmos { $tokens } tokens, { $cached } deles lidos do cache de prompt.
# The thread when messages that waited joined it: $messages (narr-messages), then $joins, how many joined.
narr-thread-joined =
    { $joins ->
        [one] { $messages } ({ $joins } mensagem que esperava entrou nela primeiro)
       *[other] { $messages } ({ $joins } mensagens que esperavam entraram nela primeiro)
    }
# The thread ($thread, the phrase above or narr-messages) when it ends with $n reminders the harness added.
narr-thread-reminders =
    { $n ->
        [one] { $thread }, terminando com { $n } lembrete que o harness acrescentou, nunca digitado por você
       *[other] { $thread }, terminando com { $n } lembretes que o harness acrescentou, nunca digitados por você
    }
# The same when the harness added other notes; $notes lists them (narr-note-… joined as a list).
narr-thread-notes = { $thread }, terminando com o que o harness acrescentou, nunca digitado por você: { $notes }
narr-note-reminders =
    { $n ->
        [one] { $n } lembrete
       *[other] { $n } lembretes
    }
narr-note-memory-files =
    { $n ->
        [one] { $n } arquivo de memória
       *[other] { $n } arquivos de memória
    }
narr-note-skill-list = as skills listadas pelo nome
narr-note-skills =
    { $n ->
        [one] as instruções de uma skill
       *[other] as instruções de { $n } skills
    }
narr-note-tool-names = as ferramentas diferidas listadas pelo nome
narr-note-tool-schemas = os schemas de ferramentas que uma busca carregou
# The run's first request. $tools: how many tools (narr-tools); $thread: the thread's messages (and notes); $tokens: its size; $cache: what the prompt cache did (narr-cache-…, or nothing); $reported: what a recorded log reports, a sentence that begins with a space, or nothing.
narr-request-first = O runner envia ao llm a requisição do turno { $turn } (um turno: uma requisição e a resposta a ela). O llm não se lembra de nada, então cada requisição leva tudo o que ele lê: as instruções, { $tools }, a thread até aqui ({ $thread }). Cerca de { $tokens } tokens, as unidades que um modelo lê. { $cache }{ $reported }
# Every later request; the same variables.
narr-request = O runner envia ao llm a requisição do turno { $turn }: as instruções, { $tools } e a thread de { $thread }. São cerca de { $tokens } tokens. { $cache }{ $reported }
# The thread is too long: $needed tokens, more than the $window the model reads; $replaced: how many old messages get summarized.
narr-summarize = A próxima requisição precisaria de { $needed } tokens, mais do que a janela de contexto de { $window } tokens do agente. Então, antes, o runner pede ao llm que resuma as { $replaced } mensagens mais antigas da thread.
narr-summarize-again = A próxima requisição precisaria de { $needed } tokens, mais do que a janela de contexto de { $window } tokens do agente. Então, antes, o runner pede ao llm (tentativa { $attempt } de { $max }) que resuma as { $replaced } mensagens mais antigas da thread.

## The llm's reply, streamed as events
narr-summary-text = O llm devolve em streaming um trecho do resumo. Ele é para o harness, não para você: o chat não o mostra.
narr-text-more = Chega mais um trecho da resposta.
narr-text-first = O llm devolve o texto enquanto o escreve, em pequenos trechos (eventos), não como um bloco único.
narr-text = O llm começa a resposta, trecho por trecho.
# The llm asks for tool $tool; $input is what it passes (code or text, as the llm wrote it). The first time, the sentence says the name of the thing: a tool call.
narr-tool-call-first = O llm pede uma ferramenta (uma chamada de ferramenta, ou tool call): { $tool } com a entrada "{ $input }". Ele não consegue executar nada sozinho; só pode pedir.
narr-tool-call-first-no-input = O llm pede uma ferramenta (uma chamada de ferramenta, ou tool call): { $tool } sem entrada. Ele não consegue executar nada sozinho; só pode pedir.
narr-tool-call = O llm pede uma ferramenta: { $tool } com a entrada "{ $input }". Ele não consegue executar nada sozinho; só pode pedir.
narr-tool-call-no-input = O llm pede uma ferramenta: { $tool } sem entrada. Ele não consegue executar nada sozinho; só pode pedir.
narr-cut = O provedor corta a resposta aqui: ela chegou ao máximo de tokens que o provedor permite em uma resposta. O que chegou fica valendo; uma chamada de ferramenta que ainda estava sendo escrita não é uma chamada, então o runner a descarta.
narr-cut-forward = O runner avisa você de que a resposta foi cortada pelo limite de tokens do provedor.
narr-summary-finished = O resumo está pronto.
# $calls: how many tool calls the finished reply asks for.
narr-finish =
    { $calls ->
        [0] A resposta está pronta e não pede nenhuma ferramenta, então o texto dela é a resposta final. O runner acrescenta a resposta ao fim da thread ({ $messages }).
        [one] A resposta está pronta e pede { $calls } chamada de ferramenta. O runner acrescenta a resposta ao fim da thread ({ $messages }) e cuida da chamada.
       *[other] A resposta está pronta e pede { $calls } chamadas de ferramenta. O runner acrescenta a resposta ao fim da thread ({ $messages }) e cuida das chamadas, em ordem.
    }
# $read: what the provider counted (words-tokens-read…); $written: the reply's tokens.
narr-usage = O provedor informa o que contou para esta requisição: { $read }, e { $written } escritos na resposta. A página mostra esses números ao lado da sua própria estimativa.
# $error: the provider's error message, as it came.
narr-stream-error-retryable = O stream cai: "{ $error }". Uma conexão perdida ou um provedor sobrecarregado vale outra tentativa.
narr-stream-error = O stream cai: "{ $error }". Tentar de novo não mudaria essa resposta.
# $status: the HTTP status the llm's API answered with instead of a stream; $error: its error message.
narr-http-error-retryable = A API do llm responde HTTP { $status } em vez de um stream: "{ $error }". Um provedor sobrecarregado ou limitando a taxa vale outra tentativa.
narr-http-error = A API do llm responde HTTP { $status } em vez de um stream: "{ $error }". Tentar de novo não mudaria essa resposta.
# $tool($input): the call as code.
narr-forward-tool-call = O runner mostra a chamada de ferramenta a você na hora em que ela acontece: { $tool }({ $input }).
narr-forward-more = O runner repassa isso a você na hora.
narr-forward-first = O runner repassa o texto direto ao cliente, por uma conexão que o cliente mantém aberta, então você vê o texto enquanto ele é escrito.
narr-forward = O runner repassa o texto direto a você.

## Permissions and tools. "→ allow", "→ ask", "→ deny" are a rule's decisions, as the rules panel writes them.
narr-mode-accept-edits = Modo de aceitar edições: { $tool } edita arquivos, e neste modo as edições rodam sem perguntar a você, a menos que uma regra diga deny. O runner a executa na hora.
# A permission mode lets tool $tool run; $mode is the mode's key.
narr-mode-allows =
    { $mode ->
        [default] Modo padrão: toda chamada roda sem perguntar, então o runner executa { $tool } na hora. Só uma regra que diga deny ainda a impediria.
        [plan] Modo de planejamento: toda chamada roda sem perguntar, então o runner executa { $tool } na hora. Só uma regra que diga deny ainda a impediria.
       *[bypass-permissions] Modo de ignorar permissões: toda chamada roda sem perguntar, então o runner executa { $tool } na hora. Só uma regra que diga deny ainda a impediria.
    }
narr-allowed-your-rule = Sua regra diz { $tool } → allow, então o runner executa a ferramenta na hora, sem perguntar a você.
narr-allowed-saved-rule = A regra que você salvou diz { $tool } → allow, então o runner executa a ferramenta na hora, sem perguntar a você.
narr-allowed-rules-first = As regras de permissão, definidas de antemão junto com as instruções e as ferramentas do agente, dizem { $tool } → allow, então o runner executa a ferramenta na hora, sem perguntar a você.
narr-allowed-agent-rules = As regras do agente dizem { $tool } → allow, então o runner executa a ferramenta na hora, sem perguntar a você.
narr-run-always = Você disse sempre, então { $tool } agora é permitida por uma regra salva, e o runner a executa.
narr-run-hook = O hook PreToolUse permitiu { $tool } e nenhuma regra diz ask ou deny, então o runner a executa sem perguntar a você.
narr-run-once = Você permitiu esta chamada, só esta, então o runner executa a ferramenta { $tool }.
# $output: the start of the tool's output, as it came.
narr-output-failed = A ferramenta falha: "{ $output }". Uma falha também é uma saída: ela volta ao runner, marcada como erro.
# $characters: the output's length.
narr-output =
    { $characters ->
        [0] A ferramenta devolve a saída ({ $characters } caracteres) ao runner.
        [one] A ferramenta devolve a saída ({ $characters } caractere) ao runner.
       *[other] A ferramenta devolve a saída ({ $characters } caracteres) ao runner.
    }
# The same when reading a file loaded memory files; $files lists their names.
narr-output-memory =
    { $characters ->
        [0] A ferramenta devolve a saída ({ $characters } caracteres) ao runner. Um arquivo sob uma pasta com arquivo de memória foi lido pela primeira vez, então o harness carrega { $files }: as instruções dele entram na próxima requisição.
        [one] A ferramenta devolve a saída ({ $characters } caractere) ao runner. Um arquivo sob uma pasta com arquivo de memória foi lido pela primeira vez, então o harness carrega { $files }: as instruções dele entram na próxima requisição.
       *[other] A ferramenta devolve a saída ({ $characters } caracteres) ao runner. Um arquivo sob uma pasta com arquivo de memória foi lido pela primeira vez, então o harness carrega { $files }: as instruções dele entram na próxima requisição.
    }
narr-result-first = O runner acrescenta o resultado da ferramenta, a saída salva como mensagem, ao fim da thread ({ $messages }) e o mostra a você. O llm vai lê-lo no próximo turno.
narr-result = O runner acrescenta o resultado da ferramenta ao fim da thread ({ $messages }) e o mostra a você. O llm vai lê-lo no próximo turno.
narr-result-failed = O runner acrescenta o resultado à thread ({ $messages }), marcado como erro. O llm o lê no próximo turno e decide o que fazer.
narr-result-timed-out = O único resultado da chamada diz que o tempo se esgotou, marcado como erro ({ $messages }). O llm o lê no próximo turno.
narr-result-hook-denied = A recusa do hook vale, então { $tool } não roda. Mesmo assim a chamada recebe um resultado, com o motivo do hook, acrescentado à thread ({ $messages }): o llm lê o porquê e pode tentar outro caminho.
narr-result-plan-denied = Modo de planejamento: { $tool } mudaria alguma coisa, então não roda enquanto o agente planeja. Mesmo assim a chamada recebe um resultado dizendo isso ({ $messages }); o llm lê que só pode ler e planejar até você aprovar o plano.
narr-result-denied = Uma regra diz { $tool } → deny, então a ferramenta não roda. Mesmo assim a chamada recebe um resultado dizendo isso, acrescentado à thread ({ $messages }).
narr-result-declined = Você recusou, então { $tool } não roda. Mesmo assim a chamada recebe seu resultado da ferramenta, uma mensagem dizendo que você recusou ({ $messages }); o llm a lê no próximo turno e decide o que dizer.
narr-result-interrupted = A chamada a { $tool } recebe seu único resultado mesmo assim: interrompida, porque você parou a execução ({ $messages }).
narr-result-unknown-tool = O agente não tem nenhuma ferramenta chamada { $tool }. O runner responde à chamada com um resultado de erro ({ $messages }) e o loop continua.
narr-ask-hook = Esperando você. O hook PreToolUse quer sua resposta sobre { $tool }, então o runner pausa a execução e pergunta a você antes.
narr-ask-no-rule-first = Nenhuma regra de permissão menciona { $tool }, o que conta como ask, então o runner pausa a execução e pergunta a você antes. Ele espera sua resposta.
narr-ask-no-rule = Nenhuma regra menciona { $tool }, o que conta como ask, então o runner pausa a execução e pergunta a você antes. Ele espera sua resposta.
narr-ask-your-rule = Sua regra diz { $tool } → ask, então o runner pausa a execução e pergunta a você antes. Ele espera sua resposta.
narr-ask-rules-first = As regras de permissão, definidas de antemão junto com as instruções e as ferramentas do agente, dizem { $tool } → ask, então o runner pausa a execução e pergunta a você antes. Ele espera sua resposta.
narr-ask-rule = Uma regra diz { $tool } → ask, então o runner pausa a execução e pergunta a você antes. Ele espera sua resposta.
# Your answer, or another client's: $who is `you` or `other`, $client the other client's name at the start of a sentence (part-client-2-start). "allow once", "always allow" and "deny" are the buttons' names.
narr-answer-once =
    { $who ->
        [you] Você responde permitir uma vez: esta chamada pode rodar, e na próxima vez o runner vai perguntar de novo.
       *[other] { $client } responde permitir uma vez: esta chamada pode rodar, e na próxima vez o runner vai perguntar de novo.
    }
narr-answer-always =
    { $who ->
        [you] Você responde sempre permitir. A API de sessão salva uma regra allow, então o runner para de perguntar sobre esta ferramenta até você apertar Reiniciar.
       *[other] { $client } responde sempre permitir. A API de sessão salva uma regra allow, então o runner para de perguntar sobre esta ferramenta até você apertar Reiniciar.
    }
narr-answer-decline =
    { $who ->
        [you] Você responde negar. A ferramenta não vai rodar.
       *[other] { $client } responde negar. A ferramenta não vai rodar.
    }
narr-resume = A API de sessão repassa a resposta ao runner, que estava esperando por ela.

## Stopping, timeouts, retries and the run's end
# "Stop" is the button's name.
narr-stop =
    { $who ->
        [you] Você aperta Parar. O cliente pede à API de sessão que pare a execução.
       *[other] { $client } aperta Parar. O cliente pede à API de sessão que pare a execução.
    }
narr-interrupt = A API de sessão manda o runner parar. Ele precisa deixar a thread íntegra: cada chamada de ferramenta que o llm fez ainda recebe exatamente um resultado.
# $time: a length of time (words-seconds…).
narr-cancel-idle = Nada chega do llm há { $time }, o timeout de inatividade do agente, então o runner para de esperar: fecha o stream e descarta esta tentativa, como se o stream tivesse caído.
narr-cancel-summary = O runner fecha o stream do llm: o resumo é descartado e a thread fica como estava.
narr-cancel-llm = O runner fecha o stream do llm, então o provedor para de escrever. O que chegou até agora fica na thread; qualquer chamada de ferramenta nele recebe um resultado interrompido.
narr-cancel-tool = O runner cancela a ferramenta que estava rodando.
narr-cancel-tool-timeout = A ferramenta está rodando há { $time }, o limite do agente, então o runner a cancela em vez de esperar para sempre.
narr-retry = O runner avisa que vai tentar de novo: tentativa { $attempt } de { $of }, depois de esperar { $time }. Cada espera dobra, para dar folga a um provedor com dificuldades.
narr-retry-unread = O runner avisa que vai tentar de novo: tentativa { $attempt } de { $of }, depois de esperar { $time }, o seu próprio backoff. A API não indicou uma espera que ele pudesse ler: um navegador só deixa uma página ler o header retry-after quando o servidor permite (Access-Control-Expose-Headers).
narr-retry-asked = O runner avisa que vai tentar de novo: tentativa { $attempt } de { $of }, depois de esperar { $time }, como a API pediu no header retry-after. Um servidor que diz quanto esperar conhece a própria carga melhor que um palpite que dobra.
# $asked: the wait the API asked for; $time: the agent's idle timeout.
narr-retry-capped = O runner avisa que vai tentar de novo: tentativa { $attempt } de { $of }. A API pediu { $asked } no header retry-after; o runner espera no máximo { $time }, o timeout de inatividade do agente, para que uma execução não fique em silêncio mais tempo do que esperaria por um stream parado.
# $replaced old messages became one summary; the next request shrinks from $before to $after tokens.
narr-compacted = Contexto compactado: as { $replaced } mensagens mais antigas são substituídas pelo resumo do llm. A thread encolhe para { $messages }, e a próxima requisição, de { $before } para { $after } tokens.
narr-ended-stopped = O runner avisa que a execução foi parada. Nada se perdeu: a thread guarda o que aconteceu até você apertar o botão.
narr-ended-failed = O runner desiste e avisa que a execução falhou. A sessão não pode ficar em execução sem nada em andamento.
# $max: the agent's limit of turns per run.
narr-ended-turn-limit =
    { $max ->
        [one] A execução já usou seu { $max } turno, o limite do agente, então o runner para em vez de enviar outra requisição, e diz a você por quê.
       *[other] A execução já usou seus { $max } turnos, o limite do agente, então o runner para em vez de enviar outra requisição, e diz a você por quê.
    }
narr-ended-context-full = A próxima requisição precisa de { $needed } tokens e a janela comporta { $window }; compactar não abre espaço suficiente, então o runner para e diz a você por quê.
narr-done = O runner avisa o coordenador de que a execução terminou: o llm respondeu.
narr-done-not-answered = O runner avisa o coordenador de que a execução acabou, mas sem resposta.
# How many turns a session has used ("The session has used 3 turns so far").
narr-turns =
    { $n ->
        [0] { $n } turnos
        [one] { $n } turno
       *[other] { $n } turnos
    }
# $clients: how many clients are open (1 or 2); $turns: how many turns the session has used (narr-turns).
narr-idle =
    { $clients ->
        [one] A execução acabou: o coordenador marca a sessão como ociosa, pronta para sua próxima mensagem, e avisa o cliente. A sessão usou { $turns } até agora.
       *[other] A execução acabou: o coordenador marca a sessão como ociosa, pronta para sua próxima mensagem, e avisa os clientes. A sessão usou { $turns } até agora.
    }

# The sub-agents' lane on the diagram: its name before any sub-agent works, and with one
# ($lane: its session id and agent name, e.g. "session_2 · explorer").
diagram-lane-empty = a sessão de um subagente
diagram-lane = subagente: { $lane }
# A disclosure under the diagram listing each part and what it is.
diagram-part-meanings = O que é cada parte
