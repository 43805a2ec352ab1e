import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ensureRendererBuilt } from '../../../src/dev-browser/renderer-build.ts';

/**
 * Builds the app once for the test file, into a folder of its own, so that what runs is the code as it is
 * now and no other build (npm run build, another file) can swap files under it. Read `outDir` in hooks or tests.
 */
export function useAppBuild(): { outDir: string } {
  const build = { outDir: '' };
  beforeAll(async () => {
    build.outDir = await mkdtemp(join(tmpdir(), 'linkdesk-e2e-build-'));
    await ensureRendererBuilt({ outDir: build.outDir, force: true, log: () => undefined });
  }, 60_000);
  afterAll(async () => {
    if (build.outDir) await rm(build.outDir, { recursive: true, force: true });
  });
  return build;
}
