import type { PixelType } from './constants.ts';

/**
 * The tag format each provider accepts, exactly as deployed installations enforce it: every tag needs at least
 * 3 characters, then each provider's own rule. No stricter and no looser, so the app never refuses a tag an
 * installation would take, nor sends one it would refuse. The app shows `hint` beside the field and checks
 * before sending; the sandbox refuses the same tags.
 */
export interface PixelTagRule {
  label: string;
  hint: string;
  check: (tag: string) => boolean;
}

/** Every provider's floor: installations refuse any tag shorter than this before their own rule. */
export const MIN_PIXEL_TAG_LENGTH = 3;

const atLeast = (n: number) => (tag: string) => tag.length >= n;
const between = (n: number) => (tag: string) => tag.length >= MIN_PIXEL_TAG_LENGTH && tag.length <= n;

export const PIXEL_TAG_RULES: Record<PixelType, PixelTagRule> = {
  gtmpixel: {
    label: 'Google Tag Manager',
    hint: 'A container id such as GTM-AB12CD (at least 5 characters, contains "GTM").',
    check: (tag) => tag.length >= 5 && tag.includes('GTM'),
  },
  gapixel: {
    label: 'Google Analytics',
    hint: 'A measurement id such as G-XXXXXXX (at least 5 characters).',
    check: atLeast(5),
  },
  fbpixel: {
    label: 'Facebook',
    hint: 'The numeric pixel id, 3 to 20 digits.',
    check: (tag) => /^\d{3,20}$/.test(tag),
  },
  adwordspixel: {
    label: 'Google Ads',
    hint: 'A conversion id such as AW-123456789 (3 to 40 characters).',
    check: between(40),
  },
  linkedinpixel: { label: 'LinkedIn', hint: 'The partner id, 3 to 10 characters.', check: between(10) },
  twitterpixel: { label: 'X (Twitter)', hint: 'The pixel id, 3 to 15 characters.', check: between(15) },
  adrollpixel: { label: 'AdRoll', hint: 'The advertiser id, 3 to 50 characters.', check: between(50) },
  quorapixel: { label: 'Quora', hint: 'The pixel id, at least 30 characters.', check: atLeast(30) },
  pinterest: { label: 'Pinterest', hint: 'The tag id, at least 5 characters.', check: atLeast(5) },
  bing: {
    label: 'Microsoft Advertising (Bing)',
    hint: 'The UET tag id, at least 5 characters.',
    check: atLeast(5),
  },
  snapchat: { label: 'Snapchat', hint: 'The pixel id, at least 5 characters.', check: atLeast(5) },
  reddit: { label: 'Reddit', hint: 'The pixel id, at least 5 characters.', check: atLeast(5) },
  tiktok: { label: 'TikTok', hint: 'The pixel id, at least 5 characters.', check: atLeast(5) },
};
