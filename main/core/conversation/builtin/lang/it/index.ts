/**
 * Italian (`it`): the request rewritten into the shared grammar's canonical form. The household's
 * names (entities, aliases, areas, floors) are found first and left as typed; the words around
 * them are read with the Italian lexicon — imperatives with their clitics ("spegnila"), articles
 * and elided prepositions ("dell'", "nel", "al primo piano"), question openers ("c'è", "quali",
 * "dov'è"), state words agreeing with what they are said about — and put in the order the
 * grammar reads: the verb first ("in cucina accendi le luci"), the verb "to be" first in a
 * question said as a statement ("la luce è accesa?").
 */
import { stem, type Token } from '../../text.js';
import type { IndexedEntity, VocabularyIndex } from '../../indexed-vocabulary.js';
import { canonicalReading } from '../../canonical-pack.js';
import { catalogueReplies } from '../../voice/catalogue-replies.js';
import type { LanguagePack } from '../types.js';
import { grammar } from './grammar.js';
import { LONGEST, NAME_KIND_WORDS, entryFor, stateOf, type Kind, type StateKey } from './lexicon.js';
import { nameForms, singulars, verbForm, words, type VerbForm, type Word } from './morphology.js';
import { canonicalState, historyEvent, type Subject } from './states.js';

type Piece = { kind: Kind | 'name' | 'punct'; text: string } | { kind: 'verb'; verb: VerbForm } | { kind: 'state'; key: StateKey; text: string };

const PUNCTUATION = /^[?!,;:]$/;
const tokenOf = (w: Word): Token => {
  const surface = w.fold.replace(/'$/, '');
  return { surface, stem: stem(surface) };
};

/** Whole names (entities, aliases) and places at each position: the longest from the left. */
function nameSpans(ws: readonly Word[], index: VocabularyIndex): Map<number, { length: number; entities: IndexedEntity[] }> {
  const tokens = ws.map(tokenOf);
  const spans = new Map<number, { length: number; entities: IndexedEntity[] }>();
  for (let i = 0; i < tokens.length;) {
    const name = index.names.match(tokens, i);
    const place = index.areas.match(tokens, i);
    const length = Math.max(name?.length ?? 0, place?.length ?? 0);
    // A one-word name that is also a kind of device ("Luce") reads as the kind, as English does with "Light".
    if (length === 0 || (length === 1 && entryFor(ws[i]!.fold)?.kind === 'noun' && !place)) {
      i++;
      continue;
    }
    const entities = name && name.length === length ? name.values.map((k) => index.entities[k]!) : [];
    spans.set(i, { length, entities });
    i += length;
  }
  return spans;
}

/** The folded words i..i+n as a table key: an elided word joins the next without a space. */
function phraseAt(ws: readonly Word[], i: number, n: number): string {
  let s = '';
  for (let k = i; k < i + n; k++) {
    const f = ws[k]!.fold;
    s += s === '' || s.endsWith("'") ? f : ` ${f}`;
  }
  return s;
}

/** A period named ("oggi", "questa settimana") makes a question about the past. */
const PERIOD = /\b(?:oggi|ieri|stamattina|stamani|settimana|ultima ora|ultime \d+ ore|ultimi \d+ giorni|ultimi giorni|di recente|recentemente|ultimamente)\b/;
const PERSON_WORDS = new Set(['qualcuno', 'chi', 'nessuno', 'persone', 'persona', 'gente', 'ognuno', 'tutti']);

function normalise(utterance: string, index: VocabularyIndex): string {
  const ws = words(utterance);
  const questionMark = /\?\s*$/.test(utterance);
  const spans = nameSpans(ws, index);
  const named = [...spans.values()].flatMap((s) => s.entities);
  const folded = ws.map((w) => w.fold);
  const aboutPeople = named.some((e) => e.domain === 'person') || folded.some((f) => PERSON_WORDS.has(f));
  const history =
    PERIOD.test(folded.join(' ')) ||
    folded[0] === 'quando' ||
    (folded[0] === 'quante' && folded[1] === 'volte') ||
    folded.includes('storico') ||
    folded.includes('cronologia') ||
    /\bl'ultima volta\b/.test(folded.join(' '));

  const pieces: Piece[] = [];
  for (let i = 0; i < ws.length;) {
    const span = spans.get(i);
    if (span) {
      pieces.push({
        kind: 'name',
        text: ws
          .slice(i, i + span.length)
          .map((w) => tokenOf(w).surface)
          .join(' '),
      });
      i += span.length;
      continue;
    }
    const w = ws[i]!;
    if (PUNCTUATION.test(w.raw)) {
      pieces.push({ kind: 'punct', text: w.raw });
      i++;
      continue;
    }
    const prev = pieces[pieces.length - 1];
    // "è": is. A bare "e" is "and", unless a state follows ("la luce e accesa", typed without the accent).
    if (w.fold === 'e' && w.raw !== 'è' && w.raw !== 'é' && !(ws[i + 1] && stateAt(ws, i + 1, aboutPeople))) {
      pieces.push({ kind: 'word', text: 'and' });
      i++;
      continue;
    }
    // "si è accesa", "si spegne": the reflexive pronoun, not "sì" (yes).
    if (w.raw === 'si' && ws[i + 1] && !PUNCTUATION.test(ws[i + 1]!.raw)) {
      i++;
      continue;
    }
    // "fai buio": darkness, the lights off; "fai luce": the lights on.
    if ((w.fold === 'fai' || w.fold === 'fare' || w.fold === 'fate') && (ws[i + 1]?.fold === 'buio' || ws[i + 1]?.fold === 'luce')) {
      pieces.push({ kind: 'verb', verb: { dir: ws[i + 1]!.fold === 'buio' ? 'off' : 'on', lights: true, object: null, again: false } });
      i += 2;
      continue;
    }
    const verb = prev?.kind === 'is' ? null : verbForm(w.fold);
    // "quali luci puoi accendere?": what can be switched, not a request to switch it.
    if (verb && prev?.kind === 'polite' && prev.text === 'can you' && pieces.some((p) => p.kind === 'lead')) {
      pieces.push({ kind: 'word', text: 'control' });
      i++;
      continue;
    }
    if (
      verb &&
      !(
        verb.dir === 'on' &&
        /^attiv[aeio]$/.test(w.fold) &&
        pieces.some((p) => p.kind !== 'polite' && p.kind !== 'punct') &&
        !pieces.some((p) => p.kind === 'polite')
      )
    ) {
      pieces.push({ kind: 'verb', verb });
      i++;
      continue;
    }
    // Times and levels: "alle 7" (a schedule), "al 50%" (a level).
    if (/^(?:alle|all'|al|alla|a|verso)$/.test(w.fold) && /^\d/.test(ws[i + 1]?.fold ?? '')) {
      const level = !/^(?:alle|all'|verso)$/.test(w.fold) || /^(?:%|percento|gradi|grado)$/.test(ws[i + 2]?.fold ?? '');
      pieces.push({ kind: 'word', text: level ? 'to' : 'at' }, { kind: 'word', text: level ? ws[i + 1]!.fold : `${ws[i + 1]!.fold} o clock` });
      i += 2;
      continue;
    }
    if ((w.fold === 'tra' || w.fold === 'fra') && /^(?:\d|un|una|mezz|dieci|cinque|venti|trenta|dieci)/.test(ws[i + 1]?.fold ?? '')) {
      pieces.push({ kind: 'word', text: 'in' });
      i++;
      continue;
    }
    const found = lookup(ws, i, spans, aboutPeople, history);
    // "la lampada" where the household's names have "Lampada …": a word of those names, as English reads "the lamp".
    if (found?.length === 1 && found.piece.kind === 'noun' && isNameKindWord(w.fold, index)) {
      pieces.push({ kind: 'word', text: nameWordFor(w, index) });
      i++;
      continue;
    }
    if (found) {
      pieces.push(found.piece);
      i += found.length;
      continue;
    }
    pieces.push({ kind: 'word', text: nameWordFor(w, index) });
    i++;
  }
  return assemble(pieces, { named, nouns: pieces.filter((p) => p.kind === 'noun').map((p) => (p as { text: string }).text) }, index, history, questionMark);
}

/** Whether a state word starts at `i`. */
function stateAt(ws: readonly Word[], i: number, aboutPeople: boolean): boolean {
  for (let n = Math.min(LONGEST, ws.length - i); n >= 1; n--) {
    const key = stateOf(phraseAt(ws, i, n));
    if (key && (key !== 'home' || aboutPeople)) return true;
  }
  return false;
}

/** The longest lexicon phrase at `i` that does not run into a name. */
function lookup(
  ws: readonly Word[],
  i: number,
  spans: ReadonlyMap<number, unknown>,
  aboutPeople: boolean,
  history: boolean,
): { piece: Piece; length: number } | null {
  let limit = Math.min(LONGEST, ws.length - i);
  for (let k = 1; k < limit; k++) if (spans.has(i + k) || PUNCTUATION.test(ws[i + k]!.raw)) limit = k;
  for (let n = limit; n >= 1; n--) {
    const phrase = phraseAt(ws, i, n);
    const key = stateOf(phrase);
    const entry = entryFor(phrase);
    // "in casa": a place for a command ("spegni le luci in casa"), a state for a person ("c'è qualcuno in casa").
    if (key && (key !== 'home' || aboutPeople) && !(key === 'away' && !aboutPeople && entry)) {
      if (!(history && entry && entry.kind === 'word' && !['on', 'off'].includes(key))) return { piece: { kind: 'state', key, text: phrase }, length: n };
    }
    if (entry) return { piece: { kind: entry.kind, text: entry.to }, length: n };
  }
  return null;
}

/** A kind noun households use in names ("lampada"), when some name here has it (or its singular). */
function isNameKindWord(word: string, index: VocabularyIndex): boolean {
  return [word, ...singulars(word)].some((w) => NAME_KIND_WORDS.has(w) && index.nameWords.has(w));
}

/**
 * A word the lexicon does not have: a word of the household's names, kept. A plural of a name
 * word ("lampade" for "Lampada Comodino") is written as the canonical plural of that word, which
 * the shared grammar reads as the plural of the name word.
 */
function nameWordFor(w: Word, index: VocabularyIndex): string {
  const surface = tokenOf(w).surface;
  if (index.nameWords.has(stem(surface)) || index.known.has(stem(surface))) return surface;
  for (const s of singulars(surface)) if (index.nameWords.has(s)) return `${s}s`;
  return surface;
}

const LEADING = new Set<Piece['kind']>(['polite', 'punct']);

function assemble(pieces: Piece[], subject: Subject, index: VocabularyIndex, history: boolean, questionMark: boolean): string {
  // Kind nouns households also use in their names ("la lampada") stay name words when a name has them.
  const out: Piece[] = pieces.map((p) => p);
  const verbAt = out.findIndex((p) => p.kind === 'verb');
  let lead = 0;
  while (lead < out.length && LEADING.has(out[lead]!.kind)) lead++;
  const negated = verbAt > 0 && out[verbAt - 1]!.kind === 'word' && (out[verbAt - 1] as { text: string }).text === 'not';
  if (negated) {
    // "non accendere la luce": a request *not* to act. It stays negated ("do not turn on …"),
    // which the grammar never reads as a command.
    const [not, verb] = out.splice(verbAt - 1, 2);
    out.splice(lead, 0, { kind: 'word', text: 'do' }, not!, verb!);
  } else if (verbAt > lead) {
    // "in cucina accendi le luci", "la lampada comodino spegni": the verb goes first.
    const [verb] = out.splice(verbAt, 1);
    out.splice(lead, 0, verb!);
  } else if (verbAt < 0) {
    const isAt = out.findIndex((p) => p.kind === 'is');
    const first = out[lead];
    // "la luce cucina è accesa?", "Luca è a casa": a question said as a statement.
    if (isAt > lead && first && first.kind !== 'lead' && !(first.kind === 'word' && ['and', 'also', 'then'].includes(first.text))) {
      const [is] = out.splice(isAt, 1);
      out.splice(lead, 0, is!);
    }
  }
  const verb = out.find((p): p is Extract<Piece, { kind: 'verb' }> => p.kind === 'verb');
  const targetWords = out.filter(
    (p) =>
      p.kind === 'name' ||
      p.kind === 'noun' ||
      (p.kind === 'word' && p.text !== '' && !['the', 'a', 'again', 'now', 'please', 'in the', 'of the'].includes(p.text)),
  );
  const text: string[] = [];
  for (const p of out) {
    switch (p.kind) {
      case 'verb': {
        const v = p.verb;
        text.push(v.lights ? (v.dir === 'on' ? 'light up' : 'turn off the lights') : `turn ${v.dir}`);
        if (v.object && targetWords.length === 0) text.push(v.object);
        if (v.again) text.push('again');
        break;
      }
      case 'state':
        text.push(history ? historyEvent(p.key, subject, index) : canonicalState(p.key, subject, index));
        break;
      case 'is':
        // "quando si è accesa?": the past of a history question.
        text.push(history && (p.text === 'is' || p.text === 'has') ? 'was' : history && p.text === 'are' ? 'were' : p.text);
        break;
      default:
        if (p.text !== '') text.push(p.text);
    }
  }
  let s = text
    .join(' ')
    .replace(/\s+([?!,;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (verb?.verb.lights && verb.verb.dir === 'off') s = s.replace(/^(.*?turn off the lights)\s+(?:the\s+)?lights?\b/, '$1');
  if (questionMark && !/\?$/.test(s)) s += '?';
  return s;
}

export const it: LanguagePack = {
  code: 'it',
  ...canonicalReading(normalise),
  replies: catalogueReplies('it', grammar),
  nameForms,
};
