import { IMPORT_FIELD_LABELS, type ImportField } from '../../shared/import/import-fields.ts';
import { quoted } from '../../shared/import/quoted-value.ts';
import type { ImportLink } from '../../shared/import/row-check.ts';

/** The API's name of each field a row sends, as the import's columns call it. */
const API_FIELDS: Record<
  string,
  { field: ImportField; value: (link: ImportLink) => string | number | undefined }
> = {
  url: { field: 'url', value: (link) => link.url },
  custom: { field: 'alias', value: (link) => link.custom },
  metatitle: { field: 'title', value: (link) => link.metatitle },
  domain: { field: 'domain', value: (link) => link.domain },
  campaign: { field: 'campaign', value: () => undefined },
  channel: { field: 'channel', value: () => undefined },
  expiry: { field: 'expiry', value: (link) => link.expiry },
  password: { field: 'password', value: () => undefined },
};

/**
 * An installation's refusal of a row in the import's words: "custom: is already taken by another link" becomes
 * "Alias “summer-ux” is already taken by another link", with the column's name and the row's value (never a
 * password's). A refusal that names no field the row sends is kept as it came.
 */
export function refusalInWords(message: string, field: string | undefined, link: ImportLink | null): string {
  const known = field === undefined ? undefined : API_FIELDS[field];
  if (!known || !message.startsWith(`${field}: `)) return message;
  const rest = message.slice(field!.length + 2);
  const value = link ? known.value(link) : undefined;
  const label = IMPORT_FIELD_LABELS[known.field];
  return value === undefined || value === ''
    ? `${label} ${rest}`
    : `${label} ${quoted(String(value))} ${rest}`;
}
