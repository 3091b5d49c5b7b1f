# Predict: its questions, answers and the reasons given.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The answers offered, shown as buttons (keep them short: they are the buttons' names)
predict-part-session-api = A API de sessão
predict-part-coordinator = O coordenador
predict-part-runner = O runner
predict-part-llm = O llm
predict-part-clients = Os clientes
predict-part-tools = As ferramentas
predict-part-hooks = Os hooks
# How much of a request the prompt cache serves.
predict-cache-none = Nada
predict-cache-some = Uma parte: menos da metade
predict-cache-most = A maior parte: metade ou mais
# Whether the next request fits the agent's context window.
predict-fits-yes = Sim: o runner a envia
predict-fits-compacts = Não: antes o runner compacta a thread
predict-fits-ends = Não, e compactar não resolve: a execução termina
# After the llm's reply: what the runner does next.
predict-next-another = Outro turno: uma nova requisição ao llm
predict-next-ends = A execução termina
# What the harness does with a tool call.
predict-rule-runs = Roda na hora
predict-rule-asks = Pergunta a você antes
predict-rule-refuses = Uma regra a recusa
# Where a sub-agent works.
predict-session-new = Em uma nova sessão, com uma thread própria
predict-session-same = Nesta sessão, na mesma thread
# How much of a sub-agent's work joins its parent's context.
predict-child-answer = Só a última resposta dele
predict-child-thread = A thread inteira dele
predict-child-nothing = Nada
# What loading a skill puts in the next request.
predict-skill-full = As instruções dela, completas
predict-skill-line = Só a linha dela, como antes
predict-skill-nothing = Nada: o llm se lembra dela
# What the thread holds after a compaction.
predict-compacted-summary = Só o resumo do llm
predict-compacted-newest = O resumo e as mensagens mais recentes
predict-compacted-reloaded = O resumo, as mensagens mais recentes, e os arquivos de memória e as skills que tinham sido carregados

## The questions, and why the right answer is right
# Your message leaves the chat box.
predict-ask-prompt-you = Você aperta Enter. Qual parte recebe sua mensagem primeiro?
# A second chat window sends a message.
predict-ask-prompt-client-two = O cliente 2 aperta Enter. Qual parte recebe a mensagem primeiro?
predict-ask-prompt-another-client = Outro cliente aperta Enter. Qual parte recebe a mensagem primeiro?
predict-why-prompt = Um cliente só fala com a API de sessão: prompt salva a mensagem na thread e responde na hora. Só o runner chama o llm.
predict-ask-forward = Um trecho do texto da resposta chegou ao runner. Para onde ele o envia?
# $agent: a sub-agent's name.
predict-ask-forward-subagent = Um trecho do texto da resposta chegou ao runner de { $agent }. Para onde ele o envia?
predict-why-forward = O runner faz streaming de cada trecho direto para os clientes, pelo stream que eles mantêm aberto, então você vê a resposta enquanto ela é escrita.
# $agent: the sub-agent; $parent: the agent that started it with its task tool.
predict-why-forward-subagent = O runner de { $agent } também faz streaming para os clientes, como todo runner; o chat recolhe o texto dele sob a chamada task de { $parent }.
# $turn: the turn's number; $total: the request's size in tokens.
predict-ask-cache = O runner está prestes a enviar a requisição do turno { $turn }, cerca de { $total } tokens. Quanto dela o cache de prompt vai atender?
predict-ask-cache-subagent = O runner de { $agent } está prestes a enviar a requisição do turno { $turn }, cerca de { $total } tokens. Quanto dela o cache de prompt vai atender?
# Asked before the narration has said what the prompt cache is.
predict-ask-cache-first = O runner está prestes a enviar a requisição do turno { $turn }, cerca de { $total } tokens. O cache de prompt do provedor atende mais rápido e mais barato uma requisição que comece como uma recente começou. Quanto dela o cache de prompt vai atender?
predict-ask-cache-first-subagent = O runner de { $agent } está prestes a enviar a requisição do turno { $turn }, cerca de { $total } tokens. O cache de prompt do provedor atende mais rápido e mais barato uma requisição que comece como uma recente começou. Quanto dela o cache de prompt vai atender?
# $source: the program that wrote the log (e.g. Claude Code); $cached of $total tokens, $percent of them.
predict-why-cache-log = O log do { $source } informa { $cached } dos { $total } tokens dela ({ $percent }%) lidos do cache de prompt.
predict-why-cache-server = O servidor informa { $cached } dos { $total } tokens dela ({ $percent }%) lidos do cache de prompt.
# $sentence: the narration's sentence about what the cache served.
predict-why-cache-share = { $sentence } Isso é { $percent }% dos { $total } tokens dela.
# $window: the agent's context window in tokens.
predict-ask-fits = O runner está pronto para enviar a próxima requisição. Ela cabe na janela de contexto de { $window } tokens de { $agent }?
predict-ask-fits-subagent = O runner de { $agent } está pronto para enviar a próxima requisição. Ela cabe na janela de contexto de { $window } tokens de { $agent }?
# $needed: the tokens the request would need; $replaced: how many messages the summary replaces.
predict-why-fits-compacts = Ela precisaria de { $needed } tokens, mais do que a janela de { $window } tokens, então antes o runner pede ao llm que resuma as { $replaced } mensagens mais antigas.
predict-why-fits-ends = Ela precisa de { $needed } tokens e a janela comporta { $window }; compactar não abre espaço suficiente, então a execução termina.
predict-why-fits-sends = Ela precisa de cerca de { $needed } tokens, dentro da janela de { $window } tokens, então o runner a envia como está.
# A Stop hook answered; $hook: its command, as code; $reason: the reason it gave.
predict-ask-stop-blocks = O llm não pediu nenhuma ferramenta, e o hook Stop { $hook } de { $agent } bloqueia o fim: “{ $reason }”. O que o runner faz em seguida?
predict-ask-stop-passes = O llm não pediu nenhuma ferramenta, e o hook Stop { $hook } de { $agent } não tem nada contra parar. O que o runner faz em seguida?
predict-why-stop-blocks = Um hook Stop que bloqueia mantém a execução em andamento: o motivo dele entra na thread como um lembrete, e o runner envia outra requisição ao llm.
# $max: the agent's turn limit.
predict-why-stop-turn-limit =
    O hook manteria a execução em andamento, mas ela já usou { $max ->
        [one] seu { $max } turno
       *[other] seus { $max } turnos
    }, o limite do agente, então termina.
predict-why-stop-ends = O hook Stop deixa a execução terminar, então o texto da resposta é a resposta final.
predict-ask-next = A resposta do llm está terminando. O que o runner faz em seguida?
predict-ask-next-subagent = A resposta de { $agent } está terminando. O que o runner faz em seguida?
predict-why-next-waiting = Há uma mensagem esperando na sessão, então o runner faz mais um turno para respondê-la.
# $calls: how many tool calls the reply has; $tools: their names, e.g. "read_file, run_tests".
predict-why-next-another =
    A resposta pede { $calls ->
        [one] { $calls } chamada de ferramenta
       *[other] { $calls } chamadas de ferramenta
    } ({ $tools }), então, quando os resultados estiverem na thread, o runner envia outra requisição ao llm.
predict-why-next-answered = A resposta não pede nenhuma ferramenta, então o texto dela é a resposta final e a execução termina.
# With $calls = 0 (only a waiting message asked for another turn) the page has said nothing before the comma.
predict-why-next-turn-limit =
    { $calls ->
        [0] {""}
        [one] A resposta pede { $calls } chamada de ferramenta ({ $tools })
       *[other] A resposta pede { $calls } chamadas de ferramenta ({ $tools })
    }, mas a execução já usou { $max ->
        [one] seu { $max } turno
       *[other] seus { $max } turnos
    }, o limite do agente, então termina em vez de enviar outra requisição.
predict-why-next-context-full = A próxima requisição não caberia na janela de contexto nem depois de compactar, então a execução termina.
# A tool call: $agent's llm asks for $tool with $input (clipped).
predict-ask-rule = O llm de { $agent } pede { $tool }({ $input }). O que o harness faz com a chamada? O painel do agente mostra as regras.
# $hook: the PreToolUse hook's command, as code; $outcome: its answer as its file writes it (allow, ask, deny, pass…).
predict-ask-rule-hooked = O llm de { $agent } pediu { $tool }({ $input }), e o hook PreToolUse { $hook } dele respondeu { $outcome }. O que o harness faz com a chamada? O painel do agente mostra as regras.
# What the rules say about $tool, said after a hook's answer in predict-why-hook-…; $decision: allow, ask or deny, as a rule writes it.
predict-rule-none = nenhuma regra menciona { $tool }
# $mode: the permission mode, e.g. "plan mode".
predict-rule-mode = o { $mode } decide sobre { $tool }
predict-rule-yours = sua regra diz { $tool } → { $decision }
predict-rule-saved = uma regra salva diz { $tool } → allow
predict-rule-agents = as regras de { $agent } dizem { $tool } → { $decision }
# Why a hook's answer and the rules make the call run, ask or stop. $outcome: the hook's answer as its file writes it; $rule: a predict-rule-… message; $decided: allow, ask or deny.
predict-why-hook-decides =
    O hook respondeu { $outcome } e { $rule }: { $decided ->
        [deny] uma recusa do hook ou de uma regra impede a chamada
        [ask] um ask do hook ou de uma regra faz perguntar
       *[allow] onde nenhuma regra decide, o allow do hook basta
    }, então { $decided ->
        [allow] ela roda na hora, sem perguntar a você
        [ask] o runner pergunta a você antes
       *[deny] ela não roda, e mesmo assim a chamada recebe um resultado dizendo por quê
    }.
predict-why-hook-leaves-it =
    O hook respondeu { $outcome }, o que deixa a decisão para as regras, e { $rule }, então { $decided ->
        [allow] ela roda na hora, sem perguntar a você
        [ask] o runner pergunta a você antes
       *[deny] ela não roda, e mesmo assim a chamada recebe um resultado dizendo por quê
    }.
# Why the rules make the call run, ask or stop. $decision: allow, ask or deny.
predict-why-rule-none =
    Nenhuma regra menciona { $tool }, o que conta como ask, então { $decision ->
        [allow] o runner a executa na hora, sem perguntar a você
        [ask] o runner pausa a execução e pergunta a você antes
       *[deny] ela não roda, e mesmo assim a chamada recebe um resultado dizendo isso
    }.
predict-why-rule-plan-mode =
    O harness está no modo de planejamento, em que nada que mudaria alguma coisa roda até você aprovar o plano; { $tool } mudaria, então { $decision ->
        [allow] o runner a executa na hora, sem perguntar a você
        [ask] o runner pausa a execução e pergunta a você antes
       *[deny] ela não roda, e mesmo assim a chamada recebe um resultado dizendo isso
    }.
predict-why-rule-accept-edits-mode =
    O harness está no modo de aceitar edições, em que edições de arquivos rodam sem perguntar; { $tool } edita arquivos, então { $decision ->
        [allow] o runner a executa na hora, sem perguntar a você
        [ask] o runner pausa a execução e pergunta a você antes
       *[deny] ela não roda, e mesmo assim a chamada recebe um resultado dizendo isso
    }.
# $mode: the permission mode, e.g. "bypass-permissions mode".
predict-why-rule-mode =
    O harness está no { $mode }, em que toda chamada roda a menos que uma regra diga deny, então { $decision ->
        [allow] o runner a executa na hora, sem perguntar a você
        [ask] o runner pausa a execução e pergunta a você antes
       *[deny] ela não roda, e mesmo assim a chamada recebe um resultado dizendo isso
    }.
predict-why-rule-yours =
    Sua regra diz { $tool } → { $decision }, então { $decision ->
        [allow] o runner a executa na hora, sem perguntar a você
        [ask] o runner pausa a execução e pergunta a você antes
       *[deny] ela não roda, e mesmo assim a chamada recebe um resultado dizendo isso
    }.
# "Always allow" is the answer button that saves a rule.
predict-why-rule-saved =
    Sempre permitir salvou uma regra { $tool } → allow, então { $decision ->
        [allow] o runner a executa na hora, sem perguntar a você
        [ask] o runner pausa a execução e pergunta a você antes
       *[deny] ela não roda, e mesmo assim a chamada recebe um resultado dizendo isso
    }.
predict-why-rule-agents =
    As regras de { $agent } dizem { $tool } → { $decision }, então { $decision ->
        [allow] o runner a executa na hora, sem perguntar a você
        [ask] o runner pausa a execução e pergunta a você antes
       *[deny] ela não roda, e mesmo assim a chamada recebe um resultado dizendo isso
    }.
# $skill: the skill's name.
predict-ask-skill = A ferramenta skill carregou { $skill }. O que dela entra na próxima requisição de { $agent }?
predict-why-skill = Até agora cada requisição levava só a linha de { $skill } na lista de skills; carregá-la põe as instruções dela na thread, depois deste resultado, então a próxima requisição e todas as seguintes as levam. O llm não guarda nada entre requisições.
predict-ask-compacted = A thread de { $agent } está sendo compactada. O que ela tem depois?
# $replaced: how many messages the summary replaces; $notes: how many memory files, skills and listings the harness loads again.
predict-why-compacted-reloaded =
    As { $replaced } mensagens mais antigas dão lugar ao resumo do llm; a troca mais recente fica; e o harness carrega de novo o que tinha carregado, { $notes ->
        [one] { $notes } nota
       *[other] { $notes } notas
    } aqui, para o llm não perder as instruções.
predict-why-compacted = As { $replaced } mensagens mais antigas dão lugar ao resumo do llm, e a troca mais recente fica, então o llm ainda vê onde estava. { $agent } não tinha carregado nenhum arquivo de memória nem skill para repor.
# $child: the sub-agent the task tool starts; $agent: the agent whose task tool it is.
predict-ask-spawn = A ferramenta task põe { $child } na tarefa. Onde { $child } trabalha?
predict-why-spawn = A ferramenta task é um cliente da API de sessão, como a sua janela: ela pede uma nova sessão de { $child }, cuja thread começa só com o prompt, e não com uma cópia da de { $agent }.
# $child: the sub-agent; $joins: the tokens of its answer; $thread: the tokens of its whole thread.
predict-ask-child = { $child } terminou. Quanto do trabalho dele entra no contexto de { $agent }?
predict-why-child = { $child } trabalhou em uma thread própria, então só a resposta dele, { $joins } tokens, entra no contexto de { $agent }, e não os { $thread } tokens da thread dele.

## After an answer
# $why: the reason, one of the predict-why-… messages.
predict-verdict-right = Certo. { $why }
# $answer: the right answer's words.
predict-verdict-wrong = Não exatamente: a resposta é “{ $answer }”. { $why }

## The run a wrong guess would have made, and how it compares with yours
# What changes in it. $max: a number of turns.
predict-change-max-turns =
    { $agent } com no máximo { $max ->
        [one] { $max } turno
       *[other] { $max } turnos
    } por execução
predict-change-context-window = { $agent } com uma janela de contexto de { $window } tokens
# What happens at a step, said after "in yours" or "in this one" in predict-compare-parted. $from, $to: the parts of the harness (runner, llm…); $what: what is sent.
predict-happens-sends = { $what } vai de { $from } para { $to }
predict-happens-within = { $from }: { $what }
predict-happens-ended = a execução já terminou
# How a run ends, said after "This one" or "yours" in predict-compare-…. $n: its number of steps.
predict-ending-waits = espera sua resposta no passo { $n }
# $reason: what broke, as the harness says it.
predict-ending-breaks = quebra no passo { $n }: { $reason }
# $end: how the run ended (answered, stopped…).
predict-ending-ends-as =
    termina depois de { $n ->
        [one] { $n } passo
       *[other] { $n } passos
    }, { $end }
predict-ending-ends =
    termina depois de { $n ->
        [one] { $n } passo
       *[other] { $n } passos
    }
# $theirs, $yours: how the other run and yours end (predict-ending-…).
predict-compare-same = Esta execução é igual à sua, passo a passo. Esta { $theirs }; a sua { $yours }.
# $at: the last step both runs share; $next: the step after it; $yours_happens, $theirs_happens: what happens there (predict-happens-…).
predict-compare-parted = Esta execução é igual à sua até o passo { $at }. No passo { $next }, na sua, { $yours_happens }; nesta, { $theirs_happens }. Esta { $theirs }; a sua { $yours }.

## On the page
predict-switch = Prever
predict-switch-title = Parar antes de cada passo que decide algo e perguntar o que acontece em seguida
# The switch's state, shown next to its name.
predict-switch-on = ligado
predict-switch-off = desligado
predict-title = O que acontece em seguida?
# $right answers right of $answered given.
predict-score = { $right } de { $answered } certas
# $question: the question; $answer: the answer given.
predict-you-answered = { $question } Você respondeu “{ $answer }”.
predict-hint = Reproduzir e Próximo passo param antes de cada passo que decide algo. Responda com um botão ou com as teclas 1 a 4, ou avance para pular.
predict-show-other = Mostrar o que isso faria
# $change: what is changed in that run, e.g. "run_tests → allow".
predict-other-title = O que isso faria: { $change }
predict-other-back = Voltar um passo nessa execução
predict-other-forward = Avançar um passo nessa execução
predict-other-position = passo { $k } de { $n }
predict-other-close = Fechar essa execução
