/**
 * The allowlist picker: search, a domain filter, "select all in view", and a windowed list that
 * stays instant with 5,000 entities. Sensitive domains are flagged on every row, and "select all"
 * never ticks them — each is a decision of its own.
 */
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { Icon } from '../components/Icon.js';
import { stateTone } from '../components/StateTable.js';
import { VirtualList } from '../components/VirtualList.js';
import { domainLabel } from '../lib/entities.js';
import { markFilterCommitted, markFilterStart } from '../lib/perf-probe.js';
import type { PickerEntity } from '../stores/entities.js';
import { rich, t } from '../i18n/index.js';
import { stateWord } from '../lib/state-words.js';
import { useLocale } from '../i18n/use-locale.js';

type Show = 'all' | 'selected' | 'unselected';

export interface EntityPickerProps {
  entities: readonly PickerEntity[];
  checked: ReadonlySet<string>;
  onChange: (ids: readonly string[], on: boolean) => void;
  /** What the list is, for labels: "entities the assistant may read". */
  purpose: string;
  errors?: Record<string, string>;
  disabled?: boolean;
  testId: string;
  height?: number;
}

const ROW_HEIGHT = 52;

/** Filters by search words (all must match name or id), domain and selection. */
export function filterEntities(entities: readonly PickerEntity[], query: string, domain: string, show: Show, checked: ReadonlySet<string>): PickerEntity[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const out: PickerEntity[] = [];
  for (const e of entities) {
    if (domain !== '' && e.domain !== domain) continue;
    if (show === 'selected' && !checked.has(e.entity_id)) continue;
    if (show === 'unselected' && checked.has(e.entity_id)) continue;
    let ok = true;
    for (const w of words) {
      if (!e.search.includes(w)) {
        ok = false;
        break;
      }
    }
    if (ok) out.push(e);
  }
  return out;
}

/** What `filterEntities` gets when everything is shown: it reads no selection then. */
const NO_SELECTION: ReadonlySet<string> = new Set();

export function EntityPicker({ entities, checked, onChange, purpose, errors = {}, disabled = false, testId, height = 416 }: EntityPickerProps) {
  const [query, setQuery] = useState('');
  const [domain, setDomain] = useState('');
  const [show, setShow] = useState<Show>('all');
  const searchId = useId();
  const domainId = useId();
  const showId = useId();
  const countId = useId();

  const locale = useLocale();
  const domains = useMemo(() => {
    const counts = new Map<string, number>();
    for (const e of entities) counts.set(e.domain, (counts.get(e.domain) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => domainLabel(a[0]).localeCompare(domainLabel(b[0]), locale));
  }, [entities, locale]);

  // With "everything" shown, ticking a box must not refilter the whole list.
  const selection = show === 'all' ? NO_SELECTION : checked;
  const visible = useMemo(() => filterEntities(entities, query, domain, show, selection), [entities, query, domain, show, selection]);

  const selectableInView = visible.filter((e) => !e.sensitive && !checked.has(e.entity_id));
  const selectedInView = visible.filter((e) => checked.has(e.entity_id));
  const sensitiveInView = visible.filter((e) => e.sensitive && !checked.has(e.entity_id)).length;

  const renderRow = useCallback(
    (e: PickerEntity) => <PickerRow entity={e} checked={checked.has(e.entity_id)} error={errors[e.entity_id]} disabled={disabled} onChange={onChange} />,
    [checked, errors, disabled, onChange],
  );

  return (
    <div className="picker" data-testid={testId}>
      <div className="picker__tools">
        <div className="field field--search">
          <label htmlFor={searchId}>{t('picker.search')}</label>
          <div className="input-with-icon">
            <Icon name="search" />
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder={t('picker.searchPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                markFilterStart();
                setQuery(event.target.value);
              }}
              aria-describedby={countId}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor={domainId}>{t('picker.domain')}</label>
          <select id={domainId} value={domain} onChange={(event) => setDomain(event.target.value)}>
            <option value="">{t('picker.allDomains', { count: entities.length })}</option>
            {domains.map(([d, n]) => (
              <option key={d} value={d}>
                {t('picker.domainOption', { label: domainLabel(d), count: n })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={showId}>{t('picker.show')}</label>
          <select id={showId} value={show} onChange={(event) => setShow(event.target.value as Show)}>
            <option value="all">{t('picker.showAll')}</option>
            <option value="selected">{t('picker.showSelected')}</option>
            <option value="unselected">{t('picker.showUnselected')}</option>
          </select>
        </div>
      </div>
      <div className="picker__bar">
        <p id={countId} className="picker__count" aria-live="polite">
          {rich('picker.count', { shown: visible.length, selected: checked.size, b: (chunks) => <strong>{chunks}</strong> })}
        </p>
        <div className="picker__bulk">
          <button
            type="button"
            className="button button--small button--quiet"
            disabled={disabled || selectableInView.length === 0}
            onClick={() =>
              onChange(
                selectableInView.map((e) => e.entity_id),
                true,
              )
            }
          >
            {selectableInView.length > 0 ? t('picker.selectAllCount', { count: selectableInView.length }) : t('picker.selectAll')}
          </button>
          <button
            type="button"
            className="button button--small button--quiet"
            disabled={disabled || selectedInView.length === 0}
            onClick={() =>
              onChange(
                selectedInView.map((e) => e.entity_id),
                false,
              )
            }
          >
            {t('picker.clearAll')}
          </button>
        </div>
      </div>
      {sensitiveInView > 0 ? (
        <p className="picker__note">
          <Icon name="lock" /> {t('picker.sensitiveNote', { count: sensitiveInView })}
        </p>
      ) : null}
      {visible.length === 0 ? (
        <p className="picker__empty">{t('picker.noMatch')}</p>
      ) : (
        <VirtualList
          items={visible}
          rowHeight={ROW_HEIGHT}
          maxHeight={height}
          getKey={(e) => e.entity_id}
          renderRow={renderRow}
          label={t('picker.listLabel', { purpose })}
          resetKey={`${query}\u0000${domain}\u0000${show}`}
          testId={`${testId}-list`}
          onCommit={markFilterCommitted}
        />
      )}
    </div>
  );
}

const PickerRow = memo(function PickerRow({
  entity,
  checked,
  error,
  disabled,
  onChange,
}: {
  entity: PickerEntity;
  checked: boolean;
  error: string | undefined;
  disabled: boolean;
  onChange: (ids: readonly string[], on: boolean) => void;
}) {
  useLocale(); // memoised: drawn again when the language changes
  const id = `pick-${entity.entity_id}`;
  return (
    <div className={`pick${checked ? ' pick--checked' : ''}${error !== undefined ? ' pick--error' : ''}`} data-entity-id={entity.entity_id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange([entity.entity_id], event.target.checked)}
        aria-describedby={entity.sensitive ? `${id}-meta ${id}-sensitive` : `${id}-meta`}
      />
      <label htmlFor={id} className="pick__label">
        <span className="pick__name">{entity.friendly_name || entity.entity_id}</span>
        <span className="pick__id mono" id={`${id}-meta`}>
          {entity.entity_id}
          {error !== undefined ? ` — ${error}` : ''}
        </span>
      </label>
      <span className="pick__tags">
        {entity.sensitive ? (
          // The badge is the row's one "sensitive" word, read out with the checkbox through aria-describedby.
          <span className="tag tag--sensitive" id={`${id}-sensitive`} title={t('picker.sensitiveTitle')}>
            <Icon name="lock" />
            {t('picker.sensitive')}
          </span>
        ) : null}
        <span className={`state-pill state-pill--${stateTone(entity.state)}`}>
          {stateWord(entity.state, entity.device_class)}
          {entity.unit_of_measurement ? ` ${entity.unit_of_measurement}` : ''}
        </span>
      </span>
    </div>
  );
});
