import { z } from 'zod';
import { pixelCreateBody, pixelUpdateBody } from '../../../shared/api/requests.ts';
import type { PixelType, Revision } from '../../../shared/api/constants.ts';
import type { Pixel } from '../../../shared/ipc/resources.ts';
import { isKnownProvider } from './pixel-providers.ts';

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

/**
 * What each provider calls the tag, and its rule in a few words, for the sentence beside a tag that breaks it:
 * "Tag is not a valid Facebook pixel ID: 3 to 20 digits." (the field's hint already gives an example).
 */
const TAG_RULES_IN_WORDS: Record<PixelType, { id: string; rule: string }> = {
  gtmpixel: { id: 'Google Tag Manager container ID', rule: 'at least 5 characters, with “GTM” in it' },
  gapixel: { id: 'Google Analytics measurement ID', rule: 'at least 5 characters' },
  fbpixel: { id: 'Facebook pixel ID', rule: '3 to 20 digits' },
  adwordspixel: { id: 'Google Ads conversion ID', rule: '3 to 40 characters' },
  linkedinpixel: { id: 'LinkedIn partner ID', rule: '3 to 10 characters' },
  twitterpixel: { id: 'X (Twitter) pixel ID', rule: '3 to 15 characters' },
  adrollpixel: { id: 'AdRoll advertiser ID', rule: '3 to 50 characters' },
  quorapixel: { id: 'Quora pixel ID', rule: 'at least 30 characters' },
  pinterest: { id: 'Pinterest tag ID', rule: 'at least 5 characters' },
  bing: { id: 'Microsoft Advertising UET tag ID', rule: 'at least 5 characters' },
  snapchat: { id: 'Snapchat pixel ID', rule: 'at least 5 characters' },
  reddit: { id: 'Reddit pixel ID', rule: 'at least 5 characters' },
  tiktok: { id: 'TikTok pixel ID', rule: 'at least 5 characters' },
};

/** The provider's rule as a sentence read after the field's label. */
export function tagRuleMessage(type: PixelType): string {
  const { id, rule } = TAG_RULES_IN_WORDS[type];
  return `is not a valid ${id}: ${rule}.`;
}

/**
 * The request's own rules, with a broken tag rule said in the form's words. Only the provider-rule issue is
 * reworded: the shared rules phrase it for the API's answers, which a form need not echo.
 */
function inFormWords<T>(schema: z.ZodType<T>, typeOf: (values: { type?: string }) => string) {
  return z.any().transform((values: { type?: string }, ctx): T => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    const type = typeOf(values);
    for (const issue of parsed.error.issues) {
      const ruleBroken = issue.path[0] === 'tag' && issue.message.startsWith('not a valid');
      ctx.addIssue({
        ...issue,
        ...(ruleBroken && isKnownProvider(type) ? { message: tagRuleMessage(type) } : {}),
      } as never);
    }
    return z.NEVER;
  });
}

/** On a revision not yet known, the rules every revision shares (no TikTok). */
export function pixelAddSchema(revision: Revision | null) {
  return inFormWords(pixelCreateBody(revision ?? 'legacy'), (values) => values.type ?? '');
}

export function pixelEditSchema(type: PixelType) {
  return inFormWords(pixelUpdateBody(type), () => type);
}

export function pixelFormValues(pixel: Pixel | null, firstProvider: PixelType): PixelFormValues {
  return { type: pixel?.type ?? firstProvider, name: pixel?.name ?? '', tag: pixel?.tag ?? '' };
}
