/**
 * Long because: one catalogue, one message per key of en.ts, in en.ts's order, so the two read side by side.
 *
 * The Italian catalogue: every key of en.ts, in Italian for the household. Address: "tu".
 * Typographic apostrophe throughout (it also keeps ICU from reading "'" as a quote). Sentences
 * avoid adjectives that would have to agree with a device's name, whose gender is unknown
 * ("Accensione riuscita: …", "Non serviva spegnere …"). Product names and technical tokens stay
 * as in en.ts. Imports only the key type.
 */
import type { MessageId } from './en.js';

export const it = {
  // --- the app -------------------------------------------------------------------------------
  'app.name': 'Sovereign Companion',
  'app.demoBadge': 'Demo',
  'app.demoBadgeTitle': 'Una casa inventata: niente qui è il tuo Home Assistant',

  // --- window titles (the windows' own and the Electron shell's) -------------------------------
  'window.chat': 'Sovereign Companion',
  'window.settings': 'Impostazioni — Sovereign Companion',
  'window.popup': 'Approva una richiesta — Sovereign Companion',
  'window.quick': 'Domanda rapida — Sovereign Companion',

  // --- the Electron shell: tray menu and notifications (no markup: the shell formats plain text) ---------
  'tray.tooltipWaiting': 'Sovereign Companion — {count, plural, one {# richiesta in attesa} other {# richieste in attesa}}',
  'tray.waiting': '{count, plural, one {# richiesta in attesa} other {# richieste in attesa}}',
  'tray.noneWaiting': 'Nessuna richiesta in attesa',
  'tray.quickAsk': 'Domanda rapida…',
  'tray.openChat': 'Apri la chat',
  'tray.settings': 'Impostazioni…',
  'tray.launchAtLogin': 'Avvia all’accesso',
  'tray.launchAtLoginUnavailable': 'Avvia all’accesso (solo app installata)',
  'tray.keepInTray': 'Resta attivo nell’area di notifica',
  'tray.openChatAtLogin': 'Apri la finestra della chat quando si avvia all’accesso',
  'tray.quit': 'Esci da Sovereign Companion',
  'tray.readHistory': 'Leggi la cronologia di {name} ({period, select, hour {ultima ora} day {ultimo giorno} week {ultima settimana} other {{period}}})',
  'notification.body': '{count, plural, one {Una richiesta aspetta la tua approvazione.} other {# richieste aspettano la tua approvazione.}}',

  // --- status line -----------------------------------------------------------------------------
  'status.loading': 'Controllo di Home Assistant…',
  'status.notConfigured': 'Home Assistant non è configurato',
  'status.disabled': 'La lettura da Home Assistant è disattivata — attivala in Impostazioni → Accesso in lettura',
  'status.ok': 'Connesso a Home Assistant',
  'status.unknown': 'Home Assistant è configurato — verrà contattato alla tua prima domanda',
  'status.unreachable': 'Home Assistant non è raggiungibile',
  'status.authFailed': 'Home Assistant ha rifiutato il token',
  'status.tokenUnreadable': 'Il token salvato non si può leggere',
  'status.appUnreachable': 'Sovereign Companion non risponde',
  'status.reconnecting': 'Riconnessione a Sovereign Companion…',
  'status.unauthorized': 'Questa pagina è stata aperta senza il suo link di accesso',
  'status.gone':
    'Sovereign Companion è stato riavviato o chiuso, e questa scheda ha perso il collegamento. Apri l’indirizzo mostrato all’avvio (cambia ogni volta), poi chiudi questa scheda.',
  'status.linkSetUp': 'Configura',
  'status.linkReadAccess': 'Attiva in Accesso in lettura',
  'status.linkFix': 'Risolvi in Impostazioni',
  'status.linkSettings': 'Impostazioni',

  // --- chat ----------------------------------------------------------------------------------
  'chat.newConversation': 'Nuova conversazione',
  'chat.emptyTitle': 'Cosa vuoi sapere?',
  'chat.emptyLead': 'Ogni lettura e ogni azione aspetta prima la tua approvazione.',
  'chat.suggestion.porch': 'La luce del portico è accesa?',
  'chat.suggestion.see': 'Cosa riesci a vedere?',
  'chat.suggestion.door': 'Quando si è aperta l’ultima volta la porta d’ingresso?',
  'chat.suggestion.kitchen': 'Spegni la plafoniera della cucina',
  'chat.conversationLabel': 'Conversazione',
  'chat.youSaid': 'Hai detto: ',
  'chat.assistantSaid': 'Assistente: ',
  'chat.thinking': 'Ci penso…',
  'chat.working': 'Ci sto lavorando…',
  'chat.zoneNote': 'Gli orari sono quelli di Home Assistant ({zone}); questo computer usa {machine}.',
  'chat.cardAnnouncement': 'Serve la tua approvazione: {title}. Approva o rifiuta sulla scheda.',
  'chat.conversationGone':
    'Questa conversazione non è più conservata (è stata cancellata, o è più vecchia di quanto conserva la cronologia). Invia di nuovo il tuo messaggio per iniziarne una nuova.',
  'chat.readFailed': 'La lettura non è riuscita: {reason}',
  'chat.notAllowed': 'Non consentito: {reason}',
  'chat.notAllowedNamed': 'Non consentito ({name}): {reason}',

  'composer.label': 'Invia un messaggio',
  'composer.message': 'Messaggio',
  'composer.placeholder': 'Chiedi della tua casa — «la luce del portico è accesa?»',
  'composer.send': 'Invia',
  'composer.waiting': 'Più in alto una richiesta aspetta la tua approvazione. Se invii un nuovo messaggio, viene annullata.',
  'composer.counter': '{count, number} di {max, number} caratteri',
  'composer.counterFull': '{count, number} di {max, number} caratteri — è il massimo per un messaggio',
  'composer.counterOver': '{count, number} di {max, number} caratteri — {over, number} di troppo. Accorcialo per inviarlo; non è stato tagliato nulla.',

  'firstRun.title': 'Parla con la tua casa, alle tue condizioni',
  'firstRun.lead':
    'Sovereign Companion risponde a domande sul tuo Home Assistant e può accendere e spegnere luci e interruttori — ma solo quelli che scegli tu, e solo dopo che hai approvato ogni richiesta.',
  'firstRun.connect': '<b>Collega</b> il tuo Home Assistant con il suo indirizzo e un token di accesso a lunga durata.',
  'firstRun.choose': '<b>Scegli</b> cosa condividere con l’assistente e quali luci e interruttori può controllare.',
  'firstRun.ask': '<b>Chiedi.</b> Ogni lettura e ogni azione aspetta la tua approvazione su una scheda in questa chat, che mostra cosa succederebbe.',
  'firstRun.setUp': 'Configura Home Assistant',
  'firstRun.note': 'Il tuo token resta su questo computer e non viene mai più mostrato, nemmeno all’assistente.',

  // --- cards ---------------------------------------------------------------------------------
  'card.kindAction': 'Azione',
  'card.kindRead': 'Lettura',
  'card.needsApproval': ' · serve la tua approvazione',
  'card.approve': 'Approva',
  'card.deny': 'Rifiuta',
  'card.approving': 'Approvazione in corso…',
  'card.denying': 'Rifiuto in corso…',
  'card.outcome.approved': 'Approvata',
  'card.outcome.denied': 'Rifiutata — non è stato inviato niente',
  'card.outcome.expired': 'Scaduta — non è stato inviato niente',
  'card.outcome.cancelled': 'Annullata dal tuo nuovo messaggio — non è stato inviato niente',
  'card.outcome.gone': 'Non più valida — l’app è stata riavviata; non è stato inviato niente',
  'card.outcome.refused': 'Bloccata — non è stato inviato niente',
  'card.expiresIn': 'Scade tra <value>{time}</value>',
  'card.expiresInSpoken': 'Scade tra {time}',
  'card.expired': 'Scaduta',
  'card.turn': '{state, select, on {ACCENDI} off {SPEGNI} other {Imposta su {state}}} {name}',
  'card.change': 'Modifica {name}',
  'card.anEntity': 'un dispositivo',
  'card.actionDisclosure': 'Questo cambia subito qualcosa in casa tua — una luce o un interruttore si accende o si spegne quando approvi.',
  'card.readAll': 'Leggi lo stato attuale {count, plural, =1 {dell’unico dispositivo} other {dei # dispositivi}} che condividi con l’assistente',
  'card.readAllUnknown': 'Leggi lo stato attuale di ciò che condividi con l’assistente',
  'card.readHistory':
    'Leggi la cronologia di {name} {period, select, hour {dell’ultima ora} day {delle ultime 24 ore} week {degli ultimi 7 giorni} other {di un periodo recente}}',
  'card.run': 'Esegui {capability}',
  'card.runOn': 'Esegui {capability} su {name}',
  'card.readLeaves': 'Questo esce dal tuo dispositivo: Sovereign Companion interroga il tuo Home Assistant attraverso la tua rete.',
  'card.answerStays': 'La risposta resta su questo computer.',
  'card.answerRemote': 'La risposta verrà inviata al modello linguistico su {host}, che non è su questo computer.',
  'card.place': '{place, number} di {of, number}',
  'card.group':
    '{state, select, on {Accendere} off {Spegnere} other {Cambiare}} {of, plural, one {# dispositivo} many {# dispositivi} other {# dispositivi}}: {names}{more, plural, =0 {} one { e # altro} many { e # altri} other { e # altri}}. Ognuno attende la tua approvazione; Rifiuta ferma il resto.',
  'card.denyRest': 'Rifiuta e interrompi',
  'card.readAbout': 'Per la tua domanda su {names}{more, plural, =0 {} one { e # altro} many { e # altri} other { e # altri}}',
  'card.question': 'Hai chiesto: «{question}»',

  // --- receipts --------------------------------------------------------------------------------
  'receipt.already':
    '{state, select, on {Non serviva accendere {name}: era già così} off {Non serviva spegnere {name}: era già così} other {{name} era già su {state}}}',
  'receipt.alreadyDetail': 'Non c’era niente da cambiare, quindi non è stato inviato niente.',
  'receipt.turned': '{state, select, on {Accensione riuscita: {name}} off {Spegnimento riuscito: {name}} other {{name} ora è su {state}}}',
  'receipt.turnedDetail': 'Confermato da Home Assistant (prima: {previous, select, on {acceso} off {spento} other {{previous}}}).',
  'receipt.couldNot': 'Non è stato possibile {state, select, on {accendere} off {spegnere} other {cambiare}} {name}',
  'receipt.denied': 'Hai rifiutato di {state, select, on {accendere} off {spegnere} other {cambiare}} {name}',
  'receipt.expired': 'La richiesta di {state, select, on {accendere} off {spegnere} other {cambiare}} {name} è scaduta',
  'receipt.nothingChanged': 'Non è cambiato niente.',
  'receipt.theEntity': 'il dispositivo',

  // --- outcome codes, in plain words -------------------------------------------------------------
  'code.HOME_ASSISTANT_UNREACHABLE': 'Non è stato possibile raggiungere Home Assistant.',
  'code.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant non accetta più il token di accesso. Creane uno nuovo in Home Assistant (il tuo profilo → Sicurezza → Token di accesso a lunga durata) e salvalo nelle Impostazioni.',
  'code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED': 'Home Assistant ha accettato la richiesta ma non ha confermato la modifica.',
  'code.HOME_ASSISTANT_ENTITY_NOT_FOUND': 'Home Assistant non ha più questo dispositivo.',
  'code.HOME_ASSISTANT_TLS_ERROR': 'Non è stato possibile verificare la connessione a Home Assistant.',
  'code.HOME_ASSISTANT_ERROR': 'Home Assistant ha risposto con un errore.',
  'code.EXECUTION_TIMEOUT': 'Home Assistant ci ha messo troppo a rispondere.',
  'code.ENTITY_NOT_ALLOWLISTED': 'Questo non è qualcosa che condividi con l’assistente.',
  'code.ENTITY_NOT_CONTROLLABLE': 'Questo non è qualcosa che l’assistente può controllare.',
  'code.DOMAIN_NOT_CONTROLLABLE': 'Si possono controllare solo luci e interruttori.',
  'code.CAPABILITY_DISABLED': 'Questo tipo di accesso è disattivato nelle Impostazioni.',
  'code.CAPABILITY_NOT_CONFIGURED': 'Home Assistant non è ancora configurato.',
  'code.CAPABILITY_UNKNOWN': 'L’assistente ha chiesto qualcosa che questa app non sa fare.',
  'code.INVALID_ARGUMENTS': 'L’assistente ha chiesto in un modo che non si è capito.',
  'code.INVOCATION_LIMIT_EXCEEDED': 'L’assistente ha chiesto in una volta più di quanto consente un messaggio.',
  'code.RESULT_INVALID': 'La risposta di Home Assistant non aveva la forma prevista.',
  'code.RESULT_TOO_LARGE': 'La risposta di Home Assistant era troppo grande per usarla.',
  'code.CONFIRMATION_DENIED': 'Hai rifiutato questa richiesta.',
  'code.CONFIRMATION_EXPIRED': 'La richiesta è scaduta prima di essere approvata.',
  'code.CONFIRMATION_INVALID': 'Questa richiesta ha già avuto risposta, o non è più in attesa.',
  'code.AUDIT_UNAVAILABLE': 'Non è stato possibile registrare l’approvazione in Attività, quindi non è stato inviato nulla.',
  'code.other': 'Non è stato possibile farlo.',

  // --- a request that failed, by its code (every window; main's English message is never shown) ---
  'error.INVALID_REQUEST': 'Sovereign Companion non è riuscito a leggere questa richiesta. Riprova; se succede ancora, riavvia l’app.',
  'error.INVALID_BASE_URL': 'Questo non è un indirizzo di Home Assistant. Usane uno come http://homeassistant.local:8123.',
  'error.INVALID_ENTITY_ID': 'Questo non è un id di dispositivo come quelli che usa Home Assistant (per esempio light.kitchen).',
  'error.CONTROLLABLE_NOT_ALLOWLISTED': 'Un dispositivo che l’assistente può controllare deve anche essere condiviso con lui.',
  'error.DOMAIN_NOT_CONTROLLABLE': 'Si possono controllare solo luci e interruttori.',
  'error.CONFIRMATION_INVALID': 'Questa richiesta ha già avuto risposta, o non è più in attesa.',
  'error.CONVERSATION_NOT_FOUND': 'Questa conversazione non c’è più. Iniziane una nuova.',
  'error.UNAUTHORIZED': 'Questa finestra ha perso il collegamento con Sovereign Companion. Chiudila e riaprila dall’app.',
  'error.FORBIDDEN': 'Questa finestra non può farlo.',
  'error.NOT_FOUND': 'Sovereign Companion non conosce questa richiesta. Questa finestra è di una versione precedente? Ricaricala.',
  'error.METHOD_NOT_ALLOWED': 'Sovereign Companion non conosce questa richiesta. Questa finestra è di una versione precedente? Ricaricala.',
  'error.PAYLOAD_TOO_LARGE': 'È troppo grande per essere inviato. Accorcialo e riprova.',
  'error.STORAGE_ERROR': 'Sovereign Companion non è riuscito a scrivere nella sua cartella dei dati. Controlla che il disco non sia pieno e riprova.',
  'error.KEYCHAIN_UNAVAILABLE': 'Il portachiavi di questo computer è bloccato o non disponibile, quindi il segreto non è stato salvato. Sbloccalo e riprova.',
  'error.INTERNAL_ERROR': 'Qualcosa è andato storto in Sovereign Companion. Riprova; se succede ancora, riavvia l’app.',
  'error.CAPABILITY_NOT_CONFIGURED': 'Home Assistant non è ancora configurato. Inserisci il suo indirizzo e un token in Impostazioni → Connessione.',
  'error.EXECUTION_TIMEOUT': 'Home Assistant non ha risposto in tempo. Riprova tra un momento.',
  'error.HOME_ASSISTANT_UNREACHABLE': 'Home Assistant non è raggiungibile. È acceso, e questo computer è sulla stessa rete?',
  'error.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant non accetta più il token. Crea un nuovo token di lunga durata nel tuo profilo di Home Assistant e incollalo in Impostazioni → Connessione.',
  'error.HOME_ASSISTANT_TLS_ERROR':
    'Non è stato possibile verificare la connessione a Home Assistant. Controlla il suo certificato in Impostazioni → Connessione.',
  'error.HOME_ASSISTANT_ERROR': 'Home Assistant ha risposto con un errore. Riprova tra un momento.',
  'error.other': 'Non ha funzionato. Riprova; se succede ancora, riavvia l’app.',
  'error.field.access_token': 'Il token sembra sbagliato: incolla il token di lunga durata dal tuo profilo di Home Assistant, su una sola riga senza spazi.',
  'error.field.api_key': 'La chiave API sembra sbagliata: incollala di nuovo su una sola riga senza spazi.',
  'error.field.model': 'Scrivi il nome del modello (per esempio llama3.1:8b), su una riga breve.',
  'error.field.base_url': 'Scrivi l’indirizzo dell’assistente (per Ollama: http://127.0.0.1:11434/v1).',
  'error.field.tls': 'Le impostazioni del certificato non sono valide. Scegli di nuovo come fidarti del certificato di Home Assistant.',
  'error.field.area_id': 'Scegli una delle tue aree di Home Assistant.',
  'error.field.accelerator': 'L’app non può usare questa scorciatoia: combina da uno a tre tra Ctrl/Cmd, Alt e Maiusc con un tasto.',
  'error.field.engine': 'Scegli uno dei motori elencati.',

  // --- Settings → Assistant: why Test failed (a reason and its values from main) ---
  'assistant.testError.bad_address': 'L’assistente non può usare questo indirizzo. Scrivine uno come http://127.0.0.1:11434/v1 (Ollama).',
  'assistant.testError.no_address': 'Scrivi prima l’indirizzo dell’assistente (per Ollama: http://127.0.0.1:11434/v1).',
  'assistant.testError.key_malformed': 'La chiave API sembra sbagliata: incollala di nuovo su una sola riga.',
  'assistant.testError.key_unreadable': 'La chiave API salvata non si può leggere su questo computer. Incollala di nuovo e salva.',
  'assistant.testError.needs_key': 'L’assistente su {host} richiede una chiave API (HTTP {status}).',
  'assistant.testError.key_refused': 'L’assistente su {host} ha rifiutato la chiave API (HTTP {status}). Controlla la chiave.',
  'assistant.testError.redirect':
    'L’assistente su {host} ha risposto con un reindirizzamento (HTTP {status}), che non viene mai seguito. Controlla l’indirizzo.',
  'assistant.testError.not_found':
    'Su {host} non risponde nulla per l’elenco dei modelli (HTTP 404). Controlla l’indirizzo: i server compatibili con OpenAI di solito finiscono con /v1.',
  'assistant.testError.http_error': 'L’assistente su {host} ha risposto con un errore (HTTP {status}).',
  'assistant.testError.not_openai':
    'Il server su {host} ha risposto, ma non con un elenco di modelli compatibile con OpenAI. Controlla l’indirizzo (di solito finisce con /v1).',
  'assistant.testError.timeout': 'L’assistente su {host} non ha risposto entro {seconds, number} s.',
  'assistant.testError.tls': 'Non è stato possibile verificare il certificato dell’assistente su {host}.',
  'assistant.testError.too_large': 'L’assistente su {host} ha risposto con più di quanto questa app legge.',
  'assistant.testError.unreachable': 'L’assistente su {host} non è raggiungibile. Il server è acceso, e l’indirizzo è giusto?',

  // --- results -------------------------------------------------------------------------------
  'table.none': 'In Home Assistant non è stato trovato niente di ciò che condividi con l’assistente.',
  'table.caption': 'Stato attuale',
  'table.captionRead': 'Stato attuale, letto {when}',
  'table.entity': 'Dispositivo',
  'table.state': 'Stato',
  'table.changed': 'Cambiato',
  'table.showAll': 'Mostra tutti ({count, number})',
  'state.word':
    '{word, select, on {{word_agree, select, fs {accesa} mp {accesi} fp {accese} other {acceso}}} off {{word_agree, select, fs {spenta} mp {spenti} fp {spente} other {spento}}} open {{word_agree, select, fs {aperta} mp {aperti} fp {aperte} other {aperto}}} closed {{word_agree, select, fs {chiusa} mp {chiusi} fp {chiuse} other {chiuso}}} detected {{word_agree, select, fs {rilevata} mp {rilevati} fp {rilevate} other {rilevato}}} clear {{word_agree, select, fs {libera} mp {liberi} fp {libere} other {libero}}} low {{word_agree, select, fs {bassa} mp {bassi} fp {basse} other {basso}}} normal {{word_agree, select, mp {normali} fp {normali} other {normale}}} cold {{word_agree, select, fs {fredda} mp {freddi} fp {fredde} other {freddo}}} hot {{word_agree, select, fs {calda} mp {caldi} fp {calde} other {caldo}}} connected {{word_agree, select, fs {connessa} mp {connessi} fp {connesse} other {connesso}}} disconnected {{word_agree, select, fs {disconnessa} mp {disconnessi} fp {disconnesse} other {disconnesso}}} lightDetected {luce rilevata} noLight {nessuna luce} unlocked {{word_agree, select, fs {sbloccata} mp {sbloccati} fp {sbloccate} other {sbloccato}}} locked {{word_agree, select, fs {bloccata} mp {bloccati} fp {bloccate} other {bloccato}}} moving {in movimento} notMoving {{word_agree, select, fs {ferma} mp {fermi} fp {ferme} other {fermo}}} pluggedIn {{word_agree, select, fs {collegata} mp {collegati} fp {collegate} other {collegato}}} unplugged {{word_agree, select, fs {scollegata} mp {scollegati} fp {scollegate} other {scollegato}}} powerDetected {corrente rilevata} noPower {nessuna corrente} running {in funzione} notRunning {{word_agree, select, fs {ferma} mp {fermi} fp {ferme} other {fermo}}} updateAvailable {aggiornamento disponibile} upToDate {{word_agree, select, fs {aggiornata} mp {aggiornati} fp {aggiornate} other {aggiornato}}} unavailable {{word_agree, select, mp {non disponibili} fp {non disponibili} other {non disponibile}}} unknown {{word_agree, select, fs {sconosciuta} mp {sconosciuti} fp {sconosciute} other {sconosciuto}}} home {a casa} away {fuori casa} charging {in carica} notCharging {non in carica} wet {{word_agree, select, fs {umida} mp {umidi} fp {umide} other {umido}}} dry {{word_agree, select, fs {asciutta} mp {asciutti} fp {asciutte} other {asciutto}}} problem {problema} ok {OK} unsafe {{word_agree, select, fs {non sicura} mp {non sicuri} fp {non sicure} other {non sicuro}}} safe {{word_agree, select, fs {sicura} mp {sicuri} fp {sicure} other {sicuro}}} other {{word}}}',
  'history.period': '{period, select, hour {ultima ora} day {ultime 24 ore} week {ultimi 7 giorni} other {{period}}}',
  'history.changes': '{count, plural, =0 {nessuna modifica} one {# modifica} other {# modifiche}}',
  'history.nothing': 'In questo periodo non è cambiato niente.',
  'history.showChanges': '{count, plural, one {Mostra la modifica} other {Mostra le # modifiche}}',
  'history.timelineTitle': 'Cronologia di {name}: {count, plural, one {# modifica} other {# modifiche}}, l’ultima a {state} il {at}',
  'history.chartTitle': 'Grafico di {name}: da {min}{unit} a {max}{unit}; ultimo valore {latest}{unit}',
  'history.notRecorded': 'non registrato',

  // --- popup ---------------------------------------------------------------------------------
  'popup.title': 'In attesa della tua approvazione',
  'popup.count': '{count, plural, one {# in attesa} other {# in attesa}}',
  'popup.nothing': 'Niente aspetta la tua approvazione.',
  'popup.list': 'Richieste in attesa di approvazione',
  'popup.alreadyAnswered': 'Questa richiesta ha già avuto risposta, o non è più in attesa. Non succederà nient’altro.',

  // --- quick ask ---------------------------------------------------------------------------------
  'quick.form': 'Domanda rapida',
  'quick.input': 'Domanda',
  'quick.placeholder': 'Chiedi, per es. «spegni la luce del portico»',
  'quick.hintCard': 'Enter approva · Esc chiude',
  'quick.hint': 'Enter chiede · Esc chiude',
  'quick.place': 'Richiesta {place, number}',
  'quick.done': 'Fatto — puoi chiudere questa finestra.',

  // --- settings: the window ------------------------------------------------------------------
  'settings.title': 'Impostazioni',
  'settings.sections': 'Sezioni delle impostazioni',
  'settings.loading': 'Caricamento…',
  'settings.assistantUnavailable': 'Non è stato possibile caricare le impostazioni dell’assistente.',
  'section.connection': 'Connessione',
  'section.connection.intro': 'Quale Home Assistant usare, e come questo computer dimostra di poter entrare.',
  'section.read': 'Accesso in lettura',
  'section.read.intro': 'Cosa condividi con l’assistente. Ogni lettura la approvi tu.',
  'section.control': 'Controllo',
  'section.control.intro': 'Cosa l’assistente può accendere e spegnere. Ogni azione la approvi tu.',
  'section.assistant': 'Assistente',
  'section.assistant.intro': 'Quale lingua parla l’app, e quale motore capisce i tuoi messaggi e propone cosa fare.',
  'section.activity': 'Attività',
  'section.activity.intro': 'Tutto ciò che l’assistente ha chiesto, e cosa è successo.',
  'section.backup': 'Esporta e importa',
  'section.backup.intro': 'Tieni una copia di ciò che condividi e consenti, o portala su un altro computer.',
  'notice.malformedTitle': 'Non è stato possibile leggere il tuo file delle impostazioni di Home Assistant.',
  'notice.malformedBody':
    'Finché non salvi qui, l’assistente non ha accesso a Home Assistant — la scelta sicura. Salvando, il file danneggiato viene sostituito.',
  'notice.plaintextTitle': 'Qui non è disponibile un portachiavi di sistema,',
  'notice.plaintextBody': 'quindi il tuo token di accesso è conservato in un file che solo il tuo account utente può aprire — non è cifrato.',
  'notice.plaintextAdvice':
    'Chiunque possa accedere con il tuo account, o leggere i tuoi backup, potrebbe leggerlo. Usa un token che puoi revocare in Home Assistant.',

  // --- settings: connection ----------------------------------------------------------------------
  'connection.formTitle': 'Indirizzo e token',
  'connection.address': 'Indirizzo di Home Assistant',
  'connection.addressHelp': 'L’indirizzo con cui apri Home Assistant, per esempio <mono>{example}</mono>.',
  'connection.assumedScheme': 'Verrà usato come <mono>{address}</mono>.',
  'connection.error.INVALID_BASE_URL': 'L’app non può usare questo indirizzo. Scrivilo come {example}: il nome o l’indirizzo IP e la porta, senza altro dopo.',
  'connection.error.CAPABILITY_NOT_CONFIGURED': 'Incolla un token di accesso a lunga durata per questo indirizzo, poi prova di nuovo.',
  'connection.error.HOME_ASSISTANT_UNREACHABLE': 'Nessuno ha risposto a {origin}. Home Assistant è in funzione lì, e indirizzo e porta sono giusti?',
  'connection.error.EXECUTION_TIMEOUT': '{origin} non ha risposto in tempo. Controlla l’indirizzo e che Home Assistant sia in funzione.',
  'connection.error.tokenRefused':
    'Home Assistant ha rifiutato questo token di accesso. In Home Assistant apri il tuo profilo, poi Sicurezza, crea un token di accesso a lunga durata, incollalo nel campo del token qui sopra e premi Salva.',
  'connection.error.computerRefused':
    'Home Assistant ha rifiutato questo computer, di solito dopo troppi accessi falliti. Togli l’indirizzo di questo computer da ip_bans.yaml nella cartella di configurazione di Home Assistant, poi riavvia Home Assistant.',
  'connection.error.HOME_ASSISTANT_TLS_ERROR':
    'Non è stato possibile verificare il certificato di Home Assistant. Controllalo qui sotto e scegli come fidarti.',
  'connection.error.HOME_ASSISTANT_ERROR': '{origin} ha risposto con un errore. È l’indirizzo di Home Assistant stesso, e non una pagina o un proxy davanti?',
  'connection.error.other': 'Non è stato possibile completare il test.',
  'connection.unencrypted':
    'Questo indirizzo usa il semplice <b>http</b>: il tuo token di accesso e i dati della tua casa attraversano la rete senza cifratura. Usa un indirizzo https se il tuo Home Assistant ne ha uno.',
  'connection.token': 'Token di accesso a lunga durata',
  'connection.tokenRefused': 'Token salvato — Home Assistant l’ha rifiutato; incollane uno nuovo',
  'connection.tokenSaved': 'Token salvato',
  'connection.tokenUnreadable': 'Il token salvato non si può leggere — incollalo di nuovo',
  'connection.noToken': 'Nessun token salvato',
  'connection.removeToken': 'Rimuovi il token',
  'connection.tokenPlaceholderReplace': 'Incolla un nuovo token per sostituire quello salvato',
  'connection.tokenPlaceholder': 'Incolla il token',
  'connection.tokenHelp':
    'Creane uno in Home Assistant nel tuo profilo → Sicurezza → Token di accesso a lunga durata. Viene conservato su questo computer e non viene mai più mostrato — né qui, né all’assistente.',
  'connection.originChanges':
    'Se salvi un indirizzo diverso, il token salvato viene rimosso: un token viene inviato solo all’indirizzo per cui è stato salvato. Incolla il token per il nuovo indirizzo.',
  'connection.testing': 'Prova in corso…',
  'connection.test': 'Prova la connessione',
  'connection.save': 'Salva',
  'connection.testingLabel': 'Prova della connessione',
  'connection.contacting': 'Contatto con Home Assistant…',
  'connection.connected': 'Connesso a <b>{name}</b> — Home Assistant {version}, fuso orario {zone}.',

  // --- settings: assistant -----------------------------------------------------------------------
  'assistant.formTitle': 'Motore della conversazione',
  'assistant.engine': 'Motore',
  'assistant.builtin': 'Integrato',
  'assistant.builtinHelp':
    'Capisce frasi semplici sui tuoi dispositivi nella lingua che scegli qui sopra. Funziona tutto su questo computer; non viene inviato niente da nessuna parte.',
  'assistant.llm': 'Un server con un modello linguistico',
  'assistant.llmHelp':
    'Ollama, llama.cpp, LM Studio, vLLM o qualsiasi endpoint compatibile con OpenAI. Si limita a proporre — approvi comunque tu ogni lettura e ogni azione.',
  'assistant.presets': 'Preimpostazioni per server locali',
  'assistant.endpoint': 'Endpoint (indirizzo del server)',
  'assistant.model': 'Modello',
  'assistant.apiKey': 'Chiave API (se il server ne chiede una)',
  'assistant.keySaved': 'Chiave salvata',
  'assistant.noKey': 'Nessuna chiave salvata',
  'assistant.keyPlaceholderReplace': 'Incolla una nuova chiave per sostituirla',
  'assistant.keyPlaceholder': 'Facoltativa',
  'assistant.remote': 'Questo endpoint non è su questo computer. Tutto ciò che approvi che l’assistente legga verrà inviato a <b>{host}</b>.',
  'assistant.save': 'Salva',
  'assistant.testing': 'Prova in corso…',
  'assistant.test': 'Prova il server salvato',
  'assistant.answered':
    '{count, plural, =0 {Il server ha risposto.} one {Il server ha risposto con # modello: {models}.} other {Il server ha risposto con # modelli: {models}.}}',

  // --- settings: discovery -----------------------------------------------------------------------
  'discovery.title': 'Trovati sulla tua rete',
  'discovery.looking': 'Ricerca…',
  'discovery.searchAgain': 'Cerca di nuovo',
  'discovery.lookingStatus': 'Ricerca di Home Assistant sulla tua rete',
  'discovery.found': '{count, plural, =0 {Nessuno trovato} one {# trovato} other {# trovati}}',
  'discovery.unavailable': 'La ricerca qui non è disponibile — inserisci l’indirizzo a mano.',
  'discovery.lookingLong': 'Ricerca di Home Assistant sulla tua rete…',
  'discovery.none': 'Nessun Home Assistant trovato automaticamente. Inserisci qui sotto il suo indirizzo.',
  'discovery.defaultName': 'Home Assistant',
  'discovery.notSetUp': 'Non ancora configurato',
  'discovery.unverified': 'Annuncio non verificato',
  'discovery.version': 'Home Assistant {version}',
  'discovery.finishOnboarding': 'Prima completa la configurazione iniziale in Home Assistant.',
  'discovery.alt.external_url': 'Indirizzo cloud / esterno',
  'discovery.alt.base_url': 'Indirizzo di base annunciato',
  'discovery.altNote': ' — fuori dalla tua rete di casa; l’indirizzo locale suggerito tiene il tuo token in casa.',
  'discovery.checking': 'Controllo…',
  'discovery.inUse': 'In uso',
  'discovery.use': 'Usa questo',

  // --- settings: trust for https --------------------------------------------------------------------
  'trust.pinned': 'Certificato fissato (SHA-256 {fingerprint})',
  'trust.unknownFingerprint': 'sconosciuta',
  'trust.customCa': 'Il certificato CA della tua casa',
  'trust.system': 'Le autorità di certificazione attendibili di questo computer',
  'trust.title': 'Fiducia per https',
  'trust.current': 'Ora attendibile: <b>{current}</b>',
  'trust.useCa': 'Usa il certificato CA della mia casa',
  'trust.caFile': 'File del certificato CA (.pem, .crt)',
  'trust.caPaste': '…oppure incollalo',
  'trust.trustCa': 'Fidati di questa CA',
  'trust.pin': 'Fissa il certificato presentato da questo indirizzo (autofirmato)',
  'trust.pinHelp':
    'Sovereign Companion si connette una volta per mostrarti il certificato. Non viene inviato nessun token. Confronta l’impronta con quella mostrata da Home Assistant prima di fidarti.',
  'trust.connecting': 'Connessione…',
  'trust.show': 'Mostra il certificato',
  'trust.issuedTo': 'Rilasciato a',
  'trust.issuedBy': 'Rilasciato da',
  'trust.valid': 'Valido',
  'trust.validRange': '{from} – {to}',
  'trust.fingerprint': 'Impronta SHA-256',
  'trust.pinThis': 'Fidati di questo certificato e fissalo',
  'trust.backToSystem': 'Torna alle autorità di certificazione del sistema',

  // --- settings: what the assistant's Test learnt of the server ---------------------------------------
  'server.kind.ollama': 'Ollama',
  'server.kind.llamacpp': 'Il server di llama.cpp',
  'server.kind.lmstudio': 'LM Studio',
  'server.kind.vllm': 'vLLM',
  'server.kind.other': 'Un server compatibile con OpenAI',
  'server.noTools.ollama':
    'Nessuno dei modelli installati dice di saper usare strumenti. Installane uno che li sappia usare (per esempio qwen2.5 o llama3.1) con «ollama pull».',
  'server.noTools.llamacpp': 'Avvia llama-server con --jinja e un modello il cui template di chat supporta gli strumenti.',
  'server.noTools.lmstudio': 'Carica un modello con uso nativo degli strumenti (il simbolo del martello in LM Studio).',
  'server.noTools.vllm': 'Avvia vLLM con --enable-auto-tool-choice e il --tool-call-parser di questo modello.',
  'server.noTools.other': 'Scegli un modello che supporti le chiamate agli strumenti.',
  'server.unknown.ollama': 'Ollama non conosce questo modello — è installato?',
  'server.unknown.llamacpp': 'llama-server non dice se il suo modello sa usare strumenti; servono --jinja e un template di chat con strumenti.',
  'server.unknown.lmstudio': 'LM Studio non elenca questo modello.',
  'server.unknown.vllm': 'vLLM non dice se gli strumenti funzionano: va avviato con --enable-auto-tool-choice e un --tool-call-parser per questo modello.',
  'server.unknown.other': 'Questo server non dice se il modello sa usare strumenti. Se le risposte non riescono, scegli un modello che li supporti.',
  'server.kind': 'Tipo di server: {kind}{version, select, none {} other { {version}}}',
  'server.canUseTools': '<b>{model}</b> sa usare strumenti.',
  'server.cannotUseTools': '<b>{model}</b> non sa usare strumenti, e questa app ne ha bisogno per leggere o comandare qualsiasi cosa.',
  'server.toolModels': 'Modelli che sanno usare strumenti',
  'server.use': 'Usa {model}',
  'server.promptLarge':
    'Con {count, plural, one {# dispositivo condiviso} other {# dispositivi condivisi}} le istruzioni per l’assistente occupano circa {kilobytes, number} KB. I modelli piccoli potrebbero faticare: condividi meno dispositivi, o usa un modello più grande.',

  // --- settings: this computer's room -----------------------------------------------------------------
  'room.title': 'La stanza di questo computer',
  'room.label': 'Questo computer si trova in',
  'room.notSet': 'Non impostata — chiedi quale stanza',
  'room.help': '«Spegni le luci qui» indicherà allora questa stanza, come con un assistente vocale di Home Assistant.',
  'room.gone': 'La stanza scelta prima non è più in Home Assistant, quindi conta come non impostata.',
  'room.namesFallback': '{note} — l’assistente riconosce i tuoi dispositivi solo dal nome.',
  'room.namesFallbackDefault': 'Non è stato possibile leggere le aree e gli alias di Home Assistant',
  'room.save': 'Salva la stanza',

  // --- settings: the quick-ask shortcut ---------------------------------------------------------------
  'shortcut.title': 'Domanda rapida da ovunque',
  'shortcut.lead': 'Una scorciatoia apre una piccola finestra per chiedere in poche parole; ogni scheda richiede comunque la tua approvazione.',
  'shortcut.registered': '{shortcut} apre la domanda rapida.',
  'shortcut.off': 'La scorciatoia è disattivata. «Domanda rapida…» nel menu dell’area di notifica la apre comunque.',
  'shortcut.useInstead': 'Usa invece {shortcut}',
  'shortcut.label': 'Scorciatoia',
  'shortcut.save': 'Salva la scorciatoia',
  'shortcut.browserHost': 'La scorciatoia si imposta nell’app desktop: una scheda del browser non sente i tasti premuti in altre app.',

  // --- settings: language ---------------------------------------------------------------------
  'language.title': 'Lingua',
  'language.label': 'Lingua dell’app e dell’assistente',
  'language.automatic': 'Automatica ({name})',
  'language.source':
    '{source, select, home {«Automatica» segue la lingua impostata in Home Assistant ({tag}).} system {«Automatica» segue la lingua di questo computer, perché Home Assistant non ha ancora indicato la sua.} browser {«Automatica» segue la lingua di questo browser, perché Home Assistant non ha ancora indicato la sua.} other {«Automatica» qui significa inglese: né Home Assistant né questo computer indicano una lingua che l’app parla.}}',
  'language.save': 'Salva la lingua',
  'language.unreadable':
    'Non è stato possibile leggere l’impostazione della lingua salvata, quindi la lingua viene scelta automaticamente finché non scegli di nuovo.{keptAs, select, none {} other { Il vecchio file è stato conservato come {keptAs}.}}',
  'history.unreadable':
    'Non è stato possibile leggere le conversazioni salvate ({reason, select, unknown_format {sono in un formato che questa versione non usa} other {il file è danneggiato}}), quindi la cronologia parte vuota.{keptAs, select, none {} other { Il vecchio file è stato conservato come {keptAs}.}}',

  // --- settings: saving ------------------------------------------------------------------------
  'save.saving': 'Salvataggio…',
  'save.saved': 'Salvato',
  'save.failed': 'Non è stato possibile salvare.',
  'save.seeAbove': 'Non salvato — vedi il messaggio sopra.',
  'saveBar.label': 'Modifiche non salvate',
  'saveBar.pending': '<b>{count, plural, one {# modifica non salvata} other {# modifiche non salvate}}</b>: {list}.',
  'saveBar.saved': 'Elenchi salvati.',
  'saveBar.discard': 'Annulla',
  'saveBar.save': 'Salva modifiche',
  'saveBar.list.read': 'lettura',
  'saveBar.list.control': 'controllo',
  'pending.readOn': 'Attiva la lettura',
  'pending.readOff': 'Disattiva la lettura',
  'pending.controlOn': 'Attiva il controllo',
  'pending.controlOff': 'Disattiva il controllo',
  'pending.shared': '{count, plural, one {# condiviso} other {# condivisi}} con l’assistente',
  'pending.unshared': '{count, plural, one {# non più condiviso} other {# non più condivisi}}',
  'pending.allowed': '{count, number} con permesso di controllo',
  'pending.disallowed': '{count, number} senza più permesso di controllo',
  'switch.on': 'Attivo',
  'switch.off': 'Disattivo',

  // --- settings: read access and control -----------------------------------------------------------
  'read.switch': 'Lascia che l’assistente legga Home Assistant',
  'read.switchHelp':
    'Se attivo, l’assistente può chiedere di leggere ciò che è spuntato qui sotto — e ogni lettura la approvi tu. Si salva con la barra di salvataggio.',
  'read.listTitle': 'Condiviso con l’assistente',
  'read.listHelp': 'Solo questi vengono nominati all’assistente. Il loro stato viene letto solo quando approvi una richiesta.',
  'read.connectFirst': 'Prima collegati a Home Assistant (Connessione), poi scegli qui cosa condividere.',
  'read.loadFailed': 'Non è stato possibile caricare i tuoi dispositivi da Home Assistant: {error}',
  'read.loading': 'Caricamento dei tuoi dispositivi da Home Assistant…',
  'read.missingTitle': 'Non più in Home Assistant',
  'read.missingHelp': 'Li condividi, ma Home Assistant non li ha più (rinominati o rimossi).',
  'read.missingTag': 'Mancante',
  'read.remove': 'Rimuovi',
  'read.tryAgain': 'Riprova',
  'read.removeLabel': 'Rimuovi {id} dall’elenco',
  'read.purpose': 'dispositivi che condividi con l’assistente',
  'read.namesFallback': '{note}: l’assistente li capisce solo dal loro nome.',
  'control.switch': 'Lascia che l’assistente accenda e spenga le cose',
  'control.switchHelp':
    'Separato dalla lettura. Se attivo, l’assistente può chiedere di accendere o spegnere le luci e gli interruttori spuntati qui sotto — e ogni volta approvi tu. Si salva con la barra di salvataggio.',
  'control.listTitle': 'Luci e interruttori che l’assistente può controllare',
  'control.why':
    'Si possono controllare solo <b>luci e interruttori</b>: accenderli o spegnerli si annulla subito. Serrature, allarmi, tapparelle e porte del garage, telecamere e termostati non vengono mai proposti.',
  'control.onlyShared': 'Qui compare solo ciò che condividi già con l’assistente. Per aggiungere qualcosa, spuntalo prima in Accesso in lettura.',
  'control.notOffered': 'Non proposti tra ciò che condividi: {list}.',
  'control.none': 'Niente di ciò che condividi con l’assistente è una luce o un interruttore.',
  'control.purpose': 'luci e interruttori che l’assistente può controllare',
  'domain.counted':
    '{domain, select, light {{count, plural, one {# luce} other {# luci}}} switch {{count, plural, one {# interruttore} other {# interruttori}}} sensor {{count, plural, one {# sensore} other {# sensori}}} binary_sensor {{count, plural, one {# sensore binario} other {# sensori binari}}} lock {{count, plural, one {# serratura} other {# serrature}}} cover {{count, plural, one {# tapparella} other {# tapparelle}}} climate {{count, plural, one {# termostato} other {# termostati}}} camera {{count, plural, one {# telecamera} other {# telecamere}}} person {{count, plural, one {# persona} other {# persone}}} media_player {{count, plural, one {# lettore multimediale} other {# lettori multimediali}}} other {{count, number} × {label}}}',

  // --- settings: the picker ----------------------------------------------------------------------
  'picker.search': 'Cerca',
  'picker.searchPlaceholder': 'Nome o ID entità',
  'picker.domain': 'Tipo',
  'picker.allDomains': 'Tutti i tipi ({count, number})',
  'picker.domainOption': '{label} ({count, number})',
  'picker.show': 'Mostra',
  'picker.showAll': 'Tutto',
  'picker.showSelected': 'Solo i selezionati',
  'picker.showUnselected': 'Non selezionati',
  'picker.count': 'Mostrati: <b>{shown, number}</b> · selezionati: <b>{selected, number}</b>',
  'picker.selectAll': 'Seleziona tutti i visibili',
  'picker.selectAllCount': 'Seleziona tutti i visibili ({count, number})',
  'picker.clearAll': 'Deseleziona tutti i visibili',
  'picker.sensitiveNote':
    '{count, plural, one {C’è # dispositivo sensibile} other {Ci sono # dispositivi sensibili}} tra quelli visibili. «Seleziona tutti» li esclude — spuntali uno per uno se è proprio ciò che vuoi.',
  'picker.noMatch': 'Nessun risultato.',
  'picker.listLabel': 'I tuoi dispositivi di Home Assistant — spunta i {purpose}',
  'picker.sensitive': 'Sensibile',
  'picker.sensitiveTitle': 'Rivela se c’è qualcuno in casa, la tua sicurezza o se la casa è aperta',

  // --- settings: activity -------------------------------------------------------------------------
  'activity.totals': 'Totali',
  'activity.totalsSince': 'Totali dal {date}',
  'activity.refresh': 'Aggiorna',
  'activity.nothing': 'Non è stato ancora chiesto niente.',
  'activity.totalsLabel': 'Totali per tipo di richiesta',
  'activity.col.kind': 'Richiesta',
  'activity.col.asked': 'Chieste',
  'activity.col.done': 'Fatte',
  'activity.col.denied': 'Rifiutate',
  'activity.col.expired': 'Scadute',
  'activity.col.refused': 'Bloccate',
  'activity.col.failed': 'Non riuscite',
  'activity.changedSplit': '({changed, number} con modifica, {noop, number} già così)',
  'activity.refusedNote':
    '«Bloccate» conta le richieste che le tue impostazioni hanno fermato prima che comparisse una scheda — per esempio un dispositivo che non condividi, o uno che l’assistente non può controllare. Per queste non è stato letto né cambiato niente.',
  'activity.recent': 'Eventi recenti',
  'activity.noEvents': 'Ancora nessun evento.',
  'activity.col.time': 'Ora',
  'activity.col.what': 'Cosa',
  'activity.col.device': 'Dispositivo',
  'activity.col.outcome': 'Cosa è successo',
  'activity.col.where': 'Dove',
  'activity.settingsChanged': 'Impostazioni cambiate',
  'activity.alreadySo': '(già così)',
  'activity.showCode': 'Codice',
  'activity.capability.home_assistant.list_entities': 'Leggi gli stati attuali',
  'activity.capability.home_assistant.get_history': 'Leggi la cronologia',
  'activity.capability.home_assistant.set_entity_state': 'Accendi o spegni',
  'activity.turn': '{state, select, on {Accendere} other {Spegnere}}',
  'activity.outcome':
    '{outcome, select, executed {Fatto} approved {Approvato} rejected {Bloccato} pending {In attesa} denied {Rifiutato} expired {Scaduto} failed {Non riuscito} other {{outcome}}}',
  'activity.surface': '{surface, select, chat {Chat} tray {Area di notifica} popup {Finestra a comparsa} quick {Domanda rapida} other {{surface}}}',
  'activity.config.reading': 'lettura {on, select, true {attiva} other {disattiva}}',
  'activity.config.control': 'controllo {on, select, true {attivo} other {disattivo}}',
  'activity.config.shared': '{count, plural, one {# condiviso} other {# condivisi}}',
  'activity.config.allowed': '{count, number} con permesso di controllo',
  'activity.config.address': 'indirizzo cambiato',
  'activity.config.token': 'token {change, select, set {salvato} cleared {rimosso} other {{change}}}',
  'activity.config.trust': 'fiducia: {mode}',

  // --- settings: export & import -------------------------------------------------------------------
  'backup.exportTitle': 'Esporta',
  'backup.exportHelp':
    'Salva i due elenchi — ciò che condividi con l’assistente e ciò che può controllare — in un file JSON. Il tuo indirizzo e il tuo token non sono mai inclusi.',
  'backup.export': 'Esporta gli elenchi',
  'backup.exported':
    'Esportazione completata: {read, plural, one {# dispositivo condiviso} other {# dispositivi condivisi}} e {control, plural, one {# con permesso di controllo} other {# con permesso di controllo}}.',
  'backup.importTitle': 'Importa',
  'backup.importHelp': 'Riempie gli elenchi da un file esportato. Non cambia niente finché non controlli e salvi.',
  'backup.file': 'File degli elenchi (.json)',
  'backup.choose': 'Scegli un file…',
  'backup.tooLarge': 'Questo file è troppo grande per essere un’esportazione degli elenchi.',
  'backup.notJson': 'Questo file non è JSON.',
  'backup.notExport': 'Questo file non è un’esportazione dei dispositivi condivisi.',
  'backup.noList': 'Questo file non ha un elenco di dispositivi condivisi.',
  'backup.imported': 'Importati da {file}: {read, number} da leggere e {control, number} da controllare. Controlla, poi salva.',
  'backup.leftOut':
    '{count, plural, one {# voce di controllo è stata esclusa} other {# voci di controllo sono state escluse}}: si possono controllare solo luci e interruttori presenti nell’elenco di lettura.',
  'backup.skipped': '{count, plural, one {# voce che non è un ID entità è stata saltata} other {# voci che non sono ID entità sono state saltate}}.',
  'backup.ignored': 'Ignorati: {fields}.',

  // --- settings: conversation history ------------------------------------------------------------
  'historyPanel.title': 'Cronologia delle conversazioni',
  'historyPanel.lead':
    'Le conversazioni sono conservate solo su questo computer, comprese le risposte di Home Assistant. {count, plural, =0 {Al momento non ne è conservata nessuna.} one {Al momento è conservata # conversazione.} other {Al momento sono conservate # conversazioni.}}',
  'historyPanel.keep': 'Conserva le conversazioni per',
  'historyPanel.days': '{days, plural, one {# giorno} other {# giorni}}',
  'historyPanel.confirm': 'Dimenticare tutte le conversazioni su questo computer?',
  'historyPanel.keepThem': 'Tienile',
  'historyPanel.clear': 'Cancella la cronologia',
  'historyPanel.clearAsk': 'Cancella la cronologia…',
  'historyPanel.saved': 'Salvato.',
  'historyPanel.cleared': 'Cronologia cancellata.',

  // --- Home Assistant's recognizer and the language chain (docs/architecture.md, "The language chain") ---
  'recognizer.reply.firstNote': '(Ho letto questo con il riconoscimento di Home Assistant per {language} e rispondo in italiano.)',
  'recognizer.reply.unavailable':
    'Il riconoscimento di Home Assistant non ha risposto in questo momento, quindi non ho potuto leggerlo. Non è stato fatto nulla. Riprova tra poco.',
  'recognizer.reply.noEngine':
    'Scusa, non ho capito. Io non parlo {language}{reason, select, recognizer_language_unsupported {, e nemmeno l’assistente di Home Assistant} recognizer_unavailable {, e il riconoscimento di Home Assistant non è disponibile (serve Home Assistant 2023.7 o successivo con Assist)} other {, e Home Assistant non è collegato, quindi il suo riconoscimento non può aiutare}}. Cosa aiuterebbe: collegare Home Assistant, scegliere una lingua che parlo in Impostazioni → Lingua o configurare un modello linguistico in Impostazioni → Assistente.',
  'assistant.chain.title': 'Chi ti capisce',
  'assistant.chain.engine':
    'I messaggi in {language} li legge {engine, select, builtin {il motore integrato} home_assistant_recognizer {il riconoscimento di Home Assistant} other {il modello linguistico}}.',
  'assistant.chain.reason':
    '{reason, select, model_chosen {Hai scelto un modello linguistico qui sopra: risponde in tutte le lingue.} builtin_speaks {Il motore integrato parla questa lingua.} home_assistant_recognizes {Il motore integrato non parla questa lingua; l’assistente di Home Assistant sì, quindi legge le tue frasi — senza mai agire: approvi sempre qui ogni lettura e ogni azione.} recognizer_language_unsupported {Né il motore integrato né l’assistente di Home Assistant parlano questa lingua; il motore integrato legge ciò che può.} recognizer_unavailable {Il motore integrato non parla questa lingua e il riconoscimento di Home Assistant non è disponibile; il motore integrato legge ciò che può.} other {Il motore integrato non parla questa lingua e Home Assistant non è collegato; il motore integrato legge ciò che può.}}',
  'assistant.chain.fallback': 'Questa app non ha ancora una traduzione in {language}, quindi le sue finestre e risposte sono in {replyLanguage}.',
  // --- the built-in engine's replies (see en.ts): {device_agree} is ms, fs, mp or fp (gender and
  // number the words agree with), {device_of} "della lampada"; {clock_at} "alle 14:02", "all'1:05". ----
  'reply.canDo': "Posso accendere e spegnere luci e interruttori, dirti lo stato dei dispositivi che vedo e dirti quando qualcosa è cambiato l'ultima volta.",
  'reply.onlyLightsAndSwitches': "Posso solo accendere o spegnere luci e interruttori: è un limite di questa app, non un'impostazione.",
  'reply.chat': '{kind, select, thanks {Prego.} bye {A presto.} hello {Ciao! {canDo}} acknowledge {Va bene. {canDo}} other {Cosa vuoi che faccia? {canDo}}}',
  'reply.seeNothing': 'Non vedo ancora nessun dispositivo: scegli quali posso usare in Impostazioni → Accesso in lettura.',
  'reply.see': 'Vedo {count, plural, one {un dispositivo} other {# dispositivi}}: {devices}{more, plural, =0 {} other { e altri #}}. {canDo}',
  'reply.controlNone':
    'Nessuno dei dispositivi che vedo è una luce o un interruttore, e sono le uniche cose che posso accendere o spegnere. Se posso davvero comandare ciascuno lo decidi in Impostazioni → Controllo, e approvi ogni modifica.',
  'reply.control':
    'Posso solo accendere o spegnere luci e interruttori. Tra i dispositivi che vedo, {devices_count, plural, one {è} other {sono}}: {devices}{more, plural, =0 {} other { e altri #}}. Se posso davvero comandare ciascuno lo decidi in Impostazioni → Controllo, e approvi ogni modifica.',
  'reply.unsupported':
    '{action, select, lock {Non posso chiudere a chiave né sbloccare niente. {canDo} Nessuna impostazione lo cambia.} cover {Non posso aprire o chiudere coperture, porte, finestre, tapparelle o valvole. {canDo} Nessuna impostazione lo cambia.} brightness {Non posso attenuare le luci né cambiarne la luminosità. {canDo} Nessuna impostazione lo cambia.} colour {Non posso cambiare il colore delle luci. {canDo} Nessuna impostazione lo cambia.} temperature {Non posso cambiare temperature o impostazioni del termostato. {canDo} Nessuna impostazione lo cambia.} level {Non posso alzare o abbassare le cose né impostarle a un livello. {canDo} Nessuna impostazione lo cambia.} media {Non posso controllare i lettori multimediali. {canDo} Nessuna impostazione lo cambia.} schedule {Non posso programmare modifiche per più tardi: agisco solo quando me lo chiedi, subito. {canDo}} alarm {Non posso inserire o disinserire allarmi. {canDo} Nessuna impostazione lo cambia.} start {Non posso avviare o fermare elettrodomestici, scene o script. {canDo} Nessuna impostazione lo cambia.} domain {Posso solo accendere o spegnere luci e interruttori. {canDo} Nessuna impostazione lo cambia.} other {Scusa, non ho capito. {canDo}}}',
  'reply.nothing':
    '{found, select, kindInArea {Tra i dispositivi che vedo non ci sono {kinds} in {area}.} kindHere {Tra i dispositivi che vedo non ci sono {kinds} in questa stanza.} here {Tra i dispositivi che vedo non c’è niente in questa stanza.} kind {Tra i dispositivi che vedo non ci sono {kinds}.} other {Non ho trovato niente che corrisponda a «{phrase}».}}',
  'reply.notSwitchableKind': '{nothing} {onlyLights}',
  'reply.notControllable':
    "{why, select, kind {{onlyLights} Quindi non posso comandare {devices}{more, plural, =0 {} other { (e altri #)}}, ma posso dirti {count, plural, one {com'è} other {come sono}}.} other {Non mi è permesso comandare {devices}{more, plural, =0 {} other { (e altri #)}}: puoi consentire luci e interruttori in Impostazioni → Controllo.}}",
  'reply.unknown':
    'Vedo solo ciò che hai condiviso con me in Impostazioni → Accesso in lettura, e lì niente corrisponde a «{phrase}». {count, plural, =0 {Chiedimi «cosa puoi vedere?» per sentire quei nomi.} other {Intendevi {devices}?}}',
  'reply.ambiguous':
    'Più di un dispositivo corrisponde a «{phrase}»{hidden, plural, =0 {} other { ({count, number} corrispondenze)}}. Quale intendi: {devices}?',
  'reply.whichRoom': 'Da qui non riesco a capire in che stanza sei. Quale stanza intendi?',
  'reply.whichDevice': 'Quale dispositivo intendi?',
  'reply.whatToSwitch': 'Cosa devo {state, select, on {accendere} off {spegnere} other {{state}}}?',
  'reply.mixedDirections': 'Chiedimi di accendere e di spegnere le cose con richieste separate, per favore.',
  'reply.noAction':
    "{count, plural, =1 {Cosa vuoi che faccia con {device}? Posso {device_agree, select, fs {accenderla o spegnerla} mp {accenderli o spegnerli} fp {accenderle o spegnerle} other {accenderlo o spegnerlo}}, oppure dirti {device_number, select, one {com'è} other {come sono}}.} other {Cosa vuoi che faccia con quei dispositivi? Posso accenderli o spegnerli, oppure dirti come sono.}}",
  'reply.proposeSet': '{state, select, on {Accendo} off {Spengo} other {{state}}} {device}.',
  'reply.proposeSetStep':
    '{state, select, on {Accendo} off {Spengo} other {{state}}} {device} ({place, number} di {of, number} per «{phrase}», un dispositivo alla volta).',
  'reply.readingStates': "Leggo lo stato attuale {count, plural, =1 {dell'unico dispositivo che condividi} other {dei # dispositivi che condividi}}.",
  'reply.readingHistory': 'Leggo lo storico {device_of} ({period, select, hour {ultima ora} day {ultime 24 ore} week {ultimi 7 giorni} other {{period}}}).',
  'reply.ranOutOfSteps': 'Ho finito i passaggi prima di poterlo controllare: chiedimelo di nuovo, per favore.',
  'reply.nothingChanged': 'Non è stato cambiato niente.',
  'reply.listMore': '{devices} {conjunction, select, or {o} other {e}} altri {more, number}',
  'reply.withId': '{device} ({id})',

  'reply.action.unconfirmed':
    'Home Assistant indica {device}{known, select, yes { come {reported}} other {}}, quindi non posso confermare che {device_agree, select, fs {sia stata} mp {siano stati} fp {siano state} other {sia stato}} {state, select, on {{device_on}} off {{device_off}} other {{state}}}: controlla, per favore.',
  'reply.action.onlyLightsAndSwitches': '{onlyLights} Quindi non ho {state, select, on {acceso} off {spento} other {{state}}} {device}.',
  'reply.action.notAllowed':
    'Posso leggere {device} ma non mi è permesso comandar{device_agree, select, fs {la} mp {li} fp {le} other {lo}}: puoi consentirlo in Impostazioni → Controllo.',
  'reply.action.controlOff':
    'Il controllo è disattivato in Impostazioni → Controllo, quindi non posso comandare niente: {device} {device_number, select, one {non è stato cambiato} other {non sono stati cambiati}}.',
  'reply.action.notAllowlisted':
    '{device} non {device_number, select, one {è} other {sono}} tra i dispositivi che posso usare, quindi non ho potuto {state, select, on {accender} off {spegner} other {{state}}}{device_agree, select, fs {la} mp {li} fp {le} other {lo}}: puoi aggiunger{device_agree, select, fs {la} mp {li} fp {le} other {lo}} in Impostazioni → Accesso in lettura.',
  'reply.action.notConfigured':
    'Home Assistant non è ancora configurato: aggiungi il suo indirizzo e il token di accesso in Impostazioni → Connessione. Non è stato cambiato niente.',
  'reply.action.tooMuch':
    'Ho provato a fare troppo in una volta, quindi {device} {device_number, select, one {non è stato cambiato} other {non sono stati cambiati}}.',
  'reply.action.denied': "Va bene, ho lasciato {device} com''{device_number, select, one {era} other {erano}}.",
  'reply.action.expired': 'La richiesta è scaduta prima di essere approvata, quindi non è stato cambiato niente.',
  'reply.action.approvalInvalid': "L'approvazione non era più valida, quindi non è stato cambiato niente.",
  'reply.action.timeout':
    'Home Assistant non ha risposto in tempo, quindi non so se {device} {device_agree, select, fs {è stata} mp {sono stati} fp {sono state} other {è stato}} {state, select, on {{device_on}} off {{device_off}} other {{state}}}: controlla, per favore.',
  'reply.action.unreachable':
    'Non sono riuscito a raggiungere Home Assistant, quindi non ho potuto {state, select, on {accendere} off {spegnere} other {{state}}} {device}.',
  'reply.action.authFailed':
    'Home Assistant non accetta più il mio token di accesso, quindi non ho potuto {state, select, on {accendere} off {spegnere} other {{state}}} {device}. Creane uno nuovo in Home Assistant (il tuo profilo → Sicurezza → Token di accesso a lunga durata) e salvalo in Impostazioni → Connessione.',
  'reply.action.tlsError':
    'Non sono riuscito a verificare il certificato di Home Assistant, quindi non gli ho chiesto di {state, select, on {accendere} off {spegnere} other {{state}}} {device}. Controlla la connessione in Impostazioni → Connessione.',
  'reply.action.gone': 'Home Assistant non ha più {device}, quindi non è stato cambiato niente.',
  'reply.action.auditUnavailable':
    "Non sono riuscito a scrivere l'approvazione nel registro delle attività, quindi non ho chiesto a Home Assistant di {state, select, on {accendere} off {spegnere} other {{state}}} {device}: niente viene eseguito senza essere registrato. Controlla il disco.",
  'reply.action.notConfirmed':
    'Ho chiesto a Home Assistant di {state, select, on {accendere} off {spegnere} other {{state}}} {device}, ma non ha confermato la modifica: controlla, per favore.',
  'reply.action.error':
    'Home Assistant ha risposto con un errore, quindi non ho potuto {state, select, on {accendere} off {spegnere} other {{state}}} {device}.',
  'reply.action.badAnswer':
    'La risposta di Home Assistant non sembrava corretta, quindi non posso confermare se {device} {device_agree, select, fs {sia stata} mp {siano stati} fp {siano state} other {sia stato}} {state, select, on {{device_on}} off {{device_off}} other {{state}}}: controlla, per favore.',
  'reply.action.badRequest':
    "C'era qualcosa che non andava nella mia richiesta, quindi {device} {device_number, select, one {non è stato cambiato} other {non sono stati cambiati}}.",
  'reply.action.pending': "Ti ho chiesto l'approvazione per {state, select, on {accendere} off {spegnere} other {{state}}} {device}.",
  'reply.action.refused':
    'Non mi è stato permesso di {state, select, on {accendere} off {spegnere} other {{state}}} {device}{known, select, yes { ({code})} other {}}.',
  'reply.action.failed':
    'Non sono riuscito a {state, select, on {accendere} off {spegnere} other {{state}}} {device}{known, select, yes { ({code})} other {}}.',

  'reply.read.readOff':
    'La lettura da Home Assistant è disattivata in Impostazioni → Accesso in lettura, quindi non posso controllare {about, select, yes {{device}} other {quello}}.',
  'reply.read.notConfigured': 'Home Assistant non è ancora configurato: aggiungi il suo indirizzo e il token di accesso in Impostazioni → Connessione.',
  'reply.read.notAllowlisted':
    '{about, select, yes {{device}} other {quello}} non è tra i dispositivi che posso leggere: puoi aggiungerlo in Impostazioni → Accesso in lettura.',
  'reply.read.denied': 'Va bene, non ho letto niente da Home Assistant.',
  'reply.read.expired': 'La richiesta è scaduta prima di essere approvata, quindi non ho letto niente.',
  'reply.read.approvalInvalid': "L'approvazione non era più valida, quindi non ho letto niente.",
  'reply.read.unreachable':
    'Non sono riuscito a raggiungere Home Assistant, quindi al momento non posso dirti niente {about, select, yes {{device_of}} other {di quello}}.',
  'reply.read.timeout':
    'Home Assistant non ha risposto in tempo, quindi al momento non posso dirti niente {about, select, yes {{device_of}} other {di quello}}.',
  'reply.read.authFailed':
    'Home Assistant non accetta più il mio token di accesso. Creane uno nuovo in Home Assistant (il tuo profilo → Sicurezza → Token di accesso a lunga durata) e salvalo in Impostazioni → Connessione.',
  'reply.read.tlsError':
    'Non sono riuscito a verificare il certificato di Home Assistant, quindi non gli ho chiesto niente. Controlla la connessione in Impostazioni → Connessione.',
  'reply.read.gone': 'Home Assistant non ha più {about, select, yes {{device}} other {quello}}.',
  'reply.read.auditUnavailable':
    "Non sono riuscito a scrivere l'approvazione nel registro delle attività, quindi non ho letto niente: niente viene eseguito senza essere registrato. Controlla il disco.",
  'reply.read.badAnswer':
    'Home Assistant ha risposto con qualcosa che non riesco a leggere, quindi al momento non posso dirti niente {about, select, yes {{device_of}} other {di quello}}.',
  'reply.read.pending': "Ti ho chiesto l'approvazione per leggere da Home Assistant.",
  'reply.read.failed': 'Non sono riuscito a leggere {about, select, yes {{device}} other {quello}} da Home Assistant{known, select, yes { ({code})} other {}}.',

  'reply.outcome.turned': 'Ho {state, select, on {acceso} off {spento} other {{state}}} {devices}.',
  'reply.outcome.notAllowed':
    "Non mi è permesso comandare {devices}, quindi {devices_agree, select, fs {l'ho lasciata com'era} mp {li ho lasciati com'erano} fp {le ho lasciate com'erano} other {l'ho lasciato com'era}}: puoi consentirlo in Impostazioni → Controllo.",
  'reply.outcome.notSwitchable':
    "{onlyLights} Quindi {devices} {devices_agree, select, fs {è rimasta com'era} mp {sono rimasti com'erano} fp {sono rimasti com'erano} other {è rimasto com'era}}.",
  'reply.outcome.already':
    '{devices} {devices_number, select, one {era} other {erano}} già {state, select, on {{devices_on}} off {{devices_off}} other {{state}}}.',
  'reply.outcome.stopped': 'Mi sono fermato lì, quindi non ho toccato nemmeno {devices}.',
  'reply.outcome.left':
    "Non ho ancora {state, select, on {acceso} off {spento} other {{state}}} {devices}: di' «continua» e vado avanti (una modifica per approvazione, tre per messaggio).",

  'reply.state':
    '{kind, select, word {{word}} unknown {in uno stato sconosciuto} place {in zona {place}} mode {{kind_agree, select, fs {impostata} mp {impostati} fp {impostate} other {impostato}} su {mode}} off {{kind_agree, select, fs {spenta} mp {spenti} fp {spente} other {spento}}} number {a {value}} measure {a {value} {unit}} percent {a {value}%} other {{raw}}}',
  'reply.mode':
    '{mode, select, heat {riscaldamento} cool {raffrescamento} heat_cool {automatico} auto {automatico} dry {deumidificazione} fan_only {solo ventilazione} off {spento} other {{raw}}}',
  'reply.token':
    "{token, select, opening {in apertura} closing {in chiusura} locking {in blocco} unlocking {in sblocco} jammed {inceppato} playing {in riproduzione} paused {in pausa} idle {inattivo} standby {in standby} buffering {in caricamento} cleaning {in pulizia} docked {alla base} returning {di ritorno alla base} error {in errore} above_horizon {sopra l'orizzonte} below_horizon {sotto l'orizzonte} armed_away {inserito (fuori casa)} armed_home {inserito (in casa)} armed_night {inserito (notte)} disarmed {disinserito} triggered {scattato} other {{raw}}}",
  'reply.reading': '{device} {device_number, select, one {è} other {sono}} {state}',
  'reply.readingNow': '{device} {device_number, select, one {è} other {sono}} {state} al momento',
  'reply.measureMissing':
    "{reading}, ma l'elenco dei dispositivi che ho letto non comprende la sua lettura di {measure, select, temperature {temperatura} humidity {umidità} other {{measure}}}",
  'reply.notReported': 'Home Assistant non ha riportato {devices}.',
  'reply.notReportedMany': 'Home Assistant non ha riportato {count, number} di questi.',
  'reply.answer.notReported': 'Home Assistant non ha riportato {devices}, quindi non posso dirtelo.',
  'reply.answer.values': '{lines}{more, plural, =0 {} other { (e altri #)}}.',
  'reply.answer.unreadable': 'Non saprei: {reading}.',
  'reply.answer.yesNo': '{yes, select, yes {Sì} other {No}}, {reading}.',
  'reply.answer.noneOf': 'No, {checked, plural, one {quello che ho controllato non è} other {nessuno dei {checked, number} che ho controllato è}} {asked}.',
  'reply.answer.some': 'Sì: {readings}.',
  'reply.answer.partly': 'Non tutti: {matching}, ma {others}.',
  'reply.answer.all': 'Sì, tutti e {checked, number} sono {asked}.',
  'reply.answer.allOne': 'Sì, {reading}.',
  'reply.answer.notAll': 'No: {readings}.',
  'reply.answer.nothingNow': 'Al momento niente di ciò che vedo è {asked}.',
  'reply.answer.noneNow':
    'Al momento {checked, plural, one {quello che ho controllato non è} other {nessuno dei {checked, number} che ho controllato è}} {asked}.',
  'reply.answer.which': '{devices} {devices_number, select, one {è} other {sono}} {asked}.',
  'reply.answer.countNone': '{checked, plural, one {Quello che ho controllato non è} other {Nessuno dei {checked, number} che ho controllato è}} {asked}.',
  'reply.answer.count':
    '{count, plural, one {# {checked, plural, one {su #} other {dei #}} è} other {# {checked, plural, one {su #} other {dei #}} sono}} {asked}: {devices}.',

  'reply.period': "{period, select, hour {nell'ultima ora} day {nelle ultime 24 ore} week {negli ultimi 7 giorni} other {{period}}}",
  'reply.when': '{relation, select, today {oggi {clock_at}} yesterday {ieri {clock_at}} this_week {{weekday} {clock_at}} other {{date_the} {clock_at}}}',
  'reply.history.gone': 'Non trovo più quel dispositivo.',
  'reply.history.never':
    '{device} non {device_agree, select, fs {{event, select, changed {è cambiata} changedTo {è passata a {to}} turned {{state, select, on {è stata accesa} off {è stata spenta} other {è stata cambiata}}} opened {è stata aperta} closed {è stata chiusa} locked {è stata bloccata} unlocked {è stata sbloccata} other {è cambiata}}} mp {{event, select, changed {sono cambiati} changedTo {sono passati a {to}} turned {{state, select, on {sono stati accesi} off {sono stati spenti} other {sono stati cambiati}}} opened {sono stati aperti} closed {sono stati chiusi} locked {sono stati bloccati} unlocked {sono stati sbloccati} other {sono cambiati}}} fp {{event, select, changed {sono cambiate} changedTo {sono passate a {to}} turned {{state, select, on {sono state accese} off {sono state spente} other {sono state cambiate}}} opened {sono state aperte} closed {sono state chiuse} locked {sono state bloccate} unlocked {sono state sbloccate} other {sono cambiate}}} other {{event, select, changed {è cambiato} changedTo {è passato a {to}} turned {{state, select, on {è stato acceso} off {è stato spento} other {è stato cambiato}}} opened {è stato aperto} closed {è stato chiuso} locked {è stato bloccato} unlocked {è stato sbloccato} other {è cambiato}}}} {window}.',
  'reply.history.count':
    "{device} {device_agree, select, fs {{event, select, changed {è cambiata} changedTo {è passata a {to}} turned {{state, select, on {è stata accesa} off {è stata spenta} other {è stata cambiata}}} opened {è stata aperta} closed {è stata chiusa} locked {è stata bloccata} unlocked {è stata sbloccata} other {è cambiata}}} mp {{event, select, changed {sono cambiati} changedTo {sono passati a {to}} turned {{state, select, on {sono stati accesi} off {sono stati spenti} other {sono stati cambiati}}} opened {sono stati aperti} closed {sono stati chiusi} locked {sono stati bloccati} unlocked {sono stati sbloccati} other {sono cambiati}}} fp {{event, select, changed {sono cambiate} changedTo {sono passate a {to}} turned {{state, select, on {sono state accese} off {sono state spente} other {sono state cambiate}}} opened {sono state aperte} closed {sono state chiuse} locked {sono state bloccate} unlocked {sono state sbloccate} other {sono cambiate}}} other {{event, select, changed {è cambiato} changedTo {è passato a {to}} turned {{state, select, on {è stato acceso} off {è stato spento} other {è stato cambiato}}} opened {è stato aperto} closed {è stato chiuso} locked {è stato bloccato} unlocked {è stato sbloccato} other {è cambiato}}}} {atLeast, select, yes {{times, plural, one {una volta} other {almeno # volte}}} other {{times, plural, one {una volta} other {# volte}}}} {window}, l'ultima volta {when}.",
  'reply.history.unchanged': '{device} non {device_agree, select, fs {è cambiata} mp {sono cambiati} fp {sono cambiate} other {è cambiato}} {window}.',
  'reply.history.list':
    '{device} {device_agree, select, fs {è cambiata} mp {sono cambiati} fp {sono cambiate} other {è cambiato}} {atLeast, select, yes {{times, plural, one {una volta} other {almeno # volte}}} other {{times, plural, one {una volta} other {# volte}}}} {window}. I più recenti: {changes}{earlier, plural, =0 {} one { (# cambiamento precedente non mostrato)} other { (altri # cambiamenti precedenti non mostrati)}}.',
  'reply.history.change': '{state} {when}',
  'reply.history.last':
    "{device} {device_agree, select, fs {{event, select, changed {è cambiata} changedTo {è passata a {to}} turned {{state, select, on {è stata accesa} off {è stata spenta} other {è stata cambiata}}} opened {è stata aperta} closed {è stata chiusa} locked {è stata bloccata} unlocked {è stata sbloccata} other {è cambiata}}} mp {{event, select, changed {sono cambiati} changedTo {sono passati a {to}} turned {{state, select, on {sono stati accesi} off {sono stati spenti} other {sono stati cambiati}}} opened {sono stati aperti} closed {sono stati chiusi} locked {sono stati bloccati} unlocked {sono stati sbloccati} other {sono cambiati}}} fp {{event, select, changed {sono cambiate} changedTo {sono passate a {to}} turned {{state, select, on {sono state accese} off {sono state spente} other {sono state cambiate}}} opened {sono state aperte} closed {sono state chiuse} locked {sono state bloccate} unlocked {sono state sbloccate} other {sono cambiate}}} other {{event, select, changed {è cambiato} changedTo {è passato a {to}} turned {{state, select, on {è stato acceso} off {è stato spento} other {è stato cambiato}}} opened {è stato aperto} closed {è stato chiuso} locked {è stato bloccato} unlocked {è stato sbloccato} other {è cambiato}}}} l'ultima volta {when}{named, select, yes { (ho guardato {window})} other {}}.",

  // --- what the turn loop says, whichever engine runs (main/core/conversation/turn-words.ts) --------------
  'turn.summary':
    '{done, plural, =0 {} one {# richiesta completata} other {# richieste completate}}{both, select, yes {, } other {}}{refused, plural, =0 {} one {# non è stata possibile} other {# non sono state possibili}}.',
  'turn.couldNotFinish': 'Non sono riuscito a completare quella richiesta.',
  'turn.noLongerWaiting': 'Quella richiesta non è più in attesa.',
  'turn.expired': 'La conferma è scaduta prima della tua approvazione; non è stato inviato nulla.',
  'turn.supersededEvent': 'Hai inviato un nuovo messaggio prima di approvare, quindi questa richiesta è stata annullata; non è stato inviato nulla.',
  'turn.supersededReply': 'La richiesta precedente è stata annullata perché hai inviato un nuovo messaggio; non è cambiato nulla.',
  'turn.stoppedHere': 'Hai inviato un nuovo messaggio, quindi mi sono fermato qui; non è stato fatto altro.',
  'turn.notDone': 'Non fatto: {devices}.',
  'turn.tookTooLong': 'l’assistente ha impiegato troppo tempo a rispondere',
  'turn.engineError':
    '{code, select, ASSISTANT_ANSWER_UNUSABLE {l’assistente ha risposto in una forma che questa app non può usare} ASSISTANT_REPEATED_CALL {l’assistente ha chiesto di nuovo lo stesso passaggio invece di rispondere, quindi è stato fermato} ASSISTANT_UNASKED_CALL {l’assistente voleva fare qualcosa che il tuo messaggio non chiedeva, quindi non è stato fatto niente} ASSISTANT_TOO_MANY_STEPS {l’assistente ha continuato a chiedere più passaggi di quanti ne consenta un messaggio} ASSISTANT_MODEL_WITHOUT_TOOLS {il modello dell’assistente non sa usare gli strumenti, che servono a questa app: scegli nelle Impostazioni un modello che li supporti} ASSISTANT_SERVER_ERROR {il server dell’assistente ha risposto con un errore} ASSISTANT_BAD_RESPONSE {l’assistente ha inviato una risposta che questa app non è riuscita a leggere} timeout {l’assistente non ha risposto in tempo} unreachable {non sono riuscito a raggiungere l’assistente} tls {non è stato possibile verificare il certificato dell’assistente} tooLarge {la risposta dell’assistente era più grande di quanto questa app legga} other {l’assistente ha avuto un errore}}',
  'turn.serverError':
    'il server dell’assistente su {host} {reason, select, key_refused {ha rifiutato la chiave API (HTTP {status}): controlla la chiave nelle Impostazioni} redirect {ha risposto con un reindirizzamento (HTTP {status}), che non viene mai seguito: controlla l’indirizzo nelle Impostazioni} not_found {ha risposto «non trovato» (HTTP {status}): controlla l’indirizzo (di solito finisce con /v1) e che il modello {model} sia installato} busy {è occupato o oltre il suo limite (HTTP {status}): riprova tra un momento} other {ha risposto con un errore (HTTP {status})}}',
  'turn.sorry': 'Mi dispiace: {reason}. Non è stato fatto altro.',
} as const satisfies Record<MessageId, string>;
