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
files-imported-other-sessions = Os arquivos também têm outras sessões, não mostradas: { $sessions }
files-imported-files-read = Arquivos lidos
files-imported-not-in-log = Fora do log, por isso não mostrado
# The figures' labels, in lower case.
files-figure-tool = ferramenta e versão
files-figure-models = modelos
files-figure-started = início
files-figure-requests = requisições ao llm
files-figure-input = tokens de entrada
files-figure-cache-read = lidos do cache
files-figure-cache-write = gravados no cache
files-figure-output = tokens de saída
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
files-cache-read-in-input = { $n } (parte dos tokens de entrada)
files-output-at-least = { $n } (no mínimo: as contagens finais de algumas respostas não estão no log)
files-lines-skipped-of = { $skipped } de { $read }
# One line per file: $name is the file's name, $read how it was read (the messages below).
files-file-line = { $name }: { $read }
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
files-skip-replayed-history = { $n } de uma repetição do histórico da sessão pai
files-skip-warmup = { $n } de um subagente de aquecimento
files-skip-bookkeeping = { $n } de controle interno do app
files-skip-shown-to-you-only = { $n } mostradas só a você, nunca enviadas ao modelo
files-skip-hook-not-run = { $n } de hooks em momentos que a página não executa (PreCompact, SessionEnd…) ou dentro de subagentes
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
