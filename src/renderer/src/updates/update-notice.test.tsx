// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';
import { UpdateNotice } from './UpdateNotice.tsx';

afterEach(cleanup);

const region = () => screen.queryByRole('region', { name: 'Updates' });

describe('the update notice', () => {
  it('says nothing for a build that does not update itself', async () => {
    const main = new FakeMain();
    main.answer('getUpdateState', {
      status: 'unsupported',
      message: 'A development build does not update itself.',
    });
    renderWithMain(<UpdateNotice />, main);
    await waitFor(() => expect(main.sent('getUpdateState')).toHaveLength(1));
    expect(region()).toBeNull();
  });

  it('offers a newer version found by the daily check, and installs it only when asked', async () => {
    const main = new FakeMain();
    main.answer('getUpdateState', { status: 'idle' });
    main.answer('installUpdate', { status: 'downloading', version: '0.2.0' });
    const { user } = renderWithMain(<UpdateNotice />, main);
    expect(region()).toBeNull();

    act(() =>
      main.emit({ type: 'update', state: { status: 'available', version: '0.2.0', current: '0.1.0' } }),
    );
    expect(screen.getByRole('status').textContent).toBe('Linkdesk 0.2.0 is available (you have 0.1.0).');
    expect(main.sent('installUpdate')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Install and restart' }));
    expect(main.sent('installUpdate')).toEqual([{}]);

    act(() => main.emit({ type: 'update', state: { status: 'downloading', version: '0.2.0' } }));
    expect(screen.getByRole('status').textContent).toMatch(/^Downloading Linkdesk 0\.2\.0…/);
  });

  it('offers a deb as a download opened in the browser, never as an install', async () => {
    const main = new FakeMain();
    main.answer('openExternal', { opened: true });
    const { user } = renderWithMain(<UpdateNotice />, main);
    const download = 'https://linkdesk.app/updates/Linkdesk-0.2.0-amd64.deb';
    act(() =>
      main.emit({
        type: 'update',
        state: { status: 'available', version: '0.2.0', current: '0.1.0', download },
      }),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Linkdesk 0.2.0 is available (you have 0.1.0). Download the package and open it to install it.',
    );
    expect(screen.queryByRole('button', { name: 'Install and restart' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(main.sent('openExternal')).toEqual([{ url: download }]);
    expect(main.sent('installUpdate')).toEqual([]);
  });

  it('puts an offer away with Later, and shows the next news again', async () => {
    const main = new FakeMain();
    const { user } = renderWithMain(<UpdateNotice />, main);
    act(() =>
      main.emit({ type: 'update', state: { status: 'available', version: '0.2.0', current: '0.1.0' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(region()).toBeNull();
    act(() =>
      main.emit({ type: 'update', state: { status: 'error', message: 'The update server answered 404.' } }),
    );
    expect(screen.getByRole('status').textContent).toBe('The update server answered 404.');
    main.answer('checkForUpdates', { status: 'checking' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(main.sent('checkForUpdates')).toEqual([{}]);
  });
});
