import { withWebScheme } from '../../../shared/api/web-scheme.ts';
import { z } from 'zod';
import type { Revision } from '../../../shared/api/constants.ts';
import { linkCreateBody, linkUpdateBody } from '../../../shared/api/requests.ts';
import { expiryFromApi, expiryToApi } from '../components/api-datetime.ts';
import type { KeptLinkField, Link, LinkDetails, RemovableLinkField } from '../../../shared/ipc/resources.ts';

/**
 * How a short link sends its visitors on. `keep` (edit only) is for a link whose redirect the installation did
 * not tell: saving then leaves it out of the update, so the installation keeps whatever the link has.
 */
export type RedirectKind = 'keep' | 'direct' | 'frame' | 'splash' | 'overlay';

/**
 * What the link form holds: text as typed, so nothing is lost or reformatted while a person types. Names match
 * the API's body fields, so the server's field errors (`custom: …`) land beside the right control.
 */
export interface LinkFormFields {
  url: string;
  custom: string;
  domain: string;
  /** A `datetime-local` value (local time), or ''. */
  expiry: string;
  password: string;
  type: RedirectKind;
  splash: string;
  overlay: string;
  /** Checked pixel ids; a lone checkbox reports true/false or its value instead of a list. */
  pixels: string[] | string | boolean;
  /**
   * Whether the checked pixels are to be the link's pixels. True for a new link and for one whose pixels the
   * form was told (they start checked); false for a link whose pixels nobody told it, which then keeps its
   * pixels unless the person chooses to replace them.
   */
  replacePixels: boolean;
  metatitle: string;
  metadescription: string;
  metaimage: string;
  description: string;
}

export type LinkBody = z.infer<typeof linkUpdateBody>;

export const LINK_FORM_FIELDS = [
  'url',
  'custom',
  'domain',
  'expiry',
  'password',
  'type',
  'pixels',
  'metatitle',
  'metadescription',
  'metaimage',
  'description',
] as const satisfies readonly (keyof LinkFormFields)[];

export const EMPTY_LINK_FORM: LinkFormFields = {
  url: '',
  custom: '',
  domain: '',
  expiry: '',
  password: '',
  type: 'direct',
  splash: '',
  overlay: '',
  pixels: [],
  replacePixels: true,
  metatitle: '',
  metadescription: '',
  metaimage: '',
  description: '',
};

/**
 * An existing link's values as far as the installation tells them. `GET /api/url/<id>` never says the redirect
 * type, the pixels, the password or the meta description, neither in the reference nor on deployed
 * installations; and an update keeps the redirect and the pixels when they are not sent. So the redirect starts
 * as "keep" and the pixels as "not replaced": both are left out of the update unless the person sets them.
 */
export function linkFormFromDetails(link: Link, details: LinkDetails['link']): LinkFormFields {
  return {
    ...EMPTY_LINK_FORM,
    url: details.longurl,
    custom: details.alias,
    domain: link.domain ?? '',
    expiry: expiryFromApi(details.expiry),
    type: 'keep',
    replacePixels: false,
    metatitle: details.title,
    description: details.description,
  };
}

/** The checked pixels, each once and in order, so that the same set checked in another order is no change. */
function pixelIds(value: LinkFormFields['pixels']): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const ids = list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function redirectType(fields: LinkFormFields): string | undefined {
  switch (fields.type) {
    case 'keep':
      return undefined;
    case 'splash':
      // A splash page by its id: the API's bare `splash` means "the account's first one", which may not exist.
      return fields.splash || undefined;
    case 'overlay':
      return fields.overlay ? `overlay-${fields.overlay}` : undefined;
    default:
      return fields.type;
  }
}

/** The fields as an API body: empty text is "not set", fields only current installations know are left out on legacy. */
export function linkBodyOf(fields: LinkFormFields, revision: Revision | null): LinkBody {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const current = revision !== 'legacy';
  const body: LinkBody = {
    url: fields.url.trim() === '' ? undefined : withWebScheme(fields.url.trim()),
    custom: text(fields.custom),
    domain: text(fields.domain),
    expiry: expiryToApi(fields.expiry) ?? undefined,
    password: fields.password === '' ? undefined : fields.password,
    type: redirectType(fields),
    metatitle: text(fields.metatitle),
    metadescription: text(fields.metadescription),
    metaimage: text(fields.metaimage),
    pixels: current && fields.replacePixels ? pixelIds(fields.pixels) : undefined,
    description: current ? text(fields.description) : undefined,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as LinkBody;
}

/** What an edit sends: only what differs from the link as it was loaded, so unknown settings are never overwritten. */
export function changedFields(body: LinkBody, before: LinkBody): LinkBody {
  const changed = Object.entries(body).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof LinkBody]),
  );
  return Object.fromEntries(changed) as LinkBody;
}

/**
 * The form's resolver: the same rules as the server (the shared body schemas), plus what only the form can
 * check: a new expiry must be in the future, and a CTA overlay must be chosen. `initial` is the loaded link's
 * values on edit, whose expiry may well be in the past already and is then not checked again.
 */
export function linkFormSchema(options: {
  mode: 'create' | 'edit';
  revision: Revision | null;
  initial: LinkFormFields;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const bodySchema = options.mode === 'create' ? linkCreateBody : linkUpdateBody;
  return z
    .custom<LinkFormFields>((value) => typeof value === 'object' && value !== null)
    .superRefine((fields, ctx) => {
      const own = new Set<string>();
      const add = (path: keyof LinkFormFields, message: string) => {
        own.add(path);
        ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (options.mode === 'create' && fields.url.trim() === '') add('url', 'is required');
      if (fields.expiry !== '' && fields.expiry !== options.initial.expiry) {
        const time = new Date(fields.expiry).getTime();
        if (Number.isNaN(time)) add('expiry', 'is not a real date');
        else if (time <= now()) add('expiry', 'must be in the future');
      }
      if (fields.type === 'overlay' && fields.overlay === '') add('type', 'needs a CTA overlay: choose one');
      if (fields.type === 'splash' && fields.splash === '') {
        add('splash', 'is not chosen: choose one of the account’s splash pages, or another redirect');
      }
      // The server's own rules, all at once, so a person sees every problem in one go.
      const parsed = bodySchema.safeParse(linkBodyOf(fields, options.revision));
      for (const issue of parsed.error?.issues ?? []) {
        const field = String(issue.path[0] ?? '');
        if (!own.has(field)) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    })
    .transform((fields) => bodySchema.parse(linkBodyOf(fields, options.revision)) as LinkBody);
}

/** What the person took away in an edit: a cleared expiry, or the installation's own domain chosen again. */
export function removedFields(body: LinkBody, before: LinkBody): RemovableLinkField[] {
  return (['expiry', 'domain'] as const).filter(
    (field) => before[field] !== undefined && body[field] === undefined,
  );
}

/** One thing an edit will take away, said before saving. */
export interface LinkEditLoss {
  field: 'password' | 'description' | 'expiry';
  text: string;
}

/**
 * What saving this edit will lose on an installation that replaces a link on update (every deployed one), given
 * what is typed now. Main sends the rest of the link again; these are what it cannot: the password, which no
 * installation tells, unless it is typed again; the description, which deployed servers empty on every update;
 * an expiry already past, which installations no longer accept.
 */
export function linkEditLosses(
  initial: LinkFormFields,
  fields: LinkFormFields,
  options: { revision: Revision | null; now?: () => number },
): LinkEditLoss[] {
  const losses: LinkEditLoss[] = [];
  if (fields.password === '') {
    losses.push({
      field: 'password',
      text: 'Its password, if it has one: your server never tells apps a link’s password, and an update without one removes it. Type it in Password to keep it.',
    });
  }
  const description = fields.description.trim();
  if (options.revision !== 'legacy' && description !== '') {
    losses.push({
      field: 'description',
      text: `Its description, “${description}”: many servers empty it on every update. Linkdesk sends it again and tells you if it was lost.`,
    });
  }
  const expiry = new Date(fields.expiry).getTime();
  if (fields.expiry !== '' && fields.expiry === initial.expiry && expiry <= (options.now ?? Date.now)()) {
    losses.push({
      field: 'expiry',
      text: 'Its expiry, which has passed: your server takes only a future expiry, so saving removes it. Set a new one to keep the link expired.',
    });
  }
  return losses;
}

export const KEPT_FIELD_NAMES: Record<KeptLinkField, string> = {
  description: 'description',
  expiry: 'expiry',
  domain: 'branded domain',
  campaign: 'campaign',
  geotarget: 'country targets',
  devicetarget: 'device targets',
};

/**
 * "Saved …", with what the installation dropped although Linkdesk sent it again (read back after saving). The
 * description is said apart: deployed servers empty it on every update, so entering it again cannot keep it.
 */
export function savedMessage(shorturl: string, dropped: readonly KeptLinkField[] = []): string {
  const others = dropped.filter((field) => field !== 'description');
  const sentences = [`Saved ${shorturl}.`];
  if (dropped.includes('description')) {
    sentences.push('Your server emptied its description, as it does on every update.');
  }
  if (others.length > 0) {
    const names = others.map((field) => KEPT_FIELD_NAMES[field]).join(', ');
    sentences.push(
      `Your server dropped its ${names} although Linkdesk sent ${others.length === 1 ? 'it' : 'them'} again: edit the link to set ${others.length === 1 ? 'it' : 'them'} once more.`,
    );
  }
  return sentences.join(' ');
}
