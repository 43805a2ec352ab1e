import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './search.ts';

interface Person {
  name: string;
  email: string;
  visits: number;
}

const people: Person[] = [
  { name: 'Ada Lovelace', email: 'ada@example.test', visits: 12 },
  { name: 'Alan Turing', email: 'alan@example.test', visits: 7 },
  { name: 'Grace Hopper', email: 'grace@navy.test', visits: 120 },
];

describe('the search index a list filters with', () => {
  it('matches every word anywhere in the item’s text and numbers, ignoring case', () => {
    const index = createSearchIndex(people);
    expect(index.filter('')).toBe(people);
    expect(index.filter('  ')).toBe(people);
    expect(index.filter('EXAMPLE').map((person) => person.name)).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(index.filter('hopper navy').map((person) => person.name)).toEqual(['Grace Hopper']);
    expect(index.filter('120').map((person) => person.name)).toEqual(['Grace Hopper']);
    expect(index.filter('ada turing')).toEqual([]);
  });

  it('looks only in the text it is given', () => {
    const index = createSearchIndex(people, (person) => person.name);
    expect(index.filter('example')).toEqual([]);
    expect(index.filter('alan').map((person) => person.email)).toEqual(['alan@example.test']);
  });

  it('narrows the last matches as letters are typed, and starts over when the query changes otherwise', () => {
    let reads = 0;
    const index = createSearchIndex(people, (person) => {
      reads++;
      return person.name;
    });
    expect(index.filter('a').map((person) => person.name)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
    ]);
    expect(index.filter('al').map((person) => person.name)).toEqual(['Alan Turing']);
    expect(index.filter('al t').map((person) => person.name)).toEqual(['Alan Turing']);
    // Backspace: a shorter query is not narrowed from the longer one's matches.
    expect(index.filter('a').map((person) => person.name)).toHaveLength(3);
    expect(index.filter('grace').map((person) => person.name)).toEqual(['Grace Hopper']);
    // Each item's text is read once, however often it is searched.
    expect(reads).toBe(people.length);
  });

  it('reads the texts ahead when asked, once', () => {
    let reads = 0;
    const index = createSearchIndex(people, (person) => {
      reads++;
      return person.email;
    });
    index.prepare();
    expect(reads).toBe(people.length);
    expect(index.filter('navy').map((person) => person.name)).toEqual(['Grace Hopper']);
    // Everything matching answers the very array, so a list has nothing new to draw.
    expect(index.filter('test')).toBe(people);
    expect(reads).toBe(people.length);
  });
});
