import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import { designOfCreate, designOfUpdate } from '../../src/main/qr/designs-of-writes.ts';
import {
  COLOURS_NOT_KNOWN,
  coloursOfUpdate,
  MADE_WITHOUT_COLOURS,
} from '../../src/main/qr/update-colours.ts';
import { LOGO_SCALE, type QrDesign } from '../../src/shared/qr/design.ts';
import { tempDir } from '../support/sandbox.ts';

/** A real 4×4 PNG, red, as a person's logo file would be. */
function tinyPng(): Buffer {
  const png = new PNG({ width: 4, height: 4 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([220, 30, 30, 255], i);
  return PNG.sync.write(png);
}

const logoBytes = tinyPng();

function design(changes: Partial<QrDesign> = {}): QrDesign {
  return {
    type: 'wifi',
    data: { ssid: 'Café guests', pass: 'p;a:s"s', encryption: 'wpa' },
    name: 'Front desk',
    foreground: 'rgb(10,20,30)',
    background: 'rgb(250,250,240)',
    logo: null,
    logoScale: 0.25,
    logoFile: { name: 'logo.png', mediaType: 'image/png', base64: logoBytes.toString('base64') },
    savedAt: '2026-11-22T10:00:00.000Z',
    ...changes,
  };
}

describe('QR design store', () => {
  let dir: string;
  let file: string;
  let warnings: string[];
  const open = () => createQrDesignStore({ file, log: { warn: (message) => void warnings.push(message) } });

  beforeEach(() => {
    dir = tempDir();
    file = join(dir, 'user-data', 'qr-designs.db');
    warnings = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps only the keys a code’s type defines, however deep an unknown one goes', () => {
    let deep: Record<string, unknown> = { bottom: 'SMUGGLED-VALUE' };
    for (let level = 0; level < 3000; level++) deep = { nested: deep };
    const store = open();
    store.save('a', 1, design({ data: { ssid: 'Lobby', pass: 'welcome', extra: deep } }));
    expect(store.get('a', 1)?.data).toEqual({ ssid: 'Lobby', pass: 'welcome' });
    store.close();
    for (const path of [file, `${file}-wal`]) {
      if (existsSync(path))
        expect(readFileSync(path).toString('latin1'), path).not.toMatch(/nested|SMUGGLED/);
    }
  });

  it('answers what was saved per account and code, and replaces it on a later save', () => {
    const store = open();
    expect(store.get('a', 1)).toBeNull();
    store.save('a', 1, design());
    store.save('a', 2, design({ type: 'text', data: 'Hello', logoFile: null }));
    store.save('b', 1, design({ name: 'Other account' }));
    expect(store.get('a', 1)).toEqual(design());
    expect(store.get('a', 2)).toEqual(design({ type: 'text', data: 'Hello', logoFile: null }));
    expect(store.get('b', 1)?.name).toBe('Other account');
    store.save('a', 1, design({ foreground: 'rgb(0,0,0)', logoScale: LOGO_SCALE.max }));
    expect(store.get('a', 1)).toMatchObject({ foreground: 'rgb(0,0,0)', logoScale: LOGO_SCALE.max });
    store.close();
    expect(warnings).toEqual([]);
  });

  it('removes one design, and forgets one account without touching the others', () => {
    const store = open();
    for (const id of [1, 2, 3]) store.save('a', id, design());
    store.save('b', 2, design());
    store.remove('a', 2);
    expect([1, 2, 3].map((id) => store.get('a', id) !== null)).toEqual([true, false, true]);
    store.forgetAccount('a');
    expect([store.get('a', 1), store.get('a', 3)]).toEqual([null, null]);
    expect(store.get('b', 2)).toEqual(design());
    store.close();
  });

  it('keeps designs across a restart in a WAL file, the logo as bytes rather than base64 text', () => {
    const first = open();
    first.save('a', 7, design());
    first.close();
    const db = new DatabaseSync(file);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    const row = db.prepare('SELECT design, logo_bytes FROM designs').get() as {
      design: string;
      logo_bytes: Uint8Array;
    };
    expect(Buffer.from(row.logo_bytes).equals(logoBytes)).toBe(true);
    expect(row.design).not.toContain(logoBytes.toString('base64'));
    db.close();
    const second = open();
    expect(second.get('a', 7)).toEqual(design());
    second.close();
  });

  it('sets a file that is not a database aside and starts afresh', () => {
    open().close();
    writeFileSync(file, 'not a database, whatever it once was'.repeat(200));
    const store = open();
    expect(warnings).toEqual([
      expect.stringMatching(/could not be opened .* moved to .*qr-designs\.db\.corrupt/),
    ]);
    expect(readFileSync(`${file}.corrupt`, 'utf8')).toMatch(/^not a database/);
    store.save('a', 1, design());
    expect(store.get('a', 1)).toEqual(design());
    store.close();
  });

  it('answers nothing rather than failing when the file is damaged inside, and replaces it', () => {
    const first = open();
    for (let id = 1; id <= 60; id++) first.save('a', id, design({ name: 'x'.repeat(200) }));
    first.close();
    // The header stays readable (the file opens); the pages holding the rows do not.
    const bytes = readFileSync(file);
    bytes.fill(0xa5, 4096);
    writeFileSync(file, bytes);
    const store = open();
    expect(store.get('a', 5)).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/is damaged .*moved aside and started afresh/)]);
    expect(existsSync(`${file}.corrupt`)).toBe(true);
    store.save('a', 5, design());
    expect(store.get('a', 5)).toEqual(design());
    store.close();
  });

  it('reads a row it cannot use as no design, and never throws', () => {
    open().close();
    const db = new DatabaseSync(file);
    const insert = db.prepare(
      'INSERT INTO designs (account_id, qr_id, design, logo_bytes) VALUES (?, ?, ?, ?)',
    );
    const json = (changes: Record<string, unknown>) =>
      JSON.stringify({ ...design(), logoFile: null, ...changes });
    insert.run('a', 1, '{ not json', null);
    insert.run('a', 2, json({ type: 'hologram' }), null);
    // Data that is not what a wifi form takes: an edit form must never be prefilled with it.
    insert.run('a', 3, json({ data: { network: 'x' } }), null);
    insert.run('a', 4, json({ logoScale: 5 }), null);
    // A logo file named in the JSON without its bytes, and bytes that are not a PNG or JPEG's media type.
    insert.run('a', 5, json({ logoFile: { name: 'logo.png', mediaType: 'image/png' } }), null);
    insert.run('a', 6, json({ logoFile: { name: 'logo.gif', mediaType: 'image/gif' } }), logoBytes);
    insert.run('a', 7, json({}), null);
    db.close();
    const store = open();
    expect([1, 2, 3, 4, 5, 6].map((id) => store.get('a', id))).toEqual([null, null, null, null, null, null]);
    expect(warnings).toHaveLength(6);
    expect(warnings[0]).toMatch(/design of QR code 1 could not be read/);
    expect(store.get('a', 7)).toEqual(design({ logoFile: null }));
    store.close();
  });

  it('leaves a file from a newer Linkdesk alone and keeps designs in memory', () => {
    open().close();
    const db = new DatabaseSync(file);
    db.exec('PRAGMA user_version = 99');
    db.close();
    const store = open();
    expect(warnings).toEqual([expect.stringMatching(/left as it is: it was written by a newer Linkdesk/)]);
    store.save('a', 1, design());
    expect(store.get('a', 1)).toEqual(design());
    store.close();
    const again = new DatabaseSync(file);
    expect(again.prepare('PRAGMA user_version').get()).toEqual({ user_version: 99 });
    expect(again.prepare('SELECT count(*) AS count FROM designs').get()).toEqual({ count: 0 });
    again.close();
  });

  it('logs rather than throws when it cannot work at all', () => {
    const store = open();
    store.close();
    expect(() => store.save('a', 1, design())).not.toThrow();
    expect(store.get('a', 1)).toBeNull();
    expect(warnings.join('\n')).toMatch(/could not save a design.*\n.*could not read a design/);
  });
});

describe('designs kept from writes', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const later = new Date('2026-11-23T08:30:00Z');
  const local = { logoScale: 0.3, logoFile: design().logoFile };

  it('keeps what a create sent, with the installation’s defaults for what it left out', () => {
    expect(designOfCreate({ type: 'text', data: 'Hello' }, undefined, now)).toEqual({
      type: 'text',
      data: 'Hello',
      name: '',
      foreground: 'rgb(0,0,0)',
      background: 'rgb(255,255,255)',
      // Made without colours: the installation keeps none for it.
      withoutColours: true,
      logo: null,
      logoScale: LOGO_SCALE.default,
      logoFile: null,
      savedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(
      designOfCreate(
        { type: 'phone', data: '+4412345', name: 'Desk', foreground: 'rgb(1,2,3)', logo: '/uploads/l.png' },
        local,
        now,
      ),
    ).toMatchObject({
      name: 'Desk',
      foreground: 'rgb(1,2,3)',
      background: 'rgb(255,255,255)',
      logo: '/uploads/l.png',
      ...local,
    });
  });

  it('keeps the name on update, follows the colours that were sent, and replaces the local look only when sent', () => {
    const before = design({ logo: 'https://cdn.example/l.png' });
    const sent = { type: 'wifi' as const, data: { ssid: 'New' } };
    expect(designOfUpdate(before, sent, undefined, later)).toEqual({
      ...before,
      data: { ssid: 'New' },
      savedAt: '2026-11-23T08:30:00.000Z',
    });
    // One colour alone goes with the other's default, as updateQrCode sends it.
    expect(designOfUpdate(before, { ...sent, foreground: 'rgb(9,9,9)' }, undefined, later)).toMatchObject({
      foreground: 'rgb(9,9,9)',
      background: 'rgb(255,255,255)',
    });
    expect(designOfUpdate(before, sent, { logoScale: 0.15, logoFile: null }, later)).toMatchObject({
      name: 'Front desk',
      logo: 'https://cdn.example/l.png',
      logoScale: 0.15,
      logoFile: null,
    });
    expect(designOfUpdate(null, { ...sent, logo: 'x.png' }, undefined, later)).toMatchObject({
      name: '',
      foreground: 'rgb(0,0,0)',
      logo: 'x.png',
      logoScale: LOGO_SCALE.default,
      logoFile: null,
    });
  });
});

describe('a code made without colours, or made elsewhere', () => {
  const later = new Date('2026-11-23T08:30:00.000Z');
  const sent = { type: 'text' as const, data: 'Changed' };

  it('is one created without a colour; a code made elsewhere and updated from here stays one of unknown colours', () => {
    expect(designOfCreate({ ...sent, background: 'rgb(1,2,3)' }, undefined, later)).not.toHaveProperty(
      'withoutColours',
    );
    const plain = designOfCreate(sent, undefined, later);
    expect(designOfUpdate(plain, sent, undefined, later)).toMatchObject({ withoutColours: true });
    expect(designOfUpdate(plain, sent, undefined, later)).not.toHaveProperty('coloursKnown');
    expect(designOfUpdate(design(), sent, undefined, later)).not.toHaveProperty('withoutColours');
    expect(designOfUpdate(design(), sent, undefined, later)).not.toHaveProperty('coloursKnown');
    // Made elsewhere: nothing says it was made without colours, only that Linkdesk cannot tell.
    const elsewhere = designOfUpdate(null, sent, undefined, later);
    expect(elsewhere).toMatchObject({ coloursKnown: false });
    expect(elsewhere).not.toHaveProperty('withoutColours');
    const again = designOfUpdate(elsewhere, { ...sent, data: 'Changed again' }, undefined, later);
    expect(again).toMatchObject({ coloursKnown: false });
    expect(again).not.toHaveProperty('withoutColours');
  });

  it('stays one across a restart; a row kept before either flag existed is a code with colours', () => {
    const dir = tempDir();
    const file = join(dir, 'qr-designs.db');
    try {
      const store = createQrDesignStore({ file, log: { warn: () => {} } });
      store.save('a', 1, design({ withoutColours: true, logoFile: null }));
      store.save('a', 2, design({ logoFile: null }));
      store.save('a', 3, designOfUpdate(null, sent, undefined, later));
      store.close();
      const again = createQrDesignStore({ file, log: { warn: () => {} } });
      expect(again.get('a', 1)).toEqual(design({ withoutColours: true, logoFile: null }));
      expect(again.get('a', 2)).not.toHaveProperty('withoutColours');
      expect(again.get('a', 2)).not.toHaveProperty('coloursKnown');
      expect(again.get('a', 3)).toEqual(designOfUpdate(null, sent, undefined, later));
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gets no colour sent: one asked for is refused before sending, none asked sends none', () => {
    const withColours = design();
    expect(coloursOfUpdate(withColours, {})).toEqual({});
    expect(coloursOfUpdate(withColours, { foreground: 'rgb(9,9,9)' })).toEqual({
      foreground: 'rgb(9,9,9)',
      background: 'rgb(250,250,240)',
    });
    expect(coloursOfUpdate(design({ withoutColours: true }), {})).toEqual({});
    expect(coloursOfUpdate(null, {})).toEqual({});
    expect(coloursOfUpdate(design({ coloursKnown: false }), {})).toEqual({});
    expect(() => coloursOfUpdate(design({ withoutColours: true }), { background: 'rgb(0,0,0)' })).toThrow(
      MADE_WITHOUT_COLOURS,
    );
    expect(() => coloursOfUpdate(null, { foreground: 'rgb(0,0,0)' })).toThrow(COLOURS_NOT_KNOWN);
  });

  it('made elsewhere is refused a colour as one of unknown colours, on its first edit and every later one', () => {
    const first = designOfUpdate(null, sent, undefined, later);
    const second = designOfUpdate(first, sent, undefined, later);
    for (const previous of [null, first, second]) {
      expect(() => coloursOfUpdate(previous, { foreground: 'rgb(200,0,0)' })).toThrow(COLOURS_NOT_KNOWN);
    }
  });

  it('is refused in words a person reads, without naming the API', () => {
    for (const message of [MADE_WITHOUT_COLOURS, COLOURS_NOT_KNOWN]) {
      expect(message).not.toMatch(/\bAPI\b/);
      expect(message).toMatch(/nothing was sent/);
    }
  });
});
