/**
 * How well a typed query matches a piece of text, as a person would rank it: the text *is* the word typed,
 * then the text starts with it, then one of its words starts with it, then it appears inside a word, and last
 * its letters appear in order within one word ("sttngs" finds "settings"). Letters scattered across several
 * words never match: that is what made "stat" list everything with an s, a t and an a in it.
 */

export const TIER = {
  /** A whole word of the text, e.g. "links" in "Search links". */
  word: 100,
  /** The start of the text, e.g. "stat" in "Statistics". */
  textStart: 90,
  /** The start of a word, e.g. "stat" in "Show statistics" or "spring" in "example.com/spring-sale". */
  wordStart: 75,
  /** Inside a word, three letters or more, e.g. "sale" in "wholesale". */
  inside: 45,
  /** The letters in order within one word, starting with its first letter, e.g. "sttngs" in "settings". */
  letters: 20,
} as const;

/** Lower case, without accents, so "Résumé" is found by "resume". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** The best tier of one query word (normalized, no spaces) in normalized `text`; 0 when it does not match. */
export function wordScore(word: string, text: string): number {
  if (!word) return 0;
  let best = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const startsWord = at === 0 || !isWordChar(text[at - 1]) || !isWordChar(word[0]);
    const endsWord = !isWordChar(text[at + word.length]);
    let tier = 0;
    if (startsWord && endsWord) tier = TIER.word;
    else if (at === 0) tier = TIER.textStart;
    else if (startsWord) tier = TIER.wordStart;
    // A letter or two inside a word matches almost anything; it says nothing about what the person wants.
    else if (word.length >= 3) tier = TIER.inside;
    best = Math.max(best, tier);
    if (best === TIER.word) return best;
  }
  if (best === 0 && word.length >= 3 && lettersInOneWord(word, text)) best = TIER.letters;
  return best;
}

/** Whether `word`'s letters appear in order inside a single word of `text`, starting at that word's start. */
function lettersInOneWord(word: string, text: string): boolean {
  for (const candidate of text.split(/[^\p{L}\p{N}]+/u)) {
    if (candidate.length < word.length || candidate[0] !== word[0]) continue;
    let found = 1;
    for (let index = 1; index < candidate.length && found < word.length; index++) {
      if (candidate[index] === word[found]) found++;
    }
    if (found === word.length) return true;
  }
  return false;
}

/** One piece of text an entry can be found by, and how much a match there counts (1 for its label). */
export interface Field {
  text: string;
  weight: number;
}

/**
 * How well `query` matches an entry described by `fields`, from 0 (no match) to 100. Every word of the query
 * must match in some field; the score is the average of each word's best weighted tier, or the whole query's
 * tier when it matches as one phrase ("search links"), whichever is higher.
 */
export function entryScore(query: string, fields: readonly Field[]): number {
  const phrase = normalize(query).trim().replace(/\s+/g, ' ');
  if (!phrase) return 0;
  const normalized = fields.map((field) => ({ text: normalize(field.text), weight: field.weight }));
  const best = (word: string) =>
    Math.max(0, ...normalized.map((field) => wordScore(word, field.text) * field.weight));

  const words = phrase.split(' ');
  let total = 0;
  for (const word of words) {
    const score = best(word);
    if (score === 0) return 0;
    total += score;
  }
  const asPhrase = words.length > 1 ? best(phrase) : 0;
  return Math.max(total / words.length, asPhrase);
}
