import type { Subscribe } from '../shared/ipc/api.ts';
import { EVENT_CHANNEL, type AppEvent } from '../shared/ipc/events.ts';

type Handler = (event: unknown, payload: AppEvent) => void;

/** The two methods of `ipcRenderer` that events need, so this runs (and is tested) without Electron. */
export interface EventReceiver {
  on(channel: string, handler: Handler): unknown;
  removeListener(channel: string, handler: Handler): unknown;
}

/**
 * `api.onEvent` over the IPC event channel. The listener gets the payload only: the IPC event object would
 * hand the page `sender`, a way back into IPC past the contract. Unsubscribing removes exactly the handler
 * this subscription added, so other listeners keep theirs.
 */
export function subscribeOver(receiver: EventReceiver): Subscribe {
  return (listener) => {
    const handler: Handler = (_event, payload) => listener(payload);
    receiver.on(EVENT_CHANNEL, handler);
    return () => void receiver.removeListener(EVENT_CHANNEL, handler);
  };
}
