import { describe, expect, it } from 'vitest';
import { QR_TYPES, type QrType } from '../../src/shared/api/constants.ts';
import { qrDataSchemas } from '../../src/shared/api/requests.ts';
import { BLACK, contrastRatio, WHITE, type Rgb } from '../../src/shared/qr/colours.ts';
import { qrPayload } from '../../src/shared/qr/payload.ts';
import { buildPreview, type PreviewInput } from '../../src/shared/qr/preview.ts';
import { jsqrDecode, syntheticLogoSource, zxingDecode } from '../support/qr-decoders.ts';

const NAVY: Rgb = [20, 33, 84];
const CREAM: Rgb = [255, 248, 220];
/** What the preview draws at its default 240 CSS px on a 1.5× screen. */
const PIXELS = 360;

/** Realistic data for every type, through the same schemas the form uses. */
const SAMPLES: Record<QrType, unknown> = {
  text: 'Table 12 — ask for Rita. Wi-Fi password on the back.',
  link: 'https://shop.example.com/spring?utm_source=poster&utm_medium=print',
  email: {
    email: 'orders@example.com',
    subject: 'Order #1042',
    body: 'Hello,\nI would like to change my order.',
  },
  phone: '+351210000000',
  sms: { phone: '+15551234567', message: 'JOIN spring offers' },
  wifi: { ssid: 'Cafe; Guests', pass: 'p@ss:word,"1"', encryption: 'wpa' },
  vcard: {
    fname: 'Ana',
    lname: 'Silva',
    org: 'Acme, Inc',
    phone: '+351 210 000 000',
    cell: '+351 910 000 000',
    email: 'ana@acme.test',
    site: 'https://acme.test',
    street: 'Rua Nova 1',
    city: 'Lisboa',
    zip: '1000-001',
    country: 'Portugal',
  },
};

const LOOKS: { name: string; look: Pick<PreviewInput, 'foreground' | 'background' | 'logo'> }[] = [
  { name: 'black on white', look: { foreground: BLACK, background: WHITE, logo: null } },
  { name: 'navy on cream', look: { foreground: NAVY, background: CREAM, logo: null } },
  {
    name: 'with a logo at 22%',
    look: { foreground: NAVY, background: CREAM, logo: syntheticLogoSource(0.22) },
  },
];

function preview(content: string, look: Partial<PreviewInput> = {}) {
  return buildPreview(
    { content, foreground: BLACK, background: WHITE, pixels: PIXELS, logo: null, ...look },
    zxingDecode,
  );
}

describe('buildPreview', () => {
  describe.each(LOOKS)('$name', ({ look }) => {
    it.each(QR_TYPES)('draws a %s code that decodes to exactly its payload', async (type) => {
      const content = qrPayload(type, qrDataSchemas[type].parse(SAMPLES[type]));
      const result = await preview(content, look);
      expect(result.problems).toEqual([]);
      expect(result.scannable).toBe(true);
      expect(result.decoded).toBe(content);
      expect(await jsqrDecode(result.image!)).toBe(content);
      expect(result.matrix!.level).toBe(look.logo ? 'H' : 'M');
    });
  });

  it('carries UTF-8 text byte for byte', async () => {
    const content = 'Crème brûlée à 5 € — 寿司 🍣👍🏽 naïve';
    for (const look of LOOKS) {
      const result = await preview(content, look.look);
      expect(result.scannable).toBe(true);
      expect(await jsqrDecode(result.image!)).toBe(content);
    }
  });

  it('has nothing to draw for empty content', async () => {
    expect(await preview('')).toEqual({
      matrix: null,
      image: null,
      decoded: null,
      scannable: false,
      problems: [],
    });
  });

  it('reports too little contrast with the ratio', async () => {
    const grey: Rgb = [170, 170, 170];
    const ratio = contrastRatio(grey, WHITE);
    expect(ratio).toBeLessThan(3);
    const result = await preview('https://example.com', { foreground: grey });
    expect(result.problems.map((problem) => problem.kind)).toEqual(['contrast']);
    expect(result.problems[0]!.severity).toBe('error');
    expect(result.problems[0]!.message).toBe(
      `Contrast ${ratio.toFixed(1)}:1 is too low for phone cameras; aim for at least 3:1 (4:1 is safer for print).`,
    );
  });

  it('warns about light modules on a dark background, which does not scan', async () => {
    const result = await preview('https://example.com', { foreground: CREAM, background: NAVY });
    expect(result.scannable).toBe(false);
    expect(result.decoded).toBeNull();
    expect(result.problems.map((problem) => [problem.kind, problem.severity])).toEqual([
      ['unreadable', 'error'],
      ['inverted', 'warning'],
    ]);
  });

  it('blames a logo that is too large, when the code reads without it', async () => {
    const content = 'https://example.com/' + 'a'.repeat(280);
    const result = await preview(content, { logo: syntheticLogoSource(0.4) });
    expect(result.scannable).toBe(false);
    expect(result.image).not.toBeNull();
    expect(result.problems.map((problem) => problem.kind)).toEqual(['logo']);
    expect(result.problems[0]!.message).toMatch(/^The logo covers 40% of the code's width .* \(try 32%\)/);
    // The same content and size with the default logo reads.
    expect((await preview(content, { logo: syntheticLogoSource(0.22) })).scannable).toBe(true);
  });

  it('reports content too long for a code with a logo, and draws nothing', async () => {
    const result = await preview('x'.repeat(3000), { logo: syntheticLogoSource(0.22) });
    expect(result).toMatchObject({ matrix: null, image: null, decoded: null, scannable: false });
    expect(result.problems).toEqual([
      {
        kind: 'too-long',
        severity: 'error',
        message:
          'The content is 3,000 bytes; with a logo a QR code holds at most 2,331 ' +
          '(at error correction M, the lowest that leaves room for a logo). Shorten it or remove the logo.',
      },
    ]);
  });

  it('warns about a very dense code with the size to print it at', async () => {
    const result = await buildPreview(
      { content: 'x'.repeat(1000), foreground: BLACK, background: WHITE, pixels: 600, logo: null },
      zxingDecode,
    );
    expect(result.scannable).toBe(true);
    expect(result.matrix!.version).toBe(26);
    expect(result.problems).toEqual([
      {
        kind: 'dense',
        severity: 'warning',
        message:
          'Very dense: 121 modules per side. Print it at least 5.2 cm wide (0.4 mm per module, margin included), ' +
          'or shorten the content for a smaller code.',
      },
    ]);
  });

  it('lists errors before warnings', async () => {
    const result = await preview('x'.repeat(1000), { foreground: [120, 120, 120], background: [60, 60, 60] });
    const severities = result.problems.map((problem) => problem.severity);
    expect(result.problems.map((problem) => problem.kind)).toEqual(
      expect.arrayContaining(['contrast', 'inverted', 'dense']),
    );
    expect(severities).toEqual([...severities].sort());
  });
});
