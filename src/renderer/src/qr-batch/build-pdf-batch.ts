import { encodeMatrix, type QrMatrix } from '../../../shared/qr/matrix.ts';
import { QUIET_ZONE_MODULES } from '../../../shared/qr/raster.ts';
import { displayUrl } from '../components/primitives/truncate.ts';
import { designRaster } from '../qr/export/export-image.ts';
import type { BatchCode } from './batch-code.ts';
import { createLedger, type BatchOutcome, type BatchRun, type BatchTools } from './batch-outcome.ts';
import { runEach } from './batch-run.ts';
import { loadCode, LOAD_AHEAD } from './load-code.ts';
import { lookahead } from './lookahead.ts';
import { printedUrl, type ResolvedCode } from './resolve-code.ts';
import { scanVerdict } from './scan-verdict.ts';
import type { SheetLayout } from './sheet-layout.ts';

/** Pixels per module of the image a designed code is checked on: each module whole, as a printer draws it. */
const CHECK_PIXELS_PER_MODULE = 6;
/** What print shops ask of images: a code made elsewhere goes on the sheet as its image at this resolution. */
const IMAGE_DPI = 300;

const checkPixels = (matrix: QrMatrix) => (matrix.size + 2 * QUIET_ZONE_MODULES) * CHECK_PIXELS_PER_MODULE;

/** The installation's image of a code at 300 dpi for the printed size, within what decodes and embeds quickly. */
export const imagePixels = (codeMm: number) =>
  Math.min(1200, Math.max(256, Math.round((codeMm / 25.4) * IMAGE_DPI)));

/**
 * One PDF of every code that scans, laid out by `layout` with its label and short URL. A code Linkdesk draws
 * is checked on a raster of its own modules and placed as vector modules; a code made elsewhere is checked and
 * placed as the installation's image. pdf-lib loads only when a PDF is asked for.
 */
export async function buildPdfBatch(
  codes: readonly BatchCode[],
  layout: SheetLayout,
  tools: BatchTools,
  run: BatchRun & { title: string },
): Promise<BatchOutcome> {
  const { createPdfSheet } = await import('./pdf-sheet.ts');
  const sheet = await createPdfSheet(layout, { title: run.title, created: run.now });
  const ledger = createLedger();

  const caption = (code: BatchCode, resolved: ResolvedCode, decoded: string) => {
    const url = printedUrl(resolved, decoded);
    return { label: code.caption, fallback: code.alias, url: url ? displayUrl(url) : '' };
  };

  const loaded = lookahead(codes, (code) => loadCode(code, tools), LOAD_AHEAD);

  const finished = await runEach(
    codes,
    (code, index) =>
      ledger.attempt(code, async () => {
        const got = await loaded(index);
        if (!got.ok) return ledger.leaveOut(code, got.error.message);
        const { resolved, svg } = got.value;
        const { source, expected, note } = resolved;
        if (source.kind === 'design') {
          const { look } = source;
          const matrix = encodeMatrix(look.content, { withLogo: look.logo !== null });
          const verdict = await scanVerdict(designRaster(look, checkPixels(matrix)), expected, tools.decode);
          if (!verdict.scans) return ledger.leaveOut(code, verdict.reason);
          const logo = look.logo;
          await sheet.addDesigned(
            {
              matrix,
              foreground: look.foreground,
              background: look.background,
              logo: logo ? { pixelsAt: (size) => logo.pixelsAt(size), scale: look.logoScale } : null,
            },
            caption(code, resolved, verdict.decoded),
          );
        } else {
          const image = await tools.svgRaster(svg ?? '', imagePixels(layout.codeMm));
          const verdict = await scanVerdict(image, expected, tools.decode);
          if (!verdict.scans) return ledger.leaveOut(code, verdict.reason);
          await sheet.addImage(image, caption(code, resolved, verdict.decoded));
        }
        ledger.note(code, note);
      }),
    run,
  );

  if (finished === 'cancelled') return { kind: 'cancelled' };
  if (sheet.count === 0) return { kind: 'empty', leftOut: ledger.leftOut };
  return {
    kind: 'built',
    bytes: await sheet.save(),
    included: sheet.count,
    leftOut: ledger.leftOut,
    notes: ledger.notes,
    pages: sheet.pages,
  };
}
