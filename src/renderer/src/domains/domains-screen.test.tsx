// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../../../shared/ipc/resources.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { giveListsAHeight } from '../components/data-list/testing-layout.ts';
import { renderWithMain } from '../testing/render.tsx';
import { ToastHost } from '../components/toasts/ToastHost.tsx';
import { DomainsScreen } from './DomainsScreen.tsx';

let undoHeight: () => void;
beforeAll(() => {
  installDialogStandIns();
  undoHeight = giveListsAHeight();
});
afterAll(() => undoHeight());
afterEach(cleanup);

const DOMAINS: Domain[] = [
  { id: 3, domain: 'https://go.example.com', redirectroot: 'https://www.example.com/', redirect404: '' },
  { id: null, domain: 'https://shared.example.net', redirectroot: '', redirect404: '' },
];

function mainWithDomains() {
  const main = new FakeMain();
  const account = main.seedAccount({ revision: 'current' });
  main.answer('listDomains', {
    data: { items: DOMAINS, total: 2, page: 1, maxPage: 1, perPage: 15 },
    stale: null,
  });
  return { main, account };
}

describe('the domains screen', () => {
  it('lists the domains, with shared ones marked and read-only', async () => {
    const { main } = mainWithDomains();
    const { store } = renderWithMain(<DomainsScreen />, main);
    await act(() => store.getState().loadAccounts());

    expect(screen.getByRole('heading', { level: 1, name: 'Domains' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Domains' });
    const shared = within(grid)
      .getByText('https://shared.example.net')
      .closest('[role="row"]') as HTMLElement;
    expect(within(shared).getByText('Shared')).toBeTruthy();
    expect(within(shared).queryByRole('checkbox')).toBeNull();
    expect(within(shared).queryByRole('button')).toBeNull();
    const own = within(grid).getByText('https://go.example.com').closest('[role="row"]') as HTMLElement;
    expect(within(own).getByRole('checkbox')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Edit https://go.example.com' })).toBeTruthy();
  });

  it('sends an edit for the domain’s account and id, and reloads the list after it', async () => {
    const { main, account } = mainWithDomains();
    main.answer('updateDomain', { message: 'Domain has been updated successfully.' });
    const { user, store } = renderWithMain(<DomainsScreen />, main);
    await act(() => store.getState().loadAccounts());
    await user.click(await screen.findByRole('button', { name: 'Edit https://go.example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit https://go.example.com' });
    await user.type(within(dialog).getByLabelText('Not-found redirect'), 'https://www.example.com/404');
    const loads = main.sent('listDomains').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save domain' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(main.sent('updateDomain')).toEqual([
      {
        accountId: account.id,
        id: 3,
        redirectroot: 'https://www.example.com/',
        redirect404: 'https://www.example.com/404',
      },
    ]);
    await waitFor(() => expect(main.sent('listDomains').length).toBeGreaterThan(loads));
  });

  it('says a domain deleted elsewhere is gone, and drops it from the list', async () => {
    const { main } = mainWithDomains();
    const gone = 'This domain no longer exists on the installation: it was deleted elsewhere.';
    main.failNext('updateDomain', { code: 'not_found', message: gone });
    const { user, store } = renderWithMain(<DomainsScreen />, main);
    await act(() => store.getState().loadAccounts());
    await user.click(await screen.findByRole('button', { name: 'Edit https://go.example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit https://go.example.com' });
    await user.type(within(dialog).getByLabelText('Not-found redirect'), 'https://www.example.com/404');
    // Read again, the installation lists it no more.
    main.answer('listDomains', {
      data: { items: DOMAINS.slice(1), total: 1, page: 1, maxPage: 1, perPage: 15 },
      stale: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save domain' }));

    expect(await within(dialog).findByText(gone)).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Domains' });
    await waitFor(() => expect(within(grid).queryByText('https://go.example.com')).toBeNull());
    expect(within(grid).getByText('https://shared.example.net')).toBeTruthy();
  });

  it('says a domain was added, and that an edit was saved', async () => {
    const { main } = mainWithDomains();
    main.answer('addDomain', { id: 4 });
    main.answer('updateDomain', { message: 'Domain has been updated successfully.' });
    const { user, store } = renderWithMain(
      <>
        <DomainsScreen />
        <ToastHost />
      </>,
      main,
    );
    await act(() => store.getState().loadAccounts());
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    await user.click(await screen.findByRole('button', { name: 'Add domain' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a domain' });
    await user.type(within(dialog).getByLabelText('Domain', { exact: true }), 'https://new.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    expect(await within(notifications).findByText('Added https://new.example.com.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit https://go.example.com' }));
    const edit = screen.getByRole('dialog', { name: 'Edit https://go.example.com' });
    await user.type(within(edit).getByLabelText('Not-found redirect'), 'https://www.example.com/404');
    await user.click(within(edit).getByRole('button', { name: 'Save domain' }));
    expect(await within(notifications).findByText('Saved https://go.example.com.')).toBeTruthy();
  });
});
