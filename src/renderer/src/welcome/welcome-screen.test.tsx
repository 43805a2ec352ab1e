// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../shell/App.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';

afterEach(cleanup);

/** The Overview's title: its code loads when it is first shown, which a busy machine may take a while for. */
const overviewHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5_000 });

describe('the welcome screen', () => {
  it('explains the sandbox and opens its Overview, with focus on the new main region', async () => {
    const main = new FakeMain();
    const { user } = renderWithMain(<App />, main);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Linkdesk' })).toBeTruthy();
    expect(screen.getByText(/nothing you do there leaves your computer/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try the sandbox account' }));

    // Its Overview, not its password form; the switcher says whose it is.
    expect(await overviewHeading()).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Sandbox', { selector: '.badge' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'alex' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('says why the sandbox could not start and offers Retry', async () => {
    const main = new FakeMain();
    main.failNext('addSandboxAccount', {
      code: 'internal',
      message: 'Linkdesk hit an unexpected problem. Try again.',
    });
    const { user } = renderWithMain(<App />, main);

    await user.click(await screen.findByRole('button', { name: 'Try the sandbox account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The sandbox could not start');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await overviewHeading()).toBeTruthy();
  });

  it('goes back from the form to the choices, where the person left them', async () => {
    const { user } = renderWithMain(<App />, new FakeMain());

    await user.click(await screen.findByRole('button', { name: 'Add your installation' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Add your installation' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add your installation' }));
  });
});
