import type { ColumnMapping } from '../../../shared/import/import-fields.ts';
import type { RowCheck } from '../../../shared/import/row-check.ts';
import type { Column } from '../components/data-list/types.ts';
import { TruncatedText } from '../components/primitives/TruncatedText.tsx';

/** One data row of the sheet with what the checks made of it. */
export interface PreviewRow {
  /** Its index among the sheet's data rows. */
  index: number;
  /** Its row number in the file, as the spreadsheet app shows it. */
  rowNumber: number;
  cells: readonly string[];
  check: RowCheck;
}

const cellOf = (row: PreviewRow, column: number | undefined) =>
  column === undefined ? '' : (row.cells[column] ?? '').trim();

/** What a row will do, in words: ready, or each problem. */
export const verdictOf = (row: PreviewRow) =>
  row.check.ok ? 'Ready' : row.check.problems.map((problem) => problem.message).join('; ');

/** The preview's columns: the row's number, the mapped cells that matter most, and the verdict. */
export function previewColumns(mapping: ColumnMapping): Column<PreviewRow>[] {
  return [
    {
      id: 'row',
      title: 'Row',
      value: (row) => row.rowNumber,
      width: '4.5rem',
      align: 'end',
      sortable: false,
    },
    {
      id: 'url',
      title: 'Long URL',
      value: (row) => cellOf(row, mapping.url),
      render: (row) => <TruncatedText text={cellOf(row, mapping.url)} cut="middle" />,
      width: '1.5fr',
      sortable: false,
    },
    {
      id: 'alias',
      title: 'Alias',
      value: (row) => cellOf(row, mapping.alias),
      width: 'minmax(6rem, 1fr)',
      dropOrder: 2,
      sortable: false,
    },
    {
      id: 'title',
      title: 'Title',
      value: (row) => cellOf(row, mapping.title),
      width: 'minmax(6rem, 1fr)',
      dropOrder: 1,
      sortable: false,
    },
    {
      id: 'verdict',
      title: 'Check',
      value: verdictOf,
      render: (row) => (
        <TruncatedText className={row.check.ok ? 'import-ready' : 'import-problem'} text={verdictOf(row)} />
      ),
      width: '2.5fr',
      sortable: false,
    },
  ];
}
