import type { LinkFormFields } from './link-form-values.ts';

/**
 * The fields under "Advanced": what few links need. The password is one of them, except on an edit that would
 * lose it (see `passwordUpFront`), where the form asks for it up front.
 */
export const ADVANCED_FIELDS = [
  'password',
  'type',
  'splash',
  'overlay',
  'pixels',
  'replacePixels',
  'metadescription',
  'metaimage',
  'description',
] as const satisfies readonly (keyof LinkFormFields)[];

export type AdvancedField = (typeof ADVANCED_FIELDS)[number];

/**
 * Whether the password stands with the main fields: on an edit for an installation that replaces a link on
 * update, saving without the password removes it, and the form's warning asks for it to be typed again.
 */
export function passwordUpFront(options: { editing: boolean; replacesOnUpdate: boolean }): boolean {
  return options.editing && options.replacesOnUpdate;
}

/**
 * Whether a field under "Advanced" holds something, so that the section starts open: nothing a link has is
 * ever hidden behind a closed section.
 */
export function advancedInUse(fields: LinkFormFields, options: { passwordUpFront: boolean }): boolean {
  const text = (value: string) => value.trim() !== '';
  const pixels = Array.isArray(fields.pixels) ? fields.pixels.length > 0 : fields.pixels !== false;
  return (
    (!options.passwordUpFront && fields.password !== '') ||
    (fields.type !== 'direct' && fields.type !== 'keep') ||
    pixels ||
    text(fields.metadescription) ||
    text(fields.metaimage) ||
    text(fields.description)
  );
}

/** The advanced fields that have an error now, in a stable order (what decides to open the section). */
export function advancedWithErrors(
  errors: Partial<Record<keyof LinkFormFields, unknown>>,
  options: { passwordUpFront: boolean },
): AdvancedField[] {
  return ADVANCED_FIELDS.filter(
    (field) => errors[field] !== undefined && !(field === 'password' && options.passwordUpFront),
  );
}

/** A domain as people read it: no scheme, no trailing slash ("go.brand.com"). */
export function bareDomain(domain: string): string {
  return domain
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '');
}

/**
 * The domain of a short URL on the installation's own domain: the short URL without its alias, as people read
 * it ("links.example.com"). Null when the short URL does not end with the alias.
 */
export function ownDomainOf(shorturl: string, alias: string): string | null {
  const bare = bareDomain(shorturl);
  const end = `/${alias}`;
  if (alias === '' || !bare.endsWith(end)) return null;
  const domain = bare.slice(0, -end.length);
  return domain === '' ? null : domain;
}

/** The parts of the short URL a link will get, for the preview under the domain and alias. */
export interface ShortUrlPreview {
  /** "go.brand.com/", or a description of the installation's own domain when it is not known. */
  domain: string;
  /** The alias typed, or null when the installation will pick one. */
  alias: string | null;
}

/**
 * What the short URL will be: the branded domain chosen, or the installation's own (`ownDomain`, when known),
 * then the alias typed, or none yet (the installation picks a random one).
 */
export function shortUrlPreview(
  fields: Pick<LinkFormFields, 'domain' | 'custom'>,
  ownDomain: string | null,
): ShortUrlPreview {
  const domain =
    fields.domain.trim() !== '' ? bareDomain(fields.domain) : (ownDomain ?? 'your default domain');
  const alias = fields.custom.trim();
  return { domain: `${domain}/`, alias: alias === '' ? null : alias };
}
