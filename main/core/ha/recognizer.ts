/**
 * Home Assistant's own sentence recognizer, asked to *recognise* and never to act (docs/architecture.md,
 * "The third engine"; ../shared/reference/home-assistant-recognizer.md). One short-lived WebSocket
 * session (registry-session.ts) that may send exactly two commands — `conversation/agent/list` (which
 * languages Home Assistant's own agent speaks, spelt its way) and `conversation/agent/homeassistant/debug`
 * (intent, slots and candidate entities, executing nothing). `conversation/process`, which would act
 * (unlock the door), is not among them: the session refuses to send it.
 *
 * Careful with the command's quirks (reference §5, §8): a blank or punctuation-only sentence fails the
 * whole request, so it is never sent; each distinct language spelling costs a full load, so only a code
 * from Home Assistant's own list is sent; there is no size limit, so batches are bounded here; and the
 * answer is parsed as any of its known versions (recognition.ts).
 */
import { CapabilityError } from '../capability-error.js';
import type { HomeAssistantTarget } from './client.js';
import { parseRecognitions, RecognitionShapeError, type Recognition } from './recognition.js';
import { RegistryCommandError, withRegistrySession, type RegistrySession } from './registry-session.js';

export const RECOGNIZE_COMMAND = 'conversation/agent/homeassistant/debug';
export const AGENT_LIST_COMMAND = 'conversation/agent/list';
/** The only commands a recognizer session sends. */
export const RECOGNIZER_COMMANDS: ReadonlySet<string> = new Set([AGENT_LIST_COMMAND, RECOGNIZE_COMMAND]);

/**
 * Bounds: the first sentence in a language costs up to about 1.2 s on these machines (reference §5), so
 * a session gets 6 s; a turn sends one sentence, and never more than `maxBatch`.
 */
export const RECOGNIZER_BOUNDS = { sessionMs: 6_000, maxBatch: 8, maxSentenceChars: 4_000, maxMessageBytes: 2 * 1024 * 1024, maxLanguages: 300 } as const;

/** Home Assistant's built-in agent: `conversation.home_assistant` since 2024, `homeassistant` before. */
const DEFAULT_AGENT_IDS = new Set(['conversation.home_assistant', 'homeassistant']);

export type RecognizerCode =
  /** The session failed, or Home Assistant has no such command (older than 2023.7, or `conversation:` not loaded). */
  | 'RECOGNIZER_UNAVAILABLE'
  /** Home Assistant's own agent does not speak this language. */
  | 'RECOGNIZER_LANGUAGE_UNSUPPORTED'
  /** The answer is in a shape no known version has. */
  | 'RECOGNIZER_ANSWER_UNKNOWN'
  | 'RECOGNIZER_TIMEOUT'
  /** Home Assistant rejected the token (a failed login there; the caller engages the auth gate). */
  | 'RECOGNIZER_AUTH_FAILED';

export class RecognizerError extends Error {
  readonly code: RecognizerCode;
  constructor(code: RecognizerCode, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'RecognizerError';
    this.code = code;
  }
}

/** A sentence worth sending: it has a letter or a digit (a blank or `?` fails the whole request, reference §5). */
export function speakable(sentence: string): boolean {
  return /[\p{L}\p{N}]/u.test(sentence);
}

/**
 * The code of Home Assistant's list that `tag` means, spelt as the list spells it (`sv`, `pt-BR`,
 * `zh-TW`): the same tag ignoring case and `_`, else the list's code for the tag's primary language
 * when the list has it bare (`sv-SE` → `sv`), else, for a bare tag, the only one with that primary language. Null when
 * none fits — then nothing is sent, rather than a spelling Home Assistant would load all over again.
 */
export function exactLanguage(tag: string, supported: readonly string[]): string | null {
  const wanted = tag.trim().replaceAll('_', '-').toLowerCase();
  if (wanted === '') return null;
  const exact = supported.find((code) => code.toLowerCase() === wanted);
  if (exact !== undefined) return exact;
  const primary = wanted.split('-')[0]!;
  const bare = supported.find((code) => code.toLowerCase() === primary);
  if (bare !== undefined) return bare;
  // A bare tag may take the only regional form there is (`sr` → `sr-Latn`); a regional one never takes another
  // region's or script's (`zh-CN` is not `zh-TW`).
  if (wanted.includes('-')) return null;
  const same = supported.filter((code) => code.toLowerCase().split('-')[0] === primary);
  return same.length === 1 ? same[0]! : null;
}

/** The open recognizer session. */
export interface RecognizerSession {
  /** The languages Home Assistant's own agent speaks, as it spells them. */
  languages(): Promise<string[]>;
  /**
   * Recognises `sentences` in `language` (a code from {@link languages}); one result each, in order.
   * Sentences that are not {@link speakable} are answered null without being sent.
   */
  recognize(sentences: readonly string[], language: string): Promise<Array<Recognition | null>>;
  /** Whether Home Assistant answers the recognizer command at all (an empty request, 1 ms there). */
  answers(): Promise<boolean>;
}

export interface RecognizerSessionOptions {
  timeoutMs?: number;
}

/** Runs `work` in one recognizer session; failures are {@link RecognizerError}s. */
export async function withRecognizer<T>(
  target: HomeAssistantTarget,
  work: (session: RecognizerSession) => Promise<T>,
  options: RecognizerSessionOptions = {},
): Promise<T> {
  try {
    return await withRegistrySession(target, (session) => work(new Session(session)), {
      timeoutMs: options.timeoutMs ?? RECOGNIZER_BOUNDS.sessionMs,
      maxMessageBytes: RECOGNIZER_BOUNDS.maxMessageBytes,
      commands: RECOGNIZER_COMMANDS,
    });
  } catch (error) {
    throw asRecognizerError(error);
  }
}

class Session implements RecognizerSession {
  #languages: string[] | null = null;

  constructor(private readonly session: RegistrySession) {}

  async languages(): Promise<string[]> {
    if (this.#languages !== null) return this.#languages;
    const result = await this.session.command(AGENT_LIST_COMMAND);
    const agents = (result as { agents?: unknown } | null)?.agents;
    if (!Array.isArray(agents)) throw new RecognitionShapeError("Home Assistant's agent list is in a shape this app does not know.");
    const own = agents.find(
      (a): a is { supported_languages?: unknown } => typeof a === 'object' && a !== null && DEFAULT_AGENT_IDS.has(String((a as { id?: unknown }).id)),
    );
    const list = own?.supported_languages;
    this.#languages = Array.isArray(list)
      ? list
          .filter((code): code is string => typeof code === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/.test(code))
          .slice(0, RECOGNIZER_BOUNDS.maxLanguages)
      : [];
    return this.#languages;
  }

  async answers(): Promise<boolean> {
    try {
      parseRecognitions(await this.session.command(RECOGNIZE_COMMAND, { sentences: [] }), 0);
      return true;
    } catch (error) {
      if (error instanceof RegistryCommandError && error.haCode === 'unknown_command') return false;
      throw error;
    }
  }

  async recognize(sentences: readonly string[], language: string): Promise<Array<Recognition | null>> {
    if (sentences.length > RECOGNIZER_BOUNDS.maxBatch) throw new RangeError(`At most ${RECOGNIZER_BOUNDS.maxBatch} sentences per request.`);
    if (!(await this.languages()).includes(language)) {
      throw new RecognizerError('RECOGNIZER_LANGUAGE_UNSUPPORTED', "Home Assistant's own assistant does not speak this language.");
    }
    const sent = sentences.map((s) => s.slice(0, RECOGNIZER_BOUNDS.maxSentenceChars)).filter(speakable);
    const results = sent.length === 0 ? [] : parseRecognitions(await this.session.command(RECOGNIZE_COMMAND, { sentences: sent, language }), sent.length);
    let next = 0;
    return sentences.map((s) => (speakable(s.slice(0, RECOGNIZER_BOUNDS.maxSentenceChars)) ? results[next++]! : null));
  }
}

/** Any failure of a recognizer session, as the coded error callers decide by. */
export function asRecognizerError(error: unknown): RecognizerError {
  if (error instanceof RecognizerError) return error;
  if (error instanceof RecognitionShapeError) return new RecognizerError('RECOGNIZER_ANSWER_UNKNOWN', error.message, { cause: error });
  if (error instanceof RegistryCommandError && error.haCode === 'unknown_command') {
    return new RecognizerError('RECOGNIZER_UNAVAILABLE', 'This Home Assistant does not offer its recognizer (Assist) over the WebSocket API.', {
      cause: error,
    });
  }
  if (error instanceof CapabilityError) {
    if (error.code === 'EXECUTION_TIMEOUT')
      return new RecognizerError('RECOGNIZER_TIMEOUT', "Home Assistant's recognizer did not answer in time.", { cause: error });
    if (error.code === 'HOME_ASSISTANT_AUTH_FAILED') return new RecognizerError('RECOGNIZER_AUTH_FAILED', error.message, { cause: error });
  }
  return new RecognizerError('RECOGNIZER_UNAVAILABLE', "Home Assistant's recognizer could not be reached.", { cause: error });
}
