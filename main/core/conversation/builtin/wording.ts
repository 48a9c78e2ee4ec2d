/**
 * Replies that need no capability result: questions back, refusals, and "what can you see?".
 */
import type { UnsupportedAction } from './plan.js';
import { capitalize, joinList, withArticle } from './text.js';
import type { IndexedEntity, VocabularyIndex } from './vocabulary-index.js';

export const WHAT_I_CAN_DO =
  'I can switch lights and switches on or off, tell you the state of the devices I can see, and tell you when something last changed.';

export function named(e: IndexedEntity): string {
  return withArticle(e.display);
}

const UNSUPPORTED: Record<UnsupportedAction, string> = {
  lock: "I can't lock or unlock anything.",
  cover: "I can't open or close covers, doors, windows, blinds or valves.",
  brightness: "I can't dim lights or change their brightness.",
  colour: "I can't change the colour of lights.",
  temperature: "I can't change temperatures or thermostat settings.",
  level: "I can't turn things up or down or set them to a level.",
  media: "I can't control media players.",
  schedule: "I can't schedule changes for later — I only act when you ask, right away.",
  alarm: "I can't arm or disarm alarms.",
  start: "I can't start or stop appliances, scenes or scripts.",
  domain: 'I can only turn lights and switches on or off.',
  other: "Sorry, I didn't understand that.",
};

export function unsupportedText(action: UnsupportedAction): string {
  // These are limits of the app (RFC-0019: lights and switches, on or off), not settings.
  const limit = action === 'other' || action === 'schedule' ? '' : ' No setting changes that.';
  return `${UNSUPPORTED[action]} ${WHAT_I_CAN_DO}${limit}`;
}

/** Lights and switches are the only things the app can switch (RFC-0019); no setting changes that. */
export const ONLY_LIGHTS_AND_SWITCHES = "I can only turn lights and switches on or off — that's a limit of this app, not a setting.";

/** A group none of whose members may be switched: say which limit applies, truthfully. */
export function notControllableText(entities: readonly IndexedEntity[]): string {
  const shown = entities.slice(0, 3).map(named);
  const what = joinList(shown, 'or') + (entities.length > 3 ? ` (and ${entities.length - 3} more)` : '');
  if (entities.every((e) => e.domain !== 'light' && e.domain !== 'switch')) {
    return `${ONLY_LIGHTS_AND_SWITCHES} So I can't switch ${what}, but I can tell you how ${entities.length === 1 ? 'it is' : 'they are'}.`;
  }
  return `I'm not allowed to switch ${what} — you can allow lights and switches in Settings → Control.`;
}

/**
 * A name that matches nothing on the read list. RFC-0018: a refusal must not disclose the
 * household's inventory, so this never says whether such a device exists — only what was shared.
 */
export function unknownText(phrase: string, suggestions: readonly IndexedEntity[]): string {
  const shared = `I can only see what you've shared with me in Settings → Read access, and nothing there matches '${phrase}'.`;
  if (suggestions.length === 0) return `${shared} Ask me "what can you see?" to hear those names.`;
  return `${shared} Did you mean ${joinList(suggestions.map(named), 'or')}?`;
}

export function ambiguousText(phrase: string, candidates: readonly IndexedEntity[]): string {
  const shownEntities = candidates.slice(0, 6);
  const shown = shownEntities.map((e) => (shownEntities.filter((o) => o.display === e.display).length > 1 ? `${named(e)} (${e.entity_id})` : named(e)));
  const more = candidates.length > 6 ? ` (${candidates.length} match)` : '';
  return `More than one device matches '${phrase}'${more}. Which one do you mean: ${joinList(shown, 'or')}?`;
}

export function whichRoomText(): string {
  return "I can't tell which room you're in from here. Which room do you mean?";
}

/** "lights", "switches", "batteries"; a word ending in -ing stays as it is ("heating"). */
function plural(noun: string): string {
  if (/ing$|s$/.test(noun)) return noun;
  if (/(?:x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

export function nothingText(phrase: string, area: string | null, noun: string | null): string {
  const where = area === 'this room' ? 'in this room' : `in the ${area?.toLowerCase() ?? ''}`;
  if (noun && area) return `I don't see any ${plural(noun)} ${where} among the devices I can see.`;
  if (area === 'this room') return "I don't see anything in this room among the devices I can see.";
  if (noun) return `I don't see any ${plural(noun)} among the devices I can see.`;
  return `I couldn't find anything matching '${phrase}'.`;
}

export function noActionText(e: readonly IndexedEntity[]): string {
  const what = e.length === 1 ? named(e[0]!) : 'those';
  return `What would you like me to do with ${what}? I can turn ${e.length === 1 ? 'it' : 'them'} on or off, or tell you how ${e.length === 1 ? 'it is' : 'they are'}.`;
}

const LISTED = 25;

/** "What can you see / control?": the vocabulary's names, no capability needed. */
export function capabilitiesText(index: VocabularyIndex, focus: 'see' | 'control'): string {
  const all = index.entities;
  if (all.length === 0) return "I can't see any devices yet — choose which ones I may use in Settings → Read access.";
  if (focus === 'see') {
    const names = all.slice(0, LISTED).map((e) => e.display);
    const rest = all.length > LISTED ? ` and ${all.length - LISTED} more` : '';
    return `I can see ${all.length === 1 ? 'one device' : `${all.length} devices`}: ${joinList(names, 'and', LISTED + 1)}${rest}. ${WHAT_I_CAN_DO}`;
  }
  const switchable = all.filter((e) => e.domain === 'light' || e.domain === 'switch');
  const rule = 'Whether I may actually switch each one is decided in Settings → Control, and you approve every change.';
  if (switchable.length === 0) return `None of the devices I can see is a light or a switch, and those are the only things I can turn on or off. ${rule}`;
  const names = switchable.slice(0, LISTED).map((e) => e.display);
  const rest = switchable.length > LISTED ? ` and ${switchable.length - LISTED} more` : '';
  return `${capitalize(`I can only ever turn lights and switches on or off. Of the devices I can see, that's ${joinList(names, 'and', LISTED + 1)}${rest}.`)} ${rule}`;
}
