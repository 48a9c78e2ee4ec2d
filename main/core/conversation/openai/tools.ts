/**
 * The Chat Completions `tools` an OpenAI-compatible model is offered: one function per registered
 * capability, its parameters derived from the capability's own zod `args` schema with
 * `z.toJSONSchema` (DESIGN §5) — so what the model is told and what the executor checks at stage 2
 * cannot drift apart. Function names can't contain dots, so `home_assistant.list_entities` is
 * offered as `home_assistant__list_entities` and mapped back; an unknown name is passed through as
 * it came, for the executor to refuse (`CAPABILITY_UNKNOWN`). Descriptions are short and say when
 * not to use a tool; each argument gets one line of words (the schema itself stays zod's).
 */
import { z } from 'zod';
import type { AnyCapability } from '../../capabilities/capability.js';
import { getHistory } from '../../capabilities/get-history.js';
import { listEntities } from '../../capabilities/list-entities.js';
import { setEntityState } from '../../capabilities/set-entity-state.js';

/** The capabilities a model may propose (the registry's three; the executor knows no others). */
export const OFFERED_CAPABILITIES: readonly AnyCapability[] = [listEntities, getHistory, setEntityState];

export interface ChatTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/**
 * What the model is told about each tool: short, one job each, saying when to use it and when not
 * (small models follow the first sentence; DESIGN §5 "questions are answered by reading").
 */
const DESCRIPTIONS: Record<string, string> = {
  'home_assistant.list_entities':
    'Read the current state of every device in the home list. Use it to answer questions about now ("is the kitchen light on?", "what is the temperature?"). Needs the household\u2019s approval.',
  'home_assistant.get_history':
    'Read when one device changed in the last hour, day or week. Use it for questions about the past ("when did the front door last open?"). Needs the household\u2019s approval.',
  'home_assistant.set_entity_state':
    'Switch one device marked [switch] on or off. Only when the household asks to switch it in this message; never to answer a question. Needs the household\u2019s approval.',
};

/** Words for each argument, added to the zod-derived schema (which has none). */
const ARGUMENT_WORDS: Record<string, string> = {
  entity_id: 'An entity_id from the home list, exactly as written.',
  period: '"hour", "day" (also for "today") or "week" (for "last time").',
  state: '"on" or "off".',
};

/** `home_assistant.list_entities` → `home_assistant__list_entities` (Chat Completions names allow `[a-zA-Z0-9_-]` only). */
export function toolNameOf(capability: string): string {
  return capability.replaceAll('.', '__');
}

const BY_TOOL_NAME = new Map(OFFERED_CAPABILITIES.map((c) => [toolNameOf(c.name), c.name]));
const OFFERED_NAMES = new Set(OFFERED_CAPABILITIES.map((c) => c.name));
const OFFERED_TOOL_NAMES: ReadonlySet<string> = new Set(OFFERED_CAPABILITIES.map((c) => toolNameOf(c.name)));

/** The tool names a request offers (a call written as text must name one of them). */
export function offeredToolNames(): ReadonlySet<string> {
  return OFFERED_TOOL_NAMES;
}

/** The capability a tool call names; an unknown name comes back unchanged, so the executor judges it. */
export function capabilityOfToolName(name: string): string {
  return BY_TOOL_NAME.get(name) ?? name;
}

/**
 * How a proposal's capability is named back to the model in the transcript of earlier rounds. An
 * unknown name the model made up is replayed in the characters function names allow (servers may
 * refuse the whole request over one bad name); its tool result says CAPABILITY_UNKNOWN either way.
 */
export function toolNameForTranscript(capability: string): string {
  if (OFFERED_NAMES.has(capability)) return toolNameOf(capability);
  const safe = capability.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64);
  return safe === '' ? 'unknown_tool' : safe;
}

/**
 * `z.toJSONSchema(args)`, minus two things small servers trip over: the `$schema` key, and `pattern`
 * (the entity-id rule uses look-around, which llama.cpp's grammar converter and others can't
 * compile). Both are enforced again by the executor's stage 2, which is the judge anyway.
 */
export function parametersOf(capability: AnyCapability): Record<string, unknown> {
  const schema = stripSchema(z.toJSONSchema(capability.args, { io: 'input' })) as Record<string, unknown>;
  const properties = schema['properties'];
  if (properties !== null && typeof properties === 'object') {
    for (const [name, property] of Object.entries(properties as Record<string, unknown>)) {
      const words = ARGUMENT_WORDS[name];
      if (words !== undefined && property !== null && typeof property === 'object') (property as Record<string, unknown>)['description'] = words;
    }
  }
  return schema;
}

/** Drops `$schema` and `pattern` keywords (string-valued; a property *named* "pattern" holds a schema object and stays). */
function stripSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSchema);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if ((key === '$schema' || key === 'pattern') && typeof inner === 'string') continue;
    out[key] = stripSchema(inner);
  }
  return out;
}

let cached: ChatTool[] | null = null;

/** The `tools` array of every request (built once: the schemas are static). */
export function chatTools(): ChatTool[] {
  cached ??= OFFERED_CAPABILITIES.map((capability) => ({
    type: 'function' as const,
    function: {
      name: toolNameOf(capability.name),
      description: DESCRIPTIONS[capability.name] ?? capability.description,
      parameters: parametersOf(capability),
    },
  }));
  return structuredClone(cached);
}
