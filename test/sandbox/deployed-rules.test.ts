import { describe, expect, it } from 'vitest';
import { useSandbox, type Reply } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

/**
 * The deployed profile's rules beyond its answer shapes: admins reading as pro, plans, one-time logins,
 * campaign and channel names on update, QR data the installations throw on, subscribe, domain redirects.
 */

const NOT_PERMITTED = { error: 1, message: 'You do not have permission to access this endpoint.' };
const LOGO_REFUSED = { error: 1, message: 'Logo must be either a PNG or a JPEG (Max 500kb).' };

function expectHtml500(reply: Reply): void {
  expect(reply.status, reply.text).toBe(500);
  expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(reply.text).toContain('<h1>500 ');
}

function expectOk(reply: Reply): void {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body?.error, reply.text).toBe(0);
}

describe('deployed admins, plans and users', () => {
  const t = useSandbox({ profile: 'deployed' });
  const rows = new SandboxRows(t);

  it('says `pro` for an admin, on the account and on users, even when filtering admins', async () => {
    expect((await t.admin.get('/api/account')).body.data.status).toBe('pro');
    const users = (await t.admin.get('/api/users')).body.data as { username: string; status: string }[];
    expect(Object.fromEntries(users.map((user) => [user.username, user.status]))).toEqual({
      admin: 'pro',
      alex: 'pro',
      sam: 'free',
    });
    const admins = (await t.admin.get('/api/users?filter=admin')).body.data;
    expect(admins.map((user: { username: string; status: string }) => [user.username, user.status])).toEqual([
      ['admin', 'pro'],
    ]);
    const adminId = rows.userId('admin');
    expect((await t.admin.get(`/api/user/${adminId}`)).body.data.status).toBe('pro');
  });

  it('answers plans to an admin only: the way to tell an admin key', async () => {
    expect((await t.admin.get('/api/plans')).body.data.length).toBeGreaterThan(0);
    for (const client of [t.pro, t.free]) {
      const refused = await client.get('/api/plans');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(NOT_PERMITTED);
    }
  });

  it('carries extra keys and empty strings in plan limits beside the documented ones', async () => {
    const plans = (await t.admin.get('/api/plans')).body.data as { free: boolean; limits: any }[];
    const free = plans.find((plan) => plan.free)!.limits;
    const paid = plans.find((plan) => !plan.free)!.limits;
    // The documented keys are all there...
    for (const key of ['links', 'clicks', 'retention', 'custom', 'team', 'splash', 'overlay', 'pixels']) {
      expect(free, key).toHaveProperty(key);
    }
    // ...an off feature's count is empty, some features have a `custom` text, and there are unknown keys.
    expect(free.team).toEqual({ enabled: '0', count: '' });
    expect(free.multiple).toEqual({ enabled: '0', custom: '' });
    expect(paid.multiple).toEqual({ enabled: '1', custom: '' });
    expect(paid.team).toEqual({ enabled: '1', count: expect.stringMatching(/^\d+$/) });
    expect(paid.domain).toMatchObject({ custom: '' });
    expect(free.qr).toEqual({ enabled: '1', count: '' });
    // A paid plan's own `custom` is its feature text, shown on pricing pages; a free plan's is empty.
    expect(paid.custom).toBe('Priority support');
    expect(free.custom).toBe('');
  });

  it('requires `type` to subscribe, even with an expiration', async () => {
    const samId = rows.userId('sam');
    const refused = await t.admin.put(`/api/plan/2/user/${samId}`, { expiration: '2099-01-01 00:00:00' });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ error: 1, message: expect.stringMatching(/^type: /) });
    expect((await t.admin.put(`/api/plan/2/user/${samId}`, { type: 'weekly' })).body.error).toBe(1);
    expect(rows.get('SELECT plan_id FROM users WHERE id = ?', samId)).toEqual({ plan_id: 1 });
    const subscribed = await t.admin.put(`/api/plan/2/user/${samId}`, {
      type: 'lifetime',
      expiration: '2099-01-01 00:00:00',
    });
    expectOk(subscribed);
    expect(rows.get('SELECT expires FROM users WHERE id = ?', samId)).toEqual({
      expires: '2099-01-01 00:00:00',
    });
  });
});

describe.each(['reference', 'deployed'] as const)('one-time login URLs (%s profile)', (profile) => {
  const t = useSandbox({ profile });
  const rows = new SandboxRows(t);

  it('gives an admin a URL that signs in as the user once', async () => {
    const reply = await t.admin.get(`/api/user/login/${rows.userId('alex')}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      error: 0,
      url: expect.stringMatching(new RegExp(`^${t.sandbox.url}/login/once/[0-9a-f]{40}$`)),
    });
    const page = await t.anonymous.get(reply.body.url.slice(t.sandbox.url.length));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Signed in as alex');
    expect((await fetch(reply.body.url)).status).toBe(410);
    const another = await t.admin.get(`/api/user/login/${rows.userId('alex')}`);
    expect(another.body.url).not.toBe(reply.body.url);
  });

  it('is for admins only, and for users that exist', async () => {
    expect((await t.pro.get(`/api/user/login/${rows.userId('sam')}`)).status).toBe(403);
    const missing = await t.admin.get('/api/user/login/999999');
    expect(missing.body).toEqual({ error: 1, message: 'User not found.' });
    expect(missing.status).toBe(profile === 'deployed' ? 200 : 404);
  });
});

describe('deployed campaign and channel updates', () => {
  const t = useSandbox({ profile: 'deployed' });

  it('ignores a campaign name shorter than 3 characters, capitalises one it takes', async () => {
    const created = await t.pro.post('/api/campaign/add', { name: 'ab', slug: 'short-name' });
    expect(created.body).toMatchObject({ error: 0, campaign: 'ab' });
    const id = created.body.id;
    for (const body of [{ name: 'xy' }, { name: '  z ' }, { public: false }]) {
      const kept = await t.pro.put(`/api/campaign/${id}/update`, body);
      expectOk(kept);
      expect(kept.body.campaign).toBe('ab');
    }
    const renamed = await t.pro.put(`/api/campaign/${id}/update`, { name: 'summer deals' });
    expect(renamed.body).toMatchObject({ error: 0, campaign: 'Summer deals', public: false });
    const listed = (await t.pro.get('/api/campaigns')).body.data.campaigns;
    expect(listed.find((entry: { id: string }) => entry.id === id).name).toBe('Summer deals');
  });

  it('ignores a channel name shorter than 3 characters and applies the rest', async () => {
    const created = await t.pro.post('/api/channel/add', { name: 'ok' });
    expect(created.body).toMatchObject({ error: 0, name: 'ok' });
    const kept = await t.pro.put(`/api/channel/${created.body.id}/update`, { name: 'no', starred: true });
    expect(kept.body).toMatchObject({ error: 0, name: 'ok', starred: true });
    const renamed = await t.pro.put(`/api/channel/${created.body.id}/update`, { name: 'new name' });
    expect(renamed.body).toMatchObject({ error: 0, name: 'new name' });
  });

  it('lists a campaign without a slug with neither a rotator nor a list page', async () => {
    const id = new SandboxRows(t).insertCampaign('alex', 'From an older revision');
    const listed = (await t.pro.get('/api/campaigns')).body.data.campaigns;
    expect(listed.find((entry: { id: string }) => entry.id === String(id))).toMatchObject({
      name: 'From an older revision',
      rotator: false,
      list: false,
    });
  });
});

describe('deployed QR codes', () => {
  const t = useSandbox({ profile: 'deployed' });
  const black = { background: 'rgb(255,255,255)', foreground: 'rgb(0,0,0)' };

  it('throws on a `+` in an SMS number, and takes it in a phone number', async () => {
    expectHtml500(
      await t.pro.post('/api/qr/add', { type: 'sms', data: { phone: '+15551234', message: 'Hi' } }),
    );
    expectOk(await t.pro.post('/api/qr/add', { type: 'sms', data: { phone: '15551234', message: 'Hi' } }));
    expectOk(await t.pro.post('/api/qr/add', { type: 'phone', data: '+15551234' }));
    expectOk(await t.pro.post('/api/qr/add', { type: 'phone', data: '15551234' }));
    const sms = await t.pro.post('/api/qr/add', { type: 'sms', data: { phone: '123456' }, ...black });
    expectHtml500(await t.pro.put(`/api/qr/${sms.body.id}/update`, { data: { phone: '+123456' }, ...black }));
  });

  it('takes a logo by its extension: .png or .jpg only', async () => {
    for (const logo of [
      'https://example.com/logo.png',
      'https://example.com/LOGO.JPG',
      '/content/logo.jpg',
    ]) {
      expectOk(await t.pro.post('/api/qr/add', { type: 'text', data: 'Logo', logo }));
    }
    for (const logo of ['https://example.com/logo.jpeg', 'https://example.com/logo.jpeg?v=2', 'logo.gif']) {
      const refused = await t.pro.post('/api/qr/add', { type: 'text', data: 'Logo', logo });
      expect(refused.status, logo).toBe(200);
      expect(refused.body, logo).toEqual(LOGO_REFUSED);
    }
    const code = await t.pro.post('/api/qr/add', { type: 'text', data: 'Logo', ...black });
    const update = { data: 'Logo', logo: 'https://example.com/logo.jpeg', ...black };
    expect((await t.pro.put(`/api/qr/${code.body.id}/update`, update)).body).toEqual(LOGO_REFUSED);
  });

  it('throws on any colour sent for a code created without colours, and takes an update without', async () => {
    const plain = await t.pro.post('/api/qr/add', { type: 'text', data: 'Plain' });
    const id = plain.body.id;
    expectHtml500(await t.pro.put(`/api/qr/${id}/update`, { data: 'Again', ...black }));
    expectHtml500(await t.pro.put(`/api/qr/${id}/update`, { data: 'Again', background: black.background }));
    expectHtml500(await t.pro.put(`/api/qr/${id}/update`, { data: 'Again', foreground: 'rgb(90,0,40)' }));
    expectOk(await t.pro.put(`/api/qr/${id}/update`, { data: 'Again' }));
    // An update gives it no colours: a colour still throws.
    expectHtml500(await t.pro.put(`/api/qr/${id}/update`, { data: 'Once more', ...black }));

    // Created with one colour, a code has colours: both, one or none may be sent.
    const tinted = await t.pro.post('/api/qr/add', {
      type: 'text',
      data: 'Tinted',
      background: 'rgb(250,250,210)',
    });
    expectOk(await t.pro.put(`/api/qr/${tinted.body.id}/update`, { data: 'Tinted', ...black }));
    expectOk(
      await t.pro.put(`/api/qr/${tinted.body.id}/update`, { data: 'Tinted', foreground: 'rgb(9,9,9)' }),
    );
    expectOk(await t.pro.put(`/api/qr/${tinted.body.id}/update`, { data: 'Tinted again' }));

    const styled = await t.pro.post('/api/qr/add', { type: 'text', data: 'Styled', ...black });
    expectOk(await t.pro.put(`/api/qr/${styled.body.id}/update`, { data: 'Changed' }));
    expect((await t.pro.put('/api/qr/999999/update', { data: 'x' })).body).toEqual({
      error: 1,
      message: 'QR code not found.',
    });
  });

  it('throws on a Wi-Fi code without an SSID and a vCard without any field', async () => {
    expectHtml500(
      await t.pro.post('/api/qr/add', { type: 'wifi', data: { pass: 'secret', encryption: 'wpa' } }),
    );
    expectHtml500(await t.pro.post('/api/qr/add', { type: 'wifi', data: { ssid: '' } }));
    expectOk(await t.pro.post('/api/qr/add', { type: 'wifi', data: { ssid: 'Cafe' } }));
    expectHtml500(await t.pro.post('/api/qr/add', { type: 'vcard', data: {} }));
    expectHtml500(await t.pro.post('/api/qr/add', { type: 'vcard', data: { fname: '', org: ' ' } }));
    expectOk(await t.pro.post('/api/qr/add', { type: 'vcard', data: { fname: 'Ada' } }));
    const card = await t.pro.post('/api/qr/add', { type: 'vcard', data: { org: 'Example' }, ...black });
    expectHtml500(await t.pro.put(`/api/qr/${card.body.id}/update`, { data: { lname: '' }, ...black }));
  });
});

describe('the reference QR rules are unchanged', () => {
  const t = useSandbox();

  it('takes a `+` in an SMS number, a .jpeg logo, and an update without colours', async () => {
    const sms = await t.pro.post('/api/qr/add', {
      type: 'sms',
      data: { phone: '+15551234' },
      logo: 'https://example.com/logo.jpeg',
    });
    expectOk(sms);
    expectOk(await t.pro.put(`/api/qr/${sms.body.id}/update`, { data: { phone: '+15550000' } }));
  });
});

describe('deployed domain redirects', () => {
  const t = useSandbox({ profile: 'deployed' });

  it('can be changed but not removed: an empty one gets an empty answer', async () => {
    const created = await t.pro.post('/api/domain/add', {
      domain: 'https://go.redirects.test',
      redirectroot: 'https://example.com/',
      redirect404: 'https://example.com/404',
    });
    const id = created.body.id;
    for (const body of [
      { redirectroot: '' },
      { redirect404: '' },
      { redirectroot: 'https://example.com/2', redirect404: '' },
    ]) {
      const refused = await t.pro.put(`/api/domain/${id}/update`, body);
      expect(refused.status).toBe(200);
      expect(refused.text).toBe('');
    }
    expectOk(await t.pro.put(`/api/domain/${id}/update`, { redirectroot: 'https://example.com/new' }));
    expect((await t.pro.get('/api/domains')).body.data.domains[0]).toEqual({
      id,
      domain: 'https://go.redirects.test',
      redirectroot: 'https://example.com/new',
      redirect404: 'https://example.com/404',
    });
  });
});
