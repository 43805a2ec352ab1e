import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { BridgeExchange } from '../../../src/dev-browser/bridge-server.ts';
import {
  startDevBrowser,
  type DevBrowser,
  type DevBrowserOptions,
} from '../../../src/dev-browser/dev-browser.ts';
import { createMemoryCredentialStore } from '../../../src/main/credentials/memory-store.ts';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../src/sandbox/index.ts';
import { launchChromium } from './chromium.ts';
import { startHtmlServer } from './html-server.ts';

export interface E2eApp {
  /** The installation the tests add accounts of (seeded users admin, alex, sam; no rate limit). */
  sandbox: RunningSandbox;
  /** A server that answers web pages, never the API. */
  htmlUrl: string;
  devBrowser: DevBrowser;
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
 * in a temp folder), and a Chromium page on the app. Everything stops afterwards. Read the
 * fields inside tests or hooks, not at collection time.
 */
export function useE2eApp(
  build: { outDir: string },
  /** How the installation answers and what it starts with: the reference with users and plans only by default. */
  installation: Pick<SandboxOptions, 'profile' | 'seed' | 'revision'> = {},
  /** How dev:browser differs from the app's defaults (a shorter clipboard delay). */
  devBrowserOptions: Pick<DevBrowserOptions, 'clipboardClearMs' | 'refusedShortcuts'> = {},
): E2eApp {
  const app = { exchanges: [], pageProblems: [] } as unknown as E2eApp;
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
      ...devBrowserOptions,
    });
    cleanups.push(() => app.devBrowser.close());

    app.browser = await launchChromium();
    cleanups.push(() => app.browser.close());
    app.context = await app.browser.newContext({ reducedMotion: 'reduce', colorScheme: 'light' });
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
