import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProgram } from '../../src/main/run-program.ts';
import { tempDir } from '../support/sandbox.ts';

describe('running a small program', () => {
  it('answers what it printed', async () => {
    expect(await runProgram('printf', ['%s', 'gdbus says (true,)'])).toBe('gdbus says (true,)');
  });

  it('hands it the input, and answers once it exits though a copy of it still runs', async () => {
    const dir = tempDir('linkdesk-run-');
    try {
      const file = join(dir, 'copied');
      const lingered = join(dir, 'lingered');
      // As wl-copy does: read the input, then leave a process in the background, holding the output open.
      const answer = await runProgram(
        'sh',
        ['-c', `cat > '${file}'; (sleep 30; touch '${lingered}') &`],
        'https://go.example/x7',
      );
      expect(answer).toBe('');
      expect(readFileSync(file, 'utf8')).toBe('https://go.example/x7');
      // Answered while the background copy still runs: it has not got to its end.
      expect(existsSync(lingered)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers null for a program that fails, is missing, or takes too long', async () => {
    expect(await runProgram('sh', ['-c', 'exit 3'])).toBeNull();
    expect(await runProgram('no-such-program-here', [])).toBeNull();
    expect(await runProgram('sleep', ['5'], undefined, 100)).toBeNull();
  });
});
