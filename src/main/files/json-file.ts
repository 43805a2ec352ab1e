import { readFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import type { z } from 'zod';

/**
 * A small JSON file of the user-data folder that only holds conveniences (the window's place, the shortcut):
 * a missing, unreadable or invalid file reads as null (said in the log when it was there but unusable), never
 * an app that will not start. Writes go one at a time, in order, each replacing the file whole.
 */
export function createJsonFile<T>(options: {
  path: string;
  schema: z.ZodType<T>;
  /** How the log names what the file holds: "the window's last position". */
  what: string;
  log: { warn: (message: string) => void };
}) {
  const { path, schema, what, log } = options;
  let saving: Promise<void> = Promise.resolve();
  return {
    async load(): Promise<T | null> {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          log.warn(
            `${capitalised(what)} could not be read from ${path} (${String(error)}); using the default.`,
          );
        }
        return null;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const valid = schema.safeParse(parsed);
      if (!valid.success) {
        log.warn(`${path} does not hold ${what} Linkdesk understands; using the default.`);
        return null;
      }
      return valid.data;
    },

    /** Writes `value` (which must match the schema); the promise settles once it is on disk. */
    save(value: T): Promise<void> {
      const text = `${JSON.stringify(value, null, 2)}\n`;
      // write-file-atomic writes a temp file beside it, flushes it and renames it over the old one: a crash leaves
      // the old file or the new one, never half of one.
      // A failed write is the caller's to report; the next one is still tried.
      const written = saving.catch(() => undefined).then(() => writeFileAtomic(path, text, { mode: 0o600 }));
      saving = written;
      return written;
    },
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
