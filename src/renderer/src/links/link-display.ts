/**
 * How the Links list writes its URLs: short enough to read at a glance in a cell, whole in the tooltip, the
 * details pane and what is copied or opened. Plain string work, no URL parsing: the list draws these for
 * every row that scrolls into view.
 */

/** `https://`, `http://` or any other scheme with its `//`. */
const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

function withoutScheme(url: string): string {
  return url.replace(SCHEME, '');
}

/** A bare domain keeps no trailing slash: "example.com/" reads as "example.com". */
function withoutLoneSlash(text: string): string {
  const slash = text.indexOf('/');
  return slash === text.length - 1 ? text.slice(0, -1) : text;
}

/** A short URL as `domain/alias`: the scheme says nothing people need while scanning a list. */
export function shortUrlText(url: string): string {
  return withoutLoneSlash(withoutScheme(url));
}

/**
 * A long URL as its host and path: the query and fragment (tracking tags, mostly) go, since they make links to
 * the same page look alike ("news.exampl…=email") instead of telling them apart.
 */
export function longUrlText(url: string): string {
  const rest = withoutScheme(url);
  const query = rest.search(/[?#]/);
  return withoutLoneSlash(query === -1 ? rest : rest.slice(0, query));
}
