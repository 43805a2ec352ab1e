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
