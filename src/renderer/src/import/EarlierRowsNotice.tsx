import type { EarlierImportedRows } from '../../../shared/ipc/imports.ts';
import { formatCount } from '../components/format.ts';
import { earlierRowsWarning } from './earlier-rows.ts';

interface Props {
  earlier: EarlierImportedRows;
  accountName: string;
  /** The person chose to leave them out. */
  skipped: boolean;
  onSkip: (skip: boolean) => void;
}

/**
 * Rows of the file an earlier import already made: what sending them again would do, and the choice to leave
 * them out. Shown before anything is sent, since afterwards they could only be collected as refusals.
 */
export function EarlierRowsNotice({ earlier, accountName, skipped, onSkip }: Props) {
  const count = earlier.rows.length;
  const rows = count === 1 ? 'row' : 'rows';
  return (
    <div className="import-earlier" role="region" aria-label="Rows already imported">
      <p>
        {skipped
          ? `${formatCount(count)} ${rows} already imported will not be sent: the export marks ${count === 1 ? 'it' : 'them'} as skipped.`
          : earlierRowsWarning(earlier, accountName)}
      </p>
      <button type="button" className="button" onClick={() => onSkip(!skipped)}>
        {skipped
          ? `Import ${count === 1 ? 'it' : 'them'} anyway`
          : `Skip ${count === 1 ? 'it' : `these ${formatCount(count)} rows`}`}
      </button>
    </div>
  );
}
