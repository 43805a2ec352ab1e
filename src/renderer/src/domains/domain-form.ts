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
/** What the edit form sends: the redirects only; an empty one removes it. */
export type DomainChanges = { redirectroot?: string | undefined; redirect404?: string | undefined };

export const domainAddSchema = domainCreateBody;
export const domainEditSchema = domainUpdateBody;

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
