/**
 * The app as a household runs it, for the `*.real.ts` suites: a CompanionService over a data dir
 * and the browser host in front of it on 127.0.0.1. Chat goes over the host's HTTP API; settings
 * calls go to the service's channels, as the settings window's bridge would. Opening an App again
 * on the same data dir is an app restart.
 */
import type { RequestContext, TurnResponse } from '../../common/contract/types.js';
import { startHost, type RunningHost } from '../../main/browser-host/server.js';
import { CompanionService } from '../../main/core/companion-service.js';

export interface App {
  service: CompanionService;
  host: RunningHost;
  /** A message from chat; the turn as the host answers it (status 200 expected). */
  say(message: string, conversationId?: string): Promise<TurnResponse>;
  /** Approves (or denies) the turn's card with its confirmation token. */
  answer(turn: TurnResponse, approve?: boolean): Promise<TurnResponse>;
  close(): Promise<void>;
}

/** Settings calls carry a surface like every channel call; settings windows are reached from chat. */
export const CTX: RequestContext = { surface: 'chat' };

export async function openApp(dataDir: string): Promise<App> {
  // This machine's locale must not choose the language: Home Assistant's (en) or English.
  const service = new CompanionService({ dataDir, systemLanguages: () => [] });
  const host = await startHost({ service, subscribe: service.subscribe });
  const post = async (body: unknown): Promise<TurnResponse> => {
    const res = await fetch(new URL('/api/v1/conversation/message', host.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${host.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`the host answered ${res.status}: ${text}`);
    return JSON.parse(text) as TurnResponse;
  };
  return {
    service,
    host,
    say: (message, conversationId) => post({ message, ...(conversationId === undefined ? {} : { conversation_id: conversationId }) }),
    answer: (turn, approve = true) => {
      if (turn.pending_confirmation === null) throw new Error(`expected a card, got events ${JSON.stringify(turn.capability_events)}`);
      return post({ conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation.token, approve } });
    },
    close: async () => {
      await host.close();
      await service.close();
    },
  };
}

/** The last capability event of a turn (what the approval ran into). */
export function lastEvent(turn: TurnResponse) {
  return turn.capability_events.at(-1);
}
