// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../shell/App.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';

installDialogStandIns();
afterEach(cleanup);

async function openAccounts(main: FakeMain) {
  const rendered = renderWithMain(<App />, main);
  await rendered.user.click(await screen.findByRole('link', { name: 'Accounts' }));
  // The area's code loads when it is first opened.
  await screen.findByRole('heading', { level: 1, name: 'Accounts' });
  return rendered;
}

describe('the accounts screen', () => {
  it('lists each account with its address, user, status, admin flag and revision', async () => {
    const main = new FakeMain();
    main.seedAccount({
      name: 'Work',
      status: 'admin',
      isAdmin: true,
      revision: 'legacy',
      revisionCheckedAt: '2025-02-01T12:00:00Z',
    });
    main.seedAccount({
      name: 'Sandbox',
      kind: 'sandbox',
      baseUrl: 'Built-in sandbox',
      username: 'sam',
      status: 'free',
    });
    await openAccounts(main);

    const work = within(screen.getByRole('listitem', { name: 'Work' }));
    expect(work.getByText('https://links.example.com')).toBeTruthy();
    expect(work.getByText('Administrator')).toBeTruthy();
    expect(work.getByText('Yes')).toBeTruthy();
    expect(work.getByText('Legacy')).toBeTruthy();
    expect(work.getByText('Active')).toBeTruthy();
    expect(work.getByText('Admin')).toBeTruthy();

    const sandbox = within(screen.getByRole('listitem', { name: 'Sandbox' }));
    expect(sandbox.getByText('Built-in sandbox')).toBeTruthy();
    expect(sandbox.getByText('Not checked')).toBeTruthy();
    // Linkdesk manages the sandbox's address and key itself.
    expect(sandbox.queryByRole('button', { name: 'Change address' })).toBeNull();
    expect(sandbox.queryByRole('button', { name: 'Replace key' })).toBeNull();
  });

  it('renames in a dialog that Escape closes, returning focus to its button', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work' });
    const { user } = await openAccounts(main);

    const renameButton = within(screen.getByRole('listitem', { name: 'Work' })).getByRole('button', {
      name: 'Rename',
    });
    await user.click(renameButton);
    const dialog = screen.getByRole('dialog', { name: 'Rename “Work”' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(renameButton);

    await user.click(renameButton);
    const nameField = within(screen.getByRole('dialog')).getByLabelText('Display name', { exact: true });
    await user.clear(nameField);
    await user.type(nameField, 'Office');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));

    expect(await screen.findByText('The account is now called “Office”.')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Office' })).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: 'Account' })).getByText('Office')).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
  });

  it('keeps a refused key in its dialog with the reason beside it', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work' });
    const { user } = await openAccounts(main);

    await user.click(
      within(screen.getByRole('listitem', { name: 'Work' })).getByRole('button', { name: 'Replace key' }),
    );
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('API key', { exact: true }), 'wrong-key');
    await user.click(dialog.getByRole('button', { name: 'Replace key' }));

    expect((await dialog.findByRole('alert')).textContent).toMatch(/refused the API key/);
    expect((dialog.getByLabelText('API key', { exact: true }) as HTMLInputElement).value).toBe('wrong-key');
  });

  it('removes an account only after confirmation', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work' });
    main.seedAccount({ name: 'Home' });
    const { user } = await openAccounts(main);

    const remove = () =>
      within(screen.getByRole('listitem', { name: 'Home' })).getByRole('button', { name: 'Remove' });
    await user.click(remove());
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove “Home”?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(main.sent('removeAccount')).toEqual([]);

    await user.click(remove());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove account' }));

    expect(await screen.findByText('“Home” was removed from Linkdesk.')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Home' })).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  it('says how many rows of unfinished imports wait for an account before removing it', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work' });
    const home = main.seedAccount({ name: 'Home' });
    const counts = { pending: 170, sending: 1, created: 21, failed: 0, skipped: 8 };
    const running = {
      importId: '6f1c3c44-5a4e-4d55-a5e8-7c1f1b0b2a10',
      accountId: home.id,
      installation: home.baseUrl,
      username: home.username,
      fileName: 'spring.csv',
      state: 'running' as const,
      message: null,
      createdAt: 0,
      total: 200,
      counts,
      etaSeconds: null,
      passwordsLeftOut: false,
      questions: [],
      unanswered: 0,
    };
    main.answer('listImports', [
      running,
      // Over, or another account's: nothing of these is stranded.
      { ...running, importId: '6f1c3c44-5a4e-4d55-a5e8-7c1f1b0b2a11', state: 'done' },
      { ...running, importId: '6f1c3c44-5a4e-4d55-a5e8-7c1f1b0b2a12', accountId: 'another' },
    ]);
    const { user } = await openAccounts(main);

    await user.click(
      within(screen.getByRole('listitem', { name: 'Home' })).getByRole('button', { name: 'Remove' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Remove “Home”?' }));
    expect((await dialog.findByText(/still waiting to be sent to this account/)).textContent).toMatch(
      /^171 rows of an import are still waiting to be sent to this account\. Removing it pauses that import/,
    );
  });

  it('switches accounts from the sidebar', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work', username: 'alex' });
    const home = main.seedAccount({ name: 'Home', username: 'sam' });
    const { user } = renderWithMain(<App />, main);

    expect(await screen.findByRole('heading', { level: 1, name: 'alex' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(screen.getByRole('option', { name: /^Home / }));

    expect(await screen.findByRole('heading', { level: 1, name: 'sam' })).toBeTruthy();
    expect(main.sent('switchAccount')).toEqual([{ id: home.id }]);
    // The open switcher read Home's profile for its avatar, in the background; the switch read it for the screen.
    expect(main.sent('getProfile')).toEqual([
      { accountId: expect.any(String) },
      { accountId: home.id, priority: 'background' },
      { accountId: home.id },
    ]);
  });

  it('checks the revision of an account', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work' });
    const { user } = await openAccounts(main);

    const work = within(screen.getByRole('listitem', { name: 'Work' }));
    expect(work.getByText('Not checked')).toBeTruthy();
    await user.click(work.getByRole('button', { name: 'Check again' }));
    expect(await work.findByText('Current')).toBeTruthy();
  });
});
