import { describe, expect, it } from 'vitest';
import { readCode } from '../../src/shared/qr/code-reading.ts';

const SHORT_LINK = 'https://links.example.com/Zx81q';

describe('what a code made elsewhere holds, from its image', () => {
  it('knows a dynamic code by its short link, whose content only a visit would tell', () => {
    expect(readCode(SHORT_LINK, SHORT_LINK)).toEqual({ kind: 'dynamic' });
  });

  it('knows the short link written with an upper-case scheme and host, or with a trailing slash', () => {
    for (const written of [
      'HTTPS://LINKS.EXAMPLE.COM/Zx81q',
      'https://links.example.com/Zx81q/',
      'https://links.example.com:443/Zx81q',
    ]) {
      expect(readCode(written, SHORT_LINK)).toEqual({ kind: 'dynamic' });
      expect(readCode(SHORT_LINK, written)).toEqual({ kind: 'dynamic' });
    }
  });

  it('takes any other address as a static code’s text, longer or shorter than the short link', () => {
    for (const [content, shortLink] of [
      ['https://links.example.com/Zx81qX', SHORT_LINK],
      [SHORT_LINK, 'https://links.example.com/Zx81qX'],
      ['https://links.example.com/Zx81q?x=1', SHORT_LINK],
      [SHORT_LINK, 'https://links.example.com/Zx81q?x=1'],
      ['https://links.example.com/Zx81q#top', SHORT_LINK],
      ['https://links.example.com/zx81q', SHORT_LINK],
      ['https://links.example.com/Zx81', SHORT_LINK],
      [SHORT_LINK, 'https://links.example.com/Zx81'],
      ['https://links.example.com/Zx8\n1q', SHORT_LINK],
      [`See ${SHORT_LINK}`, SHORT_LINK],
    ] as const) {
      expect(readCode(content, shortLink)).toEqual({
        kind: 'static',
        content: { type: 'text', data: content },
      });
    }
  });

  it('reads a static code’s network, text message or text', () => {
    expect(readCode('WIFI:S:Cafe;T:WPA;P:secret;;', SHORT_LINK)).toEqual({
      kind: 'static',
      content: { type: 'wifi', data: { ssid: 'Cafe', pass: 'secret', encryption: 'wpa' } },
    });
    expect(readCode('smsto:12345:Hi', SHORT_LINK)).toEqual({
      kind: 'static',
      content: { type: 'sms', data: { phone: '12345', message: 'Hi' } },
    });
    expect(readCode('Printed elsewhere', null)).toEqual({
      kind: 'static',
      content: { type: 'text', data: 'Printed elsewhere' },
    });
  });

  it('takes a web address, email or contact in a static image as that text code’s text', () => {
    for (const payload of [
      'https://example.com/other',
      'mailto:ana@example.com',
      'tel:+4930',
      'BEGIN:VCARD\nEND:VCARD',
    ]) {
      expect(readCode(payload, SHORT_LINK)).toEqual({
        kind: 'static',
        content: { type: 'text', data: payload },
      });
    }
  });
});
