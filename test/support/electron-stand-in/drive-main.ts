import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { app, recorded, type BrowserWindow } from './fake-electron.ts';

/**
 * Run as `node --import ./register.ts drive-main.ts <bundle folder>` with LINKDESK_STAND_IN_USER_DATA set:
 * loads the built main bundle against the electron stand-in, plays what Electron and a renderer would do, and
 * prints one JSON line of what the app did, for the bundle test to check.
 */
const bundle = process.argv[2];
if (!bundle) throw new Error('Give the folder of the built app (the one holding main/index.js).');

async function until<T>(what: string, probe: () => T | null | undefined | false): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The app did not ${what}.`);
}

/** A cancellable event as Electron passes it, remembering whether the app cancelled it. */
const cancellable = (url?: string) => {
  const event = { url, prevented: false, preventDefault: () => (event.prevented = true) };
  return event;
};

function fire(window: BrowserWindow, name: string, url: string): boolean {
  const event = cancellable(url);
  for (const listener of window.webContents.listeners.get(name) ?? []) listener(event, url);
  return event.prevented;
}

/** What a listener registered with ipcMain.handle answers a message from the given frame. */
function send(
  channel: string,
  frames: { senderFrame: { url: string } | null; mainFrame: unknown },
  request: unknown,
) {
  const listener = recorded.handlers.get(channel);
  if (!listener) throw new Error(`Nothing handles ${channel}.`);
  return listener({ sender: { mainFrame: frames.mainFrame }, senderFrame: frames.senderFrame }, request);
}

// Closing the window quits, as chosen at an earlier close: the unload guard below is played on a window that closes.
await writeFile(
  join(process.env.LINKDESK_STAND_IN_USER_DATA!, 'desktop-settings.json'),
  JSON.stringify({ shortcut: 'Control+Alt+L', closeWindow: 'quit' }),
);
await import(pathToFileURL(join(bundle, 'main', 'index.js')).href);
const window = await until('open a window', () => recorded.windows[0]);
const appUrl = await until('load its page', () => window.loadedUrl);
const mainFrame = window.webContents.mainFrame;

const headers = (url: string) => {
  let answer: unknown = 'no answer';
  for (const listener of recorded.headersReceived) {
    listener(
      { url, responseHeaders: { 'content-type': ['text/html'] } },
      (given: unknown) => (answer = given),
    );
  }
  return answer;
};

/** What the app's scheme answers a request for `url`, as the window would ask it. */
async function served(url: string) {
  const handler = recorded.protocolHandlers.get(new URL(url).protocol.slice(0, -1));
  if (!handler) return { status: 'no handler' };
  const response = await handler(new Request(url));
  const body = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    csp: response.headers.get('content-security-policy'),
    body: body.slice(0, 100_000),
  };
}
const page = await served(appUrl);
const firstScript = /<script[^>]+src="([^"]+)"/.exec(page.body ?? '')?.[1] ?? 'no script';
const { body: _pageBody, ...pageServed } = page;
const script = await served(new URL(firstScript, appUrl).href);
const scheme = {
  privileged: recorded.privilegedSchemes,
  registeredBeforeReady: recorded.schemesRegisteredBeforeReady,
  page: { ...pageServed, hasRoot: (page.body ?? '').includes('id="root"') },
  script: { status: script.status, type: script.type },
  mainBundle: (await served(new URL('../main/index.js', appUrl).href)).status,
  encodedClimb: (await served(new URL('assets/..%2f..%2fmain%2findex.js', appUrl).href)).status,
  otherHost: (await served('app://elsewhere/index.html')).status,
};

const permission = (name: string) => {
  let granted: unknown = 'no answer';
  recorded.permissionRequestHandler?.(window.webContents, name, (answer: boolean) => (granted = answer));
  return {
    granted,
    checked: recorded.permissionCheckHandler?.(window.webContents, name, 'file://') ?? 'no answer',
  };
};

const ipc = {
  fromApp: await send('accounts:list', { mainFrame, senderFrame: mainFrame }, {}),
  fromIframe: await send('accounts:list', { mainFrame, senderFrame: { url: appUrl } }, {}),
  fromOtherPage: await send(
    'accounts:list',
    { mainFrame: { url: 'https://evil.example/' }, senderFrame: null },
    {},
  ),
  fromNavigatedMainFrame: await (() => {
    const elsewhere = { url: 'https://evil.example/' };
    return send(
      'account:get',
      { mainFrame: elsewhere, senderFrame: elsewhere },
      { accountId: crypto.randomUUID() },
    );
  })(),
  invalidFromApp: await send('accounts:rename', { mainFrame, senderFrame: mainFrame }, { id: 'x', name: '' }),
};

const navigation = {
  toExternalSite: fire(window, 'will-navigate', 'https://example.com/page'),
  toLocalFile: fire(window, 'will-navigate', 'file:///etc/passwd'),
  withinApp: fire(window, 'will-navigate', `${appUrl}#/accounts`),
  redirectAway: fire(window, 'will-redirect', 'https://example.com/'),
  webviewAttach: fire(window, 'will-attach-webview', ''),
  windowOpen: [
    window.webContents.windowOpenHandler?.({ url: 'https://example.com/help' }),
    window.webContents.windowOpenHandler?.({ url: 'javascript:alert(1)' }),
  ],
};
await new Promise((resolve) => setTimeout(resolve, 20));
const openedExternally = [...recorded.openedExternally];

// Shortening from anywhere: the shortcut is registered, the tray has its menu, and a press answers with a
// notification (here that the clipboard holds no web address, so nothing is sent).
const tray = await until('make a tray icon', () => recorded.trays[0]);
recorded.clipboardText = 'not a web address';
const shortcuts = [...recorded.shortcuts.keys()];
recorded.shortcuts.get('Control+Alt+L')?.();
const notice = await until('notify', () => recorded.notifications[0]);
const desktop = {
  shortcuts,
  trayIcon: {
    empty: tray.image.isEmpty(),
    size: tray.image.size,
    drawings: tray.image.representations.map(
      (drawing) => `${drawing.scaleFactor}× ${drawing.size?.width} px`,
    ),
  },
  trayMenu: (tray.menu as { template: { label?: string }[] }).template.map((item) => item.label ?? '—'),
  notice: { title: notice.options.title, shown: notice.shown },
};

const shownBeforeReady = window.shown;
window.emit('ready-to-show');
const shownAfterReady = window.shown;

// A second launch of the app: the running window comes forward, no second window opens.
app.emit('second-instance', {}, ['linkdesk'], process.cwd());
const secondLaunch = { windowCount: recorded.windows.length, focused: window.focusCount > 0 };

// A form with unsaved changes holds the page's unload: main asks, and keeps the window unless told to discard.
window.webContents.holdsUnload = true;
recorded.messageBoxAnswers.push(0);
window.close();
const keptAfterKeepEditing = !window.destroyed && !recorded.quitted;
recorded.messageBoxAnswers.push(1);
window.close();
const unloadGuard = {
  questions: recorded.messageBoxes.map((box) => ({ onWindow: box.window === window, ...box.options })),
  keptAfterKeepEditing,
  closedAfterDiscard: window.destroyed,
};

await until('quit after its last window closed', () => recorded.quitted);
const windowState = JSON.parse(
  await readFile(join(process.env.LINKDESK_STAND_IN_USER_DATA!, 'window-state.json'), 'utf8'),
);

const report = {
  singleInstanceLockRequested: recorded.singleInstanceLockRequested,
  sandboxEnabled: recorded.sandboxEnabled,
  windowCount: recorded.windows.length,
  windowOptions: window.options,
  appUrl,
  channels: [...recorded.handlers.keys()],
  scheme,
  cspOnAppPage: headers(appUrl),
  cspOnOtherResponse: headers('https://installation.example/avatar.png'),
  permissions: Object.fromEntries(
    ['media', 'notifications', 'geolocation'].map((name) => [name, permission(name)]),
  ),
  ipc,
  navigation,
  openedExternally,
  shownBeforeReady,
  shownAfterReady,
  secondLaunch,
  unloadGuard,
  desktop,
  menu: recorded.applicationMenu,
  quitPrevented: recorded.quitPrevented,
  exitCode: recorded.exitCode,
  windowState,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(0);
