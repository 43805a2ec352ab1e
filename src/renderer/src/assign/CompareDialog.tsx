import { Dialog } from '../components/Dialog.tsx';
import { TopChart } from '../components/TopChart.tsx';
import './assign.css';

/** One campaign's or channel's totals, summed from its links. */
export interface ComparedTotals {
  id: number;
  name: string;
  clicks: number;
  uniqueClicks: number;
}

interface CompareDialogProps {
  /** "Campaign" or "Channel". */
  what: string;
  /** Null while the account's links are read. */
  rows: readonly ComparedTotals[] | null;
  onClose: () => void;
}

/** Each name, made unique where two share one, so neither hides the other in a chart. */
function chartNames(rows: readonly ComparedTotals[]): Map<number, string> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
  return new Map(
    rows.map((row) => [row.id, counts.get(row.name)! > 1 ? `${row.name} (#${row.id})` : row.name]),
  );
}

/**
 * Campaigns or channels side by side: clicks and unique clicks, each summed from their links (installations do
 * not give these totals), as charts with the same figures as tables.
 */
export function CompareDialog({ what, rows, onClose }: CompareDialogProps) {
  const plural = `${what.toLowerCase()}s`;
  const counts = (pick: 'clicks' | 'uniqueClicks') => {
    const names = chartNames(rows ?? []);
    return Object.fromEntries((rows ?? []).map((row) => [names.get(row.id)!, row[pick]]));
  };
  return (
    <Dialog title={`${what}s compared`} onClose={onClose}>
      {rows === null ? (
        <p className="muted">{`Counting the clicks of every ${what.toLowerCase()}’s links…`}</p>
      ) : (
        <div className="compare-charts">
          <TopChart title={`Clicks by ${what.toLowerCase()}`} what={what} counts={counts('clicks')} />
          <TopChart
            title={`Unique clicks by ${what.toLowerCase()}`}
            what={what}
            counts={counts('uniqueClicks')}
          />
        </div>
      )}
      <p className="muted">{`Summed from the links in the ${plural}; the ten largest show.`}</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
