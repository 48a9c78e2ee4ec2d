/**
 * Why an engine's round failed, said in the household's language: the turn loop ends such a turn
 * with "Sorry — <reason>. Nothing else was done." The engines' errors carry a code (the
 * OpenAI-compatible engine's `AssistantAnswerError`, its transport's `LlmHttpError` kind); the
 * words are the catalogue's `turn.engineError` for that code (docs/architecture.md §7b). The
 * error's own English message stays for logs and tests; it never reaches the reply.
 */
import type { Language } from '../../../common/languages.js';
import { formatMessage } from '../i18n/format-message.js';
import { AssistantAnswerError } from './openai/answer-error.js';
import { LlmHttpError, type LlmHttpFailure } from './openai/http.js';

const TRANSPORT: Record<LlmHttpFailure, string> = { timeout: 'timeout', unreachable: 'unreachable', tls: 'tls', 'too-large': 'tooLarge' };

/** The reason an engine's error gives, in `language`; "the assistant failed" for an error without a code. */
export function engineFailure(language: Language, error: unknown): string {
  // A server's refusal says what it was and what to do, with the host, status and model as values.
  if (error instanceof AssistantAnswerError && error.refusal !== undefined) return formatMessage(language, 'turn.serverError', { ...error.refusal });
  const code = error instanceof AssistantAnswerError ? error.code : error instanceof LlmHttpError ? TRANSPORT[error.kind] : 'other';
  return formatMessage(language, 'turn.engineError', { code });
}
