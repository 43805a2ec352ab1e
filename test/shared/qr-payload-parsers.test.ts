import { describe, expect, it } from 'vitest';
import type { QrType } from '../../src/shared/api/constants.ts';
import { qrDataSchemas } from '../../src/shared/api/requests.ts';
import { parseMailtoPayload } from '../../src/shared/qr/parse/mailto.ts';
import { parsePayload } from '../../src/shared/qr/parse/payload.ts';
import { parseSmsPayload, parseTelPayload } from '../../src/shared/qr/parse/phone.ts';
import { parseVcardPayload } from '../../src/shared/qr/parse/vcard.ts';
import { parseWifiPayload } from '../../src/shared/qr/parse/wifi.ts';
import { qrPayload } from '../../src/shared/qr/payload.ts';

/** The payload the app's own encoders write for `data`, validated as the form and main validate it. */
function encoded(type: QrType, data: unknown): string {
  return qrPayload(type, qrDataSchemas[type].parse(data));
}

/** Reads back what the app wrote: the same type and data, and the very same payload written again. */
function expectRoundTrip(type: QrType, data: unknown): void {
  const payload = encoded(type, data);
  const parsed = parsePayload(payload);
  expect(parsed).toEqual({ type, data: qrDataSchemas[type].parse(data) });
  expect(qrPayload(parsed.type, parsed.data)).toBe(payload);
}

/** A small deterministic generator, so a failure names inputs that can be run again. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const text = (alphabet: readonly string[], min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(alphabet)).join('');
  return { text, pick };
}

/** Every character the formats escape or split at, with letters, spaces and some beyond ASCII. */
const TRICKY = [...'ab Z09;,:"\\=&?%#+/@.-\'é€中', '😀'];

describe('reading back what the app writes', () => {
  it('reads text exactly as it is, spacing and line breaks included', () => {
    expectRoundTrip('text', '  Two spaces, then a tab\t');
    expectRoundTrip('text', 'Line one\r\nLine two\n');
    expectRoundTrip('text', 'WIFI is a word, not a code');
  });

  it('reads web addresses', () => {
    expectRoundTrip('link', 'https://example.com/menu');
    expectRoundTrip('link', 'http://example.com/a?b=c&d=%20e#top');
  });

  it('reads mailto with subject and body, percent-decoded', () => {
    expectRoundTrip('email', { email: 'ana@example.com' });
    expectRoundTrip('email', { email: 'ana@example.com', subject: 'Hello & welcome' });
    expectRoundTrip('email', { email: 'ana@example.com', body: 'Line 1\nLine 2 = 100%?' });
    expectRoundTrip('email', {
      email: 'ana@example.com',
      subject: 'a+b=c; d?e#f',
      body: 'Grüße, 😀 & more',
    });
  });

  it('reads tel and smsto, a message keeping its colons and semicolons', () => {
    expectRoundTrip('phone', '+4915112345678');
    expectRoundTrip('phone', '0212345678');
    expectRoundTrip('sms', { phone: '5551234' });
    expectRoundTrip('sms', { phone: '15551234567', message: 'Late; see you at 5:30' });
    expectRoundTrip('sms', { phone: '12345', message: 'Line 1\nLine 2' });
  });

  it('reads WIFI for WPA, WEP and open networks, unescaping \\ ; , : and "', () => {
    expectRoundTrip('wifi', { ssid: 'Home', pass: 'secret123', encryption: 'wpa' });
    expectRoundTrip('wifi', { ssid: 'Old router', pass: 'abcde', encryption: 'wep' });
    expectRoundTrip('wifi', { ssid: 'Cafe' });
    expectRoundTrip('wifi', {
      ssid: 'My;Net,"1":2',
      pass: String.raw`a\b:c;d,e"f`,
      encryption: 'wpa',
    });
    expectRoundTrip('wifi', {
      ssid: String.raw`ends with \ `.trim(),
      pass: String.raw`\\`,
      encryption: 'wpa',
    });
  });

  it('reads a vCard with every field, escaping and line breaks', () => {
    expectRoundTrip('vcard', {
      fname: 'Ana',
      lname: 'Silva',
      org: String.raw`Acme\Labs, Inc; Lda`,
      phone: '+351 210 000 000',
      cell: '+351 910 000 000',
      fax: '+351 210 000 001',
      email: 'ana@acme.test',
      site: 'https://acme.test/team',
      street: 'Rua Nova, 1\nApt 2',
      city: 'Lisboa',
      state: 'Lisboa',
      zip: '1000-001',
      country: 'Portugal',
    });
    expectRoundTrip('vcard', { org: 'Only an organisation' });
    expectRoundTrip('vcard', { lname: 'Family', city: 'Porto' });
    expectRoundTrip('vcard', { fname: 'Ana', cell: '+351912345678', city: 'Porto' });
  });

  it('reads back generated Wi-Fi networks, messages, emails and contacts of awkward characters', () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const { text } = random(seed);
      const ssid = text(TRICKY, 1, 12).trim() || 'x';
      expectRoundTrip('wifi', { ssid, pass: text(TRICKY, 1, 20), encryption: seed % 2 ? 'wpa' : 'wep' });
      expectRoundTrip('sms', { phone: text([...'0123456789'], 3, 15), message: text(TRICKY, 1, 40) });
      expectRoundTrip('email', {
        email: 'someone@example.com',
        subject: text(TRICKY, 1, 20).trim() || 's',
        body: text(TRICKY, 1, 40),
      });
      const field = () => text(TRICKY, 1, 15).trim() || 'v';
      expectRoundTrip('vcard', {
        fname: field(),
        lname: field(),
        org: field(),
        street: field(),
        zip: field(),
      });
    }
  });
});

describe('reading what other encoders write', () => {
  it('reads WIFI fields in any order and case, with WPA2, WPA3, nopass, hidden and quotes', () => {
    expect(parseWifiPayload('WIFI:T:WPA2;P:pa55word;S:Office;H:true;;')).toEqual({
      ssid: 'Office',
      pass: 'pa55word',
      encryption: 'wpa',
    });
    expect(parseWifiPayload('wifi:s:Lab;t:SAE;p:x1y2z3;;')).toEqual({
      ssid: 'Lab',
      pass: 'x1y2z3',
      encryption: 'wpa',
    });
    expect(parseWifiPayload('WIFI:S:Guest;T:nopass;P:;;')).toEqual({ ssid: 'Guest' });
    expect(parseWifiPayload('WIFI:S:"0123abcd";T:WEP;P:"abcde";;')).toEqual({
      ssid: '0123abcd',
      pass: 'abcde',
      encryption: 'wep',
    });
    // An escaped quote is part of the name, not quoting.
    expect(parseWifiPayload(String.raw`WIFI:S:\"Quoted\";;`)).toEqual({ ssid: '"Quoted"' });
    // A password without a type: the network is secured all the same.
    expect(parseWifiPayload('WIFI:S:Home;P:secret;;')).toEqual({
      ssid: 'Home',
      pass: 'secret',
      encryption: 'wpa',
    });
    // Cut short of its closing ";;".
    expect(parseWifiPayload('WIFI:S:Short;T:WPA;P:end')).toEqual({
      ssid: 'Short',
      pass: 'end',
      encryption: 'wpa',
    });
  });

  it('refuses a WIFI payload without a network name, which then reads as text', () => {
    expect(parseWifiPayload('WIFI:T:WPA;P:secret;;')).toBeNull();
    expect(parseWifiPayload('WIFI:S:;;')).toBeNull();
    expect(parseWifiPayload('not wifi')).toBeNull();
    expect(parsePayload('WIFI:T:WPA;P:secret;;')).toEqual({ type: 'text', data: 'WIFI:T:WPA;P:secret;;' });
  });

  it('reads sms: URIs and SMS: with colons, and refuses a message without a number', () => {
    expect(parseSmsPayload('sms:+15551234567?body=Hello%20there')).toEqual({
      phone: '+15551234567',
      message: 'Hello there',
    });
    expect(parseSmsPayload('sms:12345;?body=Hi')).toEqual({ phone: '12345', message: 'Hi' });
    expect(parseSmsPayload('sms:12345')).toEqual({ phone: '12345' });
    expect(parseSmsPayload('SMS:12345:Meet at 10:30')).toEqual({ phone: '12345', message: 'Meet at 10:30' });
    expect(parseSmsPayload('SMSTO:12345')).toEqual({ phone: '12345' });
    expect(parseSmsPayload('SMSTO::no number')).toBeNull();
    expect(parseSmsPayload('tel:12345')).toBeNull();
  });

  it('reads a message holding question marks, in the colon form and the URI form alike', () => {
    expectRoundTrip('sms', { phone: '12345', message: 'Are you free? Call at 5:30?' });
    expect(parseSmsPayload('SMS:12345:Are you free?')).toEqual({ phone: '12345', message: 'Are you free?' });
    expect(parseSmsPayload('sms:12345:Why? At 5:30')).toEqual({ phone: '12345', message: 'Why? At 5:30' });
    expect(parseSmsPayload('sms:+15551234567?body=Free%3F%20At%205%3A30%3F')).toEqual({
      phone: '+15551234567',
      message: 'Free? At 5:30?',
    });
    expect(parseSmsPayload('sms:+15551234567?body=Free?')).toEqual({
      phone: '+15551234567',
      message: 'Free?',
    });
    expect(parseSmsPayload('sms:+15551234567?subject=x&body=100%25%20sure')).toEqual({
      phone: '+15551234567',
      message: '100% sure',
    });
    expect(parseSmsPayload('SMSTO:+15551234567?body=Hi%20there')).toEqual({
      phone: '+15551234567',
      message: 'Hi there',
    });
    // The colon form is not percent-encoded: what follows the number is the message as written.
    expect(parseSmsPayload('SMSTO:12345:100%25 sure?')).toEqual({ phone: '12345', message: '100%25 sure?' });
  });

  it('reads tel, mailto with an encoded address and other headers, and refuses empty ones', () => {
    expect(parseTelPayload('TEL:+1-555-123-4567')).toBe('+1-555-123-4567');
    expect(parseTelPayload('tel:')).toBeNull();
    expect(parseMailtoPayload('MAILTO:ana%40example.com?cc=bo@example.com&Subject=Hi&body=a+b')).toEqual({
      email: 'ana@example.com',
      subject: 'Hi',
      // RFC 6068: a plus sign is a plus sign.
      body: 'a+b',
    });
    expect(parseMailtoPayload('mailto:ana@example.com?subject=100%')).toEqual({
      email: 'ana@example.com',
      subject: '100%',
    });
    expect(parseMailtoPayload('mailto:?subject=Nobody')).toBeNull();
  });

  it('reads vCard 2.1 and 4.0: folded lines, groups, bare types, FN alone, LF line ends', () => {
    const card =
      'BEGIN:VCARD\nVERSION:2.1\nFN:Bo Berg\nitem1.TEL;CELL:+46 70 123 45 67\nTEL;WORK;VOICE:+46 8 123 45\n' +
      'TEL;TYPE=FAX:+46 8 123 46\nEMAIL;INTERNET:bo@example.se\nEMAIL:second@example.se\n' +
      'ADR;WORK:;Floor 3;Storgatan 1;Stockholm;;111 22;Swe\n den\nNOTE:ignored\nEND:VCARD\nFN:after the end';
    expect(parseVcardPayload(card)).toEqual({
      fname: 'Bo Berg',
      cell: '+46 70 123 45 67',
      phone: '+46 8 123 45',
      fax: '+46 8 123 46',
      email: 'bo@example.se',
      street: 'Floor 3, Storgatan 1',
      city: 'Stockholm',
      zip: '111 22',
      country: 'Sweden',
    });
    expect(
      parseVcardPayload(
        'BEGIN:VCARD\r\nVERSION:4.0\r\nN:Doe;Jane;;;\r\nFN:Dr Jane Doe\r\nORG:Acme;Research\r\n' +
          'TEL;VALUE=uri;TYPE="cell,voice":tel:+1-555-0100\r\nURL:https://jane.example\r\nEND:VCARD',
      ),
    ).toEqual({
      fname: 'Jane',
      lname: 'Doe',
      org: 'Acme',
      cell: '+1-555-0100',
      site: 'https://jane.example',
    });
    expect(parseVcardPayload('BEGIN:VCARD\r\nEND:VCARD')).toEqual({});
    expect(parseVcardPayload('VERSION:3.0\r\nN:Doe;Jane')).toBeNull();
  });

  it('tells the types apart, and takes anything else as text', () => {
    expect(parsePayload('https://example.com/menu').type).toBe('link');
    expect(parsePayload('  https://example.com/menu ')).toEqual({
      type: 'link',
      data: 'https://example.com/menu',
    });
    expect(parsePayload('https://example.com/a b')).toEqual({
      type: 'text',
      data: 'https://example.com/a b',
    });
    expect(parsePayload('ftp://example.com/file')).toEqual({ type: 'text', data: 'ftp://example.com/file' });
    expect(parsePayload('mailto:ana@example.com').type).toBe('email');
    expect(parsePayload('tel:+4930').type).toBe('phone');
    expect(parsePayload('smsto:123:hi').type).toBe('sms');
    expect(parsePayload('BEGIN:VCARD\nN:Doe;Jane\nEND:VCARD').type).toBe('vcard');
    expect(parsePayload('Hello: world; again')).toEqual({ type: 'text', data: 'Hello: world; again' });
    expect(parsePayload('')).toEqual({ type: 'text', data: '' });
  });
});
