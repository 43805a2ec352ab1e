import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { _electron as electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/sandbox.ts';

/**
 * The built app (`out/`, made by `npm run test:electron` before this runs) started by the real Electron binary
 * from node_modules, with a fresh user-data folder: a new person sees the welcome screen. It runs the unpacked
 * app, not an installer: the packaged binary has its inspector fuse off, which Playwright needs. It runs in the
 * app's test mode (LINKDESK_TEST_MODE=1), so that a run on a developer's machine opens no browser tab, takes no
 * system-wide shortcut and leaves no tray icon; what the app did instead is in main's `linkdeskTestMode`.
 * `.github/workflows/electron.yml` runs it on Windows, macOS and Linux.
 */
/** What the page's global object offers, as seen from a function Playwright runs in the page. */
interface PageGlobal {
  api: Record<string, (request: object) => Promise<unknown>>;
  require?: unknown;
  process?: unknown;
  open: (url: string) => unknown;
  location: { href: string };
}

/** Main's record of what the app did outside itself in test mode (src/main/test-mode.ts). */
interface MainGlobal {
  linkdeskTestMode: {
    opened: string[];
    shortcuts: Set<string>;
    trayMenu: () => { label?: string; click?: () => void }[];
  };
}

describe('Linkdesk in Electron', () => {
  const root = resolve(import.meta.dirname, '../..');
  const userData = tempDir('linkdesk-electron-');
  let app: ElectronApplication;
  let page: Page;
  let quit = false;

  beforeAll(async () => {
    const env = { ...process.env } as Record<string, string>;
    // Load the built renderer, not a dev server a developer might have running.
    delete env.ELECTRON_RENDERER_URL;
    env.LINKDESK_TEST_MODE = '1';
    app = await electron.launch({ args: [root, `--user-data-dir=${userData}`], cwd: root, env });
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
  });

  afterAll(async () => {
    if (!quit) await app?.close();
    rmSync(userData, { recursive: true, force: true });
  });

  it('opens one visible window on the welcome screen', async () => {
    await page.getByRole('button', { name: 'Add your installation' }).waitFor();
    await page.getByRole('button', { name: 'Try the sandbox account' }).waitFor();
    expect(app.windows()).toHaveLength(1);
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.isVisible())).toBe(
      true,
    );
  });

  it('gives the page window.api and nothing of Node', async () => {
    const exposed = await page.evaluate(() => {
      const page = globalThis as unknown as PageGlobal;
      return {
        api: Object.keys(page.api).sort(),
        require: typeof page.require,
        process: typeof page.process,
      };
    });
    expect(exposed.api).toContain('listAccounts');
    expect(exposed.require).toBe('undefined');
    expect(exposed.process).toBe('undefined');
  });

  it('answers the page through IPC', async () => {
    const reply = await page.evaluate(() => (globalThis as unknown as PageGlobal).api.listAccounts!({}));
    expect(reply).toEqual({ ok: true, value: { accounts: [], activeId: null } });
  });

  it('stays on its page when the page tries to go elsewhere, and opens no window', async () => {
    const before = page.url();
    await page.evaluate(() => {
      const page = globalThis as unknown as PageGlobal;
      page.open('https://example.com/');
      page.location.href = 'https://example.com/';
    });
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    expect(app.windows()).toHaveLength(1);
    // Both were handed to the system browser, which test mode only records.
    const opened = await app.evaluate(() => (globalThis as unknown as MainGlobal).linkdeskTestMode.opened);
    expect(opened).toEqual(['https://example.com/', 'https://example.com/']);
  });

  it('adds the built-in sandbox account and copies a short URL to the system clipboard', async () => {
    await page.getByRole('button', { name: 'Try the sandbox account' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Links', exact: true }).click();
    await page.getByRole('grid', { name: 'Links', exact: true }).waitFor();
    await page
      .getByRole('button', { name: /^Copy short URL of / })
      .first()
      .click();
    // Electron's session refuses the page's own clipboard writes: main writes it.
    const said = page.getByRole('region', { name: 'Notifications' }).getByText(/^Copied /);
    await said.waitFor();
    const shortUrl = (await said.textContent())!.replace(/^Copied /, '');
    expect(shortUrl).toMatch(/^https?:\/\//);
    expect(await app.evaluate(({ clipboard }) => clipboard.readText())).toBe(shortUrl);
  });

  it('shortens the clipboard’s web address from the tray menu', async () => {
    // Test mode registers the shortcut with itself only, and builds the tray menu without showing an icon.
    const shortcuts = await app.evaluate(() => [
      ...(globalThis as unknown as MainGlobal).linkdeskTestMode.shortcuts,
    ]);
    expect(shortcuts).toEqual(['Control+Alt+L']);
    await app.evaluate(({ clipboard }) => clipboard.writeText('https://example.com/from-the-tray'));
    await app.evaluate(() => {
      const menu = (globalThis as unknown as MainGlobal).linkdeskTestMode.trayMenu();
      menu.find((item) => item.label?.startsWith('Shorten the clipboard'))!.click!();
    });
    await expect
      .poll(() => app.evaluate(({ clipboard }) => clipboard.readText()), { timeout: 15_000 })
      .not.toBe('https://example.com/from-the-tray');
    const shortUrl = await app.evaluate(({ clipboard }) => clipboard.readText());
    expect(shortUrl).toMatch(/^https?:\/\/[^/]+\/\w+/);
  });

  it('reads a chosen spreadsheet in its worker thread, and refuses a hostile one in words', async () => {
    const folder = tempDir('linkdesk-electron-sheets-');
    const links = join(folder, 'links.csv');
    const wide = join(folder, 'wide.csv');
    writeFileSync(links, 'Long URL,Alias\nhttps://a.example,boots\n');
    writeFileSync(wide, `${'x,'.repeat(19_999)}x\n${'a,b\n'.repeat(50_000)}`);
    // The open dialog answers with the file, as if the person had chosen it.
    const choose = (path: string) =>
      app.evaluate(({ dialog }, chosen) => {
        dialog.showOpenDialog = (async () => ({ canceled: false, filePaths: [chosen] })) as never;
      }, path);
    const open = () => page.evaluate(() => (globalThis as unknown as PageGlobal).api.openImportFile!({}));
    try {
      await choose(links);
      expect(await open()).toMatchObject({
        ok: true,
        value: {
          cancelled: false,
          sheet: { header: ['Long URL', 'Alias'], rows: [['https://a.example', 'boots']] },
        },
      });
      await choose(wide);
      expect(await open()).toMatchObject({
        ok: false,
        error: {
          code: 'validation',
          message: expect.stringMatching(/^This sheet has a row with 20,000 columns;/),
        },
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('quits cleanly and sends the delete still held for undo first', async () => {
    const remove = page
      .getByRole('grid', { name: 'Links', exact: true })
      .getByRole('button', { name: /^Delete / })
      .first();
    const alias = (await remove.getAttribute('aria-label'))!.replace(/^Delete /, '');
    await remove.click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/^Deleted /)
      .waitFor();
    // Well within the eight-second undo window: the quit sends it.
    quit = true;
    await app.close();
    const database = new DatabaseSync(join(userData, 'sandbox', 'sandbox.db'), { readOnly: true });
    try {
      expect(database.prepare('SELECT id FROM links WHERE alias = ?').get(alias)).toBeUndefined();
    } finally {
      database.close();
    }
  });
});
