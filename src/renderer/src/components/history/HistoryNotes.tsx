import type { HistorySubject, Series } from '../../../../shared/ipc/history.ts';
import {
  countText,
  dropWords,
  gapWords,
  goneWords,
  sinceWords,
  type HistoryMeasure,
} from './history-words.ts';

/** More notes of one kind than this are summed up in one line: a chart's words should not outgrow it. */
const MOST_OF_A_KIND = 3;

interface Note {
  key: string;
  /** The mark the chart draws for it, repeated beside the words as their key. */
  mark: 'before' | 'gap' | 'drop' | 'gone';
  words: string;
}

/** What the bars alone cannot say, in words: where history starts, gaps, counters that went down, a deletion. */
export function historyNotes(
  series: Series,
  measure: HistoryMeasure,
  kind: HistorySubject['kind'],
  locale?: string,
  now = Date.now(),
): Note[] {
  const notes: Note[] = [];
  if (series.since !== null && series.since >= series.from) {
    notes.push({
      key: 'since',
      mark: 'before',
      words: sinceWords(series.since, series.to - series.from, locale, now),
    });
  }
  const gaps = series.gaps.filter((gap) => gap.to > series.from && gap.from < series.to);
  for (const gap of gaps.slice(-MOST_OF_A_KIND)) {
    notes.push({ key: `gap-${gap.from}`, mark: 'gap', words: gapWords(gap, measure, locale, now) });
  }
  if (gaps.length > MOST_OF_A_KIND) {
    const earlier = gaps.slice(0, -MOST_OF_A_KIND);
    const count = earlier.reduce((sum, gap) => sum + (measure === 'clicks' ? gap.clicks : gap.scans), 0);
    notes.push({
      key: 'gaps-earlier',
      mark: 'gap',
      words: `Linkdesk was not running ${earlier.length} more times before: ${countText(count, measure)} came in then`,
    });
  }
  for (const drop of series.drops.slice(-MOST_OF_A_KIND)) {
    notes.push({ key: `drop-${drop.at}`, mark: 'drop', words: dropWords(drop, measure, locale, now) });
  }
  if (series.drops.length > MOST_OF_A_KIND) {
    const earlier = series.drops.slice(0, -MOST_OF_A_KIND);
    const by = earlier.reduce((sum, drop) => sum + drop.by, 0);
    notes.push({
      key: 'drops-earlier',
      mark: 'drop',
      words: `Counts went down ${earlier.length} more times before, by ${countText(by, measure)} in all`,
    });
  }
  if (series.goneAt !== undefined) {
    notes.push({ key: 'gone', mark: 'gone', words: goneWords(series.goneAt, kind, locale, now) });
  }
  return notes;
}

interface HistoryNotesProps {
  series: Series;
  measure: HistoryMeasure;
  kind: HistorySubject['kind'];
}

/** The notes under a chart, each beside the mark the chart draws for it. */
export function HistoryNotes({ series, measure, kind }: HistoryNotesProps) {
  const notes = historyNotes(series, measure, kind);
  if (notes.length === 0) return null;
  return (
    <ul className="history-notes">
      {notes.map((note) => (
        <li key={note.key} className={`history-note history-note-${note.mark}`}>
          <span className={`history-mark history-mark-${note.mark}`} aria-hidden="true" />
          <span>{note.words}</span>
        </li>
      ))}
    </ul>
  );
}
