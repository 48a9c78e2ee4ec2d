/**
 * `npm run demo`: the app against a demo Home Assistant (the tests' fake, seeded with a realistic
 * home — lights, switches, sensors, a lock, a camera, a person) with sensible allowlists already
 * chosen: everything readable except the camera and the person; lights and switches controllable.
 * Prints one line `{"listening":…,"token":…,"home_assistant":…}` and the URL to open.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CompanionService } from '../main/core/companion-service.js';
import { startHost } from '../main/browser-host/server.js';
import { demoHome, startFakeHomeAssistant } from '../test/fake-ha/index.js';

/** Domains a careful household would not show an assistant (RFC-0018 Security and Privacy). */
const NOT_READABLE = new Set(['camera', 'person', 'device_tracker', 'alarm_control_panel']);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, 'data-dir': { type: 'string' } }, strict: true });
  const home = demoHome();
  const ha = await startFakeHomeAssistant({ entities: home, config: { location_name: 'Demo Home' } });
  const dataDir = values['data-dir'] ?? (await mkdtemp(join(tmpdir(), 'sovereign-demo-')));
  const service = new CompanionService({ dataDir });
  const readable = home.map((e) => e.entity_id).filter((id) => !NOT_READABLE.has(id.split('.')[0]!));
  await service['homeAssistant.saveConfig'](
    {
      enabled: true,
      base_url: ha.url,
      access_token: ha.token,
      allowlisted_entities: readable,
      control_enabled: true,
      controllable_entities: readable.filter((id) => id.startsWith('light.') || id.startsWith('switch.')),
    },
    { surface: 'chat' },
  );
  await service['homeAssistant.testConnection']({}, { surface: 'chat' });
  const rendererDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'renderer');
  const host = await startHost({ service, port: Number(values.port), subscribe: service.subscribe, rendererDir });
  process.stdout.write(`${JSON.stringify({ listening: host.url, token: host.token, home_assistant: ha.url })}\n`);
  process.stderr.write(`Demo ready — open ${host.url}#token=${host.token}\n`);
  const stop = async () => {
    await host.close();
    await service.close();
    await ha.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

void main().catch((error: unknown) => {
  process.stderr.write(`The demo could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
