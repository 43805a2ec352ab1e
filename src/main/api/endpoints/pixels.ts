import type { z } from 'zod';
import type { pixelCreateBody } from '../../../shared/api/requests.ts';
import type { Created, Message } from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { readAnswer } from '../normalise/answer.ts';
import { created, messageOf } from '../normalise/writes.ts';
import { pixelsCollection } from './collections.ts';
import { updateUnlessDeleted } from './deleted-meanwhile.ts';
import { idSegment } from './paths.ts';

export type PixelCreate = z.output<ReturnType<typeof pixelCreateBody>>;

export interface PixelUpdate {
  name?: string;
  tag: string;
}

export async function addPixel(call: Call, body: PixelCreate): Promise<Created> {
  const answer = await call('POST', 'api/pixel/add', body);
  return readAnswer('the new pixel', () => created(answer.body));
}

export const PIXEL_GONE = 'This pixel no longer exists on the installation: it was deleted elsewhere.';

/**
 * The provider cannot change; the tag is always sent, the name only when it changes. A pixel deleted meanwhile
 * is said to be gone.
 */
export async function updatePixel(call: Call, id: number, body: PixelUpdate): Promise<Message> {
  const sent = body.name === undefined ? { tag: body.tag } : { name: body.name, tag: body.tag };
  return updateUnlessDeleted(call, { collection: pixelsCollection, id, gone: PIXEL_GONE }, async () => {
    const answer = await call('PUT', `api/pixel/${idSegment(id)}/update`, sent);
    return messageOf(answer.body, 'The pixel has been updated.');
  });
}

export async function deletePixel(call: Call, id: number): Promise<Message> {
  const answer = await call('DELETE', `api/pixel/${idSegment(id)}/delete`);
  return messageOf(answer.body, 'The pixel has been deleted.');
}
