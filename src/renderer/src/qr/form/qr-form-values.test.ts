import { describe, expect, it } from 'vitest';
import type { QrType } from '../../../../shared/api/constants.ts';
import type { QrDesign } from '../../../../shared/qr/design.ts';
import {
  contentOf,
  contentTooLong,
  emptyQrForm,
  formErrorOf,
  qrDataOf,
  qrFormFromDesign,
  qrFormSchema,
  type QrFormFields,
} from './qr-form-values.ts';

function fields(type: QrType, changes: Partial<QrFormFields> = {}): QrFormFields {
  return { ...emptyQrForm(type), ...changes };
}

function design(type: QrType, data: unknown): QrDesign {
  return {
    type,
    data,
    name: 'Spring',
    foreground: 'rgb(10,20,30)',
    background: 'rgb(250,250,240)',
    logo: 'https://cdn.example.com/logo.png',
    logoScale: 0.3,
    logoFile: null,
    savedAt: '2026-03-01T10:00:00.000Z',
  };
}

describe('form values → data', () => {
  it('sends text as typed and trims single-line values', () => {
    expect(qrDataOf('text', fields('text', { text: '  two  spaces \n' }))).toBe('  two  spaces \n');
    expect(qrDataOf('link', fields('link', { link: ' https://example.com/a ' }))).toBe(
      'https://example.com/a',
    );
    expect(qrDataOf('phone', fields('phone', { phone: ' +4915112345678 ' }))).toBe('+4915112345678');
  });

  it('leaves out empty optional fields', () => {
    const email = { email: ' ana@example.com ', subject: '  ', body: '' };
    expect(qrDataOf('email', fields('email', { email }))).toEqual({ email: 'ana@example.com' });
    const full = { email: 'ana@example.com', subject: ' Hello ', body: 'Line 1\n  Line 2' };
    expect(qrDataOf('email', fields('email', { email: full }))).toEqual({
      email: 'ana@example.com',
      subject: 'Hello',
      body: 'Line 1\n  Line 2',
    });
    expect(qrDataOf('sms', fields('sms', { sms: { phone: '12345', message: ' ' } }))).toEqual({
      phone: '12345',
    });
    const card = { ...emptyQrForm().vcard, fname: ' Ana ', org: 'Acme', city: '' };
    expect(qrDataOf('vcard', fields('vcard', { vcard: card }))).toEqual({ fname: 'Ana', org: 'Acme' });
  });

  it('sends phone numbers without the spaces, dashes, dots and brackets people type', () => {
    expect(qrDataOf('phone', fields('phone', { phone: ' +49 (0)30 123-45.67 ' }))).toBe('+49301234567');
    expect(qrDataOf('sms', fields('sms', { sms: { phone: '(030) 1234 567', message: 'Hi' } }))).toEqual({
      phone: '0301234567',
      message: 'Hi',
    });
    expect(contentOf('phone', fields('phone', { phone: '+49 30 1234567' }))).toBe('tel:+49301234567');
  });

  it('sends no encryption and no password for an open Wi-Fi network', () => {
    const open = { ssid: 'Café', pass: 'left over', encryption: 'none' as const };
    expect(qrDataOf('wifi', fields('wifi', { wifi: open }))).toEqual({ ssid: 'Café' });
    const secured = { ssid: 'Café', pass: ' p;a:ss ', encryption: 'wpa' as const };
    expect(qrDataOf('wifi', fields('wifi', { wifi: secured }))).toEqual({
      ssid: 'Café',
      pass: ' p;a:ss ',
      encryption: 'wpa',
    });
  });

  it('reads a saved design back into the same data for every type', () => {
    const examples: [QrType, unknown][] = [
      ['text', 'Hello'],
      ['link', 'https://example.com/'],
      ['email', { email: 'ana@example.com', subject: 'Hi' }],
      ['phone', '+123456'],
      ['sms', { phone: '123456', message: 'See you' }],
      ['wifi', { ssid: 'Home', pass: 'secret12', encryption: 'wep' }],
      ['wifi', { ssid: 'Open' }],
      ['vcard', { fname: 'Ana', lname: 'Lima', site: 'https://ana.example.com', country: 'Portugal' }],
    ];
    for (const [type, data] of examples) {
      const values = qrFormFromDesign(design(type, data));
      expect(values.type).toBe(type);
      expect(qrDataOf(type, values)).toEqual(data);
      expect(values).toMatchObject({
        name: 'Spring',
        foreground: 'rgb(10,20,30)',
        background: 'rgb(250,250,240)',
        logo: 'https://cdn.example.com/logo.png',
        logoScale: 0.3,
      });
    }
    // Email may have been saved as a bare address.
    expect(qrFormFromDesign(design('email', 'ana@example.com')).email.email).toBe('ana@example.com');
    // Data of the wrong shape starts empty instead of failing.
    expect(qrFormFromDesign(design('sms', 42)).sms).toEqual({ phone: '', message: '' });
  });
});

describe('content too long for a code', () => {
  it('is judged for static codes over their whole payload, and placed beside their longest field', () => {
    expect(contentTooLong('text', fields('text', { text: 'x'.repeat(2331) }))).toBeNull();
    expect(contentTooLong('text', fields('text', { text: 'x'.repeat(2332) }))).toEqual({
      field: 'text',
      message:
        'The text is 2,332 bytes; a QR code holds at most 2,331 bytes at error correction M. Shorten it.',
    });
    const sms = { phone: '123', message: 'x'.repeat(2322) };
    // smsto:123: adds ten bytes.
    expect(contentTooLong('sms', fields('sms', { sms }))?.field).toBe('sms.message');
    expect(contentTooLong('sms', fields('sms', { sms: { ...sms, message: 'x'.repeat(2321) } }))).toBeNull();
  });

  it('is never said of a dynamic code, whose image carries a short link', () => {
    const body = 'x'.repeat(2000);
    expect(
      contentTooLong(
        'email',
        fields('email', { email: { email: 'a@b.co', subject: 'x'.repeat(500), body } }),
      ),
    ).toBeNull();
    expect(contentTooLong('text', fields('text'))).toBeNull();
  });
});

describe('what the preview draws', () => {
  it('is nothing until the main field has something', () => {
    expect(contentOf('text', fields('text'))).toBeNull();
    expect(
      contentOf('wifi', fields('wifi', { wifi: { ssid: ' ', pass: 'x', encryption: 'wpa' } })),
    ).toBeNull();
    expect(contentOf('vcard', fields('vcard'))).toBeNull();
  });

  it('is the payload as typed so far, even when it could not be sent yet', () => {
    expect(contentOf('link', fields('link', { link: 'exam' }))).toBe('exam');
    expect(contentOf('sms', fields('sms', { sms: { phone: '12', message: 'Hi' } }))).toBe('smsto:12:Hi');
    const card = { ...emptyQrForm().vcard, email: 'ana@example.com' };
    expect(contentOf('vcard', fields('vcard', { vcard: card }))).toContain(
      'EMAIL;TYPE=INTERNET:ana@example.com',
    );
  });
});

describe('the form’s rules', () => {
  const schema = qrFormSchema({ namable: true });
  const problems = (values: QrFormFields) =>
    Object.fromEntries(
      (schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );

  it('places each problem beside its field', () => {
    expect(problems(fields('link', { link: 'example.com' }))).toEqual({
      link: 'must be a full URL starting with http:// or https://',
    });
    expect(problems(fields('wifi', { wifi: { ssid: '', pass: '', encryption: 'wpa' } }))).toEqual({
      'wifi.ssid': 'is required',
      'wifi.pass': 'is required for a WPA or WEP network (choose None for an open one)',
    });
    expect(problems(fields('vcard'))).toEqual({
      'vcard.fname': 'Enter a first name, a last name or an organisation.',
    });
    expect(problems(fields('email', { email: { email: 'nope', subject: '', body: '' } }))).toEqual({
      'email.email': 'is not a valid email address',
    });
    expect(
      problems(fields('text', { text: 'x', foreground: 'red', logo: 'https://example.com/logo.gif' })),
    ).toEqual({
      foreground: 'must be a colour in the form rgb(R,G,B) with each value from 0 to 255',
      logo: 'must be the URL or path of a .png or .jpg image',
    });
  });

  it('refuses what deployed installations break on, saying why', () => {
    const sms = { phone: '+4915112345678', message: 'Hi' };
    expect(problems(fields('sms', { sms }))).toEqual({
      'sms.phone': expect.stringMatching(/^must be digits only: installations fail on a \+/),
    });
    expect(problems(fields('sms', { sms: { ...sms, phone: '004915112345678' } }))).toEqual({});
    // A phone call takes the + that a text message cannot.
    expect(problems(fields('phone', { phone: '+4915112345678' }))).toEqual({});
    expect(problems(fields('text', { text: 'x', logo: 'https://example.com/logo.jpeg' }))).toEqual({
      logo: expect.stringMatching(
        /^must end in \.png or \.jpg: installations go by the extension and refuse \.jpeg/,
      ),
    });
    expect(problems(fields('text', { text: 'x', logo: 'https://example.com/logo.JPG?v=2' }))).toEqual({});
  });

  it('takes hex colours as design tools give them, and sends them as rgb(R,G,B)', () => {
    const fieldsWithHex = fields('text', { text: 'Hi', foreground: ' #1d3557 ', background: '#FfF' });
    expect(problems(fieldsWithHex)).toEqual({});
    expect(schema.parse(fieldsWithHex).request).toMatchObject({
      foreground: 'rgb(29,53,87)',
      background: 'rgb(255,255,255)',
    });
    expect(problems(fields('text', { text: 'Hi', foreground: '#12345' }))).toEqual({
      foreground: 'must be a colour in the form rgb(R,G,B) with each value from 0 to 255',
    });
  });

  it('checks only the chosen type', () => {
    expect(problems(fields('text', { text: 'Hi', link: 'not a link' }))).toEqual({});
  });

  it('makes the request: both colours always, name and logo only when given', () => {
    const parsed = schema.parse(fields('text', { text: 'Hi', foreground: ' rgb( 1, 2, 3 ) ', name: '  ' }));
    expect(parsed.request).toEqual({
      type: 'text',
      data: 'Hi',
      foreground: 'rgb(1,2,3)',
      background: 'rgb(255,255,255)',
      local: { logoScale: 0.22, logoFile: null },
    });
    const named = schema.parse(fields('text', { text: 'Hi', name: ' Door ', logo: '/uploads/logo.jpg' }));
    expect(named.request).toMatchObject({ name: 'Door', logo: '/uploads/logo.jpg' });
    // Without a name field (legacy, or an edit), a name is never sent.
    const unnamed = qrFormSchema({ namable: false }).parse(fields('text', { text: 'Hi', name: 'Door' }));
    expect(unnamed.request).not.toHaveProperty('name');
  });
});

describe('the installation’s failures', () => {
  it('name the form’s fields', () => {
    expect(
      formErrorOf('wifi', { code: 'validation', message: 'data.ssid: is too long', field: 'data.ssid' }),
    ).toEqual({ code: 'validation', message: 'wifi.ssid: is too long', field: 'wifi.ssid' });
    expect(formErrorOf('text', { code: 'validation', message: 'data: is required', field: 'data' })).toEqual({
      code: 'validation',
      message: 'text: is required',
      field: 'text',
    });
    expect(
      formErrorOf('vcard', { code: 'validation', message: 'data: needs a first name', field: 'data' }),
    ).toEqual({ code: 'validation', message: 'The content needs a first name.' });
    expect(
      formErrorOf('text', {
        code: 'validation',
        message: 'local.logoScale: is too big',
        field: 'local.logoScale',
      }),
    ).toMatchObject({ field: 'logoScale', message: 'logoScale: is too big' });
    const logo = { code: 'validation' as const, message: 'logo: must be an image', field: 'logo' };
    expect(formErrorOf('text', logo)).toBe(logo);
  });
});
