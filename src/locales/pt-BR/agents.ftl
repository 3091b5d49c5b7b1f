# Narration of sub-agents, hooks, skills, tools found by search, and of imported logs' own steps; the chapters.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Counts, used inside the sentences below
agents-n-tools =
    { $n ->
        [0] { $n } ferramentas
        [one] { $n } ferramenta
       *[other] { $n } ferramentas
    }
agents-n-messages =
    { $n ->
        [0] { $n } mensagens
        [one] { $n } mensagem
       *[other] { $n } mensagens
    }

## Sub-agents: the task tool hands work to another agent's session.
# $agent: the sub-agent's name; $prompt: the start of the task's prompt; $parent: the name of the agent that called the task tool.
agents-subagent-spawn = A ferramenta task é um cliente da API de sessão, como a sua janela: ela pede uma nova sessão de { $agent } e manda para ela o prompt "{ $prompt }". A nova sessão ganha uma thread própria, não uma cópia da de { $parent }.
# $session: the new session's id (session_2); $agent: its agent's name.
agents-subagent-spawned = A API de sessão cria { $session }: as instruções, as ferramentas e as regras de { $agent }, e uma thread nova cuja única mensagem é o prompt. Ela responde na hora à ferramenta task; agora a ferramenta task espera { $session } ficar ociosa.
agents-subagent-stop = A ferramenta task foi cancelada, então primeiro ela pede à API de sessão que pare { $session } ({ $agent }) e espera por isso: o subagente para antes do agente pai.
# $why: what let the task call run: a permission rule, your answer, or a hook.
agents-subagent-run-task =
    { $why ->
        [you] Você permitiu
        [hook] Um hook PreToolUse permite task
       *[rule] Uma regra permite task, então ela roda na hora
    }: o runner entrega a chamada à ferramenta task. Para o runner, task é uma ferramenta como qualquer outra; o que ela faz é iniciar a execução de outro agente.
agents-subagent-cancel = O runner cancela a chamada task que está esperando. A ferramenta task não pode simplesmente ser encerrada à força: há um subagente trabalhando para ela, e ele também precisa parar.
agents-subagent-start-run = A API de sessão pede ao coordenador que rode o loop para { $session }: o mesmo coordenador, que atende todas as sessões.
agents-subagent-run = Nenhuma execução estava em andamento em { $session }, então o coordenador a marca como em execução e a entrega ao runner dela: o mesmo código de runner que o de { $parent }, com as instruções, as ferramentas e as regras de { $agent }.
# $tools: "3 tools" (agents-n-tools); $messages: "1 message" (agents-n-messages); $tokens: a number.
agents-subagent-first-request = O runner de { $agent } envia a primeira requisição: as próprias instruções, { $tools } e uma thread de { $messages }, cerca de { $tokens } tokens. Nada da thread de { $parent } está nela. Nada disso está no cache de prompt ainda.
# $cached: how many of the request's tokens come from the prompt cache.
agents-subagent-first-request-cached = O runner de { $agent } envia a primeira requisição: as próprias instruções, { $tools } e uma thread de { $messages }, cerca de { $tokens } tokens. Nada da thread de { $parent } está nela. { $cached } desses tokens vêm do cache de prompt, que é indexado pelo conteúdo, não pela sessão: requisições anteriores começaram com o mesmo system prompt.
agents-subagent-streams = O runner de { $agent } também faz streaming do texto para os clientes. O chat o mostra recolhido sob a chamada task de { $parent }, para você abrir.
agents-subagent-idle-answered = O coordenador marca { $session } como ociosa. A ferramenta task, que espera por ela como um cliente, fica sabendo e leva a última resposta de { $agent } de volta para { $parent }.
agents-subagent-idle-ended = O coordenador marca { $session } como ociosa. A ferramenta task, que espera por ela como um cliente, fica sabendo e leva a { $parent } a notícia de como a execução terminou.
# $tokens: the answer's size; $thread: the size of the sub-agent's whole thread.
agents-subagent-answer = A saída da ferramenta task é a resposta de { $agent }. { $agent } trabalhou em uma thread nova, então só a resposta, { $tokens } tokens, entra no contexto de { $parent }, e não os { $thread } tokens da thread de { $agent }.
agents-subagent-interrupted = { $agent } foi parado, então o único resultado da chamada task diz isso: interrompida.
agents-subagent-no-answer = A execução de { $agent } terminou sem resposta, então o único resultado da chamada task é um erro que diz por quê. O llm de { $parent } o lê e decide o que dizer.

## Hooks: the harness's own commands, run at set points of a run.
# $tool: the tool's name; $command: the hook's command, as code (`./check.sh`) or as "(the log does not name its command)".
agents-hook-runs-pre-tool-use = Antes de { $tool } rodar, o runner executa o hook PreToolUse do agente, { $command }. Um hook é código do próprio harness, não do llm: ele vê a chamada e pode deixá-la rodar, recusá-la ou perguntar a você. Nada dele entra no contexto do llm.
agents-hook-runs-post-tool-use = { $tool } rodou. Antes que o resultado entre na thread, o runner executa o hook PostToolUse { $command }, que vê a chamada e a saída dela.
agents-hook-runs-session-start = A primeira execução da sessão começa, então antes o runner executa o hook SessionStart { $command }. O que ele imprime entra na primeira requisição como uma nota para o llm.
agents-hook-runs-user-prompt-submit = Antes da primeira requisição, o runner executa o hook UserPromptSubmit { $command } sobre a sua mensagem. Ele pode acrescentar uma nota para o llm.
agents-hook-runs-stop = O llm não pediu nenhuma ferramenta, então a execução terminaria aqui. Antes, o runner executa o hook Stop { $command }: ele pode mandar o agente de volta ao trabalho.
agents-hook-runs-pre-compact = A próxima requisição não caberia na janela de contexto, então a thread vai ser compactada. Antes, o runner executa o hook PreCompact { $command }: ele pode salvar o que precisar antes que as mensagens mais antigas sejam resumidas, ou recusar a compactação.
agents-hook-stop-passes = O hook Stop não tem nada contra parar, então a execução termina como terminaria.
agents-hook-compact-passes = O hook PreCompact deixa a compactação seguir.
# $reason: the hook's own words, as it printed them.
agents-hook-compact-refused = O hook PreCompact recusa a compactação: "{ $reason }". Sem ela, a próxima requisição não cabe na janela de contexto, então a execução termina aqui.
agents-hook-passes = O hook não retorna nada, então o runner segue como seguiria sem ele.
agents-hook-allows = O hook permite a chamada ("{ $reason }"). Onde nenhuma regra menciona a ferramenta, isso basta: o runner não vai perguntar a você. Uma regra que diga ask ou deny ainda prevaleceria.
agents-hook-denies = O hook recusa a chamada: "{ $reason }". Uma recusa de um hook ou de uma regra impede a chamada, diga o outro o que disser.
agents-hook-asks = O hook quer que você decida ("{ $reason }"), então o runner vai perguntar a você, digam as regras o que disserem.
# $note: the hook's note, as it printed it.
agents-hook-adds-note = O hook retorna uma nota: "{ $note }". O runner a guarda para a próxima requisição, onde ela entra na thread como um lembrete: o llm a lê, mas você nunca a digitou.
agents-hook-blocks-stop = O hook Stop bloqueia o fim: "{ $reason }". O runner põe o motivo na thread como um lembrete e faz mais um turno, então o llm volta ao trabalho.
# The chat's notices of a hook's answer. $event: the hook's event, a name kept as it is (PreToolUse, Stop…); $command: as above; $reason, $note: the hook's own words.
agents-hook-notice-denied = O hook { $event } { $command } recusou a chamada: { $reason }
agents-hook-notice-asks = O hook { $event } { $command } pergunta a você: { $reason }
agents-hook-notice-note = O hook { $event } { $command } acrescentou uma nota para o llm: { $note }
agents-hook-notice-compact-refused = O hook { $event } { $command } recusou a compactação: { $reason }
agents-hook-notice-back-to-work = O hook { $event } { $command } mandou o agente de volta ao trabalho: { $reason }

## Skills: instructions an agent loads when it needs them.
# $skill: the skill's name; $tokens: the size of its instructions.
agents-skill-loads = O runner entrega a chamada à ferramenta skill, que o próprio harness executa. Até agora cada requisição levava só a linha de { $skill } na lista de skills; carregá-la põe as instruções dela, cerca de { $tokens } tokens, na próxima requisição.
# $input: what the llm asked the skill tool for; $agent: the agent's name.
agents-skill-unknown = O runner entrega a chamada à ferramenta skill, que o próprio harness executa. "{ $input }" não é o nome de nenhuma skill que { $agent } tenha.
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Launching skill: …").
agents-skill-answers = A ferramenta skill responde "{ $output }". As instruções da skill entram na próxima requisição como um lembrete, depois deste resultado: o llm passa a lê-las daqui em diante.

## Tool search: tools listed by name only, their schemas loaded when a search finds them.
# $n: how many tools are deferred; $listed: the tokens of their listing; $schemas: the tokens their schemas would cost.
agents-search-finds-none =
    O runner entrega a chamada à busca de ferramentas, que o próprio harness executa. Até agora cada requisição listava { $n ->
        [one] { $n } ferramenta diferida
       *[other] { $n } ferramentas diferidas
    } só pelo nome, cerca de { $listed } tokens; os schemas delas custariam cerca de { $schemas } tokens em cada requisição. Esta busca não encontra nenhuma delas.
# $found: the names of the tools found (agents-search-and); $loaded: the tokens of their schemas.
agents-search-loads =
    O runner entrega a chamada à busca de ferramentas, que o próprio harness executa. Até agora cada requisição listava { $n ->
        [one] { $n } ferramenta diferida
       *[other] { $n } ferramentas diferidas
    } só pelo nome, cerca de { $listed } tokens; os schemas delas custariam cerca de { $schemas } tokens em cada requisição. Esta busca carrega os schemas de { $found }, cerca de { $loaded } tokens, na próxima requisição.
# Two tool names, or names already joined and one more: "read_file and grep".
agents-search-and = { $a } e { $b }
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Loaded …").
agents-search-answers = A busca de ferramentas responde "{ $output }". Os schemas entram na próxima requisição depois deste resultado, e a partir daí o llm pode chamar essas ferramentas. O começo da requisição não muda, então o cache de prompt continua valendo.

## A run replayed from a session log: what the log records, and what it does not.
# $source: what recorded the log, a product's name and version ("Claude Code 2.1.39").
agents-replay-stopped = O log do { $source } registra que você parou a execução aqui. O cliente pede à API de sessão que a pare.
agents-replay-refused = O log registra que você recusou esta chamada de { $tool }, então a reprodução pergunta a você aqui. A pergunta em si não está no log: só o seu não.
agents-replay-declined = A resposta do log: não. A ferramenta não roda; o llm fica sabendo que você recusou.
agents-replay-ran = O log registra que { $tool } rodou. Como ela foi permitida, por uma regra do harness dele ou pelo seu sim, não está registrado, então a reprodução a executa.
# $n: how many messages the summary replaces.
agents-replay-compaction = O log registra uma compactação aqui. Este harness só compacta quando a próxima requisição não caberia na janela; o harness do log compactou aqui, então a reprodução pede agora ao llm que resuma as { $n } mensagens mais antigas.
# $why: what the log says of the compaction: its trigger as the log names it ("auto", "manual"), maybe with sizes (agents-replay-compaction-sizes).
agents-replay-compaction-why = O log registra uma compactação aqui ({ $why }). Este harness só compacta quando a próxima requisição não caberia na janela; o harness do log compactou aqui, então a reprodução pede agora ao llm que resuma as { $n } mensagens mais antigas.
# $trigger: as the log names it ("auto", "manual"), kept as it is.
agents-replay-compaction-sizes = { $trigger }, { $before } tokens antes e { $after } depois
agents-replay-compaction-before = { $trigger }, { $before } tokens antes
# $n: the output's length in characters.
agents-replay-output = A saída da ferramenta volta ({ $n } caracteres), como o log a registra.
# $duration: how long the tool ran ("3.2 s").
agents-replay-output-timed = A saída da ferramenta volta ({ $n } caracteres), como o log a registra, depois de { $duration }.
# Follows the sentence before; it starts with a space, which languages that write no space between sentences leave out. $clock: a time since the run began ("+0:07.4").
agents-replay-output-earlier = { " " }No log, ela chegou em { $clock }, antes do resultado mostrado primeiro: o harness dele rodou essas chamadas em paralelo, e este as roda uma depois da outra.
# Follows the narration of a request; starts with a space, as above. $usage: the log's figures ("2,438 tokens read, 2,304 of them from its prompt cache").
agents-replay-usage = { " " }O log do { $source } informa o que a requisição realmente levou: { $usage }. A estimativa da página, ao lado, não consegue contar o system prompt e os schemas de ferramentas que o log não guarda.
agents-replay-no-usage = { " " }O log não informa números de tokens para esta requisição.

## Chapters: places in a run worth jumping to, listed in the stepper's Chapter menu.
# $n: the prompt's number in the run; $text: the start of what was typed.
agents-chapter-prompt = prompt { $n }: { $text }
# $agent: the sub-agent's name; $session: its session's id (session_2).
agents-chapter-subagent = subagente: { $agent } ({ $session })
agents-chapter-compacted = contexto compactado
agents-chapter-retry = o stream caiu: nova tentativa { $attempt } de { $of }
agents-chapter-retry-status = HTTP { $status }: nova tentativa { $attempt } de { $of }
# $end: how the run ended, in a word or two ("stopped", "turn limit").
agents-chapter-ended = execução encerrada: { $end }
