import { entryScore } from './match-score.ts';
import type { PaletteEntry, PaletteGroup } from './palette-entry.ts';

/**
 * What an item the installation's search found scores when none of the fields the palette shows matches (the
 * installation also searches descriptions): it stays, after everything that visibly matches.
 */
const FOUND_ELSEWHERE = 10;

/** An entry as the palette shows it for the query: whether its second line is shown. */
export interface RankedEntry extends PaletteEntry {
  showDetail: boolean;
}

export interface RankedGroup {
  heading: string;
  entries: RankedEntry[];
}

function score(entry: PaletteEntry, query: string): number {
  const matched = entryScore(query, entry.fields);
  return matched > 0 ? matched : entry.foundByInstallation ? FOUND_ELSEWHERE : 0;
}

function showDetail(entry: PaletteEntry, query: string): boolean {
  if (!entry.detail) return false;
  if (!entry.detailWhenMatched) return true;
  return query.trim() !== '' && entryScore(query, [{ text: entry.label, weight: 1 }]) === 0;
}

/**
 * The groups for `query`: with nothing typed, everything in its usual order. Otherwise only what matches, best
 * first within each group, and the group with the best match first, so the top option (the one Enter picks) is
 * always the best match. Equal scores keep their usual order.
 */
export function rankGroups(groups: readonly PaletteGroup[], query: string): RankedGroup[] {
  if (query.trim() === '') {
    return groups
      .map((group) => ({
        heading: group.heading,
        entries: group.entries.map((entry) => ({ ...entry, showDetail: showDetail(entry, query) })),
      }))
      .filter((group) => group.entries.length > 0);
  }
  const scored = groups.map((group) => {
    const entries = group.entries
      .map((entry) => ({ entry, score: score(entry, query) }))
      .filter((candidate) => candidate.score > 0)
      .sort((a, b) => b.score - a.score);
    return {
      heading: group.heading,
      best: entries[0]?.score ?? 0,
      entries: entries.map(({ entry }) => ({ ...entry, showDetail: showDetail(entry, query) })),
    };
  });
  return scored
    .filter((group) => group.entries.length > 0)
    .sort((a, b) => b.best - a.best)
    .map(({ heading, entries }) => ({ heading, entries }));
}
