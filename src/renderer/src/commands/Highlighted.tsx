import { normalize } from './match-score.ts';

/** The spans of `text` that the query's words match, preferring each word's first match at a word start. */
export function matchedSpans(text: string, query: string): [number, number][] {
  const folded = normalize(text);
  // Folding changed the length (a letter that folds into two): positions would not line up, so mark nothing.
  if (folded.length !== text.length) return [];
  const spans: [number, number][] = [];
  for (const word of new Set(normalize(query).split(/\s+/).filter(Boolean))) {
    let chosen = -1;
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      if (chosen === -1) chosen = at;
      if (at === 0 || !/[\p{L}\p{N}]/u.test(folded[at - 1]!)) {
        chosen = at;
        break;
      }
    }
    if (chosen !== -1) spans.push([chosen, chosen + word.length]);
  }
  // Overlapping spans become one.
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** How far into a long line the first match may be before the start is cut off to keep it in view. */
const MATCH_IN_VIEW = 32;
/** How much of what precedes the match stays, for context. */
const CONTEXT = 12;

/**
 * `text` with what the query matched in it marked, so a person sees why an entry is listed. With
 * `keepMatchInView`, a match far into a long line (an address) shows with the start cut off before it.
 */
export function Highlighted({
  text: whole,
  query,
  keepMatchInView = false,
}: {
  text: string;
  query: string;
  keepMatchInView?: boolean;
}) {
  let text = whole;
  let spans = matchedSpans(whole, query);
  const first = spans[0]?.[0] ?? 0;
  if (keepMatchInView && first > MATCH_IN_VIEW) {
    const cut = first - CONTEXT;
    text = `…${whole.slice(cut)}`;
    spans = spans
      .filter(([start]) => start >= cut)
      .map(([start, end]): [number, number] => [start - cut + 1, end - cut + 1]);
  }
  if (spans.length === 0) return text;
  const parts = [];
  let from = 0;
  for (const [start, end] of spans) {
    if (start > from) parts.push(text.slice(from, start));
    parts.push(
      <mark key={start} className="palette-mark">
        {text.slice(start, end)}
      </mark>,
    );
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
