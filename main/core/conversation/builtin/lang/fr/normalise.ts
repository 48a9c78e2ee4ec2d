/**
 * A French request in the shared grammar's canonical form. The household's names (entities,
 * aliases, areas, floors) are found first and copied as they are; every other word is read from
 * the French lexicon by its position in the clause:
 *
 * - a verb at the clause's start is the command ("éteins la lampe" → "turn off the lampe"), the
 *   same word after its target is a state ("la lampe est éteinte" → "off");
 * - an object pronoun goes after its verb ("peux-tu l'allumer", "allume-la" → "turn on it");
 * - French asks yes/no by word order or inversion ("la lampe est allumée ?", "est-elle
 *   allumée ?"), so the auxiliary moves to the front ("is the lampe on ?") unless a question word
 *   already leads; after "quand" or "combien de fois" it is dropped ("when did … on");
 * - a negated command ("n'allume pas …") is no longer a command;
 * - "ouvre / ferme / mets / arrête" switch when their target is a light or a switch.
 */
import type { VocabularyIndex } from '../../indexed-vocabulary.js';
import { editDistance } from '../../fuzzy.js';
import { FRENCH, TYPO_TARGETS, type Entry, type Kind } from './lexicon.js';
import { frenchWords, type FrenchToken } from './tokens.js';

interface Piece {
  text: string;
  kind: Kind | 'name' | 'other';
  switchable?: boolean;
}

interface Clause {
  /** Where the clause's content starts in the output (after politeness), once it has any. */
  contentStart: number | null;
  verb: boolean;
  target: boolean;
  lead: 'lead' | 'history' | null;
  negated: boolean;
  movedAuxiliary: boolean;
  /** A copula was read ("tout est éteint"): what follows is a state, never the command. */
  copula: boolean;
  /** An object pronoun seen before its verb ("l'" in "peux-tu l'allumer"). */
  pendingObject: string | null;
  /** Output index where the clause began (for "do not"). */
  start: number;
}

const SWITCHABLE_DOMAINS = new Set(['light', 'switch']);
/** "des", "un", "une" opening a question's subject mean "any". */
const INDEFINITE = new Set(['des', 'un', 'une']);
const OUTSIDE = ['exterieur', 'exterieure', 'dehors', 'jardin'];
const CLOCK = /^(\d{1,2})h(\d{2})?$/;

/**
 * A one-letter slip in a command verb or a participle ("alume", "etiens"), for a word that is no
 * name word: the one lexicon word it is one edit away from, when exactly one is.
 */
function typo(token: FrenchToken, index: VocabularyIndex): Entry | null {
  if (token.surface.length < 5 || index.known.has(token.stem) || /\d/.test(token.surface)) return null;
  let found: Entry | null = null;
  for (const [word, entry] of TYPO_TARGETS) {
    if (editDistance(token.surface, word, 1) > 1) continue;
    // "allumme" is one edit from "allume", "allumee" and "allumez": all say on, and the verb can lead.
    if (found && (found.en !== entry.en || (found.verb !== undefined && entry.verb !== undefined && found.verb !== entry.verb))) return null;
    if (!found || (found.kind !== 'verb' && entry.kind === 'verb')) found = entry;
  }
  return found;
}

/** Whole names in the tokens, longest first from the left: start → length. */
function nameSpans(tokens: readonly FrenchToken[], index: VocabularyIndex): Map<number, { length: number; switchable: boolean }> {
  const spans = new Map<number, { length: number; switchable: boolean }>();
  for (let i = 0; i < tokens.length;) {
    const entity = index.names.match(tokens, i);
    const place = index.areas.match(tokens, i);
    const length = Math.max(entity?.length ?? 0, place?.length ?? 0);
    if (length === 0) {
      i++;
      continue;
    }
    const asEntity = entity !== null && entity.length === length;
    const switchable = asEntity && entity.values.every((idx) => SWITCHABLE_DOMAINS.has(index.entities[idx]!.domain));
    spans.set(i, { length, switchable });
    i += length;
  }
  return spans;
}

export function normaliseFrench(utterance: string, index: VocabularyIndex): string {
  const { tokens, question } = frenchWords(utterance);
  const names = nameSpans(tokens, index);
  const blocked = new Set<number>();
  for (const [start, span] of names) for (let k = 0; k < span.length; k++) blocked.add(start + k);

  const out: Piece[] = [];
  let asked = question;
  let anyVerb = false;
  const newClause = (): Clause => ({
    contentStart: null,
    verb: false,
    target: false,
    lead: null,
    negated: false,
    movedAuxiliary: false,
    copula: false,
    pendingObject: null,
    start: out.length,
  });
  let clause = newClause();

  const lookup = (at: number): { entry: Entry; length: number } | null => {
    if (at >= tokens.length || blocked.has(at)) return null;
    const m = FRENCH.match(tokens, at, blocked);
    if (m) return { entry: m.values[0]!, length: m.length };
    const slip = typo(tokens[at]!, index);
    return slip ? { entry: slip, length: 1 } : null;
  };
  const emit = (piece: Piece, content = true): void => {
    if (content && clause.contentStart === null) clause.contentStart = out.length;
    out.push(piece);
  };
  const verbPosition = (): boolean => !clause.verb && !clause.target && !clause.copula && clause.lead === null;
  /** Whether the clause's target, from `at` on, is a light or a switch. */
  const switchableAhead = (at: number): boolean => {
    for (let j = at; j < tokens.length;) {
      const span = names.get(j);
      if (span) return span.switchable;
      const m = lookup(j);
      if (!m) return false;
      if (m.entry.kind === 'noun') return m.entry.switchable === true;
      if (m.entry.kind === 'conj' || m.entry.kind === 'verb') return false;
      j += m.length;
    }
    return false;
  };
  const closeClause = (): void => {
    // "n'allume pas la lampe": asking not to do something is no request to do it.
    if (clause.negated && clause.verb) out.splice(clause.contentStart ?? clause.start, 0, { text: 'do not', kind: 'neg' });
  };

  for (let i = 0; i < tokens.length;) {
    const span = names.get(i);
    if (span) {
      emit({
        text: tokens
          .slice(i, i + span.length)
          .map((t) => t.surface)
          .join(' '),
        kind: 'name',
        switchable: span.switchable,
      });
      clause.target = true;
      i += span.length;
      continue;
    }
    const m = lookup(i);
    if (!m) {
      const token = tokens[i]!;
      const clock = CLOCK.exec(token.surface);
      // "dehors" is the outdoor sensor when the names have one ("Température extérieure"), else away.
      const outside = token.surface === 'dehors' ? (OUTSIDE.find((w) => index.nameWords.has(w)) ?? 'away') : null;
      emit({ text: clock ? `${clock[1]} o clock` : (outside ?? token.surface), kind: outside === 'away' ? 'state' : 'other' });
      if (!clock) clause.target = true;
      i++;
      continue;
    }
    const { length } = m;
    let { entry } = m;
    const last = tokens[i + length - 1]!;
    const surface = tokens[i]!.surface;
    if (length === 1 && clause.contentStart === null && (asked || clause.lead !== null) && INDEFINITE.has(surface)) {
      // "est-ce que des lumières sont allumées ?", "est-ce qu'une porte est ouverte ?": any.
      entry = { kind: 'word', en: 'any' };
    } else if (length === 1 && surface === 'a' && clause.target && ['state', 'verb'].includes(lookup(i + 1)?.entry.kind ?? '')) {
      // "le détecteur a détecté …", "la lampe a allumé …" typed without "été": the auxiliary.
      entry = { kind: 'copula', en: 'was' };
    }
    switch (entry.kind) {
      case 'polite':
        if (entry.en) emit({ text: entry.en, kind: 'polite' }, false);
        break;
      case 'yesno':
        asked = true;
        break;
      case 'lead':
      case 'history':
        emit({ text: entry.en, kind: entry.kind });
        clause.lead ??= entry.kind;
        asked = true;
        break;
      case 'que':
        if (clause.contentStart === null && clause.lead === null) {
          emit({ text: entry.en, kind: 'lead' });
          clause.lead = 'lead';
          asked = true;
        } else emit({ text: 'that', kind: 'word' });
        break;
      case 'verb':
        if (verbPosition()) {
          const lead = entry.onSwitchable && switchableAhead(i + length) ? entry.onSwitchable : entry.verb!;
          emit({ text: lead, kind: 'verb' });
          if (clause.pendingObject) emit({ text: clause.pendingObject, kind: 'word' });
          clause.pendingObject = null;
          clause.verb = true;
          anyVerb = true;
        } else if (entry.en) emit({ text: entry.en, kind: 'state' });
        break;
      case 'article': {
        const next = lookup(i + length);
        const previous = out[out.length - 1];
        if (entry.object && next?.entry.kind === 'verb' && verbPosition()) clause.pendingObject = entry.object;
        else if (entry.object && tokens[i]!.hyphenated && previous?.kind === 'verb') emit({ text: entry.object, kind: 'word' });
        // "Jeanne est là ?": "là" without its accent, at the end, after the copula — present.
        else if (i + length === tokens.length && (previous?.kind === 'copula' || previous?.kind === 'inversion' || clause.movedAuxiliary))
          emit({ text: 'home', kind: 'state' });
        // Before a name the article is left out: French names put the kind first ("température
        // extérieure"), and "what is the temperature …" would read the name's first word as grammar.
        else if (!names.has(i + length)) emit({ text: entry.en, kind: 'word' });
        break;
      }
      case 'copula':
      case 'inversion':
        clause.copula = true;
        if (clause.lead === 'history') break;
        asked = true;
        if (clause.lead !== null || clause.verb || clause.movedAuxiliary || clause.contentStart === null) emit({ text: entry.en, kind: entry.kind });
        else {
          out.splice(clause.contentStart, 0, { text: entry.en, kind: entry.kind });
          clause.movedAuxiliary = true;
        }
        break;
      case 'noun': {
        if (entry.specific && tokens.slice(i, i + length).every((t) => index.nameWords.has(t.stem))) {
          emit({
            text: tokens
              .slice(i, i + length)
              .map((t) => t.surface)
              .join(' '),
            kind: 'other',
          });
          clause.target = true;
          break;
        }
        const plural = entry.plural !== undefined && /[sx]$/.test(last.surface) && last.surface !== entry.en;
        emit({ text: plural ? entry.plural! : entry.en, kind: 'noun', ...(entry.switchable ? { switchable: true } : {}) });
        clause.target = true;
        break;
      }
      case 'conj': {
        emit({ text: entry.en, kind: 'conj' });
        if (lookup(i + length)?.entry.kind === 'verb') {
          closeClause();
          clause = newClause();
        }
        break;
      }
      case 'neg':
        clause.negated = true;
        break;
      case 'state':
      case 'word':
        if (entry.en) emit({ text: entry.en, kind: entry.kind });
        break;
    }
    i += length;
  }
  closeClause();

  // "Lumière au premier étage !": a bare light, no verb and no question, asks to turn it on.
  const first = out.find((p) => p.kind !== 'polite' && p.kind !== 'word');
  if (!anyVerb && !asked && first?.kind === 'noun' && first.switchable) out.unshift({ text: 'turn on', kind: 'verb' });

  const text = out
    .map((p) => p.text)
    .filter(Boolean)
    .join(' ');
  return asked ? `${text} ?` : text;
}
