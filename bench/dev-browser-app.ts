import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { IPC_PATH, TOKEN_HEADER } from '../src/dev-browser/bridge-script.ts';
import { startDevBrowser, type DevBrowser } from '../src/dev-browser/dev-browser.ts';
import { createMemoryCredentialStore } from '../src/main/credentials/memory-store.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/support/chromium.ts';
import { startSandbox } from './servers.ts';

/**
 * The app as the browser benchmarks measure it: a fresh build served through dev:browser, keys in memory rather
 * than the keychain, and its log silenced so that only the numbers are printed.
 */
export function startBenchDevBrowser(outDir: string): Promise<DevBrowser> {
  return startDevBrowser({
    outDir,
    build: true,
    credentials: createMemoryCredentialStore(),
    log: () => undefined,
  });
}

/** Adds an account for a sandbox user through dev:browser's bridge, the same request the window sends. */
export async function addBenchAccount(
  devBrowser: DevBrowser,
  baseUrl: string,
  apiKey: string,
): Promise<void> {
  const added = await fetch(devBrowser.origin + IPC_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: devBrowser.token },
    body: JSON.stringify({
      channel: 'accounts:add',
      request: { name: 'Bench', baseUrl, apiKey },
    }),
  });
  const result = (await added.json()) as { ok: boolean; error?: { message: string } };
  if (!result.ok) throw new Error(`Adding the benchmark account failed: ${result.error?.message}`);
}

/** What a browser benchmark drives, all in one temporary folder. */
export interface BenchApp {
  /** The empty sandbox's pro user (or its admin, when asked), whom the app's one account is for. */
  sandboxUrl: string;
  /** The sandbox's data folder: its SQLite file is `sandbox.db` there. */
  sandboxDir: string;
  apiKey: string;
  devBrowser: DevBrowser;
  browser: Browser;
  /** Adds the account; a step of its own so that a benchmark can fill the sandbox first. */
  addAccount: () => Promise<void>;
  /** Closes Chromium, dev:browser and the sandbox, and removes the folder. */
  close: () => Promise<void>;
}

/**
 * An empty sandbox, the app through dev:browser and Chromium (with the end-to-end tests' flags, then
 * `chromiumArgs` for what one benchmark needs besides). `name` tells the temporary folders apart.
 */
export async function startBenchApp(
  name: string,
  chromiumArgs: readonly string[] = [],
  as: 'pro' | 'admin' = 'pro',
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `linkdesk-bench-${name}-`));
  const sandboxDir = join(dataDir, 'sandbox');
  const sandbox = await startSandbox('empty', sandboxDir);
  const devBrowser = await startBenchDevBrowser(join(dataDir, 'build'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...chromiumArgs],
  });
  const user = sandbox.info.accounts.find((account) => account.status === as)!;
  return {
    sandboxUrl: sandbox.info.url,
    sandboxDir,
    apiKey: user.apiKey,
    devBrowser,
    browser,
    addAccount: () => addBenchAccount(devBrowser, sandbox.info.url, user.apiKey),
    close: async () => {
      await browser.close();
      await devBrowser.close();
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
