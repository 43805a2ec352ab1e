import type { Splash } from '../../../shared/ipc/resources.ts';
import { datetime, id, object, text } from './values.ts';

export function splash(raw: unknown): Splash {
  const item = object(raw, '');
  return { id: id(item.id), name: text(item.name, 'name'), date: datetime(item.date, 'date') };
}
