# The chat pane: messages, tool calls, questions, the sample prompts.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## The harness's notices in the chat
# $reason: why, in the harness's words (kept in English).
chat-broken = O harness interrompeu a execução: { $reason }.
# $problem: the error as the connection reported it; $wait: how long until the next try ("2 s").
chat-retry = A conexão com o llm caiu ({ $problem }). Nova tentativa em { $wait }: tentativa { $attempt } de { $of }.
# $status: the HTTP status the llm's API answered with (429); $problem: its error, a whole sentence; $wait: how long until the next try.
chat-retry-status = A API do llm respondeu HTTP { $status }: { $problem } Ela não indicou uma espera que a página pudesse ler, então a próxima tentativa vem depois do backoff de sempre, { $wait }: tentativa { $attempt } de { $of }.
# $wait: the wait the API asked for in its retry-after header.
chat-retry-asked = A API do llm respondeu HTTP { $status }: { $problem } Ela pediu para esperar { $wait } (retry-after), então a próxima tentativa vem depois disso: tentativa { $attempt } de { $of }.
# $asked: the wait the API asked for; $wait: the idle timeout, the longest the page waits.
chat-retry-capped = A API do llm respondeu HTTP { $status }: { $problem } Ela pediu para esperar { $asked } (retry-after); a espera dura no máximo o timeout de inatividade, { $wait }: tentativa { $attempt } de { $of }.
# $n: how many messages the summary replaced; $before, $after: the thread's size in tokens.
chat-compacted =
    Contexto compactado: { $n ->
        [one] { $n } mensagem antiga substituída
       *[other] { $n } mensagens antigas substituídas
    } por um resumo, { $before } → { $after } tokens.
chat-stopped = Parado. Cada chamada de ferramenta recebeu seu resultado; a thread guarda o que aconteceu.
# $problem: the error, as the harness or the provider said it.
chat-failed = A execução falhou: { $problem }
chat-turn-limit =
    Parado no limite do agente de { $n ->
        [one] { $n } turno
       *[other] { $n } turnos
    }.
chat-context-full = Parado: a próxima requisição precisa de { $needed } tokens e a janela de contexto comporta { $window }.

## The newest chat line in one line, for a phone where the chat is out of view
# $text: the start of the message.
chat-echo-you = Você: { $text }
# $client: the number of another window on the same session (2, 3…).
chat-echo-client = Cliente { $client }: { $text }
chat-echo-agent = { $agent }: { $text }
# $state: how the call stands (chat-call-…, or an error in a word or two).
chat-echo-tool = chamada de ferramenta { $tool }: { $state }
chat-echo-question = { $agent } pergunta: posso rodar { $tool }?

## How a tool call stands
chat-call-asked = pedida
chat-call-running = rodando…
chat-call-waiting = esperando sua resposta
chat-call-asked-you = perguntou a você
chat-call-done = concluída
chat-call-never-ran = nunca rodou

## The chat pane
chat-pane-title = O que você vê
# After the agent's name in the chat's header, when a live model answers: $model is its name.
chat-live-model = · { $model } (ao vivo)
# The status of the session you talk to.
chat-status =
    { $status ->
        [running] em execução
       *[idle] ociosa
    }
chat-stop-title = Parar a execução (Escape)
chat-stop = Parar
chat-scripted-replies = Respostas pré-escritas
chat-conversation = Conversa
chat-hint = Escolha uma pergunta abaixo. Você verá o chat aqui, e o que o harness faz com ela em O que roda.
# The button over a sub-agent's work, folded under the task call that started it. $agent: the sub-agent's name; $session: its session's id (session_2); $n: how many rows of its work there are so far.
chat-fold-show =
    Mostrar o trabalho de { $agent } ({ $session }, { $n ->
        [0] { $n } linhas
        [one] { $n } linha
       *[other] { $n } linhas
    })
chat-fold-hide =
    Ocultar o trabalho de { $agent } ({ $session }, { $n ->
        [0] { $n } linhas
        [one] { $n } linha
       *[other] { $n } linhas
    })
# After the first line of a long tool output, folded.
chat-output-size =
    ({ $lines ->
        [one] { $lines } linha
       *[other] { $lines } linhas
    }, { $chars ->
        [one] { $chars } caractere
       *[other] { $chars } caracteres
    })

## The chat's rows
chat-who-you = Você
# $client: the number of another window on the same session (2, 3…).
chat-who-client = Cliente { $client }
# After who wrote a message that waits in the session.
chat-who-queued = (esperando o próximo turno)
# After the agent's name over its reply.
chat-reply-writing = (escrevendo…)
chat-reply-broken = (o stream caiu: esta tentativa é descartada)
chat-reply-stopped = (parada)
chat-reply-cut = (cortada: limite de tokens do provedor)
# $id: the call's id, shown as code.
chat-tool-call = chamada de ferramenta { $id }
# $duration: how long the tool ran, as a recorded run's log says ("3.2 s").
chat-tool-ran = rodou em { $duration }
chat-call-asked-you-first = perguntou a você antes
# $error: what went wrong, in a word or two ("denied", "timed out").
chat-call-not-run = não rodou: { $error }
chat-call-error = erro: { $error }
chat-call-dropped = nunca rodou: a resposta caiu
# $agent: the name of the agent that asks.
chat-question-who = { $agent } pergunta
# $tool: the tool's name, shown as code.
chat-question-open = Posso rodar { $tool }?
# $answer: the button you chose, in lower case ("allow once").
chat-question-answered = Posso rodar { $tool }? Resposta: { $answer }.
chat-question-withdrawn = Posso rodar { $tool }? Você parou a execução em vez de responder.

## The permission question
# $tool: the tool's name; $input: what it would run on.
chat-allow = Permitir { $tool }?
chat-allow-input = Permitir { $tool } com a entrada "{ $input }"?
# $agent: the sub-agent's name.
chat-allow-subagent = { $agent }, um subagente, pergunta: Permitir { $tool }?
chat-allow-subagent-input = { $agent }, um subagente, pergunta: Permitir { $tool } com a entrada "{ $input }"?
chat-allow-once = Permitir uma vez
chat-always-allow = Sempre permitir
chat-deny = Negar

## The message box and the sample prompts
chat-type-first = Digite uma mensagem primeiro.
chat-you-are-typing = Você está digitando
chat-message = Mensagem
# The message box's placeholder. $agent: the agent's name; $model: a live model's name.
chat-placeholder = Mensagem para { $agent }…
chat-placeholder-live = Mensagem para { $model } (ao vivo)…
chat-send = Enviar
chat-sample-prompts = Prompts de exemplo
chat-more-scenarios = Mais cenários
