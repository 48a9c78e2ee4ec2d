/** A question about one entity leads with its row; the full read waits behind "Show all N". */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusedRows, StateTable, type ListedEntity } from '../../renderer/components/StateTable.js';

afterEach(cleanup);

const row = (entity_id: string, friendly_name: string, state = 'off'): ListedEntity => ({
  entity_id,
  friendly_name,
  domain: entity_id.split('.')[0]!,
  state,
  unit_of_measurement: null,
  last_changed: new Date().toISOString(),
});
const all = [
  row('light.porch', 'Porch Light'),
  row('light.kitchen_ceiling', 'Kitchen Ceiling Light', 'on'),
  row('switch.coffee_maker', 'Coffee Maker'),
  row('sensor.temp', 'Living Room Temperature', '21'),
];

describe('answers first', () => {
  it('puts first the rows whose ids the turn names, in the read’s order', () => {
    expect(focusedRows(all, ['light.porch']).map((e) => e.entity_id)).toEqual(['light.porch']);
    expect(focusedRows(all, ['switch.coffee_maker', 'light.porch']).map((e) => e.entity_id)).toEqual(['light.porch', 'switch.coffee_maker']);
    expect(focusedRows(all, undefined)).toEqual([]);
    // Every row named: the table is the answer.
    expect(
      focusedRows(
        all,
        all.map((e) => e.entity_id),
      ),
    ).toEqual([]);
  });

  it('never by names in the text: a reply naming a device the turn isn’t about doesn’t focus it', () => {
    // The old rule searched the message and reply for names; "Porch Light" in a reply about the
    // kitchen would have put the porch first.
    expect(focusedRows(all, ['light.kitchen_ceiling']).map((e) => e.entity_id)).toEqual(['light.kitchen_ceiling']);
  });

  it('shows the named row, and the whole table only after "Show all 4"', () => {
    render(<StateTable entities={all} focus={focusedRows(all, ['light.porch'])} />);
    expect(screen.getAllByRole('row')).toHaveLength(2); // header + the porch light
    fireEvent.click(screen.getByRole('button', { name: 'Show all 4' }));
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });
});

describe('the table words a state as the answer does', () => {
  it('a door that is off reads "closed" with its device class, and "off" without one', () => {
    const door = { ...row('binary_sensor.front_door', 'Front Door'), domain: 'binary_sensor' };
    const pill = () => screen.getByRole('table').querySelector('.state-pill')!.textContent.trim();
    render(<StateTable entities={[door]} deviceClasses={{ 'binary_sensor.front_door': 'door' }} />);
    expect(pill()).toBe('closed');
    cleanup();
    render(<StateTable entities={[door]} />);
    expect(pill()).toBe('off');
  });
});
