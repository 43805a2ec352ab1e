import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { longUrlsImported } from '../test/support/import-child-installation.ts';

/**
 * `npm run rounds:import`: the import killed at a random point and resumed, round after round, then the
 * installation read back through its API. Prints, per round and in total, the rows the installation holds more
 * than once (duplicated), the rows it lacks (lost), and the rows the journal can no longer send (stranded).
 * Asserts nothing; the import's own tests assert one such round (test/client/import-resume.test.ts).
 * `ROUNDS` and `ROWS` in the environment change the run's size.
 */
const child = resolve(import.meta.dirname, '../test/support/import-child.ts');
const ROUNDS = Number(process.env.ROUNDS ?? 8);
const ROWS = Number(process.env.ROWS ?? 200);

interface Line {
  progress?: { counts: { created: number } };
  done?: { state: string; counts: Record<string, number> };
}

function run(folder: string, args: string[], killAfterCreated: number | null): Promise<Line | null> {
  return new Promise((done, fail) => {
    const process_ = spawn(process.execPath, [child, folder, ...args], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let last: Line | null = null;
    let killed = false;
    createInterface({ input: process_.stdout }).on('line', (text) => {
      last = JSON.parse(text) as Line;
      if (!killed && killAfterCreated !== null && (last.progress?.counts.created ?? 0) >= killAfterCreated) {
        killed = true;
        process_.kill('SIGKILL');
      }
    });
    process_.on('error', fail);
    process_.on('exit', () => done(last));
  });
}

const totals = { rows: 0, kills: 0, duplicated: 0, lost: 0, stranded: 0 };
for (let round = 1; round <= ROUNDS; round++) {
  const folder = mkdtempSync(join(tmpdir(), 'linkdesk-import-round-'));
  try {
    const withAlias = round % 2 === 0;
    const csv = ['url,alias'];
    for (let row = 0; row < ROWS; row++) {
      csv.push(`https://example.com/round/${round}/${row},${withAlias ? `r${round}-${row}` : ''}`);
    }
    writeFileSync(join(folder, 'links.csv'), csv.join('\n'));

    // One or two kills per round, each at a random number of links made.
    let kills = 0;
    let last = await run(
      folder,
      ['start', join(folder, 'links.csv')],
      Math.floor(Math.random() * ROWS * 0.6),
    );
    if (!last?.done) kills++;
    if (!last?.done && round % 3 === 0) {
      last = await run(folder, ['resume'], ROWS * 0.6 + Math.floor(Math.random() * ROWS * 0.3));
      if (!last?.done) kills++;
    }
    while (!last?.done) last = await run(folder, ['resume'], null);

    const urls = (await longUrlsImported(folder, ROWS * 4)).filter((url) =>
      url.startsWith(`https://example.com/round/${round}/`),
    );
    const duplicated = urls.length - new Set(urls).size;
    const lost = ROWS - new Set(urls).size;
    const stranded =
      last.done.state === 'done' ? 0 : (last.done.counts.pending ?? 0) + (last.done.counts.sending ?? 0);
    console.log(
      `round ${round}: ${ROWS} rows${withAlias ? ' with aliases' : ''}, ${kills} kill(s); duplicated ${duplicated}, lost ${lost}, stranded ${stranded} (${last.done.state})`,
    );
    Object.assign(totals, {
      rows: totals.rows + ROWS,
      kills: totals.kills + kills,
      duplicated: totals.duplicated + duplicated,
      lost: totals.lost + lost,
      stranded: totals.stranded + stranded,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
console.log(
  `${ROUNDS} rounds, ${totals.rows} rows, ${totals.kills} kills: duplicated ${totals.duplicated}, lost ${totals.lost}, stranded ${totals.stranded}`,
);
