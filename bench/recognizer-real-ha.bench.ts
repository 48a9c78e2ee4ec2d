/**
 * Home Assistant's recognizer as an engine (docs/architecture.md, "The third engine"), timed against
 * a real Home Assistant core (../shared/real-ha) set to Swedish, with its home renamed into Swedish
 * (test/real-ha/swedish-home.ts): from a household's message to the card it proposes, over the app's
 * HTTP API, beside the built-in engine's same round trip for the same requests in English on the same
 * Home Assistant. Two apps, one per engine, so each pair of samples runs back to back; every sentence
 * is new to Home Assistant (nothing answered from a cache), as a household's next message is.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CTX, openApp, type App } from '../test/real-ha/app.js';
import { startRealHomeAssistant } from '../test/real-ha/real-ha.js';
import { ALLOWLIST, CONTROLLABLE, renameIntoSwedish } from '../test/real-ha/swedish-home.js';
import { ratioRow, type BenchRow } from './lib/stats.js';

export interface RecognizerBenchOptions {
  /** Warm-up pairs (the first Swedish sentence loads Home Assistant's Swedish intents: up to 1.2 s). */
  warmup?: number;
  log?: (line: string) => void;
}

/** The names every request is about (the Swedish home's lights), and the verbs said to them. */
const NAMES = ['taklampan', 'golvlampan', 'sänglampan', 'läslampan'];
const SWEDISH_VERBS = ['tänd', 'släck', 'slå på', 'slå av', 'sätt på', 'stäng av'];
const ENGLISH_VERBS = ['turn on', 'turn off', 'switch on', 'switch off', 'power on', 'shut off'];

async function timedCard(app: App, sentence: string): Promise<number> {
  const start = performance.now();
  const turn = await app.say(sentence);
  const ms = performance.now() - start;
  if (turn.pending_confirmation === null) throw new Error(`"${sentence}" proposed no card`);
  return ms;
}

export async function run(opts: RecognizerBenchOptions = {}): Promise<BenchRow[]> {
  const { warmup = 2 } = opts;
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const ha = await startRealHomeAssistant();
  const dirs: string[] = [];
  const apps: App[] = [];
  try {
    await renameIntoSwedish(ha);
    const open = async (): Promise<App> => {
      const dir = await mkdtemp(join(tmpdir(), 'sovereign-bench-recognizer-'));
      dirs.push(dir);
      const app = await openApp(dir);
      apps.push(app);
      await app.service['homeAssistant.saveConfig'](
        {
          enabled: true,
          base_url: ha.url,
          access_token: ha.token,
          allowlisted_entities: ALLOWLIST,
          control_enabled: true,
          controllable_entities: CONTROLLABLE,
        },
        CTX,
      );
      // Settings read the registries' Swedish names and learn Home Assistant's language.
      await app.service['homeAssistant.entities']({}, CTX);
      return app;
    };
    const swedish = await open();
    const english = await open();
    await english.service['language.set']({ choice: 'en' }, CTX);
    const chainOf = async (app: App) => (await app.service['assistant.getConfig']({}, CTX)).language_chain;
    const [sv, en] = [await chainOf(swedish), await chainOf(english)];
    if (sv?.engine !== 'home-assistant-recognizer' || en?.engine !== 'builtin') {
      throw new Error(`the engines are ${String(sv?.engine)} and ${String(en?.engine)}, not the recognizer and the built-in one`);
    }

    const sentences = (verbs: readonly string[]) => verbs.flatMap((verb) => NAMES.map((name) => `${verb} ${name}`));
    const [svSentences, enSentences] = [sentences(SWEDISH_VERBS), sentences(ENGLISH_VERBS)];
    const pairs = { floor: [] as number[], candidate: [] as number[] };
    for (let i = 0; i < svSentences.length; i++) {
      const candidate = await timedCard(swedish, svSentences[i]!);
      const floor = await timedCard(english, enSentences[i]!);
      if (i < warmup) continue;
      pairs.candidate.push(candidate);
      pairs.floor.push(floor);
    }
    log(
      `recognizer bench: ${pairs.candidate.length} distinct Swedish requests through Home Assistant's recognizer, the same in English through the built-in engine`,
    );
    return [
      ratioRow(
        "real-ha: Home Assistant's recognizer as the engine (Swedish), message to card, vs the built-in engine (English) on the same Home Assistant (target ≤ 3×)",
        'ms',
        pairs,
        3,
      ),
    ];
  } finally {
    for (const app of apps) await app.close();
    await ha.dispose();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}
