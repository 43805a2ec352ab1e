/** The link fields a spreadsheet's columns can fill, in the order the mapping screen lists them. */
export const IMPORT_FIELDS = [
  'url',
  'alias',
  'title',
  'domain',
  'campaign',
  'channel',
  'expiry',
  'password',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Each field's name on screen and in the problems a row reports. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  url: 'Long URL',
  alias: 'Alias',
  title: 'Title',
  domain: 'Domain',
  campaign: 'Campaign',
  channel: 'Channel',
  expiry: 'Expiry',
  password: 'Password',
};

/** Column index in the sheet per field; a field not mapped is absent. */
export type ColumnMapping = { [F in ImportField]?: number };
