import type { Overlay } from '../../../shared/ipc/resources.ts';
import { datetime, id, object, text } from './values.ts';

/** A CTA overlay; the list's collection key (`cta` or `overlay`) is the collection spec's business. */
export function overlay(raw: unknown): Overlay {
  const item = object(raw, '');
  return {
    id: id(item.id),
    type: text(item.type, 'type'),
    name: text(item.name, 'name'),
    date: datetime(item.date, 'date'),
  };
}
