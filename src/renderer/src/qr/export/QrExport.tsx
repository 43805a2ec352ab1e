import { useId, useRef, useState } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../../shared/ipc/errors.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { FieldFrame } from '../../components/FieldFrame.tsx';
import { call } from '../../store/call.ts';
import { useSavedFileToast } from '../../components/toasts/use-saved-file-toast.ts';
import { decodeQr } from '../preview/decoder.ts';
import { buildExport, type ExportFormat, type ExportSource, type ExportTools } from './build-export.ts';
import { pngBase64, svgRaster } from './canvas.ts';
import { checkExportSize, EXPORT_SIZE, EXPORT_SIZE_PRESETS } from './export-size.ts';
import { exportFileName } from './file-name.ts';
import { readBackWarning } from './read-back.ts';
import './export.css';

type Action = ExportFormat | 'copy';

interface QrExportProps {
  api: Api;
  accountId: string;
  /** What the file is named after: the code's name ("spring-menu-1024.png"), or its id without one. */
  named: { id: number; name: string };
  /** null while what the code looks like is still being worked out (its design, its logo). */
  source: ExportSource | null;
  /** The code's name in sentences and the SVG's title. */
  label: string;
}

interface Outcome {
  /** What happened, for a toast: "Saved spring-menu-1024.png.". Empty when the person cancelled. */
  done: string;
  /** For "Show in folder", when a file was saved. */
  savedId?: string | undefined;
  /** The file was made but may not scan. */
  warning: string | null;
  error: { title: string; error: AppErrorData; retry: Action } | null;
}

const WORKING: Record<Action, string> = {
  png: 'Making the PNG…',
  svg: 'Making the SVG…',
  copy: 'Making the image…',
};

const NOTHING: Outcome = { done: '', warning: null, error: null };

const FAILURE_TITLES: Record<Action, string> = {
  png: 'The PNG was not saved.',
  svg: 'The SVG was not saved.',
  copy: 'The image was not copied.',
};

/**
 * Export a code as PNG (128 to 4096 pixels) or SVG through the native save dialog, or copy it as an image.
 * Each export is decoded back before it leaves, and the person is warned (not stopped) if it would not scan.
 */
export function QrExport({ api, accountId, named, source, label }: QrExportProps) {
  const headingId = useId();
  const sizeInput = useRef<HTMLInputElement>(null);
  const [sizeText, setSizeText] = useState(String(EXPORT_SIZE.default));
  const [sizeTouched, setSizeTouched] = useState(false);
  const [busy, setBusy] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(NOTHING);
  const savedToast = useSavedFileToast(api);

  const size = checkExportSize(sizeText);
  const sizeError = sizeTouched && !size.ok ? size.message : undefined;

  const tools: ExportTools = {
    installationSvg: async (link) => {
      const answer = await call(() => api.getQrImage({ accountId, link, priority: 'user' }));
      return answer.ok ? { ok: true, value: answer.value.svg } : answer;
    },
    pngBase64,
    svgRaster,
  };

  const exportOnce = async (action: Action, pixels: number, from: ExportSource): Promise<Outcome> => {
    const format: ExportFormat = action === 'svg' ? 'svg' : 'png';
    const fail = (error: AppErrorData): Outcome => ({
      ...NOTHING,
      error: { title: FAILURE_TITLES[action], error, retry: action },
    });
    const built = await buildExport(from, format, pixels, label, tools);
    if (!built.ok) return fail(built.error);
    const expected = from.kind === 'design' ? from.look.content : from.expected;
    const warning = await readBackWarning(built.value.raster, expected, decodeQr);

    if (action === 'copy') {
      const copied = await call(() => api.copyImage({ pngBase64: built.value.content }));
      if (!copied.ok) return fail(copied.error);
      return { done: `Copied the code as a ${pixels} × ${pixels} pixel image.`, warning, error: null };
    }
    const suggestedName = exportFileName(named, format, pixels);
    const saved = await call(() =>
      api.saveFile({ suggestedName, content: built.value.content, encoding: built.value.encoding }),
    );
    if (!saved.ok) return fail(saved.error);
    // A cancelled save dialog is the person's choice: nothing to report, and no warning about a file not made.
    if (!saved.value.saved) return NOTHING;
    return { done: `Saved ${suggestedName}.`, savedId: saved.value.savedId, warning, error: null };
  };

  const run = async (action: Action) => {
    if (busy || !source) return;
    if (!size.ok) {
      setSizeTouched(true);
      sizeInput.current?.focus();
      return;
    }
    const pixels = size.pixels;
    setBusy(action);
    setOutcome(NOTHING);
    try {
      const result = await exportOnce(action, pixels, source);
      setOutcome(result);
      // Said like every finished action, in a toast; a warning about the file stays here, beside the export.
      if (result.done) savedToast(result.done, result.savedId);
    } finally {
      setBusy(null);
    }
  };

  const button = (action: Action, text: string) => (
    <button
      type="button"
      className={action === 'png' ? 'button button-primary' : 'button'}
      aria-disabled={busy !== null || source === null || undefined}
      onClick={() => void run(action)}
    >
      {text}
    </button>
  );

  return (
    <section className="qr-export" aria-labelledby={headingId}>
      <h3 id={headingId}>Export</h3>
      <FieldFrame
        label="Size in pixels"
        hint={`Width and height of the PNG (and of the SVG when opened), from ${EXPORT_SIZE.min} to ${EXPORT_SIZE.max}.`}
        error={sizeError}
      >
        {(control) => (
          <input
            ref={sizeInput}
            type="text"
            inputMode="numeric"
            className="input qr-export-size"
            {...control}
            value={sizeText}
            onChange={(event) => setSizeText(event.target.value)}
            onBlur={() => setSizeTouched(true)}
          />
        )}
      </FieldFrame>
      <div role="group" aria-label="Common sizes" className="qr-export-presets">
        {EXPORT_SIZE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button qr-export-preset"
            aria-pressed={size.ok && size.pixels === preset}
            onClick={() => {
              setSizeText(String(preset));
              setSizeTouched(false);
            }}
          >
            {`${preset} px`}
          </button>
        ))}
      </div>
      <div className="form-actions">
        {button('png', 'Save PNG')}
        {button('svg', 'Save SVG')}
        {button('copy', 'Copy image')}
      </div>
      {source === null ? <p className="muted">Preparing the code for export…</p> : null}
      <p role="status" className="qr-export-status">
        {busy ? WORKING[busy] : ''}
      </p>
      {outcome.warning ? (
        <p role="alert" className="qr-export-warning">
          {outcome.warning}
        </p>
      ) : null}
      {outcome.error ? (
        <ErrorAlert
          error={outcome.error.error}
          title={outcome.error.title}
          onRetry={() => void run(outcome.error!.retry)}
        />
      ) : null}
    </section>
  );
}
