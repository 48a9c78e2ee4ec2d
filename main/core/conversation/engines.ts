/** Which engine answers a turn: the built-in intent engine unless the household chose another. */
import { BuiltinEngine } from './builtin/engine.js';
import type { ConversationEngine } from './engine.js';
import type { AssistantSettings } from './openai/assistant-settings.js';

const builtin = new BuiltinEngine();

/** The household's choice, read fresh per turn; a broken or unset choice falls back to built-in. */
export async function chooseEngine(assistant: AssistantSettings): Promise<ConversationEngine> {
  return (await assistant.engine()) ?? builtin;
}
