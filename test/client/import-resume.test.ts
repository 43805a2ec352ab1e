import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { longUrlsImported } from '../support/import-child-installation.ts';
import { runKillableChild } from '../support/killable-child.ts';

const child = resolve(import.meta.dirname, '../support/import-child.ts');
const ROWS = 1_000;

interface Counts {
  posts: number;
  refused: number;
  minutesWaited: number;
}
interface Line {
  progress?: { counts: { created: number } };
  done?: { state: string; counts: Record<string, number> };
  counts: Counts;
}

/** Runs the import process; `stopWhen` decides from each line whether to kill it there, mid-import. */
const runImport = (folder: string, args: string[], stopWhen?: (line: Line) => boolean) =>
  runKillableChild<Line>(child, [folder, ...args], stopWhen);

describe('an import of 1,000 rows at 30 requests a minute, killed half-way and resumed', () => {
  const folder = mkdtempSync(join(tmpdir(), 'linkdesk-import-resume-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('makes every link exactly once, with no request refused', { timeout: 240_000 }, async () => {
    // Half the rows have an alias (found by it after the kill), half only a long URL (found by the URL).
    const csv = ['url,alias'];
    for (let row = 0; row < ROWS; row++) {
      csv.push(`https://example.com/sheet/${row},${row % 2 === 0 ? `row-${row}` : ''}`);
    }
    const csvPath = join(folder, 'links.csv');
    writeFileSync(csvPath, csv.join('\n'));

    const first = await runImport(
      folder,
      ['start', csvPath],
      (line) => (line.progress?.counts.created ?? 0) >= 500,
    );
    expect(first.killed).toBe(true);
    const second = await runImport(folder, ['resume']);
    expect(second.last?.done).toMatchObject({
      state: 'done',
      counts: { created: ROWS, failed: 0, pending: 0, sending: 0 },
    });
    const refused = (first.last?.counts.refused ?? 0) + (second.last?.counts.refused ?? 0);
    expect(refused).toBe(0);
    // The limit was in force: 1,000 creates at 30 a minute wait out more than half an hour of windows.
    const waited = (first.last?.counts.minutesWaited ?? 0) + (second.last?.counts.minutesWaited ?? 0);
    expect(waited).toBeGreaterThan(30);
    // One create per link, plus at most the one the kill caught in flight. (The killed run's count is from its
    // last report, so creates after it are not counted: only the upper bound says anything.)
    const posts = (first.last?.counts.posts ?? 0) + (second.last?.counts.posts ?? 0);
    expect(posts).toBeLessThanOrEqual(ROWS + 2);

    // What the installation holds, read through its API by the account's key.
    const urls = await longUrlsImported(folder, 5000);
    const sheetUrls = urls.filter((url) => url.startsWith('https://example.com/sheet/'));
    expect(sheetUrls).toHaveLength(ROWS);
    expect(new Set(sheetUrls).size).toBe(ROWS);
  });
});
