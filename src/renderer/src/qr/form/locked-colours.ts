import type { QrDesign } from '../../../../shared/qr/design.ts';

/**
 * Installations keep a code's colours only when it is created with one, and deployed ones fail an update that
 * sends a colour to a code made without. Main sends no colour for such a code, nor for one made elsewhere, whose
 * colours Linkdesk cannot know; the form says so in place of the colour fields.
 */

// Plain words: "the API" means nothing to a person editing a code.
export const NO_COLOURS_NOTICE =
  'This code was made without colours, and your server cannot give colours to such a code afterwards, so it ' +
  'stays black on white. Its content and logo can still be changed.';
export const UNKNOWN_COLOURS_NOTICE =
  'Linkdesk cannot tell whether this code was made with colours, and your server cannot give colours to a ' +
  'code made without them afterwards, so its colours stay as they are. Its content and logo can still be ' +
  'changed.';

/** Why an edit cannot change a code's colours; null when it can, and when a code is being made. */
export function lockedColoursNotice(editing: boolean, design: QrDesign | null): string | null {
  if (!editing) return null;
  if (!design || design.coloursKnown === false) return UNKNOWN_COLOURS_NOTICE;
  return design.withoutColours ? NO_COLOURS_NOTICE : null;
}
