/**
 * Long because: one catalogue, one message per key of en.ts, in en.ts's order, so the two read side by side.
 *
 * The Spanish catalogue: every key of en.ts, in a neutral Spanish for the household (read alike
 * in Spain and Latin America: "este equipo", not "ordenador"/"computadora"). Address: "tú".
 * Sentences avoid adjectives that would have to agree with a device's name, whose gender is
 * unknown. Product names and technical tokens stay as in en.ts. Imports only the key type.
 */
import type { MessageId } from './en.js';

export const es = {
  // --- the app -------------------------------------------------------------------------------
  'app.name': 'Sovereign Companion',
  'app.demoBadge': 'Demo',
  'app.demoBadgeTitle': 'Una casa inventada: nada de esto es tu Home Assistant',

  // --- window titles (the windows' own and the Electron shell's) -------------------------------
  'window.chat': 'Sovereign Companion',
  'window.settings': 'Ajustes — Sovereign Companion',
  'window.popup': 'Aprobar una solicitud — Sovereign Companion',
  'window.quick': 'Pregunta rápida — Sovereign Companion',

  // --- the Electron shell: tray menu and notifications (no markup: the shell formats plain text) ---------
  'tray.tooltipWaiting': 'Sovereign Companion — {count, plural, one {# solicitud en espera} other {# solicitudes en espera}}',
  'tray.waiting': '{count, plural, one {# solicitud en espera} other {# solicitudes en espera}}',
  'tray.noneWaiting': 'No hay solicitudes en espera',
  'tray.quickAsk': 'Pregunta rápida…',
  'tray.openChat': 'Abrir el chat',
  'tray.settings': 'Ajustes…',
  'tray.launchAtLogin': 'Abrir al iniciar sesión',
  'tray.launchAtLoginUnavailable': 'Abrir al iniciar sesión (solo la aplicación instalada)',
  'tray.keepInTray': 'Seguir funcionando en la bandeja',
  'tray.openChatAtLogin': 'Abrir la ventana del chat al arrancar con la sesión',
  'tray.quit': 'Salir de Sovereign Companion',
  'tray.readHistory': 'Leer el historial de {name} ({period, select, hour {última hora} day {último día} week {última semana} other {{period}}})',
  'notification.body': '{count, plural, one {Una solicitud espera tu aprobación.} other {# solicitudes esperan tu aprobación.}}',

  // --- status line -----------------------------------------------------------------------------
  'status.loading': 'Comprobando Home Assistant…',
  'status.notConfigured': 'Home Assistant no está configurado',
  'status.disabled': 'La lectura de Home Assistant está desactivada; actívala en Ajustes → Acceso de lectura',
  'status.ok': 'Conectado a Home Assistant',
  'status.unknown': 'Home Assistant está configurado; se conectará la primera vez que preguntes algo',
  'status.unreachable': 'No se puede contactar con Home Assistant',
  'status.authFailed': 'Home Assistant rechazó el token',
  'status.tokenUnreadable': 'No se puede leer el token guardado',
  'status.appUnreachable': 'Sovereign Companion no responde',
  'status.reconnecting': 'Volviendo a conectar con Sovereign Companion…',
  'status.unauthorized': 'Esta página se abrió sin su enlace de acceso',
  'status.gone':
    'Sovereign Companion se reinició o se cerró, y esta pestaña perdió su enlace. Abre la dirección que mostró al arrancar (cambia cada vez) y luego cierra esta pestaña.',
  'status.linkSetUp': 'Configurar',
  'status.linkReadAccess': 'Activar en Acceso de lectura',
  'status.linkFix': 'Arreglar en Ajustes',
  'status.linkSettings': 'Ajustes',

  // --- chat ----------------------------------------------------------------------------------
  'chat.newConversation': 'Nueva conversación',
  'chat.emptyTitle': '¿Qué quieres saber?',
  'chat.emptyLead': 'Cada lectura y cada acción espera primero tu aprobación.',
  'chat.suggestion.porch': '¿Está encendida la luz del porche?',
  'chat.suggestion.see': '¿Qué puedes ver?',
  'chat.suggestion.door': '¿Cuándo se abrió por última vez la puerta de entrada?',
  'chat.suggestion.kitchen': 'Apaga la luz del techo de la cocina',
  'chat.conversationLabel': 'Conversación',
  'chat.youSaid': 'Tú dijiste: ',
  'chat.assistantSaid': 'Asistente: ',
  'chat.thinking': 'Pensando…',
  'chat.working': 'Trabajando en ello…',
  'chat.zoneNote': 'Las horas son las de Home Assistant ({zone}); este equipo usa {machine}.',
  'chat.cardAnnouncement': 'Necesita tu aprobación: {title}. Aprueba o rechaza en la tarjeta.',
  'chat.conversationGone':
    'Esa conversación ya no se guarda (se borró, o es más antigua de lo que guarda el historial). Vuelve a enviar tu mensaje para empezar una nueva.',
  'chat.readFailed': 'La lectura falló: {reason}',
  'chat.notAllowed': 'No permitido: {reason}',
  'chat.notAllowedNamed': 'No permitido ({name}): {reason}',

  'composer.label': 'Enviar un mensaje',
  'composer.message': 'Mensaje',
  'composer.placeholder': 'Pregunta por tu casa: «¿está encendida la luz del porche?»',
  'composer.send': 'Enviar',
  'composer.waiting': 'Arriba hay una solicitud esperando tu aprobación. Si envías un mensaje nuevo, se cancela.',
  'composer.counter': '{count, number} de {max, number} caracteres',
  'composer.counterFull': '{count, number} de {max, number} caracteres: es lo máximo que cabe en un mensaje',
  'composer.counterOver': '{count, number} de {max, number} caracteres: sobran {over, number}. Acórtalo para enviarlo; no se ha cortado nada.',

  'firstRun.title': 'Habla con tu casa, con tus reglas',
  'firstRun.lead':
    'Sovereign Companion responde preguntas sobre tu Home Assistant y puede encender y apagar luces e interruptores, pero solo los que tú elijas y solo después de que apruebes cada solicitud.',
  'firstRun.connect': '<b>Conecta</b> tu Home Assistant con su dirección y un token de acceso de larga duración.',
  'firstRun.choose': '<b>Elige</b> qué compartes con el asistente y qué luces e interruptores puede controlar.',
  'firstRun.ask': '<b>Pregunta.</b> Cada lectura y cada acción espera tu aprobación en una tarjeta de este chat, que muestra lo que pasaría.',
  'firstRun.setUp': 'Configurar Home Assistant',
  'firstRun.note': 'Tu token se queda en este equipo y nunca se vuelve a mostrar, ni siquiera al asistente.',

  // --- cards ---------------------------------------------------------------------------------
  'card.kindAction': 'Acción',
  'card.kindRead': 'Lectura',
  'card.needsApproval': ' · necesita tu aprobación',
  'card.approve': 'Aprobar',
  'card.deny': 'Rechazar',
  'card.approving': 'Aprobando…',
  'card.denying': 'Rechazando…',
  'card.outcome.approved': 'Aprobada',
  'card.outcome.denied': 'Rechazada: no se envió nada',
  'card.outcome.expired': 'Caducada: no se envió nada',
  'card.outcome.cancelled': 'Cancelada por tu nuevo mensaje: no se envió nada',
  'card.outcome.gone': 'Ya no es válida: la aplicación se reinició; no se envió nada',
  'card.outcome.refused': 'Bloqueada: no se envió nada',
  'card.expiresIn': 'Caduca en <value>{time}</value>',
  'card.expiresInSpoken': 'Caduca en {time}',
  'card.expired': 'Caducada',
  'card.turn': '{state, select, on {ENCENDER} off {APAGAR} other {Poner en {state}}} {name}',
  'card.change': 'Cambiar {name}',
  'card.anEntity': 'un dispositivo',
  'card.actionDisclosure': 'Esto cambia algo en tu casa ahora mismo: una luz o un interruptor se enciende o se apaga cuando lo apruebas.',
  'card.readAll': 'Leer el estado actual {count, plural, =1 {del único dispositivo} other {de los # dispositivos}} que compartes con el asistente',
  'card.readAllUnknown': 'Leer el estado actual de lo que compartes con el asistente',
  'card.readHistory':
    'Leer el historial de {name} {period, select, hour {de la última hora} day {de las últimas 24 horas} week {de los últimos 7 días} other {de un periodo reciente}}',
  'card.run': 'Ejecutar {capability}',
  'card.runOn': 'Ejecutar {capability} en {name}',
  'card.readLeaves': 'Esto sale de tu dispositivo: Sovereign Companion pregunta a tu Home Assistant a través de tu red.',
  'card.answerStays': 'La respuesta se queda en este equipo.',
  'card.answerRemote': 'La respuesta se enviará al modelo de lenguaje en {host}, que no está en este equipo.',
  'card.place': '{place, number} de {of, number}',
  'card.group':
    '{state, select, on {Encender} off {Apagar} other {Cambiar}} {of, plural, one {# dispositivo} many {# dispositivos} other {# dispositivos}}: {names}{more, plural, =0 {} one { y # más} many { y # más} other { y # más}}. Cada uno espera tu aprobación; Rechazar detiene el resto.',
  'card.denyRest': 'Rechazar y detener',
  'card.readAbout': 'Para tu pregunta sobre {names}{more, plural, =0 {} one { y # más} many { y # más} other { y # más}}',
  'card.question': 'Preguntaste: «{question}»',

  // --- receipts --------------------------------------------------------------------------------
  'receipt.already':
    '{state, select, on {No hacía falta encender {name}: ya lo estaba} off {No hacía falta apagar {name}: ya lo estaba} other {{name} ya estaba en {state}}}',
  'receipt.alreadyDetail': 'No había nada que cambiar, así que no se envió nada.',
  'receipt.turned': '{state, select, on {Se encendió {name}} off {Se apagó {name}} other {{name} pasó a {state}}}',
  'receipt.turnedDetail': 'Confirmado por Home Assistant (antes: {previous, select, on {encendido} off {apagado} other {{previous}}}).',
  'receipt.couldNot': 'No se pudo {state, select, on {encender} off {apagar} other {cambiar}} {name}',
  'receipt.denied': 'Rechazaste {state, select, on {encender} off {apagar} other {cambiar}} {name}',
  'receipt.expired': 'La solicitud para {state, select, on {encender} off {apagar} other {cambiar}} {name} caducó',
  'receipt.nothingChanged': 'No se cambió nada.',
  'receipt.theEntity': 'el dispositivo',

  // --- outcome codes, in plain words -------------------------------------------------------------
  'code.HOME_ASSISTANT_UNREACHABLE': 'No se pudo contactar con Home Assistant.',
  'code.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant ya no acepta el token de acceso. Crea uno nuevo en Home Assistant (tu perfil → Seguridad → Tokens de acceso de larga duración) y guárdalo en Ajustes.',
  'code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED': 'Home Assistant aceptó la solicitud, pero no confirmó el cambio.',
  'code.HOME_ASSISTANT_ENTITY_NOT_FOUND': 'Home Assistant ya no tiene este dispositivo.',
  'code.HOME_ASSISTANT_TLS_ERROR': 'No se pudo verificar la conexión con Home Assistant.',
  'code.HOME_ASSISTANT_ERROR': 'Home Assistant respondió con un error.',
  'code.EXECUTION_TIMEOUT': 'Home Assistant tardó demasiado en responder.',
  'code.ENTITY_NOT_ALLOWLISTED': 'Esto no es algo que compartas con el asistente.',
  'code.ENTITY_NOT_CONTROLLABLE': 'Esto no es algo que el asistente pueda controlar.',
  'code.DOMAIN_NOT_CONTROLLABLE': 'Solo se pueden controlar luces e interruptores.',
  'code.CAPABILITY_DISABLED': 'Este tipo de acceso está desactivado en Ajustes.',
  'code.CAPABILITY_NOT_CONFIGURED': 'Home Assistant aún no está configurado.',
  'code.CAPABILITY_UNKNOWN': 'El asistente pidió algo que esta aplicación no puede hacer.',
  'code.INVALID_ARGUMENTS': 'El asistente lo pidió de una forma que no se pudo entender.',
  'code.INVOCATION_LIMIT_EXCEEDED': 'El asistente pidió de una vez más de lo que permite un mensaje.',
  'code.RESULT_INVALID': 'La respuesta de Home Assistant no tenía la forma esperada.',
  'code.RESULT_TOO_LARGE': 'La respuesta de Home Assistant era demasiado grande para usarla.',
  'code.CONFIRMATION_DENIED': 'Rechazaste esta solicitud.',
  'code.CONFIRMATION_EXPIRED': 'La solicitud caducó antes de que la aprobaras.',
  'code.CONFIRMATION_INVALID': 'Esta solicitud ya tiene respuesta, o ya no está esperando.',
  'code.AUDIT_UNAVAILABLE': 'No se pudo anotar la aprobación en Actividad, así que no se envió nada.',
  'code.other': 'No se pudo hacer.',

  // --- a request that failed, by its code (every window; main's English message is never shown) ---
  'error.INVALID_REQUEST': 'Sovereign Companion no pudo leer esa solicitud. Inténtalo de nuevo; si sigue pasando, reinicia la aplicación.',
  'error.INVALID_BASE_URL': 'Esa no es una dirección de Home Assistant. Usa una como http://homeassistant.local:8123.',
  'error.INVALID_ENTITY_ID': 'Ese no es un id de dispositivo como los que usa Home Assistant (por ejemplo light.kitchen).',
  'error.CONTROLLABLE_NOT_ALLOWLISTED': 'Un dispositivo que el asistente puede controlar también debe estar compartido con él.',
  'error.DOMAIN_NOT_CONTROLLABLE': 'Solo se pueden controlar luces e interruptores.',
  'error.CONFIRMATION_INVALID': 'Esta solicitud ya tiene respuesta, o ya no está esperando.',
  'error.CONVERSATION_NOT_FOUND': 'Esa conversación ya no está. Empieza una nueva.',
  'error.UNAUTHORIZED': 'Esta ventana perdió su enlace con Sovereign Companion. Ciérrala y ábrela de nuevo desde la aplicación.',
  'error.FORBIDDEN': 'Esta ventana no tiene permiso para hacer eso.',
  'error.NOT_FOUND': 'Sovereign Companion no conoce esa solicitud. ¿Es esta ventana de una versión anterior? Recárgala.',
  'error.METHOD_NOT_ALLOWED': 'Sovereign Companion no conoce esa solicitud. ¿Es esta ventana de una versión anterior? Recárgala.',
  'error.PAYLOAD_TOO_LARGE': 'Es demasiado grande para enviarlo. Acórtalo e inténtalo de nuevo.',
  'error.STORAGE_ERROR': 'Sovereign Companion no pudo escribir en su carpeta de datos. Comprueba que el disco no esté lleno e inténtalo de nuevo.',
  'error.KEYCHAIN_UNAVAILABLE':
    'El llavero de este ordenador está bloqueado o no disponible, así que no se guardó el secreto. Desbloquéalo e inténtalo de nuevo.',
  'error.INTERNAL_ERROR': 'Algo salió mal en Sovereign Companion. Inténtalo de nuevo; si sigue pasando, reinicia la aplicación.',
  'error.CAPABILITY_NOT_CONFIGURED': 'Home Assistant aún no está configurado. Añade su dirección y un token en Ajustes → Conexión.',
  'error.EXECUTION_TIMEOUT': 'Home Assistant no respondió a tiempo. Inténtalo de nuevo en un momento.',
  'error.HOME_ASSISTANT_UNREACHABLE': 'No se puede contactar con Home Assistant. ¿Está en marcha, y está este ordenador en la misma red?',
  'error.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant ya no acepta el token. Crea un token de larga duración nuevo en tu perfil de Home Assistant y pégalo en Ajustes → Conexión.',
  'error.HOME_ASSISTANT_TLS_ERROR': 'No se pudo verificar la conexión con Home Assistant. Revisa su certificado en Ajustes → Conexión.',
  'error.HOME_ASSISTANT_ERROR': 'Home Assistant respondió con un error. Inténtalo de nuevo en un momento.',
  'error.other': 'No funcionó. Inténtalo de nuevo; si sigue pasando, reinicia la aplicación.',
  'error.field.access_token': 'El token parece incorrecto: pega el token de larga duración de tu perfil de Home Assistant, en una sola línea sin espacios.',
  'error.field.api_key': 'La clave de API parece incorrecta: pégala de nuevo en una sola línea sin espacios.',
  'error.field.model': 'Escribe el nombre del modelo (por ejemplo llama3.1:8b), en una línea corta.',
  'error.field.base_url': 'Escribe la dirección del asistente (para Ollama: http://127.0.0.1:11434/v1).',
  'error.field.tls': 'Los ajustes del certificado no son válidos. Elige de nuevo cómo confiar en el certificado de Home Assistant.',
  'error.field.area_id': 'Elige una de tus áreas de Home Assistant.',
  'error.field.accelerator': 'Ese atajo no lo puede usar la aplicación: combina de una a tres de Ctrl/Cmd, Alt y Mayús con una tecla.',
  'error.field.engine': 'Elige uno de los motores que aparecen.',

  // --- Settings → Assistant: why Test failed (a reason and its values from main) ---
  'assistant.testError.bad_address': 'Esa dirección no la puede usar el asistente. Escribe una como http://127.0.0.1:11434/v1 (Ollama).',
  'assistant.testError.no_address': 'Escribe primero la dirección del asistente (para Ollama: http://127.0.0.1:11434/v1).',
  'assistant.testError.key_malformed': 'La clave de API parece incorrecta: pégala de nuevo en una sola línea.',
  'assistant.testError.key_unreadable': 'La clave de API guardada no se puede leer en este ordenador. Pégala de nuevo y guarda.',
  'assistant.testError.needs_key': 'El asistente en {host} necesita una clave de API (HTTP {status}).',
  'assistant.testError.key_refused': 'El asistente en {host} rechazó la clave de API (HTTP {status}). Revisa la clave.',
  'assistant.testError.redirect': 'El asistente en {host} respondió con una redirección (HTTP {status}), que nunca se sigue. Revisa la dirección.',
  'assistant.testError.not_found':
    'Nada responde en {host} a la lista de modelos (HTTP 404). Revisa la dirección: los servidores compatibles con OpenAI suelen terminar en /v1.',
  'assistant.testError.http_error': 'El asistente en {host} respondió con un error (HTTP {status}).',
  'assistant.testError.not_openai':
    'El servidor en {host} respondió, pero no con una lista de modelos compatible con OpenAI. Revisa la dirección (suele terminar en /v1).',
  'assistant.testError.timeout': 'El asistente en {host} no respondió en {seconds, number} s.',
  'assistant.testError.tls': 'No se pudo verificar el certificado del asistente en {host}.',
  'assistant.testError.too_large': 'El asistente en {host} respondió con más de lo que esta aplicación lee.',
  'assistant.testError.unreachable': 'No se puede contactar con el asistente en {host}. ¿Está en marcha el servidor, y es correcta la dirección?',

  // --- results -------------------------------------------------------------------------------
  'table.none': 'No se encontró en Home Assistant nada de lo que compartes con el asistente.',
  'table.caption': 'Estado actual',
  'table.captionRead': 'Estado actual, leído {when}',
  'table.entity': 'Dispositivo',
  'table.state': 'Estado',
  'table.changed': 'Cambió',
  'table.showAll': 'Mostrar todos ({count, number})',
  'state.word':
    '{word, select, on {{word_agree, select, fs {encendida} mp {encendidos} fp {encendidas} other {encendido}}} off {{word_agree, select, fs {apagada} mp {apagados} fp {apagadas} other {apagado}}} open {{word_agree, select, fs {abierta} mp {abiertos} fp {abiertas} other {abierto}}} closed {{word_agree, select, fs {cerrada} mp {cerrados} fp {cerradas} other {cerrado}}} detected {{word_agree, select, fs {detectada} mp {detectados} fp {detectadas} other {detectado}}} clear {{word_agree, select, fs {despejada} mp {despejados} fp {despejadas} other {despejado}}} low {{word_agree, select, fs {baja} mp {bajos} fp {bajas} other {bajo}}} normal {{word_agree, select, mp {normales} fp {normales} other {normal}}} cold {{word_agree, select, fs {fría} mp {fríos} fp {frías} other {frío}}} hot {{word_agree, select, mp {calientes} fp {calientes} other {caliente}}} connected {{word_agree, select, fs {conectada} mp {conectados} fp {conectadas} other {conectado}}} disconnected {{word_agree, select, fs {desconectada} mp {desconectados} fp {desconectadas} other {desconectado}}} lightDetected {luz detectada} noLight {sin luz} unlocked {{word_agree, select, fs {desbloqueada} mp {desbloqueados} fp {desbloqueadas} other {desbloqueado}}} locked {{word_agree, select, fs {bloqueada} mp {bloqueados} fp {bloqueadas} other {bloqueado}}} moving {en movimiento} notMoving {{word_agree, select, fs {quieta} mp {quietos} fp {quietas} other {quieto}}} pluggedIn {{word_agree, select, fs {enchufada} mp {enchufados} fp {enchufadas} other {enchufado}}} unplugged {{word_agree, select, fs {desenchufada} mp {desenchufados} fp {desenchufadas} other {desenchufado}}} powerDetected {con corriente} noPower {sin corriente} running {en marcha} notRunning {{word_agree, select, fs {parada} mp {parados} fp {paradas} other {parado}}} updateAvailable {actualización disponible} upToDate {{word_agree, select, fs {actualizada} mp {actualizados} fp {actualizadas} other {actualizado}}} unavailable {{word_agree, select, mp {no disponibles} fp {no disponibles} other {no disponible}}} unknown {{word_agree, select, fs {desconocida} mp {desconocidos} fp {desconocidas} other {desconocido}}} home {en casa} away {fuera} charging {{word_agree, select, fs {carganda} mp {cargandos} fp {cargandas} other {cargando}}} notCharging {sin cargar} wet {{word_agree, select, fs {húmeda} mp {húmedos} fp {húmedas} other {húmedo}}} dry {{word_agree, select, fs {seca} mp {secos} fp {secas} other {seco}}} problem {problema} ok {OK} unsafe {{word_agree, select, fs {insegura} mp {inseguros} fp {inseguras} other {inseguro}}} safe {{word_agree, select, fs {segura} mp {seguros} fp {seguras} other {seguro}}} other {{word}}}',
  'history.period': '{period, select, hour {última hora} day {últimas 24 horas} week {últimos 7 días} other {{period}}}',
  'history.changes': '{count, plural, =0 {ningún cambio} one {# cambio} other {# cambios}}',
  'history.nothing': 'No cambió nada en este periodo.',
  'history.showChanges': '{count, plural, one {Mostrar el cambio} other {Mostrar los # cambios}}',
  'history.timelineTitle': 'Cronología de {name}: {count, plural, one {# cambio} other {# cambios}}; el último, a {state} ({at})',
  'history.chartTitle': 'Gráfico de {name}: de {min}{unit} a {max}{unit}; último valor {latest}{unit}',
  'history.notRecorded': 'sin registrar',

  // --- popup ---------------------------------------------------------------------------------
  'popup.title': 'Esperando tu aprobación',
  'popup.count': '{count, plural, one {# en espera} other {# en espera}}',
  'popup.nothing': 'No hay nada esperando tu aprobación.',
  'popup.list': 'Solicitudes que esperan aprobación',
  'popup.alreadyAnswered': 'Esta solicitud ya tiene respuesta, o ya no está esperando. No pasará nada más.',

  // --- quick ask ---------------------------------------------------------------------------------
  'quick.form': 'Pregunta rápida',
  'quick.input': 'Pregunta',
  'quick.placeholder': 'Pregunta, p. ej. «apaga la luz del porche»',
  'quick.hintCard': 'Enter aprueba · Esc descarta',
  'quick.hint': 'Enter pregunta · Esc cierra',
  'quick.place': 'Solicitud {place, number}',
  'quick.done': 'Listo: ya puedes cerrar esta ventana.',

  // --- settings: the window ------------------------------------------------------------------
  'settings.title': 'Ajustes',
  'settings.sections': 'Secciones de los ajustes',
  'settings.loading': 'Cargando…',
  'settings.assistantUnavailable': 'No se pudieron cargar los ajustes del asistente.',
  'section.connection': 'Conexión',
  'section.connection.intro': 'Qué Home Assistant usar y cómo demuestra este equipo que puede entrar.',
  'section.read': 'Acceso de lectura',
  'section.read.intro': 'Lo que compartes con el asistente. Tú apruebas cada lectura.',
  'section.control': 'Control',
  'section.control.intro': 'Lo que el asistente puede encender y apagar. Tú apruebas cada acción.',
  'section.assistant': 'Asistente',
  'section.assistant.intro': 'Qué idioma habla la aplicación, y qué motor entiende tus mensajes y propone qué hacer.',
  'section.activity': 'Actividad',
  'section.activity.intro': 'Todo lo que pidió el asistente y lo que pasó.',
  'section.backup': 'Exportar e importar',
  'section.backup.intro': 'Guarda una copia de lo que compartes y permites, o llévala a otro equipo.',
  'notice.malformedTitle': 'No se pudo leer tu archivo de ajustes de Home Assistant.',
  'notice.malformedBody': 'Hasta que guardes aquí, el asistente no tiene acceso a Home Assistant: es lo más seguro. Al guardar se sustituye el archivo dañado.',
  'notice.plaintextTitle': 'Aquí no hay un llavero del sistema disponible,',
  'notice.plaintextBody': 'así que tu token de acceso se guarda en un archivo que solo tu cuenta de usuario puede abrir; no está cifrado.',
  'notice.plaintextAdvice':
    'Cualquiera que pueda entrar con tu usuario, o leer tus copias de seguridad, podría leerlo. Usa un token que puedas revocar en Home Assistant.',

  // --- settings: connection ----------------------------------------------------------------------
  'connection.formTitle': 'Dirección y token',
  'connection.address': 'Dirección de Home Assistant',
  'connection.addressHelp': 'La dirección con la que abres Home Assistant, como <mono>{example}</mono>.',
  'connection.assumedScheme': 'Se usará como <mono>{address}</mono>.',
  'connection.error.INVALID_BASE_URL':
    'La app no puede usar esta dirección. Escríbela como {example}: el nombre o la dirección IP y el puerto, sin nada detrás.',
  'connection.error.CAPABILITY_NOT_CONFIGURED': 'Pega un token de acceso de larga duración para esta dirección y vuelve a probar.',
  'connection.error.HOME_ASSISTANT_UNREACHABLE': 'Nada respondió en {origin}. ¿Está Home Assistant funcionando ahí, y son correctos la dirección y el puerto?',
  'connection.error.EXECUTION_TIMEOUT': '{origin} no respondió a tiempo. Comprueba la dirección y que Home Assistant esté funcionando.',
  'connection.error.tokenRefused':
    'Home Assistant rechazó este token de acceso. En Home Assistant, abre tu perfil y luego Seguridad, crea un token de acceso de larga duración, pégalo en el campo del token de arriba y pulsa Guardar.',
  'connection.error.computerRefused':
    'Home Assistant rechazó este ordenador, normalmente tras demasiados inicios de sesión fallidos. Quita la dirección de este ordenador de ip_bans.yaml en la carpeta de configuración de Home Assistant y reinicia Home Assistant.',
  'connection.error.HOME_ASSISTANT_TLS_ERROR': 'No se pudo verificar el certificado de Home Assistant. Revísalo abajo y elige cómo confiar en él.',
  'connection.error.HOME_ASSISTANT_ERROR':
    '{origin} respondió con un error. ¿Es la dirección del propio Home Assistant, y no una página o un proxy delante de él?',
  'connection.error.other': 'No se pudo completar la prueba.',
  'connection.unencrypted':
    'Esta dirección usa <b>http</b> sin cifrar: tu token de acceso y los datos de tu casa viajan por tu red sin cifrado. Usa una dirección https si tu Home Assistant tiene una.',
  'connection.token': 'Token de acceso de larga duración',
  'connection.tokenRefused': 'Token guardado: Home Assistant lo rechazó; pega uno nuevo',
  'connection.tokenSaved': 'Token guardado',
  'connection.tokenUnreadable': 'No se puede leer el token guardado: vuelve a pegarlo',
  'connection.noToken': 'No hay token guardado',
  'connection.removeToken': 'Quitar el token',
  'connection.tokenPlaceholderReplace': 'Pega un token nuevo para sustituir el guardado',
  'connection.tokenPlaceholder': 'Pega el token',
  'connection.tokenHelp':
    'Créalo en Home Assistant, en tu perfil → Seguridad → Tokens de acceso de larga duración. Se guarda en este equipo y nunca se vuelve a mostrar: ni aquí ni al asistente.',
  'connection.originChanges':
    'Si guardas otra dirección, se quita el token guardado: un token solo se envía a la dirección para la que se guardó. Pega el token de la nueva dirección.',
  'connection.testing': 'Probando…',
  'connection.test': 'Probar la conexión',
  'connection.save': 'Guardar',
  'connection.testingLabel': 'Probando la conexión',
  'connection.contacting': 'Contactando con Home Assistant…',
  'connection.connected': 'Conectado a <b>{name}</b>: Home Assistant {version}, zona horaria {zone}.',

  // --- settings: assistant -----------------------------------------------------------------------
  'assistant.formTitle': 'Motor de conversación',
  'assistant.engine': 'Motor',
  'assistant.builtin': 'Integrado',
  'assistant.builtinHelp':
    'Entiende frases sencillas sobre tus dispositivos en el idioma que elijas arriba. Funciona por completo en este equipo; no se envía nada a ningún sitio.',
  'assistant.llm': 'Un servidor de modelo de lenguaje',
  'assistant.llmHelp':
    'Ollama, llama.cpp, LM Studio, vLLM o cualquier endpoint compatible con OpenAI. Solo propone: tú sigues aprobando cada lectura y cada acción.',
  'assistant.presets': 'Ajustes predefinidos para servidores locales',
  'assistant.endpoint': 'Endpoint (dirección del servidor)',
  'assistant.model': 'Modelo',
  'assistant.apiKey': 'Clave de API (si el servidor la necesita)',
  'assistant.keySaved': 'Clave guardada',
  'assistant.noKey': 'No hay clave guardada',
  'assistant.keyPlaceholderReplace': 'Pega una clave nueva para sustituirla',
  'assistant.keyPlaceholder': 'Opcional',
  'assistant.remote': 'Este endpoint no está en este equipo. Todo lo que apruebes que lea el asistente se enviará a <b>{host}</b>.',
  'assistant.save': 'Guardar',
  'assistant.testing': 'Probando…',
  'assistant.test': 'Probar el servidor guardado',
  'assistant.answered':
    '{count, plural, =0 {El servidor respondió.} one {El servidor respondió con # modelo: {models}.} other {El servidor respondió con # modelos: {models}.}}',

  // --- settings: discovery -----------------------------------------------------------------------
  'discovery.title': 'Encontrado en tu red',
  'discovery.looking': 'Buscando…',
  'discovery.searchAgain': 'Buscar de nuevo',
  'discovery.lookingStatus': 'Buscando Home Assistant en tu red',
  'discovery.found': '{count, plural, =0 {No se encontró ninguno} one {# encontrado} other {# encontrados}}',
  'discovery.unavailable': 'La búsqueda no está disponible aquí: escribe la dirección a mano.',
  'discovery.lookingLong': 'Buscando Home Assistant en tu red…',
  'discovery.none': 'No se encontró ningún Home Assistant automáticamente. Escribe su dirección abajo.',
  'discovery.defaultName': 'Home Assistant',
  'discovery.notSetUp': 'Aún sin configurar',
  'discovery.unverified': 'Anuncio sin verificar',
  'discovery.version': 'Home Assistant {version}',
  'discovery.finishOnboarding': 'Primero termina la configuración inicial en Home Assistant.',
  'discovery.alt.external_url': 'Dirección externa o en la nube',
  'discovery.alt.base_url': 'Dirección base anunciada',
  'discovery.altNote': ' — fuera de tu red doméstica; la dirección local sugerida mantiene tu token en casa.',
  'discovery.checking': 'Comprobando…',
  'discovery.inUse': 'En uso',
  'discovery.use': 'Usar esta',

  // --- settings: trust for https --------------------------------------------------------------------
  'trust.pinned': 'Certificado fijado (SHA-256 {fingerprint})',
  'trust.unknownFingerprint': 'desconocido',
  'trust.customCa': 'El certificado de CA de tu casa',
  'trust.system': 'Las autoridades de certificación de confianza de este equipo',
  'trust.title': 'Confianza para https',
  'trust.current': 'Ahora se confía en: <b>{current}</b>',
  'trust.useCa': 'Usar el certificado de CA de mi casa',
  'trust.caFile': 'Archivo del certificado de CA (.pem, .crt)',
  'trust.caPaste': '…o pégalo',
  'trust.trustCa': 'Confiar en esta CA',
  'trust.pin': 'Fijar el certificado que presenta esta dirección (autofirmado)',
  'trust.pinHelp':
    'Sovereign Companion se conecta una vez para mostrarte el certificado. No se envía ningún token. Compara la huella con la que muestra Home Assistant antes de confiar en él.',
  'trust.connecting': 'Conectando…',
  'trust.show': 'Mostrar el certificado',
  'trust.issuedTo': 'Emitido para',
  'trust.issuedBy': 'Emitido por',
  'trust.valid': 'Válido',
  'trust.validRange': '{from} – {to}',
  'trust.fingerprint': 'Huella SHA-256',
  'trust.pinThis': 'Confiar en este certificado y fijarlo',
  'trust.backToSystem': 'Volver a las autoridades de certificación del sistema',

  // --- settings: what the assistant's Test learnt of the server ---------------------------------------
  'server.kind.ollama': 'Ollama',
  'server.kind.llamacpp': 'El servidor de llama.cpp',
  'server.kind.lmstudio': 'LM Studio',
  'server.kind.vllm': 'vLLM',
  'server.kind.other': 'Un servidor compatible con OpenAI',
  'server.noTools.ollama':
    'Ninguno de los modelos instalados dice poder usar herramientas. Instala uno que pueda (por ejemplo qwen2.5 o llama3.1) con «ollama pull».',
  'server.noTools.llamacpp': 'Inicia llama-server con --jinja y un modelo cuya plantilla de chat admita herramientas.',
  'server.noTools.lmstudio': 'Carga un modelo con uso nativo de herramientas (el icono del martillo en LM Studio).',
  'server.noTools.vllm': 'Inicia vLLM con --enable-auto-tool-choice y el --tool-call-parser de este modelo.',
  'server.noTools.other': 'Elige un modelo que admita llamadas a herramientas.',
  'server.unknown.ollama': 'Ollama no conoce este modelo: ¿está instalado?',
  'server.unknown.llamacpp': 'llama-server no dice si su modelo puede usar herramientas; necesita --jinja y una plantilla de chat con herramientas.',
  'server.unknown.lmstudio': 'LM Studio no muestra este modelo.',
  'server.unknown.vllm': 'vLLM no dice si las herramientas funcionan: debe iniciarse con --enable-auto-tool-choice y un --tool-call-parser para este modelo.',
  'server.unknown.other': 'Este servidor no dice si el modelo puede usar herramientas. Si las respuestas fallan, elige un modelo que las admita.',
  'server.kind': 'Servidor: {kind}{version, select, none {} other { {version}}}',
  'server.canUseTools': '<b>{model}</b> puede usar herramientas.',
  'server.cannotUseTools': '<b>{model}</b> no puede usar herramientas, y esta aplicación las necesita para leer o encender y apagar cualquier cosa.',
  'server.toolModels': 'Modelos que pueden usar herramientas',
  'server.use': 'Usar {model}',
  'server.promptLarge':
    'Con {count, plural, one {# dispositivo compartido} other {# dispositivos compartidos}}, las instrucciones del asistente ocupan unos {kilobytes, number} KB. A los modelos pequeños les puede costar: comparte menos dispositivos o usa un modelo más grande.',

  // --- settings: this computer's room -----------------------------------------------------------------
  'room.title': 'La habitación de este equipo',
  'room.label': 'Este equipo está en',
  'room.notSet': 'Sin elegir: preguntar qué habitación',
  'room.help': '«Apaga las luces de aquí» se referirá entonces a esta habitación, como con un asistente de voz de Home Assistant.',
  'room.gone': 'La habitación elegida antes ya no está en Home Assistant, así que cuenta como sin elegir.',
  'room.namesFallback': '{note}: el asistente reconoce tus dispositivos solo por su nombre.',
  'room.namesFallbackDefault': 'No se pudieron leer las áreas y los alias de Home Assistant',
  'room.save': 'Guardar la habitación',

  // --- settings: the quick-ask shortcut ---------------------------------------------------------------
  'shortcut.title': 'Pregunta rápida desde cualquier sitio',
  'shortcut.lead': 'Un atajo abre una ventana pequeña para preguntar en pocas palabras; cada tarjeta sigue necesitando tu aprobación.',
  'shortcut.registered': '{shortcut} abre la pregunta rápida.',
  'shortcut.off': 'El atajo está desactivado. «Pregunta rápida…» en el menú de la bandeja la sigue abriendo.',
  'shortcut.useInstead': 'Usar {shortcut} en su lugar',
  'shortcut.label': 'Atajo',
  'shortcut.save': 'Guardar el atajo',
  'shortcut.browserHost': 'El atajo se configura en la app de escritorio: una pestaña del navegador no oye las teclas pulsadas en otras apps.',

  // --- settings: language ---------------------------------------------------------------------
  'language.title': 'Idioma',
  'language.label': 'Idioma de la aplicación y del asistente',
  'language.automatic': 'Automático ({name})',
  'language.source':
    '{source, select, home {«Automático» sigue el idioma configurado en Home Assistant ({tag}).} system {«Automático» sigue el idioma de este equipo, porque Home Assistant aún no ha dicho el suyo.} browser {«Automático» sigue el idioma de este navegador, porque Home Assistant aún no ha dicho el suyo.} other {«Automático» significa inglés aquí: ni Home Assistant ni este equipo indican un idioma que hable la aplicación.}}',
  'language.save': 'Guardar el idioma',
  'language.unreadable':
    'No se pudo leer el ajuste de idioma guardado, así que el idioma se elige automáticamente hasta que vuelvas a elegirlo.{keptAs, select, none {} other { El archivo anterior se guardó como {keptAs}.}}',
  'history.unreadable':
    'No se pudieron leer tus conversaciones guardadas ({reason, select, unknown_format {están en un formato que esta versión no usa} other {el archivo está dañado}}), así que el historial empieza vacío.{keptAs, select, none {} other { El archivo anterior se guardó como {keptAs}.}}',

  // --- settings: saving ------------------------------------------------------------------------
  'save.saving': 'Guardando…',
  'save.saved': 'Guardado',
  'save.failed': 'No se pudo guardar.',
  'save.seeAbove': 'No se guardó: mira el mensaje de arriba.',
  'saveBar.label': 'Cambios sin guardar',
  'saveBar.pending': '<b>{count, plural, one {# cambio sin guardar} other {# cambios sin guardar}}</b>: {list}.',
  'saveBar.saved': 'Listas guardadas.',
  'saveBar.discard': 'Descartar',
  'saveBar.save': 'Guardar cambios',
  'saveBar.list.read': 'lectura',
  'saveBar.list.control': 'control',
  'pending.readOn': 'Activar la lectura',
  'pending.readOff': 'Desactivar la lectura',
  'pending.controlOn': 'Activar el control',
  'pending.controlOff': 'Desactivar el control',
  'pending.shared': '{count, plural, one {# compartido} other {# compartidos}} con el asistente',
  'pending.unshared': '{count, plural, one {# ya no compartido} other {# ya no compartidos}}',
  'pending.allowed': '{count, number} con permiso de control',
  'pending.disallowed': '{count, number} ya sin permiso de control',
  'switch.on': 'Activado',
  'switch.off': 'Desactivado',

  // --- settings: read access and control -----------------------------------------------------------
  'read.switch': 'Dejar que el asistente lea Home Assistant',
  'read.switchHelp': 'Si está activado, el asistente puede pedir leer lo que marques abajo, y tú apruebas cada lectura. Se guarda con la barra de guardar.',
  'read.listTitle': 'Compartido con el asistente',
  'read.listHelp': 'Al asistente solo se le nombran estos. Su estado solo se lee cuando apruebas una solicitud.',
  'read.connectFirst': 'Primero conéctate a Home Assistant (Conexión) y luego elige aquí qué compartir.',
  'read.loadFailed': 'No se pudieron cargar tus dispositivos desde Home Assistant: {error}',
  'read.loading': 'Cargando tus dispositivos desde Home Assistant…',
  'read.missingTitle': 'Ya no están en Home Assistant',
  'read.missingHelp': 'Los compartes, pero Home Assistant ya no los tiene (se renombraron o se quitaron).',
  'read.missingTag': 'Falta',
  'read.remove': 'Quitar',
  'read.tryAgain': 'Reintentar',
  'read.removeLabel': 'Quitar {id} de la lista',
  'read.purpose': 'dispositivos que compartes con el asistente',
  'read.namesFallback': '{note}: el asistente solo los entiende por su nombre.',
  'control.switch': 'Dejar que el asistente encienda y apague cosas',
  'control.switchHelp':
    'Aparte de la lectura. Si está activado, el asistente puede pedir encender o apagar las luces e interruptores que marques abajo, y tú apruebas cada vez. Se guarda con la barra de guardar.',
  'control.listTitle': 'Luces e interruptores que el asistente puede controlar',
  'control.why':
    'Solo se pueden controlar <b>luces e interruptores</b>: encenderlos o apagarlos se deshace al instante. Nunca se ofrecen cerraduras, alarmas, persianas y puertas de garaje, cámaras ni termostatos.',
  'control.onlyShared': 'Aquí solo aparece lo que ya compartes con el asistente. Para añadir algo, márcalo primero en Acceso de lectura.',
  'control.notOffered': 'No se ofrece de lo que compartes: {list}.',
  'control.none': 'Nada de lo que compartes con el asistente es una luz o un interruptor.',
  'control.purpose': 'luces e interruptores que el asistente puede controlar',
  'domain.counted':
    '{domain, select, light {{count, plural, one {# luz} other {# luces}}} switch {{count, plural, one {# interruptor} other {# interruptores}}} sensor {{count, plural, one {# sensor} other {# sensores}}} binary_sensor {{count, plural, one {# sensor binario} other {# sensores binarios}}} lock {{count, plural, one {# cerradura} other {# cerraduras}}} cover {{count, plural, one {# persiana} other {# persianas}}} climate {{count, plural, one {# termostato} other {# termostatos}}} camera {{count, plural, one {# cámara} other {# cámaras}}} person {{count, plural, one {# persona} other {# personas}}} media_player {{count, plural, one {# reproductor} other {# reproductores}}} other {{count, number} × {label}}}',

  // --- settings: the picker ----------------------------------------------------------------------
  'picker.search': 'Buscar',
  'picker.searchPlaceholder': 'Nombre o ID de entidad',
  'picker.domain': 'Tipo',
  'picker.allDomains': 'Todos los tipos ({count, number})',
  'picker.domainOption': '{label} ({count, number})',
  'picker.show': 'Mostrar',
  'picker.showAll': 'Todo',
  'picker.showSelected': 'Solo lo marcado',
  'picker.showUnselected': 'Sin marcar',
  'picker.count': 'Visibles: <b>{shown, number}</b> · marcados: <b>{selected, number}</b>',
  'picker.selectAll': 'Marcar todo lo visible',
  'picker.selectAllCount': 'Marcar todo lo visible ({count, number})',
  'picker.clearAll': 'Desmarcar todo lo visible',
  'picker.sensitiveNote':
    '{count, plural, one {Hay # dispositivo sensible} other {Hay # dispositivos sensibles}} a la vista. «Marcar todo» los deja fuera: márcalos uno a uno si de verdad quieres.',
  'picker.noMatch': 'No hay coincidencias.',
  'picker.listLabel': 'Tus dispositivos de Home Assistant: marca los {purpose}',
  'picker.sensitive': 'Sensible',
  'picker.sensitiveTitle': 'Revela si hay alguien en casa, tu seguridad o si tu casa está abierta',

  // --- settings: activity -------------------------------------------------------------------------
  'activity.totals': 'Totales',
  'activity.totalsSince': 'Totales desde el {date}',
  'activity.refresh': 'Actualizar',
  'activity.nothing': 'Todavía no se ha pedido nada.',
  'activity.totalsLabel': 'Totales por tipo de solicitud',
  'activity.col.kind': 'Solicitud',
  'activity.col.asked': 'Pedidas',
  'activity.col.done': 'Hechas',
  'activity.col.denied': 'Rechazadas',
  'activity.col.expired': 'Caducadas',
  'activity.col.refused': 'Bloqueadas',
  'activity.col.failed': 'Fallidas',
  'activity.changedSplit': '({changed, number} con cambio, {noop, number} sin cambio)',
  'activity.refusedNote':
    '«Bloqueadas» cuenta las solicitudes que tus ajustes detuvieron antes de mostrar ninguna tarjeta; por ejemplo, un dispositivo que no compartes o uno que el asistente no puede controlar. No se leyó ni se cambió nada por ellas.',
  'activity.recent': 'Sucesos recientes',
  'activity.noEvents': 'Todavía no hay sucesos.',
  'activity.col.time': 'Hora',
  'activity.col.what': 'Qué',
  'activity.col.device': 'Dispositivo',
  'activity.col.outcome': 'Qué pasó',
  'activity.col.where': 'Dónde',
  'activity.settingsChanged': 'Ajustes cambiados',
  'activity.alreadySo': '(ya estaba así)',
  'activity.showCode': 'Código',
  'activity.capability.home_assistant.list_entities': 'Leer estados actuales',
  'activity.capability.home_assistant.get_history': 'Leer historial',
  'activity.capability.home_assistant.set_entity_state': 'Encender o apagar',
  'activity.turn': '{state, select, on {Encender} other {Apagar}}',
  'activity.outcome':
    '{outcome, select, executed {Hecho} approved {Aprobado} rejected {Bloqueado} pending {En espera} denied {Rechazado} expired {Caducado} failed {Fallido} other {{outcome}}}',
  'activity.surface': '{surface, select, chat {Chat} tray {Bandeja} popup {Ventana emergente} quick {Pregunta rápida} other {{surface}}}',
  'activity.config.reading': 'lectura {on, select, true {activada} other {desactivada}}',
  'activity.config.control': 'control {on, select, true {activado} other {desactivado}}',
  'activity.config.shared': '{count, plural, one {# compartido} other {# compartidos}}',
  'activity.config.allowed': '{count, number} con permiso de control',
  'activity.config.address': 'dirección cambiada',
  'activity.config.token': 'token {change, select, set {guardado} cleared {quitado} other {{change}}}',
  'activity.config.trust': 'confianza: {mode}',

  // --- settings: export & import -------------------------------------------------------------------
  'backup.exportTitle': 'Exportar',
  'backup.exportHelp':
    'Guarda las dos listas (lo que compartes con el asistente y lo que puede controlar) en un archivo JSON. Tu dirección y tu token nunca se incluyen.',
  'backup.export': 'Exportar listas',
  'backup.exported':
    'Exportación hecha: {read, plural, one {# dispositivo compartido} other {# dispositivos compartidos}} y {control, plural, one {# con permiso de control} other {# con permiso de control}}.',
  'backup.importTitle': 'Importar',
  'backup.importHelp': 'Rellena las listas desde un archivo exportado. No cambia nada hasta que lo revises y guardes.',
  'backup.file': 'Archivo de listas (.json)',
  'backup.choose': 'Elegir un archivo…',
  'backup.tooLarge': 'Ese archivo es demasiado grande para ser una exportación de listas.',
  'backup.notJson': 'Este archivo no es JSON.',
  'backup.notExport': 'Este archivo no es una exportación de dispositivos compartidos.',
  'backup.noList': 'Este archivo no tiene una lista de dispositivos compartidos.',
  'backup.imported': 'Importación hecha desde {file}: {read, number} para leer y {control, number} para controlar. Revísalo y luego guarda.',
  'backup.leftOut':
    '{count, plural, one {Se dejó fuera # entrada de control} other {Se dejaron fuera # entradas de control}}: solo se pueden controlar luces e interruptores que estén en la lista de lectura.',
  'backup.skipped': '{count, plural, one {Se omitió # entrada que no es un ID de entidad} other {Se omitieron # entradas que no son ID de entidad}}.',
  'backup.ignored': 'Ignorado: {fields}.',

  // --- settings: conversation history ------------------------------------------------------------
  'historyPanel.title': 'Historial de conversaciones',
  'historyPanel.lead':
    'Las conversaciones se guardan solo en este equipo, también lo que respondió Home Assistant. {count, plural, =0 {Ahora no hay ninguna guardada.} one {Ahora hay # conversación guardada.} other {Ahora hay # conversaciones guardadas.}}',
  'historyPanel.keep': 'Guardar las conversaciones durante',
  'historyPanel.days': '{days, plural, one {# día} other {# días}}',
  'historyPanel.confirm': '¿Olvidar todas las conversaciones de este equipo?',
  'historyPanel.keepThem': 'Conservarlas',
  'historyPanel.clear': 'Borrar historial',
  'historyPanel.clearAsk': 'Borrar historial…',
  'historyPanel.saved': 'Guardado.',
  'historyPanel.cleared': 'Historial borrado.',

  // --- Home Assistant's recognizer and the language chain (docs/architecture.md, "The language chain") ---
  'recognizer.reply.firstNote': '(He leído esto con el reconocedor propio de Home Assistant para {language} y respondo en español.)',
  'recognizer.reply.unavailable':
    'El reconocedor propio de Home Assistant no ha respondido ahora, así que no he podido leerlo. No se ha hecho nada. Inténtalo de nuevo en un momento.',
  'recognizer.reply.noEngine':
    'Lo siento, no lo he entendido. Yo no hablo {language}{reason, select, recognizer_language_unsupported {, y el asistente de Home Assistant tampoco} recognizer_unavailable {, y el reconocedor de Home Assistant no está disponible (necesita Home Assistant 2023.7 o posterior con Assist)} other {, y Home Assistant no está conectado, así que su reconocedor no puede ayudar}}. Lo que ayudaría: conectar Home Assistant, elegir un idioma que hablo en Ajustes → Idioma o configurar un modelo de lenguaje en Ajustes → Asistente.',
  'assistant.chain.title': 'Quién te entiende',
  'assistant.chain.engine':
    'Los mensajes en {language} los lee {engine, select, builtin {el motor integrado} home_assistant_recognizer {el reconocedor propio de Home Assistant} other {el modelo de lenguaje}}.',
  'assistant.chain.reason':
    '{reason, select, model_chosen {Has elegido un modelo de lenguaje arriba: responde en todos los idiomas.} builtin_speaks {El motor integrado habla este idioma.} home_assistant_recognizes {El motor integrado no habla este idioma; el asistente de Home Assistant sí, así que lee tus frases — nunca actúa: sigues aprobando aquí cada lectura y cada acción.} recognizer_language_unsupported {Ni el motor integrado ni el asistente de Home Assistant hablan este idioma; el motor integrado lee lo que puede.} recognizer_unavailable {El motor integrado no habla este idioma y el reconocedor de Home Assistant no está disponible; el motor integrado lee lo que puede.} other {El motor integrado no habla este idioma y Home Assistant no está conectado; el motor integrado lee lo que puede.}}',
  'assistant.chain.fallback': 'Esta aplicación aún no tiene traducción al {language}, así que sus ventanas y respuestas están en {replyLanguage}.',
  // --- the built-in engine's replies (see en.ts): {device_it} is the pronoun for it ("lo", "la",
  // "los", "las"), {device_gender} m or f; lists likewise. ----------------------------------------------
  'reply.canDo': 'Puedo encender y apagar luces e interruptores, decirte el estado de los dispositivos que veo y cuándo cambió algo por última vez.',
  'reply.onlyLightsAndSwitches': 'Solo puedo encender o apagar luces e interruptores: es un límite de esta aplicación, no un ajuste.',
  'reply.chat':
    '{kind, select, thanks {De nada.} bye {¡Hasta luego!} hello {¡Hola! {canDo}} acknowledge {Vale. {canDo}} other {¿Qué quieres que haga? {canDo}}}',
  'reply.seeNothing': 'Todavía no veo ningún dispositivo: elige cuáles puedo usar en Ajustes → Acceso de lectura.',
  'reply.see': 'Veo {count, plural, one {un dispositivo} other {# dispositivos}}: {devices}{more, plural, =0 {} other { y # más}}. {canDo}',
  'reply.controlNone':
    'Ninguno de los dispositivos que veo es una luz o un interruptor, y son lo único que puedo encender o apagar. Si puedo encender o apagar cada uno se decide en Ajustes → Control, y tú apruebas cada cambio.',
  'reply.control':
    'Solo puedo encender o apagar luces e interruptores. De los dispositivos que veo, {devices_count, plural, one {es este} other {son estos}}: {devices}{more, plural, =0 {} other { y # más}}. Si puedo encender o apagar cada uno se decide en Ajustes → Control, y tú apruebas cada cambio.',
  'reply.unsupported':
    '{action, select, lock {No puedo cerrar ni abrir cerraduras. {canDo} Ningún ajuste cambia eso.} cover {No puedo abrir ni cerrar persianas, cortinas, puertas, ventanas ni válvulas. {canDo} Ningún ajuste cambia eso.} brightness {No puedo atenuar las luces ni cambiar su brillo. {canDo} Ningún ajuste cambia eso.} colour {No puedo cambiar el color de las luces. {canDo} Ningún ajuste cambia eso.} temperature {No puedo cambiar temperaturas ni ajustes del termostato. {canDo} Ningún ajuste cambia eso.} level {No puedo subir ni bajar cosas ni ponerlas a un nivel. {canDo} Ningún ajuste cambia eso.} media {No puedo controlar reproductores multimedia. {canDo} Ningún ajuste cambia eso.} schedule {No puedo programar cambios para más tarde: solo actúo cuando me lo pides, en el momento. {canDo}} alarm {No puedo armar ni desarmar alarmas. {canDo} Ningún ajuste cambia eso.} start {No puedo poner en marcha ni parar aparatos, escenas ni scripts. {canDo} Ningún ajuste cambia eso.} domain {Solo puedo encender o apagar luces e interruptores. {canDo} Ningún ajuste cambia eso.} other {Perdona, no te he entendido. {canDo}}}',
  'reply.nothing':
    '{found, select, kindInArea {No veo {kinds} en {area} entre los dispositivos que puedo ver.} kindHere {No veo {kinds} en esta habitación entre los dispositivos que puedo ver.} here {No veo nada en esta habitación entre los dispositivos que puedo ver.} kind {No veo {kinds} entre los dispositivos que puedo ver.} other {No he encontrado nada que coincida con «{phrase}».}}',
  'reply.notSwitchableKind': '{nothing} {onlyLights}',
  'reply.notControllable':
    '{why, select, kind {{onlyLights} Así que no puedo encender ni apagar {devices}{more, plural, =0 {} other { (y # más)}}, pero sí decirte cómo {count, plural, one {{devices_number, select, one {está} other {están}}} other {están}}.} other {No tengo permiso para encender ni apagar {devices}{more, plural, =0 {} other { (y # más)}}: puedes permitir luces e interruptores en Ajustes → Control.}}',
  'reply.unknown':
    'Solo veo lo que has compartido conmigo en Ajustes → Acceso de lectura, y nada de eso coincide con «{phrase}». {count, plural, =0 {Pregúntame «¿qué puedes ver?» para oír esos nombres.} other {¿Te refieres a {devices}?}}',
  'reply.ambiguous':
    'Hay más de un dispositivo que coincide con «{phrase}»{hidden, plural, =0 {} other { (coinciden {count, number})}}. ¿Cuál quieres decir: {devices}?',
  'reply.whichRoom': 'Desde aquí no sé en qué habitación estás. ¿Qué habitación quieres decir?',
  'reply.whichDevice': '¿Qué dispositivo quieres decir?',
  'reply.whatToSwitch': '¿Qué quieres que {state, select, on {encienda} off {apague} other {{state}}}?',
  'reply.mixedDirections': 'Pídeme encender y apagar cosas en peticiones separadas, por favor.',
  'reply.noAction':
    '{count, plural, =1 {¿Qué quieres que haga con {device}? Puedo encender{device_it} o apagar{device_it}, o decirte cómo {device_number, select, one {está} other {están}}.} other {¿Qué quieres que haga con esos dispositivos? Puedo encenderlos o apagarlos, o decirte cómo están.}}',
  'reply.proposeSet': '{state, select, on {Encendiendo} off {Apagando} other {{state}}} {device}.',
  'reply.proposeSetStep':
    '{state, select, on {Encendiendo} off {Apagando} other {{state}}} {phrase} de uno en uno ({place, number} de {of, number}): {device}.',
  'reply.readingStates': 'Leyendo el estado actual de {count, plural, =1 {tu dispositivo permitido} other {tus # dispositivos permitidos}}.',
  'reply.readingHistory':
    'Leyendo el historial de {device} ({period, select, hour {última hora} day {últimas 24 horas} week {últimos 7 días} other {{period}}}).',
  'reply.ranOutOfSteps': 'Me he quedado sin pasos antes de poder comprobarlo: pregúntamelo otra vez, por favor.',
  'reply.nothingChanged': 'No se ha cambiado nada.',
  'reply.listMore': '{devices} {conjunction, select, or {o} other {y}} {more, number} más',
  'reply.withId': '{device} ({id})',

  'reply.action.unconfirmed':
    'Home Assistant indica {device}{known, select, yes { como «{reported}»} other {}}, así que no puedo confirmar que {device_number, select, one {esté} other {estén}} {state, select, on {{device_on}} off {{device_off}} other {{state}}}: compruébalo, por favor.',
  'reply.action.onlyLightsAndSwitches': '{onlyLights} Por eso no he podido {state, select, on {encender} off {apagar} other {{state}}} {device}.',
  'reply.action.notAllowed': 'Puedo leer {device}, pero no tengo permiso para controlar{device_it}: puedes permitirlo en Ajustes → Control.',
  'reply.action.controlOff': 'El control está desactivado en Ajustes → Control, así que no puedo cambiar nada: {device} sigue igual.',
  'reply.action.notAllowlisted':
    '{device} no está en la lista de dispositivos que puedo usar, así que no {device_it} he podido {state, select, on {encender} off {apagar} other {{state}}}: puedes añadir{device_it} en Ajustes → Acceso de lectura.',
  'reply.action.notConfigured':
    'Home Assistant aún no está configurado: añade su dirección y su token de acceso en Ajustes → Conexión. No se ha cambiado nada.',
  'reply.action.tooMuch': 'He intentado hacer demasiado a la vez, así que {device} sigue igual.',
  'reply.action.denied': 'Vale, dejo {device} como está.',
  'reply.action.expired': 'La solicitud caducó antes de que la aprobaras, así que no se ha cambiado nada.',
  'reply.action.approvalInvalid': 'Esa aprobación ya no era válida, así que no se ha cambiado nada.',
  'reply.action.timeout':
    'Home Assistant no respondió a tiempo, así que no sé si {device} {device_number, select, one {se ha} other {se han}} {state, select, on {encendido} off {apagado} other {{state}}}: compruébalo, por favor.',
  'reply.action.unreachable':
    'No he podido conectar con Home Assistant, así que no he podido {state, select, on {encender} off {apagar} other {{state}}} {device}.',
  'reply.action.authFailed':
    'Home Assistant ya no acepta mi token de acceso, así que no he podido {state, select, on {encender} off {apagar} other {{state}}} {device}. Crea uno nuevo en Home Assistant (tu perfil → Seguridad → Tokens de acceso de larga duración) y guárdalo en Ajustes → Conexión.',
  'reply.action.tlsError':
    'No he podido verificar el certificado de Home Assistant, así que no le he pedido {state, select, on {encender} off {apagar} other {{state}}} {device}. Revisa la conexión en Ajustes → Conexión.',
  'reply.action.gone': 'Home Assistant ya no tiene {device}, así que no se ha cambiado nada.',
  'reply.action.auditUnavailable':
    'No he podido guardar la aprobación en el registro de actividad, así que no le he pedido a Home Assistant {state, select, on {encender} off {apagar} other {{state}}} {device}: nada se ejecuta sin quedar registrado. Revisa el disco.',
  'reply.action.notConfirmed':
    'Le he pedido a Home Assistant {state, select, on {encender} off {apagar} other {{state}}} {device}, pero no ha confirmado el cambio: compruébalo, por favor.',
  'reply.action.error': 'Home Assistant ha respondido con un error, así que no he podido {state, select, on {encender} off {apagar} other {{state}}} {device}.',
  'reply.action.badAnswer':
    'La respuesta de Home Assistant no parecía correcta, así que no puedo confirmar si {device} {device_number, select, one {se ha} other {se han}} {state, select, on {encendido} off {apagado} other {{state}}}: compruébalo, por favor.',
  'reply.action.badRequest': 'Algo fallaba en mi solicitud, así que {device} sigue igual.',
  'reply.action.pending': 'Te he pedido aprobación para {state, select, on {encender} off {apagar} other {{state}}} {device}.',
  'reply.action.refused':
    'No se me ha permitido {state, select, on {encender} off {apagar} other {{state}}} {device}{known, select, yes { ({code})} other {}}.',
  'reply.action.failed': 'No he podido {state, select, on {encender} off {apagar} other {{state}}} {device}{known, select, yes { ({code})} other {}}.',

  'reply.read.readOff':
    'La lectura de Home Assistant está desactivada en Ajustes → Acceso de lectura, así que no puedo comprobar {about, select, yes {{device}} other {eso}}.',
  'reply.read.notConfigured': 'Home Assistant aún no está configurado: añade su dirección y su token de acceso en Ajustes → Conexión.',
  'reply.read.notAllowlisted':
    '{about, select, yes {{device}} other {eso}} no está en la lista de dispositivos que puedo leer: puedes añadirlo en Ajustes → Acceso de lectura.',
  'reply.read.denied': 'Vale, no he leído nada de Home Assistant.',
  'reply.read.expired': 'La solicitud caducó antes de que la aprobaras, así que no he leído nada.',
  'reply.read.approvalInvalid': 'Esa aprobación ya no era válida, así que no he leído nada.',
  'reply.read.unreachable':
    'No he podido conectar con Home Assistant, así que ahora mismo no puedo decirte nada sobre {about, select, yes {{device}} other {eso}}.',
  'reply.read.timeout': 'Home Assistant no respondió a tiempo, así que ahora mismo no puedo decirte nada sobre {about, select, yes {{device}} other {eso}}.',
  'reply.read.authFailed':
    'Home Assistant ya no acepta mi token de acceso. Crea uno nuevo en Home Assistant (tu perfil → Seguridad → Tokens de acceso de larga duración) y guárdalo en Ajustes → Conexión.',
  'reply.read.tlsError': 'No he podido verificar el certificado de Home Assistant, así que no le he preguntado nada. Revisa la conexión en Ajustes → Conexión.',
  'reply.read.gone': 'Home Assistant ya no tiene {about, select, yes {{device}} other {eso}}.',
  'reply.read.auditUnavailable':
    'No he podido guardar la aprobación en el registro de actividad, así que no he leído nada: nada se ejecuta sin quedar registrado. Revisa el disco.',
  'reply.read.badAnswer':
    'Home Assistant ha respondido algo que no he podido leer, así que ahora mismo no puedo decirte nada sobre {about, select, yes {{device}} other {eso}}.',
  'reply.read.pending': 'Te he pedido aprobación para leer de Home Assistant.',
  'reply.read.failed': 'No he podido leer {about, select, yes {{device}} other {eso}} de Home Assistant{known, select, yes { ({code})} other {}}.',

  'reply.outcome.turned': 'He {state, select, on {encendido} off {apagado} other {{state}}} {devices}.',
  'reply.outcome.notAllowed': 'No tengo permiso para encender ni apagar {devices}, así que no {devices_it} he tocado: puedes permitirlo en Ajustes → Control.',
  'reply.outcome.notSwitchable': '{onlyLights} Así que no he tocado {devices}.',
  'reply.outcome.already':
    '{devices} ya {devices_number, select, one {estaba} other {estaban}} {state, select, on {{devices_on}} off {{devices_off}} other {{state}}}.',
  'reply.outcome.stopped': 'Me he detenido ahí, así que tampoco he tocado {devices_nor}.',
  'reply.outcome.left':
    'Todavía no he {state, select, on {encendido} off {apagado} other {{state}}} {devices_nor}: di «continúa» y sigo (un cambio por aprobación, tres por mensaje).',

  'reply.state':
    '{kind, select, word {{word}} unknown {en un estado desconocido} place {en {place}} mode {en modo {mode}} off {en modo apagado} number {{value}} measure {{value} {unit}} percent {{value} %} other {{raw}}}',
  'reply.mode':
    '{mode, select, heat {calor} cool {frío} heat_cool {calor y frío} auto {automático} dry {deshumidificación} fan_only {solo ventilador} off {apagado} other {{raw}}}',
  'reply.token':
    '{token, select, opening {abriéndose} closing {cerrándose} locking {cerrándose con llave} unlocking {abriéndose} jammed {{token_agree, select, fs {atascada} mp {atascados} fp {atascadas} other {atascado}}} playing {reproduciendo} paused {en pausa} idle {{token_agree, select, fs {inactiva} mp {inactivos} fp {inactivas} other {inactivo}}} standby {en espera} buffering {cargando} cleaning {limpiando} docked {en su base} returning {volviendo a su base} error {con un error} above_horizon {sobre el horizonte} below_horizon {bajo el horizonte} armed_away {armada en modo ausente} armed_home {armada en modo en casa} armed_night {armada en modo noche} disarmed {{token_agree, select, fs {desarmada} mp {desarmados} fp {desarmadas} other {desarmado}}} triggered {{token_agree, select, fs {disparada} mp {disparados} fp {disparadas} other {disparado}}} other {{raw}}}',
  'reply.reading':
    '{device} {state_kind, select, number {{device_number, select, one {marca} other {marcan}}} other {{device_number, select, one {está} other {están}}}} {state}',
  'reply.readingNow': '{device} {device_number, select, one {está} other {están}} {state} ahora mismo',
  'reply.measureMissing':
    '{reading}, pero la lista de dispositivos que he leído no incluye su {measure, select, temperature {temperatura} humidity {humedad} other {{measure}}}',
  'reply.notReported': 'Home Assistant no ha informado de {devices}.',
  'reply.notReportedMany': 'Home Assistant no ha informado de {count, number} de ellos.',
  'reply.answer.notReported': 'Home Assistant no ha informado de {devices}, así que no puedo decírtelo.',
  'reply.answer.values': '{lines}{more, plural, =0 {} other { (y # más)}}.',
  'reply.answer.unreadable': 'No lo sé: {reading}.',
  'reply.answer.yesNo': '{yes, select, yes {Sí} other {No}}, {reading}.',
  'reply.answer.noneOf': 'No, {checked, plural, one {el que he comprobado no está} other {ninguno de los {checked, number} que he comprobado está}} {asked}.',
  'reply.answer.some': 'Sí: {readings}.',
  'reply.answer.partly': 'No todos: {matching}, pero {others}.',
  'reply.answer.all': 'Sí, los {checked, number} están {asked}.',
  'reply.answer.allOne': 'Sí, {reading}.',
  'reply.answer.notAll': 'No: {readings}.',
  'reply.answer.nothingNow': 'Nada de lo que veo está {asked} ahora mismo.',
  'reply.answer.noneNow':
    '{checked, plural, one {El que he comprobado no está} other {Ninguno de los {checked, number} que he comprobado está}} {asked} ahora mismo.',
  'reply.answer.which': '{devices} {devices_number, select, one {está} other {están}} {asked}.',
  'reply.answer.countNone': '{checked, plural, one {El que he comprobado no está} other {Ninguno de los {checked, number} que he comprobado está}} {asked}.',
  'reply.answer.count':
    '{count, plural, one {# de {devices_gender, select, f {las} other {los}} {checked, number} está} other {# de {devices_gender, select, f {las} other {los}} {checked, number} están}} {asked}: {devices}.',

  'reply.period': '{period, select, hour {en la última hora} day {en las últimas 24 horas} week {en los últimos 7 días} other {{period}}}',
  'reply.when':
    '{relation, select, today {hoy a las {clock}} yesterday {ayer a las {clock}} this_week {el {weekday} a las {clock}} other {el {date} a las {clock}}}',
  'reply.history.gone': 'Ya no encuentro ese dispositivo.',
  'reply.history.never':
    '{device} {device_number, select, one {{event, select, changed {no ha cambiado} changedTo {no ha cambiado a {to}} turned {{state, select, on {no se ha encendido} off {no se ha apagado} other {no ha cambiado}}} opened {no se ha abierto} unlocked {no se ha abierto} closed {no se ha cerrado} locked {no se ha cerrado con llave} other {no ha cambiado}}} other {{event, select, changed {no han cambiado} changedTo {no han cambiado a {to}} turned {{state, select, on {no se han encendido} off {no se han apagado} other {no han cambiado}}} opened {no se han abierto} unlocked {no se han abierto} closed {no se han cerrado} locked {no se han cerrado con llave} other {no han cambiado}}}} {window}.',
  'reply.history.count':
    '{device} {device_number, select, one {{event, select, changed {cambió} changedTo {cambió a {to}} turned {{state, select, on {se encendió} off {se apagó} other {cambió}}} opened {se abrió} unlocked {se abrió} closed {se cerró} locked {se cerró con llave} other {cambió}}} other {{event, select, changed {cambiaron} changedTo {cambiaron a {to}} turned {{state, select, on {se encendieron} off {se apagaron} other {cambiaron}}} opened {se abrieron} unlocked {se abrieron} closed {se cerraron} locked {se cerraron con llave} other {cambiaron}}}} {atLeast, select, yes {{times, plural, one {una vez} other {al menos # veces}}} other {{times, plural, one {una vez} other {# veces}}}} {window}; la última, {when}.',
  'reply.history.unchanged': '{device} no {device_number, select, one {ha} other {han}} cambiado {window}.',
  'reply.history.list':
    '{device} {device_number, select, one {cambió} other {cambiaron}} {atLeast, select, yes {{times, plural, one {una vez} other {al menos # veces}}} other {{times, plural, one {una vez} other {# veces}}}} {window}. Lo más reciente: {changes}{earlier, plural, =0 {} one { (no muestro # cambio anterior)} other { (no muestro # cambios anteriores)}}.',
  'reply.history.change': '{state} {when}',
  'reply.history.last':
    '{device} {device_number, select, one {{event, select, changed {cambió} changedTo {cambió a {to}} turned {{state, select, on {se encendió} off {se apagó} other {cambió}}} opened {se abrió} unlocked {se abrió} closed {se cerró} locked {se cerró con llave} other {cambió}}} other {{event, select, changed {cambiaron} changedTo {cambiaron a {to}} turned {{state, select, on {se encendieron} off {se apagaron} other {cambiaron}}} opened {se abrieron} unlocked {se abrieron} closed {se cerraron} locked {se cerraron con llave} other {cambiaron}}}} por última vez {when}{named, select, yes { (he mirado {window})} other {}}.',

  // --- what the turn loop says, whichever engine runs (main/core/conversation/turn-words.ts) --------------
  'turn.summary':
    '{done, plural, =0 {} one {# solicitud completada} other {# solicitudes completadas}}{both, select, yes {, } other {}}{refused, plural, =0 {} one {# no se pudo hacer} other {# no se pudieron hacer}}.',
  'turn.couldNotFinish': 'No pude terminar esa solicitud.',
  'turn.noLongerWaiting': 'Esa solicitud ya no está esperando.',
  'turn.expired': 'La confirmación caducó antes de que la aprobaras; no se envió nada.',
  'turn.supersededEvent': 'Enviaste un mensaje nuevo antes de aprobar, así que esta solicitud se canceló; no se envió nada.',
  'turn.supersededReply': 'La solicitud anterior se canceló porque enviaste un mensaje nuevo; no se cambió nada.',
  'turn.stoppedHere': 'Enviaste un mensaje nuevo, así que me detuve aquí; no se hizo nada más.',
  'turn.notDone': 'Sin hacer: {devices}.',
  'turn.tookTooLong': 'el asistente tardó demasiado en responder',
  'turn.engineError':
    '{code, select, ASSISTANT_ANSWER_UNUSABLE {el asistente respondió de una forma que esta aplicación no puede usar} ASSISTANT_REPEATED_CALL {el asistente volvió a pedir el mismo paso en lugar de responder, así que se detuvo} ASSISTANT_UNASKED_CALL {el asistente quería hacer algo que tu mensaje no pedía, así que no se hizo nada} ASSISTANT_TOO_MANY_STEPS {el asistente siguió pidiendo más pasos de los que permite un mensaje} ASSISTANT_MODEL_WITHOUT_TOOLS {el modelo del asistente no puede usar herramientas, y esta aplicación las necesita: elige en Ajustes un modelo que las admita} ASSISTANT_SERVER_ERROR {el servidor del asistente respondió con un error} ASSISTANT_BAD_RESPONSE {el asistente envió una respuesta que esta aplicación no pudo leer} timeout {el asistente no respondió a tiempo} unreachable {no pude conectar con el asistente} tls {no se pudo verificar el certificado del asistente} tooLarge {la respuesta del asistente era más grande de lo que lee esta aplicación} other {el asistente falló}}',
  'turn.serverError':
    'el servidor del asistente en {host} {reason, select, key_refused {rechazó la clave de API (HTTP {status}); revisa la clave en Ajustes} redirect {respondió con una redirección (HTTP {status}), que nunca se sigue; revisa la dirección en Ajustes} not_found {respondió «no encontrado» (HTTP {status}); revisa la dirección (suele terminar en /v1) y que el modelo {model} esté instalado} busy {está ocupado o por encima de su límite (HTTP {status}); inténtalo de nuevo en un momento} other {respondió con un error (HTTP {status})}}',
  'turn.sorry': 'Lo siento: {reason}. No se hizo nada más.',
} as const satisfies Record<MessageId, string>;
