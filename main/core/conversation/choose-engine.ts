/** Which engine answers a turn: the built-in intent engine unless the household chose another. */
import { BuiltinEngine } from './builtin/engine.js';
import type { ConversationEngine } from './conversation-engine.js';
import type { AssistantConfigService } from './openai/assistant-config-service.js';

const builtin = new BuiltinEngine();

/** The household's choice, read fresh per turn; a broken or unset choice falls back to built-in. */
export async function chooseEngine(assistant: AssistantConfigService): Promise<ConversationEngine> {
  return (await assistant.engine()) ?? builtin;
}
