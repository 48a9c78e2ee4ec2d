/**
 * What a language says when a message leans on the conversation (DESIGN §5): "yes, go on", "turn
 * it off", "and the hallway?", a bare answer to "which one?" or "which room?". follow-up.ts and
 * turn-plan.ts decide *when* a message is a follow-up from the plans; a language's reader says
 * *how* its words do it — as its sentence data lists them (sentences/follow-up.ts), or in the
 * canonical form a TypeScript pack rewrites into (conversation-words.ts). Every text here is a
 * message in the form the language's pack reads it (`Understood.canonical`).
 */
import type { Plan } from './plan.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';

export interface FollowUpReader {
  /**
   * A pronoun may stand where a reading found no target at all: sentence data reads "desliga-o" as
   * a request with no target, or a question back ("o" is also an article, and a word of names);
   * the canonical grammar marks a pronoun itself (turn-plan.ts).
   */
  readonly pronounAnywhere: boolean;
  /** The message only says "go on with what is left" ("yes", "the rest"). */
  carriesOn(message: string): boolean;
  /** `message` with its pronouns ("it", "them") standing for `phrase`; null when it has none. */
  withPronounAs(message: string, phrase: string): string | null;
  /** The request `previous` with its first pronoun replaced by the answer to "which device?"; null when it has none. */
  pronounAnswered(previous: string, answer: string): string | null;
  /** The answer to "which one?" as it takes the quoted phrase's place ("the appliance one" → "the appliance"). */
  whichAnswer(message: string): string;
  /** Words of an answer that may name a device, as stems (the fillers dropped). */
  answerStems(answer: string): string[];
  /** "and the hallway?": what the message is about instead, or null when it is no such follow-up. */
  ellipsis(message: string): string | null;
  /** The earlier request said about `rest` instead, best reading first. */
  requestAbout(previous: string, earlier: Plan, rest: string, index: VocabularyIndex): string[];
  /** The request `previous` about the room the message answers "which room?" with, best first. */
  inRoom(previous: string, message: string, index: VocabularyIndex): string[];
}
