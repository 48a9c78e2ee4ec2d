/**
 * `list_entities` result as a compact state table (name, id, state with unit, last change).
 * RFC-0018 reads every allowlisted entity; when the question was about a few of them, their rows
 * come first and the full table waits behind "Show all N": the answer first, the detail on request.
 */
import { useState } from 'react';
import '../styles/result-focused.css';
import { cleanName } from '../lib/entities.js';
import { formatRelative } from '../lib/time.js';
import { useNow } from './useNow.js';
import { t } from '../i18n/index.js';
import { stateWord } from '../lib/state-words.js';

export interface ListedEntity {
  entity_id: string;
  friendly_name: string;
  domain: string;
  state: string;
  unit_of_measurement: string | null;
  last_changed: string;
}

export function isListResult(value: unknown): value is { entities: ListedEntity[]; retrieved_at?: string } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { entities?: unknown }).entities);
}

const ON_STATES = new Set(['on', 'open', 'unlocked', 'home', 'playing', 'heat', 'cool', 'detected']);
const OFF_STATES = new Set(['off', 'closed', 'locked', 'not_home', 'idle', 'standby', 'clear']);

export function stateTone(state: string): 'on' | 'off' | 'unavailable' | 'value' {
  if (state === 'unavailable' || state === 'unknown') return 'unavailable';
  if (ON_STATES.has(state)) return 'on';
  if (OFF_STATES.has(state)) return 'off';
  return 'value';
}

/**
 * The rows the turn was about: the entity ids main named on the turn (`focus_entity_ids`), in the
 * read's order. Empty when none, or all, are named — then the table is the answer.
 */
export function focusedRows(entities: readonly ListedEntity[], focus: readonly string[] | undefined): ListedEntity[] {
  if (focus === undefined || focus.length === 0) return [];
  const wanted = new Set(focus);
  const named = entities.filter((e) => wanted.has(e.entity_id));
  return named.length === entities.length ? [] : named;
}

export function StateTable({
  entities,
  retrievedAt,
  focus = [],
  deviceClasses = {},
}: {
  entities: ListedEntity[];
  retrievedAt?: string;
  focus?: ListedEntity[];
  /** Device classes by entity id (the event's `device_classes`): a door's `off` is "closed". */
  deviceClasses?: Readonly<Record<string, string>>;
}) {
  const [all, setAll] = useState(false);
  if (entities.length === 0) return <p className="muted">{t('table.none')}</p>;
  if (focus.length === 0 || all) return <Table entities={entities} deviceClasses={deviceClasses} {...(retrievedAt !== undefined ? { retrievedAt } : {})} />;
  return (
    <div className="result-focused">
      <Table entities={focus} deviceClasses={deviceClasses} {...(retrievedAt !== undefined ? { retrievedAt } : {})} />
      <button type="button" className="button button--quiet button--small" aria-expanded={false} onClick={() => setAll(true)} data-testid="show-all">
        {t('table.showAll', { count: entities.length })}
      </button>
    </div>
  );
}

function Table({ entities, retrievedAt, deviceClasses }: { entities: ListedEntity[]; retrievedAt?: string; deviceClasses: Readonly<Record<string, string>> }) {
  const now = useNow();
  return (
    <div className="result result--table" data-testid="state-table">
      <table className="state-table">
        <caption className="result__caption">
          {retrievedAt !== undefined ? t('table.captionRead', { when: formatRelative(retrievedAt, now) }) : t('table.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('table.entity')}</th>
            <th scope="col">{t('table.state')}</th>
            <th scope="col" className="state-table__when">
              {t('table.changed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entities.map((e) => (
            <tr key={e.entity_id}>
              <th scope="row">
                <span className="state-table__name">{cleanName(e.friendly_name) || e.entity_id}</span>
                <span className="state-table__id mono">{e.entity_id}</span>
              </th>
              <td>
                <span className={`state-pill state-pill--${stateTone(e.state)}`}>
                  {stateWord(e.state, deviceClasses[e.entity_id])}
                  {e.unit_of_measurement ? ` ${e.unit_of_measurement}` : ''}
                </span>
              </td>
              <td className="state-table__when">{formatRelative(e.last_changed, now)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
