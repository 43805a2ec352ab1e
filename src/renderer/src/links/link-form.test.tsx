// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Link, LinkDetails } from '../../../shared/ipc/resources.ts';
import {
  chooseOption,
  chosenOption,
  clearDateTime,
  closeOptions,
  openOptions,
  optionTexts,
  selectButton,
} from '../testing/controls.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { LinkForm } from './LinkForm.tsx';
import { LinkFormDialog } from './LinkFormDialog.tsx';
import { EMPTY_LINK_FORM } from './link-form-values.ts';

beforeAll(installDialogStandIns);
afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const advancedToggle = () => screen.getByRole('button', { name: /^Advanced/ });
/** Opens "Advanced", where the fields few links need wait (the password, redirect, pixels, sharing preview). */
async function openAdvanced(user: UserEvent) {
  if (advancedToggle().getAttribute('aria-expanded') !== 'true') await user.click(advancedToggle());
}
const preview = () => screen.getByText('Short link').parentElement?.textContent;
const listing = <T,>(items: T[]) => ({
  data: { items, total: items.length, page: 1, maxPage: 1, perPage: 1000 },
  stale: null,
});

/** The statistics of a link nobody has visited yet. */
const ZERO_STATISTICS: LinkDetails['statistics'] = {
  clicks: 0,
  uniqueClicks: 0,
  topCountries: {},
  topReferrers: {},
  topBrowsers: {},
  topOs: {},
  socialCount: { facebook: 0, twitter: 0, instagram: 0 },
};

const LINK: Link = {
  id: 12,
  alias: 'spring26',
  shorturl: 'https://links.example.com/spring26',
  longurl: 'https://shop.example.com/spring',
  title: 'Spring',
  description: '',
  clicks: 3,
  uniqueclicks: 2,
  date: '2026-01-01 10:00:00',
  domain: null,
  campaign: null,
  channel: [],
};

function setUp() {
  const main = new FakeMain();
  const account = main.seedAccount({ revision: 'current' });
  main.answer(
    'listDomains',
    listing([
      { id: 3, domain: 'https://go.example.org', redirectroot: '', redirect404: '' },
      { id: null, domain: 'https://shared.example.net', redirectroot: '', redirect404: '' },
    ]),
  );
  main.answer('listSplashPages', listing([{ id: 5, name: 'Welcome page', date: '2026-01-01 10:00:00' }]));
  main.answer('listOverlays', listing([{ id: 8, type: 'message', name: 'Spring sale', date: '2026-01-01' }]));
  main.answer(
    'listPixels',
    listing([{ id: 4, type: 'facebook', name: 'Shop pixel', tag: '1234567890', date: '2026-01-01' }]),
  );
  const events = { saved: [] as { id: number; shorturl: string }[], closed: 0 };
  return { main, account, events };
}

function renderForm(setup: ReturnType<typeof setUp>, link?: Link, replacesOnUpdate = true) {
  const { main, account, events } = setup;
  return renderWithMain(
    <LinkFormDialog
      api={main.api}
      accountId={account.id}
      revision="current"
      replacesOnUpdate={replacesOnUpdate}
      link={link}
      onClose={() => events.closed++}
      onSaved={(saved) => events.saved.push(saved)}
    />,
    main,
  );
}

describe('the link form', () => {
  it('offers the account’s own domains, splash pages, overlays and pixels', async () => {
    const setup = setUp();
    const { user } = renderForm(setup);
    // Domains as people read them: no scheme.
    const domains = await openOptions(user, 'Domain');
    await within(domains).findByRole('option', { name: 'go.example.org' });
    // Shared domains cannot carry a user's links.
    expect(within(domains).queryByRole('option', { name: 'shared.example.net' })).toBeNull();
    await closeOptions(user);
    await openAdvanced(user);
    expect(await screen.findByRole('checkbox', { name: /Shop pixel/ })).toBeTruthy();
    await chooseOption(user, 'Redirect', 'CTA overlay over the long URL');
    const overlays = await openOptions(user, 'CTA overlay');
    expect(await within(overlays).findByRole('option', { name: 'Spring sale' })).toBeTruthy();
    await closeOptions(user);
    await chooseOption(user, 'Redirect', 'Splash page first');
    const splashPages = await openOptions(user, 'Splash page');
    expect(await within(splashPages).findByRole('option', { name: 'Welcome page' })).toBeTruthy();
    await closeOptions(user);
  });

  it('checks before sending, then shows the server’s refusal beside the alias and keeps every value', async () => {
    const setup = setUp();
    const { main, events } = setup;
    const { user } = renderForm(setup);
    await openAdvanced(user);
    await screen.findByRole('checkbox', { name: /Shop pixel/ });

    await user.type(field('Long URL'), 'not a link');
    await user.type(field('Alias'), 'a b');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(/^Alias must be/)).toBeTruthy();
    expect(screen.getByText(/^Long URL /)).toBeTruthy();
    expect(main.sent('addLink')).toEqual([]);

    await user.clear(field('Long URL'));
    await user.type(field('Long URL'), 'https://example.com/new');
    await user.clear(field('Alias'));
    await user.type(field('Alias'), 'spring26');
    await chooseOption(user, 'Domain', 'go.example.org');
    await user.click(screen.getByRole('checkbox', { name: /Shop pixel/ }));
    main.failNext('addLink', {
      code: 'conflict',
      message: 'custom: is already taken by another link; choose another alias',
      field: 'custom',
    });
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    expect(
      await screen.findByText('Alias is already taken by another link; choose another alias.'),
    ).toBeTruthy();
    expect(main.sent('addLink')).toEqual([
      {
        accountId: setup.account.id,
        url: 'https://example.com/new',
        custom: 'spring26',
        domain: 'https://go.example.org',
        type: 'direct',
        pixels: [4],
      },
    ]);
    expect(field('Long URL').value).toBe('https://example.com/new');
    expect(field('Alias').value).toBe('spring26');
    expect(chosenOption('Domain')).toBe('go.example.org');
    expect((screen.getByRole('checkbox', { name: /Shop pixel/ }) as HTMLInputElement).checked).toBe(true);
    expect(events.saved).toEqual([]);

    main.answer('addLink', { id: 99, shorturl: 'https://go.example.org/spring27' });
    await user.clear(field('Alias'));
    await user.type(field('Alias'), 'spring27');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(events.saved).toEqual([
        { id: 99, shorturl: 'https://go.example.org/spring27', longurl: 'https://example.com/new' },
      ]),
    );
  });

  it('marks the form as having unsaved changes once something is typed', async () => {
    const setup = setUp();
    const { store, user } = renderForm(setup);
    await user.type(field('Long URL'), 'https://example.com');
    await waitFor(() => expect(Object.values(store.getState().dirtyForms)).toEqual(['the link']));
  });

  it('loads the link for an edit and sends only what changed', async () => {
    const setup = setUp();
    const { main } = setup;
    main.answer('getLink', {
      data: {
        link: {
          id: 12,
          alias: 'spring26',
          shorturl: LINK.shorturl,
          longurl: LINK.longurl,
          title: 'Spring',
          description: 'Season launch',
          location: [],
          device: [],
          expiry: '2020-01-01 00:00:00',
          date: LINK.date,
        },
        statistics: ZERO_STATISTICS,
      },
      stale: null,
    });
    main.answer('updateLink', {
      id: 12,
      shorturl: 'https://links.example.com/spring-26',
      dropped: [],
      kept: [],
    });
    const { user } = renderForm(setup, LINK);

    await waitFor(() => expect(field('Long URL').value).toBe(LINK.longurl));
    expect(field('Alias').value).toBe('spring26');
    // The link has a description, so "Advanced", where it is, starts open.
    expect(advancedToggle().getAttribute('aria-expanded')).toBe('true');
    expect(field('Description').value).toBe('Season launch');
    // The link is on the installation's own domain, which its short URL names.
    expect(preview()).toBe('Short link links.example.com/spring26');
    // The installation tells neither the redirect nor the pixels: the form says so, and leaves both as they are.
    expect(chosenOption('Redirect')).toBe('Leave it as it is');
    expect(
      screen.getByText(/^Your server does not say how this link redirects, so saving leaves that as it is/),
    ).toBeTruthy();
    // The pixels come from a read of their own, which may answer after the link.
    expect(
      await screen.findByText(
        'Your server does not say which pixels this link fires, so saving leaves them as they are.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Shop pixel/ })).toBeNull();

    // Before saving, the form says what an installation that replaces the link will not keep.
    const warning = screen.getByRole('note', { name: 'What saving removes' });
    const lost = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lost).toEqual([
      expect.stringMatching(/^Its password, if it has one: .*Type it in Password to keep it\.$/),
      expect.stringMatching(/^Its description, “Season launch”: many servers empty it/),
      expect.stringMatching(/^Its expiry, which has passed: your server takes only a future expiry/),
    ]);
    await user.type(field('Password'), 'open-sesame');
    expect(within(warning).queryByText(/^Its password/)).toBeNull();

    await user.clear(field('Alias'));
    await user.type(field('Alias'), 'spring-26');
    await user.click(screen.getByRole('button', { name: 'Save link' }));

    await waitFor(() =>
      expect(main.sent('updateLink')).toEqual([
        { accountId: setup.account.id, id: 12, custom: 'spring-26', password: 'open-sesame', remove: [] },
      ]),
    );
    await waitFor(() => expect(setup.events.saved).toHaveLength(1));
  });

  it('sends a cleared expiry and the installation’s own domain as removals', async () => {
    const setup = setUp();
    const { main } = setup;
    main.answer('getLink', {
      data: {
        link: {
          ...LINK,
          location: [],
          device: [],
          expiry: '2099-01-01 00:00:00',
        },
        statistics: ZERO_STATISTICS,
      },
      stale: null,
    });
    main.answer('updateLink', { id: 12, shorturl: LINK.shorturl, dropped: [], kept: [] });
    const { user } = renderForm(setup, { ...LINK, domain: 'https://go.example.org' });
    await waitFor(() => expect(chosenOption('Domain')).toBe('go.example.org'));
    await clearDateTime(user, 'Expires');
    // The installation's own domain, which the link's short URL names.
    await chooseOption(user, 'Domain', 'links.example.com');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(main.sent('updateLink')).toEqual([
        { accountId: setup.account.id, id: 12, remove: ['expiry', 'domain'] },
      ]),
    );
  });

  it('warns of nothing on the built-in sandbox, which changes only what is sent', async () => {
    const setup = setUp();
    setup.main.answer('getLink', {
      data: {
        link: { ...LINK, location: [], device: [], expiry: null },
        statistics: ZERO_STATISTICS,
      },
      stale: null,
    });
    renderForm(setup, LINK, false);
    await waitFor(() => expect(field('Long URL').value).toBe(LINK.longurl));
    expect(screen.queryByRole('note', { name: 'What saving removes' })).toBeNull();
  });

  it('says when the link could not be loaded, and tries again', async () => {
    const setup = setUp();
    setup.main.failNext('getLink', { code: 'network', message: 'The installation could not be reached.' });
    const { user } = renderForm(setup, LINK);
    expect(await screen.findByText('The installation could not be reached.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(setup.main.sent('getLink')).toHaveLength(2));
  });

  it('offers only the splash pages the account has, with a plain None, and asks for one', async () => {
    const setup = setUp();
    const { user } = renderForm(setup);
    await openAdvanced(user);
    await screen.findByRole('checkbox', { name: /Shop pixel/ });
    await user.type(field('Long URL'), 'https://example.com/new');
    await chooseOption(user, 'Redirect', 'Splash page first');
    expect(await optionTexts(user, 'Splash page')).toEqual(['Choose a splash page', 'Welcome page']);
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(
      await screen.findByText(
        'Splash page is not chosen: choose one of the account’s splash pages, or another redirect.',
      ),
    ).toBeTruthy();
    expect(setup.main.sent('addLink')).toEqual([]);

    setup.main.answer('addLink', { id: 99, shorturl: 'https://links.example.com/x' });
    await chooseOption(user, 'Splash page', 'Welcome page');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(setup.main.sent('addLink')).toEqual([
        expect.objectContaining({ url: 'https://example.com/new', type: '5', pixels: [] }),
      ]),
    );
  });

  it('offers no splash page or overlay when the account has none, and says why', async () => {
    const setup = setUp();
    setup.main.answer('listSplashPages', listing([]));
    setup.main.answer('listOverlays', listing([]));
    const { user } = renderForm(setup);
    await openAdvanced(user);
    const redirects = await openOptions(user, 'Redirect');
    const splash = await within(redirects).findByRole('option', {
      name: 'Splash page first (this account has none)',
    });
    const overlay = await within(redirects).findByRole('option', {
      name: 'CTA overlay over the long URL (this account has none)',
    });
    expect(splash.getAttribute('aria-disabled')).toBe('true');
    expect(overlay.getAttribute('aria-disabled')).toBe('true');
    await closeOptions(user);
  });

  it('replaces the pixels of a link it was not told only when asked to, and says what that does', async () => {
    const setup = setUp();
    const { main } = setup;
    main.answer('getLink', {
      data: { link: { ...LINK, location: [], device: [], expiry: null }, statistics: ZERO_STATISTICS },
      stale: null,
    });
    main.answer('updateLink', { id: 12, shorturl: LINK.shorturl, dropped: [], kept: [] });
    const { user } = renderForm(setup, LINK, false);
    await waitFor(() => expect(field('Long URL').value).toBe(LINK.longurl));
    await openAdvanced(user);
    const replace = await screen.findByRole('checkbox', { name: 'Replace this link’s pixels' });
    expect(screen.queryByRole('checkbox', { name: /Shop pixel/ })).toBeNull();
    await user.click(replace);
    expect(
      screen.getByText(
        'The link will fire only the pixels checked below: any it fires now that are not checked stop.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Shop pixel/ }));
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(main.sent('updateLink')).toEqual([
        { accountId: setup.account.id, id: 12, pixels: [4], remove: [] },
      ]),
    );
  });

  it('starts with the pixels and redirect it was told checked, and keeps them when another field changes', async () => {
    const setup = setUp();
    const { main, account } = setup;
    main.answer(
      'listPixels',
      listing([
        { id: 4, type: 'facebook', name: 'Shop pixel', tag: '1234567890', date: '2026-01-01' },
        { id: 6, type: 'gtmpixel', name: 'Tag manager', tag: 'GTM-ABCDE', date: '2026-01-01' },
        { id: 9, type: 'twitterpixel', name: 'Other pixel', tag: 'abcdef', date: '2026-01-01' },
      ]),
    );
    main.answer('updateLink', { id: 12, shorturl: LINK.shorturl, dropped: [], kept: [] });
    const saved: unknown[] = [];
    const initial = {
      ...EMPTY_LINK_FORM,
      url: LINK.longurl,
      custom: LINK.alias,
      type: 'splash' as const,
      splash: '5',
      pixels: ['4', '6'],
      metatitle: 'Spring',
    };
    const { user } = renderWithMain(
      <LinkForm
        api={main.api}
        accountId={account.id}
        revision="current"
        editing={{ id: 12 }}
        replacesOnUpdate
        initial={initial}
        onCancel={() => undefined}
        onSaved={(value) => saved.push(value)}
      />,
      main,
    );
    const checkbox = async (name: RegExp) =>
      (await screen.findByRole('checkbox', { name })) as HTMLInputElement;
    expect((await checkbox(/Shop pixel/)).checked).toBe(true);
    expect((await checkbox(/Tag manager/)).checked).toBe(true);
    expect((await checkbox(/Other pixel/)).checked).toBe(false);
    expect(chosenOption('Redirect')).toBe('Splash page first');
    await waitFor(() => expect(chosenOption('Splash page')).toBe('Welcome page'));
    // Told, the form neither offers to leave them as they are nor says it was not told.
    expect(await optionTexts(user, 'Redirect')).not.toContain('Leave it as it is');
    expect(screen.queryByRole('checkbox', { name: 'Replace this link’s pixels' })).toBeNull();

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Summer');
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(main.sent('updateLink')).toEqual([
      { accountId: account.id, id: 12, metatitle: 'Summer', remove: [] },
    ]);

    // Unchecking one sends the rest, never a set that silently lost the others.
    await user.click(await checkbox(/Shop pixel/));
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(main.sent('updateLink')).toHaveLength(2));
    expect(main.sent('updateLink')[1]).toMatchObject({ pixels: [6] });
  });

  it('leads with the long URL, the short URL, the title and the expiry; the rest waits under Advanced', async () => {
    const setup = setUp();
    const { user } = renderForm(setup);
    const domains = await openOptions(user, 'Domain');
    await within(domains).findByRole('option', { name: 'go.example.org' });
    await closeOptions(user);
    const form = screen.getByRole('dialog', { name: 'New link' });
    const labels = [...form.querySelectorAll('.field-label')].map((label) => label.textContent);
    expect(labels.slice(0, 5)).toEqual(['Long URL', 'Domain', 'Alias', 'Title', 'Expires']);

    // Closed for a new link: its fields are out of sight and out of the keyboard's way.
    expect(advancedToggle().getAttribute('aria-expanded')).toBe('false');
    expect(advancedToggle().textContent).toContain('Password, redirect, pixels, sharing preview');
    expect(screen.queryByRole('textbox', { name: 'Meta description' })).toBeNull();
    // The select's button is named by its value, then its label.
    expect(screen.queryByRole('button', { name: / Redirect$/ })).toBeNull();
    await user.click(advancedToggle());
    expect(screen.getByRole('textbox', { name: 'Meta description' })).toBeTruthy();
    expect(screen.getByRole('button', { name: / Redirect$/ })).toBe(selectButton('Redirect'));
    await user.click(advancedToggle());
    expect(screen.queryByRole('textbox', { name: 'Meta description' })).toBeNull();
  });

  it('sends the title as the title the list shows', async () => {
    const setup = setUp();
    setup.main.answer('addLink', { id: 99, shorturl: 'https://links.example.com/summer-ux' });
    const { user } = renderForm(setup);
    await user.type(field('Long URL'), 'www.example.com/summer');
    await user.type(field('Title'), 'Summer sale');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(setup.main.sent('addLink')).toEqual([
        expect.objectContaining({ url: 'https://www.example.com/summer', metatitle: 'Summer sale' }),
      ]),
    );
  });

  it('previews the short URL from the domain and alias as they are typed', async () => {
    const setup = setUp();
    const { store, user } = renderForm(setup);
    await store.getState().loadAccounts();
    const domains = await openOptions(user, 'Domain');
    await within(domains).findByRole('option', { name: 'go.example.org' });
    // The account's own domain is the first choice, named by its address.
    expect(within(domains).getAllByRole('option')[0]?.textContent).toBe('links.example.com');
    await closeOptions(user);
    expect(preview()).toBe('Short link links.example.com/ + a random alias');
    await user.type(field('Alias'), 'summer-ux');
    expect(preview()).toBe('Short link links.example.com/summer-ux');
    await chooseOption(user, 'Domain', 'go.example.org');
    expect(preview()).toBe('Short link go.example.org/summer-ux');
  });

  it('opens Advanced by itself on an error inside it, and puts focus on that field', async () => {
    const setup = setUp();
    const { user } = renderForm(setup);
    await user.type(field('Long URL'), 'https://example.com/new');
    await openAdvanced(user);
    await chooseOption(user, 'Redirect', 'CTA overlay over the long URL');
    // Closed again with a choice that still lacks its overlay: the error must not stay hidden in there.
    await user.click(advancedToggle());
    expect(advancedToggle().getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Redirect needs a CTA overlay: choose one.')).toBeTruthy();
    expect(advancedToggle().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(selectButton('Redirect')));
    expect(setup.main.sent('addLink')).toEqual([]);
  });

  it('opens Advanced for the server’s refusal of a field inside it, and keeps what was typed', async () => {
    const setup = setUp();
    const { user } = renderForm(setup);
    await user.type(field('Long URL'), 'https://example.com/new');
    await openAdvanced(user);
    await user.type(field('Meta image URL'), 'https://example.com/card.png');
    await user.click(advancedToggle());
    setup.main.failNext('addLink', {
      code: 'validation',
      message: 'metaimage: could not be downloaded',
      field: 'metaimage',
    });
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(/^Meta image URL could not be downloaded/)).toBeTruthy();
    expect(advancedToggle().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Meta image URL')));
    expect(field('Meta image URL').value).toBe('https://example.com/card.png');
  });
});
