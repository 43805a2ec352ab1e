import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { BridgeExchange } from '../../../src/dev-browser/bridge-server.ts';
import {
  startDevBrowser,
  type DevBrowser,
  type DevBrowserOptions,
} from '../../../src/dev-browser/dev-browser.ts';
import { createMemoryCredentialStore } from '../../../src/main/credentials/memory-store.ts';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../src/sandbox/index.ts';
import { undoWindowsOnDemand, type UndoWindows } from '../../support/undo-windows.ts';
import { startHtmlServer } from './html-server.ts';

export interface E2eApp {
  /** The installation the tests add accounts of (seeded users admin, alex, sam; no rate limit). */
  sandbox: RunningSandbox;
  /** A server that answers web pages, never the API. */
  htmlUrl: string;
  devBrowser: DevBrowser;
  /**
   * The undo windows of the deletes main holds: they end when a test calls `endAll()`, as if eight seconds had
   * passed, instead of being waited out.
   */
  undoWindows: UndoWindows;
  /** This file's connection to the run's one Chromium; the context and page are the file's own. */
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Every call through the bridge, in order, as main answered it. */
  exchanges: BridgeExchange[];
  /** Page errors and Content-Security-Policy violations the page reported. */
  pageProblems: string[];
  keyOf: (username: string) => string;
  /** The installation's data folder (its SQLite file is `sandbox.db` there). */
  sandboxDir: string;
}

/**
 * For the enclosing suite: a real sandbox, dev:browser in this process serving `build` (keys in memory, data
 * in a temp folder, deletes held until the test ends their undo windows), and a page on the app in a fresh
 * context of the run's Chromium. Everything stops afterwards. Read the fields inside tests or hooks, not at
 * collection time.
 */
export function useE2eApp(
  build: { outDir: string },
  /** How the installation answers and what it starts with: the reference with users and plans only by default. */
  installation: Pick<SandboxOptions, 'profile' | 'seed' | 'revision'> = {},
  /**
   * How dev:browser differs from the app's defaults (a shorter clipboard delay, a clock the test moves, a data
   * folder holding what an earlier version saved, which the test then removes itself).
   */
  devBrowserOptions: Pick<
    DevBrowserOptions,
    'clipboardClearMs' | 'refusedShortcuts' | 'gatewayClock' | 'dataDir' | 'health'
  > = {},
  /**
   * `movableClock`: the window's timers and dates run on Playwright's clock, which keeps real time until a test
   * moves it on with `page.clock.fastForward` (a toast's lifetime, say).
   */
  window: { movableClock?: boolean } = {},
): E2eApp {
  const app = { exchanges: [], pageProblems: [], undoWindows: undoWindowsOnDemand() } as unknown as E2eApp;
  const cleanups: (() => Promise<unknown>)[] = [];
  let sandboxDir = '';

  beforeAll(async () => {
    sandboxDir = await mkdtemp(join(tmpdir(), 'linkdesk-e2e-sandbox-'));
    app.sandboxDir = sandboxDir;
    cleanups.push(() => rm(sandboxDir, { recursive: true, force: true }));
    app.sandbox = await startSandbox({ dataDir: sandboxDir, seed: 'empty', rateLimit: 0, ...installation });
    cleanups.push(() => app.sandbox.close());
    app.keyOf = (username) => app.sandbox.accounts.find((account) => account.username === username)!.apiKey;

    const html = await startHtmlServer();
    cleanups.push(html.close);
    app.htmlUrl = html.url;

    app.devBrowser = await startDevBrowser({
      outDir: build.outDir,
      credentials: createMemoryCredentialStore(),
      log: () => undefined,
      onExchange: (exchange) => app.exchanges.push(exchange),
      undoWindow: { timers: app.undoWindows.timers },
      ...devBrowserOptions,
    });
    cleanups.push(() => app.devBrowser.close());

    app.browser = await chromium.connect(inject('chromiumEndpoint'));
    // Closes this file's context and disconnects; the run's Chromium goes on for the other files.
    cleanups.push(() => app.browser.close());
    app.context = await app.browser.newContext({ reducedMotion: 'reduce', colorScheme: 'light' });
    // Before the page loads, so that its first timer is on the clock the test moves.
    if (window.movableClock) await app.context.clock.install();
    app.page = await app.context.newPage();
    // Long enough for a slow machine, short enough that a missing element fails within the test's own time.
    app.page.setDefaultTimeout(10_000);
    app.page.on('pageerror', (error) => app.pageProblems.push(`page error: ${error.message}`));
    app.page.on('console', (message) => {
      // Any word from Chromium about the policy is a problem: a violation, or a directive it had to ignore.
      if (/Content Security Policy/i.test(message.text())) app.pageProblems.push(`CSP: ${message.text()}`);
    });
    await app.page.goto(app.devBrowser.url);
  }, 60_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  return app;
}

/** The results of every call on `channel` so far. */
export function resultsOf(app: E2eApp, channel: string) {
  return app.exchanges.filter((exchange) => exchange.channel === channel).map((exchange) => exchange.result);
}

/**
 * Ends the undo windows of the deletes main holds, as if eight seconds had passed, once it holds exactly `held`
 * of them: an Undo or a Delete clicked just before has reached main by then, so none is sent by mistake.
 */
export async function endUndoWindows(app: E2eApp, held: number): Promise<void> {
  await expect.poll(() => app.undoWindows.open).toBe(held);
  app.undoWindows.endAll();
}
