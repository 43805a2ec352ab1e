// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeMain } from '../testing/fake-main.ts';
import { dialogRecorder, field } from '../testing/form-dialog.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import type { DomainAddition, DomainChanges } from './domain-form.ts';
import { DomainFormDialog } from './DomainFormDialog.tsx';

beforeAll(installDialogStandIns);
afterEach(cleanup);

describe('the add-domain form', () => {
  it('explains that the domain must already point at the installation', () => {
    const r = dialogRecorder<DomainAddition>([]);
    renderWithMain(<DomainFormDialog mode="add" {...r} />, new FakeMain());
    expect(screen.getByRole('dialog', { name: 'Add a domain' })).toBeTruthy();
    expect(screen.getByText(/Point it at your link server first/)).toBeTruthy();
  });

  it('adds https:// to a domain typed without it, as the list shows domains', async () => {
    const r = dialogRecorder<DomainAddition>([{ ok: true, value: {} }]);
    const { user } = renderWithMain(<DomainFormDialog mode="add" {...r} />, new FakeMain());
    await user.type(field('Domain'), '  go.example.com ');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() =>
      expect(r.sent).toEqual([{ domain: 'https://go.example.com', redirectroot: '', redirect404: '' }]),
    );
  });

  it('refuses a domain that is no web address before sending anything, keeping what was typed', async () => {
    const r = dialogRecorder<DomainAddition>([]);
    const { user } = renderWithMain(<DomainFormDialog mode="add" {...r} />, new FakeMain());
    await user.type(field('Domain'), 'ftp://go.example.com');
    await user.type(field('Root redirect'), 'https://www.example.com/');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));

    expect(
      (await screen.findByText('Domain must be a full URL starting with http:// or https://.')).getAttribute(
        'role',
      ),
    ).toBe('alert');
    expect(r.sent).toEqual([]);
    expect(field('Domain').value).toBe('ftp://go.example.com');
    expect(field('Root redirect').value).toBe('https://www.example.com/');
  });

  it('shows the installation’s refusal beside the domain and keeps every value', async () => {
    const r = dialogRecorder<DomainAddition>([
      {
        ok: false,
        error: {
          code: 'conflict',
          message: 'domain: go.example.com is already added to this installation.',
          field: 'domain',
        },
      },
    ]);
    const { user } = renderWithMain(<DomainFormDialog mode="add" {...r} />, new FakeMain());
    await user.type(field('Domain'), 'https://go.example.com');
    await user.type(field('Not-found redirect'), 'https://www.example.com/missing');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));

    expect(
      await screen.findByText('Domain go.example.com is already added to this installation.'),
    ).toBeTruthy();
    expect(r.sent).toEqual([
      { domain: 'https://go.example.com', redirectroot: '', redirect404: 'https://www.example.com/missing' },
    ]);
    expect(field('Domain').value).toBe('https://go.example.com');
    expect(field('Not-found redirect').value).toBe('https://www.example.com/missing');
    expect(r.events).toEqual({ saved: 0, closed: 0 });
  });

  it('shows a failure that names no field for the whole form, with Retry, and sends again', async () => {
    const r = dialogRecorder<DomainAddition>([
      { ok: false, error: { code: 'network', message: 'links.example.com refused the connection.' } },
    ]);
    const { user } = renderWithMain(<DomainFormDialog mode="add" {...r} />, new FakeMain());
    await user.type(field('Domain'), 'https://go.example.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));

    expect(await screen.findByText('The domain was not added')).toBeTruthy();
    expect(field('Domain').value).toBe('https://go.example.com');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(r.events).toEqual({ saved: 1, closed: 1 }));
    expect(r.sent).toHaveLength(2);
  });

  it('marks the form dirty for the unsaved-changes prompt once something is typed', async () => {
    const r = dialogRecorder<DomainAddition>([]);
    const { user, store } = renderWithMain(<DomainFormDialog mode="add" {...r} />, new FakeMain());
    const dirty = () => JSON.stringify(store.getState()).includes('the domain');
    expect(dirty()).toBe(false);
    await user.type(field('Domain'), 'h');
    await waitFor(() => expect(dirty()).toBe(true));
  });
});

describe('the edit-domain form', () => {
  const domain = {
    id: 4,
    domain: 'https://go.example.com',
    redirectroot: 'https://www.example.com/',
    redirect404: '',
  };

  it('shows the domain read-only and sends only the redirects that are set', async () => {
    const r = dialogRecorder<DomainChanges>([{ ok: true, value: { message: 'Domain has been updated.' } }]);
    const { user } = renderWithMain(<DomainFormDialog mode="edit" domain={domain} {...r} />, new FakeMain());
    expect(screen.getByRole('dialog', { name: 'Edit https://go.example.com' })).toBeTruthy();
    expect(screen.queryByLabelText('Domain', { exact: true })).toBeNull();
    expect(field('Root redirect').value).toBe('https://www.example.com/');

    await user.clear(field('Root redirect'));
    await user.type(field('Root redirect'), 'https://www.example.com/home');
    await user.type(field('Not-found redirect'), 'https://www.example.com/404');
    await user.click(screen.getByRole('button', { name: 'Save domain' }));

    await waitFor(() => expect(r.events).toEqual({ saved: 1, closed: 1 }));
    expect(r.sent).toEqual([
      { redirectroot: 'https://www.example.com/home', redirect404: 'https://www.example.com/404' },
    ]);
  });

  it('says at once that a redirect cannot be left empty, and sends nothing', async () => {
    const r = dialogRecorder<DomainChanges>([]);
    const { user } = renderWithMain(<DomainFormDialog mode="edit" domain={domain} {...r} />, new FakeMain());
    expect(screen.getByText(/It can be changed, but not left empty\./)).toBeTruthy();
    await user.clear(field('Root redirect'));
    // Said as soon as the field is left, before Save.
    await user.type(field('Not-found redirect'), 'https://www.example.com/404');
    expect(
      await screen.findByText(
        'Root redirect can be changed but not left empty. Type where visits should go instead.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save domain' }));
    expect(r.sent).toEqual([]);
    expect(field('Not-found redirect').value).toBe('https://www.example.com/404');
  });

  it('refuses a redirect that is not a URL, beside it', async () => {
    const r = dialogRecorder<DomainChanges>([]);
    const { user } = renderWithMain(<DomainFormDialog mode="edit" domain={domain} {...r} />, new FakeMain());
    await user.type(field('Not-found redirect'), 'nowhere');
    await user.click(screen.getByRole('button', { name: 'Save domain' }));
    expect(
      await screen.findByText('Not-found redirect must be a full URL starting with http:// or https://.'),
    ).toBeTruthy();
    expect(r.sent).toEqual([]);
  });
});

describe('a change whose outcome is unknown', () => {
  it('offers to check the list instead of sending the same change again, and keeps the form', async () => {
    const r = dialogRecorder<DomainAddition>([
      {
        ok: false,
        error: {
          code: 'timeout',
          message: 'links.example.com did not answer in time. The change may or may not have been made.',
          outcomeUnknown: true,
        },
      },
    ]);
    const { user } = renderWithMain(<DomainFormDialog mode="add" {...r} />, new FakeMain());
    await user.type(field('Domain'), 'https://go.example.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));

    await screen.findByText(/may or may not have been made/);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check the list' }));
    expect(r.events).toEqual({ saved: 1, closed: 0 });
    expect(r.sent).toHaveLength(1);
    expect(field('Domain').value).toBe('https://go.example.com');
  });
});
