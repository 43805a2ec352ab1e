import type { Api } from '../../../shared/ipc/api.ts';
import { fetchedImage, svgDataUrl } from '../components/images/fetched-images.ts';
import { call } from '../store/call.ts';

/** How many times each code's image changed since the window opened: a save redraws it at the same address. */
const changes = new Map<string, number>();

/**
 * The installation's own image of a code (its `link`, an SVG), fetched by main, shared by the list's thumbnail,
 * the details' picture and the reading of what a code holds: one fetch serves all three, until a save changes it.
 */
export const qrImageKey = (accountId: string, link: string) =>
  `qr ${accountId} ${link} ${changes.get(link) ?? 0}`;

/** After a save: the code's image is fetched again the next time it is shown, not taken from before. */
export function qrImageChanged(link: string): void {
  changes.set(link, (changes.get(link) ?? 0) + 1);
}

/** Fetches the image through main; null when it cannot be had. */
export async function loadQrImage(api: Api, accountId: string, link: string): Promise<string | null> {
  const answer = await call(() => api.getQrImage({ accountId, link, priority: 'background' }));
  return answer.ok ? svgDataUrl(answer.value.svg) : null;
}

/** The image as kept for the window, fetched when it is not kept yet. */
export const keptQrImage = (api: Api, accountId: string, link: string) =>
  fetchedImage(qrImageKey(accountId, link), () => loadQrImage(api, accountId, link));
