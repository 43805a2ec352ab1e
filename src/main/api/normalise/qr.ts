import type { QrCode, QrDetails } from '../../../shared/ipc/resources.ts';
import { optionalStatistics } from './statistics.ts';
import { counter, datetime, id, nested, object, optionalText, url, type RawObject } from './values.ts';

/**
 * A QR code of a list or of its details. Deployed details carry the date under `data` (a typo the list does not
 * have); legacy installations have no names, which read as ''.
 */
export function qrCode(raw: unknown): QrCode {
  const item = object(raw, '');
  return {
    id: id(item.id),
    link: url(item.link, 'link'),
    scans: counter(item.scans, 'scans'),
    name: optionalText(item.name, 'name'),
    date: datetime(item.date !== undefined ? item.date : item.data, 'date'),
  };
}

/**
 * `GET /api/qr/<id>`: the code under `details`, its statistics under the top-level `data`. Static codes have no
 * statistics (missing, or `[]` on deployed servers), which reads as `statistics: null`.
 */
export function qrDetails(body: RawObject): QrDetails {
  return {
    qr: nested('details', () => qrCode(body.details)),
    statistics: optionalStatistics(body.data),
  };
}
