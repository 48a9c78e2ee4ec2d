// Child process for the crash-safety test. Implements nothing itself: it imports the BUILT
// HomeAssistantConfigStore and, once told "go" on stdin, writes the two configs it is given,
// alternately, until it is killed. It starts ahead of time (so the parent can have the next
// writer loaded while the current one runs), prints "loaded" when ready to go and "ready <n>"
// after every completed write.
//   node crash-writer.mjs <dist dir> <data dir> <configs.json> <first index>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [distDir, dataDir, configsPath, firstIndex] = process.argv.slice(2);
const { HomeAssistantConfigStore } = await import(pathToFileURL(join(distDir, 'main', 'core', 'storage', 'home-assistant-config.js')).href);
const configs = JSON.parse(readFileSync(configsPath, 'utf8'));
const store = new HomeAssistantConfigStore(dataDir);
process.stdout.write('loaded\n');
await new Promise((resolve) => {
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (d) => d.includes('go') && resolve());
});
let i = Number(firstIndex) || 0;
for (;;) {
  await store.write(configs[i % 2]);
  i++;
  process.stdout.write(`ready ${i}\n`);
}
