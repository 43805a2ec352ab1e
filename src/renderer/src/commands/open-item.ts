import type { HealthVerdict } from '../../../shared/ipc/health.ts';
import type { Campaign, Channel, Link, QrCode } from '../../../shared/ipc/resources.ts';
import type { Screen } from '../shell/shell-slice.ts';

/** What a new QR code's form starts with when another area asks for one: a URL code of `link`. */
export interface QrPrefill {
  link: string;
  name: string;
}

/**
 * An item the person chose outside its area (in the command palette), for its area to open; or a new QR code
 * asked for elsewhere (of a campaign's rotator URL), for the QR codes area to start.
 */
export type OpenItem =
  | { kind: 'link'; accountId: string; link: Link }
  | { kind: 'qr'; accountId: string; qr: QrCode }
  | { kind: 'newQr'; accountId: string; prefill: QrPrefill }
  /** The Links list searched for `query`: an import's links, found by the note each one carries. */
  | { kind: 'linkSearch'; accountId: string; query: string }
  /** A campaign or channel chosen elsewhere (the Overview's comparison), for its area to show. */
  | { kind: 'campaign'; accountId: string; campaign: Campaign }
  | { kind: 'channel'; accountId: string; channel: Channel }
  /** The Links or QR codes list filtered by a health verdict (the Overview's health card, a notification). */
  | { kind: 'linkHealth'; accountId: string; verdict: HealthVerdict }
  | { kind: 'qrHealth'; accountId: string; verdict: HealthVerdict };

/** The same, once asked for: `token` tells two requests for the same item apart. */
export type OpenItemRequest = OpenItem & { token: number };

/** The area that opens each kind of item. */
export const AREA_OF: Readonly<Record<OpenItem['kind'], Screen>> = {
  link: 'links',
  qr: 'qr',
  newQr: 'qr',
  linkSearch: 'links',
  campaign: 'campaigns',
  channel: 'channels',
  linkHealth: 'links',
  qrHealth: 'qr',
};
