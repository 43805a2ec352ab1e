import { quoted } from './quoted-value.ts';

/** What the account offers a link: its branded domains, campaigns and channels. */
export interface ImportChoices {
  /** Branded domains the account can use, e.g. 'https://go.brand'. */
  domains: { address: string }[];
  campaigns: { id: number; name: string }[];
  channels: { id: number; name: string }[];
}

/** A cell matched to one of the choices, or why it matches none. */
export type ChoiceMatch<T> = { value: T } | { problem: string };

export interface ChoiceMatcher {
  domain(text: string): ChoiceMatch<string>;
  campaign(text: string): ChoiceMatch<number>;
  channel(text: string): ChoiceMatch<number>;
}

/** How many existing choices a "not one of" message names, so that it stays one sentence. */
const NAMED_IN_PROBLEM = 3;

/** Indexes the choices once, so that matching a cell costs a map lookup however long the sheet. */
export function createChoiceMatcher(choices: ImportChoices): ChoiceMatcher {
  return {
    domain: domainMatcher(choices.domains),
    campaign: namedMatcher(choices.campaigns, { label: 'Campaign', many: 'campaigns' }),
    channel: namedMatcher(choices.channels, { label: 'Channel', many: 'channels' }),
  };
}

/** A domain address in lower case without trailing slashes: `HTTPS://Go.Brand/` is `https://go.brand`. */
const addressKey = (text: string) => text.trim().toLowerCase().replace(/\/+$/, '');
/** The same without its scheme: `https://go.brand` and `go.brand` are one. */
const bareDomain = (text: string) => addressKey(text).replace(/^[a-z][a-z0-9+.-]*:\/\//, '');

function domainMatcher(domains: ImportChoices['domains']): (text: string) => ChoiceMatch<string> {
  // The address as written first (scheme included), then the bare host, so that an account holding both
  // http:// and https:// forms of one host gets the one the cell names.
  const exact = new Map<string, string>();
  const bare = new Map<string, string>();
  for (const { address } of domains) {
    if (!exact.has(addressKey(address))) exact.set(addressKey(address), address);
    if (!bare.has(bareDomain(address))) bare.set(bareDomain(address), address);
  }
  const known = [...bare.keys()];
  return (text) => {
    const found = exact.get(addressKey(text)) ?? bare.get(bareDomain(text));
    if (found !== undefined) return { value: found };
    if (known.length === 0) {
      return {
        problem: `Domain ${quoted(text)} cannot be used: the account has no branded domains. Leave it empty for the installation’s own domain`,
      };
    }
    return {
      problem: `Domain ${quoted(text)} is not one of the account’s branded domains: ${someOf(known)}`,
    };
  };
}

/** Names compare without case and with runs of spaces as one, as a person would read them. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function namedMatcher(
  items: { id: number; name: string }[],
  words: { label: string; many: string },
): (text: string) => ChoiceMatch<number> {
  const byName = new Map<string, number[]>();
  const ids = new Set<number>();
  for (const item of items) {
    const key = nameKey(item.name);
    byName.set(key, [...(byName.get(key) ?? []), item.id]);
    ids.add(item.id);
  }
  const names = items.map((item) => item.name.trim());
  return (text) => {
    // A name first: a campaign may well be called "2026", and the person then means the name.
    const named = byName.get(nameKey(text));
    if (named?.length === 1) return { value: named[0]! };
    if (named && named.length > 1) {
      return {
        problem: `${words.label} ${quoted(text)} is the name of ${named.length} ${words.many}: write the id of the one you mean (${named.join(', ')})`,
      };
    }
    const id = /^#?(\d+)$/.exec(text.trim());
    if (id && ids.has(Number(id[1]))) return { value: Number(id[1]) };
    if (names.length === 0) {
      return { problem: `${words.label} ${quoted(text)} cannot be used: the account has no ${words.many}` };
    }
    return {
      problem: `${words.label} ${quoted(text)} is not the name or id of one of the account’s ${words.many}: ${someOf(names)}`,
    };
  };
}

/** "a, b or c"; "such as a, b, c (and 4 more)" for a longer list; "the only one is a" for one. */
function someOf(values: string[]): string {
  const named = values.slice(0, NAMED_IN_PROBLEM);
  const rest = values.length - named.length;
  if (rest > 0) return `such as ${named.join(', ')} (and ${rest} more)`;
  if (named.length === 1) return `the only one is ${named[0]}`;
  return `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`;
}
