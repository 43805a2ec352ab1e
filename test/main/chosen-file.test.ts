import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { fileSystemRefusal, readChosenFile, readDroppedFile } from '../../src/main/import/chosen-file.ts';
import { openFileRequest } from '../../src/preload/api.ts';
import { MAX_SPREADSHEET_BYTES } from '../../src/main/spreadsheet/sheet.ts';

// N6 of the security review: what the open dialog hands back may be a link to a device, a named pipe or a
// folder (archives can carry the first two), none of which is read.

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'linkdesk-chosen-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

async function refusal(path: string) {
  const error = await readChosenFile(path).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

describe('reading the file the person chose', () => {
  it('reads a regular file whole, and one through a link to it', async () => {
    const path = join(folder, 'links.csv');
    await writeFile(path, 'Long URL\nhttps://a.example\n');
    await symlink(path, join(folder, 'link.csv'));
    for (const chosen of [path, join(folder, 'link.csv')]) {
      const file = await readChosenFile(chosen);
      expect(new TextDecoder().decode(file.bytes)).toBe('Long URL\nhttps://a.example\n');
    }
    expect((await readChosenFile(join(folder, 'link.csv'))).name).toBe('link.csv');
  });

  it('refuses a link to /dev/zero, which never ends, at once', async () => {
    const path = join(folder, 'links.csv');
    await symlink('/dev/zero', path);
    expect(await refusal(path)).toBe(
      'This file is not a spreadsheet Linkdesk can read: it is a device, not a file. Choose the spreadsheet file itself',
    );
  });

  it('refuses a named pipe, which would wait for a writer for ever', async () => {
    const path = join(folder, 'links.csv');
    execFileSync('mkfifo', [path]);
    expect(await refusal(path)).toBe(
      'This file is not a spreadsheet Linkdesk can read: it is a named pipe, not a file. Choose the spreadsheet file itself',
    );
  });

  it('refuses a folder', async () => {
    const path = join(folder, 'links.csv');
    await mkdir(path);
    expect(await refusal(path)).toBe(
      'This file is not a spreadsheet Linkdesk can read: it is a folder, not a file. Choose the spreadsheet file itself',
    );
  });

  it('refuses a file that is no longer there, and a link that leads back to itself, in words', async () => {
    const path = join(folder, 'links.csv');
    await writeFile(path, 'Long URL\n');
    await rm(path);
    expect(await refusal(path)).toBe(
      'This file is not a spreadsheet Linkdesk can read: it is no longer there. It may have been moved, renamed or deleted: choose it again',
    );
    await symlink(join(folder, 'b.csv'), join(folder, 'a.csv'));
    await symlink(join(folder, 'a.csv'), join(folder, 'b.csv'));
    expect(await refusal(join(folder, 'a.csv'))).toBe(
      'This file is not a spreadsheet Linkdesk can read: it is a link that leads back to itself. Choose the spreadsheet file itself',
    );
  });

  it('says what the system refused when it will not let the file be read', () => {
    // Made by hand: a test run as root may read any file, so chmod cannot make these happen everywhere.
    const failure = (code: string) => Object.assign(new Error(code), { code, syscall: 'open' });
    for (const code of ['EACCES', 'EPERM']) {
      expect(fileSystemRefusal(failure(code))?.toData()).toEqual({
        code: 'validation',
        message:
          'This file is not a spreadsheet Linkdesk can read: Linkdesk may not open it. Check that your user can read it, then choose it again',
      });
    }
    for (const code of ['EIO', 'EISDIR', 'EBUSY']) {
      expect(fileSystemRefusal(failure(code))?.message).toBe(
        'This file is not a spreadsheet Linkdesk can read: the system could not read it. Try again, or copy it to your own folders and choose the copy',
      );
    }
    // Anything else is not the file system's and stays the failure it was.
    expect(fileSystemRefusal(new Error('something else'))).toBeNull();
    expect(fileSystemRefusal(undefined)).toBeNull();
  });

  it('refuses a file over the limit by its size, without reading it', async () => {
    const path = join(folder, 'huge.csv');
    await writeFile(path, '');
    // Sparse: as large as it says, with nothing written to the disk.
    await truncate(path, MAX_SPREADSHEET_BYTES + 1);
    expect(await refusal(path)).toBe(
      'This file is 50.0 MB; Linkdesk reads spreadsheets of up to 50 MB. Split it into smaller files.',
    );
  });
});

describe('reading a file dropped on the window', () => {
  const droppedRefusal = async (path: string) => {
    const error = await readDroppedFile(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  };

  it('reads a dropped spreadsheet as a chosen one, whatever the case of its extension', async () => {
    const path = join(folder, 'Links.CSV');
    await writeFile(path, 'Long URL\nhttps://a.example\n');
    const file = await readDroppedFile(path);
    expect(file.name).toBe('Links.CSV');
    expect(new TextDecoder().decode(file.bytes)).toBe('Long URL\nhttps://a.example\n');
  });

  it('reads nothing that is not a spreadsheet: a drop can be any file, and says so in words', async () => {
    const path = join(folder, 'id_ed25519');
    await writeFile(path, 'secret');
    expect(await droppedRefusal(path)).toMatch(
      /Linkdesk imports CSV, TSV and TXT files and Excel workbooks \(\.xlsx\), and “id_ed25519” is none of these/,
    );
  });

  it('explains a drop of something that is not a file on disk', async () => {
    expect(await droppedRefusal('')).toMatch(
      /it is not a file on this computer’s disk\. Save it to a folder first/,
    );
  });

  it('sends main the path of a dropped file only, never a path the window wrote itself', () => {
    const file = { name: 'links.csv' };
    const pathOf = (dropped: object) => (dropped === file ? '/home/sam/links.csv' : '');
    expect(openFileRequest({ dropped: file }, pathOf)).toEqual({ droppedPath: '/home/sam/links.csv' });
    expect(openFileRequest({ droppedPath: '/home/sam/.ssh/id_ed25519' }, pathOf)).toEqual({});
    expect(openFileRequest({ dropped: '/etc/passwd' }, pathOf)).toEqual({ droppedPath: '' });
    expect(openFileRequest(undefined, pathOf)).toEqual({});
    const throwing = () => {
      throw new TypeError('not a File');
    };
    expect(openFileRequest({ dropped: {} }, throwing)).toEqual({ droppedPath: '' });
  });
});
