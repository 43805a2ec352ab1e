import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNELS } from '../src/shared/ipc/contract.ts';
import { checkArchive, productionModules, unpackArchive } from './packaging/archive.ts';
import { bootPackagedMain, type BootReport } from './packaging/boot.ts';
import { fuseProblems } from './packaging/fuses.ts';
import { packageApp, root } from './packaging/package-app.ts';

/**
 * `npm run package:check`: what ships, checked. Packages the Linux app with electron-builder against a stand-in
 * Electron, reads the fuses back from the packaged binary, lists app.asar against an allow-list (the built app
 * and production modules only, within the size budget), unpacks it, and boots the packaged main from its own
 * modules under a recording stand-in for `electron`, with keytar on a real Secret Service: it must register every
 * channel, start the built-in sandbox and answer its links. Prints what it found; exits 1 on any problem.
 */

/** What is wrong with a boot of the packaged main, as sentences; none when it did all it must. */
export function bootProblems(report: BootReport): string[] {
  if (report.failed) return [`the packaged main failed: ${report.failed}`];
  const problems: string[] = [];
  if (report.page?.status !== 200 || !report.page.root) {
    problems.push(
      `the window's page ${report.page?.url ?? ''} was not served: ${report.page?.status ?? 'no answer'}`,
    );
  }
  const registered = new Set(report.channels);
  const missing = CHANNELS.filter((channel) => !registered.has(channel));
  if (missing.length > 0) problems.push(`channels not registered: ${missing.join(', ')}`);
  if (!report.added?.ok)
    problems.push(`the built-in sandbox account was not added: ${report.added?.error?.message}`);
  if (!report.links?.ok || !report.links.items) {
    problems.push(`the sandbox's links were not listed: ${report.links?.error?.message ?? 'no items'}`);
  }
  if (!report.keyInKeychain) problems.push('the sandbox account’s key is not in the Secret Service');
  if (!report.trayIcon) problems.push('the tray icon’s image is not in the package');
  return problems;
}

async function main(): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), 'linkdesk-package-check-'));
  try {
    const started = Date.now();
    const packaged = await packageApp(scratch);
    const fuses = await fuseProblems(packaged.binary);
    const archive = checkArchive(packaged.asar, productionModules(join(root, 'package-lock.json')));
    const app = join(scratch, 'app');
    unpackArchive(packaged.asar, app);
    const boot = await bootPackagedMain(app, scratch);
    const problems = [...fuses, ...archive.problems, ...bootProblems(boot)];

    console.log(`app.asar: ${(archive.bytes / 1024 / 1024).toFixed(2)} MB, ${archive.entries} entries`);
    console.log(`fuses: ${fuses.length === 0 ? 'as configured' : fuses.join('; ')}`);
    console.log(
      `packaged main: page ${boot.page?.url} ${boot.page?.status}, ${boot.channels?.length ?? 0} channels, sandbox links listed: ${boot.links?.ok ? boot.links.items : 'no'}, key in the Secret Service: ${boot.keyInKeychain ? 'yes' : 'no'}`,
    );
    console.log(`checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (problems.length === 0) return 0;
    console.error(`The package is not as it must be:\n- ${problems.slice(0, 40).join('\n- ')}`);
    return 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.main) process.exitCode = await main();
