import type { z } from 'zod';
import type { domainCreateBody, domainUpdateBody } from '../../../shared/api/requests.ts';
import type { Created, Message } from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { readAnswer } from '../normalise/answer.ts';
import { created, messageOf } from '../normalise/writes.ts';
import { domainsCollection } from './collections.ts';
import { updateUnlessDeleted } from './deleted-meanwhile.ts';
import { idSegment } from './paths.ts';

export type DomainCreate = z.output<typeof domainCreateBody>;
export type DomainUpdate = z.output<typeof domainUpdateBody>;

/** The domain must already point at the installation's server, or the installation refuses it. */
export async function addDomain(call: Call, body: DomainCreate): Promise<Created> {
  const answer = await call('POST', 'api/domain/add', body);
  return readAnswer('the new domain', () => created(answer.body));
}

export const DOMAIN_GONE = 'This domain no longer exists on the installation: it was deleted elsewhere.';

/** Only the redirects can change; '' removes one. A domain deleted meanwhile is said to be gone. */
export async function updateDomain(call: Call, id: number, body: DomainUpdate): Promise<Message> {
  return updateUnlessDeleted(call, { collection: domainsCollection, id, gone: DOMAIN_GONE }, async () => {
    const answer = await call('PUT', `api/domain/${idSegment(id)}/update`, body);
    return messageOf(answer.body, 'The domain has been updated.');
  });
}

export async function deleteDomain(call: Call, id: number): Promise<Message> {
  const answer = await call('DELETE', `api/domain/${idSegment(id)}/delete`);
  return messageOf(answer.body, 'The domain has been deleted.');
}
