import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import type { Cached, Link, Listing, QrCode } from '../../../shared/ipc/resources.ts';
import type { QrDesignSummary } from '../../../shared/qr/summary.ts';
import { readKey } from '../store/read-cache.ts';
import { entryScore } from './match-score.ts';
import { linkFields, qrFields } from './found-entries.ts';
import type { SearchSession } from './search-session.ts';

/** How many links the installation's own search returns: the best few, not a page to read through. */
export const LINK_RESULTS = 8;
/** How many QR codes show at most; the rest are a sign the text is not specific enough yet. */
export const QR_RESULTS = 8;
/**
 * Lists the palette filters itself (QR codes, and links where the installation cannot search) are read once,
 * newest first, in a single request of the largest page an installation gives.
 */
const LATEST = 1000;

export type FoundKind = 'links' | 'QR codes';

/** A code, with what Linkdesk knows of it from the design kept on this computer. */
export interface FoundQr {
  qr: QrCode;
  /** The installation's name, else the one kept with the design ('' for none). */
  name: string;
  /** A short line about what it holds ("example.com/menu", "Cafe"); '' when Linkdesk does not know. */
  content: string;
}

export interface Found {
  links: Link[];
  /** Whether the installation chose the links (searching fields the palette does not show, like descriptions). */
  linksFromSearch: boolean;
  /**
   * When the lists the links and codes came from were asked for (the older one, where two were read): deletes
   * finished before then are already missing from them, and only those still to finish need hiding.
   */
  linksReadAt: number;
  qrCodesReadAt: number;
  qrCodes: FoundQr[];
  /** What could not be searched, and why. */
  failures: { kind: FoundKind; error: AppErrorData }[];
  /** Some answers came from main's offline copy, not from the installation now. */
  stale: boolean;
}

interface Scope {
  api: Api;
  session: SearchSession;
  account: AccountView;
}

/** A list as read, with when it was asked for. */
type ListAnswer<T> = Result<Cached<Listing<T>>> & { at: number };

/** "https://sho.rt/abc" or "sho.rt/abc": what the installation can look up as an exact short URL. */
export function shortUrlOf(text: string): string | null {
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  if (/\s/.test(text) || !URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  return url.hostname.includes('.') && /^\/[^/]+\/?$/.test(url.pathname) ? withScheme : null;
}

async function findLinks({ api, session, account }: Scope, text: string): Promise<ListAnswer<Link>> {
  const accountId = account.id;
  if (account.revision !== 'current') {
    // Only current installations search; older ones give their latest links, which the palette filters.
    const answer = await session.read(readKey(accountId, 'palette latest links'), (requestId) =>
      api.listLinks({ accountId, requestId, page: 1, limit: LATEST }),
    );
    if (!answer.ok) return answer;
    const items = answer.value.data.items.filter((link) => entryScore(text, linkFields(link)) > 0);
    return { ok: true, at: answer.at, value: { ...answer.value, data: { ...answer.value.data, items } } };
  }
  const byWords = session.read(readKey(accountId, 'palette links', text), (requestId) =>
    api.listLinks({ accountId, requestId, q: text, page: 1, limit: LINK_RESULTS }),
  );
  // A pasted short URL is not in any field the keyword search reads; the installation finds it exactly.
  const short = shortUrlOf(text);
  const byShortUrl = short
    ? session.read(readKey(accountId, 'palette short url', short), (requestId) =>
        api.listLinks({ accountId, requestId, short, page: 1, limit: LINK_RESULTS }),
      )
    : null;
  const [words, exact] = await Promise.all([byWords, byShortUrl]);
  if (!words.ok) return words;
  if (!exact?.ok) return words;
  const seen = new Set(exact.value.data.items.map((link) => link.id));
  return {
    ok: true,
    at: Math.min(words.at, exact.at),
    value: {
      stale: words.value.stale ?? exact.value.stale,
      data: {
        ...words.value.data,
        items: [...exact.value.data.items, ...words.value.data.items.filter((link) => !seen.has(link.id))],
      },
    },
  };
}

/**
 * The designs kept on this computer say what a code holds (a web address, a network's name), which the
 * installation's list does not: read from main's database, never over the network. Without them (a failure)
 * codes are still found by name.
 */
async function designsOf({ api, session, account }: Scope): Promise<Map<number, QrDesignSummary>> {
  const accountId = account.id;
  const answer = await session.read(readKey(accountId, 'palette qr designs'), () =>
    api.getQrDesigns({ accountId }),
  );
  return new Map(answer.ok ? answer.value.map((summary) => [summary.id, summary]) : []);
}

async function findQrCodes(scope: Scope, text: string): Promise<ListAnswer<FoundQr>> {
  const { api, session, account } = scope;
  const accountId = account.id;
  const [answer, designs] = await Promise.all([
    session.read(readKey(accountId, 'palette latest qr codes'), (requestId) =>
      api.listQrCodes({ accountId, requestId, page: 1, limit: LATEST }),
    ),
    designsOf(scope),
  ]);
  if (!answer.ok) return answer;
  // The best matches, not the newest: the palette shows only a few.
  const items = answer.value.data.items
    .map((qr): FoundQr => {
      const summary = designs.get(qr.id);
      return { qr, name: qr.name || summary?.name || '', content: summary?.content ?? '' };
    })
    .map((found) => ({ found, score: entryScore(text, qrFields(found)) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, QR_RESULTS)
    .map((candidate) => candidate.found);
  return { ok: true, at: answer.at, value: { ...answer.value, data: { ...answer.value.data, items } } };
}

/** Whether the account's key reaches the area the palette would search. */
export function searchableKinds(account: AccountView): FoundKind[] {
  const kinds: FoundKind[] = [];
  if (!account.unreachable.links) kinds.push('links');
  if (!account.unreachable.qr) kinds.push('QR codes');
  return kinds;
}

/** The account's links and QR codes that match `text`, each kind searched on its own so one failing keeps the other. */
export async function searchInstallation(scope: Scope, text: string): Promise<Found> {
  const kinds = searchableKinds(scope.account);
  const [links, qrCodes] = await Promise.all([
    kinds.includes('links') ? findLinks(scope, text) : null,
    kinds.includes('QR codes') ? findQrCodes(scope, text) : null,
  ]);
  const found: Found = {
    links: [],
    linksFromSearch: false,
    linksReadAt: 0,
    qrCodes: [],
    qrCodesReadAt: 0,
    failures: [],
    stale: false,
  };
  if (links?.ok) {
    found.links = links.value.data.items;
    found.linksReadAt = links.at;
    found.linksFromSearch = scope.account.revision === 'current';
    found.stale ||= links.value.stale !== null;
  } else if (links) {
    found.failures.push({ kind: 'links', error: links.error });
  }
  if (qrCodes?.ok) {
    found.qrCodes = qrCodes.value.data.items;
    found.qrCodesReadAt = qrCodes.at;
    found.stale ||= qrCodes.value.stale !== null;
  } else if (qrCodes) {
    found.failures.push({ kind: 'QR codes', error: qrCodes.error });
  }
  return found;
}
