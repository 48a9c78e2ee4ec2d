/**
 * Every renderer test starts in English, its catalogue fetched as a window fetches it (only the
 * language it speaks, renderer/i18n/catalogue.ts); a test that switches language awaits `setLocale`.
 */
import { beforeAll } from 'vitest';
import { setLocale } from '../../renderer/i18n/index.js';

beforeAll(() => setLocale('en'));
