import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { recorded } from './fake-electron.ts';

/**
 * Run as `node --import ./register.ts drive-packaged-main.ts <unpacked app.asar>` with LINKDESK_STAND_IN_USER_DATA
 * set: boots the packaged main from the package's own files and modules, adds the built-in sandbox account as
 * the window would, lists its links, and prints one JSON line of what happened. The key must then be in the
 * keychain, as read by the package's own keytar.
 */
const app = process.argv[2];
if (!app) throw new Error('Give the folder of the unpacked app.asar.');

async function until<T>(what: string, probe: () => T | null | undefined | false): Promise<T> {
  for (let tries = 0; tries < 500; tries++) {
    const value = probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The packaged app did not ${what}.`);
}

type Result = { ok: true; value: any } | { ok: false; error: { code: string; message: string } };

let report: Record<string, unknown>;
try {
  await import(pathToFileURL(join(app, 'out', 'main', 'index.js')).href);
  const window = await until('open a window', () => recorded.windows[0]);
  await until('load its page', () => window.loadedUrl);
  const mainFrame = window.webContents.mainFrame;
  const send = (channel: string, request: unknown) =>
    recorded.handlers.get(channel)!(
      { sender: { mainFrame }, senderFrame: mainFrame },
      request,
    ) as Promise<Result>;

  // The window's page, as the app's scheme serves it from inside the package.
  const handler = recorded.protocolHandlers.get('app');
  const page = handler ? await handler(new Request(window.loadedUrl!)) : null;
  const added = await send('accounts:addSandbox', {});
  const links = added.ok ? await send('links:list', { accountId: added.value.id, page: 1, limit: 15 }) : null;
  const keytar = createRequire(join(app, 'package.json'))('keytar') as {
    getPassword: (service: string, account: string) => Promise<string | null>;
  };
  report = {
    page: page
      ? { url: window.loadedUrl, status: page.status, root: (await page.text()).includes('id="root"') }
      : { url: window.loadedUrl, status: 'no handler for the app scheme' },
    channels: [...recorded.handlers.keys()],
    added: added.ok ? { ok: true, kind: added.value.kind } : added,
    links: links?.ok
      ? { ok: true, items: links.value.data.items.length, total: links.value.data.total }
      : links,
    keyInKeychain: added.ok ? (await keytar.getPassword('Linkdesk', added.value.id)) !== null : false,
    // The tray icon's image is a file beside the main bundle: the package must carry it.
    trayIcon: recorded.trays[0] ? !recorded.trays[0].image.isEmpty() : false,
  };
} catch (error) {
  report = { failed: error instanceof Error ? error.message : String(error) };
}
console.log(JSON.stringify(report));
// The built-in sandbox keeps a server open: the report is all this run is for.
process.exit(0);
