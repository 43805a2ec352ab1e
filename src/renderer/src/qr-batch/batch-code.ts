import type { Link } from '../../../shared/ipc/resources.ts';
import { shortLinkOfQrImage } from '../../../shared/qr/short-link.ts';
import { rowLabel, type QrRow } from '../qr/qr-row.ts';

/** One code of a batch, as the selection gave it; what it looks like is worked out when its turn comes. */
export interface BatchCode {
  /** Unique within the batch: "qr 12", "link 40". */
  key: string;
  /** How the dialog names it when it is left out: a code's name, a link's alias. */
  label: string;
  /** The first line under it on a printed sheet: a code's name, a link's title (or alias). */
  caption: string;
  /** What its file in a ZIP is named after; null when it has none. */
  alias: string | null;
  /** For a file name when there is no alias: as a single export names it. */
  named: { id: number; name: string };
  origin:
    | { kind: 'qr'; id: number; link: string }
    /** A link's code is made here, of its short URL: it scans to the link and counts as its clicks. */
    | { kind: 'link'; shortUrl: string };
}

/** The last segment of a short link: `https://sho.rt/spring` → "spring". */
function aliasOfShortLink(shortLink: string | null): string | null {
  if (!shortLink || !URL.canParse(shortLink)) return null;
  const alias = new URL(shortLink).pathname.split('/').at(-1);
  if (!alias) return null;
  try {
    return decodeURIComponent(alias);
  } catch {
    // A stray "%" that starts no escape: the alias as the address has it.
    return alias;
  }
}

/** A code's alias is its image's last segment (`{base}/qr/<alias>`), which its short link shares. */
export function batchCodeOfQrRow(row: QrRow): BatchCode {
  const label = rowLabel(row);
  return {
    key: `qr ${row.qr.id}`,
    label,
    caption: label,
    alias: aliasOfShortLink(shortLinkOfQrImage(row.qr.link)),
    named: { id: row.qr.id, name: row.name },
    origin: { kind: 'qr', id: row.qr.id, link: row.qr.link },
  };
}

export function batchCodeOfLink(link: Link): BatchCode {
  return {
    key: `link ${link.id}`,
    label: link.alias,
    caption: link.title || link.alias,
    alias: link.alias || aliasOfShortLink(link.shorturl),
    named: { id: link.id, name: link.alias },
    origin: { kind: 'link', shortUrl: link.shorturl },
  };
}
