const MAPS = ['topCountries', 'topReferrers', 'topBrowsers', 'topOs'] as const;

/** Deployed installations encode an empty map the way PHP encodes an empty array: `[]`, not `{}`. */
export function statisticsAsDeployed(statistics: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...statistics };
  for (const key of MAPS) {
    const map = copy[key];
    if (map !== null && typeof map === 'object' && Object.keys(map).length === 0) copy[key] = [];
  }
  return copy;
}
