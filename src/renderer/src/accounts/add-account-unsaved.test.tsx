// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../shell/App.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';

installDialogStandIns();
afterEach(cleanup);

const QUESTION = 'Discard your changes to the account you are adding?';
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const question = () => screen.queryByRole('dialog', { name: QUESTION });

async function openAccounts() {
  const main = new FakeMain();
  main.seedAccount({ name: 'Home' });
  const rendered = renderWithMain(<App />, main);
  await rendered.user.click(await screen.findByRole('link', { name: 'Accounts' }));
  // The area's code loads when it is first opened.
  await screen.findByLabelText('Display name', { exact: true });
  return rendered;
}

describe('an add-account form with something typed in it', () => {
  it('asks before Back on the welcome screen takes it away, and keeps it on Keep editing', async () => {
    const { user } = renderWithMain(<App />, new FakeMain());
    await user.click(await screen.findByRole('button', { name: 'Add your installation' }));
    await screen.findByLabelText('Base URL', { exact: true });
    await user.type(field('Base URL'), 'https://links.example.com');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const asked = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    expect(question()).toBeNull();
    expect(field('Base URL').value).toBe('https://links.example.com');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(screen.queryByLabelText('Base URL', { exact: true })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add your installation' }));

    // Opened again, the form is empty and goes Back without a question.
    await user.click(screen.getByRole('button', { name: 'Add your installation' }));
    await screen.findByLabelText('Base URL', { exact: true });
    expect(field('Base URL').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(question()).toBeNull();
    expect(screen.getByRole('button', { name: 'Add your installation' })).toBeTruthy();
  });

  it('asks before moving to another area from the accounts screen', async () => {
    const { user, store } = await openAccounts();
    await user.type(field('Display name'), 'Work');

    await user.click(screen.getByRole('link', { name: 'Domains' }));
    const asked = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    expect(store.getState().screen).toBe('accounts');
    expect(field('Display name').value).toBe('Work');

    await user.click(screen.getByRole('link', { name: 'Domains' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(store.getState().screen).toBe('domains');
  });

  it('lets the person move on without a question once the account is added', async () => {
    const { user, store } = await openAccounts();
    await user.type(field('Display name'), 'Work');
    await user.type(field('Base URL'), 'https://links.example.com');
    await user.type(field('API key'), 'good-key');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await screen.findByText('“Work” was added and is now the active account.');

    await user.click(screen.getByRole('link', { name: 'Domains' }));
    expect(question()).toBeNull();
    expect(store.getState().screen).toBe('domains');
  });
});
