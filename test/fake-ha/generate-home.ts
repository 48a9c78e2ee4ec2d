/**
 * Large deterministic homes for size and speed tests. As full state objects, each kind is the size
 * ref §2 measured (door binary_sensor ≈ 350 B, temperature sensor ≈ 430 B, colour light ≈ 700 B,
 * media_player and climate 1–2 KB, update and weather ≈ 1 KB), and the mix gives the 0.5–1 KB
 * average of its rule of thumb: 5,000 entities make about 3.1 MB of /api/states JSON.
 */
import type { FakeEntity } from './types.js';

type Random = () => number;

interface Kind {
  weight: number;
  domain: string;
  suffix: string;
  make(r: Random, name: string): { state: string; attributes: Record<string, unknown> };
}

const ROOMS = [
  'Kitchen',
  'Living Room',
  'Bedroom',
  'Office',
  'Hallway',
  'Garage',
  'Garden',
  'Bathroom',
  'Attic',
  'Basement',
  'Dining Room',
  'Nursery',
  'Porch',
  'Laundry',
  'Guest Room',
  'Study',
];

const measurement =
  (unit: string, deviceClass: string, value: (r: Random) => string, stateClass = 'measurement'): Kind['make'] =>
  (r, name) => ({
    state: value(r),
    attributes: { state_class: stateClass, unit_of_measurement: unit, device_class: deviceClass, friendly_name: name },
  });

const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const hex = (r: Random, length: number) => Array.from({ length }, () => Math.floor(r() * 16).toString(16)).join('');

const KINDS: Kind[] = [
  { weight: 14, domain: 'sensor', suffix: 'temperature', make: measurement('°C', 'temperature', (r) => (15 + r() * 10).toFixed(1)) },
  { weight: 8, domain: 'sensor', suffix: 'humidity', make: measurement('%', 'humidity', (r) => String(Math.round(35 + r() * 30))) },
  { weight: 8, domain: 'sensor', suffix: 'power', make: measurement('W', 'power', (r) => (r() * 2000).toFixed(1)) },
  {
    weight: 6,
    domain: 'sensor',
    suffix: 'energy',
    make: measurement('kWh', 'energy', (r) => (r() * 5000).toFixed(3), 'total_increasing'),
  },
  { weight: 6, domain: 'sensor', suffix: 'battery', make: measurement('%', 'battery', (r) => String(Math.round(r() * 100))) },
  {
    weight: 8,
    domain: 'binary_sensor',
    suffix: 'door',
    make: (r, name) => ({ state: pick(r, ['on', 'off', 'off', 'off']), attributes: { device_class: pick(r, ['door', 'window']), friendly_name: name } }),
  },
  {
    weight: 6,
    domain: 'binary_sensor',
    suffix: 'motion',
    make: (r, name) => ({ state: pick(r, ['on', 'off', 'off']), attributes: { device_class: 'motion', friendly_name: name } }),
  },
  {
    weight: 10,
    domain: 'light',
    suffix: 'light',
    make: (r, name) => {
      const kelvin = 2200 + Math.round(r() * 4300);
      return {
        state: 'on',
        attributes: {
          min_color_temp_kelvin: 2202,
          max_color_temp_kelvin: 6535,
          effect_list: ['None', 'candle', 'fireplace', 'colorloop', 'sunrise', 'sunset'],
          supported_color_modes: ['color_temp', 'xy'],
          effect: 'None',
          color_mode: 'color_temp',
          brightness: 1 + Math.floor(r() * 254),
          color_temp_kelvin: kelvin,
          hs_color: [+(r() * 360).toFixed(3), +(r() * 100).toFixed(3)],
          rgb_color: [255, Math.floor(r() * 256), Math.floor(r() * 256)],
          xy_color: [+r().toFixed(3), +r().toFixed(3)],
          friendly_name: name,
          supported_features: 44,
        },
      };
    },
  },
  {
    weight: 5,
    domain: 'light',
    suffix: 'lamp',
    make: (_r, name) => ({
      state: 'off',
      attributes: { supported_color_modes: ['brightness'], color_mode: null, brightness: null, friendly_name: name, supported_features: 32 },
    }),
  },
  { weight: 9, domain: 'switch', suffix: 'plug', make: (r, name) => ({ state: pick(r, ['on', 'off']), attributes: { friendly_name: name } }) },
  {
    weight: 4,
    domain: 'cover',
    suffix: 'blinds',
    make: (r, name) => {
      const position = Math.round(r() * 100);
      return {
        state: position === 0 ? 'closed' : 'open',
        attributes: { current_position: position, device_class: 'blind', friendly_name: name, supported_features: 15 },
      };
    },
  },
  {
    weight: 6,
    domain: 'automation',
    suffix: 'automation',
    make: (r, name) => ({
      state: pick(r, ['on', 'on', 'off']),
      attributes: { id: hex(r, 13), last_triggered: '2026-11-28T21:14:03.218734+00:00', mode: 'single', current: 0, friendly_name: name },
    }),
  },
  {
    weight: 14,
    domain: 'update',
    suffix: 'firmware',
    make: (r, name) => ({
      state: pick(r, ['off', 'off', 'on']),
      attributes: {
        auto_update: false,
        display_precision: 0,
        installed_version: `1.${Math.floor(r() * 20)}.0`,
        in_progress: false,
        latest_version: `1.${20 + Math.floor(r() * 5)}.2`,
        // HA truncates release_summary to 255 characters.
        release_summary:
          'Improves pairing stability and battery reporting, adds a power-on behaviour setting, and fixes a rare crash when the device loses its network connection during an over-the-air update. See the release notes for the full list of changes and known issues.',
        release_url: `https://example.com/firmware/releases/${hex(r, 8)}`,
        skipped_version: null,
        title: `${name} firmware (Zigbee2MQTT OTA)`,
        update_percentage: null,
        entity_picture: 'https://brands.home-assistant.io/_/zha/icon.png',
        friendly_name: name,
        supported_features: 23,
      },
    }),
  },
  {
    weight: 7,
    domain: 'media_player',
    suffix: 'speaker',
    make: (r, name) => ({
      state: pick(r, ['playing', 'paused', 'idle', 'off']),
      attributes: {
        source_list: [
          'Spotify',
          'TuneIn',
          'Line-in',
          'TV',
          'Bluetooth',
          'AirPlay',
          'Radio 1',
          'Radio 2',
          'Podcast',
          'Deezer',
          'Tidal',
          'Apple Music',
          'Amazon Music',
          'Plex',
          'Optical',
          'HDMI ARC',
          'USB',
        ],
        sound_mode_list: ['Music', 'Movie', 'Night', 'Voice', 'Direct', 'Stereo', 'Surround'],
        group_members: Array.from({ length: 4 }, () => `media_player.${hex(r, 10)}`),
        volume_level: +r().toFixed(2),
        is_volume_muted: false,
        media_content_id: `spotify:track:${hex(r, 22)}`,
        media_content_type: 'music',
        media_duration: 180 + Math.floor(r() * 200),
        media_position: Math.floor(r() * 180),
        media_position_updated_at: '2026-11-29T18:01:55.104231+00:00',
        media_title: 'Song For The Weekend (Extended Mix)',
        media_artist: 'The Household Band',
        media_album_name: 'Live At Home',
        media_album_artist: 'The Household Band',
        media_playlist: 'Sunday Morning',
        media_track: 7,
        media_channel: null,
        media_series_title: null,
        media_season: null,
        media_episode: null,
        entity_picture_local: `/api/media_player_proxy/media_player.speaker/browse_media/${hex(r, 32)}`,
        shuffle: false,
        repeat: 'off',
        queue_position: 3,
        queue_size: 42,
        source: 'Spotify',
        sound_mode: 'Music',
        media_image_remotely_accessible: false,
        app_id: 'com.spotify.music',
        app_name: 'Spotify',
        night_sound: false,
        speech_enhance: false,
        bass_level: 0,
        treble_level: 0,
        loudness: true,
        entity_picture: `/api/media_player_proxy/media_player.speaker?token=${hex(r, 64)}&cache=${hex(r, 16)}`,
        device_class: 'speaker',
        friendly_name: name,
        supported_features: 4127295,
      },
    }),
  },
  {
    weight: 5,
    domain: 'climate',
    suffix: 'thermostat',
    make: (r, name) => ({
      state: pick(r, ['heat', 'off', 'auto']),
      attributes: {
        hvac_modes: ['off', 'heat', 'cool', 'heat_cool', 'auto', 'dry', 'fan_only'],
        min_temp: 7,
        max_temp: 35,
        target_temp_step: 0.5,
        fan_modes: ['auto', 'quiet', 'low', 'medium_low', 'medium', 'medium_high', 'high', 'turbo'],
        preset_modes: ['none', 'away', 'comfort', 'eco', 'sleep', 'boost', 'home', 'activity'],
        swing_modes: ['off', 'vertical', 'horizontal', 'both'],
        swing_horizontal_modes: ['off', 'left', 'center', 'right', 'wide'],
        swing_horizontal_mode: 'off',
        aux_heat: 'off',
        current_temperature_outdoor: +(r() * 15).toFixed(1),
        valve_position: Math.round(r() * 100),
        window_open: false,
        child_lock: false,
        battery_low: false,
        current_temperature: +(17 + r() * 6).toFixed(1),
        temperature: 21,
        target_temp_high: null,
        target_temp_low: null,
        min_humidity: 30,
        max_humidity: 99,
        target_humidity: 50,
        current_humidity: Math.round(35 + r() * 30),
        fan_mode: 'auto',
        hvac_action: 'idle',
        preset_mode: 'comfort',
        swing_mode: 'off',
        friendly_name: name,
        supported_features: 441,
      },
    }),
  },
  {
    weight: 3,
    domain: 'weather',
    suffix: 'forecast',
    make: (r, name) => ({
      state: pick(r, ['sunny', 'cloudy', 'rainy', 'partlycloudy']),
      attributes: {
        temperature: +(r() * 20).toFixed(1),
        apparent_temperature: +(r() * 20).toFixed(1),
        dew_point: 4.2,
        temperature_unit: '°C',
        humidity: 81,
        cloud_coverage: 75,
        uv_index: 1.2,
        pressure: 1012.4,
        pressure_unit: 'hPa',
        wind_bearing: 225.3,
        wind_gust_speed: 38.2,
        wind_speed: 21.6,
        wind_speed_unit: 'km/h',
        visibility: 24.1,
        visibility_unit: 'km',
        precipitation_unit: 'mm',
        ozone: 285.4,
        wind_gust_bearing: 231.1,
        entity_picture: 'https://brands.home-assistant.io/_/met/icon.png',
        attribution: 'Weather forecast from met.no, delivered by the Norwegian Meteorological Institute.',
        friendly_name: name,
        supported_features: 3,
      },
    }),
  },
];

const TOTAL_WEIGHT = KINDS.reduce((sum, k) => sum + k.weight, 0);

// ref §2: an unavailable entity keeps only these attributes.
const KEPT_WHEN_UNAVAILABLE = new Set([
  'friendly_name',
  'icon',
  'device_class',
  'unit_of_measurement',
  'state_class',
  'supported_features',
  'supported_color_modes',
  'min_color_temp_kelvin',
  'max_color_temp_kelvin',
  'effect_list',
  'hvac_modes',
  'min_temp',
  'max_temp',
  'target_temp_step',
  'fan_modes',
  'preset_modes',
  'swing_modes',
  'source_list',
]);

/** `count` entities of mixed domains, in shuffled insertion order; the same `seed` gives the same home. */
export function generateHome(count: number, seed = 1): FakeEntity[] {
  const r = mulberry32(seed);
  const entities: FakeEntity[] = [];
  for (let n = 1; n <= count; n++) {
    const kind = pickKind(r());
    const room = pick(r, ROOMS);
    const made = kind.make(r, `${room} ${kind.suffix} ${n}`);
    const unavailable = r() < 0.03;
    entities.push({
      entity_id: `${kind.domain}.${room.toLowerCase().replaceAll(' ', '_')}_${kind.suffix}_${n}`,
      state: unavailable ? 'unavailable' : made.state,
      attributes: unavailable ? Object.fromEntries(Object.entries(made.attributes).filter(([k]) => KEPT_WHEN_UNAVAILABLE.has(k))) : made.attributes,
    });
  }
  return entities;
}

function pickKind(x: number): Kind {
  let left = x * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    left -= kind.weight;
    if (left < 0) return kind;
  }
  return KINDS[KINDS.length - 1]!;
}

/** A small seeded PRNG (mulberry32): deterministic homes without a dependency. */
function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
