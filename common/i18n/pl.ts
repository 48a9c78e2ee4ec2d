/**
 * Long because: one catalogue, one message per key of en.ts, in en.ts's order, so the two read side by side.
 *
 * The Polish catalogue: every key of en.ts, in Polish for the household. Address: "ty" in the
 * imperative ("Wybierz", "Wklej") and "twój" in lower case, as Polish software writes it. Polish
 * past tenses of "you" and "I" are gendered, so what happened is said impersonally ("Włączono",
 * "Odrzucono", "Wysłano"), and no adjective has to agree with a device's name, whose gender is
 * unknown ("{name} ma już stan: włączone"). Plurals use Polish's own categories — one (1), few
 * (2–4, 22–24…), many (0, 5–21, 25…) and other (fractions). Typographic quotes „…”. Product
 * names and technical tokens stay as in en.ts. Imports only the key type.
 */
import type { MessageId } from './en.js';

export const pl = {
  // --- the app -------------------------------------------------------------------------------
  'app.name': 'Sovereign Companion',
  'app.demoBadge': 'Demo',
  'app.demoBadgeTitle': 'Zmyślony dom: nic tutaj nie jest twoim Home Assistantem',

  // --- window titles (the windows' own and the Electron shell's) -------------------------------
  'window.chat': 'Sovereign Companion',
  'window.settings': 'Ustawienia — Sovereign Companion',
  'window.popup': 'Zatwierdź prośbę — Sovereign Companion',
  'window.quick': 'Szybkie pytanie — Sovereign Companion',

  // --- the Electron shell: tray menu and notifications (no markup: the shell formats plain text) ---------
  'tray.tooltipWaiting': 'Sovereign Companion — {count, plural, one {# prośba czeka} few {# prośby czekają} many {# próśb czeka} other {# prośby czeka}}',
  'tray.waiting': '{count, plural, one {# prośba czeka} few {# prośby czekają} many {# próśb czeka} other {# prośby czeka}}',
  'tray.noneWaiting': 'Żadna prośba nie czeka',
  'tray.quickAsk': 'Szybkie pytanie…',
  'tray.openChat': 'Otwórz czat',
  'tray.settings': 'Ustawienia…',
  'tray.launchAtLogin': 'Uruchamiaj po zalogowaniu',
  'tray.launchAtLoginUnavailable': 'Uruchamiaj po zalogowaniu (tylko zainstalowana aplikacja)',
  'tray.keepInTray': 'Działaj dalej w zasobniku',
  'tray.openChatAtLogin': 'Otwieraj okno czatu po uruchomieniu przy logowaniu',
  'tray.quit': 'Zakończ Sovereign Companion',
  'tray.readHistory': 'Odczytaj historię: {name} ({period, select, hour {ostatnia godzina} day {ostatni dzień} week {ostatni tydzień} other {{period}}})',
  'notification.body':
    '{count, plural, one {Prośba czeka na twoje zatwierdzenie.} few {# prośby czekają na twoje zatwierdzenie.} many {# próśb czeka na twoje zatwierdzenie.} other {# prośby czeka na twoje zatwierdzenie.}}',

  // --- status line -----------------------------------------------------------------------------
  'status.loading': 'Sprawdzanie Home Assistanta…',
  'status.notConfigured': 'Home Assistant nie jest skonfigurowany',
  'status.disabled': 'Odczyt z Home Assistanta jest wyłączony — włącz go w Ustawienia → Dostęp do odczytu',
  'status.ok': 'Połączono z Home Assistantem',
  'status.unknown': 'Home Assistant jest skonfigurowany — połączenie nastąpi przy pierwszym pytaniu',
  'status.unreachable': 'Nie można połączyć się z Home Assistantem',
  'status.authFailed': 'Home Assistant odrzucił token',
  'status.tokenUnreadable': 'Nie można odczytać zapisanego tokenu',
  'status.appUnreachable': 'Sovereign Companion nie odpowiada',
  'status.reconnecting': 'Ponowne łączenie z Sovereign Companion…',
  'status.unauthorized': 'Ta strona została otwarta bez swojego linku dostępu',
  'status.gone':
    'Sovereign Companion został uruchomiony ponownie lub zamknięty, a ta karta straciła połączenie. Otwórz adres, który wypisał przy starcie (za każdym razem jest inny), a potem zamknij tę kartę.',
  'status.linkSetUp': 'Skonfiguruj',
  'status.linkReadAccess': 'Włącz w Dostępie do odczytu',
  'status.linkFix': 'Napraw w Ustawieniach',
  'status.linkSettings': 'Ustawienia',

  // --- chat ----------------------------------------------------------------------------------
  'chat.newConversation': 'Nowa rozmowa',
  'chat.emptyTitle': 'Czego chcesz się dowiedzieć?',
  'chat.emptyLead': 'Każdy odczyt i każde działanie najpierw czeka na twoje zatwierdzenie.',
  'chat.suggestion.porch': 'Czy światło na ganku jest włączone?',
  'chat.suggestion.see': 'Co widzisz?',
  'chat.suggestion.door': 'Kiedy ostatnio otwierano drzwi wejściowe?',
  'chat.suggestion.kitchen': 'Wyłącz światło sufitowe w kuchni',
  'chat.conversationLabel': 'Rozmowa',
  'chat.youSaid': 'Ty: ',
  'chat.assistantSaid': 'Asystent: ',
  'chat.thinking': 'Myślę…',
  'chat.working': 'Pracuję nad tym…',
  'chat.zoneNote': 'Godziny według Home Assistanta ({zone}); ten komputer używa strefy {machine}.',
  'chat.cardAnnouncement': 'Wymaga twojego zatwierdzenia: {title}. Zatwierdź lub odrzuć na karcie.',
  'chat.conversationGone':
    'Ta rozmowa nie jest już przechowywana (została wyczyszczona albo jest starsza, niż przechowuje historia). Wyślij wiadomość ponownie, aby zacząć nową.',
  'chat.readFailed': 'Odczyt się nie powiódł: {reason}',
  'chat.notAllowed': 'Niedozwolone: {reason}',
  'chat.notAllowedNamed': 'Niedozwolone ({name}): {reason}',

  'composer.label': 'Wyślij wiadomość',
  'composer.message': 'Wiadomość',
  'composer.placeholder': 'Zapytaj o swój dom — „czy światło na ganku jest włączone?”',
  'composer.send': 'Wyślij',
  'composer.waiting': 'Powyżej prośba czeka na twoje zatwierdzenie. Wysłanie nowej wiadomości ją anuluje.',
  'composer.counter': '{count, number} z {max, number} znaków',
  'composer.counterFull': '{count, number} z {max, number} znaków — więcej jedna wiadomość nie pomieści',
  'composer.counterOver': '{count, number} z {max, number} znaków — o {over, number} za dużo. Skróć, aby wysłać; nic nie zostało ucięte.',

  'firstRun.title': 'Rozmawiaj ze swoim domem na własnych zasadach',
  'firstRun.lead':
    'Sovereign Companion odpowiada na pytania o twojego Home Assistanta i może przełączać światła i przełączniki — ale tylko te, które wybierzesz, i tylko po zatwierdzeniu każdej prośby.',
  'firstRun.connect': '<b>Połącz</b> swojego Home Assistanta, podając jego adres i token dostępu długoterminowego.',
  'firstRun.choose': '<b>Wybierz</b>, co udostępnić asystentowi i którymi światłami i przełącznikami może sterować.',
  'firstRun.ask': '<b>Pytaj.</b> Każdy odczyt i każde działanie czeka na twoje zatwierdzenie na karcie w tym czacie, która pokazuje, co by się stało.',
  'firstRun.setUp': 'Skonfiguruj Home Assistanta',
  'firstRun.note': 'Twój token zostaje na tym komputerze i nigdy więcej nie jest pokazywany, nawet asystentowi.',

  // --- cards ---------------------------------------------------------------------------------
  'card.kindAction': 'Działanie',
  'card.kindRead': 'Odczyt',
  'card.needsApproval': ' · wymaga twojego zatwierdzenia',
  'card.approve': 'Zatwierdź',
  'card.deny': 'Odrzuć',
  'card.approving': 'Zatwierdzanie…',
  'card.denying': 'Odrzucanie…',
  'card.outcome.approved': 'Zatwierdzono',
  'card.outcome.denied': 'Odrzucono — nic nie zostało wysłane',
  'card.outcome.expired': 'Wygasło — nic nie zostało wysłane',
  'card.outcome.cancelled': 'Anulowano przez twoją nową wiadomość — nic nie zostało wysłane',
  'card.outcome.gone': 'Już nieważne — aplikacja została uruchomiona ponownie; nic nie zostało wysłane',
  'card.outcome.refused': 'Zablokowano — nic nie zostało wysłane',
  'card.expiresIn': 'Wygasa za <value>{time}</value>',
  'card.expiresInSpoken': 'Wygasa za {time}',
  'card.expired': 'Wygasło',
  'card.turn': '{state, select, on {WŁĄCZ} off {WYŁĄCZ} other {Ustaw stan {state}:}} {name}',
  'card.change': 'Zmień: {name}',
  'card.anEntity': 'encja',
  'card.actionDisclosure': 'To zmienia coś w twoim domu od razu — po zatwierdzeniu światło lub przełącznik się włączy albo wyłączy.',
  'card.readAll': 'Odczytaj bieżący stan {count, plural, =1 {jedynego urządzenia} other {# urządzeń}} udostępnionych asystentowi',
  'card.readAllUnknown': 'Odczytaj bieżący stan tego, co udostępniasz asystentowi',
  'card.readHistory':
    'Odczytaj historię: {name} z {period, select, hour {ostatniej godziny} day {ostatnich 24 godzin} week {ostatnich 7 dni} other {ostatniego okresu}}',
  'card.run': 'Uruchom {capability}',
  'card.runOn': 'Uruchom {capability} dla: {name}',
  'card.readLeaves': 'To wychodzi poza twoje urządzenie: Sovereign Companion pyta twojego Home Assistanta przez twoją sieć.',
  'card.answerStays': 'Odpowiedź zostaje na tym komputerze.',
  'card.answerRemote': 'Odpowiedź zostanie wysłana do modelu językowego pod adresem {host}, który nie jest na tym komputerze.',

  'card.place': '{place, number} z {of, number}',
  'card.group':
    '{state, select, on {Włączanie} off {Wyłączanie} other {Zmiana}} — {of, plural, one {# urządzenie} few {# urządzenia} many {# urządzeń} other {# urządzenia}}: {names}{more, plural, =0 {} one { i jeszcze #} few { i jeszcze #} many { i jeszcze #} other { i jeszcze #}}. Każde wymaga twojego zatwierdzenia; Odrzuć zatrzymuje pozostałe.',
  'card.denyRest': 'Odrzuć i zatrzymaj',
  'card.readAbout': 'Do twojego pytania o: {names}{more, plural, =0 {} one { i jeszcze #} few { i jeszcze #} many { i jeszcze #} other { i jeszcze #}}',
  'card.question': 'Twoje pytanie: „{question}”',

  // --- receipts --------------------------------------------------------------------------------
  'receipt.already': '{name} ma już stan: {state, select, on {włączone} off {wyłączone} other {{state}}}',
  'receipt.alreadyDetail': 'Nic nie trzeba było zmieniać, więc nic nie zostało wysłane.',
  'receipt.turned': '{state, select, on {Włączono} off {Wyłączono} other {Ustawiono stan {state}:}} {name}',
  'receipt.turnedDetail': 'Home Assistant to potwierdził (wcześniej: {previous, select, on {włączone} off {wyłączone} other {{previous}}}).',
  'receipt.couldNot': 'Nie udało się {state, select, on {włączyć} off {wyłączyć} other {ustawić stanu {state}:}} {name}',
  'receipt.denied': 'Odrzucono prośbę o {state, select, on {włączenie} off {wyłączenie} other {stan {state}}}: {name}',
  'receipt.expired': 'Wygasła prośba o {state, select, on {włączenie} off {wyłączenie} other {stan {state}}}: {name}',
  'receipt.nothingChanged': 'Nic nie zostało zmienione.',
  'receipt.theEntity': 'encja',

  // --- outcome codes, in plain words -------------------------------------------------------------
  'code.HOME_ASSISTANT_UNREACHABLE': 'Nie udało się połączyć z Home Assistantem.',
  'code.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant nie akceptuje już tokenu dostępu. Utwórz nowy w Home Assistancie (twój profil → Bezpieczeństwo → Tokeny dostępu długoterminowego) i zapisz go w Ustawieniach.',
  'code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED': 'Home Assistant przyjął prośbę, ale nie potwierdził zmiany.',
  'code.HOME_ASSISTANT_ENTITY_NOT_FOUND': 'Home Assistant nie ma już tego urządzenia.',
  'code.HOME_ASSISTANT_TLS_ERROR': 'Nie udało się zweryfikować połączenia z Home Assistantem.',
  'code.HOME_ASSISTANT_ERROR': 'Home Assistant odpowiedział błędem.',
  'code.EXECUTION_TIMEOUT': 'Home Assistant zbyt długo nie odpowiadał.',
  'code.ENTITY_NOT_ALLOWLISTED': 'Tego nie udostępniasz asystentowi.',
  'code.ENTITY_NOT_CONTROLLABLE': 'Tym asystent nie może sterować.',
  'code.DOMAIN_NOT_CONTROLLABLE': 'Sterować można wyłącznie światłami i przełącznikami.',
  'code.CAPABILITY_DISABLED': 'Ten rodzaj dostępu jest wyłączony w Ustawieniach.',
  'code.CAPABILITY_NOT_CONFIGURED': 'Home Assistant nie jest jeszcze skonfigurowany.',
  'code.CAPABILITY_UNKNOWN': 'Asystent poprosił o coś, czego ta aplikacja nie potrafi.',
  'code.INVALID_ARGUMENTS': 'Asystent poprosił w sposób, którego nie dało się zrozumieć.',
  'code.INVOCATION_LIMIT_EXCEEDED': 'Asystent poprosił naraz o więcej, niż pozwala jedna wiadomość.',
  'code.RESULT_INVALID': 'Odpowiedź Home Assistanta nie miała oczekiwanej postaci.',
  'code.RESULT_TOO_LARGE': 'Odpowiedź Home Assistanta była zbyt duża, by jej użyć.',
  'code.CONFIRMATION_DENIED': 'Ta prośba została przez ciebie odrzucona.',
  'code.CONFIRMATION_EXPIRED': 'Prośba wygasła, zanim została zatwierdzona.',
  'code.CONFIRMATION_INVALID': 'Na tę prośbę już odpowiedziano albo już nie czeka.',
  'code.AUDIT_UNAVAILABLE': 'Nie udało się zapisać zatwierdzenia w Aktywności, więc nic nie zostało wysłane.',
  'code.other': 'Nie udało się tego zrobić.',

  // --- a request that failed, by its code (every window; main's English message is never shown) ---
  'error.INVALID_REQUEST': 'Sovereign Companion nie mógł odczytać tej prośby. Spróbuj ponownie; jeśli to się powtarza, uruchom aplikację ponownie.',
  'error.INVALID_BASE_URL': 'To nie jest adres Home Assistanta. Użyj adresu w rodzaju http://homeassistant.local:8123.',
  'error.INVALID_ENTITY_ID': 'To nie jest identyfikator urządzenia używany przez Home Assistanta (np. light.kitchen).',
  'error.CONTROLLABLE_NOT_ALLOWLISTED': 'Urządzenie, którym asystent może sterować, musi też być mu udostępnione.',
  'error.DOMAIN_NOT_CONTROLLABLE': 'Sterować można wyłącznie światłami i przełącznikami.',
  'error.CONFIRMATION_INVALID': 'Na tę prośbę już odpowiedziano albo już nie czeka.',
  'error.CONVERSATION_NOT_FOUND': 'Tej rozmowy już tu nie ma. Zacznij nową.',
  'error.UNAUTHORIZED': 'To okno straciło połączenie z Sovereign Companion. Zamknij je i otwórz ponownie z aplikacji.',
  'error.FORBIDDEN': 'To okno nie może tego zrobić.',
  'error.NOT_FOUND': 'Sovereign Companion nie zna tej prośby. Czy to okno pochodzi ze starszej wersji? Odśwież je.',
  'error.METHOD_NOT_ALLOWED': 'Sovereign Companion nie zna tej prośby. Czy to okno pochodzi ze starszej wersji? Odśwież je.',
  'error.PAYLOAD_TOO_LARGE': 'To jest zbyt duże, by wysłać. Skróć i spróbuj ponownie.',
  'error.STORAGE_ERROR': 'Sovereign Companion nie mógł zapisać danych w swoim folderze. Sprawdź, czy dysk nie jest pełny, i spróbuj ponownie.',
  'error.KEYCHAIN_UNAVAILABLE': 'Pęk kluczy tego komputera jest zablokowany lub niedostępny, więc sekret nie został zapisany. Odblokuj go i spróbuj ponownie.',
  'error.INTERNAL_ERROR': 'W Sovereign Companion coś poszło nie tak. Spróbuj ponownie; jeśli to się powtarza, uruchom aplikację ponownie.',
  'error.CAPABILITY_NOT_CONFIGURED': 'Home Assistant nie jest jeszcze skonfigurowany. Dodaj jego adres i token w Ustawienia → Połączenie.',
  'error.EXECUTION_TIMEOUT': 'Home Assistant nie odpowiedział na czas. Spróbuj ponownie za chwilę.',
  'error.HOME_ASSISTANT_UNREACHABLE': 'Nie można połączyć się z Home Assistantem. Czy działa i czy ten komputer jest w tej samej sieci?',
  'error.HOME_ASSISTANT_AUTH_FAILED':
    'Home Assistant nie akceptuje już tokenu. Utwórz nowy token dostępu długoterminowego w swoim profilu Home Assistanta i wklej go w Ustawienia → Połączenie.',
  'error.HOME_ASSISTANT_TLS_ERROR': 'Nie udało się zweryfikować połączenia z Home Assistantem. Sprawdź jego certyfikat w Ustawienia → Połączenie.',
  'error.HOME_ASSISTANT_ERROR': 'Home Assistant odpowiedział błędem. Spróbuj ponownie za chwilę.',
  'error.other': 'To się nie udało. Spróbuj ponownie; jeśli to się powtarza, uruchom aplikację ponownie.',
  'error.field.access_token': 'Token wygląda na błędny: wklej token dostępu długoterminowego ze swojego profilu Home Assistanta w jednym wierszu, bez spacji.',
  'error.field.api_key': 'Klucz API wygląda na błędny: wklej go ponownie w jednym wierszu, bez spacji.',
  'error.field.model': 'Wpisz nazwę modelu (na przykład llama3.1:8b) w jednym krótkim wierszu.',
  'error.field.base_url': 'Wpisz adres asystenta (dla Ollamy: http://127.0.0.1:11434/v1).',
  'error.field.tls': 'Ustawienia certyfikatu są nieprawidłowe. Wybierz ponownie, jak ufać certyfikatowi Home Assistanta.',
  'error.field.area_id': 'Wybierz jeden z obszarów swojego Home Assistanta.',
  'error.field.accelerator': 'Tego skrótu aplikacja nie może użyć: połącz od jednego do trzech z Ctrl/Cmd, Alt i Shift z klawiszem.',
  'error.field.engine': 'Wybierz jeden z wymienionych silników.',

  // --- Settings → Assistant: why Test failed (a reason and its values from main) ---
  'assistant.testError.bad_address': 'Tego adresu asystent nie może użyć. Wpisz adres w rodzaju http://127.0.0.1:11434/v1 (Ollama).',
  'assistant.testError.no_address': 'Najpierw wpisz adres asystenta (dla Ollamy: http://127.0.0.1:11434/v1).',
  'assistant.testError.key_malformed': 'Klucz API wygląda na błędny: wklej go ponownie w jednym wierszu.',
  'assistant.testError.key_unreadable': 'Zapisanego klucza API nie da się odczytać na tym komputerze. Wklej go ponownie i zapisz.',
  'assistant.testError.needs_key': 'Asystent pod adresem {host} wymaga klucza API (HTTP {status}).',
  'assistant.testError.key_refused': 'Asystent pod adresem {host} odrzucił klucz API (HTTP {status}). Sprawdź klucz.',
  'assistant.testError.redirect':
    'Asystent pod adresem {host} odpowiedział przekierowaniem (HTTP {status}), za którym aplikacja nigdy nie idzie. Sprawdź adres.',
  'assistant.testError.not_found':
    'Pod adresem {host} nic nie zwraca listy modeli (HTTP 404). Sprawdź adres: serwery zgodne z OpenAI zwykle kończą się na /v1.',
  'assistant.testError.http_error': 'Asystent pod adresem {host} odpowiedział błędem (HTTP {status}).',
  'assistant.testError.not_openai': 'Serwer pod adresem {host} odpowiedział, ale nie listą modeli zgodną z OpenAI. Sprawdź adres (zwykle kończy się na /v1).',
  'assistant.testError.timeout': 'Asystent pod adresem {host} nie odpowiedział w ciągu {seconds, number} s.',
  'assistant.testError.tls': 'Nie udało się zweryfikować certyfikatu asystenta pod adresem {host}.',
  'assistant.testError.too_large': 'Asystent pod adresem {host} odpowiedział czymś większym, niż ta aplikacja odczytuje.',
  'assistant.testError.unreachable': 'Nie udało się połączyć z asystentem pod adresem {host}. Czy serwer działa i czy adres jest poprawny?',

  // --- results -------------------------------------------------------------------------------
  'table.none': 'Niczego, co udostępniasz asystentowi, nie znaleziono w Home Assistancie.',
  'table.caption': 'Bieżący stan',
  'table.captionRead': 'Bieżący stan, odczytany {when}',
  'table.entity': 'Urządzenie',
  'table.state': 'Stan',
  'table.changed': 'Zmiana',
  'table.showAll': 'Pokaż wszystkie ({count, number})',
  'state.word':
    '{word, select, on {włączone} off {wyłączone} open {otwarte} closed {zamknięte} detected {wykryto} clear {brak} low {niski} normal {normalny} cold {zimno} hot {gorąco} connected {połączone} disconnected {rozłączone} lightDetected {wykryto światło} noLight {brak światła} unlocked {odblokowane} locked {zablokowane} moving {w ruchu} notMoving {bez ruchu} pluggedIn {podłączone} unplugged {odłączone} powerDetected {wykryto zasilanie} noPower {brak zasilania} running {działa} notRunning {nie działa} updateAvailable {dostępna aktualizacja} upToDate {aktualne} unavailable {niedostępne} unknown {nieznany} home {w domu} away {poza domem} charging {ładowanie} notCharging {nie ładuje} wet {mokro} dry {sucho} problem {problem} ok {OK} unsafe {niebezpiecznie} safe {bezpiecznie} other {{word}}}',
  'history.period': '{period, select, hour {ostatnia godzina} day {ostatnie 24 godziny} week {ostatnie 7 dni} other {{period}}}',
  'history.changes': '{count, plural, =0 {brak zmian} one {# zmiana} few {# zmiany} many {# zmian} other {# zmiany}}',
  'history.nothing': 'W tym okresie nic się nie zmieniło.',
  'history.showChanges': 'Pokaż {count, plural, one {zmianę} few {# zmiany} many {# zmian} other {# zmiany}}',
  'history.timelineTitle': 'Oś czasu: {name}: {count, plural, one {# zmiana} few {# zmiany} many {# zmian} other {# zmiany}}, ostatnia na {state} o {at}',
  'history.chartTitle': 'Wykres: {name}: od {min}{unit} do {max}{unit}; ostatnio {latest}{unit}',
  'history.notRecorded': 'nie zarejestrowano',

  // --- popup ---------------------------------------------------------------------------------
  'popup.title': 'Czeka na twoje zatwierdzenie',
  'popup.count': '{count, plural, one {# czeka} few {# czekają} many {# czeka} other {# czeka}}',
  'popup.nothing': 'Nic nie czeka na twoje zatwierdzenie.',
  'popup.list': 'Prośby czekające na zatwierdzenie',
  'popup.alreadyAnswered': 'Na tę prośbę już odpowiedziano albo już nie czeka. Nic więcej się nie stanie.',

  // --- quick ask ---------------------------------------------------------------------------------
  'quick.form': 'Szybkie pytanie',
  'quick.input': 'Zapytaj',
  'quick.placeholder': 'Zapytaj, np. „wyłącz światło na ganku”',
  'quick.hintCard': 'Enter zatwierdza · Esc odrzuca',
  'quick.hint': 'Enter pyta · Esc zamyka',
  'quick.place': 'Prośba {place, number}',
  'quick.done': 'Gotowe — możesz zamknąć to okno.',

  // --- settings: the window ------------------------------------------------------------------
  'settings.title': 'Ustawienia',
  'settings.sections': 'Sekcje ustawień',
  'settings.loading': 'Wczytywanie…',
  'settings.assistantUnavailable': 'Nie udało się wczytać ustawień asystenta.',
  'section.connection': 'Połączenie',
  'section.connection.intro': 'Którego Home Assistanta używać i jak ten komputer udowadnia, że może się do niego łączyć.',
  'section.read': 'Dostęp do odczytu',
  'section.read.intro': 'Co udostępniasz asystentowi. Każdy odczyt zatwierdzasz.',
  'section.control': 'Sterowanie',
  'section.control.intro': 'Co asystent może włączać i wyłączać. Każde działanie zatwierdzasz.',
  'section.assistant': 'Asystent',
  'section.assistant.intro': 'W jakim języku mówi aplikacja i który silnik rozumie twoje wiadomości i proponuje, co zrobić.',
  'section.activity': 'Aktywność',
  'section.activity.intro': 'Wszystko, o co prosił asystent, i co się stało.',
  'section.backup': 'Eksport i import',
  'section.backup.intro': 'Zachowaj kopię tego, co udostępniasz i na co pozwalasz, albo przenieś ją na inny komputer.',
  'notice.malformedTitle': 'Nie udało się odczytać pliku ustawień Home Assistanta.',
  'notice.malformedBody':
    'Dopóki nie zapiszesz tutaj, asystent nie ma dostępu do Home Assistanta — to bezpieczne ustawienie domyślne. Zapisanie zastąpi uszkodzony plik.',
  'notice.plaintextTitle': 'Nie ma tu systemowego pęku kluczy,',
  'notice.plaintextBody': 'więc twój token dostępu jest przechowywany w pliku, który może otworzyć tylko twoje konto użytkownika — nie jest zaszyfrowany.',
  'notice.plaintextAdvice':
    'Każdy, kto może zalogować się jako ty albo czytać twoje kopie zapasowe, mógłby go odczytać. Używaj tokenu, który możesz unieważnić w Home Assistancie.',

  // --- settings: connection ----------------------------------------------------------------------
  'connection.formTitle': 'Adres i token',
  'connection.address': 'Adres Home Assistanta',
  'connection.addressHelp': 'Adres, pod którym otwierasz Home Assistanta, np. <mono>{example}</mono>.',
  'connection.assumedScheme': 'Zostanie użyty jako <mono>{address}</mono>.',
  'connection.error.INVALID_BASE_URL': 'Tego adresu aplikacja nie może użyć. Wpisz go jak {example}: nazwa lub adres IP i port, bez niczego dalej.',
  'connection.error.CAPABILITY_NOT_CONFIGURED': 'Wklej token dostępu długoterminowego dla tego adresu, a potem przetestuj ponownie.',
  'connection.error.HOME_ASSISTANT_UNREACHABLE': 'Pod adresem {origin} nic nie odpowiedziało. Czy działa tam Home Assistant i czy adres i port są poprawne?',
  'connection.error.EXECUTION_TIMEOUT': '{origin} nie odpowiedział na czas. Sprawdź adres i czy Home Assistant działa.',
  'connection.error.tokenRefused':
    'Home Assistant odrzucił ten token dostępu. W Home Assistancie otwórz swój profil, potem Bezpieczeństwo, utwórz token dostępu długoterminowego, wklej go w pole tokenu powyżej i naciśnij Zapisz.',
  'connection.error.computerRefused':
    'Home Assistant odrzucił ten komputer, zwykle po zbyt wielu nieudanych logowaniach. Usuń adres tego komputera z ip_bans.yaml w folderze konfiguracji Home Assistanta, a potem uruchom Home Assistanta ponownie.',
  'connection.error.HOME_ASSISTANT_TLS_ERROR': 'Nie udało się zweryfikować certyfikatu Home Assistanta. Sprawdź go i wybierz poniżej, jak mu ufać.',
  'connection.error.HOME_ASSISTANT_ERROR': '{origin} odpowiedział błędem. Czy to adres samego Home Assistanta, a nie strony albo proxy przed nim?',
  'connection.error.other': 'Nie udało się ukończyć testu.',
  'connection.unencrypted':
    'Ten adres używa zwykłego <b>http</b>: twój token dostępu i dane twojego domu przechodzą przez sieć bez szyfrowania. Użyj adresu https, jeśli twój Home Assistant go ma.',
  'connection.token': 'Token dostępu długoterminowego',
  'connection.tokenRefused': 'Token zapisany — Home Assistant go odrzucił; wklej nowy',
  'connection.tokenSaved': 'Token zapisany',
  'connection.tokenUnreadable': 'Nie można odczytać zapisanego tokenu — wklej go ponownie',
  'connection.noToken': 'Brak zapisanego tokenu',
  'connection.removeToken': 'Usuń token',
  'connection.tokenPlaceholderReplace': 'Wklej nowy token, aby zastąpić zapisany',
  'connection.tokenPlaceholder': 'Wklej token',
  'connection.tokenHelp':
    'Utwórz go w Home Assistancie: twój profil → Bezpieczeństwo → Tokeny dostępu długoterminowego. Jest przechowywany na tym komputerze i nigdy więcej nie jest pokazywany — ani tutaj, ani asystentowi.',
  'connection.originChanges':
    'Zapisanie innego adresu usuwa zapisany token: token jest wysyłany tylko pod adres, dla którego go zapisano. Wklej token dla nowego adresu.',
  'connection.testing': 'Testowanie…',
  'connection.test': 'Testuj połączenie',
  'connection.save': 'Zapisz',
  'connection.testingLabel': 'Testowanie połączenia',
  'connection.contacting': 'Łączenie z Home Assistantem…',
  'connection.connected': 'Połączono z <b>{name}</b> — Home Assistant {version}, strefa czasowa {zone}.',

  // --- settings: assistant -----------------------------------------------------------------------
  'assistant.formTitle': 'Silnik rozmowy',
  'assistant.engine': 'Silnik',
  'assistant.builtin': 'Wbudowany',
  'assistant.builtinHelp':
    'Rozumie proste zdania o twoich urządzeniach w języku wybranym powyżej. Działa w całości na tym komputerze; nic nie jest nigdzie wysyłane.',
  'assistant.llm': 'Serwer modelu językowego',
  'assistant.llmHelp':
    'Ollama, llama.cpp, LM Studio, vLLM lub dowolny punkt końcowy zgodny z OpenAI. Model tylko proponuje — nadal zatwierdzasz każdy odczyt i każde działanie.',
  'assistant.presets': 'Ustawienia dla serwerów lokalnych',
  'assistant.endpoint': 'Punkt końcowy',
  'assistant.model': 'Model',
  'assistant.apiKey': 'Klucz API (jeśli serwer go wymaga)',
  'assistant.keySaved': 'Klucz zapisany',
  'assistant.noKey': 'Brak zapisanego klucza',
  'assistant.keyPlaceholderReplace': 'Wklej nowy klucz, aby go zastąpić',
  'assistant.keyPlaceholder': 'Opcjonalnie',
  'assistant.remote': 'Ten punkt końcowy nie jest na tym komputerze. Wszystko, co pozwolisz asystentowi odczytać, zostanie wysłane do <b>{host}</b>.',
  'assistant.save': 'Zapisz',
  'assistant.testing': 'Testowanie…',
  'assistant.test': 'Testuj zapisany serwer',
  'assistant.answered':
    '{count, plural, =0 {Serwer odpowiedział.} one {Serwer odpowiedział, podając # model: {models}.} few {Serwer odpowiedział, podając # modele: {models}.} many {Serwer odpowiedział, podając # modeli: {models}.} other {Serwer odpowiedział, podając # modelu: {models}.}}',

  // --- settings: discovery -----------------------------------------------------------------------
  'discovery.title': 'Znalezione w twojej sieci',
  'discovery.looking': 'Szukanie…',
  'discovery.searchAgain': 'Szukaj ponownie',
  'discovery.lookingStatus': 'Szukanie Home Assistanta w twojej sieci',
  'discovery.found': '{count, plural, =0 {Nic nie znaleziono} one {Znaleziono #} few {Znaleziono #} many {Znaleziono #} other {Znaleziono #}}',
  'discovery.unavailable': 'Wykrywanie nie jest tu dostępne — wpisz adres ręcznie.',
  'discovery.lookingLong': 'Szukanie Home Assistanta w twojej sieci…',
  'discovery.none': 'Nie znaleziono automatycznie żadnego Home Assistanta. Wpisz jego adres poniżej.',
  'discovery.defaultName': 'Home Assistant',
  'discovery.notSetUp': 'Jeszcze nieskonfigurowany',
  'discovery.unverified': 'Niezweryfikowane ogłoszenie',
  'discovery.version': 'Home Assistant {version}',
  'discovery.finishOnboarding': 'Najpierw dokończ wstępną konfigurację w Home Assistancie.',
  'discovery.alt.external_url': 'Adres w chmurze / zewnętrzny',
  'discovery.alt.base_url': 'Ogłaszany adres bazowy',
  'discovery.altNote': ' — poza twoją siecią domową; sugerowany adres lokalny zatrzymuje twój token w domu.',
  'discovery.checking': 'Sprawdzanie…',
  'discovery.inUse': 'W użyciu',
  'discovery.use': 'Użyj tego',

  // --- settings: trust for https --------------------------------------------------------------------
  'trust.pinned': 'Przypięty certyfikat (SHA-256 {fingerprint})',
  'trust.unknownFingerprint': 'nieznany',
  'trust.customCa': 'Certyfikat CA twojego domu',
  'trust.system': 'Zaufane urzędy certyfikacji tego komputera',
  'trust.title': 'Zaufanie dla https',
  'trust.current': 'Obecnie zaufany: <b>{current}</b>',
  'trust.useCa': 'Użyj certyfikatu CA mojego domu',
  'trust.caFile': 'Plik certyfikatu CA (.pem, .crt)',
  'trust.caPaste': '…albo wklej go',
  'trust.trustCa': 'Ufaj temu CA',
  'trust.pin': 'Przypnij certyfikat, który przedstawia ten adres (samopodpisany)',
  'trust.pinHelp':
    'Sovereign Companion łączy się raz, aby pokazać ci certyfikat. Żaden token nie jest wysyłany. Zanim mu zaufasz, porównaj odcisk z tym, który pokazuje Home Assistant.',
  'trust.connecting': 'Łączenie…',
  'trust.show': 'Pokaż certyfikat',
  'trust.issuedTo': 'Wystawiony dla',
  'trust.issuedBy': 'Wystawiony przez',
  'trust.valid': 'Ważny',
  'trust.validRange': '{from} – {to}',
  'trust.fingerprint': 'Odcisk SHA-256',
  'trust.pinThis': 'Zaufaj temu certyfikatowi i przypnij go',
  'trust.backToSystem': 'Wróć do systemowych urzędów certyfikacji',

  // --- settings: what the assistant's Test learnt of the server ---------------------------------------
  'server.kind.ollama': 'Ollama',
  'server.kind.llamacpp': 'Serwer llama.cpp',
  'server.kind.lmstudio': 'LM Studio',
  'server.kind.vllm': 'vLLM',
  'server.kind.other': 'Serwer zgodny z OpenAI',
  'server.noTools.ollama':
    'Żaden z zainstalowanych modeli nie deklaruje, że potrafi używać narzędzi. Zainstaluj taki, który potrafi (na przykład qwen2.5 lub llama3.1), poleceniem "ollama pull".',
  'server.noTools.llamacpp': 'Uruchom llama-server z --jinja i modelem, którego szablon czatu obsługuje narzędzia.',
  'server.noTools.lmstudio': 'Wczytaj model z natywnym użyciem narzędzi (plakietka z młotkiem w LM Studio).',
  'server.noTools.vllm': 'Uruchom vLLM z --enable-auto-tool-choice i --tool-call-parser odpowiednim dla tego modelu.',
  'server.noTools.other': 'Wybierz model, który obsługuje wywoływanie narzędzi.',
  'server.unknown.ollama': 'Ollama nie zna tego modelu — czy jest zainstalowany?',
  'server.unknown.llamacpp': 'llama-server nie mówi, czy jego model potrafi używać narzędzi; potrzebuje --jinja i szablonu czatu obsługującego narzędzia.',
  'server.unknown.lmstudio': 'LM Studio nie wymienia tego modelu.',
  'server.unknown.vllm':
    'vLLM nie mówi, czy narzędzia działają: musi być uruchomiony z --enable-auto-tool-choice i --tool-call-parser odpowiednim dla tego modelu.',
  'server.unknown.other': 'Ten serwer nie mówi, czy model potrafi używać narzędzi. Jeśli odpowiedzi zawodzą, wybierz model obsługujący narzędzia.',
  'server.kind': 'Serwer: {kind}{version, select, none {} other { {version}}}',
  'server.canUseTools': '<b>{model}</b> potrafi używać narzędzi.',
  'server.cannotUseTools': '<b>{model}</b> nie potrafi używać narzędzi, a ta aplikacja ich potrzebuje, by cokolwiek odczytać lub przełączyć.',
  'server.toolModels': 'Modele, które potrafią używać narzędzi',
  'server.use': 'Użyj {model}',
  'server.promptLarge':
    'Przy {count, plural, one {# udostępnionym urządzeniu} few {# udostępnionych urządzeniach} many {# udostępnionych urządzeniach} other {# udostępnionego urządzenia}} instrukcje asystenta mają około {kilobytes, number} KB. Małe modele mogą sobie z tym nie radzić: udostępnij mniej urządzeń albo użyj większego modelu.',

  // --- settings: this computer's room -----------------------------------------------------------------
  'room.title': 'Pomieszczenie tego komputera',
  'room.label': 'Ten komputer jest w',
  'room.notSet': 'Nie ustawiono — pytaj o pomieszczenie',
  'room.help': '„Wyłącz tu światła” oznacza wtedy to pomieszczenie, jak w asystencie głosowym Home Assistanta.',
  'room.gone': 'Wybranego wcześniej pomieszczenia nie ma już w Home Assistancie, więc liczy się jako nieustawione.',
  'room.namesFallback': '{note} — asystent rozumie twoje urządzenia tylko po nazwach.',
  'room.namesFallbackDefault': 'Nie udało się odczytać obszarów i aliasów Home Assistanta',
  'room.save': 'Zapisz pomieszczenie',

  // --- settings: the quick-ask shortcut ---------------------------------------------------------------
  'shortcut.title': 'Szybkie pytanie z dowolnego miejsca',
  'shortcut.lead': 'Skrót otwiera małe okno, w którym zapytasz kilkoma słowami; każda karta nadal wymaga twojego zatwierdzenia.',
  'shortcut.registered': '{shortcut} otwiera szybkie pytanie.',
  'shortcut.off': 'Skrót jest wyłączony. „Szybkie pytanie…” w menu zasobnika nadal je otwiera.',
  'shortcut.useInstead': 'Użyj zamiast tego {shortcut}',
  'shortcut.label': 'Skrót',
  'shortcut.save': 'Zapisz skrót',
  'shortcut.browserHost': 'Skrót ustawia się w aplikacji na komputer: karta przeglądarki nie słyszy klawiszy naciskanych w innych aplikacjach.',

  // --- settings: language ---------------------------------------------------------------------
  'language.title': 'Język',
  'language.label': 'Język aplikacji i asystenta',
  'language.automatic': 'Automatycznie ({name})',
  'language.source':
    '{source, select, home {Tryb automatyczny używa języka ustawionego w Home Assistancie ({tag}).} system {Tryb automatyczny używa języka tego komputera, bo Home Assistant jeszcze nie podał swojego.} browser {Tryb automatyczny używa języka tej przeglądarki, bo Home Assistant jeszcze nie podał swojego.} other {Tryb automatyczny oznacza tu angielski: ani Home Assistant, ani ten komputer nie podają języka, którym mówi aplikacja.}}',
  'language.save': 'Zapisz język',
  'language.unreadable':
    'Nie udało się odczytać zapisanego ustawienia języka, więc język jest wybierany automatycznie, dopóki nie wybierzesz go ponownie.{keptAs, select, none {} other { Stary plik zachowano jako {keptAs}.}}',
  'history.unreadable':
    'Nie udało się odczytać zapisanych rozmów ({reason, select, unknown_format {są w formacie, którego ta wersja nie obsługuje} other {plik jest uszkodzony}}), więc historia zaczyna się od nowa.{keptAs, select, none {} other { Stary plik zachowano jako {keptAs}.}}',

  // --- settings: saving ------------------------------------------------------------------------
  'save.saving': 'Zapisywanie…',
  'save.saved': 'Zapisano',
  'save.failed': 'Nie udało się zapisać.',
  'save.seeAbove': 'Nie zapisano — zobacz komunikat powyżej.',
  'saveBar.label': 'Niezapisane zmiany',
  'saveBar.pending':
    '<b>{count, plural, one {# niezapisana zmiana} few {# niezapisane zmiany} many {# niezapisanych zmian} other {# niezapisanej zmiany}}</b>: {list}.',
  'saveBar.saved': 'Listy zapisane.',
  'saveBar.discard': 'Odrzuć',
  'saveBar.save': 'Zapisz zmiany',
  'saveBar.list.read': 'odczyt',
  'saveBar.list.control': 'sterowanie',
  'pending.readOn': 'Włącz odczyt',
  'pending.readOff': 'Wyłącz odczyt',
  'pending.controlOn': 'Włącz sterowanie',
  'pending.controlOff': 'Wyłącz sterowanie',
  'pending.shared': 'udostępnione asystentowi: {count, number}',
  'pending.unshared': 'już nieudostępniane: {count, number}',
  'pending.allowed': 'z pozwoleniem na sterowanie: {count, number}',
  'pending.disallowed': 'już bez pozwolenia na sterowanie: {count, number}',
  'switch.on': 'Włączone',
  'switch.off': 'Wyłączone',

  // --- settings: read access and control -----------------------------------------------------------
  'read.switch': 'Pozwól asystentowi odczytywać Home Assistanta',
  'read.switchHelp': 'Gdy włączone, asystent może prosić o odczyt tego, co zaznaczono poniżej — a ty zatwierdzasz każdy odczyt. Zapisywane paskiem Zapisz.',
  'read.listTitle': 'Udostępnione asystentowi',
  'read.listHelp': 'Tylko te są kiedykolwiek wymieniane asystentowi. Ich stan jest odczytywany tylko wtedy, gdy zatwierdzisz prośbę.',
  'read.connectFirst': 'Najpierw połącz się z Home Assistantem (Połączenie), a potem wybierz tutaj, co udostępnić.',
  'read.loadFailed': 'Nie udało się wczytać twoich urządzeń z Home Assistanta: {error}',
  'read.loading': 'Wczytywanie twoich urządzeń z Home Assistanta…',
  'read.missingTitle': 'Już nie ma ich w Home Assistancie',
  'read.missingHelp': 'Udostępniasz je, ale Home Assistant już ich nie ma (zmieniono im nazwę albo je usunięto).',
  'read.missingTag': 'Brak',
  'read.remove': 'Usuń',
  'read.tryAgain': 'Spróbuj ponownie',
  'read.removeLabel': 'Usuń {id} z listy',
  'read.purpose': 'urządzenia, które udostępniasz asystentowi',
  'read.namesFallback': '{note} — asystent rozumie je tylko po nazwach.',
  'control.switch': 'Pozwól asystentowi włączać i wyłączać rzeczy',
  'control.switchHelp':
    'Niezależnie od odczytu. Gdy włączone, asystent może prosić o włączenie lub wyłączenie świateł i przełączników zaznaczonych poniżej — każde zatwierdzasz. Zapisywane paskiem Zapisz.',
  'control.listTitle': 'Światła i przełączniki, którymi asystent może sterować',
  'control.why':
    'Sterować można wyłącznie <b>światłami i przełącznikami</b>: ich włączenie lub wyłączenie można od razu cofnąć. Zamki, alarmy, rolety i bramy garażowe, kamery i termostaty nigdy nie są proponowane.',
  'control.onlyShared': 'Pojawia się tu tylko to, co już udostępniasz asystentowi. Aby coś dodać, najpierw zaznacz to w Dostępie do odczytu.',
  'control.notOffered': 'Nie proponowane spośród udostępnionych: {list}.',
  'control.none': 'Nic z tego, co udostępniasz asystentowi, nie jest światłem ani przełącznikiem.',
  'control.purpose': 'światła i przełączniki, którymi asystent może sterować',
  'domain.counted':
    '{domain, select, light {{count, plural, one {# światło} few {# światła} many {# świateł} other {# światła}}} switch {{count, plural, one {# przełącznik} few {# przełączniki} many {# przełączników} other {# przełącznika}}} sensor {{count, plural, one {# czujnik} few {# czujniki} many {# czujników} other {# czujnika}}} binary_sensor {{count, plural, one {# czujnik binarny} few {# czujniki binarne} many {# czujników binarnych} other {# czujnika binarnego}}} lock {{count, plural, one {# zamek} few {# zamki} many {# zamków} other {# zamka}}} cover {{count, plural, one {# roleta} few {# rolety} many {# rolet} other {# rolety}}} climate {{count, plural, one {# termostat} few {# termostaty} many {# termostatów} other {# termostatu}}} camera {{count, plural, one {# kamera} few {# kamery} many {# kamer} other {# kamery}}} person {{count, plural, one {# osoba} few {# osoby} many {# osób} other {# osoby}}} media_player {{count, plural, one {# odtwarzacz multimedialny} few {# odtwarzacze multimedialne} many {# odtwarzaczy multimedialnych} other {# odtwarzacza multimedialnego}}} other {{count, number} × {label}}}',

  // --- settings: the picker ----------------------------------------------------------------------
  'picker.search': 'Szukaj',
  'picker.searchPlaceholder': 'Nazwa lub identyfikator encji',
  'picker.domain': 'Rodzaj',
  'picker.allDomains': 'Wszystkie rodzaje ({count, number})',
  'picker.domainOption': '{label} ({count, number})',
  'picker.show': 'Pokaż',
  'picker.showAll': 'Wszystko',
  'picker.showSelected': 'Tylko zaznaczone',
  'picker.showUnselected': 'Niezaznaczone',
  'picker.count': 'Widoczne: <b>{shown, number}</b> · zaznaczone: <b>{selected, number}</b>',
  'picker.selectAll': 'Zaznacz wszystkie widoczne',
  'picker.selectAllCount': 'Zaznacz wszystkie widoczne ({count, number})',
  'picker.clearAll': 'Odznacz wszystkie widoczne',
  'picker.sensitiveNote':
    '{count, plural, one {# wrażliwe urządzenie jest widoczne} few {# wrażliwe urządzenia są widoczne} many {# wrażliwych urządzeń jest widocznych} other {# wrażliwego urządzenia jest widoczne}}. „Zaznacz wszystkie” je pomija — zaznacz każde osobno, jeśli naprawdę tego chcesz.',
  'picker.noMatch': 'Nic nie pasuje.',
  'picker.listLabel': 'Twoje urządzenia w Home Assistancie — zaznacz {purpose}',
  'picker.sensitive': 'Wrażliwe',
  'picker.sensitiveTitle': 'Ujawnia obecność, zabezpieczenia albo to, czy twój dom jest otwarty',

  // --- settings: activity -------------------------------------------------------------------------
  'activity.totals': 'Podsumowanie',
  'activity.totalsSince': 'Podsumowanie od {date}',
  'activity.refresh': 'Odśwież',
  'activity.nothing': 'Jeszcze o nic nie pytano.',
  'activity.totalsLabel': 'Podsumowanie według rodzaju prośby',
  'activity.col.kind': 'Prośba',
  'activity.col.asked': 'Zgłoszone',
  'activity.col.done': 'Wykonane',
  'activity.col.denied': 'Odrzucone',
  'activity.col.expired': 'Wygasłe',
  'activity.col.refused': 'Zablokowane',
  'activity.col.failed': 'Nieudane',
  'activity.changedSplit': '(zmienione: {changed, number}, bez potrzeby zmiany: {noop, number})',
  'activity.refusedNote':
    '„Zablokowane” liczy prośby, które twoje ustawienia zatrzymały, zanim pokazano jakąkolwiek kartę — na przykład urządzenie, którego nie udostępniasz, albo takie, którym asystent nie może sterować. Nic dla nich nie odczytano ani nie zmieniono.',
  'activity.recent': 'Ostatnie zdarzenia',
  'activity.noEvents': 'Jeszcze nie ma zdarzeń.',
  'activity.col.time': 'Czas',
  'activity.col.what': 'Co',
  'activity.col.device': 'Urządzenie',
  'activity.col.outcome': 'Co się stało',
  'activity.col.where': 'Gdzie',
  'activity.settingsChanged': 'Zmiana ustawień',
  'activity.alreadySo': '(bez zmiany)',
  'activity.showCode': 'Kod',
  'activity.capability.home_assistant.list_entities': 'Odczyt bieżących stanów',
  'activity.capability.home_assistant.get_history': 'Odczyt historii',
  'activity.capability.home_assistant.set_entity_state': 'Włączanie lub wyłączanie',
  'activity.turn': '{state, select, on {Włącz} other {Wyłącz}}',
  'activity.outcome':
    '{outcome, select, executed {Wykonano} approved {Zatwierdzono} rejected {Zablokowano} pending {Czeka} denied {Odrzucono} expired {Wygasło} failed {Nie powiodło się} other {{outcome}}}',
  'activity.surface': '{surface, select, chat {Czat} tray {Zasobnik} popup {Okno zatwierdzania} quick {Szybkie pytanie} other {{surface}}}',
  'activity.config.reading': 'odczyt {on, select, true {włączony} other {wyłączony}}',
  'activity.config.control': 'sterowanie {on, select, true {włączone} other {wyłączone}}',
  'activity.config.shared': 'udostępnione: {count, number}',
  'activity.config.allowed': 'z pozwoleniem na sterowanie: {count, number}',
  'activity.config.address': 'zmieniono adres',
  'activity.config.token': 'token {change, select, set {zapisany} cleared {usunięty} other {{change}}}',
  'activity.config.trust': 'zaufanie: {mode}',

  // --- settings: export & import -------------------------------------------------------------------
  'backup.exportTitle': 'Eksport',
  'backup.exportHelp': 'Zapisuje obie listy — co udostępniasz asystentowi i czym może sterować — jako plik JSON. Twój adres i token nigdy nie są dołączane.',
  'backup.export': 'Eksportuj listy',
  'backup.exported':
    'Wyeksportowano: udostępnione urządzenia: {read, plural, one {#} few {#} many {#} other {#}}, z pozwoleniem na sterowanie: {control, plural, one {#} few {#} many {#} other {#}}.',
  'backup.importTitle': 'Import',
  'backup.importHelp': 'Wypełnia listy z wyeksportowanego pliku. Nic się nie zmieni, dopóki nie przejrzysz i nie zapiszesz.',
  'backup.file': 'Plik list (.json)',
  'backup.choose': 'Wybierz plik…',
  'backup.tooLarge': 'Ten plik jest za duży, by być eksportem list.',
  'backup.notJson': 'Ten plik nie jest plikiem JSON.',
  'backup.notExport': 'Ten plik nie jest eksportem udostępnionych urządzeń.',
  'backup.noList': 'Ten plik nie zawiera listy udostępnionych urządzeń.',
  'backup.imported': 'Zaimportowano z {file}: do odczytu {read, number}, do sterowania {control, number}. Przejrzyj, a potem zapisz.',
  'backup.leftOut':
    '{count, plural, one {Pominięto # wpis sterowania} few {Pominięto # wpisy sterowania} many {Pominięto # wpisów sterowania} other {Pominięto # wpisu sterowania}}: sterować można tylko światłami i przełącznikami z listy odczytu.',
  'backup.skipped':
    '{count, plural, one {Pominięto # wpis, który nie jest identyfikatorem encji} few {Pominięto # wpisy, które nie są identyfikatorami encji} many {Pominięto # wpisów, które nie są identyfikatorami encji} other {Pominięto # wpisu, które nie są identyfikatorami encji}}.',
  'backup.ignored': 'Zignorowano: {fields}.',

  // --- settings: conversation history ------------------------------------------------------------
  'historyPanel.title': 'Historia rozmów',
  'historyPanel.lead':
    'Rozmowy są przechowywane tylko na tym komputerze, łącznie z odpowiedziami Home Assistanta. {count, plural, =0 {Teraz nie jest przechowywana żadna.} one {Teraz przechowywana jest # rozmowa.} few {Teraz przechowywane są # rozmowy.} many {Teraz przechowywanych jest # rozmów.} other {Teraz przechowywane jest # rozmowy.}}',
  'historyPanel.keep': 'Przechowuj rozmowy przez',
  'historyPanel.days': '{days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}',
  'historyPanel.confirm': 'Zapomnieć wszystkie rozmowy na tym komputerze?',
  'historyPanel.keepThem': 'Zachowaj je',
  'historyPanel.clear': 'Wyczyść historię',
  'historyPanel.clearAsk': 'Wyczyść historię…',
  'historyPanel.saved': 'Zapisano.',
  'historyPanel.cleared': 'Historia wyczyszczona.',

  // --- Home Assistant's recognizer and the language chain (docs/architecture.md, "The language chain") ---
  'recognizer.reply.firstNote': '(Odczytano to rozpoznawaczem samego Home Assistanta dla języka: {language}; odpowiadam po angielsku.)',
  'recognizer.reply.unavailable':
    'Rozpoznawacz samego Home Assistanta nie odpowiedział w tej chwili, więc nie udało się tego odczytać. Nic nie zostało zrobione. Spróbuj ponownie za chwilę.',
  'recognizer.reply.noEngine':
    'Przepraszam, nie rozumiem. Nie znam języka: {language}{reason, select, recognizer_language_unsupported {, a asystent Home Assistanta też go nie zna} recognizer_unavailable {, a rozpoznawacz Home Assistanta jest niedostępny (wymaga Home Assistanta 2023.7 lub nowszego z Assist)} other {, a Home Assistant nie jest połączony, więc jego rozpoznawacz nie może pomóc}}. Co pomoże: połącz Home Assistanta, wybierz język, który znam, w Ustawienia → Język albo skonfiguruj model językowy w Ustawienia → Asystent.',
  'assistant.chain.title': 'Kto cię rozumie',
  'assistant.chain.engine':
    'Wiadomości w języku: {language} czyta {engine, select, builtin {wbudowany silnik} home_assistant_recognizer {rozpoznawacz samego Home Assistanta} other {model językowy}}.',
  'assistant.chain.reason':
    '{reason, select, model_chosen {Powyżej wybrano model językowy: odpowiada w każdym języku.} builtin_speaks {Wbudowany silnik zna ten język.} home_assistant_recognizes {Wbudowany silnik nie zna tego języka; asystent samego Home Assistanta go zna, więc to on czyta twoje zdania — nigdy nie działa sam: każdy odczyt i każde działanie nadal zatwierdzasz tutaj.} recognizer_language_unsupported {Ani wbudowany silnik, ani asystent Home Assistanta nie zna tego języka; wbudowany silnik odczytuje, co potrafi.} recognizer_unavailable {Wbudowany silnik nie zna tego języka, a rozpoznawacz Home Assistanta jest niedostępny; wbudowany silnik odczytuje, co potrafi.} other {Wbudowany silnik nie zna tego języka, a Home Assistant nie jest połączony; wbudowany silnik odczytuje, co potrafi.}}',
  'assistant.chain.fallback': 'Ta aplikacja nie ma jeszcze tłumaczenia na język: {language}, więc jej okna i odpowiedzi są w języku: {replyLanguage}.',
  // --- the built-in engine's replies (see en.ts): a past tense of "I" is gendered in Polish, so what was
  // done is impersonal ("Włączono"), and a state follows a colon ("{device}: włączone"). ------------------
  'reply.canDo': 'Mogę włączać i wyłączać światła i przełączniki, podawać stan urządzeń, które widzę, i mówić, kiedy coś ostatnio się zmieniło.',
  'reply.onlyLightsAndSwitches': 'Mogę włączać i wyłączać tylko światła i przełączniki — to ograniczenie tej aplikacji, nie ustawienie.',
  'reply.chat':
    '{kind, select, thanks {Nie ma za co.} bye {Do usłyszenia.} hello {Cześć! {canDo}} acknowledge {Dobrze. {canDo}} other {Co mam zrobić? {canDo}}}',
  'reply.seeNothing': 'Nie widzę jeszcze żadnych urządzeń — wybierz, których mogę używać, w Ustawienia → Dostęp do odczytu.',
  'reply.see':
    'Widzę {count, plural, one {jedno urządzenie} few {# urządzenia} many {# urządzeń} other {# urządzenia}}: {devices}{more, plural, =0 {} other { i jeszcze #}}. {canDo}',
  'reply.controlNone':
    'Żadne z urządzeń, które widzę, nie jest światłem ani przełącznikiem, a tylko je mogę włączać i wyłączać. To, czy naprawdę mogę przełączać każde z nich, ustala się w Ustawienia → Sterowanie, a każdą zmianę zatwierdzasz.',
  'reply.control':
    'Mogę włączać i wyłączać tylko światła i przełączniki. Spośród urządzeń, które widzę, są to: {devices}{more, plural, =0 {} other { i jeszcze #}}. To, czy naprawdę mogę przełączać każde z nich, ustala się w Ustawienia → Sterowanie, a każdą zmianę zatwierdzasz.',
  'reply.unsupported':
    '{action, select, lock {Nie mogę niczego zamykać ani otwierać na klucz. {canDo} Żadne ustawienie tego nie zmienia.} cover {Nie mogę otwierać ani zamykać rolet, drzwi, okien, żaluzji ani zaworów. {canDo} Żadne ustawienie tego nie zmienia.} brightness {Nie mogę przyciemniać świateł ani zmieniać ich jasności. {canDo} Żadne ustawienie tego nie zmienia.} colour {Nie mogę zmieniać koloru świateł. {canDo} Żadne ustawienie tego nie zmienia.} temperature {Nie mogę zmieniać temperatury ani ustawień termostatów. {canDo} Żadne ustawienie tego nie zmienia.} level {Nie mogę niczego podgłaśniać, ściszać ani ustawiać na poziom. {canDo} Żadne ustawienie tego nie zmienia.} media {Nie mogę sterować odtwarzaczami multimedialnymi. {canDo} Żadne ustawienie tego nie zmienia.} schedule {Nie mogę planować zmian na później — działam tylko od razu, gdy prosisz. {canDo}} alarm {Nie mogę uzbrajać ani rozbrajać alarmów. {canDo} Żadne ustawienie tego nie zmienia.} start {Nie mogę uruchamiać ani zatrzymywać urządzeń AGD, scen ani skryptów. {canDo} Żadne ustawienie tego nie zmienia.} domain {Mogę włączać i wyłączać tylko światła i przełączniki. {canDo} Żadne ustawienie tego nie zmienia.} other {Przepraszam, nie rozumiem. {canDo}}}',
  'reply.nothing':
    '{found, select, kindInArea {Wśród urządzeń, które widzę, nie ma takich: {kinds} w pomieszczeniu {area}.} kindHere {Wśród urządzeń, które widzę, nie ma w tym pomieszczeniu takich: {kinds}.} here {Wśród urządzeń, które widzę, nie ma niczego w tym pomieszczeniu.} kind {Wśród urządzeń, które widzę, nie ma takich: {kinds}.} other {Nie znaleziono niczego pasującego do „{phrase}”.}}',
  'reply.notSwitchableKind': '{nothing} {onlyLights}',
  'reply.notControllable':
    '{why, select, kind {{onlyLights} Dlatego nie mogę przełączać: {devices}{more, plural, =0 {} other { (i jeszcze #)}}, ale mogę powiedzieć, jaki jest {count, plural, one {ich stan} few {ich stan} many {ich stan} other {ich stan}}.} other {Nie mogę przełączać: {devices}{more, plural, =0 {} other { (i jeszcze #)}} — możesz pozwolić na światła i przełączniki w Ustawienia → Sterowanie.}}',
  'reply.unknown':
    'Widzę tylko to, co mi udostępniasz w Ustawienia → Dostęp do odczytu, i nic tam nie pasuje do „{phrase}”. {count, plural, =0 {Zapytaj mnie „co widzisz?”, aby usłyszeć te nazwy.} other {Chodzi o: {devices}?}}',
  'reply.ambiguous':
    'Do „{phrase}” pasuje więcej niż jedno urządzenie{hidden, plural, =0 {} other { (pasujących: {count, number})}}. Które masz na myśli: {devices}?',
  'reply.whichRoom': 'Stąd nie wiem, w którym pomieszczeniu jesteś. O które pomieszczenie chodzi?',
  'reply.whichDevice': 'O które urządzenie chodzi?',
  'reply.whatToSwitch': 'Co mam {state, select, on {włączyć} off {wyłączyć} other {ustawić na {state}}}?',
  'reply.mixedDirections': 'Proś o włączanie i wyłączanie osobno, jedną prośbą naraz.',
  'reply.noAction':
    '{count, plural, =1 {Co mam zrobić z: {device}? Mogę włączyć, wyłączyć albo powiedzieć, jaki jest stan.} other {Co mam zrobić z nimi? Mogę je włączyć, wyłączyć albo powiedzieć, jaki jest ich stan.}}',
  'reply.proposeSet': '{state, select, on {Włączanie} off {Wyłączanie} other {Ustawianie stanu {state}}}: {device}.',
  'reply.proposeSetStep':
    '{state, select, on {Włączanie} off {Wyłączanie} other {Ustawianie stanu {state}}}: {phrase}, po jednym ({place, number} z {of, number}): {device}.',
  'reply.readingStates': 'Odczytuję bieżący stan {count, plural, =1 {jedynego udostępnionego urządzenia} other {# udostępnionych urządzeń}}.',
  'reply.readingHistory':
    'Odczytuję historię: {device} ({period, select, hour {ostatnia godzina} day {ostatnie 24 godziny} week {ostatnie 7 dni} other {{period}}}).',
  'reply.ranOutOfSteps': 'Skończyły się kroki, zanim udało się to sprawdzić — zapytaj ponownie.',
  'reply.nothingChanged': 'Nic nie zostało zmienione.',
  'reply.listMore': '{devices} {conjunction, select, or {lub} other {i}} jeszcze {more, number}',
  'reply.withId': '{device} ({id})',

  // Why an on/off request did not end in a confirmed change ({state}: on or off).
  'reply.action.unconfirmed':
    'Home Assistant podaje dla: {device}{known, select, yes { stan {reported}} other {}}, więc nie mogę potwierdzić {state, select, on {włączenia} off {wyłączenia} other {ustawienia stanu {state}}} — sprawdź to.',
  'reply.action.onlyLightsAndSwitches': '{onlyLights} Dlatego nie {state, select, on {włączono} off {wyłączono} other {ustawiono stanu {state}:}} {device}.',
  'reply.action.notAllowed': 'Mogę odczytywać {device}, ale nie mogę tym sterować — możesz na to pozwolić w Ustawienia → Sterowanie.',
  'reply.action.controlOff': 'Sterowanie jest wyłączone w Ustawienia → Sterowanie, więc nie mogę niczego przełączać — {device} bez zmian.',
  'reply.action.notAllowlisted':
    '{device} nie ma na liście urządzeń, których mogę używać, więc nie {state, select, on {włączono} off {wyłączono} other {ustawiono stanu {state}}} — możesz to dodać w Ustawienia → Dostęp do odczytu.',
  'reply.action.notConfigured':
    'Home Assistant nie jest jeszcze skonfigurowany — dodaj jego adres i token dostępu w Ustawienia → Połączenie. Nic nie zostało zmienione.',
  'reply.action.tooMuch': 'Za dużo naraz, więc nie zmieniono: {device}.',
  'reply.action.denied': 'Dobrze, {device} bez zmian.',
  'reply.action.expired': 'Ta prośba wygasła przed zatwierdzeniem, więc nic nie zostało zmienione.',
  'reply.action.approvalInvalid': 'To zatwierdzenie było już nieważne, więc nic nie zostało zmienione.',
  'reply.action.timeout':
    'Home Assistant nie odpowiedział na czas, więc nie wiem, czy {state, select, on {włączono} off {wyłączono} other {ustawiono stan {state}:}} {device} — sprawdź to.',
  'reply.action.unreachable':
    'Nie udało się połączyć z Home Assistantem, więc nie udało się {state, select, on {włączyć} off {wyłączyć} other {ustawić stanu {state}:}} {device}.',
  'reply.action.authFailed':
    'Home Assistant nie akceptuje już mojego tokenu dostępu, więc nie udało się {state, select, on {włączyć} off {wyłączyć} other {ustawić stanu {state}:}} {device}. Utwórz nowy w Home Assistancie (twój profil → Bezpieczeństwo → Tokeny dostępu długoterminowego) i zapisz go w Ustawienia → Połączenie.',
  'reply.action.tlsError':
    'Nie udało się zweryfikować certyfikatu Home Assistanta, więc nie wysłano prośby o {state, select, on {włączenie} off {wyłączenie} other {ustawienie stanu {state}}}: {device}. Sprawdź połączenie w Ustawienia → Połączenie.',
  'reply.action.gone': 'Home Assistant nie ma już: {device}, więc nic nie zostało zmienione.',
  'reply.action.auditUnavailable':
    'Nie udało się zapisać zatwierdzenia w dzienniku aktywności, więc nie wysłano do Home Assistanta prośby o {state, select, on {włączenie} off {wyłączenie} other {ustawienie stanu {state}}}: {device} — nic nie działa bez zapisu. Sprawdź dysk.',
  'reply.action.notConfirmed':
    'Wysłano do Home Assistanta prośbę o {state, select, on {włączenie} off {wyłączenie} other {ustawienie stanu {state}}}: {device}, ale nie potwierdził zmiany — sprawdź to.',
  'reply.action.error':
    'Home Assistant odpowiedział błędem, więc nie udało się {state, select, on {włączyć} off {wyłączyć} other {ustawić stanu {state}:}} {device}.',
  'reply.action.badAnswer':
    'Odpowiedź Home Assistanta nie wyglądała dobrze, więc nie mogę potwierdzić, czy {state, select, on {włączono} off {wyłączono} other {ustawiono stan {state}:}} {device} — sprawdź to.',
  'reply.action.badRequest': 'Coś było nie tak z moją prośbą, więc nie zmieniono: {device}.',
  'reply.action.pending': 'Proszę o twoje zatwierdzenie: {state, select, on {włączenie} off {wyłączenie} other {ustawienie stanu {state}}} — {device}.',
  'reply.action.refused':
    'Nie było pozwolenia na {state, select, on {włączenie} off {wyłączenie} other {ustawienie stanu {state}}}: {device}{known, select, yes { ({code})} other {}}.',
  'reply.action.failed':
    'Nie udało się {state, select, on {włączyć} off {wyłączyć} other {ustawić stanu {state}:}} {device}{known, select, yes { ({code})} other {}}.',

  // Why a read gave no data ({about}: yes when a device is named, else the reply says "that").
  'reply.read.readOff':
    'Odczyt z Home Assistanta jest wyłączony w Ustawienia → Dostęp do odczytu, więc nie mogę sprawdzić {about, select, yes {stanu: {device}} other {tego}}.',
  'reply.read.notConfigured': 'Home Assistant nie jest jeszcze skonfigurowany — dodaj jego adres i token dostępu w Ustawienia → Połączenie.',
  'reply.read.notAllowlisted':
    '{about, select, yes {{device} nie ma} other {Tego nie ma}} na liście urządzeń, które mogę odczytywać — możesz to dodać w Ustawienia → Dostęp do odczytu.',
  'reply.read.denied': 'Dobrze, niczego nie odczytano z Home Assistanta.',
  'reply.read.expired': 'Ta prośba wygasła przed zatwierdzeniem, więc niczego nie odczytano.',
  'reply.read.approvalInvalid': 'To zatwierdzenie było już nieważne, więc niczego nie odczytano.',
  'reply.read.unreachable': 'Nie udało się połączyć z Home Assistantem, więc teraz nie mogę nic powiedzieć {about, select, yes {o: {device}} other {o tym}}.',
  'reply.read.timeout': 'Home Assistant nie odpowiedział na czas, więc teraz nie mogę nic powiedzieć {about, select, yes {o: {device}} other {o tym}}.',
  'reply.read.authFailed':
    'Home Assistant nie akceptuje już mojego tokenu dostępu. Utwórz nowy w Home Assistancie (twój profil → Bezpieczeństwo → Tokeny dostępu długoterminowego) i zapisz go w Ustawienia → Połączenie.',
  'reply.read.tlsError': 'Nie udało się zweryfikować certyfikatu Home Assistanta, więc o nic go nie zapytano. Sprawdź połączenie w Ustawienia → Połączenie.',
  'reply.read.gone': 'Home Assistant nie ma już {about, select, yes {urządzenia: {device}} other {tego}}.',
  'reply.read.auditUnavailable':
    'Nie udało się zapisać zatwierdzenia w dzienniku aktywności, więc niczego nie odczytano — nic nie działa bez zapisu. Sprawdź dysk.',
  'reply.read.badAnswer':
    'Home Assistant odpowiedział czymś, czego nie da się odczytać, więc teraz nie mogę nic powiedzieć {about, select, yes {o: {device}} other {o tym}}.',
  'reply.read.pending': 'Proszę o twoje zatwierdzenie odczytu z Home Assistanta.',
  'reply.read.failed': 'Nie udało się odczytać z Home Assistanta {about, select, yes {stanu: {device}} other {tego}}{known, select, yes { ({code})} other {}}.',

  // What became of an on/off request, one sentence each.
  'reply.outcome.turned': '{state, select, on {Włączono} off {Wyłączono} other {Ustawiono stan {state}:}} {devices}.',
  'reply.outcome.notAllowed':
    'Nie mogę przełączać: {devices}, więc {devices_count, plural, one {tego urządzenia nie zmieniono} few {tych urządzeń nie zmieniono} many {tych urządzeń nie zmieniono} other {tych urządzeń nie zmieniono}} — możesz na to pozwolić w Ustawienia → Sterowanie.',
  'reply.outcome.notSwitchable': '{onlyLights} Dlatego nie zmieniono: {devices}.',
  'reply.outcome.already':
    '{devices} {devices_count, plural, one {ma} few {mają} many {mają} other {mają}} już stan: {state, select, on {włączone} off {wyłączone} other {{state}}}.',
  'reply.outcome.stopped': 'Na tym przerwano, więc nie ruszono też: {devices}.',
  'reply.outcome.left':
    'Jeszcze nie {state, select, on {włączono} off {wyłączono} other {ustawiono stanu {state}:}} {devices} — napisz „dalej”, a będę kontynuować (jedna zmiana na zatwierdzenie, trzy na wiadomość).',

  // A state in words: {word} is the catalogue's `state.word` (the one table of state words).
  'reply.state':
    '{kind, select, word {{word}} unknown {w nieznanym stanie} place {w miejscu: {place}} mode {w trybie: {mode}} off {wyłączone} number {{value}} measure {{value} {unit}} percent {{value}%} other {{raw}}}',
  'reply.mode':
    '{mode, select, heat {grzanie} cool {chłodzenie} heat_cool {grzanie i chłodzenie} auto {automatyczny} dry {osuszanie} fan_only {tylko wentylator} off {wyłączone} other {{raw}}}',
  'reply.token':
    '{token, select, opening {otwieranie} closing {zamykanie} locking {zamykanie na klucz} unlocking {otwieranie zamka} jammed {zablokowany zamek} playing {odtwarzanie} paused {pauza} idle {bezczynne} standby {czuwanie} buffering {buforowanie} cleaning {sprzątanie} docked {w stacji} returning {powrót do stacji} error {błąd} above_horizon {nad horyzontem} below_horizon {pod horyzontem} armed_away {uzbrojony (poza domem)} armed_home {uzbrojony (w domu)} armed_night {uzbrojony (noc)} disarmed {rozbrojony} triggered {wyzwolony} other {{raw}}}',
  'reply.reading': '{device_number, select, one {{device}: {state}} other {{device}: {state}}}',
  'reply.readingNow': '{device_number, select, one {{device}: teraz {state}} other {{device}: teraz {state}}}',
  'reply.measureMissing':
    '{reading}, ale odczytana lista urządzeń nie zawiera odczytu {measure, select, temperature {temperatury} humidity {wilgotności} other {{measure}}}',
  'reply.notReported': 'Home Assistant nie podał stanu: {devices}.',
  'reply.notReportedMany': 'Home Assistant nie podał stanu {count, number} z nich.',
  'reply.answer.notReported': 'Home Assistant nie podał stanu: {devices}, więc nie wiem.',
  'reply.answer.values': '{lines}{more, plural, =0 {} other { (i jeszcze #)}}.',
  'reply.answer.unreadable': 'Nie wiem — {reading}.',
  'reply.answer.yesNo': '{yes, select, yes {Tak} other {Nie}}, {reading}.',
  'reply.answer.noneOf':
    'Nie, żadne z {checked, number} sprawdzonych {checked, plural, one {nie jest} few {nie jest} many {nie jest} other {nie jest}} {asked}.',
  'reply.answer.some': 'Tak: {readings}.',
  'reply.answer.partly': 'Nie wszystkie: {matching}, ale {others}.',
  'reply.answer.all': 'Tak, wszystkie {checked, number} są {asked}.',
  'reply.answer.allOne': 'Tak, {reading}.',
  'reply.answer.notAll': 'Nie: {readings}.',
  'reply.answer.nothingNow': 'Nic z tego, co widzę, nie jest teraz {asked}.',
  'reply.answer.noneNow':
    'Żadne z {checked, number} sprawdzonych {checked, plural, one {nie jest} few {nie jest} many {nie jest} other {nie jest}} teraz {asked}.',
  'reply.answer.which': '{devices_number, select, one {{asked}: {devices}.} other {{asked}: {devices}.}}',
  'reply.answer.countNone': 'Żadne z {checked, number} sprawdzonych {checked, plural, one {nie jest} few {nie jest} many {nie jest} other {nie jest}} {asked}.',
  'reply.answer.count':
    '{asked}: {count, plural, one {# z {checked, number}} few {# z {checked, number}} many {# z {checked, number}} other {# z {checked, number}}} — {devices}.',

  // History: {event} is what the question is about; {window} the period in words; {when} a time in words.
  'reply.period': '{period, select, hour {w ciągu ostatniej godziny} day {w ciągu ostatnich 24 godzin} week {w ciągu ostatnich 7 dni} other {{period}}}',
  'reply.when': '{relation, select, today {dziś o {clock}} yesterday {wczoraj o {clock}} this_week {{weekday}, o {clock}} other {{date}, o {clock}}}',
  'reply.history.gone': 'Nie mogę już znaleźć tego urządzenia.',
  'reply.history.never':
    '{device}: {window} nie było {event, select, changed {żadnej zmiany} changedTo {zmiany na {to}} turned {{state, select, on {włączenia} off {wyłączenia} other {ustawienia stanu {state}}}} opened {otwarcia} closed {zamknięcia} locked {zamknięcia na klucz} unlocked {otwarcia zamka} other {żadnej zmiany}}.',
  'reply.history.count':
    '{device}: {event, select, changed {zmiana} changedTo {zmiana na {to}} turned {{state, select, on {włączenie} off {wyłączenie} other {ustawienie stanu {state}}}} opened {otwarcie} closed {zamknięcie} locked {zamknięcie na klucz} unlocked {otwarcie zamka} other {zmiana}} {atLeast, select, yes {{times, plural, one {raz} few {co najmniej # razy} many {co najmniej # razy} other {co najmniej # razy}}} other {{times, plural, one {raz} few {# razy} many {# razy} other {# razy}}}} {window}, ostatnio {when}.',
  'reply.history.unchanged': '{device}: bez zmian {window}.',
  'reply.history.list':
    '{device}: zmiany {atLeast, select, yes {{times, plural, one {raz} few {co najmniej # razy} many {co najmniej # razy} other {co najmniej # razy}}} other {{times, plural, one {raz} few {# razy} many {# razy} other {# razy}}}} {window}. Ostatnie: {changes}{earlier, plural, =0 {} one { (# wcześniejsza zmiana niepokazana)} few { (# wcześniejsze zmiany niepokazane)} many { (# wcześniejszych zmian niepokazanych)} other { (# wcześniejszej zmiany niepokazanej)}}.',
  'reply.history.change': '{state} {when}',
  'reply.history.last':
    '{device}: ostatnie {event, select, changed {zmiana} changedTo {zmiana na {to}} turned {{state, select, on {włączenie} off {wyłączenie} other {ustawienie stanu {state}}}} opened {otwarcie} closed {zamknięcie} locked {zamknięcie na klucz} unlocked {otwarcie zamka} other {zmiana}} {when}{named, select, yes { (sprawdzono {window})} other {}}.',

  // --- what the turn loop says, whichever engine runs (main/core/conversation/turn-words.ts); past tenses
  // of "you" and "I" are gendered in Polish, so these are impersonal ("wysłano", "przerwano"). -------------
  'turn.summary':
    '{done, plural, =0 {} one {# prośba wykonana} few {# prośby wykonane} many {# próśb wykonanych} other {# prośby wykonanej}}{both, select, yes {, } other {}}{refused, plural, =0 {} one {# nie powiodła się} few {# nie powiodły się} many {# nie powiodło się} other {# nie powiodło się}}.',
  'turn.couldNotFinish': 'Nie udało się dokończyć tej prośby.',
  'turn.noLongerWaiting': 'Ta prośba już nie czeka.',
  'turn.expired': 'Potwierdzenie wygasło przed zatwierdzeniem; nic nie zostało wysłane.',
  'turn.supersededEvent': 'Przed zatwierdzeniem wysłano nową wiadomość, więc ta prośba została anulowana; nic nie zostało wysłane.',
  'turn.supersededReply': 'Wcześniejsza prośba została anulowana, bo wysłano nową wiadomość; nic nie zostało zmienione.',
  'turn.stoppedHere': 'Wysłano nową wiadomość, więc przerwano w tym miejscu; nic więcej nie zostało zrobione.',
  'turn.notDone': 'Nie wykonano: {devices}.',
  'turn.tookTooLong': 'asystent zbyt długo nie odpowiadał',
  'turn.engineError':
    '{code, select, ASSISTANT_ANSWER_UNUSABLE {asystent odpowiedział w postaci, której ta aplikacja nie może użyć} ASSISTANT_REPEATED_CALL {asystent zamiast odpowiedzieć ponownie poprosił o ten sam krok, więc go zatrzymano} ASSISTANT_UNASKED_CALL {asystent chciał zrobić coś, o co twoja wiadomość nie prosiła, więc nic nie zostało zrobione} ASSISTANT_TOO_MANY_STEPS {asystent prosił o więcej kroków, niż pozwala jedna wiadomość} ASSISTANT_MODEL_WITHOUT_TOOLS {model asystenta nie potrafi używać narzędzi, których ta aplikacja potrzebuje — wybierz w Ustawieniach model obsługujący narzędzia} ASSISTANT_SERVER_ERROR {serwer asystenta odpowiedział błędem} ASSISTANT_BAD_RESPONSE {asystent przysłał odpowiedź, której ta aplikacja nie mogła odczytać} timeout {asystent nie odpowiedział na czas} unreachable {nie udało się połączyć z asystentem} tls {nie udało się zweryfikować certyfikatu asystenta} tooLarge {odpowiedź asystenta była większa, niż ta aplikacja odczytuje} other {w asystencie wystąpił błąd}}',
  'turn.serverError':
    'serwer asystenta pod adresem {host} {reason, select, key_refused {odrzucił klucz API (HTTP {status}) — sprawdź klucz w Ustawieniach} redirect {odpowiedział przekierowaniem (HTTP {status}), za którym aplikacja nigdy nie idzie — sprawdź adres w Ustawieniach} not_found {odpowiedział „nie znaleziono” (HTTP {status}) — sprawdź adres (zwykle kończy się na /v1) i czy model {model} jest zainstalowany} busy {jest zajęty lub przekroczył limit (HTTP {status}) — spróbuj ponownie za chwilę} other {odpowiedział błędem (HTTP {status})}}',
  'turn.sorry': 'Przepraszam — {reason}. Nic więcej nie zostało zrobione.',
} as const satisfies Record<MessageId, string>;
