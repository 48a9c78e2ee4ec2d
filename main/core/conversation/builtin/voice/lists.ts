/**
 * Lists of names in a reply: the locale's own list style (Intl.ListFormat, "a, b and c"), and a
 * long one cut short with the catalogue's "… and N more" (`reply.listMore`).
 */
import type { Named } from '../lang/types.js';
import { formatList } from './format.js';
import { say, type Voice } from './say.js';

export type Conjunction = 'and' | 'or';

export function list(voice: Voice, items: readonly string[], conjunction: Conjunction = 'and', limit = 12): string {
  if (items.length > limit) {
    const shown = items.slice(0, limit - 1);
    return say(voice, 'reply.listMore', { devices: shown.join(', '), conjunction, more: items.length - shown.length });
  }
  return formatList(voice.grammar.locale, items, conjunction === 'and' ? 'conjunction' : 'disjunction');
}

/**
 * Devices by name, as `{<arg>}` (a list of their names), `{<arg>_number}` (the one's grammatical
 * number, or many), `{<arg>_count}`, a list of each further form the grammar gives (`{<arg>_acc}`)
 * and the group's own forms. `label` dresses each name (an entity id beside a name twice shown).
 */
export function devicesArgs(
  voice: Voice,
  devices: readonly Named[],
  conjunction: Conjunction = 'and',
  limit = 12,
  arg = 'devices',
  label: (name: string, device: Named) => string = (name) => name,
): Record<string, string | number> {
  const forms = devices.map((d) => voice.grammar.device(d));
  const args: Record<string, string | number> = {
    [arg]: list(
      voice,
      forms.map((f, k) => label(f.name, devices[k]!)),
      conjunction,
      limit,
    ),
    [`${arg}_number`]: devices.length === 1 ? forms[0]!.number : 'other',
    [`${arg}_count`]: devices.length,
  };
  for (const form of Object.keys(forms[0]?.forms ?? {})) {
    args[`${arg}_${form}`] = list(
      voice,
      forms.map((f, k) => label(f.forms?.[form] ?? f.name, devices[k]!)),
      conjunction,
      limit,
    );
  }
  for (const [form, value] of Object.entries(voice.grammar.group?.(devices) ?? {})) args[`${arg}_${form}`] = value;
  return args;
}
