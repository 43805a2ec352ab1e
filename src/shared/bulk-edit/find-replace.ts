import isSafePattern from 'safe-regex2';

/** Find and replace in destinations: literal text, or a pattern (a regular expression) the person writes. */
export interface FindReplace {
  find: string;
  replace: string;
  pattern: boolean;
  matchCase: boolean;
}

/**
 * Why a pattern cannot be used, in words; null when it can. A pattern runs in main on every link of the edit, and
 * one whose repeats nest (`(a+)+`) can take minutes on a single address, stopping main meanwhile: those are refused
 * before they run, by star height (safe-regex2).
 */
export function findPatternProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'is not a pattern Linkdesk can read: check its brackets and backslashes';
  }
  if (!isSafePattern(pattern)) {
    return 'repeats inside a repeat, which can take very long on some addresses: simplify it';
  }
  return null;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The expression that finds every match; null for a pattern that cannot be used. */
export function findExpression(change: FindReplace): RegExp | null {
  if (change.pattern && findPatternProblem(change.find)) return null;
  const source = change.pattern ? change.find : escaped(change.find);
  return new RegExp(source, `gu${change.matchCase ? '' : 'i'}`);
}

/** Where each match is in `text`, for highlighting: [start, end) pairs, at most `limit`. */
export function matchRanges(text: string, expression: RegExp, limit = 20): [number, number][] {
  const ranges: [number, number][] = [];
  expression.lastIndex = 0;
  for (const match of text.matchAll(expression)) {
    if (match[0].length === 0) continue;
    ranges.push([match.index, match.index + match[0].length]);
    if (ranges.length >= limit) break;
  }
  return ranges;
}

/**
 * The text with every match replaced. A literal replacement is taken as it is; a pattern's may name groups
 * (`$1`), as regular expressions do everywhere.
 */
export function replaceMatches(text: string, expression: RegExp, change: FindReplace): string {
  expression.lastIndex = 0;
  return change.pattern
    ? text.replace(expression, change.replace)
    : text.replace(expression, () => change.replace);
}
