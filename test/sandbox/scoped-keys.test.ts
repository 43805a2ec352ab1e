import { describe, expect, it } from 'vitest';
import { KEY_SCOPES, SCOPE_REFUSAL, type KeyScope } from '../../src/shared/api/constants.ts';
import { useSandbox, type ApiClient } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

/** Scoped keys (current revision): a user's key that reaches only some endpoint groups. */

/** One cheap request per scope, each answering success for a full key. */
const PROBES: Record<KeyScope, string> = {
  account: '/api/account',
  links: '/api/urls',
  qr: '/api/qr',
  domains: '/api/domains',
  pixels: '/api/pixels',
  splash: '/api/splash',
  overlay: '/api/overlay',
  campaigns: '/api/campaigns',
  channels: '/api/channels',
};

describe.each(['reference', 'deployed'] as const)('scoped keys (%s profile)', (profile) => {
  const t = useSandbox({ profile });
  const limited = useSandbox({ profile, rateLimit: 5 });
  const scoped = (owner: 'alex' | 'admin', scopes: KeyScope[], sandbox = t): ApiClient =>
    sandbox.pro.as(new SandboxRows(sandbox).scopedKey(owner, scopes));

  async function expectRefused(client: ApiClient, path: string): Promise<void> {
    const reply = await client.get(path);
    if (profile === 'deployed') {
      expect(reply.status, path).toBe(200);
      expect(reply.body, path).toEqual({ error: true, message: SCOPE_REFUSAL });
    } else {
      expect(reply.status, path).toBe(403);
      expect(reply.body, path).toEqual({ error: 1, message: SCOPE_REFUSAL });
    }
  }

  it('reaches the groups in its scope, as its user, and is refused the others', async () => {
    const client = scoped('alex', ['links', 'qr', 'domains']);
    await t.pro.post('/api/url/add', { url: 'https://example.com/alex' });
    const links = await client.get('/api/urls');
    expect(links.status).toBe(200);
    expect(String(links.body.data.result)).toBe('1');
    for (const scope of ['qr', 'domains'] as const) {
      expect(['0', 0]).toContain((await client.get(PROBES[scope])).body.error);
    }
    for (const scope of KEY_SCOPES.filter((entry) => !['links', 'qr', 'domains'].includes(entry))) {
      await expectRefused(client, PROBES[scope]);
    }
    // `links` covers the link endpoints under /api/url/ too.
    const created = await client.post('/api/url/add', { url: 'https://example.com/scoped' });
    expect(['0', 0]).toContain(created.body.error);
  });

  it('reaches each group with that scope alone, and the account with `account`', async () => {
    for (const scope of KEY_SCOPES) {
      const client = scoped('alex', [scope]);
      const reply = await client.get(PROBES[scope]);
      expect(reply.status, scope).toBe(200);
      expect(['0', 0], scope).toContain(reply.body.error);
    }
    const account = await scoped('alex', ['account']).get('/api/account');
    expect(account.body.data.username).toBe('alex');
  });

  it('never reaches the admin endpoints, not even as an admin with every scope', async () => {
    const client = scoped('admin', [...KEY_SCOPES]);
    for (const path of ['/api/users', '/api/user/1', '/api/plans', '/api/user/login/2']) {
      await expectRefused(client, path);
    }
    expect((await client.get('/api/account')).body.data.username).toBe('admin');
  });

  it('has a rate limit of its own, and a refusal for scope costs a request', async () => {
    const client = scoped('alex', ['links'], limited);
    const first = await client.get('/api/urls');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('4');
    await expectRefused(client, '/api/account');
    expect((await client.get('/api/urls')).headers.get('x-ratelimit-remaining')).toBe('2');
    // The user's own key counts apart.
    expect((await limited.pro.get('/api/urls')).headers.get('x-ratelimit-remaining')).toBe('4');
  });
});

describe('scoped keys on the legacy revision', () => {
  const t = useSandbox({ profile: 'deployed', revision: 'legacy' });
  const reference = useSandbox({ revision: 'legacy' });

  it('are keys it does not know', async () => {
    const deployedKey = new SandboxRows(t).scopedKey('alex', [...KEY_SCOPES]);
    const refused = await t.pro.as(deployedKey).get('/api/urls');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 1, message: 'A valid API key is required to use this service.' });
    expect(t.sandbox.scopedKeys).toEqual([]);

    const referenceKey = new SandboxRows(reference).scopedKey('alex', [...KEY_SCOPES]);
    expect((await reference.pro.as(referenceKey).get('/api/urls')).status).toBe(401);
  });
});
