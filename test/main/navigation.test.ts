import { describe, expect, it, vi } from 'vitest';
import {
  denyPermissions,
  guardNavigation,
  type CancellableEvent,
  type GuardedContents,
} from '../../src/main/window/navigation.ts';

const APP = 'file:///app/out/renderer/index.html';

/** A webContents stand-in that keeps the listeners the guards install, so a test can fire them. */
class FakeContents implements GuardedContents {
  readonly listeners = new Map<string, (event: CancellableEvent, url: string) => void>();
  openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;

  on(event: string, listener: (event: CancellableEvent, url: string) => void) {
    this.listeners.set(event, listener);
    return this;
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
    this.openHandler = handler;
  }

  /** Fires an event the way Electron does: the URL on the event (new style) and as an argument (old style). */
  fire(name: string, url = ''): { prevented: boolean } {
    const listener = this.listeners.get(name);
    if (!listener) throw new Error(`No listener for ${name}.`);
    const event = { prevented: false, url, preventDefault: () => (event.prevented = true) };
    listener(event, url);
    return event;
  }
}

function setUp() {
  const contents = new FakeContents();
  const opened: string[] = [];
  const warnings: string[] = [];
  guardNavigation(contents, {
    isAppUrl: (url) => url.split('#')[0] === APP,
    openExternal: async (url) => {
      opened.push(url);
    },
    log: { warn: (message) => warnings.push(message) },
  });
  return { contents, opened, warnings };
}

describe('navigation guards', () => {
  it('lets the app navigate within its own page', () => {
    const { contents, opened } = setUp();
    expect(contents.fire('will-navigate', `${APP}#/accounts`).prevented).toBe(false);
    expect(opened).toEqual([]);
  });

  it('stops navigation away from the app and opens web links in the system browser instead', () => {
    const { contents, opened } = setUp();
    expect(contents.fire('will-navigate', 'https://example.com/docs').prevented).toBe(true);
    expect(contents.fire('will-navigate', 'https://EXAMPLE.com/a b').prevented).toBe(true);
    // The system browser gets the parsed, normalised address that was checked.
    expect(opened).toEqual(['https://example.com/docs', 'https://example.com/a%20b']);
  });

  it('stops navigation to other kinds of address without handing them to the system', () => {
    const { contents, opened, warnings } = setUp();
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'ms-settings:privacy',
      'https://user:pw@evil.example/',
    ]) {
      expect(contents.fire('will-navigate', url).prevented, url).toBe(true);
    }
    expect(opened).toEqual([]);
    expect(warnings).toHaveLength(4);
  });

  it('stops redirects away from the app without opening them', () => {
    const { contents, opened } = setUp();
    expect(contents.fire('will-redirect', 'https://example.com/').prevented).toBe(true);
    expect(contents.fire('will-redirect', APP).prevented).toBe(false);
    expect(opened).toEqual([]);
  });

  it('denies every new window, handing http(s) links to the system browser', () => {
    const { contents, opened } = setUp();
    expect(contents.openHandler!({ url: 'https://example.com/help' })).toEqual({ action: 'deny' });
    expect(contents.openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(contents.openHandler!({ url: APP })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.com/help']);
  });

  it('refuses to attach a webview', () => {
    const { contents } = setUp();
    expect(contents.fire('will-attach-webview').prevented).toBe(true);
  });

  it('logs, and does not throw, when the system browser fails', async () => {
    const contents = new FakeContents();
    const warn = vi.fn();
    guardNavigation(contents, {
      isAppUrl: () => false,
      openExternal: () => Promise.reject(new Error('no browser')),
      log: { warn },
    });
    contents.openHandler!({ url: 'https://example.com/' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('no browser')));
  });
});

describe('permissions', () => {
  it('answers no to every permission request and check', () => {
    let request:
      ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null;
    let check: ((contents: unknown, permission: string) => boolean) | null = null;
    denyPermissions({
      setPermissionRequestHandler: (handler) => (request = handler),
      setPermissionCheckHandler: (handler) => (check = handler),
    });
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal']) {
      const answers: boolean[] = [];
      request!({}, permission, (granted) => answers.push(granted));
      expect(answers, permission).toEqual([false]);
      expect(check!({}, permission), permission).toBe(false);
    }
  });
});
