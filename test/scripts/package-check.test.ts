import { createPackage } from '@electron/asar';
import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootProblems } from '../../scripts/package-check.ts';
import { checkArchive, productionModules, unpackArchive } from '../../scripts/packaging/archive.ts';
import { bootPackagedMain } from '../../scripts/packaging/boot.ts';
import { fuseProblems } from '../../scripts/packaging/fuses.ts';
import { packageApp, root, type PackagedApp } from '../../scripts/packaging/package-app.ts';

/**
 * The packaging check must fail when the package is wrong: each of its checks against a package spoiled on
 * purpose (a runtime module deleted, a stray file, a fuse left on), beside the intact one, which passes.
 */
describe('the packaging check', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'linkdesk-package-test-'));
  const allowed = productionModules(join(root, 'package-lock.json'));
  let packaged: PackagedApp;
  let app: string;

  beforeAll(async () => {
    packaged = await packageApp(scratch);
    app = join(scratch, 'app');
    unpackArchive(packaged.asar, app);
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('passes the package as built, and fails it when a module main needs at run time is deleted', async () => {
    const intact = await bootPackagedMain(app, join(scratch, 'intact'));
    expect(bootProblems(intact)).toEqual([]);

    const spoiled = join(scratch, 'spoiled');
    cpSync(app, spoiled, { recursive: true });
    rmSync(join(spoiled, 'node_modules', 'fastify'), { recursive: true });
    // The sandbox's server module is gone: main still starts, but the built-in sandbox cannot.
    const problems = bootProblems(await bootPackagedMain(spoiled, join(scratch, 'spoiled-run')));
    expect(problems).toEqual([
      expect.stringMatching(/^the built-in sandbox account was not added: /),
      expect.stringMatching(/^the sandbox's links were not listed: /),
      'the sandbox account’s key is not in the Secret Service',
    ]);

    // The window's page is gone from the package: the app scheme has nothing to serve.
    const pageless = join(scratch, 'pageless');
    cpSync(app, pageless, { recursive: true });
    rmSync(join(pageless, 'out', 'renderer', 'index.html'));
    expect(bootProblems(await bootPackagedMain(pageless, join(scratch, 'pageless-run')))).toEqual([
      "the window's page app://linkdesk/index.html was not served: 404",
    ]);
  }, 90_000);

  it('lists a file outside the built app and a module that is not a production dependency', async () => {
    expect(checkArchive(packaged.asar, allowed).problems).toEqual([]);
    const extra = join(scratch, 'extra');
    cpSync(app, extra, { recursive: true });
    mkdirSync(join(extra, 'src'));
    writeFileSync(join(extra, 'src', 'index.ts'), 'export {};\n');
    mkdirSync(join(extra, 'node_modules', 'vitest'));
    writeFileSync(join(extra, 'node_modules', 'vitest', 'index.js'), '\n');
    const asar = join(scratch, 'extra.asar');
    await createPackage(extra, asar);
    const { problems } = checkArchive(asar, allowed);
    expect(problems).toContain('/src/index.ts: not part of the built app');
    expect(problems).toContain('/node_modules/vitest/index.js: vitest is not a production module');
  });

  it('reads the fuses back from the packaged binary, and names one left as Electron ships it', async () => {
    expect(await fuseProblems(packaged.binary)).toEqual([]);
    const binary = join(scratch, 'linkdesk-run-as-node');
    copyFileSync(packaged.binary, binary);
    await flipFuses(binary, { version: FuseVersion.V1, [FuseV1Options.RunAsNode]: true });
    expect(await fuseProblems(binary)).toEqual(['fuse RunAsNode is on']);
    await flipFuses(binary, {
      version: FuseVersion.V1,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
    });
    expect(await fuseProblems(binary)).toEqual(['fuse GrantFileProtocolExtraPrivileges is on']);
  });
});
