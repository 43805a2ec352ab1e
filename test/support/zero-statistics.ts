/**
 * The statistics of a link or dynamic QR code nobody has visited yet, and of every static QR code. With its maps
 * empty it is the same in the reference wire form (counts as text) and in the normalised model (counts as numbers).
 */
export const ZERO_STATISTICS = {
  clicks: 0,
  uniqueClicks: 0,
  topCountries: {},
  topReferrers: {},
  topBrowsers: {},
  topOs: {},
  socialCount: { facebook: 0, twitter: 0, instagram: 0 },
};
