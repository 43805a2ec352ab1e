import { mkdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { KEY_SCOPES, REVISIONS, USER_STATUSES } from '../../shared/api/constants.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { AccountRecords, AccountsFile } from './account-record.ts';

export const ACCOUNTS_FILE_NAME = 'accounts.json';

const accountRecordSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  baseUrl: z.string(),
  kind: z.enum(['remote', 'sandbox']),
  username: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  revision: z.enum(REVISIONS).nullable(),
  revisionCheckedAt: z.string().nullable(),
  // Records written before admin and scope probing have neither: unknown until the next check.
  isAdmin: z.boolean().nullable().default(null),
  unreachable: z.partialRecord(z.enum(KEY_SCOPES), z.enum(['key', 'plan'])).default({}),
  addedAt: z.string(),
});

const accountsFileSchema = z.object({
  version: z.literal(1),
  activeId: z.string().nullable(),
  accounts: z.array(accountRecordSchema),
}) satisfies z.ZodType<AccountsFile>;

/** Read errors that may pass on their own: worth a retry, not worth setting the file aside. */
const TRANSIENT_READ_ERRORS = new Set(['EMFILE', 'ENFILE', 'EBUSY', 'EAGAIN', 'EINTR']);

const emptyFile = (): AccountsFile => ({ version: 1, activeId: null, accounts: [] });

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** A file name part from a time that every file system accepts (no colons). */
const fileStamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

export interface AccountRecordsOptions {
  /** The folder of accounts.json: the app's user-data folder. */
  dir: string;
  log: { warn: (message: string) => void };
  now?: () => Date;
}

/**
 * The account records in `<dir>/accounts.json`. Writes go to a temp file in the same folder, are flushed to
 * disk and renamed over the old file, so a crash leaves one whole version. Loads and saves run one at a
 * time, in call order. A file that cannot be understood is set aside, never overwritten. The file is read once;
 * after that the list is kept in memory, since nothing but this object writes it.
 */
export function createAccountRecords(options: AccountRecordsOptions): AccountRecords {
  const path = join(options.dir, ACCOUNTS_FILE_NAME);
  const now = options.now ?? (() => new Date());

  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  /** Moves the file out of the way (kept for the person to recover) so that Linkdesk can start afresh. */
  async function setAside(reason: string): Promise<AccountsFile> {
    const kept = `${path}.corrupt-${fileStamp(now())}`;
    try {
      await rename(path, kept);
    } catch (error) {
      throw new AppError(
        'internal',
        `Linkdesk cannot use its account list ${path} (${reason}) and could not set it aside (${codeOf(error) ?? String(error)}). ` +
          'Move or repair that file, then start Linkdesk again.',
      );
    }
    options.log.warn(
      `The account list ${path} could not be used (${reason}). It was kept as ${kept} and Linkdesk starts ` +
        'with no accounts; add them again, or repair that copy and put it back as accounts.json while Linkdesk is closed.',
    );
    return emptyFile();
  }

  async function load(): Promise<AccountsFile> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      const code = codeOf(error);
      if (code === 'ENOENT') return emptyFile();
      if (code && TRANSIENT_READ_ERRORS.has(code)) {
        throw new AppError(
          'internal',
          `Linkdesk could not read its account list ${path} (${code}). Try again.`,
        );
      }
      return setAside(`it could not be read: ${code ?? String(error)}`);
    }

    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return setAside('it is not valid JSON');
    }

    const version = (data as { version?: unknown } | null)?.version;
    if (typeof version === 'number' && version > 1) {
      // Written by a newer Linkdesk: setting it aside would hide these accounts from that version too.
      throw new AppError(
        'unsupported',
        `The account list ${path} was written by a newer version of Linkdesk (format ${version}). Update Linkdesk to use these accounts.`,
      );
    }

    const parsed = accountsFileSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      return setAside(`it does not have the expected shape${where}: ${issue?.message ?? 'unknown problem'}`);
    }

    const file = parsed.data;
    // An active id whose account is gone is a stale pointer, not a reason to distrust the whole file.
    if (file.activeId !== null && !file.accounts.some((account) => account.id === file.activeId)) {
      file.activeId = file.accounts[0]?.id ?? null;
    }
    return file;
  }

  async function write(text: string): Promise<void> {
    try {
      await mkdir(options.dir, { recursive: true });
      await writeFileAtomic(path, text, { mode: 0o600 });
    } catch (error) {
      throw new AppError(
        'internal',
        `Linkdesk could not save its account list to ${path} (${codeOf(error) ?? String(error)}). ` +
          'Check that the folder is writable and the disk is not full, then try again.',
      );
    }
  }

  // The app is the file's only writer, so after the first read the list is answered from memory: every IPC
  // call looks its account up, and reading and parsing the file each time was most of a call's cost. Callers
  // get copies, so nothing they change reaches the list without a save.
  let known: AccountsFile | null = null;

  return {
    load: () =>
      oneAtATime(async () => {
        known ??= await load();
        return structuredClone(known);
      }),
    save: (file) => {
      // Serialised now, so that changes the caller makes after this call are not saved by it.
      const text = `${JSON.stringify(file, null, 2)}\n`;
      const saved = structuredClone(file);
      return oneAtATime(async () => {
        await write(text);
        known = saved;
      });
    },
  };
}
