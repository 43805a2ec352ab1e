import { describe, expect, it } from 'vitest';
import { account, errorBody } from '../../src/shared/api/models.ts';
import { verifyPassword } from '../../src/sandbox/store/secrets.ts';
import { expectError } from '../support/expect-error.ts';
import { useSandbox } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

describe.each(['current', 'legacy'] as const)('account (%s revision)', (revision) => {
  const t = useSandbox({ revision });

  const rows = new SandboxRows(t);
  // The API never answers the hash, so the tests read it from the database file.
  const passwordHashOf = (username: string) =>
    rows.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = ?', username)!
      .password_hash;

  it('answers the caller’s own account in the reference shape', async () => {
    const reply = await t.pro.get('/api/account');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.data).sort()).toEqual(
      ['avatar', 'email', 'expires', 'id', 'registered', 'status', 'username'].sort(),
    );
    const data = account.parse(reply.body.data);
    const alex = t.sandbox.accounts.find((a) => a.username === 'alex')!;
    expect(reply.body.error).toBe(0);
    expect(data).toEqual({
      id: alex.id,
      email: 'alex@sandbox.linkdesk.test',
      username: 'alex',
      avatar: `${t.sandbox.url}/avatar/${alex.id}.svg`,
      status: 'pro',
      expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      registered: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(data.expires! > data.registered).toBe(true);

    const sam = account.parse((await t.free.get('/api/account')).body.data);
    expect(sam).toMatchObject({ username: 'sam', status: 'free', expires: null });
    expect((await t.admin.get('/api/account')).body.data.status).toBe('admin');
  });

  it('refuses a missing or unknown key with 401', async () => {
    for (const client of [t.anonymous, t.anonymous.as('not-a-key')]) {
      const reply = await client.get('/api/account');
      expect(reply.status).toBe(401);
      errorBody.parse(reply.body);
    }
  });

  it('serves each avatar as a generated SVG with the user’s initial', async () => {
    const { avatar } = (await t.pro.get('/api/account')).body.data;
    const image = await t.anonymous.get(avatar.slice(t.sandbox.url.length));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(image.text).toMatch(/>A<\/text><\/svg>$/);

    const samAvatar = (await t.free.get('/api/account')).body.data.avatar;
    expect((await t.anonymous.get(samAvatar.slice(t.sandbox.url.length))).text).toMatch(/>S<\/text>/);

    for (const path of ['/avatar/9999.svg', '/avatar/abc.svg', '/avatar/2.png', '/avatar/2']) {
      const missing = await t.anonymous.get(path);
      expect(missing.status, path).toBe(404);
      errorBody.parse(missing.body);
    }
  });

  it('changes the email and stores a new password hashed', async () => {
    const before = passwordHashOf('sam');
    const reply = await t.free.put('/api/account/update', {
      email: 'sam.new@sandbox.linkdesk.test',
      password: 'a-new-secret',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ error: 0, message: expect.any(String) });
    expect((await t.free.get('/api/account')).body.data.email).toBe('sam.new@sandbox.linkdesk.test');

    const after = passwordHashOf('sam');
    expect(after).not.toBe(before);
    expect(after).not.toContain('a-new-secret');
    expect(after).toMatch(/^scrypt\$/);
    expect(verifyPassword('a-new-secret', after)).toBe(true);

    const passwordOnly = await t.free.put('/api/account/update', { password: 'another-one' });
    expect(passwordOnly.body.error).toBe(0);
    expect(verifyPassword('another-one', passwordHashOf('sam'))).toBe(true);
    expect((await t.free.get('/api/account')).body.data.email).toBe('sam.new@sandbox.linkdesk.test');
  });

  it('accepts the caller’s own email again, in any case', async () => {
    const reply = await t.pro.put('/api/account/update', { email: 'ALEX@sandbox.linkdesk.test' });
    expect(reply.status).toBe(200);
    expect((await t.pro.get('/api/account')).body.data.email).toBe('ALEX@sandbox.linkdesk.test');
    await t.pro.put('/api/account/update', { email: 'alex@sandbox.linkdesk.test' });
  });

  it('refuses an email another user has with 409 naming email, and changes nothing', async () => {
    const before = passwordHashOf('alex');
    const reply = await t.pro.put('/api/account/update', {
      email: 'Admin@Sandbox.linkdesk.test',
      password: 'would-be-new',
    });
    expectError(reply, 409, /^email: /);
    expect((await t.pro.get('/api/account')).body.data.email).toBe('alex@sandbox.linkdesk.test');
    expect(passwordHashOf('alex')).toBe(before);
  });

  it.each([
    [{}, /^email: send an email, a password, or both/],
    [{ email: 'not-an-email' }, /^email: /],
    [{ email: 42 }, /^email: /],
    [{ password: 'abcd' }, /^password: must be at least 5 characters/],
    [{ password: 12345 }, /^password: /],
    [{ email: 'alex.other@sandbox.linkdesk.test', password: 'abc' }, /^password: /],
  ])('refuses the invalid update %j with 400 naming the field', async (body, message) => {
    const reply = await t.pro.put('/api/account/update', body);
    expectError(reply, 400, message);
    expect((await t.pro.get('/api/account')).body.data.email).toBe('alex@sandbox.linkdesk.test');
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of ['{"email":', '[1,2]', '"text"']) {
      const reply = await t.pro.put('/api/account/update', body);
      expect(reply.status, body).toBe(400);
      errorBody.parse(reply.body);
    }
    expect((await t.anonymous.put('/api/account/update', { password: 'secret' })).status).toBe(401);
  });
});
