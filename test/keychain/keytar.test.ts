import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/sandbox.ts';

/**
 * keytar against a real Secret Service: a private D-Bus session (dbus-run-session) running GNOME Keyring,
 * unlocked with a throwaway password, in a throwaway HOME. The Debian packages dbus, gnome-keyring and
 * libsecret-1-dev provide it (.ci/run installs them).
 */
const SCRIPT = new URL('./keytar-roundtrip.ts', import.meta.url).pathname;

const home = tempDir('linkdesk-keyring-');
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** An environment that reaches no keychain of the person running the tests: no bus, no display, its own HOME. */
function isolatedEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DBUS_SESSION_BUS_ADDRESS', 'DISPLAY', 'WAYLAND_DISPLAY', 'GNOME_KEYRING_CONTROL']) {
    delete env[name];
  }
  const runtime = join(home, 'run');
  mkdirSync(runtime, { recursive: true, mode: 0o700 });
  return {
    ...env,
    HOME: home,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_RUNTIME_DIR: runtime,
    ...extra,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { env, cwd: home, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed: install the Debian packages dbus and gnome-keyring.`)
          : error,
      ),
    );
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const lines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('keytar against a real Secret Service', () => {
  it('sets, reads from a new process, replaces and deletes a key through the credential store', async () => {
    const accountId = randomUUID();
    const env = isolatedEnv({
      NODE: process.execPath,
      SCRIPT,
      ACCOUNT_ID: accountId,
      FIRST_KEY: `first-${randomUUID()}`,
      SECOND_KEY: `second-${randomUUID()}`,
      KEYRING_PASSWORD: randomUUID(),
    });
    const session = [
      'set -e',
      // --unlock reads the password on stdin and creates the login keyring with it on first use.
      'printf "%s" "$KEYRING_PASSWORD" | gnome-keyring-daemon --unlock --components=secrets >/dev/null',
      'for step in store read delete read; do "$NODE" "$SCRIPT" "$step"; done',
    ].join('\n');
    const result = await run('dbus-run-session', ['--', 'sh', '-c', session], env);
    const context = `exit ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`;
    expect(lines(result.stdout), context).toEqual([
      { step: 'store', backend: 'keychain', afterSet: env.FIRST_KEY, afterReplace: env.SECOND_KEY },
      { step: 'read', viaStore: env.SECOND_KEY, viaKeytar: env.SECOND_KEY },
      { step: 'delete', afterDelete: null, deletedTwice: true },
      { step: 'read', viaStore: null, viaKeytar: null },
    ]);
    expect(result.code, context).toBe(0);
  }, 60_000);

  it('refuses, saying what to install, when no Secret Service can be reached', async () => {
    const result = await run(process.execPath, [SCRIPT, 'store'], isolatedEnv({ FIRST_KEY: 'never-stored' }));
    const context = `exit ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`;
    const [answer] = lines(result.stdout);
    expect(answer?.error, context).toMatchObject({
      code: 'keychain',
      message: expect.stringMatching(
        /system keychain could not be reached.*Install and unlock GNOME Keyring or KWallet/s,
      ),
    });
    expect(result.code, context).toBe(1);
  }, 60_000);
});
