/**
 * The security habits of DESIGN §1 and §6 as syntax rules, shared by `eslint.config.js` (which
 * enforces them on the production folders) and `scripts/check-security.mjs` (which checks that
 * ESLint really reaches every production file with them switched on).
 *
 * Each entry is one `no-restricted-syntax` selector; its message starts with `[id]`, so a finding
 * names the rule it broke. `allowedIn` lists the files that are the one deliberate exception.
 */

/** The one module allowed to complete a TLS handshake without chain validation, to *show* a certificate (DESIGN §8.4). */
export const TLS_PROBE = 'main/core/tls/tls-probe.ts';
/** The only place a window (or any other web contents) is made (DESIGN §6). */
export const WINDOW_FACTORY = 'main/electron/window-factory.ts';
/** The IPC registry: the only code that calls `ipcMain` (DESIGN §2, STYLE 2). */
export const IPC_REGISTRY = ['main/electron/ipc-registry.ts', 'main/electron/shell-ipc.ts'];
/** The wiring that hands Electron's `ipcMain` to the registry, and the preload. */
export const IPC_MAIN_IMPORTERS = ['main/electron/shell.ts', ...IPC_REGISTRY];
export const PRELOAD = 'preload/**';

/** Production source folders: the rules below hold there; tests and scripts may name the patterns on purpose. */
export const PRODUCTION_DIRS = ['common', 'main', 'preload', 'renderer'];

/** `key: <anything but the safe literal>` in an object literal, quoted key or not, and `x.key = <not the safe literal>`. */
function onlySafeValue(key, safe) {
  return [
    `ObjectExpression > Property:matches([key.name='${key}'], [key.value='${key}']):not([value.raw='${safe}'])`,
    `AssignmentExpression:matches([left.property.name='${key}'], [left.property.value='${key}']):not([right.raw='${safe}'])`,
  ];
}

const WEB_PREFERENCES = [
  ['sandbox', 'true', 'sandbox-false', 'every window is sandboxed'],
  ['nodeIntegration', 'false', 'node-integration-true', 'renderers never get Node'],
  ['nodeIntegrationInWorker', 'false', 'node-integration-in-worker-true', 'workers never get Node'],
  ['nodeIntegrationInSubFrames', 'false', 'node-integration-in-subframes-true', 'frames never get Node'],
  ['contextIsolation', 'true', 'context-isolation-false', 'the preload runs isolated from the page'],
  ['webSecurity', 'true', 'web-security-false', 'the same-origin policy stays on'],
  ['allowRunningInsecureContent', 'false', 'insecure-content-true', 'no http content in an app:// page'],
  ['webviewTag', 'false', 'webview-tag-true', 'no <webview>'],
  ['experimentalFeatures', 'false', 'experimental-features-true', 'no Chromium experimental features'],
];

/** @type {Array<{id: string, selectors: string[], message: string, allowedIn?: string[]}>} */
export const SECURITY_RULES = [
  ...WEB_PREFERENCES.map(([key, safe, id, why]) => ({
    id,
    selectors: onlySafeValue(key, safe),
    message: `${key} may only be the literal ${safe}: ${why} (DESIGN §6)`,
  })),
  {
    id: 'reject-unauthorized-false',
    selectors: onlySafeValue('rejectUnauthorized', 'true'),
    message: `rejectUnauthorized may only be the literal true: only ${TLS_PROBE} may skip chain validation (DESIGN §8.4)`,
    allowedIn: [TLS_PROBE],
  },
  {
    id: 'node-tls-reject-unauthorized',
    selectors: [
      "Identifier[name='NODE_TLS_REJECT_UNAUTHORIZED']",
      'Literal[value=/NODE_TLS_REJECT_UNAUTHORIZED/]',
      'TemplateElement[value.raw=/NODE_TLS_REJECT_UNAUTHORIZED/]',
    ],
    message: 'NODE_TLS_REJECT_UNAUTHORIZED turns certificate verification off process-wide',
  },
  {
    id: 'window-outside-factory',
    selectors: [
      'NewExpression[callee.name=/^(BrowserWindow|BrowserView|WebContentsView)$/]',
      'NewExpression[callee.property.name=/^(BrowserWindow|BrowserView|WebContentsView)$/]',
    ],
    message: `windows are made only in ${WINDOW_FACTORY}, which locks their web preferences down (DESIGN §6)`,
    allowedIn: [WINDOW_FACTORY],
  },
  {
    id: 'raw-ipc-main',
    selectors: ["CallExpression[callee.object.name='ipcMain']", "CallExpression[callee.object.property.name='ipcMain']"],
    message: 'ipcMain is called only by the IPC registry, which validates the sender and parses the payload (STYLE 2)',
    allowedIn: IPC_REGISTRY,
  },
];

/** The `no-restricted-syntax` entries for a file, leaving out the rules it is the exception to. */
export function restrictedSyntax(file) {
  return SECURITY_RULES.filter((rule) => !rule.allowedIn?.includes(file)).flatMap((rule) =>
    rule.selectors.map((selector) => ({ selector, message: `[${rule.id}] ${rule.message}` })),
  );
}

/** The files that are an exception to at least one rule. */
export const EXCEPTION_FILES = [...new Set(SECURITY_RULES.flatMap((rule) => rule.allowedIn ?? []))];

/**
 * Electron's raw IPC objects, importable only where they belong: `ipcMain` by the wiring and the
 * registry, `ipcRenderer` and `contextBridge` by the preload. Type imports are fine everywhere.
 */
export function restrictedElectronImports({ ipcMain, preload }) {
  const names = [...(ipcMain ? [] : ['ipcMain']), ...(preload ? [] : ['ipcRenderer', 'contextBridge'])];
  if (names.length === 0) return [];
  return [
    {
      name: 'electron',
      importNames: names,
      allowTypeImports: true,
      message: '[raw-ipc-import] ipcMain belongs to the IPC registry, ipcRenderer and contextBridge to the preload (STYLE 2, 3)',
    },
  ];
}
