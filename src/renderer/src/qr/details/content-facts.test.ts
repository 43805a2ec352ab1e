import { describe, expect, it } from 'vitest';
import { contentFacts } from './content-facts.ts';

describe('what the details say a code holds', () => {
  it('lists the filled fields of each type in the form’s words', () => {
    expect(contentFacts('email', { email: 'ana@example.com', subject: 'Hi' })).toEqual([
      { term: 'Email address', value: 'ana@example.com' },
      { term: 'Subject', value: 'Hi' },
    ]);
    expect(
      contentFacts('vcard', {
        fname: 'Ana',
        lname: 'Silva',
        cell: '+351 91',
        zip: '4000',
        city: 'Porto',
        country: 'Portugal',
      }),
    ).toEqual([
      { term: 'Name', value: 'Ana Silva' },
      { term: 'Mobile', value: '+351 91' },
      { term: 'Address', value: '4000 Porto, Portugal' },
    ]);
    expect(contentFacts('sms', { phone: '12345' })).toEqual([{ term: 'Phone number', value: '12345' }]);
    expect(contentFacts('text', '  as typed\n')).toEqual([{ term: 'Content', value: '  as typed\n' }]);
  });

  it('marks a network’s password secret, and says an open network is open', () => {
    expect(contentFacts('wifi', { ssid: 'Cafe', pass: 'p w', encryption: 'wep' })).toEqual([
      { term: 'Network name', value: 'Cafe' },
      { term: 'Encryption', value: 'WEP' },
      { term: 'Password', value: 'p w', secret: true },
    ]);
    expect(contentFacts('wifi', { ssid: 'Cafe' })).toEqual([
      { term: 'Network name', value: 'Cafe' },
      { term: 'Encryption', value: 'None (open network)' },
    ]);
  });

  it('says nothing of data of the wrong shape', () => {
    expect(contentFacts('link', { url: 'x' })).toEqual([]);
    expect(contentFacts('text', 42)).toEqual([]);
  });
});
