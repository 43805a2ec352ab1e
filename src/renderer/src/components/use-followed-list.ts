import { useCallback, useEffect, useRef, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { AppEvent } from '../../../shared/ipc/events.ts';

interface Followed {
  createdAt: number;
}

/**
 * A list main keeps in one of its journals (imports, bulk edits), newest first, kept current by the events that
 * tell of each item. A list answer was made before it arrived: an item heard of meanwhile keeps what its event
 * said, or the answer would put back an older state (one shown as sending long after it paused, since a paused
 * item sends no more events).
 */
export function useFollowedList<T extends Followed>(
  api: Api,
  read: () => Promise<Result<T[]>>,
  /** The item an event tells of, or null for other events. */
  heardIn: (event: AppEvent) => T | null,
  idOf: (item: T) => string,
) {
  const [items, setItems] = useState<T[] | null>(null);
  /** For each list request on its way: the items an event told of since it was sent. */
  const reading = useRef(new Set<Set<string>>());
  const newestFirst = (a: T, b: T) => b.createdAt - a.createdAt;

  const reload = useCallback(() => {
    const heard = new Set<string>();
    reading.current.add(heard);
    return read().then((result) => {
      reading.current.delete(heard);
      if (!result.ok) return;
      setItems((known) => {
        const fresher = (known ?? []).filter((item) => heard.has(idOf(item)));
        const listed = result.value.filter((item) => !heard.has(idOf(item)));
        return [...fresher, ...listed].sort(newestFirst);
      });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` and `idOf` are fixed per caller
  }, [api]);

  useEffect(() => {
    const stop = api.onEvent((event) => {
      const item = heardIn(event);
      if (!item) return;
      for (const heard of reading.current) heard.add(idOf(item));
      setItems((known) => {
        const others = (known ?? []).filter((other) => idOf(other) !== idOf(item));
        return [item, ...others].sort(newestFirst);
      });
    });
    void reload();
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `heardIn` and `idOf` are fixed per caller
  }, [api, reload]);

  return { items, reload };
}
