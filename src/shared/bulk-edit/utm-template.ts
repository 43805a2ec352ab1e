import { z } from 'zod';
import { UTM_KEYS, utmValueProblem, type UtmKey, type UtmValues } from './utm.ts';

/** A named set of UTM values, kept on this computer: for the link form, Quick shorten and bulk edits. */
export interface UtmTemplate {
  name: string;
  values: UtmValues;
}

export const MAX_UTM_TEMPLATES = 100;

/** Every template, and the one Quick shorten adds to what it shortens (null for none). */
export interface UtmTemplates {
  templates: UtmTemplate[];
  quickShorten: string | null;
}

/** One UTM value by the naming rules; empty means "not set". */
export const utmValueSchema = z
  .string()
  .superRefine((text, context) => {
    const problem = utmValueProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .optional();

/** The contract's and the file's check of a template: a name, and values that follow the naming rules. */
export const utmTemplateName = z
  .string()
  .trim()
  .min(1, 'needs a name')
  .max(60, 'must be at most 60 characters');

export const utmTemplateSchema = z.object({
  name: utmTemplateName,
  values: z
    .object(
      Object.fromEntries(UTM_KEYS.map((key) => [key, utmValueSchema])) as Record<
        UtmKey,
        typeof utmValueSchema
      >,
    )
    .strict()
    .refine((values) => Object.values(values).some(Boolean), 'needs at least one value'),
});
