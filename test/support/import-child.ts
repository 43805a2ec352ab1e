import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createAccountRecords } from '../../src/main/accounts/account-records.ts';
import { createGateway } from '../../src/main/api/gateway.ts';
import { createOfflineCache } from '../../src/main/cache/offline-cache.ts';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { registerHandlers } from '../../src/main/handlers.ts';
import { readChosenFile } from '../../src/main/import/chosen-file.ts';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import { rowsToSend } from './import-rows.ts';
import { fileKeychain } from './file-keychain.ts';
import { createTestIpc } from './ipc.ts';

/**
 * One run of the app's import, as its own process so that a test can kill it: `node import-child.ts <folder>
 * start <csv>` opens the sheet and starts importing it, `... resume` takes up what the journal left. The
 * installation is a sandbox in this process, limited to 30 requests a minute, and both share a clock that
 * jumps ahead whenever the client would wait for the rate limit: an hour of windows passes in seconds. The
 * sandbox's database, the journal, the accounts file and the key live in `<folder>`, so the next run finds
 * them. Prints one JSON line per progress report, and `{"done": …}` at the end.
 */
const [folder, mode, csvPath] = process.argv.slice(2);
if (!folder || (mode !== 'start' && mode !== 'resume'))
  throw new Error('Usage: <folder> start <csv> | resume');

let offset = 0;
const now = () => Date.now() + offset;
const sleep = async (ms: number) => {
  offset += ms;
  counts.minutesWaited = offset / 60_000;
  await nextTurn();
};

const portFile = join(folder, 'port');
const sandbox = await startSandbox({
  dataDir: join(folder, 'sandbox'),
  seed: 'empty',
  profile: 'deployed',
  rateLimit: 30,
  now,
  port: existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : 0,
});
writeFileSync(portFile, new URL(sandbox.url).port);

const credentials = fileKeychain(folder);

const counts = { posts: 0, refused: 0, minutesWaited: 0 };
const fetchCounting: typeof fetch = async (input, init) => {
  const answer = await fetch(input, init);
  if (init?.method === 'POST') counts.posts += 1;
  if (answer.status === 429) counts.refused += 1;
  return answer;
};

const log = { warn: (message: string) => process.stderr.write(`${message}\n`) };
const emit = (event: { type: string; summary?: unknown }) => {
  if (event.type === 'import')
    process.stdout.write(`${JSON.stringify({ progress: event.summary, counts })}\n`);
};
const cache = createOfflineCache({ file: ':memory:', now, log });
const ipc = createTestIpc();
const journal = createImportJournal({ file: join(folder, 'imports.db'), log });
const { imports } = registerHandlers(ipc.registrar, {
  records: createAccountRecords({ dir: folder, log }),
  credentials,
  fetch: fetchCounting,
  sandbox: { ensure: () => Promise.reject(new Error('Not used.')) },
  openExternal: async () => undefined,
  newId: randomUUID,
  now: () => new Date(now()),
  gateway: createGateway({ cache, emit, now, sleep }),
  emit,
  designs: createQrDesignStore({ file: ':memory:', log }),
  importJournal: journal,
  openFile: async () => (csvPath ? readChosenFile(csvPath) : null),
  saveFile: async () => ({ saved: false }),
  copyImage: async () => undefined,
  clipboard: createMemoryClipboard(),
});

let importId: string;
if (mode === 'start') {
  const user = sandbox.accounts.find((account) => account.username === 'alex')!;
  const added = await ipc.api.addAccount({ name: 'alex', baseUrl: sandbox.url, apiKey: user.apiKey });
  if (!added.ok) throw new Error(added.error.message);
  const opened = await ipc.api.openImportFile({});
  if (!opened.ok || opened.value.cancelled) throw new Error('The sheet was not opened.');
  const rows = rowsToSend(opened.value.sheet.rows, opened.value.guess);
  const started = await ipc.api.startImport({
    accountId: added.value.id,
    token: opened.value.sheet.token,
    rows,
    skipped: [],
  });
  if (!started.ok) throw new Error(started.error.message);
  importId = started.value.importId;
} else {
  importId = journal.imports()[0]!.importId;
  imports.resumeInterrupted();
}

for (;;) {
  const summary = imports.summary(importId)!;
  if (summary.state !== 'running') {
    process.stdout.write(`${JSON.stringify({ done: summary, counts })}\n`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await imports.stopAll();
await sandbox.close();
process.exit(0);
