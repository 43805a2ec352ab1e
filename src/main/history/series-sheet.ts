import type { HistorySubject, Series } from '../../shared/ipc/history.ts';
import type { Sheet } from '../spreadsheet/sheet.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Local time as spreadsheets read a date and time on every system: 2026-12-01 14:15. */
export function sheetTime(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const SUBJECT_WORDS: Record<HistorySubject['kind'], string> = {
  account: 'Clicks and scans',
  link: 'Clicks',
  qr: 'Scans',
  campaign: 'Campaign clicks',
  channel: 'Channel clicks',
};

/** A name the file can have on every system: what Windows and macOS refuse in names becomes a space. */
function cleanName(text: string): string {
  const cleaned = text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  return cleaned.slice(0, 80).trim();
}

/**
 * A chart's series as a sheet: one row per bar with its start (local time), and its clicks and scans (a link's
 * or a group's clicks alone, a code's scans alone); a bar nobody looked at (a gap, before history) is blank,
 * never 0. Named after what it shows and its days: "Spring sale clicks 2026-11-24 to 2026-12-01.xlsx".
 */
export function seriesSheet(
  series: Series,
  subject: HistorySubject,
  format: 'csv' | 'xlsx',
  title?: string,
): { sheet: Sheet; fileName: string } {
  const cell = (value: number | null) => (value === null ? '' : String(value));
  const columns =
    subject.kind === 'account' ? ['Clicks', 'Scans'] : subject.kind === 'qr' ? ['Scans'] : ['Clicks'];
  const rows = series.buckets.map((bucket) => [
    sheetTime(bucket.at),
    ...(subject.kind === 'account'
      ? [cell(bucket.clicks), cell(bucket.scans)]
      : subject.kind === 'qr'
        ? [cell(bucket.scans)]
        : [cell(bucket.clicks)]),
  ]);
  const what = SUBJECT_WORDS[subject.kind];
  const named = title ? cleanName(title) : '';
  const days = `${sheetTime(series.from).slice(0, 10)} to ${sheetTime(series.to).slice(0, 10)}`;
  const base =
    cleanName(`${named ? `${named} ` : ''}${named ? what.toLowerCase() : what} ${days}`) || 'Click history';
  return {
    sheet: {
      format,
      sheetName: what,
      header: ['Time', ...columns],
      rows,
      ...(format === 'csv' ? { delimiter: ',' as const } : {}),
    },
    fileName: `${base}.${format}`,
  };
}
