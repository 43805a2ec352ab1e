import { Blob, Face } from 'harfbuzzjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { iconFontSubsetPlugin, privateUseCharacters } from '../../scripts/vite/icon-font-subset-plugin.ts';

const require = createRequire(import.meta.url);
const FONT = 'lucide-static/font/lucide.woff2';
const wholeFont = readFileSync(require.resolve(FONT));
const codePoints = JSON.parse(
  readFileSync(require.resolve('lucide-static/font/codepoints.json'), 'utf8'),
) as Record<string, number>;
const rowIconsCss = readFileSync(
  new URL('../../src/renderer/src/components/primitives/row-icons.css', import.meta.url),
  'utf8',
);
const rowIconsTs = readFileSync(
  new URL('../../src/renderer/src/components/primitives/row-icons.ts', import.meta.url),
  'utf8',
);

/** The part of a bundled asset the plugin reads and writes. */
interface TestAsset {
  type: 'asset';
  fileName: string;
  originalFileNames: string[];
  source: string | Uint8Array;
}

const asset = (fileName: string, source: string | Uint8Array, originalFileName = fileName): TestAsset => ({
  type: 'asset',
  fileName,
  originalFileNames: [originalFileName],
  source,
});

/** Runs the plugin's bundle step as Rollup would, on a bundle of the given assets. */
async function runPlugin(assets: TestAsset[]): Promise<void> {
  const plugin = iconFontSubsetPlugin(FONT);
  const bundle = Object.fromEntries(
    assets.map((item) => [item.fileName, item]),
  ) as unknown as Rollup.OutputBundle;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = plugin.generateBundle as (
    this: typeof context,
    options: object,
    bundle: Rollup.OutputBundle,
  ) => Promise<void>;
  await hook.call(context, {}, bundle);
}

/** The characters a font has glyphs for, read by HarfBuzz after unpacking the WOFF2. */
async function charactersOf(woff2: Uint8Array): Promise<number[]> {
  // subset-font unpacks WOFF2 on the way in; asking for every private-use character keeps all the font has.
  const everyPrivate = Array.from({ length: 0x1900 }, (_, index) =>
    String.fromCodePoint(0xe000 + index),
  ).join('');
  const sfnt = await subsetFont(Buffer.from(woff2), everyPrivate, { targetFormat: 'truetype' });
  return [...new Face(new Blob(sfnt)).collectUnicodes()].filter((codePoint) => codePoint >= 0xe000);
}

describe('the icon font subset', () => {
  it('reads the private-use characters a stylesheet names, escaped or literal, and nothing else', () => {
    const found = privateUseCharacters(
      `a{--i:'\\e09e'} b{--i:"\u{e1f9}"} c{content:'\\2026'} d{content:'\\E18E '}`,
    );
    expect([...found].map((character) => character.codePointAt(0)!.toString(16)).sort()).toEqual([
      'e09e',
      'e18e',
      'e1f9',
    ]);
  });

  it('cuts the bundled font down to exactly the glyphs the stylesheets use', async () => {
    const font = asset('assets/lucide-x.woff2', new Uint8Array(wholeFont), `node_modules/${FONT}`);
    const css = asset('assets/index.css', `.a{--row-icon:"\u{e09e}"}.b{--row-icon:'\\e1f9'}`);
    await runPlugin([font, asset('assets/other.css', 'body{color:red}'), css]);
    const subset = font.source as Uint8Array;
    expect(Buffer.from(subset.subarray(0, 4)).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(wholeFont.length / 50);
    expect(await charactersOf(subset)).toEqual([0xe09e, 0xe1f9]);
  });

  it('fails the build when the font is bundled but no stylesheet uses a glyph of it', async () => {
    const font = asset('assets/lucide-x.woff2', new Uint8Array(wholeFont), `node_modules/${FONT}`);
    await expect(runPlugin([font, asset('assets/index.css', 'body{color:red}')])).rejects.toThrow(
      /No stylesheet/,
    );
  });
});

describe('the row icons', () => {
  const union = /export type RowIconName =\s*([^;]+);/.exec(rowIconsTs)?.[1] ?? '';
  const names = [...union.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]!);
  const drawn = Object.fromEntries(
    [...rowIconsCss.matchAll(/\.row-icon-([a-z0-9-]+) \{\s*--row-icon: '\\([0-9a-f]+)';/g)].map((match) => [
      match[1]!,
      Number.parseInt(match[2]!, 16),
    ]),
  );

  it('draws every icon a row can name, each with its code point in the installed Lucide font', () => {
    expect(names.length).toBeGreaterThan(3);
    expect(Object.keys(drawn).sort()).toEqual([...names].sort());
    for (const name of names)
      expect({ name, codePoint: drawn[name] }).toEqual({ name, codePoint: codePoints[name] });
  });
});
