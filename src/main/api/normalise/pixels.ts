import type { Pixel } from '../../../shared/ipc/resources.ts';
import { datetime, id, object, text } from './values.ts';

/** `type` stays whatever provider the installation names, known to this version of the app or not. */
export function pixel(raw: unknown): Pixel {
  const item = object(raw, '');
  return {
    id: id(item.id),
    type: text(item.type, 'type'),
    name: text(item.name, 'name'),
    tag: text(item.tag, 'tag'),
    date: datetime(item.date, 'date'),
  };
}
