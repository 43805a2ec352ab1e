import { describe, expect, it } from 'vitest';
import { qrDataSchemas } from '../../src/shared/api/requests.ts';
import { normalisePhoneNumber } from '../../src/shared/qr/phone-number.ts';

describe('phone numbers as people type them', () => {
  it('takes out spaces, dashes, dots, slashes and brackets', () => {
    expect(normalisePhoneNumber('+49 30 1234567')).toBe('+49301234567');
    expect(normalisePhoneNumber(' (030) 123-45.67 ')).toBe('0301234567');
    expect(normalisePhoneNumber('030/1234567')).toBe('0301234567');
    expect(normalisePhoneNumber('+1 (555) 123‑4567')).toBe('+15551234567');
    expect(normalisePhoneNumber('+351\u00a0912\u202f345\u2009678')).toBe('+351912345678');
    expect(normalisePhoneNumber('[0800] 11 22 33')).toBe('0800112233');
  });

  it('drops the trunk "(0)" written after a country code', () => {
    expect(normalisePhoneNumber('+49 (0)30 1234567')).toBe('+49301234567');
    expect(normalisePhoneNumber('+44(0)20 7946 0958')).toBe('+442079460958');
    // Without a country code the 0 is dialled.
    expect(normalisePhoneNumber('(0)30 1234567')).toBe('0301234567');
  });

  it('keeps what is not a separator, for the check to refuse', () => {
    expect(normalisePhoneNumber('030 CALL NOW')).toBe('030CALLNOW');
    expect(normalisePhoneNumber('12+34')).toBe('12+34');
  });

  it('makes what people type pass the rule installations enforce', () => {
    for (const typed of ['+49 30 1234567', '(030) 123-45.67', '+44 (0)20 7946 0958']) {
      expect(qrDataSchemas.phone.safeParse(normalisePhoneNumber(typed)).success).toBe(true);
    }
    expect(qrDataSchemas.phone.safeParse(normalisePhoneNumber('030 CALL NOW')).success).toBe(false);
  });
});
