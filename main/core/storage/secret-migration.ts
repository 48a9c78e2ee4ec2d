/**
 * Binding the secrets of an earlier version to an origin, once (DESIGN §8.10). A secret written
 * before secrets carried their origin reads with `origin: null`, and no request may use it: at the
 * first start of this version it is bound to the origin its config names at that moment — the
 * Home Assistant token to `home-assistant.json`'s `base_url`, the API key to the origin of
 * `assistant.json`'s `base_url` — and the binding is audited as a migration. A secret whose config
 * names no origin stays unbound (the household re-enters it). Every part of the core reads secrets
 * through {@link afterMigration}, so nothing can read a secret before its migration has run.
 */
import type { ConfigAuditEvent } from '../../../common/contract/types.js';
import { ACCESS_TOKEN, API_KEY, type SecretName, type SecretRead, type SecretStore } from './secret-store.js';

/** The audit's `change` for a migration: which secret was bound. */
export const MIGRATION_CHANGES: Record<SecretName, string> = {
  'home-assistant/access-token': 'home_assistant_token_bound_to_origin',
  'assistant/api-key': 'assistant_key_bound_to_origin',
};

export interface SecretMigrationDeps {
  /** The store itself (not the {@link afterMigration} view of it). */
  secrets: SecretStore;
  /** The origin Home Assistant's config names now, or `''`. */
  homeAssistantOrigin: () => Promise<string>;
  /** The origin the assistant's config names now, or `''`. */
  assistantOrigin: () => Promise<string>;
  audit: { append(event: ConfigAuditEvent): Promise<void> };
  now: () => number;
}

/**
 * Binds every unbound secret to its config's origin. Never throws: a secret it can't bind stays
 * unbound, which reads as "not set up" rather than sending it anywhere.
 */
export async function bindLegacySecrets(deps: SecretMigrationDeps): Promise<SecretName[]> {
  const bound: SecretName[] = [];
  for (const [name, origin] of [
    [ACCESS_TOKEN, deps.homeAssistantOrigin],
    [API_KEY, deps.assistantOrigin],
  ] as const) {
    try {
      const read = await deps.secrets.read(name);
      if (read.status !== 'present' || read.origin !== null) continue;
      const target = await origin();
      if (target === '') continue;
      await deps.secrets.write(name, read.value, target);
      bound.push(name);
      await deps.audit.append({ kind: 'config', ts: new Date(deps.now()).toISOString(), change: MIGRATION_CHANGES[name] }).catch(() => undefined);
    } catch {
      // Left unbound: unusable until re-entered, never sent to an origin nobody chose for it.
    }
  }
  return bound;
}

/** The store as the rest of the core sees it: every call waits for the migration first. */
export function afterMigration(store: SecretStore, migration: Promise<unknown>): SecretStore {
  const ready = migration.then(
    () => undefined,
    () => undefined,
  );
  return {
    // The store's kind may change once the keychain is first used: always ask the store.
    get kind() {
      return store.kind;
    },
    read: async (name): Promise<SecretRead> => {
      await ready;
      return store.read(name);
    },
    write: async (name, value, origin) => {
      await ready;
      return store.write(name, value, origin);
    },
    clear: async (name) => {
      await ready;
      return store.clear(name);
    },
  };
}
