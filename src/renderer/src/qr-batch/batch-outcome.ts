import type { ExportTools } from '../qr/export/build-export.ts';
import type { Decode } from '../../../shared/qr/scan-check.ts';
import type { BatchCode } from './batch-code.ts';
import type { RunOptions } from './batch-run.ts';
import type { CodeLookups } from './resolve-code.ts';

/** A code that did not go into the batch, and why, in words for people. */
export interface LeftOutCode {
  key: string;
  label: string;
  reason: string;
}

/** A code that went in, but not quite as designed. */
export interface CodeNote {
  key: string;
  label: string;
  note: string;
}

export type BatchOutcome =
  | {
      kind: 'built';
      bytes: Uint8Array;
      /** How many codes the file holds. */
      included: number;
      leftOut: LeftOutCode[];
      notes: CodeNote[];
      /** A PDF's page count; null for a ZIP. */
      pages: number | null;
    }
  /** Not one code would scan: there is no file to save. */
  | { kind: 'empty'; leftOut: LeftOutCode[] }
  | { kind: 'cancelled' };

/** Everything a batch needs from main and the browser; tests stand in for it. */
export interface BatchTools extends CodeLookups, ExportTools {
  decode: Decode;
}

export interface BatchRun extends RunOptions {
  /** The archive's file dates and the PDF's creation date. */
  now: Date;
}

/** What became of each code: left out with a reason, or in, perhaps with a note. */
export function createLedger() {
  const leftOut: LeftOutCode[] = [];
  const notes: CodeNote[] = [];
  const leaveOut = (code: BatchCode, reason: string) => {
    leftOut.push({ key: code.key, label: code.label, reason });
  };
  return {
    leftOut,
    notes,
    leaveOut,
    note(code: BatchCode, note: string | null) {
      if (note) notes.push({ key: code.key, label: code.label, note });
    },
    /** Runs one code's step; anything it throws leaves that code out rather than stopping the batch. */
    async attempt(code: BatchCode, step: () => Promise<void>): Promise<void> {
      try {
        await step();
      } catch (error) {
        leaveOut(
          code,
          error instanceof Error && error.message ? error.message : 'Linkdesk could not draw this code.',
        );
      }
    },
  };
}
