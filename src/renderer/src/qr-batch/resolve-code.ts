import { DYNAMIC_QR_TYPES } from '../../../shared/api/constants.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import { BLACK, WHITE } from '../../../shared/qr/colours.ts';
import type { QrDesign } from '../../../shared/qr/design.ts';
import { shortLinkOfQrImage } from '../../../shared/qr/short-link.ts';
import { exportSource } from '../qr/details/export-source.ts';
import type { DesignLogo } from '../qr/details/use-design-logo.ts';
import type { ExportSource } from '../qr/export/build-export.ts';
import type { BatchCode } from './batch-code.ts';

/** What a code needs from main to be drawn: its design kept here, and that design's logo. */
export interface CodeLookups {
  design: (id: number) => Promise<Result<QrDesign | null>>;
  /** Never fails: a logo that cannot be had is `failed`, and the code is drawn without it. */
  logo: (design: QrDesign) => Promise<DesignLogo>;
}

/** A code ready to draw, and what it must read back as. */
export interface ResolvedCode {
  source: ExportSource;
  /** null for a code made elsewhere: only "it reads as a QR code" can be checked. */
  expected: string | null;
  /**
   * Printed under it: a link's or a dynamic code's short URL. For a code made elsewhere, its short link when
   * the image reads as that (it is dynamic); `printedUrl` decides once it was decoded.
   */
  shortUrl: string | null;
  /** Drawn, but not quite as designed (without its logo): said beside it when the batch is done. */
  note: string | null;
}

/**
 * How each code of the batch is drawn: a link's as a plain code of its short URL, a QR code from the design
 * kept on this computer exactly as its details draw it, or else from the installation's own image. Answers a
 * failure, for the dialog to name the code with, instead of throwing.
 */
export async function resolveCode(code: BatchCode, lookups: CodeLookups): Promise<Result<ResolvedCode>> {
  const { origin } = code;
  if (origin.kind === 'link') {
    const look = { content: origin.shortUrl, foreground: BLACK, background: WHITE, logo: null, logoScale: 0 };
    return {
      ok: true,
      value: {
        source: { kind: 'design', look },
        expected: origin.shortUrl,
        shortUrl: origin.shortUrl,
        note: null,
      },
    };
  }
  const design = await lookups.design(origin.id);
  if (!design.ok) {
    return failed(`Linkdesk could not read the design kept on this computer: ${design.error.message}`);
  }
  if (design.value === null) {
    return {
      ok: true,
      value: {
        source: { kind: 'installation', link: origin.link, expected: null },
        expected: null,
        shortUrl: shortLinkOfQrImage(origin.link),
        note: null,
      },
    };
  }
  const logo = await lookups.logo(design.value);
  const source = exportSource({ status: 'ready', design: design.value }, logo, origin.link, null);
  if (source?.kind !== 'design') {
    return failed('The design kept on this computer does not say what the code carries.');
  }
  const content = source.look.content;
  return {
    ok: true,
    value: {
      source,
      expected: content,
      shortUrl: DYNAMIC_QR_TYPES.includes(design.value.type) ? content : null,
      note: logo.status === 'failed' ? logo.message : null,
    },
  };
}

/** The short URL printed under a code, once it is known what its image reads as. */
export function printedUrl(resolved: ResolvedCode, decoded: string): string | null {
  if (resolved.source.kind === 'design') return resolved.shortUrl;
  // A code made elsewhere is dynamic exactly when its image carries its short link.
  return resolved.shortUrl !== null && decoded === resolved.shortUrl ? resolved.shortUrl : null;
}

function failed(message: string): Result<never> {
  return { ok: false, error: { code: 'internal', message } };
}
