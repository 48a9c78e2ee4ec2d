/**
 * The allowlist export file: the two lists and nothing else — never the token, the address or
 * any state. An import is checked entry by entry and only fills the pickers; main validates it
 * again when the household saves.
 */

import { t } from '../i18n/index.js';
export const ALLOWLIST_FILE_FORMAT = 'sovereign-companion/allowlists';
const ENTITY_ID = /^(?!.+__)(?!_)[\da-z_]+(?<!_)\.(?!_)[\da-z_]+(?<!_)$/;
const MAX_ENTRIES = 10_000;

export interface AllowlistFile {
  format: typeof ALLOWLIST_FILE_FORMAT;
  version: 1;
  exported_at: string;
  allowlisted_entities: string[];
  controllable_entities: string[];
}

export function serializeAllowlists(read: readonly string[], control: readonly string[], now = new Date()): string {
  const file: AllowlistFile = {
    format: ALLOWLIST_FILE_FORMAT,
    version: 1,
    exported_at: now.toISOString(),
    allowlisted_entities: [...read],
    controllable_entities: [...control],
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ParsedAllowlists = { ok: true; read: string[]; control: string[]; skipped: number; ignoredFields: string[] } | { ok: false; message: string };

export function parseAllowlists(text: string): ParsedAllowlists {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: t('backup.notJson') };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, message: t('backup.notExport') };
  const record = data as Record<string, unknown>;
  if (!Array.isArray(record['allowlisted_entities'])) return { ok: false, message: t('backup.noList') };
  let skipped = 0;
  const clean = (value: unknown): string[] => {
    if (!Array.isArray(value)) return [];
    const out: string[] = [];
    for (const item of value.slice(0, MAX_ENTRIES)) {
      if (typeof item === 'string' && item.length <= 255 && ENTITY_ID.test(item)) out.push(item);
      else skipped++;
    }
    skipped += Math.max(0, value.length - MAX_ENTRIES);
    return [...new Set(out)];
  };
  const read = clean(record['allowlisted_entities']);
  const control = clean(record['controllable_entities']);
  const known = new Set(['format', 'version', 'exported_at', 'allowlisted_entities', 'controllable_entities']);
  return { ok: true, read, control, skipped, ignoredFields: Object.keys(record).filter((k) => !known.has(k)) };
}
