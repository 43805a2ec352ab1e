import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeStandInElectron } from './stand-in-electron.ts';

const run = promisify(execFile);
export const root = join(import.meta.dirname, '..', '..');

export interface PackagedApp {
  /** The packaged executable, which carries the fuses. */
  binary: string;
  asar: string;
}

/**
 * The Linux app as `npm run dist` would package it (`electron-builder --dir`, the project's own config), built
 * from `out/` against a stand-in Electron distribution, since Electron's binary cannot be downloaded everywhere
 * this runs. Builds `out/` first when it is missing.
 */
export async function packageApp(scratch: string): Promise<PackagedApp> {
  if (!existsSync(join(root, 'out', 'main', 'index.js'))) {
    await run(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
      cwd: root,
    });
  }
  const electron = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as {
    version: string;
  };
  const dist = makeStandInElectron(join(scratch, 'electron-dist'), electron.version);
  const output = join(scratch, 'release');
  await run(
    process.execPath,
    [
      join(root, 'node_modules/electron-builder/cli.js'),
      '--dir',
      '--linux',
      '--publish',
      'never',
      `-c.electronDist=${dist}`,
      // The keytar npm built is for this very system, and rebuilding would need the network.
      '-c.npmRebuild=false',
      `-c.directories.output=${output}`,
    ],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  const { name } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string };
  const unpacked = join(output, 'linux-unpacked');
  return { binary: join(unpacked, name), asar: join(unpacked, 'resources', 'app.asar') };
}
