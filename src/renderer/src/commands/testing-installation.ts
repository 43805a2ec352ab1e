import { giveListsAHeight } from '../components/data-list/testing-layout.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import type { Revision } from '../../../shared/api/constants.ts';
import type { RequestOf } from '../../../shared/ipc/contract.ts';
import type { Link, LinkDetails, Listing, QrCode } from '../../../shared/ipc/resources.ts';
import { FakeMain } from '../testing/fake-main.ts';

export function link(id: number, alias: string, longurl: string, title = ''): Link {
  return {
    id,
    alias,
    shorturl: `https://links.example.com/${alias}`,
    longurl,
    title,
    description: '',
    clicks: 0,
    uniqueclicks: 0,
    date: '2026-01-01 10:00:00',
    domain: null,
    campaign: null,
    channel: [],
  };
}

export function qrCode(id: number, name: string): QrCode {
  return { id, name, link: `https://links.example.com/qr/${id}`, scans: id, date: '2026-01-01 10:00:00' };
}

const NO_CLICKS: LinkDetails['statistics'] = {
  clicks: 0,
  uniqueClicks: 0,
  topCountries: {},
  topReferrers: {},
  topBrowsers: {},
  topOs: {},
  socialCount: { facebook: 0, twitter: 0, instagram: 0 },
};

function listing<T>(items: T[], limit = 15): { data: Listing<T>; stale: null } {
  return { data: { items, total: items.length, page: 1, maxPage: 1, perPage: limit }, stale: null };
}

/**
 * Main over an installation holding `links` and `qrCodes`, for the command palette: `listLinks` searches as
 * installations do (`q` in alias, long URL, title and description; `short` an exact short URL), and every
 * links request can be read back with `linkRequests`.
 */
export function installationWith(options: { links?: Link[]; qrCodes?: QrCode[]; revision?: Revision }) {
  const main = new FakeMain();
  const account = main.seedAccount({ name: 'Work', revision: options.revision ?? 'current' });
  const links = options.links ?? [];
  main.answerWith('listLinks', (request) => {
    const q = request.q?.toLowerCase();
    const items = links.filter(
      (candidate) =>
        (!q ||
          [candidate.alias, candidate.longurl, candidate.title, candidate.description].some((text) =>
            text.toLowerCase().includes(q),
          )) &&
        (!request.short || candidate.shorturl === request.short),
    );
    return listing(items.slice(0, request.limit ?? 15), request.limit);
  });
  main.answer('listQrCodes', listing(options.qrCodes ?? [], 1000));
  main.answerWith('getLink', (request) => {
    const found = links.find((candidate) => candidate.id === request.id)!;
    return {
      data: { link: { ...found, location: [], device: [], expiry: null }, statistics: NO_CLICKS },
      stale: null,
    };
  });
  const linkRequests = () => main.sent('listLinks') as RequestOf<'links:list'>[];
  return { main, account, linkRequests, searches: () => linkRequests().filter((request) => request.q) };
}

/**
 * What the palette's tests need of a page jsdom cannot lay out: dialogs, lists with a height, and the
 * scrolling and resizing calls the palette and lists make. Returns what undoes the lists' height.
 */
export function preparePalettePage(): () => void {
  installDialogStandIns();
  const undoHeight = giveListsAHeight();
  // The palette keeps its highlighted option in view; jsdom lays nothing out, so there is nothing to scroll.
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  return undoHeight;
}
