/** An inline note with an icon: explanations, warnings, the unencrypted-http note. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.js';

export function Note({
  tone = 'info',
  icon,
  children,
  testId,
  role,
}: {
  tone?: 'info' | 'warn';
  icon?: IconName;
  children: ReactNode;
  testId?: string;
  role?: 'status' | 'alert';
}) {
  return (
    <div className={`note${tone === 'warn' ? ' note--warn' : ''}`} data-testid={testId} role={role}>
      <Icon name={icon ?? (tone === 'warn' ? 'warning' : 'info')} />
      <div>{children}</div>
    </div>
  );
}
