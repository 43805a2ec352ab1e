// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REPLACE_KEY_ADVICE } from '../../../shared/ipc/errors.ts';
import { App } from '../shell/App.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';

installDialogStandIns();
afterEach(cleanup);

const missingKey = (name: string) => ({
  code: 'keychain' as const,
  message: `The API key of "${name}" is missing from the keychain. ${REPLACE_KEY_ADVICE}`,
});

describe('a key missing from the keychain', () => {
  it('comes with a Replace key button that opens the account’s key dialog', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work', username: 'alex' });
    main.failNext('getProfile', missingKey('Work'));
    const { user, store } = renderWithMain(<App />, main);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('is missing from the keychain');
    await user.click(within(alert).getByRole('button', { name: 'Replace key' }));

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Replace the key of “Work”' },
      { timeout: 5_000 },
    );
    expect(within(dialog).getByLabelText('API key', { exact: true })).toBeTruthy();
    expect(store.getState().screen).toBe('accounts');
    // Done with once closed: coming back to the screen later does not open it again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().accountsTask).toBeNull();
  });

  it('offers no button for a keychain that is locked, which a new key would not help', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work', username: 'alex' });
    main.failNext('getProfile', {
      code: 'keychain',
      message: 'Linkdesk could not read the system keychain (locked). Unlock it, then try again.',
    });
    renderWithMain(<App />, main);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('could not read the system keychain'));
    expect(within(alert).queryByRole('button', { name: 'Replace key' })).toBeNull();
  });

  it('offers no button for the built-in sandbox, whose key Linkdesk stores again itself', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Sandbox', kind: 'sandbox', baseUrl: 'Built-in sandbox' });
    main.failNext('getProfile', missingKey('Sandbox'));
    renderWithMain(<App />, main);
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Replace key' })).toBeNull();
  });
});
