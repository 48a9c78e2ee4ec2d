/**
 * Entity helpers for the UI. The domain rules themselves are decided in main (RFC-0019: write
 * time, policy and service call); the renderer only mirrors them to offer the right choices.
 */
import { visibleText } from '../../common/visible-text.js';

/** RFC-0019 Domain Scope: the only domains an action may ever touch (mirrors common/entity-id). */
export const CONTROLLABLE_DOMAINS: readonly string[] = ['light', 'switch'];

/**
 * Domains a household should think twice about letting the assistant read (RFC-0018 Security and
 * Privacy names locks and alarm panels; cameras, people, trackers and covers reveal presence,
 * movement and whether the home is open).
 */
export const SENSITIVE_DOMAINS: readonly string[] = ['lock', 'alarm_control_panel', 'camera', 'person', 'device_tracker', 'cover'];

export function domainOf(entityId: string): string {
  const dot = entityId.indexOf('.');
  return dot < 0 ? '' : entityId.slice(0, dot);
}

export function isControllableDomain(domain: string): boolean {
  return CONTROLLABLE_DOMAINS.includes(domain);
}

export function isSensitiveDomain(domain: string): boolean {
  return SENSITIVE_DOMAINS.includes(domain);
}

/** Friendly names learnt from capability results in this window (never from an engine's words). */
export type NameLookup = (entityId: string) => string | undefined;

/** A name that came from Home Assistant as it may be shown (common/visible-text.ts), cut with "…". */
export function cleanName(text: string, max = 80): string {
  return visibleText(text, { maxChars: max, ellipsis: true });
}

/** The entity's friendly name when known, else its id. */
export function displayName(entityId: string, nameOf: NameLookup): string {
  const name = nameOf(entityId);
  const cleaned = name === undefined ? '' : cleanName(name);
  return cleaned === '' ? entityId : cleaned;
}

/** Human label for a domain in filters and headings. */
export function domainLabel(domain: string): string {
  const known: Record<string, string> = {
    light: 'Lights',
    switch: 'Switches',
    sensor: 'Sensors',
    binary_sensor: 'Binary sensors',
    lock: 'Locks',
    alarm_control_panel: 'Alarm panels',
    camera: 'Cameras',
    person: 'People',
    device_tracker: 'Device trackers',
    cover: 'Covers',
    climate: 'Climate',
    media_player: 'Media players',
    fan: 'Fans',
    update: 'Updates',
    weather: 'Weather',
    sun: 'Sun',
    zone: 'Zones',
    automation: 'Automations',
    script: 'Scripts',
    scene: 'Scenes',
    input_boolean: 'Helpers (toggle)',
    number: 'Numbers',
    select: 'Selects',
    button: 'Buttons',
    vacuum: 'Vacuums',
    water_heater: 'Water heaters',
  };
  return known[domain] ?? domain.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}
