import { join } from 'node:path';
import { z } from 'zod';
import { withUtm } from '../../shared/bulk-edit/utm.ts';
import {
  MAX_UTM_TEMPLATES,
  utmTemplateSchema,
  type UtmTemplates as UtmTemplatesState,
  type UtmTemplate,
} from '../../shared/bulk-edit/utm-template.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import { createJsonFile } from '../files/json-file.ts';

export const UTM_TEMPLATES_FILE = 'utm-templates.json';

export interface UtmTemplates {
  state(): Promise<UtmTemplatesState>;
  /** Adds the template, or replaces the one of the same name (names are compared ignoring case). */
  save(template: UtmTemplate): Promise<UtmTemplatesState>;
  remove(name: string): Promise<UtmTemplatesState>;
  /** The template Quick shorten adds to every address it shortens; null for none. */
  setQuickShorten(name: string | null): Promise<UtmTemplatesState>;
  /** The address as Quick shorten sends it: with its template's UTM values set, when one is chosen. */
  forQuickShorten(url: string): Promise<string>;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const byName = (a: UtmTemplate, b: UtmTemplate) => a.name.localeCompare(b.name);
const EMPTY: UtmTemplatesState = { templates: [], quickShorten: null };

/**
 * UTM templates in `utm-templates.json` in the user-data folder, or in memory for the run without one. A file
 * that cannot be read means no templates (said in the log), never an app that will not start; a failed save
 * rejects, so the window says the template was not kept.
 */
export function createUtmTemplates(
  folder: string | null,
  log: { warn: (message: string) => void },
): UtmTemplates {
  const schema = z.object({
    templates: z.array(utmTemplateSchema).max(MAX_UTM_TEMPLATES),
    quickShorten: z.string().nullable(),
  });
  const file = folder
    ? createJsonFile({ path: join(folder, UTM_TEMPLATES_FILE), schema, what: 'the UTM templates', log })
    : null;
  let memory = EMPTY;
  const load = async (): Promise<UtmTemplatesState> => (file ? ((await file.load()) ?? EMPTY) : memory);
  const store = async (state: UtmTemplatesState) => {
    const sorted = { ...state, templates: [...state.templates].sort(byName) };
    // Quick shorten's choice goes with its template.
    if (
      sorted.quickShorten &&
      !sorted.templates.some((known) => sameName(known.name, sorted.quickShorten!))
    ) {
      sorted.quickShorten = null;
    }
    if (file) await file.save(sorted);
    else memory = sorted;
    return sorted;
  };
  return {
    state: load,
    async save(template) {
      const state = await load();
      const others = state.templates.filter((known) => !sameName(known.name, template.name));
      if (others.length >= MAX_UTM_TEMPLATES) {
        throw new AppError(
          'validation',
          `Linkdesk keeps at most ${MAX_UTM_TEMPLATES} UTM templates. Delete one first.`,
        );
      }
      return store({
        ...state,
        templates: [...others, { name: template.name.trim(), values: template.values }],
      });
    },
    async remove(name) {
      const state = await load();
      return store({ ...state, templates: state.templates.filter((known) => !sameName(known.name, name)) });
    },
    async setQuickShorten(name) {
      const state = await load();
      if (name !== null && !state.templates.some((known) => sameName(known.name, name))) {
        throw new AppError('not_found', `There is no UTM template named “${name}” any more.`);
      }
      return store({ ...state, quickShorten: name });
    },
    async forQuickShorten(url) {
      const state = await load().catch(() => EMPTY);
      const chosen = state.quickShorten
        ? state.templates.find((known) => sameName(known.name, state.quickShorten!))
        : undefined;
      return chosen ? withUtm(url, 'set', chosen.values) : url;
    },
  };
}
