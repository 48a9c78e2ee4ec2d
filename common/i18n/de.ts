/**
 * Long because: one catalogue, one message per key of en.ts, in en.ts's order, so the two read side by side.
 *
 * The German catalogue: every key of en.ts, in German for the household. Address: "du" — a home
 * app spoken to by the family, as Home Assistant's own German does. Short words where a label
 * must fit a button. Product names and technical tokens stay as in en.ts. Imports only the key type.
 */
import type { MessageId } from './en.js';

export const de = {
  // --- the app -------------------------------------------------------------------------------
  'app.name': 'Sovereign Companion',
  'app.demoBadge': 'Demo',
  'app.demoBadgeTitle': 'Ein ausgedachtes Zuhause: nichts hier ist dein Home Assistant',

  // --- window titles (the windows' own and the Electron shell's) -------------------------------
  'window.chat': 'Sovereign Companion',
  'window.settings': 'Einstellungen – Sovereign Companion',
  'window.popup': 'Anfrage erlauben – Sovereign Companion',
  'window.quick': 'Schnellfrage – Sovereign Companion',

  // --- the Electron shell: tray menu and notifications (no markup: the shell formats plain text) ---------
  'tray.tooltipWaiting': 'Sovereign Companion – {count, plural, one {# Anfrage wartet} other {# Anfragen warten}}',
  'tray.waiting': '{count, plural, one {# Anfrage wartet} other {# Anfragen warten}}',
  'tray.noneWaiting': 'Keine Anfragen warten',
  'tray.quickAsk': 'Schnellfrage…',
  'tray.openChat': 'Chat öffnen',
  'tray.settings': 'Einstellungen…',
  'tray.launchAtLogin': 'Bei der Anmeldung starten',
  'tray.launchAtLoginUnavailable': 'Bei der Anmeldung starten (nur installierte App)',
  'tray.keepInTray': 'Im Infobereich weiterlaufen',
  'tray.openChatAtLogin': 'Chatfenster öffnen, wenn bei der Anmeldung gestartet',
  'tray.quit': 'Sovereign Companion beenden',
  'tray.readHistory': 'Verlauf von {name} lesen ({period, select, hour {letzte Stunde} day {letzter Tag} week {letzte Woche} other {{period}}})',
  'notification.body': '{count, plural, one {Eine Anfrage wartet auf deine Zustimmung.} other {# Anfragen warten auf deine Zustimmung.}}',

  // --- status line -----------------------------------------------------------------------------
  'status.loading': 'Home Assistant wird geprüft…',
  'status.notConfigured': 'Home Assistant ist noch nicht eingerichtet',
  'status.disabled': 'Lesen aus Home Assistant ist aus – schalte es unter Einstellungen → Lesezugriff ein',
  'status.ok': 'Mit Home Assistant verbunden',
  'status.unknown': 'Home Assistant ist eingerichtet – die Verbindung entsteht bei deiner ersten Frage',
  'status.unreachable': 'Home Assistant ist nicht erreichbar',
  'status.authFailed': 'Home Assistant hat den Token abgelehnt',
  'status.tokenUnreadable': 'Der gespeicherte Token lässt sich nicht lesen',
  'status.appUnreachable': 'Sovereign Companion antwortet nicht',
  'status.reconnecting': 'Verbindung zu Sovereign Companion wird wiederhergestellt…',
  'status.unauthorized': 'Diese Seite wurde ohne ihren Zugangslink geöffnet',
  'status.gone':
    'Sovereign Companion wurde neu gestartet oder beendet, und dieser Tab hat seine Verbindung verloren. Öffne die Adresse, die beim Start angezeigt wurde (sie ist jedes Mal neu), und schließe dann diesen Tab.',
  'status.linkSetUp': 'Einrichten',
  'status.linkReadAccess': 'Unter Lesezugriff einschalten',
  'status.linkFix': 'In den Einstellungen beheben',
  'status.linkSettings': 'Einstellungen',

  // --- chat ----------------------------------------------------------------------------------
  'chat.newConversation': 'Neues Gespräch',
  'chat.emptyTitle': 'Was möchtest du wissen?',
  'chat.emptyLead': 'Jedes Lesen und jede Aktion wartet zuerst auf deine Zustimmung.',
  'chat.suggestion.porch': 'Ist das Verandalicht an?',
  'chat.suggestion.see': 'Was kannst du sehen?',
  'chat.suggestion.door': 'Wann wurde die Haustür zuletzt geöffnet?',
  'chat.suggestion.kitchen': 'Schalte die Deckenlampe in der Küche aus',
  'chat.conversationLabel': 'Gespräch',
  'chat.youSaid': 'Du hast gesagt: ',
  'chat.assistantSaid': 'Assistent: ',
  'chat.thinking': 'Denkt nach…',
  'chat.working': 'Wird erledigt…',
  'chat.zoneNote': 'Die Zeiten sind die von Home Assistant ({zone}); dieser Computer ist auf {machine} eingestellt.',
  'chat.cardAnnouncement': 'Wartet auf deine Zustimmung: {title}. Erlaube oder lehne es auf der Karte ab.',
  'chat.conversationGone':
    'Dieses Gespräch ist nicht mehr gespeichert (es wurde gelöscht oder ist älter, als der Verlauf reicht). Sende deine Nachricht noch einmal, um ein neues zu beginnen.',
  'chat.readFailed': 'Das Lesen hat nicht geklappt: {reason}',
  'chat.notAllowed': 'Nicht erlaubt: {reason}',
  'chat.notAllowedNamed': 'Nicht erlaubt ({name}): {reason}',

  'composer.label': 'Nachricht senden',
  'composer.message': 'Nachricht',
  'composer.placeholder': 'Frag etwas über dein Zuhause – „Ist das Verandalicht an?“',
  'composer.send': 'Senden',
  'composer.waiting': 'Oben wartet eine Anfrage auf deine Zustimmung. Eine neue Nachricht bricht sie ab.',
  'composer.counter': '{count, number} von {max, number} Zeichen',
  'composer.counterFull': '{count, number} von {max, number} Zeichen – mehr passt nicht in eine Nachricht',
  'composer.counterOver':
    '{count, number} von {max, number} Zeichen – {over, number} zu viel. Kürze die Nachricht, um sie zu senden; es wurde nichts abgeschnitten.',

  'firstRun.title': 'Sprich mit deinem Zuhause – zu deinen Bedingungen',
  'firstRun.lead':
    'Sovereign Companion beantwortet Fragen zu deinem Home Assistant und kann Lichter und Schalter bedienen – aber nur die, die du auswählst, und erst, wenn du jeder Anfrage zugestimmt hast.',
  'firstRun.connect': '<b>Verbinde</b> deinen Home Assistant über seine Adresse und einen langlebigen Zugriffstoken.',
  'firstRun.choose': '<b>Wähle aus</b>, was du mit dem Assistenten teilst und welche Lichter und Schalter er steuern darf.',
  'firstRun.ask': '<b>Frag.</b> Jedes Lesen und jede Aktion wartet auf deine Zustimmung – auf einer Karte hier im Chat, die zeigt, was passieren würde.',
  'firstRun.setUp': 'Home Assistant einrichten',
  'firstRun.note': 'Dein Token bleibt auf diesem Computer und wird nie wieder angezeigt, auch nicht dem Assistenten.',

  // --- cards ---------------------------------------------------------------------------------
  'card.kindAction': 'Aktion',
  'card.kindRead': 'Lesen',
  'card.needsApproval': ' · braucht deine Zustimmung',
  'card.approve': 'Erlauben',
  'card.deny': 'Ablehnen',
  'card.approving': 'Wird erlaubt…',
  'card.denying': 'Wird abgelehnt…',
  'card.outcome.approved': 'Erlaubt',
  'card.outcome.denied': 'Abgelehnt – nichts wurde gesendet',
  'card.outcome.expired': 'Abgelaufen – nichts wurde gesendet',
  'card.outcome.cancelled': 'Durch deine neue Nachricht abgebrochen – nichts wurde gesendet',
  'card.outcome.gone': 'Nicht mehr gültig – die App wurde neu gestartet; nichts wurde gesendet',
  'card.outcome.refused': 'Verweigert – nichts wurde gesendet',
  'card.expiresIn': 'Läuft ab in <value>{time}</value>',
  'card.expiresInSpoken': 'Läuft ab in {time}',
  'card.expired': 'Abgelaufen',
  'card.turn': '{name} {state, select, on {EINSCHALTEN} off {AUSSCHALTEN} other {auf {state} schalten}}',
  'card.change': '{name} ändern',
  'card.anEntity': 'ein Gerät',
  'card.actionDisclosure': 'Das ändert sofort etwas bei dir zu Hause – ein Licht oder Schalter geht an oder aus, sobald du zustimmst.',
  'card.readAll':
    '{count, plural, =1 {Den aktuellen Zustand des einen Geräts lesen, das du mit dem Assistenten teilst} other {Den aktuellen Zustand der # Geräte lesen, die du mit dem Assistenten teilst}}',
  'card.readAllUnknown': 'Den aktuellen Zustand von allem lesen, was du mit dem Assistenten teilst',
  'card.readHistory':
    'Den Verlauf von {name} für {period, select, hour {die letzte Stunde} day {die letzten 24 Stunden} week {die letzten 7 Tage} other {eine kurze Zeit}} lesen',
  'card.run': '{capability} ausführen',
  'card.runOn': '{capability} für {name} ausführen',
  'card.readLeaves': 'Das verlässt dein Gerät: Sovereign Companion fragt deinen Home Assistant über dein Netzwerk.',
  'card.answerStays': 'Die Antwort bleibt auf diesem Computer.',
  'card.answerRemote': 'Die Antwort geht an das Sprachmodell auf {host}, das nicht auf diesem Computer läuft.',
  'card.place': '{place, number} von {of, number}',
  'card.group':
    '{state, select, on {Einschalten:} off {Ausschalten:} other {Ändern:}} {of, plural, one {# Gerät} other {# Geräte}} – {names}{more, plural, =0 {} one { und # weiteres} other { und # weitere}}. Jedes wartet auf deine Zustimmung; Ablehnen beendet den Rest.',
  'card.denyRest': 'Ablehnen und beenden',
  'card.readAbout': 'Für deine Frage zu {names}{more, plural, =0 {} one { und # weiterem} other { und # weiteren}}',
  'card.question': 'Deine Frage: „{question}“',

  // --- receipts --------------------------------------------------------------------------------
  'receipt.already': '{name} war schon {state, select, on {an} off {aus} other {{state}}}',
  'receipt.alreadyDetail': 'Es musste nichts geändert werden, also wurde nichts gesendet.',
  'receipt.turned': '{name} {state, select, on {eingeschaltet} off {ausgeschaltet} other {auf {state} gestellt}}',
  'receipt.turnedDetail': 'Von Home Assistant bestätigt (vorher {previous, select, on {an} off {aus} other {{previous}}}).',
  'receipt.couldNot': '{name} ließ sich nicht {state, select, on {einschalten} off {ausschalten} other {umschalten}}',
  'receipt.denied': 'Du hast abgelehnt, {name} {state, select, on {einzuschalten} off {auszuschalten} other {umzuschalten}}',
  'receipt.expired': 'Die Anfrage, {name} {state, select, on {einzuschalten} off {auszuschalten} other {umzuschalten}}, ist abgelaufen',
  'receipt.nothingChanged': 'Es wurde nichts geändert.',
  'receipt.theEntity': 'das Gerät',

  // --- outcome codes, in plain words -------------------------------------------------------------
  'code.HOME_ASSISTANT_UNREACHABLE': 'Home Assistant war nicht erreichbar.',
  'code.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant akzeptiert den Zugriffstoken nicht mehr. Erstelle in Home Assistant einen neuen (dein Profil → Sicherheit → Langlebige Zugriffstoken) und speichere ihn in den Einstellungen.',
  'code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED': 'Home Assistant hat die Anfrage angenommen, die Änderung aber nicht bestätigt.',
  'code.HOME_ASSISTANT_ENTITY_NOT_FOUND': 'Dieses Gerät gibt es in Home Assistant nicht mehr.',
  'code.HOME_ASSISTANT_TLS_ERROR': 'Die Verbindung zu Home Assistant ließ sich nicht überprüfen.',
  'code.HOME_ASSISTANT_ERROR': 'Home Assistant hat mit einem Fehler geantwortet.',
  'code.EXECUTION_TIMEOUT': 'Home Assistant hat zu lange für die Antwort gebraucht.',
  'code.ENTITY_NOT_ALLOWLISTED': 'Das teilst du nicht mit dem Assistenten.',
  'code.ENTITY_NOT_CONTROLLABLE': 'Das darf der Assistent nicht steuern.',
  'code.DOMAIN_NOT_CONTROLLABLE': 'Steuern lassen sich immer nur Lichter und Schalter.',
  'code.CAPABILITY_DISABLED': 'Diese Art von Zugriff ist in den Einstellungen ausgeschaltet.',
  'code.CAPABILITY_NOT_CONFIGURED': 'Home Assistant ist noch nicht eingerichtet.',
  'code.CAPABILITY_UNKNOWN': 'Der Assistent wollte etwas, das diese App nicht kann.',
  'code.INVALID_ARGUMENTS': 'Der Assistent hat so gefragt, dass es nicht zu verstehen war.',
  'code.INVOCATION_LIMIT_EXCEEDED': 'Der Assistent wollte auf einmal mehr, als eine Nachricht erlaubt.',
  'code.RESULT_INVALID': 'Die Antwort von Home Assistant hatte nicht die erwartete Form.',
  'code.RESULT_TOO_LARGE': 'Die Antwort von Home Assistant war zu groß, um sie zu verwenden.',
  'code.CONFIRMATION_DENIED': 'Du hast diese Anfrage abgelehnt.',
  'code.CONFIRMATION_EXPIRED': 'Die Anfrage ist abgelaufen, bevor du zugestimmt hast.',
  'code.CONFIRMATION_INVALID': 'Diese Anfrage wurde schon beantwortet oder wartet nicht mehr.',
  'code.AUDIT_UNAVAILABLE': 'Die Zustimmung konnte nicht in der Aktivität festgehalten werden, deshalb wurde nichts gesendet.',
  'code.other': 'Das hat nicht geklappt.',

  // --- a request that failed, by its code (every window; main's English message is never shown) ---
  'error.INVALID_REQUEST': 'Sovereign Companion konnte diese Anfrage nicht lesen. Versuch es noch einmal; passiert es wieder, starte die App neu.',
  'error.INVALID_BASE_URL': 'Das ist keine Home-Assistant-Adresse. Nimm eine wie http://homeassistant.local:8123.',
  'error.INVALID_ENTITY_ID': 'Das ist keine Geräte-ID, wie Home Assistant sie verwendet (etwa light.kitchen).',
  'error.CONTROLLABLE_NOT_ALLOWLISTED': 'Ein Gerät, das der Assistent steuern darf, muss auch mit ihm geteilt sein.',
  'error.DOMAIN_NOT_CONTROLLABLE': 'Nur Lichter und Schalter können überhaupt gesteuert werden.',
  'error.CONFIRMATION_INVALID': 'Diese Anfrage wurde schon beantwortet oder wartet nicht mehr.',
  'error.CONVERSATION_NOT_FOUND': 'Dieses Gespräch gibt es nicht mehr. Beginne ein neues.',
  'error.UNAUTHORIZED': 'Dieses Fenster hat die Verbindung zu Sovereign Companion verloren. Schließe es und öffne es wieder aus der App.',
  'error.FORBIDDEN': 'Dieses Fenster darf das nicht.',
  'error.NOT_FOUND': 'Sovereign Companion kennt diese Anfrage nicht. Stammt dieses Fenster von einer älteren Version? Lade es neu.',
  'error.METHOD_NOT_ALLOWED': 'Sovereign Companion kennt diese Anfrage nicht. Stammt dieses Fenster von einer älteren Version? Lade es neu.',
  'error.PAYLOAD_TOO_LARGE': 'Das ist zu groß zum Senden. Kürze es und versuch es noch einmal.',
  'error.STORAGE_ERROR': 'Sovereign Companion konnte nicht in seinen Datenordner schreiben. Prüfe, ob die Festplatte voll ist, und versuch es noch einmal.',
  'error.KEYCHAIN_UNAVAILABLE':
    'Der Schlüsselbund dieses Computers ist gesperrt oder nicht verfügbar, deshalb wurde das Geheimnis nicht gespeichert. Entsperre ihn und versuch es noch einmal.',
  'error.INTERNAL_ERROR': 'In Sovereign Companion ist etwas schiefgegangen. Versuch es noch einmal; passiert es wieder, starte die App neu.',
  'error.CAPABILITY_NOT_CONFIGURED': 'Home Assistant ist noch nicht eingerichtet. Trage Adresse und Token unter Einstellungen → Verbindung ein.',
  'error.EXECUTION_TIMEOUT': 'Home Assistant hat nicht rechtzeitig geantwortet. Versuch es gleich noch einmal.',
  'error.HOME_ASSISTANT_UNREACHABLE': 'Home Assistant ist nicht erreichbar. Läuft es, und ist dieser Computer im selben Netzwerk?',
  'error.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant akzeptiert das Token nicht mehr. Erstelle in deinem Home-Assistant-Profil ein neues langlebiges Token und füge es unter Einstellungen → Verbindung ein.',
  'error.HOME_ASSISTANT_TLS_ERROR': 'Die Verbindung zu Home Assistant konnte nicht überprüft werden. Prüfe sein Zertifikat unter Einstellungen → Verbindung.',
  'error.HOME_ASSISTANT_ERROR': 'Home Assistant hat mit einem Fehler geantwortet. Versuch es gleich noch einmal.',
  'error.other': 'Das hat nicht geklappt. Versuch es noch einmal; passiert es wieder, starte die App neu.',
  'error.field.access_token': 'Das Token sieht falsch aus: Füge das langlebige Token aus deinem Home-Assistant-Profil ein, als eine Zeile ohne Leerzeichen.',
  'error.field.api_key': 'Der API-Schlüssel sieht falsch aus: Füge ihn noch einmal als eine Zeile ohne Leerzeichen ein.',
  'error.field.model': 'Gib den Namen des Modells ein (zum Beispiel llama3.1:8b), als eine kurze Zeile.',
  'error.field.base_url': 'Gib die Adresse des Assistenten ein (für Ollama: http://127.0.0.1:11434/v1).',
  'error.field.tls': 'Die Zertifikatseinstellungen sind ungültig. Wähle noch einmal, wie dem Zertifikat von Home Assistant vertraut wird.',
  'error.field.area_id': 'Wähle einen deiner Bereiche in Home Assistant.',
  'error.field.accelerator': 'Dieses Tastenkürzel kann die App nicht verwenden: Kombiniere ein bis drei von Strg/Cmd, Alt und Umschalt mit einer Taste.',
  'error.field.engine': 'Wähle eine der angezeigten Engines.',

  // --- Settings → Assistant: why Test failed (a reason and its values from main) ---
  'assistant.testError.bad_address': 'Diese Adresse kann der Assistent nicht verwenden. Gib eine wie http://127.0.0.1:11434/v1 (Ollama) ein.',
  'assistant.testError.no_address': 'Gib zuerst die Adresse des Assistenten ein (für Ollama: http://127.0.0.1:11434/v1).',
  'assistant.testError.key_malformed': 'Der API-Schlüssel sieht falsch aus: Füge ihn noch einmal als eine Zeile ein.',
  'assistant.testError.key_unreadable': 'Der gespeicherte API-Schlüssel kann auf diesem Computer nicht gelesen werden. Füge ihn noch einmal ein und speichere.',
  'assistant.testError.needs_key': 'Der Assistent unter {host} braucht einen API-Schlüssel (HTTP {status}).',
  'assistant.testError.key_refused': 'Der Assistent unter {host} hat den API-Schlüssel abgelehnt (HTTP {status}). Prüfe den Schlüssel.',
  'assistant.testError.redirect':
    'Der Assistent unter {host} hat mit einer Weiterleitung geantwortet (HTTP {status}), der nie gefolgt wird. Prüfe die Adresse.',
  'assistant.testError.not_found':
    'Unter {host} antwortet nichts auf die Modellliste (HTTP 404). Prüfe die Adresse: OpenAI-kompatible Server enden meist auf /v1.',
  'assistant.testError.http_error': 'Der Assistent unter {host} hat mit einem Fehler geantwortet (HTTP {status}).',
  'assistant.testError.not_openai':
    'Der Server unter {host} hat geantwortet, aber nicht mit einer OpenAI-kompatiblen Modellliste. Prüfe die Adresse (sie endet meist auf /v1).',
  'assistant.testError.timeout': 'Der Assistent unter {host} hat nicht innerhalb von {seconds, number} s geantwortet.',
  'assistant.testError.tls': 'Das Zertifikat des Assistenten unter {host} konnte nicht überprüft werden.',
  'assistant.testError.too_large': 'Der Assistent unter {host} hat mit mehr geantwortet, als diese App liest.',
  'assistant.testError.unreachable': 'Der Assistent unter {host} ist nicht erreichbar. Läuft der Server, und stimmt die Adresse?',

  // --- results -------------------------------------------------------------------------------
  'table.none': 'Nichts von dem, was du mit dem Assistenten teilst, wurde in Home Assistant gefunden.',
  'table.caption': 'Aktueller Zustand',
  'table.captionRead': 'Aktueller Zustand, gelesen {when}',
  'table.entity': 'Gerät',
  'table.state': 'Zustand',
  'table.changed': 'Geändert',
  'table.showAll': 'Alle {count, number} anzeigen',
  'state.word':
    '{word, select, on {an} off {aus} open {offen} closed {geschlossen} detected {erkannt} clear {frei} low {schwach} normal {normal} cold {kalt} hot {heiß} connected {verbunden} disconnected {getrennt} lightDetected {Licht erkannt} noLight {kein Licht} unlocked {offen} locked {abgeschlossen} moving {in Bewegung} notMoving {ruhig} pluggedIn {eingesteckt} unplugged {ausgesteckt} powerDetected {Strom erkannt} noPower {kein Strom} running {läuft} notRunning {läuft nicht} updateAvailable {Update verfügbar} upToDate {aktuell} unavailable {nicht erreichbar} unknown {unbekannt} home {zu Hause} away {abwesend} charging {lädt} notCharging {lädt nicht} wet {nass} dry {trocken} problem {Problem} ok {OK} unsafe {unsicher} safe {sicher} other {{word}}}',
  'history.period': '{period, select, hour {letzte Stunde} day {letzte 24 Stunden} week {letzte 7 Tage} other {{period}}}',
  'history.changes': '{count, plural, =0 {keine Änderungen} one {# Änderung} other {# Änderungen}}',
  'history.nothing': 'In dieser Zeit hat sich nichts geändert.',
  'history.showChanges': '{count, plural, one {Die Änderung anzeigen} other {Die # Änderungen anzeigen}}',
  'history.timelineTitle': 'Zeitleiste von {name}: {count, plural, one {# Änderung} other {# Änderungen}}, zuletzt {state} ({at})',
  'history.chartTitle': 'Diagramm von {name}: von {min}{unit} bis {max}{unit}; zuletzt {latest}{unit}',
  'history.notRecorded': 'nicht aufgezeichnet',

  // --- popup ---------------------------------------------------------------------------------
  'popup.title': 'Wartet auf deine Zustimmung',
  'popup.count': '{count, plural, one {# wartet} other {# warten}}',
  'popup.nothing': 'Nichts wartet auf deine Zustimmung.',
  'popup.list': 'Anfragen, die auf deine Zustimmung warten',
  'popup.alreadyAnswered': 'Diese Anfrage wurde schon beantwortet oder wartet nicht mehr. Es passiert nichts weiter.',

  // --- quick ask ---------------------------------------------------------------------------------
  'quick.form': 'Schnellfrage',
  'quick.input': 'Frage',
  'quick.placeholder': 'Frag kurz, z. B. „Verandalicht aus“',
  'quick.hintCard': 'Enter erlaubt · Esc schließt',
  'quick.hint': 'Enter fragt · Esc schließt',
  'quick.place': 'Anfrage {place, number}',
  'quick.done': 'Erledigt – du kannst dieses Fenster schließen.',

  // --- settings: the window ------------------------------------------------------------------
  'settings.title': 'Einstellungen',
  'settings.sections': 'Bereiche der Einstellungen',
  'settings.loading': 'Wird geladen…',
  'settings.assistantUnavailable': 'Die Einstellungen des Assistenten ließen sich nicht laden.',
  'section.connection': 'Verbindung',
  'section.connection.intro': 'Welcher Home Assistant verwendet wird und wie dieser Computer zeigt, dass er hinein darf.',
  'section.read': 'Lesezugriff',
  'section.read.intro': 'Was du mit dem Assistenten teilst. Jedem Lesen stimmst du selbst zu.',
  'section.control': 'Steuerung',
  'section.control.intro': 'Was der Assistent ein- und ausschalten darf. Jeder Aktion stimmst du selbst zu.',
  'section.assistant': 'Assistent',
  'section.assistant.intro': 'Welche Sprache die App spricht und was deine Nachrichten versteht und vorschlägt, was zu tun ist.',
  'section.activity': 'Aktivität',
  'section.activity.intro': 'Alles, worum der Assistent gebeten hat, und was daraus wurde.',
  'section.backup': 'Export & Import',
  'section.backup.intro': 'Bewahre eine Kopie davon auf, was du teilst und erlaubst, oder nimm sie auf einen anderen Computer mit.',
  'notice.malformedTitle': 'Deine Einstellungsdatei für Home Assistant ließ sich nicht lesen.',
  'notice.malformedBody':
    'Bis du hier speicherst, hat der Assistent keinen Zugriff auf Home Assistant – die sichere Voreinstellung. Beim Speichern wird die beschädigte Datei ersetzt.',
  'notice.plaintextTitle': 'Hier gibt es keinen Schlüsselbund des Systems,',
  'notice.plaintextBody': 'darum liegt dein Zugriffstoken in einer Datei, die nur dein Benutzerkonto öffnen kann – sie ist nicht verschlüsselt.',
  'notice.plaintextAdvice':
    'Wer sich mit deinem Konto anmelden oder deine Backups lesen kann, könnte ihn lesen. Nimm einen Token, den du in Home Assistant widerrufen kannst.',

  // --- settings: connection ----------------------------------------------------------------------
  'connection.formTitle': 'Adresse und Token',
  'connection.address': 'Adresse von Home Assistant',
  'connection.addressHelp': 'Die Adresse, unter der du Home Assistant öffnest, zum Beispiel <mono>{example}</mono>.',
  'connection.assumedScheme': 'Wird als <mono>{address}</mono> verwendet.',
  'connection.error.INVALID_BASE_URL':
    'Mit dieser Adresse kann die App nichts anfangen. Gib sie wie {example} ein: Name oder IP-Adresse und Port, ohne etwas danach.',
  'connection.error.CAPABILITY_NOT_CONFIGURED': 'Füge ein langlebiges Zugriffstoken für diese Adresse ein und teste dann erneut.',
  'connection.error.HOME_ASSISTANT_UNREACHABLE': 'Unter {origin} hat nichts geantwortet. Läuft Home Assistant dort, und stimmen Adresse und Port?',
  'connection.error.EXECUTION_TIMEOUT': '{origin} hat nicht rechtzeitig geantwortet. Prüfe die Adresse und ob Home Assistant läuft.',
  'connection.error.tokenRefused':
    'Home Assistant hat dieses Zugriffstoken abgelehnt. Öffne in Home Assistant dein Profil, dann Sicherheit, erstelle ein langlebiges Zugriffstoken, füge es oben in das Token-Feld ein und klicke auf Speichern.',
  'connection.error.computerRefused':
    'Home Assistant hat diesen Computer abgewiesen, meist nach zu vielen fehlgeschlagenen Anmeldungen. Entferne die Adresse dieses Computers aus ip_bans.yaml im Konfigurationsordner von Home Assistant und starte Home Assistant neu.',
  'connection.error.HOME_ASSISTANT_TLS_ERROR':
    'Das Zertifikat von Home Assistant konnte nicht geprüft werden. Prüfe es unten und wähle, wie ihm vertraut wird.',
  'connection.error.HOME_ASSISTANT_ERROR':
    '{origin} hat mit einem Fehler geantwortet. Ist das die Adresse von Home Assistant selbst und nicht eine Seite oder ein Proxy davor?',
  'connection.error.other': 'Der Test konnte nicht abgeschlossen werden.',
  'connection.unencrypted':
    'Diese Adresse nutzt einfaches <b>http</b>: Dein Zugriffstoken und die Daten deines Zuhauses gehen unverschlüsselt durch dein Netzwerk. Nimm eine https-Adresse, wenn dein Home Assistant eine hat.',
  'connection.token': 'Langlebiger Zugriffstoken',
  'connection.tokenRefused': 'Token gespeichert – Home Assistant hat ihn abgelehnt; füge einen neuen ein',
  'connection.tokenSaved': 'Token gespeichert',
  'connection.tokenUnreadable': 'Gespeicherter Token nicht lesbar – füge ihn erneut ein',
  'connection.noToken': 'Kein Token gespeichert',
  'connection.removeToken': 'Token entfernen',
  'connection.tokenPlaceholderReplace': 'Neuen Token einfügen, um den gespeicherten zu ersetzen',
  'connection.tokenPlaceholder': 'Token einfügen',
  'connection.tokenHelp':
    'Erstelle einen in Home Assistant unter deinem Profil → Sicherheit → Langlebige Zugriffstoken. Er wird auf diesem Computer gespeichert und nie wieder angezeigt – nicht hier und nie dem Assistenten.',
  'connection.originChanges':
    'Wenn du eine andere Adresse speicherst, wird der gespeicherte Token entfernt: Ein Token geht immer nur an die Adresse, für die er gespeichert wurde. Füge den Token für die neue Adresse ein.',
  'connection.testing': 'Wird getestet…',
  'connection.test': 'Verbindung testen',
  'connection.save': 'Speichern',
  'connection.testingLabel': 'Verbindung wird getestet',
  'connection.contacting': 'Home Assistant wird kontaktiert…',
  'connection.connected': 'Verbunden mit <b>{name}</b> – Home Assistant {version}, Zeitzone {zone}.',

  // --- settings: assistant -----------------------------------------------------------------------
  'assistant.formTitle': 'Was deine Nachrichten versteht',
  'assistant.engine': 'Verstanden von',
  'assistant.builtin': 'Eingebaut',
  'assistant.builtinHelp':
    'Versteht einfache Sätze über deine Geräte in der Sprache, die du oben wählst. Läuft ganz auf diesem Computer; nichts wird irgendwohin gesendet.',
  'assistant.llm': 'Ein Sprachmodell-Server',
  'assistant.llmHelp':
    'Ollama, llama.cpp, LM Studio, vLLM oder ein beliebiger OpenAI-kompatibler Endpunkt. Er macht immer nur Vorschläge – du stimmst weiterhin jedem Lesen und jeder Aktion zu.',
  'assistant.presets': 'Vorlagen für lokale Server',
  'assistant.endpoint': 'Endpunkt',
  'assistant.model': 'Modell',
  'assistant.apiKey': 'API-Schlüssel (falls der Server einen braucht)',
  'assistant.keySaved': 'Schlüssel gespeichert',
  'assistant.noKey': 'Kein Schlüssel gespeichert',
  'assistant.keyPlaceholderReplace': 'Neuen Schlüssel einfügen, um ihn zu ersetzen',
  'assistant.keyPlaceholder': 'Nur falls nötig',
  'assistant.remote': 'Dieser Endpunkt ist nicht auf diesem Computer. Alles, was der Assistent mit deiner Zustimmung liest, wird an <b>{host}</b> gesendet.',
  'assistant.save': 'Speichern',
  'assistant.testing': 'Wird getestet…',
  'assistant.test': 'Gespeicherten Server testen',
  'assistant.answered':
    '{count, plural, =0 {Der Server hat geantwortet.} one {Der Server hat mit # Modell geantwortet: {models}.} other {Der Server hat mit # Modellen geantwortet: {models}.}}',

  // --- settings: discovery -----------------------------------------------------------------------
  'discovery.title': 'In deinem Netzwerk gefunden',
  'discovery.looking': 'Suche läuft…',
  'discovery.searchAgain': 'Erneut suchen',
  'discovery.lookingStatus': 'Suche nach Home Assistant in deinem Netzwerk',
  'discovery.found': '{count, plural, =0 {Nichts gefunden} one {# gefunden} other {# gefunden}}',
  'discovery.unavailable': 'Die Suche ist hier nicht verfügbar – gib die Adresse von Hand ein.',
  'discovery.lookingLong': 'Suche nach Home Assistant in deinem Netzwerk…',
  'discovery.none': 'Kein Home Assistant automatisch gefunden. Gib seine Adresse unten ein.',
  'discovery.defaultName': 'Home Assistant',
  'discovery.notSetUp': 'Noch nicht eingerichtet',
  'discovery.unverified': 'Ungeprüfte Ankündigung',
  'discovery.version': 'Home Assistant {version}',
  'discovery.finishOnboarding': 'Schließe zuerst die Ersteinrichtung in Home Assistant ab.',
  'discovery.alt.external_url': 'Cloud- oder externe Adresse',
  'discovery.alt.base_url': 'Angekündigte Basisadresse',
  'discovery.altNote': ' – außerhalb deines Heimnetzes; die vorgeschlagene lokale Adresse hält deinen Token zu Hause.',
  'discovery.checking': 'Wird geprüft…',
  'discovery.inUse': 'In Gebrauch',
  'discovery.use': 'Diese nehmen',

  // --- settings: trust for https --------------------------------------------------------------------
  'trust.pinned': 'Festgelegtes Zertifikat (SHA-256 {fingerprint})',
  'trust.unknownFingerprint': 'unbekannt',
  'trust.customCa': 'Das CA-Zertifikat deines Haushalts',
  'trust.system': 'Die vertrauenswürdigen Zertifizierungsstellen dieses Computers',
  'trust.title': 'Vertrauen für https',
  'trust.current': 'Derzeit vertraut: <b>{current}</b>',
  'trust.useCa': 'Das CA-Zertifikat meines Haushalts verwenden',
  'trust.caFile': 'CA-Zertifikatsdatei (.pem, .crt)',
  'trust.caPaste': '…oder füge es ein',
  'trust.trustCa': 'Dieser CA vertrauen',
  'trust.pin': 'Das Zertifikat festlegen, das diese Adresse zeigt (selbst signiert)',
  'trust.pinHelp':
    'Sovereign Companion verbindet sich einmal, um dir das Zertifikat zu zeigen. Dabei wird kein Token gesendet. Vergleiche den Fingerabdruck mit dem, den Home Assistant zeigt, bevor du ihm vertraust.',
  'trust.connecting': 'Verbindet…',
  'trust.show': 'Zertifikat anzeigen',
  'trust.issuedTo': 'Ausgestellt für',
  'trust.issuedBy': 'Ausgestellt von',
  'trust.valid': 'Gültig',
  'trust.validRange': '{from} – {to}',
  'trust.fingerprint': 'SHA-256-Fingerabdruck',
  'trust.pinThis': 'Diesem Zertifikat vertrauen und es festlegen',
  'trust.backToSystem': 'Zurück zu den Zertifizierungsstellen des Systems',

  // --- settings: what the assistant's Test learnt of the server ---------------------------------------
  'server.kind.ollama': 'Ollama',
  'server.kind.llamacpp': 'Server von llama.cpp',
  'server.kind.lmstudio': 'LM Studio',
  'server.kind.vllm': 'vLLM',
  'server.kind.other': 'Ein OpenAI-kompatibler Server',
  'server.noTools.ollama':
    'Keines der installierten Modelle gibt an, Werkzeuge nutzen zu können. Installiere eines, das es kann (zum Beispiel qwen2.5 oder llama3.1), mit „ollama pull“.',
  'server.noTools.llamacpp': 'Starte llama-server mit --jinja und einem Modell, dessen Chat-Vorlage Werkzeuge unterstützt.',
  'server.noTools.lmstudio': 'Lade ein Modell mit eingebauter Werkzeugnutzung (das Hammer-Symbol in LM Studio).',
  'server.noTools.vllm': 'Starte vLLM mit --enable-auto-tool-choice und dem --tool-call-parser für dieses Modell.',
  'server.noTools.other': 'Wähle ein Modell, das Werkzeugaufrufe unterstützt.',
  'server.unknown.ollama': 'Ollama kennt dieses Modell nicht – ist es installiert?',
  'server.unknown.llamacpp': 'llama-server sagt nicht, ob sein Modell Werkzeuge nutzen kann; es braucht --jinja und eine Chat-Vorlage mit Werkzeugen.',
  'server.unknown.lmstudio': 'LM Studio führt dieses Modell nicht auf.',
  'server.unknown.vllm':
    'vLLM sagt nicht, ob Werkzeuge funktionieren: Es muss mit --enable-auto-tool-choice und einem --tool-call-parser für dieses Modell gestartet werden.',
  'server.unknown.other':
    'Dieser Server sagt nicht, ob das Modell Werkzeuge nutzen kann. Wenn Antworten fehlschlagen, wähle ein Modell mit Werkzeugunterstützung.',
  'server.kind': 'Servertyp: {kind}{version, select, none {} other { {version}}}',
  'server.canUseTools': '<b>{model}</b> kann Werkzeuge nutzen.',
  'server.cannotUseTools': '<b>{model}</b> kann keine Werkzeuge nutzen – die braucht diese App, um etwas zu lesen oder zu schalten.',
  'server.toolModels': 'Modelle, die Werkzeuge nutzen können',
  'server.use': '{model} verwenden',
  'server.promptLarge':
    'Mit {count, plural, one {# geteiltem Gerät} other {# geteilten Geräten}} sind die Anweisungen an den Assistenten etwa {kilobytes, number} KB groß. Kleine Modelle kommen damit eventuell nicht zurecht: Teile weniger Geräte oder nimm ein größeres Modell.',

  // --- settings: this computer's room -----------------------------------------------------------------
  'room.title': 'Raum dieses Computers',
  'room.label': 'Dieser Computer steht im Raum',
  'room.notSet': 'Nicht festgelegt – nach dem Raum fragen',
  'room.help': '„Mach hier das Licht aus“ meint dann diesen Raum, wie bei einem Sprachassistenten von Home Assistant.',
  'room.gone': 'Der zuvor gewählte Raum ist nicht mehr in Home Assistant und gilt daher als nicht festgelegt.',
  'room.namesFallback': '{note} – der Assistent erkennt deine Geräte nur an ihren Namen.',
  'room.namesFallbackDefault': 'Die Bereiche und Aliasse von Home Assistant ließen sich nicht lesen',
  'room.save': 'Raum speichern',

  // --- settings: the quick-ask shortcut ---------------------------------------------------------------
  'shortcut.title': 'Schnellfrage von überall',
  'shortcut.lead': 'Ein Tastenkürzel öffnet ein kleines Fenster, um in wenigen Worten zu fragen; jede Karte braucht weiterhin deine Zustimmung.',
  'shortcut.registered': '{shortcut} öffnet die Schnellfrage.',
  'shortcut.off': 'Das Tastenkürzel ist aus. „Schnellfrage…“ im Menü des Infobereichs öffnet sie weiterhin.',
  'shortcut.useInstead': 'Stattdessen {shortcut} verwenden',
  'shortcut.label': 'Tastenkürzel',
  'shortcut.save': 'Tastenkürzel speichern',
  'shortcut.browserHost': 'Das Tastenkürzel wird in der Desktop-App festgelegt: Ein Browser-Tab hört keine Tasten, die in anderen Apps gedrückt werden.',

  // --- settings: language ---------------------------------------------------------------------
  'language.title': 'Sprache',
  'language.label': 'Sprache der App und des Assistenten',
  'language.automatic': 'Automatisch ({name})',
  'language.source':
    '{source, select, home {„Automatisch“ folgt der Sprache, die in Home Assistant eingestellt ist ({tag}).} system {„Automatisch“ folgt der Sprache dieses Computers, weil Home Assistant seine noch nicht genannt hat.} browser {„Automatisch“ folgt der Sprache dieses Browsers, weil Home Assistant seine noch nicht genannt hat.} other {„Automatisch“ heißt hier Englisch: Weder Home Assistant noch dieser Computer nennt eine Sprache, die die App spricht.}}',
  'language.save': 'Sprache speichern',
  'language.unreadable':
    'Die gespeicherte Spracheinstellung ließ sich nicht lesen, darum wird die Sprache automatisch gewählt, bis du erneut wählst.{keptAs, select, none {} other { Die alte Datei wurde als {keptAs} aufbewahrt.}}',
  'history.unreadable':
    'Deine gespeicherten Gespräche ließen sich nicht lesen ({reason, select, unknown_format {sie sind in einem Format, das diese Version nicht führt} other {die Datei ist beschädigt}}), darum beginnt der Verlauf leer.{keptAs, select, none {} other { Die alte Datei wurde als {keptAs} aufbewahrt.}}',

  // --- settings: saving ------------------------------------------------------------------------
  'save.saving': 'Wird gespeichert…',
  'save.saved': 'Gespeichert',
  'save.failed': 'Speichern hat nicht geklappt.',
  'save.seeAbove': 'Nicht gespeichert – siehe Hinweis oben.',
  'saveBar.label': 'Ungespeicherte Änderungen',
  'saveBar.pending': '<b>{count, plural, one {# ungespeicherte Änderung} other {# ungespeicherte Änderungen}}</b>: {list}.',
  'saveBar.saved': 'Listen gespeichert.',
  'saveBar.discard': 'Verwerfen',
  'saveBar.save': 'Speichern',
  'saveBar.list.read': 'Lesen',
  'saveBar.list.control': 'Steuerung',
  'pending.readOn': 'Lesen einschalten',
  'pending.readOff': 'Lesen ausschalten',
  'pending.controlOn': 'Steuerung einschalten',
  'pending.controlOff': 'Steuerung ausschalten',
  'pending.shared': '{count, number} mit dem Assistenten geteilt',
  'pending.unshared': '{count, number} nicht mehr geteilt',
  'pending.allowed': '{count, number} zum Steuern erlaubt',
  'pending.disallowed': '{count, number} nicht mehr zum Steuern erlaubt',
  'switch.on': 'An',
  'switch.off': 'Aus',

  // --- settings: read access and control -----------------------------------------------------------
  'read.switch': 'Den Assistenten Home Assistant lesen lassen',
  'read.switchHelp':
    'Wenn an, darf der Assistent darum bitten, das unten Angehakte zu lesen – und du stimmst jedem Lesen zu. Gespeichert wird mit der Leiste unten.',
  'read.listTitle': 'Mit dem Assistenten geteilt',
  'read.listHelp': 'Nur diese werden dem Assistenten überhaupt genannt. Ihr Zustand wird erst gelesen, wenn du einer Anfrage zustimmst.',
  'read.connectFirst': 'Verbinde dich zuerst mit Home Assistant (Verbindung) und wähle dann hier aus, was du teilst.',
  'read.loadFailed': 'Deine Geräte ließen sich nicht aus Home Assistant laden: {error}',
  'read.loading': 'Deine Geräte werden aus Home Assistant geladen…',
  'read.missingTitle': 'Nicht mehr in Home Assistant',
  'read.missingHelp': 'Du teilst diese, aber Home Assistant hat sie nicht mehr (umbenannt oder entfernt).',
  'read.missingTag': 'Fehlt',
  'read.remove': 'Entfernen',
  'read.tryAgain': 'Erneut versuchen',
  'read.removeLabel': '{id} aus der Liste entfernen',
  'read.purpose': 'Geräte, die du mit dem Assistenten teilst',
  'read.namesFallback': '{note} – der Assistent erkennt diese nur an ihren Namen.',
  'control.switch': 'Den Assistenten Dinge ein- und ausschalten lassen',
  'control.switchHelp':
    'Getrennt vom Lesen. Wenn an, darf der Assistent darum bitten, die unten angehakten Lichter und Schalter ein- oder auszuschalten – du stimmst jedes Mal zu. Gespeichert wird mit der Leiste unten.',
  'control.listTitle': 'Lichter und Schalter, die der Assistent steuern darf',
  'control.why':
    'Steuern lassen sich immer nur <b>Lichter und Schalter</b>: Ein- und Ausschalten lässt sich sofort rückgängig machen. Schlösser, Alarmanlagen, Rollläden und Garagentore, Kameras und Thermostate werden nie angeboten.',
  'control.onlyShared': 'Hier erscheint nur, was du schon mit dem Assistenten teilst. Um etwas hinzuzufügen, hake es zuerst unter Lesezugriff an.',
  'control.notOffered': 'Von dem, was du teilst, nicht angeboten: {list}.',
  'control.none': 'Nichts, was du mit dem Assistenten teilst, ist ein Licht oder ein Schalter.',
  'control.purpose': 'Lichter und Schalter, die der Assistent steuern darf',
  'domain.counted':
    '{domain, select, light {{count, plural, one {# Licht} other {# Lichter}}} switch {{count, plural, one {# Schalter} other {# Schalter}}} sensor {{count, plural, one {# Sensor} other {# Sensoren}}} binary_sensor {{count, plural, one {# Binärsensor} other {# Binärsensoren}}} lock {{count, plural, one {# Schloss} other {# Schlösser}}} cover {{count, plural, one {# Rollladen} other {# Rollläden}}} climate {{count, plural, one {# Thermostat} other {# Thermostate}}} camera {{count, plural, one {# Kamera} other {# Kameras}}} person {{count, plural, one {# Person} other {# Personen}}} media_player {{count, plural, one {# Mediaplayer} other {# Mediaplayer}}} other {{count, number} × {label}}}',

  // --- settings: the picker ----------------------------------------------------------------------
  'picker.search': 'Suchen',
  'picker.searchPlaceholder': 'Name oder Entitäts-ID',
  'picker.domain': 'Art',
  'picker.allDomains': 'Alle Arten ({count, number})',
  'picker.domainOption': '{label} ({count, number})',
  'picker.show': 'Anzeigen',
  'picker.showAll': 'Alles',
  'picker.showSelected': 'Nur ausgewählte',
  'picker.showUnselected': 'Nicht ausgewählte',
  'picker.count': '<b>{shown, number}</b> angezeigt · <b>{selected, number}</b> ausgewählt',
  'picker.selectAll': 'Alle sichtbaren wählen',
  'picker.selectAllCount': 'Alle sichtbaren wählen ({count, number})',
  'picker.clearAll': 'Alle sichtbaren abwählen',
  'picker.sensitiveNote':
    '{count, plural, one {# sensibles Gerät ist} other {# sensible Geräte sind}} sichtbar. „Alle wählen“ lässt sie aus – hake jedes selbst an, wenn du es wirklich willst.',
  'picker.noMatch': 'Keine Treffer.',
  'picker.listLabel': 'Deine Geräte in Home Assistant – wähle die {purpose}',
  'picker.sensitive': 'Sensibel',
  'picker.sensitiveTitle': 'Verrät, ob jemand zu Hause ist, etwas über deine Sicherheit oder ob dein Zuhause offen ist',

  // --- settings: activity -------------------------------------------------------------------------
  'activity.totals': 'Summen',
  'activity.totalsSince': 'Summen seit {date}',
  'activity.refresh': 'Aktualisieren',
  'activity.nothing': 'Bisher wurde nichts angefragt.',
  'activity.totalsLabel': 'Summen je Art der Anfrage',
  'activity.col.kind': 'Anfrage',
  'activity.col.asked': 'Angefragt',
  'activity.col.done': 'Erledigt',
  'activity.col.denied': 'Abgelehnt',
  'activity.col.expired': 'Abgelaufen',
  'activity.col.refused': 'Verweigert',
  'activity.col.failed': 'Fehlgeschlagen',
  'activity.changedSplit': '({changed, number} geändert, {noop, number} schon so)',
  'activity.refusedNote':
    '„Verweigert“ zählt Anfragen, die deine Einstellungen gestoppt haben, bevor eine Karte erschien – zum Beispiel ein Gerät, das du nicht teilst, oder eines, das der Assistent nicht steuern darf. Für sie wurde nichts gelesen oder geändert.',
  'activity.recent': 'Letzte Ereignisse',
  'activity.noEvents': 'Noch keine Ereignisse.',
  'activity.col.time': 'Zeit',
  'activity.col.what': 'Was',
  'activity.col.device': 'Gerät',
  'activity.col.outcome': 'Ergebnis',
  'activity.col.where': 'Wo',
  'activity.settingsChanged': 'Einstellungen geändert',
  'activity.alreadySo': '(schon so)',
  'activity.showCode': 'Code',
  'activity.capability.home_assistant.list_entities': 'Aktuelle Zustände lesen',
  'activity.capability.home_assistant.get_history': 'Verlauf lesen',
  'activity.capability.home_assistant.set_entity_state': 'Ein- oder ausschalten',
  'activity.turn': '{state, select, on {Einschalten} other {Ausschalten}}',
  'activity.outcome':
    '{outcome, select, executed {Erledigt} approved {Erlaubt} rejected {Verweigert} pending {Wartet} denied {Abgelehnt} expired {Abgelaufen} failed {Fehlgeschlagen} other {{outcome}}}',
  'activity.surface': '{surface, select, chat {Chat} tray {Infobereich} popup {Pop-up} quick {Schnellfrage} other {{surface}}}',
  'activity.config.reading': 'Lesen {on, select, true {an} other {aus}}',
  'activity.config.control': 'Steuerung {on, select, true {an} other {aus}}',
  'activity.config.shared': '{count, number} geteilt',
  'activity.config.allowed': '{count, number} zum Steuern erlaubt',
  'activity.config.address': 'Adresse geändert',
  'activity.config.token': 'Token {change, select, set {gespeichert} cleared {entfernt} other {{change}}}',
  'activity.config.trust': 'Vertrauen: {mode}',

  // --- settings: export & import -------------------------------------------------------------------
  'backup.exportTitle': 'Exportieren',
  'backup.exportHelp':
    'Speichert die beiden Listen – was du mit dem Assistenten teilst und was er steuern darf – als JSON-Datei. Deine Adresse und dein Token sind nie dabei.',
  'backup.export': 'Listen exportieren',
  'backup.exported':
    '{read, plural, one {# geteiltes Gerät} other {# geteilte Geräte}} und {control, plural, one {# zum Steuern erlaubtes} other {# zum Steuern erlaubte}} exportiert.',
  'backup.importTitle': 'Importieren',
  'backup.importHelp': 'Füllt die Listen aus einer exportierten Datei. Es ändert sich nichts, bis du prüfst und speicherst.',
  'backup.file': 'Listendatei (.json)',
  'backup.choose': 'Datei auswählen…',
  'backup.tooLarge': 'Diese Datei ist zu groß für einen Listenexport.',
  'backup.notJson': 'Diese Datei ist kein JSON.',
  'backup.notExport': 'Diese Datei ist kein Export geteilter Geräte.',
  'backup.noList': 'Diese Datei enthält keine Liste geteilter Geräte.',
  'backup.imported': '{read, number} zum Lesen und {control, number} zum Steuern aus {file} importiert. Prüfe sie und speichere dann.',
  'backup.leftOut':
    '{count, plural, one {# Eintrag zum Steuern wurde} other {# Einträge zum Steuern wurden}} ausgelassen: Steuern lassen sich nur Lichter und Schalter, die auch auf der Leseliste stehen.',
  'backup.skipped': '{count, plural, one {# Eintrag, der keine Entitäts-ID ist, wurde} other {# Einträge, die keine Entitäts-IDs sind, wurden}} übersprungen.',
  'backup.ignored': 'Nicht beachtet: {fields}.',

  // --- settings: conversation history ------------------------------------------------------------
  'historyPanel.title': 'Gesprächsverlauf',
  'historyPanel.lead':
    'Gespräche werden nur auf diesem Computer aufbewahrt, auch das, was Home Assistant geantwortet hat. {count, plural, =0 {Zurzeit ist keins gespeichert.} one {Zurzeit ist # Gespräch gespeichert.} other {Zurzeit sind # Gespräche gespeichert.}}',
  'historyPanel.keep': 'Gespräche aufbewahren für',
  'historyPanel.days': '{days, plural, one {# Tag} other {# Tage}}',
  'historyPanel.confirm': 'Alle Gespräche auf diesem Computer vergessen?',
  'historyPanel.keepThem': 'Behalten',
  'historyPanel.clear': 'Verlauf löschen',
  'historyPanel.clearAsk': 'Verlauf löschen…',
  'historyPanel.saved': 'Gespeichert.',
  'historyPanel.cleared': 'Verlauf gelöscht.',

  // --- Home Assistant's recognizer and the language chain (docs/architecture.md, "The language chain") ---
  'recognizer.reply.firstNote': '(Ich habe das mit der Spracherkennung von Home Assistant für {language} gelesen und antworte auf Deutsch.)',
  'recognizer.reply.unavailable':
    'Die Spracherkennung von Home Assistant hat gerade nicht geantwortet, deshalb konnte ich das nicht lesen. Es wurde nichts getan. Versuch es gleich noch einmal.',
  'recognizer.reply.noEngine':
    'Entschuldigung, das habe ich nicht verstanden. Ich selbst spreche kein {language}{reason, select, recognizer_language_unsupported {, und der Assistent von Home Assistant auch nicht} recognizer_unavailable {, und die Spracherkennung von Home Assistant ist nicht verfügbar (sie braucht Home Assistant 2023.7 oder neuer mit Assist)} other {, und Home Assistant ist nicht verbunden, daher kann seine Spracherkennung nicht helfen}}. Was helfen würde: Home Assistant verbinden, unter Einstellungen → Sprache eine Sprache wählen, die ich spreche, oder unter Einstellungen → Assistent ein Sprachmodell einrichten.',
  'assistant.chain.title': 'Wer dich versteht',
  'assistant.chain.engine':
    'Nachrichten auf {language} liest {engine, select, builtin {die eingebaute Engine} home_assistant_recognizer {die Spracherkennung von Home Assistant} other {das Sprachmodell}}.',
  'assistant.chain.reason':
    '{reason, select, model_chosen {Du hast oben ein Sprachmodell gewählt: Es antwortet in jeder Sprache.} builtin_speaks {Die eingebaute Engine spricht diese Sprache.} home_assistant_recognizes {Die eingebaute Engine spricht diese Sprache nicht, der Assistent von Home Assistant schon – er liest deine Sätze, handelt aber nie: Jede Abfrage und Aktion bestätigst du weiterhin hier.} recognizer_language_unsupported {Weder die eingebaute Engine noch der Assistent von Home Assistant spricht diese Sprache; die eingebaute Engine liest, was sie kann.} recognizer_unavailable {Die eingebaute Engine spricht diese Sprache nicht und die Spracherkennung von Home Assistant ist nicht verfügbar; die eingebaute Engine liest, was sie kann.} other {Die eingebaute Engine spricht diese Sprache nicht und Home Assistant ist nicht verbunden; die eingebaute Engine liest, was sie kann.}}',
  'assistant.chain.fallback': 'Diese App hat noch keine Übersetzung für {language}, deshalb sind ihre Fenster und Antworten auf {replyLanguage}.',
  // --- the built-in engine's replies (see en.ts): {device_acc}, {device_dat} are the name in the
  // accusative and dative, {device_pronoun}/{device_pronounAcc} its pronoun; lists likewise. ------------
  'reply.canDo':
    'Ich kann Lichter und Schalter ein- oder ausschalten, dir sagen, in welchem Zustand die Geräte sind, die ich sehe, und wann sich etwas zuletzt geändert hat.',
  'reply.onlyLightsAndSwitches': 'Ich kann nur Lichter und Schalter ein- oder ausschalten – das ist eine Grenze dieser App, keine Einstellung.',
  'reply.chat': '{kind, select, thanks {Gern geschehen.} bye {Bis bald.} hello {Hallo! {canDo}} acknowledge {Okay. {canDo}} other {Was soll ich tun? {canDo}}}',
  'reply.seeNothing': 'Ich sehe noch keine Geräte – wähle unter Einstellungen → Lesezugriff aus, welche ich verwenden darf.',
  'reply.see': 'Ich sehe {count, plural, one {ein Gerät} other {# Geräte}}: {devices}{more, plural, =0 {} other { und # weitere}}. {canDo}',
  'reply.controlNone':
    'Keines der Geräte, die ich sehe, ist ein Licht oder ein Schalter – nur die kann ich ein- oder ausschalten. Ob ich die einzelnen Geräte wirklich schalten darf, legst du unter Einstellungen → Steuerung fest, und du bestätigst jede Änderung.',
  'reply.control':
    'Ich kann immer nur Lichter und Schalter ein- oder ausschalten. Von den Geräten, die ich sehe, {devices_count, plural, one {ist das} other {sind das}} {devices}{more, plural, =0 {} other { und # weitere}}. Ob ich die einzelnen Geräte wirklich schalten darf, legst du unter Einstellungen → Steuerung fest, und du bestätigst jede Änderung.',
  'reply.unsupported':
    '{action, select, lock {Ich kann nichts ab- oder aufschließen. {canDo} Daran ändert keine Einstellung etwas.} cover {Ich kann keine Rollläden, Türen, Fenster, Vorhänge oder Ventile öffnen oder schließen. {canDo} Daran ändert keine Einstellung etwas.} brightness {Ich kann Lichter nicht dimmen und ihre Helligkeit nicht ändern. {canDo} Daran ändert keine Einstellung etwas.} colour {Ich kann die Farbe von Lichtern nicht ändern. {canDo} Daran ändert keine Einstellung etwas.} temperature {Ich kann keine Temperaturen oder Thermostate einstellen. {canDo} Daran ändert keine Einstellung etwas.} level {Ich kann nichts lauter, leiser, höher oder niedriger stellen und keine Werte einstellen. {canDo} Daran ändert keine Einstellung etwas.} media {Ich kann keine Mediaplayer steuern. {canDo} Daran ändert keine Einstellung etwas.} schedule {Ich kann nichts für später planen – ich handle nur, wenn du fragst, und zwar sofort. {canDo}} alarm {Ich kann keine Alarmanlagen scharf oder unscharf schalten. {canDo} Daran ändert keine Einstellung etwas.} start {Ich kann keine Geräte, Szenen oder Skripte starten oder stoppen. {canDo} Daran ändert keine Einstellung etwas.} domain {Ich kann nur Lichter und Schalter ein- oder ausschalten. {canDo} Daran ändert keine Einstellung etwas.} other {Entschuldige, das habe ich nicht verstanden. {canDo}}}',
  'reply.nothing':
    '{found, select, kindInArea {Unter den Geräten, die ich sehe, finde ich keine {kinds} im Bereich „{area}“.} kindHere {Unter den Geräten, die ich sehe, finde ich keine {kinds} in diesem Raum.} here {Unter den Geräten, die ich sehe, ist nichts in diesem Raum.} kind {Unter den Geräten, die ich sehe, finde ich keine {kinds}.} other {Ich habe nichts gefunden, das zu deiner Anfrage passt.}}',
  'reply.notSwitchableKind': '{nothing} {onlyLights}',
  'reply.notControllable':
    '{why, select, kind {{onlyLights} Deshalb kann ich {devices_acc}{more, plural, =0 {} other { (und # weitere)}} nicht schalten, dir aber sagen, in welchem Zustand {devices_pronoun} {count, plural, one {ist} other {sind}}.} other {Ich darf {devices_acc}{more, plural, =0 {} other { (und # weitere)}} nicht schalten – Lichter und Schalter kannst du unter Einstellungen → Steuerung freigeben.}}',
  'reply.unknown':
    'Ich sehe nur, was du unter Einstellungen → Lesezugriff mit mir teilst, und dort passt nichts zu deiner Anfrage. {count, plural, =0 {Frag mich „Was kannst du sehen?“, dann nenne ich dir die Namen.} other {Meintest du {devices_acc}?}}',
  'reply.ambiguous': 'Dazu passt mehr als ein Gerät{hidden, plural, =0 {} other { ({count, number} Treffer)}}. Welches meinst du: {devices_acc}?',
  'reply.whichRoom': 'Von hier aus weiß ich nicht, in welchem Raum du bist. Welchen Raum meinst du?',
  'reply.whichDevice': 'Welches Gerät meinst du?',
  'reply.whatToSwitch': 'Was soll ich {state, select, on {einschalten} off {ausschalten} other {{state}}}?',
  'reply.mixedDirections': 'Bitte sag mir Ein- und Ausschalten in getrennten Anfragen.',
  'reply.noAction':
    '{count, plural, =1 {Was soll ich mit {device_dat} tun? Ich kann {device_pronounAcc} ein- oder ausschalten oder dir sagen, in welchem Zustand {device_pronoun} ist.} other {Was soll ich mit diesen Geräten tun? Ich kann sie ein- oder ausschalten oder dir sagen, in welchem Zustand sie sind.}}',
  'reply.proposeSet': 'Ich schalte {device_acc} {state, select, on {ein} off {aus} other {{state}}}.',
  'reply.proposeSetStep': 'Ich schalte nacheinander {state, select, on {ein} off {aus} other {{state}}} ({place, number} von {of, number}): {device_acc}.',
  'reply.readingStates':
    '{count, plural, =1 {Ich lese den aktuellen Zustand des einen Geräts, das du teilst.} other {Ich lese den aktuellen Zustand der # Geräte, die du teilst.}}',
  'reply.readingHistory':
    'Ich lese den Verlauf für {device_acc} ({period, select, hour {letzte Stunde} day {letzte 24 Stunden} week {letzte 7 Tage} other {{period}}}).',
  'reply.ranOutOfSteps': 'Mir sind die Schritte ausgegangen, bevor ich das prüfen konnte – bitte frag noch einmal.',
  'reply.nothingChanged': 'Es wurde nichts verändert.',
  'reply.listMore': '{devices} {conjunction, select, or {oder} other {und}} {more, number} weitere',
  'reply.withId': '{device} ({id})',

  'reply.action.unconfirmed':
    'Home Assistant meldet {device_acc}{known, select, yes { als „{reported}“} other {}}, daher kann ich nicht bestätigen, dass {device} {state, select, on {eingeschaltet} off {ausgeschaltet} other {{state}}} wurde – bitte prüfe das.',
  'reply.action.onlyLightsAndSwitches':
    '{onlyLights} Deshalb habe ich {device_acc} nicht {state, select, on {eingeschaltet} off {ausgeschaltet} other {{state}}}.',
  'reply.action.notAllowed':
    'Ich kann {device_acc} lesen, darf {device_pronounAcc} aber nicht steuern – das kannst du unter Einstellungen → Steuerung erlauben.',
  'reply.action.controlOff':
    'Die Steuerung ist unter Einstellungen → Steuerung ausgeschaltet, daher kann ich nichts schalten – {device} wurde nicht verändert.',
  'reply.action.notAllowlisted':
    '{device} steht nicht auf der Liste der Geräte, die ich verwenden darf, daher habe ich nichts {state, select, on {eingeschaltet} off {ausgeschaltet} other {{state}}} – du kannst {device_pronounAcc} unter Einstellungen → Lesezugriff hinzufügen.',
  'reply.action.notConfigured':
    'Home Assistant ist noch nicht eingerichtet – trage Adresse und Zugriffstoken unter Einstellungen → Verbindung ein. Es wurde nichts verändert.',
  'reply.action.tooMuch': 'Ich wollte zu viel auf einmal tun, daher wurde {device} nicht verändert.',
  'reply.action.denied': 'Gut, ich habe {device_acc} so gelassen, wie es ist.',
  'reply.action.expired': 'Die Anfrage ist abgelaufen, bevor sie bestätigt wurde, daher wurde nichts verändert.',
  'reply.action.approvalInvalid': 'Diese Bestätigung war nicht mehr gültig, daher wurde nichts verändert.',
  'reply.action.timeout':
    'Home Assistant hat nicht rechtzeitig geantwortet, daher weiß ich nicht, ob {device} {state, select, on {eingeschaltet} off {ausgeschaltet} other {{state}}} wurde – bitte prüfe das.',
  'reply.action.unreachable':
    'Ich konnte Home Assistant nicht erreichen, daher konnte ich {device_acc} nicht {state, select, on {einschalten} off {ausschalten} other {{state}}}.',
  'reply.action.authFailed':
    'Home Assistant akzeptiert mein Zugriffstoken nicht mehr, daher konnte ich {device_acc} nicht {state, select, on {einschalten} off {ausschalten} other {{state}}}. Erstelle in Home Assistant ein neues (dein Profil → Sicherheit → Langlebige Zugriffstoken) und speichere es unter Einstellungen → Verbindung.',
  'reply.action.tlsError':
    'Ich konnte das Zertifikat von Home Assistant nicht überprüfen, daher habe ich {device_acc} nicht {state, select, on {eingeschaltet} off {ausgeschaltet} other {{state}}}. Bitte prüfe die Verbindung unter Einstellungen → Verbindung.',
  'reply.action.gone': 'Home Assistant kennt {device_acc} nicht mehr, daher wurde nichts verändert.',
  'reply.action.auditUnavailable':
    'Ich konnte die Bestätigung nicht ins Aktivitätsprotokoll schreiben, daher habe ich {device_acc} nicht {state, select, on {eingeschaltet} off {ausgeschaltet} other {{state}}} – nichts läuft ohne Protokoll. Bitte prüfe den Speicherplatz.',
  'reply.action.notConfirmed':
    'Ich habe Home Assistant gebeten, {device_acc} {state, select, on {einschalten} off {ausschalten} other {{state}}}, aber die Änderung wurde nicht bestätigt – bitte prüfe das.',
  'reply.action.error':
    'Home Assistant hat mit einem Fehler geantwortet, daher konnte ich {device_acc} nicht {state, select, on {einschalten} off {ausschalten} other {{state}}}.',
  'reply.action.badAnswer':
    'Die Antwort von Home Assistant sah nicht richtig aus, daher kann ich nicht bestätigen, ob {device} {state, select, on {eingeschaltet} off {ausgeschaltet} other {{state}}} wurde – bitte prüfe das.',
  'reply.action.badRequest': 'Mit meiner Anfrage stimmte etwas nicht, daher wurde {device} nicht verändert.',
  'reply.action.pending': 'Ich habe um deine Bestätigung gebeten, {device_acc} {state, select, on {einschalten} off {ausschalten} other {{state}}}.',
  'reply.action.refused':
    'Ich durfte {device_acc} nicht {state, select, on {einschalten} off {ausschalten} other {{state}}}{known, select, yes { ({code})} other {}}.',
  'reply.action.failed':
    'Ich konnte {device_acc} nicht {state, select, on {einschalten} off {ausschalten} other {{state}}}{known, select, yes { ({code})} other {}}.',

  'reply.read.readOff':
    'Das Lesen aus Home Assistant ist unter Einstellungen → Lesezugriff ausgeschaltet, daher kann ich {about, select, yes {{device_acc}} other {das}} nicht prüfen.',
  'reply.read.notConfigured': 'Home Assistant ist noch nicht eingerichtet – trage Adresse und Zugriffstoken unter Einstellungen → Verbindung ein.',
  'reply.read.notAllowlisted':
    '{about, select, yes {{device}} other {das}} steht nicht auf der Liste der Geräte, die ich lesen darf – du kannst {about, select, yes {{device_pronounAcc}} other {es}} unter Einstellungen → Lesezugriff hinzufügen.',
  'reply.read.denied': 'Gut, ich habe nichts aus Home Assistant gelesen.',
  'reply.read.expired': 'Die Anfrage ist abgelaufen, bevor sie bestätigt wurde, daher habe ich nichts gelesen.',
  'reply.read.approvalInvalid': 'Diese Bestätigung war nicht mehr gültig, daher habe ich nichts gelesen.',
  'reply.read.unreachable':
    'Ich konnte Home Assistant nicht erreichen, daher kann ich dir gerade nichts über {about, select, yes {{device_acc}} other {das}} sagen.',
  'reply.read.timeout':
    'Home Assistant hat nicht rechtzeitig geantwortet, daher kann ich dir gerade nichts über {about, select, yes {{device_acc}} other {das}} sagen.',
  'reply.read.authFailed':
    'Home Assistant akzeptiert mein Zugriffstoken nicht mehr. Erstelle in Home Assistant ein neues (dein Profil → Sicherheit → Langlebige Zugriffstoken) und speichere es unter Einstellungen → Verbindung.',
  'reply.read.tlsError':
    'Ich konnte das Zertifikat von Home Assistant nicht überprüfen, daher habe ich nichts abgefragt. Bitte prüfe die Verbindung unter Einstellungen → Verbindung.',
  'reply.read.gone': 'Home Assistant kennt {about, select, yes {{device_acc}} other {das}} nicht mehr.',
  'reply.read.auditUnavailable':
    'Ich konnte die Bestätigung nicht ins Aktivitätsprotokoll schreiben, daher habe ich nichts gelesen – nichts läuft ohne Protokoll. Bitte prüfe den Speicherplatz.',
  'reply.read.badAnswer':
    'Home Assistant hat etwas geantwortet, das ich nicht lesen konnte, daher kann ich dir gerade nichts über {about, select, yes {{device_acc}} other {das}} sagen.',
  'reply.read.pending': 'Ich habe um deine Bestätigung gebeten, aus Home Assistant zu lesen.',
  'reply.read.failed': 'Ich konnte {about, select, yes {{device_acc}} other {das}} nicht aus Home Assistant lesen{known, select, yes { ({code})} other {}}.',

  'reply.outcome.turned': 'Ich habe {devices_acc} {state, select, on {eingeschaltet} off {ausgeschaltet} other {{state}}}.',
  'reply.outcome.notAllowed':
    'Ich darf {devices_acc} nicht schalten und habe {devices_pronounAcc} in Ruhe gelassen – das kannst du unter Einstellungen → Steuerung erlauben.',
  'reply.outcome.notSwitchable': '{onlyLights} Deshalb habe ich {devices_acc} in Ruhe gelassen.',
  'reply.outcome.already': '{devices} {devices_count, plural, one {war} other {waren}} schon {state, select, on {an} off {aus} other {{state}}}.',
  'reply.outcome.stopped': 'Ich habe dort aufgehört, also habe ich {devices_acc} auch nicht angefasst.',
  'reply.outcome.left':
    '{devices_and_acc} habe ich noch nicht {state, select, on {eingeschaltet} off {ausgeschaltet} other {{state}}} – sag „weiter“, dann mache ich weiter (eine Änderung pro Bestätigung, drei pro Nachricht).',

  'reply.state':
    '{kind, select, word {{word}} unknown {in einem unbekannten Zustand} place {in „{place}“} mode {auf {mode} eingestellt} off {aus} number {{value}} measure {{value} {unit}} percent {{value} %} other {{raw}}}',
  'reply.mode':
    '{mode, select, heat {Heizen} cool {Kühlen} heat_cool {Heizen und Kühlen} auto {Automatik} dry {Entfeuchten} fan_only {nur Lüfter} off {aus} other {{raw}}}',
  'reply.token':
    '{token, select, opening {am Öffnen} closing {am Schließen} locking {am Abschließen} unlocking {am Aufschließen} jammed {blockiert} playing {am Abspielen} paused {pausiert} idle {im Leerlauf} standby {im Standby} buffering {am Laden} cleaning {am Saugen} docked {in der Ladestation} returning {auf dem Rückweg zur Ladestation} error {gestört} above_horizon {über dem Horizont} below_horizon {unter dem Horizont} armed_away {scharf geschaltet (abwesend)} armed_home {scharf geschaltet (zu Hause)} armed_night {scharf geschaltet (Nacht)} disarmed {unscharf} triggered {ausgelöst} other {{raw}}}',
  'reply.reading': '{device} {device_number, select, one {ist} other {sind}} {state}',
  'reply.readingNow': '{device} {device_number, select, one {ist} other {sind}} gerade {state}',
  'reply.measureMissing':
    '{reading}, aber die Geräteliste, die ich gelesen habe, enthält keinen Wert für die {measure, select, temperature {Temperatur} humidity {Luftfeuchtigkeit} other {{measure}}}',
  'reply.notReported': 'Home Assistant hat {devices_acc} nicht gemeldet.',
  'reply.notReportedMany': 'Home Assistant hat {count, number} davon nicht gemeldet.',
  'reply.answer.notReported': 'Home Assistant hat {devices_acc} nicht gemeldet, daher kann ich es dir nicht sagen.',
  'reply.answer.values': '{lines}{more, plural, =0 {} other { (und # weitere)}}.',
  'reply.answer.unreadable': 'Das kann ich nicht sagen – {reading}.',
  'reply.answer.yesNo': '{yes, select, yes {Ja} other {Nein}}, {reading}.',
  'reply.answer.noneOf': 'Nein, von den {checked, number} geprüften ist keines {asked}.',
  'reply.answer.some': 'Ja: {readings}.',
  'reply.answer.partly': 'Nicht alle: {matching}, aber {others}.',
  'reply.answer.all': 'Ja, alle {checked, number} sind {asked}.',
  'reply.answer.allOne': 'Ja, {reading}.',
  'reply.answer.notAll': 'Nein: {readings}.',
  'reply.answer.nothingNow': 'Nichts, was ich sehe, ist gerade {asked}.',
  'reply.answer.noneNow': 'Von den {checked, number} geprüften ist gerade keines {asked}.',
  'reply.answer.which': '{devices} {devices_number, select, one {ist} other {sind}} {asked}.',
  'reply.answer.countNone': 'Von den {checked, number} geprüften ist keines {asked}.',
  'reply.answer.count': '{count, plural, one {# von {checked, number} ist} other {# von {checked, number} sind}} {asked}: {devices}.',

  'reply.period': '{period, select, hour {in der letzten Stunde} day {in den letzten 24 Stunden} week {in den letzten 7 Tagen} other {{period}}}',
  'reply.when': '{relation, select, today {heute um {clock}} yesterday {gestern um {clock}} this_week {am {weekday} um {clock}} other {am {date} um {clock}}}',
  'reply.history.gone': 'Ich konnte dieses Gerät nicht mehr finden.',
  'reply.history.never':
    '{event, select, changed {{device} hat sich {window} nicht geändert} changedTo {{device} hat sich {window} nicht auf „{to}“ geändert} turned {{device} wurde {window} nicht {state, select, off {ausgeschaltet} on {eingeschaltet} other {eingeschaltet}}} opened {{device} wurde {window} nicht geöffnet} closed {{device} wurde {window} nicht geschlossen} locked {{device} wurde {window} nicht abgeschlossen} unlocked {{device} wurde {window} nicht aufgeschlossen} other {{device} hat sich {window} nicht geändert}}.',
  'reply.history.count':
    '{device} {event, select, changed {hat sich} changedTo {hat sich} other {wurde}} {window} {atLeast, select, yes {{times, plural, one {einmal} other {mindestens #-mal}}} other {{times, plural, one {einmal} other {#-mal}}}} {event, select, changed {geändert} changedTo {auf „{to}“ geändert} turned {{state, select, off {ausgeschaltet} on {eingeschaltet} other {eingeschaltet}}} opened {geöffnet} closed {geschlossen} locked {abgeschlossen} unlocked {aufgeschlossen} other {geändert}}, zuletzt {when}.',
  'reply.history.unchanged': '{device} hat sich {window} nicht geändert.',
  'reply.history.list':
    '{device} hat sich {window} {atLeast, select, yes {{times, plural, one {einmal} other {mindestens #-mal}}} other {{times, plural, one {einmal} other {#-mal}}}} geändert. Zuletzt: {changes}{earlier, plural, =0 {} one { (# frühere Änderung nicht gezeigt)} other { (# frühere Änderungen nicht gezeigt)}}.',
  'reply.history.change': '{state} {when}',
  'reply.history.last':
    '{device} {event, select, changed {hat sich} changedTo {hat sich} other {wurde}} zuletzt {when} {event, select, changed {geändert} changedTo {auf „{to}“ geändert} turned {{state, select, off {ausgeschaltet} on {eingeschaltet} other {eingeschaltet}}} opened {geöffnet} closed {geschlossen} locked {abgeschlossen} unlocked {aufgeschlossen} other {geändert}}{named, select, yes { (ich habe {window} nachgesehen)} other {}}.',

  // --- what the turn loop says, whichever engine runs (main/core/conversation/turn-words.ts) --------------
  'turn.summary':
    '{done, plural, =0 {} one {# Anfrage erledigt} other {# Anfragen erledigt}}{both, select, yes {, } other {}}{refused, plural, =0 {} one {# ging nicht} other {# gingen nicht}}.',
  'turn.couldNotFinish': 'Ich konnte diese Anfrage nicht zu Ende bringen.',
  'turn.noLongerWaiting': 'Diese Anfrage wartet nicht mehr.',
  'turn.expired': 'Die Bestätigung ist abgelaufen, bevor du zugestimmt hast; es wurde nichts gesendet.',
  'turn.supersededEvent': 'Du hast vor der Zustimmung eine neue Nachricht geschickt, daher wurde diese Anfrage abgebrochen; es wurde nichts gesendet.',
  'turn.supersededReply': 'Die frühere Anfrage wurde abgebrochen, weil du eine neue Nachricht geschickt hast; es wurde nichts geändert.',
  'turn.stoppedHere': 'Du hast eine neue Nachricht geschickt, daher habe ich hier aufgehört; sonst wurde nichts getan.',
  'turn.notDone': 'Nicht erledigt: {devices}.',
  'turn.tookTooLong': 'der Assistent hat zu lange für eine Antwort gebraucht',
  'turn.engineError':
    '{code, select, ASSISTANT_ANSWER_UNUSABLE {der Assistent hat in einer Form geantwortet, die diese App nicht verwenden kann} ASSISTANT_REPEATED_CALL {der Assistent hat erneut um denselben Schritt gebeten, statt zu antworten, daher wurde er gestoppt} ASSISTANT_UNASKED_CALL {der Assistent wollte etwas tun, worum deine Nachricht nicht gebeten hat, daher wurde nichts getan} ASSISTANT_TOO_MANY_STEPS {der Assistent wollte mehr Schritte, als eine Nachricht erlaubt} ASSISTANT_MODEL_WITHOUT_TOOLS {das Modell des Assistenten kann keine Werkzeuge verwenden, die diese App braucht – wähle in den Einstellungen ein Modell mit Werkzeugunterstützung} ASSISTANT_SERVER_ERROR {der Server des Assistenten hat mit einem Fehler geantwortet} ASSISTANT_BAD_RESPONSE {der Assistent hat eine Antwort geschickt, die diese App nicht lesen konnte} timeout {der Assistent hat nicht rechtzeitig geantwortet} unreachable {ich konnte den Assistenten nicht erreichen} tls {das Zertifikat des Assistenten konnte nicht überprüft werden} tooLarge {die Antwort des Assistenten war größer, als diese App liest} other {beim Assistenten ist ein Fehler aufgetreten}}',
  'turn.serverError':
    'der Server des Assistenten unter {host} {reason, select, key_refused {hat den API-Schlüssel abgelehnt (HTTP {status}) – prüfe den Schlüssel in den Einstellungen} redirect {hat mit einer Weiterleitung geantwortet (HTTP {status}), der nie gefolgt wird – prüfe die Adresse in den Einstellungen} not_found {hat „nicht gefunden“ geantwortet (HTTP {status}) – prüfe die Adresse (sie endet meist auf /v1) und ob das Modell {model} installiert ist} busy {ist ausgelastet oder über seinem Limit (HTTP {status}) – versuche es gleich noch einmal} other {hat mit einem Fehler geantwortet (HTTP {status})}}',
  'turn.sorry': 'Entschuldige — {reason}. Sonst wurde nichts getan.',
} as const satisfies Record<MessageId, string>;
