# The page's own controls and notices: the stepper, its buttons and the tools under the diagram.
# Keep `llm` and code as they are. Variables ($name) are filled in by the page.

stepper = Control de pasos
stepper-position = { $k } / { $n }
play = Reproducir
pause = Pausa
first-step = Primer paso
first-step-key = Primer paso (Inicio)
last-step = Último paso
last-step-key = Último paso (Fin)
step-back = Paso atrás
step-forward = Paso adelante
reset = Reiniciar
more-controls = Más controles
clock-title = Cuándo ocurrió este paso en el registro, desde el inicio de la ejecución
waiting-for-answer = La ejecución no ha terminado: espera tu respuesta a la pregunta del chat y continúa en cuanto elijas.
# The same on a phone, where the question is in view just below.
waiting-for-answer-short = La ejecución no ha terminado: espera tu respuesta.
go-to-question = Ir a la pregunta
step-by = Avanzar por
step-by-option =
    { $unit ->
        [request] solicitud al llm
        [prompt] prompt del usuario
       *[other] evento
    }
step-by-position =
    { $unit ->
        [request] solicitud { $k } de { $n }
        [prompt] prompt { $k } de { $n }
       *[other] paso { $k } de { $n }
    }
chapter = Capítulo
chapter-jump = ir a…
speed = Velocidad
log-pace = tiempo del registro ×{ $n }
log-pace-title = Reproducir al ritmo del propio registro, { $n } veces más rápido
scrubber = Paso
tick-llm = llamada al llm
tick-tool = ejecución de herramienta
tick-question = pregunta
tick-trouble = parada, reintento, límite
tick-subagent = subagente
dismiss = Cerrar

## The header
page-title = El arnés de un agente, paso a paso
lede-what = Un agente de programación es un llm, un modelo de lenguaje que solo sabe leer y escribir texto, metido dentro de un arnés: código corriente que guarda la conversación, se la envía al llm, ejecuta las herramientas que el llm pide y te pregunta antes de hacer algo arriesgado.
lede-how = Elige un prompt y pulsa Reproducir o avanza paso a paso: un mensaje viaja desde el cuadro del chat a través de las partes del arnés (la API de sesiones, el coordinador y el ejecutor) hasta el llm y las herramientas, y vuelve convertido en respuesta.
language = Idioma
language-failed = La página no pudo cargar sus textos en { $language } ({ $problem }), así que mantiene el idioma que tenía.
# The right pane's heading (the left one, "What you see", is in chat.ftl).
page-what-runs = Lo que se ejecuta
page-fatal-scenarios = La demo no pudo cargar sus escenarios: { $error }
