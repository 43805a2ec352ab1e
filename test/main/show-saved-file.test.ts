import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { createGateway } from '../../src/main/api/gateway.ts';
import { createOfflineCache } from '../../src/main/cache/offline-cache.ts';
import { registerHandlers } from '../../src/main/handlers.ts';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import { createSandboxLauncher } from '../../src/main/sandbox-launcher.ts';
import { createTestIpc } from '../support/ipc.ts';
import { MapCredentials, MemoryRecords } from '../support/fakes.ts';
import { tempDir } from '../support/sandbox.ts';

/** Saving an export, then "Show in folder": main keeps the path, the window only ever holds an id. */
describe('files:save and files:showSaved', () => {
  const dir = tempDir();
  const launcher = createSandboxLauncher({ dataDir: dir });
  afterAll(async () => {
    await launcher.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Main's handlers with a save dialog that "chooses" `/home/me/Downloads/<name>` or is cancelled. */
  function startMain(options: { cancelled?: boolean; canShow?: boolean } = {}) {
    const ipc = createTestIpc();
    const shown: string[] = [];
    const cache = createOfflineCache({ file: ':memory:', now: Date.now, log: { warn: () => undefined } });
    const emit = () => undefined;
    registerHandlers(ipc.registrar, {
      gateway: createGateway({ cache, emit, now: Date.now }),
      emit,
      records: new MemoryRecords(),
      credentials: new MapCredentials(),
      fetch: (input, init) => fetch(input, init),
      sandbox: launcher,
      openExternal: async () => undefined,
      newId: randomUUID,
      now: () => new Date('2026-11-22T10:00:00Z'),
      designs: createQrDesignStore({ file: ':memory:', log: { warn: () => undefined } }),
      importJournal: createImportJournal({ file: ':memory:', log: { warn: () => undefined } }),
      openFile: async () => null,
      saveFile: async (name) =>
        options.cancelled ? { saved: false } : { saved: true, path: `/home/me/Downloads/${name}` },
      ...(options.canShow === false ? {} : { showInFolder: (path: string) => void shown.push(path) }),
      copyImage: async () => undefined,
      clipboard: createMemoryClipboard(),
    });
    return { api: ipc.api, shown };
  }

  it('answers an id for a saved file, never its path, and shows that file only', async () => {
    const { api, shown } = startMain();
    const saved = await api.saveFile({ suggestedName: 'links.csv', content: 'id\n1\n' });
    expect(saved.ok && saved.value.saved).toBe(true);
    const { savedId } = saved.ok ? saved.value : { savedId: undefined };
    expect(savedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(saved)).not.toContain('/home/me');

    expect(await api.showSavedFile({ savedId: savedId! })).toEqual({ ok: true, value: { shown: true } });
    expect(shown).toEqual(['/home/me/Downloads/links.csv']);
    // An id main never gave (or a path passed as one) shows nothing.
    expect(await api.showSavedFile({ savedId: '/etc/passwd' })).toEqual({
      ok: true,
      value: { shown: false },
    });
    expect(shown).toHaveLength(1);
  });

  it('gives no id when the save was cancelled, or where nothing can show a file', async () => {
    const cancelled = startMain({ cancelled: true });
    expect(await cancelled.api.saveFile({ suggestedName: 'links.csv', content: 'x' })).toEqual({
      ok: true,
      value: { saved: false },
    });
    const nowhere = startMain({ canShow: false });
    expect(await nowhere.api.saveFile({ suggestedName: 'links.csv', content: 'x' })).toEqual({
      ok: true,
      value: { saved: true },
    });
  });

  it('keeps only the latest saves within reach', async () => {
    const { api, shown } = startMain();
    const ids: string[] = [];
    for (let n = 0; n < 21; n++) {
      const saved = await api.saveFile({ suggestedName: `links-${n}.csv`, content: 'x' });
      if (saved.ok && saved.value.savedId) ids.push(saved.value.savedId);
    }
    expect(await api.showSavedFile({ savedId: ids[0]! })).toEqual({ ok: true, value: { shown: false } });
    expect(await api.showSavedFile({ savedId: ids[20]! })).toEqual({ ok: true, value: { shown: true } });
    expect(shown).toEqual(['/home/me/Downloads/links-20.csv']);
  });
});
