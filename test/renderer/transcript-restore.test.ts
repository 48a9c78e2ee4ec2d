/**
 * A new window continues the latest kept conversation — but only as a default: when the household
 * starts a new conversation or sends a message before the kept one has arrived, the late answer
 * must not replace what they are doing: nothing the household typed or chose is lost.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { useTranscript } from '../../renderer/stores/transcript.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const keptTurn = { turn_id: 't-old', conversation_id: 'kept', user_message: 'earlier', reply: 'ok', capability_events: [] } as unknown as TurnResponse;

function installFake(history: Promise<unknown>, conversation: Promise<unknown>) {
  Object.defineProperty(window, 'sovereign', {
    configurable: true,
    value: { history: { get: () => history }, conversation: { get: () => conversation } },
  });
}

describe('restoring the kept conversation', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useTranscript.setState({ conversationId: null, turns: [], outgoing: null, sendError: null, early: [] });
  });

  it('restores it when nothing else happened meanwhile', async () => {
    installFake(Promise.resolve({ conversations: [{ conversation_id: 'kept' }] }), Promise.resolve({ turns: [keptTurn] }));
    await useTranscript.getState().load();
    expect(useTranscript.getState().conversationId).toBe('kept');
    expect(useTranscript.getState().turns).toHaveLength(1);
  });

  it('a New conversation while the kept one is still loading stays new', async () => {
    const view = deferred<unknown>();
    installFake(Promise.resolve({ conversations: [{ conversation_id: 'kept' }] }), view.promise);
    const loading = useTranscript.getState().load();
    await new Promise((r) => setTimeout(r, 0));
    useTranscript.getState().startNew();
    view.resolve({ turns: [keptTurn] });
    await loading;
    expect(useTranscript.getState().conversationId).toBeNull();
    expect(useTranscript.getState().turns).toEqual([]);
  });
});
