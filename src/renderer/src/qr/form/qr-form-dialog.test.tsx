// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Revision } from '../../../../shared/api/constants.ts';
import type { AccountView } from '../../../../shared/ipc/models.ts';
import type { QrCode } from '../../../../shared/ipc/resources.ts';
import type { QrDesign } from '../../../../shared/qr/design.ts';
import { BLACK, WHITE } from '../../../../shared/qr/colours.ts';
import type { Preview, PreviewInput } from '../../../../shared/qr/preview.ts';
import { FakeMain } from '../../testing/fake-main.ts';
import { field } from '../../testing/form-dialog.ts';
import { installDialogStandIns } from '../../testing/jsdom-dialog.ts';
import { renderWithMain } from '../../testing/render.tsx';
import { PreviewEngineContext, type PreviewEngine } from '../preview/preview-engine.ts';
import {
  DYNAMIC_NOTICE,
  NO_DESIGN_NOTICE,
  QrFormDialog,
  type QrFormMode,
  type QrSaved,
} from './QrFormDialog.tsx';
import { CONTENT_TOO_LONG_TO_PREVIEW } from './FormPreview.tsx';
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

/** jsdom has no canvas and no wasm: the preview's builds are recorded and answered as a scannable code. */
function standInEngine() {
  const inputs: PreviewInput[] = [];
  const engine: PreviewEngine = {
    build: (input) => {
      inputs.push(input);
      const preview: Preview = {
        matrix: { size: 25, modules: new Uint8Array(625), version: 2, level: input.logo ? 'H' : 'M' },
        image: { width: input.pixels, height: input.pixels, data: new Uint8ClampedArray(4) },
        decoded: input.content,
        scannable: true,
        problems: [],
      };
      return Promise.resolve(preview);
    },
    draw: () => {},
  };
  return { engine, inputs, lastContent: () => inputs.at(-1)?.content };
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
) {
  const preview = standInEngine();
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
const LOOK = { foreground: 'rgb(0,0,0)', background: 'rgb(255,255,255)' };
const LOCAL = { logoScale: 0.22, logoFile: null };

describe('creating a QR code', () => {
  it('sends a text code with its name, and draws it as typed', async () => {
    const { main, account } = setUp();
    const { user, events, preview } = renderDialog(main, account);
    expect(screen.getByText('Enter the content to see the code')).toBeTruthy();

    await user.type(field('Text content'), 'Hello there');
    expect(screen.getByText('11 of 2,331 bytes at error correction M')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code preview' })).toBeTruthy();
    await waitFor(() => expect(preview.lastContent()).toBe('Hello there'));
    expect(await screen.findByText('Scans: reads back exactly')).toBeTruthy();
    expect(screen.getByText('Version 2, 25 × 25 modules, error correction M')).toBeTruthy();

    await user.type(field('Name'), 'Door sign');
    await user.click(create());
    await waitFor(() =>
      expect(events.saved).toEqual([{ id: 41, link: 'https://links.example.com/qr/Ab3dE' }]),
    );
    expect(main.sent('addQrCode')).toEqual([
      { accountId: account.id, type: 'text', data: 'Hello there', name: 'Door sign', ...LOOK, local: LOCAL },
    ]);
    expect(events.closed).toBe(0);
  });

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
      drawn: 'https://shop.example.com/spring',
    },
    {
      label: 'Email',
      fill: async (user) => {
        await user.type(field('Email address'), 'ana@example.com');
        await user.type(field('Subject'), 'Hello you');
      },
      data: { email: 'ana@example.com', subject: 'Hello you' },
      drawn: 'mailto:ana@example.com?subject=Hello%20you',
    },
    {
      label: 'Phone call',
      fill: (user) => user.type(field('Phone number'), '+4915112345678'),
      data: '+4915112345678',
      drawn: 'tel:+4915112345678',
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
      drawn:
        'BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Ana\r\nTEL;TYPE=cell,voice:+351912345678\r\nADR;TYPE=work:;;;Porto;;;\r\nEND:VCARD',
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

  it('says a dynamic code prints a short link, and labels its preview as the content', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    expect(screen.queryByText(DYNAMIC_NOTICE)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Web link' }));
    expect(screen.getByText(DYNAMIC_NOTICE)).toBeTruthy();
    await user.type(field('Web address'), 'https://example.com/');
    expect(await screen.findByRole('img', { name: 'Preview of the content' })).toBeTruthy();
    expect(
      screen.getByText(/The printed code, a short link of your installation, appears once/),
    ).toBeTruthy();
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
    await user.type(field('Text content'), 'Some words');
    await user.click(screen.getByRole('radio', { name: 'Wi-Fi network' }));
    await user.type(field('Network name'), 'Home');
    await user.selectOptions(field('Encryption'), 'none');
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    expect(field('Text content').value).toBe('Some words');
    await user.click(screen.getByRole('radio', { name: 'Wi-Fi network' }));
    expect(field('Network name').value).toBe('Home');
    expect(field('Encryption').value).toBe('none');

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
    await user.selectOptions(field('Encryption'), 'wep');
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
      screen.getByText(
        'Optional. Kept on this computer only: this installation does not store names of codes.',
      ),
    ).toBeTruthy();
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
    await user.type(field('Text content'), 'héllo');
    expect(
      screen.getByText(
        '6 of 2,331 bytes at error correction M (accented letters, other scripts and emoji take 2 to 4 bytes each)',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(preview.lastContent()).toBe('héllo'));
    const builds = preview.inputs.length;

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
    expect(screen.getByText('2,331 of 2,331 bytes at error correction M').className).toBe('');
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

  it('lets a dynamic code’s long content through: it prints a short link, and the preview says so', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(field('Email address'), 'ana@example.com');
    await user.click(field('Message'));
    await user.paste('a '.repeat(900));
    expect(screen.getByRole('note').textContent).toBe(CONTENT_TOO_LONG_TO_PREVIEW);
    expect(screen.queryByRole('img', { name: 'Preview of the content' })).toBeNull();
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
    // The preview draws what is sent, and the check passes what the preview draws.
    await waitFor(() => expect(preview.lastContent()).toBe('tel:+49301234567'));
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
    await user.type(field('Text content'), 'Hi');
    await user.upload(field('Logo file'), png());
    expect(await screen.findByText(LOCAL_LOGO_NOTICE)).toBeTruthy();
    expect(screen.getByText('Using badge.png.')).toBeTruthy();
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

  it('refuses a file that is not a PNG or JPEG, beside the field', async () => {
    const { main, account } = setUp();
    const { user } = renderDialog(main, account);
    const gif = new File([new TextEncoder().encode('GIF89a....')], 'anim.png', { type: 'image/png' });
    await user.upload(field('Logo file'), gif);
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
    expect(screen.getByText('Installations cannot rename a code.')).toBeTruthy();
    expect(field('Network name').value).toBe('Guests');
    expect(field('Password').value).toBe('welcome1');
    expect(field('Foreground colour').value).toBe('rgb(20,40,60)');
    expect(screen.getByText('Using cafe.png.')).toBeTruthy();
    expect(screen.getByText(LOCAL_LOGO_NOTICE)).toBeTruthy();
    await waitFor(() => expect(preview.lastContent()).toBe('WIFI:S:Guests;T:WPA;P:welcome1;;'));

    await user.clear(field('Password'));
    await user.type(field('Password'), 'welcome2');
    await user.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null }]));
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
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null }]));
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
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null }]));
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
    expect(
      screen.getByText('The printed code carries the short link https://links.example.com/Zx81q.'),
    ).toBeTruthy();
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
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null }]));
    expect(main.sent('updateQrCode')[0]).not.toHaveProperty('logo');
  });

  it('says nothing of a kept logo when making a code, or when the saved design has none', async () => {
    const { main, account } = setUp();
    renderDialog(main, account);
    expect(screen.queryByText(/installations cannot take a logo off a code/)).toBeNull();
    cleanup();
    renderDialog(main, account, { kind: 'edit', qr, design: { ...wifiDesign, logoFile: null } });
    expect(screen.queryByText(/installations cannot take a logo off a code/)).toBeNull();
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
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null }]));
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
    expect(field('Encryption').value).toBe('wpa');
    expect(field('Password').type).toBe('password');
    expect(field('Password').value).toBe('hunter22');
    await waitFor(() => expect(preview.lastContent()).toBe('WIFI:S:Cafe;T:WPA;P:hunter22;;'));
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');

    await user.clear(field('Network name'));
    await user.type(field('Network name'), 'Cafe 2');
    await user.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(events.saved).toEqual([{ id: 7, link: null }]));
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
