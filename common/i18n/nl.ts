/**
 * Long because: one catalogue, one message per key of en.ts, in en.ts's order, so the two read side by side.
 *
 * The Dutch catalogue: every key of en.ts, in Dutch for the household. Address: "je" — informal,
 * as Dutch apps for the home speak. Product names and technical tokens stay as in en.ts.
 * Imports only the key type.
 */
import type { MessageId } from './en.js';

export const nl = {
  // --- the app -------------------------------------------------------------------------------
  'app.name': 'Sovereign Companion',
  'app.demoBadge': 'Demo',
  'app.demoBadgeTitle': 'Een verzonnen huis: niets hier is jouw Home Assistant',

  // --- window titles (the windows' own and the Electron shell's) -------------------------------
  'window.chat': 'Sovereign Companion',
  'window.settings': 'Instellingen — Sovereign Companion',
  'window.popup': 'Een verzoek toestaan — Sovereign Companion',
  'window.quick': 'Snelle vraag — Sovereign Companion',

  // --- the Electron shell: tray menu and notifications (no markup: the shell formats plain text) ---------
  'tray.tooltipWaiting': 'Sovereign Companion — {count, plural, one {# verzoek wacht} other {# verzoeken wachten}}',
  'tray.waiting': '{count, plural, one {# verzoek wacht} other {# verzoeken wachten}}',
  'tray.noneWaiting': 'Er wachten geen verzoeken',
  'tray.quickAsk': 'Snelle vraag…',
  'tray.openChat': 'Chat openen',
  'tray.settings': 'Instellingen…',
  'tray.launchAtLogin': 'Starten bij inloggen',
  'tray.launchAtLoginUnavailable': 'Starten bij inloggen (alleen geïnstalleerde app)',
  'tray.keepInTray': 'Blijven draaien in het systeemvak',
  'tray.openChatAtLogin': 'Het chatvenster openen bij starten na inloggen',
  'tray.quit': 'Sovereign Companion afsluiten',
  'tray.readHistory': 'De geschiedenis van {name} lezen ({period, select, hour {afgelopen uur} day {afgelopen dag} week {afgelopen week} other {{period}}})',
  'notification.body': '{count, plural, one {Er wacht een verzoek op jouw toestemming.} other {Er wachten # verzoeken op jouw toestemming.}}',

  // --- status line -----------------------------------------------------------------------------
  'status.loading': 'Home Assistant wordt gecontroleerd…',
  'status.notConfigured': 'Home Assistant is nog niet ingesteld',
  'status.disabled': 'Lezen uit Home Assistant staat uit — zet het aan bij Instellingen → Leestoegang',
  'status.ok': 'Verbonden met Home Assistant',
  'status.unknown': 'Home Assistant is ingesteld — er wordt contact gemaakt zodra je iets vraagt',
  'status.unreachable': 'Home Assistant is niet bereikbaar',
  'status.authFailed': 'Home Assistant heeft het token geweigerd',
  'status.tokenUnreadable': 'Het opgeslagen token is niet te lezen',
  'status.appUnreachable': 'Sovereign Companion reageert niet',
  'status.reconnecting': 'Opnieuw verbinden met Sovereign Companion…',
  'status.unauthorized': 'Deze pagina is geopend zonder de bijbehorende toegangslink',
  'status.gone':
    'Sovereign Companion is opnieuw gestart of gesloten, en dit tabblad is de verbinding kwijt. Open het adres dat bij het starten werd getoond (dat is elke keer anders) en sluit daarna dit tabblad.',
  'status.linkSetUp': 'Instellen',
  'status.linkReadAccess': 'Aanzetten bij Leestoegang',
  'status.linkFix': 'Oplossen in Instellingen',
  'status.linkSettings': 'Instellingen',

  // --- chat ----------------------------------------------------------------------------------
  'chat.newConversation': 'Nieuw gesprek',
  'chat.emptyTitle': 'Wat wil je weten?',
  'chat.emptyLead': 'Alles wat gelezen of gedaan wordt, wacht eerst op jouw toestemming.',
  'chat.suggestion.porch': 'Is de lamp bij de voordeur aan?',
  'chat.suggestion.see': 'Wat kun je zien?',
  'chat.suggestion.door': 'Wanneer ging de voordeur voor het laatst open?',
  'chat.suggestion.kitchen': 'Zet de plafondlamp in de keuken uit',
  'chat.conversationLabel': 'Gesprek',
  'chat.youSaid': 'Jij zei: ',
  'chat.assistantSaid': 'Assistent: ',
  'chat.thinking': 'Even denken…',
  'chat.working': 'Bezig…',
  'chat.zoneNote': 'De tijden zijn die van Home Assistant ({zone}); deze computer staat op {machine}.',
  'chat.cardAnnouncement': 'Wacht op jouw toestemming: {title}. Sta het toe of weiger het op de kaart.',
  'chat.conversationGone':
    'Dit gesprek wordt niet meer bewaard (het is gewist, of ouder dan de geschiedenis bijhoudt). Stuur je bericht opnieuw om een nieuw gesprek te beginnen.',
  'chat.readFailed': 'Het lezen is mislukt: {reason}',
  'chat.notAllowed': 'Niet toegestaan: {reason}',
  'chat.notAllowedNamed': 'Niet toegestaan ({name}): {reason}',

  'composer.label': 'Een bericht sturen',
  'composer.message': 'Bericht',
  'composer.placeholder': 'Vraag iets over je huis — ‘is de lamp bij de voordeur aan?’',
  'composer.send': 'Sturen',
  'composer.waiting': 'Hierboven wacht een verzoek op jouw toestemming. Een nieuw bericht annuleert het.',
  'composer.counter': '{count, number} van {max, number} tekens',
  'composer.counterFull': '{count, number} van {max, number} tekens — meer past er niet in één bericht',
  'composer.counterOver': '{count, number} van {max, number} tekens — {over, number} te veel. Maak het korter om het te versturen; er is niets afgeknipt.',

  'firstRun.title': 'Praat met je huis, op jouw voorwaarden',
  'firstRun.lead':
    'Sovereign Companion beantwoordt vragen over je Home Assistant en kan lampen en schakelaars bedienen — maar alleen de lampen en schakelaars die jij kiest, en pas nadat je elk verzoek hebt goedgekeurd.',
  'firstRun.connect': '<b>Verbind</b> je Home Assistant met zijn adres en een langlevend toegangstoken.',
  'firstRun.choose': '<b>Kies</b> wat je met de assistent deelt, en welke lampen en schakelaars hij mag bedienen.',
  'firstRun.ask': '<b>Vraag.</b> Alles wat gelezen of gedaan wordt, wacht op jouw toestemming, op een kaart in deze chat die laat zien wat er zou gebeuren.',
  'firstRun.setUp': 'Home Assistant instellen',
  'firstRun.note': 'Je token blijft op deze computer en wordt nooit meer getoond, ook niet aan de assistent.',

  // --- cards ---------------------------------------------------------------------------------
  'card.kindAction': 'Actie',
  'card.kindRead': 'Lezen',
  'card.needsApproval': ' · wacht op jouw toestemming',
  'card.approve': 'Toestaan',
  'card.deny': 'Weigeren',
  'card.approving': 'Wordt toegestaan…',
  'card.denying': 'Wordt geweigerd…',
  'card.outcome.approved': 'Toegestaan',
  'card.outcome.denied': 'Geweigerd — er is niets verstuurd',
  'card.outcome.expired': 'Verlopen — er is niets verstuurd',
  'card.outcome.cancelled': 'Geannuleerd door je nieuwe bericht — er is niets verstuurd',
  'card.outcome.gone': 'Niet meer geldig — de app is opnieuw gestart; er is niets verstuurd',
  'card.outcome.refused': 'Tegengehouden — er is niets verstuurd',
  'card.expiresIn': 'Verloopt over <value>{time}</value>',
  'card.expiresInSpoken': 'Verloopt over {time}',
  'card.expired': 'Verlopen',
  'card.turn': 'Zet {name} {state, select, on {AAN} off {UIT} other {op {state}}}',
  'card.change': '{name} wijzigen',
  'card.anEntity': 'een apparaat',
  'card.actionDisclosure': 'Dit verandert meteen iets in je huis — een lamp of schakelaar gaat aan of uit zodra je toestemming geeft.',
  'card.readAll': 'De huidige stand lezen van {count, plural, =1 {het ene apparaat dat} other {de # apparaten die}} je met de assistent deelt',
  'card.readAllUnknown': 'De huidige stand lezen van wat je met de assistent deelt',
  'card.readHistory':
    'De geschiedenis van {name} lezen over {period, select, hour {het afgelopen uur} day {de afgelopen 24 uur} week {de afgelopen 7 dagen} other {een korte periode}}',
  'card.run': '{capability} uitvoeren',
  'card.runOn': '{capability} uitvoeren op {name}',
  'card.readLeaves': 'Dit verlaat je apparaat: Sovereign Companion vraagt het via je netwerk aan je Home Assistant.',
  'card.answerStays': 'Het antwoord blijft op deze computer.',
  'card.answerRemote': 'Het antwoord gaat naar het taalmodel op {host}, dat niet op deze computer draait.',
  'card.place': '{place, number} van {of, number}',
  'card.group':
    '{state, select, on {Aanzetten:} off {Uitzetten:} other {Wijzigen:}} {of, plural, one {# apparaat} other {# apparaten}} – {names}{more, plural, =0 {} one { en # ander} other { en # andere}}. Elk wacht op je goedkeuring; Weigeren stopt de rest.',
  'card.denyRest': 'Weigeren en stoppen',
  'card.readAbout': 'Voor je vraag over {names}{more, plural, =0 {} one { en # andere} other { en # andere}}',
  'card.question': 'Je vroeg: ‘{question}’',

  // --- receipts --------------------------------------------------------------------------------
  'receipt.already': '{name} stond al {state, select, on {aan} off {uit} other {op {state}}}',
  'receipt.alreadyDetail': 'Er hoefde niets te veranderen, dus er is niets verstuurd.',
  'receipt.turned': '{name} staat nu {state, select, on {aan} off {uit} other {op {state}}}',
  'receipt.turnedDetail': 'Bevestigd door Home Assistant (stond eerst {previous, select, on {aan} off {uit} other {op {previous}}}).',
  'receipt.couldNot': '{name} kon niet {state, select, on {aangezet} off {uitgezet} other {omgezet}} worden',
  'receipt.denied': 'Je hebt geweigerd om {name} {state, select, on {aan te zetten} off {uit te zetten} other {om te zetten}}',
  'receipt.expired': 'Het verzoek om {name} {state, select, on {aan te zetten} off {uit te zetten} other {om te zetten}} is verlopen',
  'receipt.nothingChanged': 'Er is niets veranderd.',
  'receipt.theEntity': 'het apparaat',

  // --- outcome codes, in plain words -------------------------------------------------------------
  'code.HOME_ASSISTANT_UNREACHABLE': 'Home Assistant was niet bereikbaar.',
  'code.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant accepteert het toegangstoken niet meer. Maak een nieuw token in Home Assistant (je profiel → Beveiliging → Langlevende toegangstokens) en sla het op in Instellingen.',
  'code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED': 'Home Assistant heeft het verzoek aangenomen, maar de wijziging niet bevestigd.',
  'code.HOME_ASSISTANT_ENTITY_NOT_FOUND': 'Home Assistant heeft dit apparaat niet meer.',
  'code.HOME_ASSISTANT_TLS_ERROR': 'De verbinding met Home Assistant kon niet worden gecontroleerd.',
  'code.HOME_ASSISTANT_ERROR': 'Home Assistant antwoordde met een fout.',
  'code.EXECUTION_TIMEOUT': 'Home Assistant deed er te lang over om te antwoorden.',
  'code.ENTITY_NOT_ALLOWLISTED': 'Dit deel je niet met de assistent.',
  'code.ENTITY_NOT_CONTROLLABLE': 'Dit mag de assistent niet bedienen.',
  'code.DOMAIN_NOT_CONTROLLABLE': 'Alleen lampen en schakelaars kunnen ooit worden bediend.',
  'code.CAPABILITY_DISABLED': 'Dit soort toegang staat uit in Instellingen.',
  'code.CAPABILITY_NOT_CONFIGURED': 'Home Assistant is nog niet ingesteld.',
  'code.CAPABILITY_UNKNOWN': 'De assistent vroeg om iets wat deze app niet kan.',
  'code.INVALID_ARGUMENTS': 'De assistent vroeg het op een manier die niet te begrijpen was.',
  'code.INVOCATION_LIMIT_EXCEEDED': 'De assistent vroeg in één keer om meer dan één bericht toestaat.',
  'code.RESULT_INVALID': 'Het antwoord van Home Assistant had niet de verwachte vorm.',
  'code.RESULT_TOO_LARGE': 'Het antwoord van Home Assistant was te groot om te gebruiken.',
  'code.CONFIRMATION_DENIED': 'Je hebt dit verzoek geweigerd.',
  'code.CONFIRMATION_EXPIRED': 'Het verzoek is verlopen voordat je toestemming gaf.',
  'code.CONFIRMATION_INVALID': 'Dit verzoek is al beantwoord, of het wacht niet meer.',
  'code.AUDIT_UNAVAILABLE': 'De goedkeuring kon niet in Activiteit worden vastgelegd, dus er is niets verstuurd.',
  'code.other': 'Het is niet gelukt.',

  // --- a request that failed, by its code (every window; main's English message is never shown) ---
  'error.INVALID_REQUEST': 'Sovereign Companion kon dit verzoek niet lezen. Probeer het opnieuw; gebeurt het weer, start de app dan opnieuw.',
  'error.INVALID_BASE_URL': 'Dat is geen Home Assistant-adres. Gebruik er een zoals http://homeassistant.local:8123.',
  'error.INVALID_ENTITY_ID': 'Dat is geen apparaat-id zoals Home Assistant die gebruikt (bijvoorbeeld light.kitchen).',
  'error.CONTROLLABLE_NOT_ALLOWLISTED': 'Een apparaat dat de assistent mag bedienen, moet ook met hem gedeeld zijn.',
  'error.DOMAIN_NOT_CONTROLLABLE': 'Alleen lampen en schakelaars kunnen ooit bediend worden.',
  'error.CONFIRMATION_INVALID': 'Dit verzoek is al beantwoord, of het wacht niet meer.',
  'error.CONVERSATION_NOT_FOUND': 'Dat gesprek is er niet meer. Begin een nieuw gesprek.',
  'error.UNAUTHORIZED': 'Dit venster heeft zijn verbinding met Sovereign Companion verloren. Sluit het en open het opnieuw vanuit de app.',
  'error.FORBIDDEN': 'Dit venster mag dat niet.',
  'error.NOT_FOUND': 'Sovereign Companion kent dit verzoek niet. Komt dit venster van een oudere versie? Laad het opnieuw.',
  'error.METHOD_NOT_ALLOWED': 'Sovereign Companion kent dit verzoek niet. Komt dit venster van een oudere versie? Laad het opnieuw.',
  'error.PAYLOAD_TOO_LARGE': 'Dat is te groot om te versturen. Maak het korter en probeer het opnieuw.',
  'error.STORAGE_ERROR': 'Sovereign Companion kon niet naar zijn gegevensmap schrijven. Controleer of de schijf vol is en probeer het opnieuw.',
  'error.KEYCHAIN_UNAVAILABLE':
    'De sleutelhanger van deze computer is vergrendeld of niet beschikbaar, dus het geheim is niet bewaard. Ontgrendel hem en probeer het opnieuw.',
  'error.INTERNAL_ERROR': 'Er ging iets mis in Sovereign Companion. Probeer het opnieuw; gebeurt het weer, start de app dan opnieuw.',
  'error.CAPABILITY_NOT_CONFIGURED': 'Home Assistant is nog niet ingesteld. Vul het adres en een token in bij Instellingen → Verbinding.',
  'error.EXECUTION_TIMEOUT': 'Home Assistant antwoordde niet op tijd. Probeer het zo opnieuw.',
  'error.HOME_ASSISTANT_UNREACHABLE': 'Home Assistant is niet bereikbaar. Draait het, en zit deze computer op hetzelfde netwerk?',
  'error.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant accepteert het token niet meer. Maak een nieuw langlevend token in je Home Assistant-profiel en plak het bij Instellingen → Verbinding.',
  'error.HOME_ASSISTANT_TLS_ERROR': 'De verbinding met Home Assistant kon niet worden gecontroleerd. Controleer het certificaat bij Instellingen → Verbinding.',
  'error.HOME_ASSISTANT_ERROR': 'Home Assistant antwoordde met een fout. Probeer het zo opnieuw.',
  'error.other': 'Dat lukte niet. Probeer het opnieuw; gebeurt het weer, start de app dan opnieuw.',
  'error.field.access_token': 'Het token lijkt niet te kloppen: plak het langlevende token uit je Home Assistant-profiel, als één regel zonder spaties.',
  'error.field.api_key': 'De API-sleutel lijkt niet te kloppen: plak hem opnieuw als één regel zonder spaties.',
  'error.field.model': 'Vul de naam van het model in (bijvoorbeeld llama3.1:8b), als één korte regel.',
  'error.field.base_url': 'Vul het adres van de assistent in (voor Ollama: http://127.0.0.1:11434/v1).',
  'error.field.tls': 'De certificaatinstellingen zijn ongeldig. Kies opnieuw hoe het certificaat van Home Assistant vertrouwd wordt.',
  'error.field.area_id': 'Kies een van je ruimtes in Home Assistant.',
  'error.field.accelerator': 'Deze sneltoets kan de app niet gebruiken: combineer één tot drie van Ctrl/Cmd, Alt en Shift met een toets.',
  'error.field.engine': 'Kies een van de getoonde engines.',

  // --- Settings → Assistant: why Test failed (a reason and its values from main) ---
  'assistant.testError.bad_address': 'Dat adres kan de assistent niet gebruiken. Vul er een in zoals http://127.0.0.1:11434/v1 (Ollama).',
  'assistant.testError.no_address': 'Vul eerst het adres van de assistent in (voor Ollama: http://127.0.0.1:11434/v1).',
  'assistant.testError.key_malformed': 'De API-sleutel lijkt niet te kloppen: plak hem opnieuw als één regel.',
  'assistant.testError.key_unreadable': 'De bewaarde API-sleutel kan op deze computer niet gelezen worden. Plak hem opnieuw en bewaar.',
  'assistant.testError.needs_key': 'De assistent op {host} heeft een API-sleutel nodig (HTTP {status}).',
  'assistant.testError.key_refused': 'De assistent op {host} weigerde de API-sleutel (HTTP {status}). Controleer de sleutel.',
  'assistant.testError.redirect': 'De assistent op {host} antwoordde met een doorverwijzing (HTTP {status}), die nooit gevolgd wordt. Controleer het adres.',
  'assistant.testError.not_found':
    'Op {host} antwoordt niets op de modellenlijst (HTTP 404). Controleer het adres: OpenAI-compatibele servers eindigen meestal op /v1.',
  'assistant.testError.http_error': 'De assistent op {host} antwoordde met een fout (HTTP {status}).',
  'assistant.testError.not_openai':
    'De server op {host} antwoordde, maar niet met een OpenAI-compatibele modellenlijst. Controleer het adres (het eindigt meestal op /v1).',
  'assistant.testError.timeout': 'De assistent op {host} antwoordde niet binnen {seconds, number} s.',
  'assistant.testError.tls': 'Het certificaat van de assistent op {host} kon niet worden gecontroleerd.',
  'assistant.testError.too_large': 'De assistent op {host} antwoordde met meer dan deze app leest.',
  'assistant.testError.unreachable': 'De assistent op {host} is niet bereikbaar. Draait de server, en klopt het adres?',

  // --- results -------------------------------------------------------------------------------
  'table.none': 'Niets van wat je met de assistent deelt, is in Home Assistant gevonden.',
  'table.caption': 'Huidige stand',
  'table.captionRead': 'Huidige stand, gelezen {when}',
  'table.entity': 'Apparaat',
  'table.state': 'Stand',
  'table.changed': 'Gewijzigd',
  'table.showAll': 'Alle {count, number} tonen',
  'state.word':
    '{word, select, on {aan} off {uit} open {open} closed {dicht} detected {gedetecteerd} clear {vrij} low {laag} normal {normaal} cold {koud} hot {heet} connected {verbonden} disconnected {niet verbonden} lightDetected {licht gedetecteerd} noLight {geen licht} unlocked {ontgrendeld} locked {vergrendeld} moving {beweegt} notMoving {beweegt niet} pluggedIn {ingeplugd} unplugged {uitgeplugd} powerDetected {stroom gedetecteerd} noPower {geen stroom} running {actief} notRunning {niet actief} updateAvailable {update beschikbaar} upToDate {bijgewerkt} unavailable {niet beschikbaar} unknown {onbekend} home {thuis} away {afwezig} charging {laadt op} notCharging {laadt niet op} wet {nat} dry {droog} problem {probleem} ok {OK} unsafe {onveilig} safe {veilig} other {{word}}}',
  'history.period': '{period, select, hour {afgelopen uur} day {afgelopen 24 uur} week {afgelopen 7 dagen} other {{period}}}',
  'history.changes': '{count, plural, =0 {geen wijzigingen} one {# wijziging} other {# wijzigingen}}',
  'history.nothing': 'Er is in deze periode niets veranderd.',
  'history.showChanges': '{count, plural, one {De wijziging tonen} other {De # wijzigingen tonen}}',
  'history.timelineTitle': 'Tijdlijn van {name}: {count, plural, one {# wijziging} other {# wijzigingen}}, als laatste naar {state} om {at}',
  'history.chartTitle': 'Grafiek van {name}: van {min}{unit} tot {max}{unit}; laatst {latest}{unit}',
  'history.notRecorded': 'niet vastgelegd',

  // --- popup ---------------------------------------------------------------------------------
  'popup.title': 'Wacht op jouw toestemming',
  'popup.count': '{count, plural, one {# wacht} other {# wachten}}',
  'popup.nothing': 'Er wacht niets op jouw toestemming.',
  'popup.list': 'Verzoeken die op toestemming wachten',
  'popup.alreadyAnswered': 'Dit verzoek is al beantwoord, of het wacht niet meer. Er gebeurt verder niets.',

  // --- quick ask ---------------------------------------------------------------------------------
  'quick.form': 'Snelle vraag',
  'quick.input': 'Vraag',
  'quick.placeholder': 'Vraag iets, bijv. ‘lamp voordeur uit’',
  'quick.hintCard': 'Enter staat toe · Esc sluit',
  'quick.hint': 'Enter vraagt · Esc sluit',
  'quick.place': 'Verzoek {place, number}',
  'quick.done': 'Klaar — je kunt dit venster sluiten.',

  // --- settings: the window ------------------------------------------------------------------
  'settings.title': 'Instellingen',
  'settings.sections': 'Onderdelen van de instellingen',
  'settings.loading': 'Laden…',
  'settings.assistantUnavailable': 'De instellingen van de assistent konden niet worden geladen.',
  'section.connection': 'Verbinding',
  'section.connection.intro': 'Welke Home Assistant je gebruikt, en hoe deze computer laat zien dat hij erin mag.',
  'section.read': 'Leestoegang',
  'section.read.intro': 'Wat je met de assistent deelt. Elk leesverzoek keur je zelf goed.',
  'section.control': 'Bediening',
  'section.control.intro': 'Wat de assistent aan en uit mag zetten. Elke actie keur je zelf goed.',
  'section.assistant': 'Assistent',
  'section.assistant.intro': 'Welke taal de app spreekt, en wat je berichten begrijpt en voorstelt wat er moet gebeuren.',
  'section.activity': 'Activiteit',
  'section.activity.intro': 'Alles waar de assistent om vroeg, en wat er gebeurde.',
  'section.backup': 'Exporteren en importeren',
  'section.backup.intro': 'Bewaar een kopie van wat je deelt en toestaat, of neem het mee naar een andere computer.',
  'notice.malformedTitle': 'Je instellingenbestand voor Home Assistant kon niet worden gelezen.',
  'notice.malformedBody':
    'Tot je hier opslaat, heeft de assistent geen toegang tot Home Assistant — de veilige standaard. Opslaan vervangt het beschadigde bestand.',
  'notice.plaintextTitle': 'Hier is geen sleutelhanger van het systeem beschikbaar,',
  'notice.plaintextBody': 'dus je toegangstoken staat in een bestand dat alleen jouw gebruikersaccount kan openen — het is niet versleuteld.',
  'notice.plaintextAdvice':
    'Iedereen die met jouw account kan inloggen, of je back-ups kan lezen, kan het lezen. Gebruik een token dat je in Home Assistant kunt intrekken.',

  // --- settings: connection ----------------------------------------------------------------------
  'connection.formTitle': 'Adres en token',
  'connection.address': 'Adres van Home Assistant',
  'connection.addressHelp': 'Het adres waarop je Home Assistant opent, bijvoorbeeld <mono>{example}</mono>.',
  'connection.assumedScheme': 'Wordt gebruikt als <mono>{address}</mono>.',
  'connection.error.INVALID_BASE_URL': 'Met dit adres kan de app niets. Typ het zoals {example}: de naam of het IP-adres en de poort, zonder iets erachter.',
  'connection.error.CAPABILITY_NOT_CONFIGURED': 'Plak een langlevend toegangstoken voor dit adres en test opnieuw.',
  'connection.error.HOME_ASSISTANT_UNREACHABLE': 'Er antwoordde niets op {origin}. Draait Home Assistant daar, en kloppen het adres en de poort?',
  'connection.error.EXECUTION_TIMEOUT': '{origin} antwoordde niet op tijd. Controleer het adres en of Home Assistant draait.',
  'connection.error.tokenRefused':
    'Home Assistant weigerde dit toegangstoken. Open in Home Assistant je profiel en dan Beveiliging, maak een langlevend toegangstoken, plak het hierboven in het tokenveld en klik op Opslaan.',
  'connection.error.computerRefused':
    'Home Assistant weigerde deze computer, meestal na te veel mislukte aanmeldingen. Haal het adres van deze computer uit ip_bans.yaml in de configuratiemap van Home Assistant en herstart Home Assistant.',
  'connection.error.HOME_ASSISTANT_TLS_ERROR':
    'Het certificaat van Home Assistant kon niet worden gecontroleerd. Controleer het hieronder en kies hoe je het vertrouwt.',
  'connection.error.HOME_ASSISTANT_ERROR':
    '{origin} antwoordde met een fout. Is dit het adres van Home Assistant zelf, en niet een pagina of een proxy ervoor?',
  'connection.error.other': 'De test kon niet worden afgerond.',
  'connection.unencrypted':
    'Dit adres gebruikt gewoon <b>http</b>: je toegangstoken en de gegevens van je huis gaan onversleuteld over je netwerk. Gebruik een https-adres als je Home Assistant er een heeft.',
  'connection.token': 'Langlevend toegangstoken',
  'connection.tokenRefused': 'Token opgeslagen — Home Assistant weigerde het; plak een nieuw token',
  'connection.tokenSaved': 'Token opgeslagen',
  'connection.tokenUnreadable': 'Opgeslagen token is niet te lezen — plak het opnieuw',
  'connection.noToken': 'Geen token opgeslagen',
  'connection.removeToken': 'Token verwijderen',
  'connection.tokenPlaceholderReplace': 'Plak een nieuw token om het opgeslagen token te vervangen',
  'connection.tokenPlaceholder': 'Plak het token',
  'connection.tokenHelp':
    'Maak er een aan in Home Assistant onder je profiel → Beveiliging → Langlevende toegangstokens. Het wordt op deze computer bewaard en nooit meer getoond — niet hier, en nooit aan de assistent.',
  'connection.originChanges':
    'Als je een ander adres opslaat, wordt het opgeslagen token verwijderd: een token gaat alleen naar het adres waarvoor het is opgeslagen. Plak het token voor het nieuwe adres.',
  'connection.testing': 'Testen…',
  'connection.test': 'Verbinding testen',
  'connection.save': 'Opslaan',
  'connection.testingLabel': 'De verbinding wordt getest',
  'connection.contacting': 'Contact maken met Home Assistant…',
  'connection.connected': 'Verbonden met <b>{name}</b> — Home Assistant {version}, tijdzone {zone}.',

  // --- settings: assistant -----------------------------------------------------------------------
  'assistant.formTitle': 'Wat je berichten begrijpt',
  'assistant.engine': 'Begrepen door',
  'assistant.builtin': 'Ingebouwd',
  'assistant.builtinHelp':
    'Begrijpt eenvoudige zinnen over je apparaten in de taal die je hierboven kiest. Draait helemaal op deze computer; er wordt niets verstuurd.',
  'assistant.llm': 'Een server met een taalmodel',
  'assistant.llmHelp':
    'Ollama, llama.cpp, LM Studio, vLLM of elk OpenAI-compatibel eindpunt. Het doet alleen voorstellen — jij keurt nog steeds elk leesverzoek en elke actie goed.',
  'assistant.presets': 'Voorinstellingen voor lokale servers',
  'assistant.endpoint': 'Eindpunt',
  'assistant.model': 'Taalmodel',
  'assistant.apiKey': 'API-sleutel (als de server er een nodig heeft)',
  'assistant.keySaved': 'Sleutel opgeslagen',
  'assistant.noKey': 'Geen sleutel opgeslagen',
  'assistant.keyPlaceholderReplace': 'Plak een nieuwe sleutel om hem te vervangen',
  'assistant.keyPlaceholder': 'Niet verplicht',
  'assistant.remote': 'Dit eindpunt staat niet op deze computer. Alles wat de assistent met jouw toestemming leest, wordt naar <b>{host}</b> gestuurd.',
  'assistant.save': 'Opslaan',
  'assistant.testing': 'Testen…',
  'assistant.test': 'De opgeslagen server testen',
  'assistant.answered':
    '{count, plural, =0 {De server antwoordde.} one {De server antwoordde met # model: {models}.} other {De server antwoordde met # modellen: {models}.}}',

  // --- settings: discovery -----------------------------------------------------------------------
  'discovery.title': 'Gevonden op je netwerk',
  'discovery.looking': 'Zoeken…',
  'discovery.searchAgain': 'Opnieuw zoeken',
  'discovery.lookingStatus': 'Zoeken naar Home Assistant op je netwerk',
  'discovery.found': '{count, plural, =0 {Niets gevonden} one {# gevonden} other {# gevonden}}',
  'discovery.unavailable': 'Zoeken is hier niet beschikbaar — vul het adres zelf in.',
  'discovery.lookingLong': 'Zoeken naar Home Assistant op je netwerk…',
  'discovery.none': 'Geen Home Assistant automatisch gevonden. Vul hieronder het adres in.',
  'discovery.defaultName': 'Home Assistant',
  'discovery.notSetUp': 'Nog niet ingesteld',
  'discovery.unverified': 'Niet-gecontroleerde aankondiging',
  'discovery.version': 'Home Assistant {version}',
  'discovery.finishOnboarding': 'Rond eerst de eerste installatie in Home Assistant af.',
  'discovery.alt.external_url': 'Cloud- of extern adres',
  'discovery.alt.base_url': 'Aangekondigd basisadres',
  'discovery.altNote': ' — buiten je thuisnetwerk; met het voorgestelde lokale adres blijft je token thuis.',
  'discovery.checking': 'Controleren…',
  'discovery.inUse': 'In gebruik',
  'discovery.use': 'Dit gebruiken',

  // --- settings: trust for https --------------------------------------------------------------------
  'trust.pinned': 'Vastgezet certificaat (SHA-256 {fingerprint})',
  'trust.unknownFingerprint': 'onbekend',
  'trust.customCa': 'Het CA-certificaat van je huishouden',
  'trust.system': 'De vertrouwde certificaatautoriteiten van deze computer',
  'trust.title': 'Vertrouwen voor https',
  'trust.current': 'Nu vertrouwd: <b>{current}</b>',
  'trust.useCa': 'Het CA-certificaat van mijn huishouden gebruiken',
  'trust.caFile': 'CA-certificaatbestand (.pem, .crt)',
  'trust.caPaste': '…of plak het',
  'trust.trustCa': 'Deze CA vertrouwen',
  'trust.pin': 'Het certificaat van dit adres vastzetten (zelfondertekend)',
  'trust.pinHelp':
    'Sovereign Companion maakt één keer verbinding om je het certificaat te laten zien. Er wordt geen token verstuurd. Vergelijk de vingerafdruk met die in Home Assistant voordat je het vertrouwt.',
  'trust.connecting': 'Verbinden…',
  'trust.show': 'Het certificaat tonen',
  'trust.issuedTo': 'Uitgegeven aan',
  'trust.issuedBy': 'Uitgegeven door',
  'trust.valid': 'Geldig',
  'trust.validRange': '{from} – {to}',
  'trust.fingerprint': 'SHA-256-vingerafdruk',
  'trust.pinThis': 'Dit certificaat vertrouwen en vastzetten',
  'trust.backToSystem': 'Terug naar de certificaatautoriteiten van het systeem',

  // --- settings: what the assistant's Test learnt of the server ---------------------------------------
  'server.kind.ollama': 'Ollama',
  'server.kind.llamacpp': 'De server van llama.cpp',
  'server.kind.lmstudio': 'LM Studio',
  'server.kind.vllm': 'vLLM',
  'server.kind.other': 'Een OpenAI-compatibele server',
  'server.noTools.ollama':
    'Geen van de geïnstalleerde modellen zegt dat het tools kan gebruiken. Installeer er een dat het wel kan (bijvoorbeeld qwen2.5 of llama3.1) met "ollama pull".',
  'server.noTools.llamacpp': 'Start llama-server met --jinja en een model waarvan de chattemplate tools ondersteunt.',
  'server.noTools.lmstudio': 'Laad een model met ingebouwd toolgebruik (het hamertje in LM Studio).',
  'server.noTools.vllm': 'Start vLLM met --enable-auto-tool-choice en de --tool-call-parser voor dit model.',
  'server.noTools.other': 'Kies een model dat tool-aanroepen ondersteunt.',
  'server.unknown.ollama': 'Ollama kent dit model niet — is het geïnstalleerd?',
  'server.unknown.llamacpp': 'llama-server zegt niet of zijn model tools kan gebruiken; het heeft --jinja en een chattemplate met tools nodig.',
  'server.unknown.lmstudio': 'LM Studio kent dit model niet.',
  'server.unknown.vllm': 'vLLM zegt niet of tools werken: het moet gestart zijn met --enable-auto-tool-choice en een --tool-call-parser voor dit model.',
  'server.unknown.other': 'Deze server zegt niet of het model tools kan gebruiken. Als antwoorden mislukken, kies dan een model met toolondersteuning.',
  'server.kind': 'Soort server: {kind}{version, select, none {} other { {version}}}',
  'server.canUseTools': '<b>{model}</b> kan tools gebruiken.',
  'server.cannotUseTools': '<b>{model}</b> kan geen tools gebruiken, en die heeft deze app nodig om iets te lezen of te schakelen.',
  'server.toolModels': 'Modellen die tools kunnen gebruiken',
  'server.use': '{model} gebruiken',
  'server.promptLarge':
    'Met {count, plural, one {# gedeeld apparaat} other {# gedeelde apparaten}} zijn de instructies voor de assistent ongeveer {kilobytes, number} KB. Kleine modellen kunnen daar moeite mee hebben: deel minder apparaten, of gebruik een groter model.',

  // --- settings: this computer's room -----------------------------------------------------------------
  'room.title': 'De ruimte van deze computer',
  'room.label': 'Deze computer staat in',
  'room.notSet': 'Niet ingesteld — vraag welke ruimte',
  'room.help': '‘Doe hier de lampen uit’ betekent dan deze ruimte, net als bij een spraakassistent van Home Assistant.',
  'room.gone': 'De eerder gekozen ruimte staat niet meer in Home Assistant, dus die telt als niet ingesteld.',
  'room.namesFallback': '{note} — de assistent herkent je apparaten alleen aan hun naam.',
  'room.namesFallbackDefault': 'De ruimtes en aliassen van Home Assistant konden niet worden gelezen',
  'room.save': 'Ruimte opslaan',

  // --- settings: the quick-ask shortcut ---------------------------------------------------------------
  'shortcut.title': 'Overal snel iets vragen',
  'shortcut.lead': 'Een sneltoets opent een klein venster om iets in een paar woorden te vragen; elke kaart heeft nog steeds jouw toestemming nodig.',
  'shortcut.registered': '{shortcut} opent de snelle vraag.',
  'shortcut.off': 'De sneltoets staat uit. ‘Snelle vraag…’ in het menu van het systeemvak opent hem nog steeds.',
  'shortcut.useInstead': 'In plaats daarvan {shortcut} gebruiken',
  'shortcut.label': 'Sneltoets',
  'shortcut.save': 'Sneltoets opslaan',
  'shortcut.browserHost': 'De sneltoets stel je in de desktop-app in: een browsertabblad hoort geen toetsen die in andere apps worden ingedrukt.',

  // --- settings: language ---------------------------------------------------------------------
  'language.title': 'Taal',
  'language.label': 'Taal van de app en de assistent',
  'language.automatic': 'Automatisch ({name})',
  'language.source':
    '{source, select, home {‘Automatisch’ volgt de taal die in Home Assistant is ingesteld ({tag}).} system {‘Automatisch’ volgt de taal van deze computer, omdat Home Assistant die van zichzelf nog niet heeft doorgegeven.} browser {‘Automatisch’ volgt de taal van deze browser, omdat Home Assistant die van zichzelf nog niet heeft doorgegeven.} other {‘Automatisch’ betekent hier Engels: Home Assistant noch deze computer noemt een taal die de app spreekt.}}',
  'language.save': 'Taal opslaan',
  'language.unreadable':
    'De opgeslagen taalinstelling kon niet worden gelezen, dus de taal wordt automatisch gekozen tot je opnieuw kiest.{keptAs, select, none {} other { Het oude bestand is bewaard als {keptAs}.}}',
  'history.unreadable':
    'Je opgeslagen gesprekken konden niet worden gelezen ({reason, select, unknown_format {ze staan in een formaat dat deze versie niet bijhoudt} other {het bestand is beschadigd}}), dus de geschiedenis begint leeg.{keptAs, select, none {} other { Het oude bestand is bewaard als {keptAs}.}}',

  // --- settings: saving ------------------------------------------------------------------------
  'save.saving': 'Opslaan…',
  'save.saved': 'Opgeslagen',
  'save.failed': 'Opslaan is niet gelukt.',
  'save.seeAbove': 'Niet opgeslagen — zie de melding hierboven.',
  'saveBar.label': 'Niet-opgeslagen wijzigingen',
  'saveBar.pending': '<b>{count, plural, one {# niet-opgeslagen wijziging} other {# niet-opgeslagen wijzigingen}}</b>: {list}.',
  'saveBar.saved': 'Lijsten opgeslagen.',
  'saveBar.discard': 'Verwerpen',
  'saveBar.save': 'Opslaan',
  'saveBar.list.read': 'lezen',
  'saveBar.list.control': 'bediening',
  'pending.readOn': 'Lezen aanzetten',
  'pending.readOff': 'Lezen uitzetten',
  'pending.controlOn': 'Bediening aanzetten',
  'pending.controlOff': 'Bediening uitzetten',
  'pending.shared': '{count, number} gedeeld met de assistent',
  'pending.unshared': '{count, number} niet meer gedeeld',
  'pending.allowed': '{count, number} toegestaan voor bediening',
  'pending.disallowed': '{count, number} niet meer toegestaan voor bediening',
  'switch.on': 'Aan',
  'switch.off': 'Uit',

  // --- settings: read access and control -----------------------------------------------------------
  'read.switch': 'De assistent Home Assistant laten lezen',
  'read.switchHelp':
    'Als dit aan staat, mag de assistent vragen om te lezen wat hieronder is aangevinkt — en je keurt elk leesverzoek zelf goed. Wordt opgeslagen met de opslaanbalk.',
  'read.listTitle': 'Gedeeld met de assistent',
  'read.listHelp': 'Alleen deze worden aan de assistent genoemd. Hun stand wordt pas gelezen als je een verzoek goedkeurt.',
  'read.connectFirst': 'Maak eerst verbinding met Home Assistant (Verbinding) en kies daarna hier wat je deelt.',
  'read.loadFailed': 'Je apparaten konden niet uit Home Assistant worden geladen: {error}',
  'read.loading': 'Je apparaten worden uit Home Assistant geladen…',
  'read.missingTitle': 'Niet meer in Home Assistant',
  'read.missingHelp': 'Je deelt deze, maar Home Assistant heeft ze niet meer (hernoemd of verwijderd).',
  'read.missingTag': 'Ontbreekt',
  'read.remove': 'Verwijderen',
  'read.tryAgain': 'Opnieuw proberen',
  'read.removeLabel': '{id} uit de lijst verwijderen',
  'read.purpose': 'apparaten die je met de assistent deelt',
  'read.namesFallback': '{note} — de assistent herkent deze alleen aan hun naam.',
  'control.switch': 'De assistent dingen aan en uit laten zetten',
  'control.switchHelp':
    'Los van lezen. Als dit aan staat, mag de assistent vragen om de lampen en schakelaars die hieronder zijn aangevinkt aan of uit te zetten — je keurt ze elk afzonderlijk goed. Wordt opgeslagen met de opslaanbalk.',
  'control.listTitle': 'Lampen en schakelaars die de assistent mag bedienen',
  'control.why':
    'Alleen <b>lampen en schakelaars</b> kunnen ooit worden bediend: aan- of uitzetten is meteen terug te draaien. Sloten, alarmen, rolluiken en garagedeuren, camera’s en thermostaten worden nooit aangeboden.',
  'control.onlyShared': 'Hier staat alleen wat je al met de assistent deelt. Wil je iets toevoegen, vink het dan eerst aan bij Leestoegang.',
  'control.notOffered': 'Niet aangeboden van wat je deelt: {list}.',
  'control.none': 'Niets wat je met de assistent deelt is een lamp of een schakelaar.',
  'control.purpose': 'lampen en schakelaars die de assistent mag bedienen',
  'domain.counted':
    '{domain, select, light {{count, plural, one {# lamp} other {# lampen}}} switch {{count, plural, one {# schakelaar} other {# schakelaars}}} sensor {{count, plural, one {# sensor} other {# sensoren}}} binary_sensor {{count, plural, one {# binaire sensor} other {# binaire sensoren}}} lock {{count, plural, one {# slot} other {# sloten}}} cover {{count, plural, one {# rolluik} other {# rolluiken}}} climate {{count, plural, one {# thermostaat} other {# thermostaten}}} camera {{count, plural, one {# camera} other {# camera’s}}} person {{count, plural, one {# persoon} other {# personen}}} media_player {{count, plural, one {# mediaspeler} other {# mediaspelers}}} other {{count, number} × {label}}}',

  // --- settings: the picker ----------------------------------------------------------------------
  'picker.search': 'Zoeken',
  'picker.searchPlaceholder': 'Naam of entity-ID',
  'picker.domain': 'Soort',
  'picker.allDomains': 'Alle soorten ({count, number})',
  'picker.domainOption': '{label} ({count, number})',
  'picker.show': 'Tonen',
  'picker.showAll': 'Alles',
  'picker.showSelected': 'Alleen gekozen',
  'picker.showUnselected': 'Niet gekozen',
  'picker.count': '<b>{shown, number}</b> getoond · <b>{selected, number}</b> gekozen',
  'picker.selectAll': 'Alles in beeld kiezen',
  'picker.selectAllCount': 'Alles in beeld kiezen ({count, number})',
  'picker.clearAll': 'Alles in beeld uitvinken',
  'picker.sensitiveNote':
    '{count, plural, one {# gevoelig apparaat is} other {# gevoelige apparaten zijn}} in beeld. ‘Alles kiezen’ slaat ze over — vink ze zelf een voor een aan als je dat echt wilt.',
  'picker.noMatch': 'Niets gevonden.',
  'picker.listLabel': 'Je apparaten in Home Assistant — vink de {purpose} aan',
  'picker.sensitive': 'Gevoelig',
  'picker.sensitiveTitle': 'Verraadt of er iemand thuis is, iets over je beveiliging, of dat je huis open is',

  // --- settings: activity -------------------------------------------------------------------------
  'activity.totals': 'Totalen',
  'activity.totalsSince': 'Totalen sinds {date}',
  'activity.refresh': 'Vernieuwen',
  'activity.nothing': 'Er is nog niets gevraagd.',
  'activity.totalsLabel': 'Totalen per soort verzoek',
  'activity.col.kind': 'Verzoek',
  'activity.col.asked': 'Gevraagd',
  'activity.col.done': 'Gedaan',
  'activity.col.denied': 'Geweigerd',
  'activity.col.expired': 'Verlopen',
  'activity.col.refused': 'Tegengehouden',
  'activity.col.failed': 'Mislukt',
  'activity.changedSplit': '({changed, number} gewijzigd, {noop, number} al zo)',
  'activity.refusedNote':
    '‘Tegengehouden’ telt verzoeken die je instellingen stopten voordat er een kaart verscheen — bijvoorbeeld een apparaat dat je niet deelt, of een dat de assistent niet mag bedienen. Daarvoor is niets gelezen of veranderd.',
  'activity.recent': 'Recente gebeurtenissen',
  'activity.noEvents': 'Nog geen gebeurtenissen.',
  'activity.col.time': 'Tijd',
  'activity.col.what': 'Wat',
  'activity.col.device': 'Apparaat',
  'activity.col.outcome': 'Wat er gebeurde',
  'activity.col.where': 'Waar',
  'activity.settingsChanged': 'Instellingen gewijzigd',
  'activity.alreadySo': '(stond al zo)',
  'activity.showCode': 'Code',
  'activity.capability.home_assistant.list_entities': 'Huidige standen lezen',
  'activity.capability.home_assistant.get_history': 'Geschiedenis lezen',
  'activity.capability.home_assistant.set_entity_state': 'Aan- of uitzetten',
  'activity.turn': '{state, select, on {Aanzetten} other {Uitzetten}}',
  'activity.outcome':
    '{outcome, select, executed {Gedaan} approved {Toegestaan} rejected {Tegengehouden} pending {Wacht} denied {Geweigerd} expired {Verlopen} failed {Mislukt} other {{outcome}}}',
  'activity.surface': '{surface, select, chat {Chat} tray {Systeemvak} popup {Pop-up} quick {Snelle vraag} other {{surface}}}',
  'activity.config.reading': 'lezen {on, select, true {aan} other {uit}}',
  'activity.config.control': 'bediening {on, select, true {aan} other {uit}}',
  'activity.config.shared': '{count, number} gedeeld',
  'activity.config.allowed': '{count, number} toegestaan voor bediening',
  'activity.config.address': 'adres gewijzigd',
  'activity.config.token': 'token {change, select, set {opgeslagen} cleared {verwijderd} other {{change}}}',
  'activity.config.trust': 'vertrouwen: {mode}',

  // --- settings: export & import -------------------------------------------------------------------
  'backup.exportTitle': 'Exporteren',
  'backup.exportHelp':
    'Slaat de twee lijsten op — wat je met de assistent deelt en wat hij mag bedienen — als JSON-bestand. Je adres en token zitten er nooit in.',
  'backup.export': 'Lijsten exporteren',
  'backup.exported':
    '{read, plural, one {# gedeeld apparaat} other {# gedeelde apparaten}} en {control, plural, one {# dat bediend mag worden} other {# die bediend mogen worden}} geëxporteerd.',
  'backup.importTitle': 'Importeren',
  'backup.importHelp': 'Vult de lijsten vanuit een geëxporteerd bestand. Er verandert niets tot je het nakijkt en opslaat.',
  'backup.file': 'Lijstbestand (.json)',
  'backup.choose': 'Bestand kiezen…',
  'backup.tooLarge': 'Dat bestand is te groot om een export van de lijsten te zijn.',
  'backup.notJson': 'Dit bestand is geen JSON.',
  'backup.notExport': 'Dit bestand is geen export van gedeelde apparaten.',
  'backup.noList': 'Dit bestand heeft geen lijst van gedeelde apparaten.',
  'backup.imported': '{read, number} om te lezen en {control, number} om te bedienen geïmporteerd uit {file}. Kijk ze na en sla dan op.',
  'backup.leftOut':
    '{count, plural, one {# item voor bediening is} other {# items voor bediening zijn}} weggelaten: alleen lampen en schakelaars die op de leeslijst staan, kunnen worden bediend.',
  'backup.skipped': '{count, plural, one {# item dat geen entity-ID is, is} other {# items die geen entity-ID zijn, zijn}} overgeslagen.',
  'backup.ignored': 'Genegeerd: {fields}.',

  // --- settings: conversation history ------------------------------------------------------------
  'historyPanel.title': 'Gespreksgeschiedenis',
  'historyPanel.lead':
    'Gesprekken worden alleen op deze computer bewaard, ook wat Home Assistant antwoordde. {count, plural, =0 {Er wordt nu niets bewaard.} one {Er wordt nu # gesprek bewaard.} other {Er worden nu # gesprekken bewaard.}}',
  'historyPanel.keep': 'Gesprekken bewaren voor',
  'historyPanel.days': '{days, plural, one {# dag} other {# dagen}}',
  'historyPanel.confirm': 'Alle gesprekken op deze computer vergeten?',
  'historyPanel.keepThem': 'Bewaren',
  'historyPanel.clear': 'Geschiedenis wissen',
  'historyPanel.clearAsk': 'Geschiedenis wissen…',
  'historyPanel.saved': 'Opgeslagen.',
  'historyPanel.cleared': 'Geschiedenis gewist.',

  // --- Home Assistant's recognizer and the language chain (docs/architecture.md, "The language chain") ---
  'recognizer.reply.firstNote': '(Ik heb dit gelezen met de eigen spraakherkenning van Home Assistant voor het {language}, en ik antwoord in het Nederlands.)',
  'recognizer.reply.unavailable':
    'De eigen spraakherkenning van Home Assistant antwoordde net niet, dus ik kon dat niet lezen. Er is niets gedaan. Probeer het zo nog eens.',
  'recognizer.reply.noEngine':
    'Sorry, dat begreep ik niet. Zelf spreek ik geen {language}{reason, select, recognizer_language_unsupported {, en de eigen assistent van Home Assistant ook niet} recognizer_unavailable {, en de eigen spraakherkenning van Home Assistant is niet beschikbaar (daarvoor is Home Assistant 2023.7 of nieuwer met Assist nodig)} other {, en Home Assistant is niet verbonden, dus zijn spraakherkenning kan niet helpen}}. Wat zou helpen: Home Assistant verbinden, bij Instellingen → Taal een taal kiezen die ik spreek, of bij Instellingen → Assistent een taalmodel instellen.',
  'assistant.chain.title': 'Wie je begrijpt',
  'assistant.chain.engine':
    'Berichten in het {language} leest {engine, select, builtin {de ingebouwde engine} home_assistant_recognizer {de eigen spraakherkenning van Home Assistant} other {het taalmodel}}.',
  'assistant.chain.reason':
    '{reason, select, model_chosen {Je koos hierboven een taalmodel: dat antwoordt in elke taal.} builtin_speaks {De ingebouwde engine spreekt deze taal.} home_assistant_recognizes {De ingebouwde engine spreekt deze taal niet; de eigen assistent van Home Assistant wel, dus die leest je zinnen — hij doet nooit zelf iets: je keurt elke uitlezing en actie hier nog steeds goed.} recognizer_language_unsupported {De ingebouwde engine en de assistent van Home Assistant spreken deze taal geen van beide; de ingebouwde engine leest wat hij kan.} recognizer_unavailable {De ingebouwde engine spreekt deze taal niet en de spraakherkenning van Home Assistant is niet beschikbaar; de ingebouwde engine leest wat hij kan.} other {De ingebouwde engine spreekt deze taal niet en Home Assistant is niet verbonden; de ingebouwde engine leest wat hij kan.}}',
  'assistant.chain.fallback': 'Deze app heeft nog geen vertaling in het {language}, dus de vensters en antwoorden zijn in het {replyLanguage}.',
  // --- the built-in engine's replies (see en.ts) ---------------------------------------------------
  'reply.canDo':
    'Ik kan lampen en schakelaars aan- en uitzetten, je vertellen hoe het staat met de apparaten die ik kan zien, en wanneer er iets voor het laatst veranderde.',
  'reply.onlyLightsAndSwitches': 'Ik kan alleen lampen en schakelaars aan- of uitzetten — dat is een grens van deze app, geen instelling.',
  'reply.chat':
    '{kind, select, thanks {Graag gedaan.} bye {Tot ziens.} hello {Hallo! {canDo}} acknowledge {Oké. {canDo}} other {Wat kan ik voor je doen? {canDo}}}',
  'reply.seeNothing': 'Ik zie nog geen apparaten — kies in Instellingen → Leestoegang welke ik mag gebruiken.',
  'reply.see': 'Ik zie {count, plural, one {één apparaat} other {# apparaten}}: {devices}{more, plural, =0 {} other { en nog #}}. {canDo}',
  'reply.controlNone':
    'Geen van de apparaten die ik zie is een lamp of schakelaar, en alleen die kan ik aan- of uitzetten. Of ik elk ervan echt mag schakelen, bepaal je in Instellingen → Bediening, en je keurt elke wijziging zelf goed.',
  'reply.control':
    'Ik kan alleen lampen en schakelaars aan- of uitzetten. Van de apparaten die ik zie zijn dat {devices}{more, plural, =0 {} other { en nog #}}. Of ik elk ervan echt mag schakelen, bepaal je in Instellingen → Bediening, en je keurt elke wijziging zelf goed.',
  'reply.unsupported':
    '{action, select, lock {Ik kan niets vergrendelen of ontgrendelen. {canDo} Geen enkele instelling verandert dat.} cover {Ik kan geen gordijnen, rolluiken, deuren, ramen of kranen openen of sluiten. {canDo} Geen enkele instelling verandert dat.} brightness {Ik kan lampen niet dimmen en hun helderheid niet veranderen. {canDo} Geen enkele instelling verandert dat.} colour {Ik kan de kleur van lampen niet veranderen. {canDo} Geen enkele instelling verandert dat.} temperature {Ik kan geen temperaturen of thermostaatinstellingen veranderen. {canDo} Geen enkele instelling verandert dat.} level {Ik kan niets hoger of lager zetten of op een bepaald niveau instellen. {canDo} Geen enkele instelling verandert dat.} media {Ik kan geen mediaspelers bedienen. {canDo} Geen enkele instelling verandert dat.} schedule {Ik kan geen wijzigingen voor later inplannen — ik doe alleen iets als je het vraagt, en dan meteen. {canDo}} alarm {Ik kan geen alarm in- of uitschakelen. {canDo} Geen enkele instelling verandert dat.} start {Ik kan geen apparaten, scènes of scripts starten of stoppen. {canDo} Geen enkele instelling verandert dat.} domain {Ik kan alleen lampen en schakelaars aan- of uitzetten. {canDo} Geen enkele instelling verandert dat.} other {Sorry, dat begreep ik niet. {canDo}}}',
  'reply.nothing':
    "{found, select, kindInArea {Ik zie geen {kinds} in {area} tussen de apparaten die ik kan zien.} kindHere {Ik zie geen {kinds} in deze kamer tussen de apparaten die ik kan zien.} here {Ik zie niets in deze kamer tussen de apparaten die ik kan zien.} kind {Ik zie geen {kinds} tussen de apparaten die ik kan zien.} other {Ik kon niets vinden dat overeenkomt met ''{phrase}''.}}",
  'reply.notSwitchableKind': '{nothing} {onlyLights}',
  'reply.notControllable':
    '{why, select, kind {{onlyLights} Dus ik kan {devices}{more, plural, =0 {} other { (en nog #)}} niet schakelen, maar ik kan je wel vertellen hoe {count, plural, one {het erbij staat} other {ze erbij staan}}.} other {Ik mag {devices}{more, plural, =0 {} other { (en nog #)}} niet schakelen — je kunt lampen en schakelaars toestaan in Instellingen → Bediening.}}',
  'reply.unknown':
    "Ik zie alleen wat je met me hebt gedeeld in Instellingen → Leestoegang, en daar komt niets overeen met ''{phrase}''. {count, plural, =0 {Vraag me \"wat kun je zien?\" om die namen te horen.} other {Bedoel je {devices}?}}",
  'reply.ambiguous':
    "Er komt meer dan één apparaat overeen met ''{phrase}''{hidden, plural, =0 {} other { ({count, number} stuks)}}. Welke bedoel je: {devices}?",
  'reply.whichRoom': 'Ik kan van hieruit niet zien in welke kamer je bent. Welke kamer bedoel je?',
  'reply.whichDevice': 'Welk apparaat bedoel je?',
  'reply.whatToSwitch': 'Wat moet ik {state, select, on {aanzetten} off {uitzetten} other {{state}}}?',
  'reply.mixedDirections': 'Vraag me alsjeblieft om dingen aan en uit te zetten in aparte verzoeken.',
  'reply.noAction':
    '{count, plural, =1 {Wat wil je dat ik met {device} doe? Ik kan het aan- of uitzetten, of je vertellen hoe het erbij staat.} other {Wat wil je dat ik met die doe? Ik kan ze aan- of uitzetten, of je vertellen hoe ze erbij staan.}}',
  'reply.proposeSet': 'Ik zet {device} {state, select, on {aan} off {uit} other {{state}}}.',
  'reply.proposeSetStep': 'Ik zet {phrase_de} één voor één {state, select, on {aan} off {uit} other {{state}}} ({place, number} van {of, number}): {device}.',
  'reply.readingStates': 'Ik lees de huidige status van je {count, plural, =1 {1 toegestane apparaat} other {# toegestane apparaten}}.',
  'reply.readingHistory':
    'Ik lees de geschiedenis van {device} ({period, select, hour {afgelopen uur} day {afgelopen 24 uur} week {afgelopen 7 dagen} other {{period}}}).',
  'reply.ranOutOfSteps': 'Ik had geen stappen meer over voordat ik dat kon nakijken — vraag het alsjeblieft opnieuw.',
  'reply.nothingChanged': 'Er is niets veranderd.',
  'reply.listMore': '{devices} {conjunction, select, or {of} other {en}} nog {more, number}',
  'reply.withId': '{device} ({id})',

  'reply.action.unconfirmed':
    'Home Assistant meldt {device}{known, select, yes { als {reported}} other {}}, dus ik kan niet bevestigen dat het {state, select, on {aangezet} off {uitgezet} other {{state}}} is — kijk het even na.',
  'reply.action.onlyLightsAndSwitches': '{onlyLights} Daarom heb ik {device} niet {state, select, on {aangezet} off {uitgezet} other {{state}}}.',
  'reply.action.notAllowed': 'Ik kan {device} uitlezen, maar ik mag het niet bedienen — dat kun je toestaan in Instellingen → Bediening.',
  'reply.action.controlOff': 'Bediening staat uit in Instellingen → Bediening, dus ik kan niets schakelen — {device} is niet veranderd.',
  'reply.action.notAllowlisted':
    '{device} staat niet op de lijst van apparaten die ik mag gebruiken, dus ik heb het niet {state, select, on {aangezet} off {uitgezet} other {{state}}} — je kunt het toevoegen in Instellingen → Leestoegang.',
  'reply.action.notConfigured':
    'Home Assistant is nog niet ingesteld — vul het adres en het toegangstoken in bij Instellingen → Verbinding. Er is niets veranderd.',
  'reply.action.tooMuch': 'Ik probeerde te veel tegelijk, dus {device} is niet veranderd.',
  'reply.action.denied': 'Goed, ik heb {device} gelaten zoals het was.',
  'reply.action.expired': 'Dat verzoek is verlopen voordat het werd goedgekeurd, dus er is niets veranderd.',
  'reply.action.approvalInvalid': 'Die goedkeuring was niet meer geldig, dus er is niets veranderd.',
  'reply.action.timeout':
    'Home Assistant antwoordde niet op tijd, dus ik weet niet of {device} {state, select, on {aangezet} off {uitgezet} other {{state}}} is — kijk het even na.',
  'reply.action.unreachable': 'Ik kon Home Assistant niet bereiken, dus ik kon {device} niet {state, select, on {aanzetten} off {uitzetten} other {{state}}}.',
  'reply.action.authFailed':
    'Home Assistant accepteert mijn toegangstoken niet meer, dus ik kon {device} niet {state, select, on {aanzetten} off {uitzetten} other {{state}}}. Maak een nieuw token in Home Assistant (je profiel → Beveiliging → Langlevende toegangstokens) en sla het op in Instellingen → Verbinding.',
  'reply.action.tlsError':
    'Ik kon het certificaat van Home Assistant niet verifiëren, dus ik heb niet gevraagd om {device} te {state, select, on {aanzetten} off {uitzetten} other {{state}}}. Controleer de verbinding in Instellingen → Verbinding.',
  'reply.action.gone': 'Home Assistant heeft {device} niet meer, dus er is niets veranderd.',
  'reply.action.auditUnavailable':
    'Ik kon de goedkeuring niet in het activiteitenlogboek schrijven, dus ik heb Home Assistant niet gevraagd om {device} te {state, select, on {aanzetten} off {uitzetten} other {{state}}} — niets gebeurt zonder vastlegging. Controleer de schijf.',
  'reply.action.notConfirmed':
    'Ik heb Home Assistant gevraagd om {device} te {state, select, on {aanzetten} off {uitzetten} other {{state}}}, maar het heeft de wijziging niet bevestigd — kijk het even na.',
  'reply.action.error': 'Home Assistant antwoordde met een fout, dus ik kon {device} niet {state, select, on {aanzetten} off {uitzetten} other {{state}}}.',
  'reply.action.badAnswer':
    'Het antwoord van Home Assistant klopte niet, dus ik kan niet bevestigen of {device} {state, select, on {aangezet} off {uitgezet} other {{state}}} is — kijk het even na.',
  'reply.action.badRequest': 'Er was iets mis met mijn verzoek, dus {device} is niet veranderd.',
  'reply.action.pending': 'Ik heb je om goedkeuring gevraagd om {device} te {state, select, on {aanzetten} off {uitzetten} other {{state}}}.',
  'reply.action.refused': 'Ik mocht {device} niet {state, select, on {aanzetten} off {uitzetten} other {{state}}}{known, select, yes { ({code})} other {}}.',
  'reply.action.failed': 'Ik kon {device} niet {state, select, on {aanzetten} off {uitzetten} other {{state}}}{known, select, yes { ({code})} other {}}.',

  'reply.read.readOff':
    'Lezen uit Home Assistant staat uit in Instellingen → Leestoegang, dus ik kan {about, select, yes {{device}} other {dat}} niet nakijken.',
  'reply.read.notConfigured': 'Home Assistant is nog niet ingesteld — vul het adres en het toegangstoken in bij Instellingen → Verbinding.',
  'reply.read.notAllowlisted':
    '{about, select, yes {{device}} other {dat}} staat niet op de lijst van apparaten die ik mag uitlezen — je kunt het toevoegen in Instellingen → Leestoegang.',
  'reply.read.denied': 'Goed, ik heb niets uit Home Assistant gelezen.',
  'reply.read.expired': 'Dat verzoek is verlopen voordat het werd goedgekeurd, dus ik heb niets gelezen.',
  'reply.read.approvalInvalid': 'Die goedkeuring was niet meer geldig, dus ik heb niets gelezen.',
  'reply.read.unreachable': 'Ik kon Home Assistant niet bereiken, dus ik kan je nu niets over {about, select, yes {{device}} other {dat}} vertellen.',
  'reply.read.timeout': 'Home Assistant antwoordde niet op tijd, dus ik kan je nu niets over {about, select, yes {{device}} other {dat}} vertellen.',
  'reply.read.authFailed':
    'Home Assistant accepteert mijn toegangstoken niet meer. Maak een nieuw token in Home Assistant (je profiel → Beveiliging → Langlevende toegangstokens) en sla het op in Instellingen → Verbinding.',
  'reply.read.tlsError':
    'Ik kon het certificaat van Home Assistant niet verifiëren, dus ik heb niets gevraagd. Controleer de verbinding in Instellingen → Verbinding.',
  'reply.read.gone': 'Home Assistant heeft {about, select, yes {{device}} other {dat}} niet meer.',
  'reply.read.auditUnavailable':
    'Ik kon de goedkeuring niet in het activiteitenlogboek schrijven, dus ik heb niets gelezen — niets gebeurt zonder vastlegging. Controleer de schijf.',
  'reply.read.badAnswer':
    'Home Assistant antwoordde met iets wat ik niet kon lezen, dus ik kan je nu niets over {about, select, yes {{device}} other {dat}} vertellen.',
  'reply.read.pending': 'Ik heb je om goedkeuring gevraagd om uit Home Assistant te lezen.',
  'reply.read.failed': 'Ik kon {about, select, yes {{device}} other {dat}} niet uit Home Assistant lezen{known, select, yes { ({code})} other {}}.',

  'reply.outcome.turned': 'Ik heb {devices} {state, select, on {aangezet} off {uitgezet} other {{state}}}.',
  'reply.outcome.notAllowed':
    'Ik mag {devices} niet schakelen, dus ik heb {devices_count, plural, one {het} other {ze}} met rust gelaten — dat kun je toestaan in Instellingen → Bediening.',
  'reply.outcome.notSwitchable': '{onlyLights} Daarom heb ik {devices} met rust gelaten.',
  'reply.outcome.already': '{devices} {devices_count, plural, one {stond} other {stonden}} al {state, select, on {aan} off {uit} other {{state}}}.',
  'reply.outcome.stopped': 'Ik ben daar gestopt, dus {devices} heb ik ook niet aangeraakt.',
  'reply.outcome.left':
    '{devices_and} heb ik nog niet {state, select, on {aangezet} off {uitgezet} other {{state}}} — zeg "ga door" en ik ga verder (één wijziging per goedkeuring, drie per bericht).',

  'reply.state':
    '{kind, select, word {{word}} unknown {in een onbekende toestand} place {in {place}} mode {ingesteld op {mode}} off {uit} number {{value}} measure {{value} {unit}} percent {{value}%} other {{raw}}}',
  'reply.mode':
    '{mode, select, heat {verwarmen} cool {koelen} heat_cool {verwarmen en koelen} auto {automatisch} dry {drogen} fan_only {alleen ventilator} off {uit} other {{raw}}}',
  'reply.token':
    '{token, select, opening {aan het openen} closing {aan het sluiten} locking {aan het vergrendelen} unlocking {aan het ontgrendelen} jammed {geblokkeerd} playing {aan het afspelen} paused {gepauzeerd} idle {inactief} standby {stand-by} buffering {aan het bufferen} cleaning {aan het schoonmaken} docked {in het laadstation} returning {op weg naar het laadstation} error {in storing} above_horizon {boven de horizon} below_horizon {onder de horizon} armed_away {ingeschakeld (afwezig)} armed_home {ingeschakeld (thuis)} armed_night {ingeschakeld (nacht)} disarmed {uitgeschakeld} triggered {afgegaan} other {{raw}}}',
  'reply.reading': '{device} {device_number, select, one {is} other {zijn}} {state}',
  'reply.readingNow': '{device} {device_number, select, one {is} other {zijn}} op dit moment {state}',
  'reply.measureMissing':
    '{reading}, maar de apparatenlijst die ik las bevat de {measure, select, temperature {temperatuur} humidity {luchtvochtigheid} other {{measure}}} ervan niet',
  'reply.notReported': 'Home Assistant gaf geen status voor {devices}.',
  'reply.notReportedMany': 'Home Assistant gaf geen status voor {count, number} ervan.',
  'reply.answer.notReported': 'Home Assistant gaf geen status voor {devices}, dus dat kan ik je niet vertellen.',
  'reply.answer.values': '{lines}{more, plural, =0 {} other { (en nog #)}}.',
  'reply.answer.unreadable': 'Dat kan ik niet zeggen — {reading}.',
  'reply.answer.yesNo': '{yes, select, yes {Ja} other {Nee}}, {reading}.',
  'reply.answer.noneOf': 'Nee, geen van de {checked, number} die ik bekeek is {asked}.',
  'reply.answer.some': 'Ja: {readings}.',
  'reply.answer.partly': 'Niet allemaal: {matching}, maar {others}.',
  'reply.answer.all': 'Ja, alle {checked, number} zijn {asked}.',
  'reply.answer.allOne': 'Ja, {reading}.',
  'reply.answer.notAll': 'Nee: {readings}.',
  'reply.answer.nothingNow': 'Niets wat ik kan zien is op dit moment {asked}.',
  'reply.answer.noneNow': 'Geen van de {checked, number} die ik bekeek is op dit moment {asked}.',
  'reply.answer.which': '{devices} {devices_number, select, one {is} other {zijn}} {asked}.',
  'reply.answer.countNone': 'Geen van de {checked, number} die ik bekeek is {asked}.',
  'reply.answer.count': '{count, plural, one {# van de {checked, number} is} other {# van de {checked, number} zijn}} {asked}: {devices}.',

  'reply.period': '{period, select, hour {in het afgelopen uur} day {in de afgelopen 24 uur} week {in de afgelopen 7 dagen} other {{period}}}',
  'reply.when':
    '{relation, select, today {vandaag om {clock}} yesterday {gisteren om {clock}} this_week {op {weekday} om {clock}} other {op {date} om {clock}}}',
  'reply.history.gone': 'Ik kon dat apparaat niet meer vinden.',
  'reply.history.never':
    '{device} is {window} niet {event, select, changed {veranderd} changedTo {veranderd naar {to}} turned {{state, select, on {aangegaan} off {uitgegaan} other {veranderd}}} opened {geopend} closed {gesloten} locked {vergrendeld} unlocked {ontgrendeld} other {veranderd}}.',
  'reply.history.count':
    '{device} is {window} {atLeast, select, yes {{times, plural, one {één keer} other {minstens # keer}}} other {{times, plural, one {één keer} other {# keer}}}} {event, select, changed {veranderd} changedTo {veranderd naar {to}} turned {{state, select, on {aangegaan} off {uitgegaan} other {veranderd}}} opened {geopend} closed {gesloten} locked {vergrendeld} unlocked {ontgrendeld} other {veranderd}}, het laatst {when}.',
  'reply.history.unchanged': '{device} is {window} niet veranderd.',
  'reply.history.list':
    '{device} is {window} {atLeast, select, yes {{times, plural, one {één keer} other {minstens # keer}}} other {{times, plural, one {één keer} other {# keer}}}} veranderd. Meest recent: {changes}{earlier, plural, =0 {} one { (# eerdere wijziging niet getoond)} other { (# eerdere wijzigingen niet getoond)}}.',
  'reply.history.change': '{state} {when}',
  'reply.history.last':
    '{device} is {when} voor het laatst {event, select, changed {veranderd} changedTo {veranderd naar {to}} turned {{state, select, on {aangegaan} off {uitgegaan} other {veranderd}}} opened {geopend} closed {gesloten} locked {vergrendeld} unlocked {ontgrendeld} other {veranderd}}{named, select, yes { (ik keek {window})} other {}}.',

  // --- what the turn loop says, whichever engine runs (main/core/conversation/turn-words.ts) --------------
  'turn.summary':
    '{done, plural, =0 {} one {# verzoek uitgevoerd} other {# verzoeken uitgevoerd}}{both, select, yes {, } other {}}{refused, plural, =0 {} one {# kon niet} other {# konden niet}}.',
  'turn.couldNotFinish': 'Ik kon dat verzoek niet afmaken.',
  'turn.noLongerWaiting': 'Dat verzoek wacht niet meer.',
  'turn.expired': 'De bevestiging is verlopen voordat je toestemming gaf; er is niets verstuurd.',
  'turn.supersededEvent': 'Je stuurde een nieuw bericht voordat je toestemming gaf, dus dit verzoek is geannuleerd; er is niets verstuurd.',
  'turn.supersededReply': 'Het eerdere verzoek is geannuleerd omdat je een nieuw bericht stuurde; er is niets veranderd.',
  'turn.stoppedHere': 'Je stuurde een nieuw bericht, dus ik ben hier gestopt; verder is er niets gedaan.',
  'turn.notDone': 'Niet gedaan: {devices}.',
  'turn.tookTooLong': 'de assistent deed er te lang over om te antwoorden',
  'turn.engineError':
    '{code, select, ASSISTANT_ANSWER_UNUSABLE {de assistent antwoordde in een vorm die deze app niet kan gebruiken} ASSISTANT_REPEATED_CALL {de assistent vroeg opnieuw om dezelfde stap in plaats van te antwoorden, dus die is gestopt} ASSISTANT_UNASKED_CALL {de assistent wilde iets doen waar je bericht niet om vroeg, dus er is niets gedaan} ASSISTANT_TOO_MANY_STEPS {de assistent bleef om meer stappen vragen dan één bericht toestaat} ASSISTANT_MODEL_WITHOUT_TOOLS {het model van de assistent kan geen tools gebruiken, en die heeft deze app nodig — kies in Instellingen een model dat tools ondersteunt} ASSISTANT_SERVER_ERROR {de server van de assistent antwoordde met een fout} ASSISTANT_BAD_RESPONSE {de assistent stuurde een antwoord dat deze app niet kon lezen} timeout {de assistent antwoordde niet op tijd} unreachable {ik kon de assistent niet bereiken} tls {het certificaat van de assistent kon niet worden geverifieerd} tooLarge {het antwoord van de assistent was groter dan deze app leest} other {de assistent liep vast}}',
  'turn.serverError':
    'de server van de assistent op {host} {reason, select, key_refused {weigerde de API-sleutel (HTTP {status}) — controleer de sleutel in Instellingen} redirect {antwoordde met een doorverwijzing (HTTP {status}), die nooit wordt gevolgd — controleer het adres in Instellingen} not_found {antwoordde „niet gevonden” (HTTP {status}) — controleer het adres (het eindigt meestal op /v1) en of het model {model} is geïnstalleerd} busy {is bezet of over zijn limiet (HTTP {status}) — probeer het zo opnieuw} other {antwoordde met een fout (HTTP {status})}}',
  'turn.sorry': 'Sorry — {reason}. Verder is er niets gedaan.',
} as const satisfies Record<MessageId, string>;
