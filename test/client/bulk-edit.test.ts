import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkChanges } from '../../src/shared/bulk-edit/bulk-changes.ts';
import type { BulkEditSummary } from '../../src/shared/ipc/bulk-edit.ts';
import { startClientHarness, valueOf, failureOf, type ClientHarness } from '../support/client-harness.ts';
import { clientsFor, type ApiClient } from '../support/sandbox.ts';

const LINKS = 50;
const PASSWORD = 'open-sesame';
const EXPIRY = '2099-06-30 12:00:00';
const SHIFTED = '2099-07-10 12:00:00';
const GEO = [{ location: 'Germany', link: 'https://example.de/keep' }];
const DEVICE = [{ device: 'iPhone', link: 'https://apps.example.com/keep' }];
/** A query with a space encoded as %20 and a fragment: both must come back byte for byte. */
const longUrl = (n: number) => `https://shop.example.com/landing/${n}?ref=keep&x=a%20b#top`;

/**
 * Bulk edits through the real handlers against a sandbox over HTTP, every link checked afterwards with the
 * account's own key through the installation's API: the fields asked changed, every other one as it was.
 */
describe.each([
  { profile: 'reference' as const, revision: 'current' as const },
  { profile: 'deployed' as const, revision: 'current' as const },
])('bulk edits on a $profile installation', (setUp) => {
  const deployed = setUp.profile === 'deployed';
  let h: ClientHarness;
  let alex: string;
  let pro: ApiClient;
  const ids: number[] = [];
  const shorturls = new Map<number, string>();
  const refs = { domainA: '', domainB: '', campaignA: 0, campaignB: 0, channelA: 0, channelB: 0, pixel: 0 };

  beforeAll(async () => {
    h = await startClientHarness(setUp);
    alex = h.accounts.alex;
    pro = clientsFor(h.sandbox).pro;
    for (const name of ['domainA', 'domainB'] as const) {
      refs[name] = `https://${name.toLowerCase()}-${setUp.profile}.example.test`;
      expect((await pro.post('/api/domain/add', { domain: refs[name] })).body.error).toBe(0);
    }
    refs.campaignA = Number((await pro.post('/api/campaign/add', { name: 'Spring' })).body.id);
    refs.campaignB = Number((await pro.post('/api/campaign/add', { name: 'Autumn' })).body.id);
    refs.channelA = Number((await pro.post('/api/channel/add', { name: 'Kept' })).body.id);
    refs.channelB = Number((await pro.post('/api/channel/add', { name: 'Added' })).body.id);
    refs.pixel = Number(
      (await pro.post('/api/pixel/add', { type: 'gtmpixel', name: 'Tags', tag: 'GTM-ABC123' })).body.id,
    );
    for (let n = 0; n < LINKS; n++) {
      const answer = await pro.post('/api/url/add', {
        url: longUrl(n),
        custom: `bulk-${setUp.profile}-${n}`,
        password: PASSWORD,
        domain: refs.domainA,
        expiry: EXPIRY,
        metatitle: `Title ${n}`,
        geotarget: GEO,
        devicetarget: DEVICE,
        campaign: refs.campaignA,
        channel: refs.channelA,
        description: `Description ${n}`,
      });
      expect(answer.body.error, JSON.stringify(answer.body)).toBe(0);
      ids.push(Number(answer.body.id));
      shorturls.set(Number(answer.body.id), String(answer.body.shorturl));
    }
  });
  afterAll(() => h.close());

  /** Every link of the user as the installation tells its owner: details and list item. */
  async function readBack() {
    const listed = (await pro.get('/api/urls?limit=1000')).body.data.urls as Record<string, unknown>[];
    const links = new Map<number, { details: Record<string, any>; item: Record<string, any> }>();
    for (const id of ids) {
      const details = (await pro.get(`/api/url/${id}`)).body.details;
      links.set(id, { details, item: listed.find((entry) => Number(entry.id) === id)! });
    }
    return links;
  }

  async function run(changes: BulkChanges, label = 'Test edit'): Promise<BulkEditSummary> {
    const started = valueOf(
      await h.api.startBulkEdit({
        accountId: alex,
        label,
        links: ids.map((id) => ({ id, shorturl: shorturls.get(id)! })),
        changes,
      }),
    );
    return finished(started.editId);
  }

  async function finished(editId: string): Promise<BulkEditSummary> {
    for (;;) {
      const summary = valueOf(await h.api.listBulkEdits({})).find((edit) => edit.editId === editId)!;
      if (summary.state !== 'running') return summary;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  let everything: BulkEditSummary;

  it('tells what the installation does with an update', async () => {
    const abilities = valueOf(await h.api.getBulkEditAbilities({ accountId: alex }));
    expect(abilities).toMatchObject({ replacesOnUpdate: deployed, campaignsAndChannels: true });
  });

  it('makes every kind of change on 50 links and leaves every other field as it was', async () => {
    everything = await run(
      {
        domain: { to: refs.domainB },
        campaign: { to: refs.campaignB },
        channel: { add: refs.channelB },
        expiry: { kind: 'shift', days: 10 },
        redirect: { type: 'frame' },
        pixels: { ids: [refs.pixel] },
        utm: { mode: 'set', values: { utm_source: 'newsletter', utm_medium: 'email' } },
        findReplace: { find: '/LANDING/', replace: '/welcome/', pattern: false, matchCase: false },
        title: { prefix: '[Q4] ', suffix: '' },
      },
      'Everything',
    );
    expect(everything).toMatchObject({ state: 'done', total: LINKS, requestsPerLink: 2 });
    expect(everything.counts).toMatchObject({ changed: LINKS, failed: 0, pending: 0, sending: 0 });

    const links = await readBack();
    for (const [n, id] of ids.entries()) {
      const { details, item } = links.get(id)!;
      expect(details.longurl).toBe(
        `https://shop.example.com/welcome/${n}?ref=keep&x=a%20b&utm_source=newsletter&utm_medium=email#top`,
      );
      expect(details.title).toBe(`[Q4] Title ${n}`);
      expect(String(details.shorturl)).toContain(refs.domainB.replace('https://', ''));
      expect(details.expiry).toBe(SHIFTED);
      expect(Number(item.campaign)).toBe(refs.campaignB);
      expect(
        (item.channel as unknown[])
          .filter((channel) => channel !== null)
          .map(Number)
          .sort(),
      ).toEqual([refs.channelA, refs.channelB].sort());
      // Untouched: the targets, the alias, and where the installation keeps them, the password and description.
      expect(Object.keys(details.location ?? {})).toHaveLength(1);
      expect(Object.keys(details.device ?? {})).toHaveLength(1);
      expect(details.alias).toBe(`bulk-${setUp.profile}-${n}`);
      expect(details.description).toBe(deployed ? '' : `Description ${n}`);
    }
    // The redirect asked: a frame page rather than a redirect. The password holds where updates change only
    // what is sent; where they replace the link it goes, which the preview says before anything is sent.
    const locked = await pro.get(`/bulk-${setUp.profile}-0`);
    expect(/This link is protected/.test(locked.text)).toBe(!deployed);
    const visit = await pro.get(`/bulk-${setUp.profile}-0?password=${PASSWORD}`);
    expect(visit.status).toBe(200);
    expect(visit.text).toContain('<iframe');
  });

  it('changes nothing, and sends nothing, when the same edit runs again', async () => {
    const again = await run({
      domain: { to: refs.domainB },
      utm: { mode: 'set', values: { utm_source: 'newsletter', utm_medium: 'email' } },
      title: { prefix: '[Q4] ', suffix: '' },
    });
    expect(again.counts).toMatchObject({ unchanged: LINKS, changed: 0 });
  });

  it('finds and replaces with a pattern, and takes the UTM parameters off', async () => {
    const summary = await run({
      findReplace: { find: 'welcome/(\\d+)', replace: 'w/$1', pattern: true, matchCase: true },
      utm: { mode: 'remove', values: {} },
    });
    expect(summary.counts.changed).toBe(LINKS);
    const links = await readBack();
    for (const [n, id] of ids.entries()) {
      expect(links.get(id)!.details.longurl).toBe(`https://shop.example.com/w/${n}?ref=keep&x=a%20b#top`);
      expect(links.get(id)!.details.expiry).toBe(SHIFTED);
    }
  });

  it('takes a campaign, a domain and an expiry away only where updates replace the link', async () => {
    const changes: BulkChanges = { campaign: { to: null }, domain: { to: null }, expiry: { kind: 'clear' } };
    if (!deployed) {
      const refused = failureOf(
        await h.api.startBulkEdit({
          accountId: alex,
          label: 'Clear',
          links: [{ id: ids[0]!, shorturl: shorturls.get(ids[0]!)! }],
          changes,
        }),
      );
      expect(refused.code).toBe('unsupported');
      return;
    }
    const summary = await run(changes);
    expect(summary.counts.changed).toBe(LINKS);
    const links = await readBack();
    for (const id of ids) {
      const { details, item } = links.get(id)!;
      expect(item.campaign === null || item.campaign === '' || Number(item.campaign) === 0).toBe(true);
      expect(details.expiry).toBeNull();
      expect(String(details.shorturl).startsWith(h.sandbox.url)).toBe(true);
      expect(Object.keys(details.location ?? {})).toHaveLength(1);
    }
  });

  it('undoes a whole edit, leaving alone and naming a link changed since', async () => {
    const edit = await run({
      domain: { to: refs.domainA },
      utm: { mode: 'set', values: { utm_campaign: 'winter-sale' } },
      title: { prefix: '', suffix: ' (old)' },
    });
    expect(edit.counts.changed).toBe(LINKS);
    const before = await readBack();
    const elsewhere = ids[7]!;
    // Someone changes one link's destination on the installation meanwhile.
    const full = deployed
      ? {
          url: 'https://elsewhere.example/changed',
          domain: refs.domainA,
          geotarget: GEO,
          devicetarget: DEVICE,
        }
      : { url: 'https://elsewhere.example/changed' };
    expect((await pro.put(`/api/url/${elsewhere}/update`, full)).body.error).toBe(0);

    const undo = await finished(valueOf(await h.api.undoBulkEdit({ editId: edit.editId })).editId);
    expect(undo).toMatchObject({ kind: 'undo', undoOf: edit.editId, state: 'done' });
    expect(undo.counts).toMatchObject({ changed: LINKS - 1, skipped: 1, failed: 0 });
    const results = valueOf(await h.api.getBulkEditResults({ editId: undo.editId }));
    const skipped = results.find((row) => row.linkId === elsewhere)!;
    expect(skipped.state).toBe('skipped');
    expect(skipped.message).toMatch(/destination/);

    const after = await readBack();
    for (const [n, id] of ids.entries()) {
      const { details } = after.get(id)!;
      if (id === elsewhere) {
        expect(details.longurl).toBe('https://elsewhere.example/changed');
        continue;
      }
      // Back to what each link held before this edit, read from the installation before the edit ran.
      expect(details.longurl).toBe(`https://shop.example.com/w/${n}?ref=keep&x=a%20b#top`);
      expect(details.title).toBe(`[Q4] Title ${n}`);
      const domainBefore = deployed ? h.sandbox.url : refs.domainB;
      expect(String(details.shorturl).startsWith(domainBefore.replace(/\/$/, ''))).toBe(true);
      expect(Object.keys(details.location ?? {})).toHaveLength(1);
      expect(String(before.get(id)!.details.longurl)).toContain('utm_campaign=winter-sale');
    }
    // Asking again gives the same Undo, never a second one.
    expect(valueOf(await h.api.undoBulkEdit({ editId: edit.editId })).editId).toBe(undo.editId);
  });

  it('leaves alone a link made since with the id of one deleted, as installations reuse ids', async () => {
    const gone = await pro.post('/api/url/add', {
      url: 'https://example.com/gone',
      custom: `gone-${setUp.profile}`,
    });
    const id = Number(gone.body.id);
    expect((await pro.delete(`/api/url/${id}/delete`)).body.error).toBe(0);
    const other = await pro.post('/api/url/add', {
      url: 'https://example.com/other',
      custom: `other-${setUp.profile}`,
    });
    expect(Number(other.body.id)).toBe(id);

    const started = valueOf(
      await h.api.startBulkEdit({
        accountId: alex,
        label: 'Reused id',
        links: [{ id, shorturl: String(gone.body.shorturl) }],
        changes: { utm: { mode: 'set', values: { utm_source: 'reused' } } },
      }),
    );
    const summary = await finished(started.editId);
    expect(summary.counts).toMatchObject({ failed: 1, changed: 0 });
    expect((await pro.get(`/api/url/${id}`)).body.details.longurl).toBe('https://example.com/other');
  });

  it('refuses an unsafe pattern before anything is recorded', async () => {
    const refused = failureOf(
      await h.api.startBulkEdit({
        accountId: alex,
        label: 'Slow',
        links: [{ id: ids[0]!, shorturl: shorturls.get(ids[0]!)! }],
        changes: { findReplace: { find: '(a+)+$', replace: '', pattern: true, matchCase: false } },
      }),
    );
    expect(refused.code).toBe('validation');
  });

  it('keeps the edit that everything above made, with each link before and after', async () => {
    const results = valueOf(await h.api.getBulkEditResults({ editId: everything.editId }));
    expect(results).toHaveLength(LINKS);
    const first = results.find((row) => row.linkId === ids[0])!;
    expect(first.changes.find((change) => change.field === 'url')).toEqual({
      field: 'url',
      before: longUrl(0),
      after: 'https://shop.example.com/welcome/0?ref=keep&x=a%20b&utm_source=newsletter&utm_medium=email#top',
    });
    expect(first.changes.find((change) => change.field === 'expiry')).toMatchObject({
      before: EXPIRY,
      after: SHIFTED,
    });
  });
});

describe('bulk edits on an older installation, without campaigns and channels', () => {
  let h: ClientHarness;
  beforeAll(async () => {
    h = await startClientHarness({ profile: 'reference', revision: 'legacy' });
  });
  afterAll(() => h.close());

  it('offers only what the installation can do, and moves links between domains by their short URLs', async () => {
    const pro = clientsFor(h.sandbox).pro;
    const alex = h.accounts.alex;
    expect(valueOf(await h.api.getBulkEditAbilities({ accountId: alex }))).toMatchObject({
      replacesOnUpdate: false,
      campaignsAndChannels: false,
    });
    const refused = failureOf(
      await h.api.startBulkEdit({
        accountId: alex,
        label: 'Channel',
        links: [{ id: 1, shorturl: 'https://go.example/one' }],
        changes: { channel: { add: 1 } },
      }),
    );
    expect(refused).toMatchObject({ code: 'unsupported', message: expect.stringMatching(/older revision/) });

    const domain = 'https://legacy-bulk.example.test';
    expect((await pro.post('/api/domain/add', { domain })).body.error).toBe(0);
    const ids: number[] = [];
    const made = new Map<number, string>();
    for (let n = 0; n < 5; n++) {
      const answer = await pro.post('/api/url/add', {
        url: `https://old.example/${n}`,
        custom: `legacy-${n}`,
      });
      ids.push(Number(answer.body.id));
      made.set(Number(answer.body.id), String(answer.body.shorturl));
    }
    const started = valueOf(
      await h.api.startBulkEdit({
        accountId: alex,
        label: 'Domain, UTM',
        links: ids.map((id) => ({ id, shorturl: made.get(id)! })),
        changes: { domain: { to: domain }, utm: { mode: 'set', values: { utm_medium: 'legacy' } } },
      }),
    );
    let summary = started;
    while (summary.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      summary = valueOf(await h.api.listBulkEdits({})).find((edit) => edit.editId === started.editId)!;
    }
    expect(summary.counts).toMatchObject({ changed: 5, failed: 0 });
    for (const [n, id] of ids.entries()) {
      const details = (await pro.get(`/api/url/${id}`)).body.details;
      expect(details.longurl).toBe(`https://old.example/${n}?utm_medium=legacy`);
      expect(String(details.shorturl)).toContain('legacy-bulk.example.test');
    }
  });
});
