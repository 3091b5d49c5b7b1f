# The built-in scenarios' titles and descriptions (src/scenarios/*.json), as "More scenarios",
# the chapters and the figure show them. English must equal the file's own words (tests/i18n.rs).

scenario-what-is-a-harness-title = ¿Qué es el arnés de un agente?
scenario-what-is-a-harness-description = Un turno: el llm responde con lo que sabe y no pide ninguna herramienta, así que el ejecutor se detiene.

scenario-read-file-title = ¿Qué dice README.md?
scenario-read-file-description = Dos turnos, sin preguntas: una regla ya permite read_file, así que el ejecutor lee el archivo al instante.

scenario-run-tests-title = Ejecutar los tests
scenario-run-tests-description = La pregunta: una regla dice que run_tests necesita tu visto bueno, así que la ejecución se pausa hasta que respondas.

scenario-denied-tool-title = Una herramienta con una regla deny
scenario-denied-tool-description = Una regla deniega write_file: la llamada recibe un resultado que lo explica, y el llm da explicaciones en lugar de escribir.

scenario-two-tools-title = Dos herramientas en una respuesta
scenario-two-tools-description = Una respuesta pide dos lecturas a la vez: cada llamada recibe exactamente un resultado, emparejado por callId, en el orden de las llamadas.

scenario-unknown-tool-title = Una herramienta desconocida
scenario-unknown-tool-description = El llm pide una herramienta que el agente no tiene: la llamada recibe un resultado de error y el bucle sigue.

scenario-two-clients-title = Dos clientes, una sesión
scenario-two-clients-description = Dos ventanas envían un prompt a la misma sesión en el mismo momento: el coordinador inicia una sola ejecución, y esta responde a ambos.

scenario-stop-title = Detener a mitad de ejecución
scenario-stop-description = Pulsas Detener mientras el llm aún está escribiendo: el stream se cierra, lo que llegó se queda en el hilo, cada llamada que pidió recibe un resultado de interrupción y la sesión queda inactiva.

scenario-flaky-llm-title = El stream se corta y luego se recupera
scenario-flaky-llm-description = La conexión con el llm se cae dos veces. El ejecutor reintenta cada solicitud tras una espera que se duplica, y la ejecución termina con una respuesta.

scenario-llm-down-title = El llm falla para siempre
scenario-llm-down-description = Todos los intentos se cortan. Tras tres, el ejecutor se rinde, te avisa de que la ejecución falló, y la sesión queda inactiva en lugar de quedarse colgada en ejecución.

scenario-tool-fails-title = Una herramienta falla
scenario-tool-fails-description = Se pide a read_file un archivo que no existe. Su resultado vuelve marcado como error; el llm lo lee y prueba con otro archivo.

scenario-tool-timeout-title = Una herramienta agota su tiempo
scenario-tool-timeout-description = La lenta batería de tests supera el límite de 30 segundos del agente. El ejecutor la cancela y la llamada recibe un resultado marcado como "tiempo agotado", que el llm explica.

scenario-turn-limit-title = Demasiados turnos
scenario-turn-limit-description = El agente puede hacer como máximo 3 turnos por ejecución. El llm no deja de pedir un archivo más, así que el ejecutor se detiene en el límite y explica por qué.

scenario-compaction-title = El contexto se llena
scenario-compaction-description = La ventana de contexto de este agente solo admite 3000 tokens. Cuando la siguiente solicitud no cabría, el arnés hace que el llm resuma los mensajes más antiguos y los sustituye: el hilo se reduce y la caché de prompts falla.

scenario-subagent-title = Un subagente busca en el código
scenario-subagent-description = El agente coder encarga una búsqueda a un subagente explorer: una sesión propia lee dos archivos, y solo su breve respuesta se suma al contexto de coder.

scenario-two-subagents-title = Dos subagentes desde una respuesta
scenario-two-subagents-description = Una respuesta pide dos subagentes: explorer compara el README con el código, y tester ejecuta los tests y te pregunta antes. Se ejecutan uno tras otro, cada uno en su propia sesión.

scenario-stalled-stream-title = El stream se queda en silencio
scenario-stalled-stream-description = El stream del llm empieza y luego deja de enviar nada. Tras el tiempo máximo de inactividad del agente, el ejecutor lo da por perdido, lo cierra y vuelve a enviar la solicitud, como tras un stream cortado.

scenario-anthropic-cache-title = Una conversación con la caché de prompts de Anthropic
scenario-anthropic-cache-description = Dos mensajes en una sesión, contados como cuenta la caché de Anthropic: solo se escriben los prefijos hasta los puntos de interrupción de una solicitud, con exactitud, y las solicitudes del segundo mensaje leen lo que escribió el primero.

scenario-hook-refuses-title = Un hook rechaza una llamada que una regla permite
scenario-hook-refuses-description = Un hook PreToolUse protege .env: rechaza la escritura aunque una regla permite write_file, y el llm lee el motivo y toma otro camino.

scenario-hook-formats-title = Un hook formatea cada edición
scenario-hook-formats-description = Tras cada write_file, un hook PostToolUse ejecuta el formateador; lo que dice se suma a la siguiente solicitud como recordatorio, que el llm lee.

scenario-stop-hook-title = Un hook Stop: no se termina hasta que pasen los tests
scenario-stop-hook-description = El llm dice que ha terminado; un hook Stop ejecuta los tests, ve que fallan y lo manda de vuelta al trabajo, hasta que pasan.

scenario-plan-mode-title = Modo plan: leer y planificar, y editar cuando lo apruebes
scenario-plan-mode-description = El arnés empieza en modo plan: toda edición se rechaza hasta que apruebes el plan; después, el modo aceptar ediciones deja que la edición se ejecute sin preguntar.

scenario-skill-title = Una skill: listada en una línea, cargada cuando hace falta
scenario-skill-description = Cada solicitud lista las skills del agente con su nombre y una línea; el llm carga release-notes con la herramienta skill, y solo entonces sus instrucciones se suman al hilo.

scenario-memory-title = Archivos de memoria: cargados al inicio, por carpeta, y de nuevo tras una compactación
scenario-memory-description = CLAUDE.md se carga al iniciarse la sesión; src/CLAUDE.md, la primera vez que se lee un archivo de src/; tras compactar el hilo, ambos se vuelven a cargar.

scenario-mcp-tools-title = Herramientas de un servidor MCP: listadas por nombre, encontradas con una búsqueda
scenario-mcp-tools-description = Las seis herramientas de un servidor MCP solo se listan por nombre; el llm busca las dos que necesita, y solo sus esquemas se suman al hilo.
