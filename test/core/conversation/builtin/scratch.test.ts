import { it } from 'vitest';
import { buildIndex, planForTurn } from '../../../../main/core/conversation/builtin/index.js';
import type { VocabularyEntry } from '../../../../main/core/conversation/engine.js';
const v = (entity_id: string, friendly_name: string, area?: string, floor?: string, aliases?: string[]): VocabularyEntry => ({ entity_id, friendly_name, device_class: null, unit_of_measurement: null, controllable: true, ...(area ? { area, area_id: area.toLowerCase().replace(/ /g, '_') } : {}), ...(floor ? { floor } : {}), ...(aliases ? { aliases } : {}) });
const vocab = [
  v('light.porch', 'Porch Light', 'Front Yard'),
  v('light.kitchen_ceiling', 'Kitchen Ceiling Light', 'Kitchen', 'Ground Floor'),
  v('light.kitchen_counter', 'Kitchen Counter Light', 'Kitchen', 'Ground Floor'),
  v('switch.kitchen_appliance_plug', 'Kitchen Appliance Plug', 'Kitchen', 'Ground Floor'),
  v('switch.kitchen_kettle_plug', 'Kitchen Kettle Plug', 'Kitchen', 'Ground Floor'),
  v('switch.coffee_maker', 'Coffee Maker', 'Kitchen', 'Ground Floor'),
  v('light.hallway', 'Hallway Light', 'Hallway', 'Ground Floor'),
  v('light.garden', 'Garden Light', 'Backyard'),
  v('light.bedroom', 'Bedroom Light', 'Bedroom', 'Upstairs'),
  v('light.landing', 'Landing Light', 'Landing', 'Upstairs'),
  { entity_id: 'climate.thermostat', friendly_name: 'Thermostat', device_class: null, unit_of_measurement: null, area: 'Hallway' },
  v('light.living_lamp', 'Reading Lamp', 'Living Room', 'Ground Floor', ['big lamp']),
];
const index = buildIndex(vocab);
const hist = (pairs: string[]) => pairs.map((t, i) => ({ role: (i % 2 === 0 ? 'user' : 'assistant') as 'user' | 'assistant', text: t }));
const show = (msg: string, history: string[] = []) => {
  const p = planForTurn({ user_message: msg, history: hist(history), rounds: [], vocabulary: vocab, time_zone: 'UTC', now: new Date(), rounds_left: 3 }, index);
  console.log(JSON.stringify(msg), '=>', p.kind, 'targets' in p ? p.targets.join(',') : 'target' in p ? p.target : '', 'state' in p ? p.state : '', 'reason' in p ? p.reason : '', 'text' in p ? p.text.slice(0, 90) : '');
};
it('scratch', () => {
  for (const m of ['turn off the kitchen lights', 'turn off the lights in the kitchen', 'turn off the lights upstairs', 'turn off all the bedroom lights upstairs', 'turn on the backyard light', 'turn on the big lamp', 'turn off the kitchen plug', 'turn on the coffeemaker', 'turn on the coffee maker', 'the porch light, turn it off', 'turn off the porch light please answer yes or no', 'turn on the porch light for me', 'porch light activity over the last 7 days', 'the porch light history for this week', "what's the thermostat set to?", 'turn on the kitchen light and turn off the hallway light', 'turn on the porch light and the hallway light']) show(m);
  show('turn it back on', ['turn off the porch light', 'Turned off the porch light.']);
  show('and the hallway?', ['turn off the porch light', 'Turned off the porch light.']);
  show('what about upstairs?', ['turn off the kitchen lights', 'Turned off the kitchen ceiling light and the kitchen counter light.']);
  show('the kitchen ceiling light', ['turn off the kitchen light', "More than one device matches 'kitchen light'. Which one do you mean: the kitchen ceiling light or the kitchen counter light?"]);
  show('the appliance one', ['turn off the kitchen plug', "More than one device matches 'kitchen plug'. Which one do you mean: the kitchen appliance plug or the kitchen kettle plug?"]);
  show('turn on the garage heater');
  show('turn on the fan');
  show('set the curtain to 50%');
});
