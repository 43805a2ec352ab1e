import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { SandboxInfo } from '../../src/sandbox/index.ts';

export interface CliSandbox {
  info: SandboxInfo;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  stderr: () => string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

const CLI = new URL('../../src/sandbox/cli.ts', import.meta.url).pathname;

/** Runs the sandbox command line as a real process and waits for its start-up line. */
export async function startCli(args: string[]): Promise<CliSandbox> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => line as string),
    exited.then((code) => {
      throw new Error(`The sandbox exited (${code}) before its start-up line: ${stderr}`);
    }),
  ]);
  return { info: JSON.parse(first) as SandboxInfo, child, stderr: () => stderr, exited };
}

/** Runs the command line to its end and answers what it printed. */
export async function runCli(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, stdout, stderr };
}
