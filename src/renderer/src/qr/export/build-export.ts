import type { Result } from '../../../../shared/ipc/errors.ts';
import type { RgbaImage } from '../../../../shared/qr/raster.ts';
import { designRaster, designSvg, type DesignLook } from './export-image.ts';

/** Where an export's image comes from. */
export type ExportSource =
  /** A code Linkdesk designed on this computer: drawn here, exactly at the size asked for. */
  | { kind: 'design'; look: DesignLook }
  /**
   * A code made elsewhere: the installation's own SVG of it. `expected` is what it should read as when
   * Linkdesk knows (a dynamic code's short link); null when only "it reads as something" can be checked.
   */
  | { kind: 'installation'; link: string; expected: string | null };

export type ExportFormat = 'png' | 'svg';

/** What the file holds, and the raster to decode back before it is saved. */
export interface BuiltExport {
  content: string;
  encoding: 'base64' | 'utf8';
  raster: RgbaImage;
}

/** The steps that need a browser or main; tests stand in for them. */
export interface ExportTools {
  /** The installation's SVG of the code at `link` (main fetches it). */
  installationSvg: (link: string) => Promise<Result<string>>;
  pngBase64: (image: RgbaImage) => Promise<string>;
  svgRaster: (svg: string, pixels: number) => Promise<RgbaImage>;
}

const failure = (message: string): Result<never> => ({ ok: false, error: { code: 'internal', message } });

const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Linkdesk could not draw the image.';

/**
 * Makes the file: a PNG of `pixels` × `pixels` or an SVG (a designed code's SVG is `pixels` wide by default;
 * the installation's is saved as it sent it). Never throws: what went wrong comes back as a message for people.
 */
export async function buildExport(
  source: ExportSource,
  format: ExportFormat,
  pixels: number,
  title: string,
  tools: ExportTools,
): Promise<Result<BuiltExport>> {
  try {
    if (source.kind === 'design') {
      const raster = designRaster(source.look, pixels);
      if (format === 'svg') {
        return {
          ok: true,
          value: { content: designSvg(source.look, pixels, title), encoding: 'utf8', raster },
        };
      }
      return { ok: true, value: { content: await tools.pngBase64(raster), encoding: 'base64', raster } };
    }
    const svg = await tools.installationSvg(source.link);
    if (!svg.ok) return svg;
    const raster = await tools.svgRaster(svg.value, pixels);
    if (format === 'svg') return { ok: true, value: { content: svg.value, encoding: 'utf8', raster } };
    return { ok: true, value: { content: await tools.pngBase64(raster), encoding: 'base64', raster } };
  } catch (error) {
    return failure(reason(error));
  }
}
