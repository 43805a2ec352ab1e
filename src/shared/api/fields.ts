import { z } from 'zod';
import { DATETIME_PATTERN, MIN_NAME_LENGTH } from './constants.ts';

/** Field schemas that several request bodies share. Messages are written for people and never repeat the field name. */

export const httpUrl = z
  .string({ error: 'must be a text URL' })
  .trim()
  .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && URL.canParse(value), {
    message: 'must be a full URL starting with http:// or https://',
  });

export const datetime = z
  .string({ error: 'must be a datetime text' })
  .regex(DATETIME_PATTERN, 'must be a datetime in the form YYYY-MM-DD HH:MM:SS')
  .refine((value) => !Number.isNaN(Date.parse(value.replace(' ', 'T') + 'Z')), 'is not a real date');

export const name = z
  .string({ error: 'must be text' })
  .trim()
  .min(MIN_NAME_LENGTH, `must be at least ${MIN_NAME_LENGTH} characters`)
  .max(255, 'must be at most 255 characters');

export const email = z.string({ error: 'must be text' }).trim().pipe(z.email('is not a valid email address'));

/** `rgb(R,G,B)` with each channel 0–255, the only colour form the QR endpoints understand. */
export const rgbColour = z
  .string({ error: 'must be text' })
  .refine(
    (value) => parseRgb(value) !== null,
    'must be a colour in the form rgb(R,G,B) with each value from 0 to 255',
  );

export function parseRgb(value: string): [number, number, number] | null {
  const match = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(value);
  if (!match) return null;
  const channels = [Number(match[1]), Number(match[2]), Number(match[3])] as [number, number, number];
  return channels.every((channel) => channel <= 255) ? channels : null;
}

export const hexColour = z
  .string({ error: 'must be text' })
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour such as #1a73e8');

export const boolean = z.boolean({ error: 'must be true or false' });

export const positiveId = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number');
