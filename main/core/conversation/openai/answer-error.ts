/**
 * Why a round of the OpenAI-compatible engine ended without proposals or a usable reply. The turn
 * loop shows the message as the reply ("Sorry — …. Nothing else was done."); tests and the
 * evaluation decide by `code`, never by the words.
 */
export const ASSISTANT_ANSWER_CODES = [
  /** The model answered in a form the app can't use (a call it could not read, only reasoning, nothing). */
  'ASSISTANT_ANSWER_UNUSABLE',
  /** The model asked again for a step it had already been given the result of. */
  'ASSISTANT_REPEATED_CALL',
  /** The model asked for a step the household's message did not ask for (an action on a question, an entity not named). */
  'ASSISTANT_UNASKED_CALL',
  /** The model kept asking for steps after the round budget was spent. */
  'ASSISTANT_TOO_MANY_STEPS',
  /** The chosen model can't use tools at all (the server says so). */
  'ASSISTANT_MODEL_WITHOUT_TOOLS',
  /** The server refused the request or failed (HTTP status, redirect, error body). */
  'ASSISTANT_SERVER_ERROR',
  /** The answer was not JSON, or not a Chat Completions answer. */
  'ASSISTANT_BAD_RESPONSE',
] as const;
export type AssistantAnswerCode = (typeof ASSISTANT_ANSWER_CODES)[number];

/** What a server's refusal was, for the household's words (turn.serverError): the reason, its host, status and model. */
export interface ServerRefusal {
  reason: 'key_refused' | 'redirect' | 'not_found' | 'busy' | 'other';
  host: string;
  status: number;
  model: string;
}

export class AssistantAnswerError extends Error {
  readonly code: AssistantAnswerCode;
  readonly refusal: ServerRefusal | undefined;

  constructor(code: AssistantAnswerCode, message: string, refusal?: ServerRefusal) {
    super(message);
    this.name = 'AssistantAnswerError';
    this.code = code;
    this.refusal = refusal;
  }
}
