import { backgroundTimer } from '../background-timer.ts';
/** The system clipboard's text, as main reaches it (Electron's `clipboard`; memory in dev:browser). */
export interface TextClipboard {
  writeText(text: string): void | Promise<void>;
  readText(): string | Promise<string>;
  /**
   * Writes a secret marked for clipboard history, cloud sync and clipboard managers to leave out, where the
   * system has a way (`secret-formats.ts`); without it, a secret is written as plain text.
   */
  writeSecretText?(text: string): void | Promise<void>;
}

/** How long a copied secret may stay on the clipboard. */
export const SECRET_CLIPBOARD_MS = 60_000;

export interface SecretClipboardOptions {
  clipboard: TextClipboard;
  /** Default SECRET_CLIPBOARD_MS. */
  clearAfterMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  log?: (message: string) => void;
}

/**
 * Puts a secret (another user's API key, a generated password) on the clipboard and takes it off after a while, but only if the
 * clipboard still holds that very secret: whatever the person copied since is theirs and stays. The secret is
 * held only by the pending timer's closure, never stored or logged.
 */
export function createSecretClipboard(options: SecretClipboardOptions) {
  const clearAfterMs = options.clearAfterMs ?? SECRET_CLIPBOARD_MS;
  // A pending clear must not keep a quitting process alive (`clearPending` takes it off then).
  const setTimer = options.setTimer ?? backgroundTimer;

  /**
   * Secrets on their way off the clipboard, each with the number of its latest copy: copying the same key again
   * gives it a whole delay again, so only the latest copy's timer clears it. Held only until then.
   */
  const pending = new Map<string, number>();
  let copies = 0;

  async function clearIfStill(secret: string): Promise<void> {
    pending.delete(secret);
    if ((await options.clipboard.readText()) === secret) await options.clipboard.writeText('');
  }

  return {
    clearAfterMs,
    async copy(secret: string): Promise<void> {
      const { clipboard } = options;
      await (clipboard.writeSecretText ? clipboard.writeSecretText(secret) : clipboard.writeText(secret));
      const copy = ++copies;
      pending.set(secret, copy);
      setTimer(() => {
        if (pending.get(secret) !== copy) return;
        clearIfStill(secret).catch(() =>
          options.log?.('Linkdesk could not clear a copied API key or password from the clipboard.'),
        );
      }, clearAfterMs);
    },
    /** When the app quits: a secret whose time has not come yet is taken off now, not left behind. */
    async clearPending(): Promise<void> {
      for (const secret of [...pending.keys()]) await clearIfStill(secret).catch(() => undefined);
    },
  };
}

export type SecretClipboard = ReturnType<typeof createSecretClipboard>;
