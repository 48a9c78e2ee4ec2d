/**
 * An action's receipt (RFC-0019): built from the executor's result, so it reads as an action
 * completed ("Turned off Kitchen Ceiling Light"), a no-op ("… was already off"), or a failure
 * narrated as a failure — never a generic "ran".
 */
import type { ActionReceipt } from '../lib/describe.js';
import { formatTime } from '../lib/time.js';
import { Icon } from './Icon.js';

export function Receipt({ receipt, entityId, at }: { receipt: ActionReceipt; entityId?: string; at?: string }) {
  const icon = receipt.tone === 'done' ? 'check' : receipt.tone === 'noop' ? 'info' : receipt.tone === 'failed' ? 'warning' : 'x';
  return (
    <div className={`receipt receipt--${receipt.tone}`} data-testid="receipt" data-tone={receipt.tone} data-answer-outcome="" tabIndex={-1}>
      <span className="receipt__icon">
        <Icon name={icon} />
      </span>
      <div className="receipt__body">
        <p className="receipt__text">{receipt.text}</p>
        <p className="receipt__detail">
          {receipt.detail}
          {entityId !== undefined ? <span className="mono receipt__id"> {entityId}</span> : null}
        </p>
      </div>
      {/* Beside the title, not after the detail: in a narrow window a trailing time wrapped onto a line of its own. */}
      {at !== undefined ? (
        <time className="receipt__time" dateTime={at}>
          {formatTime(at)}
        </time>
      ) : null}
    </div>
  );
}
