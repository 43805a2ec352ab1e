/**
 * The public URLs the API hands out. Everything resolves on the sandbox itself; a link on a branded
 * domain carries that domain in its short URL, as an installation would print it.
 */
export const urls = {
  short: (base: string, alias: string, domain?: string | null) =>
    `${domain ? domain.replace(/\/+$/, '') : base}/${alias}`,
  qrImage: (base: string, alias: string) => `${base}/qr/${alias}`,
  rotator: (base: string, slug: string) => `${base}/r/${slug}`,
  campaignList: (base: string, username: string, slug: string, id: number) =>
    `${base}/u/${username}/${slug}-${id}`,
  avatar: (base: string, userId: number) => `${base}/avatar/${userId}.svg`,
};
