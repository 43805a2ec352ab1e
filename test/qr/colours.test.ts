import { describe, expect, it } from 'vitest';
import {
  BLACK,
  contrastRatio,
  rgbFromHex,
  rgbFromText,
  rgbText,
  rgbToHex,
  WHITE,
} from '../../src/shared/qr/colours.ts';

describe('QR colours', () => {
  it("writes and reads the API's rgb(R,G,B)", () => {
    expect(rgbText([1, 2, 3])).toBe('rgb(1,2,3)');
    expect(rgbFromText('rgb(10, 20, 255)')).toEqual([10, 20, 255]);
    expect(rgbFromText(' rgb(0,0,0) ')).toEqual([0, 0, 0]);
    expect(rgbFromText('rgb(256,0,0)')).toBeNull();
    expect(rgbFromText('rgb(1,2)')).toBeNull();
  });

  it('reads a typed colour in hex too, as design tools give it', () => {
    expect(rgbFromText(' #1d3557 ')).toEqual([29, 53, 87]);
    expect(rgbFromText('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(rgbFromText('#12345')).toBeNull();
  });

  it('writes and reads hex colours', () => {
    expect(rgbToHex([10, 11, 12])).toBe('#0a0b0c');
    expect(rgbToHex(WHITE)).toBe('#ffffff');
    expect(rgbFromHex('#0A0b0c')).toEqual([10, 11, 12]);
    expect(rgbFromHex('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    for (const bad of ['0a0b0c', '#0a0b0', '#ggg', '', '#0a0b0c0d']) expect(rgbFromHex(bad)).toBeNull();
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrastRatio([0x77, 0x77, 0x77], WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio([200, 30, 30], [200, 30, 30])).toBe(1);
  });
});
