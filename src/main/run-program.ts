import { spawn } from 'node:child_process';

/** Runs a program, with `input` on its standard input if given; answers what it printed, or null on failure. */
export type RunProgram = (
  file: string,
  args: readonly string[],
  input?: string,
  timeoutMs?: number,
) => Promise<string | null>;

/**
 * A small program run with `input` on its standard input (wl-copy), or for what it prints (wl-paste, gdbus);
 * null when it cannot run, fails or takes longer than `timeoutMs`. A program given input may leave a copy of
 * itself running (wl-copy serves the clipboard in the background), so then only its exit is waited for, not the
 * end of its output.
 */
export const runProgram: RunProgram = (file, args, input, timeoutMs = 2_000) =>
  new Promise((resolve) => {
    const writes = input !== undefined;
    const child = spawn(file, [...args], {
      stdio: ['pipe', writes ? 'ignore' : 'pipe', 'ignore'],
      timeout: timeoutMs,
    });
    let printed = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
    child.on('error', () => resolve(null));
    child.on(writes ? 'exit' : 'close', (code) => resolve(code === 0 ? printed : null));
    child.stdin?.on('error', () => undefined).end(input ?? '');
  });
