import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode } from 'react';
import type { BulkChanges } from '../../../shared/bulk-edit/bulk-changes.ts';
import { findExpression, matchRanges } from '../../../shared/bulk-edit/find-replace.ts';
import type { FieldChange } from '../../../shared/bulk-edit/plan-link.ts';
import { FIELD_LABELS, valueText, type Names } from './change-words.ts';

/** One link of the preview or of an edit's results. */
export interface ChangeRow {
  key: number;
  shorturl: string;
  changes: FieldChange[];
  /** The row's outcome or problem, in words: a refusal, a loss to know of, a result. */
  notes: { text: string; tone: 'problem' | 'warning' | 'done' | 'plain' }[];
}

interface Props {
  rows: readonly ChangeRow[];
  label: string;
  changes: BulkChanges;
  names: Names;
}

const ROW_ESTIMATE = 64;
const OVERSCAN = 6;

/** The text with the find's matches marked, so the person sees what will be replaced. */
function highlighted(text: string, expression: RegExp | null): ReactNode {
  if (!expression) return text;
  const ranges = matchRanges(text, expression);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return parts;
}

/**
 * Each link with every field that changes, before and after, and what to know of it. As tall as its text, since
 * a destination is read whole here; virtual, since an edit may take tens of thousands of links.
 */
export function BulkPreviewList({ rows, label, changes, names }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const expression = useMemo(
    () => (changes.findReplace ? findExpression(changes.findReplace) : null),
    [changes.findReplace],
  );
  const shift = changes.expiry?.kind === 'shift' ? changes.expiry.days : null;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser keeps its own mutable state
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]!.key,
  });
  const shown = virtualizer.getVirtualItems();
  const after = (change: FieldChange) =>
    valueText(change.field, change.after, names, {
      unknown:
        shift === null ? 'Read when sent' : `${Math.abs(shift)} days ${shift < 0 ? 'earlier' : 'later'}`,
    });
  const before = (change: FieldChange) => {
    const text = valueText(change.field, change.before, names, { unknown: 'As it is now' });
    return change.field === 'url' ? highlighted(text, expression) : text;
  };

  return (
    <div ref={scroller} className="bulk-rows" tabIndex={0} role="list" aria-label={label}>
      <div className="bulk-rows-body" style={{ height: virtualizer.getTotalSize() }}>
        <div style={{ transform: `translateY(${shown[0]?.start ?? 0}px)` }}>
          {shown.map((virtual) => {
            const row = rows[virtual.index]!;
            return (
              <div
                key={virtual.key}
                role="listitem"
                className="bulk-row"
                data-index={virtual.index}
                ref={virtualizer.measureElement}
              >
                <p className="bulk-row-link">{row.shorturl.replace(/^https?:\/\//i, '')}</p>
                <dl className="bulk-row-changes">
                  {row.changes.map((change) => (
                    <div key={change.field} className="bulk-row-change">
                      <dt>{FIELD_LABELS[change.field]}</dt>
                      <dd>
                        <span className="bulk-before">{before(change)}</span>
                        <span className="bulk-arrow" aria-label="becomes">
                          →
                        </span>
                        <span className="bulk-after">{after(change)}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
                {row.notes.map((note) => (
                  <p key={note.text} className={`bulk-row-note bulk-note-${note.tone}`}>
                    {note.text}
                  </p>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
