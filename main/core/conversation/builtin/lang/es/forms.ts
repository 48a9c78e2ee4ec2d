/**
 * Spanish word forms, generated rather than listed: an adjective's four agreements
 * ("encendido", "encendida", "encendidos", "encendidas"), a verb's command, infinitive and
 * question forms, and those forms with an object pronoun attached ("apágala", "encenderlos").
 * Everything is written without accents, as the tokenizer folds them: "apágala" and "apagala"
 * are the same word to the engine.
 */
import { normalizeText } from '../../text.js';

/** The folded form of a written phrase: lower case, no accents, single spaces. */
export function fold(phrase: string): string {
  return normalizeText(phrase).trim().split(/\s+/).join(' ');
}

/** "encendido" → encendido, encendida, encendidos, encendidas; an invariable adjective adds only -s/-es. */
export function agreeing(masculine: string): string[] {
  const m = fold(masculine);
  if (m.endsWith('o')) {
    const root = m.slice(0, -1);
    return [m, `${root}a`, `${root}os`, `${root}as`];
  }
  if (/[aeiou]$/.test(m)) return [m, `${m}s`];
  return [m, `${m}es`];
}

/** A phrase whose first word agrees ("cerrado con llave" → "cerradas con llave", …). */
export function agreeingPhrase(phrase: string): string[] {
  const [head, ...rest] = fold(phrase).split(' ');
  return agreeing(head!).map((form) => [form, ...rest].join(' '));
}

/**
 * The object pronouns that attach to a command or an infinitive, and what they stand for: the
 * device the conversation is about ("apágala" → turn it off), one or several.
 */
export const ENCLITICS: ReadonlyArray<readonly [string, 'it' | 'them']> = [
  ['lo', 'it'],
  ['la', 'it'],
  ['le', 'it'],
  ['los', 'them'],
  ['las', 'them'],
  ['les', 'them'],
];

export interface VerbForms {
  /** Commands: tú, usted, ustedes, vosotros ("enciende", "encienda", "enciendan", "encended"). */
  commands: string[];
  /** The infinitive ("encender"): also a command in Spanish ("encender las luces"). */
  infinitive: string;
  /** Present and subjunctive forms a request is put in ("¿enciendes…?", "quiero que enciendas"). */
  others?: string[];
}

/** Every form of the verb, then the forms with a pronoun attached and what that pronoun is. */
export function verbForms(verb: VerbForms): { plain: string[]; withPronoun: Array<[string, 'it' | 'them']> } {
  const commands = verb.commands.map(fold);
  const infinitive = fold(verb.infinitive);
  const plain = [...commands, infinitive, ...(verb.others ?? []).map(fold)];
  const withPronoun: Array<[string, 'it' | 'them']> = [];
  for (const base of [...commands, infinitive]) {
    // "encended" + "la" is written "encendedla"; "enciendan" + "los" is "enciendanlos".
    for (const [pronoun, stands] of ENCLITICS) withPronoun.push([`${base}${pronoun}`, stands]);
  }
  return { plain, withPronoun };
}
