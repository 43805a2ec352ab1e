import { beforeAll, describe, expect, it } from 'vitest';
import { useE2eApp } from './support/e2e-app.ts';
import { list, proUser, row, visitArea } from './support/list-screens.ts';
import { firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';

const build = useAppBuild();

describe('areas opened again, end to end', () => {
  const t = useE2eApp(build);
  // Lists read from an installation: not main's own journals (the Links screen asks after its bulk edits).
  const listCalls = () =>
    t.exchanges.filter(
      (exchange) =>
        exchange.channel.endsWith(':list') && !['bulk:list', 'imports:list'].includes(exchange.channel),
    ).length;

  beforeAll(async () => {
    const pro = proUser(t.sandbox);
    await pro.client.post('/api/domain/add', { domain: 'https://again.example.test' });
    await pro.client.post('/api/url/add', { url: 'https://example.com/seen-before', custom: 'seen-before' });
    await submitAddAccount(t.page, { name: 'Work', baseUrl: t.sandbox.url, apiKey: pro.apiKey });
    await firstAccountOpened(t.page, pro.username);
  });

  it('paints a list seen moments ago from memory, sending nothing, and asks again after a change', async () => {
    await visitArea(t.page, 'Links');
    await row(t.page, 'Links', 'seen-before').waitFor();
    await visitArea(t.page, 'Domains');
    await row(t.page, 'Domains', 'again.example.test').waitFor();
    const before = listCalls();

    await visitArea(t.page, 'Links');
    // The row is there in the same frame as the heading: nothing was waited for.
    expect(await row(t.page, 'Links', 'seen-before').isVisible()).toBe(true);
    await visitArea(t.page, 'Domains');
    expect(await row(t.page, 'Domains', 'again.example.test').isVisible()).toBe(true);
    expect(listCalls()).toBe(before);

    // A change on the account: the next visit shows the remembered list and reads it again.
    await list(t.page, 'Domains').getByRole('button', { name: 'Delete https://again.example.test' }).click();
    await visitArea(t.page, 'Links');
    await expect.poll(listCalls).toBeGreaterThan(before);
    await row(t.page, 'Links', 'seen-before').waitFor();
    expect(t.pageProblems).toEqual([]);
  });
});
