/**
 * Shared pieces for the shell tests: a service whose every channel is a spy, and windows of
 * ours (fake BrowserWindows showing `app://` content, registered with a role).
 */
import type { BrowserWindow } from 'electron';
import { vi, type Mock } from 'vitest';
import { channels, type Channel } from '../../common/contract/channels.js';
import type { CompanionEventName, CompanionEvents, EventSubscriber } from '../../common/contract/events.js';
import type { CompanionApi } from '../../common/contract/types.js';
import { rendererUrl, type WindowRole } from '../../main/electron/app-url.js';
import type { WindowRegistry } from '../../main/electron/window-registry.js';
import { FakeBrowserWindow } from './fake-electron.js';

export type SpyService = CompanionApi & {
  spies: Record<string, Mock>;
  subscribe: EventSubscriber;
  emit<E extends CompanionEventName>(name: E, payload: CompanionEvents[E]): void;
  close: Mock<() => Promise<void>>;
  flushSync?: () => void;
};

/**
 * A service with a spy for every contract channel — and for the DESIGN §2 channels the contract
 * may not declare yet (so "conversation.message was not called" is a real assertion either way).
 */
export function spyService(): SpyService {
  const names = new Set<string>([...Object.keys(channels), 'conversation.message', 'conversation.get', 'confirmations.list']);
  const spies: Record<string, Mock> = {};
  for (const name of names) spies[name] = vi.fn(async (request: unknown) => ({ echoed: request }));
  const listeners = new Set<Parameters<EventSubscriber>[0]>();
  const service = {
    ...spies,
    spies,
    subscribe: (listener: Parameters<EventSubscriber>[0]) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit<E extends CompanionEventName>(name: E, payload: CompanionEvents[E]) {
      for (const listener of listeners) listener(name, payload);
    },
    close: vi.fn(async () => undefined),
  };
  return service as unknown as SpyService;
}

/** A fake window of ours showing the renderer for `role`, registered in `registry`. */
export function appWindow(registry: WindowRegistry, role: WindowRole): FakeBrowserWindow {
  const window = new FakeBrowserWindow({});
  void window.loadURL(rendererUrl(role));
  registry.add(window as unknown as BrowserWindow, role);
  return window;
}

/** Every contract channel, as the type system sees them. */
export const CONTRACT_CHANNELS = Object.keys(channels) as Channel[];
