import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { subscribeOver } from '../../src/preload/event-subscription.ts';
import { EVENT_CHANNEL, type AppEvent } from '../../src/shared/ipc/events.ts';

// ipcRenderer is an EventEmitter: main's `webContents.send(EVENT_CHANNEL, event)` arrives as
// `emit(EVENT_CHANNEL, ipcEvent, event)`.
const ipcEvent = { sender: { send: () => undefined }, senderId: 0 };
const wait: AppEvent = { type: 'rate-limit', accountId: 'a', waitSeconds: 12, queued: 3 };
const progress: AppEvent = { type: 'progress', requestId: 'r', loaded: 100, total: 1000 };

describe('the preload’s event subscription', () => {
  it('hands the listener the event alone, never the IPC event object', () => {
    const receiver = new EventEmitter();
    const heard: unknown[][] = [];
    subscribeOver(receiver)((...args) => heard.push(args));

    receiver.emit(EVENT_CHANNEL, ipcEvent, wait);
    receiver.emit(EVENT_CHANNEL, ipcEvent, progress);
    receiver.emit('some-other-channel', ipcEvent, wait);

    expect(heard).toEqual([[wait], [progress]]);
  });

  it('removes exactly its own handler when unsubscribed', () => {
    const receiver = new EventEmitter();
    const subscribe = subscribeOver(receiver);
    const first: AppEvent[] = [];
    const second: AppEvent[] = [];
    const stopFirst = subscribe((event) => first.push(event));
    subscribe((event) => second.push(event));

    stopFirst();
    stopFirst();
    receiver.emit(EVENT_CHANNEL, ipcEvent, wait);

    expect(first).toEqual([]);
    expect(second).toEqual([wait]);
    expect(receiver.listenerCount(EVENT_CHANNEL)).toBe(1);
  });
});
