import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Rgb } from '../../src/shared/qr/colours.ts';
import { encodeMatrix, type QrMatrix } from '../../src/shared/qr/matrix.ts';
import { logoBox, QUIET_ZONE_MODULES } from '../../src/shared/qr/raster.ts';
import { qrSvg } from '../../src/shared/qr/svg.ts';

const NAVY: Rgb = [20, 33, 84];
const CREAM: Rgb = [255, 248, 220];
const LOGO_HREF = 'data:image/png;base64,iVBORw0KGgo=';

/** The little of the DOM these tests read; jsdom ships no type declarations and this project has none for it. */
interface XmlElement {
  tagName: string;
  namespaceURI: string | null;
  textContent: string | null;
  children: ArrayLike<XmlElement> & Iterable<XmlElement>;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
}
interface XmlDocument {
  documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => {
    window: { DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument } };
  };
};

/** Parsed as an XML file on its own, the way an editor or a print shop's software opens it. */
function parseSvg(text: string): XmlElement {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document.documentElement;
}

/** The modules a path of `M x y h n v1 h-n z` runs paints, as a matrix of the code's size. */
function modulesOfPath(d: string, size: number): Uint8Array {
  const modules = new Uint8Array(size * size);
  const run = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/g;
  let consumed = 0;
  for (const match of d.matchAll(run)) {
    expect(match.index).toBe(consumed);
    consumed += match[0].length;
    const [x, y, length, back] = match.slice(1).map(Number) as [number, number, number, number];
    expect(back).toBe(length);
    const row = y - QUIET_ZONE_MODULES;
    for (let column = x - QUIET_ZONE_MODULES; column < x - QUIET_ZONE_MODULES + length; column++) {
      expect(modules[row * size + column]).toBe(0);
      modules[row * size + column] = 1;
    }
  }
  expect(consumed).toBe(d.length);
  return modules;
}

describe('qrSvg', () => {
  const matrix: QrMatrix = encodeMatrix('https://example.com/svg', { withLogo: true });
  const total = matrix.size + 2 * QUIET_ZONE_MODULES;

  it('is a standalone SVG in module units with one path of dark modules', () => {
    const svg = parseSvg(qrSvg(matrix, { pixels: 512, foreground: NAVY, background: CREAM }));
    expect(svg.tagName).toBe('svg');
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${total} ${total}`);
    expect(svg.getAttribute('width')).toBe('512');
    expect(svg.getAttribute('height')).toBe('512');
    expect(svg.getAttribute('shape-rendering')).toBe('crispEdges');
    const [background] = [...svg.getElementsByTagName('rect')];
    expect(background).toBeDefined();
    expect(background!.getAttribute('width')).toBe(String(total));
    expect(background!.getAttribute('fill')).toBe('#fff8dc');
    const paths = svg.getElementsByTagName('path');
    expect(paths).toHaveLength(1);
    expect(paths[0]!.getAttribute('fill')).toBe('#142154');
    expect(svg.getElementsByTagName('image')).toHaveLength(0);
    expect(svg.getElementsByTagName('title')).toHaveLength(0);
  });

  it('paints exactly the dark modules of the matrix', () => {
    const svg = parseSvg(qrSvg(matrix, { pixels: 512, foreground: NAVY, background: CREAM }));
    const d = svg.getElementsByTagName('path')[0]!.getAttribute('d')!;
    expect([...modulesOfPath(d, matrix.size)]).toEqual([...matrix.modules]);
  });

  it('places the logo over a background pad where the raster of that size puts it', () => {
    const pixels = 411;
    const svg = parseSvg(
      qrSvg(matrix, { pixels, foreground: NAVY, background: CREAM, logo: { href: LOGO_HREF, scale: 0.3 } }),
    );
    const box = logoBox(matrix.size, pixels, 0.3);
    const unit = total / pixels;
    const images = svg.getElementsByTagName('image');
    expect(images).toHaveLength(1);
    const image = images[0]!;
    expect(image.getAttribute('href')).toBe(LOGO_HREF);
    for (const [name, value] of [
      ['x', box.x],
      ['y', box.y],
      ['width', box.size],
      ['height', box.size],
    ] as const) {
      expect(Number(image.getAttribute(name))).toBeCloseTo(value * unit, 3);
    }
    const pad = [...svg.getElementsByTagName('rect')][1]!;
    expect(pad.getAttribute('fill')).toBe('#fff8dc');
    expect(Number(pad.getAttribute('x'))).toBeCloseTo(box.pad.x * unit, 3);
    expect(Number(pad.getAttribute('width'))).toBeCloseTo(box.pad.size * unit, 3);
    // The pad is drawn over the modules and the logo over the pad.
    const order = [...svg.children].map((child) => child.tagName);
    expect(order).toEqual(['rect', 'path', 'rect', 'image']);
  });

  it('escapes the title', () => {
    const text = qrSvg(matrix, {
      pixels: 300,
      foreground: NAVY,
      background: CREAM,
      title: `Tom & "Jerry's" <code>`,
    });
    const title = parseSvg(text).getElementsByTagName('title')[0]!;
    expect(title.textContent).toBe(`Tom & "Jerry's" <code>`);
    expect(text).not.toContain('<code>');
  });
});
