import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipArchive } from './zip-archive.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('the ZIP of a batch', () => {
  it('holds every file under its name with its exact bytes, stored or deflated', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const svg = text(`<svg>${'<rect/>'.repeat(500)}</svg>`);
    const archive = zipArchive(
      [
        { name: 'spring.png', bytes: png, compress: false },
        { name: 'menü.svg', bytes: svg, compress: true },
        { name: '__proto__.png', bytes: png, compress: false },
      ],
      new Date(2026, 4, 3, 12, 0),
    );
    const files = unzipSync(archive);
    expect(Object.keys(files).sort()).toEqual(['__proto__.png', 'menü.svg', 'spring.png']);
    expect(files['spring.png']).toEqual(png);
    expect(files['menü.svg']).toEqual(svg);
    // Deflated: the SVG's 3 kB take far less room in the archive than they do unpacked.
    expect(archive.length).toBeLessThan(svg.length);
  });

  it('marks names as UTF-8, so an alias in any script unpacks as written', () => {
    const archive = zipArchive([{ name: 'меню.png', bytes: text('x'), compress: false }], new Date());
    // The local header's general-purpose flags, bit 11: the name is UTF-8.
    const flags = archive[6]! | (archive[7]! << 8);
    expect(flags & 0x0800).toBe(0x0800);
  });

  it('refuses two files of one name rather than dropping one', () => {
    const entry = { name: 'a.png', bytes: text('x'), compress: false };
    expect(() => zipArchive([entry, entry], new Date())).toThrow('Two files of the archive are named a.png.');
  });
});
