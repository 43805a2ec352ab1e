// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../shell/App.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';

installDialogStandIns();
afterEach(cleanup);

async function openAddressDialog() {
  const main = new FakeMain();
  const work = main.seedAccount({ name: 'Work', baseUrl: 'https://links.example.com' });
  const rendered = renderWithMain(<App />, main);
  await rendered.user.click(await screen.findByRole('link', { name: 'Accounts' }));
  const item = within(await screen.findByRole('listitem', { name: 'Work' }));
  await rendered.user.click(item.getByRole('button', { name: 'Change address' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Change the address of “Work”' }));
  const url = dialog.getByLabelText('Base URL') as HTMLInputElement;
  return { main, work, dialog, url, ...rendered };
}

describe('changing an account’s address', () => {
  it('asks for the key again for another server, and sends it with the new address', async () => {
    const { main, work, dialog, url, user } = await openAddressDialog();
    await user.clear(url);
    await user.type(url, 'https://go.example.org');
    await user.click(dialog.getByRole('button', { name: 'Change address' }));
    expect(
      await dialog.findByText(/API key is required: Linkdesk never sends a stored key to another server/),
    ).toBeTruthy();
    expect(main.sent('setAccountBaseUrl')).toEqual([]);

    await user.type(dialog.getByLabelText('API key'), 'new-key');
    await user.click(dialog.getByRole('button', { name: 'Change address' }));
    await waitFor(() =>
      expect(main.sent('setAccountBaseUrl')).toEqual([
        { id: work.id, baseUrl: 'https://go.example.org', apiKey: 'new-key' },
      ]),
    );
  });

  it('uses the stored key on the same server only once it is ticked', async () => {
    const { main, work, dialog, url, user } = await openAddressDialog();
    await user.type(url, '/links');
    expect(dialog.queryByLabelText('API key')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Change address' }));
    expect(await dialog.findByText(/must be ticked to use the stored key there/)).toBeTruthy();
    expect(main.sent('setAccountBaseUrl')).toEqual([]);
    await user.click(dialog.getByLabelText('Use the stored key at the new address'));
    await user.click(dialog.getByRole('button', { name: 'Change address' }));
    await waitFor(() =>
      expect(main.sent('setAccountBaseUrl')).toEqual([
        { id: work.id, baseUrl: 'https://links.example.com/links', keepKey: true },
      ]),
    );
  });

  it('asks before sending the key unencrypted to an http:// address', async () => {
    const { main, dialog, url, user } = await openAddressDialog();
    await user.clear(url);
    await user.type(url, 'http://links.example.com');
    await user.type(dialog.getByLabelText('API key'), 'key');
    await user.click(dialog.getByRole('button', { name: 'Change address' }));
    expect(
      await dialog.findByText(/must be ticked: over http:\/\/ the API key travels unencrypted/),
    ).toBeTruthy();
    expect(main.sent('setAccountBaseUrl')).toEqual([]);
    await user.click(dialog.getByLabelText('Send the key unencrypted over http'));
    await user.click(dialog.getByRole('button', { name: 'Change address' }));
    await waitFor(() =>
      expect(main.sent('setAccountBaseUrl')).toMatchObject([{ apiKey: 'key', allowUnencrypted: true }]),
    );
  });
});
