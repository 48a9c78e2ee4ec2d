/**
 * Dutch words and phrases and what each is in the shared grammar's canonical (English) form.
 * Written for this engine from Dutch as households speak it — not from Home Assistant's templates.
 *
 * A word can mean one thing in a question and another in a command: "open" is a state in
 * "is de deur open?" and an action in "doe de deur open"; "aan" is the state "on" and the
 * particle of "zet … aan". Each entry says both: `en` is its canonical words wherever it is not
 * part of a command's verb, and `cmd` (when present) what it does to a command.
 */

/** How a word takes part in a command. */
export type CommandRole =
  /** A verb that needs a particle or an object to say what ("zet", "doe", "schakel"). */
  | { verb: true; dir?: undefined; action?: undefined; particleIn?: boolean }
  /** A particle or a whole separable verb that says on or off ("aan", "uitzetten", "inschakelen"). */
  | { dir: 'on' | 'off'; verb?: boolean; action?: undefined }
  /** A verb or particle for an action the app cannot do, in canonical words ("open", "lock", "dim"). */
  | { action: string; verb?: boolean; dir?: undefined };

export interface Entry {
  /** Canonical words outside a command's verb ('' drops the word). */
  en: string;
  cmd?: CommandRole;
  /** A question word or question verb that starts a question ("welke", "staat"). */
  asks?: 'word' | 'verb' | 'history';
  /** "brandt de lamp?": the verb itself asks whether something is on. */
  impliesOn?: boolean;
  /** A noun ("lampen"): after "het"/"de" it makes them articles, not pronouns. */
  noun?: true;
  /** Says where: "het" before it is an article ("het hele huis"). */
  describes?: true;
}

const w = (en: string): Entry => ({ en });
const n = (en: string): Entry => ({ en, noun: true });

/**
 * Kinds of device and what they measure: [Dutch singular forms, Dutch plural forms, English
 * singular, English plural]. Diminutives ("lampje", "lampjes") are added by morphology.ts.
 */
export const NOUNS: Array<[string[], string[], string, string]> = [
  [['lamp', 'licht', 'lampje', 'lichtje', 'peertje', 'lichtpunt', 'verlichting', 'armatuur', 'ledstrip', 'ledlamp'], ['lampen', 'lichten', 'lampjes', 'lichtjes', 'lichtpunten', 'armaturen', 'ledstrips', 'ledlampen'], 'light', 'lights'],
  [['schakelaar', 'knop'], ['schakelaars', 'knoppen'], 'switch', 'switches'],
  [['stopcontact', 'stekker', 'contactdoos', 'plug'], ['stopcontacten', 'stekkers', 'contactdozen', 'pluggen'], 'plug', 'plugs'],
  [['ventilator', 'fan', 'waaier'], ['ventilatoren', 'ventilators', 'fans'], 'fan', 'fans'],
  [['sensor', 'voeler'], ['sensoren', 'sensors', 'voelers'], 'sensor', 'sensors'],
  [['melder', 'detector'], ['melders', 'detectoren', 'detectors'], 'detector', 'detectors'],
  [['apparaat', 'toestel', 'ding', 'entiteit', 'gadget'], ['apparaten', 'toestellen', 'dingen', 'entiteiten', 'gadgets'], 'device', 'devices'],
  [['thermostaat'], ['thermostaten'], 'thermostat', 'thermostats'],
  [['verwarming', 'kachel', 'radiator', 'cv'], ['kachels', 'radiatoren', 'radiators'], 'heating', 'heating'],
  [['airco', 'airconditioning', 'klimaatregeling'], ['aircos', "airco's"], 'air conditioning', 'air conditioning'],
  [['slot', 'deurslot'], ['sloten', 'deursloten'], 'lock', 'locks'],
  [['deur'], ['deuren'], 'door', 'doors'],
  [['garagedeur', 'kanteldeur'], ['garagedeuren', 'kanteldeuren'], 'garage door', 'garage doors'],
  [['raam', 'venster', 'dakraam', 'dakvenster'], ['ramen', 'vensters', 'dakramen', 'dakvensters'], 'window', 'windows'],
  [['gordijn', 'overgordijn', 'vitrage'], ['gordijnen', 'overgordijnen', 'vitrages'], 'curtain', 'curtains'],
  [['rolgordijn', 'jaloezie', 'lamel'], ['rolgordijnen', 'jaloezieen', 'lamellen'], 'blind', 'blinds'],
  [['rolluik', 'luik'], ['rolluiken', 'luiken'], 'shutter', 'shutters'],
  [['zonwering', 'zonnescherm', 'screen', 'markies'], ['zonweringen', 'zonneschermen', 'screens'], 'shade', 'shades'],
  [['kraan', 'klep', 'ventiel', 'afsluiter', 'hoofdkraan'], ['kranen', 'kleppen', 'ventielen', 'afsluiters'], 'valve', 'valves'],
  [['poort', 'hek'], ['poorten', 'hekken'], 'gate', 'gates'],
  [['scene', 'sfeer'], ['scenes'], 'scene', 'scenes'],
  [['script', 'routine'], ['scripts', 'routines'], 'script', 'scripts'],
  [['stofzuiger', 'robotstofzuiger', 'robot'], ['stofzuigers', 'robots'], 'vacuum', 'vacuums'],
  [['tv', 'televisie', 'mediaspeler', 'speaker', 'luidspreker', 'box'], ["tv's", 'televisies', 'mediaspelers', 'speakers', 'luidsprekers'], 'media player', 'media players'],
  [['persoon', 'mens', 'bewoner', 'gezinslid'], ['personen', 'mensen', 'bewoners', 'gezinsleden'], 'person', 'people'],
  [['batterij', 'accu'], ['batterijen', 'accus', "accu's"], 'battery', 'batteries'],
  [['batterijniveau', 'accuniveau', 'batterijstatus', 'laadniveau', 'batterijpercentage'], [], 'battery level', 'battery level'],
  [['temperatuur', 'temp'], ['temperaturen'], 'temperature', 'temperatures'],
  [['luchtvochtigheid', 'vochtigheid', 'vochtigheidsgraad', 'luchtvochtigheidsgraad'], [], 'humidity', 'humidity'],
  [['luchtkwaliteit'], [], 'air quality', 'air quality'],
  [['luchtdruk'], [], 'air pressure', 'air pressure'],
  [['druk'], [], 'pressure', 'pressure'],
  [['koolmonoxide'], [], 'carbon monoxide', 'carbon monoxide'],
  [['koolstofdioxide', 'koolzuur'], [], 'carbon dioxide', 'carbon dioxide'],
  [['beweging'], ['bewegingen'], 'motion', 'motion'],
  [['bewegingssensor', 'bewegingsmelder', 'pir'], ['bewegingssensoren', 'bewegingssensors', 'bewegingsmelders'], 'motion sensor', 'motion sensors'],
  [['aanwezigheid'], [], 'presence', 'presence'],
  [['bezetting'], [], 'occupancy', 'occupancy'],
  [['rook'], [], 'smoke', 'smoke'],
  [['rookmelder', 'brandmelder'], ['rookmelders', 'brandmelders'], 'smoke detector', 'smoke detectors'],
  [['gas'], [], 'gas', 'gas'],
  [['gasverbruik'], [], 'gas consumption', 'gas consumption'],
  [['lekkage', 'lek', 'waterlek'], ['lekken', 'lekkages'], 'leak', 'leaks'],
  [['lekkagesensor', 'watermelder', 'lekmelder'], ['lekkagesensoren', 'watermelders', 'lekmelders'], 'leak sensor', 'leak sensors'],
  [['water'], [], 'water', 'water'],
  [['waterverbruik'], [], 'water consumption', 'water consumption'],
  [['geluid', 'lawaai'], [], 'sound', 'sound'],
  [['probleem', 'storing', 'fout'], ['problemen', 'storingen', 'fouten'], 'problem', 'problems'],
  [['update'], ['updates'], 'update', 'updates'],
  [['vermogen', 'stroom'], [], 'power', 'power'],
  [['energie', 'energieverbruik', 'stroomverbruik', 'verbruik'], [], 'energy', 'energy'],
  [['lichtsterkte', 'lichtniveau', 'verlichtingssterkte'], [], 'illuminance', 'illuminance'],
  [['helderheid'], [], 'brightness', 'brightness'],
  [['spanning'], [], 'voltage', 'voltage'],
  [['stroomsterkte'], [], 'current', 'current'],
  [['trilling'], ['trillingen'], 'vibration', 'vibration'],
  [['signaal', 'signaalsterkte'], [], 'signal strength', 'signal strength'],
  [['snelheid'], [], 'speed', 'speed'],
  [['windsnelheid'], [], 'wind speed', 'wind speed'],
  [['neerslag', 'regen'], [], 'rain', 'rain'],
  [['gewicht'], [], 'weight', 'weight'],
  [['afstand'], [], 'distance', 'distance'],
  [['verbinding', 'netwerk'], ['verbindingen'], 'connection', 'connections'],
  [['kamer', 'ruimte', 'vertrek'], ['kamers', 'ruimtes', 'ruimten', 'vertrekken'], 'room', 'rooms'],
  [['huis', 'woning', 'appartement', 'flat'], ['huizen', 'woningen'], 'house', 'houses'],
];

/** Phrases of the sentence around the target: verbs, particles, states, questions, time. */
export const PHRASES: Array<[string[], Entry]> = [
  // --- On/off: imperative verbs that want a particle, particles, and whole separable verbs.
  [['zet', 'zetten', 'doe', 'doen', 'draai', 'draaien', 'knip', 'knippen', 'maak', 'maken', 'klik', 'klikken', 'steek', 'steken'], { en: '', cmd: { verb: true } }],
  // Asking leave or saying must: "mag het licht aan?", "de lampen mogen uit", "zou je … willen uitdoen".
  [['mag', 'mogen', 'moet', 'moeten', 'kan', 'kunnen', 'wil', 'willen', 'zou', 'zouden', 'graag willen'], { en: '', cmd: { verb: true } }],
  [['schakel', 'schakelen', 'schakelt'], { en: '', cmd: { verb: true, particleIn: true } }],
  [['aan'], { en: 'on', cmd: { dir: 'on' } }],
  [['uit', 'af'], { en: 'off', cmd: { dir: 'off' } }],
  [
    ['aanzetten', 'aan zetten', 'aandoen', 'aan doen', 'inschakelen', 'aanschakelen', 'aan schakelen', 'aanknippen', 'aan knippen', 'aandraaien', 'aanmaken', 'aansteken', 'activeer', 'activeren', 'aanzet', 'aandoet', 'inschakelt', 'aanknipt', 'aandraait', 'aanmaakt', 'aansteekt', 'aanschakelt'],
    { en: 'turn on', cmd: { dir: 'on', verb: true } },
  ],
  [
    ['uitzetten', 'uit zetten', 'uitdoen', 'uit doen', 'uitschakelen', 'uit schakelen', 'uitknippen', 'uit knippen', 'uitdraaien', 'uitmaken', 'deactiveer', 'deactiveren', 'doven', 'uitzet', 'uitdoet', 'uitschakelt', 'uitknipt', 'uitdraait', 'uitmaakt', 'afzetten', 'af zetten', 'afdoen', 'af doen', 'afzet', 'afdoet', 'afschakelen'],
    { en: 'turn off', cmd: { dir: 'off', verb: true } },
  ],
  [['ingeschakeld', 'aangezet', 'aangedaan', 'aangegaan', 'aangeschakeld', 'aangeknipt', 'geactiveerd', 'aan gegaan', 'aan gezet'], { en: 'turned on' }],
  [['uitgeschakeld', 'uitgezet', 'uitgedaan', 'uitgegaan', 'uitgeknipt', 'gedeactiveerd', 'uit gegaan', 'uit gezet'], { en: 'turned off' }],

  // --- Actions the app cannot do: covers, locks, brightness, colour, climate, media, appliances.
  [['open', 'openen', 'opendoen', 'open doen', 'opent', 'opendraaien', 'open draaien', 'openzetten', 'open zetten', 'openmaken'], { en: 'open', cmd: { action: 'open', verb: true } }],
  [['dicht', 'dichtdoen', 'dicht doen', 'sluit', 'sluiten', 'dichtdraaien', 'dicht draaien', 'dichtmaken', 'dicht maken', 'dichtzetten', 'toe', 'toedoen'], { en: 'closed', cmd: { action: 'close', verb: true } }],
  // "omhoog"/"omlaag" move a cover; "hoger"/"lager" turn a level up or down.
  [['omhoog', 'naar boven', 'optrekken', 'ophalen'], { en: 'up', cmd: { action: 'raise', verb: true } }],
  [['omlaag', 'naar beneden', 'neer', 'neerlaten', 'laten zakken', 'zakken'], { en: 'down', cmd: { action: 'lower', verb: true } }],
  [['hoger', 'omhoog zetten'], { en: 'up', cmd: { action: 'up', verb: true } }],
  [['lager', 'omlaag zetten'], { en: 'down', cmd: { action: 'down', verb: true } }],
  [['op slot', 'vergrendel', 'vergrendelen', 'op slot doen', 'op slot zetten', 'afsluiten', 'sluit af'], { en: 'locked', cmd: { action: 'lock', verb: true } }],
  [['ontgrendel', 'ontgrendelen', 'van het slot', 'van het slot doen', 'van slot', 'van slot doen', 'niet op slot', 'open maken van het slot'], { en: 'unlocked', cmd: { action: 'unlock', verb: true } }],
  [['vergrendeld', 'afgesloten', 'op slot gedaan', 'op slot gegaan', 'gesloten met slot'], { en: 'locked' }],
  [['ontgrendeld'], { en: 'unlocked' }],
  [['dim', 'dimmen', 'dimt', 'dempen'], { en: 'dim', cmd: { action: 'dim', verb: true } }],
  [['feller', 'lichter', 'helderder'], { en: 'brighter' }],
  [['donkerder', 'gedimd'], { en: 'darker' }],
  [['procent', 'percent'], { en: 'percent' }],
  [['helft', 'half', 'halve'], { en: 'half' }],
  [['volle sterkte', 'maximaal', 'maximum', 'vol licht'], { en: 'full brightness' }],
  [['kleur', 'kleuren'], { en: 'colour' }],
  [['rood', 'rode'], { en: 'red' }],
  [['groen', 'groene'], { en: 'green' }],
  [['blauw', 'blauwe'], { en: 'blue' }],
  [['geel', 'gele'], { en: 'yellow' }],
  [['oranje'], { en: 'orange' }],
  [['paars', 'paarse'], { en: 'purple' }],
  [['roze'], { en: 'pink' }],
  [['wit', 'witte'], { en: 'white' }],
  [['warm wit', 'warmwit'], { en: 'warm white' }],
  [['koud wit', 'koel wit', 'koudwit'], { en: 'cool white' }],
  [['daglicht'], { en: 'daylight' }],
  [['graad', 'graden'], { en: 'degrees' }],
  [['warmer'], { en: 'warmer' }],
  [['kouder', 'koeler'], { en: 'colder' }],
  [['heter'], { en: 'hotter' }],
  [['celsius'], { en: 'celsius' }],
  [['verwarm', 'verwarmen', 'opwarmen', 'warm op'], { en: 'heat', cmd: { action: 'heat', verb: true } }],
  [['koel', 'koelen', 'afkoelen', 'koel af'], { en: 'cool', cmd: { action: 'cool', verb: true } }],
  [['speel', 'speel af', 'afspelen', 'spelen', 'speel een'], { en: 'play', cmd: { action: 'play', verb: true } }],
  [['pauzeer', 'pauzeren', 'pauze'], { en: 'pause', cmd: { action: 'pause', verb: true } }],
  [['hervat', 'hervatten', 'ga verder met'], { en: 'resume', cmd: { action: 'resume', verb: true } }],
  [['volgende', 'volgend nummer', 'volgende nummer', 'volgend liedje', 'volgende liedje', 'skip', 'overslaan'], { en: 'next song' }],
  [['vorige', 'vorig nummer', 'vorige nummer'], { en: 'rewind' }],
  [['demp', 'geluid uit', 'mute'], { en: 'mute', cmd: { action: 'mute', verb: true } }],
  [['volume'], { en: 'volume' }],
  [['harder', 'luider'], { en: 'louder' }],
  [['zachter', 'stiller'], { en: 'quieter' }],
  [['muziek'], { en: 'music' }],
  [['liedje', 'nummer', 'liedjes', 'nummers'], { en: 'song' }],
  [['zender', 'kanaal'], { en: 'channel' }],
  [['afspeellijst', 'playlist'], { en: 'playlist' }],
  [['start', 'starten', 'begin', 'beginnen'], { en: 'start', cmd: { action: 'start', verb: true } }],
  [['stop', 'stoppen', 'beeindig', 'beeindigen'], { en: 'stop', cmd: { action: 'stop', verb: true } }],
  [['stofzuig', 'stofzuigen', 'zuig', 'zuigen', 'maak schoon', 'schoonmaken', 'poets', 'poetsen', 'dweil', 'dweilen'], { en: 'vacuum', cmd: { action: 'vacuum', verb: true } }],
  [['stuur terug', 'terugsturen', 'laat terugkeren', 'terug naar het dock', 'naar het dock', 'naar de basis', 'terug naar de basis', 'parkeer', 'parkeren'], { en: 'dock', cmd: { action: 'dock', verb: true } }],
  [['maaien', 'maai'], { en: 'run', cmd: { action: 'start', verb: true } }],
  [['inschakelen van het alarm', 'alarm aan', 'wapen', 'bewapenen', 'beveilig', 'beveiligen'], { en: 'arm', cmd: { action: 'arm', verb: true } }],
  [['ontwapen', 'ontwapenen', 'alarm uit'], { en: 'disarm', cmd: { action: 'disarm', verb: true } }],
  [['stel', 'stel in', 'instellen', 'verander', 'veranderen', 'wijzig', 'wijzigen', 'pas aan', 'aanpassen', 'verhoog', 'verhogen', 'verlaag', 'verlagen', 'regel', 'regelen'], { en: 'set', cmd: { action: 'set', verb: true } }],
  [['zorg dat', 'zorg ervoor dat', 'zorg er voor dat'], { en: 'make sure' }],

  // --- Schedules and time.
  [['minuut', 'minuten', 'min', 'seconde', 'seconden', 'sec', 'kwartier'], { en: 'minutes' }],
  [['uur', 'uren', 'uurtje'], { en: 'hours' }],
  [['morgen', 'morgenochtend', 'morgenavond', 'morgenmiddag', 'overmorgen'], { en: 'tomorrow' }],
  [['straks', 'later', 'zo meteen', 'zometeen', 'dadelijk', 'zo direct'], { en: 'later' }],
  [['tot', 'totdat', 'tot aan'], { en: 'until' }],
  [['om middernacht'], { en: 'at midnight' }],
  [['zonsondergang'], { en: 'sunset' }],
  [['zonsopgang', 'zonsopkomst'], { en: 'sunrise' }],
  [['timer', 'wekker', 'aftellen'], { en: 'timer' }],
  [['schema', 'planning', 'inplannen', 'plan in'], { en: 'schedule' }],
  [['elke dag', 'iedere dag', 'dagelijks', 'alle dagen'], { en: 'every day' }],
  [['elke ochtend', 'iedere ochtend', 'elke morgen', 'iedere morgen'], { en: 'every morning' }],
  [['elke avond', 'iedere avond', 'elke nacht', 'iedere nacht'], { en: 'every night' }],
  [['s ochtends', 's morgens', 's avonds', 's nachts', 's middags', 'ochtends', 'morgens', 'avonds', 'nachts', 'middags'], { en: 'later' }],
  [['vandaag', 'vanochtend', 'vanmorgen', 'vanmiddag', 'vanavond', 'vannacht', 'sinds vanochtend', 'sinds vanmorgen'], { en: 'today' }],
  [['gisteren', 'gisteravond', 'gisterochtend'], { en: 'yesterday' }],
  [['deze week', 'afgelopen week', 'de afgelopen week', 'in de afgelopen week', 'vorige week', 'de laatste week', 'in de laatste week', 'de afgelopen 7 dagen', 'afgelopen 7 dagen', 'in de afgelopen 7 dagen', 'de laatste 7 dagen', 'de afgelopen zeven dagen', 'de afgelopen dagen', 'afgelopen dagen', 'de laatste dagen', 'laatste tijd', 'de laatste tijd', 'onlangs', 'recent', 'recentelijk'], { en: 'this week' }],
  [['afgelopen uur', 'het afgelopen uur', 'in het afgelopen uur', 'het laatste uur', 'in het laatste uur', 'dit uur', 'het voorbije uur', 'afgelopen 60 minuten', 'de afgelopen 60 minuten'], { en: 'in the last hour' }],
  [['afgelopen 24 uur', 'de afgelopen 24 uur', 'in de afgelopen 24 uur', 'de laatste 24 uur', 'in de laatste 24 uur', 'afgelopen etmaal', 'het afgelopen etmaal', 'afgelopen dag', 'de afgelopen dag', 'het laatste etmaal'], { en: 'in the last 24 hours' }],
  [['voor het laatst', 'het laatst', 'als laatste', 'laatst', 'de laatste keer', 'het laatste'], { en: 'last' }],
  [['ooit'], { en: 'ever' }],

  // --- History events (participles) and question words.
  [['geopend', 'opengegaan', 'open gegaan', 'opengedaan', 'open gedaan', 'opengezet', 'open gezet', 'open geweest'], { en: 'opened' }],
  [['gesloten', 'dichtgegaan', 'dicht gegaan', 'dichtgedaan', 'dicht gedaan', 'dicht geweest', 'toegegaan'], { en: 'closed' }],
  [['veranderd', 'gewijzigd', 'geschakeld', 'omgeschakeld', 'van status veranderd', 'van toestand veranderd', 'aangepast'], { en: 'changed' }],
  [['gebruikt'], { en: 'used' }],
  [['gedetecteerd', 'waargenomen', 'gezien', 'opgemerkt', 'afgegaan', 'geactiveerd door', 'aangeslagen', 'gemeten'], { en: 'detected' }],
  [['gebeurd'], { en: 'happen' }],
  [['wanneer', 'hoe laat'], { en: 'when', asks: 'history' }],
  [['hoe vaak', 'hoeveel keer', 'hoeveel maal', 'hoe veel keer', 'hoe dikwijls'], { en: 'how often', asks: 'history' }],
  [['geschiedenis', 'historie', 'logboek', 'log'], { en: 'history' }],
  [['wat is er gebeurd met', 'wat gebeurde er met', 'wat is er gebeurd met de'], { en: 'what happened to', asks: 'history' }],
  [['wat', 'wat voor'], { en: 'what', asks: 'word' }],
  [['welke', 'welk'], { en: 'which', asks: 'word' }],
  [['wie'], { en: 'who', asks: 'word' }],
  [['waar'], { en: 'where', asks: 'word' }],
  [['hoeveel', 'hoe veel', 'hoeveel van de'], { en: 'how many', asks: 'word' }],
  [['hoe'], { en: 'how', asks: 'word' }],
  [['is'], { en: 'is', asks: 'verb' }],
  [['zijn'], { en: 'are', asks: 'verb' }],
  [['staat', 'zit', 'ligt', 'hangt'], { en: 'is', asks: 'verb' }],
  [['staan', 'zitten', 'liggen', 'hangen'], { en: 'are', asks: 'verb' }],
  [['brandt'], { en: 'is', asks: 'verb', impliesOn: true }],
  [['branden'], { en: 'are', asks: 'verb', impliesOn: true }],
  [['was', 'werd'], { en: 'was', asks: 'verb' }],
  [['waren', 'werden'], { en: 'were', asks: 'verb' }],
  [['heeft', 'had'], { en: 'has', asks: 'verb' }],
  [['hebben', 'hadden'], { en: 'have', asks: 'verb' }],
  [['ging', 'gingen', 'gaat', 'gaan', 'kwam', 'kwamen'], { en: 'went' }],
  [['is er', 'staat er', 'zit er', 'ligt er'], { en: 'is there', asks: 'verb' }],
  [['brandt er'], { en: 'is there', asks: 'verb', impliesOn: true }],
  [['zijn er', 'staan er', 'zitten er', 'liggen er'], { en: 'are there', asks: 'verb' }],
  [['branden er'], { en: 'are there', asks: 'verb', impliesOn: true }],
  [['is er iemand', 'zijn er mensen', 'is daar iemand', 'is er wel iemand'], { en: 'is anyone', asks: 'verb' }],
  [['is iedereen', 'zijn alle mensen', 'zijn alle bewoners'], { en: 'is everyone', asks: 'verb' }],
  [['wie is er', 'wie zijn er'], { en: 'who is', asks: 'word' }],
  [['wat is er', 'wat zijn er'], { en: 'what is', asks: 'word' }],
  [['welke staan er', 'welke zijn er'], { en: 'which are', asks: 'word' }],

  // --- State words.
  [['thuis', 'aanwezig', 'binnen', 'in huis'], { en: 'home' }],
  [['weg', 'afwezig', 'niet thuis', 'van huis', 'buiten de deur', 'onderweg', 'niet aanwezig', 'vertrokken'], { en: 'away' }],
  [['bezet', 'in gebruik'], { en: 'occupied' }],
  [['vrij', 'onbezet'], { en: 'unoccupied' }],
  [['leeg'], { en: 'empty' }],
  [['nat', 'lekt', 'lekken'], { en: 'wet' }],
  [['droog'], { en: 'dry' }],
  [['laag', 'bijna leeg', 'zwak'], { en: 'low' }],
  [['normaal'], { en: 'normal' }],
  [['vol', 'opgeladen', 'volgeladen'], { en: 'charged' }],
  [['aan het laden', 'laadt', 'wordt opgeladen', 'aan het opladen', 'laadt op'], { en: 'charging' }],
  [['niet aan het laden', 'laadt niet'], { en: 'not charging' }],
  [['verbonden', 'online', 'bereikbaar', 'gekoppeld'], { en: 'connected' }],
  [['niet verbonden', 'offline', 'verbroken', 'onbereikbaar', 'ontkoppeld', 'niet bereikbaar'], { en: 'disconnected' }],
  [['actief'], { en: 'active' }],
  [['inactief', 'niet actief'], { en: 'inactive' }],
  [['koud', 'bevroren'], { en: 'cold' }],
  [['heet', 'oververhit', 'te warm', 'te heet'], { en: 'hot' }],
  [['warm'], { en: 'warm' }],
  [['veilig'], { en: 'safe' }],
  [['onveilig', 'gevaarlijk'], { en: 'unsafe' }],
  [['beschikbaar'], { en: 'available' }],
  [['bijgewerkt', 'up-to-date', 'up to date', 'actueel'], { en: 'up to date' }],
  [['in orde', 'ok', 'oke', 'okay', 'prima'], { en: 'ok' }],
  [['speelt', 'aan het spelen', 'aan het afspelen'], { en: 'playing' }],
  [['gepauzeerd'], { en: 'paused' }],
  [['aan het schoonmaken', 'aan het stofzuigen', 'aan het zuigen', 'aan het poetsen'], { en: 'cleaning' }],
  [['in het dock', 'gedockt', 'op de basis', 'in de basis', 'aan het opladen in het dock'], { en: 'docked' }],
  [['aan het verwarmen', 'verwarmt'], { en: 'heating' }],
  [['aan het koelen', 'koelt'], { en: 'cooling' }],
  [['ingeprikt', 'ingestoken', 'aangesloten'], { en: 'plugged in' }],
  [['uitgetrokken', 'losgekoppeld', 'niet aangesloten'], { en: 'unplugged' }],

  // --- Where, how many, and the target's small words.
  [['de', 'het', 'den'], { en: 'the' }],
  [['een', 'n'], { en: 'a' }],
  [['mijn', 'mn', 'm n'], { en: 'my' }],
  [['onze', 'ons'], { en: 'our' }],
  [['jouw', 'uw'], { en: 'your' }],
  [['alle', 'al', 'allemaal', 'al de', 'alle de'], { en: 'all' }],
  [['alles'], { en: 'everything' }],
  [['elke', 'elk', 'ieder', 'iedere'], { en: 'every' }],
  [['beide', 'allebei', 'beiden', 'alle twee'], { en: 'both' }],
  [['sommige', 'enkele', 'een paar', 'een aantal'], { en: 'some' }],
  [['iets', 'wat dan ook'], { en: 'anything' }],
  [['iemand'], { en: 'anyone' }],
  [['iedereen'], { en: 'everyone' }],
  [['hier', 'hierbinnen', 'hier binnen', 'alhier'], { en: 'here' }],
  [['in deze kamer', 'in deze ruimte', 'in dit vertrek', 'in dit lokaal', 'in deze zaal', 'in de kamer waar ik ben', 'in de kamer waar ik zit'], { en: 'in this room' }],
  [['overal', 'overal in huis', 'in het hele huis', 'in heel het huis', 'in het gehele huis', 'door het hele huis', 'in de hele woning', 'in het huis', 'in huis', 'in de woning', 'in het appartement', 'in heel het appartement', 'in het hele appartement', 'door heel het huis'], { en: 'everywhere' }],
  [['heel', 'hele', 'gehele', 'geheel', 'volledige'], { en: 'whole', describes: true }],
  [['in', 'binnenin'], { en: 'in' }],
  [['bij', 'aan de kant van'], { en: 'at' }],
  [['van', 'vanuit', 'uit de'], { en: 'of' }],
  [['voor'], { en: 'for' }],
  [['met'], { en: 'with' }],
  [['naar', 'tot op'], { en: 'to' }],
  [['om'], { en: 'at' }],
  [['over', 'binnen een'], { en: 'in' }],
  [['sinds', 'sedert'], { en: 'since' }],
  [['door', 'doorheen', 'in heel'], { en: 'throughout' }],
  [['en', 'plus', 'evenals', 'alsook', 'zowel als'], { en: 'and' }],
  [['of', 'ofwel'], { en: 'or' }],
  [['niet', 'geen'], { en: 'not' }],
  [['dit', 'deze'], { en: 'this' }],
  [['dat', 'die'], { en: 'that' }],
  [['hem', 'haar'], { en: 'it' }],
  [['z n', 'zn', 'hun'], { en: 'their' }],
  [['geweest', 'worden', 'wordt'], { en: 'been' }],
  [['ze', 'zij'], { en: 'them' }],
  [['weer', 'opnieuw', 'terug'], { en: 'back' }],
  [['ook', 'eveneens'], { en: 'too' }],
  [['nu', 'meteen', 'direct', 'onmiddellijk', 'nou', 'nu meteen', 'gelijk'], { en: 'now' }],
  [['snel', 'vlug', 'even snel'], { en: 'quickly' }],
  [['momenteel', 'op dit moment', 'op het moment', 'nu op dit moment', 'op dit ogenblik'], { en: 'currently' }],
  [['er', 'ergens', 'te', 'eens', 'even', 'eventjes', 'effe', 'maar', 'nog', 'wel', 'toch', 'dan', 'gewoon', 'hoor', 'he', 'hè', 'zo', 'daar', 'soms', 'al eens', 'wel eens', 'ff', 'allemaal wel'], { en: '' }],
  [['alsjeblieft', 'gelieve', 'alstublieft', 'alsjeblief', 'astublieft', 'aub', 'a.u.b', 'a u b', 'graag', 'svp', 'pls', 'plz', 'alsjeblieft even'], { en: 'please' }],
  [['kun je', 'kan je', 'kunt u', 'kan u', 'kun jij', 'kan jij', 'kunt je', 'wil je', 'wilt u', 'wil jij', 'wilt je', 'zou je', 'zou u', 'zou jij', 'zou je willen', 'zou u willen', 'zou je even', 'wil je even', 'kun je even', 'kan je even', 'mag ik', 'kun je misschien'], { en: 'can you' }],
  [['ik wil dat je', 'ik wil graag dat je', 'ik zou graag willen dat je', 'ik wil dat jij'], { en: 'i want you to' }],
  [['ik wil', 'ik wil graag', 'ik zou graag', 'ik zou willen', 'ik wens'], { en: 'i want' }],
  [['kijk of', 'kijk even of', 'check of', 'controleer of', 'controleer even of', 'vertel me of', 'vertel of', 'zeg me of', 'kun je me vertellen of', 'kan je me vertellen of', 'kunt u me vertellen of', 'weet je of', 'weet u of', 'laat me weten of', 'ik wil weten of', 'ik vraag me af of', 'kun je kijken of', 'kan je kijken of', 'kun je checken of'], { en: 'tell me if' }],
  [['vertel me', 'zeg me', 'laat me weten', 'kun je me vertellen', 'kan je me vertellen', 'weet je', 'weet u', 'ik wil weten', 'geef me', 'toon me', 'laat zien', 'laat me zien', 'toon'], { en: 'tell me' }],

  // --- Small talk and confirmations.
  [['hallo', 'hoi', 'hai', 'hey', 'hee', 'hé', 'goedendag', 'dag', 'yo', 'hallo daar'], { en: 'hello' }],
  [['goedemorgen', 'goeiemorgen'], { en: 'good morning' }],
  [['goedemiddag', 'goeiemiddag'], { en: 'good afternoon' }],
  [['goedenavond', 'goeienavond'], { en: 'good evening' }],
  [['goedenacht', 'welterusten', 'slaap lekker', 'truste'], { en: 'good night' }],
  [['doei', 'dag dag', 'tot ziens', 'tot straks', 'tot later', 'doeg', 'houdoe', 'de groeten'], { en: 'bye' }],
  [['dank je', 'dank u', 'dankjewel', 'dankuwel', 'bedankt', 'dank', 'merci', 'thanks', 'dank je wel', 'dank u wel', 'top bedankt', 'heel erg bedankt'], { en: 'thanks' }],
  [['top', 'super', 'mooi', 'fijn', 'perfect', 'geweldig', 'prachtig', 'uitstekend', 'goed zo', 'lekker'], { en: 'great' }],
  [['ja', 'jawel', 'jazeker', 'jep', 'jup', 'zeker', 'inderdaad', 'klopt'], { en: 'yes' }],
  [['nee', 'neen', 'nope', 'liever niet'], { en: 'no' }],
  [['goed', 'oké', 'okee', 'oke', 'ok', 'okido', 'akkoord', 'prima', 'in orde'], { en: 'ok' }],
  [['wat dacht je van', 'hoe zit het met', 'en hoe zit het met', 'hoe staat het met', 'en wat dacht je van', 'wat denk je van'], { en: 'what about' }],
  [['hetzelfde voor', 'hetzelfde met', 'idem voor', 'hetzelfde in', 'dat ook voor', 'ditto voor'], { en: 'same for' }],
  [['en dan', 'daarna', 'vervolgens', 'en daarna', 'en vervolgens', 'en ook'], { en: 'and then' }],
  [['help', 'hulp', 'help me', 'helpen'], { en: 'help' }],
];

/** Words typed in the same breath as a name and never part of it: "de", "het", "een". */
export const ARTICLES = new Set(['de', 'het', 'een', 'den']);

/** Canonical words a noun entry gives; lets `het` decide between article and pronoun. */
export function nounEntries(): Array<[string, Entry]> {
  const out: Array<[string, Entry]> = [];
  for (const [singular, plural, en, enPlural] of NOUNS) {
    for (const s of singular) out.push([s, n(en)]);
    for (const p of plural) out.push([p, n(enPlural)]);
  }
  return out;
}

export { w };
