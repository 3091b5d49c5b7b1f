# Narration of sub-agents, hooks, skills, tools found by search, and of imported logs' own steps; the chapters.
# Keep `llm`, tool names, field names and code as they are. Variables ($name) are filled in by the page.

## Counts, used inside the sentences below
agents-n-tools =
    { $n ->
        [one] { $n } herramienta
       *[other] { $n } herramientas
    }
agents-n-messages =
    { $n ->
        [one] { $n } mensaje
       *[other] { $n } mensajes
    }

## Sub-agents: the task tool hands work to another agent's session.
# $agent: the sub-agent's name; $prompt: the start of the task's prompt; $parent: the name of the agent that called the task tool.
agents-subagent-spawn = La herramienta task es un cliente de la API de sesiones, igual que tu ventana: pide una nueva sesión de { $agent } y le envía el prompt "{ $prompt }". La nueva sesión tiene un hilo propio, no una copia del de { $parent }.
# $session: the new session's id (session_2); $agent: its agent's name.
agents-subagent-spawned = La API de sesiones crea { $session }: las instrucciones, herramientas y reglas de { $agent }, y un hilo nuevo cuyo único mensaje es el prompt. Responde a la herramienta task al instante; ahora la herramienta task espera a que { $session } quede inactiva.
agents-subagent-stop = La herramienta task ha sido cancelada, así que primero pide a la API de sesiones que detenga { $session } ({ $agent }), y espera a que lo haga: el subagente se detiene antes que su padre.
# $why: what let the task call run: a permission rule, your answer, or a hook.
agents-subagent-run-task =
    { $why ->
        [you] Lo permitiste
        [hook] Un hook PreToolUse permite task
       *[rule] Una regla permite task, así que se ejecuta al instante
    }: el ejecutor pasa la llamada a la herramienta task. Para el ejecutor, task es una herramienta como cualquier otra; lo que hace es iniciar la ejecución de otro agente.
agents-subagent-cancel = El ejecutor cancela la llamada a task que estaba esperando. La herramienta task no se puede matar sin más: un subagente trabaja para ella, y también tiene que detenerse.
agents-subagent-start-run = La API de sesiones pide al coordinador que ejecute el bucle para { $session }: el mismo coordinador, que atiende a todas las sesiones.
agents-subagent-run = No había ninguna ejecución en marcha en { $session }, así que el coordinador la marca como en ejecución y se la pasa a su ejecutor: el mismo código de ejecutor que el de { $parent }, con las instrucciones, herramientas y reglas de { $agent }.
# $tools: "3 tools" (agents-n-tools); $messages: "1 message" (agents-n-messages); $tokens: a number.
agents-subagent-first-request = El ejecutor de { $agent } envía su primera solicitud: sus propias instrucciones, { $tools } y un hilo de { $messages }, unos { $tokens } tokens. No contiene nada del hilo de { $parent }. Ninguna parte está aún en la caché de prompts.
# $cached: how many of the request's tokens come from the prompt cache.
agents-subagent-first-request-cached = El ejecutor de { $agent } envía su primera solicitud: sus propias instrucciones, { $tools } y un hilo de { $messages }, unos { $tokens } tokens. No contiene nada del hilo de { $parent }. { $cached } de ellos vienen de la caché de prompts, que se indexa por contenido, no por sesión: solicitudes anteriores empezaban con el mismo prompt de sistema.
agents-subagent-streams = El ejecutor de { $agent } también envía su texto en streaming a los clientes. El chat lo muestra plegado bajo la llamada a task de { $parent }, para que lo abras.
agents-subagent-idle-answered = El coordinador marca { $session } como inactiva. La herramienta task, que la espera como un cliente, se entera y le lleva a { $parent } la última respuesta de { $agent }.
agents-subagent-idle-ended = El coordinador marca { $session } como inactiva. La herramienta task, que la espera como un cliente, se entera y le cuenta a { $parent } cómo terminó la ejecución.
# $tokens: the answer's size; $thread: the size of the sub-agent's whole thread.
agents-subagent-answer = La salida de la herramienta task es la respuesta de { $agent }. { $agent } trabajó en un hilo nuevo, así que solo su respuesta, { $tokens } tokens, se suma al contexto de { $parent }, no los { $thread } tokens del hilo de { $agent }.
agents-subagent-interrupted = { $agent } se ha detenido, así que el único resultado de la llamada a task lo dice: interrumpida.
agents-subagent-no-answer = La ejecución de { $agent } terminó sin respuesta, así que el único resultado de la llamada a task es un error que explica por qué. El llm de { $parent } lo lee y decide qué decir.

## Hooks: the harness's own commands, run at set points of a run.
# $tool: the tool's name; $command: the hook's command, as code (`./check.sh`) or as "(the log does not name its command)".
agents-hook-runs-pre-tool-use = Antes de que se ejecute { $tool }, el ejecutor lanza el hook PreToolUse del agente, { $command }. Un hook es código propio del arnés, no del llm: ve la llamada y puede dejarla pasar, rechazarla o preguntarte. Nada de él entra en el contexto del llm.
agents-hook-runs-post-tool-use = { $tool } se ha ejecutado. Antes de que su resultado se sume al hilo, el ejecutor lanza el hook PostToolUse { $command }, que ve la llamada y su salida.
agents-hook-runs-session-start = Empieza la primera ejecución de la sesión, así que el ejecutor lanza primero el hook SessionStart { $command }. Lo que imprime se suma a la primera solicitud como una nota para el llm.
agents-hook-runs-user-prompt-submit = Antes de la primera solicitud, el ejecutor lanza el hook UserPromptSubmit { $command } sobre tu mensaje. Puede añadir una nota para el llm.
agents-hook-runs-stop = El llm no ha pedido ninguna herramienta, así que la ejecución terminaría aquí. Primero el ejecutor lanza el hook Stop { $command }: puede mandar al agente de vuelta al trabajo.
agents-hook-runs-pre-compact = La siguiente solicitud no cabría en la ventana de contexto, así que hay que compactar el hilo. Primero el ejecutor lanza el hook PreCompact { $command }: puede guardar lo que necesite antes de que se resuman los mensajes más antiguos, o rechazar la compactación.
agents-hook-stop-passes = El hook Stop no tiene nada en contra de parar, así que la ejecución termina como lo habría hecho sin él.
agents-hook-compact-passes = El hook PreCompact deja que la compactación siga adelante.
# $reason: the hook's own words, as it printed them.
agents-hook-compact-refused = El hook PreCompact rechaza la compactación: "{ $reason }". Sin ella, la siguiente solicitud no cabe en la ventana de contexto, así que la ejecución termina aquí.
agents-hook-passes = El hook no devuelve nada, así que el ejecutor sigue como lo habría hecho sin él.
agents-hook-allows = El hook permite la llamada ("{ $reason }"). Si ninguna regla nombra la herramienta, eso basta: el ejecutor no te preguntará. Una regla que diga ask o deny seguiría teniendo prioridad.
agents-hook-denies = El hook rechaza la llamada: "{ $reason }". Un rechazo, venga de un hook o de una regla, detiene la llamada, diga lo que diga el otro.
agents-hook-asks = El hook quiere que decidas tú ("{ $reason }"), así que el ejecutor te preguntará, digan lo que digan las reglas.
# $note: the hook's note, as it printed it.
agents-hook-adds-note = El hook devuelve una nota: "{ $note }". El ejecutor la guarda para la siguiente solicitud, donde se suma al hilo como recordatorio: el llm la lee, pero tú nunca la escribiste.
agents-hook-blocks-stop = El hook Stop bloquea el final: "{ $reason }". El ejecutor pone su motivo en el hilo como recordatorio y hace otro turno, así que el llm vuelve al trabajo.
# The chat's notices of a hook's answer. $event: the hook's event, a name kept as it is (PreToolUse, Stop…); $command: as above; $reason, $note: the hook's own words.
agents-hook-notice-denied = El hook { $event } { $command } rechazó la llamada: { $reason }
agents-hook-notice-asks = El hook { $event } { $command } te pregunta: { $reason }
agents-hook-notice-note = El hook { $event } { $command } añadió una nota para el llm: { $note }
agents-hook-notice-compact-refused = El hook { $event } { $command } rechazó la compactación: { $reason }
agents-hook-notice-back-to-work = El hook { $event } { $command } mandó al agente de vuelta al trabajo: { $reason }

## Skills: instructions an agent loads when it needs them.
# $skill: the skill's name; $tokens: the size of its instructions.
agents-skill-loads = El ejecutor pasa la llamada a la herramienta skill, que ejecuta el propio arnés. Hasta ahora cada solicitud contenía solo la línea de { $skill } en la lista de skills; al cargarla, sus instrucciones, unos { $tokens } tokens, entran en la siguiente solicitud.
# $input: what the llm asked the skill tool for; $agent: the agent's name.
agents-skill-unknown = El ejecutor pasa la llamada a la herramienta skill, que ejecuta el propio arnés. "{ $input }" no corresponde a ninguna skill de { $agent }.
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Launching skill: …").
agents-skill-answers = La herramienta skill responde "{ $output }". Las instrucciones de la skill se suman a la siguiente solicitud como recordatorio, después de este resultado: el llm las lee a partir de ahora.

## Tool search: tools listed by name only, their schemas loaded when a search finds them.
# $n: how many tools are deferred; $listed: the tokens of their listing; $schemas: the tokens their schemas would cost.
agents-search-finds-none =
    El ejecutor pasa la llamada a la búsqueda de herramientas, que ejecuta el propio arnés. Hasta ahora cada solicitud listaba { $n ->
        [one] { $n } herramienta diferida
       *[other] { $n } herramientas diferidas
    } solo por nombre, unos { $listed } tokens; sus esquemas habrían costado unos { $schemas } tokens en cada solicitud. Esta búsqueda no encuentra ninguna.
# $found: the names of the tools found (agents-search-and); $loaded: the tokens of their schemas.
agents-search-loads =
    El ejecutor pasa la llamada a la búsqueda de herramientas, que ejecuta el propio arnés. Hasta ahora cada solicitud listaba { $n ->
        [one] { $n } herramienta diferida
       *[other] { $n } herramientas diferidas
    } solo por nombre, unos { $listed } tokens; sus esquemas habrían costado unos { $schemas } tokens en cada solicitud. Esta búsqueda carga los esquemas de { $found }, unos { $loaded } tokens, en la siguiente solicitud.
# Two tool names, or names already joined and one more: "read_file and grep".
agents-search-and = { $a } y { $b }
# $output: the tool's answer, kept in English as the harness gives it to the llm ("Loaded …").
agents-search-answers = La búsqueda de herramientas responde "{ $output }". Los esquemas se suman a la siguiente solicitud después de este resultado, y desde entonces el llm puede llamar a esas herramientas. El principio de la solicitud no cambia, así que la caché de prompts sigue sirviendo.

## A run replayed from a session log: what the log records, and what it does not.
# $source: what recorded the log, a product's name and version ("Claude Code 2.1.39").
agents-replay-stopped = El registro de { $source } indica que aquí detuviste la ejecución. El cliente pide a la API de sesiones que la detenga.
agents-replay-refused = El registro indica que rechazaste esta llamada a { $tool }, así que la reproducción te pregunta aquí. La pregunta en sí no está en el registro: solo tu no.
agents-replay-declined = La respuesta del registro: no. La herramienta no se ejecuta; al llm se le dice que la rechazaste.
agents-replay-ran = El registro indica que { $tool } se ejecutó. No consta cómo se permitió, si por una regla de su arnés o por tu sí, así que la reproducción la ejecuta.
# $n: how many messages the summary replaces.
agents-replay-compaction = El registro indica aquí una compactación. Este arnés solo compacta cuando la siguiente solicitud no cabría en su ventana; el arnés del registro lo hizo aquí, así que la reproducción pide ahora al llm que resuma los { $n } mensajes más antiguos.
# $why: what the log says of the compaction: its trigger as the log names it ("auto", "manual"), maybe with sizes (agents-replay-compaction-sizes).
agents-replay-compaction-why = El registro indica aquí una compactación ({ $why }). Este arnés solo compacta cuando la siguiente solicitud no cabría en su ventana; el arnés del registro lo hizo aquí, así que la reproducción pide ahora al llm que resuma los { $n } mensajes más antiguos.
# $trigger: as the log names it ("auto", "manual"), kept as it is.
agents-replay-compaction-sizes = { $trigger }, { $before } tokens antes y { $after } después
agents-replay-compaction-before = { $trigger }, { $before } tokens antes
# $n: the output's length in characters.
agents-replay-output = Vuelve la salida de la herramienta ({ $n } caracteres), tal como consta en el registro.
# $duration: how long the tool ran ("3.2 s").
agents-replay-output-timed = Vuelve la salida de la herramienta ({ $n } caracteres), tal como consta en el registro, al cabo de { $duration }.
# Follows the sentence before; it starts with a space, which languages that write no space between sentences leave out. $clock: a time since the run began ("+0:07.4").
agents-replay-output-earlier = { " " }En el registro llegó en { $clock }, antes que el resultado mostrado primero: su arnés ejecutó estas llamadas en paralelo, y este las ejecuta una tras otra.
# Follows the narration of a request; starts with a space, as above. $usage: the log's figures ("2,438 tokens read, 2,304 of them from its prompt cache").
agents-replay-usage = { " " }El registro de { $source } indica lo que llevaba en realidad: { $usage }. La estimación de la página, a su lado, no puede contar el prompt de sistema ni los esquemas de herramientas, que el registro no guarda.
agents-replay-no-usage = { " " }El registro no da cifras de tokens para esta solicitud.

## Chapters: places in a run worth jumping to, listed in the stepper's Chapter menu.
# $n: the prompt's number in the run; $text: the start of what was typed.
agents-chapter-prompt = prompt { $n }: { $text }
# $agent: the sub-agent's name; $session: its session's id (session_2).
agents-chapter-subagent = subagente: { $agent } ({ $session })
agents-chapter-compacted = contexto compactado
agents-chapter-retry = stream cortado: reintento { $attempt } de { $of }
agents-chapter-retry-status = HTTP { $status }: reintento { $attempt } de { $of }
# $end: how the run ended, in a word or two ("stopped", "turn limit").
agents-chapter-ended = ejecución terminada: { $end }
