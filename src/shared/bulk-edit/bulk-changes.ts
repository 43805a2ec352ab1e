import { z } from 'zod';
import { datetime, httpUrl, positiveId } from '../api/fields.ts';
import { linkFields } from '../api/requests.ts';
import { findPatternProblem } from './find-replace.ts';
import { UTM_KEYS, utmValueProblem, type UtmKey } from './utm.ts';

/** Every change one bulk edit can make to each of its links; a bulk edit makes one or several. */
export interface BulkChanges {
  /** A branded domain's address, or null for the installation's own address. */
  domain?: { to: string | null };
  /** A campaign's id, or null to take the links out of their campaign. */
  campaign?: { to: number | null };
  channel?: { add: number };
  expiry?: { kind: 'set'; at: string } | { kind: 'clear' } | { kind: 'shift'; days: number };
  /** `type` of the API: direct, frame, splash, a splash page's id, overlay-<id>. */
  redirect?: { type: string };
  /** Installations never say which pixels a link fires, so pixels are set as a whole, never added to. */
  pixels?: { ids: number[] };
  utm?: { mode: 'set' | 'replace' | 'remove'; values: Partial<Record<UtmKey, string>> };
  findReplace?: { find: string; replace: string; pattern: boolean; matchCase: boolean };
  title?: { prefix: string; suffix: string };
}

export type BulkChangeKind = keyof BulkChanges;

/** Longest shift of an expiry, either way: ten years. */
export const MAX_SHIFT_DAYS = 3_650;

const utmValues = z
  .object(
    Object.fromEntries(
      UTM_KEYS.map((key) => [
        key,
        z
          .string()
          .optional()
          .superRefine((value, context) => {
            const problem = value === undefined ? null : utmValueProblem(value);
            if (problem) context.addIssue({ code: 'custom', message: problem });
          }),
      ]),
    ) as Record<UtmKey, z.ZodOptional<z.ZodString>>,
  )
  .strict();

/** The IPC contract's check of what the window asks; the same rules the bulk edit form shows. */
export const bulkChangesSchema = z
  .object({
    domain: z.object({ to: httpUrl.nullable() }).optional(),
    campaign: z.object({ to: positiveId.nullable() }).optional(),
    channel: z.object({ add: positiveId }).optional(),
    expiry: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('set'), at: datetime }),
        z.object({ kind: z.literal('clear') }),
        z.object({ kind: z.literal('shift'), days: z.int().min(-MAX_SHIFT_DAYS).max(MAX_SHIFT_DAYS) }),
      ])
      .optional(),
    redirect: z.object({ type: linkFields.type.unwrap() }).optional(),
    pixels: z.object({ ids: z.array(positiveId).max(50) }).optional(),
    utm: z.object({ mode: z.enum(['set', 'replace', 'remove']), values: utmValues }).optional(),
    findReplace: z
      .object({
        find: z.string().min(1).max(200),
        replace: z.string().max(500),
        pattern: z.boolean(),
        matchCase: z.boolean(),
      })
      .superRefine((value, context) => {
        const problem = value.pattern ? findPatternProblem(value.find) : null;
        if (problem) context.addIssue({ code: 'custom', message: problem, path: ['find'] });
      })
      .optional(),
    title: z.object({ prefix: z.string().max(100), suffix: z.string().max(100) }).optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'choose at least one change');

/**
 * What an installation lets a bulk edit do. Taking something away (a campaign, a domain, an expiry) needs one
 * that replaces a link on update: one that changes only what is sent has no way to clear a field. Campaigns and
 * channels came with the current revision.
 */
export interface BulkAbilities {
  replacesOnUpdate: boolean;
  campaignsAndChannels: boolean;
}

/** Why a change cannot be made on this installation, in words; null when it can. */
export function changeUnavailable(changes: BulkChanges, abilities: BulkAbilities): string | null {
  if ((changes.campaign || changes.channel) && !abilities.campaignsAndChannels) {
    return 'This installation runs an older revision of the API, without campaigns and channels.';
  }
  if (abilities.replacesOnUpdate) return null;
  if (changes.campaign?.to === null)
    return 'This installation cannot take a link out of its campaign through the API.';
  if (changes.domain?.to === null)
    return 'This installation cannot move a link back to its own address through the API.';
  if (changes.expiry?.kind === 'clear') return 'This installation cannot remove an expiry through the API.';
  return null;
}
