/**
 * Saying what happened to a proposal, from its tool result only. A change is reported as done
 * only when Home Assistant confirmed it (`executed`); every refusal and failure is said in plain
 * words, keyed on its code (never on message text), and never as success.
 */
import type { ToolResult } from '../conversation-engine.js';
import { capitalize } from './text.js';
import { ONLY_LIGHTS_AND_SWITCHES } from './wording.js';

export const SETTINGS_CONTROL = 'Settings → Control';
/** The settings sections by their real names (issue 14 item 4: there is no "Home Assistant" section). */
export const SETTINGS_CONNECTION = 'Settings → Connection';
export const SETTINGS_READ_ACCESS = 'Settings → Read access';

/** Outcomes after which the engine does not go on to the next device of a request. */
const STOPPING_CODES = new Set([
  'CAPABILITY_DISABLED',
  'CAPABILITY_NOT_CONFIGURED',
  'CONFIRMATION_DENIED',
  'CONFIRMATION_EXPIRED',
  'CONFIRMATION_INVALID',
  'EXECUTION_TIMEOUT',
  'HOME_ASSISTANT_UNREACHABLE',
  'HOME_ASSISTANT_AUTH_FAILED',
  'HOME_ASSISTANT_TLS_ERROR',
  'INVOCATION_LIMIT_EXCEEDED',
]);

export function stopsTheRequest(result: ToolResult): boolean {
  if (result.outcome === 'denied' || result.outcome === 'expired' || result.outcome === 'pending') return true;
  return result.code !== undefined && STOPPING_CODES.has(result.code);
}

interface ActionResult {
  changed?: unknown;
  new_state?: unknown;
}

export type ActionReport = { kind: 'turned'; name: string } | { kind: 'already'; name: string } | { kind: 'sentence'; text: string };

function switchable(entityId: unknown): boolean {
  return typeof entityId === 'string' && (entityId.startsWith('light.') || entityId.startsWith('switch.'));
}

/** One `set_entity_state` result, for the device called `name` ("the porch light"). */
export function reportAction(result: ToolResult, name: string, state: 'on' | 'off'): ActionReport {
  const verb = `turn ${state}`;
  const done = `turned ${state}`;
  if (result.outcome === 'executed') {
    const r = (result.result ?? {}) as ActionResult;
    if (r.changed === false) return { kind: 'already', name };
    if (r.changed === true || r.new_state === state) return { kind: 'turned', name };
    const reported = typeof r.new_state === 'string' ? ` as ${r.new_state}` : '';
    return { kind: 'sentence', text: `Home Assistant reports ${name}${reported}, so I can't confirm it was ${done} — please check it.` };
  }
  switch (result.code) {
    case 'ENTITY_NOT_CONTROLLABLE':
      // Settings accept only lights and switches for control: for anything else no setting helps.
      if (!switchable(result.arguments.entity_id)) return { kind: 'sentence', text: `${ONLY_LIGHTS_AND_SWITCHES} So I didn't ${verb} ${name}.` };
      return { kind: 'sentence', text: `I can read ${name} but I'm not allowed to control it — you can allow that in ${SETTINGS_CONTROL}.` };
    case 'CAPABILITY_DISABLED':
      return { kind: 'sentence', text: `Control is turned off in ${SETTINGS_CONTROL}, so I can't switch anything — ${name} was not changed.` };
    case 'DOMAIN_NOT_CONTROLLABLE':
      return { kind: 'sentence', text: `${ONLY_LIGHTS_AND_SWITCHES} So I didn't ${verb} ${name}.` };
    case 'ENTITY_NOT_ALLOWLISTED':
      return {
        kind: 'sentence',
        text: `${capitalize(name)} isn't on the list of devices I may use, so I didn't turn it ${state} — you can add it in ${SETTINGS_READ_ACCESS}.`,
      };
    case 'CAPABILITY_NOT_CONFIGURED':
      return { kind: 'sentence', text: `Home Assistant isn't set up yet — add its address and access token in ${SETTINGS_CONNECTION}. Nothing was changed.` };
    case 'INVOCATION_LIMIT_EXCEEDED':
      return { kind: 'sentence', text: `I tried to do too much at once, so ${name} was not changed.` };
    case 'CONFIRMATION_DENIED':
      return { kind: 'sentence', text: `OK, I left ${name} as it is.` };
    case 'CONFIRMATION_EXPIRED':
      return { kind: 'sentence', text: 'That request expired before it was approved, so nothing was changed.' };
    case 'CONFIRMATION_INVALID':
      return { kind: 'sentence', text: 'That approval was no longer valid, so nothing was changed.' };
    case 'EXECUTION_TIMEOUT':
      return { kind: 'sentence', text: `Home Assistant didn't answer in time, so I can't tell whether ${name} was ${done} — please check it.` };
    case 'HOME_ASSISTANT_UNREACHABLE':
      return { kind: 'sentence', text: `I couldn't reach Home Assistant, so I couldn't ${verb} ${name}.` };
    case 'HOME_ASSISTANT_AUTH_FAILED':
      return {
        kind: 'sentence',
        text: `Home Assistant refused my access token, so I couldn't ${verb} ${name}. Please check the token in ${SETTINGS_CONNECTION}.`,
      };
    case 'HOME_ASSISTANT_TLS_ERROR':
      return {
        kind: 'sentence',
        text: `I couldn't verify Home Assistant's certificate, so I didn't ask it to ${verb} ${name}. Please check the connection in ${SETTINGS_CONNECTION}.`,
      };
    case 'HOME_ASSISTANT_ENTITY_NOT_FOUND':
      return { kind: 'sentence', text: `Home Assistant no longer has ${name}, so nothing was changed.` };
    case 'AUDIT_UNAVAILABLE':
      return {
        kind: 'sentence',
        text: `I couldn't write the approval to the activity log, so I didn't ask Home Assistant to ${verb} ${name} — nothing runs unrecorded. Please check the disk.`,
      };
    case 'HOME_ASSISTANT_ACTION_NOT_CONFIRMED':
      return { kind: 'sentence', text: `I asked Home Assistant to ${verb} ${name}, but it didn't confirm the change — please check it.` };
    case 'HOME_ASSISTANT_ERROR':
      return { kind: 'sentence', text: `Home Assistant answered with an error, so I couldn't ${verb} ${name}.` };
    case 'RESULT_INVALID':
    case 'RESULT_TOO_LARGE':
      return { kind: 'sentence', text: `Home Assistant's answer didn't look right, so I can't confirm whether ${name} was ${done} — please check it.` };
    case 'INVALID_ARGUMENTS':
    case 'CAPABILITY_UNKNOWN':
      return { kind: 'sentence', text: `Something was wrong with my request, so ${name} was not changed.` };
    default:
      break;
  }
  switch (result.outcome) {
    case 'denied':
      return { kind: 'sentence', text: `OK, I left ${name} as it is.` };
    case 'expired':
      return { kind: 'sentence', text: 'That request expired before it was approved, so nothing was changed.' };
    case 'pending':
      return { kind: 'sentence', text: `I've asked for your approval to ${verb} ${name}.` };
    case 'rejected':
      return { kind: 'sentence', text: `I wasn't allowed to ${verb} ${name}${result.code ? ` (${result.code})` : ''}.` };
    default:
      return { kind: 'sentence', text: `I couldn't ${verb} ${name}${result.code ? ` (${result.code})` : ''}.` };
  }
}

/** Why a read (`list_entities`, `get_history`) gave no data; `about` names what was asked about. */
export function readFailure(result: ToolResult, about: string | null): string {
  const subject = about ?? 'that';
  switch (result.code) {
    case 'CAPABILITY_DISABLED':
      return `Reading from Home Assistant is turned off in ${SETTINGS_READ_ACCESS}, so I can't check ${subject}.`;
    case 'CAPABILITY_NOT_CONFIGURED':
      return `Home Assistant isn't set up yet — add its address and access token in ${SETTINGS_CONNECTION}.`;
    case 'ENTITY_NOT_ALLOWLISTED':
      return `${capitalize(subject)} isn't on the list of devices I may read — you can add it in ${SETTINGS_READ_ACCESS}.`;
    case 'CONFIRMATION_DENIED':
      return "OK, I didn't read anything from Home Assistant.";
    case 'CONFIRMATION_EXPIRED':
      return "That request expired before it was approved, so I didn't read anything.";
    case 'CONFIRMATION_INVALID':
      return "That approval was no longer valid, so I didn't read anything.";
    case 'HOME_ASSISTANT_UNREACHABLE':
      return `I couldn't reach Home Assistant, so I can't tell you about ${subject} right now.`;
    case 'EXECUTION_TIMEOUT':
      return `Home Assistant didn't answer in time, so I can't tell you about ${subject} right now.`;
    case 'HOME_ASSISTANT_AUTH_FAILED':
      return `Home Assistant refused my access token — please check it in ${SETTINGS_CONNECTION}.`;
    case 'HOME_ASSISTANT_TLS_ERROR':
      return `I couldn't verify Home Assistant's certificate, so I didn't ask it anything. Please check the connection in ${SETTINGS_CONNECTION}.`;
    case 'HOME_ASSISTANT_ENTITY_NOT_FOUND':
      return `Home Assistant no longer has ${subject}.`;
    case 'AUDIT_UNAVAILABLE':
      return "I couldn't write the approval to the activity log, so I didn't read anything — nothing runs unrecorded. Please check the disk.";
    case 'HOME_ASSISTANT_ERROR':
    case 'RESULT_INVALID':
    case 'RESULT_TOO_LARGE':
      return `Home Assistant answered with something I couldn't read, so I can't tell you about ${subject} right now.`;
    default:
      break;
  }
  if (result.outcome === 'denied') return "OK, I didn't read anything from Home Assistant.";
  if (result.outcome === 'expired') return "That request expired before it was approved, so I didn't read anything.";
  if (result.outcome === 'pending') return "I've asked for your approval to read from Home Assistant.";
  return `I couldn't read ${subject} from Home Assistant${result.code ? ` (${result.code})` : ''}.`;
}
