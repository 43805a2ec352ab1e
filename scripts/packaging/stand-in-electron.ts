import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where Electron binaries carry their fuses: this marker, then the wire's version, length and one byte a fuse. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * The fuses as a fresh Electron 45 binary has them, in wire order: run as Node on, cookie encryption off, NODE_OPTIONS
 * on, --inspect on, asar integrity off, only-load-from-asar off, browser V8 snapshot off, file:// privileges on.
 */
const ELECTRON_DEFAULT_WIRE = '10110001';

/**
 * A stand-in Electron distribution for electron-builder's `electronDist`: what electron-builder copies and renames
 * (the `electron` executable, `version`, `LICENSE`, `resources/`), with a real fuse wire in the executable so
 * that the fuses electron-builder flips can be read back. It runs nothing: the packaged main is booted under Node.
 */
export function makeStandInElectron(dir: string, version: string): string {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  const wire = Buffer.concat([
    Buffer.from('#!/bin/sh\necho "A stand-in for Electron: it only carries the fuse wire." >&2\nexit 1\n'),
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([1, ELECTRON_DEFAULT_WIRE.length]),
    Buffer.from(ELECTRON_DEFAULT_WIRE),
  ]);
  writeFileSync(join(dir, 'electron'), wire);
  chmodSync(join(dir, 'electron'), 0o755);
  writeFileSync(join(dir, 'version'), version);
  writeFileSync(join(dir, 'LICENSE'), 'A stand-in for the Electron distribution.\n');
  return dir;
}
