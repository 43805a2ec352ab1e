/** What the app holds that must be finished or put away before the process ends, in the order it goes. */
export interface ShutdownSteps {
  /** The global shortcut and the tray go first: nothing new may start. */
  stopDesktop(): void;
  /** A secret copied less than a minute ago does not outlive the app on the clipboard. */
  clearSecrets(): Promise<void>;
  /** Rows of imports and bulk edits in flight get their answers recorded; they stay running for the next launch. */
  stopImports(): Promise<void>;
  /** Click history's timers stop; a snapshot still waiting for its share of the rate limit is given up. */
  stopHistory?(): Promise<void>;
  /** Deletes still held for undo are sent: the person let them through. */
  flushDeletes(): Promise<void>;
  /** The built-in sandbox, which those deletes and imports may be going to, closes after them. */
  closeSandbox(): Promise<void>;
  /** Other writes under way (the window's place), waited for as they are. */
  pending(): Iterable<Promise<unknown>>;
  /** The SQLite files, once nothing writes them any more. */
  closeStores(): void;
  log: { error(message: string, error?: unknown): void };
}

/** The part of Electron's `app` the quit sequence listens to and drives. */
export interface QuittingApp {
  on(event: 'before-quit' | 'will-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

/** The part of a `BrowserWindow` that hears Windows end the person's session (logout, shutdown, restart). */
export interface SessionWindow {
  on(event: 'query-session-end' | 'session-end', listener: () => void): unknown;
}

export interface QuitSequence {
  /** A quit has begun and has not been called off: closing the window then closes it, without asking. */
  readonly quitting: boolean;
  /** The quit was called off (the person kept editing a form): closing the window decides as usual again. */
  cancelled(): void;
  /**
   * Runs the shutdown work now, once, for whatever asks first (a quit, the end of the system's session, the
   * update installer); every later call answers the same promise.
   */
  shutDown(): Promise<void>;
  /** Starts the shutdown work when Windows ends the session: it emits no `before-quit` or `will-quit` then. */
  endWithSession(window: SessionWindow): void;
}

/**
 * Quitting, in one place. `will-quit` is held until the shutdown work is done, then the app quits again on a
 * later turn of the event loop: a quit asked for inside Electron's own `will-quit` (its microtask checkpoint,
 * which is where a promise with nothing left to wait for settles) is ignored, and a native quit on macOS was
 * then swallowed.
 */
export function startQuitSequence(
  app: QuittingApp,
  steps: ShutdownSteps,
  nextTurn: (run: () => void) => void = (run) => void setImmediate(run),
): QuitSequence {
  let quitting = false;
  let shutdown: Promise<void> | null = null;
  let finished = false;

  const logged = (what: string, work: () => Promise<void>) =>
    work().catch((error: unknown) => steps.log.error(`${what} failed.`, error));

  async function runSteps(): Promise<void> {
    try {
      steps.stopDesktop();
    } catch (error) {
      steps.log.error('Stopping the global shortcut and the tray failed.', error);
    }
    const secretsCleared = logged('Clearing a copied secret from the clipboard', steps.clearSecrets);
    const importsStopped = logged('Stopping the imports', steps.stopImports);
    const historyStopped = logged('Stopping click history', steps.stopHistory ?? (async () => undefined));
    const deletesSent = logged('Sending the deletes held for undo', steps.flushDeletes);
    const sandboxClosed = Promise.all([deletesSent, importsStopped, historyStopped]).then(() =>
      logged('Closing the built-in sandbox', steps.closeSandbox),
    );
    await Promise.allSettled([
      secretsCleared,
      importsStopped,
      historyStopped,
      deletesSent,
      sandboxClosed,
      ...steps.pending(),
    ]);
    try {
      steps.closeStores();
    } catch (error) {
      steps.log.error('Closing the data files failed.', error);
    }
  }

  const sequence: QuitSequence = {
    get quitting() {
      return quitting;
    },
    cancelled() {
      quitting = false;
    },
    shutDown() {
      shutdown ??= runSteps().then(() => void (finished = true));
      return shutdown;
    },
    endWithSession(window) {
      const end = () => void sequence.shutDown();
      window.on('query-session-end', end);
      window.on('session-end', end);
    },
  };

  app.on('before-quit', () => (quitting = true));
  app.on('will-quit', (event) => {
    if (finished) return;
    event.preventDefault();
    void sequence.shutDown().then(() => nextTurn(() => app.quit()));
  });
  return sequence;
}
