import { describe, expect, it } from 'vitest';
import { longUrlText, shortUrlText } from './link-display.ts';

describe('how the links list writes URLs', () => {
  it('writes a short URL as domain/alias, whatever its scheme', () => {
    expect(shortUrlText('https://go.example-brand.test/summer-ux')).toBe('go.example-brand.test/summer-ux');
    expect(shortUrlText('http://127.0.0.1:4123/8z2JF')).toBe('127.0.0.1:4123/8z2JF');
    // Deployed servers may answer one without a scheme.
    expect(shortUrlText('links.example.com/promo')).toBe('links.example.com/promo');
  });

  it('writes a long URL as host and path, without its query or fragment', () => {
    expect(
      longUrlText('https://news.example.com/2026/spring-edition?utm_source=newsletter&utm_medium=email'),
    ).toBe('news.example.com/2026/spring-edition');
    expect(longUrlText('https://example.com/docs#install')).toBe('example.com/docs');
    expect(longUrlText('https://example.com/?ref=ad')).toBe('example.com');
    expect(longUrlText('https://example.com/')).toBe('example.com');
    expect(longUrlText('http://example.com/a/b/')).toBe('example.com/a/b/');
    expect(longUrlText('mailto:someone@example.com')).toBe('mailto:someone@example.com');
  });
});
