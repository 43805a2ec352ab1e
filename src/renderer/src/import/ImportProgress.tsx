import type { ImportCounts } from '../../../shared/ipc/imports.ts';

interface Props {
  counts: ImportCounts;
  total: number;
  handled: number;
}

const share = (part: number, total: number) => `${(part / Math.max(1, total)) * 100}%`;

/**
 * How far an import is, in colour: links made, rows refused and rows not sent each take their share of the bar,
 * so a finished import with refusals does not read as a full bar of success. The sentence beside it says the
 * same in words, for everyone.
 */
export function ImportProgress({ counts, total, handled }: Props) {
  return (
    <div
      className="import-progress"
      role="progressbar"
      aria-label="Rows handled"
      aria-valuemin={0}
      aria-valuemax={Math.max(1, total)}
      aria-valuenow={handled}
    >
      <span className="import-progress-made" style={{ width: share(counts.created, total) }} />
      <span className="import-progress-refused" style={{ width: share(counts.failed, total) }} />
      <span className="import-progress-skipped" style={{ width: share(counts.skipped, total) }} />
    </div>
  );
}
