import { describe, expect, it } from 'vitest';
import { PIXEL_TYPES } from '../../../shared/api/constants.ts';
import { isKnownProvider, pixelProvidersFor, providerHint, providerLabel } from './pixel-providers.ts';

describe('pixel providers', () => {
  it('offers TikTok only on the current revision', () => {
    expect(pixelProvidersFor('current')).toEqual(PIXEL_TYPES);
    expect(pixelProvidersFor('legacy')).not.toContain('tiktok');
    expect(pixelProvidersFor('legacy')).toHaveLength(PIXEL_TYPES.length - 1);
  });

  it('offers what every revision accepts while the revision is unknown', () => {
    expect(pixelProvidersFor(null)).toEqual(pixelProvidersFor('legacy'));
  });

  it('names known providers for people and shows unknown ones as they came', () => {
    expect(providerLabel('fbpixel')).toBe('Facebook');
    expect(providerHint('fbpixel')).toBe('The numeric pixel id, 3 to 20 digits.');
    expect(isKnownProvider('mastodon')).toBe(false);
    expect(providerLabel('mastodon')).toBe('mastodon');
    expect(providerHint('mastodon')).toBeUndefined();
  });
});
