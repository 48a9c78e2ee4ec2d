/**
 * Long because: one catalogue, one message per key of en.ts, in en.ts's order, so the two read side by side.
 *
 * The French catalogue: every key of en.ts, in French for the household. Address: "vous".
 * French typography: typographic apostrophe (also keeps ICU from reading "'" as a quote), a
 * no-break space before : ; ? ! and inside « ». Sentences avoid adjectives that would have to
 * agree with a device's name, whose gender is unknown ("C’est allumé : …", "Impossible d’éteindre …").
 * Product names and technical tokens stay as in en.ts. Imports only the key type.
 */
import type { MessageId } from './en.js';

export const fr = {
  // --- the app -------------------------------------------------------------------------------
  'app.name': 'Sovereign Companion',
  'app.demoBadge': 'Démo',
  'app.demoBadgeTitle': 'Une maison imaginaire : rien ici n’est votre Home Assistant',

  // --- window titles (the windows' own and the Electron shell's) -------------------------------
  'window.chat': 'Sovereign Companion',
  'window.settings': 'Paramètres — Sovereign Companion',
  'window.popup': 'Approuver une demande — Sovereign Companion',
  'window.quick': 'Question rapide — Sovereign Companion',

  // --- the Electron shell: tray menu and notifications (no markup: the shell formats plain text) ---------
  'tray.tooltipWaiting': 'Sovereign Companion — {count, plural, one {# demande en attente} other {# demandes en attente}}',
  'tray.waiting': '{count, plural, one {# demande en attente} other {# demandes en attente}}',
  'tray.noneWaiting': 'Aucune demande en attente',
  'tray.quickAsk': 'Question rapide…',
  'tray.openChat': 'Ouvrir la conversation',
  'tray.settings': 'Paramètres…',
  'tray.launchAtLogin': 'Lancer à l’ouverture de session',
  'tray.launchAtLoginUnavailable': 'Lancer à l’ouverture de session (application installée uniquement)',
  'tray.keepInTray': 'Rester actif dans la zone de notification',
  'tray.openChatAtLogin': 'Ouvrir la fenêtre de conversation au lancement avec la session',
  'tray.quit': 'Quitter Sovereign Companion',
  'tray.readHistory': 'Lire l’historique de {name} ({period, select, hour {dernière heure} day {dernier jour} week {dernière semaine} other {{period}}})',
  'notification.body': '{count, plural, one {Une demande attend votre accord.} other {# demandes attendent votre accord.}}',

  // --- status line -----------------------------------------------------------------------------
  'status.loading': 'Vérification de Home Assistant…',
  'status.notConfigured': 'Home Assistant n’est pas configuré',
  'status.disabled': 'La lecture depuis Home Assistant est désactivée — activez-la dans Paramètres → Accès en lecture',
  'status.ok': 'Connecté à Home Assistant',
  'status.unknown': 'Home Assistant est configuré — il sera contacté à votre première question',
  'status.unreachable': 'Home Assistant est injoignable',
  'status.authFailed': 'Home Assistant a refusé le jeton',
  'status.tokenUnreadable': 'Le jeton enregistré est illisible',
  'status.appUnreachable': 'Sovereign Companion ne répond pas',
  'status.reconnecting': 'Reconnexion à Sovereign Companion…',
  'status.unauthorized': 'Cette page a été ouverte sans son lien d’accès',
  'status.gone':
    'Sovereign Companion a redémarré ou a été fermé, et cet onglet a perdu son lien. Ouvrez l’adresse affichée au démarrage (elle change à chaque fois), puis fermez cet onglet.',
  'status.linkSetUp': 'Configurer',
  'status.linkReadAccess': 'Activer dans Accès en lecture',
  'status.linkFix': 'Corriger dans Paramètres',
  'status.linkSettings': 'Paramètres',

  // --- chat ----------------------------------------------------------------------------------
  'chat.newConversation': 'Nouvelle conversation',
  'chat.emptyTitle': 'Que voulez-vous savoir ?',
  'chat.emptyLead': 'Chaque lecture et chaque action attend d’abord votre accord.',
  'chat.suggestion.porch': 'La lumière du porche est-elle allumée ?',
  'chat.suggestion.see': 'Que voyez-vous ?',
  'chat.suggestion.door': 'Quand la porte d’entrée s’est-elle ouverte pour la dernière fois ?',
  'chat.suggestion.kitchen': 'Éteignez le plafonnier de la cuisine',
  'chat.conversationLabel': 'Conversation',
  'chat.youSaid': 'Vous avez dit : ',
  'chat.assistantSaid': 'Assistant : ',
  'chat.thinking': 'Réflexion en cours…',
  'chat.working': 'En cours…',
  'chat.zoneNote': 'Les heures sont celles de Home Assistant ({zone}) ; cet ordinateur est réglé sur {machine}.',
  'chat.cardAnnouncement': 'Votre accord est nécessaire : {title}. Approuvez ou refusez sur la carte.',
  'chat.conversationGone':
    'Cette conversation n’est plus conservée (elle a été effacée, ou elle est plus ancienne que ce que garde l’historique). Renvoyez votre message pour en commencer une nouvelle.',
  'chat.readFailed': 'La lecture a échoué : {reason}',
  'chat.notAllowed': 'Non autorisé : {reason}',
  'chat.notAllowedNamed': 'Non autorisé ({name}) : {reason}',

  'composer.label': 'Envoyer un message',
  'composer.message': 'Message',
  'composer.placeholder': 'Posez une question sur votre maison — « la lumière du porche est-elle allumée ? »',
  'composer.send': 'Envoyer',
  'composer.waiting': 'Une demande attend votre accord plus haut. Envoyer un nouveau message l’annule.',
  'composer.counter': '{count, number} caractères sur {max, number}',
  'composer.counterFull': '{count, number} caractères sur {max, number} — c’est le maximum pour un message',
  'composer.counterOver':
    '{count, number} caractères sur {max, number} — {over, number} de trop. Raccourcissez le message pour l’envoyer ; rien n’a été coupé.',

  'firstRun.title': 'Parlez à votre maison, selon vos règles',
  'firstRun.lead':
    'Sovereign Companion répond à vos questions sur votre Home Assistant et peut allumer ou éteindre lumières et interrupteurs — mais seulement ceux que vous choisissez, et seulement après votre accord pour chaque demande.',
  'firstRun.connect': '<b>Connectez</b> votre Home Assistant avec son adresse et un jeton d’accès longue durée.',
  'firstRun.choose': '<b>Choisissez</b> ce que vous partagez avec l’assistant, et quelles lumières et quels interrupteurs il a le droit de contrôler.',
  'firstRun.ask': '<b>Demandez.</b> Chaque lecture et chaque action attend votre accord sur une carte dans cette conversation, qui montre ce qui se passerait.',
  'firstRun.setUp': 'Configurer Home Assistant',
  'firstRun.note': 'Votre jeton reste sur cet ordinateur et n’est plus jamais affiché, pas même à l’assistant.',

  // --- cards ---------------------------------------------------------------------------------
  'card.kindAction': 'Action',
  'card.kindRead': 'Lecture',
  'card.needsApproval': ' · attend votre accord',
  'card.approve': 'Approuver',
  'card.deny': 'Refuser',
  'card.approving': 'Approbation en cours…',
  'card.denying': 'Refus en cours…',
  'card.outcome.approved': 'Approuvée',
  'card.outcome.denied': 'Refusée — rien n’a été envoyé',
  'card.outcome.expired': 'Expirée — rien n’a été envoyé',
  'card.outcome.cancelled': 'Annulée par votre nouveau message — rien n’a été envoyé',
  'card.outcome.gone': 'Plus valable — l’application a redémarré ; rien n’a été envoyé',
  'card.outcome.refused': 'Bloquée — rien n’a été envoyé',
  'card.expiresIn': 'Expire dans <value>{time}</value>',
  'card.expiresInSpoken': 'Expire dans {time}',
  'card.expired': 'Expirée',
  'card.turn': '{state, select, on {ALLUMER} off {ÉTEINDRE} other {Mettre sur {state}}} {name}',
  'card.change': 'Modifier {name}',
  'card.anEntity': 'un appareil',
  'card.actionDisclosure': 'Ceci change quelque chose chez vous tout de suite — une lumière ou un interrupteur s’allume ou s’éteint dès votre accord.',
  'card.readAll': 'Lire l’état actuel {count, plural, =1 {du seul appareil} other {des # appareils}} que vous partagez avec l’assistant',
  'card.readAllUnknown': 'Lire l’état actuel de ce que vous partagez avec l’assistant',
  'card.readHistory':
    'Lire l’historique de {name} sur {period, select, hour {la dernière heure} day {les dernières 24 heures} week {les 7 derniers jours} other {une période récente}}',
  'card.run': 'Exécuter {capability}',
  'card.runOn': 'Exécuter {capability} sur {name}',
  'card.readLeaves': 'Ceci quitte votre appareil : Sovereign Companion interroge votre Home Assistant sur votre réseau.',
  'card.answerStays': 'La réponse reste sur cet ordinateur.',
  'card.answerRemote': 'La réponse sera envoyée au modèle de langage sur {host}, qui n’est pas sur cet ordinateur.',
  'card.place': '{place, number} sur {of, number}',
  'card.group':
    '{state, select, on {Allumer} off {Éteindre} other {Modifier}} {of, plural, one {# appareil} many {# appareils} other {# appareils}} : {names}{more, plural, =0 {} one { et # autre} many { et # autres} other { et # autres}}. Chacun attend votre approbation ; Refuser arrête le reste.',
  'card.denyRest': 'Refuser et arrêter',
  'card.readAbout': 'Pour votre question sur {names}{more, plural, =0 {} one { et # autre} many { et # autres} other { et # autres}}',
  'card.question': 'Vous avez demandé : « {question} »',

  // --- receipts --------------------------------------------------------------------------------
  'receipt.already': '{state, select, on {C’était déjà allumé : {name}} off {C’était déjà éteint : {name}} other {{name} était déjà sur {state}}}',
  'receipt.alreadyDetail': 'Il n’y avait rien à changer, donc rien n’a été envoyé.',
  'receipt.turned': '{state, select, on {C’est allumé : {name}} off {C’est éteint : {name}} other {{name} est maintenant sur {state}}}',
  'receipt.turnedDetail': 'Confirmé par Home Assistant (avant : {previous, select, on {allumé} off {éteint} other {{previous}}}).',
  'receipt.couldNot': 'Impossible {state, select, on {d’allumer} off {d’éteindre} other {de changer}} {name}',
  'receipt.denied': 'Vous avez refusé {state, select, on {d’allumer} off {d’éteindre} other {de changer}} {name}',
  'receipt.expired': 'La demande {state, select, on {d’allumer} off {d’éteindre} other {de changer}} {name} a expiré',
  'receipt.nothingChanged': 'Rien n’a été changé.',
  'receipt.theEntity': 'l’appareil',

  // --- outcome codes, in plain words -------------------------------------------------------------
  'code.HOME_ASSISTANT_UNREACHABLE': 'Home Assistant était injoignable.',
  'code.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant n’accepte plus le jeton d’accès. Créez-en un nouveau dans Home Assistant (votre profil → Sécurité → Jetons d’accès longue durée) et enregistrez-le dans les Paramètres.',
  'code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED': 'Home Assistant a accepté la demande mais n’a pas confirmé le changement.',
  'code.HOME_ASSISTANT_ENTITY_NOT_FOUND': 'Home Assistant n’a plus cet appareil.',
  'code.HOME_ASSISTANT_TLS_ERROR': 'La connexion à Home Assistant n’a pas pu être vérifiée.',
  'code.HOME_ASSISTANT_ERROR': 'Home Assistant a répondu par une erreur.',
  'code.EXECUTION_TIMEOUT': 'Home Assistant a mis trop de temps à répondre.',
  'code.ENTITY_NOT_ALLOWLISTED': 'Vous ne partagez pas cela avec l’assistant.',
  'code.ENTITY_NOT_CONTROLLABLE': 'L’assistant n’a pas le droit de contrôler cela.',
  'code.DOMAIN_NOT_CONTROLLABLE': 'Seuls les lumières et les interrupteurs peuvent être contrôlés.',
  'code.CAPABILITY_DISABLED': 'Ce type d’accès est désactivé dans les Paramètres.',
  'code.CAPABILITY_NOT_CONFIGURED': 'Home Assistant n’est pas encore configuré.',
  'code.CAPABILITY_UNKNOWN': 'L’assistant a demandé quelque chose que cette application ne sait pas faire.',
  'code.INVALID_ARGUMENTS': 'L’assistant a formulé sa demande d’une façon incompréhensible.',
  'code.INVOCATION_LIMIT_EXCEEDED': 'L’assistant a demandé plus à la fois qu’un message ne le permet.',
  'code.RESULT_INVALID': 'La réponse de Home Assistant n’avait pas la forme attendue.',
  'code.RESULT_TOO_LARGE': 'La réponse de Home Assistant était trop volumineuse pour être utilisée.',
  'code.CONFIRMATION_DENIED': 'Vous avez refusé cette demande.',
  'code.CONFIRMATION_EXPIRED': 'La demande a expiré avant d’être approuvée.',
  'code.CONFIRMATION_INVALID': 'Cette demande a déjà reçu une réponse, ou elle n’attend plus.',
  'code.AUDIT_UNAVAILABLE': 'L’approbation n’a pas pu être inscrite dans l’Activité, donc rien n’a été envoyé.',
  'code.other': 'Cela n’a pas pu être fait.',

  // --- a request that failed, by its code (every window; main's English message is never shown) ---
  'error.INVALID_REQUEST': 'Sovereign Companion n’a pas pu lire cette demande. Réessayez ; si cela se reproduit, redémarrez l’application.',
  'error.INVALID_BASE_URL': 'Ce n’est pas une adresse Home Assistant. Utilisez-en une comme http://homeassistant.local:8123.',
  'error.INVALID_ENTITY_ID': 'Ce n’est pas un identifiant d’appareil comme Home Assistant les utilise (par exemple light.kitchen).',
  'error.CONTROLLABLE_NOT_ALLOWLISTED': 'Un appareil que l’assistant peut commander doit aussi être partagé avec lui.',
  'error.DOMAIN_NOT_CONTROLLABLE': 'Seules les lumières et les prises peuvent être commandées.',
  'error.CONFIRMATION_INVALID': 'Cette demande a déjà reçu une réponse, ou elle n’attend plus.',
  'error.CONVERSATION_NOT_FOUND': 'Cette conversation n’existe plus. Commencez-en une nouvelle.',
  'error.UNAUTHORIZED': 'Cette fenêtre a perdu son lien avec Sovereign Companion. Fermez-la et rouvrez-la depuis l’application.',
  'error.FORBIDDEN': 'Cette fenêtre n’a pas le droit de faire cela.',
  'error.NOT_FOUND': 'Sovereign Companion ne connaît pas cette demande. Cette fenêtre vient-elle d’une version plus ancienne ? Rechargez-la.',
  'error.METHOD_NOT_ALLOWED': 'Sovereign Companion ne connaît pas cette demande. Cette fenêtre vient-elle d’une version plus ancienne ? Rechargez-la.',
  'error.PAYLOAD_TOO_LARGE': 'C’est trop volumineux pour être envoyé. Raccourcissez-le et réessayez.',
  'error.STORAGE_ERROR': 'Sovereign Companion n’a pas pu écrire dans son dossier de données. Vérifiez que le disque n’est pas plein, puis réessayez.',
  'error.KEYCHAIN_UNAVAILABLE':
    'Le trousseau de cet ordinateur est verrouillé ou indisponible, donc le secret n’a pas été enregistré. Déverrouillez-le et réessayez.',
  'error.INTERNAL_ERROR': 'Un problème est survenu dans Sovereign Companion. Réessayez ; si cela se reproduit, redémarrez l’application.',
  'error.CAPABILITY_NOT_CONFIGURED': 'Home Assistant n’est pas encore configuré. Indiquez son adresse et un jeton dans Paramètres → Connexion.',
  'error.EXECUTION_TIMEOUT': 'Home Assistant n’a pas répondu à temps. Réessayez dans un instant.',
  'error.HOME_ASSISTANT_UNREACHABLE': 'Home Assistant est injoignable. Est-il en marche, et cet ordinateur est-il sur le même réseau ?',
  'error.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant n’accepte plus le jeton. Créez un nouveau jeton de longue durée dans votre profil Home Assistant et collez-le dans Paramètres → Connexion.',
  'error.HOME_ASSISTANT_TLS_ERROR': 'La connexion à Home Assistant n’a pas pu être vérifiée. Vérifiez son certificat dans Paramètres → Connexion.',
  'error.HOME_ASSISTANT_ERROR': 'Home Assistant a répondu par une erreur. Réessayez dans un instant.',
  'error.other': 'Cela n’a pas fonctionné. Réessayez ; si cela se reproduit, redémarrez l’application.',
  'error.field.access_token': 'Le jeton semble incorrect : collez le jeton de longue durée de votre profil Home Assistant, sur une seule ligne sans espaces.',
  'error.field.api_key': 'La clé d’API semble incorrecte : collez-la à nouveau sur une seule ligne sans espaces.',
  'error.field.model': 'Saisissez le nom du modèle (par exemple llama3.1:8b), sur une ligne courte.',
  'error.field.base_url': 'Saisissez l’adresse de l’assistant (pour Ollama : http://127.0.0.1:11434/v1).',
  'error.field.tls': 'Les réglages du certificat ne sont pas valides. Choisissez à nouveau comment faire confiance au certificat de Home Assistant.',
  'error.field.area_id': 'Choisissez l’une de vos pièces Home Assistant.',
  'error.field.accelerator': 'L’application ne peut pas utiliser ce raccourci : combinez une à trois touches parmi Ctrl/Cmd, Alt et Maj avec une touche.',
  'error.field.engine': 'Choisissez l’un des moteurs proposés.',

  // --- Settings → Assistant: why Test failed (a reason and its values from main) ---
  'assistant.testError.bad_address': 'L’assistant ne peut pas utiliser cette adresse. Saisissez-en une comme http://127.0.0.1:11434/v1 (Ollama).',
  'assistant.testError.no_address': 'Saisissez d’abord l’adresse de l’assistant (pour Ollama : http://127.0.0.1:11434/v1).',
  'assistant.testError.key_malformed': 'La clé d’API semble incorrecte : collez-la à nouveau sur une seule ligne.',
  'assistant.testError.key_unreadable': 'La clé d’API enregistrée ne peut pas être lue sur cet ordinateur. Collez-la à nouveau et enregistrez.',
  'assistant.testError.needs_key': 'L’assistant à {host} demande une clé d’API (HTTP {status}).',
  'assistant.testError.key_refused': 'L’assistant à {host} a refusé la clé d’API (HTTP {status}). Vérifiez la clé.',
  'assistant.testError.redirect': 'L’assistant à {host} a répondu par une redirection (HTTP {status}), qui n’est jamais suivie. Vérifiez l’adresse.',
  'assistant.testError.not_found':
    'Rien ne répond à {host} pour la liste des modèles (HTTP 404). Vérifiez l’adresse : les serveurs compatibles OpenAI se terminent souvent par /v1.',
  'assistant.testError.http_error': 'L’assistant à {host} a répondu par une erreur (HTTP {status}).',
  'assistant.testError.not_openai':
    'Le serveur à {host} a répondu, mais pas avec une liste de modèles compatible OpenAI. Vérifiez l’adresse (elle se termine souvent par /v1).',
  'assistant.testError.timeout': 'L’assistant à {host} n’a pas répondu en {seconds, number} s.',
  'assistant.testError.tls': 'Le certificat de l’assistant à {host} n’a pas pu être vérifié.',
  'assistant.testError.too_large': 'L’assistant à {host} a répondu avec plus que ce que cette application lit.',
  'assistant.testError.unreachable': 'L’assistant à {host} est injoignable. Le serveur est-il en marche, et l’adresse est-elle juste ?',

  // --- results -------------------------------------------------------------------------------
  'table.none': 'Rien de ce que vous partagez avec l’assistant n’a été trouvé dans Home Assistant.',
  'table.caption': 'État actuel',
  'table.captionRead': 'État actuel, lu {when}',
  'table.entity': 'Appareil',
  'table.state': 'État',
  'table.changed': 'Modifié',
  'table.showAll': 'Tout afficher ({count, number})',
  'state.word':
    '{word, select, on {{word_agree, select, fs {allumée} mp {allumés} fp {allumées} other {allumé}}} off {{word_agree, select, fs {éteinte} mp {éteints} fp {éteintes} other {éteint}}} open {{word_agree, select, fs {ouverte} mp {ouverts} fp {ouvertes} other {ouvert}}} closed {{word_agree, select, fs {fermée} mp {fermés} fp {fermées} other {fermé}}} detected {{word_agree, select, fs {détectée} mp {détectés} fp {détectées} other {détecté}}} clear {rien à signaler} low {{word_agree, select, mp {faibles} fp {faibles} other {faible}}} normal {{word_agree, select, fs {normale} mp {normaux} fp {normales} other {normal}}} cold {{word_agree, select, fs {froide} mp {froids} fp {froides} other {froid}}} hot {{word_agree, select, fs {chaude} mp {chauds} fp {chaudes} other {chaud}}} connected {{word_agree, select, fs {connectée} mp {connectés} fp {connectées} other {connecté}}} disconnected {{word_agree, select, fs {déconnectée} mp {déconnectés} fp {déconnectées} other {déconnecté}}} lightDetected {lumière détectée} noLight {pas de lumière} unlocked {{word_agree, select, fs {déverrouillée} mp {déverrouillés} fp {déverrouillées} other {déverrouillé}}} locked {{word_agree, select, fs {verrouillée} mp {verrouillés} fp {verrouillées} other {verrouillé}}} moving {en mouvement} notMoving {{word_agree, select, mp {immobiles} fp {immobiles} other {immobile}}} pluggedIn {{word_agree, select, fs {branchée} mp {branchés} fp {branchées} other {branché}}} unplugged {{word_agree, select, fs {débranchée} mp {débranchés} fp {débranchées} other {débranché}}} powerDetected {courant détecté} noPower {pas de courant} running {en marche} notRunning {à l’arrêt} updateAvailable {mise à jour disponible} upToDate {à jour} unavailable {{word_agree, select, mp {indisponibles} fp {indisponibles} other {indisponible}}} unknown {{word_agree, select, fs {inconnue} mp {inconnus} fp {inconnues} other {inconnu}}} home {à la maison} away {{word_agree, select, fs {absente} mp {absents} fp {absentes} other {absent}}} charging {en charge} notCharging {pas en charge} wet {{word_agree, select, mp {humides} fp {humides} other {humide}}} dry {{word_agree, select, fs {sèche} mp {secs} fp {sèches} other {sec}}} problem {problème} ok {OK} unsafe {{word_agree, select, fs {dangereuse} mp {dangereux} fp {dangereuses} other {dangereux}}} safe {{word_agree, select, fs {sûre} mp {sûrs} fp {sûres} other {sûr}}} other {{word}}}',
  'history.period': '{period, select, hour {dernière heure} day {dernières 24 heures} week {7 derniers jours} other {{period}}}',
  'history.changes': '{count, plural, =0 {aucun changement} one {# changement} other {# changements}}',
  'history.nothing': 'Rien n’a changé pendant cette période.',
  'history.showChanges': '{count, plural, one {Afficher le changement} other {Afficher les # changements}}',
  'history.timelineTitle': 'Chronologie de {name} : {count, plural, one {# changement} other {# changements}}, le dernier vers {state} le {at}',
  'history.chartTitle': 'Graphique de {name} : de {min}{unit} à {max}{unit} ; dernière valeur {latest}{unit}',
  'history.notRecorded': 'non enregistré',

  // --- popup ---------------------------------------------------------------------------------
  'popup.title': 'En attente de votre accord',
  'popup.count': '{count, plural, one {# en attente} other {# en attente}}',
  'popup.nothing': 'Rien n’attend votre accord.',
  'popup.list': 'Demandes en attente d’accord',
  'popup.alreadyAnswered': 'Cette demande a déjà reçu une réponse, ou elle n’attend plus. Rien d’autre ne se passera.',

  // --- quick ask ---------------------------------------------------------------------------------
  'quick.form': 'Question rapide',
  'quick.input': 'Question',
  'quick.placeholder': 'Demandez, par ex. « éteindre la lumière du porche »',
  'quick.hintCard': 'Enter approuve · Esc ignore',
  'quick.hint': 'Enter demande · Esc ferme',
  'quick.place': 'Demande {place, number}',
  'quick.done': 'C’est fait — vous pouvez fermer cette fenêtre.',

  // --- settings: the window ------------------------------------------------------------------
  'settings.title': 'Paramètres',
  'settings.sections': 'Sections des paramètres',
  'settings.loading': 'Chargement…',
  'settings.assistantUnavailable': 'Les paramètres de l’assistant n’ont pas pu être chargés.',
  'section.connection': 'Connexion',
  'section.connection.intro': 'Quel Home Assistant utiliser, et comment cet ordinateur prouve qu’il a le droit d’entrer.',
  'section.read': 'Accès en lecture',
  'section.read.intro': 'Ce que vous partagez avec l’assistant. Chaque lecture attend votre accord.',
  'section.control': 'Contrôle',
  'section.control.intro': 'Ce que l’assistant a le droit d’allumer et d’éteindre. Chaque action attend votre accord.',
  'section.assistant': 'Assistant',
  'section.assistant.intro': 'Quelle langue parle l’application, et quel moteur comprend vos messages et propose quoi faire.',
  'section.activity': 'Activité',
  'section.activity.intro': 'Tout ce que l’assistant a demandé, et ce qui s’est passé.',
  'section.backup': 'Exporter et importer',
  'section.backup.intro': 'Gardez une copie de ce que vous partagez et autorisez, ou emportez-la sur un autre ordinateur.',
  'notice.malformedTitle': 'Votre fichier de paramètres Home Assistant n’a pas pu être lu.',
  'notice.malformedBody':
    'Tant que vous n’enregistrez pas ici, l’assistant n’a aucun accès à Home Assistant — c’est le réglage sûr. Enregistrer remplace le fichier endommagé.',
  'notice.plaintextTitle': 'Aucun trousseau système n’est disponible ici,',
  'notice.plaintextBody': 'votre jeton d’accès est donc gardé dans un fichier que seul votre compte utilisateur peut ouvrir — il n’est pas chiffré.',
  'notice.plaintextAdvice':
    'Toute personne qui peut se connecter à votre session, ou lire vos sauvegardes, pourrait le lire. Utilisez un jeton que vous pouvez révoquer dans Home Assistant.',

  // --- settings: connection ----------------------------------------------------------------------
  'connection.formTitle': 'Adresse et jeton',
  'connection.address': 'Adresse de Home Assistant',
  'connection.addressHelp': 'L’adresse à laquelle vous ouvrez Home Assistant, par exemple <mono>{example}</mono>.',
  'connection.assumedScheme': 'Sera utilisée comme <mono>{address}</mono>.',
  'connection.error.INVALID_BASE_URL':
    'L’application ne peut pas utiliser cette adresse. Saisissez-la comme {example} : le nom ou l’adresse IP et le port, sans rien après.',
  'connection.error.CAPABILITY_NOT_CONFIGURED': 'Collez un jeton d’accès longue durée pour cette adresse, puis testez à nouveau.',
  'connection.error.HOME_ASSISTANT_UNREACHABLE': 'Rien n’a répondu à {origin}. Home Assistant y fonctionne-t-il, et l’adresse et le port sont-ils corrects ?',
  'connection.error.EXECUTION_TIMEOUT': '{origin} n’a pas répondu à temps. Vérifiez l’adresse et que Home Assistant fonctionne.',
  'connection.error.tokenRefused':
    'Home Assistant a refusé ce jeton d’accès. Dans Home Assistant, ouvrez votre profil, puis Sécurité, créez un jeton d’accès longue durée, collez-le dans le champ du jeton ci-dessus et cliquez sur Enregistrer.',
  'connection.error.computerRefused':
    'Home Assistant a refusé cet ordinateur, en général après trop de connexions échouées. Retirez l’adresse de cet ordinateur de ip_bans.yaml dans le dossier de configuration de Home Assistant, puis redémarrez Home Assistant.',
  'connection.error.HOME_ASSISTANT_TLS_ERROR':
    'Le certificat de Home Assistant n’a pas pu être vérifié. Vérifiez-le ci-dessous et choisissez comment lui faire confiance.',
  'connection.error.HOME_ASSISTANT_ERROR':
    '{origin} a répondu par une erreur. Est-ce l’adresse de Home Assistant lui-même, et non une page ou un proxy devant lui ?',
  'connection.error.other': 'Le test n’a pas pu aboutir.',
  'connection.unencrypted':
    'Cette adresse utilise le simple <b>http</b> : votre jeton d’accès et les données de votre maison traversent votre réseau sans chiffrement. Utilisez une adresse https si votre Home Assistant en a une.',
  'connection.token': 'Jeton d’accès longue durée',
  'connection.tokenRefused': 'Jeton enregistré — Home Assistant l’a refusé ; collez-en un nouveau',
  'connection.tokenSaved': 'Jeton enregistré',
  'connection.tokenUnreadable': 'Le jeton enregistré est illisible — collez-le à nouveau',
  'connection.noToken': 'Aucun jeton enregistré',
  'connection.removeToken': 'Supprimer le jeton',
  'connection.tokenPlaceholderReplace': 'Collez un nouveau jeton pour remplacer celui enregistré',
  'connection.tokenPlaceholder': 'Collez le jeton',
  'connection.tokenHelp':
    'Créez-en un dans Home Assistant, dans votre profil → Sécurité → Jetons d’accès longue durée. Il est gardé sur cet ordinateur et n’est plus jamais affiché — ni ici, ni à l’assistant.',
  'connection.originChanges':
    'Enregistrer une autre adresse supprime le jeton enregistré : un jeton n’est jamais envoyé qu’à l’adresse pour laquelle il a été enregistré. Collez le jeton de la nouvelle adresse.',
  'connection.testing': 'Test en cours…',
  'connection.test': 'Tester la connexion',
  'connection.save': 'Enregistrer',
  'connection.testingLabel': 'Test de la connexion',
  'connection.contacting': 'Contact avec Home Assistant…',
  'connection.connected': 'Connecté à <b>{name}</b> — Home Assistant {version}, fuseau horaire {zone}.',

  // --- settings: assistant -----------------------------------------------------------------------
  'assistant.formTitle': 'Moteur de conversation',
  'assistant.engine': 'Moteur',
  'assistant.builtin': 'Intégré',
  'assistant.builtinHelp':
    'Comprend des phrases simples sur vos appareils dans la langue choisie plus haut. Fonctionne entièrement sur cet ordinateur ; rien n’est envoyé nulle part.',
  'assistant.llm': 'Un serveur de modèle de langage',
  'assistant.llmHelp':
    'Ollama, llama.cpp, LM Studio, vLLM ou tout point d’accès compatible OpenAI. Il ne fait que proposer — vous approuvez toujours chaque lecture et chaque action.',
  'assistant.presets': 'Préréglages pour serveurs locaux',
  'assistant.endpoint': 'Point d’accès',
  'assistant.model': 'Modèle',
  'assistant.apiKey': 'Clé d’API (si le serveur en demande une)',
  'assistant.keySaved': 'Clé enregistrée',
  'assistant.noKey': 'Aucune clé enregistrée',
  'assistant.keyPlaceholderReplace': 'Collez une nouvelle clé pour la remplacer',
  'assistant.keyPlaceholder': 'Facultatif',
  'assistant.remote': 'Ce point d’accès n’est pas sur cet ordinateur. Tout ce que vous autorisez l’assistant à lire sera envoyé à <b>{host}</b>.',
  'assistant.save': 'Enregistrer',
  'assistant.testing': 'Test en cours…',
  'assistant.test': 'Tester le serveur enregistré',
  'assistant.answered':
    '{count, plural, =0 {Le serveur a répondu.} one {Le serveur a répondu avec # modèle : {models}.} other {Le serveur a répondu avec # modèles : {models}.}}',

  // --- settings: discovery -----------------------------------------------------------------------
  'discovery.title': 'Trouvé sur votre réseau',
  'discovery.looking': 'Recherche…',
  'discovery.searchAgain': 'Chercher à nouveau',
  'discovery.lookingStatus': 'Recherche de Home Assistant sur votre réseau',
  'discovery.found': '{count, plural, =0 {Aucun trouvé} one {# trouvé} other {# trouvés}}',
  'discovery.unavailable': 'La recherche n’est pas disponible ici — saisissez l’adresse à la main.',
  'discovery.lookingLong': 'Recherche de Home Assistant sur votre réseau…',
  'discovery.none': 'Aucun Home Assistant trouvé automatiquement. Saisissez son adresse ci-dessous.',
  'discovery.defaultName': 'Home Assistant',
  'discovery.notSetUp': 'Pas encore configuré',
  'discovery.unverified': 'Annonce non vérifiée',
  'discovery.version': 'Home Assistant {version}',
  'discovery.finishOnboarding': 'Terminez d’abord la configuration initiale dans Home Assistant.',
  'discovery.alt.external_url': 'Adresse cloud / externe',
  'discovery.alt.base_url': 'Adresse de base annoncée',
  'discovery.altNote': ' — hors de votre réseau domestique ; l’adresse locale proposée garde votre jeton à la maison.',
  'discovery.checking': 'Vérification…',
  'discovery.inUse': 'Utilisée',
  'discovery.use': 'Utiliser celle-ci',

  // --- settings: trust for https --------------------------------------------------------------------
  'trust.pinned': 'Certificat épinglé (SHA-256 {fingerprint})',
  'trust.unknownFingerprint': 'inconnue',
  'trust.customCa': 'Le certificat d’autorité de votre foyer',
  'trust.system': 'Les autorités de certification reconnues par cet ordinateur',
  'trust.title': 'Confiance pour https',
  'trust.current': 'Actuellement reconnu : <b>{current}</b>',
  'trust.useCa': 'Utiliser le certificat d’autorité de mon foyer',
  'trust.caFile': 'Fichier du certificat d’autorité (.pem, .crt)',
  'trust.caPaste': '…ou collez-le',
  'trust.trustCa': 'Faire confiance à cette autorité',
  'trust.pin': 'Épingler le certificat que présente cette adresse (auto-signé)',
  'trust.pinHelp':
    'Sovereign Companion se connecte une fois pour vous montrer le certificat. Aucun jeton n’est envoyé. Comparez l’empreinte avec celle qu’affiche Home Assistant avant de lui faire confiance.',
  'trust.connecting': 'Connexion…',
  'trust.show': 'Afficher le certificat',
  'trust.issuedTo': 'Délivré à',
  'trust.issuedBy': 'Délivré par',
  'trust.valid': 'Valide',
  'trust.validRange': '{from} – {to}',
  'trust.fingerprint': 'Empreinte SHA-256',
  'trust.pinThis': 'Faire confiance à ce certificat et l’épingler',
  'trust.backToSystem': 'Revenir aux autorités de certification du système',

  // --- settings: what the assistant's Test learnt of the server ---------------------------------------
  'server.kind.ollama': 'Ollama',
  'server.kind.llamacpp': 'Le serveur de llama.cpp',
  'server.kind.lmstudio': 'LM Studio',
  'server.kind.vllm': 'vLLM',
  'server.kind.other': 'Un serveur compatible OpenAI',
  'server.noTools.ollama':
    'Aucun des modèles installés n’indique savoir utiliser des outils. Installez-en un qui le peut (par exemple qwen2.5 ou llama3.1) avec « ollama pull ».',
  'server.noTools.llamacpp': 'Lancez llama-server avec --jinja et un modèle dont le modèle de chat prend en charge les outils.',
  'server.noTools.lmstudio': 'Chargez un modèle qui utilise nativement les outils (le badge marteau dans LM Studio).',
  'server.noTools.vllm': 'Lancez vLLM avec --enable-auto-tool-choice et le --tool-call-parser de ce modèle.',
  'server.noTools.other': 'Choisissez un modèle qui prend en charge l’appel d’outils.',
  'server.unknown.ollama': 'Ollama ne connaît pas ce modèle — est-il installé ?',
  'server.unknown.llamacpp': 'llama-server n’indique pas si son modèle sait utiliser des outils ; il lui faut --jinja et un modèle de chat avec outils.',
  'server.unknown.lmstudio': 'LM Studio ne liste pas ce modèle.',
  'server.unknown.vllm':
    'vLLM n’indique pas si les outils fonctionnent : il doit être lancé avec --enable-auto-tool-choice et un --tool-call-parser pour ce modèle.',
  'server.unknown.other':
    'Ce serveur n’indique pas si le modèle sait utiliser des outils. Si les réponses échouent, choisissez un modèle qui les prend en charge.',
  'server.kind': 'Serveur : {kind}{version, select, none {} other { {version}}}',
  'server.canUseTools': '<b>{model}</b> sait utiliser des outils.',
  'server.cannotUseTools': '<b>{model}</b> ne sait pas utiliser d’outils, or cette application en a besoin pour lire ou commander quoi que ce soit.',
  'server.toolModels': 'Modèles qui savent utiliser des outils',
  'server.use': 'Utiliser {model}',
  'server.promptLarge':
    'Avec {count, plural, one {# appareil partagé} other {# appareils partagés}}, les instructions de l’assistant font environ {kilobytes, number} Ko. Les petits modèles peuvent avoir du mal : partagez moins d’appareils, ou utilisez un modèle plus grand.',

  // --- settings: this computer's room -----------------------------------------------------------------
  'room.title': 'La pièce de cet ordinateur',
  'room.label': 'Cet ordinateur se trouve dans',
  'room.notSet': 'Non défini — demander quelle pièce',
  'room.help': '« Éteignez les lumières ici » désigne alors cette pièce, comme avec un assistant vocal Home Assistant.',
  'room.gone': 'La pièce choisie auparavant n’est plus dans Home Assistant : elle compte comme non définie.',
  'room.namesFallback': '{note} — l’assistant ne reconnaît vos appareils que par leur nom.',
  'room.namesFallbackDefault': 'Les pièces et les alias de Home Assistant n’ont pas pu être lus',
  'room.save': 'Enregistrer la pièce',

  // --- settings: the quick-ask shortcut ---------------------------------------------------------------
  'shortcut.title': 'Question rapide depuis n’importe où',
  'shortcut.lead': 'Un raccourci ouvre une petite fenêtre pour demander en quelques mots ; chaque carte attend toujours votre accord.',
  'shortcut.registered': '{shortcut} ouvre la question rapide.',
  'shortcut.off': 'Le raccourci est désactivé. « Question rapide… » dans le menu de la zone de notification l’ouvre toujours.',
  'shortcut.useInstead': 'Utiliser {shortcut} à la place',
  'shortcut.label': 'Raccourci',
  'shortcut.save': 'Enregistrer le raccourci',
  'shortcut.browserHost':
    'Le raccourci se règle dans l’application de bureau : un onglet du navigateur n’entend pas les touches pressées dans d’autres applications.',

  // --- settings: language ---------------------------------------------------------------------
  'language.title': 'Langue',
  'language.label': 'Langue de l’application et de l’assistant',
  'language.automatic': 'Automatique ({name})',
  'language.source':
    '{source, select, home {« Automatique » suit la langue réglée dans Home Assistant ({tag}).} system {« Automatique » suit la langue de cet ordinateur, car Home Assistant n’a pas encore indiqué la sienne.} browser {« Automatique » suit la langue de ce navigateur, car Home Assistant n’a pas encore indiqué la sienne.} other {« Automatique » signifie ici l’anglais : ni Home Assistant ni cet ordinateur n’indiquent une langue que parle l’application.}}',
  'language.save': 'Enregistrer la langue',
  'language.unreadable':
    'Le réglage de langue enregistré est illisible : la langue est donc choisie automatiquement jusqu’à ce que vous en choisissiez une.{keptAs, select, none {} other { L’ancien fichier a été gardé sous le nom {keptAs}.}}',
  'history.unreadable':
    'Vos conversations enregistrées sont illisibles ({reason, select, unknown_format {elles sont dans un format que cette version ne garde pas} other {le fichier est endommagé}}) : l’historique repart donc à vide.{keptAs, select, none {} other { L’ancien fichier a été gardé sous le nom {keptAs}.}}',

  // --- settings: saving ------------------------------------------------------------------------
  'save.saving': 'Enregistrement…',
  'save.saved': 'Enregistré',
  'save.failed': 'Impossible d’enregistrer.',
  'save.seeAbove': 'Non enregistré — voir le message ci-dessus.',
  'saveBar.label': 'Modifications non enregistrées',
  'saveBar.pending': '<b>{count, plural, one {# modification non enregistrée} other {# modifications non enregistrées}}</b> : {list}.',
  'saveBar.saved': 'Listes enregistrées.',
  'saveBar.discard': 'Annuler',
  'saveBar.save': 'Enregistrer',
  'saveBar.list.read': 'lecture',
  'saveBar.list.control': 'contrôle',
  'pending.readOn': 'Activer la lecture',
  'pending.readOff': 'Désactiver la lecture',
  'pending.controlOn': 'Activer le contrôle',
  'pending.controlOff': 'Désactiver le contrôle',
  'pending.shared': '{count, plural, one {# partagé} other {# partagés}} avec l’assistant',
  'pending.unshared': '{count, plural, one {# n’est plus partagé} other {# ne sont plus partagés}}',
  'pending.allowed': '{count, plural, one {# autorisé} other {# autorisés}} au contrôle',
  'pending.disallowed': '{count, plural, one {# n’est plus autorisé} other {# ne sont plus autorisés}} au contrôle',
  'switch.on': 'Activé',
  'switch.off': 'Désactivé',

  // --- settings: read access and control -----------------------------------------------------------
  'read.switch': 'Laisser l’assistant lire Home Assistant',
  'read.switchHelp':
    'Une fois activé, l’assistant peut demander à lire ce qui est coché ci-dessous — et chaque lecture attend votre accord. S’enregistre avec la barre d’enregistrement.',
  'read.listTitle': 'Partagé avec l’assistant',
  'read.listHelp': 'Seuls ces éléments sont nommés à l’assistant. Leur état n’est lu que lorsque vous approuvez une demande.',
  'read.connectFirst': 'Connectez-vous d’abord à Home Assistant (Connexion), puis choisissez ici ce que vous partagez.',
  'read.loadFailed': 'Impossible de charger vos appareils depuis Home Assistant : {error}',
  'read.loading': 'Chargement de vos appareils depuis Home Assistant…',
  'read.missingTitle': 'Plus dans Home Assistant',
  'read.missingHelp': 'Vous les partagez, mais Home Assistant ne les a plus (renommés ou supprimés).',
  'read.missingTag': 'Absent',
  'read.remove': 'Retirer',
  'read.tryAgain': 'Réessayer',
  'read.removeLabel': 'Retirer {id} de la liste',
  'read.purpose': 'appareils que vous partagez avec l’assistant',
  'read.namesFallback': '{note} — l’assistant ne les comprend que par leur nom.',
  'control.switch': 'Laisser l’assistant allumer et éteindre des choses',
  'control.switchHelp':
    'Indépendant de la lecture. Une fois activé, l’assistant peut demander à allumer ou éteindre les lumières et interrupteurs cochés ci-dessous — chaque fois avec votre accord. S’enregistre avec la barre d’enregistrement.',
  'control.listTitle': 'Lumières et interrupteurs que l’assistant a le droit de contrôler',
  'control.why':
    'Seuls les <b>lumières et interrupteurs</b> peuvent être contrôlés : les allumer ou les éteindre se défait aussitôt. Serrures, alarmes, volets et portes de garage, caméras et thermostats ne sont jamais proposés.',
  'control.onlyShared': 'Seul ce que vous partagez déjà avec l’assistant apparaît ici. Pour ajouter quelque chose, cochez-le d’abord dans Accès en lecture.',
  'control.notOffered': 'Non proposés parmi ce que vous partagez : {list}.',
  'control.none': 'Rien de ce que vous partagez avec l’assistant n’est une lumière ou un interrupteur.',
  'control.purpose': 'lumières et interrupteurs que l’assistant a le droit de contrôler',
  'domain.counted':
    '{domain, select, light {{count, plural, one {# lumière} other {# lumières}}} switch {{count, plural, one {# interrupteur} other {# interrupteurs}}} sensor {{count, plural, one {# capteur} other {# capteurs}}} binary_sensor {{count, plural, one {# capteur binaire} other {# capteurs binaires}}} lock {{count, plural, one {# serrure} other {# serrures}}} cover {{count, plural, one {# volet} other {# volets}}} climate {{count, plural, one {# thermostat} other {# thermostats}}} camera {{count, plural, one {# caméra} other {# caméras}}} person {{count, plural, one {# personne} other {# personnes}}} media_player {{count, plural, one {# lecteur multimédia} other {# lecteurs multimédias}}} other {{count, number} × {label}}}',

  // --- settings: the picker ----------------------------------------------------------------------
  'picker.search': 'Rechercher',
  'picker.searchPlaceholder': 'Nom ou identifiant d’entité',
  'picker.domain': 'Type',
  'picker.allDomains': 'Tous les types ({count, number})',
  'picker.domainOption': '{label} ({count, number})',
  'picker.show': 'Afficher',
  'picker.showAll': 'Tout',
  'picker.showSelected': 'Cochés seulement',
  'picker.showUnselected': 'Non cochés',
  'picker.count': 'Affichés : <b>{shown, number}</b> · cochés : <b>{selected, number}</b>',
  'picker.selectAll': 'Tout cocher dans la vue',
  'picker.selectAllCount': 'Tout cocher dans la vue ({count, number})',
  'picker.clearAll': 'Tout décocher dans la vue',
  'picker.sensitiveNote':
    '{count, plural, one {# appareil sensible est} other {# appareils sensibles sont}} dans la vue. « Tout cocher » les laisse de côté — cochez-les un par un si c’est bien ce que vous voulez.',
  'picker.noMatch': 'Aucun résultat.',
  'picker.listLabel': 'Vos appareils Home Assistant — cochez les {purpose}',
  'picker.sensitive': 'Sensible',
  'picker.sensitiveTitle': 'Révèle une présence, votre sécurité ou si votre maison est ouverte',

  // --- settings: activity -------------------------------------------------------------------------
  'activity.totals': 'Totaux',
  'activity.totalsSince': 'Totaux depuis le {date}',
  'activity.refresh': 'Actualiser',
  'activity.nothing': 'Rien n’a encore été demandé.',
  'activity.totalsLabel': 'Totaux par type de demande',
  'activity.col.kind': 'Demande',
  'activity.col.asked': 'Demandées',
  'activity.col.done': 'Faites',
  'activity.col.denied': 'Refusées',
  'activity.col.expired': 'Expirées',
  'activity.col.refused': 'Bloquées',
  'activity.col.failed': 'Échouées',
  'activity.changedSplit': '({changed, number} avec changement, {noop, number} sans changement)',
  'activity.refusedNote':
    '« Bloquées » compte les demandes que vos paramètres ont arrêtées avant qu’une carte ne s’affiche — par exemple un appareil que vous ne partagez pas, ou un appareil que l’assistant n’a pas le droit de contrôler. Rien n’a été lu ni changé pour elles.',
  'activity.recent': 'Événements récents',
  'activity.noEvents': 'Aucun événement pour l’instant.',
  'activity.col.time': 'Heure',
  'activity.col.what': 'Quoi',
  'activity.col.device': 'Appareil',
  'activity.col.outcome': 'Ce qui s’est passé',
  'activity.col.where': 'Où',
  'activity.settingsChanged': 'Paramètres modifiés',
  'activity.alreadySo': '(déjà ainsi)',
  'activity.showCode': 'Code',
  'activity.capability.home_assistant.list_entities': 'Lire les états actuels',
  'activity.capability.home_assistant.get_history': 'Lire l’historique',
  'activity.capability.home_assistant.set_entity_state': 'Allumer ou éteindre',
  'activity.turn': '{state, select, on {Allumer} other {Éteindre}}',
  'activity.outcome':
    '{outcome, select, executed {Fait} approved {Approuvé} rejected {Bloqué} pending {En attente} denied {Refusé} expired {Expiré} failed {Échoué} other {{outcome}}}',
  'activity.surface':
    '{surface, select, chat {Conversation} tray {Zone de notification} popup {Fenêtre contextuelle} quick {Question rapide} other {{surface}}}',
  'activity.config.reading': 'lecture {on, select, true {activée} other {désactivée}}',
  'activity.config.control': 'contrôle {on, select, true {activé} other {désactivé}}',
  'activity.config.shared': '{count, plural, one {# partagé} other {# partagés}}',
  'activity.config.allowed': '{count, plural, one {# autorisé} other {# autorisés}} au contrôle',
  'activity.config.address': 'adresse modifiée',
  'activity.config.token': 'jeton {change, select, set {enregistré} cleared {supprimé} other {{change}}}',
  'activity.config.trust': 'confiance : {mode}',

  // --- settings: export & import -------------------------------------------------------------------
  'backup.exportTitle': 'Exporter',
  'backup.exportHelp':
    'Enregistre les deux listes — ce que vous partagez avec l’assistant et ce qu’il a le droit de contrôler — dans un fichier JSON. Votre adresse et votre jeton n’y figurent jamais.',
  'backup.export': 'Exporter les listes',
  'backup.exported':
    'Export terminé : {read, plural, one {# appareil partagé} other {# appareils partagés}} et {control, plural, one {# autorisé au contrôle} other {# autorisés au contrôle}}.',
  'backup.importTitle': 'Importer',
  'backup.importHelp': 'Remplit les listes depuis un fichier exporté. Rien ne change tant que vous n’avez pas vérifié et enregistré.',
  'backup.file': 'Fichier de listes (.json)',
  'backup.choose': 'Choisir un fichier…',
  'backup.tooLarge': 'Ce fichier est trop volumineux pour être un export de listes.',
  'backup.notJson': 'Ce fichier n’est pas du JSON.',
  'backup.notExport': 'Ce fichier n’est pas un export des appareils partagés.',
  'backup.noList': 'Ce fichier n’a pas de liste d’appareils partagés.',
  'backup.imported': '{read, number} à lire et {control, number} à contrôler importés depuis {file}. Vérifiez, puis enregistrez.',
  'backup.leftOut':
    '{count, plural, one {# entrée de contrôle a été écartée} other {# entrées de contrôle ont été écartées}} : seuls les lumières et interrupteurs de la liste de lecture peuvent être contrôlés.',
  'backup.skipped':
    '{count, plural, one {# entrée qui n’est pas un identifiant d’entité a été ignorée} other {# entrées qui ne sont pas des identifiants d’entité ont été ignorées}}.',
  'backup.ignored': 'Ignoré : {fields}.',

  // --- settings: conversation history ------------------------------------------------------------
  'historyPanel.title': 'Historique des conversations',
  'historyPanel.lead':
    'Les conversations ne sont gardées que sur cet ordinateur, y compris les réponses de Home Assistant. {count, plural, =0 {Aucune n’est gardée pour l’instant.} one {# conversation est gardée pour l’instant.} other {# conversations sont gardées pour l’instant.}}',
  'historyPanel.keep': 'Garder les conversations pendant',
  'historyPanel.days': '{days, plural, one {# jour} other {# jours}}',
  'historyPanel.confirm': 'Oublier toutes les conversations de cet ordinateur ?',
  'historyPanel.keepThem': 'Les garder',
  'historyPanel.clear': 'Effacer l’historique',
  'historyPanel.clearAsk': 'Effacer l’historique…',
  'historyPanel.saved': 'Enregistré.',
  'historyPanel.cleared': 'Historique effacé.',

  // --- Home Assistant's recognizer and the language chain (docs/architecture.md, "The language chain") ---
  'recognizer.reply.firstNote': '(J’ai lu ceci avec la reconnaissance de Home Assistant pour le {language}, et je réponds en français.)',
  'recognizer.reply.unavailable':
    'La reconnaissance de Home Assistant n’a pas répondu à l’instant, je n’ai donc pas pu lire cela. Rien n’a été fait. Réessayez dans un instant.',
  'recognizer.reply.noEngine':
    'Désolé, je n’ai pas compris. Je ne parle pas le {language} moi-même{reason, select, recognizer_language_unsupported {, et l’assistant de Home Assistant non plus} recognizer_unavailable {, et la reconnaissance de Home Assistant n’est pas disponible (il faut Home Assistant 2023.7 ou plus récent avec Assist)} other {, et Home Assistant n’est pas connecté, sa reconnaissance ne peut donc pas aider}}. Ce qui aiderait : connecter Home Assistant, choisir une langue que je parle dans Réglages → Langue, ou configurer un modèle de langage dans Réglages → Assistant.',
  'assistant.chain.title': 'Qui vous comprend',
  'assistant.chain.engine':
    'Les messages en {language} sont lus par {engine, select, builtin {le moteur intégré} home_assistant_recognizer {la reconnaissance de Home Assistant} other {le modèle de langage}}.',
  'assistant.chain.reason':
    '{reason, select, model_chosen {Vous avez choisi un modèle de langage ci-dessus : il répond dans toutes les langues.} builtin_speaks {Le moteur intégré parle cette langue.} home_assistant_recognizes {Le moteur intégré ne parle pas cette langue ; l’assistant de Home Assistant, si : il lit vos phrases — sans jamais agir : vous approuvez toujours ici chaque lecture et chaque action.} recognizer_language_unsupported {Ni le moteur intégré ni l’assistant de Home Assistant ne parlent cette langue ; le moteur intégré lit ce qu’il peut.} recognizer_unavailable {Le moteur intégré ne parle pas cette langue et la reconnaissance de Home Assistant n’est pas disponible ; le moteur intégré lit ce qu’il peut.} other {Le moteur intégré ne parle pas cette langue et Home Assistant n’est pas connecté ; le moteur intégré lit ce qu’il peut.}}',
  'assistant.chain.fallback': 'Cette application n’a pas encore de traduction en {language} : ses fenêtres et ses réponses sont donc en {replyLanguage}.',
  // --- the built-in engine's replies (see en.ts): {device_gender} m or f, {device_of} "du salon",
  // "de la lampe", {device_to} "au lustre", "à la lampe"; lists likewise. ------------------------------
  'reply.canDo':
    "Je peux allumer ou éteindre les lumières et les interrupteurs, vous dire l'état des appareils que je vois, et quand quelque chose a changé pour la dernière fois.",
  'reply.onlyLightsAndSwitches':
    "Je ne peux allumer ou éteindre que des lumières et des interrupteurs — c'est une limite de cette application, pas un réglage.",
  'reply.chat':
    "{kind, select, thanks {Je vous en prie.} bye {À bientôt.} hello {Bonjour ! {canDo}} acknowledge {D'accord. {canDo}} other {Que voulez-vous que je fasse ? {canDo}}}",
  'reply.seeNothing': 'Je ne vois encore aucun appareil — choisissez ceux que je peux utiliser dans Paramètres → Accès en lecture.',
  'reply.see': 'Je vois {count, plural, one {un appareil} other {# appareils}} : {devices}{more, plural, =0 {} other { et # autres}}. {canDo}',
  'reply.controlNone':
    "Aucun des appareils que je vois n'est une lumière ou un interrupteur, et ce sont les seules choses que je peux allumer ou éteindre. Ce que j'ai réellement le droit d'allumer ou d'éteindre se règle dans Paramètres → Contrôle, et vous approuvez chaque changement.",
  'reply.control':
    "Je ne peux allumer ou éteindre que des lumières et des interrupteurs. Parmi les appareils que je vois, {devices_count, plural, one {c'est} other {ce sont}} {devices}{more, plural, =0 {} other { et # autres}}. Ce que j'ai réellement le droit d'allumer ou d'éteindre se règle dans Paramètres → Contrôle, et vous approuvez chaque changement.",
  'reply.unsupported':
    "{action, select, lock {Je ne peux rien verrouiller ni déverrouiller. {canDo} Aucun réglage n'y change rien.} cover {Je ne peux pas ouvrir ni fermer les volets, stores, portes, fenêtres ou vannes. {canDo} Aucun réglage n'y change rien.} brightness {Je ne peux pas varier l'intensité des lumières. {canDo} Aucun réglage n'y change rien.} colour {Je ne peux pas changer la couleur des lumières. {canDo} Aucun réglage n'y change rien.} temperature {Je ne peux pas changer les températures ni les réglages du thermostat. {canDo} Aucun réglage n'y change rien.} level {Je ne peux pas monter, baisser ni régler un niveau. {canDo} Aucun réglage n'y change rien.} media {Je ne peux pas piloter les lecteurs multimédias. {canDo} Aucun réglage n'y change rien.} schedule {Je ne peux pas programmer de changement pour plus tard — j'agis seulement quand vous le demandez, tout de suite. {canDo}} alarm {Je ne peux pas armer ni désarmer d'alarme. {canDo} Aucun réglage n'y change rien.} start {Je ne peux pas démarrer ni arrêter des appareils, des scènes ou des scripts. {canDo} Aucun réglage n'y change rien.} domain {Je ne peux allumer ou éteindre que des lumières et des interrupteurs. {canDo} Aucun réglage n'y change rien.} other {Désolé, je n'ai pas compris. {canDo}}}",
  'reply.nothing':
    "{found, select, kindInArea {Je ne vois {kinds} {area} parmi les appareils que je peux voir.} kindHere {Je ne vois {kinds} dans cette pièce parmi les appareils que je peux voir.} here {Je ne vois rien dans cette pièce parmi les appareils que je peux voir.} kind {Je ne vois {kinds} parmi les appareils que je peux voir.} other {Je n'ai rien trouvé qui corresponde à « {phrase} ».}}",
  'reply.notSwitchableKind': '{nothing} {onlyLights}',
  'reply.notControllable':
    "{why, select, kind {{onlyLights} Je ne peux donc pas allumer ni éteindre {devices}{more, plural, =0 {} other { (et # autres)}}, mais je peux vous dire dans quel état {count, plural, one {{devices_gender, select, f {elle est} other {il est}}} other {ils sont}}.} other {Je n'ai pas le droit d'allumer ou d'éteindre {devices}{more, plural, =0 {} other { (et # autres)}} — vous pouvez autoriser lumières et interrupteurs dans Paramètres → Contrôle.}}",
  'reply.unknown':
    'Je ne vois que ce que vous avez partagé avec moi dans Paramètres → Accès en lecture, et rien ne correspond à « {phrase} ». {count, plural, =0 {Demandez-moi « que vois-tu ? » pour entendre ces noms.} other {Vouliez-vous dire {devices} ?}}',
  'reply.ambiguous':
    'Plusieurs appareils correspondent à « {phrase} »{hidden, plural, =0 {} other { ({count, number} correspondent)}}. Lequel voulez-vous dire : {devices} ?',
  'reply.whichRoom': 'Je ne sais pas dans quelle pièce vous êtes depuis cet ordinateur. De quelle pièce parlez-vous ?',
  'reply.whichDevice': 'De quel appareil parlez-vous ?',
  'reply.whatToSwitch': 'Que dois-je {state, select, on {allumer} off {éteindre} other {{state}}} ?',
  'reply.mixedDirections': 'Demandez-moi d’allumer et d’éteindre en deux demandes séparées, s’il vous plaît.',
  'reply.noAction':
    "{count, plural, =1 {Que voulez-vous que je fasse avec {device} ? Je peux {device_number, select, one {l'allumer ou l'éteindre} other {les allumer ou les éteindre}}, ou vous dire dans quel état {device_number, select, one {{device_gender, select, f {elle est} other {il est}}} other {ils sont}}.} other {Que voulez-vous que je fasse avec ces appareils ? Je peux les allumer ou les éteindre, ou vous dire dans quel état ils sont.}}",
  'reply.proposeSet': '{state, select, on {J’allume} off {J’éteins} other {{state}}} {device}.',
  'reply.proposeSetStep': '{state, select, on {J’allume} off {J’éteins} other {{state}}} un appareil à la fois ({place, number} sur {of, number}) : {device}.',
  'reply.readingStates': "Je lis l'état actuel de {count, plural, =1 {l'appareil autorisé} other {vos # appareils autorisés}}.",
  'reply.readingHistory':
    "Je lis l'historique {device_of} ({period, select, hour {dernière heure} day {dernières 24 heures} week {7 derniers jours} other {{period}}}).",
  'reply.ranOutOfSteps': "Je n'ai plus assez d'étapes pour vérifier cela — redemandez-moi, s'il vous plaît.",
  'reply.nothingChanged': "Rien n'a été modifié.",
  'reply.listMore': '{devices} {conjunction, select, or {ou} other {et}} {more, number} autres',
  'reply.withId': '{device} ({id})',

  'reply.action.unconfirmed':
    "Home Assistant indique {device}{known, select, yes { comme « {reported} »} other {}}, je ne peux donc pas confirmer {device_number, select, one {qu'il a été} other {qu'ils ont été}} {state, select, on {{device_on}} off {{device_off}} other {{state}}} — vérifiez, s'il vous plaît.",
  'reply.action.onlyLightsAndSwitches': "{onlyLights} Je n'ai donc pas pu {state, select, on {allumer} off {éteindre} other {{state}}} {device}.",
  'reply.action.notAllowed':
    "Je peux lire {device}, mais je n'ai pas le droit de {device_number, select, one {{device_gender, select, f {la} other {le}}} other {les}} commander — vous pouvez l'autoriser dans Paramètres → Contrôle.",
  'reply.action.controlOff':
    "Le contrôle est désactivé dans Paramètres → Contrôle, je ne peux donc rien allumer ni éteindre — {device} {device_number, select, one {n'a pas été modifié} other {n'ont pas été modifiés}}.",
  'reply.action.notAllowlisted':
    "{device} {device_number, select, one {ne fait} other {ne font}} pas partie des appareils que j'ai le droit d'utiliser, je n'ai donc pas pu {device_number, select, one {l''} other {les }}{state, select, on {allumer} off {éteindre} other {{state}}} — vous pouvez {device_number, select, one {l''} other {les }}ajouter dans Paramètres → Accès en lecture.",
  'reply.action.notConfigured':
    "Home Assistant n'est pas encore configuré — ajoutez son adresse et son jeton d'accès dans Paramètres → Connexion. Rien n'a été modifié.",
  'reply.action.tooMuch':
    "J'ai essayé d'en faire trop à la fois, {device} {device_number, select, one {n'a donc pas été modifié} other {n'ont donc pas été modifiés}}.",
  'reply.action.denied': "D'accord, je laisse {device} comme {device_number, select, one {il est} other {ils sont}}.",
  'reply.action.expired': "Cette demande a expiré avant d'être approuvée, rien n'a donc été modifié.",
  'reply.action.approvalInvalid': "Cette approbation n'était plus valable, rien n'a donc été modifié.",
  'reply.action.timeout':
    "Home Assistant n'a pas répondu à temps, je ne sais donc pas si {device} {device_number, select, one {a été} other {ont été}} {state, select, on {{device_on}} off {{device_off}} other {{state}}} — vérifiez, s'il vous plaît.",
  'reply.action.unreachable':
    "Je n'ai pas pu joindre Home Assistant, je n'ai donc pas pu {state, select, on {allumer} off {éteindre} other {{state}}} {device}.",
  'reply.action.authFailed':
    "Home Assistant n'accepte plus mon jeton d'accès, je n'ai donc pas pu {state, select, on {allumer} off {éteindre} other {{state}}} {device}. Créez-en un nouveau dans Home Assistant (votre profil → Sécurité → Jetons d'accès longue durée) et enregistrez-le dans Paramètres → Connexion.",
  'reply.action.tlsError':
    "Je n'ai pas pu vérifier le certificat de Home Assistant, je ne lui ai donc pas demandé {state, select, on {d'allumer} off {d'éteindre} other {{state}}} {device}. Vérifiez la connexion dans Paramètres → Connexion.",
  'reply.action.gone': "Home Assistant n'a plus {device}, rien n'a donc été modifié.",
  'reply.action.auditUnavailable':
    "Je n'ai pas pu inscrire l'approbation dans le journal d'activité, je n'ai donc pas demandé à Home Assistant {state, select, on {d'allumer} off {d'éteindre} other {{state}}} {device} — rien ne s'exécute sans trace. Vérifiez le disque.",
  'reply.action.notConfirmed':
    "J'ai demandé à Home Assistant {state, select, on {d'allumer} off {d'éteindre} other {{state}}} {device}, mais il n'a pas confirmé le changement — vérifiez, s'il vous plaît.",
  'reply.action.error': "Home Assistant a répondu par une erreur, je n'ai donc pas pu {state, select, on {allumer} off {éteindre} other {{state}}} {device}.",
  'reply.action.badAnswer':
    "La réponse de Home Assistant ne semblait pas correcte, je ne peux donc pas confirmer si {device} {device_number, select, one {a été} other {ont été}} {state, select, on {{device_on}} off {{device_off}} other {{state}}} — vérifiez, s'il vous plaît.",
  'reply.action.badRequest':
    "Ma demande comportait une erreur, {device} {device_number, select, one {n'a donc pas été modifié} other {n'ont donc pas été modifiés}}.",
  'reply.action.pending': "J'ai demandé votre accord pour {state, select, on {allumer} off {éteindre} other {{state}}} {device}.",
  'reply.action.refused':
    "Je n'ai pas eu le droit {state, select, on {d'allumer} off {d'éteindre} other {{state}}} {device}{known, select, yes { ({code})} other {}}.",
  'reply.action.failed': "Je n'ai pas pu {state, select, on {allumer} off {éteindre} other {{state}}} {device}{known, select, yes { ({code})} other {}}.",

  'reply.read.readOff':
    'La lecture depuis Home Assistant est désactivée dans Paramètres → Accès en lecture, je ne peux donc pas vérifier {about, select, yes {{device}} other {cela}}.',
  'reply.read.notConfigured': "Home Assistant n'est pas encore configuré — ajoutez son adresse et son jeton d'accès dans Paramètres → Connexion.",
  'reply.read.notAllowlisted':
    "{about, select, yes {{device} {device_number, select, one {ne fait} other {ne font}}} other {cela ne fait}} pas partie des appareils que j'ai le droit de lire — vous pouvez {device_number, select, one {l''} other {les }}ajouter dans Paramètres → Accès en lecture.",
  'reply.read.denied': "D'accord, je n'ai rien lu dans Home Assistant.",
  'reply.read.expired': "Cette demande a expiré avant d'être approuvée, je n'ai donc rien lu.",
  'reply.read.approvalInvalid': "Cette approbation n'était plus valable, je n'ai donc rien lu.",
  'reply.read.unreachable':
    "Je n'ai pas pu joindre Home Assistant, je ne peux donc pas vous parler {about, select, yes {{device_of}} other {de cela}} pour le moment.",
  'reply.read.timeout':
    "Home Assistant n'a pas répondu à temps, je ne peux donc pas vous parler {about, select, yes {{device_of}} other {de cela}} pour le moment.",
  'reply.read.authFailed':
    "Home Assistant n'accepte plus mon jeton d'accès. Créez-en un nouveau dans Home Assistant (votre profil → Sécurité → Jetons d'accès longue durée) et enregistrez-le dans Paramètres → Connexion.",
  'reply.read.tlsError':
    "Je n'ai pas pu vérifier le certificat de Home Assistant, je ne lui ai donc rien demandé. Vérifiez la connexion dans Paramètres → Connexion.",
  'reply.read.gone': "Home Assistant n'a plus {about, select, yes {{device}} other {cela}}.",
  'reply.read.auditUnavailable':
    "Je n'ai pas pu inscrire l'approbation dans le journal d'activité, je n'ai donc rien lu — rien ne s'exécute sans trace. Vérifiez le disque.",
  'reply.read.badAnswer':
    "Home Assistant a répondu quelque chose que je n'ai pas pu lire, je ne peux donc pas vous parler {about, select, yes {{device_of}} other {de cela}} pour le moment.",
  'reply.read.pending': "J'ai demandé votre accord pour lire dans Home Assistant.",
  'reply.read.failed': "Je n'ai pas pu lire {about, select, yes {{device}} other {cela}} dans Home Assistant{known, select, yes { ({code})} other {}}.",

  'reply.outcome.turned': "J'ai {state, select, on {allumé} off {éteint} other {{state}}} {devices}.",
  'reply.outcome.notAllowed':
    "Je n'ai pas le droit de commander {devices}, je {devices_number, select, one {{devices_gender, select, f {la laisse donc telle quelle} other {le laisse donc tel quel}}} other {{devices_gender, select, f {les laisse donc telles quelles} other {les laisse donc tels quels}}}} — vous pouvez l'autoriser dans Paramètres → Contrôle.",
  'reply.outcome.notSwitchable': "{onlyLights} Je n'ai donc pas touché {devices_to}.",
  'reply.outcome.already':
    '{devices} {devices_number, select, one {était} other {étaient}} déjà {state, select, on {{devices_on}} off {{devices_off}} other {{state}}}.',
  'reply.outcome.stopped': "Je me suis arrêté là, je n'ai donc pas touché non plus {devices_and_to}.",
  'reply.outcome.left':
    "Je n'ai pas encore {state, select, on {allumé} off {éteint} other {{state}}} {devices_and} — dites « continue » et je poursuis (un changement par approbation, trois par message).",

  'reply.state':
    '{kind, select, word {{word}} unknown {dans un état inconnu} place {dans la zone « {place} »} mode {{kind_agree, select, fs {réglée} mp {réglés} fp {réglées} other {réglé}} sur {mode}} off {{kind_agree, select, fs {réglée} mp {réglés} fp {réglées} other {réglé}} sur arrêt} number {de {value}} measure {de {value} {unit}} percent {de {value} %} other {à « {raw} »}}',
  'reply.mode':
    '{mode, select, heat {chauffage} cool {climatisation} heat_cool {chauffage et climatisation} auto {automatique} dry {déshumidification} fan_only {ventilation seule} off {arrêt} other {{raw}}}',
  'reply.token':
    "{token, select, opening {en cours d'ouverture} closing {en cours de fermeture} locking {en cours de verrouillage} unlocking {en cours de déverrouillage} jammed {bloqué} playing {en lecture} paused {en pause} idle {inactif} standby {en veille} buffering {en chargement} cleaning {en nettoyage} docked {sur sa base} returning {en retour vers sa base} error {en erreur} above_horizon {au-dessus de l'horizon} below_horizon {sous l'horizon} armed_away {armée (absence)} armed_home {armée (présence)} armed_night {armée (nuit)} disarmed {désarmée} triggered {déclenchée} other {à « {raw} »}}",
  'reply.reading': '{device} {device_number, select, one {est} other {sont}} {state}',
  'reply.readingNow': '{device} {device_number, select, one {est} other {sont}} {state} en ce moment',
  'reply.measureMissing':
    "{reading}, mais la liste d'appareils que j'ai lue ne donne pas sa {measure, select, temperature {température} humidity {humidité} other {{measure}}}",
  'reply.notReported': "Home Assistant ne m'a rien indiqué pour {devices}.",
  'reply.notReportedMany': "Home Assistant ne m'a rien indiqué pour {count, number} d'entre eux.",
  'reply.answer.notReported': "Home Assistant ne m'a rien indiqué pour {devices}, je ne peux donc pas vous répondre.",
  'reply.answer.values': '{lines}{more, plural, =0 {} other { (et # autres)}}.',
  'reply.answer.unreadable': 'Je ne peux pas le dire — {reading}.',
  'reply.answer.yesNo': '{yes, select, yes {Oui} other {Non}}, {reading}.',
  'reply.answer.noneOf': "Non, {checked, plural, one {celui que j'ai vérifié n'est pas} other {aucun des {checked, number} que j'ai vérifiés n'est}} {asked}.",
  'reply.answer.some': 'Oui : {readings}.',
  'reply.answer.partly': 'Pas tous : {matching}, mais {others}.',
  'reply.answer.all': 'Oui, les {checked, number} sont {asked}.',
  'reply.answer.allOne': 'Oui, {reading}.',
  'reply.answer.notAll': 'Non : {readings}.',
  'reply.answer.nothingNow': "Rien de ce que je vois n'est {asked} en ce moment.",
  'reply.answer.noneNow':
    "{checked, plural, one {Celui que j'ai vérifié n'est pas} other {Aucun des {checked, number} que j'ai vérifiés n'est}} {asked} en ce moment.",
  'reply.answer.which': '{devices} {devices_number, select, one {est} other {sont}} {asked}.',
  'reply.answer.countNone': "{checked, plural, one {Celui que j'ai vérifié n'est pas} other {Aucun des {checked, number} que j'ai vérifiés n'est}} {asked}.",
  'reply.answer.count': '{count, plural, one {# sur {checked, number} est} other {# sur {checked, number} sont}} {asked} : {devices}.',

  'reply.period':
    '{period, select, hour {au cours de la dernière heure} day {au cours des dernières 24 heures} week {au cours des 7 derniers jours} other {{period}}}',
  'reply.when': "{relation, select, today {aujourd'hui à {clock}} yesterday {hier à {clock}} this_week {{weekday} à {clock}} other {le {date} à {clock}}}",
  'reply.history.gone': 'Je ne trouve plus cet appareil.',
  'reply.history.never':
    "{device} {device_agree, select, fs {{event, select, changed {n''a pas changé d''état} changedTo {n''est pas passée à l''état « {to} »} turned {{state, select, off {ne s''est pas éteinte} on {ne s''est pas allumée} other {ne s''est pas allumée}}} opened {ne s''est pas ouverte} closed {ne s''est pas fermée} locked {n''a pas été verrouillée} unlocked {n''a pas été déverrouillée} other {n''a pas changé d''état}}} mp {{event, select, changed {n''ont pas changé d''état} changedTo {n''sont pas passés à l''état « {to} »} turned {{state, select, off {ne se sont pas éteints} on {ne se sont pas allumés} other {ne se sont pas allumés}}} opened {ne se sont pas ouverts} closed {ne se sont pas fermés} locked {n''ont pas été verrouillés} unlocked {n''ont pas été déverrouillés} other {n''ont pas changé d''état}}} fp {{event, select, changed {n''ont pas changé d''état} changedTo {n''sont pas passées à l''état « {to} »} turned {{state, select, off {ne se sont pas éteintes} on {ne se sont pas allumées} other {ne se sont pas allumées}}} opened {ne se sont pas ouvertes} closed {ne se sont pas fermées} locked {n''ont pas été verrouillées} unlocked {n''ont pas été déverrouillées} other {n''ont pas changé d''état}}} other {{event, select, changed {n''a pas changé d''état} changedTo {n''est pas passé à l''état « {to} »} turned {{state, select, off {ne s''est pas éteint} on {ne s''est pas allumé} other {ne s''est pas allumé}}} opened {ne s''est pas ouvert} closed {ne s''est pas fermé} locked {n''a pas été verrouillé} unlocked {n''a pas été déverrouillé} other {n''a pas changé d''état}}}} {window}.",
  'reply.history.count':
    "{device} {device_agree, select, fs {{event, select, changed {a changé d''état} changedTo {est passée à l''état « {to} »} turned {{state, select, off {s''est éteinte} on {s''est allumée} other {s''est allumée}}} opened {s''est ouverte} closed {s''est fermée} locked {a été verrouillée} unlocked {a été déverrouillée} other {a changé d''état}}} mp {{event, select, changed {ont changé d''état} changedTo {sont passés à l''état « {to} »} turned {{state, select, off {se sont éteints} on {se sont allumés} other {se sont allumés}}} opened {se sont ouverts} closed {se sont fermés} locked {ont été verrouillés} unlocked {ont été déverrouillés} other {ont changé d''état}}} fp {{event, select, changed {ont changé d''état} changedTo {sont passées à l''état « {to} »} turned {{state, select, off {se sont éteintes} on {se sont allumées} other {se sont allumées}}} opened {se sont ouvertes} closed {se sont fermées} locked {ont été verrouillées} unlocked {ont été déverrouillées} other {ont changé d''état}}} other {{event, select, changed {a changé d''état} changedTo {est passé à l''état « {to} »} turned {{state, select, off {s''est éteint} on {s''est allumé} other {s''est allumé}}} opened {s''est ouvert} closed {s''est fermé} locked {a été verrouillé} unlocked {a été déverrouillé} other {a changé d''état}}}} {atLeast, select, yes {{times, plural, one {une fois} other {au moins # fois}}} other {{times, plural, one {une fois} other {# fois}}}} {window}, la dernière fois {when}.",
  'reply.history.unchanged': "{device} {device_number, select, one {n'a} other {n'ont}} pas changé d'état {window}.",
  'reply.history.list':
    "{device} {device_number, select, one {a} other {ont}} changé d'état {atLeast, select, yes {{times, plural, one {une fois} other {au moins # fois}}} other {{times, plural, one {une fois} other {# fois}}}} {window}. Les plus récents : {changes}{earlier, plural, =0 {} one { (# changement plus ancien non affiché)} other { (# changements plus anciens non affichés)}}.",
  'reply.history.change': '{state} {when}',
  'reply.history.last':
    "{device} {device_agree, select, fs {{event, select, changed {a changé d''état} changedTo {est passée à l''état « {to} »} turned {{state, select, off {s''est éteinte} on {s''est allumée} other {s''est allumée}}} opened {s''est ouverte} closed {s''est fermée} locked {a été verrouillée} unlocked {a été déverrouillée} other {a changé d''état}}} mp {{event, select, changed {ont changé d''état} changedTo {sont passés à l''état « {to} »} turned {{state, select, off {se sont éteints} on {se sont allumés} other {se sont allumés}}} opened {se sont ouverts} closed {se sont fermés} locked {ont été verrouillés} unlocked {ont été déverrouillés} other {ont changé d''état}}} fp {{event, select, changed {ont changé d''état} changedTo {sont passées à l''état « {to} »} turned {{state, select, off {se sont éteintes} on {se sont allumées} other {se sont allumées}}} opened {se sont ouvertes} closed {se sont fermées} locked {ont été verrouillées} unlocked {ont été déverrouillées} other {ont changé d''état}}} other {{event, select, changed {a changé d''état} changedTo {est passé à l''état « {to} »} turned {{state, select, off {s''est éteint} on {s''est allumé} other {s''est allumé}}} opened {s''est ouvert} closed {s''est fermé} locked {a été verrouillé} unlocked {a été déverrouillé} other {a changé d''état}}}} pour la dernière fois {when}{named, select, yes { (j''ai regardé {window})} other {}}.",

  // --- what the turn loop says, whichever engine runs (main/core/conversation/turn-words.ts) --------------
  'turn.summary':
    '{done, plural, =0 {} one {# demande effectuée} other {# demandes effectuées}}{both, select, yes {, } other {}}{refused, plural, =0 {} one {# n’a pas pu être faite} other {# n’ont pas pu être faites}}.',
  'turn.couldNotFinish': 'Je n’ai pas pu terminer cette demande.',
  'turn.noLongerWaiting': 'Cette demande n’attend plus.',
  'turn.expired': 'La confirmation a expiré avant votre accord ; rien n’a été envoyé.',
  'turn.supersededEvent': 'Vous avez envoyé un nouveau message avant d’approuver, cette demande a donc été annulée ; rien n’a été envoyé.',
  'turn.supersededReply': 'La demande précédente a été annulée parce que vous avez envoyé un nouveau message ; rien n’a changé.',
  'turn.stoppedHere': 'Vous avez envoyé un nouveau message, je me suis donc arrêté ici ; rien d’autre n’a été fait.',
  'turn.notDone': 'Non fait : {devices}.',
  'turn.tookTooLong': 'l’assistant a mis trop de temps à répondre',
  'turn.engineError':
    '{code, select, ASSISTANT_ANSWER_UNUSABLE {l’assistant a répondu sous une forme que cette application ne peut pas utiliser} ASSISTANT_REPEATED_CALL {l’assistant a redemandé la même étape au lieu de répondre, il a donc été arrêté} ASSISTANT_UNASKED_CALL {l’assistant voulait faire quelque chose que votre message ne demandait pas, rien n’a donc été fait} ASSISTANT_TOO_MANY_STEPS {l’assistant a demandé plus d’étapes qu’un message n’en permet} ASSISTANT_MODEL_WITHOUT_TOOLS {le modèle de l’assistant ne sait pas utiliser d’outils, dont cette application a besoin — choisissez dans les Paramètres un modèle qui les prend en charge} ASSISTANT_SERVER_ERROR {le serveur de l’assistant a répondu par une erreur} ASSISTANT_BAD_RESPONSE {l’assistant a envoyé une réponse que cette application n’a pas pu lire} timeout {l’assistant n’a pas répondu à temps} unreachable {je n’ai pas pu joindre l’assistant} tls {le certificat de l’assistant n’a pas pu être vérifié} tooLarge {la réponse de l’assistant dépassait ce que lit cette application} other {l’assistant a rencontré une erreur}}',
  'turn.serverError':
    'le serveur de l’assistant à {host} {reason, select, key_refused {a refusé la clé d’API (HTTP {status}) — vérifiez la clé dans les Paramètres} redirect {a répondu par une redirection (HTTP {status}), qui n’est jamais suivie — vérifiez l’adresse dans les Paramètres} not_found {a répondu « introuvable » (HTTP {status}) — vérifiez l’adresse (elle finit souvent par /v1) et que le modèle {model} est installé} busy {est occupé ou au-delà de sa limite (HTTP {status}) — réessayez dans un instant} other {a répondu par une erreur (HTTP {status})}}',
  'turn.sorry': 'Désolé — {reason}. Rien d’autre n’a été fait.',
} as const satisfies Record<MessageId, string>;
