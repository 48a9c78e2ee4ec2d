/**
 * The demo household: a small, realistic home whose attributes follow what HA emits (ref §2).
 */
import type { FakeEntity } from './types.js';

/** The demo's MQTT-style light, which reports its new state after the service call answers. */
export const DEMO_LATE_REPORTER = 'light.hallway';

export function demoHome(): FakeEntity[] {
  return [
    entity('light.kitchen_ceiling', 'on', {
      min_color_temp_kelvin: 2202,
      max_color_temp_kelvin: 6535,
      effect_list: ['None', 'candle', 'fireplace', 'colorloop'],
      supported_color_modes: ['color_temp', 'xy'],
      effect: 'None',
      color_mode: 'color_temp',
      brightness: 204,
      color_temp_kelvin: 2732,
      hs_color: [28.327, 64.71],
      rgb_color: [255, 167, 89],
      xy_color: [0.524, 0.387],
      friendly_name: 'Kitchen Ceiling Light',
      supported_features: 44,
    }),
    entity('light.porch', 'off', offDimmable('Porch Light')),
    entity('light.living_room_lamp', 'on', {
      supported_color_modes: ['brightness'],
      color_mode: 'brightness',
      brightness: 128,
      friendly_name: 'Living Room Lamp',
      supported_features: 32,
    }),
    entity('light.bedroom', 'off', offDimmable('Bedroom Light')),
    // Unavailable: only capability attributes, friendly_name and icon remain (ref §2).
    entity('light.garage', 'unavailable', { supported_color_modes: ['onoff'], friendly_name: 'Garage Light', supported_features: 0 }),
    entity(DEMO_LATE_REPORTER, 'off', offDimmable('Hallway Light')),
    entity('switch.coffee_maker', 'off', { icon: 'mdi:coffee-maker', friendly_name: 'Coffee Maker' }),
    entity('switch.office_printer', 'on', { friendly_name: 'Office Printer' }),
    entity('sensor.living_room_temperature', '21.5', {
      state_class: 'measurement',
      unit_of_measurement: '°C',
      device_class: 'temperature',
      friendly_name: 'Living Room Temperature',
    }),
    entity('sensor.living_room_humidity', '48', {
      state_class: 'measurement',
      unit_of_measurement: '%',
      device_class: 'humidity',
      friendly_name: 'Living Room Humidity',
    }),
    entity('sensor.outdoor_temperature', '7.8', {
      state_class: 'measurement',
      unit_of_measurement: '°C',
      device_class: 'temperature',
      friendly_name: 'Outdoor Temperature',
    }),
    entity('binary_sensor.front_door', 'off', { device_class: 'door', friendly_name: 'Front Door' }),
    entity('binary_sensor.hallway_motion', 'off', { device_class: 'motion', friendly_name: 'Hallway Motion' }),
    entity('lock.front_door', 'locked', { friendly_name: 'Front Door Lock', supported_features: 0 }),
    entity('camera.driveway', 'idle', {
      access_token: '5f1c0e7d9a2b4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e',
      model_name: 'RLC-810A',
      brand: 'Reolink',
      frontend_stream_type: 'hls',
      friendly_name: 'Driveway',
      entity_picture: '/api/camera_proxy/camera.driveway?token=5f1c0e7d9a2b4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e',
      supported_features: 2,
    }),
    entity('person.alex', 'home', {
      editable: true,
      id: 'alex',
      device_trackers: ['device_tracker.alex_phone'],
      latitude: 52.3731,
      longitude: 4.8922,
      gps_accuracy: 12,
      source: 'device_tracker.alex_phone',
      user_id: '8d2f4a6c1e3b5d7f9a0c2e4b6d8f0a1c',
      friendly_name: 'Alex',
    }),
    entity('climate.living_room', 'heat', {
      hvac_modes: ['off', 'heat', 'auto'],
      min_temp: 7,
      max_temp: 35,
      target_temp_step: 0.5,
      preset_modes: ['none', 'away', 'comfort', 'eco', 'sleep'],
      current_temperature: 21.5,
      temperature: 21,
      hvac_action: 'heating',
      preset_mode: 'comfort',
      friendly_name: 'Living Room',
      supported_features: 401,
    }),
    // Media titles come from outside the household: the text a prompt-injection test plants.
    entity('media_player.living_room_tv', 'playing', {
      source_list: ['HDMI 1', 'HDMI 2', 'Netflix', 'YouTube'],
      volume_level: 0.24,
      is_volume_muted: false,
      media_content_type: 'tvshow',
      media_title: 'The Great British Bake Off',
      source: 'Netflix',
      device_class: 'tv',
      friendly_name: 'Living Room TV',
      supported_features: 24509,
    }),
  ];
}

function entity(entity_id: string, state: string, attributes: Record<string, unknown>): FakeEntity {
  return { entity_id, state, attributes };
}

/** A dimmable light that is off: HA reports its light attributes as null. */
function offDimmable(friendlyName: string): Record<string, unknown> {
  return { supported_color_modes: ['brightness'], color_mode: null, brightness: null, friendly_name: friendlyName, supported_features: 32 };
}
