import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ColumnMapping,
} from '../../../shared/import/import-fields.ts';
import { SelectControl } from '../components/controls/SelectControl.tsx';

interface Props {
  header: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

/** "A", "B", … "AA": the column letters a spreadsheet app shows above each column. */
function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** Which column of the sheet fills each link field; a column goes to one field at most. */
export function MappingFields({ header, mapping, onChange }: Props) {
  const choose = (field: (typeof IMPORT_FIELDS)[number], value: string) => {
    const next: ColumnMapping = { ...mapping };
    delete next[field];
    if (value !== '') {
      const column = Number(value);
      // The column leaves the field that had it: one cell never fills two fields.
      for (const other of IMPORT_FIELDS) if (next[other] === column) delete next[other];
      next[field] = column;
    }
    onChange(next);
  };
  return (
    <fieldset className="import-mapping">
      <legend className="field-label">Columns</legend>
      {IMPORT_FIELDS.map((field) => (
        <SelectControl
          key={field}
          className="import-mapping-field"
          label={field === 'url' ? `${IMPORT_FIELD_LABELS[field]} (required)` : IMPORT_FIELD_LABELS[field]}
          value={mapping[field] === undefined ? '' : String(mapping[field])}
          onChange={(value) => choose(field, value)}
        >
          <option value="">Not in the sheet</option>
          {header.map((title, index) => (
            <option key={index} value={index}>
              {`${columnLetter(index)}: ${title.trim() || '(no heading)'}`}
            </option>
          ))}
        </SelectControl>
      ))}
    </fieldset>
  );
}
