import type { Field } from './match-score.ts';

/** One line of the command palette. */
export interface PaletteEntry {
  /** Unique among all entries: the palette's option value. */
  value: string;
  label: string;
  /** Beside the label, muted: a link's short URL. */
  aside?: string;
  /** A short second line: where a link points, what an area holds. */
  detail?: string;
  /** Show `detail` only when the query matched it and not the label (an area found by what it holds). */
  detailWhenMatched?: boolean;
  /** What the entry is found by, the label among them; a label match counts most. */
  fields: readonly Field[];
  /** Found by the installation's own search, which reads fields the palette does not show (a description). */
  foundByInstallation?: boolean;
  shortcut?: string;
  /** Marks the current screen or the active account. */
  current?: boolean;
  run: () => void;
}

export interface PaletteGroup {
  heading: string;
  entries: PaletteEntry[];
}

/** How much a match in a label counts against one in a keyword, a description or an address. */
export const WEIGHT = { label: 1, address: 0.8, keyword: 0.5 } as const;

/** The fields of an entry known by its label and a few keywords. */
export function labelAndKeywords(label: string, keywords: readonly string[]): Field[] {
  return [
    { text: label, weight: WEIGHT.label },
    ...keywords.filter(Boolean).map((text) => ({ text, weight: WEIGHT.keyword })),
  ];
}
