/** The statistics of a link or dynamic QR code nobody has visited yet, and of every static QR code. */
export const ZERO_STATISTICS = {
  clicks: 0,
  uniqueClicks: 0,
  topCountries: {},
  topReferrers: {},
  topBrowsers: {},
  topOs: {},
  socialCount: { facebook: 0, twitter: 0, instagram: 0 },
};
