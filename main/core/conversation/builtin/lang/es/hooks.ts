/**
 * Spanish (`es`): sentence data (`sentences/data/es/`, docs/architecture.md §6.2b) read by the one
 * matcher, and this one hook file, for what data cannot say (§6.2a):
 *
 * - `grammar`: Romance agreement in replies. A device's article ("la luz", "los faroles") and the
 *   pronoun and state words that agree with it (`{device_agree}`: "ms", "fs", "mp", "fp"; `{device_it}`
 *   "lo"/"las"; "encendidas") are rules over a name's head word — its gender read from its ending,
 *   with the exceptions listed — that no template can express. Every word these rules use (the
 *   exceptions, articles, pronouns, the asked state words, "ningún …" per kind) is data, in
 *   `words.json` → `grammar`; here are only the rules.
 */
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import type { LanguageHooks } from '../../sentences/pack.js';
import type { WordsData } from '../../sentences/types.js';
import { formatCount } from '../../voice/format.js';
import type { Grammar } from '../../voice/grammar.js';
import type { Named } from '../types.js';

type Agree = 'ms' | 'fs' | 'mp' | 'fp';

/** The shape of `words.json` → `grammar` for Spanish. */
interface Tables {
  masculine: string[];
  feminine: string[];
  feminine_endings: string[];
  /** Prefixes (an article, "mi") that leave a name as written. */
  owned: string[];
  articles: Record<Agree, string>;
  pronouns: Record<Agree, string>;
  /** Canonical state word → its masculine singular, or "~" + words that never agree ("~en casa"). */
  asked: Record<string, string>;
  none_of_kind: Record<string, string>;
  /** `unknown_state`, `unknown_kind`, and "N more" and "nor" for "a, b ni N más". */
  phrases: Record<'unknown_state' | 'unknown_kind' | 'more' | 'nor', string>;
}

const fold = (w: string): string =>
  w
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

function spanishGrammar(words: WordsData): Grammar {
  const t = words.grammar as unknown as Tables;
  const masculine = new Set(t.masculine.map(fold));
  const feminine = new Set(t.feminine.map(fold));
  const owned = new RegExp(`^(?:${t.owned.join('|')})\\s`, 'i');

  /** Gender and number of a noun phrase, read from its first word ("luces del jardín" → fp). */
  const agreementOf = (phrase: string): Agree => {
    const head = fold(phrase.trim().split(/\s+/)[0] ?? '');
    let singular = head;
    let plural = false;
    if (head.length > 3 && head.endsWith('s') && !/(?:is|us)$/.test(head)) {
      plural = true;
      if (head.endsWith('ces')) singular = `${head.slice(0, -3)}z`;
      else if (/[^aeiou]es$/.test(head)) singular = head.slice(0, -2);
      else singular = head.slice(0, -1);
    }
    const f = !masculine.has(singular) && (feminine.has(singular) || t.feminine_endings.some((e) => singular.endsWith(e)));
    return `${f ? 'f' : 'm'}${plural ? 'p' : 's'}` as Agree;
  };
  const ofDevice = (d: Named): Agree => (typeof d === 'string' ? 'ms' : agreementOf(d.display));
  /** A group is feminine only when every one is; plural unless it is one singular device. */
  const ofGroup = (ds: readonly Named[]): Agree => {
    const plural = ds.length !== 1 || ofDevice(ds[0]!).endsWith('p');
    const f = ds.length > 0 && ds.every((d) => typeof d !== 'string' && agreementOf(d.display).startsWith('f'));
    return `${f ? 'f' : 'm'}${plural ? 'p' : 's'}` as Agree;
  };

  /** "encendido" agreeing: encendida, encendidos, encendidas; a phrase agrees in its first word. */
  const agree = (masc: string, a: Agree): string => {
    const [head, ...rest] = masc.split(' ');
    let w = head!;
    if (w.endsWith('o')) w = `${w.slice(0, -1)}${a.startsWith('f') ? 'a' : 'o'}`;
    if (a.endsWith('p') && /[aeiouáéíóú]$/.test(w)) w = `${w}s`;
    else if (a.endsWith('p') && /[lrnd]$/.test(w)) w = `${w}es`;
    return [w, ...rest].join(' ');
  };
  const asked = (word: string, a: Agree): string => {
    const form = t.asked[word];
    if (form === undefined) return t.phrases.unknown_state;
    return form.startsWith('~') ? form.slice(1) : agree(form, a);
  };

  const name = (d: Named): string => {
    if (typeof d === 'string') return d;
    // People go by their name alone: "Ada está en casa".
    if (d.domain === 'person') return d.entry.friendly_name.trim() || d.display;
    return owned.test(d.display) ? d.display : `${t.articles[agreementOf(d.display)]} ${d.display}`;
  };
  const nor = (items: readonly string[], limit: number, locale: string): string => {
    const shown = items.length > limit ? [...items.slice(0, limit - 1), `${formatCount(locale, items.length - limit + 1)} ${t.phrases.more}`] : [...items];
    return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} ${t.phrases.nor} ${shown[shown.length - 1]!}`;
  };
  const forms = (a: Agree): Record<string, string> => ({ agree: a, gender: a[0]!, it: t.pronouns[a], on: asked('on', a), off: asked('off', a) });

  const locale = 'es-ES';
  return {
    locale,
    device: (d) => {
      const a = ofDevice(d);
      return { name: name(d), number: a.endsWith('p') ? 'other' : 'one', forms: forms(a) };
    },
    group: (ds) => ({ ...forms(ofGroup(ds)), nor: nor(ds.map(name), 50, locale) }),
    ownName: (e: IndexedEntity) => e.display,
    // The data reads the household's own words: the phrase is said back as it was said.
    phrase: (said) => said,
    kindPlural: (noun) => t.none_of_kind[noun] ?? t.phrases.unknown_kind,
    asked: (word, subject) => asked(word, subject === 'one' ? 'ms' : subject === 'many' ? 'mp' : ofGroup(subject)),
    area: (area) => area,
  };
}

export const hooks: LanguageHooks = { grammar: spanishGrammar };
