# The page's own controls and notices: the stepper, its buttons and the tools under the diagram.
# Keep `llm` and code as they are. Variables ($name) are filled in by the page.

stepper = Navegação por passos
stepper-position = { $k } / { $n }
play = Reproduzir
pause = Pausar
first-step = Primeiro passo
first-step-key = Primeiro passo (Home)
last-step = Último passo
last-step-key = Último passo (End)
step-back = Passo anterior
step-forward = Próximo passo
reset = Reiniciar
more-controls = Mais controles
clock-title = Quando este passo aconteceu no log, desde o início da execução
waiting-for-answer = A execução não terminou: ela espera sua resposta à pergunta no chat e continua assim que você escolher.
# The same on a phone, where the question is in view just below.
waiting-for-answer-short = A execução não terminou: ela espera sua resposta.
go-to-question = Ir para a pergunta
step-by = Avançar por
step-by-option =
    { $unit ->
        [request] requisição ao llm
        [prompt] prompt do usuário
       *[other] evento
    }
step-by-position =
    { $unit ->
        [request] requisição { $k } de { $n }
        [prompt] prompt { $k } de { $n }
       *[other] passo { $k } de { $n }
    }
chapter = Capítulo
chapter-jump = ir para…
speed = Velocidade
log-pace = tempo do log ×{ $n }
log-pace-title = Reproduzir no ritmo do próprio log, { $n } vezes mais rápido
scrubber = Passo
tick-llm = chamada ao llm
tick-tool = execução de ferramenta
tick-question = pergunta
tick-trouble = parada, nova tentativa, limite
tick-subagent = subagente
dismiss = Fechar

## The header
page-title = Harness de agente, passo a passo
lede-what = Um agente de programação é um llm, um modelo de linguagem que só sabe ler e escrever texto, dentro de um harness: código comum que guarda a conversa, envia-a ao llm, executa as ferramentas que o llm pede e pergunta a você antes de qualquer coisa arriscada.
lede-how = Escolha um prompt e aperte Reproduzir ou avance passo a passo: uma mensagem viaja da caixa do chat pelas partes do harness (a API de sessão, o coordenador e o runner) até o llm e as ferramentas, e volta como resposta.
language = Idioma
language-failed = A página não conseguiu carregar os textos em { $language } ({ $problem }), então mantém o idioma que tinha.
# The right pane's heading (the left one, "What you see", is in chat.ftl).
page-what-runs = O que roda
page-fatal-scenarios = A demonstração não conseguiu carregar os cenários: { $error }
