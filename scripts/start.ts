import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * `npm start`: the desktop app in development. Electron's npm package fetches its binary in its own install
 * script, which `npm install` does not run here (installs must work without a download, as CI's do), so the
 * first start fetches it, saying so, and says plainly why when it cannot. Then electron-vite runs the app.
 *
 * LINKDESK_ELECTRON_DIR points at another copy of the electron package (tests use one without a binary).
 */

const root = resolve(import.meta.dirname, '..');
const electronDir =
  process.env.LINKDESK_ELECTRON_DIR ??
  dirname(createRequire(join(root, 'package.json')).resolve('electron/package.json'));
const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')) as {
  version: string;
};

/** What electron's own install script checks: the binary it names is there, in this version. */
function electronInstalled(): boolean {
  try {
    const binary = readFileSync(join(electronDir, 'path.txt'), 'utf8');
    const installed = readFileSync(join(electronDir, 'dist', 'version'), 'utf8')
      .replace(/^v/, '')
      .trim();
    return installed === version && existsSync(join(electronDir, 'dist', binary));
  } catch {
    return false;
  }
}

/**
 * What went wrong, from what the installer printed (a stack). A connection that never got through comes out of
 * Node's fetch as a bare "fetch failed", which is said in words.
 */
function reasonOf(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '));
  const error = lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? 'the installer gave no reason';
  if (/fetch failed|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN/.test(error)) {
    return `the download server could not be reached (${error})`;
  }
  return error;
}

if (!electronInstalled()) {
  console.log(`Fetching Electron ${version} for this computer (once: npm install does not download it)…`);
  const fetched = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    cwd: electronDir,
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (fetched.status !== 0 || !electronInstalled()) {
    console.error(
      `Linkdesk could not fetch Electron ${version}: ${reasonOf(fetched.stderr ?? '')}\n` +
        'npm start downloads Electron’s binary (about 100 MB) the first time it runs. Check the internet ' +
        'connection (behind a proxy, set HTTPS_PROXY and ELECTRON_GET_USE_PROXY=1; ELECTRON_MIRROR names another ' +
        'download address), then run npm start again.',
    );
    process.exit(1);
  }
  console.log(`Electron ${version} is ready.`);
}

const electronVite = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
const app = spawn(process.execPath, [electronVite, 'dev', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
