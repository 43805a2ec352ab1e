import { describe, expect, it } from 'vitest';
import { batchCodeOfQrRow } from './batch-code.ts';
import { qrRow } from './testing-batch.ts';

describe('a selected QR code as a code of the batch', () => {
  it('is named as the list names it, and its alias is its image’s last segment', () => {
    expect(batchCodeOfQrRow(qrRow(12, 'Spring menu', 'Spring_Sale'))).toEqual({
      key: 'qr 12',
      label: 'Spring menu',
      caption: 'Spring menu',
      alias: 'Spring_Sale',
      named: { id: 12, name: 'Spring menu' },
      origin: { kind: 'qr', id: 12, link: 'https://sho.rt/qr/Spring_Sale' },
    });
  });

  it('is “QR code <id>” without a name, and has no alias when its image address is not the usual one', () => {
    const row = qrRow(3, '', 'x');
    const code = batchCodeOfQrRow({ ...row, qr: { ...row.qr, link: 'https://sho.rt/images/3.svg' } });
    expect(code).toMatchObject({ label: 'QR code 3', caption: 'QR code 3', alias: null });
  });

  it('reads an escaped alias as people type it', () => {
    expect(batchCodeOfQrRow(qrRow(1, 'Menü', 'men%C3%BC')).alias).toBe('menü');
    expect(batchCodeOfQrRow(qrRow(1, 'Odd', '100%')).alias).toBe('100%');
  });
});
