/**
 * French word forms for replies: the article a household's name takes (le, la, l', les — by the
 * gender and number of its head noun), "de" and "à" contracted with it (du, des, au, aux), and
 * state words agreeing with what they describe ("la lampe est allumée", "les volets sont fermés").
 * Gender comes from a small dictionary of the nouns device and room names are made of, then from
 * the noun's ending; masculine, French's default, when neither tells.
 */
import { displayName, normalizeText } from '../../text.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { formatList } from '../../voice/format.js';
import type { Named } from '../types.js';

export const LOCALE = 'fr-FR';

export type Gender = 'm' | 'f';

export interface NounPhrase {
  /** The words after the article ("lampe du salon"), or the whole name when it takes none. */
  text: string;
  article: 'le' | 'la' | "l'" | 'les' | '';
  gender: Gender;
  plural: boolean;
}

const FEMININE = new Set(
  (
    'lampe lumiere prise porte fenetre serrure tele television cafetiere bouilloire temperature humidite batterie pile veilleuse applique ampoule ' +
    'guirlande hotte enceinte camera alarme sonnette sonde vanne valve pompe machine chaudiere climatisation clim pression consommation energie ' +
    'puissance tension baie led bande barre piscine fontaine douche plaque cuisiniere chambre cuisine entree salle terrasse cave buanderie veranda ' +
    'station box console radio imprimante presence fumee fuite qualite luminosite detection chaleur horloge suspension lanterne borne ventilation ' +
    'mezzanine bibliotheque cour allee cabane serre maison piece lumieres lampes prises portes fenetres douche baignoire ' +
    'tablette lampe-torche guirlandes appliques cheminee motorisation porte-fenetre veilleuses sirene'
  ).split(' '),
);
const MASCULINE = new Set(
  (
    'interrupteur ventilateur volet rideau store capteur detecteur plafonnier lustre spot lampadaire luminaire thermostat chauffage radiateur ' +
    'climatiseur aspirateur robot four frigo refrigerateur congelateur lave-linge lave-vaisselle seche-linge chauffe-eau ballon portail garage ' +
    'salon bureau couloir jardin grenier sous-sol escalier compteur niveau mouvement ecran ordinateur routeur modem televiseur projecteur arrosage ' +
    'relais commutateur verrou bouton eclairage extracteur humidificateur deshumidificateur purificateur diffuseur haut-parleur lecteur micro ' +
    'module plan etage rez-de-chaussee palier hall cellier dressing atelier abri parking balcon patio sejour living wc bain cabinet ' +
    'detecteurs capteurs volets rideaux stores spots interrupteurs'
  ).split(' '),
);
/** Words before the head noun ("petite lampe"): the gender is the next word's. */
const LEADING_ADJECTIVES = new Set(
  'petit petite grand grande vieux vieille nouveau nouvel nouvelle gros grosse beau bel belle premier premiere deuxieme second seconde'.split(' '),
);
/** An "h" that takes no elision ("la hotte", "le haut-parleur"). */
const ASPIRATED = /^(?:hotte|haut|hall|hangar|hublot|housse|hamac)/;
const FEMININE_ENDINGS = /(?:tion|sion|ure|ette|elle|iere|ance|ence|ade|ude|ee|ie|ine|ise|ampe|erie|ite)s?$/;
const PLURAL_INVARIANT = /(?:relais|verglas|bois|dos|pas|cas|gaz|prix|choix)$/;

function genderOf(word: string): Gender {
  if (FEMININE.has(word)) return 'f';
  if (MASCULINE.has(word)) return 'm';
  return FEMININE_ENDINGS.test(word) && !/(?:eur|age|ment)s?$/.test(word) ? 'f' : 'm';
}

/** The head noun of a name and what it takes: "Lampe du salon" → la; "Interrupteur cuisine" → l'; "Volets" → les. */
export function nounPhrase(label: string): NounPhrase {
  const text = label.trim();
  const words = normalizeText(text).split(/\s+/);
  const first = words[0] ?? '';
  const own = /^(?:le|la|les|l'|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs)(?:\s|$)/.exec(`${first} `);
  if (own || /^l'/.test(first)) {
    const gender: Gender = /^(?:la|ma|ta|sa)$/.test(first) ? 'f' : 'm';
    return { text, article: '', gender, plural: /^(?:les|mes|tes|ses|nos|vos|leurs)$/.test(first) };
  }
  const head = LEADING_ADJECTIVES.has(first) && words.length > 1 ? words[1]! : first;
  const gender = genderOf(head);
  const plural = /[sx]$/.test(head) && head.length > 3 && !PLURAL_INVARIANT.test(head) && !/^\d/.test(head);
  if (plural) return { text, article: 'les', gender, plural };
  const elide = /^[aeiouy]/.test(first) || (first.startsWith('h') && !ASPIRATED.test(first));
  return { text, article: elide ? "l'" : gender === 'f' ? 'la' : 'le', gender, plural };
}

/** People and the names Home Assistant gives trackers take no article ("Jeanne"). */
const isPerson = (e: IndexedEntity): boolean => e.domain === 'person' || e.domain === 'device_tracker';

export function phraseOf(device: Named): NounPhrase {
  if (typeof device === 'string') return { text: device, article: '', gender: 'm', plural: false };
  if (isPerson(device)) return { text: device.entry.friendly_name.trim() || device.display, article: '', gender: 'm', plural: false };
  return nounPhrase(device.display);
}

const join = (p: NounPhrase): string => (p.article === "l'" ? `l'${p.text}` : p.article ? `${p.article} ${p.text}` : p.text);

/** "la lampe du salon", "l'interrupteur", "les volets", "Jeanne". */
export function the(device: Named): string {
  return join(phraseOf(device));
}

/** "de la lampe", "du lustre", "de l'interrupteur", "des volets", "de Jeanne" (d'Anne). */
export function ofThe(device: Named | NounPhrase): string {
  const p = typeof device === 'object' && 'article' in device ? device : phraseOf(device);
  if (p.article === 'le') return `du ${p.text}`;
  if (p.article === 'les') return `des ${p.text}`;
  if (p.article === '' && /^[aeiouyh]/i.test(normalizeText(p.text))) return `d'${p.text}`;
  return `de ${join(p)}`;
}

/** "à la cuisine", "au salon", "à l'entrée", "aux combles". */
export function toThe(p: NounPhrase): string {
  if (p.article === 'le') return `au ${p.text}`;
  if (p.article === 'les') return `aux ${p.text}`;
  return `à ${join(p)}`;
}

/** Where an area or floor is: "au premier étage", "au rez-de-chaussée", else "dans la cuisine". */
export function inPlace(label: string): string {
  const p = nounPhrase(displayName(label));
  return /(?:etage|rez|sous-sol|niveau|grenier|combles)/.test(normalizeText(label)) ? toThe(p) : `dans ${join(p)}`;
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** "a, b et c" / "a, b ou c"; long lists end with "et N autres". */
export function list(items: readonly string[], conjunction: 'and' | 'or' = 'and', limit = 12): string {
  if (items.length > limit) {
    const shown = items.slice(0, limit - 1);
    return `${shown.join(', ')} ${conjunction === 'and' ? 'et' : 'ou'} ${items.length - shown.length} autres`;
  }
  return formatList(LOCALE, items, conjunction === 'and' ? 'conjunction' : 'disjunction');
}

/** An adjective agreeing: [masculine, feminine] singular, the plural made from them ("normal" → "normaux"). */
export type Agreeing = readonly [string, string];

export function agree(forms: Agreeing, gender: Gender, plural: boolean): string {
  const word = gender === 'f' ? forms[1] : forms[0];
  if (!plural) return word;
  // Only the last word of "fermé à clé" agrees with the subject's number; "en marche" never does.
  const [head, ...rest] = word.split(' ');
  if (/^(?:en|a|à|au|dans|sur|hors|pas)$/.test(head!)) return word;
  const pluralHead = /[sx]$/.test(head!) ? head! : gender === 'm' && /al$/.test(head!) ? `${head!.slice(0, -2)}aux` : `${head!}s`;
  return [pluralHead, ...rest].join(' ');
}

/** The gender and number of a group: feminine only when every member is. */
export function groupOf(devices: readonly Named[]): { gender: Gender; plural: boolean } {
  const phrases = devices.map(phraseOf);
  return { gender: phrases.length > 0 && phrases.every((p) => p.gender === 'f') ? 'f' : 'm', plural: devices.length > 1 || phrases.some((p) => p.plural) };
}

export const estSont = (plural: boolean): string => (plural ? 'sont' : 'est');
