import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { ColumnMapping } from '../../../shared/import/import-fields.ts';
import { formatCount } from '../components/format.ts';
import { withUrlBreaks } from './url-breaks.tsx';
import { verdictOf, type PreviewRow } from './preview-row.ts';

export interface RowMark {
  text: string;
  tone: 'earlier' | 'set-aside';
}

interface Props {
  rows: readonly PreviewRow[];
  mapping: ColumnMapping;
  label: string;
  /**
   * What the person should know of a row besides its checks, shown in place of "Ready": an earlier import made
   * it (`earlier`), or the person chose to leave it out (`set-aside`).
   */
  marks: ReadonlyMap<number, RowMark>;
}

const MARK_CLASSES: Record<RowMark['tone'], string> = {
  earlier: 'import-earlier-mark',
  'set-aside': 'import-set-aside',
};

/** A first guess of a row's height, before it is measured: one line. */
const ROW_ESTIMATE = 36;
const OVERSCAN = 6;

const cellOf = (row: PreviewRow, column: number | undefined) =>
  column === undefined ? '' : (row.cells[column] ?? '').trim();

/**
 * The sheet's rows with what the checks made of each. Unlike the lists, whose rows are one line high, a row
 * here is as tall as its text: a problem is what the person has to act on, so it is shown whole, the address it
 * quotes included, and wraps rather than being cut. Virtual, since a sheet may hold 100,000 rows; each row is
 * measured once drawn.
 */
export function PreviewRows({ rows, mapping, label, marks }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualiser keeps its own mutable state, so React's compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]!.index,
  });
  const shown = virtualizer.getVirtualItems();
  return (
    <div className="import-rows" role="table" aria-label={label} aria-rowcount={rows.length + 1}>
      <div role="rowgroup" className="import-rows-head">
        <div role="row" className="import-row" aria-rowindex={1}>
          <span role="columnheader" className="import-cell-number">
            Row
          </span>
          <span role="columnheader">Long URL</span>
          <span role="columnheader" className="import-cell-alias">
            Alias
          </span>
          <span role="columnheader" className="import-cell-title">
            Title
          </span>
          <span role="columnheader">Check</span>
        </div>
      </div>
      {/* Focusable, so that the rows scroll from the keyboard too. */}
      <div ref={scroller} className="import-rows-scroller" tabIndex={0} role="rowgroup" aria-label={label}>
        <div className="import-rows-body" style={{ height: virtualizer.getTotalSize() }}>
          <div style={{ transform: `translateY(${shown[0]?.start ?? 0}px)` }}>
            {shown.map((virtual) => {
              const row = rows[virtual.index]!;
              const mark = row.check.ok ? marks.get(row.index) : undefined;
              const verdict = mark?.text ?? verdictOf(row);
              const tone = mark ? MARK_CLASSES[mark.tone] : row.check.ok ? 'import-ready' : 'import-problem';
              return (
                <div
                  key={virtual.key}
                  ref={virtualizer.measureElement}
                  data-index={virtual.index}
                  role="row"
                  aria-rowindex={virtual.index + 2}
                  className="import-row"
                >
                  <span role="cell" className="import-cell-number">
                    {formatCount(row.rowNumber)}
                  </span>
                  <span role="cell" className="import-cell-text">
                    {withUrlBreaks(cellOf(row, mapping.url))}
                  </span>
                  <span role="cell" className="import-cell-text import-cell-alias">
                    {cellOf(row, mapping.alias)}
                  </span>
                  <span role="cell" className="import-cell-text import-cell-title">
                    {cellOf(row, mapping.title)}
                  </span>
                  <span role="cell" className={`import-cell-text ${tone}`}>
                    {withUrlBreaks(verdict)}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
