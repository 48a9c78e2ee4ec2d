/**
 * Which attributes the recorder keeps. It never stores three in any domain
 * (`recorder/const.py` ALL_DOMAIN_EXCLUDE_ATTRS), and each entity component leaves out its own
 * capability and colour attributes (`_entity_component_unrecorded_attributes`): a light's history
 * rows carry no brightness or colour at all, only what is left (its friendly_name, say). The lists
 * are Home Assistant 2025.10's, for the domains the fake's homes have.
 */
import { domainOf } from './entity-id.js';

const ALL_DOMAINS = ['attribution', 'restored', 'supported_features'];

const BY_DOMAIN: Record<string, readonly string[]> = {
  light: [
    'supported_color_modes',
    'effect_list',
    'min_mireds',
    'max_mireds',
    'min_color_temp_kelvin',
    'max_color_temp_kelvin',
    'brightness',
    'color_mode',
    'color_temp',
    'color_temp_kelvin',
    'effect',
    'hs_color',
    'rgb_color',
    'rgbw_color',
    'rgbww_color',
    'xy_color',
  ],
  climate: ['hvac_modes', 'fan_modes', 'swing_modes', 'min_temp', 'max_temp', 'min_humidity', 'max_humidity', 'target_temp_step', 'preset_modes'],
  camera: ['access_token', 'entity_picture'],
  media_player: ['entity_picture_local', 'entity_picture', 'source_list', 'media_position_updated_at', 'media_position', 'sound_mode_list'],
  person: ['device_trackers'],
  sensor: ['options'],
};

const unrecorded = new Map(Object.entries(BY_DOMAIN).map(([domain, keys]) => [domain, new Set([...ALL_DOMAINS, ...keys])]));
const everywhere = new Set(ALL_DOMAINS);

/** The attributes a history row of `entityId` holds. */
export function recordedAttributes(entityId: string, attributes: Record<string, unknown>): Record<string, unknown> {
  const left = unrecorded.get(domainOf(entityId)) ?? everywhere;
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !left.has(key)));
}
