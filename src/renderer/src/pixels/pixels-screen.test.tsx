// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { giveListsAHeight } from '../components/data-list/testing-layout.ts';
import { ToastHost } from '../components/toasts/ToastHost.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { chooseOption } from '../testing/controls.ts';
import { renderWithMain } from '../testing/render.tsx';
import { PixelsScreen } from './PixelsScreen.tsx';

let undoHeight: () => void;
beforeAll(() => {
  installDialogStandIns();
  undoHeight = giveListsAHeight();
});
afterAll(() => undoHeight());
afterEach(cleanup);

describe('the pixels screen', () => {
  it('says a pixel was created, and that an edit was saved', async () => {
    const main = new FakeMain();
    main.seedAccount({ revision: 'current' });
    main.answer('listPixels', {
      data: {
        items: [
          { id: 4, type: 'fbpixel', name: 'Shop pixel', tag: '1234567890', date: '2026-01-01 10:00:00' },
        ],
        total: 1,
        page: 1,
        maxPage: 1,
        perPage: 15,
      },
      stale: null,
    });
    main.answer('addPixel', { id: 5 });
    main.answer('updatePixel', { message: 'Pixel has been updated successfully.' });
    const { user, store } = renderWithMain(
      <>
        <PixelsScreen />
        <ToastHost />
      </>,
      main,
    );
    await act(() => store.getState().loadAccounts());
    const notifications = screen.getByRole('region', { name: 'Notifications' });

    await user.click(await screen.findByRole('button', { name: 'New pixel' }));
    const dialog = screen.getByRole('dialog');
    await chooseOption(user, 'Provider', 'Facebook', dialog);
    await user.type(within(dialog).getByLabelText('Name', { exact: true }), 'Blog pixel');
    await user.type(within(dialog).getByLabelText('Tag', { exact: true }), '555000111');
    await user.click(within(dialog).getByRole('button', { name: 'Create pixel' }));
    expect(await within(notifications).findByText('Created the pixel “Blog pixel”.')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Edit Shop pixel' }));
    const edit = screen.getByRole('dialog');
    const name = within(edit).getByLabelText('Name', { exact: true });
    await user.clear(name);
    await user.type(name, 'Store pixel');
    await user.click(within(edit).getByRole('button', { name: /^Save/ }));
    expect(await within(notifications).findByText('Saved the pixel “Store pixel”.')).toBeTruthy();
  });

  it('says a pixel deleted elsewhere is gone, and drops it from the list', async () => {
    const main = new FakeMain();
    main.seedAccount({ revision: 'current' });
    const listing = (items: { id: number; name: string }[]) => ({
      data: {
        items: items.map(({ id, name }) => ({
          id,
          type: 'fbpixel' as const,
          name,
          tag: `12345678${id}`,
          date: '2026-01-01 10:00:00',
        })),
        total: items.length,
        page: 1,
        maxPage: 1,
        perPage: 15,
      },
      stale: null,
    });
    main.answer(
      'listPixels',
      listing([
        { id: 4, name: 'Shop pixel' },
        { id: 6, name: 'Blog pixel' },
      ]),
    );
    const gone = 'This pixel no longer exists on the installation: it was deleted elsewhere.';
    main.failNext('updatePixel', { code: 'not_found', message: gone });
    const { user, store } = renderWithMain(<PixelsScreen />, main);
    await act(() => store.getState().loadAccounts());

    await user.click(await screen.findByRole('button', { name: 'Edit Shop pixel' }));
    const edit = screen.getByRole('dialog');
    await user.type(within(edit).getByLabelText('Name', { exact: true }), ' 2');
    main.answer('listPixels', listing([{ id: 6, name: 'Blog pixel' }]));
    await user.click(within(edit).getByRole('button', { name: /^Save/ }));

    expect(await within(edit).findByText(gone)).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Pixels' });
    await waitFor(() => expect(within(grid).queryByText('Shop pixel')).toBeNull());
    expect(within(grid).getByText('Blog pixel')).toBeTruthy();
  });
});
