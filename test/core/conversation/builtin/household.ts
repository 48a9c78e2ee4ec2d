/** A small household vocabulary for the built-in engine's tests (names only, as an engine sees them). */
import type { EngineRoundInput, Proposal, ToolResult, VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';

const entry = (entity_id: string, friendly_name: string, extra: Partial<VocabularyEntry> = {}): VocabularyEntry => ({
  entity_id,
  friendly_name,
  device_class: null,
  unit_of_measurement: null,
  ...extra,
});

export const HOUSEHOLD: VocabularyEntry[] = [
  entry('light.kitchen_ceiling', 'Kitchen ceiling light'),
  entry('light.kitchen_counter', 'Kitchen counter light'),
  entry('light.porch', 'Porch light'),
  entry('switch.coffee_maker', 'Coffee maker'),
  entry('light.bedroom_lamp', 'Bedroom lamp', { area: 'Bedroom' }),
  entry('light.reading_lamp', 'Reading lamp', { area: 'Living Room' }),
  entry('light.living_room_ceiling', 'Ceiling', { area: 'Living Room' }),
  entry('sensor.living_room_temperature', 'Living room temperature', { device_class: 'temperature', unit_of_measurement: '°C', area: 'Living Room' }),
  entry('sensor.living_room_humidity', 'Living room humidity', { device_class: 'humidity', unit_of_measurement: '%', area: 'Living Room' }),
  entry('binary_sensor.front_door', 'Front door', { device_class: 'door' }),
  entry('binary_sensor.hallway_motion', 'Hallway motion', { device_class: 'motion', area: 'Hallway' }),
  entry('lock.back_door', 'Back door lock'),
  entry('climate.living_room', 'Living room thermostat', { area: 'Living Room' }),
  entry('switch.sonoff_4ch', 'Aquarium'),
  entry('light.annas_lamp', "Anna's lamp"),
  entry('sensor.energy_today', 'Energy today', { device_class: 'energy', unit_of_measurement: 'kWh' }),
];

/** A first-round input for a message, with optional overrides. */
export function roundInput(user_message: string, overrides: Partial<EngineRoundInput> = {}): EngineRoundInput {
  return {
    user_message,
    history: [],
    rounds: [],
    vocabulary: HOUSEHOLD,
    time_zone: 'Europe/Amsterdam',
    now: new Date('2026-11-30T15:00:00Z'),
    rounds_left: 3,
    ...overrides,
  };
}

/** The result the executor would give for a proposal. */
export function resultFor(proposal: Proposal, outcome: ToolResult['outcome'], extra: Partial<ToolResult> = {}): ToolResult {
  return { proposal_id: proposal.id, capability: proposal.capability, arguments: proposal.arguments, outcome, ...extra };
}

/** An executed `set_entity_state` result. */
export function switched(proposal: Proposal, changed = true): ToolResult {
  const state = proposal.arguments.state as string;
  const entity_id = proposal.arguments.entity_id as string;
  return resultFor(proposal, 'executed', {
    result: {
      entity_id,
      domain: entity_id.split('.')[0],
      previous_state: changed ? (state === 'on' ? 'off' : 'on') : state,
      new_state: state,
      changed,
      applied_at: '2026-11-30T15:00:01Z',
    },
  });
}

/** An executed `list_entities` result with these states. */
export function listed(proposal: Proposal, states: Record<string, string>): ToolResult {
  return resultFor(proposal, 'executed', {
    result: {
      entities: Object.entries(states).map(([entity_id, state]) => {
        const v = HOUSEHOLD.find((h) => h.entity_id === entity_id);
        return {
          entity_id,
          friendly_name: v?.friendly_name ?? entity_id,
          domain: entity_id.split('.')[0],
          state,
          unit_of_measurement: v?.unit_of_measurement ?? null,
          last_changed: '2026-11-30T14:00:00Z',
        };
      }),
      retrieved_at: '2026-11-30T15:00:00Z',
    },
  });
}
