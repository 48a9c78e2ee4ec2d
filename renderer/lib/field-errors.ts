/**
 * Puts a rejected save's `details` next to the fields they name. Fields are the contract's own
 * (`base_url`, `access_token`, `controllable_entities[2]`); an indexed field names the entity at
 * that position of the list that was submitted. Each is worded from the catalogue by its field and
 * code (request-errors.ts), never by main's English `message`.
 */
import type { ErrorDetail } from '../../common/codes.js';
import { detailSentence } from './request-errors.js';

export interface MappedErrors {
  /** By field name without index: `base_url`, `access_token`, `tls`, `allowlisted_entities`… */
  fields: Record<string, string>;
  /** By list and entity id: `{ controllable_entities: { 'lock.front_door': '…' } }`. */
  entities: Record<string, Record<string, string>>;
}

const INDEXED = /^([a-z_]+)\[(\d+)\]$/;

export function mapFieldErrors(details: readonly ErrorDetail[] | undefined, submitted: Record<string, unknown>): MappedErrors {
  const mapped: MappedErrors = { fields: {}, entities: {} };
  for (const detail of details ?? []) {
    const field = detail.field.replace(/\.(\d+)(?=$|\.)/g, '[$1]');
    const match = INDEXED.exec(field);
    if (match !== null) {
      const list = match[1]!;
      const values = submitted[list];
      const id: unknown = Array.isArray(values) ? values[Number(match[2])] : undefined;
      if (typeof id === 'string') {
        (mapped.entities[list] ??= {})[id] = detailSentence(detail);
        continue;
      }
      mapped.fields[list] ??= detailSentence(detail);
      continue;
    }
    const top = field.split('.')[0] ?? field;
    mapped.fields[top] ??= detailSentence(detail);
  }
  return mapped;
}
