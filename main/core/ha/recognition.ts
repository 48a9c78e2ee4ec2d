/**
 * The answer of Home Assistant's recognizer (`conversation/agent/homeassistant/debug`, see
 * ../shared/reference/home-assistant-recognizer.md §2, §7), parsed as `unknown` and reduced to data
 * the recognizer engine reads: the intent, the slots' spoken text and canonical values, and the
 * entity ids Home Assistant listed — a hint only, never the answer (§8.3).
 *
 * Version-tolerant on purpose: the command is a debugging tool, not a versioned API, and its fields
 * already changed once. `source` may be missing (a strict built-in match since 2025.x), and so may
 * `fuzzy_match` (2024.8 and older), `match`, `unmatched_slots` and `sentence_template` (older still).
 * A result of a shape none of those versions has is a coded error, never a guess.
 */
import { z } from 'zod';
import { visibleText } from '../../../common/visible-text.js';

/** What the recognizer made of one sentence; `null` from Home Assistant means nothing recognised. */
export type Recognition =
  | {
      kind: 'intent';
      /** `HassTurnOn`, `HassGetState`, … — a word, checked against a pattern. */
      intent: string;
      /** Slot name → the words spoken for it (else its value), e.g. `{area: "kök", domain: "light"}`. */
      slots: Record<string, string>;
      /** Slot name → its canonical value (`details.<slot>.value`): the area's name, the raw state `on`. */
      values: Record<string, string>;
      /** Every slot filled, names and areas found among Home Assistant's lists. */
      match: boolean;
      /** Home Assistant's fuzzy stage (English only in 2025.9) made this match: never widens what the words named. */
      fuzzy: boolean;
      /** Entity ids Home Assistant would target; a hint (floors ignored, unexposed entities in, a whole room for no domain). */
      targets: string[];
      /** Slots Home Assistant could not fill from its lists, and the words it tried (`{area: "kuchni"}`). */
      unmatched: Record<string, string>;
    }
  /** An automation's sentence trigger matched; Home Assistant did not run it, and neither do we. */
  | { kind: 'trigger' };

/** The answer could not be read as any version of the command's result. */
export class RecognitionShapeError extends Error {
  readonly code = 'RECOGNIZER_ANSWER_UNKNOWN';
  constructor(message: string) {
    super(message);
    this.name = 'RecognitionShapeError';
  }
}

const LIMITS = { maxSlots: 32, maxTargets: 2_000, maxText: 200 } as const;
const INTENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const scalar = z.union([z.string(), z.number(), z.boolean()]);
const detail = z.looseObject({ value: z.unknown().optional(), text: z.unknown().optional() });

const intentResult = z.looseObject({
  intent: z.looseObject({ name: z.string().regex(INTENT_NAME) }),
  slots: z.record(z.string(), z.unknown()).optional(),
  details: z.record(z.string(), detail).optional(),
  targets: z.record(z.string(), z.unknown()).optional(),
  match: z.boolean().optional(),
  fuzzy_match: z.boolean().optional(),
  source: z.string().optional(),
  unmatched_slots: z.record(z.string(), z.unknown()).optional(),
});

const triggerResult = z.looseObject({ source: z.literal('trigger') });

const answer = z.looseObject({ results: z.array(z.unknown()) });

function text(value: unknown): string | null {
  const parsed = scalar.safeParse(value);
  if (!parsed.success) return null;
  const cleaned = visibleText(String(parsed.data), { maxChars: LIMITS.maxText });
  return cleaned === '' ? null : cleaned;
}

function textRecord(record: Record<string, unknown> | undefined, pick: (v: unknown) => unknown = (v) => v): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(record ?? {}).slice(0, LIMITS.maxSlots)) {
    if (!/^[a-z_]{1,40}$/.test(key)) continue;
    const value = text(pick(raw));
    if (value !== null) out[key] = value;
  }
  return out;
}

/** One sentence's result: null, a trigger, or an intent; anything else throws {@link RecognitionShapeError}. */
export function parseRecognition(value: unknown): Recognition | null {
  if (value === null) return null;
  const asIntent = intentResult.safeParse(value);
  if (asIntent.success) {
    const r = asIntent.data;
    const slots = textRecord(r.slots);
    const values = textRecord(r.details, (d) => (d as { value?: unknown }).value);
    const targets = Object.keys(r.targets ?? {})
      .slice(0, LIMITS.maxTargets)
      .filter((id) => /^[a-z0-9_]+\.[a-z0-9_]+$/.test(id));
    return {
      kind: 'intent',
      intent: r.intent.name,
      slots,
      values,
      // Before `match` existed only complete matches were answered.
      match: r.match ?? true,
      // Before `fuzzy_match` existed there was no fuzzy stage (hassil 3 brought it).
      fuzzy: r.fuzzy_match ?? false,
      targets,
      unmatched: textRecord(r.unmatched_slots),
    };
  }
  if (triggerResult.safeParse(value).success) return { kind: 'trigger' };
  throw new RecognitionShapeError("Home Assistant's recognizer answered in a shape this app does not know.");
}

/** The command's whole answer for `count` sentences: one result each, in order. */
export function parseRecognitions(value: unknown, count: number): Array<Recognition | null> {
  const parsed = answer.safeParse(value);
  if (!parsed.success || parsed.data.results.length !== count) {
    throw new RecognitionShapeError("Home Assistant's recognizer answered in a shape this app does not know.");
  }
  return parsed.data.results.map(parseRecognition);
}
