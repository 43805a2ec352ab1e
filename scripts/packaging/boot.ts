import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const standIn = join(root, 'test', 'support', 'electron-stand-in');

export interface BootReport {
  /** The window's page as the packaged app serves it. */
  page?: { url: string | null; status: number | string; root?: boolean };
  channels?: string[];
  added?: { ok: boolean; kind?: string; error?: { code: string; message: string } };
  links?: { ok: boolean; items?: number; total?: number; error?: { code: string; message: string } } | null;
  keyInKeychain?: boolean;
  /** Whether the tray icon's image was found in the package. */
  trayIcon?: boolean;
  /** Why the packaged main could not even start (a module missing from the package, say). */
  failed?: string;
}

/**
 * Boots the unpacked app under a recording stand-in for `electron`, in a private D-Bus session running GNOME
 * Keyring (unlocked with a throwaway password) and a throwaway HOME, so keytar talks to a real Secret Service
 * and nothing reaches the keychain of whoever runs it. Needs the Debian packages dbus and gnome-keyring.
 */
export function bootPackagedMain(app: string, scratch: string): Promise<BootReport> {
  const home = join(scratch, 'home');
  const runtime = join(home, 'run');
  mkdirSync(runtime, { recursive: true, mode: 0o700 });
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DBUS_SESSION_BUS_ADDRESS', 'DISPLAY', 'WAYLAND_DISPLAY', 'GNOME_KEYRING_CONTROL']) {
    delete env[name];
  }
  Object.assign(env, {
    HOME: home,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_RUNTIME_DIR: runtime,
    LINKDESK_STAND_IN_USER_DATA: join(scratch, 'user-data'),
    KEYRING_PASSWORD: randomUUID(),
    NODE: process.execPath,
    REGISTER: join(standIn, 'register.ts'),
    DRIVER: join(standIn, 'drive-packaged-main.ts'),
    APP: app,
  });
  const session = [
    'set -e',
    'printf "%s" "$KEYRING_PASSWORD" | gnome-keyring-daemon --unlock --components=secrets >/dev/null',
    '"$NODE" --import "$REGISTER" "$DRIVER" "$APP"',
  ].join('\n');
  return new Promise((resolve, reject) => {
    const child = spawn('dbus-run-session', ['--', 'sh', '-c', session], { env, cwd: home });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.split('\n').findLast((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line) as BootReport);
      else reject(new Error(`The packaged main printed no report (exit ${code}).\n${stderr}`));
    });
  });
}
