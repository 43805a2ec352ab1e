import type { PixelType } from './constants.ts';

/**
 * The tag format each provider accepts, as deployed installations enforce it. The app shows `hint`
 * beside the field and checks before sending; the sandbox refuses the same tags.
 */
export interface PixelTagRule {
  label: string;
  hint: string;
  check: (tag: string) => boolean;
}

const atLeast = (n: number) => (tag: string) => tag.length >= n;
const atMost = (n: number) => (tag: string) => tag.length >= 1 && tag.length <= n;

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
    hint: 'The numeric pixel id, at most 20 digits.',
    check: (tag) => /^\d{1,20}$/.test(tag),
  },
  adwordspixel: {
    label: 'Google Ads',
    hint: 'A conversion id such as AW-123456789 (at least 5 characters).',
    check: atLeast(5),
  },
  linkedinpixel: { label: 'LinkedIn', hint: 'The partner id, at most 10 characters.', check: atMost(10) },
  twitterpixel: { label: 'X (Twitter)', hint: 'The pixel id, at most 15 characters.', check: atMost(15) },
  adrollpixel: { label: 'AdRoll', hint: 'The advertiser id, at most 50 characters.', check: atMost(50) },
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
