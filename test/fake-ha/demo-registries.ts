/**
 * Areas, floors, devices and registry entries for `demoHome()`, as a household might arrange it
 * in Home Assistant: two floors, rooms with aliases, some entities placed through their device.
 */
import type { FakeRegistries } from './websocket-api.js';

export function demoRegistries(): FakeRegistries {
  return {
    floors: [
      { floor_id: 'ground_floor', name: 'Ground Floor', aliases: ['downstairs'], level: 0 },
      { floor_id: 'first_floor', name: 'First Floor', aliases: ['upstairs'], level: 1 },
    ],
    areas: [
      { area_id: 'kitchen', name: 'Kitchen', floor_id: 'ground_floor' },
      { area_id: 'living_room', name: 'Living Room', aliases: ['lounge'], floor_id: 'ground_floor' },
      { area_id: 'hallway', name: 'Hallway', floor_id: 'ground_floor' },
      { area_id: 'bedroom', name: 'Bedroom', floor_id: 'first_floor' },
      { area_id: 'office', name: 'Office', aliases: ['study'], floor_id: 'first_floor' },
      { area_id: 'garage', name: 'Garage' },
      { area_id: 'front_yard', name: 'Front Yard', aliases: ['outside'] },
      { area_id: 'entrance', name: 'Entrance', floor_id: 'ground_floor' },
    ],
    devices: [
      { id: 'dev_kitchen_ceiling', name: 'Kitchen ceiling', area_id: 'kitchen' },
      { id: 'dev_coffee', name: 'Coffee plug', area_id: 'kitchen' },
      { id: 'dev_living_lamp', name: 'Lamp', area_id: 'living_room' },
      { id: 'dev_thermostat', name: 'Thermostat', area_id: 'living_room' },
    ],
    entities: [
      { entity_id: 'light.kitchen_ceiling', device_id: 'dev_kitchen_ceiling' },
      { entity_id: 'switch.coffee_maker', device_id: 'dev_coffee', aliases: ['coffee machine', null] },
      { entity_id: 'light.living_room_lamp', device_id: 'dev_living_lamp', aliases: ['reading lamp'] },
      { entity_id: 'climate.living_room', device_id: 'dev_thermostat', aliases: ['thermostat'] },
      { entity_id: 'sensor.living_room_temperature', area_id: 'living_room' },
      { entity_id: 'sensor.living_room_humidity', area_id: 'living_room' },
      { entity_id: 'light.hallway', area_id: 'hallway' },
      { entity_id: 'binary_sensor.hallway_motion', area_id: 'hallway' },
      { entity_id: 'light.bedroom', area_id: 'bedroom' },
      { entity_id: 'switch.office_printer', area_id: 'office' },
      { entity_id: 'light.garage', area_id: 'garage' },
      { entity_id: 'light.porch', area_id: 'front_yard', aliases: ['front light'] },
      { entity_id: 'binary_sensor.front_door', area_id: 'entrance' },
      { entity_id: 'lock.front_door', area_id: 'entrance' },
    ],
  };
}
