import { describe, expect, it } from 'vitest';
import { SUMMARY_LENGTH, summariseQrData } from '../../src/shared/qr/summary.ts';

describe('a line about a code’s content', () => {
  it('says each type in a few words', () => {
    expect(summariseQrData('link', 'https://example.com/menu')).toBe('example.com/menu');
    expect(summariseQrData('link', 'http://example.com/')).toBe('example.com');
    expect(summariseQrData('link', 'https://example.com/a/?q=1')).toBe('example.com/a/?q=1');
    expect(summariseQrData('text', '  Opening hours:\n  9 to 5  ')).toBe('Opening hours: 9 to 5');
    expect(summariseQrData('email', { email: 'ana@example.com', subject: 'Hi' })).toBe('ana@example.com');
    expect(summariseQrData('email', 'ana@example.com')).toBe('ana@example.com');
    expect(summariseQrData('phone', '+49301234567')).toBe('+49301234567');
    expect(summariseQrData('sms', { phone: '12345', message: 'On my way' })).toBe('12345');
    expect(summariseQrData('vcard', { fname: 'Ana', lname: 'Silva', org: 'Acme' })).toBe('Ana Silva');
    expect(summariseQrData('vcard', { org: 'Acme' })).toBe('Acme');
  });

  it('never gives away a network’s password', () => {
    const summary = summariseQrData('wifi', { ssid: 'Cafe', pass: 'hunter22', encryption: 'wpa' });
    expect(summary).toBe('Cafe');
    expect(summary).not.toContain('hunter22');
  });

  it('cuts a long line with an ellipsis, counting characters rather than UTF-16 units', () => {
    const long = summariseQrData('text', '😀'.repeat(100));
    expect([...long]).toHaveLength(SUMMARY_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    expect(summariseQrData('text', 'x'.repeat(SUMMARY_LENGTH))).toBe('x'.repeat(SUMMARY_LENGTH));
  });

  it('says nothing of data of the wrong shape', () => {
    expect(summariseQrData('wifi', 'not an object')).toBe('');
    expect(summariseQrData('link', { url: 'x' })).toBe('');
    expect(summariseQrData('vcard', null)).toBe('');
  });
});
