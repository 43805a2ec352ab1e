import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs a Node script that prints one JSON line per step; `stopWhen` decides from each line whether to kill it
 * there (SIGKILL, as a crash would). Answers the last line read and whether it was killed.
 */
export function runKillableChild<Line>(
  script: string,
  args: string[],
  stopWhen: (line: Line) => boolean = () => false,
): Promise<{ last: Line | null; killed: boolean }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let last: Line | null = null;
    let killed = false;
    createInterface({ input: child.stdout }).on('line', (text) => {
      last = JSON.parse(text) as Line;
      if (!killed && stopWhen(last)) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (killed || code === 0) done({ last, killed });
      else fail(new Error(`${script} ended with ${code ?? signal}.`));
    });
  });
}
