import type { Statistics, TopCounts } from '../../../shared/ipc/resources.ts';
import { counter, nested, object, type RawObject } from './values.ts';

/** The statistics of something nobody has visited yet. */
export function zeroStatistics(): Statistics {
  return {
    clicks: 0,
    uniqueClicks: 0,
    topCountries: {},
    topReferrers: {},
    topBrowsers: {},
    topOs: {},
    socialCount: { facebook: 0, twitter: 0, instagram: 0 },
  };
}

/** Whether a statistics value says "nothing": missing, null, false, or the `[]` an empty map becomes on the wire. */
export function isEmptyStatistics(value: unknown): boolean {
  return (
    value === undefined || value === null || value === false || (Array.isArray(value) && value.length === 0)
  );
}

/** A top-N map with its counts as numbers (the reference sends them as strings); `[]` or missing is empty. */
function topCounts(value: unknown, field: string): TopCounts {
  if (isEmptyStatistics(value)) return {};
  const map = object(value, field);
  const counts: TopCounts = {};
  for (const key in map) counts[key] = counter(map[key], `${field}.${key}`);
  return counts;
}

function socialCount(value: unknown): Statistics['socialCount'] {
  if (isEmptyStatistics(value)) return { facebook: 0, twitter: 0, instagram: 0 };
  const social = object(value, 'socialCount');
  // A network the installation does not track is one nobody came from.
  return {
    facebook: counter(social.facebook ?? 0, 'socialCount.facebook'),
    twitter: counter(social.twitter ?? 0, 'socialCount.twitter'),
    instagram: counter(social.instagram ?? 0, 'socialCount.instagram'),
  };
}

export function statistics(raw: unknown): Statistics {
  const data: RawObject = object(raw, '');
  return {
    clicks: counter(data.clicks, 'clicks'),
    uniqueClicks: counter(data.uniqueClicks, 'uniqueClicks'),
    topCountries: topCounts(data.topCountries, 'topCountries'),
    topReferrers: topCounts(data.topReferrers, 'topReferrers'),
    topBrowsers: topCounts(data.topBrowsers, 'topBrowsers'),
    topOs: topCounts(data.topOs, 'topOs'),
    socialCount: socialCount(data.socialCount),
  };
}

/** The statistics under an answer's top-level `data`, or null when the answer has none (static QR codes). */
export function optionalStatistics(value: unknown): Statistics | null {
  return isEmptyStatistics(value) ? null : nested('data', () => statistics(value));
}
