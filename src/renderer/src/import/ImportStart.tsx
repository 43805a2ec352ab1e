import Download from 'lucide-react/icons/download';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { DropZone, type DropZoneProps } from 'react-aria-components';
import { IMPORT_COLUMN_HELP } from './import-sample.ts';

interface Props {
  /** Reading a file now: the zone and the button wait for it. */
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
  /** A file was dropped (a `File`), to be read by main as a chosen one; null when what was dropped was no file. */
  onDrop: (file: File | null) => void;
  onSaveSample: () => void;
}

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

/** The first dropped item that is a file; files dropped with it are left alone (one sheet per import). */
async function firstFile(event: DropEvent): Promise<File | null> {
  for (const item of event.items) if (item.kind === 'file') return item.getFile();
  return null;
}

/**
 * Before a file is chosen: a zone to drop it on (or choose it), the columns Linkdesk reads, and a sample sheet
 * to start from. Dropping and choosing both have main read the file: the window never reads it itself.
 */
export function ImportStart({ busy, disabled, onChoose, onDrop, onSaveSample }: Props) {
  return (
    <div className="import-start">
      <DropZone
        className="import-drop"
        aria-label="Drop a spreadsheet to import"
        isDisabled={disabled || busy}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void firstFile(event).then(onDrop)}
      >
        <FileSpreadsheet aria-hidden="true" size={32} className="import-drop-icon" />
        <p className="import-drop-title">{busy ? 'Reading the file…' : 'Drop a CSV or Excel file here'}</p>
        <p className="muted import-drop-hint">
          One row per link. Nothing is sent before you have seen every row.
        </p>
        <button
          type="button"
          className="button button-primary"
          disabled={disabled || busy}
          onClick={onChoose}
        >
          Choose file…
        </button>
      </DropZone>
      <section className="import-columns" aria-labelledby="import-columns-title">
        <div className="import-columns-head">
          <h2 id="import-columns-title">Columns Linkdesk reads</h2>
          <button type="button" className="button button-with-icon" onClick={onSaveSample}>
            <Download aria-hidden="true" size={16} />
            Save a sample file
          </button>
        </div>
        <p className="muted import-columns-lead">
          Headers are matched by name, and you can change the match before importing. Other columns are left
          alone.
        </p>
        <dl className="import-column-list">
          {IMPORT_COLUMN_HELP.map((column) => (
            <div key={column.field} className="import-column">
              <dt>
                {column.label}
                {column.field === 'url' ? <span className="import-column-required"> required</span> : null}
              </dt>
              <dd>
                {column.what} <span className="muted">Also read from: {column.also}.</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
