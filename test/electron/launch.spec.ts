import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { _electron as electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/sandbox.ts';

/**
 * The built app (`out/`, made by `npm run test:electron` before this runs) started by the real Electron binary
 * from node_modules, with a fresh user-data folder: a new person sees the welcome screen. It runs the unpacked
 * app, not an installer: the packaged binary has its inspector fuse off, which Playwright needs.
 */
/** What the page's global object offers, as seen from a function Playwright runs in the page. */
interface PageGlobal {
  api: Record<string, (request: object) => Promise<unknown>>;
  require?: unknown;
  process?: unknown;
  open: (url: string) => unknown;
  location: { href: string };
}

describe('Linkdesk in Electron', () => {
  const root = resolve(import.meta.dirname, '../..');
  const userData = tempDir('linkdesk-electron-');
  let app: ElectronApplication;
  let page: Page;

  beforeAll(async () => {
    const env = { ...process.env } as Record<string, string>;
    // Load the built renderer, not a dev server a developer might have running.
    delete env.ELECTRON_RENDERER_URL;
    app = await electron.launch({ args: [root, `--user-data-dir=${userData}`], cwd: root, env });
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
  });

  afterAll(async () => {
    await app?.close();
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
  });
});
