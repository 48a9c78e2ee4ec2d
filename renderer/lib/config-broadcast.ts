/**
 * Tells the app's other windows that settings were saved, so the chat's first-run screen, the
 * allowlist size on read cards and the status line follow at once. (Main pushes no config event
 * yet; a BroadcastChannel reaches every window of the same origin, in Electron and in browsers.)
 */
const CHANNEL = 'sovereign-config';

export function announceConfigSaved(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ kind: 'config-saved' });
  channel.close();
}

export function onConfigSaved(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
