import type { z } from 'zod';
import type { linkCreateBody, linkUpdateBody } from '../../../shared/api/requests.ts';
import type { Created, LinkDetails, Message } from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { readAnswer } from '../normalise/answer.ts';
import { linkDetails } from '../normalise/links.ts';
import { id as readId, url, type RawObject } from '../normalise/values.ts';
import { messageOf } from '../normalise/writes.ts';
import { idSegment } from './paths.ts';

export type LinkCreate = z.output<typeof linkCreateBody>;
export type LinkUpdate = z.output<typeof linkUpdateBody>;

export type SavedLink = Created & { shorturl: string };

/** Create and update both answer `{error, id, shorturl}`; an update that leaves the id out meant the one sent. */
function savedLink(body: RawObject, sentId?: number): SavedLink {
  return {
    id: body.id === undefined && sentId !== undefined ? sentId : readId(body.id),
    shorturl: url(body.shorturl, 'shorturl'),
  };
}

export async function getLink(call: Call, id: number): Promise<LinkDetails> {
  const answer = await call('GET', `api/url/${idSegment(id)}`);
  return readAnswer('the link', () => linkDetails(answer.body));
}

export async function addLink(call: Call, body: LinkCreate): Promise<SavedLink> {
  const answer = await call('POST', 'api/url/add', body);
  return readAnswer('the new link', () => savedLink(answer.body));
}

/** The short URL may change with the alias or the domain; the answer says what it is now. */
export async function updateLink(call: Call, id: number, body: LinkUpdate): Promise<SavedLink> {
  const answer = await call('PUT', `api/url/${idSegment(id)}/update`, body);
  return readAnswer('the link update', () => savedLink(answer.body, id));
}

export async function deleteLink(call: Call, id: number): Promise<Message> {
  const answer = await call('DELETE', `api/url/${idSegment(id)}/delete`);
  return messageOf(answer.body, 'The link has been deleted.');
}
