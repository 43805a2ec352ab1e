import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/sandbox.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const electronPackage = join(root, 'node_modules/electron');
const { version } = JSON.parse(readFileSync(join(electronPackage, 'package.json'), 'utf8')) as {
  version: string;
};

/** A loopback port nothing listens on: a download from it is refused at once, as with no network. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** The electron package as npm installs it here: its install script and checksums, but no binary. */
function electronWithoutBinary(dir: string): string {
  const copy = join(dir, 'electron');
  mkdirSync(copy);
  for (const file of ['package.json', 'install.js', 'checksums.json']) {
    copyFileSync(join(electronPackage, file), join(copy, file));
  }
  // The install script's own dependencies resolve from the project, as they would from its folder.
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

describe('npm start without Electron’s binary and without a network', () => {
  const dir = tempDir('linkdesk-start-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says it is fetching Electron, then why it could not, instead of "Electron uninstall"', async () => {
    const electron = electronWithoutBinary(dir);
    const port = await closedPort();
    const failure = await run(process.execPath, [join(root, 'scripts/start.ts')], {
      cwd: root,
      timeout: 60_000,
      env: {
        ...process.env,
        LINKDESK_ELECTRON_DIR: electron,
        ELECTRON_MIRROR: `http://127.0.0.1:${port}/`,
        electron_config_cache: join(dir, 'cache'),
        HTTPS_PROXY: '',
        HTTP_PROXY: '',
      },
    }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure).not.toBeNull();
    expect(failure!.code).toBe(1);
    expect(failure!.stdout).toContain(`Fetching Electron ${version} for this computer`);
    expect(failure!.stderr).toMatch(
      new RegExp(
        `^Linkdesk could not fetch Electron ${version}: the download server could not be reached`,
        'm',
      ),
    );
    expect(failure!.stderr).toContain('run npm start again');
    expect(failure!.stderr).not.toMatch(/Electron uninstall/i);
    expect(existsSync(join(electron, 'dist'))).toBe(false);
  });
});
