/**
 * docs/architecture.md §7b ("One voice"): a reply's words are the catalogue's. A device class's
 * state is said in a reply with the very word the state table's pill shows (`state.word`, chosen by
 * common/state-words.ts); TypeScript only picks the message and its arguments.
 */
import { describe, expect, it } from 'vitest';
import { stateWordOf } from '../../../../common/state-words.js';
import { indexFor, packFor } from '../../../../main/core/conversation/builtin/index.js';
import { formatMessage } from '../../../../main/core/i18n/format-message.js';
import { HOUSEHOLD } from './household.js';

const index = indexFor(HOUSEHOLD);
const entity = (id: string) => index.byId.get(id)!;
/** The pill's word for a state: what renderer/lib/state-words.ts shows for it. */
const pill = (state: string, deviceClass: string | null) => formatMessage('en', 'state.word', { word: stateWordOf(state, deviceClass)! });

describe('the English replies speak from the catalogue', () => {
  const replies = packFor('en').replies;

  it('a binary sensor’s state in a reply is the pill’s word for its device class', () => {
    for (const [id, state] of [
      ['binary_sensor.hallway_motion', 'on'],
      ['binary_sensor.hallway_motion', 'off'],
      ['binary_sensor.front_door', 'on'],
    ] as const) {
      const e = entity(id);
      const reply = replies.stateAnswer({ kind: 'yes_no', yes: true, reading: { entity: e, raw: state, unit: null } }, []);
      const expected = formatMessage('en', 'reply.answer.yesNo', {
        yes: 'yes',
        reading: formatMessage('en', 'reply.reading', { device: `the ${e.display}`, device_number: 'one', state: pill(state, e.device_class) }),
      });
      expect(reply).toBe(expected);
    }
    // Motion that is on is "detected", as the pill says — not a reply-only wording.
    expect(pill('on', 'motion')).toBe(formatMessage('en', 'state.word', { word: 'detected' }));
  });
});
