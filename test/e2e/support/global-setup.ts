import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureRendererBuilt } from '../../../src/dev-browser/renderer-build.ts';
import { launchChromiumServer } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app built once for this run, into a folder of its own (its window is `renderer/` there). */
    appOutDir: string;
    /** Where every end-to-end file connects to the run's one Chromium, each in a fresh context. */
    chromiumEndpoint: string;
  }
}

/**
 * Once per run of the end-to-end files: the app is built into a folder no other build writes to, so what runs is
 * the code as it is now, and one Chromium is started for all of them to connect to. A file gets its own
 * browser context (storage, cookies, permissions) and its own dev:browser, sandbox and data folders.
 */
export default async function setUp(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'linkdesk-e2e-build-'));
  const [server] = await Promise.all([
    launchChromiumServer(),
    ensureRendererBuilt({ outDir, force: true, log: () => undefined }),
  ]);
  project.provide('appOutDir', outDir);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
