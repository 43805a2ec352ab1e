import type { Subscribe } from '../shared/ipc/api.ts';
import type { AppEvent, EventListener } from '../shared/ipc/events.ts';

/** main's side of the event channel under dev:browser: the handlers emit, each open page stream listens. */
export interface EventHub {
  emit: (event: AppEvent) => void;
  subscribe: Subscribe;
}

export function createEventHub(): EventHub {
  const listeners = new Set<EventListener>();
  return {
    emit(event) {
      // A copy of the set: a listener that unsubscribes while being told must not skip the next one.
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      const entry: EventListener = (event) => listener(event);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
  };
}
