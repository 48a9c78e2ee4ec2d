/**
 * The demo home's recent past, so the demo shows what the app does with a lived-in home: each device
 * changed at its own time (never all "just now"), and the front door opened and closed a few times in
 * the last days — the newest this morning, or a few hours ago — so "When did the front door last
 * open?" has an answer and a chart with events. Times are relative to `now`, so a demo started at any
 * hour tells the same story.
 */
import { demoRegistries } from './demo-registries.js';
import { demoHome } from './homes.js';
import { startFakeHomeAssistant } from './server.js';
import type { FakeEntity, FakeHomeAssistant } from './types.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long ago each demo device last changed. */
const AGO: Readonly<Record<string, number>> = {
  'light.kitchen_ceiling': 25 * MINUTE,
  'light.porch': 9 * HOUR,
  'light.living_room_lamp': 48 * MINUTE,
  'light.bedroom': 11 * HOUR,
  'light.hallway': 5 * HOUR + 20 * MINUTE,
  'light.garage': 3 * 24 * HOUR,
  'switch.coffee_maker': 2 * HOUR + 5 * MINUTE,
  'switch.office_printer': 4 * HOUR,
  'sensor.living_room_temperature': 6 * MINUTE,
  'sensor.living_room_humidity': 14 * MINUTE,
  'sensor.outdoor_temperature': 11 * MINUTE,
  'binary_sensor.front_door': 2 * HOUR + 38 * MINUTE,
  'binary_sensor.hallway_motion': 3 * MINUTE,
  'lock.front_door': 2 * HOUR + 36 * MINUTE,
  'climate.living_room': 7 * HOUR,
  'media_player.living_room_tv': 35 * MINUTE,
};

/** The front door's openings, newest last: [opened, closed] minutes ago. */
const DOOR: ReadonlyArray<readonly [number, number]> = [
  [3 * 24 * 60 + 510, 3 * 24 * 60 + 508],
  [2 * 24 * 60 + 75, 2 * 24 * 60 + 74],
  [24 * 60 + 600, 24 * 60 + 597],
  [24 * 60 + 95, 24 * 60 + 93],
  [160, 158],
];

/** `entities` with each device's last change in the past (devices without a story keep theirs). */
export function withDemoTimes(entities: readonly FakeEntity[], now: number): FakeEntity[] {
  return entities.map((e) => (AGO[e.entity_id] === undefined ? e : { ...e, last_changed: new Date(now - AGO[e.entity_id]!).toISOString() }));
}

/** The front door's history over the last days (HA's `binary_sensor` door: `on` is open). */
export function demoDoorHistory(now: number): Array<{ state: string; at: string }> {
  return DOOR.flatMap(([opened, closed]) => [
    { state: 'on', at: new Date(now - opened * MINUTE).toISOString() },
    { state: 'off', at: new Date(now - closed * MINUTE).toISOString() },
  ]);
}

/** The demo's Home Assistant: the demo home with its rooms, floors and recent past. */
export async function startDemoHomeAssistant(now: number = Date.now()): Promise<FakeHomeAssistant> {
  const ha = await startFakeHomeAssistant({ entities: withDemoTimes(demoHome(), now), registries: demoRegistries(), config: { location_name: 'Demo Home' } });
  ha.addHistory('binary_sensor.front_door', demoDoorHistory(now));
  return ha;
}
