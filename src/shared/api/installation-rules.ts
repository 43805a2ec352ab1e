import type { z } from 'zod';
import type { QrType } from './constants.ts';

/**
 * What deployed installations break on or silently ignore, though the request schemas (the reference's rules,
 * which the sandbox enforces) let it through. The app refuses each before sending, in the IPC contract and in the
 * forms alike, and says why, so a person learns it from a sentence instead of a server error page or a change
 * that never happened.
 */

/** Campaign and channel updates ignore a shorter name and still answer success (create takes 2). */
export const MIN_RENAME_LENGTH = 3;

export const RENAME_TOO_SHORT = `must be at least ${MIN_RENAME_LENGTH} characters: installations ignore a shorter new name without saying so`;

export const SMS_PLUS =
  'must be digits only: installations fail on a + in a text-message number. Leave the + out, or dial out with your international prefix (such as 00)';

export const JPEG_EXTENSION =
  'must end in .png or .jpg: installations go by the extension and refuse .jpeg, even for a JPEG image (rename the file to .jpg)';

export const REDIRECT_NOT_REMOVABLE =
  'cannot be removed through the API: installations refuse an empty redirect. Enter another address, or remove it in the installation’s own dashboard';

export const SUBSCRIPTION_TYPE_REQUIRED =
  'is required: installations refuse a subscription without monthly, yearly or lifetime, even with an expiry date';

/** A new campaign or channel name, when an update sends one. */
export function checkRename(name: unknown, ctx: z.RefinementCtx): void {
  if (typeof name === 'string' && name.trim().length < MIN_RENAME_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: RENAME_TOO_SHORT });
  }
}

/** The path of a URL or server path, without query or fragment: installations judge a logo by its extension. */
const extensionOf = (logo: string) => /\.([a-z0-9]+)$/i.exec(logo.trim().split(/[?#]/, 1)[0] ?? '')?.[1];

/** A logo address installations download: it must end in .png or .jpg. */
export function logoProblem(logo: string): string | null {
  const extension = extensionOf(logo)?.toLowerCase();
  if (extension === 'png' || extension === 'jpg') return null;
  return extension === 'jpeg' ? JPEG_EXTENSION : 'must be the URL or path of a .png or .jpg image';
}

/** A text-message code's phone number: the SMS encoder of deployed servers takes digits only. */
export function smsPhoneProblem(phone: unknown): string | null {
  return typeof phone === 'string' && phone.trim().startsWith('+') ? SMS_PLUS : null;
}

/** The QR rules above, for a create or an update of a code of `type`. */
export function checkQrForInstallations(
  type: QrType,
  body: { data?: unknown; logo?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (type === 'sms' && typeof body.data === 'object' && body.data !== null) {
    const problem = smsPhoneProblem((body.data as { phone?: unknown }).phone);
    if (problem) ctx.addIssue({ code: 'custom', path: ['data', 'phone'], message: problem });
  }
  if (body.logo !== undefined && body.logo.trim() !== '') {
    const problem = logoProblem(body.logo);
    if (problem) ctx.addIssue({ code: 'custom', path: ['logo'], message: problem });
  }
}

/** A domain update may change a redirect but not empty it. */
export function checkRedirectsKept(
  body: { redirectroot?: string | undefined; redirect404?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  for (const field of ['redirectroot', 'redirect404'] as const) {
    if (body[field] !== undefined && body[field].trim() === '') {
      ctx.addIssue({ code: 'custom', path: [field], message: REDIRECT_NOT_REMOVABLE });
    }
  }
}

/** A plan subscription always names its type. */
export function checkSubscriptionType(body: { type?: string | undefined }, ctx: z.RefinementCtx): void {
  if (body.type === undefined) {
    ctx.addIssue({ code: 'custom', path: ['type'], message: SUBSCRIPTION_TYPE_REQUIRED });
  }
}
