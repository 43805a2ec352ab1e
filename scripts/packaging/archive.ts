import { extractAll, listPackage, statFile } from '@electron/asar';
import { readFileSync, statSync } from 'node:fs';

/**
 * The largest app.asar the app may ship. 8 MB until the window's controls (select, date and time, drop areas)
 * came from react-aria-components instead of the system: about 0.4 MB, of which their words in 33 other
 * languages (0.17 MB) are left out at build time (electron.vite.config.ts). 8.3 MB since bulk edits and UTM
 * templates (about 60 kB of the window's and main's code, with the pattern check the window shares with main);
 * 8.35 MB since link health (about 50 kB: the checker in main, the marks, filter, pane section and Overview card).
 */
export const MAX_ARCHIVE_BYTES = 8.35 * 1024 * 1024;

/** Outside node_modules, only the built app and its manifest ship; no source maps. */
const BUILT_APP = /^\/(package\.json|out\/(main|preload|renderer)(\/.*)?)$/;

/**
 * The packages that may ship: those package-lock.json marks as production dependencies (the modules main loads
 * at run time and what they need), by name, since electron-builder may hoist a nested one.
 */
export function productionModules(lockFile: string): string[] {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
  };
  const names = Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.devOptional)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)];
}

/** The package names along a path inside node_modules: `/node_modules/a/node_modules/@b/c/x.js` → a, @b/c. */
function packagesOnPath(entry: string): string[] {
  const names: string[] = [];
  const parts = entry.split('/');
  for (let index = 0; index < parts.length - 1; index++) {
    if (parts[index] !== 'node_modules') continue;
    const scoped = parts[index + 1]!.startsWith('@');
    names.push(scoped ? `${parts[index + 1]}/${parts[index + 2]}` : parts[index + 1]!);
  }
  return names;
}

export interface ArchiveReport {
  bytes: number;
  entries: number;
  /** Files that should not be in the archive, with why. */
  problems: string[];
}

/** Lists app.asar against the allow-list: the built app, and production modules only. */
export function checkArchive(asar: string, allowedModules: readonly string[]): ArchiveReport {
  const entries = listPackage(asar, { isPack: false });
  const allowed = new Set(allowedModules);
  const problems: string[] = [];
  for (const entry of entries) {
    const stat = statFile(asar, entry.slice(1), false) as { files?: unknown };
    if (stat.files) continue; // a folder: its files are checked one by one
    if (entry.endsWith('.map')) problems.push(`${entry}: a source map`);
    else if (entry.startsWith('/node_modules/')) {
      const stray = packagesOnPath(entry).find((name) => !allowed.has(name));
      if (stray) problems.push(`${entry}: ${stray} is not a production module`);
    } else if (!BUILT_APP.test(entry)) problems.push(`${entry}: not part of the built app`);
  }
  const bytes = statSync(asar).size;
  if (bytes > MAX_ARCHIVE_BYTES) {
    problems.push(
      `app.asar is ${(bytes / 1024 / 1024).toFixed(1)} MB, over the ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB budget`,
    );
  }
  return { bytes, entries: entries.length, problems };
}

/** The archive unpacked into `dir`, with the files kept beside it (app.asar.unpacked, keytar's native module). */
export function unpackArchive(asar: string, dir: string): void {
  extractAll(asar, dir);
}
