/**
 * Long because: one catalogue, one message per key of en.ts, in en.ts's order, so the two read side by side.
 *
 * The Portuguese catalogue: every key of en.ts, in a Portuguese read alike in Portugal and Brazil,
 * spelt as in Portugal where the two differ ("ficheiro", "Definições", "guardar", "ecrã" avoided).
 * Address: the verb in the third person without a pronoun ("Escolha", "Enviou"), with "o seu" —
 * neither "tu" nor "você". Sentences avoid adjectives that would have to agree with a device's
 * name, whose gender is unknown ("Já estava ligado: {name}" is avoided for "Não foi preciso ligar
 * {name}"). Product names and technical tokens stay as in en.ts. Imports only the key type.
 */
import type { MessageId } from './en.js';

export const pt = {
  // --- the app -------------------------------------------------------------------------------
  'app.name': 'Sovereign Companion',
  'app.demoBadge': 'Demo',
  'app.demoBadgeTitle': 'Uma casa inventada: nada aqui é o seu Home Assistant',

  // --- window titles (the windows' own and the Electron shell's) -------------------------------
  'window.chat': 'Sovereign Companion',
  'window.settings': 'Definições — Sovereign Companion',
  'window.popup': 'Aprovar um pedido — Sovereign Companion',
  'window.quick': 'Pergunta rápida — Sovereign Companion',

  // --- the Electron shell: tray menu and notifications (no markup: the shell formats plain text) ---------
  'tray.tooltipWaiting': 'Sovereign Companion — {count, plural, one {# pedido à espera} other {# pedidos à espera}}',
  'tray.waiting': '{count, plural, one {# pedido à espera} other {# pedidos à espera}}',
  'tray.noneWaiting': 'Nenhum pedido à espera',
  'tray.quickAsk': 'Pergunta rápida…',
  'tray.openChat': 'Abrir o chat',
  'tray.settings': 'Definições…',
  'tray.launchAtLogin': 'Abrir ao iniciar sessão',
  'tray.launchAtLoginUnavailable': 'Abrir ao iniciar sessão (só na aplicação instalada)',
  'tray.keepInTray': 'Continuar na área de notificação',
  'tray.openChatAtLogin': 'Abrir a janela do chat ao iniciar sessão',
  'tray.quit': 'Sair do Sovereign Companion',
  'tray.readHistory': 'Ler o histórico de {name} ({period, select, hour {última hora} day {último dia} week {última semana} other {{period}}})',
  'notification.body': '{count, plural, one {Um pedido aguarda a sua aprovação.} other {# pedidos aguardam a sua aprovação.}}',

  // --- status line -----------------------------------------------------------------------------
  'status.loading': 'A verificar o Home Assistant…',
  'status.notConfigured': 'O Home Assistant não está configurado',
  'status.disabled': 'A leitura do Home Assistant está desligada — ligue-a em Definições → Acesso de leitura',
  'status.ok': 'Ligado ao Home Assistant',
  'status.unknown': 'O Home Assistant está configurado — é contactado quando fizer a primeira pergunta',
  'status.unreachable': 'Não é possível contactar o Home Assistant',
  'status.authFailed': 'O Home Assistant rejeitou o token',
  'status.tokenUnreadable': 'Não é possível ler o token guardado',
  'status.appUnreachable': 'O Sovereign Companion não está a responder',
  'status.reconnecting': 'A restabelecer a ligação ao Sovereign Companion…',
  'status.unauthorized': 'Esta página foi aberta sem a sua ligação de acesso',
  'status.gone':
    'O Sovereign Companion foi reiniciado ou fechado, e este separador perdeu a ligação. Abra o endereço que ele mostrou ao arrancar (muda de cada vez) e depois feche este separador.',
  'status.linkSetUp': 'Configurar',
  'status.linkReadAccess': 'Ligar em Acesso de leitura',
  'status.linkFix': 'Corrigir nas Definições',
  'status.linkSettings': 'Definições',

  // --- chat ----------------------------------------------------------------------------------
  'chat.newConversation': 'Nova conversa',
  'chat.emptyTitle': 'O que gostaria de saber?',
  'chat.emptyLead': 'Cada leitura e cada ação esperam primeiro pela sua aprovação.',
  'chat.suggestion.porch': 'A luz do alpendre está acesa?',
  'chat.suggestion.see': 'O que consegues ver?',
  'chat.suggestion.door': 'Quando foi aberta a porta da entrada pela última vez?',
  'chat.suggestion.kitchen': 'Apaga a luz do teto da cozinha',
  'chat.conversationLabel': 'Conversa',
  'chat.youSaid': 'Disse: ',
  'chat.assistantSaid': 'Assistente: ',
  'chat.thinking': 'A pensar…',
  'chat.working': 'A tratar disso…',
  'chat.zoneNote': 'As horas são as do Home Assistant ({zone}); este computador está em {machine}.',
  'chat.cardAnnouncement': 'Precisa da sua aprovação: {title}. Aprove ou recuse no cartão.',
  'chat.conversationGone':
    'Essa conversa já não está guardada (foi apagada, ou é mais antiga do que o histórico guarda). Envie a mensagem outra vez para começar uma nova.',
  'chat.readFailed': 'A leitura falhou: {reason}',
  'chat.notAllowed': 'Não permitido: {reason}',
  'chat.notAllowedNamed': 'Não permitido ({name}): {reason}',

  'composer.label': 'Enviar uma mensagem',
  'composer.message': 'Mensagem',
  'composer.placeholder': 'Pergunte sobre a sua casa — “a luz do alpendre está acesa?”',
  'composer.send': 'Enviar',
  'composer.waiting': 'Há um pedido à espera da sua aprovação acima. Enviar uma nova mensagem cancela-o.',
  'composer.counter': '{count, number} de {max, number} caracteres',
  'composer.counterFull': '{count, number} de {max, number} caracteres — é o máximo que uma mensagem pode ter',
  'composer.counterOver': '{count, number} de {max, number} caracteres — {over, number} a mais. Encurte-a para enviar; nada foi cortado.',

  'firstRun.title': 'Fale com a sua casa, nas suas condições',
  'firstRun.lead':
    'O Sovereign Companion responde a perguntas sobre o seu Home Assistant e pode ligar e desligar luzes e interruptores — mas só os que escolher, e só depois de aprovar cada pedido.',
  'firstRun.connect': '<b>Ligue</b> o seu Home Assistant com o endereço dele e um token de acesso de longa duração.',
  'firstRun.choose': '<b>Escolha</b> o que partilhar com o assistente e que luzes e interruptores ele pode controlar.',
  'firstRun.ask': '<b>Pergunte.</b> Cada leitura e cada ação esperam pela sua aprovação num cartão neste chat, que mostra o que aconteceria.',
  'firstRun.setUp': 'Configurar o Home Assistant',
  'firstRun.note': 'O seu token fica neste computador e nunca volta a ser mostrado, nem sequer ao assistente.',

  // --- cards ---------------------------------------------------------------------------------
  'card.kindAction': 'Ação',
  'card.kindRead': 'Leitura',
  'card.needsApproval': ' · precisa da sua aprovação',
  'card.approve': 'Aprovar',
  'card.deny': 'Recusar',
  'card.approving': 'A aprovar…',
  'card.denying': 'A recusar…',
  'card.outcome.approved': 'Aprovado',
  'card.outcome.denied': 'Recusado — nada foi enviado',
  'card.outcome.expired': 'Expirou — nada foi enviado',
  'card.outcome.cancelled': 'Cancelado pela sua nova mensagem — nada foi enviado',
  'card.outcome.gone': 'Já não é válido — a aplicação reiniciou; nada foi enviado',
  'card.outcome.refused': 'Rejeitado — nada foi enviado',
  'card.expiresIn': 'Expira em <value>{time}</value>',
  'card.expiresInSpoken': 'Expira em {time}',
  'card.expired': 'Expirou',
  'card.turn': '{state, select, on {LIGAR} off {DESLIGAR} other {Pôr em {state}}} {name}',
  'card.change': 'Alterar {name}',
  'card.anEntity': 'uma entidade',
  'card.actionDisclosure': 'Isto muda algo na sua casa agora mesmo — uma luz ou um interruptor liga-se ou desliga-se quando aprovar.',
  'card.readAll': 'Ler o estado atual {count, plural, =1 {do único dispositivo} other {dos # dispositivos}} que partilha com o assistente',
  'card.readAllUnknown': 'Ler o estado atual do que partilha com o assistente',
  'card.readHistory':
    'Ler o histórico de {name} {period, select, hour {da última hora} day {das últimas 24 horas} week {dos últimos 7 dias} other {de um período recente}}',
  'card.run': 'Executar {capability}',
  'card.runOn': 'Executar {capability} em {name}',
  'card.readLeaves': 'Isto sai do seu dispositivo: o Sovereign Companion pergunta ao seu Home Assistant através da sua rede.',
  'card.answerStays': 'A resposta fica neste computador.',
  'card.answerRemote': 'A resposta será enviada ao modelo de linguagem em {host}, que não está neste computador.',

  'card.place': '{place, number} de {of, number}',
  'card.group':
    '{state, select, on {Ligar} off {Desligar} other {Alterar}} {of, plural, one {# dispositivo} other {# dispositivos}}: {names}{more, plural, =0 {} one { e mais #} other { e mais #}}. Cada um pede a sua aprovação; Recusar interrompe os restantes.',
  'card.denyRest': 'Recusar e parar',
  'card.readAbout': 'Para a sua pergunta sobre {names}{more, plural, =0 {} one { e mais #} other { e mais #}}',
  'card.question': 'Perguntou: “{question}”',

  // --- receipts --------------------------------------------------------------------------------
  'receipt.already': '{name} já estava no estado {state, select, on {ligado} off {desligado} other {{state}}}',
  'receipt.alreadyDetail': 'Não havia nada a mudar, por isso nada foi enviado.',
  'receipt.turned': '{state, select, on {Ligou-se} off {Desligou-se} other {Pôs-se em {state}}} {name}',
  'receipt.turnedDetail': 'Confirmado pelo Home Assistant (antes: {previous, select, on {ligado} off {desligado} other {{previous}}}).',
  'receipt.couldNot': 'Não foi possível {state, select, on {ligar} off {desligar} other {mudar para {state}}} {name}',
  'receipt.denied': 'Recusou {state, select, on {ligar} off {desligar} other {mudar para {state}}} {name}',
  'receipt.expired': 'O pedido para {state, select, on {ligar} off {desligar} other {mudar para {state}}} {name} expirou',
  'receipt.nothingChanged': 'Nada foi alterado.',
  'receipt.theEntity': 'a entidade',

  // --- outcome codes, in plain words -------------------------------------------------------------
  'code.HOME_ASSISTANT_UNREACHABLE': 'Não foi possível contactar o Home Assistant.',
  'code.HOME_ASSISTANT_AUTH_FAILED':
    'O Home Assistant já não aceita o token de acesso. Crie um novo no Home Assistant (o seu perfil → Segurança → Tokens de acesso de longa duração) e guarde-o nas Definições.',
  'code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED': 'O Home Assistant aceitou o pedido, mas não confirmou a alteração.',
  'code.HOME_ASSISTANT_ENTITY_NOT_FOUND': 'O Home Assistant já não tem este dispositivo.',
  'code.HOME_ASSISTANT_TLS_ERROR': 'Não foi possível verificar a ligação ao Home Assistant.',
  'code.HOME_ASSISTANT_ERROR': 'O Home Assistant respondeu com um erro.',
  'code.EXECUTION_TIMEOUT': 'O Home Assistant demorou demasiado a responder.',
  'code.ENTITY_NOT_ALLOWLISTED': 'Isto não é algo que partilhe com o assistente.',
  'code.ENTITY_NOT_CONTROLLABLE': 'Isto não é algo que o assistente possa controlar.',
  'code.DOMAIN_NOT_CONTROLLABLE': 'Só luzes e interruptores podem alguma vez ser controlados.',
  'code.CAPABILITY_DISABLED': 'Este tipo de acesso está desligado nas Definições.',
  'code.CAPABILITY_NOT_CONFIGURED': 'O Home Assistant ainda não está configurado.',
  'code.CAPABILITY_UNKNOWN': 'O assistente pediu algo que esta aplicação não sabe fazer.',
  'code.INVALID_ARGUMENTS': 'O assistente pediu de uma forma que não foi possível entender.',
  'code.INVOCATION_LIMIT_EXCEEDED': 'O assistente pediu mais de uma vez do que uma mensagem permite.',
  'code.RESULT_INVALID': 'A resposta do Home Assistant não veio na forma esperada.',
  'code.RESULT_TOO_LARGE': 'A resposta do Home Assistant era demasiado grande para ser usada.',
  'code.CONFIRMATION_DENIED': 'Recusou este pedido.',
  'code.CONFIRMATION_EXPIRED': 'O pedido expirou antes de ser aprovado.',
  'code.CONFIRMATION_INVALID': 'Este pedido já foi respondido, ou já não está à espera.',
  'code.AUDIT_UNAVAILABLE': 'Não foi possível registar a aprovação na Atividade, por isso nada foi enviado.',
  'code.other': 'Não foi possível fazê-lo.',

  // --- a request that failed, by its code (every window; main's English message is never shown) ---
  'error.INVALID_REQUEST': 'O Sovereign Companion não conseguiu ler esse pedido. Tente novamente; se continuar a acontecer, reinicie a aplicação.',
  'error.INVALID_BASE_URL': 'Isso não é um endereço do Home Assistant. Use um como http://homeassistant.local:8123.',
  'error.INVALID_ENTITY_ID': 'Isso não é um identificador de dispositivo que o Home Assistant use (como light.kitchen).',
  'error.CONTROLLABLE_NOT_ALLOWLISTED': 'Um dispositivo que o assistente pode controlar também tem de ser partilhado com ele.',
  'error.DOMAIN_NOT_CONTROLLABLE': 'Só luzes e interruptores podem alguma vez ser controlados.',
  'error.CONFIRMATION_INVALID': 'Este pedido já foi respondido, ou já não está à espera.',
  'error.CONVERSATION_NOT_FOUND': 'Essa conversa já não está aqui. Comece uma nova.',
  'error.UNAUTHORIZED': 'Esta janela perdeu a ligação ao Sovereign Companion. Feche-a e abra-a outra vez a partir da aplicação.',
  'error.FORBIDDEN': 'Esta janela não tem permissão para fazer isso.',
  'error.NOT_FOUND': 'O Sovereign Companion não conhece esse pedido. Esta janela é de uma versão anterior? Recarregue-a.',
  'error.METHOD_NOT_ALLOWED': 'O Sovereign Companion não conhece esse pedido. Esta janela é de uma versão anterior? Recarregue-a.',
  'error.PAYLOAD_TOO_LARGE': 'Isso é demasiado grande para enviar. Encurte e tente novamente.',
  'error.STORAGE_ERROR': 'O Sovereign Companion não conseguiu escrever na sua pasta de dados. Verifique se o disco não está cheio e tente novamente.',
  'error.KEYCHAIN_UNAVAILABLE':
    'O porta-chaves deste computador está bloqueado ou indisponível, por isso o segredo não foi guardado. Desbloqueie-o e tente novamente.',
  'error.INTERNAL_ERROR': 'Algo correu mal no Sovereign Companion. Tente novamente; se continuar a acontecer, reinicie a aplicação.',
  'error.CAPABILITY_NOT_CONFIGURED': 'O Home Assistant ainda não está configurado. Adicione o endereço e um token em Definições → Ligação.',
  'error.EXECUTION_TIMEOUT': 'O Home Assistant não respondeu a tempo. Tente novamente daqui a pouco.',
  'error.HOME_ASSISTANT_UNREACHABLE': 'Não é possível contactar o Home Assistant. Está a funcionar, e este computador está na mesma rede?',
  'error.HOME_ASSISTANT_AUTH_FAILED':
    'O Home Assistant já não aceita o token. Crie um novo token de longa duração no seu perfil do Home Assistant e cole-o em Definições → Ligação.',
  'error.HOME_ASSISTANT_TLS_ERROR': 'Não foi possível verificar a ligação ao Home Assistant. Verifique o certificado em Definições → Ligação.',
  'error.HOME_ASSISTANT_ERROR': 'O Home Assistant respondeu com um erro. Tente novamente daqui a pouco.',
  'error.other': 'Isso não funcionou. Tente novamente; se continuar a acontecer, reinicie a aplicação.',
  'error.field.access_token': 'O token parece errado: cole o token de longa duração do seu perfil do Home Assistant, numa só linha e sem espaços.',
  'error.field.api_key': 'A chave de API parece errada: cole-a outra vez numa só linha e sem espaços.',
  'error.field.model': 'Escreva o nome do modelo a usar (por exemplo llama3.1:8b), numa linha curta.',
  'error.field.base_url': 'Escreva o endereço do assistente (para o Ollama: http://127.0.0.1:11434/v1).',
  'error.field.tls': 'As definições do certificado não são válidas. Escolha outra vez como confiar no certificado do Home Assistant.',
  'error.field.area_id': 'Escolha uma das suas áreas do Home Assistant.',
  'error.field.accelerator': 'Esse atalho não pode ser usado por esta aplicação: combine uma a três das teclas Ctrl/Cmd, Alt e Shift com uma tecla.',
  'error.field.engine': 'Escolha um dos motores da lista.',

  // --- Settings → Assistant: why Test failed (a reason and its values from main) ---
  'assistant.testError.bad_address': 'Esse não é um endereço que o assistente possa usar. Escreva um como http://127.0.0.1:11434/v1 (Ollama).',
  'assistant.testError.no_address': 'Escreva primeiro o endereço do assistente (para o Ollama: http://127.0.0.1:11434/v1).',
  'assistant.testError.key_malformed': 'A chave de API parece errada: cole-a outra vez numa só linha.',
  'assistant.testError.key_unreadable': 'A chave de API guardada não pode ser lida neste computador. Cole-a outra vez e guarde.',
  'assistant.testError.needs_key': 'O assistente em {host} precisa de uma chave de API (HTTP {status}).',
  'assistant.testError.key_refused': 'O assistente em {host} recusou a chave de API (HTTP {status}). Verifique a chave.',
  'assistant.testError.redirect': 'O assistente em {host} respondeu com um redirecionamento (HTTP {status}), que nunca é seguido. Verifique o endereço.',
  'assistant.testError.not_found':
    'Nada responde em {host} com a lista de modelos (HTTP 404). Verifique o endereço: os servidores compatíveis com OpenAI costumam terminar em /v1.',
  'assistant.testError.http_error': 'O assistente em {host} respondeu com um erro (HTTP {status}).',
  'assistant.testError.not_openai':
    'O servidor em {host} respondeu, mas não com uma lista de modelos compatível com OpenAI. Verifique o endereço (costuma terminar em /v1).',
  'assistant.testError.timeout': 'O assistente em {host} não respondeu em {seconds, number} s.',
  'assistant.testError.tls': 'Não foi possível verificar o certificado do assistente em {host}.',
  'assistant.testError.too_large': 'O assistente em {host} respondeu com mais do que esta aplicação lê.',
  'assistant.testError.unreachable': 'Não foi possível contactar o assistente em {host}. O servidor está a funcionar, e o endereço está certo?',

  // --- results -------------------------------------------------------------------------------
  'table.none': 'Nada do que partilha com o assistente foi encontrado no Home Assistant.',
  'table.caption': 'Estado atual',
  'table.captionRead': 'Estado atual, lido {when}',
  'table.entity': 'Dispositivo',
  'table.state': 'Estado',
  'table.changed': 'Alterado',
  'table.showAll': 'Mostrar todos ({count, number})',
  'state.word':
    '{word, select, on {ligado} off {desligado} open {aberto} closed {fechado} detected {detetado} clear {livre} low {baixo} normal {normal} cold {frio} hot {quente} connected {ligado} disconnected {desligado} lightDetected {luz detetada} noLight {sem luz} unlocked {destrancado} locked {trancado} moving {em movimento} notMoving {parado} pluggedIn {ligado à corrente} unplugged {desligado da corrente} powerDetected {corrente detetada} noPower {sem corrente} running {em funcionamento} notRunning {parado} updateAvailable {atualização disponível} upToDate {atualizado} unavailable {indisponível} unknown {desconhecido} home {em casa} away {fora} charging {a carregar} notCharging {sem carregar} wet {molhado} dry {seco} problem {problema} ok {OK} unsafe {inseguro} safe {seguro} other {{word}}}',
  'history.period': '{period, select, hour {última hora} day {últimas 24 horas} week {últimos 7 dias} other {{period}}}',
  'history.changes': '{count, plural, =0 {sem alterações} one {# alteração} other {# alterações}}',
  'history.nothing': 'Nada mudou neste período.',
  'history.showChanges': 'Mostrar {count, plural, one {a alteração} other {as # alterações}}',
  'history.timelineTitle': 'Cronologia de {name}: {count, plural, one {# alteração} other {# alterações}}, a última para {state} às {at}',
  'history.chartTitle': 'Gráfico de {name}: de {min}{unit} a {max}{unit}; último valor {latest}{unit}',
  'history.notRecorded': 'não registado',

  // --- popup ---------------------------------------------------------------------------------
  'popup.title': 'À espera da sua aprovação',
  'popup.count': '{count, plural, one {# à espera} other {# à espera}}',
  'popup.nothing': 'Nada está à espera da sua aprovação.',
  'popup.list': 'Pedidos à espera de aprovação',
  'popup.alreadyAnswered': 'Este pedido já foi respondido, ou já não está à espera. Nada mais vai acontecer.',

  // --- quick ask ---------------------------------------------------------------------------------
  'quick.form': 'Pergunta rápida',
  'quick.input': 'Perguntar',
  'quick.placeholder': 'Pergunte, p. ex. “apaga a luz do alpendre”',
  'quick.hintCard': 'Enter aprova · Esc dispensa',
  'quick.hint': 'Enter pergunta · Esc fecha',
  'quick.place': 'Pedido {place, number}',
  'quick.done': 'Feito — pode fechar esta janela.',

  // --- settings: the window ------------------------------------------------------------------
  'settings.title': 'Definições',
  'settings.sections': 'Secções das definições',
  'settings.loading': 'A carregar…',
  'settings.assistantUnavailable': 'Não foi possível carregar as definições do assistente.',
  'section.connection': 'Ligação',
  'section.connection.intro': 'Que Home Assistant usar, e como este computador prova que tem permissão para entrar.',
  'section.read': 'Acesso de leitura',
  'section.read.intro': 'O que partilha com o assistente. Aprova cada leitura.',
  'section.control': 'Controlo',
  'section.control.intro': 'O que o assistente pode ligar e desligar. Aprova cada ação.',
  'section.assistant': 'Assistente',
  'section.assistant.intro': 'Em que língua fala a aplicação, e que motor entende as suas mensagens e propõe o que fazer.',
  'section.activity': 'Atividade',
  'section.activity.intro': 'Tudo o que o assistente pediu, e o que aconteceu.',
  'section.backup': 'Exportar e importar',
  'section.backup.intro': 'Guarde uma cópia do que partilha e permite, ou leve-a para outro computador.',
  'notice.malformedTitle': 'Não foi possível ler o ficheiro de definições do Home Assistant.',
  'notice.malformedBody': 'Até guardar aqui, o assistente não tem acesso ao Home Assistant — a predefinição segura. Guardar substitui o ficheiro danificado.',
  'notice.plaintextTitle': 'Não há aqui nenhum porta-chaves do sistema,',
  'notice.plaintextBody': 'por isso o seu token de acesso é guardado num ficheiro que só a sua conta de utilizador pode abrir — não está cifrado.',
  'notice.plaintextAdvice':
    'Qualquer pessoa que possa entrar com a sua conta, ou ler as suas cópias de segurança, poderia lê-lo. Use um token que possa revogar no Home Assistant.',

  // --- settings: connection ----------------------------------------------------------------------
  'connection.formTitle': 'Endereço e token',
  'connection.address': 'Endereço do Home Assistant',
  'connection.addressHelp': 'O endereço em que abre o Home Assistant, como <mono>{example}</mono>.',
  'connection.assumedScheme': 'Será usado como <mono>{address}</mono>.',
  'connection.error.INVALID_BASE_URL':
    'Este não é um endereço que a aplicação possa usar. Escreva-o como {example}: o nome ou o endereço IP e a porta, sem nada depois.',
  'connection.error.CAPABILITY_NOT_CONFIGURED': 'Cole um token de acesso de longa duração para este endereço e teste outra vez.',
  'connection.error.HOME_ASSISTANT_UNREACHABLE': 'Nada respondeu em {origin}. O Home Assistant está a funcionar aí, e o endereço e a porta estão certos?',
  'connection.error.EXECUTION_TIMEOUT': '{origin} não respondeu a tempo. Verifique o endereço e se o Home Assistant está a funcionar.',
  'connection.error.tokenRefused':
    'O Home Assistant recusou este token de acesso. No Home Assistant, abra o seu perfil e depois Segurança, crie um token de acesso de longa duração, cole-o no campo do token acima e carregue em Guardar.',
  'connection.error.computerRefused':
    'O Home Assistant recusou este computador, normalmente depois de demasiadas tentativas de início de sessão falhadas. Retire o endereço deste computador de ip_bans.yaml na pasta de configuração do Home Assistant e reinicie o Home Assistant.',
  'connection.error.HOME_ASSISTANT_TLS_ERROR': 'Não foi possível verificar o certificado do Home Assistant. Verifique-o e escolha abaixo como confiar nele.',
  'connection.error.HOME_ASSISTANT_ERROR':
    '{origin} respondeu com um erro. É o endereço do próprio Home Assistant, e não de uma página ou de um proxy à frente dele?',
  'connection.error.other': 'Não foi possível concluir o teste.',
  'connection.unencrypted':
    'Este endereço usa <b>http</b> simples: o seu token de acesso e os dados da sua casa atravessam a rede sem cifra. Use um endereço https se o seu Home Assistant tiver um.',
  'connection.token': 'Token de acesso de longa duração',
  'connection.tokenRefused': 'Token guardado — o Home Assistant recusou-o; cole um novo',
  'connection.tokenSaved': 'Token guardado',
  'connection.tokenUnreadable': 'Não é possível ler o token guardado — cole-o outra vez',
  'connection.noToken': 'Nenhum token guardado',
  'connection.removeToken': 'Remover o token',
  'connection.tokenPlaceholderReplace': 'Cole um novo token para substituir o guardado',
  'connection.tokenPlaceholder': 'Cole o token',
  'connection.tokenHelp':
    'Crie um no Home Assistant em o seu perfil → Segurança → Tokens de acesso de longa duração. Fica guardado neste computador e nunca volta a ser mostrado — nem aqui, nem ao assistente.',
  'connection.originChanges':
    'Guardar um endereço diferente remove o token guardado: um token só é enviado para o endereço para o qual foi guardado. Cole o token do novo endereço.',
  'connection.testing': 'A testar…',
  'connection.test': 'Testar a ligação',
  'connection.save': 'Guardar',
  'connection.testingLabel': 'A testar a ligação',
  'connection.contacting': 'A contactar o Home Assistant…',
  'connection.connected': 'Ligado a <b>{name}</b> — Home Assistant {version}, fuso horário {zone}.',

  // --- settings: assistant -----------------------------------------------------------------------
  'assistant.formTitle': 'Motor de conversa',
  'assistant.engine': 'Motor',
  'assistant.builtin': 'Integrado',
  'assistant.builtinHelp':
    'Entende frases simples sobre os seus dispositivos na língua escolhida acima. Funciona inteiramente neste computador; nada é enviado para lado nenhum.',
  'assistant.llm': 'Um servidor de modelo de linguagem',
  'assistant.llmHelp':
    'Ollama, llama.cpp, LM Studio, vLLM ou qualquer endpoint compatível com OpenAI. Só propõe — continua a aprovar cada leitura e cada ação.',
  'assistant.presets': 'Predefinições para servidores locais',
  'assistant.endpoint': 'Endpoint',
  'assistant.model': 'Modelo',
  'assistant.apiKey': 'Chave de API (se o servidor precisar)',
  'assistant.keySaved': 'Chave guardada',
  'assistant.noKey': 'Nenhuma chave guardada',
  'assistant.keyPlaceholderReplace': 'Cole uma nova chave para a substituir',
  'assistant.keyPlaceholder': 'Opcional',
  'assistant.remote': 'Este endpoint não está neste computador. Tudo o que aprovar que o assistente leia será enviado para <b>{host}</b>.',
  'assistant.save': 'Guardar',
  'assistant.testing': 'A testar…',
  'assistant.test': 'Testar o servidor guardado',
  'assistant.answered':
    '{count, plural, =0 {O servidor respondeu.} one {O servidor respondeu com # modelo: {models}.} other {O servidor respondeu com # modelos: {models}.}}',

  // --- settings: discovery -----------------------------------------------------------------------
  'discovery.title': 'Encontrados na sua rede',
  'discovery.looking': 'A procurar…',
  'discovery.searchAgain': 'Procurar outra vez',
  'discovery.lookingStatus': 'A procurar o Home Assistant na sua rede',
  'discovery.found': '{count, plural, =0 {Nenhum encontrado} one {# encontrado} other {# encontrados}}',
  'discovery.unavailable': 'A descoberta não está disponível aqui — escreva o endereço à mão.',
  'discovery.lookingLong': 'A procurar o Home Assistant na sua rede…',
  'discovery.none': 'Nenhum Home Assistant encontrado automaticamente. Escreva o endereço abaixo.',
  'discovery.defaultName': 'Home Assistant',
  'discovery.notSetUp': 'Ainda não configurado',
  'discovery.unverified': 'Anúncio não verificado',
  'discovery.version': 'Home Assistant {version}',
  'discovery.finishOnboarding': 'Termine primeiro a configuração inicial no Home Assistant.',
  'discovery.alt.external_url': 'Endereço na nuvem / externo',
  'discovery.alt.base_url': 'Endereço base anunciado',
  'discovery.altNote': ' — fora da sua rede doméstica; o endereço local sugerido mantém o seu token em casa.',
  'discovery.checking': 'A verificar…',
  'discovery.inUse': 'Em uso',
  'discovery.use': 'Usar este',

  // --- settings: trust for https --------------------------------------------------------------------
  'trust.pinned': 'Certificado fixado (SHA-256 {fingerprint})',
  'trust.unknownFingerprint': 'desconhecida',
  'trust.customCa': 'O certificado de AC da sua casa',
  'trust.system': 'As autoridades de certificação de confiança deste computador',
  'trust.title': 'Confiança para https',
  'trust.current': 'Confiança atual: <b>{current}</b>',
  'trust.useCa': 'Usar o certificado de AC da minha casa',
  'trust.caFile': 'Ficheiro do certificado de AC (.pem, .crt)',
  'trust.caPaste': '…ou cole-o',
  'trust.trustCa': 'Confiar nesta AC',
  'trust.pin': 'Fixar o certificado que este endereço apresenta (autoassinado)',
  'trust.pinHelp':
    'O Sovereign Companion liga-se uma vez para lhe mostrar o certificado. Nenhum token é enviado. Compare a impressão digital com a que o Home Assistant mostra antes de confiar nele.',
  'trust.connecting': 'A ligar…',
  'trust.show': 'Mostrar o certificado',
  'trust.issuedTo': 'Emitido para',
  'trust.issuedBy': 'Emitido por',
  'trust.valid': 'Válido',
  'trust.validRange': '{from} – {to}',
  'trust.fingerprint': 'Impressão digital SHA-256',
  'trust.pinThis': 'Confiar neste certificado e fixá-lo',
  'trust.backToSystem': 'Voltar às autoridades de certificação do sistema',

  // --- settings: what the assistant's Test learnt of the server ---------------------------------------
  'server.kind.ollama': 'Ollama',
  'server.kind.llamacpp': 'O servidor do llama.cpp',
  'server.kind.lmstudio': 'LM Studio',
  'server.kind.vllm': 'vLLM',
  'server.kind.other': 'Um servidor compatível com OpenAI',
  'server.noTools.ollama':
    'Nenhum dos modelos instalados diz que sabe usar ferramentas. Instale um que saiba (por exemplo qwen2.5 ou llama3.1) com "ollama pull".',
  'server.noTools.llamacpp': 'Inicie o llama-server com --jinja e um modelo cujo template de chat suporte ferramentas.',
  'server.noTools.lmstudio': 'Carregue um modelo com uso nativo de ferramentas (o emblema do martelo no LM Studio).',
  'server.noTools.vllm': 'Inicie o vLLM com --enable-auto-tool-choice e o --tool-call-parser deste modelo.',
  'server.noTools.other': 'Escolha um modelo que suporte chamadas de ferramentas.',
  'server.unknown.ollama': 'O Ollama não conhece este modelo — está instalado?',
  'server.unknown.llamacpp': 'O llama-server não diz se o seu modelo sabe usar ferramentas; precisa de --jinja e de um template de chat com ferramentas.',
  'server.unknown.lmstudio': 'O LM Studio não lista este modelo.',
  'server.unknown.vllm':
    'O vLLM não diz se as ferramentas funcionam: tem de ser iniciado com --enable-auto-tool-choice e um --tool-call-parser para este modelo.',
  'server.unknown.other': 'Este servidor não diz se o modelo sabe usar ferramentas. Se as respostas falharem, escolha um modelo com suporte de ferramentas.',
  'server.kind': 'Servidor: {kind}{version, select, none {} other { {version}}}',
  'server.canUseTools': '<b>{model}</b> sabe usar ferramentas.',
  'server.cannotUseTools': '<b>{model}</b> não sabe usar ferramentas, de que esta aplicação precisa para ler ou ligar o que quer que seja.',
  'server.toolModels': 'Modelos que sabem usar ferramentas',
  'server.use': 'Usar {model}',
  'server.promptLarge':
    'Com {count, plural, one {# dispositivo partilhado} other {# dispositivos partilhados}}, as instruções do assistente têm cerca de {kilobytes, number} KB. Os modelos pequenos podem ter dificuldade com tanto: partilhe menos dispositivos, ou use um modelo maior.',

  // --- settings: this computer's room -----------------------------------------------------------------
  'room.title': 'A divisão deste computador',
  'room.label': 'Este computador está em',
  'room.notSet': 'Não definida — perguntar qual divisão',
  'room.help': '“Apaga as luzes aqui” passa então a referir-se a esta divisão, como num assistente de voz do Home Assistant.',
  'room.gone': 'A divisão escolhida antes já não existe no Home Assistant, por isso conta como não definida.',
  'room.namesFallback': '{note} — o assistente entende os seus dispositivos apenas pelos nomes.',
  'room.namesFallbackDefault': 'Não foi possível ler as áreas e os nomes alternativos do Home Assistant',
  'room.save': 'Guardar a divisão',

  // --- settings: the quick-ask shortcut ---------------------------------------------------------------
  'shortcut.title': 'Pergunta rápida a partir de qualquer lado',
  'shortcut.lead': 'Um atalho abre uma pequena janela para perguntar em poucas palavras; cada cartão continua a precisar da sua aprovação.',
  'shortcut.registered': '{shortcut} abre a pergunta rápida.',
  'shortcut.off': 'O atalho está desligado. “Pergunta rápida…” no menu da área de notificação continua a abri-la.',
  'shortcut.useInstead': 'Usar {shortcut} em vez disso',
  'shortcut.label': 'Atalho',
  'shortcut.save': 'Guardar o atalho',
  'shortcut.browserHost': 'O atalho define-se na aplicação de computador: um separador do navegador não ouve as teclas carregadas noutras aplicações.',

  // --- settings: language ---------------------------------------------------------------------
  'language.title': 'Língua',
  'language.label': 'Língua da aplicação e do assistente',
  'language.automatic': 'Automática ({name})',
  'language.source':
    '{source, select, home {Automática segue a língua definida no Home Assistant ({tag}).} system {Automática segue a língua deste computador, porque o Home Assistant ainda não indicou a sua.} browser {Automática segue a língua deste navegador, porque o Home Assistant ainda não indicou a sua.} other {Automática significa inglês aqui: nem o Home Assistant nem este computador indicam uma língua que a aplicação fale.}}',
  'language.save': 'Guardar a língua',
  'language.unreadable':
    'Não foi possível ler a definição de língua guardada, por isso a língua é escolhida automaticamente até escolher outra vez.{keptAs, select, none {} other { O ficheiro antigo foi guardado como {keptAs}.}}',
  'history.unreadable':
    'Não foi possível ler as conversas guardadas ({reason, select, unknown_format {estão num formato que esta versão não usa} other {o ficheiro está danificado}}), por isso o histórico começa vazio.{keptAs, select, none {} other { O ficheiro antigo foi guardado como {keptAs}.}}',

  // --- settings: saving ------------------------------------------------------------------------
  'save.saving': 'A guardar…',
  'save.saved': 'Guardado',
  'save.failed': 'Não foi possível guardar.',
  'save.seeAbove': 'Não guardado — veja a mensagem acima.',
  'saveBar.label': 'Alterações por guardar',
  'saveBar.pending': '<b>{count, plural, one {# alteração por guardar} other {# alterações por guardar}}</b>: {list}.',
  'saveBar.saved': 'Listas guardadas.',
  'saveBar.discard': 'Descartar',
  'saveBar.save': 'Guardar as alterações',
  'saveBar.list.read': 'leitura',
  'saveBar.list.control': 'controlo',
  'pending.readOn': 'Ligar a leitura',
  'pending.readOff': 'Desligar a leitura',
  'pending.controlOn': 'Ligar o controlo',
  'pending.controlOff': 'Desligar o controlo',
  'pending.shared': 'partilhados com o assistente: {count, number}',
  'pending.unshared': 'deixam de ser partilhados: {count, number}',
  'pending.allowed': 'podem ser controlados: {count, number}',
  'pending.disallowed': 'deixam de poder ser controlados: {count, number}',
  'switch.on': 'Ligado',
  'switch.off': 'Desligado',

  // --- settings: read access and control -----------------------------------------------------------
  'read.switch': 'Deixar o assistente ler o Home Assistant',
  'read.switchHelp': 'Quando ligado, o assistente pode pedir para ler o que está marcado abaixo — e aprova cada leitura. Guarda-se com a barra Guardar.',
  'read.listTitle': 'Partilhado com o assistente',
  'read.listHelp': 'Só estes são alguma vez indicados ao assistente. Os seus estados só são lidos quando aprova um pedido.',
  'read.connectFirst': 'Ligue-se primeiro ao Home Assistant (Ligação) e depois escolha aqui o que partilhar.',
  'read.loadFailed': 'Não foi possível carregar os seus dispositivos do Home Assistant: {error}',
  'read.loading': 'A carregar os seus dispositivos do Home Assistant…',
  'read.missingTitle': 'Já não estão no Home Assistant',
  'read.missingHelp': 'Partilha estes, mas o Home Assistant já não os tem (mudaram de nome ou foram removidos).',
  'read.missingTag': 'Em falta',
  'read.remove': 'Remover',
  'read.tryAgain': 'Tentar novamente',
  'read.removeLabel': 'Remover {id} da lista',
  'read.purpose': 'dispositivos que partilha com o assistente',
  'read.namesFallback': '{note} — o assistente entende estes apenas pelos nomes.',
  'control.switch': 'Deixar o assistente ligar e desligar coisas',
  'control.switchHelp':
    'À parte da leitura. Quando ligado, o assistente pode pedir para ligar ou desligar as luzes e os interruptores marcados abaixo — aprova cada um. Guarda-se com a barra Guardar.',
  'control.listTitle': 'Luzes e interruptores que o assistente pode controlar',
  'control.why':
    'Só <b>luzes e interruptores</b> podem alguma vez ser controlados: ligá-los ou desligá-los é imediatamente reversível. Fechaduras, alarmes, estores e portões de garagem, câmaras e termóstatos nunca são oferecidos.',
  'control.onlyShared': 'Só aparece aqui o que já partilha com o assistente. Para acrescentar algo, marque-o primeiro em Acesso de leitura.',
  'control.notOffered': 'Não oferecidos entre o que partilha: {list}.',
  'control.none': 'Nada do que partilha com o assistente é uma luz ou um interruptor.',
  'control.purpose': 'luzes e interruptores que o assistente pode controlar',
  'domain.counted':
    '{domain, select, light {{count, plural, one {# luz} other {# luzes}}} switch {{count, plural, one {# interruptor} other {# interruptores}}} sensor {{count, plural, one {# sensor} other {# sensores}}} binary_sensor {{count, plural, one {# sensor binário} other {# sensores binários}}} lock {{count, plural, one {# fechadura} other {# fechaduras}}} cover {{count, plural, one {# estore} other {# estores}}} climate {{count, plural, one {# termóstato} other {# termóstatos}}} camera {{count, plural, one {# câmara} other {# câmaras}}} person {{count, plural, one {# pessoa} other {# pessoas}}} media_player {{count, plural, one {# leitor multimédia} other {# leitores multimédia}}} other {{count, number} × {label}}}',

  // --- settings: the picker ----------------------------------------------------------------------
  'picker.search': 'Pesquisar',
  'picker.searchPlaceholder': 'Nome ou ID da entidade',
  'picker.domain': 'Tipo',
  'picker.allDomains': 'Todos os tipos ({count, number})',
  'picker.domainOption': '{label} ({count, number})',
  'picker.show': 'Mostrar',
  'picker.showAll': 'Tudo',
  'picker.showSelected': 'Só os selecionados',
  'picker.showUnselected': 'Não selecionados',
  'picker.count': '<b>{shown, number}</b> mostrados · <b>{selected, number}</b> selecionados',
  'picker.selectAll': 'Selecionar todos os visíveis',
  'picker.selectAllCount': 'Selecionar todos os visíveis ({count, number})',
  'picker.clearAll': 'Limpar todos os visíveis',
  'picker.sensitiveNote':
    '{count, plural, one {# dispositivo sensível está visível} other {# dispositivos sensíveis estão visíveis}}. “Selecionar todos” deixa-os de fora — marque cada um se for mesmo essa a sua intenção.',
  'picker.noMatch': 'Nada corresponde.',
  'picker.listLabel': 'Os seus dispositivos do Home Assistant — marque os {purpose}',
  'picker.sensitive': 'Sensível',
  'picker.sensitiveTitle': 'Revela presença, segurança ou se a sua casa está aberta',

  // --- settings: activity -------------------------------------------------------------------------
  'activity.totals': 'Totais',
  'activity.totalsSince': 'Totais desde {date}',
  'activity.refresh': 'Atualizar',
  'activity.nothing': 'Ainda não foi pedido nada.',
  'activity.totalsLabel': 'Totais por tipo de pedido',
  'activity.col.kind': 'Tipo de pedido',
  'activity.col.asked': 'Pedidos',
  'activity.col.done': 'Feitos',
  'activity.col.denied': 'Recusados',
  'activity.col.expired': 'Expirados',
  'activity.col.refused': 'Rejeitados',
  'activity.col.failed': 'Falhados',
  'activity.changedSplit': '({changed, number} alterados, {noop, number} já estavam assim)',
  'activity.refusedNote':
    '“Rejeitados” conta os pedidos que as suas definições pararam antes de qualquer cartão ser mostrado — por exemplo, um dispositivo que não partilha, ou um que o assistente não pode controlar. Nada foi lido nem alterado para eles.',
  'activity.recent': 'Eventos recentes',
  'activity.noEvents': 'Ainda não há eventos.',
  'activity.col.time': 'Hora',
  'activity.col.what': 'O quê',
  'activity.col.device': 'Dispositivo',
  'activity.col.outcome': 'O que aconteceu',
  'activity.col.where': 'Onde',
  'activity.settingsChanged': 'Definições alteradas',
  'activity.alreadySo': '(já estava assim)',
  'activity.showCode': 'Código',
  'activity.capability.home_assistant.list_entities': 'Ler os estados atuais',
  'activity.capability.home_assistant.get_history': 'Ler o histórico',
  'activity.capability.home_assistant.set_entity_state': 'Ligar ou desligar',
  'activity.turn': '{state, select, on {Ligar} other {Desligar}}',
  'activity.outcome':
    '{outcome, select, executed {Feito} approved {Aprovado} rejected {Rejeitado} pending {À espera} denied {Recusado} expired {Expirou} failed {Falhou} other {{outcome}}}',
  'activity.surface': '{surface, select, chat {Chat} tray {Área de notificação} popup {Janela de aprovação} quick {Pergunta rápida} other {{surface}}}',
  'activity.config.reading': 'leitura {on, select, true {ligada} other {desligada}}',
  'activity.config.control': 'controlo {on, select, true {ligado} other {desligado}}',
  'activity.config.shared': 'partilhados: {count, number}',
  'activity.config.allowed': 'podem ser controlados: {count, number}',
  'activity.config.address': 'endereço alterado',
  'activity.config.token': 'token {change, select, set {guardado} cleared {removido} other {{change}}}',
  'activity.config.trust': 'confiança: {mode}',

  // --- settings: export & import -------------------------------------------------------------------
  'backup.exportTitle': 'Exportar',
  'backup.exportHelp':
    'Guarda as duas listas — o que partilha com o assistente e o que ele pode controlar — num ficheiro JSON. O seu endereço e o seu token nunca são incluídos.',
  'backup.export': 'Exportar as listas',
  'backup.exported':
    'Exportados: {read, plural, one {# dispositivo partilhado} other {# dispositivos partilhados}} e {control, plural, one {# que pode ser controlado} other {# que podem ser controlados}}.',
  'backup.importTitle': 'Importar',
  'backup.importHelp': 'Preenche as listas a partir de um ficheiro exportado. Nada muda até rever e guardar.',
  'backup.file': 'Ficheiro de listas (.json)',
  'backup.choose': 'Escolher um ficheiro…',
  'backup.tooLarge': 'Esse ficheiro é demasiado grande para ser uma exportação de listas.',
  'backup.notJson': 'Este ficheiro não é JSON.',
  'backup.notExport': 'Este ficheiro não é uma exportação de dispositivos partilhados.',
  'backup.noList': 'Este ficheiro não tem uma lista de dispositivos partilhados.',
  'backup.imported': 'Importados de {file}: {read, number} para ler e {control, number} para controlar. Reveja e depois guarde.',
  'backup.leftOut':
    '{count, plural, one {Ficou de fora # entrada de controlo} other {Ficaram de fora # entradas de controlo}}: só luzes e interruptores da lista de leitura podem ser controlados.',
  'backup.skipped': '{count, plural, one {Foi ignorada # entrada que não é um ID de entidade} other {Foram ignoradas # entradas que não são IDs de entidade}}.',
  'backup.ignored': 'Ignorado: {fields}.',

  // --- settings: conversation history ------------------------------------------------------------
  'historyPanel.title': 'Histórico de conversas',
  'historyPanel.lead':
    'As conversas são guardadas só neste computador, incluindo o que o Home Assistant respondeu. {count, plural, =0 {Agora não há nenhuma guardada.} one {Agora há # conversa guardada.} other {Agora há # conversas guardadas.}}',
  'historyPanel.keep': 'Guardar as conversas durante',
  'historyPanel.days': '{days, plural, one {# dia} other {# dias}}',
  'historyPanel.confirm': 'Esquecer todas as conversas deste computador?',
  'historyPanel.keepThem': 'Mantê-las',
  'historyPanel.clear': 'Apagar o histórico',
  'historyPanel.clearAsk': 'Apagar o histórico…',
  'historyPanel.saved': 'Guardado.',
  'historyPanel.cleared': 'Histórico apagado.',

  // --- Home Assistant's recognizer and the language chain (docs/architecture.md, "The language chain") ---
  'recognizer.reply.firstNote': '(Li isto com o reconhecedor do próprio Home Assistant para {language}, e respondo em inglês.)',
  'recognizer.reply.unavailable':
    'O reconhecedor do próprio Home Assistant não respondeu agora, por isso não consegui ler isso. Nada foi feito. Tente novamente daqui a pouco.',
  'recognizer.reply.noEngine':
    'Desculpe, não percebi. Eu não falo {language}{reason, select, recognizer_language_unsupported {, e o assistente do Home Assistant também não} recognizer_unavailable {, e o reconhecedor do Home Assistant não está disponível (precisa do Home Assistant 2023.7 ou posterior com o Assist)} other {, e o Home Assistant não está ligado, por isso o seu reconhecedor não pode ajudar}}. O que ajudaria: ligar o Home Assistant, escolher uma língua que eu fale em Definições → Língua, ou configurar um modelo de linguagem em Definições → Assistente.',
  'assistant.chain.title': 'Quem o entende',
  'assistant.chain.engine':
    'As mensagens em {language} são lidas {engine, select, builtin {pelo motor integrado} home_assistant_recognizer {pelo reconhecedor do próprio Home Assistant} other {pelo modelo de linguagem}}.',
  'assistant.chain.reason':
    '{reason, select, model_chosen {Escolheu um modelo de linguagem acima: responde em todas as línguas.} builtin_speaks {O motor integrado fala esta língua.} home_assistant_recognizes {O motor integrado não fala esta língua; o assistente do próprio Home Assistant fala, por isso lê as suas frases — nunca age: continua a aprovar aqui cada leitura e cada ação.} recognizer_language_unsupported {Nem o motor integrado nem o assistente do Home Assistant falam esta língua; o motor integrado lê o que consegue.} recognizer_unavailable {O motor integrado não fala esta língua e o reconhecedor do Home Assistant não está disponível; o motor integrado lê o que consegue.} other {O motor integrado não fala esta língua e o Home Assistant não está ligado; o motor integrado lê o que consegue.}}',
  'assistant.chain.fallback': 'Esta aplicação ainda não tem tradução para {language}, por isso as suas janelas e respostas estão em {replyLanguage}.',
  // --- the built-in engine's replies (see en.ts) -------------------------------------------------------
  'reply.canDo': 'Posso ligar e desligar luzes e interruptores, dizer-lhe o estado dos dispositivos que vejo e quando algo mudou pela última vez.',
  'reply.onlyLightsAndSwitches': 'Só posso ligar ou desligar luzes e interruptores — é um limite desta aplicação, não uma definição.',
  'reply.chat':
    '{kind, select, thanks {De nada.} bye {Até logo.} hello {Olá! {canDo}} acknowledge {Está bem. {canDo}} other {O que quer que eu faça? {canDo}}}',
  'reply.seeNothing': 'Ainda não vejo nenhum dispositivo — escolha quais posso usar em Definições → Acesso de leitura.',
  'reply.see': 'Vejo {count, plural, one {um dispositivo} other {# dispositivos}}: {devices}{more, plural, =0 {} other { e mais #}}. {canDo}',
  'reply.controlNone':
    'Nenhum dos dispositivos que vejo é uma luz ou um interruptor, e são as únicas coisas que posso ligar ou desligar. Se posso mesmo ligar ou desligar cada um decide-se em Definições → Controlo, e aprova cada alteração.',
  'reply.control':
    'Só posso ligar ou desligar luzes e interruptores. Dos dispositivos que vejo, são: {devices}{more, plural, =0 {} other { e mais #}}. Se posso mesmo ligar ou desligar cada um decide-se em Definições → Controlo, e aprova cada alteração.',
  'reply.unsupported':
    '{action, select, lock {Não posso trancar nem destrancar nada. {canDo} Nenhuma definição muda isso.} cover {Não posso abrir nem fechar estores, portas, janelas, persianas ou válvulas. {canDo} Nenhuma definição muda isso.} brightness {Não posso regular a intensidade das luzes. {canDo} Nenhuma definição muda isso.} colour {Não posso mudar a cor das luzes. {canDo} Nenhuma definição muda isso.} temperature {Não posso mudar temperaturas nem definições de termóstatos. {canDo} Nenhuma definição muda isso.} level {Não posso aumentar, diminuir nem pôr coisas num nível. {canDo} Nenhuma definição muda isso.} media {Não posso controlar leitores multimédia. {canDo} Nenhuma definição muda isso.} schedule {Não posso agendar alterações para mais tarde — só ajo quando pede, de imediato. {canDo}} alarm {Não posso ativar nem desativar alarmes. {canDo} Nenhuma definição muda isso.} start {Não posso iniciar nem parar eletrodomésticos, cenas ou scripts. {canDo} Nenhuma definição muda isso.} domain {Só posso ligar ou desligar luzes e interruptores. {canDo} Nenhuma definição muda isso.} other {Desculpe, não percebi. {canDo}}}',
  'reply.nothing':
    '{found, select, kindInArea {Não vejo {kinds} em {area} entre os dispositivos que vejo.} kindHere {Não vejo {kinds} nesta divisão entre os dispositivos que vejo.} here {Não vejo nada nesta divisão entre os dispositivos que vejo.} kind {Não vejo {kinds} entre os dispositivos que vejo.} other {Não encontrei nada que corresponda a “{phrase}”.}}',
  'reply.notSwitchableKind': '{nothing} {onlyLights}',
  'reply.notControllable':
    '{why, select, kind {{onlyLights} Por isso não posso ligar nem desligar {devices}{more, plural, =0 {} other { (e mais #)}}, mas posso dizer-lhe como {count, plural, one {está} other {estão}}.} other {Não tenho permissão para ligar ou desligar {devices}{more, plural, =0 {} other { (e mais #)}} — pode permitir luzes e interruptores em Definições → Controlo.}}',
  'reply.unknown':
    'Só vejo o que partilhou comigo em Definições → Acesso de leitura, e nada aí corresponde a “{phrase}”. {count, plural, =0 {Pergunte-me “o que consegues ver?” para ouvir esses nomes.} other {Quis dizer {devices}?}}',
  'reply.ambiguous': 'Mais de um dispositivo corresponde a “{phrase}”{hidden, plural, =0 {} other { ({count, number} correspondem)}}. Qual deles: {devices}?',
  'reply.whichRoom': 'Daqui não consigo saber em que divisão está. Que divisão quer dizer?',
  'reply.whichDevice': 'Que dispositivo quer dizer?',
  'reply.whatToSwitch': 'O que devo {state, select, on {ligar} off {desligar} other {pôr em {state}}}?',
  'reply.mixedDirections': 'Peça-me para ligar e desligar coisas um pedido de cada vez, por favor.',
  'reply.noAction':
    '{count, plural, =1 {O que quer que eu faça com {device}? Posso ligar, desligar ou dizer-lhe como está.} other {O que quer que eu faça com esses? Posso ligá-los, desligá-los ou dizer-lhe como estão.}}',
  'reply.proposeSet': '{state, select, on {A ligar} off {A desligar} other {A pôr em {state}:}} {device}.',
  'reply.proposeSetStep':
    '{state, select, on {A ligar} off {A desligar} other {A pôr em {state}:}} {phrase}, um de cada vez ({place, number} de {of, number}): {device}.',
  'reply.readingStates': 'A ler o estado atual {count, plural, =1 {do único dispositivo} other {dos # dispositivos}} que partilha.',
  'reply.readingHistory': 'A ler o histórico de {device} ({period, select, hour {última hora} day {últimas 24 horas} week {últimos 7 dias} other {{period}}}).',
  'reply.ranOutOfSteps': 'Fiquei sem passos antes de conseguir verificar isso — pergunte outra vez, por favor.',
  'reply.nothingChanged': 'Nada foi alterado.',
  'reply.listMore': '{devices} {conjunction, select, or {ou} other {e}} mais {more, number}',
  'reply.withId': '{device} ({id})',

  // Why an on/off request did not end in a confirmed change ({state}: on or off).
  'reply.action.unconfirmed':
    'O Home Assistant indica {device}{known, select, yes { como {reported}} other {}}, por isso não posso confirmar que foi {state, select, on {ligado} off {desligado} other {posto em {state}}} — verifique, por favor.',
  'reply.action.onlyLightsAndSwitches': '{onlyLights} Por isso não {state, select, on {liguei} off {desliguei} other {pus em {state}}} {device}.',
  'reply.action.notAllowed': 'Posso ler {device}, mas não tenho permissão para o controlar — pode permiti-lo em Definições → Controlo.',
  'reply.action.controlOff': 'O controlo está desligado em Definições → Controlo, por isso não posso ligar nem desligar nada — {device} não foi alterado.',
  'reply.action.notAllowlisted':
    '{device} não está na lista de dispositivos que posso usar, por isso não o {state, select, on {liguei} off {desliguei} other {pus em {state}}} — pode acrescentá-lo em Definições → Acesso de leitura.',
  'reply.action.notConfigured':
    'O Home Assistant ainda não está configurado — adicione o endereço e o token de acesso em Definições → Ligação. Nada foi alterado.',
  'reply.action.tooMuch': 'Tentei fazer demasiado de uma vez, por isso {device} não foi alterado.',
  'reply.action.denied': 'Está bem, deixei {device} como estava.',
  'reply.action.expired': 'Esse pedido expirou antes de ser aprovado, por isso nada foi alterado.',
  'reply.action.approvalInvalid': 'Essa aprovação já não era válida, por isso nada foi alterado.',
  'reply.action.timeout':
    'O Home Assistant não respondeu a tempo, por isso não sei se {device} foi {state, select, on {ligado} off {desligado} other {posto em {state}}} — verifique, por favor.',
  'reply.action.unreachable':
    'Não consegui contactar o Home Assistant, por isso não consegui {state, select, on {ligar} off {desligar} other {pôr em {state}}} {device}.',
  'reply.action.authFailed':
    'O Home Assistant já não aceita o meu token de acesso, por isso não consegui {state, select, on {ligar} off {desligar} other {pôr em {state}}} {device}. Crie um novo no Home Assistant (o seu perfil → Segurança → Tokens de acesso de longa duração) e guarde-o em Definições → Ligação.',
  'reply.action.tlsError':
    'Não consegui verificar o certificado do Home Assistant, por isso não lhe pedi para {state, select, on {ligar} off {desligar} other {pôr em {state}}} {device}. Verifique a ligação em Definições → Ligação, por favor.',
  'reply.action.gone': 'O Home Assistant já não tem {device}, por isso nada foi alterado.',
  'reply.action.auditUnavailable':
    'Não consegui registar a aprovação na atividade, por isso não pedi ao Home Assistant para {state, select, on {ligar} off {desligar} other {pôr em {state}}} {device} — nada corre sem registo. Verifique o disco, por favor.',
  'reply.action.notConfirmed':
    'Pedi ao Home Assistant para {state, select, on {ligar} off {desligar} other {pôr em {state}}} {device}, mas não confirmou a alteração — verifique, por favor.',
  'reply.action.error':
    'O Home Assistant respondeu com um erro, por isso não consegui {state, select, on {ligar} off {desligar} other {pôr em {state}}} {device}.',
  'reply.action.badAnswer':
    'A resposta do Home Assistant não parecia certa, por isso não posso confirmar se {device} foi {state, select, on {ligado} off {desligado} other {posto em {state}}} — verifique, por favor.',
  'reply.action.badRequest': 'Havia algo errado no meu pedido, por isso {device} não foi alterado.',
  'reply.action.pending': 'Pedi a sua aprovação para {state, select, on {ligar} off {desligar} other {pôr em {state}}} {device}.',
  'reply.action.refused':
    'Não tive permissão para {state, select, on {ligar} off {desligar} other {pôr em {state}}} {device}{known, select, yes { ({code})} other {}}.',
  'reply.action.failed': 'Não consegui {state, select, on {ligar} off {desligar} other {pôr em {state}}} {device}{known, select, yes { ({code})} other {}}.',

  // Why a read gave no data ({about}: yes when a device is named, else the reply says "that").
  'reply.read.readOff':
    'A leitura do Home Assistant está desligada em Definições → Acesso de leitura, por isso não posso verificar {about, select, yes {{device}} other {isso}}.',
  'reply.read.notConfigured': 'O Home Assistant ainda não está configurado — adicione o endereço e o token de acesso em Definições → Ligação.',
  'reply.read.notAllowlisted':
    '{about, select, yes {{device}} other {Isso}} não está na lista de dispositivos que posso ler — pode acrescentá-lo em Definições → Acesso de leitura.',
  'reply.read.denied': 'Está bem, não li nada do Home Assistant.',
  'reply.read.expired': 'Esse pedido expirou antes de ser aprovado, por isso não li nada.',
  'reply.read.approvalInvalid': 'Essa aprovação já não era válida, por isso não li nada.',
  'reply.read.unreachable':
    'Não consegui contactar o Home Assistant, por isso agora não posso dizer-lhe nada sobre {about, select, yes {{device}} other {isso}}.',
  'reply.read.timeout': 'O Home Assistant não respondeu a tempo, por isso agora não posso dizer-lhe nada sobre {about, select, yes {{device}} other {isso}}.',
  'reply.read.authFailed':
    'O Home Assistant já não aceita o meu token de acesso. Crie um novo no Home Assistant (o seu perfil → Segurança → Tokens de acesso de longa duração) e guarde-o em Definições → Ligação.',
  'reply.read.tlsError':
    'Não consegui verificar o certificado do Home Assistant, por isso não lhe perguntei nada. Verifique a ligação em Definições → Ligação, por favor.',
  'reply.read.gone': 'O Home Assistant já não tem {about, select, yes {{device}} other {isso}}.',
  'reply.read.auditUnavailable': 'Não consegui registar a aprovação na atividade, por isso não li nada — nada corre sem registo. Verifique o disco, por favor.',
  'reply.read.badAnswer':
    'O Home Assistant respondeu com algo que não consegui ler, por isso agora não posso dizer-lhe nada sobre {about, select, yes {{device}} other {isso}}.',
  'reply.read.pending': 'Pedi a sua aprovação para ler do Home Assistant.',
  'reply.read.failed': 'Não consegui ler {about, select, yes {{device}} other {isso}} do Home Assistant{known, select, yes { ({code})} other {}}.',

  // What became of an on/off request, one sentence each.
  'reply.outcome.turned': '{state, select, on {Liguei} off {Desliguei} other {Pus em {state}}} {devices}.',
  'reply.outcome.notAllowed':
    'Não tenho permissão para ligar ou desligar {devices}, por isso {devices_count, plural, one {deixei-o} other {deixei-os}} como {devices_count, plural, one {estava} other {estavam}} — pode permiti-lo em Definições → Controlo.',
  'reply.outcome.notSwitchable': '{onlyLights} Por isso deixei {devices} como estava.',
  'reply.outcome.already':
    '{devices} já {devices_count, plural, one {estava} other {estavam}} no estado {state, select, on {ligado} off {desligado} other {{state}}}.',
  'reply.outcome.stopped': 'Parei aí, por isso também não mexi em {devices}.',
  'reply.outcome.left':
    'Ainda não {state, select, on {liguei} off {desliguei} other {pus em {state}}} {devices} — diga “continua” e eu prossigo (uma alteração por aprovação, três por mensagem).',

  // A state in words: {word} is the catalogue's `state.word` (the one table of state words).
  'reply.state':
    '{kind, select, word {{word}} unknown {num estado desconhecido} place {em {place}} mode {no modo {mode}} off {desligado} number {{value}} measure {{value} {unit}} percent {{value}%} other {{raw}}}',
  'reply.mode':
    '{mode, select, heat {aquecimento} cool {arrefecimento} heat_cool {aquecimento e arrefecimento} auto {automático} dry {desumidificação} fan_only {só ventilação} off {desligado} other {{raw}}}',
  'reply.token':
    '{token, select, opening {a abrir} closing {a fechar} locking {a trancar} unlocking {a destrancar} jammed {encravado} playing {a reproduzir} paused {em pausa} idle {inativo} standby {em espera} buffering {a carregar} cleaning {a limpar} docked {na base} returning {a regressar à base} error {com erro} above_horizon {acima do horizonte} below_horizon {abaixo do horizonte} armed_away {armado (ausente)} armed_home {armado (em casa)} armed_night {armado (noite)} disarmed {desarmado} triggered {disparado} other {{raw}}}',
  'reply.reading': '{device} {device_number, select, one {está} other {estão}} {state}',
  'reply.readingNow': '{device} {device_number, select, one {está} other {estão}} {state} neste momento',
  'reply.measureMissing':
    '{reading}, mas a lista de dispositivos que li não inclui a leitura de {measure, select, temperature {temperatura} humidity {humidade} other {{measure}}}',
  'reply.notReported': 'O Home Assistant não indicou {devices}.',
  'reply.notReportedMany': 'O Home Assistant não indicou {count, number} deles.',
  'reply.answer.notReported': 'O Home Assistant não indicou {devices}, por isso não lhe sei dizer.',
  'reply.answer.values': '{lines}{more, plural, =0 {} other { (e mais #)}}.',
  'reply.answer.unreadable': 'Não sei dizer — {reading}.',
  'reply.answer.yesNo': '{yes, select, yes {Sim} other {Não}}, {reading}.',
  'reply.answer.noneOf': 'Não, nenhum dos {checked, number} que verifiquei {checked, plural, one {está} other {está}} {asked}.',
  'reply.answer.some': 'Sim: {readings}.',
  'reply.answer.partly': 'Nem todos: {matching}, mas {others}.',
  'reply.answer.all': 'Sim, todos os {checked, number} estão {asked}.',
  'reply.answer.allOne': 'Sim, {reading}.',
  'reply.answer.notAll': 'Não: {readings}.',
  'reply.answer.nothingNow': 'Nada do que vejo está {asked} neste momento.',
  'reply.answer.noneNow': 'Nenhum dos {checked, number} que verifiquei {checked, plural, one {está} other {está}} {asked} neste momento.',
  'reply.answer.which': '{devices} {devices_number, select, one {está} other {estão}} {asked}.',
  'reply.answer.countNone': 'Nenhum dos {checked, number} que verifiquei {checked, plural, one {está} other {está}} {asked}.',
  'reply.answer.count': '{count, plural, one {# dos {checked, number} está} other {# dos {checked, number} estão}} {asked}: {devices}.',

  // History: {event} is what the question is about; {window} the period in words; {when} a time in words.
  'reply.period': '{period, select, hour {na última hora} day {nas últimas 24 horas} week {nos últimos 7 dias} other {{period}}}',
  'reply.when': '{relation, select, today {hoje às {clock}} yesterday {ontem às {clock}} this_week {{weekday} às {clock}} other {a {date} às {clock}}}',
  'reply.history.gone': 'Já não encontro esse dispositivo.',
  'reply.history.never':
    '{device} não {event, select, changed {mudou} changedTo {mudou para {to}} turned {foi {state, select, on {ligado} off {desligado} other {posto em {state}}}} opened {foi aberto} closed {foi fechado} locked {foi trancado} unlocked {foi destrancado} other {mudou}} {window}.',
  'reply.history.count':
    '{device} {event, select, changed {mudou} changedTo {mudou para {to}} turned {foi {state, select, on {ligado} off {desligado} other {posto em {state}}}} opened {foi aberto} closed {foi fechado} locked {foi trancado} unlocked {foi destrancado} other {mudou}} {atLeast, select, yes {{times, plural, one {uma vez} other {pelo menos # vezes}}} other {{times, plural, one {uma vez} other {# vezes}}}} {window}, a última {when}.',
  'reply.history.unchanged': '{device} não mudou {window}.',
  'reply.history.list':
    '{device} mudou {atLeast, select, yes {{times, plural, one {uma vez} other {pelo menos # vezes}}} other {{times, plural, one {uma vez} other {# vezes}}}} {window}. Mais recentes: {changes}{earlier, plural, =0 {} one { (# alteração anterior não mostrada)} other { (# alterações anteriores não mostradas)}}.',
  'reply.history.change': '{state} {when}',
  'reply.history.last':
    '{device} {event, select, changed {mudou} changedTo {mudou para {to}} turned {foi {state, select, on {ligado} off {desligado} other {posto em {state}}}} opened {foi aberto} closed {foi fechado} locked {foi trancado} unlocked {foi destrancado} other {mudou}} pela última vez {when}{named, select, yes { (procurei {window})} other {}}.',

  // --- what the turn loop says, whichever engine runs (main/core/conversation/turn-words.ts) --------------
  'turn.summary':
    '{done, plural, =0 {} one {# pedido concluído} other {# pedidos concluídos}}{both, select, yes {, } other {}}{refused, plural, =0 {} one {# não pôde ser feito} other {# não puderam ser feitos}}.',
  'turn.couldNotFinish': 'Não consegui concluir esse pedido.',
  'turn.noLongerWaiting': 'Esse pedido já não está à espera.',
  'turn.expired': 'A confirmação expirou antes de ser aprovada; nada foi enviado.',
  'turn.supersededEvent': 'Enviou uma nova mensagem antes de aprovar, por isso este pedido foi cancelado; nada foi enviado.',
  'turn.supersededReply': 'O pedido anterior foi cancelado porque enviou uma nova mensagem; nada foi alterado.',
  'turn.stoppedHere': 'Enviou uma nova mensagem, por isso parei aqui; nada mais foi feito.',
  'turn.notDone': 'Por fazer: {devices}.',
  'turn.tookTooLong': 'o assistente demorou demasiado a responder',
  'turn.engineError':
    '{code, select, ASSISTANT_ANSWER_UNUSABLE {o assistente respondeu numa forma que esta aplicação não consegue usar} ASSISTANT_REPEATED_CALL {o assistente pediu o mesmo passo outra vez em vez de responder, por isso foi parado} ASSISTANT_UNASKED_CALL {o assistente quis fazer algo que a sua mensagem não pediu, por isso nada foi feito} ASSISTANT_TOO_MANY_STEPS {o assistente continuou a pedir mais passos do que uma mensagem permite} ASSISTANT_MODEL_WITHOUT_TOOLS {o modelo do assistente não sabe usar ferramentas, de que esta aplicação precisa — escolha nas Definições um modelo com suporte de ferramentas} ASSISTANT_SERVER_ERROR {o servidor do assistente respondeu com um erro} ASSISTANT_BAD_RESPONSE {o assistente enviou uma resposta que esta aplicação não conseguiu ler} timeout {o assistente não respondeu a tempo} unreachable {não consegui contactar o assistente} tls {não foi possível verificar o certificado do assistente} tooLarge {a resposta do assistente era maior do que esta aplicação lê} other {o assistente falhou}}',
  'turn.serverError':
    'o servidor do assistente em {host} {reason, select, key_refused {recusou a chave de API (HTTP {status}) — verifique a chave nas Definições} redirect {respondeu com um redirecionamento (HTTP {status}), que nunca é seguido — verifique o endereço nas Definições} not_found {respondeu «não encontrado» (HTTP {status}) — verifique o endereço (costuma terminar em /v1) e se o modelo {model} está instalado} busy {está ocupado ou acima do limite (HTTP {status}) — tente de novo daqui a pouco} other {respondeu com um erro (HTTP {status})}}',
  'turn.sorry': 'Lamento: {reason}. Nada mais foi feito.',
} as const satisfies Record<MessageId, string>;
