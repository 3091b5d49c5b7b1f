# The built-in scenarios' titles and descriptions (src/scenarios/*.json), as "More scenarios",
# the chapters and the figure show them. English must equal the file's own words (tests/i18n.rs).

scenario-what-is-a-harness-title = Was ist ein Agent-Harness?
scenario-what-is-a-harness-description = Ein Turn: Das llm antwortet aus seinem Wissen und fordert kein Tool an, also stoppt der Runner.

scenario-read-file-title = Was steht in README.md?
scenario-read-file-description = Zwei Turns, keine Frage: Eine Regel erlaubt read_file bereits, also liest der Runner die Datei sofort.

scenario-run-tests-title = Führe die Tests aus
scenario-run-tests-description = Die Frage: Eine Regel sagt, run_tests braucht dein Okay, also pausiert der Lauf, bis du antwortest.

scenario-denied-tool-title = Ein Tool unter einer deny-Regel
scenario-denied-tool-description = Eine Regel verweigert write_file: Der Aufruf bekommt ein Ergebnis, das das sagt, und das llm erklärt es, statt zu schreiben.

scenario-two-tools-title = Zwei Tools in einer Antwort
scenario-two-tools-description = Eine Antwort fordert zwei Lesevorgänge auf einmal an: Jeder Aufruf bekommt genau ein Ergebnis, zugeordnet über die callId, in der Reihenfolge der Aufrufe.

scenario-unknown-tool-title = Ein unbekanntes Tool
scenario-unknown-tool-description = Das llm fordert ein Tool an, das der Agent nicht hat: Der Aufruf bekommt ein Fehlerergebnis, und die Schleife läuft weiter.

scenario-two-clients-title = Zwei Clients, eine Session
scenario-two-clients-description = Zwei Fenster senden im selben Moment einen Prompt an dieselbe Session: Der Koordinator startet einen Lauf, und der beantwortet beide.

scenario-stop-title = Stopp mitten im Lauf
scenario-stop-description = Du drückst Stopp, während das llm noch schreibt: Der Stream wird geschlossen, was angekommen ist, bleibt im Thread, jeder angeforderte Aufruf bekommt ein Ergebnis „unterbrochen“, und die Session geht in den Leerlauf.

scenario-flaky-llm-title = Der Stream bricht ab und erholt sich
scenario-flaky-llm-description = Die Verbindung zum llm bricht zweimal ab. Der Runner wiederholt jede Anfrage nach einer Wartezeit, die sich jedes Mal verdoppelt, und der Lauf endet mit einer Antwort.

scenario-llm-down-title = Das llm fällt endgültig aus
scenario-llm-down-description = Jeder Versuch bricht ab. Nach drei gibt der Runner auf, teilt dir mit, dass der Lauf fehlgeschlagen ist, und die Session geht in den Leerlauf, statt als laufend hängen zu bleiben.

scenario-tool-fails-title = Ein Tool schlägt fehl
scenario-tool-fails-description = read_file soll eine Datei lesen, die es nicht gibt. Das Ergebnis kommt als Fehler markiert zurück; das llm liest es und versucht eine andere Datei.

scenario-tool-timeout-title = Ein Tool überschreitet sein Zeitlimit
scenario-tool-timeout-description = Die langsame Testsuite läuft länger als das Limit des Agenten von 30 Sekunden. Der Runner bricht sie ab, und der Aufruf bekommt ein Ergebnis mit der Markierung „Zeitüberschreitung“, das das llm erklärt.

scenario-turn-limit-title = Zu viele Turns
scenario-turn-limit-description = Der Agent darf höchstens 3 Turns pro Lauf machen. Das llm will immer noch eine Datei mehr, also stoppt der Runner am Limit und sagt, warum.

scenario-compaction-title = Der Kontext läuft voll
scenario-compaction-description = Das Kontextfenster dieses Agenten fasst nur 3.000 Tokens. Wenn die nächste Anfrage nicht mehr passen würde, lässt das Harness das llm die älteren Nachrichten zusammenfassen und ersetzt sie: Der Thread schrumpft, und der Prompt-Cache greift nicht.

scenario-subagent-title = Ein Sub-Agent durchsucht den Code
scenario-subagent-description = Der Coder übergibt eine Suche an einen Explorer-Sub-Agenten: Eine eigene Session liest zwei Dateien, und nur ihre kurze Antwort kommt in den Kontext des Coders.

scenario-two-subagents-title = Zwei Sub-Agenten aus einer Antwort
scenario-two-subagents-description = Eine Antwort fordert zwei Sub-Agenten an: explorer prüft die README gegen den Code, tester führt die Tests aus und fragt dich vorher. Sie laufen nacheinander, jeder in seiner eigenen Session.

scenario-stalled-stream-title = Der Stream verstummt
scenario-stalled-stream-description = Der Stream des llm beginnt und sendet dann nichts mehr. Nach dem Leerlauf-Timeout des Agenten gibt der Runner ihn auf, schließt ihn und sendet die Anfrage erneut, wie nach einem abgebrochenen Stream.

scenario-anthropic-cache-title = Ein Gespräch mit dem Prompt-Cache von Anthropic
scenario-anthropic-cache-description = Zwei Nachrichten in einer Session, gezählt wie der Cache von Anthropic zählt: Nur die Präfixe bis zu den Breakpoints einer Anfrage werden geschrieben, exakt, und die Anfragen der zweiten Nachricht lesen, was die erste geschrieben hat.

scenario-hook-refuses-title = Ein Hook lehnt einen Aufruf ab, den eine Regel erlaubt
scenario-hook-refuses-description = Ein PreToolUse-Hook schützt .env: Er lehnt das Schreiben ab, obwohl eine Regel write_file erlaubt, und das llm liest, warum, und nimmt einen anderen Weg.

scenario-hook-formats-title = Ein Hook formatiert jede Bearbeitung
scenario-hook-formats-description = Nach jedem write_file führt ein PostToolUse-Hook den Formatierer aus; was er meldet, kommt als Erinnerung in die nächste Anfrage, und das llm liest sie.

scenario-stop-hook-title = Ein Stop-Hook: nicht fertig, bis die Tests bestehen
scenario-stop-hook-description = Das llm sagt, es sei fertig; ein Stop-Hook führt die Tests aus, sieht sie scheitern und schickt es zurück an die Arbeit, bis sie bestehen.

scenario-plan-mode-title = Plan-Modus: lesen und planen, dann bearbeiten, sobald du zustimmst
scenario-plan-mode-description = Das Harness startet im Plan-Modus: Eine Bearbeitung wird abgelehnt, bis du den Plan freigibst; danach lässt der Accept-Edits-Modus die Bearbeitung laufen, ohne zu fragen.

scenario-skill-title = Ein Skill: mit einer Zeile aufgelistet, bei Bedarf geladen
scenario-skill-description = Jede Anfrage listet die Skills des Agenten mit Namen und einer Zeile auf; das llm lädt release-notes mit dem Skill-Tool, und erst dann kommen dessen Anweisungen in den Thread.

scenario-memory-title = Memory-Dateien: geladen beim Start, pro Ordner und erneut nach einer Kompaktierung
scenario-memory-description = CLAUDE.md wird geladen, wenn die Session startet; src/CLAUDE.md, wenn zum ersten Mal eine Datei unter src/ gelesen wird; nachdem der Thread kompaktiert wurde, werden beide erneut geladen.

scenario-mcp-tools-title = Tools von einem MCP-Server: nach Namen aufgelistet, per Suche gefunden
scenario-mcp-tools-description = Die sechs Tools eines MCP-Servers werden nur mit Namen aufgelistet; das llm sucht die zwei, die es braucht, und nur deren Schemas kommen in den Thread.
