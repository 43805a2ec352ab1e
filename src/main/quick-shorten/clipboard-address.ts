import { withWebScheme } from '../../shared/api/web-scheme.ts';

/**
 * The web address a person copied, as it can be shortened: an http(s) URL with a real host, or one written
 * without its scheme from `www.` on (what browsers' address bars let people copy). Anything else (words, a
 * path, several lines, an email address, another scheme) is not a web address. Surrounding space is ignored.
 */
export function webAddressIn(text: string): string | null {
  const candidate = text.trim();
  if (candidate === '' || candidate.length > 4096 || /\s/.test(candidate)) return null;
  const withScheme = withWebScheme(candidate);
  if (!/^https?:\/\//i.test(withScheme) || !URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  const realHost = url.hostname === 'localhost' || url.hostname.includes('.');
  if (!realHost || url.username || url.password) return null;
  return url.href;
}
