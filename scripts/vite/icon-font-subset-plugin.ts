import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** Unicode's private use area, where icon fonts put their glyphs. */
const FIRST_PRIVATE = 0xe000;
const LAST_PRIVATE = 0xf8ff;

const isPrivateUse = (codePoint: number) => codePoint >= FIRST_PRIVATE && codePoint <= LAST_PRIVATE;

/**
 * The private-use characters a stylesheet names, whether written as a CSS escape (`'\e09e'`) or, as a minifier
 * may leave them, as the characters themselves.
 */
export function privateUseCharacters(css: string): Set<string> {
  const found = new Set<string>();
  for (const match of css.matchAll(/\\([0-9a-f]{1,6})/gi)) {
    const codePoint = Number.parseInt(match[1]!, 16);
    if (isPrivateUse(codePoint)) found.add(String.fromCodePoint(codePoint));
  }
  for (const character of css) if (isPrivateUse(character.codePointAt(0)!)) found.add(character);
  return found;
}

/**
 * Cuts an icon font bundled by the build down to the glyphs the build's stylesheets use: the window draws a
 * handful of Lucide's icons from its font (text is the cheapest thing a scrolled list can paint), and the whole
 * font is 300 kB for some 1,600 of them. `fontFile` names the font by the end of its source path. The dev server
 * serves the font whole.
 */
export function iconFontSubsetPlugin(fontFile: string): Plugin {
  return {
    name: 'linkdesk:icon-font-subset',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const assets = Object.values(bundle).filter((output) => output.type === 'asset');
      const font = assets.find((asset) => asset.originalFileNames.some((name) => name.endsWith(fontFile)));
      if (!font) return;
      const used = new Set<string>();
      for (const asset of assets) {
        if (!asset.fileName.endsWith('.css')) continue;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        for (const character of privateUseCharacters(css)) used.add(character);
      }
      if (used.size === 0) this.error(`No stylesheet uses a glyph of ${fontFile}, yet the build bundles it.`);
      font.source = await subsetFont(Buffer.from(font.source), [...used].join(''), { targetFormat: 'woff2' });
    },
  };
}
