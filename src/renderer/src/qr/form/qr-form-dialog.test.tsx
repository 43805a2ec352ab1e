// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Revision } from '../../../../shared/api/constants.ts';
import type { AccountView } from '../../../../shared/ipc/models.ts';
import type { QrCode } from '../../../../shared/ipc/resources.ts';
import type { QrDesign } from '../../../../shared/qr/design.ts';
import { BLACK, WHITE } from '../../../../shared/qr/colours.ts';
import type { Preview, PreviewInput } from '../../../../shared/qr/preview.ts';
import { chooseOption, chosenOption } from '../../testing/controls.ts';
import { FakeMain } from '../../testing/fake-main.ts';
import { field } from '../../testing/form-dialog.ts';
import { installDialogStandIns } from '../../testing/jsdom-dialog.ts';
import { renderWithMain } from '../../testing/render.tsx';
import { PreviewEngineContext, type PreviewEngine } from '../preview/preview-engine.ts';
import { NAME_HINT, NO_DESIGN_NOTICE, QrFormDialog, type QrFormMode, type QrSaved } from './QrFormDialog.tsx';
import { knownLinkCaption, pendingLinkCaption } from './FormPreview.tsx';
import { keptLogoNotice, LOCAL_LOGO_NOTICE } from './LogoFields.tsx';
import { NO_COLOURS_NOTICE, UNKNOWN_COLOURS_NOTICE } from './locked-colours.ts';
import { READ_NOTICE, SHORT_LINK_NOTICE } from './made-elsewhere.ts';
import { PHONE_HINT, SMS_PHONE_HINT } from './PhoneFields.tsx';

beforeAll(() => {
  installDialogStandIns();
  // jsdom decodes no images; the preview's drawing is a stand-in here, so a size is all a logo needs.
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 64, height: 64 }));
});
afterEach(cleanup);

/**
 * jsdom has no canvas and no wasm: the preview's builds are recorded and answered as a scannable code, or as
 * `judge` says. With `held`, each build waits until `release` lets it finish.
 */
function standInEngine(judge: (input: PreviewInput) => Partial<Preview> = () => ({}), held = false) {
  const inputs: PreviewInput[] = [];
  const waiting: (() => void)[] = [];
  const engine: PreviewEngine = {
    build: (input) => {
      inputs.push(input);
      const preview: Preview = {
        matrix: { size: 25, modules: new Uint8Array(625), version: 2, level: input.logo ? 'H' : 'M' },
        image: { width: input.pixels, height: input.pixels, data: new Uint8ClampedArray(4) },
        decoded: input.content,
        scannable: true,
        problems: [],
        ...judge(input),
      };
      if (!held) return Promise.resolve(preview);
      return new Promise((resolve) => waiting.push(() => resolve(preview)));
    },
    draw: () => {},
  };
  const release = async () => {
    await act(async () => {
      while (waiting.length > 0) waiting.shift()!();
    });
  };
  return { engine, inputs, lastContent: () => inputs.at(-1)?.content, release };
}

function setUp(revision: Revision | null = 'current') {
  const main = new FakeMain();
  const account = main.seedAccount({ revision });
  main.answer('addQrCode', { id: 41, link: 'https://links.example.com/qr/Ab3dE' });
  main.answer('updateQrCode', { message: 'QR code has been updated successfully.' });
  return { main, account };
}

function renderDialog(
  main: FakeMain,
  account: AccountView,
  mode: QrFormMode = { kind: 'create' },
  extra: { onCheck?: () => void } = {},
  preview = standInEngine(),
) {
  const events = { saved: [] as QrSaved[], closed: 0 };
  const ui: ReactElement = (
    <PreviewEngineContext.Provider value={preview.engine}>
      <QrFormDialog
        api={main.api}
        account={account}
        mode={mode}
        onSaved={(saved) => events.saved.push(saved)}
        onClose={() => events.closed++}
        {...extra}
      />
    </PreviewEngineContext.Provider>
  );
  return { ...renderWithMain(ui, main), events, preview };
}

const create = () => screen.getByRole('button', { name: 'Create QR code' });
/** A new code starts as a web link; these tests mostly want free text. */
const chooseText = (user: ReturnType<typeof renderDialog>['user']) =>
  user.click(screen.getByRole('radio', { name: 'Text' }));
/** react-aria's FileTrigger keeps a hidden file input behind "Choose image…". */
const logoInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const LOOK = { foreground: 'rgb(0,0,0)', background: 'rgb(255,255,255)' };
const LOCAL = { logoScale: 0.22, logoFile: null };

describe('creating a QR code', () => {
  it('sends a text code with its name, and draws it as typed', async () => {
    const { main, account } = setUp();
    const { user, events, preview } = renderDialog(main, account);
    expect(screen.getByText('Enter the content to see the code')).toBeTruthy();
    // Name comes first: it is how the code is found in the list.
    const fields = screen.getAllByRole('textbox');
    expect(fields[0]).toBe(field('Name'));
    expect(screen.getByText(NAME_HINT)).toBeTruthy();

    await chooseText(user);
    await user.type(field('Text content'), 'Hello there');
    expect(await screen.findByRole('img', { name: 'QR code preview' })).toBeTruthy();
    await waitFor(() => expect(preview.lastContent()).toBe('Hello there'));
    expect(await screen.findByText('Scans: reads back exactly')).toBeTruthy();
    // How large the symbol is, and how full, is there for the curious, folded away under Details.
    const details = screen.getByText('Details').closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText('Version 2, 25 × 25 modules, error correction M')).toBeTruthy();
    expect(within(details).getByText('11 of 2,331 bytes at error correction M')).toBeTruthy();
    expect(screen.getAllByText(/of 2,331 bytes/)).toHaveLength(1);

    await user.type(field('Name'), 'Door sign');
    await user.click(create());
    await waitFor(() =>
      expect(events.saved).toEqual([
        { id: 41, link: 'https://links.example.com/qr/Ab3dE', name: 'Door sign' },
      ]),
    );
    expect(main.sent('addQrCode')).toEqual([
      { accountId: account.id, type: 'text', data: 'Hello there', name: 'Door sign', ...LOOK, local: LOCAL },
    ]);
    expect(events.closed).toBe(0);
  });

  // A dynamic code prints a short link on the account's server, whose alias is not known before it exists.
  const PENDING_LINK = 'https://links.example.com/xxxxxx';
  const cases: {
    label: string;
    fill: (user: ReturnType<typeof renderDialog>['user']) => Promise<void>;
    data: unknown;
    drawn: string;
  }[] = [
    {
      label: 'Web link',
      fill: (user) => user.type(field('Web address'), 'https://shop.example.com/spring'),
      data: 'https://shop.example.com/spring',
      drawn: PENDING_LINK,
    },
    {
      label: 'Email',
      fill: async (user) => {
        await user.type(field('Email address'), 'ana@example.com');
        await user.type(field('Subject'), 'Hello you');
      },
      data: { email: 'ana@example.com', subject: 'Hello you' },
      drawn: PENDING_LINK,
    },
    {
      label: 'Phone call',
      fill: (user) => user.type(field('Phone number'), '+4915112345678'),
      data: '+4915112345678',
      drawn: PENDING_LINK,
    },
    {
      label: 'Text message (SMS)',
      fill: async (user) => {
        await user.type(field('Phone number'), '12345');
        await user.type(field('Message'), 'On my way');
      },
      data: { phone: '12345', message: 'On my way' },
      drawn: 'smsto:12345:On my way',
    },
    {
      label: 'Wi-Fi network',
      fill: async (user) => {
        await user.type(field('Network name'), 'Home');
        await user.type(field('Password'), 'secret;12');
      },
      data: { ssid: 'Home', pass: 'secret;12', encryption: 'wpa' },
      drawn: 'WIFI:S:Home;T:WPA;P:secret\\;12;;',
    },
    {
      label: 'Contact card (vCard)',
      fill: async (user) => {
        await user.type(field('First name'), 'Ana');
        await user.type(field('Mobile'), '+351912345678');
        await user.type(field('City'), 'Porto');
      },
      data: { fname: 'Ana', cell: '+351912345678', city: 'Porto' },
      drawn: PENDING_LINK,
    },
  ];

  for (const { label, fill, data, drawn } of cases) {
    it(`sends exactly the ${label} form’s data`, async () => {
      const { main, account } = setUp();
      const { user, preview } = renderDialog(main, account);
      await user.click(screen.getByRole('radio', { name: label }));
      await fill(user);
      await waitFor(() => expect(preview.lastContent()).toBe(drawn));
      await user.click(create());
      await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
      const type = main.sent('addQrCode')[0] as { type: string };
      expect(main.sent('addQrCode')).toEqual([
        { accountId: account.id, type: type.type, data, ...LOOK, local: LOCAL },
      ]);
    });
  }

  it('starts as a web link, and previews the short link it will print, with a stand-in alias', async () => {
    const { main, account } = setUp();
    const { user, preview } = renderDialog(main, account);
    expect((screen.getByRole('radio', { name: 'Web link' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')[0]).toBe(screen.getByRole('radio', { name: 'Web link' }));
    await user.type(field('Web address'), 'https://example.com/spring-menu-for-the-whole-season');
    // As long as the alias the server hands out (six characters): the same symbol size as the printed code.
    const printed = 'https://links.example.com/xxxxxx';
    await waitFor(() => expect(preview.lastContent()).toBe(printed));
    expect(screen.getByRole('img', { name: 'QR code preview' })).toBeTruthy();
    expect(screen.getByText(pendingLinkCaption(printed))).toBeTruthy();
    expect(pendingLinkCaption(printed)).toContain('links.example.com/xxxxxx');
    // A static code prints its content, and says nothing of a short link.
    await chooseText(user);
    await user.type(field('Text content'), 'Hi');
    await waitFor(() => expect(preview.lastContent()).toBe('Hi'));
    expect(screen.queryByText(/short link/)).toBeNull();
  });

  it('checks before sending and shows each problem beside its field', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    await user.click(screen.getByRole('radio', { name: 'Wi-Fi network' }));
    await user.clear(field('Foreground colour'));
    await user.type(field('Foreground colour'), 'red');
    await user.type(field('Logo URL'), 'https://example.com/logo.gif');
    await user.click(create());

    expect(await screen.findByText('Network name is required.')).toBeTruthy();
    expect(
      screen.getByText('Password is required for a WPA or WEP network (choose None for an open one).'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Foreground colour must be a colour in the form rgb(R,G,B) with each value from 0 to 255.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Logo URL must be the URL or path of a .png or .jpg image.')).toBeTruthy();
    expect(main.sent('addQrCode')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Contact card (vCard)' }));
    await user.click(create());
    expect(await screen.findByText('Enter a first name, a last name or an organisation.')).toBeTruthy();
    expect(main.sent('addQrCode')).toEqual([]);
  });

  it('keeps each type’s values when switching type and back', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    await chooseText(user);
    await user.type(field('Text content'), 'Some words');
    await user.click(screen.getByRole('radio', { name: 'Wi-Fi network' }));
    await user.type(field('Network name'), 'Home');
    await chooseOption(user, 'Encryption', 'None (open network)');
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    expect(field('Text content').value).toBe('Some words');
    await user.click(screen.getByRole('radio', { name: 'Wi-Fi network' }));
    expect(field('Network name').value).toBe('Home');
    expect(chosenOption('Encryption')).toBe('None (open network)');

    await user.click(create());
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
    expect(main.sent('addQrCode')[0]).toMatchObject({ type: 'wifi', data: { ssid: 'Home' } });
  });

  it('keeps every value after a failed save and sends the same again on Retry', async () => {
    const { main, account } = setUp();
    const { user, events } = renderDialog(main, account);
    await user.click(screen.getByRole('radio', { name: 'Text message (SMS)' }));
    await user.type(field('Phone number'), '12345');
    await user.type(field('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Swap colours' }));
    await user.type(field('Name'), 'Desk');
    main.failNext('addQrCode', { code: 'network', message: 'Linkdesk could not reach the installation.' });
    await user.click(create());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The QR code was not created')).toBeTruthy();
    expect(within(alert).getByText('Linkdesk could not reach the installation.')).toBeTruthy();
    expect(field('Phone number').value).toBe('12345');
    expect(field('Message').value).toBe('Hi');
    expect(field('Foreground colour').value).toBe('rgb(255,255,255)');
    expect(field('Background colour').value).toBe('rgb(0,0,0)');
    expect(field('Name').value).toBe('Desk');
    expect(events.saved).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(events.saved).toHaveLength(1));
    const sent = main.sent('addQrCode');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toEqual({
      accountId: account.id,
      type: 'sms',
      data: { phone: '12345', message: 'Hi' },
      name: 'Desk',
      foreground: 'rgb(255,255,255)',
      background: 'rgb(0,0,0)',
      local: LOCAL,
    });
  });

  it('shows the installation’s refusal beside the field it names', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    await user.click(screen.getByRole('radio', { name: 'Wi-Fi network' }));
    await user.type(field('Network name'), 'Home');
    await chooseOption(user, 'Encryption', 'WEP');
    await user.type(field('Password'), 'abcde');
    main.failNext('addQrCode', {
      code: 'validation',
      message: 'data.ssid: is not allowed here',
      field: 'data.ssid',
    });
    await user.click(create());
    expect(await screen.findByText('Network name is not allowed here.')).toBeTruthy();
    expect(field('Network name').value).toBe('Home');
    expect(field('Password').value).toBe('abcde');
  });

  it('offers a look at the list when a save may or may not have been made', async () => {
    const { main, account } = setUp();
    const checks = { count: 0 };
    const { user } = renderDialog(main, account, { kind: 'create' }, { onCheck: () => void checks.count++ });
    await chooseText(user);
    await user.type(field('Text content'), 'Hi');
    main.failNext('addQrCode', {
      code: 'timeout',
      message: 'The installation did not answer in time; the code may have been created.',
      outcomeUnknown: true,
    });
    await user.click(create());
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Check the list' }));
    expect(checks.count).toBe(1);
  });

  it('keeps the name on this computer on a legacy installation, which stores none', async () => {
    const { main, account } = setUp('legacy');
    const { user } = renderDialog(main, account);
    expect(
      screen.getByText('Optional. Kept on this computer only: your server does not store names of codes.'),
    ).toBeTruthy();
    await chooseText(user);
    await user.type(field('Text content'), 'Hi');
    await user.type(field('Name'), 'Door sign');
    await user.click(create());
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
    // Main keeps it with the design and leaves it out of what the installation is sent.
    expect(main.sent('addQrCode')[0]).toMatchObject({ name: 'Door sign' });
  });
});

describe('the limit of what a code holds', () => {
  const LIMIT = 'a QR code holds at most 2,331 bytes at error correction M. Shorten it.';

  it('counts bytes against the limit the check and the preview use, and never draws a code over it', async () => {
    const { main, account } = setUp();
    const { user, preview } = renderDialog(main, account);
    await chooseText(user);
    await user.type(field('Text content'), 'héllo');
    await waitFor(() => expect(preview.lastContent()).toBe('héllo'));
    // Far from the limit the field shows no counter; the preview's Details have the count.
    expect(screen.queryByText(/accented letters/)).toBeNull();
    expect(await screen.findByText('6 of 2,331 bytes at error correction M')).toBeTruthy();
    const builds = preview.inputs.length;

    await user.clear(field('Text content'));
    await user.click(field('Text content'));
    await user.paste('é'.repeat(950));
    expect(
      screen.getByText(
        '1,900 of 2,331 bytes at error correction M (accented letters, other scripts and emoji take 2 to 4 bytes each)',
      ),
    ).toBeTruthy();
    await user.clear(field('Text content'));
    await user.click(field('Text content'));
    await user.paste('x'.repeat(2400));
    const counter = screen.getByText('2,400 of 2,331 bytes at error correction M');
    expect(counter.className).toBe('qr-form-over');
    // No code at all rather than the last one that fitted, and the reason in the same words as the check's.
    expect(screen.queryByRole('img', { name: 'QR code preview' })).toBeNull();
    expect(screen.getByText('This content does not fit in a QR code.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(`The content is 2,400 bytes; ${LIMIT}`);
    expect(preview.inputs.slice(builds).some((input) => input.content.length > 2331)).toBe(false);

    await user.click(create());
    expect(await screen.findByText(`The text is 2,400 bytes; ${LIMIT}`)).toBeTruthy();
    expect(main.sent('addQrCode')).toEqual([]);

    await user.type(field('Text content'), '{Backspace}'.repeat(69));
    const full = screen.getAllByText('2,331 of 2,331 bytes at error correction M');
    expect(full.map((line) => line.className)).toContain('');
    expect(await screen.findByRole('img', { name: 'QR code preview' })).toBeTruthy();
    await waitFor(() => expect(preview.lastContent()).toBe('x'.repeat(2331)));
    await user.click(create());
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
  });

  it('holds a text message to the same limit, counted over the whole payload', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    await user.click(screen.getByRole('radio', { name: 'Text message (SMS)' }));
    await user.type(field('Phone number'), '12345');
    await user.click(field('Message'));
    await user.paste('€'.repeat(1000));
    await user.click(create());
    expect(await screen.findByText(`The text message is 3,012 bytes; ${LIMIT}`)).toBeTruthy();
    expect(main.sent('addQrCode')).toEqual([]);
  });

  it('lets a dynamic code’s long content through: it prints a short link, which the preview draws', async () => {
    const { main, account } = setUp();
    const { user, preview } = renderDialog(main, account);
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(field('Email address'), 'ana@example.com');
    await user.click(field('Message'));
    await user.paste('a '.repeat(900));
    await waitFor(() => expect(preview.lastContent()).toBe('https://links.example.com/xxxxxx'));
    expect(screen.queryByText('This content does not fit in a QR code.')).toBeNull();
    await user.click(create());
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
  });
});

describe('phone numbers', () => {
  it('take the spaces, dashes, dots and brackets people type, and send what the code needs', async () => {
    const { main, account } = setUp();
    const { user, preview } = renderDialog(main, account);
    await user.click(screen.getByRole('radio', { name: 'Phone call' }));
    expect(screen.getByText(PHONE_HINT)).toBeTruthy();
    await user.type(field('Phone number'), '+49 (0)30 123-45.67');
    // A phone code prints a short link; what it opens is the number as sent.
    await waitFor(() => expect(preview.lastContent()).toBe('https://links.example.com/xxxxxx'));
    await user.click(create());
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
    expect(main.sent('addQrCode')[0]).toMatchObject({ type: 'phone', data: '+49301234567' });
  });

  it('say what is wrong with one that is not a number, in the words of the hint', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    await user.click(screen.getByRole('radio', { name: 'Phone call' }));
    await user.type(field('Phone number'), '030 CALL NOW');
    await user.click(create());
    expect(
      await screen.findByText(
        'Phone number must be a phone number: digits, optionally starting with + and the country code (spaces, dashes, dots and brackets are fine).',
      ),
    ).toBeTruthy();
    expect(main.sent('addQrCode')).toEqual([]);
  });

  it('for a text message take separators too, and refuse a + before sending', async () => {
    const { main, account } = setUp();
    const { user, preview } = renderDialog(main, account);
    await user.click(screen.getByRole('radio', { name: 'Text message (SMS)' }));
    expect(screen.getByText(SMS_PHONE_HINT)).toBeTruthy();
    await user.type(field('Phone number'), '+49 30 1234567');
    await user.click(create());
    expect(
      await screen.findByText(/^Phone number must be digits only: installations fail on a \+/),
    ).toBeTruthy();
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '0049 (30) 123-4567');
    await waitFor(() => expect(preview.lastContent()).toBe('smsto:0049301234567:'));
    await user.click(create());
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
    expect(main.sent('addQrCode')[0]).toMatchObject({ data: { phone: '0049301234567' } });
  });
});

describe('the logo', () => {
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'badge.png', {
      type: 'image/png',
    });

  it('from a file is drawn by Linkdesk only, and says so until a URL is given', async () => {
    const { main, account } = setUp();
    const { user, preview } = renderDialog(main, account);
    await chooseText(user);
    await user.type(field('Text content'), 'Hi');
    expect(screen.getByRole('button', { name: 'Choose image…' })).toBeTruthy();
    await user.upload(logoInput(), png());
    expect(await screen.findByText(LOCAL_LOGO_NOTICE)).toBeTruthy();
    // The drop area names the file in use, and offers another and a way to take it off.
    expect(screen.getByText('badge.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose another…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove badge.png' })).toBeTruthy();
    await waitFor(() => expect(preview.inputs.at(-1)?.logo).not.toBeNull());
    expect(field('Logo size').value).toBe('0.22');

    await user.click(create());
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
    expect(main.sent('addQrCode')[0]).toMatchObject({
      local: {
        logoScale: 0.22,
        logoFile: { name: 'badge.png', mediaType: 'image/png', base64: 'iVBORw0KGgoBAgM=' },
      },
    });
    expect(main.sent('addQrCode')[0]).not.toHaveProperty('logo');
  });

  it('takes a file dropped on the drop area, as one chosen with the button', async () => {
    const { main, account } = setUp();
    const { user, preview } = renderDialog(main, account);
    await user.type(field('Web address'), 'https://example.com/');
    const zone = screen.getByText('Drop an image here, or').closest('.qr-logo-zone')!;
    // What a file dragged from the desktop carries (jsdom has no DataTransfer of its own).
    const entry = { isFile: true, isDirectory: false };
    const dataTransfer = {
      types: ['Files'],
      items: [{ kind: 'file', type: 'image/png', getAsFile: png, webkitGetAsEntry: () => entry }],
      effectAllowed: 'all',
      dropEffect: 'none',
      getData: () => '',
    };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(await screen.findByText('badge.png')).toBeTruthy();
    await waitFor(() => expect(preview.inputs.at(-1)?.logo).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove badge.png' }));
    expect(screen.queryByText('badge.png')).toBeNull();
    expect(screen.getByText('Drop an image here, or')).toBeTruthy();
    await waitFor(() => expect(preview.inputs.at(-1)?.logo).toBeNull());
  });

  it('refuses a file that is not a PNG or JPEG, beside the field', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    const gif = new File([new TextEncoder().encode('GIF89a....')], 'anim.png', { type: 'image/png' });
    await user.upload(logoInput(), gif);
    expect(
      await screen.findByText('anim.png is not a PNG or JPEG image. Choose a .png or .jpg file.'),
    ).toBeTruthy();
  });

  it('from a URL is fetched by main for the preview; when it cannot be, the preview goes on without it', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    main.failNext('fetchQrLogo', {
      code: 'not_found',
      message: 'Nothing is at https://cdn.example.com/logo.png',
    });
    await chooseText(user);
    await user.type(field('Text content'), 'Hi');
    await user.type(field('Logo URL'), 'https://cdn.example.com/logo.png');
    expect(
      await screen.findByText(
        'The logo could not be loaded for the preview: Nothing is at https://cdn.example.com/logo.png. ' +
          'The preview shows the code without it.',
      ),
    ).toBeTruthy();
    // Typed letter by letter, the address was fetched once, after it stopped changing.
    expect(main.sent('fetchQrLogo')).toEqual([
      expect.objectContaining({ accountId: account.id, url: 'https://cdn.example.com/logo.png' }),
    ]);
    expect(screen.queryByText(LOCAL_LOGO_NOTICE)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(field('Logo URL').value).toBe('');
    expect(screen.queryByLabelText('Logo size', { exact: true })).toBeNull();
  });
});

describe('a code the preview says will not scan', () => {
  const LOGO_PROBLEM =
    "The logo covers 40% of the code's width and hides more than error correction H can rebuild; the code " +
    'does not scan with it. Make it smaller (try 32%) or shorten the content.';
  /** Unreadable whenever a logo is drawn, as an oversized one is. */
  const logoBreaks = (input: PreviewInput): Partial<Preview> =>
    input.logo
      ? {
          scannable: false,
          decoded: null,
          problems: [{ kind: 'logo', severity: 'error', message: LOGO_PROBLEM }],
        }
      : {};
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'big.png', {
      type: 'image/png',
    });

  async function wifiWithLogo(user: ReturnType<typeof renderDialog>['user']) {
    await user.type(field('Name'), 'Cafe Sol Guest');
    await user.click(screen.getByRole('radio', { name: 'Wi-Fi network' }));
    await user.type(field('Network name'), 'Cafe Sol');
    await user.type(field('Password'), 'espresso1');
    await user.upload(logoInput(), png());
    expect(await screen.findByText('Does not scan')).toBeTruthy();
  }

  it('is saved only once the person says so, after reading why in the preview’s words', async () => {
    const { main, account } = setUp();
    const { user, events } = renderDialog(main, account, { kind: 'create' }, {}, standInEngine(logoBreaks));
    await wifiWithLogo(user);

    await user.click(create());
    const question = await screen.findByRole('dialog', { name: 'This code does not scan' });
    expect(within(question).getByText(LOGO_PROBLEM)).toBeTruthy();
    // The safe choice comes first and has focus.
    const buttons = within(question).getAllByRole('button', { name: /^(Keep editing|Save anyway)$/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Keep editing', 'Save anyway']);
    expect(document.activeElement).toBe(buttons[0]);
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog', { name: 'This code does not scan' })).toBeNull();
    expect(main.sent('addQrCode')).toEqual([]);
    expect(field('Network name').value).toBe('Cafe Sol');

    await user.click(create());
    const again = await screen.findByRole('dialog', { name: 'This code does not scan' });
    await user.click(within(again).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(events.saved).toHaveLength(1));
    expect(main.sent('addQrCode')).toHaveLength(1);
    expect(main.sent('addQrCode')[0]).toMatchObject({ type: 'wifi', name: 'Cafe Sol Guest' });
  });

  it('is not asked about once the problem is fixed', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account, { kind: 'create' }, {}, standInEngine(logoBreaks));
    await wifiWithLogo(user);
    await user.click(screen.getByRole('button', { name: 'Remove big.png' }));
    expect(await screen.findByText('Scans: reads back exactly')).toBeTruthy();
    await user.click(create());
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: /scan/ })).toBeNull();
  });

  it('shows the fields’ own problems first', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account, { kind: 'create' }, {}, standInEngine(logoBreaks));
    await wifiWithLogo(user);
    await user.clear(field('Password'));
    await user.click(create());
    expect(
      await screen.findByText('Password is required for a WPA or WEP network (choose None for an open one).'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'This code does not scan' })).toBeNull();
    expect(main.sent('addQrCode')).toEqual([]);
  });

  it('says “may not scan” for a code that reads on screen but not on paper', async () => {
    const { main, account } = setUp();
    const contrast =
      'Contrast 1.3:1 is too low for phone cameras; aim for at least 3:1 (4:1 is safer for print).';
    const faint = (): Partial<Preview> => ({
      problems: [{ kind: 'contrast', severity: 'error', message: contrast }],
    });
    const { user } = renderDialog(main, account, { kind: 'create' }, {}, standInEngine(faint));
    await user.type(field('Web address'), 'https://example.com/');
    expect(await screen.findByText('May not scan')).toBeTruthy();
    await user.click(create());
    const question = await screen.findByRole('dialog', { name: 'This code may not scan' });
    expect(within(question).getByText(contrast)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
  });

  it('waits for the check of the latest change before saving, and asks if it fails', async () => {
    const { main, account } = setUp();
    const engine = standInEngine(logoBreaks, true);
    const { user } = renderDialog(main, account, { kind: 'create' }, {}, engine);
    await user.type(field('Web address'), 'https://example.com/');
    await engine.release();
    expect(await screen.findByText('Scans: reads back exactly')).toBeTruthy();
    await user.upload(logoInput(), png());
    await waitFor(() => expect(engine.inputs.at(-1)?.logo).not.toBeNull());
    // Pressed while the drawing with the logo is still being checked: nothing goes yet.
    await user.click(create());
    expect(main.sent('addQrCode')).toEqual([]);
    await engine.release();
    const question = await screen.findByRole('dialog', { name: 'This code does not scan' });
    expect(main.sent('addQrCode')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(main.sent('addQrCode')).toEqual([]);
  });

  it('sends a press that waited for a check the code passes', async () => {
    const { main, account } = setUp();
    const engine = standInEngine(() => ({}), true);
    const { user } = renderDialog(main, account, { kind: 'create' }, {}, engine);
    await user.type(field('Web address'), 'https://example.com/');
    await user.click(create());
    expect(main.sent('addQrCode')).toEqual([]);
    await engine.release();
    await waitFor(() => expect(main.sent('addQrCode')).toHaveLength(1));
  });
});

describe('editing a QR code', () => {
  const qr: QrCode = {
    id: 7,
    link: 'https://links.example.com/qr/Zx81q',
    scans: 12,
    name: 'Guest Wi-Fi',
    date: '2026-02-01 09:00:00',
  };
  const wifiDesign: QrDesign = {
    type: 'wifi',
    data: { ssid: 'Guests', pass: 'welcome1', encryption: 'wpa' },
    name: 'Guest Wi-Fi',
    foreground: 'rgb(20,40,60)',
    background: 'rgb(255,255,240)',
    logo: null,
    logoScale: 0.3,
    logoFile: { name: 'cafe.png', mediaType: 'image/png', base64: 'iVBORw0KGgoBAgM=' },
    savedAt: '2026-02-01T09:00:00.000Z',
  };

  it('starts from the saved design, keeps type and name, and sends the change', async () => {
    const { main, account } = setUp();
    const { user, events, preview } = renderDialog(main, account, { kind: 'edit', qr, design: wifiDesign });
    expect(screen.getByRole('heading', { name: 'Edit Guest Wi-Fi' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Wi-Fi network')).toBeTruthy();
    expect(screen.queryByLabelText('Name', { exact: true })).toBeNull();
    expect(screen.getByText('A code keeps the name it was made with.')).toBeTruthy();
    expect(field('Network name').value).toBe('Guests');
    expect(field('Password').value).toBe('welcome1');
    expect(field('Foreground colour').value).toBe('rgb(20,40,60)');
    expect(screen.getByText('cafe.png')).toBeTruthy();
    expect(screen.getByText(LOCAL_LOGO_NOTICE)).toBeTruthy();
    await waitFor(() => expect(preview.lastContent()).toBe('WIFI:S:Guests;T:WPA;P:welcome1;;'));

    await user.clear(field('Password'));
    await user.type(field('Password'), 'welcome2');
    await user.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null, name: '' }]));
    expect(main.sent('updateQrCode')).toEqual([
      {
        accountId: account.id,
        id: 7,
        type: 'wifi',
        data: { ssid: 'Guests', pass: 'welcome2', encryption: 'wpa' },
        foreground: 'rgb(20,40,60)',
        background: 'rgb(255,255,240)',
        local: { logoScale: 0.3, logoFile: wifiDesign.logoFile },
      },
    ]);
  });

  it('of a code made without colours says they cannot be changed, and sends the rest without them', async () => {
    const { main, account } = setUp();
    const plain: QrDesign = {
      ...wifiDesign,
      foreground: 'rgb(0,0,0)',
      background: 'rgb(255,255,255)',
      withoutColours: true,
    };
    const { user, events, preview } = renderDialog(main, account, { kind: 'edit', qr, design: plain });
    const colours = screen.getByRole('group', { name: 'Colours' });
    expect(within(colours).getByText(NO_COLOURS_NOTICE)).toBeTruthy();
    expect(within(colours).queryByRole('textbox')).toBeNull();
    expect(within(colours).queryByRole('button')).toBeNull();
    // Drawn as the installation draws it: black on white.
    await waitFor(() =>
      expect(preview.inputs.at(-1)).toMatchObject({ foreground: BLACK, background: WHITE }),
    );

    await user.clear(field('Network name'));
    await user.type(field('Network name'), 'Guests 2');
    await user.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null, name: '' }]));
    expect(main.sent('updateQrCode')).toEqual([
      {
        accountId: account.id,
        id: 7,
        type: 'wifi',
        data: { ssid: 'Guests 2', pass: 'welcome1', encryption: 'wpa' },
        local: { logoScale: 0.3, logoFile: wifiDesign.logoFile },
      },
    ]);
  });

  it('of a code made elsewhere and already edited here still says its colours are not known', async () => {
    const { main, account } = setUp();
    // What main keeps after the first edit of a code made elsewhere: the content, never its colours.
    const edited: QrDesign = {
      ...wifiDesign,
      foreground: 'rgb(0,0,0)',
      background: 'rgb(255,255,255)',
      coloursKnown: false,
    };
    const { user, events } = renderDialog(main, account, { kind: 'edit', qr, design: edited });
    const colours = screen.getByRole('group', { name: 'Colours' });
    expect(within(colours).getByText(UNKNOWN_COLOURS_NOTICE)).toBeTruthy();
    expect(screen.queryByText(NO_COLOURS_NOTICE)).toBeNull();
    expect(within(colours).queryByRole('textbox')).toBeNull();

    await user.clear(field('Network name'));
    await user.type(field('Network name'), 'Guests 3');
    await user.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null, name: '' }]));
    expect(main.sent('updateQrCode')).toEqual([
      {
        accountId: account.id,
        id: 7,
        type: 'wifi',
        data: { ssid: 'Guests 3', pass: 'welcome1', encryption: 'wpa' },
        local: { logoScale: 0.3, logoFile: wifiDesign.logoFile },
      },
    ]);
  });

  it('draws the short link a dynamic code prints, whatever the content', async () => {
    const { main, account } = setUp();
    const design: QrDesign = { ...wifiDesign, type: 'link', data: 'https://example.com/a', logoFile: null };
    const { user, preview } = renderDialog(main, account, { kind: 'edit', qr, design });
    expect(await screen.findByRole('img', { name: 'QR code preview' })).toBeTruthy();
    await waitFor(() => expect(preview.lastContent()).toBe('https://links.example.com/Zx81q'));
    await user.type(field('Web address'), 'bc');
    expect(preview.lastContent()).toBe('https://links.example.com/Zx81q');
    expect(screen.getByText(knownLinkCaption('https://links.example.com/Zx81q'))).toBeTruthy();
  });

  it('opens with the address a moved page now has typed in where the code’s checked address is', async () => {
    const { main, account } = setUp();
    const card: QrDesign = {
      ...wifiDesign,
      type: 'vcard',
      data: { fname: 'Ada', org: 'Cafe', site: 'https://cafe.example/old' },
      logoFile: null,
    };
    const moved = 'https://cafe.example/new';
    const { user, events } = renderDialog(main, account, {
      kind: 'edit',
      qr,
      design: card,
      proposedUrl: moved,
    });
    await waitFor(() => expect(field('Website')).toHaveProperty('value', moved));
    // Typed in, not saved: closing asks before the change is thrown away.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes to the QR code?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(events.closed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null, name: '' }]));
    expect(main.sent('updateQrCode')[0]).toMatchObject({
      type: 'vcard',
      data: { fname: 'Ada', org: 'Cafe', site: moved },
    });
    cleanup();

    renderDialog(main, account, {
      kind: 'edit',
      qr,
      design: { ...card, type: 'link', data: 'https://shop.example/spring' },
      proposedUrl: moved,
    });
    await waitFor(() => expect(field('Web address')).toHaveProperty('value', moved));
  });

  it('says an emptied logo URL keeps the installation’s logo, since no update can take it off', async () => {
    const { main, account } = setUp();
    const design: QrDesign = { ...wifiDesign, logo: 'https://cdn.example.com/cafe.png', logoFile: null };
    main.answer('fetchQrLogo', { name: 'cafe.png', mediaType: 'image/png', base64: 'iVBORw0KGgoBAgM=' });
    const { user, events } = renderDialog(main, account, { kind: 'edit', qr, design });
    const kept = keptLogoNotice('https://cdn.example.com/cafe.png')!;
    expect(kept).toContain('keeps its logo (https://cdn.example.com/cafe.png)');
    expect(screen.queryByText(kept)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByText(kept)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null, name: '' }]));
    expect(main.sent('updateQrCode')[0]).not.toHaveProperty('logo');
  });

  it('says nothing of a kept logo when making a code, or when the saved design has none', async () => {
    const { main, account } = setUp();
    renderDialog(main, account);
    expect(screen.queryByText(/cannot take a logo off a code/)).toBeNull();
    cleanup();
    renderDialog(main, account, { kind: 'edit', qr, design: { ...wifiDesign, logoFile: null } });
    expect(screen.queryByText(/cannot take a logo off a code/)).toBeNull();
  });

  it('of a code made elsewhere starts empty, says why, and leaves its colours as they are', async () => {
    const { main, account } = setUp();
    const { user, events } = renderDialog(main, account, { kind: 'edit', qr, design: null });
    expect(screen.getByText(NO_DESIGN_NOTICE)).toBeTruthy();
    // Whether it has a logo is not known either, and leaving the URL empty would not take one off.
    expect(screen.getByText(keptLogoNotice('unknown')!)).toBeTruthy();
    // Nor whether it has colours: sending one to a code made without fails, so none can be changed.
    expect(screen.getByText(UNKNOWN_COLOURS_NOTICE)).toBeTruthy();
    expect(screen.queryByLabelText('Foreground colour')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Swap colours' })).toBeNull();
    expect(field('Text content').value).toBe('');
    await user.click(screen.getByRole('radio', { name: 'Phone call' }));
    await user.type(field('Phone number'), '+123456');
    await user.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null, name: '' }]));
    expect(main.sent('updateQrCode')).toEqual([
      { accountId: account.id, id: 7, type: 'phone', data: '+123456', local: LOCAL },
    ]);
  });

  it('of a code made elsewhere starts from what its image holds, the password hidden', async () => {
    const { main, account } = setUp();
    const read = {
      kind: 'static' as const,
      content: {
        type: 'wifi' as const,
        data: { ssid: 'Cafe', pass: 'hunter22', encryption: 'wpa' as const },
      },
    };
    const { user, events, preview } = renderDialog(main, account, { kind: 'edit', qr, design: null, read });
    expect(screen.getByText(READ_NOTICE)).toBeTruthy();
    // A static image: the code is text, a text message or a network, and this one is a network.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'text',
      'sms',
      'wifi',
    ]);
    expect((screen.getByRole('radio', { name: 'Wi-Fi network' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Network name').value).toBe('Cafe');
    expect(chosenOption('Encryption')).toBe('WPA/WPA2');
    expect(field('Password').type).toBe('password');
    expect(field('Password').value).toBe('hunter22');
    await waitFor(() => expect(preview.lastContent()).toBe('WIFI:S:Cafe;T:WPA;P:hunter22;;'));
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');

    await user.clear(field('Network name'));
    await user.type(field('Network name'), 'Cafe 2');
    await user.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null, name: '' }]));
    expect(main.sent('updateQrCode')).toEqual([
      {
        accountId: account.id,
        id: 7,
        type: 'wifi',
        data: { ssid: 'Cafe 2', pass: 'hunter22', encryption: 'wpa' },
        local: LOCAL,
      },
    ]);
  });

  it('of a code made elsewhere that prints a short link offers the dynamic types, and says why it is empty', async () => {
    const { main, account } = setUp();
    renderDialog(main, account, { kind: 'edit', qr, design: null, read: { kind: 'dynamic' } });
    expect(screen.getByText(SHORT_LINK_NOTICE)).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'link',
      'email',
      'phone',
      'vcard',
    ]);
    expect((screen.getByRole('radio', { name: 'Web link' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Web address').value).toBe('');
  });
});
