/**
 * Connection status comes from the last real request, never from background polling (DESIGN §3).
 */
import type { ConnectionStatus } from '../../common/contract/types.js';

export class ConnectionStatusTracker {
  private status: { origin: string; connection: ConnectionStatus; message?: string } | null = null;

  constructor(private readonly onChange: (connection: ConnectionStatus, message?: string) => void) {}

  /** Status for the configured origin; a status learnt for another origin doesn't apply. */
  get(origin: string): { connection: ConnectionStatus; message?: string } {
    if (!this.status || this.status.origin !== origin) return { connection: 'unknown' };
    return this.status.message === undefined ? { connection: this.status.connection } : { connection: this.status.connection, message: this.status.message };
  }

  record(origin: string, outcome: { ok: boolean; code?: string }): void {
    const connection = toStatus(outcome);
    if (connection === null) return;
    const message = messageFor(connection);
    const changed = !this.status || this.status.origin !== origin || this.status.connection !== connection;
    this.status = { origin, connection, message };
    if (changed) this.onChange(connection, message);
  }
}

function toStatus(outcome: { ok: boolean; code?: string }): ConnectionStatus | null {
  if (outcome.ok) return 'ok';
  switch (outcome.code) {
    case 'HOME_ASSISTANT_AUTH_FAILED':
      return 'auth-failed';
    case 'HOME_ASSISTANT_UNREACHABLE':
    case 'EXECUTION_TIMEOUT':
    case 'HOME_ASSISTANT_TLS_ERROR':
      return 'unreachable';
    default:
      // A 404 or a malformed answer still proves the connection works.
      return outcome.code === 'HOME_ASSISTANT_ENTITY_NOT_FOUND' ? 'ok' : null;
  }
}

/** A status and its message, as `get` answers it. */
export function connectionFor(connection: ConnectionStatus): { connection: ConnectionStatus; message?: string } {
  const message = messageFor(connection);
  return message === undefined ? { connection } : { connection, message };
}

function messageFor(connection: ConnectionStatus): string | undefined {
  switch (connection) {
    case 'auth-failed':
      return 'Home Assistant no longer accepts the access token, so nothing is sent with it. Make a new one in Home Assistant (your profile → Security tab → Long-lived access tokens → Create token) and save it here.';
    case 'unreachable':
      return "Home Assistant can't be reached right now.";
    default:
      return undefined;
  }
}
