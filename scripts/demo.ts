/**
 * `npm run demo`: the app against a demo Home Assistant (the tests' fake, seeded with a realistic
 * home — lights, switches, sensors, a lock, a camera, a person) with sensible allowlists already
 * chosen: everything readable except the camera and the person; lights and switches controllable.
 * Prints one line `{"listening":…,"token":…,"home_assistant":…}` on stdout and the URL to open
 * on stderr, once. A demo is a closed world: it never browses the real network for Home
 * Assistants (settings would offer the household's real home beside the demo's), and the page
 * shows a "Demo" badge (the `demo` flag in the link's fragment).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ChannelRequest, DiscoveryListing, RequestContext } from '../common/contract/types.js';
import { CompanionService } from '../main/core/companion-service.js';
import { openLine } from '../main/browser-host/host-args.js';
import { startHost } from '../main/browser-host/server.js';
import { demoHome } from '../test/fake-ha/index.js';
import { startDemoHomeAssistant } from '../test/fake-ha/demo-story.js';

/** Domains a careful household would not show an assistant (RFC-0018 Security and Privacy). */
const NOT_READABLE = new Set(['camera', 'person', 'device_tracker', 'alarm_control_panel']);

/** The demo's service: everything real, except that discovery finds nothing on the network. */
export class DemoCompanionService extends CompanionService {
  override async 'discovery.list'(_req: ChannelRequest<'discovery.list'>, _ctx: RequestContext): Promise<DiscoveryListing> {
    return { browsing: false, available: false, message: "The demo doesn't look for Home Assistants on your network.", instances: [] };
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, 'data-dir': { type: 'string' } }, strict: true });
  // A lived-in home: its rooms and floors ("the lights downstairs"), each device changed at its own
  // time, and the front door's last days in the history (demo-story.ts).
  const home = demoHome();
  const ha = await startDemoHomeAssistant();
  const dataDir = values['data-dir'] ?? (await mkdtemp(join(tmpdir(), 'sovereign-demo-')));
  const service = new DemoCompanionService({ dataDir });
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
  // Names the allowlisted entities (the picker does this in a real home), so cards and receipts show names.
  await service['homeAssistant.entities']({}, { surface: 'chat' });
  const rendererDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'renderer');
  const host = await startHost({ service, port: Number(values.port), subscribe: service.subscribe, rendererDir });
  process.stdout.write(`${JSON.stringify({ listening: host.url, token: host.token, home_assistant: ha.url })}\n`);
  process.stderr.write(`Demo ready — ${openLine(host.url, host.token, '&demo')}\n`);
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
