import { describe, expect, it } from 'vitest';
import { shortLinkOfQrImage } from '../../src/shared/qr/short-link.ts';

describe('the short link a dynamic code prints', () => {
  it('drops the qr segment of the link', () => {
    expect(shortLinkOfQrImage('https://x.test/qr/Ab3')).toBe('https://x.test/Ab3');
    expect(shortLinkOfQrImage('https://x.test/sub/qr/Ab3')).toBe('https://x.test/sub/Ab3');
    expect(shortLinkOfQrImage('http://127.0.0.1:8080/qr/Ab3?x=1#y')).toBe('http://127.0.0.1:8080/Ab3');
  });

  it('is null for any other link', () => {
    for (const link of [
      'https://x.test/Ab3',
      'https://x.test/qr/',
      'https://x.test/qr',
      'https://x.test/qr/Ab3/download/png/500',
      'ftp://x.test/qr/Ab3',
      'not a url',
      '',
    ]) {
      expect(shortLinkOfQrImage(link)).toBeNull();
    }
  });
});
