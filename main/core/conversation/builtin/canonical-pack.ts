/**
 * The canonical path's reading, for the TypeScript packs that still rewrite the household's words
 * into canonical English (`lang/es`, `lang/it`; docs/architecture.md §6.2a): parse.ts reads the
 * rewritten request, and follow-ups are rebuilt in canonical English (conversation-words.ts). No
 * shared module imports this: a pack of sentence data never reaches the canonical path (§6.2b).
 */
import { ANSWER_FILLERS, CONTINUE, ELLIPSIS, HERE, LEADING_ARTICLE, ONE, PRONOUN, ROOM_ANSWER_LEAD, inThe, requestAbout } from './conversation-words.js';
import type { FollowUpReader } from './follow-up-reader.js';
import { grammarWords } from './grammar.js';
import type { LanguagePack } from './lang/types.js';
import { lexiconWords } from './lexicon.js';
import { parseCanonical } from './parse.js';
import { tokenize } from './text.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';

/** The first pronoun (PRONOUN is global, for replacing them all; this one is stateless). */
const PRONOUN_ONE = new RegExp(PRONOUN.source, 'i');
const TRAILING = /[\s?.!]+$/;

/** The follow-up reader of the canonical form. */
export const canonicalFollowUp: FollowUpReader = {
  pronounAnywhere: false,
  carriesOn: (message) => CONTINUE.test(message.trim()),
  withPronounAs: (message, phrase) => (PRONOUN_ONE.test(message) ? message.replace(PRONOUN, phrase) : null),
  pronounAnswered: (previous, answer) =>
    PRONOUN_ONE.test(previous) ? previous.replace(PRONOUN_ONE, `the ${answer.replace(TRAILING, '').replace(LEADING_ARTICLE, '')}`) : null,
  whichAnswer: (message) => message.replace(TRAILING, '').replace(ONE, '').trim(),
  answerStems: (answer) =>
    tokenize(answer)
      .map((t) => t.stem)
      .filter((w) => !ANSWER_FILLERS.has(w)),
  ellipsis: (message) => ELLIPSIS.exec(message)?.groups?.rest?.replace(LEADING_ARTICLE, '') ?? null,
  requestAbout: (_previous, earlier, rest, index) => {
    if (earlier.kind !== 'set' && earlier.kind !== 'state') return [];
    const domains = new Set(earlier.targets.map((id) => index.byId.get(id)?.domain ?? ''));
    const many = earlier.targets.length > 1;
    const kind = domains.size === 1 && domains.has('light') ? 'light' : domains.size === 1 && domains.has('switch') ? 'switch' : null;
    if (earlier.kind === 'set') return requestAbout({ kind: 'set', state: earlier.state }, rest, kind, many);
    return requestAbout({ kind: 'state', state_word: earlier.state_word ?? null, many }, rest, kind, many);
  },
  inRoom: (previous, message) => (HERE.test(previous) ? [previous.replace(HERE, inThe(message.replace(TRAILING, '').replace(ROOM_ANSWER_LEAD, '')))] : []),
};

let known: ReadonlySet<string> | null = null;

/** A TypeScript pack's reading: `normalise` rewrites into canonical English, which parse.ts reads. */
export function canonicalReading(
  normalise: (utterance: string, index: VocabularyIndex) => string,
): Pick<LanguagePack, 'normalise' | 'understand' | 'read' | 'followUp' | 'knownWords'> {
  return {
    normalise,
    understand: (canonical, index, replies) => parseCanonical(canonical, index, replies),
    read: (said, index, replies) => parseCanonical(normalise(said, index), index, replies),
    followUp: canonicalFollowUp,
    knownWords: () => (known ??= new Set([...lexiconWords(), ...grammarWords()])),
  };
}
