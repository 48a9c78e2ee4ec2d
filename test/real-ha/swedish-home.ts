/**
 * The real Home Assistant's home (../shared/real-ha/run_ha.py) renamed into Swedish through its
 * registries, as a household in Stockholm has it: what the recognizer suite (recognizer.real.ts)
 * and its bench row (bench/recognizer-real-ha.bench.ts) send Home Assistant before they speak.
 */
import type { RealHomeAssistant } from './real-ha.js';
import { haSocket } from './real-ha.js';

export const SWEDISH_HOME = {
  KITCHEN: 'light.kitchen_ceiling',
  LAMP: 'light.living_room_lamp',
  BEDROOM: 'light.bedroom_lamp',
  COFFEE: 'switch.coffee_maker',
  TEMPERATURE: 'sensor.living_room_temperature',
  DOOR: 'binary_sensor.front_door',
  LOCK: 'lock.front_door_lock',
  GARAGE: 'cover.garage_door',
} as const;
const { KITCHEN, LAMP, BEDROOM, COFFEE, TEMPERATURE, DOOR, LOCK, GARAGE } = SWEDISH_HOME;
export const ALLOWLIST: string[] = [KITCHEN, LAMP, BEDROOM, COFFEE, TEMPERATURE, DOOR, LOCK, GARAGE];
export const CONTROLLABLE: string[] = [KITCHEN, LAMP, BEDROOM, COFFEE];

/** The home in Swedish, as a household in Stockholm names it (definite forms, as Swedes say them). */
export const SWEDISH: Array<[string, Record<string, unknown>]> = [
  ['config/floor_registry/update', { floor_id: 'ground_floor', name: 'Bottenvåning', aliases: ['nedervåningen'] }],
  ['config/floor_registry/update', { floor_id: 'first_floor', name: 'Övervåning', aliases: ['övervåningen'] }],
  ['config/area_registry/update', { area_id: 'kitchen', name: 'Kök' }],
  ['config/area_registry/update', { area_id: 'living_room', name: 'Vardagsrum', aliases: [] }],
  ['config/area_registry/update', { area_id: 'bedroom', name: 'Sovrum' }],
  ['config/area_registry/update', { area_id: 'hallway', name: 'Hall' }],
  ['config/area_registry/update', { area_id: 'office', name: 'Kontor', aliases: [] }],
  ['config/entity_registry/update', { entity_id: KITCHEN, name: 'Taklampan' }],
  ['config/entity_registry/update', { entity_id: LAMP, name: 'Golvlampan', aliases: ['läslampan'] }],
  ['config/entity_registry/update', { entity_id: BEDROOM, name: 'Sänglampan' }],
  ['config/entity_registry/update', { entity_id: COFFEE, name: 'Kaffebryggaren' }],
  ['config/entity_registry/update', { entity_id: TEMPERATURE, name: 'Vardagsrumstemperaturen' }],
  ['config/entity_registry/update', { entity_id: DOOR, name: 'Ytterdörren' }],
  ['config/entity_registry/update', { entity_id: GARAGE, name: 'Garageporten' }],
  ['config/entity_registry/update', { entity_id: LOCK, name: 'Dörrlåset' }],
  ['config/core/update', { language: 'sv' }],
];

/** Renames the home into Swedish and sets Home Assistant's language to `sv`. */
export async function renameIntoSwedish(ha: RealHomeAssistant): Promise<void> {
  const socket = await haSocket(ha);
  try {
    for (const [type, data] of SWEDISH) await socket.call(type, data);
  } finally {
    socket.close();
  }
}
