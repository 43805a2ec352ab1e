import { importNoteTag } from '../../shared/import/import-note-tag.ts';
import type { ImportLink } from '../../shared/import/row-check.ts';

/** A row's link as main sends it: with the note that tells its link from anyone else's. */
export type NotedLink = ImportLink & { description?: string };

/**
 * The description every link an import makes carries, naming the import and the row. When a create's answer
 * is lost, a link to the same address with this note is the row's own; one without it may be anyone's (another
 * client's, made meanwhile). Only the import's id and the row number: the file's name stays on this computer.
 */
export const importNote = (importId: string, rowNumber: number) =>
  `Imported by Linkdesk from row ${rowNumber} (${importNoteTag(importId)})`;
