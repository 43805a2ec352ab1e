// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../shell/App.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

function mainWithAlex() {
  const main = new FakeMain();
  const work = main.seedAccount({ name: 'Work', username: 'alex', email: 'alex@example.com' });
  return { main, work };
}

describe('the account screen', () => {
  it('shows the profile with dates for people', async () => {
    const { main, work } = mainWithAlex();
    renderWithMain(<App />, main);

    expect(await screen.findByRole('heading', { level: 1, name: 'alex' })).toBeTruthy();
    const details = within(await screen.findByRole('region', { name: 'Details' }));
    expect(details.getByText('alex@example.com')).toBeTruthy();
    expect(details.getByText('Pro')).toBeTruthy();
    expect(details.getByText('No expiry')).toBeTruthy();
    const registered = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
      new Date('2024-03-05T10:20:30Z'),
    );
    expect(details.getByText(registered)).toBeTruthy();
    // Main fetches the avatar; the window shows what it got as a data address.
    expect(((await screen.findByRole('img', { name: 'Avatar of alex' })) as HTMLImageElement).src).toBe(
      `data:image/png;base64,${btoa('https://links.example.com/avatars/alex.png')}`,
    );
    expect(main.sent('getAvatar')).toEqual([
      { accountId: work.id, url: 'https://links.example.com/avatars/alex.png', priority: 'background' },
    ]);
  });

  it('shows a failed load with Retry, and the profile after it', async () => {
    const { main } = mainWithAlex();
    main.failNext('getProfile', {
      code: 'network',
      message:
        'links.example.com refused the connection. Is the installation running at this address and port?',
    });
    const { user } = renderWithMain(<App />, main);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('alex@example.com', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a profile comes from the offline cache, why, and tries again on request', async () => {
    const { main, work } = mainWithAlex();
    const savedAt = new Date();
    main.staleProfiles.set(work.id, {
      savedAt: savedAt.toISOString(),
      reason: {
        code: 'network',
        message:
          'links.example.com refused the connection. Is the installation running at this address and port?',
      },
    });
    const { user } = renderWithMain(<App />, main);

    const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(savedAt);
    const notice = await screen.findByText(/^Offline: showing your account/);
    expect(notice.textContent).toBe(
      `Offline: showing your account as Linkdesk last saw it at ${time}. ` +
        'links.example.com refused the connection. Is the installation running at this address and port?',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // What Linkdesk last saw is still shown under the notice.
    expect(screen.getByText('alex@example.com', { selector: 'dd' })).toBeTruthy();

    main.staleProfiles.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(screen.queryByText(/^Offline:/)).toBeNull());
    expect(main.sent('getProfile')).toHaveLength(2);
    expect(screen.getByText('alex@example.com', { selector: 'dd' })).toBeTruthy();
  });

  it('gives the date as well when the cached profile is from another day', async () => {
    const { main, work } = mainWithAlex();
    main.staleProfiles.set(work.id, {
      savedAt: '2025-03-05T14:02:00.000Z',
      reason: { code: 'timeout', message: 'links.example.com did not answer in time.' },
    });
    renderWithMain(<App />, main);

    const savedAt = new Date('2025-03-05T14:02:00.000Z');
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(savedAt);
    const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(savedAt);
    expect((await screen.findByText(/^Offline:/)).textContent).toBe(
      `Offline: showing your account as Linkdesk last saw it on ${date} at ${time}. ` +
        'links.example.com did not answer in time.',
    );
  });

  it('keeps the notice while it tries again and the installation is still out of reach', async () => {
    const { main, work } = mainWithAlex();
    main.staleProfiles.set(work.id, {
      savedAt: '2025-03-05T14:02:00.000Z',
      reason: { code: 'network', message: 'links.example.com refused the connection.' },
    });
    const { user } = renderWithMain(<App />, main);
    await screen.findByText(/^Offline:/);

    const release = main.hold();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    release();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Try again' }).getAttribute('aria-disabled')).toBeNull(),
    );
    expect(screen.getByText(/^Offline:/)).toBeTruthy();
    expect(main.sent('getProfile')).toHaveLength(2);
  });

  it('refuses a password that is too short before sending it', async () => {
    const { main } = mainWithAlex();
    const { user } = renderWithMain(<App />, main);

    await user.type(await screen.findByLabelText('New password', { exact: true }), 'abc');
    await user.type(field('Confirm new password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'New password must be at least 5 characters.',
    );
    expect(main.sent('updateProfile')).toEqual([]);
  });

  it('shows a server error beside the field it names and keeps what was typed', async () => {
    const { main, work } = mainWithAlex();
    main.failNext('updateProfile', {
      code: 'conflict',
      message: 'email: is already used by another account',
      field: 'email',
    });
    const { user } = renderWithMain(<App />, main);

    const email = await screen.findByLabelText('Email', { exact: true });
    await user.clear(email);
    await user.type(email, 'sam@example.com');
    await user.type(field('New password'), 'secret-1');
    await user.type(field('Confirm new password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Email is already used by another account.');
    expect(main.sent('updateProfile')).toEqual([
      { accountId: work.id, email: 'sam@example.com', password: 'secret-1' },
    ]);
    expect([field('Email').value, field('New password').value, field('Confirm new password').value]).toEqual([
      'sam@example.com',
      'secret-1',
      'secret-1',
    ]);
  });

  it('confirms a change, shows the new email and empties the password fields', async () => {
    const { main } = mainWithAlex();
    const { user } = renderWithMain(<App />, main);

    const email = await screen.findByLabelText('Email', { exact: true });
    await user.clear(email);
    await user.type(email, 'alex@example.org');
    await user.type(field('New password'), 'secret-1');
    await user.type(field('Confirm new password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your email and password have been changed.')).toBeTruthy();
    expect(screen.getByText('alex@example.org', { selector: 'dd' })).toBeTruthy();
    expect([field('Email').value, field('New password').value, field('Confirm new password').value]).toEqual([
      'alex@example.org',
      '',
      '',
    ]);
  });

  it('says there is nothing to save when nothing changed', async () => {
    const { main } = mainWithAlex();
    const { user } = renderWithMain(<App />, main);

    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/nothing to save/);
    expect(main.sent('updateProfile')).toEqual([]);
  });
});
