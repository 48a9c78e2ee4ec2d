/**
 * Child-process entry of the out-of-process fake Home Assistant (see fake-ha-process.ts). It is
 * transpiled next to the fake's own files, so its import is rewritten to `./index.js` there.
 * Commands arrive over the IPC channel; the process exits when its parent goes away.
 */
import { generateHome, startFakeHomeAssistant, type FakeHomeAssistant, type FakeRegistries } from '../../test/fake-ha/index.js';

export type ChildCommand =
  | { op: 'start'; count: number; seed: number; token: string; registries?: FakeRegistries }
  | { op: 'addHistory'; entityId: string; changes: Array<{ state: string; at: string; attributes?: Record<string, unknown> }> }
  | { op: 'removeEntity'; entityId: string }
  | { op: 'requests'; clear: boolean }
  | { op: 'close' };

let ha: FakeHomeAssistant | undefined;

async function handle(command: ChildCommand): Promise<unknown> {
  switch (command.op) {
    case 'start':
      ha = await startFakeHomeAssistant({
        token: command.token,
        entities: generateHome(command.count, command.seed),
        lateReporters: [],
        ...(command.registries ? { registries: command.registries } : {}),
      });
      return { url: ha.url };
    case 'addHistory':
      ha?.addHistory(command.entityId, command.changes);
      return null;
    case 'removeEntity':
      ha?.removeEntity(command.entityId);
      return null;
    case 'requests': {
      const paths = (ha?.requests ?? []).map((r) => r.path);
      if (command.clear) ha?.clearRequests();
      return paths;
    }
    case 'close':
      await ha?.close();
      ha = undefined;
      return null;
  }
}

process.on('message', (message: { id: number; command: ChildCommand }) => {
  handle(message.command).then(
    (value) => process.send?.({ id: message.id, ok: true, value }),
    (error: unknown) => process.send?.({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
