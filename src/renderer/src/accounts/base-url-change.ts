import { z } from 'zod';
import { sendsKeyUnencrypted, UNENCRYPTED_NOT_CONFIRMED } from '../../../shared/api/transport.ts';
import { apiKeyField, baseUrlField, type SetBaseUrlRequest } from '../../../shared/ipc/contract.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';

/** What the change-address form holds. */
export interface BaseUrlFormValues {
  baseUrl: string;
  apiKey: string;
  keepKey: boolean;
  allowUnencrypted: boolean;
}

/** Whether the key would go to another server: another scheme, host or port than the account's. */
export function movesToAnotherServer(account: AccountView, baseUrl: string): boolean {
  const typed = baseUrl.trim().replace(/\/+$/, '');
  if (!URL.canParse(typed) || !URL.canParse(account.baseUrl)) return true;
  return new URL(typed).origin !== new URL(account.baseUrl).origin;
}

/**
 * The form's rules, the same main applies: a new server needs the key typed again, the same server keeps the
 * stored key only when the person ticks it, and an http:// address off this computer needs their consent.
 */
export function baseUrlFormSchema(account: AccountView) {
  return z
    .object({
      baseUrl: baseUrlField,
      apiKey: z.string(),
      keepKey: z.boolean(),
      allowUnencrypted: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const elsewhere = movesToAnotherServer(account, values.baseUrl);
      if (elsewhere) {
        const key = apiKeyField.safeParse(values.apiKey);
        if (!key.success) {
          const message =
            values.apiKey.trim() === ''
              ? 'is required: Linkdesk never sends a stored key to another server'
              : key.error.issues[0]!.message;
          ctx.addIssue({ code: 'custom', path: ['apiKey'], message });
        }
      } else if (!values.keepKey) {
        ctx.addIssue({
          code: 'custom',
          path: ['keepKey'],
          message: 'must be ticked to use the stored key there',
        });
      }
      if (sendsKeyUnencrypted(values.baseUrl) && !values.allowUnencrypted) {
        ctx.addIssue({ code: 'custom', path: ['allowUnencrypted'], message: UNENCRYPTED_NOT_CONFIRMED });
      }
    })
    .transform((values): Omit<SetBaseUrlRequest, 'id'> => {
      const elsewhere = movesToAnotherServer(account, values.baseUrl);
      return {
        baseUrl: values.baseUrl.trim(),
        ...(elsewhere ? { apiKey: values.apiKey.trim() } : { keepKey: true }),
        ...(sendsKeyUnencrypted(values.baseUrl) ? { allowUnencrypted: true } : {}),
      };
    });
}
