import { z } from 'zod';
import type { QrType } from '../api/constants.ts';

/**
 * What Linkdesk keeps about a QR code beside what the installation stores. Installations never return a code's
 * type or content (see shared/spec/deployed-installations.md), and they take a logo only as a URL, so the app
 * remembers, per account and code, what the person designed: to prefill an edit, and to draw previews and exports
 * with a logo picked from a local file.
 */

/** The logo's width as a share of the code's width (quiet zone excluded). */
export const LOGO_SCALE = { min: 0.1, default: 0.22, max: 0.4 } as const;

/** Large enough for any sensible logo, small enough to travel over IPC and sit in a database row. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoMediaType = (typeof LOGO_MEDIA_TYPES)[number];

/** A logo's bytes: a file the person picked, or what main fetched from a logo URL for the preview. */
export const logoFileSchema = z.object({
  name: z.string().trim().min(1).max(255),
  mediaType: z.enum(LOGO_MEDIA_TYPES, { error: 'must be a PNG or JPEG image' }),
  base64: z
    .string()
    .min(1, 'is empty')
    .max(Math.ceil(MAX_LOGO_BYTES / 3) * 4, `must be at most ${MAX_LOGO_BYTES / (1024 * 1024)} MB`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
});
export type LogoFile = z.infer<typeof logoFileSchema>;

/** What only Linkdesk draws, sent beside a create or update and kept by main once the installation accepts it. */
export const localLookSchema = z.object({
  logoScale: z
    .number()
    .min(LOGO_SCALE.min, `must be at least ${LOGO_SCALE.min}`)
    .max(LOGO_SCALE.max, `must be at most ${LOGO_SCALE.max}`),
  /** A logo from a local file: used in previews and exports, never sent to the installation. */
  logoFile: logoFileSchema.nullable(),
});
export type LocalLook = z.infer<typeof localLookSchema>;

/** One code as it was last created or saved from this computer. */
export interface QrDesign {
  type: QrType;
  /** The `data` sent, in the shape of `qrDataSchemas[type]`. */
  data: unknown;
  name: string;
  /** `rgb(R,G,B)` as sent. */
  foreground: string;
  background: string;
  /**
   * True when Linkdesk created the code without any colour. Installations keep a code's colours only when it is
   * created with one, and deployed ones fail an update that sends a colour to a code without (an HTML 500), so
   * for such a code no colour is ever sent, and the two above are only the black on white an edit starts from.
   * Absent for a code created with colours, as Linkdesk's form makes them.
   */
  withoutColours?: boolean;
  /**
   * False for a code made elsewhere and then edited from here: whether it has colours Linkdesk cannot tell, so,
   * as for one without, no colour is ever sent, and the person is told the colours are unknown rather than
   * absent. Absent when Linkdesk made the code and knows.
   */
  coloursKnown?: boolean;
  /** The logo URL sent to the installation, if any. */
  logo: string | null;
  logoScale: number;
  logoFile: LogoFile | null;
  /** ISO time of the create or update that stored it. */
  savedAt: string;
}
