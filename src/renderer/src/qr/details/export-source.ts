import { BLACK, rgbFromText, WHITE } from '../../../../shared/qr/colours.ts';
import type { ExportSource } from '../export/build-export.ts';
import { printedContent } from '../qr-content.ts';
import type { DesignLogo } from './use-design-logo.ts';
import type { QrDesignState } from './use-qr-design.ts';

/**
 * What an export is made from: the design saved here, drawn exactly as the details show it, or else the
 * installation's own image. Null while that is not known yet (the design or its logo is still loading).
 */
export function exportSource(
  design: QrDesignState,
  logo: DesignLogo,
  link: string | null,
  /** What the installation's image was read as, for a code made elsewhere; null when not known. */
  imageContent: string | null,
): ExportSource | null {
  if (design.status === 'loading') return null;
  const saved = design.status === 'ready' ? design.design : null;
  if (!saved) return link ? { kind: 'installation', link, expected: imageContent } : null;
  const content = printedContent(saved.type, saved.data, link);
  if (content === null || logo.status === 'loading') return null;
  return {
    kind: 'design',
    look: {
      content,
      foreground: rgbFromText(saved.foreground) ?? BLACK,
      background: rgbFromText(saved.background) ?? WHITE,
      logo: logo.status === 'ready' ? logo.logo : null,
      logoScale: saved.logoScale,
    },
  };
}
