import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { DesktopNotice } from '../../src/main/desktop/shorten-notice.ts';
import {
  createNoticeShower,
  MOST_NOTICES_KEPT,
  NOTICE_KEPT_MS,
  type NoticeSystem,
  type SystemNotification,
} from '../../src/main/desktop/system-notices.ts';

/** Electron's Notification as the shower meets it: events the test fires, as the system would. */
class StandInNotification extends EventEmitter implements SystemNotification {
  shown = false;
  readonly options: { title: string; actions: { text: string }[] };
  constructor(options: { title: string; actions: { text: string }[] }) {
    super();
    this.options = options;
  }
  show(): void {
    this.shown = true;
  }
}

function setUp(supported = true) {
  const created: StandInNotification[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const failed: string[] = [];
  const system: NoticeSystem = {
    supported: () => supported,
    create: (options) => {
      const notification = new StandInNotification(options);
      created.push(notification);
      return notification;
    },
  };
  const shower = createNoticeShower(system, {
    onFailed: (notice, error) => void failed.push(`${notice.title}: ${error}`),
    setTimer: (run, ms) => void timers.push({ run, ms }),
  });
  return { shower, created, timers, failed };
}

const notice = (ran: string[]): DesktopNotice => ({
  title: 'Copied https://go.example/x7',
  body: 'From https://example.com/spring.',
  actions: [
    { label: 'Open', run: () => void ran.push('open') },
    { label: 'Undo', run: () => void ran.push('undo') },
  ],
});

describe('system notifications', () => {
  it('runs the button named by the action event’s details, not the deprecated positional index', () => {
    const { shower, created } = setUp();
    const ran: string[] = [];
    shower.show(notice(ran));
    expect(created[0]!.options.actions.map((action) => action.text)).toEqual(['Open', 'Undo']);
    expect(created[0]!.shown).toBe(true);
    // Electron passes the details first; its deprecated second argument is left out here on purpose.
    created[0]!.emit('action', { actionIndex: 1 });
    expect(ran).toEqual(['undo']);
  });

  it('keeps a notification after it closes, for its buttons in Action Center, and lets it go later', () => {
    const { shower, created, timers } = setUp();
    const ran: string[] = [];
    shower.show(notice(ran));
    created[0]!.emit('close');
    expect(shower.kept).toBe(1);
    created[0]!.emit('action', { actionIndex: 0 });
    expect(ran).toEqual(['open']);
    expect(timers.map((timer) => timer.ms)).toEqual([NOTICE_KEPT_MS]);
    timers[0]!.run();
    expect(shower.kept).toBe(0);
  });

  it('keeps a bounded number at once', () => {
    const { shower } = setUp();
    for (let n = 0; n < MOST_NOTICES_KEPT + 5; n++) shower.show(notice([]));
    expect(shower.kept).toBe(MOST_NOTICES_KEPT);
  });

  it('hands a notification the system refused to the fallback, and keeps it no longer', () => {
    const { shower, created, failed } = setUp();
    shower.show(notice([]));
    created[0]!.emit('failed', {}, 'Notifications are not allowed for this application');
    expect(failed).toEqual([
      'Copied https://go.example/x7: Notifications are not allowed for this application',
    ]);
    expect(shower.kept).toBe(0);
  });

  it('shows nothing where the system has no notifications', () => {
    const { shower, created } = setUp(false);
    shower.show(notice([]));
    expect(created).toEqual([]);
  });
});
