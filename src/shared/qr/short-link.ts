/**
 * The short link a dynamic code prints. An installation answers a created code's `link` as `{base}/qr/<alias>`
 * (its SVG of the code) and puts `{base}/<alias>` in the image, so the printed link is the same address with
 * the `qr` segment taken out. `base` may have a path of its own (an installation in a subfolder).
 */
export function shortLinkOfQrImage(link: string): string | null {
  if (!URL.canParse(link)) return null;
  const url = new URL(link);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const segments = url.pathname.split('/');
  const alias = segments.at(-1);
  if (segments.length < 3 || !alias || segments.at(-2) !== 'qr') return null;
  return `${url.origin}${[...segments.slice(0, -2), alias].join('/')}`;
}
