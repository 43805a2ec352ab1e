import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, updateProfile } from '../../src/main/api/account.ts';
import { probeKeyReach } from '../../src/main/api/key-reach.ts';
import { directCall, type Call } from '../../src/main/api/call.ts';
import {
  campaignsCollection,
  channelItemsCollection,
  channelsCollection,
  domainsCollection,
  linksCollection,
  overlaysCollection,
  pixelsCollection,
  qrCollection,
  splashCollection,
} from '../../src/main/api/endpoints/collections.ts';
import { addDomain, deleteDomain, updateDomain } from '../../src/main/api/endpoints/domains.ts';
import {
  addCampaign,
  assignLinkToCampaign,
  deleteCampaign,
  updateCampaign,
} from '../../src/main/api/endpoints/campaigns.ts';
import {
  addChannel,
  assignToChannel,
  deleteChannel,
  updateChannel,
} from '../../src/main/api/endpoints/channels.ts';
import { addLink, deleteLink, getLink, updateLink } from '../../src/main/api/endpoints/links.ts';
import { addPixel, deletePixel, updatePixel } from '../../src/main/api/endpoints/pixels.ts';
import { listPlans, subscribeUser } from '../../src/main/api/endpoints/plans.ts';
import {
  addQrCode,
  deleteQrCode,
  getQrCode,
  updateQrCode,
  type QrUpdate,
} from '../../src/main/api/endpoints/qr.ts';
import {
  addUser,
  deleteUser,
  getUser,
  getUserWithRole,
  listUsers,
  listUsersWithRoles,
} from '../../src/main/api/endpoints/users.ts';
import { fetchAll, listPage } from '../../src/main/api/paging.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import { DEMO_OVERLAYS, DEMO_SPLASH_PAGES } from '../../src/sandbox/seed/demo-catalog.ts';
import type { Revision } from '../../src/shared/api/constants.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { failure } from '../support/failure.ts';
import { ZERO_STATISTICS } from '../support/zero-statistics.ts';

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A call that notes what it sends, to check what reached the wire. */
function recording(call: Call): { call: Call; sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    call: (method, path, body) => {
      sent.push({ method, path, body });
      return call(method, path, body);
    },
  };
}

describe.each(['current', 'legacy'] as const)(
  'endpoint functions against a sandbox (%s revision)',
  (revision) => {
    const current = revision === 'current';
    let sandbox: RunningSandbox;
    let pro: Call;
    let admin: Call;
    let free: Call;

    beforeAll(async () => {
      sandbox = await startSandbox({ memory: true, rateLimit: 0, revision: revision as Revision });
      const callFor = (status: string) =>
        directCall({
          baseUrl: sandbox.url,
          apiKey: sandbox.accounts.find((account) => account.status === status)!.apiKey,
          fetch: globalThis.fetch,
        });
      pro = callFor('pro');
      admin = callFor('admin');
      free = callFor('free');
    });
    afterAll(() => sandbox?.close());

    describe('account', () => {
      it('reads the profile, updates it and tells the revision', async () => {
        const profile = await getProfile(pro);
        expect(profile).toEqual({
          id: expect.any(Number),
          username: 'alex',
          email: 'alex@sandbox.linkdesk.test',
          avatar: `${sandbox.url}/avatar/${profile.id}.svg`,
          status: 'pro',
          expires: expect.stringMatching(DATETIME),
          registered: expect.stringMatching(DATETIME),
        });
        expect(await updateProfile(free, { email: 'sam@changed.linkdesk.test' })).toMatch(/updated/);
        expect((await getProfile(free)).email).toBe('sam@changed.linkdesk.test');
        const reach = await probeKeyReach(pro);
        expect(reach).toEqual({ revision, isAdmin: false, unreachable: {} });
        expect((await probeKeyReach(admin)).isAdmin).toBe(true);
      });
    });

    describe('domains', () => {
      it('adds, lists, updates and deletes a domain', async () => {
        const { id } = await addDomain(pro, {
          domain: `https://go.${revision}-endpoints.test`,
          redirectroot: 'https://www.endpoints.test/',
          redirect404: undefined,
        });
        expect(id).toBeGreaterThan(0);
        const listed = await fetchAll(pro, domainsCollection);
        expect(listed.items).toContainEqual({
          id,
          domain: `https://go.${revision}-endpoints.test`,
          redirectroot: 'https://www.endpoints.test/',
          redirect404: '',
        });
        expect(listed.total).toBe(listed.items.length);

        expect(
          (await updateDomain(pro, id, { redirect404: 'https://www.endpoints.test/404' })).message,
        ).toMatch(/updated/);
        const page = await listPage(pro, domainsCollection, { page: 1, limit: 100 });
        expect(page.items.find((domain) => domain.id === id)?.redirect404).toBe(
          'https://www.endpoints.test/404',
        );

        expect((await deleteDomain(pro, id)).message).toMatch(/deleted/);
        expect((await fetchAll(pro, domainsCollection)).items.map((domain) => domain.id)).not.toContain(id);
      });

      it('passes the installation’s refusals on as typed errors', async () => {
        const invalid = await failure(addDomain(pro, { domain: 'not a domain' } as never));
        expect([invalid.code, invalid.field]).toEqual(['validation', 'domain']);
        expect((await failure(deleteDomain(pro, 999_999))).code).toBe('not_found');
        expect((await failure(updateDomain(pro, 0, {}))).code).toBe('validation');
      });
    });

    describe('overlays and splash pages', () => {
      it('lists the seeded overlays and splash pages', async () => {
        const overlays = await fetchAll(pro, overlaysCollection);
        expect(overlays.items.map((overlay) => overlay.name).sort()).toEqual(
          DEMO_OVERLAYS.map((overlay) => overlay.name).sort(),
        );
        for (const overlay of overlays.items) {
          expect(overlay).toEqual({
            id: expect.any(Number),
            type: expect.stringMatching(/^(message|contact)$/),
            name: expect.any(String),
            date: expect.stringMatching(DATETIME),
          });
        }
        const pages = await fetchAll(pro, splashCollection);
        expect(pages.items.map((page) => page.name).sort()).toEqual(
          DEMO_SPLASH_PAGES.map((page) => page.name).sort(),
        );
        expect((await fetchAll(free, splashCollection)).items).toEqual([]);
      });
    });

    describe('pixels', () => {
      it('adds, updates, lists and deletes a pixel', async () => {
        const { id } = await addPixel(pro, { type: 'gtmpixel', name: 'Endpoint tags', tag: 'GTM-END0001' });
        const rec = recording(pro);
        expect((await updatePixel(rec.call, id, { tag: 'GTM-END0002' })).message).toMatch(/updated/);
        expect(rec.sent[0]).toEqual({
          method: 'PUT',
          path: `api/pixel/${id}/update`,
          body: { tag: 'GTM-END0002' },
        });
        await updatePixel(pro, id, { name: 'Renamed tags', tag: 'GTM-END0002' });
        const listed = (await fetchAll(pro, pixelsCollection)).items.find((pixel) => pixel.id === id);
        expect(listed).toEqual({
          id,
          type: 'gtmpixel',
          name: 'Renamed tags',
          tag: 'GTM-END0002',
          date: expect.stringMatching(DATETIME),
        });
        expect((await deletePixel(pro, id)).message).toMatch(/deleted/);
        expect((await failure(deletePixel(pro, id))).code).toBe('not_found');
      });

      it('gets the revision’s verdict on TikTok pixels', async () => {
        const tiktok = addPixel(pro, { type: 'tiktok', name: 'TikTok', tag: 'C1234567890' });
        if (current) expect((await tiktok).id).toBeGreaterThan(0);
        else expect((await failure(tiktok)).field).toBe('type');
      });
    });

    describe('QR codes', () => {
      it('adds a code, reads its details, updates and deletes it', async () => {
        const rec = recording(pro);
        const created = await addQrCode(
          rec.call,
          { type: 'link', data: 'https://example.com/menu', name: 'Menu' },
          revision,
        );
        expect(created).toEqual({
          id: expect.any(Number),
          link: expect.stringMatching(/\/qr\/[A-Za-z0-9]{6}$/),
        });
        // Legacy installations predate names: the field is not sent to them.
        expect(rec.sent[0]!.body).toEqual(
          current
            ? { type: 'link', data: 'https://example.com/menu', name: 'Menu' }
            : { type: 'link', data: 'https://example.com/menu' },
        );

        const details = await getQrCode(pro, created.id);
        expect(details).toEqual({
          qr: {
            id: created.id,
            link: created.link,
            scans: 0,
            name: current ? 'Menu' : '',
            date: expect.stringMatching(DATETIME),
          },
          statistics: ZERO_STATISTICS,
        });
        const listed = await fetchAll(pro, qrCollection);
        expect(listed.items).toContainEqual(details.qr);

        // One colour given takes the other's default along; no colour sends neither.
        const updates: [QrUpdate, unknown][] = [
          [
            { data: 'https://example.com/menu-2', foreground: 'rgb(10,20,30)' },
            {
              data: 'https://example.com/menu-2',
              background: 'rgb(255,255,255)',
              foreground: 'rgb(10,20,30)',
            },
          ],
          [
            { data: 'https://example.com/menu-3', background: 'rgb(1,2,3)' },
            { data: 'https://example.com/menu-3', background: 'rgb(1,2,3)', foreground: 'rgb(0,0,0)' },
          ],
          [{ data: 'https://example.com/menu-4' }, { data: 'https://example.com/menu-4' }],
        ];
        const update = recording(pro);
        for (const [changes, sent] of updates) {
          expect((await updateQrCode(update.call, created.id, changes)).message).toMatch(/updated/);
          expect(update.sent.at(-1)!.body).toEqual(sent);
        }

        expect((await deleteQrCode(pro, created.id)).message).toMatch(/deleted/);
        expect((await failure(getQrCode(pro, created.id))).code).toBe('not_found');
      });

      it('refuses data the code type does not take', async () => {
        const error = await failure(addQrCode(pro, { type: 'phone', data: 'call me' }, revision));
        expect([error.code, error.field]).toEqual(['validation', 'data']);
      });
    });

    describe('links', () => {
      it('adds, reads, updates, lists and deletes a link', async () => {
        const created = await addLink(pro, {
          url: 'https://example.com/endpoints',
          custom: `ep-${revision}`,
        });
        expect(created).toEqual({ id: expect.any(Number), shorturl: `${sandbox.url}/ep-${revision}` });
        const details = await getLink(pro, created.id);
        expect(details).toEqual({
          link: {
            id: created.id,
            alias: `ep-${revision}`,
            shorturl: created.shorturl,
            longurl: 'https://example.com/endpoints',
            title: expect.any(String),
            description: '',
            location: [],
            device: [],
            expiry: null,
            date: expect.stringMatching(DATETIME),
          },
          statistics: ZERO_STATISTICS,
        });

        const updated = await updateLink(pro, created.id, {
          url: 'https://example.com/endpoints-2',
          geotarget: [{ location: 'Germany', link: 'https://example.de/endpoints' }],
        });
        expect(updated).toEqual(created);
        expect((await getLink(pro, created.id)).link).toMatchObject({
          longurl: 'https://example.com/endpoints-2',
          location: [{ location: 'Germany', link: 'https://example.de/endpoints' }],
        });

        const newest = await listPage(pro, linksCollection({ order: 'date' }), { page: 1, limit: 5 });
        expect(newest.items[0]).toEqual({
          id: created.id,
          alias: `ep-${revision}`,
          shorturl: created.shorturl,
          longurl: 'https://example.com/endpoints-2',
          title: expect.any(String),
          description: '',
          clicks: 0,
          uniqueclicks: 0,
          date: expect.stringMatching(DATETIME),
          domain: null,
          campaign: null,
          channel: [],
        });
        const byClicks = await fetchAll(pro, linksCollection({ order: 'click' }));
        const clicks = byClicks.items.map((link) => link.clicks);
        expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
        expect(clicks[0]).toBeGreaterThan(0);

        const found = await fetchAll(pro, linksCollection({ short: created.shorturl, q: '  ' }));
        // Only current installations search; legacy ones list everything.
        if (current) expect(found.items.map((link) => link.id)).toEqual([created.id]);
        else expect(found.total).toBe(byClicks.total);

        expect((await deleteLink(pro, created.id)).message).toMatch(/deleted/);
        expect((await failure(getLink(pro, created.id))).code).toBe('not_found');
      });
    });

    describe('campaigns', () => {
      if (current) {
        it('adds, updates, assigns and deletes a campaign', async () => {
          const campaign = await addCampaign(pro, {
            name: 'Endpoint drive',
            slug: 'endpoint-drive',
            public: false,
          });
          expect(campaign).toEqual({
            id: expect.any(Number),
            name: 'Endpoint drive',
            public: false,
            rotator: `${sandbox.url}/r/endpoint-drive`,
            list: `${sandbox.url}/u/alex/endpoint-drive-${campaign.id}`,
            views: null,
          });
          const noSlug = await addCampaign(pro, { name: 'No rotator' });
          expect([noSlug.rotator, noSlug.public]).toEqual([null, true]);

          const rec = recording(pro);
          const renamed = await updateCampaign(
            rec.call,
            campaign.id,
            { name: 'Endpoint drive 2', slug: 'endpoint-drive', public: true },
            'endpoint-drive',
          );
          expect(rec.sent[0]!.body).toEqual({ name: 'Endpoint drive 2', public: true });
          expect(renamed).toMatchObject({ id: campaign.id, name: 'Endpoint drive 2', public: true });
          const moved = await updateCampaign(
            rec.call,
            campaign.id,
            { name: 'Endpoint drive 2', slug: 'drive-two' },
            'endpoint-drive',
          );
          expect(rec.sent[1]!.body).toEqual({ name: 'Endpoint drive 2', slug: 'drive-two' });
          expect(moved.rotator).toBe(`${sandbox.url}/r/drive-two`);

          const listed = await fetchAll(pro, campaignsCollection);
          expect(listed.items).toContainEqual({ ...moved, views: null });

          const link = await addLink(pro, { url: 'https://example.com/campaigned' });
          expect((await assignLinkToCampaign(pro, campaign.id, link.id)).message).toMatch(/added/);
          const page = await listPage(pro, linksCollection({ order: 'date' }), { page: 1, limit: 1 });
          expect(page.items[0]).toMatchObject({ id: link.id, campaign: campaign.id });
          expect((await failure(assignLinkToCampaign(pro, campaign.id, link.id))).code).toBe('conflict');

          expect((await deleteCampaign(pro, campaign.id)).message).toMatch(/deleted/);
          expect((await failure(deleteCampaign(pro, campaign.id))).code).toBe('not_found');
        });
      } else {
        it('are missing from legacy installations', async () => {
          expect((await failure(listPage(pro, campaignsCollection, { page: 1, limit: 10 }))).code).toBe(
            'not_found',
          );
          expect((await failure(addCampaign(pro, { name: 'Nope' }))).code).toBe('not_found');
        });
      }
    });

    describe('channels', () => {
      if (current) {
        it('adds, updates, fills, lists and deletes a channel', async () => {
          const channel = await addChannel(pro, { name: 'Endpoint picks', color: '#336699' });
          expect(channel).toEqual({
            id: expect.any(Number),
            name: 'Endpoint picks',
            description: '',
            color: '#336699',
            starred: false,
          });
          expect((await updateChannel(pro, channel.id, { starred: true })).message).toMatch(/updated/);
          expect((await fetchAll(pro, channelsCollection)).items).toContainEqual({
            ...channel,
            starred: true,
          });

          const link = await addLink(pro, { url: 'https://example.com/channelled' });
          const qr = await addQrCode(pro, { type: 'text', data: 'Channelled' }, revision);
          expect((await assignToChannel(pro, channel.id, 'links', link.id)).message).toMatch(/added/);
          await assignToChannel(pro, channel.id, 'qr', qr.id);
          expect((await failure(assignToChannel(pro, channel.id, 'links', link.id))).code).toBe('conflict');
          expect((await failure(assignToChannel(pro, channel.id, 'page' as never, link.id))).field).toBe(
            'type',
          );

          const items = await fetchAll(pro, channelItemsCollection(channel.id));
          expect(items.items).toEqual([
            {
              type: 'qr',
              id: qr.id,
              title: expect.any(String),
              preview: qr.link,
              link: qr.link,
              date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            },
            {
              type: 'links',
              id: link.id,
              title: expect.any(String),
              preview: 'https://example.com/channelled',
              link: link.shorturl,
              date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            },
          ]);

          expect((await deleteChannel(pro, channel.id)).message).toMatch(/deleted/);
          expect((await failure(fetchAll(pro, channelItemsCollection(channel.id)))).code).toBe('not_found');
        });
      } else {
        it('are missing from legacy installations', async () => {
          expect((await failure(fetchAll(pro, channelsCollection))).code).toBe('not_found');
        });
      }
    });

    describe('plans and users', () => {
      it('lists plans with their limits as booleans and numbers', async () => {
        const plans = await listPlans(admin);
        expect(plans.map((plan) => [plan.name, plan.free, plan.prices])).toEqual([
          ['Starter', true, null],
          ['Pro', false, { monthly: 9, yearly: 90, lifetime: 290 }],
          ['Business', false, { monthly: 29, yearly: 290, lifetime: 990 }],
        ]);
        expect(plans[1]!.limits).toMatchObject({
          links: 5000,
          custom: true,
          team: { enabled: true, count: 3 },
          overlay: { enabled: true, count: 10 },
          api: true,
        });
        expect(plans[0]!.limits.domain).toEqual({ enabled: false, count: 0 });
        expect((await failure(listPlans(pro))).message).toMatch(/admin/);
      });

      it('lists, adds, subscribes, reads and deletes users, never showing their keys', async () => {
        const users = await listUsers(admin);
        expect(users.map((user) => user.username).sort()).toEqual(['admin', 'alex', 'sam']);
        const keys = sandbox.accounts.map((account) => account.apiKey);
        for (const key of keys) expect(JSON.stringify(users)).not.toContain(key);
        expect((await listUsers(admin, { filter: 'pro' })).map((user) => user.username)).toEqual(['alex']);
        expect(
          (await listUsers(admin, { email: ' admin@sandbox.linkdesk.test ' })).map((user) => user.username),
        ).toEqual(['admin']);

        const { id } = await addUser(admin, {
          username: `new_${revision}`,
          email: `new.${revision}@example.com`,
          password: 'secret1',
        });
        const created = await getUser(admin, id);
        expect(created).toEqual({
          id,
          username: `new_${revision}`,
          email: `new.${revision}@example.com`,
          avatar: expect.stringContaining(sandbox.url),
          status: 'free',
          expires: null,
          registered: expect.stringMatching(DATETIME),
          planId: null,
          isAdmin: null,
        });
        const withRoles = await listUsersWithRoles(admin);
        expect(withRoles.filter((user) => user.isAdmin).map((user) => user.username)).toEqual(['admin']);
        expect((await getUserWithRole(admin, id)).isAdmin).toBe(false);

        const pro = (await listPlans(admin)).find((plan) => plan.name === 'Pro')!;
        expect((await subscribeUser(admin, pro.id, id, { type: 'monthly' })).message).toMatch(/subscribed/);
        expect(await getUser(admin, id)).toMatchObject({
          planId: pro.id,
          status: 'pro',
          expires: expect.stringMatching(DATETIME),
        });

        const short = await failure(
          addUser(admin, { username: 'shorty', email: 'shorty@example.com', password: 'abc' }),
        );
        expect([short.code, short.field]).toEqual(['validation', 'password']);

        expect((await deleteUser(admin, id)).message).toMatch(/deleted/);
        expect((await failure(getUser(admin, id))).code).toBe('not_found');
      });
    });

    describe('whole collections', () => {
      it('stitch small pages in order, with progress after each page', async () => {
        const everything = await listPage(pro, linksCollection({ order: 'date' }), { page: 1, limit: 1000 });
        expect(everything.total).toBeGreaterThan(20);
        const rec = recording(pro);
        const progress: [number, number][] = [];
        const all = await fetchAll(rec.call, linksCollection({ order: 'date' }), {
          pageSize: 7,
          onProgress: (loaded, total) => progress.push([loaded, total]),
        });
        const pages = Math.ceil(everything.total / 7);
        expect(all).toEqual({
          items: everything.items,
          total: everything.total,
          page: pages,
          maxPage: pages,
          perPage: 7,
        });
        expect(rec.sent.length).toBe(pages);
        expect(rec.sent[0]!.path).toBe('api/urls?order=date&limit=7&page=1');
        expect(progress.length).toBe(pages);
        expect(progress.map(([loaded]) => loaded)).toEqual(
          [...progress.map(([loaded]) => loaded)].sort((a, b) => a - b),
        );
        expect(progress[0]).toEqual([7, everything.total]);
        expect(progress.at(-1)).toEqual([everything.total, everything.total]);
      });

      it('ask for a large page by default and make one request for a small collection', async () => {
        const rec = recording(pro);
        const all = await fetchAll(rec.call, pixelsCollection);
        expect(rec.sent.map((sent) => sent.path)).toEqual(['api/pixels?limit=1000&page=1']);
        expect(all.items.length).toBe(all.total);
      });

      it('answer an empty collection with one request', async () => {
        const rec = recording(free);
        const all = await fetchAll(rec.call, domainsCollection, { pageSize: 5 });
        expect(all).toEqual({ items: [], total: 0, page: 1, maxPage: 0, perPage: 5 });
        expect(rec.sent.length).toBe(1);
      });
    });
  },
);

/** A fake installation holding `count` items with ids 1..count, paging as told. */
function fakeCollection(options: {
  count: number;
  /** The most items a page holds, whatever the request asks. */
  cap?: number;
  /** Items that appear again at the top of each later page, as when items are added while paging. */
  shift?: number;
  /** Fails the request for this page. */
  failPage?: number;
}) {
  const requested: { page: number; limit: number }[] = [];
  const call: Call = async (_method, path) => {
    const query = new URLSearchParams(path.split('?')[1]);
    const limit = Math.min(Number(query.get('limit')), options.cap ?? Infinity);
    const page = Number(query.get('page'));
    requested.push({ page, limit: Number(query.get('limit')) });
    if (page === options.failPage) throw new AppError('cancelled', 'The request was cancelled.');
    const start = Math.max(0, (page - 1) * limit - (page > 1 ? (options.shift ?? 0) : 0));
    const ids = Array.from({ length: options.count }, (_, index) => index + 1).slice(start, start + limit);
    const maxpage = Math.ceil(options.count / limit);
    return {
      status: 200,
      headers: new Headers(),
      body: {
        error: '0',
        data: {
          result: String(options.count),
          perpage: String(limit),
          currentpage: String(page),
          // Deployed servers may offer a next page past the end; only maxpage counts.
          nextpage: page + 1,
          maxpage: maxpage + 0.0,
          pixels: ids.map((id) => ({
            id: String(id),
            type: 'bing',
            name: `P${id}`,
            tag: `tag-${id}`,
            date: '2025-01-01 00:00:00',
          })),
        },
      },
    };
  };
  return { call, requested };
}

describe('fetching a whole collection from a fake installation', () => {
  it('drops items that shifted onto the next page, keeping the first sighting', async () => {
    const fake = fakeCollection({ count: 20, shift: 2 });
    const progress: number[] = [];
    const all = await fetchAll(fake.call, pixelsCollection, {
      pageSize: 5,
      onProgress: (loaded) => progress.push(loaded),
    });
    const ids = all.items.map((pixel) => pixel.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(fake.requested.map((request) => request.page)).toEqual([1, 2, 3, 4]);
    expect(Math.max(...progress)).toBe(ids.length);
  });

  it('follows the page size the installation caps the request at', async () => {
    const fake = fakeCollection({ count: 23, cap: 4 });
    const all = await fetchAll(fake.call, pixelsCollection, { pageSize: 50 });
    expect(all.items.map((pixel) => pixel.id)).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
    expect([all.perPage, all.maxPage, all.total]).toEqual([4, 6, 23]);
    expect(fake.requested).toEqual(
      [{ page: 1, limit: 50 }, ...[2, 3, 4, 5, 6].map((page) => ({ page, limit: 4 }))].sort(
        (a, b) => a.page - b.page,
      ),
    );
  });

  it('stops at maxpage although the installation offers a next page', async () => {
    const fake = fakeCollection({ count: 10 });
    const all = await fetchAll(fake.call, pixelsCollection, { pageSize: 5 });
    expect(all.items.length).toBe(10);
    expect(fake.requested.map((request) => request.page)).toEqual([1, 2]);
  });

  it('fails as a whole when a page fails, and asks for no further pages', async () => {
    const fake = fakeCollection({ count: 100, failPage: 3 });
    const error = await failure(fetchAll(fake.call, pixelsCollection, { pageSize: 5 }));
    expect(error.code).toBe('cancelled');
    expect(fake.requested.length).toBeLessThan(20);
  });

  it('asks no more pages than the installation’s own total needs, whatever maxpage it claims', async () => {
    const fake = fakeCollection({ count: 12 });
    const boastful: Call = async (method, path, body) => {
      const answer = await fake.call(method, path, body);
      (answer.body.data as { maxpage: number }).maxpage = 1_000_000;
      return answer;
    };
    const all = await fetchAll(boastful, pixelsCollection, { pageSize: 5 });
    expect(all.items).toHaveLength(12);
    expect(fake.requested.map((request) => request.page).sort()).toEqual([1, 2, 3]);
  });

  it('leaves out an item of a later page that cannot be read, and counts it', async () => {
    const fake = fakeCollection({ count: 12 });
    const broken: Call = async (method, path, body) => {
      const answer = await fake.call(method, path, body);
      if (path.endsWith('page=3')) (answer.body.data as { pixels: { id: unknown }[] }).pixels[1]!.id = 'x';
      return answer;
    };
    const all = await fetchAll(broken, pixelsCollection, { pageSize: 5 });
    expect(all.items).toHaveLength(11);
    expect(all.skipped).toEqual({
      count: 1,
      reason:
        'The installation\'s answer to the pixel list could not be read: an item\'s id is not a whole number (it is "x").',
    });
  });
});
