import { pixelCreateBody, pixelUpdateBody } from '../../../shared/api/requests.ts';
import type { PixelType, Revision } from '../../../shared/api/constants.ts';
import type { Pixel } from '../../../shared/ipc/resources.ts';

/** The pixel form's fields, as typed. */
export interface PixelFormValues {
  type: string;
  name: string;
  tag: string;
}

/** What the create form sends, checked against the provider's tag rule. */
export interface PixelAddition {
  type: PixelType;
  name: string;
  tag: string;
}

/** What the edit form sends; the provider stays the stored one. */
export interface PixelChanges {
  name?: string | undefined;
  tag: string;
}

export const PIXEL_LABELS = { type: 'Provider', name: 'Name', tag: 'Tag' } as const satisfies Record<
  keyof PixelFormValues,
  string
>;

/** On a revision not yet known, the rules every revision shares (no TikTok). */
export function pixelAddSchema(revision: Revision | null) {
  return pixelCreateBody(revision ?? 'legacy');
}

export function pixelEditSchema(type: PixelType) {
  return pixelUpdateBody(type);
}

export function pixelFormValues(pixel: Pixel | null, firstProvider: PixelType): PixelFormValues {
  return { type: pixel?.type ?? firstProvider, name: pixel?.name ?? '', tag: pixel?.tag ?? '' };
}
