import { IMPORT_FIELDS, IMPORT_FIELD_LABELS, type ColumnMapping, type ImportField } from './import-fields.ts';
import { isHttpUrl } from './link-rules.ts';
import { quoted } from './quoted-value.ts';

/**
 * What keeps a mapping from being used, in sentences for the mapping screen; empty when nothing does. The long
 * URL is the one field every link needs; a column fills one field at most; and a first row that holds a web
 * address is data, not column names, and would be left out of the import.
 */
export function mappingGaps(mapping: ColumnMapping, header: readonly string[]): string[] {
  const gaps: string[] = [];
  const columnName = (column: number) =>
    header[column]?.trim() ? quoted(header[column].trim()) : `number ${column + 1}`;

  if (mapping.url === undefined) {
    gaps.push(
      'No column is chosen for the long URL: choose the column with the addresses the links lead to.',
    );
  }
  const fieldsOfColumn = new Map<number, ImportField[]>();
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (column === undefined) continue;
    if (!Number.isInteger(column) || column < 0 || column >= header.length) {
      gaps.push(`${IMPORT_FIELD_LABELS[field]} is set to a column the sheet does not have: choose another.`);
      continue;
    }
    fieldsOfColumn.set(column, [...(fieldsOfColumn.get(column) ?? []), field]);
  }
  for (const [column, fields] of fieldsOfColumn) {
    if (fields.length < 2) continue;
    const labels = fields.map((field) => IMPORT_FIELD_LABELS[field]);
    gaps.push(
      `Column ${columnName(column)} is chosen for ${fields.length === 2 ? 'both ' : ''}${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}: a column fills one field.`,
    );
  }
  const address = header.find((name) => isHttpUrl(name.trim()));
  if (address !== undefined) {
    gaps.push(
      `The first row holds a web address (${quoted(address.trim())}), not column names: add a row of column names above it, or that row is not imported.`,
    );
  }
  return gaps;
}
