/**
 * Menu labels for pending confirmations: entity and effect in the household's words ("Turn OFF
 * Kitchen Ceiling Light"), so the tray never offers an item it cannot name (DESIGN §6). Names
 * come from Home Assistant and are data: control characters are dropped and length is capped.
 */
import type { PendingListItem } from '../../common/contract/types.js';
import { shellT } from './shell-words.js';
import { visibleText } from '../../common/visible-text.js';

/** Looks up an entity's friendly name; undefined when unknown (the entity id is shown then). */
export type EntityNameLookup = (entity_id: string) => string | undefined;

const MAX_NAME_LENGTH = 48;

const PERIODS: ReadonlySet<string> = new Set(['hour', 'day', 'week']);

/** One line saying what approving `item` would do. */
export function describePending(item: PendingListItem, nameOf: EntityNameLookup): string {
  const entityId = stringArgument(item.arguments, 'entity_id');
  const entity = entityId === undefined ? undefined : displayName(entityId, nameOf);
  switch (item.capability) {
    case 'home_assistant.set_entity_state': {
      const state = stringArgument(item.arguments, 'state');
      if (entity !== undefined && (state === 'on' || state === 'off')) return shellT('card.turn', { state, name: entity });
      break;
    }
    case 'home_assistant.get_history': {
      const period = stringArgument(item.arguments, 'period');
      if (entity !== undefined && period !== undefined && PERIODS.has(period)) return shellT('tray.readHistory', { name: entity, period });
      break;
    }
    case 'home_assistant.list_entities':
      return shellT('card.readAllUnknown');
  }
  const capability = sanitise(item.capability);
  return entity === undefined ? shellT('card.run', { capability }) : shellT('card.runOn', { capability, name: entity });
}

/**
 * `label` for a native menu: on Windows and Linux a single `&` marks a keyboard mnemonic and
 * disappears, so a name like "Tom & Jerry's lamp" needs it doubled.
 */
export function menuLabel(label: string, platform: NodeJS.Platform): string {
  return platform === 'darwin' ? label : label.replaceAll('&', '&&');
}

function displayName(entityId: string, nameOf: EntityNameLookup): string {
  const name = nameOf(entityId);
  const cleaned = name === undefined ? '' : sanitise(name);
  return cleaned === '' ? sanitise(entityId) : cleaned;
}

function stringArgument(args: Record<string, unknown>, key: string): string | undefined {
  const value = args[key];
  return typeof value === 'string' ? value : undefined;
}

function sanitise(text: string): string {
  return visibleText(text, { maxChars: MAX_NAME_LENGTH, ellipsis: true });
}
