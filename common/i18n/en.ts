/**
 * Long because: it is the one catalogue — every message of every window, grouped by area, in one table the translations are checked against.
 *
 * The English catalogue: every word the windows (and the tray and notifications) show, as ICU
 * messages. Keys are `area.thing`. In common/ because the Electron shell speaks from it too; it imports nothing.
 * Plain words for the household: what is "shared with the assistant" (RFC-0018's allowlist) and
 * what it is "allowed to control" (RFC-0019's); the RFC words stay in code, logs and the audit.
 */
export const en = {
  // --- the app -------------------------------------------------------------------------------
  'app.name': 'Sovereign Companion',
  'app.demoBadge': 'Demo',
  'app.demoBadgeTitle': 'A made-up home: nothing here is your Home Assistant',

  // --- window titles (the windows' own and the Electron shell's) -------------------------------
  'window.chat': 'Sovereign Companion',
  'window.settings': 'Settings — Sovereign Companion',
  'window.popup': 'Approve a request — Sovereign Companion',
  'window.quick': 'Quick ask — Sovereign Companion',

  // --- the Electron shell: tray menu and notifications (no markup: the shell formats plain text) ---------
  'tray.tooltipWaiting': 'Sovereign Companion — {count, plural, one {# request waiting} other {# requests waiting}}',
  'tray.waiting': '{count, plural, one {# request waiting} other {# requests waiting}}',
  'tray.noneWaiting': 'No requests waiting',
  'tray.quickAsk': 'Quick ask…',
  'tray.openChat': 'Open chat',
  'tray.settings': 'Settings…',
  'tray.launchAtLogin': 'Launch at login',
  'tray.launchAtLoginUnavailable': 'Launch at login (installed app only)',
  'tray.keepInTray': 'Keep running in the tray',
  'tray.openChatAtLogin': 'Open the chat window when started at login',
  'tray.quit': 'Quit Sovereign Companion',
  'tray.readHistory': 'Read the history of {name} ({period, select, hour {past hour} day {past day} week {past week} other {{period}}})',
  'notification.body': '{count, plural, one {A request is waiting for your approval.} other {# requests are waiting for your approval.}}',

  // --- status line -----------------------------------------------------------------------------
  'status.loading': 'Checking Home Assistant…',
  'status.notConfigured': 'Home Assistant is not set up',
  'status.disabled': 'Reading from Home Assistant is off — turn it on in Settings → Read access',
  'status.ok': 'Connected to Home Assistant',
  'status.unknown': 'Home Assistant is set up — it is contacted when you first ask something',
  'status.unreachable': "Home Assistant can't be reached",
  'status.authFailed': 'Home Assistant rejected the token',
  'status.tokenUnreadable': "The saved token can't be read",
  'status.appUnreachable': "Sovereign Companion isn't answering",
  'status.reconnecting': 'Reconnecting to Sovereign Companion…',
  'status.unauthorized': 'This page was opened without its access link',
  'status.gone':
    'Sovereign Companion was restarted or closed, and this tab lost its link. Open the address it printed when it started (it changes each time), then close this tab.',
  'status.linkSetUp': 'Set up',
  'status.linkReadAccess': 'Turn on in Read access',
  'status.linkFix': 'Fix in Settings',
  'status.linkSettings': 'Settings',

  // --- chat ----------------------------------------------------------------------------------
  'chat.newConversation': 'New conversation',
  'chat.emptyTitle': 'What would you like to know?',
  'chat.emptyLead': 'Every read and every action waits for your approval first.',
  'chat.suggestion.porch': 'Is the porch light on?',
  'chat.suggestion.see': 'What can you see?',
  'chat.suggestion.door': 'When did the front door last open?',
  'chat.suggestion.kitchen': 'Turn off the kitchen ceiling light',
  'chat.conversationLabel': 'Conversation',
  'chat.youSaid': 'You said: ',
  'chat.assistantSaid': 'Assistant: ',
  'chat.thinking': 'Thinking…',
  'chat.working': 'Working on it…',
  'chat.zoneNote': "Times are Home Assistant's ({zone}); this computer is on {machine}.",
  'chat.cardAnnouncement': 'Needs your approval: {title}. Approve or deny on the card.',
  'chat.conversationGone':
    'That conversation is no longer kept (it was cleared, or is older than the history keeps). Send your message again to start a new one.',
  'chat.readFailed': 'The read failed: {reason}',
  'chat.notAllowed': 'Not allowed: {reason}',
  'chat.notAllowedNamed': 'Not allowed ({name}): {reason}',

  'composer.label': 'Send a message',
  'composer.message': 'Message',
  'composer.placeholder': 'Ask about your home — “is the porch light on?”',
  'composer.send': 'Send',
  'composer.waiting': 'A request is waiting for your approval above. Sending a new message cancels it.',
  'composer.counter': '{count, number} of {max, number} characters',
  'composer.counterFull': "{count, number} of {max, number} characters — that's the most one message can hold",
  'composer.counterOver': '{count, number} of {max, number} characters — {over, number} too many. Shorten it to send; nothing has been cut.',

  'firstRun.title': 'Talk to your home, on your terms',
  'firstRun.lead':
    'Sovereign Companion answers questions about your Home Assistant and can switch lights and switches — but only the ones you choose, and only after you approve each request.',
  'firstRun.connect': '<b>Connect</b> your Home Assistant with its address and a long-lived access token.',
  'firstRun.choose': '<b>Choose</b> what to share with the assistant, and which lights and switches it is allowed to control.',
  'firstRun.ask': '<b>Ask.</b> Every read and every action waits for your approval on a card in this chat, showing what would happen.',
  'firstRun.setUp': 'Set up Home Assistant',
  'firstRun.note': 'Your token stays on this computer and is never shown again, not even to the assistant.',

  // --- cards ---------------------------------------------------------------------------------
  'card.kindAction': 'Action',
  'card.kindRead': 'Read',
  'card.needsApproval': ' · needs your approval',
  'card.approve': 'Approve',
  'card.deny': 'Deny',
  'card.approving': 'Approving…',
  'card.denying': 'Denying…',
  'card.outcome.approved': 'Approved',
  'card.outcome.denied': 'Denied — nothing was sent',
  'card.outcome.expired': 'Expired — nothing was sent',
  'card.outcome.cancelled': 'Cancelled by your new message — nothing was sent',
  'card.outcome.gone': 'No longer valid — the app restarted; nothing was sent',
  'card.outcome.refused': 'Refused — nothing was sent',
  'card.expiresIn': 'Expires in <value>{time}</value>',
  'card.expiresInSpoken': 'Expires in {time}',
  'card.expired': 'Expired',
  'card.turn': 'Turn {state, select, on {ON} off {OFF} other {{state}}} {name}',
  'card.change': 'Change {name}',
  'card.anEntity': 'an entity',
  'card.actionDisclosure': 'This changes something in your home right now — a light or switch goes on or off when you approve.',
  'card.readAll': 'Read the current state of {count, plural, =1 {the one device} other {the # devices}} you share with the assistant',
  'card.readAllUnknown': 'Read the current state of what you share with the assistant',
  'card.readHistory':
    'Read the history of {name} for {period, select, hour {the past hour} day {the past 24 hours} week {the past 7 days} other {a recent period}}',
  'card.run': 'Run {capability}',
  'card.runOn': 'Run {capability} on {name}',
  'card.readLeaves': 'This leaves your device: Sovereign Companion asks your Home Assistant over your network.',
  'card.answerStays': 'The answer stays on this computer.',
  'card.answerRemote': 'The answer will be sent to the language model at {host}, which is not on this computer.',

  'card.place': '{place, number} of {of, number}',
  'card.group':
    '{state, select, on {Turning on} off {Turning off} other {Changing}} {of, plural, one {# device} other {# devices}}: {names}{more, plural, =0 {} one { and # more} other { and # more}}. Each asks for your approval; Deny stops the rest.',
  'card.denyRest': 'Deny and stop',
  'card.readAbout': 'For your question about {names}{more, plural, =0 {} one { and # more} other { and # more}}',
  'card.question': 'You asked: “{question}”',

  // --- receipts --------------------------------------------------------------------------------
  // `state` / `previous` are Home Assistant's raw "on"/"off": a select, so other languages can
  // conjugate the verb or pick the state word instead of showing the raw token.
  'receipt.already': '{name} was already {state, select, on {on} off {off} other {{state}}}',
  'receipt.alreadyDetail': 'Nothing needed changing, so nothing was sent.',
  'receipt.turned': 'Turned {state, select, on {on} off {off} other {{state}}} {name}',
  'receipt.turnedDetail': 'Confirmed by Home Assistant (was {previous, select, on {on} off {off} other {{previous}}}).',
  'receipt.couldNot': "Couldn't turn {state, select, on {on} off {off} other {{state}}} {name}",
  'receipt.denied': 'You denied turning {state, select, on {on} off {off} other {{state}}} {name}',
  'receipt.expired': 'The request to turn {state, select, on {on} off {off} other {{state}}} {name} expired',
  'receipt.nothingChanged': 'Nothing was changed.',
  'receipt.theEntity': 'the entity',

  // --- outcome codes, in plain words -------------------------------------------------------------
  'code.HOME_ASSISTANT_UNREACHABLE': "Home Assistant couldn't be reached.",
  'code.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant no longer accepts the access token. Make a new one in Home Assistant (your profile → Security → Long-lived access tokens) and save it in Settings.',
  'code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED': "Home Assistant accepted the request but didn't confirm the change.",
  'code.HOME_ASSISTANT_ENTITY_NOT_FOUND': 'Home Assistant no longer has this device.',
  'code.HOME_ASSISTANT_TLS_ERROR': "The connection to Home Assistant couldn't be verified.",
  'code.HOME_ASSISTANT_ERROR': 'Home Assistant answered with an error.',
  'code.EXECUTION_TIMEOUT': 'Home Assistant took too long to answer.',
  'code.ENTITY_NOT_ALLOWLISTED': "This isn't something you share with the assistant.",
  'code.ENTITY_NOT_CONTROLLABLE': "This isn't something the assistant is allowed to control.",
  'code.DOMAIN_NOT_CONTROLLABLE': 'Only lights and switches can ever be controlled.',
  'code.CAPABILITY_DISABLED': 'This kind of access is switched off in Settings.',
  'code.CAPABILITY_NOT_CONFIGURED': "Home Assistant isn't set up yet.",
  'code.CAPABILITY_UNKNOWN': 'The assistant asked for something this app cannot do.',
  'code.INVALID_ARGUMENTS': 'The assistant asked in a way that could not be understood.',
  'code.INVOCATION_LIMIT_EXCEEDED': 'The assistant asked for more at once than one message allows.',
  'code.RESULT_INVALID': "Home Assistant's answer was not in the expected form.",
  'code.RESULT_TOO_LARGE': "Home Assistant's answer was too large to use.",
  'code.CONFIRMATION_DENIED': 'You denied this request.',
  'code.CONFIRMATION_EXPIRED': 'The request expired before it was approved.',
  'code.CONFIRMATION_INVALID': 'This request was already answered, or it is no longer waiting.',
  'code.AUDIT_UNAVAILABLE': "The approval couldn't be written to Activity, so nothing was sent.",
  'code.other': 'It could not be done.',

  // --- a request that failed, by its code (every window; main's English message is never shown) ---
  'error.INVALID_REQUEST': "Sovereign Companion couldn't read that request. Try again; if it keeps happening, restart the app.",
  'error.INVALID_BASE_URL': "That isn't a Home Assistant address. Use one like http://homeassistant.local:8123.",
  'error.INVALID_ENTITY_ID': "That isn't a device id Home Assistant uses (like light.kitchen).",
  'error.CONTROLLABLE_NOT_ALLOWLISTED': 'A device the assistant may control must also be shared with it.',
  'error.DOMAIN_NOT_CONTROLLABLE': 'Only lights and switches can ever be controlled.',
  'error.CONFIRMATION_INVALID': 'This request was already answered, or it is no longer waiting.',
  'error.CONVERSATION_NOT_FOUND': 'That conversation is no longer here. Start a new one.',
  'error.UNAUTHORIZED': 'This window lost its link to Sovereign Companion. Close it and open it again from the app.',
  'error.FORBIDDEN': "This window isn't allowed to do that.",
  'error.NOT_FOUND': "Sovereign Companion doesn't know that request. Is this window from an older version? Reload it.",
  'error.METHOD_NOT_ALLOWED': "Sovereign Companion doesn't know that request. Is this window from an older version? Reload it.",
  'error.PAYLOAD_TOO_LARGE': 'That is too large to send. Shorten it and try again.',
  'error.STORAGE_ERROR': "Sovereign Companion couldn't write to its data folder. Check that the disk isn't full, then try again.",
  'error.KEYCHAIN_UNAVAILABLE': "This computer's keychain is locked or unavailable, so the secret wasn't saved. Unlock it and try again.",
  'error.INTERNAL_ERROR': 'Something went wrong in Sovereign Companion. Try again; if it keeps happening, restart the app.',
  'error.CAPABILITY_NOT_CONFIGURED': "Home Assistant isn't set up yet. Add its address and a token in Settings → Connection.",
  'error.EXECUTION_TIMEOUT': "Home Assistant didn't answer in time. Try again in a moment.",
  'error.HOME_ASSISTANT_UNREACHABLE': "Home Assistant can't be reached. Is it running, and is this computer on the same network?",
  'error.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant no longer accepts the token. Make a new long-lived token in your Home Assistant profile and paste it in Settings → Connection.',
  'error.HOME_ASSISTANT_TLS_ERROR': "The connection to Home Assistant couldn't be verified. Check its certificate in Settings → Connection.",
  'error.HOME_ASSISTANT_ERROR': 'Home Assistant answered with an error. Try again in a moment.',
  'error.other': "That didn't work. Try again; if it keeps happening, restart the app.",
  'error.field.access_token': 'The token looks wrong: paste the long-lived token from your Home Assistant profile, as one line without spaces.',
  'error.field.api_key': 'The API key looks wrong: paste it again as one line without spaces.',
  'error.field.model': 'Enter the name of the model to use (for example llama3.1:8b), as one short line.',
  'error.field.base_url': "Enter the assistant's address (for Ollama: http://127.0.0.1:11434/v1).",
  'error.field.tls': "The certificate settings aren't valid. Choose again how to trust Home Assistant's certificate.",
  'error.field.area_id': 'Choose one of your Home Assistant areas.',
  'error.field.accelerator': "That isn't a shortcut this app can use: combine one to three of Ctrl/Cmd, Alt and Shift with a key.",
  'error.field.engine': 'Choose one of the engines listed.',

  // --- Settings → Assistant: why Test failed (a reason and its values from main) ---
  'assistant.testError.bad_address': "That isn't an address the assistant can use. Enter one like http://127.0.0.1:11434/v1 (Ollama).",
  'assistant.testError.no_address': "Enter the assistant's address first (for Ollama: http://127.0.0.1:11434/v1).",
  'assistant.testError.key_malformed': 'The API key looks wrong: paste it again as one line.',
  'assistant.testError.key_unreadable': "The saved API key can't be read on this computer. Paste it again and save.",
  'assistant.testError.needs_key': 'The assistant at {host} needs an API key (HTTP {status}).',
  'assistant.testError.key_refused': 'The assistant at {host} refused the API key (HTTP {status}). Check the key.',
  'assistant.testError.redirect': 'The assistant at {host} answered with a redirect (HTTP {status}), which is never followed. Check the address.',
  'assistant.testError.not_found': 'Nothing answers at {host} for the model list (HTTP 404). Check the address: OpenAI-compatible servers usually end in /v1.',
  'assistant.testError.http_error': 'The assistant at {host} answered with an error (HTTP {status}).',
  'assistant.testError.not_openai': 'The server at {host} answered, but not with an OpenAI-compatible model list. Check the address (it usually ends in /v1).',
  'assistant.testError.timeout': "The assistant at {host} didn't answer within {seconds, number} s.",
  'assistant.testError.tls': "The assistant's certificate at {host} couldn't be verified.",
  'assistant.testError.too_large': 'The assistant at {host} answered with more than this app reads.',
  'assistant.testError.unreachable': "Couldn't reach the assistant at {host}. Is the server running, and is the address right?",

  // --- results -------------------------------------------------------------------------------
  'table.none': 'None of what you share with the assistant was found in Home Assistant.',
  'table.caption': 'Current state',
  'table.captionRead': 'Current state, read {when}',
  'table.entity': 'Device',
  'table.state': 'State',
  'table.changed': 'Changed',
  'table.showAll': 'Show all {count, number}',
  'state.word':
    '{word, select, on {on} off {off} open {open} closed {closed} detected {detected} clear {clear} low {low} normal {normal} cold {cold} hot {hot} connected {connected} disconnected {disconnected} lightDetected {light detected} noLight {no light} unlocked {unlocked} locked {locked} moving {moving} notMoving {not moving} pluggedIn {plugged in} unplugged {unplugged} powerDetected {power detected} noPower {no power} running {running} notRunning {not running} updateAvailable {update available} upToDate {up to date} unavailable {unavailable} unknown {unknown} home {home} away {away} charging {charging} notCharging {not charging} wet {wet} dry {dry} problem {problem} ok {OK} unsafe {unsafe} safe {safe} other {{word}}}',
  'history.period': '{period, select, hour {past hour} day {past 24 hours} week {past 7 days} other {{period}}}',
  'history.changes': '{count, plural, =0 {no changes} one {# change} other {# changes}}',
  'history.nothing': 'Nothing changed in this period.',
  'history.showChanges': 'Show {count, plural, one {the change} other {the # changes}}',
  'history.timelineTitle': 'Timeline of {name}: {count, plural, one {# change} other {# changes}}, last to {state} at {at}',
  'history.chartTitle': 'Chart of {name}: from {min}{unit} to {max}{unit}; latest {latest}{unit}',
  'history.notRecorded': 'not recorded',

  // --- popup ---------------------------------------------------------------------------------
  'popup.title': 'Waiting for your approval',
  'popup.count': '{count, plural, one {# waiting} other {# waiting}}',
  'popup.nothing': 'Nothing is waiting for your approval.',
  'popup.list': 'Requests waiting for approval',
  'popup.alreadyAnswered': 'This request was already answered, or it is no longer waiting. Nothing more will happen.',

  // --- quick ask ---------------------------------------------------------------------------------
  'quick.form': 'Quick ask',
  'quick.input': 'Ask',
  'quick.placeholder': 'Ask, e.g. “porch light off”',
  'quick.hintCard': 'Enter approves · Esc dismisses',
  'quick.hint': 'Enter asks · Esc closes',
  'quick.place': 'Request {place, number}',
  'quick.done': 'Done — you can close this window.',

  // --- settings: the window ------------------------------------------------------------------
  'settings.title': 'Settings',
  'settings.sections': 'Settings sections',
  'settings.loading': 'Loading…',
  'settings.assistantUnavailable': "The assistant settings couldn't be loaded.",
  'section.connection': 'Connection',
  'section.connection.intro': 'Which Home Assistant to use, and how this computer proves it is allowed in.',
  'section.read': 'Read access',
  'section.read.intro': 'What you share with the assistant. You approve every read.',
  'section.control': 'Control',
  'section.control.intro': 'What the assistant is allowed to switch on and off. You approve every action.',
  'section.assistant': 'Assistant',
  'section.assistant.intro': 'Which language the app speaks, and which engine understands your messages and proposes what to do.',
  'section.activity': 'Activity',
  'section.activity.intro': 'Everything the assistant asked for, and what happened.',
  'section.backup': 'Export & import',
  'section.backup.intro': 'Keep a copy of what you share and allow, or bring it to another computer.',
  'notice.malformedTitle': "Your Home Assistant settings file couldn't be read.",
  'notice.malformedBody': 'Until you save here, the assistant has no access to Home Assistant — the safe default. Saving replaces the damaged file.',
  'notice.plaintextTitle': 'No system keychain is available here,',
  'notice.plaintextBody': 'so your access token is kept in a file that only your user account can open — it is not encrypted.',
  'notice.plaintextAdvice': 'Anyone who can sign in as you, or read your backups, could read it. Use a token you can revoke in Home Assistant.',

  // --- settings: connection ----------------------------------------------------------------------
  'connection.formTitle': 'Address and token',
  'connection.address': 'Home Assistant address',
  'connection.addressHelp': 'The address you open Home Assistant at, such as <mono>{example}</mono>.',
  'connection.assumedScheme': 'Will be used as <mono>{address}</mono>.',
  'connection.error.INVALID_BASE_URL':
    "This isn't an address the app can use. Type it like {example}: the name or IP address and the port, with nothing after them.",
  'connection.error.CAPABILITY_NOT_CONFIGURED': 'Paste a long-lived access token for this address, then test again.',
  'connection.error.HOME_ASSISTANT_UNREACHABLE': 'Nothing answered at {origin}. Is Home Assistant running there, and are the address and port right?',
  'connection.error.EXECUTION_TIMEOUT': "{origin} didn't answer in time. Check the address and that Home Assistant is running.",
  'connection.error.tokenRefused':
    'Home Assistant refused this access token. In Home Assistant, open your profile, then Security, create a long-lived access token, paste it into the token field above and press Save.',
  'connection.error.computerRefused':
    "Home Assistant refused this computer, usually after too many failed logins. Remove this computer's address from ip_bans.yaml in Home Assistant's configuration folder, then restart Home Assistant.",
  'connection.error.HOME_ASSISTANT_TLS_ERROR': "Home Assistant's certificate couldn't be verified. Check it and choose how to trust it below.",
  'connection.error.HOME_ASSISTANT_ERROR': '{origin} answered with an error. Is it the address of Home Assistant itself, not a page or a proxy in front of it?',
  'connection.error.other': "The test couldn't be completed.",
  'connection.unencrypted':
    "This address uses plain <b>http</b>: your access token and your home's data cross your network unencrypted. Use an https address if your Home Assistant has one.",
  'connection.token': 'Long-lived access token',
  'connection.tokenRefused': 'Token saved — Home Assistant refused it; paste a new one',
  'connection.tokenSaved': 'Token saved',
  'connection.tokenUnreadable': "Saved token can't be read — paste it again",
  'connection.noToken': 'No token saved',
  'connection.removeToken': 'Remove token',
  'connection.tokenPlaceholderReplace': 'Paste a new token to replace the saved one',
  'connection.tokenPlaceholder': 'Paste the token',
  'connection.tokenHelp':
    'Create one in Home Assistant under your profile → Security → Long-lived access tokens. It is stored on this computer and never shown again — not here, and never to the assistant.',
  'connection.originChanges':
    'Saving a different address removes the saved token: a token is only ever sent to the address it was saved for. Paste the token for the new address.',
  'connection.testing': 'Testing…',
  'connection.test': 'Test connection',
  'connection.save': 'Save',
  'connection.testingLabel': 'Testing the connection',
  'connection.contacting': 'Contacting Home Assistant…',
  'connection.connected': 'Connected to <b>{name}</b> — Home Assistant {version}, time zone {zone}.',

  // --- settings: assistant -----------------------------------------------------------------------
  'assistant.formTitle': 'Conversation engine',
  'assistant.engine': 'Engine',
  'assistant.builtin': 'Built-in',
  'assistant.builtinHelp':
    'Understands simple sentences about your devices in the language you choose above. Runs entirely on this computer; nothing is sent anywhere.',
  'assistant.llm': 'A language model server',
  'assistant.llmHelp': 'Ollama, llama.cpp, LM Studio, vLLM or any OpenAI-compatible endpoint. It only ever proposes — you still approve every read and action.',
  'assistant.presets': 'Presets for local servers',
  'assistant.endpoint': 'Endpoint',
  'assistant.model': 'Model',
  'assistant.apiKey': 'API key (if the server needs one)',
  'assistant.keySaved': 'Key saved',
  'assistant.noKey': 'No key saved',
  'assistant.keyPlaceholderReplace': 'Paste a new key to replace it',
  'assistant.keyPlaceholder': 'Optional',
  'assistant.remote': 'This endpoint is not on this computer. Whatever you approve the assistant to read will be sent to <b>{host}</b>.',
  'assistant.save': 'Save',
  'assistant.testing': 'Testing…',
  'assistant.test': 'Test the saved server',
  'assistant.answered':
    '{count, plural, =0 {The server answered.} one {The server answered with # model: {models}.} other {The server answered with # models: {models}.}}',

  // --- settings: discovery -----------------------------------------------------------------------
  'discovery.title': 'Found on your network',
  'discovery.looking': 'Looking…',
  'discovery.searchAgain': 'Search again',
  'discovery.lookingStatus': 'Looking for Home Assistant on your network',
  'discovery.found': '{count, plural, =0 {None found} one {# found} other {# found}}',
  'discovery.unavailable': "Discovery isn't available here — enter the address by hand.",
  'discovery.lookingLong': 'Looking for Home Assistant on your network…',
  'discovery.none': 'No Home Assistant found automatically. Enter its address below.',
  'discovery.defaultName': 'Home Assistant',
  'discovery.notSetUp': 'Not set up yet',
  'discovery.unverified': 'Unverified advertisement',
  'discovery.version': 'Home Assistant {version}',
  'discovery.finishOnboarding': 'Finish onboarding in Home Assistant first.',
  'discovery.alt.external_url': 'Cloud / external address',
  'discovery.alt.base_url': 'Advertised base address',
  'discovery.altNote': ' — outside your home network; the suggested local address keeps your token at home.',
  'discovery.checking': 'Checking…',
  'discovery.inUse': 'In use',
  'discovery.use': 'Use this',

  // --- settings: trust for https --------------------------------------------------------------------
  'trust.pinned': 'Pinned certificate (SHA-256 {fingerprint})',
  'trust.unknownFingerprint': 'unknown',
  'trust.customCa': 'Your household CA certificate',
  'trust.system': "This computer's trusted certificate authorities",
  'trust.title': 'Trust for https',
  'trust.current': 'Currently trusted: <b>{current}</b>',
  'trust.useCa': "Use my household's CA certificate",
  'trust.caFile': 'CA certificate file (.pem, .crt)',
  'trust.caPaste': '…or paste it',
  'trust.trustCa': 'Trust this CA',
  'trust.pin': 'Pin the certificate this address presents (self-signed)',
  'trust.pinHelp':
    'Sovereign Companion connects once to show you the certificate. No token is sent. Compare the fingerprint with the one Home Assistant shows before trusting it.',
  'trust.connecting': 'Connecting…',
  'trust.show': 'Show the certificate',
  'trust.issuedTo': 'Issued to',
  'trust.issuedBy': 'Issued by',
  'trust.valid': 'Valid',
  'trust.validRange': '{from} – {to}',
  'trust.fingerprint': 'SHA-256 fingerprint',
  'trust.pinThis': 'Trust and pin this certificate',
  'trust.backToSystem': "Go back to the system's certificate authorities",

  // --- settings: what the assistant's Test learnt of the server ---------------------------------------
  'server.kind.ollama': 'Ollama',
  'server.kind.llamacpp': "llama.cpp's server",
  'server.kind.lmstudio': 'LM Studio',
  'server.kind.vllm': 'vLLM',
  'server.kind.other': 'An OpenAI-compatible server',
  'server.noTools.ollama': 'None of the installed models says it can use tools. Install one that can (for example qwen2.5 or llama3.1) with "ollama pull".',
  'server.noTools.llamacpp': 'Start llama-server with --jinja and a model whose chat template supports tools.',
  'server.noTools.lmstudio': 'Load a model with native tool use (the hammer badge in LM Studio).',
  'server.noTools.vllm': 'Start vLLM with --enable-auto-tool-choice and the --tool-call-parser for this model.',
  'server.noTools.other': 'Choose a model that supports tool calling.',
  'server.unknown.ollama': 'Ollama does not know this model — is it installed?',
  'server.unknown.llamacpp': 'llama-server does not say whether its model can use tools; it needs --jinja and a tool-capable chat template.',
  'server.unknown.lmstudio': 'LM Studio does not list this model.',
  'server.unknown.vllm': 'vLLM does not say whether tools work: it must be started with --enable-auto-tool-choice and a --tool-call-parser for this model.',
  'server.unknown.other': 'This server does not say whether the model can use tools. If answers fail, choose a model with tool support.',
  'server.kind': 'Server: {kind}{version, select, none {} other { {version}}}',
  'server.canUseTools': '<b>{model}</b> can use tools.',
  'server.cannotUseTools': '<b>{model}</b> can’t use tools, which this app needs to read or switch anything.',
  'server.toolModels': 'Models that can use tools',
  'server.use': 'Use {model}',
  'server.promptLarge':
    'With {count, plural, one {# shared device} other {# shared devices}} the assistant’s instructions are about {kilobytes, number} KB. Small models may struggle with that much: share fewer devices, or use a larger model.',

  // --- settings: this computer's room -----------------------------------------------------------------
  'room.title': "This computer's room",
  'room.label': 'This computer is in',
  'room.notSet': 'Not set — ask which room',
  'room.help': '“Turn off the lights here” then means this room, as with a Home Assistant voice assistant.',
  'room.gone': 'The room chosen before is no longer in Home Assistant, so it counts as not set.',
  'room.namesFallback': '{note} — the assistant understands your devices by their names only.',
  'room.namesFallbackDefault': "Home Assistant's areas and aliases couldn't be read",
  'room.save': 'Save room',

  // --- settings: the quick-ask shortcut ---------------------------------------------------------------
  'shortcut.title': 'Quick ask from anywhere',
  'shortcut.lead': 'A shortcut opens a small window to ask in a few words; every card still needs your approval.',
  'shortcut.registered': '{shortcut} opens quick ask.',
  'shortcut.off': 'The shortcut is off. “Quick ask…” in the tray menu still opens it.',
  'shortcut.useInstead': 'Use {shortcut} instead',
  'shortcut.label': 'Shortcut',
  'shortcut.save': 'Save shortcut',
  'shortcut.browserHost': 'The shortcut is set in the desktop app: a browser tab can’t hear keys pressed in other apps.',

  // --- settings: language ---------------------------------------------------------------------
  'language.title': 'Language',
  'language.label': 'Language of the app and the assistant',
  'language.automatic': 'Automatic ({name})',
  'language.source':
    "{source, select, home {Automatic follows the language set in Home Assistant ({tag}).} system {Automatic follows this computer's language, since Home Assistant hasn't said its own yet.} browser {Automatic follows this browser's language, since Home Assistant hasn't said its own yet.} other {Automatic means English here: neither Home Assistant nor this computer names a language the app speaks.}}",
  'language.save': 'Save language',
  'language.unreadable':
    "The saved language setting couldn't be read, so the language is chosen automatically until you choose again.{keptAs, select, none {} other { The old file was kept as {keptAs}.}}",
  'history.unreadable':
    "Your saved conversations couldn't be read ({reason, select, unknown_format {they are in a format this version doesn't keep} other {the file is damaged}}), so the history starts empty.{keptAs, select, none {} other { The old file was kept as {keptAs}.}}",

  // --- settings: saving ------------------------------------------------------------------------
  'save.saving': 'Saving…',
  'save.saved': 'Saved',
  'save.failed': 'Could not save.',
  'save.seeAbove': 'Not saved — see the message above.',
  'saveBar.label': 'Unsaved changes',
  'saveBar.pending': '<b>{count, plural, one {# unsaved change} other {# unsaved changes}}</b>: {list}.',
  'saveBar.saved': 'Allowlists saved.',
  'saveBar.discard': 'Discard',
  'saveBar.save': 'Save changes',
  'saveBar.list.read': 'read',
  'saveBar.list.control': 'control',
  'pending.readOn': 'Turn reading on',
  'pending.readOff': 'Turn reading off',
  'pending.controlOn': 'Turn control on',
  'pending.controlOff': 'Turn control off',
  'pending.shared': '{count, number} shared with the assistant',
  'pending.unshared': '{count, number} no longer shared',
  'pending.allowed': '{count, number} allowed to control',
  'pending.disallowed': '{count, number} no longer allowed to control',
  'switch.on': 'On',
  'switch.off': 'Off',

  // --- settings: read access and control -----------------------------------------------------------
  'read.switch': 'Let the assistant read Home Assistant',
  'read.switchHelp': 'When on, the assistant may ask to read what is ticked below — and you approve every read. Saved with the Save bar.',
  'read.listTitle': 'Shared with the assistant',
  'read.listHelp': 'Only these are ever named to the assistant. Their states are read only when you approve a request.',
  'read.connectFirst': 'Connect to Home Assistant first (Connection), then choose what to share here.',
  'read.loadFailed': "Couldn't load your devices from Home Assistant: {error}",
  'read.loading': 'Loading your devices from Home Assistant…',
  'read.missingTitle': 'No longer in Home Assistant',
  'read.missingHelp': "You share these, but Home Assistant doesn't have them any more (renamed or removed).",
  'read.missingTag': 'Missing',
  'read.remove': 'Remove',
  'read.tryAgain': 'Try again',
  'read.removeLabel': 'Remove {id} from the list',
  'read.purpose': 'devices you share with the assistant',
  'read.namesFallback': '{note} — the assistant understands these by their names only.',
  'control.switch': 'Let the assistant switch things on and off',
  'control.switchHelp':
    'Separate from reading. When on, the assistant may ask to turn the lights and switches ticked below on or off — you approve each one. Saved with the Save bar.',
  'control.listTitle': 'Lights and switches the assistant is allowed to control',
  'control.why':
    'Only <b>lights and switches</b> can ever be controlled: turning them on or off is immediately reversible. Locks, alarms, covers and garage doors, cameras and thermostats are never offered.',
  'control.onlyShared': 'Only what you already share with the assistant appears here. To add something, tick it under Read access first.',
  'control.notOffered': 'Not offered from what you share: {list}.',
  'control.none': 'Nothing you share with the assistant is a light or a switch.',
  'control.purpose': 'lights and switches the assistant is allowed to control',
  'domain.counted':
    '{domain, select, light {{count, plural, one {# light} other {# lights}}} switch {{count, plural, one {# switch} other {# switches}}} sensor {{count, plural, one {# sensor} other {# sensors}}} binary_sensor {{count, plural, one {# binary sensor} other {# binary sensors}}} lock {{count, plural, one {# lock} other {# locks}}} cover {{count, plural, one {# cover} other {# covers}}} climate {{count, plural, one {# thermostat} other {# thermostats}}} camera {{count, plural, one {# camera} other {# cameras}}} person {{count, plural, one {# person} other {# people}}} media_player {{count, plural, one {# media player} other {# media players}}} other {{count, number} × {label}}}',

  // --- settings: the picker ----------------------------------------------------------------------
  'picker.search': 'Search',
  'picker.searchPlaceholder': 'Name or entity id',
  'picker.domain': 'Kind',
  'picker.allDomains': 'All kinds ({count, number})',
  'picker.domainOption': '{label} ({count, number})',
  'picker.show': 'Show',
  'picker.showAll': 'Everything',
  'picker.showSelected': 'Selected only',
  'picker.showUnselected': 'Not selected',
  'picker.count': '<b>{shown, number}</b> shown · <b>{selected, number}</b> selected',
  'picker.selectAll': 'Select all in view',
  'picker.selectAllCount': 'Select all in view ({count, number})',
  'picker.clearAll': 'Clear all in view',
  'picker.sensitiveNote':
    '{count, plural, one {# sensitive device is} other {# sensitive devices are}} in view. “Select all” leaves them out — tick each one yourself if you mean it.',
  'picker.noMatch': 'Nothing matches.',
  'picker.listLabel': 'Your Home Assistant devices — tick the {purpose}',
  'picker.sensitive': 'Sensitive',
  'picker.sensitiveTitle': 'Reveals presence, security or whether your home is open',

  // --- settings: activity -------------------------------------------------------------------------
  'activity.totals': 'Totals',
  'activity.totalsSince': 'Totals since {date}',
  'activity.refresh': 'Refresh',
  'activity.nothing': 'Nothing has been asked yet.',
  'activity.totalsLabel': 'Totals per kind of request',
  'activity.col.kind': 'Request',
  'activity.col.asked': 'Asked',
  'activity.col.done': 'Done',
  'activity.col.denied': 'Denied',
  'activity.col.expired': 'Expired',
  'activity.col.refused': 'Refused',
  'activity.col.failed': 'Failed',
  'activity.changedSplit': '({changed, number} changed, {noop, number} already so)',
  'activity.refusedNote':
    '“Refused” counts requests your settings stopped before any card was shown — for example a device you don’t share, or one the assistant isn’t allowed to control. Nothing was read or changed for them.',
  'activity.recent': 'Recent events',
  'activity.noEvents': 'No events yet.',
  'activity.col.time': 'Time',
  'activity.col.what': 'What',
  'activity.col.device': 'Device',
  'activity.col.outcome': 'What happened',
  'activity.col.where': 'Where',
  'activity.settingsChanged': 'Settings changed',
  'activity.alreadySo': '(already so)',
  'activity.showCode': 'Code',
  'activity.capability.home_assistant.list_entities': 'Read current states',
  'activity.capability.home_assistant.get_history': 'Read history',
  'activity.capability.home_assistant.set_entity_state': 'Turn on or off',
  'activity.turn': '{state, select, on {Turn on} other {Turn off}}',
  'activity.outcome':
    '{outcome, select, executed {Done} approved {Approved} rejected {Refused} pending {Waiting} denied {Denied} expired {Expired} failed {Failed} other {{outcome}}}',
  'activity.surface': '{surface, select, chat {Chat} tray {Tray} popup {Popup} quick {Quick ask} other {{surface}}}',
  'activity.config.reading': 'reading {on, select, true {on} other {off}}',
  'activity.config.control': 'control {on, select, true {on} other {off}}',
  'activity.config.shared': '{count, number} shared',
  'activity.config.allowed': '{count, number} allowed to control',
  'activity.config.address': 'address changed',
  'activity.config.token': 'token {change, select, set {saved} cleared {removed} other {{change}}}',
  'activity.config.trust': 'trust: {mode}',

  // --- settings: export & import -------------------------------------------------------------------
  'backup.exportTitle': 'Export',
  'backup.exportHelp':
    'Saves the two lists — what you share with the assistant and what it is allowed to control — as a JSON file. Your address and token are never included.',
  'backup.export': 'Export lists',
  'backup.exported':
    'Exported {read, plural, one {# shared device} other {# shared devices}} and {control, plural, one {# allowed to control} other {# allowed to control}}.',
  'backup.importTitle': 'Import',
  'backup.importHelp': 'Fills the lists from an exported file. Nothing changes until you review and save.',
  'backup.file': 'Allowlist file (.json)',
  'backup.choose': 'Choose a file…',
  'backup.tooLarge': 'That file is too large to be an allowlist export.',
  'backup.notJson': "This file isn't JSON.",
  'backup.notExport': "This file isn't an export of shared devices.",
  'backup.noList': 'This file has no list of shared devices.',
  'backup.imported': 'Imported {read, number} to read and {control, number} to control from {file}. Review, then save.',
  'backup.leftOut':
    '{count, plural, one {# control entry was} other {# control entries were}} left out: only lights and switches on the read list can be controlled.',
  'backup.skipped': '{count, plural, one {# entry that isn’t an entity id was} other {# entries that aren’t entity ids were}} skipped.',
  'backup.ignored': 'Ignored: {fields}.',

  // --- settings: conversation history ------------------------------------------------------------
  'historyPanel.title': 'Conversation history',
  'historyPanel.lead':
    'Conversations are kept on this computer only, including what Home Assistant answered. {count, plural, =0 {None are kept now.} one {# conversation is kept now.} other {# conversations are kept now.}}',
  'historyPanel.keep': 'Keep conversations for',
  'historyPanel.days': '{days, plural, one {# day} other {# days}}',
  'historyPanel.confirm': 'Forget every conversation on this computer?',
  'historyPanel.keepThem': 'Keep them',
  'historyPanel.clear': 'Clear history',
  'historyPanel.clearAsk': 'Clear history…',
  'historyPanel.saved': 'Saved.',
  'historyPanel.cleared': 'History cleared.',

  // --- Home Assistant's recognizer and the language chain (docs/architecture.md, "The language chain") ---
  'recognizer.reply.firstNote': "(I read this with Home Assistant's own recognizer for {language}, and I answer in English.)",
  'recognizer.reply.unavailable': "Home Assistant's own recognizer didn't answer just now, so I couldn't read that. Nothing was done. Try again in a moment.",
  'recognizer.reply.noEngine':
    "Sorry, I didn't understand that. I don't speak {language} myself{reason, select, recognizer_language_unsupported {, and Home Assistant's own assistant doesn't either} recognizer_unavailable {, and Home Assistant's own recognizer isn't available (it needs Home Assistant 2023.7 or later with Assist)} other {, and Home Assistant isn't connected, so its own recognizer can't help}}. What would help: connect Home Assistant, choose a language I speak in Settings → Language, or set up a language model in Settings → Assistant.",
  'assistant.chain.title': 'Who understands you',
  'assistant.chain.engine':
    "Messages in {language} go to {engine, select, builtin {the built-in engine} home_assistant_recognizer {Home Assistant's own recognizer} other {the language model}}.",
  'assistant.chain.reason':
    "{reason, select, model_chosen {You chose a language model above: it answers in every language.} builtin_speaks {The built-in engine speaks this language.} home_assistant_recognizes {The built-in engine doesn't speak this language; Home Assistant's own assistant does, so it reads your sentences — it never acts: you still approve every read and action here.} recognizer_language_unsupported {Neither the built-in engine nor Home Assistant's own assistant speaks this language; the built-in engine reads what it can.} recognizer_unavailable {The built-in engine doesn't speak this language and Home Assistant's recognizer isn't available; the built-in engine reads what it can.} other {The built-in engine doesn't speak this language and Home Assistant isn't connected; the built-in engine reads what it can.}}",
  'assistant.chain.fallback': 'This app has no {language} translation yet, so its windows and replies are in {replyLanguage}.',
  // --- the built-in engine's replies (main/core/conversation/builtin/voice/): TypeScript picks the
  // message and its arguments; every word is here. {device} is a device's name as a reply says it
  // ("the kitchen light"); {device_number} its grammatical number (one/other); a language may be
  // given more forms of it ({device_acc}…) by its grammar. Lists ({devices}) come formatted. ------------
  'reply.canDo': 'I can switch lights and switches on or off, tell you the state of the devices I can see, and tell you when something last changed.',
  'reply.onlyLightsAndSwitches': "I can only turn lights and switches on or off — that's a limit of this app, not a setting.",
  'reply.chat':
    "{kind, select, thanks {You're welcome.} bye {Bye for now.} hello {Hello! {canDo}} acknowledge {OK. {canDo}} other {What would you like me to do? {canDo}}}",
  'reply.seeNothing': "I can't see any devices yet — choose which ones I may use in Settings → Read access.",
  'reply.see': 'I can see {count, plural, one {one device} other {# devices}}: {devices}{more, plural, =0 {} other { and # more}}. {canDo}',
  'reply.controlNone':
    'None of the devices I can see is a light or a switch, and those are the only things I can turn on or off. Whether I may actually switch each one is decided in Settings → Control, and you approve every change.',
  'reply.control':
    "I can only ever turn lights and switches on or off. Of the devices I can see, that's {devices}{more, plural, =0 {} other { and # more}}. Whether I may actually switch each one is decided in Settings → Control, and you approve every change.",
  'reply.unsupported':
    "{action, select, lock {I can't lock or unlock anything. {canDo} No setting changes that.} cover {I can't open or close covers, doors, windows, blinds or valves. {canDo} No setting changes that.} brightness {I can't dim lights or change their brightness. {canDo} No setting changes that.} colour {I can't change the colour of lights. {canDo} No setting changes that.} temperature {I can't change temperatures or thermostat settings. {canDo} No setting changes that.} level {I can't turn things up or down or set them to a level. {canDo} No setting changes that.} media {I can't control media players. {canDo} No setting changes that.} schedule {I can't schedule changes for later — I only act when you ask, right away. {canDo}} alarm {I can't arm or disarm alarms. {canDo} No setting changes that.} start {I can't start or stop appliances, scenes or scripts. {canDo} No setting changes that.} domain {I can only turn lights and switches on or off. {canDo} No setting changes that.} other {Sorry, I didn't understand that. {canDo}}}",
  'reply.nothing':
    "{found, select, kindInArea {I don't see any {kinds} in the {area} among the devices I can see.} kindHere {I don't see any {kinds} in this room among the devices I can see.} here {I don't see anything in this room among the devices I can see.} kind {I don't see any {kinds} among the devices I can see.} other {I couldn't find anything matching ''{phrase}''.}}",
  'reply.notSwitchableKind': '{nothing} {onlyLights}',
  'reply.notControllable':
    "{why, select, kind {{onlyLights} So I can't switch {devices}{more, plural, =0 {} other { (and # more)}}, but I can tell you how {count, plural, one {it is} other {they are}}.} other {I'm not allowed to switch {devices}{more, plural, =0 {} other { (and # more)}} — you can allow lights and switches in Settings → Control.}}",
  'reply.unknown':
    "I can only see what you've shared with me in Settings → Read access, and nothing there matches ''{phrase}''. {count, plural, =0 {Ask me \"what can you see?\" to hear those names.} other {Did you mean {devices}?}}",
  'reply.ambiguous': "More than one device matches ''{phrase}''{hidden, plural, =0 {} other { ({count, number} match)}}. Which one do you mean: {devices}?",
  'reply.whichRoom': "I can't tell which room you're in from here. Which room do you mean?",
  'reply.whichDevice': 'Which device do you mean?',
  'reply.whatToSwitch': 'What should I turn {state, select, on {on} off {off} other {{state}}}?',
  'reply.mixedDirections': 'Please ask me to turn things on and off one request at a time.',
  'reply.noAction':
    '{count, plural, =1 {What would you like me to do with {device}? I can turn it on or off, or tell you how it is.} other {What would you like me to do with those? I can turn them on or off, or tell you how they are.}}',
  'reply.proposeSet': 'Turning {state, select, on {on} off {off} other {{state}}} {device}.',
  'reply.proposeSetStep': 'Turning {state, select, on {on} off {off} other {{state}}} {phrase} one at a time ({place, number} of {of, number}): {device}.',
  'reply.readingStates': 'Reading the current state of the {count, plural, =1 {one device} other {# devices}} you share.',
  'reply.readingHistory': 'Reading the history of {device} ({period, select, hour {last hour} day {last 24 hours} week {last 7 days} other {{period}}}).',
  'reply.ranOutOfSteps': 'I ran out of steps before I could check that — please ask again.',
  'reply.nothingChanged': 'Nothing was changed.',
  'reply.listMore': '{devices} {conjunction, select, or {or} other {and}} {more, number} more',
  'reply.withId': '{device} ({id})',

  // Why an on/off request did not end in a confirmed change ({state}: on or off).
  'reply.action.unconfirmed':
    "Home Assistant reports {device}{known, select, yes { as {reported}} other {}}, so I can't confirm it was turned {state, select, on {on} off {off} other {{state}}} — please check it.",
  'reply.action.onlyLightsAndSwitches': "{onlyLights} So I didn't turn {state, select, on {on} off {off} other {{state}}} {device}.",
  'reply.action.notAllowed': "I can read {device} but I'm not allowed to control it — you can allow that in Settings → Control.",
  'reply.action.controlOff': "Control is turned off in Settings → Control, so I can't switch anything — {device} was not changed.",
  'reply.action.notAllowlisted':
    "{device} isn't on the list of devices I may use, so I didn't turn it {state, select, on {on} off {off} other {{state}}} — you can add it in Settings → Read access.",
  'reply.action.notConfigured': "Home Assistant isn't set up yet — add its address and access token in Settings → Connection. Nothing was changed.",
  'reply.action.tooMuch': 'I tried to do too much at once, so {device} was not changed.',
  'reply.action.denied': 'OK, I left {device} as it is.',
  'reply.action.expired': 'That request expired before it was approved, so nothing was changed.',
  'reply.action.approvalInvalid': 'That approval was no longer valid, so nothing was changed.',
  'reply.action.timeout':
    "Home Assistant didn't answer in time, so I can't tell whether {device} was turned {state, select, on {on} off {off} other {{state}}} — please check it.",
  'reply.action.unreachable': "I couldn't reach Home Assistant, so I couldn't turn {state, select, on {on} off {off} other {{state}}} {device}.",
  'reply.action.authFailed':
    "Home Assistant no longer accepts my access token, so I couldn't turn {state, select, on {on} off {off} other {{state}}} {device}. Make a new one in Home Assistant (your profile → Security → Long-lived access tokens) and save it in Settings → Connection.",
  'reply.action.tlsError':
    "I couldn't verify Home Assistant's certificate, so I didn't ask it to turn {state, select, on {on} off {off} other {{state}}} {device}. Please check the connection in Settings → Connection.",
  'reply.action.gone': 'Home Assistant no longer has {device}, so nothing was changed.',
  'reply.action.auditUnavailable':
    "I couldn't write the approval to the activity log, so I didn't ask Home Assistant to turn {state, select, on {on} off {off} other {{state}}} {device} — nothing runs unrecorded. Please check the disk.",
  'reply.action.notConfirmed':
    "I asked Home Assistant to turn {state, select, on {on} off {off} other {{state}}} {device}, but it didn't confirm the change — please check it.",
  'reply.action.error': "Home Assistant answered with an error, so I couldn't turn {state, select, on {on} off {off} other {{state}}} {device}.",
  'reply.action.badAnswer':
    "Home Assistant's answer didn't look right, so I can't confirm whether {device} was turned {state, select, on {on} off {off} other {{state}}} — please check it.",
  'reply.action.badRequest': 'Something was wrong with my request, so {device} was not changed.',
  'reply.action.pending': "I've asked for your approval to turn {state, select, on {on} off {off} other {{state}}} {device}.",
  'reply.action.refused': "I wasn't allowed to turn {state, select, on {on} off {off} other {{state}}} {device}{known, select, yes { ({code})} other {}}.",
  'reply.action.failed': "I couldn't turn {state, select, on {on} off {off} other {{state}}} {device}{known, select, yes { ({code})} other {}}.",

  // Why a read gave no data ({about}: yes when a device is named, else the reply says "that").
  'reply.read.readOff': "Reading from Home Assistant is turned off in Settings → Read access, so I can't check {about, select, yes {{device}} other {that}}.",
  'reply.read.notConfigured': "Home Assistant isn't set up yet — add its address and access token in Settings → Connection.",
  'reply.read.notAllowlisted':
    "{about, select, yes {{device}} other {that}} isn't on the list of devices I may read — you can add it in Settings → Read access.",
  'reply.read.denied': "OK, I didn't read anything from Home Assistant.",
  'reply.read.expired': "That request expired before it was approved, so I didn't read anything.",
  'reply.read.approvalInvalid': "That approval was no longer valid, so I didn't read anything.",
  'reply.read.unreachable': "I couldn't reach Home Assistant, so I can't tell you about {about, select, yes {{device}} other {that}} right now.",
  'reply.read.timeout': "Home Assistant didn't answer in time, so I can't tell you about {about, select, yes {{device}} other {that}} right now.",
  'reply.read.authFailed':
    'Home Assistant no longer accepts my access token. Make a new one in Home Assistant (your profile → Security → Long-lived access tokens) and save it in Settings → Connection.',
  'reply.read.tlsError': "I couldn't verify Home Assistant's certificate, so I didn't ask it anything. Please check the connection in Settings → Connection.",
  'reply.read.gone': 'Home Assistant no longer has {about, select, yes {{device}} other {that}}.',
  'reply.read.auditUnavailable':
    "I couldn't write the approval to the activity log, so I didn't read anything — nothing runs unrecorded. Please check the disk.",
  'reply.read.badAnswer':
    "Home Assistant answered with something I couldn't read, so I can't tell you about {about, select, yes {{device}} other {that}} right now.",
  'reply.read.pending': "I've asked for your approval to read from Home Assistant.",
  'reply.read.failed': "I couldn't read {about, select, yes {{device}} other {that}} from Home Assistant{known, select, yes { ({code})} other {}}.",

  // What became of an on/off request, one sentence each.
  'reply.outcome.turned': 'Turned {state, select, on {on} off {off} other {{state}}} {devices}.',
  'reply.outcome.notAllowed':
    "I'm not allowed to switch {devices}, so I left {devices_count, plural, one {it} other {them}} alone — you can allow that in Settings → Control.",
  'reply.outcome.notSwitchable': '{onlyLights} So I left {devices} alone.',
  'reply.outcome.already': '{devices} {devices_count, plural, one {was} other {were}} already {state, select, on {on} off {off} other {{state}}}.',
  'reply.outcome.stopped': "I stopped there, so I didn't touch {devices} either.",
  'reply.outcome.left':
    'I haven\'t turned {state, select, on {on} off {off} other {{state}}} {devices} yet — say "continue" and I\'ll carry on (one change per approval, three per message).',

  // A state in words: {word} is the catalogue's `state.word` (the one table of state words).
  'reply.state':
    '{kind, select, word {{word}} unknown {in an unknown state} place {at {place}} mode {set to {mode}} off {set to off} number {{value}} measure {{value} {unit}} percent {{value}%} other {{raw}}}',
  'reply.mode': '{mode, select, heat {heat} cool {cool} heat_cool {heat cool} auto {auto} dry {dry} fan_only {fan only} off {off} other {{raw}}}',
  'reply.token':
    '{token, select, opening {opening} closing {closing} locking {locking} unlocking {unlocking} jammed {jammed} playing {playing} paused {paused} idle {idle} standby {standby} buffering {buffering} cleaning {cleaning} docked {docked} returning {returning} error {error} above_horizon {above horizon} below_horizon {below horizon} armed_away {armed away} armed_home {armed home} armed_night {armed night} disarmed {disarmed} triggered {triggered} other {{raw}}}',
  'reply.reading': '{device} {device_number, select, one {is} other {are}} {state}',
  'reply.readingNow': '{device} {device_number, select, one {is} other {are}} {state} right now',
  'reply.measureMissing':
    "{reading}, but the device list I read doesn't include its {measure, select, temperature {temperature} humidity {humidity} other {{measure}}} reading",
  'reply.notReported': "Home Assistant didn't report {devices}.",
  'reply.notReportedMany': "Home Assistant didn't report {count, number} of them.",
  'reply.answer.notReported': "Home Assistant didn't report {devices}, so I can't tell you.",
  'reply.answer.values': '{lines}{more, plural, =0 {} other { (and # more)}}.',
  'reply.answer.unreadable': "I can't tell — {reading}.",
  'reply.answer.yesNo': '{yes, select, yes {Yes} other {No}}, {reading}.',
  'reply.answer.noneOf': 'No, none of the {checked, number} I checked {checked, plural, one {is} other {are}} {asked}.',
  'reply.answer.some': 'Yes: {readings}.',
  'reply.answer.partly': 'Not all of them: {matching}, but {others}.',
  'reply.answer.all': 'Yes, all {checked, number} are {asked}.',
  'reply.answer.allOne': 'Yes, {reading}.',
  'reply.answer.notAll': 'No: {readings}.',
  'reply.answer.nothingNow': 'Nothing I can see is {asked} right now.',
  'reply.answer.noneNow': 'None of the {checked, number} I checked {checked, plural, one {is} other {are}} {asked} right now.',
  'reply.answer.which': '{devices} {devices_number, select, one {is} other {are}} {asked}.',
  'reply.answer.countNone': 'None of the {checked, number} I checked {checked, plural, one {is} other {are}} {asked}.',
  'reply.answer.count': '{count, plural, one {# of the {checked, number} is} other {# of the {checked, number} are}} {asked}: {devices}.',

  // History: {event} is what the question is about; {window} the period in words; {when} a time in words.
  'reply.period': '{period, select, hour {in the last hour} day {in the last 24 hours} week {in the last 7 days} other {{period}}}',
  'reply.when':
    '{relation, select, today {at {clock} today} yesterday {yesterday at {clock}} this_week {on {weekday} at {clock}} other {on {date} at {clock}}}',
  'reply.history.gone': "I couldn't find that device any more.",
  'reply.history.never':
    "{device} hasn't {event, select, changed {changed} changedTo {changed to {to}} turned {turned {state, select, on {on} off {off} other {{state}}}} opened {opened} closed {closed} locked {locked} unlocked {unlocked} other {changed}} {window}.",
  'reply.history.count':
    '{device} {event, select, changed {changed} changedTo {changed to {to}} turned {turned {state, select, on {on} off {off} other {{state}}}} opened {opened} closed {closed} locked {locked} unlocked {unlocked} other {changed}} {atLeast, select, yes {{times, plural, one {once} other {at least # times}}} other {{times, plural, one {once} other {# times}}}} {window}, most recently {when}.',
  'reply.history.unchanged': "{device} hasn't changed {window}.",
  'reply.history.list':
    '{device} changed {atLeast, select, yes {{times, plural, one {once} other {at least # times}}} other {{times, plural, one {once} other {# times}}}} {window}. Most recent: {changes}{earlier, plural, =0 {} one { (# earlier change not shown)} other { (# earlier changes not shown)}}.',
  'reply.history.change': '{state} {when}',
  'reply.history.last':
    '{device} last {event, select, changed {changed} changedTo {changed to {to}} turned {turned {state, select, on {on} off {off} other {{state}}}} opened {opened} closed {closed} locked {locked} unlocked {unlocked} other {changed}} {when}{named, select, yes { (I looked {window})} other {}}.',

  // --- what the turn loop says, whichever engine runs (main/core/conversation/turn-words.ts) --------------
  'turn.summary':
    '{done, plural, =0 {} one {# request completed} other {# requests completed}}{both, select, yes {, } other {}}{refused, plural, =0 {} one {# could not be done} other {# could not be done}}.',
  'turn.couldNotFinish': "I couldn't finish that request.",
  'turn.noLongerWaiting': 'That request is no longer waiting.',
  'turn.expired': 'The confirmation expired before it was approved; nothing was sent.',
  'turn.supersededEvent': 'You sent a new message before approving, so this request was cancelled; nothing was sent.',
  'turn.supersededReply': 'The earlier request was cancelled because you sent a new message; nothing was changed.',
  'turn.stoppedHere': 'You sent a new message, so I stopped here; nothing else was done.',
  'turn.notDone': 'Not done: {devices}.',
  'turn.tookTooLong': 'the assistant took too long to answer',
  'turn.engineError':
    "{code, select, ASSISTANT_ANSWER_UNUSABLE {the assistant answered in a form this app can't use} ASSISTANT_REPEATED_CALL {the assistant asked for the same step again instead of answering, so it was stopped} ASSISTANT_UNASKED_CALL {the assistant wanted to do something your message did not ask for, so nothing was done} ASSISTANT_TOO_MANY_STEPS {the assistant kept asking for more steps than one message allows} ASSISTANT_MODEL_WITHOUT_TOOLS {the assistant's model can't use tools, which this app needs — choose a model with tool support in Settings} ASSISTANT_SERVER_ERROR {the assistant's server answered with an error} ASSISTANT_BAD_RESPONSE {the assistant sent an answer this app couldn't read} timeout {the assistant did not answer in time} unreachable {I couldn't reach the assistant} tls {the assistant's certificate couldn't be verified} tooLarge {the assistant's answer was larger than this app reads} other {the assistant failed}}",
  'turn.serverError':
    "the assistant's server at {host} {reason, select, key_refused {refused the API key (HTTP {status}) — check the key in Settings} redirect {answered with a redirect (HTTP {status}), which is never followed — check the address in Settings} not_found {answered “not found” (HTTP {status}) — check the address (it usually ends in /v1) and that the model {model} is installed} busy {is busy or over its limit (HTTP {status}) — try again in a moment} other {answered with an error (HTTP {status})}}",
  'turn.sorry': 'Sorry — {reason}. Nothing else was done.',
} as const;

export type MessageId = keyof typeof en;
