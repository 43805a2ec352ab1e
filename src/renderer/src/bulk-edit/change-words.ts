import type { BulkChangeKind, BulkChanges } from '../../../shared/bulk-edit/bulk-changes.ts';
import type { BulkField, FieldChange } from '../../../shared/bulk-edit/plan-link.ts';

export const CHANGE_KIND_LABELS: Record<BulkChangeKind, string> = {
  domain: 'Branded domain',
  campaign: 'Campaign',
  channel: 'Channel',
  expiry: 'Expiry',
  redirect: 'Redirect',
  pixels: 'Pixels',
  utm: 'UTM parameters',
  findReplace: 'Find and replace in destinations',
  title: 'Title prefix or suffix',
};

export const FIELD_LABELS: Record<BulkField, string> = {
  url: 'Destination',
  title: 'Title',
  domain: 'Domain',
  campaign: 'Campaign',
  channel: 'Channel',
  expiry: 'Expiry',
  type: 'Redirect',
  pixels: 'Pixels',
};

/** What an edit changes, for its name in lists: "Branded domain, UTM parameters". */
export function changesLabel(changes: BulkChanges): string {
  const kinds = (Object.keys(CHANGE_KIND_LABELS) as BulkChangeKind[]).filter((kind) => changes[kind]);
  return kinds.map((kind) => CHANGE_KIND_LABELS[kind]).join(', ');
}

export interface Names {
  campaigns: ReadonlyMap<number, string>;
  channels: ReadonlyMap<number, string>;
  pixels: ReadonlyMap<number, string>;
}

const REDIRECTS: Record<string, string> = { direct: 'Direct', frame: 'Frame', splash: 'Splash page' };

function expiryText(value: string): string {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A field's value as a person reads it: names for ids, local times, "none". */
export function valueText(
  field: BulkField,
  value: string | null | undefined,
  names: Names,
  pending: { unknown: string },
): string {
  if (value === undefined) return pending.unknown;
  if (value === null || value === '') return field === 'domain' ? 'The installation’s own' : 'None';
  switch (field) {
    case 'campaign':
      return names.campaigns.get(Number(value)) ?? `Campaign ${value}`;
    case 'channel':
      return names.channels.get(Number(value)) ?? `Channel ${value}`;
    case 'pixels':
      return value
        .split(', ')
        .map((id) => names.pixels.get(Number(id)) ?? `Pixel ${id}`)
        .join(', ');
    case 'type':
      return REDIRECTS[value] ?? value;
    case 'expiry':
      return expiryText(value);
    case 'domain':
      return value.replace(/^https?:\/\//i, '');
    default:
      return value;
  }
}

/** One change in a sentence for a screen reader and a tooltip: "Domain: a.example → b.example". */
export function changeSentence(change: FieldChange, names: Names, expiryShift: number | null): string {
  const before = valueText(change.field, change.before, names, { unknown: 'as it is now' });
  const after = valueText(change.field, change.after, names, {
    unknown:
      expiryShift === null
        ? 'read when sent'
        : `${Math.abs(expiryShift)} days ${expiryShift < 0 ? 'earlier' : 'later'}`,
  });
  return `${FIELD_LABELS[change.field]}: ${before} → ${after}`;
}
