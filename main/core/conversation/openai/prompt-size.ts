/**
 * How big the request is before the household says a word: system prompt, home list and tools, as
 * the server receives them (UTF-8 bytes of the JSON body for a one-word message). Small local
 * models get a few thousand tokens of context; past {@link PROMPT_WARN_BYTES} the assistant
 * settings say that a small model may struggle (the targets: ≤ 8 KB at 25 allowlisted
 * entities, ≤ 48 KB at 1,000; docs/architecture.md §6.3 rule 7).
 */
import type { VocabularyEntry } from '../conversation-engine.js';
import { OpenAICompatibleEngine } from './engine.js';

export const PROMPT_WARN_BYTES = 48 * 1024;

/** Bytes of the first request for `vocabulary` (no history, a one-word message). */
export function promptBytes(vocabulary: readonly VocabularyEntry[], now = new Date(0), timeZone = 'UTC'): number {
  const engine = new OpenAICompatibleEngine({ base_url: 'http://127.0.0.1:1/v1', model: 'm' });
  const body = engine.buildRequest({ user_message: 'hi', history: [], rounds: [], vocabulary: [...vocabulary], time_zone: timeZone, now, rounds_left: 3 });
  return Buffer.byteLength(JSON.stringify(body), 'utf8');
}
