# The page's own controls and notices: the stepper, its buttons and the tools under the diagram.
# Keep `llm` and code as they are. Variables ($name) are filled in by the page.

stepper = Schrittsteuerung
stepper-position = { $k } / { $n }
play = Abspielen
pause = Pause
first-step = Erster Schritt
first-step-key = Erster Schritt (Pos1)
last-step = Letzter Schritt
last-step-key = Letzter Schritt (Ende)
step-back = Schritt zurück
step-forward = Schritt vor
reset = Zurücksetzen
more-controls = Weitere Steuerelemente
clock-title = Wann dieser Schritt im Log geschah, gemessen ab dem Start des Laufs
waiting-for-answer = Der Lauf ist nicht vorbei: Er wartet auf deine Antwort auf die Frage im Chat und geht weiter, sobald du wählst.
# The same on a phone, where the question is in view just below.
waiting-for-answer-short = Der Lauf ist nicht vorbei: Er wartet auf deine Antwort.
go-to-question = Zur Frage
step-by = Schrittweite
step-by-option =
    { $unit ->
        [request] llm-Anfrage
        [prompt] Nutzer-Prompt
       *[other] Event
    }
step-by-position =
    { $unit ->
        [request] Anfrage { $k } von { $n }
        [prompt] Prompt { $k } von { $n }
       *[other] Schritt { $k } von { $n }
    }
chapter = Kapitel
chapter-jump = springe zu…
speed = Tempo
log-pace = Log-Zeit ×{ $n }
log-pace-title = Im Tempo des Logs abspielen, { $n }-mal schneller
scrubber = Schritt
tick-llm = llm-Aufruf
tick-tool = Tool-Ausführung
tick-question = Frage
tick-trouble = Stopp, neuer Versuch, Limit
tick-subagent = Sub-Agent
dismiss = Schließen

## The header
page-title = Agent-Harness, Schritt für Schritt
lede-what = Ein Coding-Agent ist ein llm, ein Sprachmodell, das nur Text lesen und schreiben kann, in einem Harness: gewöhnlicher Code, der das Gespräch führt, es an das llm sendet, die Tools ausführt, die das llm anfordert, und dich fragt, bevor etwas Riskantes passiert.
lede-how = Wähle einen Prompt und drücke dann Abspielen oder gehe ihn Schritt für Schritt durch: Eine Nachricht wandert vom Chatfeld durch die Teile des Harness (die Session-API, den Koordinator und den Runner) zum llm und zu den Tools und kommt als Antwort zurück.
language = Sprache
language-failed = Die Seite konnte ihre Texte für { $language } nicht laden ({ $problem }), also behält sie die bisherige Sprache.
# The right pane's heading (the left one, "What you see", is in chat.ftl).
page-what-runs = Was läuft
page-fatal-scenarios = Die Demo konnte ihre Szenarien nicht laden: { $error }
