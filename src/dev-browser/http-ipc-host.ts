import type { Result } from '../shared/ipc/errors.ts';
import type { IpcHost, SenderEvent } from '../main/ipc/registrar.ts';

type Listener = (event: SenderEvent, request: unknown) => Promise<Result<unknown>>;

/**
 * What `ipcMain` is to the app, for dev:browser: the registrar registers its listeners here, and the HTTP
 * bridge invokes them. The bridge calls `invoke` only once a request has passed its own checks (Host header,
 * token, origin), so the event it hands the registrar describes the app's main frame, as Electron would.
 */
export class HttpIpcHost implements IpcHost {
  readonly #listeners = new Map<string, Listener>();
  readonly #appUrl: () => string;

  /** `appUrl` is asked on each call: the server's port is known only once it listens. */
  constructor(appUrl: () => string) {
    this.#appUrl = appUrl;
  }

  handle(channel: string, listener: Listener): void {
    this.#listeners.set(channel, listener);
  }

  has(channel: string): boolean {
    return this.#listeners.has(channel);
  }

  invoke(channel: string, request: unknown): Promise<Result<unknown>> {
    const listener = this.#listeners.get(channel);
    if (!listener) throw new Error(`Nothing handles the channel ${channel}.`);
    const mainFrame = { url: this.#appUrl() };
    return listener({ sender: { mainFrame }, senderFrame: mainFrame }, request);
  }
}
