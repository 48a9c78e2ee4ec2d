/**
 * Both engines get the same picture (DESIGN §5) — the OpenAI-compatible engine's home list
 * carries area, floor, aliases and the controllable flag of allowlisted entities, and this
 * computer's room.
 */
import { describe, expect, it } from 'vitest';
import type { EngineRoundInput, VocabularyEntry } from '../../main/core/conversation/conversation-engine.js';
import { systemPrompt } from '../../main/core/conversation/openai/messages.js';

const LAMP: VocabularyEntry = {
  entity_id: 'light.reading_lamp',
  friendly_name: 'Reading Lamp',
  device_class: null,
  unit_of_measurement: null,
  area: 'Living Room',
  area_id: 'living_room',
  floor: 'Ground Floor',
  aliases: ['big lamp'],
  controllable: true,
};
const FAN: VocabularyEntry = { entity_id: 'fan.ceiling', friendly_name: 'Ceiling Fan', device_class: null, unit_of_measurement: null, controllable: false };

function input(thisArea: string | null): EngineRoundInput {
  return {
    user_message: 'hi',
    history: [],
    rounds: [],
    vocabulary: [LAMP, FAN],
    this_area_id: thisArea,
    time_zone: 'UTC',
    now: new Date('2026-12-01T12:00:00Z'),
    rounds_left: 3,
  };
}

describe('the OpenAI-compatible engine sees areas, floors, aliases, controllability and this room', () => {
  it('lists them per entity, as data', () => {
    const prompt = systemPrompt(input(null));
    expect(prompt).toContain('## Living Room (floor: Ground Floor)');
    expect(prompt).toContain('light.reading_lamp | aka: big lamp | [switch]');
    expect(prompt).toMatch(/^fan\.ceiling \| Ceiling Fan$/m);
  });

  it("names this computer's room when it is set, from the area_id the engines are given", () => {
    expect(systemPrompt(input('living_room'))).toContain('This computer is in the area: Living Room.');
    expect(systemPrompt(input(null))).not.toContain('This computer is in');
  });
});
