/**
 * Which language an utterance is read in (docs/architecture.md §7b). The household's language comes
 * first; a message it does not understand — a refusal for not understanding, or a name that
 * matches nothing — is read by every other registered pack, and when exactly one reading is a
 * request in scope (or all such readings agree), that reading is used. When they disagree the
 * household's language's answer stands: a guess between languages is no answer. Replies are
 * always worded in the household's language, whichever pack understood.
 */
import type { Language } from '../../../../common/languages.js';
import { packFor, registeredPacks } from './lang/index.js';
import type { LanguagePack, Replies } from './lang/types.js';
import type { Plan } from './plan.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';

export interface Understood {
  plan: Plan;
  /** The message in the form the pack that understood it reads (its `normalise`). */
  canonical: string;
  /** The pack that understood it. */
  language: Language;
}

/** The household's language gave up on the message. */
function notUnderstood(plan: Plan): boolean {
  return (plan.kind === 'unsupported' && plan.action === 'other') || (plan.kind === 'clarify' && plan.reason === 'unknown');
}

/** A reading that is a request the engine can act on or answer. */
function inScope(plan: Plan): boolean {
  return plan.kind === 'set' || plan.kind === 'state' || plan.kind === 'history' || plan.kind === 'capabilities' || plan.kind === 'chat';
}

function read(pack: LanguagePack, said: string, index: VocabularyIndex, replies: Replies): Understood {
  // The message in the pack's own form (a pack of sentence data: the household's words as its text rules read them).
  const own = pack.normalise(said, index);
  return { plan: pack.understand(own, index, replies), canonical: own, language: pack.code };
}

/**
 * What `said` asks, read in `language` first and then, if need be, in the other registered
 * languages (`packs`, the registry by default); `indexIn` gives the vocabulary's index for a
 * language (its name forms).
 */
export function understand(
  said: string,
  indexIn: (language: Language) => VocabularyIndex,
  language: Language,
  replies: Replies = packFor(language).replies,
  packs: readonly LanguagePack[] = registeredPacks(),
): Understood {
  const own = read(packs.find((p) => p.code === language) ?? packFor(language), said, indexIn(language), replies);
  if (!notUnderstood(own.plan)) return own;
  const others = packs
    .filter((p) => p.code !== own.language)
    .map((p) => read(p, said, indexIn(p.code), replies))
    .filter((u) => inScope(u.plan));
  if (others.length === 0) return own;
  const first = JSON.stringify(others[0]!.plan);
  return others.every((u) => JSON.stringify(u.plan) === first) ? others[0]! : own;
}
