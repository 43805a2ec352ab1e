import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { createHistoryStore } from '../../src/main/history/history-store.ts';
import { tempDir } from '../support/sandbox.ts';

const child = resolve(import.meta.dirname, '../support/history-child.ts');
const ITEMS = 3000;
const folder = tempDir('linkdesk-history-crash-');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the child until it has written some looks, and kills it at once, mid-write more often than not. */
async function killMidWay(file: string, afterMs: number): Promise<void> {
  const running = spawn(process.execPath, [child, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ready) => running.stdout.once('data', () => ready()));
  await new Promise((wait) => setTimeout(wait, afterMs));
  running.kill('SIGKILL');
  await new Promise((exit) => running.once('exit', exit));
}

it('loses nothing that was written when the app is killed mid-snapshot: each look is there whole or not at all', async () => {
  for (const [round, afterMs] of [37, 113, 251].entries()) {
    const file = join(folder, `history-${round}.db`);
    await killMidWay(file, afterMs);
    const store = createHistoryStore({ file, log: { warn: (message) => expect.fail(message) } });
    const looks = store.spans('account', 0, Number.MAX_SAFE_INTEGER);
    expect(looks.length).toBeGreaterThan(1);
    // Every look after the first raised every link by one: its rise is whole, and so is every link's count.
    for (const look of looks.slice(1)) expect(look.clicks).toBe(ITEMS);
    const known = store.knownItems('account');
    expect(known.size).toBe(ITEMS);
    for (const item of known.values()) expect(item.clicks).toBe(looks.length - 1);
    const rises = store.rises('account', looks[0]!.at, looks.at(-1)!.at);
    expect(rises.size).toBe(ITEMS);
    for (const rise of rises.values()) expect(rise).toBe(looks.length - 1);
    store.close();
  }
}, 60_000);
