/**
 * The vocabulary's fingerprint (FNV-1a over every field an index reads, this computer's room and
 * the language), so that an index is reused for equal contents (vocabulary-index.ts indexFor).
 */
import { DEFAULT_LANGUAGE, type Language } from '../../../../common/languages.js';
import type { VocabularyEntry } from '../conversation-engine.js';

/** A cheap fingerprint of the vocabulary (FNV-1a over its fields), to reuse an index. */
export function vocabularyKey(vocabulary: readonly VocabularyEntry[], here: string | null = null, language: Language = DEFAULT_LANGUAGE): string {
  let h = 0x811c9dc5;
  const mix = (s: string): void => {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x1f;
    h = Math.imul(h, 0x01000193);
  };
  for (const e of vocabulary) {
    mix(e.entity_id);
    mix(e.friendly_name);
    mix(e.device_class ?? '');
    mix(e.unit_of_measurement ?? '');
    mix(e.area ?? '');
    mix(e.area_id ?? '');
    mix(e.floor ?? '');
    mix((e.aliases ?? []).join('\u0001'));
    mix((e.area_aliases ?? []).join('\u0001'));
    mix((e.floor_aliases ?? []).join('\u0001'));
    mix(e.controllable === undefined ? '' : String(e.controllable));
  }
  mix(here ?? '');
  mix(language);
  return `${vocabulary.length}:${(h >>> 0).toString(36)}`;
}
