import { PIXEL_TYPES, pixelTypesFor, type PixelType, type Revision } from '../../../shared/api/constants.ts';
import { PIXEL_TAG_RULES } from '../../../shared/api/pixel-tags.ts';

/**
 * The providers a new pixel may use on this installation. Until the account's revision is known, only the
 * providers every revision accepts are offered: a TikTok pixel would be refused by a legacy installation.
 */
export function pixelProvidersFor(revision: Revision | null): readonly PixelType[] {
  return pixelTypesFor(revision ?? 'legacy');
}

export function isKnownProvider(type: string): type is PixelType {
  return (PIXEL_TYPES as readonly string[]).includes(type);
}

/** A provider's name for people; one this version of the app does not know is shown as the installation names it. */
export function providerLabel(type: string): string {
  return isKnownProvider(type) ? PIXEL_TAG_RULES[type].label : type;
}

export function providerHint(type: string): string | undefined {
  return isKnownProvider(type) ? PIXEL_TAG_RULES[type].hint : undefined;
}
