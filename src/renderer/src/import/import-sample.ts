import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  type ImportField,
} from '../../../shared/import/import-fields.ts';

/** What each column does, and other headers that are read as it, for the empty import screen's list. */
const COLUMN_HINTS: Record<ImportField, { what: string; also: string }> = {
  url: {
    what: 'The page the short link opens. The only column every row needs.',
    also: 'Destination, URL, Link',
  },
  alias: { what: 'The end of the short link, as in go.example.com/spring-sale.', also: 'Slug, Custom alias' },
  title: { what: 'A name to find the link by.', also: 'Name, Label' },
  domain: { what: 'One of your branded domains; your default one if empty.', also: 'Branded domain' },
  campaign: { what: 'The name of one of your campaigns.', also: 'Campaign name' },
  channel: { what: 'The name of one of your channels.', also: 'Channel name' },
  expiry: {
    what: 'The day the link stops working, as 2026-12-31 or a date cell.',
    also: 'Expires, Valid until',
  },
  password: { what: 'Asked before the link opens.', also: 'Link password' },
};

export interface ImportColumnHelp {
  field: ImportField;
  label: string;
  what: string;
  also: string;
}

/** The columns Linkdesk reads, in the order the mapping lists them. */
export const IMPORT_COLUMN_HELP: readonly ImportColumnHelp[] = IMPORT_FIELDS.map((field) => ({
  field,
  label: IMPORT_FIELD_LABELS[field],
  ...COLUMN_HINTS[field],
}));

export const SAMPLE_FILE_NAME = 'Linkdesk import sample.csv';

/**
 * A small sheet in the form Linkdesk reads best: every column it knows as the header, three links, and cells
 * left empty where a row does without. Domain, campaign and channel stay empty, since any name put there would
 * have to be one of the account's own; the expiry is next year's last day, so the sample never starts out expired.
 */
export function sampleSheet(today: Date): string {
  const nextYear = today.getFullYear() + 1;
  const rows = [
    IMPORT_FIELDS.map((field) => IMPORT_FIELD_LABELS[field]),
    ['https://example.com/spring-sale', 'spring-sale', 'Spring sale', '', '', '', `${nextYear}-12-31`, ''],
    ['https://example.com/newsletter?utm_source=email', '', 'Newsletter sign-up', '', '', '', '', ''],
    ['https://example.com/members', 'members-only', 'Members’ page', '', '', '', '', 'open-sesame'],
  ];
  return `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
