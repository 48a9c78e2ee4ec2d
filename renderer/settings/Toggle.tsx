/** An on/off switch that saves at once; its label says what "on" allows. */
import { useId } from 'react';
import { t } from '../i18n/index.js';

export function Toggle({
  on,
  label,
  description,
  busy,
  disabled,
  onChange,
  testId,
}: {
  on: boolean;
  label: string;
  description?: string;
  busy?: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="toggle-row">
      <div className="toggle-row__text">
        <span id={labelId} className="toggle-row__label">
          {label}
        </span>
        {description !== undefined ? (
          <span id={descriptionId} className="toggle-row__description">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        aria-busy={busy === true}
        disabled={disabled === true || busy === true}
        onClick={() => onChange(!on)}
        data-testid={testId}
      >
        <span className="switch__thumb" aria-hidden="true" />
        <span className="switch__text" aria-hidden="true">
          {t(on ? 'switch.on' : 'switch.off')}
        </span>
      </button>
    </div>
  );
}

/** A save's result next to the control that caused it. */
export function SaveNote({ state, message }: { state?: 'saving' | 'saved' | 'failed' | undefined; message?: string | undefined }) {
  if (state === undefined) return null;
  return (
    <p className={`save-note save-note--${state}`} role={state === 'failed' ? 'alert' : 'status'}>
      {state === 'saving' ? t('save.saving') : state === 'saved' ? t('save.saved') : (message ?? t('save.failed'))}
    </p>
  );
}
