import { describe, expect, it } from 'vitest';
import type { QrType } from '../../src/shared/api/constants.ts';
import { qrDataSchemas } from '../../src/shared/api/requests.ts';
import { qrPayload, telPayload } from '../../src/shared/qr/payload.ts';

/** The payload of `data` as the app sends it: parsed by the same schema the form and main use. */
function payload(type: QrType, data: unknown): string {
  return qrPayload(type, qrDataSchemas[type].parse(data));
}

// Every expected string below is written out by hand from the encodings in
// shared/spec/deployed-installations.md ("QR payloads"), not computed.
describe('QR payloads', () => {
  it('puts text in as is and trims a link', () => {
    expect(payload('text', '  Two spaces, then a tab\t')).toBe('  Two spaces, then a tab\t');
    expect(payload('link', '  https://example.com/a?b=c#d ')).toBe('https://example.com/a?b=c#d');
  });

  it('writes mailto with a percent-encoded subject and body', () => {
    expect(
      payload('email', {
        email: 'ana@example.com',
        subject: 'Hello & welcome',
        body: 'Line 1\nLine 2 = 100%?',
      }),
    ).toBe('mailto:ana@example.com?subject=Hello%20%26%20welcome&body=Line%201%0ALine%202%20%3D%20100%25%3F');
    expect(payload('email', { email: 'ana@example.com', body: 'Hi' })).toBe('mailto:ana@example.com?body=Hi');
    expect(payload('email', { email: 'ana@example.com', subject: '' })).toBe('mailto:ana@example.com');
  });

  it('writes mailto for an address given as a bare string', () => {
    expect(payload('email', ' ana@example.com ')).toBe('mailto:ana@example.com');
  });

  it('writes tel with the number trimmed', () => {
    expect(payload('phone', ' +15551234567 ')).toBe('tel:+15551234567');
    expect(telPayload('  0212345678\n')).toBe('tel:0212345678');
  });

  it('writes smsto with and without a message', () => {
    expect(payload('sms', { phone: '+15551234567', message: 'Late; see you at 5:30' })).toBe(
      'smsto:+15551234567:Late; see you at 5:30',
    );
    expect(payload('sms', { phone: ' 5551234 ' })).toBe('smsto:5551234:');
  });

  it('writes WIFI for WPA, WEP and open networks', () => {
    expect(payload('wifi', { ssid: 'Home', pass: 'secret123', encryption: 'wpa' })).toBe(
      'WIFI:S:Home;T:WPA;P:secret123;;',
    );
    expect(payload('wifi', { ssid: 'Old router', pass: 'abcde', encryption: 'wep' })).toBe(
      'WIFI:S:Old router;T:WEP;P:abcde;;',
    );
    expect(payload('wifi', { ssid: 'Cafe' })).toBe('WIFI:S:Cafe;;');
    // T and P go in only together: a password without a scheme, or a scheme without one, is an open network.
    expect(payload('wifi', { ssid: 'Cafe', encryption: 'wpa' })).toBe('WIFI:S:Cafe;;');
    expect(payload('wifi', { ssid: 'Cafe', pass: 'x1' })).toBe('WIFI:S:Cafe;;');
  });

  it('escapes \\ ; , : and " in a WIFI network name and password', () => {
    expect(payload('wifi', { ssid: 'My;Net,"1":2', pass: String.raw`a\b:c;d,e"f`, encryption: 'wpa' })).toBe(
      String.raw`WIFI:S:My\;Net\,\"1\"\:2;T:WPA;P:a\\b\:c\;d\,e\"f;;`,
    );
  });

  it('writes a vCard 3.0 with every field, CRLF line ends and escaping', () => {
    expect(
      payload('vcard', {
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
      }),
    ).toBe(
      'BEGIN:VCARD\r\n' +
        'VERSION:3.0\r\n' +
        'N:Silva;Ana\r\n' +
        String.raw`ORG:Acme\\Labs\, Inc\; Lda` +
        '\r\n' +
        'TEL;TYPE=work,voice:+351 210 000 000\r\n' +
        'TEL;TYPE=cell,voice:+351 910 000 000\r\n' +
        'TEL;TYPE=fax:+351 210 000 001\r\n' +
        'EMAIL;TYPE=INTERNET:ana@acme.test\r\n' +
        'URL:https://acme.test/team\r\n' +
        String.raw`ADR;TYPE=work:;;Rua Nova\, 1\nApt 2;Lisboa;Lisboa;1000-001;Portugal` +
        '\r\n' +
        'END:VCARD',
    );
  });

  it('writes a minimal vCard and an address with only some parts', () => {
    expect(payload('vcard', { org: 'Acme' })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:;\r\nORG:Acme\r\nEND:VCARD',
    );
    expect(payload('vcard', { lname: 'Silva', city: 'Porto', note: 'ignored' })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Silva;\r\nADR;TYPE=work:;;;Porto;;;\r\nEND:VCARD',
    );
  });

  it('escapes every kind of line break in a vCard value', () => {
    expect(payload('vcard', { fname: 'A\r\nB\rC\nD' })).toContain(String.raw`N:;A\nB\nC\nD`);
  });
});
