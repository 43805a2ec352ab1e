import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { SandboxInfo } from '../src/sandbox/index.ts';

/** A server in a child process of its own: it and the load generator each get their own event loop. */
export interface ServerProcess<T> {
  info: T;
  stop: () => Promise<void>;
}

/** Starts `node <script> ...args` and waits for the JSON object it prints as its first stdout line. */
export async function startServer<T>(script: string, args: string[] = []): Promise<ServerProcess<T>> {
  const child: ChildProcess = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => line as string),
    exited.then(([code]) => {
      throw new Error(`${script} exited (${String(code)}) before printing its address: ${stderr}`);
    }),
  ]);
  lines.close();
  child.stdout!.resume();
  return {
    info: JSON.parse(first) as T,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const SANDBOX_CLI = new URL('../src/sandbox/cli.ts', import.meta.url).pathname;

/**
 * The sandbox CLI on a free port with its database in `dataDir`. The rate limit is off unless asked for, or
 * the load would measure refusals; so is the request log, whose cost per request would end up in the figures.
 */
export function startSandbox(
  seed: 'demo' | 'empty',
  dataDir: string,
  rateLimit = 0,
): Promise<ServerProcess<SandboxInfo>> {
  return startServer<SandboxInfo>(SANDBOX_CLI, [
    '--port',
    '0',
    '--rate-limit',
    String(rateLimit),
    '--seed',
    seed,
    '--data',
    dataDir,
    '--quiet',
  ]);
}
