import type { RunningSandbox, SandboxOptions } from '../sandbox/index.ts';
import type { SandboxLauncher } from './handlers.ts';

/**
 * Starts the built-in sandbox the first time something needs it, once, however many callers ask at the same
 * time. Its data lives in the user-data folder, so the sandbox account and its keys survive restarts.
 * The sandbox module is imported lazily: people who never use it never load it.
 */
export function createSandboxLauncher(options: {
  dataDir: string;
  start?: (options: SandboxOptions) => Promise<RunningSandbox>;
}): SandboxLauncher & { close: () => Promise<void> } {
  let running: Promise<RunningSandbox> | null = null;
  const start = async (): Promise<RunningSandbox> => {
    const startSandbox = options.start ?? (await import('../sandbox/index.ts')).startSandbox;
    // No rate limit: it is the person's own local server, and nothing else calls it.
    return startSandbox({
      dataDir: options.dataDir,
      port: 0,
      host: '127.0.0.1',
      rateLimit: 0,
      seed: 'demo',
      // Visits keep arriving, so a new person's demo account shows clicks coming in.
      traffic: true,
    });
  };
  return {
    ensure() {
      running ??= start().catch((error: unknown) => {
        running = null;
        throw error;
      });
      return running;
    },
    async close() {
      const sandbox = await running?.catch(() => null);
      running = null;
      await sandbox?.close();
    },
  };
}
