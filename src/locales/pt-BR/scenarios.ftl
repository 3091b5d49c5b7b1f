# The built-in scenarios' titles and descriptions (src/scenarios/*.json), as "More scenarios",
# the chapters and the figure show them. English must equal the file's own words (tests/i18n.rs).

scenario-what-is-a-harness-title = O que é um harness de agente?
scenario-what-is-a-harness-description = Um turno: o llm responde com o que já sabe e não pede nenhuma ferramenta, então o runner para.

scenario-read-file-title = O que diz o README.md?
scenario-read-file-description = Dois turnos, sem pergunta: uma regra já permite read_file, então o runner lê o arquivo na hora.

scenario-run-tests-title = Rode os testes
scenario-run-tests-description = A pergunta: uma regra diz que run_tests precisa do seu ok, então a execução pausa até você responder.

scenario-denied-tool-title = Uma ferramenta sob uma regra deny
scenario-denied-tool-description = Uma regra nega write_file: a chamada recebe um resultado dizendo isso, e o llm explica em vez de escrever.

scenario-two-tools-title = Duas ferramentas em uma resposta
scenario-two-tools-description = Uma resposta pede duas leituras de uma vez: cada chamada recebe exatamente um resultado, casado pelo callId, na ordem das chamadas.

scenario-unknown-tool-title = Uma ferramenta desconhecida
scenario-unknown-tool-description = O llm pede uma ferramenta que o agente não tem: a chamada recebe um resultado de erro e o loop continua.

scenario-two-clients-title = Dois clientes, uma sessão
scenario-two-clients-description = Duas janelas mandam um prompt para a mesma sessão no mesmo instante: o coordenador inicia uma execução, e ela responde às duas.

scenario-stop-title = Parar no meio da execução
scenario-stop-description = Você aperta Parar enquanto o llm ainda está escrevendo: o stream é fechado, o que chegou fica na thread, cada chamada que ele pediu recebe um resultado interrompido, e a sessão fica ociosa.

scenario-flaky-llm-title = O stream cai e depois se recupera
scenario-flaky-llm-description = A conexão com o llm cai duas vezes. O runner tenta cada requisição de novo após uma espera que dobra, e a execução termina com uma resposta.

scenario-llm-down-title = O llm falha de vez
scenario-llm-down-description = Todas as tentativas falham. Depois de três, o runner desiste, avisa que a execução falhou, e a sessão fica ociosa em vez de ficar presa em execução.

scenario-tool-fails-title = Uma ferramenta falha
scenario-tool-fails-description = read_file recebe o pedido de um arquivo que não existe. O resultado volta marcado como erro; o llm o lê e tenta outro arquivo.

scenario-tool-timeout-title = Uma ferramenta estoura o tempo
scenario-tool-timeout-description = A suíte de testes lenta passa do limite de 30 segundos do agente. O runner a cancela, e a chamada recebe um resultado marcado "timed out", que o llm explica.

scenario-turn-limit-title = Turnos demais
scenario-turn-limit-description = O agente pode usar no máximo 3 turnos por execução. O llm continua pedindo mais um arquivo, então o runner para no limite e diz por quê.

scenario-compaction-title = O contexto enche
scenario-compaction-description = A janela de contexto deste agente comporta só 3.000 tokens. Quando a próxima requisição não caberia, o harness pede ao llm que resuma as mensagens mais antigas e as substitui: a thread encolhe, e o cache de prompt não acerta (cache miss).

scenario-subagent-title = Um subagente vasculha o código
scenario-subagent-description = O coder passa uma busca para um subagente explorer: uma sessão própria lê dois arquivos, e só a resposta curta dele entra no contexto do coder.

scenario-two-subagents-title = Dois subagentes a partir de uma resposta
scenario-two-subagents-description = Uma resposta pede dois subagentes: explorer confere o README com o código, tester roda os testes e pergunta a você antes. Eles rodam um depois do outro, cada um na própria sessão.

scenario-stalled-stream-title = O stream fica em silêncio
scenario-stalled-stream-description = O stream do llm começa e depois não manda mais nada. Após o timeout de inatividade do agente, o runner desiste dele, fecha-o e envia a requisição de novo, como depois de um stream que caiu.

scenario-anthropic-cache-title = Uma conversa no cache de prompt da Anthropic
scenario-anthropic-cache-description = Duas mensagens em uma sessão, contadas como o cache da Anthropic conta: só os prefixos até os breakpoints de uma requisição são gravados, de forma exata, e as requisições da segunda mensagem leem o que a primeira gravou.

scenario-hook-refuses-title = Um hook recusa uma chamada que uma regra permite
scenario-hook-refuses-description = Um hook PreToolUse protege o .env: ele recusa a escrita mesmo com uma regra permitindo write_file, e o llm lê o motivo e segue por outro caminho.

scenario-hook-formats-title = Um hook formata cada edição
scenario-hook-formats-description = Depois de cada write_file, um hook PostToolUse roda o formatador; o que ele diz entra na próxima requisição como um lembrete, que o llm lê.

scenario-stop-hook-title = Um hook Stop: não terminou até os testes passarem
scenario-stop-hook-description = O llm diz que terminou; um hook Stop roda os testes, vê que falham e manda o agente de volta ao trabalho, até que passem.

scenario-plan-mode-title = Modo de planejamento: ler e planejar, depois editar quando você aprovar
scenario-plan-mode-description = O harness começa no modo de planejamento: uma edição é recusada até você aprovar o plano; depois, o modo de aceitar edições deixa a edição rodar sem perguntar.

scenario-skill-title = Uma skill: listada em uma linha, carregada quando necessário
scenario-skill-description = Cada requisição lista as skills do agente pelo nome e uma linha; o llm carrega release-notes com a ferramenta skill, e só então as instruções dela entram na thread.

scenario-memory-title = Arquivos de memória: carregados no início, por pasta, e de novo após uma compactação
scenario-memory-description = O CLAUDE.md é carregado quando a sessão começa; o src/CLAUDE.md quando um arquivo em src/ é lido pela primeira vez; depois que a thread é compactada, os dois são carregados de novo.

scenario-mcp-tools-title = Ferramentas de um servidor MCP: listadas pelo nome, encontradas por busca
scenario-mcp-tools-description = As seis ferramentas de um servidor MCP são listadas só pelo nome; o llm busca as duas de que precisa, e só os schemas delas entram na thread.
