import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where `npx electron-vite build` puts the app; the renderer is its `renderer/` folder. */
export const DEFAULT_OUT_DIR = join(PROJECT_ROOT, 'out');

const ELECTRON_VITE = join(PROJECT_ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');

export function rendererDirOf(outDir: string): string {
  return join(outDir, 'renderer');
}

/**
 * Answers the folder of the built renderer, building the app first when asked to or when there is no build yet.
 * The build's own output goes to `log` (stderr for the command line), never to stdout, whose first line is
 * dev:browser's address.
 */
export async function ensureRendererBuilt(options: {
  outDir: string;
  force: boolean;
  log: (line: string) => void;
}): Promise<string> {
  const rendererDir = rendererDirOf(options.outDir);
  const index = join(rendererDir, 'index.html');
  if (!options.force && existsSync(index)) return rendererDir;

  options.log(`Building the app into ${options.outDir} ...`);
  const child = spawn(
    process.execPath,
    [ELECTRON_VITE, 'build', '--outDir', options.outDir, '--logLevel', 'warn'],
    {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0 || !existsSync(index)) {
    throw new Error(
      `Building the renderer failed (${code ?? signal}), so dev:browser has nothing to serve. ` +
        `Fix what the build reports below, or run \`npx electron-vite build\` to see it in full.\n${output.trim()}`,
    );
  }
  if (output.trim()) options.log(output.trim());
  return rendererDir;
}
