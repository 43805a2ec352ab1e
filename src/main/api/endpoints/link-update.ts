import type { Revision } from '../../../shared/api/constants.ts';
import type {
  KeptLinkField,
  Link,
  LinkDetails,
  LinkUpdated,
  RemovableLinkField,
} from '../../../shared/ipc/resources.ts';
import type { Call } from '../call.ts';
import { fetchAll } from '../paging.ts';
import { linksCollection } from './collections.ts';
import { getLink, updateLink, type LinkUpdate } from './links.ts';

export interface LinkEdit {
  /** The fields the person changed; they win over what the link holds. */
  changes: LinkUpdate;
  /** Fields the person took away; on installations that replace a link, leaving them out removes them. */
  remove?: readonly RemovableLinkField[];
  revision: Revision | null;
  /** Where the installation prints links without a branded domain; other origins are branded domains. */
  installationOrigin?: string;
  /** Milliseconds since the epoch: a past expiry cannot be sent again (installations want a future one). */
  now: number;
}

/**
 * The link's list item, which alone tells its domain, campaign and channels. Details do not, and no endpoint
 * answers one list item by id: a keyword search for the alias finds it on current installations. Legacy ones
 * neither search nor have campaigns and channels, so they are not asked (the domain comes from the short URL).
 */
async function listItemOf(call: Call, details: LinkDetails['link'], revision: Revision | null) {
  if (revision === 'legacy') return null;
  const isIt = (item: Link) => item.id === details.id;
  const searched = await fetchAll(call, linksCollection({ q: details.alias }), { pageSize: 100 });
  const found = searched.items.find(isIt);
  if (found) return found;
  // An installation whose search missed it: the whole list, slower but the only other way to its campaign.
  return (await fetchAll(call, linksCollection())).items.find(isIt) ?? null;
}

/** The branded domain a short URL is on, or undefined for the installation's own address. */
export function domainOf(item: Link | null, shorturl: string, installationOrigin: string | undefined) {
  if (item) return item.domain ?? undefined;
  const origin = new URL(shorturl).origin;
  return installationOrigin && origin === new URL(installationOrigin).origin ? undefined : origin;
}

const API_DATETIME = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);

/**
 * The whole link as it is now, in the form an update takes: what deployed installations clear when it is not sent
 * (domain, campaign, geo and device targets, expiry, description) plus the channel, so that no row with a null
 * channel is added. Meta fields and the alias are written only when sent, so they are left to the changes. So
 * are the redirect (`type`) and the pixels: no read tells them, and an update that leaves them out keeps them.
 */
export function currentLinkBody(
  details: LinkDetails['link'],
  item: Link | null,
  edit: Pick<LinkEdit, 'installationOrigin' | 'now' | 'revision'>,
): LinkUpdate {
  const body: LinkUpdate = { url: details.longurl };
  const domain = domainOf(item, details.shorturl, edit.installationOrigin);
  if (domain) body.domain = domain;
  if (details.location.length > 0) body.geotarget = details.location;
  if (details.device.length > 0) body.devicetarget = details.device;
  if (details.expiry && API_DATETIME(details.expiry) > edit.now) body.expiry = details.expiry;
  if (edit.revision !== 'legacy') {
    if (details.description) body.description = details.description;
    if (item?.campaign) body.campaign = item.campaign;
    const channel = item?.channel.at(-1);
    if (channel) body.channel = channel;
  }
  return body;
}

/** What was sent again but did not survive the update, read from the link as it is afterwards. */
function droppedFields(sent: LinkUpdate, after: LinkDetails['link'], item: Link | null): KeptLinkField[] {
  const dropped: KeptLinkField[] = [];
  if (sent.description && !after.description) dropped.push('description');
  if (sent.expiry && !after.expiry) dropped.push('expiry');
  if (sent.geotarget?.length && after.location.length === 0) dropped.push('geotarget');
  if (sent.devicetarget?.length && after.device.length === 0) dropped.push('devicetarget');
  if (sent.domain && !after.shorturl.toLowerCase().startsWith(sent.domain.toLowerCase()))
    dropped.push('domain');
  if (item && sent.campaign && item.campaign !== sent.campaign) dropped.push('campaign');
  return dropped;
}

/** What the person took away but the link still has afterwards. The domain is not told apart, so not said. */
function keptFields(
  remove: readonly RemovableLinkField[],
  after: LinkDetails['link'],
  item: Link | null,
): RemovableLinkField[] {
  const still: Record<RemovableLinkField, boolean> = {
    expiry: Boolean(after.expiry),
    geotarget: after.location.length > 0,
    devicetarget: after.device.length > 0,
    campaign: item !== null && item.campaign !== null,
    domain: false,
  };
  return remove.filter((field) => still[field]);
}

/**
 * A link edit that keeps what it did not touch. Deployed installations replace the whole link on update, so main
 * reads the link first and sends all of it with the person's changes applied, less the fields they removed; then
 * reads it back and reports whatever the installation dropped all the same (deployed servers always empty the
 * description). The password cannot be read, so it is kept only when the person types it again; the form says so.
 */
export async function updateLinkKeepingTheRest(call: Call, id: number, edit: LinkEdit): Promise<LinkUpdated> {
  const { link: details } = await getLink(call, id);
  const item = await listItemOf(call, details, edit.revision);
  const body: LinkUpdate = { ...currentLinkBody(details, item, edit), ...edit.changes };
  for (const field of edit.remove ?? []) delete body[field];
  const saved = await updateLink(call, id, body);
  const { link: after } = await getLink(call, saved.id);
  const remove = edit.remove ?? [];
  const afterItem =
    body.campaign || remove.includes('campaign') ? await listItemOf(call, after, edit.revision) : null;
  return {
    ...saved,
    dropped: droppedFields(body, after, afterItem),
    kept: keptFields(remove, after, afterItem),
  };
}
