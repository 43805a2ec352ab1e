import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createAccountRecords } from '../../src/main/accounts/account-records.ts';
import { createGateway } from '../../src/main/api/gateway.ts';
import { createBulkJournal } from '../../src/main/bulk-edit/bulk-journal.ts';
import { createOfflineCache } from '../../src/main/cache/offline-cache.ts';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { registerHandlers } from '../../src/main/handlers.ts';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import { BULK_CHANGES, seedBulkLinks } from './bulk-edit-installation.ts';
import { fileKeychain } from './file-keychain.ts';
import { createTestIpc } from './ipc.ts';

/**
 * One run of the app's bulk edit, as its own process so that a test can kill it: `node bulk-edit-child.ts
 * <folder> start <links>` makes that many links on a deployed sandbox and edits them all (a new domain and UTM
 * parameters), `... resume` takes up what the journal left. The sandbox allows 30 requests a minute and shares
 * a clock with the client that jumps ahead whenever the client would wait: an hour of windows passes in
 * seconds. Everything lives in `<folder>`, so the next run finds it. Prints one JSON line per progress report,
 * and `{"done": …}` at the end, with the requests sent.
 */
const [folder, mode, linkCount] = process.argv.slice(2);
if (!folder || (mode !== 'start' && mode !== 'resume'))
  throw new Error('Usage: <folder> start <links> | resume');

let offset = Number(existsSync(join(folder, 'clock')) ? readFileSync(join(folder, 'clock'), 'utf8') : 0);
const now = () => Date.now() + offset;
const counts = { requests: 0, updates: 0, refused: 0, minutesWaited: 0 };
const sleep = async (ms: number) => {
  offset += ms;
  // The next run goes on from this clock: the sandbox's rate-limit window must not be seen to go back.
  writeFileSync(join(folder, 'clock'), String(offset));
  counts.minutesWaited = offset / 60_000;
  await nextTurn();
};

const dataDir = join(folder, 'sandbox');
if (mode === 'start') await seedBulkLinks(dataDir, Number(linkCount));

const portFile = join(folder, 'port');
const sandbox = await startSandbox({
  dataDir,
  seed: 'empty',
  profile: 'deployed',
  rateLimit: 30,
  now,
  port: existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : 0,
});
writeFileSync(portFile, new URL(sandbox.url).port);

const credentials = fileKeychain(folder);

const fetchCounting: typeof fetch = async (input, init) => {
  counts.requests += 1;
  if (init?.method === 'PUT') counts.updates += 1;
  const answer = await fetch(input, init);
  const text = await answer.clone().text();
  if (answer.status === 429 || /"error":\s*429/.test(text)) counts.refused += 1;
  return answer;
};

const log = { warn: (message: string) => process.stderr.write(`${message}\n`) };
const emit = (event: { type: string; summary?: unknown }) => {
  if (event.type === 'bulk-edit')
    process.stdout.write(`${JSON.stringify({ progress: event.summary, counts })}\n`);
};
const cache = createOfflineCache({ file: ':memory:', now, log });
const ipc = createTestIpc();
const journal = createBulkJournal({ file: join(folder, 'bulk-edits.db'), log });
const { bulkEdits } = registerHandlers(ipc.registrar, {
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
  importJournal: createImportJournal({ file: ':memory:', log }),
  bulkJournal: journal,
  openFile: async () => null,
  saveFile: async () => ({ saved: false }),
  copyImage: async () => undefined,
  clipboard: createMemoryClipboard(),
});

let editId: string;
if (mode === 'start') {
  const user = sandbox.accounts.find((account) => account.username === 'alex')!;
  const added = await ipc.api.addAccount({ name: 'alex', baseUrl: sandbox.url, apiKey: user.apiKey });
  if (!added.ok) throw new Error(added.error.message);
  const listed = await ipc.api.listLinks({ accountId: added.value.id });
  if (!listed.ok) throw new Error(listed.error.message);
  // From here on, every request is the edit's: the probe of how the installation updates, the list, each link.
  Object.assign(counts, { requests: 0, updates: 0, refused: 0 });
  const started = await ipc.api.startBulkEdit({
    accountId: added.value.id,
    label: 'Domain, UTM parameters',
    links: listed.value.data.items.map((link) => ({ id: link.id, shorturl: link.shorturl })),
    changes: BULK_CHANGES,
  });
  if (!started.ok) throw new Error(started.error.message);
  editId = started.value.editId;
} else {
  editId = journal.list()[0]!.editId;
  bulkEdits.resumeInterrupted();
}

for (;;) {
  const summary = bulkEdits.summary(editId)!;
  if (summary.state !== 'running') {
    process.stdout.write(`${JSON.stringify({ done: summary, counts })}\n`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await bulkEdits.stopAll();
await sandbox.close();
process.exit(0);
