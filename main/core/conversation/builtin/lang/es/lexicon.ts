/**
 * Long because: it is the Spanish word lists (verbs, kinds, states, places, question words) with their canonical words — data, one phrase list a line after formatting.
 *
 * The Spanish the built-in engine reads, as the shared grammar's canonical words: verbs for on and
 * off (with their attached pronouns), the verbs it declines (open, lock, play, dim…), kinds of
 * device, state words in every agreement, places, quantifiers, question words, times for history
 * questions, small talk and confirmations. Longer phrases win over shorter ones ("cerrado con
 * llave" over "cerrado"), and the household's own names win over all of these (see normalise.ts).
 */
import { agreeing, agreeingPhrase, verbForms, type VerbForms } from './forms.js';
import { Phrases, type Entry } from './phrases.js';

export const SPANISH = new Phrases();

const add = (phrases: readonly string[], en: string, more: Omit<Entry, 'en'> = {}): void => {
  SPANISH.add(phrases, { en, ...more });
};

// --- Switching ---------------------------------------------------------------------------------

const ON_VERBS: VerbForms[] = [
  {
    commands: ['enciende', 'encienda', 'enciendan', 'encended'],
    infinitive: 'encender',
    others: ['enciendes', 'enciendas', 'enciendo', 'encenderías', 'encenderias'],
  },
  { commands: ['prende', 'prenda', 'prendan', 'prended'], infinitive: 'prender', others: ['prendes', 'prendas', 'prendo'] },
  { commands: ['activa', 'active', 'activen', 'activad'], infinitive: 'activar', others: ['activas', 'actives', 'activo'] },
  { commands: ['conecta', 'conecte', 'conecten', 'conectad'], infinitive: 'conectar', others: ['conectas', 'conectes', 'conecto'] },
  { commands: ['enchufa', 'enchufen'], infinitive: 'enchufar', others: ['enchufas'] },
];
const OFF_VERBS: VerbForms[] = [
  { commands: ['apaga', 'apague', 'apaguen', 'apagad'], infinitive: 'apagar', others: ['apagas', 'apagues', 'apago', 'apagarías', 'apagarias'] },
  { commands: ['desconecta', 'desconecte', 'desconecten', 'desconectad'], infinitive: 'desconectar', others: ['desconectas', 'desconectes', 'desconecto'] },
  { commands: ['desactiva', 'desactive', 'desactiven', 'desactivad'], infinitive: 'desactivar', others: ['desactivas', 'desactives', 'desactivo'] },
  { commands: ['desenchufa', 'desenchufe', 'desenchufen'], infinitive: 'desenchufar', others: ['desenchufas', 'desenchufes'] },
];

function addVerbs(verbs: readonly VerbForms[], dir: 'on' | 'off'): void {
  for (const verb of verbs) {
    const { plain, withPronoun } = verbForms(verb);
    add(plain, `turn ${dir}`, { verb: dir });
    // "apágala": the pronoun is the target, written as the shared grammar's "turn it off".
    for (const [form, stands] of withPronoun) add([form], `turn ${stands} ${dir}`);
  }
}
addVerbs(ON_VERBS, 'on');
addVerbs(OFF_VERBS, 'off');
add(['pon en marcha', 'ponga en marcha', 'poner en marcha', 'arranca', 'arranque'], 'turn on', { verb: 'on' });
add(['da la luz', 'dale a la luz', 'haz luz'], 'turn on the light');
// "vuelve a encenderla": the verb that follows carries the request.
add(['vuelve a', 'vuelva a', 'volver a', 'vuelvan a'], '');

// --- What the app declines -------------------------------------------------------------------

add(['abre', 'abra', 'abran', 'abrir', 'ábrela', 'ábrelo', 'ábrelas', 'ábrelos', 'abrirla', 'abrirlo'], 'open');
add(['cierra', 'cierre', 'cierren', 'cerrar', 'ciérrala', 'ciérralo', 'ciérralas', 'ciérralos', 'cerrarla', 'cerrarlo'], 'close');
add(['sube', 'suba', 'suban', 'subir', 'levanta', 'levante', 'levantar'], 'raise');
add(['baja', 'baje', 'bajen', 'bajar'], 'lower');
add(
  [
    'echa el cerrojo',
    'echa el cerrojo a',
    'echa el cerrojo en',
    'echa el cerrojo de',
    'echar el cerrojo',
    'echa la llave',
    'echa la llave a',
    'echar la llave',
    'cierra con llave',
    'bloquea',
    'bloquear',
    'pon el seguro',
    'pon el seguro a',
    'asegura',
  ],
  'lock',
);
add(
  [
    'abre el cerrojo',
    'abre el cerrojo de',
    'abre el cerrojo a',
    'abrir el cerrojo',
    'abrir el cerrojo de',
    'quita el cerrojo',
    'quita el cerrojo de',
    'desbloquea',
    'desbloquear',
    'quita el seguro',
    'quita el seguro a',
    'quita la llave',
  ],
  'unlock',
);
add(['atenúa', 'atenua', 'atenuar', 'baja la luz', 'baja las luces', 'baja la intensidad', 'oscurece'], 'dim');
add(['sube la luz', 'sube las luces', 'sube la intensidad', 'aclara', 'ilumina más'], 'brighten');
add(['sube el volumen', 'subir el volumen'], 'turn up the volume');
add(['baja el volumen', 'bajar el volumen'], 'turn down the volume');
add(['reproduce', 'reproducir', 'pon música', 'pon musica', 'pon la música', 'pon la radio', 'toca'], 'play');
add(['pausa', 'pausar', 'pon en pausa'], 'pause');
add(['reanuda', 'reanudar', 'continúa la música', 'continua la musica'], 'resume');
add(['silencia', 'silenciar'], 'mute');
add(['siguiente canción', 'siguiente cancion', 'pasa de canción', 'salta'], 'next song');
add(['calienta', 'calentar'], 'heat');
add(['enfría', 'enfria', 'enfriar', 'refresca'], 'cool');
add(['aspira', 'aspirar', 'limpia', 'limpiar', 'friega'], 'clean');
add(['ejecuta', 'ejecutar', 'lanza', 'dispara', 'inicia', 'iniciar', 'empieza', 'comienza'], 'start');
add(['parar', 'detén', 'deten', 'detener', 'cancela', 'cancelar'], 'stop');
add(['arma', 'armar'], 'arm');
add(['desarma', 'desarmar'], 'disarm');
add(['pon', 'ponga', 'poner', 'ajusta', 'ajustar', 'configura', 'establece', 'fija', 'cambia', 'cambiar', 'cambia a'], 'set');
add(['aumenta', 'aumentar', 'incrementa', 'sube a'], 'increase');
add(['disminuye', 'disminuir', 'reduce', 'reducir', 'baja a'], 'decrease');

// Words inside a request that ask for more than on or off.
add(['brillo', 'intensidad', 'luminosidad'], 'brightness');
add(['más brillante', 'mas brillante', 'más fuerte', 'mas fuerte', 'más brillo', 'mas brillo'], 'brighter');
add(['más tenue', 'mas tenue', 'menos brillo', 'más oscuro', 'mas oscuro'], 'dimmer');
add(['por ciento', 'porciento'], 'percent');
add(['mitad', 'a la mitad', 'a medias'], 'half');
add(['color', 'colores'], 'colour');
for (const [es, en] of [
  ['rojo', 'red'],
  ['verde', 'green'],
  ['azul', 'blue'],
  ['amarillo', 'yellow'],
  ['naranja', 'orange'],
  ['morado', 'purple'],
  ['rosa', 'pink'],
  ['rosado', 'pink'],
  ['violeta', 'violet'],
  ['blanco', 'white'],
  ['blanco cálido', 'warm white'],
  ['blanco frío', 'cool white'],
] as const)
  add(agreeingPhrase(es), en);
add(['grado', 'grados'], 'degrees');
add(agreeing('más caliente').concat(['más cálido', 'mas calido']), 'warmer');
add(['más fresco', 'mas fresco', 'más frío', 'mas frio'], 'cooler');
add(['minuto', 'minutos'], 'minutes');
add(['segundo', 'segundos'], 'minutes');
add(['hora', 'horas'], 'hours');
add(['mañana', 'manana', 'pasado mañana'], 'tomorrow');
add(['más tarde', 'mas tarde', 'dentro de un rato'], 'later');
add(['hasta'], 'until');
add(['temporizador', 'temporizadores', 'cronómetro', 'cronometro', 'alarma', 'despertador', 'programa', 'programar', 'recordatorio'], 'timer');
add(['cada día', 'cada dia', 'todos los días', 'todos los dias', 'cada mañana', 'todas las mañanas', 'cada noche', 'todas las noches'], 'every day');
add(['amanecer', 'al amanecer'], 'sunrise');
add(['atardecer', 'al atardecer', 'anochecer', 'al anochecer'], 'sunset');
add(['medianoche', 'a medianoche'], 'at midnight');
add(['mediodía', 'mediodia', 'al mediodía'], 'noon');
add(['a las', 'a la'], 'at');
add(['volumen'], 'volume');
add(['música', 'musica', 'radio'], 'music');
add(['canción', 'cancion', 'canciones'], 'song');
add(['canal', 'canales'], 'channel');
add(['lista de reproducción', 'lista de reproduccion'], 'playlist');

// --- Kinds of device ---------------------------------------------------------------------------

add(['luz', 'bombilla', 'bombillo', 'foco', 'iluminación', 'iluminacion', 'alumbrado'], 'light', { kind: true });
add(['luces', 'bombillas', 'bombillos', 'focos'], 'lights', { kind: true });
add(['interruptor', 'conmutador'], 'switch', { kind: true });
add(['interruptores', 'conmutadores'], 'switches', { kind: true });
add(['enchufe', 'toma de corriente', 'regleta'], 'plug', { kind: true });
add(['enchufes', 'tomas de corriente', 'regletas'], 'plugs', { kind: true });
add(['ventilador', 'abanico'], 'fan', { kind: true });
add(['ventiladores', 'abanicos'], 'fans', { kind: true });
add(['sensor', 'detector', 'sonda'], 'sensor', { kind: true });
add(['sensores', 'detectores', 'sondas'], 'sensors', { kind: true });
add(['dispositivo', 'aparato', 'equipo', 'entidad', 'cosa', 'cacharro'], 'device', { kind: true });
add(['dispositivos', 'aparatos', 'equipos', 'entidades', 'cosas', 'cacharros'], 'devices', { kind: true });
add(['termostato', 'climatización', 'climatizacion', 'calefacción', 'calefaccion', 'aire acondicionado', 'clima'], 'thermostat', { kind: true });
add(['termostatos'], 'thermostats', { kind: true });
add(['cerrojo', 'cerradura', 'pestillo', 'candado'], 'lock', { kind: true, namesLock: true });
add(['cerrojos', 'cerraduras', 'pestillos', 'candados'], 'locks', { kind: true, namesLock: true });
add(['puerta', 'portón', 'porton'], 'door', { kind: true });
add(['puertas', 'portones'], 'doors', { kind: true });
add(['puerta del garaje', 'puerta de garaje', 'puerta de la cochera', 'portón del garaje'], 'garage door', { kind: true });
add(['puertas del garaje', 'puertas de garaje'], 'garage doors', { kind: true });
add(['ventana', 'ventanal'], 'window', { kind: true });
add(['ventanas', 'ventanales'], 'windows', { kind: true });
add(['cortina'], 'curtain', { kind: true });
add(['cortinas'], 'curtains', { kind: true });
add(['persiana', 'estor'], 'blind', { kind: true });
add(['persianas', 'estores'], 'blinds', { kind: true });
add(['toldo', 'toldos', 'contraventana', 'contraventanas'], 'shutter', { kind: true });
add(['válvula', 'valvula', 'válvulas', 'valvulas'], 'valve', { kind: true });
add(['escena', 'escenas'], 'scene', { kind: true });
add(['script', 'scripts', 'rutina', 'rutinas', 'guion', 'guión'], 'script', { kind: true });
add(['aspiradora', 'robot aspirador', 'aspirador', 'robot de limpieza'], 'vacuum', { kind: true });
add(['tele', 'televisión', 'television', 'televisor', 'altavoz', 'altavoces', 'reproductor'], 'tv', { kind: true });
add(['persona', 'personas', 'gente', 'la gente'], 'people', { kind: true });
add(['batería', 'bateria', 'baterías', 'baterias', 'pila', 'pilas'], 'battery', { kind: true });
add(['nivel de batería', 'nivel de bateria', 'carga'], 'battery level', { kind: true });
add(['movimiento', 'presencia'], 'motion', { kind: true });
add(['ocupación', 'ocupacion'], 'occupancy', { kind: true });
add(['humo', 'fuego', 'incendio'], 'smoke', { kind: true });
add(['monóxido de carbono', 'monoxido de carbono', 'monóxido', 'monoxido'], 'carbon monoxide', { kind: true });
add(['dióxido de carbono', 'dioxido de carbono', 'co2'], 'carbon dioxide', { kind: true });
add(['fuga', 'fuga de agua', 'fugas', 'inundación', 'inundacion', 'goteo'], 'leak', { kind: true });
add(['agua'], 'water', { kind: true });
add(['temperatura', 'temperaturas'], 'temperature', { kind: true });
add(['humedad'], 'humidity', { kind: true });
add(['consumo', 'potencia', 'energía', 'energia'], 'power', { kind: true });
add(['calidad del aire'], 'air quality', { kind: true });
add(['presión', 'presion'], 'pressure', { kind: true });
add(['conexión', 'conexion', 'wifi'], 'connection', { kind: true });

// --- States, in every agreement ----------------------------------------------------------------

add(
  [...agreeing('encendido'), ...agreeing('prendido'), ...agreeing('activo'), ...agreeing('activado'), ...agreeing('conectado'), 'en marcha', 'funcionando'],
  'on',
);
add([...agreeing('apagado'), ...agreeing('inactivo'), ...agreeing('desactivado'), ...agreeing('desconectado')], 'off');
add([...agreeing('abierto'), 'entreabierto', 'entreabierta'], 'open', { lock: 'unlocked' });
add(agreeing('cerrado'), 'closed', { lock: 'locked' });
add([...agreeingPhrase('cerrado con llave'), ...agreeing('bloqueado'), ...agreeingPhrase('echado el cerrojo'), ...agreeing('asegurado')], 'locked');
add([...agreeing('desbloqueado'), ...agreeingPhrase('sin cerrojo'), ...agreeingPhrase('sin llave')], 'unlocked');
add(['atascado', 'atascada', 'atascados', 'atascadas'], 'jammed');
add(['en casa', 'dentro de casa'], 'at home');
add(['fuera de casa', 'fuera', 'ausente', 'ausentes'], 'away');
add([...agreeing('detectado'), ...agreeing('disparado')], 'detected');
add([...agreeing('mojado'), ...agreeing('húmedo')], 'wet');
add(agreeing('seco'), 'dry');
add(['batería baja', 'bateria baja', 'poca batería', 'poca bateria'], 'battery low');
add(agreeing('ocupado'), 'occupied');
add(agreeing('vacío').concat(agreeing('desocupado')), 'empty');
add(['cargando'], 'charging');
add(['reproduciendo', 'sonando'], 'playing');
add(agreeing('pausado'), 'paused');
add(['limpiando'], 'cleaning');

// --- Places ------------------------------------------------------------------------------------

add(['aquí', 'aqui', 'acá', 'aca', 'de aquí', 'de aqui', 'de acá', 'de aca', 'por aquí', 'por aqui'], 'here');
for (const room of ['habitación', 'habitacion', 'cuarto', 'pieza', 'estancia', 'sala']) {
  add(
    [
      `en esta ${room}`,
      `de esta ${room}`,
      `esta ${room}`,
      `en este ${room}`,
      `de este ${room}`,
      `este ${room}`,
      `en la ${room} en la que estoy`,
      `en el ${room} en el que estoy`,
    ],
    'in this room',
  );
  add(
    [
      `de todas las ${room}es`,
      `de todas las ${room}s`,
      `en todas las ${room}es`,
      `en todas las ${room}s`,
      `de cada ${room}`,
      `en cada ${room}`,
      `de todos los ${room}s`,
      `en todos los ${room}s`,
    ],
    'in every room',
  );
  add([`mi ${room}`], 'my room');
}
add(['habitación', 'habitacion', 'cuarto', 'pieza', 'estancia'], 'room');
add(['habitaciones', 'cuartos', 'piezas', 'estancias'], 'rooms');
add(['en toda la casa', 'de toda la casa', 'toda la casa', 'en todas partes', 'por todas partes', 'en todos lados', 'en todo el piso'], 'everywhere');
add(['de la casa', 'en la casa', 'del piso', 'del apartamento', 'en el apartamento', 'del departamento', 'de casa', 'del hogar'], 'in the house');
add(['casa', 'hogar', 'apartamento', 'departamento', 'vivienda'], 'house');
add(['arriba', 'de arriba', 'piso de arriba', 'en el piso de arriba', 'planta de arriba', 'planta alta', 'en la planta alta'], 'upstairs');
add(['abajo', 'de abajo', 'piso de abajo', 'en el piso de abajo', 'planta de abajo', 'planta baja', 'en la planta baja'], 'downstairs');

// --- Quantifiers, articles, pronouns, prepositions ------------------------------------------------

add(['todo', 'toda', 'todos', 'todas', 'todos los', 'todas las', 'todo el', 'toda la'], 'all the');
add(['todo', 'todito'], 'everything');
add(['todo el mundo', 'todos en casa'], 'everyone');
add(['cada', 'cada uno de los', 'cada una de las'], 'every');
add(['algún', 'algun', 'alguno', 'alguna', 'algunos', 'algunas', 'cualquier', 'cualquiera', 'ningún', 'ningun', 'ninguno', 'ninguna'], 'any');
add(['ambos', 'ambas', 'los dos', 'las dos'], 'both');
add(['alguien', 'nadie'], 'anyone');
add(['algo', 'nada'], 'anything');
add(['el', 'la', 'los', 'las', 'lo'], 'the');
add(['al'], 'to');
add(['un', 'una', 'unos', 'unas', 'uno'], 'a');
add(['mi', 'mis'], 'my');
add(['nuestro', 'nuestra', 'nuestros', 'nuestras'], 'our');
add(['tu', 'tus', 'su', 'sus'], 'your');
add(['de', 'del'], 'of');
add(['en', 'dentro de', 'en el', 'en la'], 'in');
add(['a'], 'to');
add(['con'], 'with');
add(['para'], 'for', { first: 'stop' });
add(['que'], 'that', { first: 'what', accented: 'what' });
add(['este', 'esta', 'esto', 'ese', 'esa', 'eso', 'aquel', 'aquella'], 'this');
add(['estos', 'estas', 'esos', 'esas'], 'these');
add(['ello', 'ellos', 'ellas'], 'them');
add(['y', 'e'], 'and');
add(['y luego', 'y después', 'y despues', 'y también', 'y tambien', 'luego', 'después', 'despues', 'y además', 'y ademas'], 'and then');
add(['o', 'u'], 'or');
add(['también', 'tambien', 'además', 'ademas'], 'also');
add(['ahora', 'ya', 'ahora mismo', 'ya mismo', 'en este momento', 'ahorita', 'actualmente'], 'now');
add(['otra vez', 'de nuevo', 'nuevamente'], 'again');
add(['solo', 'sólo', 'solamente'], 'just');
add(['me', 'te', 'nos', 'se', 'le', 'les'], '');
add(['no'], 'not', { alone: 'no' });

// --- Asking ------------------------------------------------------------------------------------

add(['es', 'está', 'esta', 'estará', 'se encuentra'], 'is');
add(['son', 'están', 'estan', 'estarán', 'se encuentran'], 'are');
add(['estaba', 'estuvo', 'era', 'fue'], 'was');
add(['estaban', 'estuvieron', 'eran', 'fueron'], 'were');
add(['hay', 'queda', 'quedan'], 'is there');
add(
  [
    'hay algún',
    'hay algun',
    'hay alguna',
    'hay alguno',
    'hay algunos',
    'hay algunas',
    'hay ningún',
    'hay ningun',
    'hay ninguna',
    'queda alguna',
    'queda algún',
    'queda algun',
  ],
  'is any',
);
add(['hay alguien', 'hay alguno en casa', 'está alguien', 'esta alguien', 'hay nadie'], 'is anyone');
add(['qué hay', 'que hay'], 'what is');
add(['cuál', 'cual', 'cuáles', 'cuales'], 'which');
add(['cuál es', 'cual es', 'cuáles son', 'cuales son'], 'what is');
add(
  ['cuál es el estado de', 'cual es el estado de', 'qué estado tiene', 'que estado tiene', 'en qué estado está', 'en que estado esta', 'estado de'],
  'what is the state of',
);
add(['cómo está', 'como esta', 'cómo están', 'como estan', 'cómo va', 'como va'], 'how is');
add(['quién', 'quien', 'quiénes', 'quienes', 'quién está', 'quien esta', 'quiénes están', 'quienes estan'], 'who is');
add(['cuántos', 'cuantos', 'cuántas', 'cuantas'], 'how many');
add(['cuánto', 'cuanto', 'cuánta', 'cuanta'], 'how much');
add(
  [
    'dónde',
    'donde',
    'dónde está',
    'donde esta',
    'dónde están',
    'donde estan',
    'dónde se encuentra',
    'donde se encuentra',
    'dónde puedo encontrar a',
    'donde puedo encontrar a',
    'dónde puedo encontrar',
    'donde puedo encontrar',
    'dónde anda',
    'donde anda',
    'en qué lugar está',
    'en que lugar esta',
  ],
  'where is',
);
add(
  [
    'qué temperatura hace',
    'que temperatura hace',
    'qué temperatura hay',
    'que temperatura hay',
    'cuánta temperatura hace',
    'cuanta temperatura hace',
    'a qué temperatura está',
    'a que temperatura esta',
  ],
  'what temperature is it',
);
add(['hace calor', 'hace mucho calor'], 'is it hot');
add(['hace frío', 'hace frio', 'hace mucho frío', 'hace mucho frio'], 'is it cold');
add(['qué humedad hay', 'que humedad hay', 'cuánta humedad hay', 'cuanta humedad hay'], 'how humid is it');
add(['hace'], 'is it');
add(
  [
    'dime',
    'dígame',
    'digame',
    'decirme',
    'me dices',
    'me dirías',
    'me dirias',
    'me puedes decir',
    'puedes decirme',
    'podrías decirme',
    'podrias decirme',
    'me podrías decir',
    'me podrias decir',
    'muéstrame',
    'muestrame',
    'enséñame',
    'enseñame',
  ],
  'tell me',
);
add(['dime si', 'decirme si', 'me dices si', 'puedes decirme si', 'podrías decirme si', 'podrias decirme si', 'me puedes decir si'], 'tell me if');
add(['sabes si', 'sabe si', 'sabrías decirme si', 'sabrias decirme si'], 'do you know if');
add(['comprueba si', 'comprueba', 'mira si', 'verifica si', 'revisa si', 'chequea si', 'fíjate si', 'fijate si'], 'check if');
add(['quiero saber si', 'me gustaría saber si', 'me gustaria saber si', 'necesito saber si'], 'i want to know if');
add(['si'], 'if', { alone: 'yes', accented: 'yes' });
add(['es verdad que', 'es cierto que'], 'is it true that');
add(['el estado', 'estado'], 'the state');

// --- History -----------------------------------------------------------------------------------

add(['cuándo', 'cuando'], 'when did');
add(['cuándo fue la última vez que', 'cuando fue la ultima vez que', 'cuándo fue la última vez', 'cuando fue la ultima vez'], 'when was the last time');
add(['a qué hora', 'a que hora'], 'what time did');
add(['cuántas veces', 'cuantas veces'], 'how many times');
add(['con qué frecuencia', 'con que frecuencia'], 'how often');
add(['por última vez', 'por ultima vez', 'la última vez', 'la ultima vez', 'última vez', 'ultima vez'], 'last');
add(
  [
    'muéstrame el historial de',
    'muestrame el historial de',
    'muéstrame el historial del',
    'muestrame el historial del',
    'dime el historial de',
    'dime el historial del',
    'enséñame el historial de',
    'enseñame el historial de',
  ],
  'show me the history of',
);
add(['historial de', 'historial del', 'historia de', 'historia del', 'el historial de', 'el historial del', 'registro de', 'registro del'], 'history of');
add(['historial', 'historia', 'registro'], 'history');
add(['qué pasó con', 'que paso con', 'qué ha pasado con', 'que ha pasado con', 'qué le pasó a', 'que le paso a'], 'what happened to');
const PAST: Array<[string[], string]> = [
  [
    [
      'se encendió',
      'se encendio',
      'se encendieron',
      'encendió',
      'encendio',
      'encendieron',
      'se prendió',
      'se prendio',
      'se prendieron',
      'se activó',
      'se activo',
      'se activaron',
      'se ha encendido',
      'se han encendido',
      'ha estado encendida',
      'ha estado encendido',
      'fue encendida',
      'fue encendido',
      'estuvo encendida',
      'estuvo encendido',
      'encendiste',
      'encendimos',
    ],
    'turned on',
  ],
  [
    [
      'se apagó',
      'se apago',
      'se apagaron',
      'apagaron',
      'se desactivó',
      'se desactivo',
      'se ha apagado',
      'se han apagado',
      'ha estado apagada',
      'ha estado apagado',
      'fue apagada',
      'fue apagado',
      'estuvo apagada',
      'estuvo apagado',
      'apagaste',
      'apagamos',
    ],
    'turned off',
  ],
  [
    [
      'se abrió',
      'se abrio',
      'se abrieron',
      'abrió',
      'abrio',
      'abrieron',
      'se ha abierto',
      'se han abierto',
      'fue abierta',
      'fue abierto',
      'estuvo abierta',
      'estuvo abierto',
    ],
    'opened',
  ],
  [['se cerró', 'se cerro', 'se cerraron', 'cerró', 'cerro', 'cerraron', 'se ha cerrado', 'se han cerrado', 'fue cerrada', 'fue cerrado'], 'closed'],
  [['detectó', 'detecto', 'detectaron', 'se detectó', 'se detecto', 'se disparó', 'se disparo', 'saltó', 'salto', 'vio', 'notó', 'noto'], 'detected'],
  [['cambió', 'cambio', 'cambiaron', 'ha cambiado', 'han cambiado', 'se usó', 'se uso', 'se ha usado', 'se utilizó', 'se utilizo'], 'changed'],
];
for (const [forms, en] of PAST) add(forms, en);
add(['hoy', 'esta mañana', 'esta manana', 'esta tarde', 'esta noche', 'desde esta mañana', 'desde esta manana'], 'today');
add(
  ['en la última hora', 'en la ultima hora', 'la última hora', 'la ultima hora', 'en la hora pasada', 'en los últimos 60 minutos', 'en los ultimos 60 minutos'],
  'in the last hour',
);
add(
  ['en las últimas 24 horas', 'en las ultimas 24 horas', 'las últimas 24 horas', 'las ultimas 24 horas', 'en el último día', 'en el ultimo dia'],
  'in the last 24 hours',
);
add(
  [
    'esta semana',
    'en la última semana',
    'en la ultima semana',
    'la semana pasada',
    'en los últimos 7 días',
    'en los ultimos 7 dias',
    'los últimos 7 días',
    'los ultimos 7 dias',
    'en los últimos siete días',
    'en los ultimos siete dias',
    'últimamente',
    'ultimamente',
    'recientemente',
    'ayer',
    'en los últimos días',
    'en los ultimos dias',
  ],
  'this week',
);

// --- What it can do, small talk, confirmations ---------------------------------------------------

add(
  [
    'qué puedes ver',
    'que puedes ver',
    'qué ves',
    'que ves',
    'qué conoces',
    'que conoces',
    'qué sabes de mi casa',
    'que sabes de mi casa',
    'a qué tienes acceso',
    'a que tienes acceso',
    'qué puedes leer',
    'que puedes leer',
  ],
  'what can you see',
);
add(
  [
    'qué puedes controlar',
    'que puedes controlar',
    'qué controlas',
    'que controlas',
    'qué puedes encender',
    'que puedes encender',
    'qué puedes apagar',
    'que puedes apagar',
    'qué puedes manejar',
    'que puedes manejar',
    'qué puedes encender o apagar',
    'que puedes encender o apagar',
  ],
  'what can you control',
);
add(
  [
    'qué dispositivos puedes ver',
    'que dispositivos puedes ver',
    'qué dispositivos ves',
    'que dispositivos ves',
    'qué dispositivos conoces',
    'que dispositivos conoces',
  ],
  'what devices can you see',
);
add(
  ['qué dispositivos puedes controlar', 'que dispositivos puedes controlar', 'qué dispositivos controlas', 'que dispositivos controlas'],
  'what devices can you control',
);
add(
  [
    'qué puedes hacer',
    'que puedes hacer',
    'qué sabes hacer',
    'que sabes hacer',
    'qué haces',
    'que haces',
    'qué te puedo pedir',
    'que te puedo pedir',
    'qué puedo decir',
    'que puedo decir',
  ],
  'what can you do',
);
add(['ayuda', 'ayúdame', 'ayudame'], 'help');
add(
  ['lista los dispositivos', 'enumera los dispositivos', 'muéstrame los dispositivos', 'muestrame los dispositivos', 'lista de dispositivos'],
  'list the devices',
);
add(['por favor', 'porfa', 'porfavor', 'si puedes', 'si eres tan amable', 'amablemente'], 'please');
add(
  [
    'puedes',
    'puede',
    'podrías',
    'podrias',
    'podría',
    'podria',
    'pueden',
    'me puedes',
    'me podrías',
    'me podrias',
    'me haces el favor de',
    'haz el favor de',
    'serías tan amable de',
    'serias tan amable de',
  ],
  'can you',
);
add(['quiero que', 'necesito que', 'me gustaría que', 'me gustaria que', 'quisiera que'], 'i want you to');
add(['quiero', 'quisiera', 'necesito', 'me gustaría', 'me gustaria'], 'i want');
add(['oye', 'oiga', 'eh', 'hey', 'venga', 'vamos', 'bueno', 'pues'], 'hey');
add(['hola', 'buenas', 'saludos', 'qué tal', 'que tal'], 'hello');
add(['buenos días', 'buenos dias', 'buen día', 'buen dia'], 'good morning');
add(['buenas tardes'], 'good afternoon');
add(['buenas noches'], 'good night');
add(['gracias', 'muchas gracias', 'mil gracias', 'te lo agradezco'], 'thanks');
add(['adiós', 'adios', 'chao', 'chau', 'hasta luego', 'hasta pronto', 'nos vemos'], 'bye');
add(['vale', 'de acuerdo', 'ok', 'okey', 'entendido', 'listo'], 'ok');
add(['genial', 'estupendo', 'fantástico', 'fantastico', 'guay', 'chévere', 'chevere'], 'great');
add(['perfecto', 'perfecta', 'excelente'], 'perfect');
add(['claro', 'por supuesto', 'desde luego', 'claro que sí', 'claro que si'], 'sure');
add(['sip', 'afirmativo', 'sí por favor', 'si por favor', 'sí claro', 'si claro', 'sí vale', 'si vale'], 'yes');
add(['continúa', 'continua', 'continúe', 'continue', 'continuar', 'sigue', 'siga', 'seguir', 'adelante', 'prosigue'], 'continue');
add(['hazlo', 'hágalo', 'hagalo', 'dale'], 'do it');
add(
  [
    'el resto',
    'lo demás',
    'lo demas',
    'los demás',
    'los demas',
    'las demás',
    'las demas',
    'los que faltan',
    'las que faltan',
    'los restantes',
    'las restantes',
  ],
  'the rest',
);
add(['también esos', 'tambien esos', 'también esas', 'tambien esas', 'esos también', 'esas también'], 'those too');
