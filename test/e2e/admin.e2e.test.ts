import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, dateTimeText, fillDateTime } from './support/controls.ts';
import {
  adminClient,
  findUser,
  adminLinks,
  dataFilesText,
  openAdminArea,
  rowMenuAction,
  serverPlans,
  serverUser,
  userRow,
} from './support/admin-screens.ts';
import { endUndoWindows, useE2eApp, type E2eApp } from './support/e2e-app.ts';
import { undoToast } from './support/list-screens.ts';
import { useAppBuild } from './support/renderer-build.ts';
import {
  accountItem,
  alertSaying,
  chooseAccount,
  accountSwitcher,
  dialog,
  goTo,
  submitAddAccount,
} from './support/screens.ts';
import { SHOT_SIZES, screenshotsChecked } from './support/shots.ts';

const build = useAppBuild();

/** Short enough to watch the clipboard being cleared within a test. */
const CLIPBOARD_CLEAR_MS = 2_500;
/** Once the undo window has ended: long enough for the send on a slow machine. */
const AFTER_UNDO_WINDOW = { timeout: 12_000, interval: 100 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The API's `YYYY-MM-DD HH:MM:SS` (UTC) as a time. */
const timeOf = (datetime: string | null) => Date.parse(`${datetime!.replace(' ', 'T')}Z`);

/** Makes `count` users through the API, as other admins would have. */
async function addUsers(app: E2eApp, count: number, prefix: string) {
  for (let n = 0; n < count; n++) {
    const username = `${prefix}${String(n).padStart(2, '0')}`;
    await adminClient(app).post('/api/user/add', {
      username,
      email: `${username}@example.test`,
      password: 'secret-5',
    });
  }
}

/** Every API key the installation holds, of every user: none may ever reach the window. */
async function everyKey(app: E2eApp): Promise<string[]> {
  const reply = await adminClient(app).get<{ data: { apikey: string }[] }>('/api/users');
  return reply.body.data
    .map((user) => user.apikey)
    .filter((key) => typeof key === 'string' && key.length > 0);
}

async function expectNoKeyInWindow(app: E2eApp) {
  const keys = await everyKey(app);
  expect(keys.length).toBeGreaterThan(2);
  const dom = await app.page.content();
  // Everything the page keeps: local and session storage, and cookies (none are expected).
  const storage = await app.page.evaluate<string>(
    'JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie])',
  );
  const ipc = JSON.stringify(app.exchanges.map((exchange) => exchange.result));
  const files = await dataFilesText(app.devBrowser.dataDir);
  for (const key of keys) {
    expect(dom).not.toContain(key);
    expect(storage).not.toContain(key);
    expect(ipc).not.toContain(key);
    expect(files).not.toContain(key);
  }
}

describe('admin mode, end to end', () => {
  const t = useE2eApp(build, {}, { clipboardClearMs: CLIPBOARD_CLEAR_MS });

  beforeAll(async () => {
    await addUsers(t, 24, 'member');
    await submitAddAccount(t.page, { name: 'Office', baseUrl: t.sandbox.url, apiKey: t.keyOf('admin') });
    await adminLinks(t.page).first().waitFor();
  });

  it('shows the Admin section for an admin’s key only, and lists it in the palette', async () => {
    expect(await adminLinks(t.page).allTextContents()).toEqual(['Users', 'Plans']);
    for (const [name, username] of [
      ['Alex', 'alex'],
      ['Sam', 'sam'],
    ] as const) {
      await goTo(t.page, 'Accounts');
      await submitAddAccount(t.page, { name, baseUrl: t.sandbox.url, apiKey: t.keyOf(username) });
      await expect.poll(() => accountSwitcher(t.page).textContent()).toContain(name);
      expect(await adminLinks(t.page).count()).toBe(0);
      await t.page.keyboard.press('Control+K');
      const palette = t.page.getByRole('dialog', { name: 'Commands', exact: true });
      await palette.getByRole('combobox').fill('plans');
      await palette.getByRole('option').or(palette.getByText('Nothing matches')).first().waitFor();
      expect(await palette.getByRole('option', { name: /^Plans\b/ }).count()).toBe(0);
      await t.page.keyboard.press('Escape');
    }
    await chooseAccount(t.page, 'Office');
    await adminLinks(t.page).first().waitFor();
    await t.page.keyboard.press('Control+K');
    const palette = t.page.getByRole('dialog', { name: 'Commands', exact: true });
    await palette.getByRole('combobox').fill('users');
    await palette.getByRole('option', { name: /^Users\b/ }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Users', exact: true }).waitFor();
  });

  it('filters by status at the installation and searches by name and email', async () => {
    await openAdminArea(t.page, 'Users');
    await userRow(t.page, 'member23').waitFor();
    // Admins read as what they are, and the list says the installation's whole count.
    await expect
      .poll(async () => (await findUser(t.page, 'admin')).getByText('Administrator').count())
      .toBe(1);

    await t.page.getByRole('searchbox', { name: 'Search by name or email' }).fill('');
    await chooseOption(t.page.locator('body'), 'Status', 'Pro users');
    await userRow(t.page, 'alex').waitFor();
    await userRow(t.page, 'member00').waitFor({ state: 'detached' });
    expect(
      t.exchanges.some(
        (one) => one.channel === 'users:list' && (one.request as { filter?: string }).filter === 'pro',
      ),
    ).toBe(true);
    await chooseOption(t.page.locator('body'), 'Status', 'Everyone');
    await userRow(t.page, 'member23').waitFor();

    const search = t.page.getByRole('searchbox', { name: 'Search by name or email' });
    await search.fill('member1');
    await userRow(t.page, 'member15').waitFor();
    await userRow(t.page, 'member05').waitFor({ state: 'detached' });
    expect(await t.page.getByRole('grid', { name: 'Users' }).getByRole('row').count()).toBe(11);

    // An address the list holds is found in it, without asking the installation.
    const askedForEmail = () =>
      t.exchanges.filter(
        (one) => one.channel === 'users:list' && (one.request as { email?: string }).email !== undefined,
      );
    await search.fill('sam@sandbox.linkdesk.test');
    await userRow(t.page, 'sam').waitFor();
    // One made since the list was read (by another admin) is asked of the installation, and the list read again.
    await adminClient(t).post('/api/user/add', {
      username: 'latecomer',
      email: 'latecomer@example.test',
      password: 'secret-5',
    });
    await search.fill('latecomer@example.test');
    await t.page.getByText(/The server has a user with latecomer@example\.test/).waitFor();
    await userRow(t.page, 'latecomer').waitFor();
    expect(askedForEmail().map((one) => (one.request as { email: string }).email)).toEqual([
      'latecomer@example.test',
    ]);
    await screenshotsChecked(t.page, 'admin', 'users-searched');
    await search.fill('');
    await userRow(t.page, 'member23').waitFor();
    await screenshotsChecked(t.page, 'admin', 'users');
    expect(t.pageProblems).toEqual([]);
  });

  it('creates a user after refusals before sending and by the installation', async () => {
    await openAdminArea(t.page, 'Users');
    await t.page.getByRole('button', { name: 'New user', exact: true }).click();
    const form = dialog(t.page);
    await form.getByLabel('Username', { exact: true }).fill('x!');
    await form.getByLabel('Email', { exact: true }).fill('not-an-address');
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByRole('button', { name: 'Create user', exact: true }).click();
    await form.getByText(/must be 3 to 30 letters/).waitFor();
    await form.getByText(/at least 5 characters/).waitFor();
    expect(t.exchanges.filter((one) => one.channel === 'users:add')).toEqual([]);

    // The installation refuses an address already in use: said beside the email, the rest kept.
    await form.getByLabel('Username', { exact: true }).fill('newcomer');
    await form.getByLabel('Email', { exact: true }).fill('sam@sandbox.linkdesk.test');
    await form.getByRole('button', { name: 'Generate', exact: true }).click();
    const password = await form.getByLabel('Password', { exact: true }).inputValue();
    expect(password).toMatch(/^.{20}$/);
    expect(await form.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    // Copied by main (the window may not write the clipboard), and taken off it again after a while.
    await form.getByRole('button', { name: 'Copy', exact: true }).click();
    await form.getByText('Copied the password. It leaves the clipboard in a minute.').waitFor();
    expect(t.devBrowser.clipboardText()).toBe(password);
    await expect.poll(() => t.devBrowser.clipboardText(), { timeout: CLIPBOARD_CLEAR_MS * 3 }).toBe('');
    // Choosing a plan offers the usual month as its end, instead of a refusal.
    const business = (await serverPlans(t)).find((plan) => plan.name === 'Business')!;
    await chooseOption(form, 'Plan', 'Business');
    expect(await dateTimeText(form, 'Membership ends')).not.toBe('');
    await form.getByRole('button', { name: 'A year from now', exact: true }).click();
    await screenshotsChecked(t.page, 'admin', 'new-user');
    await form.getByRole('button', { name: 'Create user', exact: true }).click();
    await form.getByLabel('Email', { exact: true }).and(t.page.locator('[aria-invalid="true"]')).waitFor();
    expect(await form.getByLabel('Username', { exact: true }).inputValue()).toBe('newcomer');
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe(password);

    await form.getByLabel('Email', { exact: true }).fill('newcomer@example.test');
    await form.getByRole('button', { name: 'Create user', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await userRow(t.page, 'newcomer').waitFor();

    const created = await serverUser(t, 'newcomer');
    expect(created).toMatchObject({ email: 'newcomer@example.test', status: 'pro', planid: business.id });
    const yearOn = Date.now() + 365 * DAY_MS;
    expect(Math.abs(timeOf(created!.expires) - yearOn)).toBeLessThan(2 * DAY_MS);
    // The password typed is the one the installation took: it signs in.
    const login = await fetch(`${t.sandbox.url}/api/account`, {
      headers: { authorization: `Bearer ${t.keyOf('admin')}` },
    });
    expect(login.ok).toBe(true);
  });

  it('puts a user on a paid plan without and with an end date', async () => {
    await openAdminArea(t.page, 'Users');
    const plans = await serverPlans(t);
    const pro = plans.find((plan) => plan.name === 'Pro')!;
    await (await findUser(t.page, 'member03')).click();
    const pane = t.page.getByRole('complementary', { name: 'Details of member03' });
    await pane.getByRole('button', { name: 'Plan…' }).click();
    const form = dialog(t.page);
    await chooseOption(form, 'Plan', 'Pro');
    await chooseOption(form, 'Billing', 'Yearly');
    await form.getByText(/ends the membership a year from now/).waitFor();
    await form.getByText('Pro is a paid plan: member03 becomes pro.').waitFor();
    await screenshotsChecked(t.page, 'admin', 'subscribe');
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    // Said in plain words, as what is so now.
    await t.page.getByText('member03 is now on Pro.', { exact: true }).waitFor();
    await userRow(t.page, 'member03').getByText('Pro', { exact: true }).first().waitFor();
    const yearly = await serverUser(t, 'member03');
    expect(yearly).toMatchObject({ status: 'pro', planid: pro.id });
    expect(Math.abs(timeOf(yearly!.expires) - (Date.now() + 365 * DAY_MS))).toBeLessThan(2 * DAY_MS);

    // With a date, that date: typed in local time, kept in UTC by the installation.
    await (await findUser(t.page, 'member04')).click();
    await t.page
      .getByRole('complementary', { name: 'Details of member04' })
      .getByRole('button', { name: 'Plan…' })
      .click();
    await chooseOption(form, 'Plan', 'Pro');
    await fillDateTime(form, 'Membership ends', '2031-03-05T10:30');
    await form.getByText(/The membership ends on/).waitFor();
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const dated = await serverUser(t, 'member04');
    expect(dated).toMatchObject({ status: 'pro', planid: pro.id });
    expect(timeOf(dated!.expires)).toBe(new Date('2031-03-05T10:30').getTime());
    await t.page.getByRole('complementary', { name: 'Details of member04' }).getByText(/2031/).waitFor();
  });

  it('deletes a user only once the username is typed, with Undo and without, never the admin', async () => {
    await openAdminArea(t.page, 'Users');
    await (await findUser(t.page, 'member07')).getByRole('button', { name: 'Delete member07' }).click();
    const confirm = dialog(t.page);
    await confirm.getByText(/decides what happens to their links/).waitFor();
    const remove = confirm.getByRole('button', { name: 'Delete user', exact: true });
    await confirm.getByLabel('Type the username to confirm').fill('member0');
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    // Enter sends the form, as the button would: nothing happens until the name is right.
    await confirm.getByLabel('Type the username to confirm').press('Enter');
    await confirm.waitFor();
    await confirm.getByLabel('Type the username to confirm').fill('member07');
    await screenshotsChecked(t.page, 'admin', 'delete-user');
    await remove.click();
    await undoToast(t.page, /member07/)
      .getByRole('button', { name: 'Undo' })
      .click();
    await userRow(t.page, 'member07').waitFor();
    // Past the window: an undone delete is never sent.
    await endUndoWindows(t, 0);
    expect(await serverUser(t, 'member07')).toBeDefined();

    await (await findUser(t.page, 'member08')).getByRole('button', { name: 'Delete member08' }).click();
    await confirm.getByLabel('Type the username to confirm').fill('member08');
    await confirm.getByRole('button', { name: 'Delete user', exact: true }).click();
    await userRow(t.page, 'member08').waitFor({ state: 'detached' });
    expect(await serverUser(t, 'member08')).toBeDefined();
    await endUndoWindows(t, 1);
    await expect.poll(() => serverUser(t, 'member08'), AFTER_UNDO_WINDOW).toBeUndefined();

    // The admin's own account: refused with the reason, nothing scheduled.
    const scheduled = t.exchanges.filter((one) => one.channel === 'deletes:schedule').length;
    await (await findUser(t.page, 'admin')).getByRole('button', { name: 'Delete admin' }).click();
    // Named by the server it is on, not by what this computer calls the account ("Office").
    await confirm
      .getByText(`admin is your own account on ${new URL(t.sandbox.url).host}: the server must keep`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Close', exact: true }).click();
    expect(t.exchanges.filter((one) => one.channel === 'deletes:schedule')).toHaveLength(scheduled);
    expect(await serverUser(t, 'admin')).toBeDefined();
  });

  it('logs in as a user in the system browser after a confirmation, never showing the address', async () => {
    await openAdminArea(t.page, 'Users');
    const opened = t.devBrowser.opened().length;
    await rowMenuAction(t.page, await findUser(t.page, 'sam'), 'Log in as…');
    const confirm = dialog(t.page);
    await confirm.getByText(/act as sam \(sam@sandbox\.linkdesk\.test\)/).waitFor();
    await confirm.getByRole('button', { name: 'Log in as sam', exact: true }).click();
    await t.page.getByText('Opened a sign-in as sam in your browser.').waitFor();
    const urls = t.devBrowser.opened().slice(opened);
    expect(urls).toHaveLength(1);
    const page = await fetch(urls[0]!);
    expect(await page.text()).toContain('Signed in as sam');
    const dom = await t.page.content();
    expect(dom).not.toContain(new URL(urls[0]!).pathname);
    expect(JSON.stringify(t.exchanges)).not.toContain(new URL(urls[0]!).pathname);
  });

  it('copies a user’s key from main and takes it off the clipboard; no key ever reaches the window', async () => {
    await openAdminArea(t.page, 'Users');
    await (await findUser(t.page, 'alex')).getByRole('button', { name: 'Copy the API key of alex' }).click();
    await t.page.getByText(/Copied alex’s API key/).waitFor();
    expect(t.devBrowser.clipboardText()).toBe(t.keyOf('alex'));
    await expect.poll(() => t.devBrowser.clipboardText(), { timeout: CLIPBOARD_CLEAR_MS * 3 }).toBe('');
    await expectNoKeyInWindow(t);
  });

  it('drops the Admin section with the reason when the key stops being an admin’s', async () => {
    await openAdminArea(t.page, 'Users');
    const database = new DatabaseSync(join(t.sandboxDir, 'sandbox.db'));
    try {
      database.prepare("UPDATE users SET status = 'pro' WHERE username = 'admin'").run();
      await t.page.getByRole('button', { name: 'Refresh users' }).click();
      await alertSaying(t.page, /no longer accepts the key of “Office” as an admin’s/).waitFor();
      // The alert comes from the refused read; the section goes once main's records say the role is gone.
      await expect.poll(() => adminLinks(t.page).count()).toBe(0);
      await screenshotsChecked(t.page, 'admin', 'admin-lost');
      // The rest of the account works as before.
      await t.page.getByRole('navigation').getByRole('link', { name: 'Links', exact: true }).click();
      await t.page.getByRole('heading', { level: 1, name: 'Links', exact: true }).waitFor();
    } finally {
      database.prepare("UPDATE users SET status = 'admin' WHERE username = 'admin'").run();
      database.close();
    }
    await goTo(t.page, 'Accounts');
    await accountItem(t.page, 'Office').getByRole('button', { name: 'Check again' }).click();
    await adminLinks(t.page).first().waitFor();
  });
});

describe('the plans screen, end to end', () => {
  const t = useE2eApp(build);

  beforeAll(async () => {
    await submitAddAccount(t.page, { name: 'Office', baseUrl: t.sandbox.url, apiKey: t.keyOf('admin') });
    await adminLinks(t.page).first().waitFor();
  });

  it('lists the plans, compares them, and subscribes a user from a plan', async () => {
    await openAdminArea(t.page, 'Plans');
    const grid = t.page.getByRole('grid', { name: 'Plans' });
    await grid.getByRole('row').filter({ hasText: 'Business' }).click();
    const pane = t.page.getByRole('complementary', { name: 'Details of Business' });
    await pane.getByText('API access').waitFor();
    await screenshotsChecked(t.page, 'admin', 'plans');

    await t.page.getByRole('button', { name: 'Compare plans' }).click();
    const compare = dialog(t.page);
    const headers = await compare.getByRole('columnheader').allTextContents();
    expect(headers.join(' ')).toMatch(/Starter.*Pro.*Business/);
    await compare.getByRole('rowheader', { name: 'Branded domains' }).waitFor();
    await screenshotsChecked(t.page, 'admin', 'plans-compared');
    await compare.getByRole('button', { name: 'Close', exact: true }).click();

    await pane.getByRole('button', { name: 'Subscribe a user…' }).click();
    const form = dialog(t.page);
    await form.getByRole('searchbox').fill('sam');
    await form.getByRole('radio', { name: /^sam/ }).check();
    await form.getByText('Business is a paid plan: sam becomes pro.').waitFor();
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const business = (await serverPlans(t)).find((plan) => plan.name === 'Business')!;
    expect(await serverUser(t, 'sam')).toMatchObject({ status: 'pro', planid: business.id });
    expect(t.pageProblems).toEqual([]);
  });
});

describe('admin mode on a deployed installation, end to end', () => {
  const t = useE2eApp(build, { profile: 'deployed' });

  beforeAll(async () => {
    await submitAddAccount(t.page, { name: 'Live', baseUrl: t.sandbox.url, apiKey: t.keyOf('admin') });
    await adminLinks(t.page).first().waitFor();
  });

  it('knows the admin though it reads as pro, creates a user with a plan and keeps every key out', async () => {
    await openAdminArea(t.page, 'Users');
    await expect
      .poll(async () => (await findUser(t.page, 'admin')).getByText('Administrator').count())
      .toBe(1);
    expect((await serverUser(t, 'admin'))!.status).toBe('pro');

    await t.page.getByRole('button', { name: 'New user', exact: true }).click();
    const form = dialog(t.page);
    await form.getByLabel('Username', { exact: true }).fill('deployed_one');
    await form.getByLabel('Email', { exact: true }).fill('deployed_one@example.test');
    await form.getByRole('button', { name: 'Generate', exact: true }).click();
    const pro = (await serverPlans(t)).find((plan) => plan.name === 'Pro')!;
    await chooseOption(form, 'Plan', 'Pro');
    await form.getByRole('button', { name: 'Create user', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await findUser(t.page, 'deployed_one');
    const created = await serverUser(t, 'deployed_one');
    expect(created).toMatchObject({ status: 'pro', planid: pro.id });
    expect(Math.abs(timeOf(created!.expires) - (Date.now() + 31 * DAY_MS))).toBeLessThan(4 * DAY_MS);

    await userRow(t.page, 'deployed_one')
      .getByRole('button', { name: 'Copy the API key of deployed_one' })
      .click();
    await t.page.getByText(/Copied deployed_one’s API key/).waitFor();
    const key = (
      await adminClient(t).get<{ data: { username: string; apikey: string }[] }>('/api/users')
    ).body.data.find((user) => user.username === 'deployed_one')!.apikey;
    expect(t.devBrowser.clipboardText()).toBe(key);
    await expectNoKeyInWindow(t);
  });
});

describe('the plans of a deployed installation, whose limits hold words, end to end', () => {
  const t = useE2eApp(build, { profile: 'deployed' });

  beforeAll(async () => {
    await submitAddAccount(t.page, { name: 'Live', baseUrl: t.sandbox.url, apiKey: t.keyOf('admin') });
    await adminLinks(t.page).first().waitFor();
  });

  it('lists every plan and shows the words written in its limits', async () => {
    // What the installation holds: paid plans carry their feature text where a switch would be.
    const reply = await adminClient(t).get<{ data: { name: string; limits: { custom: unknown } }[] }>(
      '/api/plans',
    );
    const worded = reply.body.data.filter((plan) => plan.limits.custom === 'Priority support');
    expect(worded.map((plan) => plan.name)).toContain('Business');

    await openAdminArea(t.page, 'Plans');
    const grid = t.page.getByRole('grid', { name: 'Plans' });
    for (const plan of reply.body.data) await grid.getByRole('row').filter({ hasText: plan.name }).waitFor();
    await grid.getByRole('row').filter({ hasText: 'Business' }).click();
    const pane = t.page.getByRole('complementary', { name: 'Details of Business' });
    // Shown in the pictures, which the pane and the dialog would otherwise scroll out of sight.
    await pane.getByText('Priority support', { exact: true }).scrollIntoViewIfNeeded();
    await screenshotsChecked(t.page, 'admin', 'plans-with-words');

    await t.page.getByRole('button', { name: 'Compare plans' }).click();
    const compare = dialog(t.page);
    const wordedRow = compare.getByRole('row').filter({ hasText: 'Priority support' });
    await wordedRow.scrollIntoViewIfNeeded();
    // Named as a pricing page would name it.
    await wordedRow.getByText('Also included', { exact: true }).waitFor();
    expect(await wordedRow.getByRole('cell', { name: 'Priority support', exact: true }).count()).toBe(
      worded.length,
    );
    const table = compare.getByLabel('Plans side by side', { exact: true });
    for (const size of SHOT_SIZES) {
      await t.page.setViewportSize(size);
      // Every plan's words within the dialog, none cut at its edge.
      expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      // The rows scrolled up pass under the plans' names, not over them: the top-left corner stays blank.
      const corner = await table.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.ownerDocument.elementFromPoint(box.left + 4, box.top + 4)?.closest('th, td')
          ?.textContent;
      });
      expect(corner).toBe('');
    }
    await screenshotsChecked(t.page, 'admin', 'plans-compared-with-words');
    await compare.getByRole('button', { name: 'Close', exact: true }).click();
    expect(t.pageProblems).toEqual([]);
  });
});

describe('admin mode on an installation of the legacy revision, end to end', () => {
  const t = useE2eApp(build, { revision: 'legacy' });

  beforeAll(async () => {
    await submitAddAccount(t.page, { name: 'Old', baseUrl: t.sandbox.url, apiKey: t.keyOf('admin') });
    await adminLinks(t.page).first().waitFor();
  });

  it('lists, creates and subscribes users as on any other', async () => {
    await openAdminArea(t.page, 'Users');
    await t.page.getByRole('button', { name: 'New user', exact: true }).click();
    const form = dialog(t.page);
    await form.getByLabel('Username', { exact: true }).fill('legacy_one');
    await form.getByLabel('Email', { exact: true }).fill('legacy_one@example.test');
    await form.getByLabel('Password', { exact: true }).fill('secret-5');
    await form.getByRole('button', { name: 'Create user', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    expect(await serverUser(t, 'legacy_one')).toMatchObject({ status: 'free', planid: null });

    await (await findUser(t.page, 'legacy_one')).click();
    await t.page
      .getByRole('complementary', { name: 'Details of legacy_one' })
      .getByRole('button', { name: 'Plan…' })
      .click();
    const business = (await serverPlans(t)).find((plan) => plan.name === 'Business')!;
    await chooseOption(form, 'Plan', 'Business');
    await chooseOption(form, 'Billing', 'Lifetime');
    await form.getByText(/ten years from now/).waitFor();
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const subscribed = await serverUser(t, 'legacy_one');
    expect(subscribed).toMatchObject({ status: 'pro', planid: business.id });
    expect(new Date(timeOf(subscribed!.expires)).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 10);
  });
});
