/**
 * The SVG with its root element set to `pixels` × `pixels`. Installations may send an SVG with only a
 * `viewBox`, which has no size of its own: drawn into a canvas it would be rasterised at a browser's default
 * size and then scaled (blurred edges a decoder may misread), or, in some engines, not drawn at all.
 */
export function sizedSvg(svg: string, pixels: number): string {
  return svg.replace(/<svg\b([^>]*)>/, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s(?:width|height)\s*=\s*(?:"[^"]*"|'[^']*')/g, '');
    const selfClosing = rest.trimEnd().endsWith('/');
    const kept = selfClosing ? rest.trimEnd().slice(0, -1) : rest;
    return `<svg${kept} width="${pixels}" height="${pixels}"${selfClosing ? '/' : ''}>`;
  });
}
