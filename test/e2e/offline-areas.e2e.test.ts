import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { chooseOption } from './support/controls.ts';
import { expectAccessible } from './support/axe.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { openArea, proUser, row, staleBanner } from './support/list-screens.ts';
import { dialog, firstAccountOpened, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';

const build = useAppBuild();

describe('domains and pixels when the installation goes away mid-session, end to end', () => {
  const t = useE2eApp(build);

  it('shows the lists as last seen with the time, and refuses a create with a message, keeping the form', async () => {
    const installation = await startSandbox({ memory: true, seed: 'empty', rateLimit: 0 });
    let stopped = false;
    try {
      const pro = proUser(installation);
      await pro.client.post('/api/domain/add', { domain: 'https://kept.example.test' });
      await pro.client.post('/api/pixel/add', { type: 'fbpixel', name: 'Kept pixel', tag: '1234567' });
      await submitAddAccount(t.page, { name: 'Office', baseUrl: installation.url, apiKey: pro.apiKey });
      await firstAccountOpened(t.page, pro.username);
      await openArea(t.page, 'Domains');
      await row(t.page, 'Domains', 'kept.example.test').waitFor();
      await openArea(t.page, 'Pixels');
      await row(t.page, 'Pixels', 'Kept pixel').waitFor();

      await installation.close();
      stopped = true;

      // Back to the domains: asked again, main answers from its offline cache.
      await openArea(t.page, 'Domains');
      const banner = staleBanner(t.page);
      await banner.waitFor();
      const answer = t.exchanges.filter((exchange) => exchange.channel === 'domains:list').at(-1)!.result;
      expect(answer).toMatchObject({ ok: true, value: { stale: { reason: { code: 'network' } } } });
      const { savedAt } = (answer as { value: { stale: { savedAt: string } } }).value.stale;
      const time = await t.page.evaluate<string>(
        `new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(${JSON.stringify(savedAt)}))`,
      );
      expect(await banner.textContent()).toContain(`as Linkdesk last saw it at ${time}.`);
      await row(t.page, 'Domains', 'kept.example.test').waitFor();
      await expectAccessible(t.page, 'the domains screen answered from the offline cache');

      // A write is never answered from the cache: it is refused with a message, and nothing typed is lost.
      await t.page.getByRole('button', { name: 'Add domain', exact: true }).click();
      const form = dialog(t.page);
      await form.getByLabel('Domain', { exact: true }).fill('https://new.example.test');
      await form.getByLabel('Root redirect', { exact: true }).fill('https://www.example.com/');
      await form.getByRole('button', { name: 'Add domain', exact: true }).click();
      const refusal = form.getByRole('alert').filter({ hasText: 'The domain was not added' });
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(/refused the connection|could not be reached|not running/i);
      expect(await form.getByLabel('Domain', { exact: true }).inputValue()).toBe('https://new.example.test');
      expect(await form.getByLabel('Root redirect', { exact: true }).inputValue()).toBe(
        'https://www.example.com/',
      );
      await expectAccessible(t.page, 'the add-domain dialog after a refused write');
      await form.getByRole('button', { name: 'Cancel', exact: true }).click();
      // Something was typed: closing asks first.
      await t.page
        .getByRole('dialog', { name: 'Discard your changes to the domain?', exact: true })
        .getByRole('button', { name: 'Discard changes', exact: true })
        .click();

      // The pixels, too, show what was last seen.
      await openArea(t.page, 'Pixels');
      await staleBanner(t.page).waitFor();
      await row(t.page, 'Pixels', 'Kept pixel').waitFor();
      await t.page.getByRole('button', { name: 'New pixel', exact: true }).click();
      const pixelForm = dialog(t.page);
      await chooseOption(pixelForm, 'Provider', 'Facebook');
      await pixelForm.getByLabel('Name', { exact: true }).fill('Offline pixel');
      await pixelForm.getByLabel('Tag', { exact: true }).fill('7654321');
      await pixelForm.getByRole('button', { name: 'Create pixel', exact: true }).click();
      await pixelForm.getByRole('alert').filter({ hasText: 'The pixel was not created' }).waitFor();
      expect(await pixelForm.getByLabel('Name', { exact: true }).inputValue()).toBe('Offline pixel');
      expect(t.pageProblems).toEqual([]);
    } finally {
      if (!stopped) await installation.close();
    }
  }, 40_000);
});
