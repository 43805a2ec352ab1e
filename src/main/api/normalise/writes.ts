import type { Created, Message } from '../../../shared/ipc/resources.ts';
import { id, type RawObject } from './values.ts';

/** `{error, message}` answers: the installation's message, or ours when it sent none. */
export function messageOf(body: RawObject, fallback: string): Message {
  const { message } = body;
  return { message: typeof message === 'string' && message.trim() !== '' ? message : fallback };
}

/** `{error, id}` answers of creates. */
export function created(body: RawObject): Created {
  return { id: id(body.id) };
}
