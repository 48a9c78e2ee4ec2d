/**
 * Long because: it is one Spanish sentence per reply the engine can give (every action problem, read problem, state and history answer of the typed Replies), as the English replies are.
 *
 * Everything the built-in engine says in Spanish (tú, neutral Spanish, as the app's Spanish
 * screens), composed from the same structured results as every language: names with the article
 * their gender and number take, state words agreeing with the device, numbers, lists, times and
 * dates through Intl in es-ES, plurals through Intl.PluralRules.
 */
import type { Period, UnsupportedAction } from '../../plan.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { formatClock, formatCount, formatDate, formatWeekday, pluralOf } from '../../voice/format.js';
import type { ActionProblem, HistoryAnswer, HistoryEvent, Named, NothingFound, ReadProblem, Replies, StateAnswer, ValueLine, When } from '../types.js';
import {
  LOCALE,
  agreementOf,
  agreementOfEntity,
  askedWord,
  capitalize,
  describe,
  isVerb,
  list,
  mid,
  name,
  noneOfKind,
  spokenPhrase,
  stateWords,
  type Agreement,
} from './words.js';

const SETTINGS_CONTROL = 'Ajustes → Control';
const SETTINGS_CONNECTION = 'Ajustes → Conexión';
const SETTINGS_READ_ACCESS = 'Ajustes → Acceso de lectura';

const WHAT_I_CAN_DO = 'Puedo encender y apagar luces e interruptores, decirte el estado de los dispositivos que veo y cuándo cambió algo por última vez.';

/** Lights and switches are the only things the app can switch (RFC-0019); no setting changes that. */
const ONLY_LIGHTS_AND_SWITCHES = 'Solo puedo encender o apagar luces e interruptores: es un límite de esta aplicación, no un ajuste.';

const UNSUPPORTED: Record<UnsupportedAction, string> = {
  lock: 'No puedo cerrar ni abrir cerraduras.',
  cover: 'No puedo abrir ni cerrar persianas, cortinas, puertas, ventanas ni válvulas.',
  brightness: 'No puedo atenuar las luces ni cambiar su brillo.',
  colour: 'No puedo cambiar el color de las luces.',
  temperature: 'No puedo cambiar temperaturas ni ajustes del termostato.',
  level: 'No puedo subir ni bajar cosas ni ponerlas a un nivel.',
  media: 'No puedo controlar reproductores multimedia.',
  schedule: 'No puedo programar cambios para más tarde: solo actúo cuando me lo pides, en el momento.',
  alarm: 'No puedo armar ni desarmar alarmas.',
  start: 'No puedo poner en marcha ni parar aparatos, escenas ni scripts.',
  domain: 'Solo puedo encender o apagar luces e interruptores.',
  other: 'Perdona, no te he entendido.',
};

const PERIOD_WORDS: Record<Period, string> = { hour: 'en la última hora', day: 'en las últimas 24 horas', week: 'en los últimos 7 días' };
const PERIOD_NOTES: Record<Period, string> = { hour: 'última hora', day: 'últimas 24 horas', week: 'últimos 7 días' };

const one = (n: number): boolean => pluralOf(LOCALE, n) === 'one';
const count = (n: number): string => formatCount(LOCALE, n);
const estar = (n: number): string => (one(n) ? 'está' : 'están');
const LISTED = 25;
const MANY: Agreement = { gender: 'm', plural: true };
const ONE: Agreement = { gender: 'm', plural: false };
/** Agreement of a group of devices: feminine only when every one is. */
function groupAgreement(entities: readonly IndexedEntity[]): Agreement {
  const plural = entities.length !== 1 || agreementOfEntity(entities[0]!).plural;
  return { gender: entities.length > 0 && entities.every((e) => agreementOfEntity(e).gender === 'f') ? 'f' : 'm', plural };
}
/** "lo" or "los"/"la"/"las" for devices already named. */
function them(devices: readonly Named[]): string {
  if (devices.length !== 1) return devices.every((d) => typeof d !== 'string' && agreementOf(d.display).gender === 'f') ? 'las' : 'los';
  const d = devices[0]!;
  const a = typeof d === 'string' ? ONE : agreementOf(d.display);
  return a.gender === 'f' ? (a.plural ? 'las' : 'la') : a.plural ? 'los' : 'lo';
}
/** "a, b ni c": a list after a negation. */
function nor(items: readonly string[], limit: number): string {
  const shown = items.length > limit ? [...items.slice(0, limit - 1), `${count(items.length - limit + 1)} más`] : [...items];
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} ni ${shown[shown.length - 1]!}`;
}
const onWord = (state: 'on' | 'off', a: Agreement): string => askedWord(state, a);
const verbOf = (state: 'on' | 'off'): string => (state === 'on' ? 'encender' : 'apagar');

function nothing(found: NothingFound): string {
  const where = found.here ? 'en esta habitación' : `en ${found.area ?? ''}`;
  if (found.noun && (found.area !== null || found.here)) return `No veo ${noneOfKind(found.noun)} ${where} entre los dispositivos que puedo ver.`;
  if (found.here) return 'No veo nada en esta habitación entre los dispositivos que puedo ver.';
  if (found.noun) return `No veo ${noneOfKind(found.noun)} entre los dispositivos que puedo ver.`;
  return `No he encontrado nada que coincida con «${spokenPhrase(found.phrase)}».`;
}

function actionProblem(problem: ActionProblem, device: Named, state: 'on' | 'off'): string {
  const n = name(device);
  const verb = verbOf(state);
  const a = typeof device === 'string' ? ONE : agreementOf(device.display);
  const done = onWord(state, a);
  const it = them([device]);
  const was = a.plural ? 'se han' : 'se ha';
  switch (problem.kind) {
    case 'unconfirmed':
      return `Home Assistant indica ${n}${problem.reported !== null ? ` como «${problem.reported}»` : ''}, así que no puedo confirmar que ${a.plural ? 'estén' : 'esté'} ${done}: compruébalo, por favor.`;
    case 'only_lights_and_switches':
      return `${ONLY_LIGHTS_AND_SWITCHES} Por eso no he podido ${verb} ${n}.`;
    case 'not_allowed':
      return `Puedo leer ${n}, pero no tengo permiso para controlar${it}: puedes permitirlo en ${SETTINGS_CONTROL}.`;
    case 'control_off':
      return `El control está desactivado en ${SETTINGS_CONTROL}, así que no puedo cambiar nada: ${n} sigue igual.`;
    case 'not_allowlisted':
      return `${capitalize(n)} no está en la lista de dispositivos que puedo usar, así que no ${it} he podido ${verb}: puedes añadir${it} en ${SETTINGS_READ_ACCESS}.`;
    case 'not_configured':
      return `Home Assistant aún no está configurado: añade su dirección y su token de acceso en ${SETTINGS_CONNECTION}. No se ha cambiado nada.`;
    case 'too_much':
      return `He intentado hacer demasiado a la vez, así que ${n} sigue igual.`;
    case 'denied':
      return `Vale, dejo ${n} como está.`;
    case 'expired':
      return 'La solicitud caducó antes de que la aprobaras, así que no se ha cambiado nada.';
    case 'approval_invalid':
      return 'Esa aprobación ya no era válida, así que no se ha cambiado nada.';
    case 'timeout':
      return `Home Assistant no respondió a tiempo, así que no sé si ${n} ${was} ${state === 'on' ? 'encendido' : 'apagado'}: compruébalo, por favor.`;
    case 'unreachable':
      return `No he podido conectar con Home Assistant, así que no he podido ${verb} ${n}.`;
    case 'auth_failed':
      return `Home Assistant ya no acepta mi token de acceso, así que no he podido ${verb} ${n}. Crea uno nuevo en Home Assistant (tu perfil → Seguridad → Tokens de acceso de larga duración) y guárdalo en ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `No he podido verificar el certificado de Home Assistant, así que no le he pedido ${verb} ${n}. Revisa la conexión en ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant ya no tiene ${n}, así que no se ha cambiado nada.`;
    case 'audit_unavailable':
      return `No he podido guardar la aprobación en el registro de actividad, así que no le he pedido a Home Assistant ${verb} ${n}: nada se ejecuta sin quedar registrado. Revisa el disco.`;
    case 'not_confirmed':
      return `Le he pedido a Home Assistant ${verb} ${n}, pero no ha confirmado el cambio: compruébalo, por favor.`;
    case 'error':
      return `Home Assistant ha respondido con un error, así que no he podido ${verb} ${n}.`;
    case 'bad_answer':
      return `La respuesta de Home Assistant no parecía correcta, así que no puedo confirmar si ${n} ${was} ${state === 'on' ? 'encendido' : 'apagado'}: compruébalo, por favor.`;
    case 'bad_request':
      return `Algo fallaba en mi solicitud, así que ${n} sigue igual.`;
    case 'pending':
      return `Te he pedido aprobación para ${verb} ${n}.`;
    case 'refused':
      return `No se me ha permitido ${verb} ${n}${problem.code ? ` (${problem.code})` : ''}.`;
    case 'failed':
      return `No he podido ${verb} ${n}${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

function readProblem(problem: ReadProblem, about: Named | null): string {
  const subject = about === null ? 'eso' : name(about);
  switch (problem.kind) {
    case 'read_off':
      return `La lectura de Home Assistant está desactivada en ${SETTINGS_READ_ACCESS}, así que no puedo comprobar ${subject}.`;
    case 'not_configured':
      return `Home Assistant aún no está configurado: añade su dirección y su token de acceso en ${SETTINGS_CONNECTION}.`;
    case 'not_allowlisted':
      return `${capitalize(subject)} no está en la lista de dispositivos que puedo leer: puedes añadirlo en ${SETTINGS_READ_ACCESS}.`;
    case 'denied':
      return 'Vale, no he leído nada de Home Assistant.';
    case 'expired':
      return 'La solicitud caducó antes de que la aprobaras, así que no he leído nada.';
    case 'approval_invalid':
      return 'Esa aprobación ya no era válida, así que no he leído nada.';
    case 'unreachable':
      return `No he podido conectar con Home Assistant, así que ahora mismo no puedo decirte nada sobre ${subject}.`;
    case 'timeout':
      return `Home Assistant no respondió a tiempo, así que ahora mismo no puedo decirte nada sobre ${subject}.`;
    case 'auth_failed':
      return `Home Assistant ya no acepta mi token de acceso. Crea uno nuevo en Home Assistant (tu perfil → Seguridad → Tokens de acceso de larga duración) y guárdalo en ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `No he podido verificar el certificado de Home Assistant, así que no le he preguntado nada. Revisa la conexión en ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant ya no tiene ${subject}.`;
    case 'audit_unavailable':
      return 'No he podido guardar la aprobación en el registro de actividad, así que no he leído nada: nada se ejecuta sin quedar registrado. Revisa el disco.';
    case 'bad_answer':
      return `Home Assistant ha respondido algo que no he podido leer, así que ahora mismo no puedo decirte nada sobre ${subject}.`;
    case 'pending':
      return 'Te he pedido aprobación para leer de Home Assistant.';
    case 'failed':
      return `No he podido leer ${subject} de Home Assistant${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

function valueLine(line: ValueLine): string {
  const e = line.reading.entity;
  switch (line.kind) {
    case 'plain':
      return describe(line.reading);
    case 'measure_missing':
      return `${describe(line.reading)}, pero la lista de dispositivos que he leído no incluye su ${line.measure === 'temperature' ? 'temperatura' : 'humedad'}`;
    case 'unreadable':
      return `${capitalize(name(e))} ${isVerb(e)} ${stateWords(e, line.reading.raw, null)} ahora mismo`;
  }
}

function stateAnswer(a: StateAnswer, missing: readonly IndexedEntity[]): string {
  const note =
    missing.length === 0
      ? ''
      : ` Home Assistant no ha informado ${missing.length > 3 ? `de ${count(missing.length)} de ellos` : `de ${list(missing.map(name))}`}.`;
  switch (a.kind) {
    case 'not_reported':
      return `Home Assistant no ha informado de ${list(a.targets.map(name))}, así que no puedo decírtelo.`;
    case 'values':
      return `${a.lines.map(valueLine).join('. ')}${a.more > 0 ? ` (y ${count(a.more)} más)` : ''}.${note}`;
    case 'unreadable':
      return `No lo sé: ${name(a.reading.entity)} ${isVerb(a.reading.entity)} ${stateWords(a.reading.entity, a.reading.raw, null)} ahora mismo.${note}`;
    case 'yes_no':
      return `${a.yes ? 'Sí' : 'No'}, ${mid(a.reading)}.${note}`;
    case 'none_of':
      return `No, ${one(a.checked) ? 'el que he comprobado no está' : `ninguno de los ${count(a.checked)} que he comprobado está`} ${askedWord(a.asked, ONE)}.${note}`;
    case 'some':
      return `Sí: ${list(a.matching.map(mid))}.${note}`;
    case 'all':
      return `Sí, ${a.only ? mid(a.only) : `los ${count(a.checked)} están ${askedWord(a.asked, MANY)}`}.${note}`;
    case 'not_all':
      return `No: ${list(a.notMatching.map(mid))}.${note}`;
    case 'none_now':
      return `${a.of === 'anything' ? `Nada de lo que veo está ${askedWord(a.asked, ONE)}` : one(a.checked) ? `El que he comprobado no está ${askedWord(a.asked, ONE)}` : `Ninguno de los ${count(a.checked)} que he comprobado está ${askedWord(a.asked, ONE)}`} ahora mismo.${note}`;
    case 'which': {
      const group = groupAgreement(a.matching);
      return `${capitalize(list(a.matching.map(name)))} ${a.matching.length === 1 ? isVerb(a.matching[0]!) : 'están'} ${askedWord(a.asked, group)}.${note}`;
    }
    case 'count_none':
      return `${one(a.checked) ? 'El que he comprobado no está' : `Ninguno de los ${count(a.checked)} que he comprobado está`} ${askedWord(a.asked, ONE)}.${note}`;
    case 'count': {
      const n = a.matching.length;
      const group = groupAgreement(a.matching);
      return `${capitalize(`${count(n)} de ${group.gender === 'f' ? 'las' : 'los'} ${count(a.checked)} ${estar(n)} ${askedWord(a.asked, group)}`)}: ${list(a.matching.map(name))}.${note}`;
    }
  }
}

/** What happened, in the past tense agreeing with the device: "se encendió", "se abrió", "cambió a abierta". */
function past(e: IndexedEntity, event: HistoryEvent): string {
  const plural = agreementOfEntity(e).plural;
  switch (event.kind) {
    case 'changed':
      return plural ? 'cambiaron' : 'cambió';
    case 'changed_to':
      return `${plural ? 'cambiaron' : 'cambió'} a ${stateWords(e, event.raw, null)}`;
    case 'turned':
      return event.raw === 'on'
        ? plural
          ? 'se encendieron'
          : 'se encendió'
        : event.raw === 'off'
          ? plural
            ? 'se apagaron'
            : 'se apagó'
          : `${plural ? 'cambiaron' : 'cambió'} a ${stateWords(e, event.raw, null)}`;
    case 'opened':
      return plural ? 'se abrieron' : 'se abrió';
    case 'closed':
      return plural ? 'se cerraron' : 'se cerró';
    case 'locked':
      return plural ? 'se cerraron con llave' : 'se cerró con llave';
    case 'unlocked':
      return plural ? 'se abrieron' : 'se abrió';
  }
}

/** The perfect for "hasn't …": "no se ha encendido", "no ha cambiado". */
function perfect(e: IndexedEntity, event: HistoryEvent): string {
  const has = agreementOfEntity(e).plural ? 'han' : 'ha';
  switch (event.kind) {
    case 'changed':
      return `no ${has} cambiado`;
    case 'changed_to':
      return `no ${has} cambiado a ${stateWords(e, event.raw, null)}`;
    case 'turned':
      return event.raw === 'on'
        ? `no se ${has} encendido`
        : event.raw === 'off'
          ? `no se ${has} apagado`
          : `no ${has} cambiado a ${stateWords(e, event.raw, null)}`;
    case 'opened':
    case 'unlocked':
      return `no se ${has} abierto`;
    case 'closed':
      return `no se ${has} cerrado`;
    case 'locked':
      return `no se ${has} cerrado con llave`;
  }
}

function when(w: When): string {
  const locale = w.locale ?? LOCALE;
  const clock = formatClock(locale, w.at, w.timeZone);
  switch (w.relation) {
    case 'today':
      return `hoy a las ${clock}`;
    case 'yesterday':
      return `ayer a las ${clock}`;
    case 'this_week':
      return `el ${formatWeekday(locale, w.at, w.timeZone)} a las ${clock}`;
    case 'earlier':
      return `el ${formatDate(locale, w.at, w.timeZone, w.withYear)} a las ${clock}`;
  }
}

const times = (n: number, atLeast: boolean): string => (one(n) ? 'una vez' : `${atLeast ? 'al menos ' : ''}${count(n)} veces`);

function historyAnswer(a: HistoryAnswer): string {
  if (a.kind === 'gone') return 'Ya no encuentro ese dispositivo.';
  const subject = capitalize(name(a.entity));
  const window = PERIOD_WORDS[a.period];
  switch (a.kind) {
    case 'never':
      return `${subject} ${perfect(a.entity, a.event)} ${window}.`;
    case 'count':
      return `${subject} ${past(a.entity, a.event)} ${times(a.times, a.atLeast)} ${window}; la última, ${when(a.last)}.`;
    case 'unchanged':
      return `${subject} no ${agreementOfEntity(a.entity).plural ? 'han' : 'ha'} cambiado ${window}.`;
    case 'list': {
      const recent = a.recent.map((c) => `${stateWords(a.entity, c.raw, null)} ${when(c.when)}`);
      const earlier = a.earlier > 0 ? ` (${one(a.earlier) ? 'no muestro un cambio anterior' : `no muestro ${count(a.earlier)} cambios anteriores`})` : '';
      return `${subject} ${agreementOfEntity(a.entity).plural ? 'cambiaron' : 'cambió'} ${times(a.total, a.atLeast)} ${window}. Lo más reciente: ${list(recent)}${earlier}.`;
    }
    case 'last':
      return `${subject} ${past(a.entity, a.event)} por última vez ${when(a.when)}${a.periodNamed ? ` (he mirado ${window})` : ''}.`;
  }
}

export const replies: Replies = {
  locale: LOCALE,

  chat(kind) {
    switch (kind) {
      case 'thanks':
        return 'De nada.';
      case 'bye':
        return '¡Hasta luego!';
      case 'hello':
        return `¡Hola! ${WHAT_I_CAN_DO}`;
      case 'acknowledge':
        return `Vale. ${WHAT_I_CAN_DO}`;
      case 'prompt':
        return `¿Qué quieres que haga? ${WHAT_I_CAN_DO}`;
    }
  },

  capabilities(focus, seen, switchable) {
    if (seen.length === 0) return `Todavía no veo ningún dispositivo: elige cuáles puedo usar en ${SETTINGS_READ_ACCESS}.`;
    if (focus === 'see') {
      const names = seen.slice(0, LISTED).map((e) => e.display);
      const rest = seen.length > LISTED ? ` y ${count(seen.length - LISTED)} más` : '';
      return `Veo ${one(seen.length) ? 'un dispositivo' : `${count(seen.length)} dispositivos`}: ${list(names, 'and', LISTED + 1)}${rest}. ${WHAT_I_CAN_DO}`;
    }
    const rule = `Si puedo encender o apagar cada uno se decide en ${SETTINGS_CONTROL}, y tú apruebas cada cambio.`;
    if (switchable.length === 0) return `Ninguno de los dispositivos que veo es una luz o un interruptor, y son lo único que puedo encender o apagar. ${rule}`;
    const names = switchable.slice(0, LISTED).map((e) => e.display);
    const rest = switchable.length > LISTED ? ` y ${count(switchable.length - LISTED)} más` : '';
    return `Solo puedo encender o apagar luces e interruptores. De los dispositivos que veo, ${one(switchable.length) ? 'es este' : 'son estos'}: ${list(names, 'and', LISTED + 1)}${rest}. ${rule}`;
  },

  unsupported(action) {
    // These are limits of the app (RFC-0019: lights and switches, on or off), not settings.
    const limit = action === 'other' || action === 'schedule' ? '' : ' Ningún ajuste cambia eso.';
    return `${UNSUPPORTED[action]} ${WHAT_I_CAN_DO}${limit}`;
  },

  notSwitchableKind: (found) => `${nothing(found)} ${ONLY_LIGHTS_AND_SWITCHES}`,

  notControllable(entities) {
    const shown = entities.slice(0, 3).map(name);
    const what = list(shown, 'or') + (entities.length > 3 ? ` (y ${count(entities.length - 3)} más)` : '');
    if (entities.every((e) => e.domain !== 'light' && e.domain !== 'switch')) {
      return `${ONLY_LIGHTS_AND_SWITCHES} Así que no puedo encender ni apagar ${what}, pero sí decirte cómo ${one(entities.length) && !agreementOfEntity(entities[0]!).plural ? 'está' : 'están'}.`;
    }
    return `No tengo permiso para encender ni apagar ${what}: puedes permitir luces e interruptores en ${SETTINGS_CONTROL}.`;
  },

  unknown(phrase, suggestions) {
    // RFC-0018: a refusal must not disclose the household's inventory — only what was shared.
    const shared = `Solo veo lo que has compartido conmigo en ${SETTINGS_READ_ACCESS}, y nada de eso coincide con «${spokenPhrase(phrase)}».`;
    if (suggestions.length === 0) return `${shared} Pregúntame «¿qué puedes ver?» para oír esos nombres.`;
    return `${shared} ¿Te refieres a ${list(suggestions.map(name), 'or')}?`;
  },

  ambiguous(phrase, candidates) {
    const shownEntities = candidates.slice(0, 6);
    const shown = shownEntities.map((e) => (shownEntities.filter((o) => o.display === e.display).length > 1 ? `${name(e)} (${e.entity_id})` : name(e)));
    const more = candidates.length > 6 ? ` (coinciden ${count(candidates.length)})` : '';
    return `Hay más de un dispositivo que coincide con «${spokenPhrase(phrase)}»${more}. ¿Cuál quieres decir: ${list(shown, 'or')}?`;
  },

  whichRoom: () => 'Desde aquí no sé en qué habitación estás. ¿Qué habitación quieres decir?',
  nothing,
  whichDevice: () => '¿Qué dispositivo quieres decir?',
  whatToSwitch: (state) => `¿Qué quieres que ${state === 'on' ? 'encienda' : 'apague'}?`,
  mixedDirections: () => 'Pídeme encender y apagar cosas en peticiones separadas, por favor.',

  noAction(e) {
    const single = e.length === 1;
    const what = single ? name(e[0]!) : 'esos dispositivos';
    const it = single ? them([e[0]!]) : 'los';
    return `¿Qué quieres que haga con ${what}? Puedo encender${it} o apagar${it}, o decirte cómo ${single && !agreementOfEntity(e[0]!).plural ? 'está' : 'están'}.`;
  },

  proposeSet(state, device, progress) {
    const gerund = state === 'on' ? 'Encendiendo' : 'Apagando';
    if (progress) return `${gerund} ${spokenPhrase(progress.phrase)} de uno en uno (${count(progress.place)} de ${count(progress.of)}): ${name(device)}.`;
    return `${gerund} ${name(device)}.`;
  },
  readingStates: (n) => `Leyendo el estado actual de ${one(n) ? 'tu dispositivo permitido' : `tus ${count(n)} dispositivos permitidos`}.`,
  readingHistory: (about, period) => `Leyendo el historial de ${name(about)} (${PERIOD_NOTES[period]}).`,
  ranOutOfSteps: () => 'Me he quedado sin pasos antes de poder comprobarlo: pregúntamelo otra vez, por favor.',

  actionProblem,

  setOutcome(o) {
    const parts: string[] = [];
    const agreementOfAll = (devices: readonly Named[]): Agreement => ({
      gender: devices.length > 0 && devices.every((d) => typeof d !== 'string' && agreementOf(d.display).gender === 'f') ? 'f' : 'm',
      plural: devices.length !== 1 || (typeof devices[0] !== 'string' && agreementOf(devices[0]!.display).plural),
    });
    if (o.turned.length > 0) parts.push(`He ${o.state === 'on' ? 'encendido' : 'apagado'} ${list(o.turned.map(name))}.`);
    if (o.notAllowed.length > 0) {
      parts.push(
        `No tengo permiso para encender ni apagar ${list(o.notAllowed.map(name), 'and', 10)}, así que no ${them(o.notAllowed)} he tocado: puedes permitirlo en ${SETTINGS_CONTROL}.`,
      );
    }
    if (o.notSwitchable.length > 0) parts.push(`${ONLY_LIGHTS_AND_SWITCHES} Así que no he tocado ${list(o.notSwitchable.map(name), 'and', 10)}.`);
    if (o.already.length > 0) {
      const a = agreementOfAll(o.already);
      parts.push(`${capitalize(list(o.already.map(name)))} ya ${a.plural ? 'estaban' : 'estaba'} ${onWord(o.state, a)}.`);
    }
    parts.push(...o.problems);
    if (o.left.length > 0) {
      const names = nor(o.left.map(name), 50);
      if (o.stopped) parts.push(`Me he detenido ahí, así que tampoco he tocado ${names}.`);
      else
        parts.push(`Todavía no he ${o.state === 'on' ? 'encendido' : 'apagado'} ${names}: di «continúa» y sigo (un cambio por aprobación, tres por mensaje).`);
    }
    return parts.length > 0 ? parts.join(' ') : null;
  },
  nothingChanged: () => 'No se ha cambiado nada.',

  readProblem,
  stateAnswer,
  historyAnswer,
  when,
};
