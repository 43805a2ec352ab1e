import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium: Playwright's own browser builds cannot be downloaded here, and CI installs this one. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless (Playwright's default), and nothing that would reach the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function expectChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The end-to-end tests drive Chromium at ${CHROMIUM_PATH}, and there is none. ` +
        'Install Debian’s package (`apt-get install chromium`), as .ci/run does.',
    );
  }
}

/** A Chromium of its own, for benchmarks. */
export async function launchChromium(): Promise<Browser> {
  expectChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The one Chromium of a test run, which every end-to-end file connects to. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  expectChromium();
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
