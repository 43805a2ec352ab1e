import type { Domain } from '../../../shared/ipc/resources.ts';
import { id, object, optionalText, urlOrBareHost } from './values.ts';

/**
 * A branded domain. Shared domains that an installation appends to the list come with `id: null` and are kept
 * so; deployed servers may leave the redirects null, which reads as "none" ('').
 */
export function domain(raw: unknown): Domain {
  const item = object(raw, '');
  return {
    id: item.id === null ? null : id(item.id),
    domain: urlOrBareHost(item.domain, 'domain'),
    redirectroot: optionalText(item.redirectroot, 'redirectroot'),
    redirect404: optionalText(item.redirect404, 'redirect404'),
  };
}
