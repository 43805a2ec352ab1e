import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { account } from '../../src/shared/api/models.ts';
import { runCli, startCli, type CliSandbox } from '../support/cli.ts';
import { ApiClient, tempDir } from '../support/sandbox.ts';

describe('sandbox command line', () => {
  const running: CliSandbox[] = [];
  const folders: string[] = [];
  const folder = () => {
    const dir = tempDir();
    folders.push(dir);
    return dir;
  };
  const start = async (args: string[]) => {
    const sandbox = await startCli(args);
    running.push(sandbox);
    return sandbox;
  };
  afterEach(async () => {
    for (const sandbox of running.splice(0)) {
      if (sandbox.child.exitCode === null && sandbox.child.signalCode === null) sandbox.child.kill('SIGKILL');
      await sandbox.exited;
    }
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('prints one JSON line with the url, the revision and the accounts, then serves them', async () => {
    const { info } = await start(['--port', '0', '--data', folder(), '--seed', 'empty', '--quiet']);
    expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.revision).toBe('current');
    expect(info.accounts.map((a) => [a.username, a.status])).toEqual([
      ['admin', 'admin'],
      ['alex', 'pro'],
      ['sam', 'free'],
    ]);
    // Scoped keys come with the demo seed only.
    expect(info.scopedKeys).toEqual([]);
    for (const entry of info.accounts) {
      const reply = await new ApiClient(info.url, entry.apiKey).get('/api/account');
      expect(account.parse(reply.body.data)).toMatchObject({
        id: entry.id,
        username: entry.username,
        email: entry.email,
      });
    }
  });

  it('keeps its data across restarts and does not seed again', async () => {
    const data = folder();
    const first = await start(['--port', '0', '--data', data, '--seed', 'empty', '--quiet']);
    const alex = first.info.accounts.find((a) => a.username === 'alex')!;
    const created = await new ApiClient(first.info.url, alex.apiKey).post('/api/pixel/add', {
      type: 'reddit',
      name: 'Kept',
      tag: 'RDT-12345',
    });
    expect(created.body.error).toBe(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start(['--port', '0', '--data', data, '--seed', 'demo', '--quiet']);
    expect(second.info.accounts).toEqual(first.info.accounts);
    const pixels = await new ApiClient(second.info.url, alex.apiKey).get('/api/pixels');
    expect(pixels.body.data.pixels).toEqual([expect.objectContaining({ id: created.body.id, name: 'Kept' })]);
  });

  it('runs in memory and in the legacy revision', async () => {
    const { info } = await start([
      '--port',
      '0',
      '--memory',
      '--revision',
      'legacy',
      '--seed',
      'empty',
      '--quiet',
    ]);
    expect(info.revision).toBe('legacy');
    const admin = new ApiClient(info.url, info.accounts[0]!.apiKey);
    expect((await admin.get('/api/campaigns')).status).toBe(404);
  });

  it('answers in the reference profile by default and in the deployed one with --profile deployed', async () => {
    const reference = await start(['--port', '0', '--memory', '--seed', 'empty', '--quiet']);
    expect(reference.info.profile).toBe('reference');
    expect((await new ApiClient(reference.info.url, 'wrong-key-value').get('/api/account')).status).toBe(401);

    const deployed = await start(['--port', '0', '--memory', '--seed', 'empty', '--profile', 'deployed']);
    expect(deployed.info.profile).toBe('deployed');
    const refused = await new ApiClient(deployed.info.url, 'wrong-key-value').get('/api/account');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 1, message: 'A valid API key is required to use this service.' });
    const alex = deployed.info.accounts.find((a) => a.username === 'alex')!;
    const page = await new ApiClient(deployed.info.url, alex.apiKey).get('/api/no-such-thing');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // Once it has stopped, so the start-up message has surely been written.
    deployed.child.kill('SIGTERM');
    await deployed.exited;
    expect(deployed.stderr()).toContain('(current revision, deployed profile) listening on');
  });

  it('logs requests to stderr without ever writing an API key', async () => {
    const sandbox = await start(['--port', '0', '--memory', '--seed', 'empty']);
    const key = sandbox.info.accounts[1]!.apiKey;
    await new ApiClient(sandbox.info.url, key).get('/api/pixels?limit=5');
    await new ApiClient(sandbox.info.url, 'wrong-key-value').get('/api/pixels');
    sandbox.child.kill('SIGTERM');
    await sandbox.exited;
    expect(sandbox.stderr()).toContain('/api/pixels?limit=5');
    for (const secret of [...sandbox.info.accounts.map((a) => a.apiKey), 'wrong-key-value']) {
      expect(sandbox.stderr()).not.toContain(secret);
    }
  });

  it.each([
    [['--port', 'eighty'], /--port takes a whole number/],
    [['--revision', 'v2'], /--revision takes current or legacy/],
    [['--seed', 'lots'], /--seed takes demo or empty/],
    [['--profile', 'production'], /--profile takes reference or deployed, not "production"/],
    [['--profile'], /--profile/],
    [['--rate-limit', '-1'], /rate-limit/],
    [['--memory', '--data', '/tmp/x'], /not both/],
    [['--colour'], /Unknown option/],
  ])('refuses %j with a usage message and exit code 2', async (args, message) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/Usage: npm run sandbox/);
  });
});
