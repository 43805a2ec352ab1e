// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../shell/App.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';

afterEach(cleanup);

async function openForm(main: FakeMain) {
  const rendered = renderWithMain(<App />, main);
  await rendered.user.click(await screen.findByRole('button', { name: 'Add your installation' }));
  // The form's code loads when it is first shown.
  await screen.findByLabelText('Base URL', { exact: true });
  return rendered;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('the add-account form', () => {
  it('checks the fields before anything is sent', async () => {
    const main = new FakeMain();
    const { user } = await openForm(main);

    await user.type(field('Base URL'), 'links.example.com');
    await user.click(screen.getByRole('button', { name: 'Add account' }));

    expect(await screen.findByText('Display name is required.')).toBeTruthy();
    expect(
      screen.getByText(
        'Base URL must be the address of the installation, starting with http:// or https://.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('API key is required.')).toBeTruthy();
    expect(field('Display name').getAttribute('aria-invalid')).toBe('true');
    expect(main.sent('addAccount')).toEqual([]);
  });

  it('shows a refused key beside the key and keeps everything typed', async () => {
    const main = new FakeMain();
    const { user } = await openForm(main);

    await user.type(field('Display name'), 'Work');
    await user.type(field('Base URL'), 'https://links.example.com');
    await user.type(field('API key'), 'wrong-key');
    await user.click(screen.getByRole('button', { name: 'Add account' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The installation refused the API key: Invalid API key.');
    expect(field('API key').getAttribute('aria-describedby')).toContain(alert.id);
    expect([field('Display name').value, field('Base URL').value, field('API key').value]).toEqual([
      'Work',
      'https://links.example.com',
      'wrong-key',
    ]);
  });

  it('shows a failure that names no field for the whole form, with Retry for a connection problem', async () => {
    const main = new FakeMain();
    main.failNext('addAccount', {
      code: 'network',
      message:
        'links.example.com refused the connection. Is the installation running at this address and port?',
    });
    const { user } = await openForm(main);

    await user.type(field('Display name'), 'Work');
    await user.type(field('Base URL'), 'https://links.example.com');
    await user.type(field('API key'), 'good-key');
    await user.click(screen.getByRole('button', { name: 'Add account' }));

    expect((await screen.findByRole('alert')).textContent).toContain('refused the connection');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    // The retry sent the same values, the account exists and the app moved on to its Overview.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(main.sent('addAccount')).toHaveLength(2);
    expect(main.sent('addAccount')[1]).toEqual(main.sent('addAccount')[0]);
  });

  it('clears the key once the account is added', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Home' });
    const { user } = renderWithMain(<App />, main);
    await user.click(await screen.findByRole('link', { name: 'Accounts' }));
    // The area's code loads when it is first opened.
    await screen.findByLabelText('Display name', { exact: true });

    await user.type(field('Display name'), 'Work');
    await user.type(field('Base URL'), 'https://links.example.com');
    await user.type(field('API key'), 'good-key');
    await user.click(screen.getByRole('button', { name: 'Add account' }));

    expect(await screen.findByText('“Work” was added and is now the active account.')).toBeTruthy();
    expect([field('Display name').value, field('Base URL').value, field('API key').value]).toEqual([
      '',
      '',
      '',
    ]);
    expect(document.body.innerHTML).not.toContain('good-key');
  });

  it('shows the key only when asked', async () => {
    const { user } = await openForm(new FakeMain());
    const toggle = screen.getByRole('button', { name: 'Show key' });
    expect(field('API key').type).toBe('password');
    await user.click(toggle);
    expect(field('API key').type).toBe('text');
    // It says what pressing it does now, and keeps saying its state.
    expect(toggle.textContent).toBe('Hide key');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(field('API key').type).toBe('password');
    expect(toggle.textContent).toBe('Show key');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
