import { z } from 'zod';
import { domainCreateBody, domainUpdateBody } from '../../../shared/api/requests.ts';
import type { Domain } from '../../../shared/ipc/resources.ts';

/** The domain form's fields, as typed: an empty redirect means none. */
export interface DomainFormValues {
  domain: string;
  redirectroot: string;
  redirect404: string;
}

/** What the add form sends, checked with the rules the installation applies. */
export type DomainAddition = {
  domain: string;
  redirectroot?: string | undefined;
  redirect404?: string | undefined;
};
/** What the edit form sends: the redirects that are set; an empty one is left out. */
export type DomainChanges = { redirectroot?: string | undefined; redirect404?: string | undefined };

/** A scheme at the start of an address: "https:", "http:", or another one the rules below refuse. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A domain as typed, with https:// added when it has no scheme: the list shows domains as go.example.com, so that
 * is how people type them, while installations want the whole address.
 */
export function withScheme(typed: string): string {
  const value = typed.trim();
  return value === '' || HAS_SCHEME.test(value) ? value : `https://${value}`;
}

/** The add form's rules: the installation's, after the scheme is added to a domain typed without one. */
export const domainAddSchema = z
  .object({ domain: z.string(), redirectroot: z.string(), redirect404: z.string() })
  .transform((values, ctx): DomainAddition => {
    const parsed = domainCreateBody.safeParse({ ...values, domain: withScheme(values.domain) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as never);
    return z.NEVER;
  });

/**
 * Said beside a redirect the domain had that was emptied. Servers answer an empty redirect with an empty reply
 * (the rule `REDIRECT_NOT_REMOVABLE` states for the request checks); the form says it in a person's words.
 */
export const REDIRECT_EMPTIED = 'can be changed but not left empty. Type where visits should go instead.';

/**
 * The edit form's rules: the installation's, plus one it enforces with an empty answer: a redirect can be changed
 * but not removed. An emptied redirect the domain had is refused with that reason; one it never had is simply
 * not sent.
 */
export function domainEditSchema(domain: Domain) {
  return z
    .object({ redirectroot: z.string(), redirect404: z.string() })
    .superRefine((values, ctx) => {
      for (const field of ['redirectroot', 'redirect404'] as const) {
        if (values[field].trim() === '' && domain[field] !== '') {
          ctx.addIssue({ code: 'custom', path: [field], message: REDIRECT_EMPTIED });
        }
      }
    })
    .transform((values, ctx): DomainChanges => {
      const set = Object.fromEntries(
        Object.entries(values).filter(([, value]) => value.trim() !== ''),
      ) as DomainChanges;
      const parsed = domainUpdateBody.safeParse(set);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as never);
      return z.NEVER;
    });
}

export const DOMAIN_LABELS = {
  domain: 'Domain',
  redirectroot: 'Root redirect',
  redirect404: 'Not-found redirect',
} as const satisfies Record<keyof DomainFormValues, string>;

export function domainFormValues(domain: Domain | null): DomainFormValues {
  return {
    domain: domain?.domain ?? '',
    redirectroot: domain?.redirectroot ?? '',
    redirect404: domain?.redirect404 ?? '',
  };
}

/** Shared domains (offered to every user of the installation) come with no id and cannot be changed. */
export function isSharedDomain(domain: Domain): boolean {
  return domain.id === null;
}
