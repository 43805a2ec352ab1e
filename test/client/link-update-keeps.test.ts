import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkUpdate } from '../../src/main/api/endpoints/links.ts';
import {
  CLIENT_SET_UPS,
  startClientHarness,
  valueOf,
  type ClientHarness,
} from '../support/client-harness.ts';
import { clientsFor, type ApiClient } from '../support/sandbox.ts';

const PASSWORD = 'open-sesame';
const EXPIRY = '2099-06-30 12:00:00';
const GEO = [{ location: 'Germany', link: 'https://example.de/keep' }];
const DEVICE = [{ device: 'iPhone', link: 'https://apps.example.com/keep' }];

/**
 * A link edit through the real handlers keeps every field it did not touch, checked afterwards with the
 * account's own key through the installation's API, never through Linkdesk. Deployed installations replace the
 * whole link on update (a field not sent is cleared), so this is what main's read-then-send-everything is for;
 * the reference changes only what is sent, and must come out the same.
 */
describe.each(CLIENT_SET_UPS)('a link edit on a $profile/$revision installation', (setUp) => {
  const current = setUp.revision === 'current';
  const deployed = setUp.profile === 'deployed';
  let h: ClientHarness;
  let alex: string;
  let pro: ApiClient;
  let domain: string;
  let campaign: number | undefined;
  let channel: number | undefined;

  beforeAll(async () => {
    h = await startClientHarness(setUp);
    alex = h.accounts.alex;
    pro = clientsFor(h.sandbox).pro;
    domain = `https://keep-${setUp.profile}-${setUp.revision}.example.test`;
    expect((await pro.post('/api/domain/add', { domain })).body.error).toBe(0);
    if (current) {
      campaign = Number((await pro.post('/api/campaign/add', { name: 'Keepers' })).body.id);
      channel = Number((await pro.post('/api/channel/add', { name: 'Kept' })).body.id);
    }
  });
  afterAll(() => h.close());

  /** A link with everything set, made with the account's key straight on the installation. */
  async function richLink(alias: string): Promise<number> {
    const answer = await pro.post('/api/url/add', {
      url: 'https://example.com/original',
      custom: alias,
      password: PASSWORD,
      domain,
      expiry: EXPIRY,
      metatitle: 'Original title',
      geotarget: GEO,
      devicetarget: DEVICE,
      ...(current ? { campaign, channel, description: 'Kept description' } : {}),
    });
    expect(answer.body.error, JSON.stringify(answer.body)).toBe(0);
    return Number(answer.body.id);
  }

  /** The link as the installation tells its owner: details, list item, and whether its password still holds. */
  async function readBack(id: number) {
    const details = (await pro.get(`/api/url/${id}`)).body.details;
    const listed = (await pro.get(`/api/urls?limit=1000`)).body.data.urls as Record<string, unknown>[];
    const item = listed.find((entry) => Number(entry.id) === id)!;
    const locked = await pro.get(`/${details.alias}`);
    const opened = await pro.get(`/${details.alias}?password=${PASSWORD}`);
    return {
      details,
      item,
      /** A protected link shows its password page without one, and lets the right one through (a redirect or a frame). */
      passwordHolds:
        /This link is protected/.test(locked.text) &&
        opened.status < 400 &&
        !/This link is protected/.test(opened.text),
      geoCount: Object.keys(details.location ?? {}).length,
      deviceCount: Object.keys(details.device ?? {}).length,
    };
  }

  const EDITS: [string, LinkUpdate][] = [
    ['the long URL', { url: 'https://example.com/changed' }],
    ['the meta title', { metatitle: 'Changed title' }],
    ['the meta description', { metadescription: 'Changed meta description' }],
    ['the alias', { custom: 'renamed' }],
    ['the redirect', { type: 'frame' }],
  ];

  it.each(EDITS)(
    'changing %s keeps the domain, expiry, targets, campaign and channel (password typed again)',
    async (what, change) => {
      const alias = `keep-${EDITS.findIndex(([name]) => name === what)}`;
      const id = await richLink(alias);
      const custom = change.custom ? `${change.custom}-${alias}` : undefined;
      const saved = valueOf(
        await h.api.updateLink({
          accountId: alex,
          id,
          ...change,
          ...(custom ? { custom } : {}),
          password: PASSWORD,
        }),
      );
      const after = await readBack(id);

      if (change.url) expect(after.details.longurl).toBe(change.url);
      if (change.metatitle) expect(after.details.title).toBe(change.metatitle);
      if (custom) expect(after.details.alias).toBe(custom);
      expect(after.details.shorturl.replace(/^https?:\/\//, '')).toContain(
        domain.replace(/^https?:\/\//, ''),
      );
      expect(after.details.expiry).toBe(EXPIRY);
      expect(after.geoCount).toBe(1);
      expect(after.deviceCount).toBe(1);
      expect(after.passwordHolds).toBe(true);
      if (change.url === undefined) expect(after.details.longurl).toBe('https://example.com/original');
      if (current) {
        expect(Number(after.item.campaign)).toBe(campaign);
        // Every update names the link's channel, so deployed servers add no rows with a null channel.
        expect((after.item.channel as unknown[]).map(Number)).toEqual([channel]);
        // Deployed servers empty the description on every update: main reads it back and says so.
        expect(saved.dropped).toEqual(deployed ? ['description'] : []);
        expect(after.details.description).toBe(deployed ? '' : 'Kept description');
      } else {
        expect(saved.dropped).toEqual([]);
      }
    },
  );

  it('removes what the person took away: the expiry and the branded domain', async () => {
    const id = await richLink('keep-remove');
    valueOf(
      await h.api.updateLink({
        accountId: alex,
        id,
        metatitle: 'Without expiry',
        password: PASSWORD,
        remove: ['expiry', 'domain'],
      }),
    );
    const after = await readBack(id);
    expect(after.geoCount).toBe(1);
    if (deployed) {
      // Only an installation that replaces the link can take these off: the reference keeps what is not sent.
      expect(after.details.expiry).toBeNull();
      expect(after.details.shorturl.startsWith(h.sandbox.url)).toBe(true);
    } else {
      expect(after.details.expiry).toBe(EXPIRY);
    }
  });

  it('takes a link out of its campaign where the installation can, and says so where it keeps it', async () => {
    const id = await richLink('keep-leave-campaign');
    const saved = valueOf(
      await h.api.updateLink({ accountId: alex, id, password: PASSWORD, remove: ['campaign'] }),
    );
    const after = await readBack(id);
    if (current) {
      const campaignNow = after.item.campaign === null ? null : Number(after.item.campaign);
      // There is no unassign endpoint: only an installation that replaces the link lets a campaign go.
      expect(campaignNow).toBe(deployed ? null : campaign);
      expect(saved.kept).toEqual(deployed ? [] : ['campaign']);
    } else {
      // Older installations have no campaigns: nothing to keep, nothing said.
      expect(saved.kept).toEqual([]);
    }
    // Nothing else went with it.
    expect([after.details.expiry, after.geoCount, after.deviceCount]).toEqual([EXPIRY, 1, 1]);
  });

  it('keeps the password only on installations that change what is sent, as the form warns', async () => {
    const id = await richLink('keep-password');
    valueOf(await h.api.updateLink({ accountId: alex, id, metatitle: 'No password typed' }));
    const after = await readBack(id);
    expect(after.passwordHolds).toBe(!deployed);
    // Everything else is still there either way.
    expect([after.details.expiry, after.geoCount, after.deviceCount]).toEqual([EXPIRY, 1, 1]);
  });
});
