/** What went wrong with an on/off request or a read, in English (narrate.ts decides which). */
import { capitalize } from '../../text.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import type { ActionProblem, ReadProblem } from '../types.js';
import { ONLY_LIGHTS_AND_SWITCHES, SETTINGS_CONNECTION, SETTINGS_CONTROL, SETTINGS_READ_ACCESS } from './settings.js';
import { name } from './words.js';

export function actionProblem(problem: ActionProblem, device: string | IndexedEntity, state: 'on' | 'off'): string {
  const n = name(device);
  const verb = `turn ${state}`;
  const done = `turned ${state}`;
  switch (problem.kind) {
    case 'unconfirmed':
      return `Home Assistant reports ${n}${problem.reported !== null ? ` as ${problem.reported}` : ''}, so I can't confirm it was ${done} — please check it.`;
    case 'only_lights_and_switches':
      return `${ONLY_LIGHTS_AND_SWITCHES} So I didn't ${verb} ${n}.`;
    case 'not_allowed':
      return `I can read ${n} but I'm not allowed to control it — you can allow that in ${SETTINGS_CONTROL}.`;
    case 'control_off':
      return `Control is turned off in ${SETTINGS_CONTROL}, so I can't switch anything — ${n} was not changed.`;
    case 'not_allowlisted':
      return `${capitalize(n)} isn't on the list of devices I may use, so I didn't turn it ${state} — you can add it in ${SETTINGS_READ_ACCESS}.`;
    case 'not_configured':
      return `Home Assistant isn't set up yet — add its address and access token in ${SETTINGS_CONNECTION}. Nothing was changed.`;
    case 'too_much':
      return `I tried to do too much at once, so ${n} was not changed.`;
    case 'denied':
      return `OK, I left ${n} as it is.`;
    case 'expired':
      return 'That request expired before it was approved, so nothing was changed.';
    case 'approval_invalid':
      return 'That approval was no longer valid, so nothing was changed.';
    case 'timeout':
      return `Home Assistant didn't answer in time, so I can't tell whether ${n} was ${done} — please check it.`;
    case 'unreachable':
      return `I couldn't reach Home Assistant, so I couldn't ${verb} ${n}.`;
    case 'auth_failed':
      return `Home Assistant no longer accepts my access token, so I couldn't ${verb} ${n}. Make a new one in Home Assistant (your profile → Security → Long-lived access tokens) and save it in ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `I couldn't verify Home Assistant's certificate, so I didn't ask it to ${verb} ${n}. Please check the connection in ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant no longer has ${n}, so nothing was changed.`;
    case 'audit_unavailable':
      return `I couldn't write the approval to the activity log, so I didn't ask Home Assistant to ${verb} ${n} — nothing runs unrecorded. Please check the disk.`;
    case 'not_confirmed':
      return `I asked Home Assistant to ${verb} ${n}, but it didn't confirm the change — please check it.`;
    case 'error':
      return `Home Assistant answered with an error, so I couldn't ${verb} ${n}.`;
    case 'bad_answer':
      return `Home Assistant's answer didn't look right, so I can't confirm whether ${n} was ${done} — please check it.`;
    case 'bad_request':
      return `Something was wrong with my request, so ${n} was not changed.`;
    case 'pending':
      return `I've asked for your approval to ${verb} ${n}.`;
    case 'refused':
      return `I wasn't allowed to ${verb} ${n}${problem.code ? ` (${problem.code})` : ''}.`;
    case 'failed':
      return `I couldn't ${verb} ${n}${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

export function readProblem(problem: ReadProblem, about: string | IndexedEntity | null): string {
  const subject = about === null ? 'that' : name(about);
  switch (problem.kind) {
    case 'read_off':
      return `Reading from Home Assistant is turned off in ${SETTINGS_READ_ACCESS}, so I can't check ${subject}.`;
    case 'not_configured':
      return `Home Assistant isn't set up yet — add its address and access token in ${SETTINGS_CONNECTION}.`;
    case 'not_allowlisted':
      return `${capitalize(subject)} isn't on the list of devices I may read — you can add it in ${SETTINGS_READ_ACCESS}.`;
    case 'denied':
      return "OK, I didn't read anything from Home Assistant.";
    case 'expired':
      return "That request expired before it was approved, so I didn't read anything.";
    case 'approval_invalid':
      return "That approval was no longer valid, so I didn't read anything.";
    case 'unreachable':
      return `I couldn't reach Home Assistant, so I can't tell you about ${subject} right now.`;
    case 'timeout':
      return `Home Assistant didn't answer in time, so I can't tell you about ${subject} right now.`;
    case 'auth_failed':
      return `Home Assistant no longer accepts my access token. Make a new one in Home Assistant (your profile → Security → Long-lived access tokens) and save it in ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `I couldn't verify Home Assistant's certificate, so I didn't ask it anything. Please check the connection in ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant no longer has ${subject}.`;
    case 'audit_unavailable':
      return "I couldn't write the approval to the activity log, so I didn't read anything — nothing runs unrecorded. Please check the disk.";
    case 'bad_answer':
      return `Home Assistant answered with something I couldn't read, so I can't tell you about ${subject} right now.`;
    case 'pending':
      return "I've asked for your approval to read from Home Assistant.";
    case 'failed':
      return `I couldn't read ${subject} from Home Assistant${problem.code ? ` (${problem.code})` : ''}.`;
  }
}
