import type { RowCheck } from '../../../shared/import/row-check.ts';

/** One data row of the sheet with what the checks made of it. */
export interface PreviewRow {
  /** Its index among the sheet's data rows. */
  index: number;
  /** Its row number in the file, as the spreadsheet app shows it. */
  rowNumber: number;
  cells: readonly string[];
  check: RowCheck;
}

/** What a row will do, in words: ready, or each problem, whole. */
export const verdictOf = (row: PreviewRow) =>
  row.check.ok ? 'Ready' : row.check.problems.map((problem) => problem.message).join('. ');
