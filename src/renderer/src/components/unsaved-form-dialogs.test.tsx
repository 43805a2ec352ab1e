// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { Preview } from '../../../shared/qr/preview.ts';
import { ACCOUNT_FIELD_DIALOGS } from '../accounts/account-field-dialogs.tsx';
import { AccountFieldDialog } from '../accounts/AccountFieldDialog.tsx';
import { BaseUrlDialog } from '../accounts/BaseUrlDialog.tsx';
import { DomainFormDialog } from '../domains/DomainFormDialog.tsx';
import { LinkFormDialog } from '../links/LinkFormDialog.tsx';
import { PixelFormDialog } from '../pixels/PixelFormDialog.tsx';
import { QrFormDialog } from '../qr/form/QrFormDialog.tsx';
import { PreviewEngineContext, type PreviewEngine } from '../qr/preview/preview-engine.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { field } from '../testing/form-dialog.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { closeDecision } from './Dialog.tsx';

beforeAll(() => {
  installDialogStandIns();
  // The QR form's preview decodes no images here.
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 64, height: 64 }));
});
afterEach(cleanup);

/** The QR preview's builds, answered at once: jsdom has no canvas and no wasm. */
const previewEngine: PreviewEngine = {
  build: (input) =>
    Promise.resolve<Preview>({
      matrix: { size: 25, modules: new Uint8Array(625), version: 2, level: 'M' },
      image: { width: input.pixels, height: input.pixels, data: new Uint8ClampedArray(4) },
      decoded: input.content,
      scannable: true,
      problems: [],
    }),
  draw: () => {},
};

interface Case {
  name: string;
  title: string;
  what: string;
  /** Label → what is typed into it; each field starts empty or, for a rename, with the account's name. */
  typed: Record<string, string>;
  render: (onClose: () => void) => { ui: ReactElement; main: FakeMain };
}

const never = (): Promise<Result<never>> => new Promise(() => {});

const CASES: Case[] = [
  {
    name: 'the link form',
    title: 'New link',
    what: 'the link',
    typed: { 'Long URL': 'https://shop.example.com/spring', Alias: 'spring26' },
    render: (onClose) => {
      const main = new FakeMain();
      const account = main.seedAccount({ revision: 'current' });
      return {
        main,
        ui: (
          <LinkFormDialog
            api={main.api}
            accountId={account.id}
            revision="current"
            replacesOnUpdate
            onClose={onClose}
            onSaved={() => {}}
          />
        ),
      };
    },
  },
  {
    name: 'the QR code form',
    title: 'New QR code',
    what: 'the QR code',
    typed: { 'Web address': 'https://example.com/door', Name: 'Door sign' },
    render: (onClose) => {
      const main = new FakeMain();
      const account = main.seedAccount({ revision: 'current' });
      return {
        main,
        ui: (
          <PreviewEngineContext.Provider value={previewEngine}>
            <QrFormDialog
              api={main.api}
              account={account}
              mode={{ kind: 'create' }}
              onSaved={() => {}}
              onClose={onClose}
            />
          </PreviewEngineContext.Provider>
        ),
      };
    },
  },
  {
    name: 'the domain form',
    title: 'Add a domain',
    what: 'the domain',
    typed: { Domain: 'https://go.example.com', 'Root redirect': 'https://www.example.com/' },
    render: (onClose) => ({
      main: new FakeMain(),
      ui: <DomainFormDialog mode="add" send={never} onSaved={() => {}} onClose={onClose} />,
    }),
  },
  {
    name: 'the pixel form',
    title: 'New pixel',
    what: 'the pixel',
    typed: { Name: 'Shop pixel', Tag: '1234567890' },
    render: (onClose) => ({
      main: new FakeMain(),
      ui: <PixelFormDialog mode="add" revision="current" send={never} onSaved={() => {}} onClose={onClose} />,
    }),
  },
  {
    name: 'the rename dialog',
    title: 'Rename “Work”',
    what: 'the name',
    typed: { 'Display name': ' office' },
    render: (onClose) => {
      const main = new FakeMain();
      const account = main.seedAccount({ name: 'Work' });
      return {
        main,
        ui: (
          <AccountFieldDialog
            {...ACCOUNT_FIELD_DIALOGS.rename.props(account)}
            submit={never}
            onDone={() => {}}
            onClose={onClose}
          />
        ),
      };
    },
  },
  {
    name: 'the replace-key dialog',
    title: 'Replace the key of “Work”',
    what: 'the key',
    typed: { 'API key': 'new-key' },
    render: (onClose) => {
      const main = new FakeMain();
      const account = main.seedAccount({ name: 'Work' });
      return {
        main,
        ui: (
          <AccountFieldDialog
            {...ACCOUNT_FIELD_DIALOGS.key.props(account)}
            submit={never}
            onDone={() => {}}
            onClose={onClose}
          />
        ),
      };
    },
  },
  {
    name: 'the change-address dialog',
    title: 'Change the address of “Work”',
    what: 'the address',
    typed: { 'Base URL': '/v2' },
    render: (onClose) => {
      const main = new FakeMain();
      const account = main.seedAccount({ name: 'Work' });
      return {
        main,
        ui: <BaseUrlDialog account={account} submit={never} onDone={() => {}} onClose={onClose} />,
      };
    },
  },
];

function renderCase(entry: Case) {
  const events = { closed: 0 };
  const { ui, main } = entry.render(() => events.closed++);
  const view = renderWithMain(ui, main);
  const form = () => screen.getByRole('dialog', { name: entry.title });
  const values = () =>
    Object.keys(entry.typed).map((label) => within(form()).getByLabelText(label, { exact: true }));
  const startValues = values().map((input) => (input as HTMLInputElement).value);
  const expected = Object.values(entry.typed).map((text, index) => startValues[index] + text);
  const typeAll = async (user: UserEvent) => {
    for (const [label, text] of Object.entries(entry.typed)) {
      await user.type(within(form()).getByLabelText(label, { exact: true }), text);
    }
  };
  const shown = () => values().map((input) => (input as HTMLInputElement).value);
  const question = () => screen.queryByRole('dialog', { name: `Discard your changes to ${entry.what}?` });
  return { ...view, events, form, typeAll, shown, expected, question };
}

describe.each(CASES)('$name', (entry) => {
  it('asks before Escape discards what was typed; Keep editing (or Escape) keeps every value', async () => {
    const r = renderCase(entry);
    await r.typeAll(r.user);
    const lastField = document.activeElement;

    await r.user.keyboard('{Escape}');
    const question = await waitFor(() => r.question()!);
    expect(within(question).getByText(/not saved yet/)).toBeTruthy();
    // The header's close button, then the footer: the safe choice on the left, the action named on the right.
    const buttons = within(question).getAllByRole('button');
    expect(buttons.map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual([
      'Close dialog',
      'Keep editing',
      'Discard changes',
    ]);
    // Keep editing has focus: Enter or Space on the question loses nothing.
    expect(document.activeElement).toBe(buttons[1]);
    expect(r.events.closed).toBe(0);

    // Escape on the question is Keep editing, and reaches neither the form nor its dialog.
    await r.user.keyboard('{Escape}');
    expect(r.question()).toBeNull();
    expect(r.form().hasAttribute('open')).toBe(true);
    expect(r.events.closed).toBe(0);
    expect(r.shown()).toEqual(r.expected);
    expect(document.activeElement).toBe(lastField);

    await r.user.keyboard('{Escape}');
    await r.user.click(within(r.question()!).getByRole('button', { name: 'Keep editing' }));
    expect(r.question()).toBeNull();
    expect(r.events.closed).toBe(0);
    expect(r.shown()).toEqual(r.expected);

    await r.user.keyboard('{Escape}');
    await r.user.click(within(r.question()!).getByRole('button', { name: 'Discard changes' }));
    expect(r.question()).toBeNull();
    expect(r.events.closed).toBe(1);
  });

  it('asks before Cancel discards what was typed', async () => {
    const r = renderCase(entry);
    await r.typeAll(r.user);
    const cancel = within(r.form()).getByRole('button', { name: 'Cancel' });

    // With the pointer, pressing Cancel leaves focus in the field being typed in (its check on leaving would
    // otherwise move Cancel away before the click lands), and Keep editing puts it back there.
    const typingIn = document.activeElement;
    await r.user.click(cancel);
    await r.user.click(within(r.question()!).getByRole('button', { name: 'Keep editing' }));
    expect(r.events.closed).toBe(0);
    expect(r.shown()).toEqual(r.expected);
    expect(document.activeElement).toBe(typingIn);
    expect(r.form().contains(document.activeElement)).toBe(true);

    // From the keyboard, focus is on Cancel, and returns there.
    cancel.focus();
    await r.user.keyboard('{Enter}');
    await r.user.click(within(r.question()!).getByRole('button', { name: 'Keep editing' }));
    expect(document.activeElement).toBe(cancel);

    await r.user.click(cancel);
    await r.user.click(within(r.question()!).getByRole('button', { name: 'Discard changes' }));
    expect(r.events.closed).toBe(1);
  });

  it('asks before the close button in its header discards what was typed', async () => {
    const r = renderCase(entry);
    await r.typeAll(r.user);
    const close = within(r.form()).getByRole('button', { name: 'Close dialog' });

    await r.user.click(close);
    await r.user.click(within(r.question()!).getByRole('button', { name: 'Keep editing' }));
    expect(r.events.closed).toBe(0);
    expect(r.shown()).toEqual(r.expected);

    await r.user.click(close);
    await r.user.click(within(r.question()!).getByRole('button', { name: 'Discard changes' }));
    expect(r.events.closed).toBe(1);
  });

  it('closes at once on Escape and on Cancel while nothing was changed', async () => {
    const r = renderCase(entry);
    await r.user.keyboard('{Escape}');
    expect(r.events.closed).toBe(1);
    await r.user.click(within(r.form()).getByRole('button', { name: 'Cancel' }));
    expect(r.events.closed).toBe(2);
    expect(r.question()).toBeNull();
  });
});

describe('a form dialog as a screen shows it', () => {
  /** Opens the add-domain dialog from a button, closing it as a screen does (by unmounting it). */
  function Screen({ send }: { send: () => Promise<Result<unknown>> }) {
    const [open, setOpen] = useState(false);
    return (
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={() => setOpen(true)}>
          Add domain
        </button>
        {open ? (
          <DomainFormDialog mode="add" send={send} onSaved={() => {}} onClose={() => setOpen(false)} />
        ) : null}
      </main>
    );
  }

  it('closes form and question together on Discard, and focus goes back to what opened the form', async () => {
    const { user } = renderWithMain(<Screen send={never} />, new FakeMain());
    const opener = screen.getByRole('button', { name: 'Add domain' });
    await user.click(opener);
    await user.type(field('Domain'), 'https://go.example.com');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    // Opened again, the form starts empty: what was discarded is gone.
    await user.click(opener);
    expect(field('Domain').value).toBe('');
  });

  it('asks when the browser closes the dialog by itself, and shows it again', async () => {
    const { user } = renderWithMain(<Screen send={never} />, new FakeMain());
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await user.type(field('Domain'), 'https://go.example.com');
    const form = screen.getByRole('dialog', { name: 'Add a domain' }) as HTMLDialogElement;

    act(() => form.close());
    expect(form.open).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(field('Domain').value).toBe('https://go.example.com');

    await user.clear(field('Domain'));
    act(() => form.close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open during a save and says so, then closes once the save succeeds', async () => {
    let answer!: (result: Result<unknown>) => void;
    const send = () => new Promise<Result<unknown>>((resolve) => (answer = resolve));
    const { user } = renderWithMain(<Screen send={send} />, new FakeMain());
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await user.type(field('Domain'), 'https://go.example.com');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add domain' }));
    await screen.findByText('Adding the domain…');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog', { name: /^Discard/ })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add a domain' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Adding the domain… The form stays open until this is done.',
    );

    await act(async () => answer({ ok: true, value: {} }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a form whose save failed, and asks again before discarding it', async () => {
    let answer!: (result: Result<unknown>) => void;
    const send = () => new Promise<Result<unknown>>((resolve) => (answer = resolve));
    const { user } = renderWithMain(<Screen send={send} />, new FakeMain());
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await user.type(field('Domain'), 'https://go.example.com');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add domain' }));
    await screen.findByText('Adding the domain…');
    await user.keyboard('{Escape}');

    await act(async () =>
      answer({ ok: false, error: { code: 'network', message: 'The installation could not be reached.' } }),
    );
    expect(await screen.findByText('The installation could not be reached.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(field('Domain').value).toBe('https://go.example.com');

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes to the domain?' })).toBeTruthy();
  });
});

describe('closeDecision', () => {
  it('closes when nothing is dirty, holds during a save, and names what a dirty form edits', () => {
    expect(closeDecision([])).toEqual({ kind: 'close' });
    expect(closeDecision([{ dirty: false }, { dirty: false, what: 'the link' }])).toEqual({ kind: 'close' });
    expect(closeDecision([{ dirty: true }, { dirty: true, what: 'the link' }])).toEqual({
      kind: 'ask',
      what: 'the link',
    });
    expect(closeDecision([{ dirty: true }])).toEqual({ kind: 'ask', what: 'this form' });
    expect(
      closeDecision([
        { dirty: false, saving: true },
        { dirty: true, what: 'the link' },
      ]),
    ).toEqual({
      kind: 'hold',
    });
  });
});
