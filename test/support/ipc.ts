import { API_METHODS, type Api, type Subscribe } from '../../src/shared/ipc/api.ts';
import type { Result } from '../../src/shared/ipc/errors.ts';
import type { AppEvent, EventListener } from '../../src/shared/ipc/events.ts';
import { createRegistrar, type IpcHost, type SenderEvent } from '../../src/main/ipc/registrar.ts';
import { createApi } from '../../src/preload/api.ts';

export const APP_URL = 'app://linkdesk/index.html';

type Listener = (event: SenderEvent, request: unknown) => Promise<Result<unknown>>;

/** An ipcMain stand-in: keeps the listeners and lets a test send messages as any frame. */
export class FakeIpcHost implements IpcHost {
  readonly listeners = new Map<string, Listener>();

  handle(channel: string, listener: Listener): void {
    this.listeners.set(channel, listener);
  }

  /** Sends as the main frame of the app's window unless another frame is given. */
  send(
    channel: string,
    request: unknown,
    frame?: { url: string; isMain: boolean },
  ): Promise<Result<unknown>> {
    const listener = this.listeners.get(channel);
    if (!listener) throw new Error(`Nothing handles ${channel}.`);
    const mainFrame = { url: APP_URL };
    const senderFrame = frame
      ? frame.isMain
        ? Object.assign(mainFrame, { url: frame.url })
        : { url: frame.url }
      : mainFrame;
    return listener({ sender: { mainFrame }, senderFrame }, request);
  }
}

/** main's event channel in memory: `emit` reaches every listener `subscribe` has registered and not removed. */
export function createTestEvents(): { subscribe: Subscribe; emit: (event: AppEvent) => void } {
  const listeners = new Set<EventListener>();
  return {
    subscribe(listener) {
      // A wrapper per subscription, so the same listener subscribed twice is also removed one at a time.
      const entry: EventListener = (event) => listener(event);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    emit(event) {
      for (const listener of [...listeners]) listener(structuredClone(event));
    },
  };
}

/**
 * A registrar over a fake host, and the same `Api` the preload exposes, wired to it. `emit` is main's side of
 * the event channel: hand it to the handlers (or the gateway), and `api.onEvent` listeners hear it.
 */
export function createTestIpc(
  log: { error: (message: string, error?: unknown) => void } = { error: () => undefined },
) {
  const host = new FakeIpcHost();
  const registrar = createRegistrar(host, (url) => url === APP_URL, log);
  const events = createTestEvents();
  const api: Api = createApi((channel, request) => host.send(channel, request), events.subscribe);
  return { host, registrar, api, methods: API_METHODS, emit: events.emit };
}
