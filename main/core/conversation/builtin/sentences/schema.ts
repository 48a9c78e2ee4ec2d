/**
 * The sentence data's shape, checked when a language is first compiled: a translator's typo in
 * `words.json` or `sentences.json` (an unknown intent, a misspelt field) fails with a path, not
 * as a wrong answer later. Codes (kinds, states, reasons) are checked again where they are used.
 */
import { z } from 'zod';
import type { SentencesData, WordsData } from './types.js';

const values = z
  .object({
    kind: z.string().optional(),
    plural: z.boolean().optional(),
    state: z.string().optional(),
    here: z.boolean().optional(),
    everywhere: z.boolean().optional(),
    all: z.boolean().optional(),
    measure: z.enum(['temperature', 'humidity']).optional(),
    period: z.enum(['hour', 'day', 'week']).optional(),
    each_place: z.boolean().optional(),
    state_for: z.record(z.string(), z.string()).optional(),
    name_word: z.string().min(1).optional(),
    either_place: z.boolean().optional(),
    one: z.boolean().optional(),
    one_alone: z.boolean().optional(),
    pronoun: z.boolean().optional(),
  })
  .strict();

const phrases = z.array(z.string().min(1)).optional();

const wordsSchema = z
  .object({
    language: z.string(),
    text: z
      .object({
        fold: z.record(z.string(), z.string()).optional(),
        contractions: z.record(z.string(), z.string()).optional(),
        enclitics: z
          .object({ hosts: z.array(z.string().min(1)), pronouns: z.array(z.string().min(1)) })
          .strict()
          .optional(),
        typos: z.boolean().optional(),
        question_marks: z.array(z.string().min(1)).optional(),
      })
      .strict()
      .optional(),
    name_glue: z.array(z.string().min(1)).optional(),
    name_endings: z.array(z.object({ from: z.string().min(1), to: z.array(z.string()) }).strict()).optional(),
    articles: z
      .object({ common: z.string(), neuter: z.string(), neuter_endings: z.array(z.string().min(1)), bare_leads: z.array(z.string()).optional() })
      .strict()
      .optional(),
    compounds: z
      .object({ links: z.array(z.string().min(1)).optional() })
      .strict()
      .optional(),
    fallback: z.string().min(2).optional(),
    kind_plurals: z.record(z.string(), z.string()).optional(),
    state_words: z.record(z.string(), z.string()).optional(),
    floor_words: z.record(z.string(), z.array(z.string().min(1))).optional(),
    lists: z.record(z.string(), z.record(z.string(), values)),
    rules: z.record(z.string(), z.string()),
    follow_up: z
      .object({
        carry_on: phrases,
        pronoun: phrases,
        ellipsis: phrases,
        article: phrases,
        filler: phrases,
        room_lead: phrases,
      })
      .strict()
      .optional(),
    matching: z
      .object({
        state_narrows: z.boolean().optional(),
        exact_names: z.boolean().optional(),
        all_everywhere: z.boolean().optional(),
        one_named: z.boolean().optional(),
        plural_names: z.boolean().optional(),
        properties: z.boolean().optional(),
        place_names: z.boolean().optional(),
        object_ids: z.boolean().optional(),
        kind_fits_name: z.boolean().optional(),
        run_together_names: z.boolean().optional(),
      })
      .strict()
      .optional(),
    grammar: z.record(z.string(), z.union([z.array(z.string()), z.record(z.string(), z.string())])).optional(),
  })
  .strict();

const sentences = z.array(z.string().min(1)).min(1);
const question = z.enum(['yes_no', 'any', 'all', 'which', 'count', 'value', 'list']);
const reason = z.enum(['lock', 'cover', 'brightness', 'colour', 'temperature', 'level', 'media', 'schedule', 'alarm', 'start', 'domain', 'other']);
const intent = z.discriminatedUnion('intent', [
  values.extend({ intent: z.literal('set'), action: z.enum(['on', 'off']), unasked: z.boolean().optional(), sentences }).strict(),
  values.extend({ intent: z.literal('state'), question, sentences }).strict(),
  values.extend({ intent: z.literal('history'), ask: z.enum(['last', 'count', 'list']), sentences }).strict(),
  z.object({ intent: z.literal('capabilities'), focus: z.enum(['see', 'control']), sentences }).strict(),
  z.object({ intent: z.literal('decline'), reason, sentences }).strict(),
  z.object({ intent: z.literal('chat'), reply: z.enum(['thanks', 'bye', 'hello', 'acknowledge', 'prompt']), sentences }).strict(),
  values.extend({ intent: z.literal('name_only'), sentences }).strict(),
  z.object({ intent: z.literal('pronoun'), sentences }).strict(),
]);
const sentencesSchema = z.object({ language: z.string(), intents: z.array(intent) }).strict();

export const readWords = (data: unknown): WordsData => wordsSchema.parse(data);
export const readSentences = (data: unknown): SentencesData => sentencesSchema.parse(data);
