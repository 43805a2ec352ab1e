import type { Link } from '../../../shared/ipc/resources.ts';
import { displayUrl } from '../components/primitives/truncate.ts';
import { qrLabel } from '../qr/qr-label.ts';
import type { Field } from './match-score.ts';
import type { OpenItem } from './open-item.ts';
import { WEIGHT, type PaletteGroup } from './palette-entry.ts';
import type { Found, FoundQr } from './installation-search.ts';

/** What a person remembers of a link: its title, its alias, its short URL, part of where it points. */
export function linkFields(link: Link): Field[] {
  return [
    { text: link.title, weight: WEIGHT.label },
    { text: link.alias, weight: WEIGHT.label },
    { text: link.shorturl, weight: WEIGHT.address },
    { text: link.longurl, weight: WEIGHT.address },
  ].filter((field) => field.text);
}

/**
 * A code is found by its name and what it holds, not by its image URL: every one holds "/qr/", which would
 * match them all.
 */
export function qrFields(found: FoundQr): Field[] {
  return [
    { text: qrLabel({ id: found.qr.id, name: found.name }), weight: WEIGHT.label },
    { text: found.content, weight: WEIGHT.address },
  ].filter((field) => field.text);
}

const scans = (count: number) => (count === 1 ? '1 scan' : `${count} scans`);

/** The links and codes found, as palette groups; choosing one asks its area to open it. */
export function foundGroups(
  found: Found,
  accountId: string,
  open: (item: OpenItem) => void,
  /** False while the text has changed since the search: only what visibly matches the new text stays. */
  current: boolean,
): PaletteGroup[] {
  return [
    {
      heading: 'Links',
      entries: found.links.map((link) => ({
        value: `link ${link.id}`,
        label: link.title || link.alias,
        aside: displayUrl(link.shorturl),
        detail: displayUrl(link.longurl),
        fields: linkFields(link),
        foundByInstallation: current && found.linksFromSearch,
        run: () => open({ kind: 'link', accountId, link }),
      })),
    },
    {
      heading: 'QR codes',
      entries: found.qrCodes.map((code) => ({
        value: `qr ${code.qr.id}`,
        label: qrLabel({ id: code.qr.id, name: code.name }),
        detail: [code.content, scans(code.qr.scans)].filter(Boolean).join(' · '),
        fields: qrFields(code),
        run: () => open({ kind: 'qr', accountId, qr: code.qr }),
      })),
    },
  ];
}
