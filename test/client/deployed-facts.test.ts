import { rmSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_SCOPES, PIXEL_TYPES, type PixelType } from '../../src/shared/api/constants.ts';
import type { Result } from '../../src/shared/ipc/errors.ts';
import type { AccountView } from '../../src/shared/ipc/models.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import {
  CLIENT_SET_UPS,
  failureOf,
  startClientHarness,
  valueOf,
  type ClientHarness,
} from '../support/client-harness.ts';
import { jsqrDecode } from '../support/qr-decoders.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';
import { ApiClient, clientsFor, tempDir, type TestSandbox } from '../support/sandbox.ts';

type Raw = Record<string, any>;

/** What main put on the wire, in order: to tell that a refusal sent nothing, and what an update carried. */
interface Sent {
  method: string;
  url: string;
  body: string | undefined;
}

const byNumber = (a: number, b: number) => a - b;
const idsOf = (items: readonly object[]) =>
  items.map((item) => Number((item as { id?: unknown }).id)).sort(byNumber);

/** A whole collection as the installation gives it to the account's own key, page by page. */
async function rawAll(client: ApiClient, path: string, key: string): Promise<Raw[]> {
  const items: Raw[] = [];
  for (let page = 1; ; page++) {
    const answer = await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=100&page=${page}`);
    expect(Number(answer.body?.error), answer.text).toBe(0);
    const data = answer.body.data as Raw;
    items.push(...(data[key] as Raw[]));
    if (page >= Number(data.maxpage)) return items;
  }
}

/** What the installation's own PNG of a code (its `link`) reads as. */
async function decodedImage(link: string): Promise<string | null> {
  const response = await fetch(`${link}/download/png/300`);
  expect(response.status).toBe(200);
  const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
  return jsqrDecode({ width: png.width, height: png.height, data: new Uint8ClampedArray(png.data) });
}

type TagEdge = [PixelType, () => string, string, RegExp];

/** A tag of `length` characters, different from every other one this file makes (`digits` for Facebook). */
let tags = 0;
function newTag(length: number, { prefix = '', digits = false } = {}): string {
  const start = `${prefix}${++tags}${digits ? '' : 'T'}`;
  return (start + (digits ? '0' : 'q').repeat(length)).slice(0, length);
}

/**
 * The further facts of deployed installations (../shared/spec/deployed-installations.md), through the real
 * main-process handlers against a real sandbox over HTTP, in the three set-ups a user meets. What Linkdesk says is
 * checked against what the installation tells the account's own key through its API.
 */
describe.each(CLIENT_SET_UPS)('deployed facts on a $profile/$revision installation', (setUp) => {
  const current = setUp.revision === 'current';
  const deployed = setUp.profile === 'deployed';
  let h: ClientHarness;
  let alex: string;
  let admin: string;
  let raw: ReturnType<typeof clientsFor>;
  const sent: Sent[] = [];

  beforeAll(async () => {
    h = await startClientHarness(setUp, {
      fetch: (input, init) => {
        sent.push({
          method: init?.method ?? 'GET',
          url: input,
          body: typeof init?.body === 'string' ? init.body : undefined,
        });
        return fetch(input, init);
      },
    });
    ({ alex, admin } = h.accounts);
    raw = clientsFor(h.sandbox);
  });
  afterAll(() => h.close());

  /** Runs a request that main must refuse before it reaches the installation, and checks that nothing went out. */
  async function refusedBeforeSending<T>(request: () => Promise<Result<T>>) {
    const before = sent.length;
    const error = failureOf(await request());
    expect(sent.slice(before)).toEqual([]);
    return error;
  }

  describe('admins, recognised by what the key can do', () => {
    it('marks the admin’s account as admin and alex’s as not, whatever status the installation reports', async () => {
      // What the installation itself says: deployed servers report the admin as `pro`.
      const own = (await raw.admin.get('/api/account')).body.data as Raw;
      expect(own.status).toBe(deployed ? 'pro' : 'admin');

      const { accounts } = valueOf(await h.api.listAccounts({}));
      expect(accounts.find((account) => account.id === admin)).toMatchObject({
        username: 'admin',
        status: deployed ? 'pro' : 'admin',
        isAdmin: true,
      });
      expect(accounts.find((account) => account.id === alex)).toMatchObject({
        username: 'alex',
        status: 'pro',
        isAdmin: false,
      });
    });

    it('keeps the admin flag when the account is checked again', async () => {
      expect(valueOf(await h.api.probeAccount({ id: admin }))).toMatchObject({
        isAdmin: true,
        status: deployed ? 'pro' : 'admin',
      });
      expect(valueOf(await h.api.probeAccount({ id: alex })).isAdmin).toBe(false);
    });

    it('marks admins in the users list from the installation’s admin list, not from their status', async () => {
      const rawUsers = (await raw.admin.get('/api/users')).body.data as Raw[];
      const rawAdmins = (await raw.admin.get('/api/users?filter=admin')).body.data as Raw[];
      expect(rawAdmins.map((user) => user.username)).toEqual(['admin']);
      // On deployed servers every status is pro or free: nothing in it tells the admin apart.
      if (deployed) expect(rawUsers.every((user) => ['pro', 'free'].includes(user.status))).toBe(true);

      const users = valueOf(await h.api.listUsers({ accountId: admin })).data;
      expect(idsOf(users)).toEqual(idsOf(rawUsers));
      for (const user of users) expect(user.isAdmin, user.username).toBe(user.username === 'admin');
      expect(users.find((user) => user.username === 'admin')?.status).toBe(deployed ? 'pro' : 'admin');
    });
  });

  // Scoped keys came with the current revision: the legacy one does not know them, and its sandbox offers none.
  if (current)
    describe('scoped keys', () => {
      let scopedKey: string;
      let added: Result<AccountView>;

      beforeAll(async () => {
        const key = h.sandbox.scopedKeys.find((one) => one.username === 'alex')!;
        expect(key.scopes).toEqual(['links', 'qr', 'domains']);
        scopedKey = key.apiKey;
        added = await h.api.addAccount({ name: 'Alex (links)', baseUrl: h.sandbox.url, apiKey: scopedKey });
      });

      it('adds a key that cannot read its account, and says which areas it does not reach', async () => {
        // The key is valid, but the installation will not show it its account.
        const refused = await new ApiClient(h.sandbox.url, scopedKey).get('/api/account');
        expect(refused.body).toMatchObject({ message: expect.stringMatching(/with this API key/) });

        const view = valueOf(added);
        expect(view).toMatchObject({ username: '', isAdmin: false, revision: 'current' });
        expect(view.unreachable).toEqual({
          account: 'key',
          pixels: 'key',
          splash: 'key',
          overlay: 'key',
          campaigns: 'key',
          channels: 'key',
        });
        const listed = valueOf(await h.api.listAccounts({})).accounts.find((one) => one.id === view.id);
        expect(listed).toEqual(view);
      });

      it('answers the same key added twice as a conflict', async () => {
        const again = failureOf(
          await h.api.addAccount({ name: 'Alex again', baseUrl: h.sandbox.url, apiKey: scopedKey }),
        );
        expect(again).toMatchObject({ code: 'conflict', field: 'apiKey' });
        const { accounts } = valueOf(await h.api.listAccounts({}));
        expect(accounts.filter((account) => account.name.startsWith('Alex'))).toHaveLength(1);
      });

      it('reads links through that account, and says that the key keeps it from the pixels', async () => {
        const id = valueOf(added).id;
        const links = valueOf(await h.api.listLinks({ accountId: id })).data;
        expect(idsOf(links.items)).toEqual(idsOf(await rawAll(raw.pro, '/api/urls', 'urls')));
        const pixels = failureOf(await h.api.listPixels({ accountId: id }));
        expect(pixels).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/API key/) });
      });

      it('adds keys of any scope: every area but the account, or the account alone', async () => {
        // The harness's sandbox lives in memory; a sandbox on a file lets the test make keys of its own.
        const dataDir = tempDir('linkdesk-scoped-');
        const other = await startSandbox({ dataDir, seed: 'empty', rateLimit: 0, ...setUp });
        try {
          const rows = new SandboxRows({ sandbox: other, dataDir } as TestSandbox);
          const allButAccount = rows.scopedKey(
            'alex',
            KEY_SCOPES.filter((scope) => scope !== 'account'),
          );
          const wide = valueOf(
            await h.api.addAccount({ name: 'Wide key', baseUrl: other.url, apiKey: allButAccount }),
          );
          // Plans are in no scope, so the key is never an admin's.
          expect(wide).toMatchObject({ username: '', isAdmin: false, unreachable: { account: 'key' } });
          expect(Object.keys(wide.unreachable)).toEqual(['account']);
          expect(valueOf(await h.api.listPixels({ accountId: wide.id })).data.items).toEqual([]);
          expect(failureOf(await h.api.getProfile({ accountId: wide.id })).code).toBe('forbidden');

          const accountOnly = rows.scopedKey('alex', ['account']);
          const narrow = valueOf(
            await h.api.addAccount({ name: 'Narrow key', baseUrl: other.url, apiKey: accountOnly }),
          );
          expect(narrow).toMatchObject({ username: 'alex', isAdmin: false });
          expect(narrow.unreachable).toEqual(
            Object.fromEntries(KEY_SCOPES.filter((s) => s !== 'account').map((s) => [s, 'key'])),
          );
          expect(failureOf(await h.api.listLinks({ accountId: narrow.id })).code).toBe('forbidden');

          valueOf(await h.api.removeAccount({ id: wide.id }));
          valueOf(await h.api.removeAccount({ id: narrow.id }));
        } finally {
          await other.close();
          rmSync(dataDir, { recursive: true, force: true });
        }
      });
    });

  describe('odd answers inside lists of normal ones', () => {
    it('reads the whole link list, the link on a domain stored bare among the rest', async () => {
      const rawLinks = await rawAll(raw.pro, '/api/urls', 'urls');
      // Deployed servers print the domain as it was stored: without a scheme.
      expect(rawLinks.find((link) => link.alias === 'bare01')?.shorturl).toMatch(
        deployed ? /^go\.example-ads\.test\/bare01$/ : /^https?:\/\/go\.example-ads\.test\/bare01$/,
      );

      const listing = valueOf(await h.api.listLinks({ accountId: alex })).data;
      expect(listing.skipped).toBeUndefined();
      expect(idsOf(listing.items)).toEqual(idsOf(rawLinks));
      expect(listing.items.find((link) => link.alias === 'bare01')?.shorturl).toBe(
        'https://go.example-ads.test/bare01',
      );
    });

    it('reads the domain stored bare beside the others', async () => {
      const rawDomains = await rawAll(raw.pro, '/api/domains', 'domains');
      if (deployed) expect(rawDomains.map((domain) => domain.domain)).toContain('go.example-ads.test');

      const listing = valueOf(await h.api.listDomains({ accountId: alex })).data;
      expect(listing.skipped).toBeUndefined();
      expect(idsOf(listing.items)).toEqual(idsOf(rawDomains));
      expect(listing.items.map((domain) => domain.domain)).toContain('https://go.example-ads.test');
    });

    // Campaigns came with the current revision; the legacy one answers them as unsupported (operations.test.ts).
    if (current)
      it('reads a campaign without a slug (no rotator, no list page) beside campaigns with both', async () => {
        const rawCampaigns = await rawAll(raw.pro, '/api/campaigns', 'campaigns');
        const rawPartners = rawCampaigns.find((campaign) => campaign.name === 'Partner outreach')!;
        if (deployed) expect(rawPartners).toMatchObject({ rotator: false, list: false });

        const listing = valueOf(await h.api.listCampaigns({ accountId: alex })).data;
        expect(listing.skipped).toBeUndefined();
        expect(idsOf(listing.items)).toEqual(idsOf(rawCampaigns));
        // The reference gives every campaign a list page, rotator or not; deployed servers give one without a
        // slug neither (both `false`), which reads as no list page.
        expect(listing.items.find((campaign) => campaign.name === 'Partner outreach')).toMatchObject({
          rotator: null,
          list: deployed ? '' : rawPartners.list,
        });
        if (!deployed) expect(rawPartners.list).toMatch(/^https?:\/\/.+\/u\/alex\//);
        const others = listing.items.filter((campaign) => campaign.name !== 'Partner outreach');
        expect(others.length).toBeGreaterThan(0);
        for (const campaign of others) expect(campaign.rotator).toMatch(/^https?:\/\/.+\/r\/.+/);
      });

    it('reads every plan, whatever extra keys, empty strings and feature texts its limits carry', async () => {
      const rawPlans = (await raw.admin.get('/api/plans')).body.data as Raw[];
      if (deployed) {
        const limits = JSON.stringify(rawPlans.map((plan) => plan.limits));
        expect(limits).toContain('"count":""');
        expect(limits).toContain('"custom":""');
        expect(rawPlans.every((plan) => 'qr' in plan.limits)).toBe(true);
        // Paid plans carry their own feature text where the reference has a switch.
        const paidTexts = rawPlans
          .filter((plan) => ![true, 1, '1'].includes(plan.free))
          .map((plan) => plan.limits.custom);
        expect(paidTexts.length).toBeGreaterThan(0);
        expect(paidTexts.every((text) => text === 'Priority support')).toBe(true);
      }

      const plans = valueOf(await h.api.listPlans({ accountId: admin })).data;
      expect(idsOf(plans)).toEqual(idsOf(rawPlans));
      for (const plan of plans) {
        const rawLimits = rawPlans.find((one) => Number(one.id) === plan.id)!.limits as Raw;
        for (const quota of ['team', 'splash', 'overlay', 'pixels', 'domain'] as const) {
          expect(plan.limits[quota]).toEqual({ enabled: expect.any(Boolean), count: expect.any(Number) });
          if (rawLimits[quota]?.count === '') expect(plan.limits[quota].count).toBe(0);
        }
        expect(typeof plan.limits.multiple).toBe('boolean');
        expect(plan.limits).not.toHaveProperty('qr');
        // The feature text is kept, to be shown as written; the reference's switch reads as one.
        if (typeof rawLimits.custom === 'string' && rawLimits.custom !== '')
          expect(plan.limits.custom).toBe(rawLimits.custom);
        else expect(typeof plan.limits.custom).toBe('boolean');
      }
      expect(plans.some((plan) => plan.limits.custom === 'Priority support')).toBe(deployed);
    });

    // Channels came with the current revision; links on legacy installations carry none.
    if (current)
      it('reads a link’s channels without the null rows updates without a channel leave', async () => {
        const channel = Number((await raw.pro.post('/api/channel/add', { name: 'Null rows' })).body.id);
        const created = await raw.pro.post('/api/url/add', {
          url: 'https://example.test/null-rows',
          custom: 'null-rows',
          channel,
        });
        const id = Number(created.body.id);
        for (const title of ['First update', 'Second update']) {
          const updated = await raw.pro.put(`/api/url/${id}/update`, { metatitle: title });
          expect(Number(updated.body.error), updated.text).toBe(0);
        }
        const rawItem = (await rawAll(raw.pro, '/api/urls', 'urls')).find((link) => Number(link.id) === id)!;
        expect(rawItem.channel.map((one: unknown) => (one === null ? null : Number(one)))).toEqual(
          deployed ? [null, null, channel] : [channel],
        );

        const listing = valueOf(await h.api.listLinks({ accountId: alex })).data;
        expect(listing.skipped).toBeUndefined();
        expect(listing.items.find((link) => link.id === id)?.channel).toEqual([channel]);
      });

    it('reads a link’s geo and device targets', async () => {
      const created = await raw.pro.post('/api/url/add', {
        url: 'https://example.test/targets',
        custom: 'targets',
        geotarget: [{ location: 'United States', link: 'https://example.test/us' }],
        devicetarget: [{ device: 'iPhone', link: 'https://example.test/iphone' }],
      });
      expect(Number(created.body.error), created.text).toBe(0);
      const details = valueOf(await h.api.getLink({ accountId: alex, id: Number(created.body.id) })).data;
      // Deployed servers key geo targets by the lower-cased country: its case is all that may differ.
      expect(details.link.location).toEqual([
        { location: expect.stringMatching(/^united states$/i), link: 'https://example.test/us' },
      ]);
      expect(details.link.device).toEqual([{ device: 'iPhone', link: 'https://example.test/iphone' }]);
    });

    describe('finding a link by its short URL', () => {
      let branded: { id: number; shorturl: string };
      let own: { id: number; shorturl: string };

      beforeAll(async () => {
        const domain = `https://short-${setUp.profile}-${setUp.revision}.example.test`;
        expect(Number((await raw.pro.post('/api/domain/add', { domain })).body.error)).toBe(0);
        const onDomain = await raw.pro.post('/api/url/add', {
          url: 'https://example.test/on-a-brand',
          custom: 'branded1',
          domain,
        });
        const onOwn = await raw.pro.post('/api/url/add', {
          url: 'https://example.test/on-the-installation',
          custom: 'ownaddr1',
        });
        branded = { id: Number(onDomain.body.id), shorturl: onDomain.body.shorturl };
        own = { id: Number(onOwn.body.id), shorturl: onOwn.body.shorturl };
        expect(branded.shorturl).toBe(`${domain}/branded1`);
        expect(own.shorturl).toBe(`${h.sandbox.url}/ownaddr1`);
      });

      it('answers exactly the link on a branded domain', async () => {
        const found = valueOf(await h.api.listLinks({ accountId: alex, short: branded.shorturl })).data;
        expect(found.items.map((link) => [link.id, link.shorturl])).toEqual([[branded.id, branded.shorturl]]);
      });

      it('answers exactly the link on the installation’s own address, which deployed servers refuse to look up', async () => {
        if (deployed) {
          const refused = await raw.pro.get(`/api/urls?short=${encodeURIComponent(own.shorturl)}`);
          expect(refused.body.message).toMatch(/permission to access this short url/i);
        }
        const found = valueOf(await h.api.listLinks({ accountId: alex, short: own.shorturl })).data;
        expect(found.items.map((link) => [link.id, link.shorturl])).toEqual([[own.id, own.shorturl]]);
      });

      it('answers the link on the domain stored bare, by its short URL with or without a scheme', async () => {
        const bareId = Number(
          (await rawAll(raw.pro, '/api/urls', 'urls')).find((link) => link.alias === 'bare01')!.id,
        );
        for (const short of ['go.example-ads.test/bare01', 'https://go.example-ads.test/bare01']) {
          const found = valueOf(await h.api.listLinks({ accountId: alex, short })).data;
          expect(
            found.items.map((link) => [link.id, link.shorturl]),
            short,
          ).toEqual([[bareId, 'https://go.example-ads.test/bare01']]);
        }
      });
    });
  });

  describe('refusals before sending', () => {
    /** [provider, a tag at the edge of its rule (accepted), one just past it (refused), what the refusal says]. */
    const TAG_EDGES: TagEdge[] = [
      ['adwordspixel', () => newTag(40, { prefix: 'AW-' }), 'AW-'.padEnd(41, '1'), /40/],
      ['adwordspixel', () => newTag(3), 'AW', /3 to 40/],
      ['linkedinpixel', () => newTag(10), '12345678901', /10/],
      ['linkedinpixel', () => newTag(3), 'ab', /3 to 10/],
      ['twitterpixel', () => newTag(15), 'x'.repeat(16), /15/],
      ['adrollpixel', () => newTag(50), 'x'.repeat(51), /50/],
      ['fbpixel', () => newTag(20, { digits: true }), '1'.repeat(21), /20 digits/],
      ['fbpixel', () => newTag(3, { digits: true }), '12a45', /digits/],
      ['quorapixel', () => newTag(30), 'x'.repeat(29), /30/],
      ['gtmpixel', () => newTag(5, { prefix: 'GTM' }), 'GTM1', /5 characters/],
      ['gtmpixel', () => newTag(5, { prefix: 'GTM' }), 'ABCDEFG', /GTM/],
      ['gapixel', () => newTag(5, { prefix: 'G-' }), 'G-12', /5/],
      ['pinterest', () => newTag(5), 'abcd', /5/],
      ['bing', () => newTag(5), 'abcd', /5/],
      ['snapchat', () => newTag(5), 'abcd', /5/],
      ['reddit', () => newTag(5), 'abcd', /5/],
      // TikTok pixels came with the current revision: a legacy installation answers them as unsupported.
      ...(current ? [['tiktok', () => newTag(5), 'abcd', /5/] satisfies TagEdge] : []),
    ];

    it.each(TAG_EDGES.map(([type, accepted, refused, why]) => ({ type, accepted, refused, why })))(
      'refuses a $type tag just past the rule ("$refused") and accepts one at its edge',
      async ({ type, accepted, refused, why }) => {
        const before = await rawAll(raw.pro, '/api/pixels', 'pixels');
        const error = await refusedBeforeSending(() =>
          h.api.addPixel({ accountId: alex, type, name: 'Edge', tag: refused }),
        );
        expect(error).toMatchObject({ code: 'validation', field: 'tag' });
        expect(error.message).toMatch(why);
        expect(await rawAll(raw.pro, '/api/pixels', 'pixels')).toEqual(before);

        const tag = accepted();
        const { id } = valueOf(await h.api.addPixel({ accountId: alex, type, name: 'Edge', tag }));
        const stored = (await rawAll(raw.pro, '/api/pixels', 'pixels')).find(
          (pixel) => Number(pixel.id) === id,
        );
        expect(stored).toMatchObject({ type, tag });
      },
    );

    it('refuses a tag of 2 characters for every provider, saying how long it must be', async () => {
      for (const type of PIXEL_TYPES) {
        const error = await refusedBeforeSending(() =>
          h.api.addPixel({ accountId: alex, type, name: 'Short', tag: type === 'fbpixel' ? '12' : 'ab' }),
        );
        expect(error, type).toMatchObject({ code: 'validation', field: 'tag' });
        expect(error.message, type).toMatch(/\b(3|5|30)\b/);
      }
    });

    it('refuses a + in a text-message code’s number, and takes it in a phone code', async () => {
      const before = await rawAll(raw.pro, '/api/qr', 'qrs');
      const error = await refusedBeforeSending(() =>
        h.api.addQrCode({ accountId: alex, type: 'sms', data: { phone: '+4915112345678', message: 'x' } }),
      );
      expect(error).toMatchObject({ code: 'validation', field: 'data.phone' });
      expect(error.message).toMatch(/digits only/);
      expect(error.message).toContain('+');
      expect(await rawAll(raw.pro, '/api/qr', 'qrs')).toEqual(before);

      valueOf(
        await h.api.addQrCode({
          accountId: alex,
          type: 'sms',
          data: { phone: '4915112345678', message: 'x' },
        }),
      );
      valueOf(await h.api.addQrCode({ accountId: alex, type: 'phone', data: '+4915112345678' }));
    });

    it('refuses a logo address ending in .jpeg, and takes .jpg', async () => {
      const before = await rawAll(raw.pro, '/api/qr', 'qrs');
      const error = await refusedBeforeSending(() =>
        h.api.addQrCode({
          accountId: alex,
          type: 'text',
          data: 'with a logo',
          logo: 'https://example.test/logo.jpeg',
        }),
      );
      expect(error).toMatchObject({ code: 'validation', field: 'logo' });
      expect(error.message).toMatch(/\.jpg/);
      expect(await rawAll(raw.pro, '/api/qr', 'qrs')).toEqual(before);

      const { id } = valueOf(
        await h.api.addQrCode({
          accountId: alex,
          type: 'text',
          data: 'with a logo',
          logo: 'https://example.test/logo.jpg',
        }),
      );
      const update = await refusedBeforeSending(() =>
        h.api.updateQrCode({
          accountId: alex,
          id,
          type: 'text',
          data: 'with a logo',
          logo: 'https://example.test/other.JPEG',
        }),
      );
      expect(update).toMatchObject({ code: 'validation', field: 'logo' });
    });

    // Campaigns and channels came with the current revision; the legacy one answers them as unsupported.
    if (current)
      it('refuses a campaign or channel renamed to 2 characters, and takes 3', async () => {
        const campaign = Number((await raw.pro.post('/api/campaign/add', { name: 'Rename me' })).body.id);
        const channel = Number((await raw.pro.post('/api/channel/add', { name: 'Rename me' })).body.id);
        const names = async () => ({
          campaign: (await rawAll(raw.pro, '/api/campaigns', 'campaigns')).find(
            (one) => Number(one.id) === campaign,
          )?.name,
          channel: (await rawAll(raw.pro, '/api/channels', 'channels')).find(
            (one) => Number(one.id) === channel,
          )?.name,
        });

        const campaignError = await refusedBeforeSending(() =>
          h.api.updateCampaign({ accountId: alex, id: campaign, name: 'ab' }),
        );
        expect(campaignError).toMatchObject({ code: 'validation', field: 'name' });
        expect(campaignError.message).toMatch(/at least 3/);
        const channelError = await refusedBeforeSending(() =>
          h.api.updateChannel({ accountId: alex, id: channel, name: 'ab' }),
        );
        expect(channelError).toMatchObject({ code: 'validation', field: 'name' });
        expect(channelError.message).toMatch(/at least 3/);
        expect(await names()).toEqual({ campaign: 'Rename me', channel: 'Rename me' });

        valueOf(await h.api.updateCampaign({ accountId: alex, id: campaign, name: 'abc' }));
        valueOf(await h.api.updateChannel({ accountId: alex, id: channel, name: 'abc' }));
        // Deployed servers capitalise a campaign's new name.
        expect(await names()).toEqual({ campaign: deployed ? 'Abc' : 'abc', channel: 'abc' });
      });

    it('refuses a plan subscription without a type, even with an expiry', async () => {
      const sam = h.sandbox.accounts.find((account) => account.username === 'sam')!.id;
      const before = (await raw.admin.get(`/api/user/${sam}`)).body.data as Raw;
      const plans = valueOf(await h.api.listPlans({ accountId: admin })).data;
      const paid = plans.find((plan) => !plan.free)!;
      const error = await refusedBeforeSending(() =>
        h.api.subscribeUser({
          accountId: admin,
          planId: paid.id,
          userId: sam,
          expiration: '2099-01-01 00:00:00',
        }),
      );
      expect(error).toMatchObject({ code: 'validation', field: 'type' });
      expect(error.message).toMatch(/monthly, yearly or lifetime/);
      expect((await raw.admin.get(`/api/user/${sam}`)).body.data).toEqual(before);
    });

    it('says a domain or pixel deleted elsewhere is gone, where deployed servers answer an empty body', async () => {
      const domain = Number(
        (
          await raw.pro.post('/api/domain/add', {
            domain: `https://deleted-${setUp.profile}-${setUp.revision}.example.test`,
          })
        ).body.id,
      );
      const tag = newTag(12, { digits: true });
      const pixel = Number(
        (await raw.pro.post('/api/pixel/add', { type: 'fbpixel', name: 'Gone', tag })).body.id,
      );
      expect(Number((await raw.pro.delete(`/api/domain/${domain}/delete`)).body.error)).toBe(0);
      expect(Number((await raw.pro.delete(`/api/pixel/${pixel}/delete`)).body.error)).toBe(0);
      if (deployed) {
        // What the installation says of it: nothing at all.
        const answer = await raw.pro.put(`/api/domain/${domain}/update`, {
          redirectroot: 'https://example.test/a',
        });
        expect([answer.status, answer.text]).toEqual([200, '']);
      }

      expect(
        failureOf(
          await h.api.updateDomain({ accountId: alex, id: domain, redirectroot: 'https://example.test/a' }),
        ),
      ).toEqual({
        code: 'not_found',
        message: 'This domain no longer exists on the installation: it was deleted elsewhere.',
      });
      expect(
        failureOf(
          await h.api.updatePixel({ accountId: alex, id: pixel, type: 'fbpixel', name: 'Back', tag }),
        ),
      ).toEqual({
        code: 'not_found',
        message: 'This pixel no longer exists on the installation: it was deleted elsewhere.',
      });
    });

    it('refuses emptying a domain’s redirect, and takes another address', async () => {
      const added = await raw.pro.post('/api/domain/add', {
        domain: `https://redirects-${setUp.profile}-${setUp.revision}.example.test`,
        redirectroot: 'https://example.test/home',
      });
      const id = Number(added.body.id);
      const redirectOf = async () =>
        (await rawAll(raw.pro, '/api/domains', 'domains')).find((one) => Number(one.id) === id)?.redirectroot;

      const error = await refusedBeforeSending(() =>
        h.api.updateDomain({ accountId: alex, id, redirectroot: '' }),
      );
      expect(error).toMatchObject({ code: 'validation', field: 'redirectroot' });
      expect(error.message).toMatch(/cannot be removed/);
      expect(await redirectOf()).toBe('https://example.test/home');

      valueOf(await h.api.updateDomain({ accountId: alex, id, redirectroot: 'https://example.test/other' }));
      expect(await redirectOf()).toBe('https://example.test/other');
    });

    it('updates a code made without colours, sending no colour, and refuses a colour before sending', async () => {
      const created = await raw.pro.post('/api/qr/add', { type: 'text', data: 'old text' });
      expect(Number(created.body.error), created.text).toBe(0);
      const id = Number(created.body.id);
      const link = String(created.body.link);
      if (deployed) {
        // What main saves the person from: deployed servers throw on any colour for such a code.
        const black = { foreground: 'rgb(0,0,0)', background: 'rgb(255,255,255)' };
        expect((await raw.pro.put(`/api/qr/${id}/update`, { data: 'old text', ...black })).status).toBe(500);
      }

      const error = await refusedBeforeSending(() =>
        h.api.updateQrCode({
          accountId: alex,
          id,
          type: 'text',
          data: 'new text',
          foreground: 'rgb(90,0,40)',
        }),
      );
      expect(error.code).toBe('validation');
      expect(error.message).toMatch(/colours[\s\S]*nothing was sent/);

      const before = sent.length;
      valueOf(await h.api.updateQrCode({ accountId: alex, id, type: 'text', data: 'new text' }));
      const update = sent.slice(before).find((request) => request.method === 'PUT')!;
      expect(update.url).toMatch(new RegExp(`/api/qr/${id}/update$`));
      expect(JSON.parse(update.body!)).toEqual({ data: 'new text' });
      // What was asked changed on the installation: its image now holds the new text.
      expect(await decodedImage(link)).toBe('new text');
      // Made elsewhere (straight through the API): kept here as a code whose colours are not known, so that its
      // next edit sends none either and still says why.
      const kept = valueOf(await h.api.getQrDesign({ accountId: alex, id }));
      expect(kept).toMatchObject({ data: 'new text', coloursKnown: false });
      expect(kept).not.toHaveProperty('withoutColours');
      const again = await refusedBeforeSending(() =>
        h.api.updateQrCode({ accountId: alex, id, type: 'text', data: 'newer', background: 'rgb(1,2,3)' }),
      );
      expect(again.message).toMatch(/cannot tell whether this QR code, made elsewhere, has colours/);
    });

    it('updates a code made here with colours, sending both, or none when they are not asked to change', async () => {
      const { id } = valueOf(
        await h.api.addQrCode({
          accountId: alex,
          type: 'text',
          data: 'tinted',
          foreground: 'rgb(20,40,60)',
          background: 'rgb(250,250,210)',
        }),
      );
      const updates = () =>
        sent.filter((request) => request.method === 'PUT' && request.url.endsWith(`/api/qr/${id}/update`));
      valueOf(
        await h.api.updateQrCode({
          accountId: alex,
          id,
          type: 'text',
          data: 'tinted 2',
          foreground: 'rgb(90,0,40)',
        }),
      );
      valueOf(await h.api.updateQrCode({ accountId: alex, id, type: 'text', data: 'tinted 3' }));
      expect(updates().map((request) => JSON.parse(request.body!))).toEqual([
        { data: 'tinted 2', foreground: 'rgb(90,0,40)', background: 'rgb(250,250,210)' },
        { data: 'tinted 3' },
      ]);
      expect(valueOf(await h.api.getQrDesign({ accountId: alex, id }))).toMatchObject({
        data: 'tinted 3',
        foreground: 'rgb(90,0,40)',
        background: 'rgb(250,250,210)',
      });
      expect(valueOf(await h.api.getQrDesign({ accountId: alex, id }))).not.toHaveProperty('withoutColours');
    });
  });
});
