/**
 * Home Assistant's WebSocket API at `/api/websocket`, as much as the registry read uses
 * (homeassistant/components/websocket_api and components/config/*_registry.py):
 * `auth_required` → `auth` → `auth_ok` | `auth_invalid` (then closed), then commands answered
 * `{id, type: "result", success, result | error}`; ids must increase (`id_reuse` otherwise);
 * unknown commands answer `unknown_command`. Registry shapes are the commands' own: area and floor
 * `json_fragment`s, device `dict_repr`, entity `as_partial_dict` (list) and `extended_dict`
 * (get_entries, which adds `aliases`). Faults make it misbehave per session or per command.
 */
import type { FrameSocket } from './websocket-frames.js';
import type { FakeArea, FakeDevice, FakeEntityEntry, FakeFloor, FakeRegistries } from './registries.js';
import { answerRecognizer, RECOGNIZER_COMMANDS, type FakeRecognizer, type RecognizerCache, type RecognizerWorld } from './recognizer.js';

export type { FakeArea, FakeDevice, FakeEntityEntry, FakeFloor, FakeRegistries } from './registries.js';

export type WebSocketFault =
  /** Answer the upgrade with this HTTP status (a proxy without WebSocket support, an old server). */
  | { kind: 'refuse-upgrade'; status: number }
  /** Never send `auth_required`. */
  | { kind: 'silent' }
  /** Answer the next `auth` with `auth_invalid` whatever the token (a user whose token REST still takes, e.g. revoked in between). */
  | { kind: 'auth-invalid' }
  /** Answer `command` with `success: false` and this Home Assistant error code. */
  | { kind: 'command-error'; command: string; code: string }
  /** Drop the connection when `command` arrives (no close frame, no answer). */
  | { kind: 'drop'; command: string }
  /** Answer `command` after `ms`. */
  | { kind: 'slow'; command: string; ms: number }
  /** Answer `command` with a frame declaring `bytes` (only the first `sendBytes`, default 64 KiB, are sent). */
  | { kind: 'oversized'; command: string; bytes: number; sendBytes?: number }
  /** Answer `command` with a text frame that isn't JSON. */
  | { kind: 'garbage'; command: string };

/** One WebSocket session as the fake saw it: the token is recorded only as matched or not. */
export interface RecordedWebSocketSession {
  auth: 'pending' | 'ok' | 'invalid';
  commands: Array<{ id: number; type: string; entity_ids?: string[]; sentences?: unknown; language?: unknown }>;
  /** True once the socket closed (from either side). */
  closed: boolean;
}

export function emptyRegistries(): FakeRegistries {
  return { areas: [], floors: [], devices: [], entities: [] };
}

/** Home Assistant's version when a test names none; `/api/config` says the same. */
export const FAKE_HA_VERSION = '2026.11.2';

interface SessionContext {
  token: () => string;
  version: string;
  registries: () => FakeRegistries;
  fault: (command: string | null) => WebSocketFault | undefined;
  after: (ms: number, run: () => void) => void;
  /** Home Assistant's recognizer, when `conversation:` is loaded (recognizer.ts); null answers `unknown_command`. */
  recognizer: () => { recognizer: FakeRecognizer; world: () => RecognizerWorld; cache: RecognizerCache } | null;
}

/** Speaks Home Assistant's protocol on one accepted socket. */
export function serveSession(ws: FrameSocket, ctx: SessionContext, record: RecordedWebSocketSession): (text: string) => void {
  const atConnect = ctx.fault(null);
  if (atConnect?.kind !== 'silent') ws.sendText(JSON.stringify({ type: 'auth_required', ha_version: ctx.version }));
  let lastId = 0;
  return (text) => {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(text) as Record<string, unknown>;
    } catch {
      ws.close(1003);
      return;
    }
    if (record.auth !== 'ok') {
      // websocket_api/auth.py: anything but a valid auth message is auth_invalid, and a failed login.
      if (message.type === 'auth' && message.access_token === ctx.token() && atConnect?.kind !== 'auth-invalid') {
        record.auth = 'ok';
        ws.sendText(JSON.stringify({ type: 'auth_ok', ha_version: ctx.version }));
      } else {
        record.auth = 'invalid';
        ws.sendText(JSON.stringify({ type: 'auth_invalid', message: 'Invalid access token or password' }));
        ws.close();
      }
      return;
    }
    const id = message.id;
    const type = typeof message.type === 'string' ? message.type : '';
    // websocket_api/connection.py: an id that isn't a positive integer or an empty type is
    // refused, echoing whatever id was sent (null when none).
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || type === '') {
      const echoed = Object.hasOwn(message, 'id') ? message.id : null;
      ws.sendText(JSON.stringify({ id: echoed, type: 'result', success: false, error: { code: 'invalid_format', message: 'Message incorrectly formatted.' } }));
      return;
    }
    const entityIds = Array.isArray(message.entity_ids) ? message.entity_ids.filter((v): v is string => typeof v === 'string') : undefined;
    const recorded: RecordedWebSocketSession['commands'][number] = entityIds === undefined ? { id, type } : { id, type, entity_ids: entityIds };
    // What the recognizer was asked, so a test can check what Home Assistant received.
    if (Object.hasOwn(message, 'sentences')) recorded.sentences = message.sentences;
    if (Object.hasOwn(message, 'language')) recorded.language = message.language;
    record.commands.push(recorded);
    if (id <= lastId) {
      ws.sendText(JSON.stringify({ id, type: 'result', success: false, error: { code: 'id_reuse', message: 'Identifier values have to increase.' } }));
      return;
    }
    const assist = RECOGNIZER_COMMANDS.has(type) ? ctx.recognizer() : null;
    // An unknown command is answered before Home Assistant moves its last id on.
    if (!KNOWN_COMMANDS.has(type) && assist === null) {
      ws.sendText(JSON.stringify({ id, type: 'result', success: false, error: { code: 'unknown_command', message: 'Unknown command.' } }));
      return;
    }
    lastId = id;
    const fault = ctx.fault(type);
    const answer = () =>
      ws.sendText(
        assist === null
          ? resultText(id, type, message, ctx.registries())
          : JSON.stringify({ id, type: 'result', ...answerRecognizer(type, message, assist.recognizer, assist.world(), assist.cache) }),
      );
    switch (fault?.kind) {
      case 'command-error':
        ws.sendText(JSON.stringify({ id, type: 'result', success: false, error: { code: fault.code, message: 'Refused.' } }));
        return;
      case 'drop':
        ws.destroy();
        return;
      case 'slow':
        ctx.after(fault.ms, answer);
        return;
      case 'oversized':
        ws.sendDeclared(fault.bytes, fault.sendBytes ?? 64 * 1024);
        return;
      case 'garbage':
        ws.sendText('{"id":' + String(id) + ',"type":"result","success":tru');
        return;
      default:
        answer();
    }
  };
}

/**
 * Each registry's answers as JSON, made once per registries object (Home Assistant too keeps its
 * registry list answers and each entry's extended form as ready JSON): serialising 5,000 entries
 * again for every command made the fake, not the app, the slow side of the registry benchmark.
 */
interface Prepared {
  lists: Map<string, string>;
  /** entity_id → the entry's `get_entries` JSON. */
  entries: Map<string, string>;
}
const prepared = new WeakMap<FakeRegistries, Prepared>();

function preparedFor(reg: FakeRegistries): Prepared {
  let p = prepared.get(reg);
  if (!p) {
    const lists = new Map<string, string>();
    for (const type of ['config/area_registry/list', 'config/floor_registry/list', 'config/device_registry/list', 'config/entity_registry/list']) {
      lists.set(type, JSON.stringify((resultFor(0, type, {}, reg) as { result: unknown }).result));
    }
    const entries = new Map<string, string>();
    // A repeated entity_id answers with its last entry, as a Map built from the list would.
    for (const e of reg.entities) entries.set(e.entity_id, JSON.stringify(extendedEntryJson(e)));
    p = { lists, entries };
    prepared.set(reg, p);
  }
  return p;
}

/** The answer to one command as text: what `resultFor` says, from the prepared JSON where it can. */
function resultText(id: number, type: string, message: Record<string, unknown>, reg: FakeRegistries): string {
  const head = `{"id":${id},"type":"result","success":true,"result":`;
  const p = preparedFor(reg);
  const list = p.lists.get(type);
  if (list !== undefined) return `${head}${list}}`;
  const ids = message.entity_ids;
  if (type === 'config/entity_registry/get_entries' && Array.isArray(ids) && ids.every((v) => typeof v === 'string')) {
    const seen = new Set<string>();
    const parts: string[] = [];
    for (const entityId of ids) {
      if (seen.has(entityId)) continue;
      seen.add(entityId);
      parts.push(`${JSON.stringify(entityId)}:${p.entries.get(entityId) ?? 'null'}`);
    }
    return `${head}{${parts.join(',')}}}`;
  }
  return JSON.stringify(resultFor(id, type, message, reg));
}

const KNOWN_COMMANDS = new Set([
  'config/area_registry/list',
  'config/floor_registry/list',
  'config/device_registry/list',
  'config/entity_registry/list',
  'config/entity_registry/get_entries',
]);

/** `RegistryEntry.extended_dict`: the partial row and the fields only `get`/`get_entries` give. */
function extendedEntryJson(entry: FakeEntityEntry): Record<string, unknown> {
  return withMore(
    {
      ...partialEntityJson(entry),
      aliases: entry.aliases ?? [],
      capabilities: null,
      device_class: null,
      original_device_class: null,
      original_icon: null,
    },
    entry.more,
  );
}

function resultFor(id: number, type: string, message: Record<string, unknown>, reg: FakeRegistries): Record<string, unknown> {
  const ok = (result: unknown) => ({ id, type: 'result', success: true, result });
  switch (type) {
    case 'config/area_registry/list':
      return ok(reg.areas.map(areaJson));
    case 'config/floor_registry/list':
      return ok(reg.floors.map(floorJson));
    case 'config/device_registry/list':
      return ok(reg.devices.map(deviceJson));
    case 'config/entity_registry/list':
      return ok(reg.entities.map(partialEntityJson));
    case 'config/entity_registry/get_entries': {
      const ids = Array.isArray(message.entity_ids) ? message.entity_ids : null;
      if (ids === null || ids.some((v) => typeof v !== 'string')) {
        return { id, type: 'result', success: false, error: { code: 'invalid_format', message: "required key not provided @ data['entity_ids']. Got None" } };
      }
      const byId = new Map(reg.entities.map((e) => [e.entity_id, e]));
      const result: Record<string, unknown> = {};
      for (const entityId of ids as string[]) {
        const entry = byId.get(entityId);
        result[entityId] = entry ? extendedEntryJson(entry) : null;
      }
      return ok(result);
    }
    default:
      return { id, type: 'result', success: false, error: { code: 'unknown_command', message: 'Unknown command.' } };
  }
}

/** Registry times are POSIX timestamps as floats with microseconds (`created_at.timestamp()`). */
const CREATED = 1_700_000_000.123456;

/** `more`'s values for the keys `row` has; any other key is left out. */
function withMore(row: Record<string, unknown>, more: Record<string, unknown> | undefined): Record<string, unknown> {
  if (more === undefined) return row;
  for (const key of Object.keys(more)) if (Object.hasOwn(row, key)) row[key] = more[key];
  return row;
}

/**
 * `options.conversation.should_expose` as Home Assistant sets it for a new entity
 * (homeassistant/exposed_entities.py): exposed to Assist by domain, and (binary) sensors by device
 * class, which the fake's rows leave null — so it exposes none of those unless `more` says so.
 */
const DEFAULT_EXPOSED_DOMAINS = new Set([
  'climate',
  'cover',
  'fan',
  'humidifier',
  'light',
  'media_player',
  'scene',
  'switch',
  'todo',
  'vacuum',
  'water_heater',
]);

function areaJson(a: FakeArea): Record<string, unknown> {
  return {
    aliases: a.aliases ?? [],
    area_id: a.area_id,
    floor_id: a.floor_id ?? null,
    humidity_entity_id: null,
    icon: null,
    labels: [],
    name: a.name,
    picture: null,
    temperature_entity_id: null,
    created_at: CREATED,
    modified_at: CREATED,
  };
}

function floorJson(f: FakeFloor): Record<string, unknown> {
  return { aliases: f.aliases ?? [], created_at: CREATED, floor_id: f.floor_id, icon: null, level: f.level ?? null, name: f.name, modified_at: CREATED };
}

function deviceJson(d: FakeDevice): Record<string, unknown> {
  return withMore(deviceRow(d), d.more);
}

/** `DeviceEntry.dict_repr`. */
function deviceRow(d: FakeDevice): Record<string, unknown> {
  return {
    area_id: d.area_id ?? null,
    configuration_url: null,
    config_entries: [],
    config_entries_subentries: {},
    connections: [],
    created_at: CREATED,
    disabled_by: null,
    entry_type: null,
    hw_version: null,
    id: d.id,
    identifiers: [],
    labels: [],
    manufacturer: null,
    model: null,
    model_id: null,
    modified_at: CREATED,
    name_by_user: d.name_by_user ?? null,
    name: d.name,
    primary_config_entry: null,
    serial_number: null,
    sw_version: null,
    via_device_id: null,
  };
}

function partialEntityJson(e: FakeEntityEntry): Record<string, unknown> {
  return withMore(partialEntityRow(e), e.more);
}

/** `RegistryEntry.as_partial_dict`, with its key order. */
function partialEntityRow(e: FakeEntityEntry): Record<string, unknown> {
  const domain = e.entity_id.slice(0, e.entity_id.indexOf('.'));
  return {
    area_id: e.area_id ?? null,
    categories: {},
    config_entry_id: null,
    config_subentry_id: null,
    created_at: CREATED,
    device_id: e.device_id ?? null,
    disabled_by: null,
    entity_category: null,
    entity_id: e.entity_id,
    has_entity_name: false,
    hidden_by: null,
    icon: null,
    id: `reg-${e.entity_id}`,
    labels: [],
    modified_at: CREATED,
    name: e.name ?? null,
    options: { conversation: { should_expose: DEFAULT_EXPOSED_DOMAINS.has(domain) } },
    original_name: e.original_name ?? null,
    platform: 'fake',
    translation_key: null,
    unique_id: e.entity_id,
  };
}
