import type { BulkChanges } from '../../src/shared/bulk-edit/bulk-changes.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import { ApiClient } from './sandbox.ts';

const DOMAIN_BEFORE = 'https://before.example.test';
const DOMAIN_AFTER = 'https://after.example.test';
const EXPIRY = '2099-06-30 12:00:00';
const longUrl = (n: number) => `https://shop.example.com/item/${n}?ref=keep`;

/** The edit `bulk-edit-child.ts` makes: a new branded domain and UTM parameters on every link. */
export const BULK_CHANGES: BulkChanges = {
  domain: { to: DOMAIN_AFTER },
  utm: { mode: 'set', values: { utm_source: 'linkdesk', utm_medium: 'bulk' } },
};

async function withInstallation<T>(dataDir: string, work: (alex: ApiClient) => Promise<T>): Promise<T> {
  const sandbox = await startSandbox({ dataDir, seed: 'empty', profile: 'deployed', rateLimit: 0 });
  try {
    const alex = sandbox.accounts.find((account) => account.username === 'alex')!;
    return await work(new ApiClient(sandbox.url, alex.apiKey));
  } finally {
    await sandbox.close();
  }
}

/**
 * Makes `count` links for alex on a deployed sandbox kept in `dataDir`, each with a domain, an expiry, geo and
 * device targets, a title and a campaign, and no channel: deployed installations then add a row with a null
 * channel for every update they apply, which is how the check below counts updates per link.
 */
export async function seedBulkLinks(dataDir: string, count: number): Promise<void> {
  await withInstallation(dataDir, async (alex) => {
    for (const domain of [DOMAIN_BEFORE, DOMAIN_AFTER]) await alex.post('/api/domain/add', { domain });
    const campaign = Number((await alex.post('/api/campaign/add', { name: 'Kept' })).body.id);
    for (let n = 0; n < count; n++) {
      const answer = await alex.post('/api/url/add', {
        url: longUrl(n),
        custom: `item-${n}`,
        domain: DOMAIN_BEFORE,
        expiry: EXPIRY,
        metatitle: `Item ${n}`,
        geotarget: [{ location: 'Germany', link: `https://example.de/${n}` }],
        devicetarget: [{ device: 'iPhone', link: `https://apps.example.com/${n}` }],
        campaign,
      });
      if (answer.body.error !== 0) throw new Error(JSON.stringify(answer.body));
    }
  });
}

export interface BulkOutcome {
  links: number;
  /** Links the edit's updates reached more than once, or never. */
  twice: number;
  missing: number;
  /** Fields other than those asked that are not as they were, summed over the links. */
  fieldsLost: number;
}

/** Reads every link back with alex's key and compares it with what the edit asked and what it held before. */
export async function bulkOutcome(dataDir: string): Promise<BulkOutcome> {
  return withInstallation(dataDir, async (alex) => {
    const listed = (await alex.get('/api/urls?limit=100000')).body.data.urls as Record<string, any>[];
    const outcome: BulkOutcome = { links: listed.length, twice: 0, missing: 0, fieldsLost: 0 };
    for (const item of listed) {
      const details = (await alex.get(`/api/url/${item.id}`)).body.details;
      const n = Number(String(details.alias).replace('item-', ''));
      const applied = (item.channel as unknown[]).filter((channel) => channel === null).length;
      if (applied > 1) outcome.twice += 1;
      const changed =
        details.longurl === `${longUrl(n)}&utm_source=linkdesk&utm_medium=bulk` &&
        String(details.shorturl).includes(DOMAIN_AFTER.replace('https://', ''));
      if (applied === 0 || !changed) outcome.missing += 1;
      const kept = [
        details.expiry === EXPIRY,
        details.title === `Item ${n}`,
        Object.keys(details.location ?? {}).length === 1,
        Object.keys(details.device ?? {}).length === 1,
        item.campaign !== null && Number(item.campaign) > 0,
        (item.channel as unknown[]).every((channel) => channel === null),
      ];
      outcome.fieldsLost += kept.filter((field) => !field).length;
    }
    return outcome;
  });
}
