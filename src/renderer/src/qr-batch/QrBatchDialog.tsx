import { useCallback, useEffect, useRef, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import { Dialog } from '../components/Dialog.tsx';
import { EXPORT_SIZE } from '../qr/export/export-size.ts';
import type { BatchCode } from './batch-code.ts';
import type { BatchChoice } from './batch-choice.ts';
import type { BatchTools } from './batch-outcome.ts';
import { createBatchTools } from './batch-tools.ts';
import { BatchChoiceForm } from './BatchChoiceForm.tsx';
import { BatchProgress } from './BatchProgress.tsx';
import { BatchResult, savedSentence } from './BatchResult.tsx';
import { useSavedFileToast } from '../components/toasts/use-saved-file-toast.ts';
import { CODE_SIZE_MM, defaultPaper } from './sheet-layout.ts';
import { useBatchExport, type SavedPhase } from './use-batch-export.ts';
import '../qr/export/export.css';
import './qr-batch.css';

export interface QrBatchDialogProps {
  api: Api;
  accountId: string;
  codes: readonly BatchCode[];
  /** The dialog's title, and the PDF's: "Print or save 12 QR codes". */
  title: string;
  onClose: () => void;
  /** Stands in for the window's tools in tests. */
  tools?: () => BatchTools;
}

/**
 * Exports the selected codes at once: a PDF sheet for printing, or a ZIP of PNG or SVG files. Choice, then
 * progress with Cancel, then what was saved and which codes were left out and why. Closing the dialog stops
 * a batch in progress.
 */
export function QrBatchDialog({ api, accountId, codes, title, onClose, tools }: QrBatchDialogProps) {
  const [choice, setChoice] = useState<BatchChoice>(() => ({
    format: 'pdf',
    paper: defaultPaper(navigator.language),
    sizeMm: String(CODE_SIZE_MM.default),
    pixels: String(EXPORT_SIZE.default),
  }));
  const makeTools = useCallback(() => tools?.() ?? createBatchTools(api, accountId), [tools, api, accountId]);
  // A saved file is said in a toast with "Show in folder"; the dialog stays only for codes left out or changed.
  const savedToast = useSavedFileToast(api);
  const onSaved = useCallback(
    (saved: SavedPhase) => {
      savedToast(savedSentence(saved), saved.savedId);
      if (saved.built.leftOut.length === 0 && saved.built.notes.length === 0) onClose();
    },
    [savedToast, onClose],
  );
  const batch = useBatchExport({ api, codes, title, tools: makeTools, onSaved });
  const { phase } = batch;

  // Each step replaces the one before, and the control that had focus with it: focus goes to the new step's
  // first control (the chosen format, Cancel, Close), not to the page behind the dialog.
  const body = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const step = body.current;
    // The action is the footer's last button (the safe choice comes first), so it is looked for by its role.
    const first =
      step?.querySelector<HTMLElement>('input:checked') ??
      step?.querySelector<HTMLElement>('.button-primary') ??
      step?.querySelector<HTMLElement>('button');
    first?.focus();
  }, [phase.kind]);

  const close = () => {
    batch.cancel();
    onClose();
  };

  return (
    <Dialog title={title} onClose={close}>
      <div ref={body} className="qr-batch">
        {phase.kind === 'choosing' ? (
          <BatchChoiceForm
            count={codes.length}
            choice={choice}
            onChange={(next) => {
              setChoice(next);
              // What the last Export said was about the choice before this one ("choose a smaller size").
              if (phase.error || phase.notice) batch.again();
            }}
            onExport={(format) => void batch.start(format)}
            onCancel={close}
            notice={phase.notice}
            error={phase.error}
          />
        ) : phase.kind === 'drawing' ? (
          <BatchProgress progress={phase} onCancel={batch.cancel} />
        ) : phase.kind === 'saving' ? (
          <BatchProgress progress={null} onCancel={batch.cancel} />
        ) : (
          <BatchResult
            phase={phase}
            total={codes.length}
            onClose={close}
            onAgain={batch.again}
            onRetrySave={batch.retrySave}
          />
        )}
      </div>
    </Dialog>
  );
}
