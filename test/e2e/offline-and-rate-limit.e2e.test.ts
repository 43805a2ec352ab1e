import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/shared/ipc/models.ts';
import type { Cached } from '../../src/shared/ipc/resources.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import { ShiftedClock } from '../support/shifted-clock.ts';
import { expectAccessible } from './support/axe.ts';
import { useAppBuild } from './support/renderer-build.ts';
import { resultsOf, useE2eApp } from './support/e2e-app.ts';
import {
  accountItem,
  firstAccountOpened,
  goTo,
  profileHeading,
  submitAddAccount,
} from './support/screens.ts';

const build = useAppBuild();

const proKeyOf = (sandbox: RunningSandbox) =>
  sandbox.accounts.find((account) => account.status === 'pro')!.apiKey;

/** The account screen's notice that it shows what Linkdesk last saw. */
const offlineNotice = (t: ReturnType<typeof useE2eApp>) =>
  t.page.getByRole('status').filter({ hasText: /^Offline: showing your account/ });

describe('reads while the installation is out of reach, end to end', () => {
  const t = useE2eApp(build);

  it('shows the account as last seen, with the time, once its installation has stopped', async () => {
    const installation = await startSandbox({ memory: true, seed: 'empty', rateLimit: 0 });
    let stopped = false;
    try {
      await submitAddAccount(t.page, {
        name: 'Office',
        baseUrl: installation.url,
        apiKey: proKeyOf(installation),
      });
      const username = installation.accounts.find((account) => account.status === 'pro')!.username;
      await firstAccountOpened(t.page, username);
      // The account's own screen, answered from what main kept once the installation is gone.
      await goTo(t.page, 'Account');
      await profileHeading(t.page, username).waitFor();
      await t.page.getByRole('definition').filter({ hasText: '@' }).first().waitFor();

      await installation.close();
      stopped = true;
      await t.page.reload();
      // A launch opens on the Overview; the account's screen is one click away.
      await goTo(t.page, 'Account');

      const notice = offlineNotice(t);
      await notice.waitFor();
      const answer = resultsOf(t, 'account:get').at(-1);
      expect(answer).toMatchObject({
        ok: true,
        value: { stale: { reason: { code: 'network' } } },
      });
      const { stale } = (answer as { value: Cached<Profile> }).value;
      // The time as the page itself writes it: Chromium's locale and time zone, not this process's.
      const time = await t.page.evaluate<string>(
        `new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(${JSON.stringify(stale!.savedAt)}))`,
      );
      expect(await notice.textContent()).toContain(
        `Offline: showing your account as Linkdesk last saw it at ${time}. ${stale!.reason.message}`,
      );
      // What was last seen is still there to read.
      await profileHeading(t.page, username).waitFor();
      await t.page.getByRole('definition').filter({ hasText: '@' }).first().waitFor();
      await expectAccessible(t.page, 'the account screen answered from the offline cache');

      const asked = resultsOf(t, 'account:get').length;
      await notice.getByRole('button', { name: 'Try again', exact: true }).click();
      await expect.poll(() => resultsOf(t, 'account:get').length).toBe(asked + 1);
      await notice.waitFor();
      expect(t.pageProblems).toEqual([]);
    } finally {
      if (!stopped) await installation.close();
    }
  });
});

describe('the rate limit, end to end', () => {
  // One clock for the limited installation and main's rate limiter: a jump moves both, so the wait is seconds,
  // not a minute, and the window ends when the test says.
  const clock = new ShiftedClock();
  const t = useE2eApp(build, {}, { gatewayClock: clock });

  it('counts down while the installation holds requests back, then shows the account', async () => {
    // One request a minute.
    const installation = await startSandbox({ memory: true, seed: 'empty', rateLimit: 1, now: clock.now });
    try {
      // A first account, so that the limited one can be added from the accounts screen without opening it.
      await submitAddAccount(t.page, { name: 'Home', baseUrl: t.sandbox.url, apiKey: t.keyOf('sam') });
      await firstAccountOpened(t.page, 'sam');
      await goTo(t.page, 'Accounts');
      // Adding checks the key: that request opens the installation's one-minute window and uses it up.
      await submitAddAccount(t.page, {
        name: 'Limited',
        baseUrl: installation.url,
        apiKey: proKeyOf(installation),
      });
      await accountItem(t.page, 'Limited').waitFor();

      clock.jump(54_000);
      await goTo(t.page, 'Account');
      const countdown = t.page.getByRole('status').filter({ hasText: /^Waiting for the rate limit, \d+ s$/ });
      await countdown.waitFor();
      const seconds = Number(/(\d+) s/.exec((await countdown.textContent())!)![1]);
      expect(seconds).toBeGreaterThan(0);
      // 60 s less the 54 moved on, and up to a second each for the reset header's and the Date header's rounding.
      expect(seconds).toBeLessThanOrEqual(8);
      await expectAccessible(t.page, 'the account screen waiting for the rate limit');

      // The refused request goes again once the window reopens, and nobody saw it refused.
      clock.jump(8_000);
      const username = installation.accounts.find((account) => account.status === 'pro')!.username;
      await profileHeading(t.page, username).waitFor();
      await t.page.getByRole('definition').filter({ hasText: '@' }).first().waitFor({ timeout: 15_000 });
      await countdown.waitFor({ state: 'detached' });
      expect(resultsOf(t, 'account:get').at(-1)).toMatchObject({ ok: true, value: { stale: null } });
      expect(resultsOf(t, 'account:get').filter((result) => !result.ok)).toEqual([]);
      expect(t.pageProblems).toEqual([]);
    } finally {
      await installation.close();
    }
  }, 40_000);
});
