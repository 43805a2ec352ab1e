import { z } from 'zod';
import { checkRename } from '../../../shared/api/installation-rules.ts';
import { campaignCreateBody } from '../../../shared/api/requests.ts';
import type { Campaign } from '../../../shared/ipc/resources.ts';

/** The campaign form's fields, as typed: an empty slug leaves the rotator's address to the installation. */
export interface CampaignFormValues {
  name: string;
  slug: string;
  public: boolean;
}

/** What the form sends; the slug only when one is typed. */
export interface CampaignValues {
  name: string;
  slug?: string | undefined;
  public: boolean;
}

export const CAMPAIGN_LABELS = {
  name: 'Name',
  slug: 'Rotator slug',
  public: 'Public list page',
} as const satisfies Record<keyof CampaignFormValues, string>;

/** The slug of a rotator URL, its last path segment ("https://sho.rt/r/spring" → "spring"); empty without one. */
export function rotatorSlug(rotator: string | null): string {
  if (!rotator) return '';
  return (
    rotator
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? ''
  );
}

export function campaignFormValues(campaign: Campaign | null): CampaignFormValues {
  return {
    name: campaign?.name ?? '',
    slug: rotatorSlug(campaign?.rotator ?? null),
    public: campaign?.public ?? false,
  };
}

/**
 * The installation's rules for a campaign, checked before sending. A rename also needs three characters:
 * installations ignore a shorter name on update and still answer success.
 */
export function campaignSchema(editing: boolean) {
  return z
    .object({ name: z.string(), slug: z.string(), public: z.boolean() })
    .superRefine((values, ctx) => {
      if (editing) checkRename(values.name, ctx);
    })
    .transform((values, ctx): CampaignValues => {
      const slug = values.slug.trim();
      const parsed = campaignCreateBody.safeParse({
        name: values.name,
        public: values.public,
        ...(slug ? { slug } : {}),
      });
      if (parsed.success) return { ...parsed.data, public: values.public };
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as never);
      return z.NEVER;
    });
}
