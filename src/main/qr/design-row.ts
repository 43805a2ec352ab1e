import { z } from 'zod';
import { QR_TYPES } from '../../shared/api/constants.ts';
import { qrDataSchemas } from '../../shared/api/requests.ts';
import {
  LOGO_MEDIA_TYPES,
  LOGO_SCALE,
  logoFileSchema,
  type LogoFile,
  type QrDesign,
} from '../../shared/qr/design.ts';

/** A design as stored: the JSON column and the logo's bytes. */
export interface DesignRow {
  design: string;
  logo_bytes: Uint8Array | null;
}

/** The JSON column: the design with its logo file reduced to name and type (the bytes have their own column). */
const storedDesign = z
  .object({
    type: z.enum(QR_TYPES),
    data: z.unknown(),
    name: z.string(),
    foreground: z.string(),
    background: z.string(),
    // Absent from rows written before it was kept: Linkdesk then sent colours with every create and update.
    withoutColours: z.boolean().optional(),
    // Absent from rows written before it was kept, and from every code Linkdesk made: colours known.
    coloursKnown: z.boolean().optional(),
    logo: z.string().nullable(),
    logoScale: z.number().min(LOGO_SCALE.min).max(LOGO_SCALE.max),
    logoFile: z.object({ name: z.string(), mediaType: z.enum(LOGO_MEDIA_TYPES) }).nullable(),
    savedAt: z.iso.datetime(),
  })
  // The data goes straight into an edit form: it must still be what that type's form takes.
  .refine((design) => qrDataSchemas[design.type].safeParse(design.data).success, { path: ['data'] });

export function designToRow(design: QrDesign): DesignRow {
  const { logoFile, ...rest } = design;
  // Only what the type defines is kept: a key it does not know (however deep) has no business in the file.
  const known = qrDataSchemas[design.type].safeParse(design.data);
  return {
    design: JSON.stringify({
      ...rest,
      data: known.success ? known.data : rest.data,
      logoFile: logoFile ? { name: logoFile.name, mediaType: logoFile.mediaType } : null,
    }),
    logo_bytes: logoFile ? Buffer.from(logoFile.base64, 'base64') : null,
  };
}

/**
 * The design a row holds, or null when it is not one this version can use: written by hand, by another
 * version, or damaged. The window then treats the code as one made elsewhere, which is always safe.
 */
export function designFromRow(row: DesignRow): QrDesign | null {
  let json: unknown;
  try {
    json = JSON.parse(row.design);
  } catch {
    return null;
  }
  const parsed = storedDesign.safeParse(json);
  if (!parsed.success) return null;
  const { logoFile: stored, ...design } = parsed.data;
  let logoFile: LogoFile | null = null;
  if (stored) {
    if (!row.logo_bytes || row.logo_bytes.length === 0) return null;
    const file = logoFileSchema.safeParse({
      ...stored,
      base64: Buffer.from(row.logo_bytes).toString('base64'),
    });
    if (!file.success) return null;
    logoFile = file.data;
  }
  return { ...design, data: design.data, logoFile };
}

/** What the list needs of a design: its JSON, and whether its logo's bytes are there (not the bytes). */
export interface DesignContentRow {
  qr_id: number;
  design: string;
  has_logo_bytes: number;
}

/**
 * The type, data and name of a row, or null when `designFromRow` would not use the row either: the list must
 * not describe a code its details and edit treat as made elsewhere.
 */
export function designContentFromRow(row: DesignContentRow): Pick<QrDesign, 'type' | 'data' | 'name'> | null {
  let json: unknown;
  try {
    json = JSON.parse(row.design);
  } catch {
    return null;
  }
  const parsed = storedDesign.safeParse(json);
  if (!parsed.success || (parsed.data.logoFile && !row.has_logo_bytes)) return null;
  const { type, data, name } = parsed.data;
  return { type, data, name };
}
