/**
 * The public URLs the API hands out. Everything resolves on the sandbox itself; a link on a branded
 * domain carries that domain in its short URL, as an installation would print it.
 */
export const urls = {
  /**
   * A branded domain as the API prints it: with its scheme, as the reference says domains are. Links made
   * by other clients of long-lived installations may sit on a domain stored bare (`go.example.test`);
   * those get `https://`. (The deployed profile prints them as stored: deployed/bare-domains.ts.)
   */
  domain: (domain: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`),
  short: (base: string, alias: string, domain?: string | null) =>
    `${domain ? urls.domain(domain).replace(/\/+$/, '') : base}/${alias}`,
  qrImage: (base: string, alias: string) => `${base}/qr/${alias}`,
  rotator: (base: string, slug: string) => `${base}/r/${slug}`,
  campaignList: (base: string, username: string, slug: string, id: number) =>
    `${base}/u/${username}/${slug}-${id}`,
  avatar: (base: string, userId: number) => `${base}/avatar/${userId}.svg`,
  loginOnce: (base: string, token: string) => `${base}/login/once/${token}`,
};

/**
 * A URL as a `Location` header can carry it: URLs are stored as people typed them, IRIs included
 * (`https://bücher.example/straße`), and a header must be ASCII. Printable ASCII is sent as stored; anything
 * else goes out as the WHATWG URL serialises it (an IDN host in Punycode, the rest percent-encoded).
 */
export function locationOf(url: string): string {
  if (/^[\x21-\x7e]*$/.test(url)) return url;
  if (URL.canParse(url)) return new URL(url).href;
  // Not a URL the parser takes (nothing stores one, but a header must never fail): encode what it cannot hold.
  return url.replace(/[^\x21-\x7e]+/g, (run) =>
    [...Buffer.from(run, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
}
