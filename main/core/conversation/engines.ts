import type { ConversationEngine } from './engine.js';
export async function defaultEngine(): Promise<ConversationEngine> {
  throw new Error('pending');
}
