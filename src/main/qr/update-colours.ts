import { AppError } from '../../shared/ipc/app-error.ts';
import type { QrDesign } from '../../shared/qr/design.ts';

export interface Colours {
  foreground?: string | undefined;
  background?: string | undefined;
}

// Plain words, as the edit form says it (renderer's locked-colours.ts): "the API" means nothing to a person.
export const MADE_WITHOUT_COLOURS =
  'This QR code was made without colours, and installations cannot give colours to such a code afterwards, ' +
  'so nothing was sent. Save it without changing its colours.';
export const COLOURS_NOT_KNOWN =
  'Linkdesk cannot tell whether this QR code, made elsewhere, has colours, and installations cannot give ' +
  'colours to a code made without them afterwards, so nothing was sent. Save it without changing its colours.';

/**
 * The colours a QR code update sends. Installations keep a code's colours only when it was created with one,
 * and deployed ones throw (an HTML 500) on an update that sends any colour to a code made without: for such a
 * code, or one made elsewhere whose colours Linkdesk cannot know, a colour asked for is refused before anything
 * is sent. For a code with colours, none asked sends none (the installation keeps its own), and one asked goes
 * with the other as the design kept it, since both together are always safe.
 */
export function coloursOfUpdate(previous: QrDesign | null, asked: Colours): Colours {
  if (asked.foreground === undefined && asked.background === undefined) return {};
  if (!previous || previous.coloursKnown === false) throw new AppError('validation', COLOURS_NOT_KNOWN);
  if (previous.withoutColours) throw new AppError('validation', MADE_WITHOUT_COLOURS);
  return {
    foreground: asked.foreground ?? previous.foreground,
    background: asked.background ?? previous.background,
  };
}
