/** The entity-id rule of `./entity-id.ts` as a zod schema, for capability arguments (main side only). */
import { z } from 'zod';
import { ENTITY_ID_PATTERN, MAX_ENTITY_ID_LENGTH } from './entity-id.js';

export const entityIdSchema = z.string().max(MAX_ENTITY_ID_LENGTH).regex(ENTITY_ID_PATTERN, 'must be a Home Assistant entity id such as light.kitchen');
