import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_SET_UPS,
  failureOf,
  startClientHarness,
  valueOf,
  type ClientHarness,
} from '../support/client-harness.ts';

/**
 * Every operation of the API through the real main-process handlers, in the three set-ups a user meets: a
 * reference installation of the current and of the legacy revision, and one that answers the deployed way.
 * The same expectations hold for all three: that is what the normalisation layer is for.
 */
describe.each(CLIENT_SET_UPS)('the client against a $profile/$revision installation', (setUp) => {
  let h: ClientHarness;
  let alex: string;
  let admin: string;
  const current = setUp.revision === 'current';
  const deployed = setUp.profile === 'deployed';

  beforeAll(async () => {
    h = await startClientHarness(setUp);
    ({ alex, admin } = h.accounts);
  });
  afterAll(() => h.close());

  describe('account', () => {
    it('reads the profile fresh, with integer id and lower-case status', async () => {
      const profile = valueOf(await h.api.getProfile({ accountId: alex }));
      expect(profile.stale).toBeNull();
      expect(profile.data).toMatchObject({ username: 'alex', status: 'pro', expires: expect.anything() });
      expect(Number.isInteger(profile.data.id)).toBe(true);
    });

    it('updates the email, and reports an address that is taken as a conflict', async () => {
      const taken = failureOf(
        await h.api.updateProfile({ accountId: alex, email: 'sam@sandbox.linkdesk.test' }),
      );
      expect(taken.code).toBe('conflict');
      valueOf(await h.api.updateProfile({ accountId: alex, email: 'alex+new@sandbox.linkdesk.test' }));
      expect(valueOf(await h.api.getProfile({ accountId: alex })).data.email).toBe(
        'alex+new@sandbox.linkdesk.test',
      );
    });
  });

  describe('domains', () => {
    it('adds, lists, updates and deletes a branded domain', async () => {
      const domain = `https://brand-${setUp.profile}-${setUp.revision}.example.test`;
      const { id } = valueOf(
        await h.api.addDomain({ accountId: alex, domain, redirectroot: 'https://example.test/home' }),
      );
      expect(Number.isInteger(id)).toBe(true);
      const listed = valueOf(await h.api.listDomains({ accountId: alex })).data;
      expect(listed.items).toContainEqual({
        id,
        domain,
        redirectroot: 'https://example.test/home',
        redirect404: '',
      });
      expect(listed.total).toBe(listed.items.length);

      valueOf(await h.api.updateDomain({ accountId: alex, id, redirect404: 'https://example.test/missing' }));
      const updated = valueOf(await h.api.listDomains({ accountId: alex })).data.items;
      expect(updated.find((item) => item.id === id)?.redirect404).toBe('https://example.test/missing');

      expect(valueOf(await h.api.deleteDomain({ accountId: alex, id })).message).toEqual(expect.any(String));
      const after = valueOf(await h.api.listDomains({ accountId: alex })).data.items;
      expect(after.map((item) => item.id)).not.toContain(id);
    });

    it('reports a domain that does not exist', async () => {
      // Deployed servers answer with an empty body, the reference with "not found": both read as gone.
      const missing = failureOf(
        await h.api.updateDomain({ accountId: alex, id: 999_999, redirectroot: 'https://example.test' }),
      );
      expect(missing).toEqual({
        code: 'not_found',
        message: 'This domain no longer exists on the installation: it was deleted elsewhere.',
      });
      expect(failureOf(await h.api.deleteDomain({ accountId: alex, id: 999_999 })).code).toBe('not_found');
    });
  });

  describe('splash pages and CTA overlays', () => {
    it('lists both, whatever key the installation files the overlays under', async () => {
      const overlays = valueOf(await h.api.listOverlays({ accountId: alex })).data;
      expect(overlays.items.length).toBeGreaterThan(0);
      for (const overlay of overlays.items) {
        expect(overlay).toEqual({
          id: expect.any(Number),
          type: expect.any(String),
          name: expect.any(String),
          date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        });
      }
      const splash = valueOf(await h.api.listSplashPages({ accountId: alex })).data;
      expect(splash.items.length).toBeGreaterThan(0);
      expect(splash.items.every((page) => Number.isInteger(page.id))).toBe(true);
    });

    it('answers one page when asked for one', async () => {
      const page = valueOf(await h.api.listSplashPages({ accountId: alex, page: 1, limit: 1 })).data;
      expect(page.items).toHaveLength(1);
      expect(page).toMatchObject({ page: 1, perPage: 1 });
      expect(page.maxPage).toBe(page.total);
    });
  });

  describe('pixels', () => {
    it('adds, lists, updates and deletes a pixel', async () => {
      const tag = String(100_000_000 + Math.floor(Math.random() * 1e8));
      const { id } = valueOf(await h.api.addPixel({ accountId: alex, type: 'fbpixel', name: 'Launch', tag }));
      const listed = valueOf(await h.api.listPixels({ accountId: alex })).data.items;
      expect(listed).toContainEqual({ id, type: 'fbpixel', name: 'Launch', tag, date: expect.any(String) });

      const duplicate = failureOf(
        await h.api.addPixel({ accountId: alex, type: 'fbpixel', name: 'Again', tag }),
      );
      expect(duplicate.code).toBe('conflict');

      valueOf(await h.api.updatePixel({ accountId: alex, id, type: 'fbpixel', name: 'Renamed', tag }));
      const renamed = valueOf(await h.api.listPixels({ accountId: alex })).data.items;
      expect(renamed.find((pixel) => pixel.id === id)?.name).toBe('Renamed');
      valueOf(await h.api.deletePixel({ accountId: alex, id }));
      expect(failureOf(await h.api.updatePixel({ accountId: alex, id, type: 'fbpixel', tag }))).toEqual({
        code: 'not_found',
        message: 'This pixel no longer exists on the installation: it was deleted elsewhere.',
      });
    });

    it('refuses a tag against the provider’s rule before anything is sent', async () => {
      const refused = failureOf(
        await h.api.addPixel({ accountId: alex, type: 'gtmpixel', name: 'Container', tag: 'abc' }),
      );
      expect(refused).toMatchObject({ code: 'validation', field: 'tag' });
    });

    it(`treats TikTok pixels as ${current ? 'available' : 'unsupported'}`, async () => {
      const result = await h.api.addPixel({
        accountId: alex,
        type: 'tiktok',
        name: 'Short video',
        tag: 'C4TIKTOK123',
      });
      if (current) expect(valueOf(result).id).toEqual(expect.any(Number));
      else expect(failureOf(result)).toMatchObject({ code: 'unsupported', field: 'type' });
    });
  });

  describe('QR codes', () => {
    it('creates a dynamic code, reads it with statistics, updates and deletes it', async () => {
      const created = valueOf(
        await h.api.addQrCode({
          accountId: alex,
          type: 'link',
          data: 'https://example.test/menu',
          name: 'Menu',
          foreground: 'rgb(20,30,40)',
        }),
      );
      expect(created.link).toMatch(/^https?:\/\//);
      const details = valueOf(await h.api.getQrCode({ accountId: alex, id: created.id })).data;
      expect(details.qr).toEqual({
        id: created.id,
        link: created.link,
        scans: 0,
        // The legacy revision has no QR names.
        name: current ? 'Menu' : '',
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
      expect(details.statistics).toMatchObject({ clicks: 0, uniqueClicks: 0, topCountries: {} });

      const listed = valueOf(await h.api.listQrCodes({ accountId: alex })).data;
      expect(listed.items.map((qr) => qr.id)).toContain(created.id);
      expect(listed.items.length).toBe(listed.total);

      valueOf(
        await h.api.updateQrCode({
          accountId: alex,
          id: created.id,
          type: 'link',
          data: 'https://example.test/menu-2',
          background: 'rgb(250,250,250)',
        }),
      );
      valueOf(await h.api.deleteQrCode({ accountId: alex, id: created.id }));
      expect(failureOf(await h.api.getQrCode({ accountId: alex, id: created.id })).code).toBe('not_found');
    });

    it('reads a static code, whose statistics a deployed server leaves out', async () => {
      const { id } = valueOf(
        await h.api.addQrCode({
          accountId: alex,
          type: 'wifi',
          data: { ssid: 'Cafe', pass: 'espresso1', encryption: 'wpa' },
        }),
      );
      const details = valueOf(await h.api.getQrCode({ accountId: alex, id })).data;
      if (deployed) expect(details.statistics).toBeNull();
      else expect(details.statistics).toMatchObject({ clicks: 0 });
    });

    it('reads the seeded codes with scan counts as integers', async () => {
      const listed = valueOf(await h.api.listQrCodes({ accountId: alex })).data.items;
      expect(listed.some((qr) => qr.scans > 0)).toBe(true);
      expect(listed.every((qr) => Number.isInteger(qr.scans) && Number.isInteger(qr.id))).toBe(true);
    });
  });

  describe('links', () => {
    it('creates, finds, reads, updates and deletes a short link', async () => {
      const alias = `ln${setUp.profile.slice(0, 3)}${setUp.revision.slice(0, 3)}`;
      const created = valueOf(
        await h.api.addLink({ accountId: alex, url: 'https://example.test/article', custom: alias }),
      );
      expect(created.shorturl).toMatch(new RegExp(`/${alias}$`));

      const all = valueOf(await h.api.listLinks({ accountId: alex })).data;
      const item = all.items.find((link) => link.id === created.id);
      expect(item).toMatchObject({
        alias,
        longurl: 'https://example.test/article',
        clicks: 0,
        uniqueclicks: 0,
      });
      expect(item?.channel).toEqual([]);
      expect(all.items.length).toBe(all.total);

      const byClicks = valueOf(await h.api.listLinks({ accountId: alex, order: 'click' })).data.items;
      expect(byClicks[0]!.clicks).toBeGreaterThanOrEqual(byClicks[byClicks.length - 1]!.clicks);

      if (current) {
        const found = valueOf(await h.api.listLinks({ accountId: alex, q: alias })).data.items;
        expect(found.map((link) => link.id)).toEqual([created.id]);
      }

      const details = valueOf(await h.api.getLink({ accountId: alex, id: created.id })).data;
      expect(details.link).toMatchObject({ id: created.id, alias, expiry: null, location: [], device: [] });
      expect(details.statistics.clicks).toBe(0);

      const updated = valueOf(
        await h.api.updateLink({ accountId: alex, id: created.id, url: 'https://example.test/article-2' }),
      );
      expect(updated.id).toBe(created.id);
      valueOf(await h.api.deleteLink({ accountId: alex, id: created.id }));
      expect(failureOf(await h.api.getLink({ accountId: alex, id: created.id })).code).toBe('not_found');
    });

    it('reports an alias that is taken as a conflict', async () => {
      const [first] = valueOf(await h.api.listLinks({ accountId: alex, page: 1, limit: 1 })).data.items;
      const taken = failureOf(
        await h.api.addLink({ accountId: alex, url: 'https://example.test/', custom: first!.alias }),
      );
      expect(taken.code).toBe('conflict');
    });

    it('reports progress while fetching a whole collection, page by page', async () => {
      const requestId = `links-${setUp.profile}-${setUp.revision}`;
      const all = valueOf(await h.api.listLinks({ accountId: alex, requestId, limit: 7 })).data;
      const progress = h.events.filter((event) => event.type === 'progress' && event.requestId === requestId);
      expect(progress.length).toBe(Math.ceil(all.total / 7));
      expect(progress.at(-1)).toMatchObject({ loaded: all.items.length, total: all.total });
      expect(new Set(all.items.map((link) => link.id)).size).toBe(all.items.length);
    });
  });

  // Each set-up runs what its revision has; the legacy one checks instead that the rest is refused.
  if (current)
    describe('campaigns', () => {
      it('creates, renames, assigns, lists and deletes a campaign', async () => {
        const campaign = valueOf(
          await h.api.addCampaign({
            accountId: alex,
            name: 'Spring sale',
            slug: `spring-${setUp.profile}`,
            public: true,
          }),
        );
        expect(campaign).toMatchObject({ name: 'Spring sale', public: true });
        expect(campaign.rotator).toMatch(new RegExp(`/r/spring-${setUp.profile}$`));

        // The unchanged slug is left out, so servers that refuse a campaign's own slug accept the rename.
        const renamed = valueOf(
          await h.api.updateCampaign({
            accountId: alex,
            id: campaign.id,
            name: 'Spring sale 2',
            slug: `spring-${setUp.profile}`,
            currentSlug: `spring-${setUp.profile}`,
          }),
        );
        expect(renamed).toMatchObject({ id: campaign.id, name: 'Spring sale 2' });

        const [link] = valueOf(await h.api.listLinks({ accountId: alex, page: 1, limit: 1 })).data.items;
        valueOf(
          await h.api.assignLinkToCampaign({ accountId: alex, campaignId: campaign.id, linkId: link!.id }),
        );
        const listed = valueOf(await h.api.listCampaigns({ accountId: alex })).data.items;
        expect(listed.find((item) => item.id === campaign.id)).toMatchObject({ name: 'Spring sale 2' });

        valueOf(await h.api.deleteCampaign({ accountId: alex, id: campaign.id }));
        expect(failureOf(await h.api.deleteCampaign({ accountId: alex, id: campaign.id })).code).toBe(
          'not_found',
        );
      });

      it('answers a campaign made without a slug: no rotator, or the one deployed servers generate', async () => {
        const campaign = valueOf(await h.api.addCampaign({ accountId: alex, name: 'No rotator' }));
        expect(campaign.rotator).toEqual(deployed ? expect.stringMatching(/\/r\/[A-Za-z0-9]{6}$/) : null);
        valueOf(await h.api.deleteCampaign({ accountId: alex, id: campaign.id }));
      });
    });

  if (current)
    describe('channels', () => {
      it('creates, updates, fills, lists and deletes a channel', async () => {
        const channel = valueOf(
          await h.api.addChannel({ accountId: alex, name: 'Newsletter', color: '#1a73e8', starred: true }),
        );
        expect(channel).toMatchObject({ name: 'Newsletter', color: '#1a73e8', starred: true });
        valueOf(await h.api.updateChannel({ accountId: alex, id: channel.id, description: 'Monthly issue' }));

        const [link] = valueOf(await h.api.listLinks({ accountId: alex, page: 1, limit: 1 })).data.items;
        valueOf(
          await h.api.assignToChannel({
            accountId: alex,
            channelId: channel.id,
            type: 'links',
            itemId: link!.id,
          }),
        );
        const again = failureOf(
          await h.api.assignToChannel({
            accountId: alex,
            channelId: channel.id,
            type: 'links',
            itemId: link!.id,
          }),
        );
        expect(again.code).toBe('conflict');

        const items = valueOf(await h.api.listChannelItems({ accountId: alex, id: channel.id })).data.items;
        expect(items).toEqual([expect.objectContaining({ type: 'links', id: link!.id })]);
        const channels = valueOf(await h.api.listChannels({ accountId: alex })).data.items;
        expect(channels.find((item) => item.id === channel.id)).toMatchObject({
          description: 'Monthly issue',
        });

        valueOf(await h.api.deleteChannel({ accountId: alex, id: channel.id }));
        expect(failureOf(await h.api.listChannelItems({ accountId: alex, id: channel.id })).code).toBe(
          'not_found',
        );
      });
    });

  if (!current)
    describe('what the legacy revision lacks', () => {
      it('answers campaigns and channels as unsupported without asking the installation', async () => {
        for (const result of [
          await h.api.listCampaigns({ accountId: alex }),
          await h.api.addCampaign({ accountId: alex, name: 'Spring' }),
          await h.api.listChannels({ accountId: alex }),
          await h.api.assignToChannel({ accountId: alex, channelId: 1, type: 'links', itemId: 1 }),
        ]) {
          expect(failureOf(result)).toMatchObject({
            code: 'unsupported',
            message: expect.stringMatching(/newer installation/),
          });
        }
      });
    });

  describe('admin', () => {
    it('lists plans with limits as booleans and numbers', async () => {
      const plans = valueOf(await h.api.listPlans({ accountId: admin })).data;
      expect(plans.length).toBeGreaterThan(1);
      for (const plan of plans) {
        expect(typeof plan.free).toBe('boolean');
        expect(typeof plan.limits.links).toBe('number');
        expect(typeof plan.limits.api).toBe('boolean');
        expect(plan.limits.pixels).toEqual({ enabled: expect.any(Boolean), count: expect.any(Number) });
      }
    });

    it('refuses admin operations to a key that is not an admin’s', async () => {
      expect(failureOf(await h.api.listPlans({ accountId: alex })).code).toBe('forbidden');
      expect(failureOf(await h.api.listUsers({ accountId: alex })).code).toBe('forbidden');
    });

    it('creates, reads, subscribes and deletes a user, and never lets a key through', async () => {
      const username = `pat_${setUp.profile.slice(0, 3)}_${setUp.revision.slice(0, 3)}`;
      const { id } = valueOf(
        await h.api.addUser({
          accountId: admin,
          username,
          email: `${username}@example.test`,
          password: 'secret-5',
        }),
      );
      const user = valueOf(await h.api.getUser({ accountId: admin, id })).data;
      expect(user).toMatchObject({ id, username, status: 'free', email: `${username}@example.test` });

      const plans = valueOf(await h.api.listPlans({ accountId: admin })).data;
      const paid = plans.find((plan) => !plan.free)!;
      valueOf(await h.api.subscribeUser({ accountId: admin, planId: paid.id, userId: id, type: 'monthly' }));
      expect(valueOf(await h.api.getUser({ accountId: admin, id })).data).toMatchObject({
        status: 'pro',
        planId: paid.id,
        expires: expect.stringMatching(/^\d{4}-/),
      });

      const users = valueOf(await h.api.listUsers({ accountId: admin })).data;
      const everything = JSON.stringify(users);
      for (const account of h.sandbox.accounts) expect(everything).not.toContain(account.apiKey);
      expect(users.every((listed) => !('apikey' in listed) && !('apiKey' in listed))).toBe(true);
      const pros = valueOf(await h.api.listUsers({ accountId: admin, filter: 'pro' })).data;
      expect(pros.every((listed) => listed.status === 'pro')).toBe(true);

      valueOf(await h.api.deleteUser({ accountId: admin, id }));
      expect(failureOf(await h.api.getUser({ accountId: admin, id })).code).toBe('not_found');
    });
  });

  it('cancelling a request that is not running answers false', async () => {
    expect(valueOf(await h.api.cancelRequest({ requestId: 'nothing-running' }))).toEqual({
      cancelled: false,
    });
  });
});
