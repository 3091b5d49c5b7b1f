# Opening and saving: session logs, scenario files, hosted files, the live model, sharing, the keyboard help.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Opening a session log (the log reader)
# Beside the progress bar while a log is read; $percent is a whole number.
files-reading = Dein Log wird gelesen… { $percent } %
files-open-log = Session-Log öffnen
files-open-folder = Log-Ordner öffnen
# $why is one of the two messages below.
files-reader-not-loaded = Der Log-Leser konnte nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es erneut; der Rest der Seite funktioniert wie bisher.
files-reader-not-started = der Browser wollte ihn nicht starten
files-reader-files-not-loaded = seine Dateien konnten nicht geladen werden
# $name is the file's name or path.
files-file-unreadable = { $name } konnte nicht gelesen werden: Der Browser hat das Öffnen verweigert. Nichts wurde geladen.
# $problem is the log reader's own explanation.
files-log-not-opened = Dieses Log wurde nicht geöffnet: { $problem }
files-reader-stopped = Der Log-Leser hat beim Lesen angehalten. Nichts wurde geladen.
# $format is the log's format as the reader names it, e.g. "Claude Code 2.1 (sub-agents in <session>/subagents/)".
files-log-opened =
    { $files ->
        [one] { $files } Datei geöffnet ({ $format }). Sie bleibt in dieser Seite: Ein importierter Lauf hat keinen Link zum Teilen.
       *[other] { $files } Dateien geöffnet ({ $format }). Sie bleiben in dieser Seite: Ein importierter Lauf hat keinen Link zum Teilen.
    }

## "Imported session": the summary of an opened log
files-imported-session = Importierte Session
files-imported-read-here = Nur in dieser Seite gelesen: Nichts davon hat diese Seite verlassen oder wurde gespeichert, und ein importierter Lauf hat keinen Link zum Teilen.
# $sessions lists the other sessions, separated by semicolons.
files-imported-other-sessions = Die Dateien enthalten auch andere Läufe; öffne sie erneut, um einen anderen auszuwählen: { $sessions }
files-imported-files-read = Gelesene Dateien
files-imported-not-in-log = Nicht im Log, daher nicht angezeigt
# The figures' labels, in lower case.
files-figure-tool = Tool und Version
files-figure-models = Modelle
files-figure-started = gestartet
files-figure-requests = llm-Anfragen
files-figure-input-uncached = Input-Tokens, ungecacht
files-figure-cache-read = aus dem Cache gelesen
files-figure-cache-write = in den Cache geschrieben
files-figure-input-total = Input-Tokens, insgesamt gesendet
files-figure-output = Output-Tokens
files-figure-cache-misses = Cache-Misses (abgeleitet)
files-figure-cost = Kosten zu Listenpreisen
files-figure-compactions = Kompaktierungen
files-figure-sub-agents = Sub-Agenten
files-figure-tool-calls = Tool-Aufrufe
files-figure-lines-skipped = übersprungene Zeilen
files-figure-requests-without-usage = Anfragen ohne Token-Zahlen
# A figure's value when the log has none.
files-not-recorded = nicht verzeichnet
files-cache-write-not-recorded = nicht verzeichnet (dieses Tool meldet keine)
# $when is a date and time in UTC ("2026-03-01 09:00 UTC"), $duration how long the run took ("4 min 12 s").
files-started-for = { $when }, Dauer { $duration }
files-cache-misses = { $n ->
        [one] { $n } Anfrage, { $tokens } Tokens nicht aus dem Cache gelesen
       *[other] { $n } Anfragen, { $tokens } Tokens nicht aus dem Cache gelesen
    }
files-output-at-least = { $n } (mindestens: Die Endzahlen mancher Antworten fehlen im Log)
files-lines-skipped-of = { $skipped } von { $read }
# One line per file: $name is the file's name, $read how it was read (the messages below).
files-file-line = { $name }: { $read }
# How each figure of the summary was made, opened from the figure.
files-how-reported-by-log = Vom Log von { $tool } gemeldet, Anfrage für Anfrage, und hier aufsummiert.
files-how-requests-claude = Jede Antwort, die das Log verzeichnet, einmal gezählt anhand ihrer Message-ID (eine über mehrere Zeilen geschriebene Antwort ist eine Anfrage).
files-how-requests-codex = Jeder Abschnitt von Modell-Output, den das Log verzeichnet (Reasoning, Text, Tool-Aufrufe ohne Input dazwischen), mit dem token_usage_record oder dem wachsenden token_count, der ihm folgt; ein Abschnitt, der nie einen bekam (weil sein Turn vorher gestoppt wurde oder fehlschlug), zählt auch, daher kann diese Zahl größer sein als die Zahl der token_count-Zeilen des Logs.
files-how-requests-split = { $with } mit Token-Zahlen + { $without } ohne = { $total }
files-how-no-usage = Ohne Token-Zahlen, wie die Events danach zeigen: { $causes }.
files-no-usage =
    { $cause ->
        [interrupted] { $n } vom Nutzer gestoppt, bevor ihre Zahl geschrieben wurde
        [failed] { $n } durch einen API-Fehler beendet
        [compacted] { $n }, auf die vor ihrer Zahl eine Kompaktierung folgte
        [log-ended] { $n } am Ende des Logs, weil der Lauf noch weiterging oder die Datei abgeschnitten ist
        [none-recorded] { $n } in einem Log, das keine Token-Zahlen verzeichnet
       *[unknown] { $n } ohne Zahl und ohne angegebenen Grund
    }
files-how-uncached-claude = Die Summe der input_tokens jeder Anfrage: der Teil, der weder aus dem Cache gelesen noch in ihn geschrieben wurde. Die API von Anthropic und ccusage nennen das „input“.
files-how-uncached-codex = { $total } input_tokens − { $read } cached_input_tokens = { $uncached }: Codex zählt den gecachten Teil in seinem Input mit, also ist der ungecachte Teil die Differenz.
files-how-read-claude = Die Summe der cache_read_input_tokens jeder Anfrage.
files-how-read-codex = Die Summe der cached_input_tokens jeder Anfrage: ein Teil der input_tokens von Codex, nicht zu ihnen addiert.
files-how-write-claude = Die Summe der cache_creation_input_tokens jeder Anfrage, vom Log gemeldet.
files-how-write-codex = Der Cache von OpenAI speichert Präfixe selbstständig und meldet keine Zahl für das Schreiben, daher wird keine angezeigt: nicht 0, sondern unbekannt.
files-how-total-claude = { $uncached } ungecacht + { $read } aus dem Cache gelesen + { $written } hineingeschrieben = { $total } gesendete Tokens.
files-how-total-codex = { $uncached } ungecacht + { $read } aus dem Cache gelesen = { $total } gesendete Tokens: die eigenen input_tokens von Codex.
files-how-total-compare = Andere Tools nennen womöglich die eine oder die andere Zahl „Input“: Vergleiche den ungecachten Teil mit dem Input von ccusage und diese Summe mit dem, was die Anfragen enthielten.
files-how-output-claude = Die Summe der output_tokens jeder Anfrage.
files-how-output-codex = Die Summe der output_tokens jeder Anfrage, Reasoning eingeschlossen.
files-how-unread-writes = { $tokens } in den Cache geschriebene Tokens wurden von der nächsten Anfrage ihrer Session nicht gelesen.
files-how-misses-inferred = Abgeleitet: Eine Anfrage, die mindestens 1.024 Tokens weniger las, als die vorige gespeichert hatte, gilt als Cache-Miss; die Events des Logs (eine Kompaktierung, ein Modellwechsel, eine Pause länger als die Lebensdauer des Caches – fünf Minuten oder eine Stunde, wo das Log einstündige Schreibvorgänge verzeichnet –, der Start eines Sub-Agenten) sagen, wo möglich, warum.
files-lines-read =
    { $n ->
        [one] { $n } Zeile gelesen
       *[other] { $n } Zeilen gelesen
    }
# $reasons lists why, each made by one of the files-skip-… messages, separated by commas.
files-lines-read-skipped =
    { $n ->
        [one] { $n } Zeile gelesen, { $skipped } übersprungen: { $reasons }
       *[other] { $n } Zeilen gelesen, { $skipped } übersprungen: { $reasons }
    }
# Why $n lines of a log were skipped.
files-skip-not-json = { $n } kein JSON
files-skip-not-text = { $n } kein Text
files-skip-cut-off = { $n } am Dateiende abgeschnitten
files-skip-unknown-kind = { $n } von unbekannter Art
files-skip-newer-version = { $n } von einer Art aus einer neueren Version
files-skip-duplicate = { $n } Duplikate
files-skip-replayed-history = { $n } eine Wiederholung des Verlaufs der Eltern-Session
files-skip-warmup = { $n } ein Warm-up-Sub-Agent
files-skip-bookkeeping = { $n } interne Verwaltung der App
files-skip-shown-to-you-only = { $n } nur dir angezeigt, nie an das Modell gesendet
files-skip-hook-not-run = { $n } Hooks zu Zeitpunkten, die die Seite nicht ausführt (PreCompact, SessionEnd…), oder in Sub-Agenten
files-skip-undone = { $n } durch ein späteres Zurückspulen (Rewind) rückgängig gemacht
# Another session in the files: $name is its title or id, $when when it started (or files-no-date).
files-other-session = { $name } ({ $when })
files-no-date = kein Datum
# What a Claude Code log does not record.
files-claude-no-system-prompt = der System-Prompt und die Tool-Schemas
files-claude-no-permissions = die Berechtigungsfragen und -antworten, außer bei einer Ablehnung: Andere Aufrufe erscheinen als erlaubt, wie, ist nicht verzeichnet
files-claude-no-stream = die kleinen Events des Streams: Jeder Block einer Antwort kommt als Ganzes an
files-claude-no-thinking = der Thinking-Text, von dem das Log nur eine Signatur aufbewahrt
# What a Codex log does not record.
files-codex-no-schemas = die Tool-Schemas
files-codex-no-approvals = die Freigabefragen und -antworten, außer bei einer Ablehnung: Andere Aufrufe erscheinen als erlaubt, wie, ist nicht verzeichnet
files-codex-no-stream = die kleinen Events des Streams und die in den Cache geschriebenen Tokens
files-codex-no-reasoning = das Reasoning, außer seiner Zusammenfassung

## The page's notices
# $model is the model's name as typed in the Live model dialog.
files-live-on = Live: Tippe unten eine Nachricht, um sie an { $model } zu senden.
files-live-still-running = Der Live-Lauf läuft noch: Warte auf seine Antwort oder drücke Stopp.
# $name is the file's name, or a hosted file's address.
files-loaded = { $name } geladen.
# $problem says what is wrong with the file, in the scenario reader's words.
files-file-not-loaded = Diese Datei wurde nicht geladen: { $problem }
# The permission mode was switched during a live run; $mode is the mode's name in the settings.
files-live-mode-next =
    { $mode ->
        [acceptEdits] Accept-Edits-Modus: Ein Live-Lauf lässt sich nicht wiederholen, also gilt der Modus ab deiner nächsten Nachricht.
        [plan] Plan-Modus: Ein Live-Lauf lässt sich nicht wiederholen, also gilt der Modus ab deiner nächsten Nachricht.
        [bypassPermissions] Bypass-Permissions-Modus: Ein Live-Lauf lässt sich nicht wiederholen, also gilt der Modus ab deiner nächsten Nachricht.
       *[default] Default-Modus: Ein Live-Lauf lässt sich nicht wiederholen, also gilt der Modus ab deiner nächsten Nachricht.
    }
# A tool's rule was set during a live run; $tool is the tool's name, $decision the rule.
files-live-rule-next =
    { $decision ->
        [allow] { $tool } → allow: Ein Live-Lauf lässt sich nicht wiederholen, also gilt diese Regel ab deiner nächsten Nachricht.
        [ask] { $tool } → ask: Ein Live-Lauf lässt sich nicht wiederholen, also gilt diese Regel ab deiner nächsten Nachricht.
       *[deny] { $tool } → deny: Ein Live-Lauf lässt sich nicht wiederholen, also gilt diese Regel ab deiner nächsten Nachricht.
    }
# $problem says what is wrong with the link.
files-link-not-opened = Dieser Link konnte nicht geöffnet werden: { $problem }. Stattdessen wird der Anfang gezeigt.
files-link-past-end =
    { $steps ->
        [one] Der Link verlangt Schritt { $step }, aber dieser Lauf hat { $steps } Schritt; der letzte wird gezeigt.
       *[other] Der Link verlangt Schritt { $step }, aber dieser Lauf hat { $steps } Schritte; der letzte wird gezeigt.
    }

## Sharing and saving: the buttons under the diagram and their notices
files-copy-link = Link zu diesem Schritt kopieren
files-copy-embed = Einbettungscode kopieren
files-export-trace = Trace exportieren (JSON)
files-download-figure = Grafik herunterladen
files-download-png = Grafik als PNG herunterladen
files-save-scenario = Als Szenario speichern
files-load-scenario = Szenario-Datei laden
files-keep-text = Text behalten (sonst wird jeder Text durch seine Länge und einen Hash ersetzt)
# Why Copy link and Copy embed code are off.
files-no-link-imported = Ein importierter Lauf lässt sich nicht per Link teilen: Er bleibt in dieser Seite
files-no-link = Nur die eingebauten Szenarien und gehostete Dateien haben Links
files-link-copied = Link zu diesem Schritt kopiert.
files-embed-copied = Einbettungscode kopiert.
# When the browser does not allow copying, the text is shown instead: $text is the address.
files-link-not-copied = Kopieren ist hier nicht erlaubt; der Link zu diesem Schritt lautet: { $text }
# $text is the HTML code of the frame.
files-embed-not-copied = Kopieren ist hier nicht erlaubt; der Einbettungscode lautet: { $text }
# $problem is the error, as the program gives it.
files-trace-not-exported = Der Trace konnte nicht exportiert werden: { $problem }
files-session-not-saved = Die Session konnte nicht gespeichert werden: { $problem }
files-file-not-text = Diese Datei wurde nicht geladen: { $name } ließ sich nicht als Text lesen.
# "Download figure" is the button files-download-figure.
files-png-failed = Der Browser konnte die Grafik nicht als PNG zeichnen; „Grafik herunterladen“ speichert sie als SVG.

## The Live model dialog
files-live-model = Live-Modell
files-live-intro = Führe dasselbe Harness mit einem echten Modell aus: einem OpenAI-kompatiblen Chat-Completions-Endpoint (OpenAI, OpenRouter oder ein lokaler Server wie Ollama unter http://localhost:11434/v1; setze beim Start OLLAMA_ORIGINS auf die Adresse dieser Seite) oder der Messages API von Anthropic.
files-live-protocol = Protokoll
files-live-endpoint = Endpoint
# The label of the field for the model's name.
files-live-model-name = Modell
files-live-key = API-Key
# Shown inside the empty API key field.
files-live-key-optional = optional bei einem lokalen Server
files-live-key-note = Der Key bleibt im Speicher dieser Seite und geht von deinem Browser direkt an diesen Endpoint; er wird nie gespeichert, geloggt oder in einen Link gesetzt.
files-live-idle = Leerlauf-Timeout (Sekunden)
files-live-idle-note = Ein Stream, der so lange nichts sendet, wird aufgegeben und erneut versucht, wie ein abgebrochener.
files-live-use = Dieses Modell verwenden
files-live-cancel = Abbrechen

## The Keyboard shortcuts dialog
files-keyboard-shortcuts = Tastenkürzel
files-keys-where = Die Tasten funktionieren immer, wenn der Fokus nicht in einem Textfeld liegt.
# The keys' names, as printed on a keyboard.
files-key-space = Leertaste
files-key-page-up-down = Bild auf / Bild ab
files-key-home = Pos1
files-key-end = Ende
files-key-escape = Esc
# What each key does.
files-key-play = Abspielen oder pausieren
# "Step by" is the stepper's control of that name.
files-key-step = Schritt zurück / vor (je nach Schrittweite: Event, llm-Anfrage oder Prompt)
files-key-chapter = Vorheriges / nächstes Kapitel: ein Prompt, ein Sub-Agent, eine Kompaktierung, ein Problem
files-key-first = Erster Schritt
files-key-last = Letzter Schritt
files-key-stop = Den laufenden Lauf stoppen
files-key-help = Diese Tasten anzeigen
files-key-predict = Die Frage im Vorhersage-Modus beantworten
files-close = Schließen

## The embed API: why a command from the page that embeds this one was refused
# $kind is what the command looked for (the API's own word); $step a step number.
files-embed-none-after =
    { $kind ->
        [question] nach Schritt { $step } gibt es keine Frage
        [tool] nach Schritt { $step } gibt es kein Tool
       *[compaction] nach Schritt { $step } gibt es keine Kompaktierung
    }
files-embed-no-question = in Schritt { $step } gibt es keine Frage zu beantworten

## Save as scenario of an imported log, with its text hidden
# The title of the file saved.
files-redacted-title = Eine geschwärzte Session
# Stands in the file for each hidden text: its length in characters and a short hash ($hash, six hex digits) that tells equal texts apart.
files-redacted-text = [{ $n } Zeichen · { $hash }]

# The two groups of buttons under the diagram (summaries of a disclosure).
files-group-share = Teilen und exportieren
files-group-open = Eigenen Lauf öffnen

# The live-model dialog's checks of what the reader typed ($example: a sample value; $given:
# what was typed, shown as is).
live-choose-protocol = Wähle ein Protokoll.
live-bad-endpoint = Der Endpoint muss eine Webadresse sein, die mit http:// oder https:// beginnt, etwa { $example }; eingegeben wurde „{ $given }“.
live-name-model = Gib das Modell an, etwa { $example }.
live-bad-idle-timeout = Der Leerlauf-Timeout ist eine Zahl von Sekunden zwischen 0.1 und 3600, etwa 60; eingegeben wurde „{ $given }“.
# Shown under the API key field for Anthropic's protocol.
live-key-in-page = Die API von Anthropic antwortet einer Webseite nur, wenn die Anfrage anthropic-dangerous-direct-browser-access: true angibt. Der Name ist eine Warnung: Der API-Key steht dann in der Seite, und jedes Skript, das darin läuft, könnte ihn lesen und damit Geld ausgeben. Diese Seite hält den Key nur im Speicher, speichert ihn nie und sendet ihn nur an den Endpoint, den du angegeben hast. Verwende einen Key, den du widerrufen kannst, mit einem Ausgabenlimit.

# What is wrong with a link (shown in a notice; the quoted values are the link's own).
link-bad-reply = die Antwort { $reply } im Link ist nicht once, always oder decline
link-reply-no-client = die Antwort { $reply } im Link nennt keinen Client
link-not-text = { $key } im Link ist kein gültiger Text
link-src-not-address = src im Link ist keine Adresse
link-bad-step = der Schritt { $step } im Link ist keine Schrittnummer
link-bad-stop = stop { $stop } im Link ist keine Schrittnummer
link-bad-rule = die Regel { $rule } im Link hat nicht die Form tool:decision
link-rules-not-text = die Regeln im Link sind kein gültiger Text
link-bad-decision = die Regel-Entscheidung { $decision } im Link ist nicht allow, ask oder deny
link-bad-mode = der Modus { $mode } im Link ist nicht default, acceptEdits, plan oder bypassPermissions
# A scenario file named by ?src= (an address).
hosted-loading = Lade das Szenario unter { $url }…
hosted-unreachable = die Adresse war nicht erreichbar (das Netzwerk ist ausgefallen, oder ihr Server erlaubt anderen Seiten nicht, sie zu lesen: CORS)
hosted-status = ihr Server hat mit { $status } geantwortet
hosted-not-text = ihre Antwort ließ sich nicht als Text lesen
hosted-not-loaded = Das Szenario unter { $url } wurde nicht geladen: { $why }. Stattdessen wird der Anfang gezeigt.
# What an imported run cost at its models' list prices.
cost-usd = { $amount } $
cost-no-model = kein Modell verzeichnet
cost-parts = { $uncached } ungecachter Input + { $read } aus dem Cache gelesen + { $written } in den Cache geschrieben (5 Minuten) + { $written_hour } in den Cache geschrieben (1 Stunde) + { $output } Output = { $total }
cost-saved = Dieselben Tokens hätten ohne Cache { $without } gekostet: Der Cache hat { $saved } gespart.
cost-cost-more = Dieselben Tokens hätten ohne Cache { $without } gekostet: Der Cache hat { $more } mehr gekostet (das Schreiben kostete mehr, als das Lesen sparte).
cost-miss = Cache-Misses mit der Ursache „{ $cause }“ kosteten { $extra } mehr, als diese Tokens aus dem Cache zu lesen gekostet hätte.
cost-unpriced =
    { $n ->
        [one] Kein Preis bekannt für { $model } (1 Anfrage): nicht in der Summe enthalten.
       *[other] Kein Preis bekannt für { $model } ({ $n } Anfragen): nicht in der Summe enthalten.
    }
cost-source = Listenpreise aus { $source }, Stand { $date }; was du bezahlt hast, kann abweichen (ein Abo, Rabatte, Batch- oder regionale Preise).
cost-unknown = unbekannt: kein Preis bekannt für seine Modelle
cost-at-least = mindestens { $amount }
cost-loading = Preistabelle wird geladen…
cost-no-table = unbekannt: Die Preistabelle konnte nicht geladen werden ({ $why })
cost-request = Kosten: { $amount } zum Listenpreis von { $model }, Stand { $date }.
cost-request-unpriced = Kein Preis bekannt für { $model }.
cost-request-no-model = Für diese Anfrage ist kein Modell verzeichnet, daher hat sie keinen Preis (ein geskriptetes llm ist kein echtes Modell).
cost-decimal = { $whole },{ $fraction }
