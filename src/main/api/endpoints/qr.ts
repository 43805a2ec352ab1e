import type { z } from 'zod';
import type { Revision } from '../../../shared/api/constants.ts';
import type { qrCreateBody } from '../../../shared/api/requests.ts';
import type { Created, Message, QrDetails } from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { readAnswer } from '../normalise/answer.ts';
import { qrDetails } from '../normalise/qr.ts';
import { id as readId, url } from '../normalise/values.ts';
import { messageOf } from '../normalise/writes.ts';
import { idSegment } from './paths.ts';

export type QrCreate = z.output<typeof qrCreateBody>;

export interface QrUpdate {
  data: unknown;
  background?: string | undefined;
  foreground?: string | undefined;
  logo?: string | undefined;
}

/** The colours installations draw with when a code does not say. */
export const DEFAULT_FOREGROUND = 'rgb(0,0,0)';
export const DEFAULT_BACKGROUND = 'rgb(255,255,255)';

export async function getQrCode(call: Call, id: number): Promise<QrDetails> {
  const answer = await call('GET', `api/qr/${idSegment(id)}`);
  return readAnswer('the QR code', () => qrDetails(answer.body));
}

/** Legacy installations predate QR names, so the name is not sent to them. */
export async function addQrCode(
  call: Call,
  body: QrCreate,
  revision: Revision,
): Promise<Created & { link: string }> {
  const { name, ...rest } = body;
  const sent = revision === 'legacy' || name === undefined ? rest : { ...rest, name };
  const answer = await call('POST', 'api/qr/add', sent);
  return readAnswer('the new QR code', () => ({
    id: readId(answer.body.id),
    link: url(answer.body.link, 'link'),
  }));
}

/**
 * Sends only what update takes: data, colours and logo (a code keeps its type). A colour goes with the other
 * (its default when not given): both together are safe for a code with colours, while deployed servers throw
 * on any colour for a code made without, for which callers send none (see `qr/update-colours.ts`).
 */
export async function updateQrCode(call: Call, id: number, body: QrUpdate): Promise<Message> {
  const { data, logo } = body;
  let { background, foreground } = body;
  if (background !== undefined || foreground !== undefined) {
    background ??= DEFAULT_BACKGROUND;
    foreground ??= DEFAULT_FOREGROUND;
  }
  const sent = {
    data,
    ...(background !== undefined ? { background } : {}),
    ...(foreground !== undefined ? { foreground } : {}),
    ...(logo !== undefined ? { logo } : {}),
  };
  const answer = await call('PUT', `api/qr/${idSegment(id)}/update`, sent);
  return messageOf(answer.body, 'The QR code has been updated.');
}

export async function deleteQrCode(call: Call, id: number): Promise<Message> {
  const answer = await call('DELETE', `api/qr/${idSegment(id)}/delete`);
  return messageOf(answer.body, 'The QR code has been deleted.');
}
