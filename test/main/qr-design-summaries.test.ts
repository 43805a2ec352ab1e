import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import type { QrDesign } from '../../src/shared/qr/design.ts';
import {
  CLIENT_SET_UPS,
  failureOf,
  startClientHarness,
  valueOf,
  type ClientHarness,
} from '../support/client-harness.ts';
import { tempDir } from '../support/sandbox.ts';

function design(changes: Partial<QrDesign> = {}): QrDesign {
  return {
    type: 'wifi',
    data: { ssid: 'Café guests', pass: 'p;a:s"s', encryption: 'wpa' },
    name: 'Front desk',
    foreground: 'rgb(10,20,30)',
    background: 'rgb(250,250,240)',
    logo: null,
    logoScale: 0.25,
    logoFile: null,
    savedAt: '2026-11-22T10:00:00.000Z',
    ...changes,
  };
}

describe('the lines the QR list shows, from the design store', () => {
  let dir: string;
  let file: string;
  let warnings: string[];
  const open = () => createQrDesignStore({ file, log: { warn: (message) => void warnings.push(message) } });

  beforeEach(() => {
    dir = tempDir();
    file = join(dir, 'qr-designs.db');
    warnings = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives one line per design of the account, by id, without a network’s password', () => {
    const store = open();
    store.save('a', 3, design());
    store.save('a', 1, design({ type: 'link', data: 'https://example.com/menu', name: '' }));
    store.save('b', 2, design({ name: 'Another account' }));
    expect(store.summaries('a')).toEqual([
      { id: 1, type: 'link', name: '', content: 'example.com/menu' },
      { id: 3, type: 'wifi', name: 'Front desk', content: 'Café guests' },
    ]);
    expect(JSON.stringify(store.summaries('a'))).not.toContain('p;a:s"s');
    expect(store.summaries('nobody')).toEqual([]);
    store.close();
    expect(warnings).toEqual([]);
  });

  it('leaves out rows the details would not use either, and answers nothing rather than failing', () => {
    open().close();
    const db = new DatabaseSync(file);
    const insert = db.prepare(
      'INSERT INTO designs (account_id, qr_id, design, logo_bytes) VALUES (?, ?, ?, ?)',
    );
    const json = (changes: Record<string, unknown>) => JSON.stringify({ ...design(), ...changes });
    insert.run('a', 1, '{ not json', null);
    insert.run('a', 2, json({ data: { network: 'x' } }), null);
    // A logo file named without its bytes: `get` refuses the row, so the list must not describe it.
    insert.run('a', 3, json({ logoFile: { name: 'logo.png', mediaType: 'image/png' } }), null);
    insert.run('a', 4, json({ type: 'text', data: 'Hello' }), null);
    db.close();
    const store = open();
    expect(store.summaries('a')).toEqual([{ id: 4, type: 'text', name: 'Front desk', content: 'Hello' }]);
    expect(store.get('a', 3)).toBeNull();
    store.close();
    expect(store.summaries('a')).toEqual([]);
    expect(warnings.join('\n')).toMatch(/could not read the designs/);
  });
});

/** Through the real handlers: one call answers for the whole list, on every revision, with no network. */
describe.each(CLIENT_SET_UPS)('qr:designs against a $profile/$revision installation', (setUp) => {
  let h: ClientHarness;
  let requests = 0;
  beforeAll(async () => {
    h = await startClientHarness(setUp, {
      fetch: (input, init) => {
        requests += 1;
        return fetch(input, init);
      },
    });
  });
  afterAll(() => h.close());

  it('answers the type, the name kept here and a line about each code made here', async () => {
    const { alex } = h.accounts;
    const wifi = valueOf(
      await h.api.addQrCode({
        accountId: alex,
        type: 'wifi',
        data: { ssid: 'Cafe', pass: 'hunter22', encryption: 'wpa' },
        name: 'Lobby',
      }),
    );
    const link = valueOf(
      await h.api.addQrCode({ accountId: alex, type: 'link', data: 'https://example.com/menu' }),
    );
    const before = requests;
    const summaries = valueOf(await h.api.getQrDesigns({ accountId: alex }));
    expect(requests).toBe(before);
    expect(summaries).toEqual(
      expect.arrayContaining([
        { id: wifi.id, type: 'wifi', name: 'Lobby', content: 'Cafe' },
        { id: link.id, type: 'link', name: '', content: 'example.com/menu' },
      ]),
    );
    expect(JSON.stringify(summaries)).not.toContain('hunter22');

    // The installation's list: a legacy one keeps no names, so the one kept here is all there is.
    const listed = valueOf(await h.api.listQrCodes({ accountId: alex })).data.items;
    const lobby = listed.find((code) => code.id === wifi.id)!;
    expect(lobby.name).toBe(setUp.revision === 'legacy' ? '' : 'Lobby');
  });

  it('refuses an account Linkdesk does not have', async () => {
    expect(failureOf(await h.api.getQrDesigns({ accountId: crypto.randomUUID() }))).toMatchObject({
      code: 'not_found',
    });
  });
});
