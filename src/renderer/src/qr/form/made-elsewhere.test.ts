import { describe, expect, it } from 'vitest';
import { DYNAMIC_QR_TYPES, type QrType } from '../../../../shared/api/constants.ts';
import { qrDataSchemas } from '../../../../shared/api/requests.ts';
import { readCode } from '../../../../shared/qr/code-reading.ts';
import { qrPayload } from '../../../../shared/qr/payload.ts';
import {
  madeElsewhereNotice,
  NO_DESIGN_NOTICE,
  qrFormFromReading,
  READ_NOTICE,
  SHORT_LINK_NOTICE,
  typesOfReading,
} from './made-elsewhere.ts';
import { contentOf, emptyQrForm, qrDataOf } from './qr-form-values.ts';

const SHORT_LINK = 'https://links.example.com/Zx81q';

describe('editing a code made elsewhere', () => {
  it('fills the form with what a static code’s image holds, so saving unchanged sends the same payload', () => {
    const examples: [QrType, unknown][] = [
      ['text', 'Opening hours: 9 to 5'],
      ['text', '  spaced\nlines  '],
      ['sms', { phone: '12345', message: 'Late; see you at 5:30' }],
      ['sms', { phone: '12345' }],
      ['wifi', { ssid: 'My;Net,"1":2', pass: 'a\\b:c;d,e"f', encryption: 'wpa' }],
      ['wifi', { ssid: 'Old router', pass: 'abcde', encryption: 'wep' }],
      ['wifi', { ssid: 'Open' }],
    ];
    for (const [type, data] of examples) {
      const payload = qrPayload(type, qrDataSchemas[type].parse(data));
      const values = qrFormFromReading(readCode(payload, SHORT_LINK));
      expect(values.type).toBe(type);
      expect(qrDataOf(type, values)).toEqual(data);
      expect(contentOf(type, values)).toBe(payload);
    }
  });

  it('starts a code whose image is its short link as an empty web link, and one not read as empty text', () => {
    expect(qrFormFromReading({ kind: 'dynamic' })).toEqual(emptyQrForm('link'));
    expect(qrFormFromReading(null)).toEqual(emptyQrForm());
  });

  it('offers only the types the image allows, and says where the values come from', () => {
    const wifi = readCode('WIFI:S:Cafe;;', SHORT_LINK);
    expect(typesOfReading(wifi)).toEqual(['text', 'sms', 'wifi']);
    expect(typesOfReading({ kind: 'dynamic' })).toEqual(['link', 'email', 'phone', 'vcard']);
    expect(typesOfReading({ kind: 'dynamic' }).every((type) => DYNAMIC_QR_TYPES.includes(type))).toBe(true);
    expect(typesOfReading(null)).toHaveLength(7);
    expect(madeElsewhereNotice(wifi)).toBe(READ_NOTICE);
    expect(madeElsewhereNotice({ kind: 'dynamic' })).toBe(SHORT_LINK_NOTICE);
    expect(madeElsewhereNotice(null)).toBe(NO_DESIGN_NOTICE);
  });
});
