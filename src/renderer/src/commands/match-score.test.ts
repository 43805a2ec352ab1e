import { describe, expect, it } from 'vitest';
import { entryScore, TIER, wordScore } from './match-score.ts';

const label = (text: string) => [{ text, weight: 1 }];

describe('how a typed word matches a text', () => {
  it('ranks a whole word, then the text’s start, then a word’s start, then inside a word, then letters in order', () => {
    expect(wordScore('links', 'search links')).toBe(TIER.word);
    expect(wordScore('stat', 'statistics')).toBe(TIER.textStart);
    expect(wordScore('stat', 'show statistics')).toBe(TIER.wordStart);
    expect(wordScore('sale', 'wholesale prices')).toBe(TIER.inside);
    expect(wordScore('sttngs', 'open settings')).toBe(TIER.letters);
    expect(TIER.word).toBeGreaterThan(TIER.textStart);
    expect(TIER.textStart).toBeGreaterThan(TIER.wordStart);
    expect(TIER.wordStart).toBeGreaterThan(TIER.inside);
    expect(TIER.inside).toBeGreaterThan(TIER.letters);
  });

  it('never matches letters scattered across words, or a letter or two inside a word', () => {
    expect(wordScore('stat', 'switch to alex’s account')).toBe(0);
    expect(wordScore('stat', 'delete the selection')).toBe(0);
    expect(wordScore('ta', 'statistics')).toBe(0);
  });

  it('treats the pieces of an address as words', () => {
    const url = 'https://example.com/campaigns/spring-sale?ref=newsletter';
    expect(wordScore('spring', url)).toBe(TIER.word);
    expect(wordScore('spri', url)).toBe(TIER.wordStart);
    expect(wordScore('campaigns/spring-s', url)).toBe(TIER.wordStart);
    expect(wordScore('newsletter', url)).toBe(TIER.word);
  });
});

describe('how a query matches an entry', () => {
  it('needs every word to match somewhere', () => {
    expect(entryScore('switch home', label('Switch to Home'))).toBe(TIER.word);
    expect(entryScore('switch office', label('Switch to Home'))).toBe(0);
  });

  it('ignores case and accents', () => {
    expect(entryScore('RESUME', label('Résumé'))).toBe(TIER.word);
  });

  it('counts a match in the label more than one in a keyword', () => {
    const inLabel = entryScore('stat', label('Show statistics'));
    const inKeyword = entryScore('stat', [
      { text: 'Links', weight: 1 },
      { text: 'Short links, their clicks and statistics', weight: 0.5 },
    ]);
    expect(inLabel).toBeGreaterThan(inKeyword);
    expect(inKeyword).toBeGreaterThan(0);
  });

  it('scores nothing for an empty query', () => {
    expect(entryScore('   ', label('Links'))).toBe(0);
  });
});
