import type { QrType } from '../../shared/api/constants.ts';
import { LOGO_SCALE, type LocalLook, type QrDesign } from '../../shared/qr/design.ts';
import { DEFAULT_BACKGROUND, DEFAULT_FOREGROUND } from '../api/endpoints/qr.ts';

/** What a create or an update sent, as the design store keeps it. */
interface SentLook {
  background?: string | undefined;
  foreground?: string | undefined;
  logo?: string | undefined;
}

/** The design of a code the installation has just created: what was sent, with the installation's defaults. */
export function designOfCreate(
  sent: SentLook & { type: QrType; data: unknown; name?: string | undefined },
  local: LocalLook | undefined,
  now: Date,
): QrDesign {
  return {
    type: sent.type,
    data: sent.data,
    name: sent.name ?? '',
    foreground: sent.foreground ?? DEFAULT_FOREGROUND,
    background: sent.background ?? DEFAULT_BACKGROUND,
    ...(sent.foreground === undefined && sent.background === undefined ? { withoutColours: true } : {}),
    logo: sent.logo ?? null,
    logoScale: local?.logoScale ?? LOGO_SCALE.default,
    logoFile: local?.logoFile ?? null,
    savedAt: now.toISOString(),
  };
}

/**
 * The design after an update the installation accepted. An update cannot rename a code, so the stored name
 * stays. Colours follow what `updateQrCode` sent: one colour alone goes with the other's default, and with
 * neither the stored ones stay. An update gives no code colours it was made without (none is sent to one), and
 * a code made elsewhere stays one whose colours are not known (`coloursKnown: false`), edit after edit. An
 * update without a logo keeps the installation's (the API has no way to remove one), and one without `local`
 * keeps the local look.
 */
export function designOfUpdate(
  previous: QrDesign | null,
  sent: SentLook & { type: QrType; data: unknown },
  local: LocalLook | undefined,
  now: Date,
): QrDesign {
  const coloursSent = sent.background !== undefined || sent.foreground !== undefined;
  return {
    type: sent.type,
    data: sent.data,
    name: previous?.name ?? '',
    foreground: coloursSent
      ? (sent.foreground ?? DEFAULT_FOREGROUND)
      : (previous?.foreground ?? DEFAULT_FOREGROUND),
    background: coloursSent
      ? (sent.background ?? DEFAULT_BACKGROUND)
      : (previous?.background ?? DEFAULT_BACKGROUND),
    ...(previous?.withoutColours ? { withoutColours: true } : {}),
    // No design kept: made elsewhere. Its colours stay unknown, since no update sends it any.
    ...(!previous || previous.coloursKnown === false ? { coloursKnown: false } : {}),
    logo: sent.logo ?? previous?.logo ?? null,
    logoScale: local?.logoScale ?? previous?.logoScale ?? LOGO_SCALE.default,
    logoFile: local ? local.logoFile : (previous?.logoFile ?? null),
    savedAt: now.toISOString(),
  };
}
