import { useCallback, useEffect, useRef, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { call } from '../store/call.ts';
import { bytesToBase64 } from '../qr/preview/base64.ts';
import type { BatchCode } from './batch-code.ts';
import type { CheckedChoice } from './batch-choice.ts';
import type { BatchOutcome, BatchTools, LeftOutCode } from './batch-outcome.ts';
import { buildPdfBatch } from './build-pdf-batch.ts';
import { buildZipBatch } from './build-zip-batch.ts';
import { MAX_SAVED_BASE64, refusedBeforeDrawing, tooLargeMessage } from './batch-size.ts';
import { batchFileName } from './file-names.ts';

/** The performance measure of each batch that made a file. */
export const BATCH_MEASURE = 'qr-batch-export';

type Built = Extract<BatchOutcome, { kind: 'built' }>;
export type BatchFormat = Extract<CheckedChoice, { ok: true }>['format'];

export type BatchPhase =
  /** `notice` says the last run was stopped; `error` why it failed. */
  | { kind: 'choosing'; notice: string | null; error: AppErrorData | null }
  | { kind: 'drawing'; done: number; total: number }
  | { kind: 'saving'; fileName: string }
  | {
      kind: 'finished';
      built: Built;
      format: BatchFormat;
      fileName: string;
      /** False when the person closed the save dialog. */
      saved: boolean;
      /** Main's name for the file saved, to show it in its folder. */
      savedId?: string;
      /** Why the file was not saved; `retry` false when trying again cannot help (too large). */
      failure: { error: AppErrorData; retry: boolean } | null;
    }
  /** Not one code would scan: nothing to save. */
  | { kind: 'nothing'; leftOut: LeftOutCode[] };

export type SavedPhase = Extract<BatchPhase, { kind: 'finished' }>;

interface BatchExportOptions {
  api: Api;
  codes: readonly BatchCode[];
  /** The PDF's title. */
  title: string;
  tools: () => BatchTools;
  now?: () => Date;
  /** The file was saved (the phase says what went in). */
  onSaved?: (phase: SavedPhase) => void;
}

const CHOOSING = { kind: 'choosing', notice: null, error: null } as const satisfies BatchPhase;

/**
 * One batch export at a time: draws and checks every code with progress, then offers the file to the save
 * dialog. Cancel stops before the next code and nothing is saved; the dialog's going away cancels too.
 */
export function useBatchExport({
  api,
  codes,
  title,
  tools,
  now = () => new Date(),
  onSaved,
}: BatchExportOptions) {
  const [phase, setPhase] = useState<BatchPhase>(CHOOSING);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const save = useCallback(
    async (built: Built, format: BatchFormat, fileName: string) => {
      const finished = (
        saved: boolean,
        failure: { error: AppErrorData; retry: boolean } | null,
        savedId?: string,
      ) => {
        const next: SavedPhase = {
          kind: 'finished',
          built,
          format,
          fileName,
          saved,
          failure,
          ...(savedId ? { savedId } : {}),
        };
        setPhase(next);
        if (saved) onSaved?.(next);
      };
      const content = bytesToBase64(built.bytes);
      // The check before drawing knows only the least size: the file made may still be larger.
      if (content.length > MAX_SAVED_BASE64) {
        const message = tooLargeMessage(built.bytes.length);
        return finished(false, { error: { code: 'validation', message }, retry: false });
      }
      setPhase({ kind: 'saving', fileName });
      const answer = await call(() => api.saveFile({ suggestedName: fileName, content, encoding: 'base64' }));
      if (!answer.ok) return finished(false, { error: answer.error, retry: true });
      finished(answer.value.saved, null, answer.value.savedId);
    },
    [api, onSaved],
  );

  const start = useCallback(
    async (format: BatchFormat) => {
      if (running.current) return;
      // A batch whose file could never be saved is refused now, not after a minute of drawing.
      const refusal = refusedBeforeDrawing(format, codes.length);
      if (refusal) {
        setPhase({ ...CHOOSING, error: { code: 'validation', message: refusal } });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      const total = codes.length;
      setPhase({ kind: 'drawing', done: 0, total });
      const run = {
        signal: controller.signal,
        onProgress: (done: number) => {
          if (!controller.signal.aborted) setPhase({ kind: 'drawing', done, total });
        },
        now: now(),
      };
      const started = performance.now();
      let outcome: BatchOutcome;
      try {
        outcome =
          format.kind === 'pdf'
            ? await buildPdfBatch(codes, format.layout, tools(), { ...run, title })
            : await buildZipBatch(codes, format, tools(), run);
      } catch (error) {
        // Each code's failure is caught and named; this is the file itself (the PDF library did not load).
        const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
        setPhase({
          ...CHOOSING,
          error: { code: 'internal', message: `The file could not be made: ${message}` },
        });
        return;
      } finally {
        running.current = null;
      }
      if (outcome.kind === 'cancelled') {
        setPhase({ ...CHOOSING, notice: 'Stopped. Nothing was saved.' });
        return;
      }
      if (outcome.kind === 'empty') {
        setPhase({ kind: 'nothing', leftOut: outcome.leftOut });
        return;
      }
      // From the click to the file, before the save dialog (a person's pace): `npm run bench:qr-batch` reads it.
      performance.measure(BATCH_MEASURE, {
        start: started,
        detail: { codes: total, included: outcome.included, bytes: outcome.bytes.length },
      });
      const fileName = batchFileName(format.kind === 'pdf' ? 'pdf' : format.image, run.now);
      await save(outcome, format, fileName);
    },
    [codes, now, save, title, tools],
  );

  return {
    phase,
    start,
    cancel: () => running.current?.abort(),
    /** Back to the choice, to export again. */
    again: () => setPhase(CHOOSING),
    retrySave: () => {
      if (phase.kind === 'finished') void save(phase.built, phase.format, phase.fileName);
    },
  };
}
