import { useId, useRef, useState } from 'react';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { SelectControl } from '../components/controls/SelectControl.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { FieldFrame } from '../components/FieldFrame.tsx';
import { EXPORT_SIZE, EXPORT_SIZE_PRESETS } from '../qr/export/export-size.ts';
import { checkChoice, sheetSummary, type BatchChoice, type BatchFormatName } from './batch-choice.ts';
import { CODE_SIZE_MM, PAPERS, type PaperName } from './sheet-layout.ts';
import type { BatchFormat } from './use-batch-export.ts';

const FORMATS: { name: BatchFormatName; label: string; hint: string }[] = [
  {
    name: 'pdf',
    label: 'PDF sheet for printing',
    hint: 'A grid of codes, each with its label and short URL.',
  },
  { name: 'png', label: 'ZIP of PNG images', hint: 'One image per code, named after its alias.' },
  { name: 'svg', label: 'ZIP of SVG images', hint: 'One drawing per code, sharp at any size.' },
];

interface BatchChoiceFormProps {
  count: number;
  choice: BatchChoice;
  onChange: (choice: BatchChoice) => void;
  onExport: (format: BatchFormat) => void;
  onCancel: () => void;
  /** What happened to the last run ("Stopped. Nothing was saved."). */
  notice: string | null;
  error: AppErrorData | null;
}

/** Format, then what that format needs (paper and code size, or pixels), and what the sheet will hold. */
export function BatchChoiceForm(props: BatchChoiceFormProps) {
  const { count, choice, onChange, notice } = props;
  const formatName = useId();
  const sizeInput = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const checked = checkChoice(choice);
  const fieldError = (field: 'sizeMm' | 'pixels') =>
    touched && !checked.ok && checked.field === field ? checked.message : undefined;
  const set = (change: Partial<BatchChoice>) => onChange({ ...choice, ...change });

  const submit = () => {
    if (!checked.ok) {
      setTouched(true);
      sizeInput.current?.focus();
      return;
    }
    props.onExport(checked.format);
  };

  return (
    <form
      className="form qr-batch-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="fieldset">
        <legend>Format</legend>
        <div className="qr-batch-formats">
          {FORMATS.map((format) => (
            <label key={format.name} className="qr-batch-format">
              <input
                type="radio"
                name={formatName}
                value={format.name}
                checked={choice.format === format.name}
                onChange={() => set({ format: format.name })}
              />
              <span>
                <span className="qr-batch-format-label">{format.label}</span>
                <span className="qr-batch-format-hint">{format.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {choice.format === 'pdf' ? (
        <div className="qr-batch-sheet">
          <SelectControl
            label="Paper"
            hint="Print at actual size (100 %)."
            value={choice.paper}
            onChange={(paper) => set({ paper: paper as PaperName })}
          >
            {(Object.keys(PAPERS) as PaperName[]).map((paper) => (
              <option key={paper} value={paper}>
                {PAPERS[paper].label}
              </option>
            ))}
          </SelectControl>
          <FieldFrame
            label="Code size in mm"
            hint={`${CODE_SIZE_MM.min} to ${CODE_SIZE_MM.max}, margin included.`}
            error={fieldError('sizeMm')}
          >
            {(control) => (
              <input
                ref={sizeInput}
                type="text"
                inputMode="decimal"
                className="input qr-batch-size"
                {...control}
                value={choice.sizeMm}
                onChange={(event) => set({ sizeMm: event.target.value })}
                onBlur={() => setTouched(true)}
              />
            )}
          </FieldFrame>
        </div>
      ) : (
        <>
          <FieldFrame
            label="Size in pixels"
            hint={`Width and height of each image, from ${EXPORT_SIZE.min} to ${EXPORT_SIZE.max}.`}
            error={fieldError('pixels')}
          >
            {(control) => (
              <input
                ref={sizeInput}
                type="text"
                inputMode="numeric"
                className="input qr-batch-size"
                {...control}
                value={choice.pixels}
                onChange={(event) => set({ pixels: event.target.value })}
                onBlur={() => setTouched(true)}
              />
            )}
          </FieldFrame>
          <div role="group" aria-label="Common sizes" className="qr-export-presets">
            {EXPORT_SIZE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className="button qr-export-preset"
                aria-pressed={choice.pixels.trim() === String(preset)}
                onClick={() => set({ pixels: String(preset) })}
              >
                {`${preset} px`}
              </button>
            ))}
          </div>
        </>
      )}

      {checked.ok && checked.format.kind === 'pdf' ? (
        <p className="qr-batch-fit">{sheetSummary(checked.format.layout, count)}</p>
      ) : null}
      <p className="qr-batch-summary">Codes that would not scan are left out, and named.</p>
      {notice ? (
        <p role="status" className="qr-batch-notice">
          {notice}
        </p>
      ) : null}
      <ErrorAlert error={props.error} />
      <div className="form-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary">
          {count === 1 ? 'Export 1 code' : `Export ${count.toLocaleString()} codes`}
        </button>
      </div>
    </form>
  );
}
