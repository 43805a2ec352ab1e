import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import type { TestSandbox } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';
import { expectAccessible } from './support/axe.ts';
import { screenshotsChecked } from './support/shots.ts';
import { useE2eApp } from './support/e2e-app.ts';
import { list, openArea, proUser, row } from './support/list-screens.ts';
import { profileHeading, submitAddAccount } from './support/screens.ts';
import { useAppBuild } from './support/renderer-build.ts';

const build = useAppBuild();

describe('splash pages and CTA overlays, end to end', () => {
  const t = useE2eApp(build);
  // An installation of its own, so that rows only the seed makes (splash pages, overlays) can be written to it.
  let installation: RunningSandbox;
  let dataDir = '';
  const ids = { splash: 0, overlay: 0 };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'linkdesk-e2e-catalog-'));
    installation = await startSandbox({ dataDir, seed: 'empty', rateLimit: 0 });
    const rows = new SandboxRows({ sandbox: installation, dataDir } as TestSandbox);
    ids.splash = rows.insertSplash('alex', 'Leaving our site');
    rows.insertSplash('alex', 'Product launch');
    ids.overlay = rows.insertOverlay('alex', 'Newsletter sign-up', { type: 'contact' });

    const pro = proUser(installation);
    await submitAddAccount(t.page, { name: 'Office', baseUrl: installation.url, apiKey: pro.apiKey });
    await profileHeading(t.page, pro.username)
      // Where adding an account lands: the profile, or the Overview.
      .or(t.page.getByRole('heading', { level: 1, name: 'Overview', exact: true }))
      .waitFor();
  });

  afterAll(async () => {
    await installation?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const opened = () =>
    t.exchanges
      .filter((exchange) => exchange.channel === 'shell:openExternal')
      .map((exchange) => (exchange.request as { url: string }).url);

  it('lists splash pages read-only and opens one on the installation to edit it', async () => {
    await openArea(t.page, 'Splash pages');
    await row(t.page, 'Splash pages', 'Product launch').waitFor();
    // Read-only: nothing to select, create or delete.
    expect(await list(t.page, 'Splash pages').getByRole('checkbox').count()).toBe(0);
    expect(await t.page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await expectAccessible(t.page, 'the splash pages screen');
    // One sentence in the header; why they are edited elsewhere is behind "Why?".
    await t.page.getByRole('button', { name: 'Why? Editing splash pages' }).click();
    await t.page
      .getByRole('dialog', { name: 'Editing splash pages' })
      .getByText(/edit it on your server’s website/)
      .waitFor();
    await screenshotsChecked(t.page, 'feedback', 'splash-why');
    await t.page.keyboard.press('Escape');
    await t.page.getByRole('dialog', { name: 'Editing splash pages' }).waitFor({ state: 'detached' });

    await row(t.page, 'Splash pages', 'Leaving our site')
      .getByRole('button', { name: 'Edit on your server’s website: Leaving our site' })
      .click();
    await expect.poll(opened).toContain(`${installation.url}/user/splash/${ids.splash}/edit`);
    expect(t.pageProblems).toEqual([]);
  });

  it('lists CTA overlays with their type and opens one on the installation', async () => {
    await openArea(t.page, 'CTA overlays');
    const overlay = row(t.page, 'CTA overlays', 'Newsletter sign-up');
    await overlay.waitFor();
    await overlay.getByText('Contact form').waitFor();
    await expectAccessible(t.page, 'the CTA overlays screen');

    await overlay.getByRole('button', { name: 'Edit on your server’s website: Newsletter sign-up' }).click();
    await expect.poll(opened).toContain(`${installation.url}/user/overlay/${ids.overlay}/edit`);
    expect(t.pageProblems).toEqual([]);
  });
});
