import { buildExport } from '../qr/export/build-export.ts';
import { base64ToBytes } from '../qr/preview/base64.ts';
import type { BatchCode } from './batch-code.ts';
import { createLedger, type BatchOutcome, type BatchRun, type BatchTools } from './batch-outcome.ts';
import { runEach } from './batch-run.ts';
import { entryBaseName, uniqueNames } from './file-names.ts';
import { loadCode, LOAD_AHEAD } from './load-code.ts';
import { lookahead } from './lookahead.ts';
import { scanVerdict } from './scan-verdict.ts';
import { zipArchive, type ZipEntry } from './zip-archive.ts';

export interface ZipChoice {
  image: 'png' | 'svg';
  /** A PNG's width and height; an SVG's size when opened. */
  pixels: number;
}

/**
 * A ZIP of one file per code, named after its alias, each made exactly as a single export makes it and decoded
 * back first: a code that does not read as its content is left out and named.
 */
export async function buildZipBatch(
  codes: readonly BatchCode[],
  choice: ZipChoice,
  tools: BatchTools,
  run: BatchRun,
): Promise<BatchOutcome> {
  const ledger = createLedger();
  const entries: ZipEntry[] = [];
  const nameOf = uniqueNames();

  const loaded = lookahead(codes, (code) => loadCode(code, tools), LOAD_AHEAD);

  const finished = await runEach(
    codes,
    (code, index) =>
      ledger.attempt(code, async () => {
        const got = await loaded(index);
        if (!got.ok) return ledger.leaveOut(code, got.error.message);
        const { resolved, svg } = got.value;
        const { source, expected, note } = resolved;
        // The installation's image was fetched ahead with the rest.
        const installationSvg = () => Promise.resolve({ ok: true as const, value: svg ?? '' });
        const built = await buildExport(source, choice.image, choice.pixels, code.caption, {
          ...tools,
          installationSvg,
        });
        if (!built.ok) return ledger.leaveOut(code, built.error.message);
        const verdict = await scanVerdict(built.value.raster, expected, tools.decode);
        if (!verdict.scans) return ledger.leaveOut(code, verdict.reason);
        const { content, encoding } = built.value;
        entries.push({
          name: nameOf(entryBaseName(code.alias, code.named), choice.image),
          bytes: encoding === 'base64' ? base64ToBytes(content) : new TextEncoder().encode(content),
          compress: choice.image === 'svg',
        });
        ledger.note(code, note);
      }),
    run,
  );

  if (finished === 'cancelled') return { kind: 'cancelled' };
  if (entries.length === 0) return { kind: 'empty', leftOut: ledger.leftOut };
  return {
    kind: 'built',
    bytes: zipArchive(entries, run.now),
    included: entries.length,
    leftOut: ledger.leftOut,
    notes: ledger.notes,
    pages: null,
  };
}
