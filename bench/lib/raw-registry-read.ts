/**
 * The floor for the registry half of the settings list: one WebSocket session to
 * `/api/websocket` that logs in and sends the commands the app sends (areas, floors, devices, and
 * `get_entries` for the allowlisted ids), all at once, parses the answers and closes — nothing
 * else, no bounds, no checks. With `loginAfter`, it connects at once but logs in only when that
 * settles, as the app does after `/api/states` proved the token (one failed login, never two).
 */
import { openRawSocket } from '../../test/real-ha/raw-socket.js';

export async function rawRegistryRead(origin: string, token: string, allowlist: readonly string[], loginAfter?: Promise<unknown>): Promise<void> {
  const socket = await openRawSocket(origin);
  try {
    await socket.next();
    await loginAfter;
    socket.send({ type: 'auth', access_token: token });
    const auth = await socket.next();
    if (auth.type !== 'auth_ok') throw new Error(`the raw registry read was refused: ${String(auth.type)}`);
    const commands = [
      { type: 'config/area_registry/list' },
      { type: 'config/floor_registry/list' },
      { type: 'config/device_registry/list' },
      { type: 'config/entity_registry/get_entries', entity_ids: allowlist },
    ];
    commands.forEach((command, i) => socket.send({ id: i + 1, ...command }));
    for (let i = 0; i < commands.length; i++) {
      const answer = await socket.next();
      if (answer.success !== true) throw new Error(`the raw registry read's command ${String(answer.id)} failed`);
    }
  } finally {
    socket.close();
  }
}
