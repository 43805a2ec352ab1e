import type { Link, QrCode } from '../../../shared/ipc/resources.ts';
import type { Screen } from '../shell/shell-slice.ts';

/** An item the person chose outside its area (in the command palette), for its area to open. */
export type OpenItem =
  { kind: 'link'; accountId: string; link: Link } | { kind: 'qr'; accountId: string; qr: QrCode };

/** The same, once asked for: `token` tells two requests for the same item apart. */
export type OpenItemRequest = OpenItem & { token: number };

/** The area that opens each kind of item. */
export const AREA_OF: Readonly<Record<OpenItem['kind'], Screen>> = { link: 'links', qr: 'qr' };
