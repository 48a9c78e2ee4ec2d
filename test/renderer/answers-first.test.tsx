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
  it('finds the rows the question and the reply name', () => {
    expect(focusedRows(all, 'is the porch light on?', 'The porch light is off.').map((e) => e.entity_id)).toEqual(['light.porch']);
    expect(focusedRows(all, 'what can you see?', 'Here is everything I can see.')).toEqual([]);
  });

  it('shows the named row, and the whole table only after "Show all 4"', () => {
    render(<StateTable entities={all} focus={focusedRows(all, 'is the porch light on?', null)} />);
    expect(screen.getAllByRole('row')).toHaveLength(2); // header + the porch light
    fireEvent.click(screen.getByRole('button', { name: 'Show all 4' }));
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });
});
