import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRecord } from '../../src/main/accounts/account-record.ts';
import { directCall } from '../../src/main/api/call.ts';
import type { Fetch } from '../../src/main/api/http-client.ts';
import { deleteOtherUser } from '../../src/main/handlers/admin.ts';
import {
  CLIENT_SET_UPS,
  failureOf,
  startClientHarness,
  valueOf,
  type ClientHarness,
} from '../support/client-harness.ts';

/** Long enough to read the clipboard before it is cleared, short enough for a test. */
const CLEAR_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What an admin does to other people's accounts through main: sign in as them, hand them their key, delete
 * them (never oneself), and what happens when the installation stops taking the key as an admin's.
 */
describe.each(CLIENT_SET_UPS)('admin actions on a $profile/$revision installation', (setUp) => {
  let h: ClientHarness;
  /** When set, the installation refuses admin endpoints as it does for a key that is no longer an admin's. */
  let demoted = false;
  /** When set, the installation refuses deleting users only, as some refuse deleting another admin. */
  let refusingDeletes = false;
  /** When set, the installation cannot be reached: requests go to a port nobody listens on. */
  let unreachable = false;
  let closedPort = 0;
  const refusingAdminPaths: Fetch = async (input, init) => {
    if (unreachable) {
      const url = new URL(String(input));
      url.port = String(closedPort);
      return fetch(url, init);
    }
    const path = new URL(String(input)).pathname;
    const refused =
      (demoted && /^\/api\/(users|user\/|plans|plan\/)/.test(path)) ||
      (refusingDeletes && /^\/api\/user\/\d+\/delete$/.test(path));
    if (refused) {
      return new Response(
        JSON.stringify({ error: 1, message: 'You do not have permission to access this endpoint.' }),
        { status: 403, headers: { 'content-type': 'application/json' } },
      );
    }
    return fetch(input, init);
  };

  beforeAll(async () => {
    h = await startClientHarness(setUp, { clipboardClearMs: CLEAR_MS, fetch: refusingAdminPaths });
    closedPort = await portNobodyListensOn();
  });
  afterAll(() => h.close());

  const userNamed = async (username: string) => {
    const users = valueOf(await h.api.listUsers({ accountId: h.accounts.admin })).data;
    return users.find((user) => user.username === username)!;
  };

  it('opens a one-time sign-in address in the system browser and answers nothing of it', async () => {
    const sam = await userNamed('sam');
    const result = valueOf(await h.api.loginAsUser({ accountId: h.accounts.admin, id: sam.id }));
    expect(result).toEqual({ opened: true });
    expect(h.opened).toHaveLength(1);
    const { url, secret } = h.opened[0]!;
    expect(secret).toBe(true);
    expect(new URL(url).origin).toBe(h.sandbox.url);

    const page = await fetch(url);
    expect(await page.text()).toContain('Signed in as sam');
    // One time only: the same address again finds its token used up.
    expect((await fetch(url)).status).toBe(410);
  });

  it('puts the user’s own key on the clipboard and takes it off after the delay', async () => {
    const sam = await userNamed('sam');
    const samKey = h.sandbox.accounts.find((account) => account.username === 'sam')!.apiKey;
    const result = valueOf(await h.api.copyUserApiKey({ accountId: h.accounts.admin, id: sam.id }));
    expect(result).toEqual({ copied: true, clearsAfterSeconds: Math.round(CLEAR_MS / 1000) });
    expect(JSON.stringify(result)).not.toContain(samKey);
    expect(h.clipboard.text).toBe(samKey);
    await expect.poll(() => h.clipboard.text, { timeout: CLEAR_MS * 5 }).toBe('');
  });

  it('leaves on the clipboard what the person copied after the key', async () => {
    const sam = await userNamed('sam');
    valueOf(await h.api.copyUserApiKey({ accountId: h.accounts.admin, id: sam.id }));
    await h.clipboard.writeText('something of my own');
    await sleep(CLEAR_MS * 2);
    expect(h.clipboard.text).toBe('something of my own');
  });

  it('refuses to delete the admin’s own account', async () => {
    const self = await userNamed('admin');
    const error = failureOf(await h.api.deleteUser({ accountId: h.accounts.admin, id: self.id }));
    expect(error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/your own account/) });
    expect(await userNamed('admin')).toBeDefined();
  });

  it('knows the key’s own account by its key where it cannot read its username', async () => {
    const ownKey = h.sandbox.accounts.find((account) => account.username === 'admin')!.apiKey;
    const call = directCall({ baseUrl: h.sandbox.url, apiKey: ownKey, fetch });
    const record = { username: '' } as AccountRecord;
    const self = await userNamed('admin');
    await expect(deleteOtherUser(call, self.id, record, ownKey)).rejects.toMatchObject({ code: 'conflict' });
    const { id } = valueOf(
      await h.api.addUser({
        accountId: h.accounts.admin,
        username: 'short_lived',
        email: 'short_lived@example.test',
        password: 'secret-5',
      }),
    );
    await deleteOtherUser(call, id, record, ownKey);
    expect(await userNamed('short_lived')).toBeUndefined();
  });

  it('keeps the admin role when the installation refuses one action but still lists its plans', async () => {
    const sam = await userNamed('sam');
    refusingDeletes = true;
    try {
      const error = failureOf(await h.api.deleteUser({ accountId: h.accounts.admin, id: sam.id }));
      expect(error.code).toBe('forbidden');
      expect(error.message).not.toMatch(/no longer accepts/);
    } finally {
      refusingDeletes = false;
    }
    const accounts = valueOf(await h.api.listAccounts({})).accounts;
    expect(accounts.find((account) => account.id === h.accounts.admin)!.isAdmin).toBe(true);
  });

  it('hides the admin role once the installation refuses the key, and says why', async () => {
    const before = valueOf(await h.api.listAccounts({})).accounts;
    expect(before.find((account) => account.id === h.accounts.admin)!.isAdmin).toBe(true);
    demoted = true;
    try {
      const error = failureOf(await h.api.listUsers({ accountId: h.accounts.admin, email: 'new@x.test' }));
      expect(error.code).toBe('forbidden');
      expect(error.message).toMatch(/no longer accepts the key of “admin” as an admin’s/);
      const after = valueOf(await h.api.listAccounts({})).accounts;
      expect(after.find((account) => account.id === h.accounts.admin)!.isAdmin).toBe(false);
      // Nothing else of the account broke.
      valueOf(await h.api.getProfile({ accountId: h.accounts.admin }));
    } finally {
      demoted = false;
    }
    // Checking the account again finds the role back.
    valueOf(await h.api.probeAccount({ id: h.accounts.admin }));
    const checked = valueOf(await h.api.listAccounts({})).accounts;
    expect(checked.find((account) => account.id === h.accounts.admin)!.isAdmin).toBe(true);
  });

  /** Users and plans of the admin account the offline cache holds, in its file. */
  const adminAnswersKept = () => {
    const db = new DatabaseSync(join(h.dataDir, 'offline-cache.db'), { readOnly: true });
    try {
      const row = db
        .prepare(
          "SELECT count(*) AS count FROM answers WHERE account_id = ? AND (key LIKE 'users:%' OR key LIKE 'plans:%')",
        )
        .get(h.accounts.admin) as { count: number };
      return row.count;
    } finally {
      db.close();
    }
  };

  it('answers no users or plans from the offline cache once the role is lost, and drops those it kept', async () => {
    const admin = h.accounts.admin;
    const sam = await userNamed('sam');
    valueOf(await h.api.getUser({ accountId: admin, id: sam.id }));
    valueOf(await h.api.listPlans({ accountId: admin }));
    valueOf(await h.api.getProfile({ accountId: admin }));
    expect(adminAnswersKept()).toBeGreaterThanOrEqual(3);

    demoted = true;
    try {
      expect(failureOf(await h.api.listUsers({ accountId: admin })).code).toBe('forbidden');
      const accounts = valueOf(await h.api.listAccounts({})).accounts;
      expect(accounts.find((account) => account.id === admin)!.isAdmin).toBe(false);
      expect(adminAnswersKept()).toBe(0);

      unreachable = true;
      for (const result of [
        await h.api.listUsers({ accountId: admin }),
        await h.api.getUser({ accountId: admin, id: sam.id }),
        await h.api.listPlans({ accountId: admin }),
      ]) {
        expect(failureOf(result)).toMatchObject({
          code: 'forbidden',
          message: expect.stringContaining('“Check again”'),
        });
      }
      expect(adminAnswersKept()).toBe(0);
      // The rest of the account is still answered from the cache.
      expect(valueOf(await h.api.getProfile({ accountId: admin })).stale).toMatchObject({
        reason: { code: 'network' },
      });
    } finally {
      demoted = false;
      unreachable = false;
    }
    // Checking the account again finds the role back, and the users are read again.
    valueOf(await h.api.probeAccount({ id: admin }));
    expect(valueOf(await h.api.listUsers({ accountId: admin })).stale).toBeNull();
  });

  it('drops the kept users and plans as soon as “Check again” finds the role gone', async () => {
    const admin = h.accounts.admin;
    valueOf(await h.api.listUsers({ accountId: admin }));
    valueOf(await h.api.listPlans({ accountId: admin }));
    expect(adminAnswersKept()).toBeGreaterThanOrEqual(2);

    demoted = true;
    try {
      valueOf(await h.api.probeAccount({ id: admin }));
      const accounts = valueOf(await h.api.listAccounts({})).accounts;
      expect(accounts.find((account) => account.id === admin)!.isAdmin).toBe(false);
      // No admin read was needed for them to go.
      expect(adminAnswersKept()).toBe(0);
    } finally {
      demoted = false;
    }
    valueOf(await h.api.probeAccount({ id: admin }));
  });
});

/** A port on this computer that refuses connections: one just given up by a server. */
async function portNobodyListensOn(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
