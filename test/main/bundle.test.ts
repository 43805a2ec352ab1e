import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_METHODS } from '../../src/shared/ipc/api.ts';
import { CHANNELS } from '../../src/shared/ipc/contract.ts';
import {
  CONTENT_SECURITY_POLICY,
  META_CONTENT_SECURITY_POLICY,
} from '../../src/main/window/content-security-policy.ts';
import { readPolicyMeta } from '../../src/main/window/csp-vite-plugin.ts';
import { runInWorker } from '../../src/main/spreadsheet/run-in-worker.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { tempDir } from '../support/sandbox.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const standIn = join(root, 'test/support/electron-stand-in');
const builtFiles = [
  'main/index.js',
  'main/spreadsheet-worker.js',
  'preload/index.cjs',
  'renderer/index.html',
];

/** The newest modification time of the files a build is made from. */
function newestSource(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0; // removed while we looked
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestSource(join(path, name))));
}

/**
 * `npm test` builds `out/` before the tests run; a fresh `out/` is used as it is. When `out/` is missing or
 * older than the sources (vitest run on its own after an edit), the test builds its own copy inside the project
 * (so the bundle's bare imports resolve from node_modules) rather than replace `out/` under other tests.
 */
async function builtApp(): Promise<{ dir: string; own: boolean }> {
  const out = join(root, 'out');
  const sources = Math.max(
    newestSource(join(root, 'src')),
    newestSource(join(root, 'electron.vite.config.ts')),
    newestSource(join(root, 'package.json')),
  );
  const fresh = builtFiles.every((file) => {
    try {
      return statSync(join(out, file)).mtimeMs >= sources;
    } catch {
      return false;
    }
  });
  if (fresh) return { dir: out, own: false };
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'linkdesk-bundle-test-'));
  await run(
    process.execPath,
    [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--outDir', dir],
    {
      cwd: root,
    },
  );
  return { dir, own: true };
}

describe('the built app', () => {
  let app: { dir: string; own: boolean };
  let report: any;
  const userData = tempDir('linkdesk-bundle-');

  beforeAll(async () => {
    app = await builtApp();
    const { stdout } = await run(
      process.execPath,
      ['--import', join(standIn, 'register.ts'), join(standIn, 'drive-main.ts'), app.dir],
      { cwd: root, env: { ...process.env, LINKDESK_STAND_IN_USER_DATA: userData } },
    );
    report = JSON.parse(stdout.trim().split('\n').at(-1)!);
  }, 120_000);

  afterAll(() => {
    rmSync(userData, { recursive: true, force: true });
    if (app?.own) rmSync(app.dir, { recursive: true, force: true });
  });

  describe('main bundle, loaded with a stand-in for electron', () => {
    it('asks for the single-instance lock and sandboxes every renderer', () => {
      expect(report.singleInstanceLockRequested).toBe(true);
      expect(report.sandboxEnabled).toBe(true);
    });

    it('brings its window forward on a second launch instead of opening another', () => {
      expect(report.secondLaunch).toEqual({ windowCount: 1, focused: true });
    });

    it('opens one locked-down window on the built renderer, with the built preload', () => {
      expect(report.windowCount).toBe(1);
      expect(report.appUrl).toBe('app://linkdesk/index.html');
      expect(report.windowOptions).toMatchObject({
        show: false,
        webPreferences: {
          contextIsolation: true,
          sandbox: true,
          nodeIntegration: false,
          webviewTag: false,
          webSecurity: true,
          devTools: false,
          preload: join(app.dir, 'preload/index.cjs'),
        },
      });
    });

    it('shows the window at its first paint, not before', () => {
      expect(report.shownBeforeReady).toBe(false);
      expect(report.shownAfterReady).toBe(true);
    });

    it('serves the built renderer from its own scheme, with the policy, and nothing outside it', () => {
      expect(report.scheme.privileged).toEqual([
        {
          scheme: 'app',
          privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
        },
      ]);
      expect(report.scheme.registeredBeforeReady).toBe(true);
      expect(report.scheme.page).toEqual({
        status: 200,
        type: 'text/html; charset=utf-8',
        csp: CONTENT_SECURITY_POLICY,
        hasRoot: true,
      });
      expect(report.scheme.script).toEqual({ status: 200, type: 'text/javascript; charset=utf-8' });
      expect(report.scheme.mainBundle).toBe(404);
      expect(report.scheme.encodedClimb).toBe(404);
      expect(report.scheme.otherHost).toBe(404);
    });

    it('sends the Content-Security-Policy with the app’s page and leaves other responses alone', () => {
      expect(report.cspOnAppPage).toEqual({
        responseHeaders: {
          'content-type': ['text/html'],
          'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
        },
      });
      expect(report.cspOnOtherResponse).toEqual({});
    });

    it('registers a handler for every channel of the contract, and nothing else', () => {
      expect([...report.channels].sort()).toEqual([...CHANNELS].sort());
    });

    it('answers the app’s own page, and refuses a foreign sender before any handler runs', () => {
      expect(report.ipc.fromApp).toEqual({ ok: true, value: { accounts: [], activeId: null } });
      for (const foreign of ['fromIframe', 'fromOtherPage', 'fromNavigatedMainFrame']) {
        expect(report.ipc[foreign], foreign).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      }
      expect(report.ipc.invalidFromApp).toMatchObject({ ok: false, error: { code: 'validation' } });
    });

    it('denies navigation away from the app and every new window; web links go to the system browser', () => {
      expect(report.navigation).toEqual({
        toExternalSite: true,
        toLocalFile: true,
        withinApp: false,
        redirectAway: true,
        webviewAttach: true,
        windowOpen: [{ action: 'deny' }, { action: 'deny' }],
      });
      expect(report.openedExternally).toEqual(['https://example.com/page', 'https://example.com/help']);
    });

    it('denies permission requests and checks', () => {
      for (const [name, answer] of Object.entries(report.permissions)) {
        expect(answer, name).toEqual({ granted: false, checked: false });
      }
    });

    it('installs the application menu', () => {
      const labels = report.menu.template.map((item: { label: string }) => item.label);
      expect(labels).toEqual(expect.arrayContaining(['File', 'Edit', 'View', 'Window', 'Help']));
    });

    it('asks before a page with unsaved changes closes, and honours both answers', () => {
      const question = {
        onWindow: true,
        type: 'question',
        message: 'Discard your unsaved changes?',
        buttons: ['Keep editing', 'Discard'],
        defaultId: 0,
        cancelId: 0,
      };
      expect(report.unloadGuard).toEqual({
        questions: [expect.objectContaining(question), expect.objectContaining(question)],
        keptAfterKeepEditing: true,
        closedAfterDiscard: true,
      });
    });

    it('registers the quick-shorten shortcut, shows a tray menu, and answers a press with a notification', () => {
      expect(report.desktop.shortcuts).toEqual(['Control+Alt+L']);
      // Linux panels draw it at 22 px: one drawing for each usual screen scale, none of them scaled by the system.
      expect(report.desktop.trayIcon).toEqual({
        empty: false,
        size: { width: 22, height: 22 },
        drawings: ['1× 22 px', '1.25× 28 px', '1.5× 33 px', '2× 44 px'],
      });
      expect(report.desktop.trayMenu).toEqual([
        'Shorten the clipboard’s web address',
        '—',
        'Latest links',
        'No links shortened yet',
        '—',
        'Open Linkdesk',
        'Quit Linkdesk',
      ]);
      expect(report.desktop.notice).toEqual({ title: 'Nothing to shorten', shown: true });
    });

    it('saves the window position when it closes, and quits only after its own shutdown work', () => {
      expect(report.windowState).toEqual({
        bounds: expect.objectContaining({ width: expect.any(Number), height: expect.any(Number) }),
        maximized: false,
      });
      expect(report.quitPrevented).toBe(1);
      expect(report.exitCode).toBeNull();
    });
  });

  describe('preload bundle', () => {
    it('requires nothing but electron, and exposes one api method per channel', () => {
      const code = readFileSync(join(app.dir, 'preload/index.cjs'), 'utf8');
      expect(code).not.toMatch(/^\s*import\s/m);
      const required: string[] = [];
      const exposed: Record<string, unknown> = {};
      const invoked: unknown[] = [];
      const electron = {
        contextBridge: { exposeInMainWorld: (name: string, value: unknown) => (exposed[name] = value) },
        ipcRenderer: { invoke: (...args: unknown[]) => invoked.push(args) },
        webUtils: { getPathForFile: (file: { name: string }) => `/home/sam/${file.name}` },
      };
      const module = { exports: {} };
      runInNewContext(code, {
        module,
        exports: module.exports,
        require: (name: string) => {
          required.push(name);
          if (name !== 'electron') throw new Error(`A sandboxed preload cannot require ${name}.`);
          return electron;
        },
      });
      expect(required).toEqual(['electron']);
      const api = exposed.api as Record<string, (request?: unknown) => unknown>;
      expect(Object.keys(api).sort()).toEqual([...Object.keys(API_METHODS), 'onEvent'].sort());
      api.renameAccount!({ id: 'a', name: 'b' });
      expect(invoked).toEqual([['accounts:rename', { id: 'a', name: 'b' }]]);
      // A dropped file goes to main as its path, from the preload; a path the window writes goes nowhere.
      api.openImportFile!({ dropped: { name: 'links.csv' } });
      api.openImportFile!({ droppedPath: '/etc/passwd' });
      expect(invoked.slice(1)).toEqual([
        ['imports:openFile', { droppedPath: '/home/sam/links.csv' }],
        ['imports:openFile', {}],
      ]);
    });
  });

  describe('spreadsheet worker bundle', () => {
    it('reads a chosen sheet, refuses a hostile one and writes an export, as a worker thread of its own', async () => {
      const script = join(app.dir, 'main/spreadsheet-worker.js');
      const bytes = new TextEncoder().encode('Long URL,Alias\nhttps://a.example,=1+1\n');
      const opened = await runInWorker(script, { kind: 'read', fileName: 'links.csv', bytes });
      expect(opened.sheet.rows).toEqual([['https://a.example', '=1+1']]);
      expect(opened.guess).toEqual({ url: 0, alias: 1 });
      const wide = new TextEncoder().encode('x,'.repeat(20_000));
      const refused = await runInWorker(script, { kind: 'read', fileName: 'wide.csv', bytes: wide }).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).message).toMatch(/^This sheet has a row with 20,001 columns;/);
      const workbook = await runInWorker(script, {
        kind: 'write',
        sheet: { ...opened.sheet, format: 'xlsx' },
        added: [{ header: 'Short URL', values: ['https://go.example/a'] }],
      });
      const reread = await runInWorker(script, { kind: 'read', fileName: 'export.xlsx', bytes: workbook });
      expect(reread.sheet.rows).toEqual([['https://a.example', "'=1+1", 'https://go.example/a']]);
    });
  });

  describe('renderer bundle', () => {
    it('declares the same Content-Security-Policy main sends, and has no inline script', () => {
      const html = readFileSync(join(app.dir, 'renderer/index.html'), 'utf8');
      expect(readPolicyMeta(html)).toBe(META_CONTENT_SECURITY_POLICY);
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    });
  });
});
