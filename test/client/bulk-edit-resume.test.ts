import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BulkEditSummary } from '../../src/shared/ipc/bulk-edit.ts';
import { bulkOutcome } from '../support/bulk-edit-installation.ts';
import { runKillableChild } from '../support/killable-child.ts';

const child = resolve(import.meta.dirname, '../support/bulk-edit-child.ts');
const LINKS = 60;

interface Line {
  progress?: BulkEditSummary;
  done?: BulkEditSummary;
  counts: { requests: number; updates: number; refused: number };
}

/** Runs the edit process; `stopWhen` decides from each line whether to kill it there, mid-edit. */
const runEdit = (folder: string, args: string[], stopWhen?: (line: Line) => boolean) =>
  runKillableChild<Line>(child, [folder, ...args], stopWhen);

describe('a bulk edit at 30 requests a minute, killed half-way and resumed', () => {
  const folder = mkdtempSync(join(tmpdir(), 'linkdesk-bulk-resume-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'changes every link exactly once, loses no field and has no request refused',
    { timeout: 120_000 },
    async () => {
      const first = await runEdit(
        folder,
        ['start', String(LINKS)],
        (line) => (line.progress?.counts.changed ?? 0) >= LINKS / 2,
      );
      expect(first.killed).toBe(true);
      const second = await runEdit(folder, ['resume']);
      expect(second.last?.done).toMatchObject({ state: 'done', total: LINKS });
      expect(second.last?.done?.counts).toMatchObject({ changed: LINKS, failed: 0, pending: 0, sending: 0 });
      expect(first.last!.counts.refused + second.last!.counts.refused).toBe(0);

      // Read back with the account's key: each link updated exactly once, as asked, nothing else lost.
      expect(await bulkOutcome(join(folder, 'sandbox'))).toEqual({
        links: LINKS,
        twice: 0,
        missing: 0,
        fieldsLost: 0,
      });
    },
  );
});
