import { DELIMITERS, type Delimiter } from './sheet.ts';

/** Enough records to see a pattern without scanning a whole large file. */
const SAMPLE_RECORDS = 50;

/**
 * The delimiter a text uses: of those that appear in its first record, the one that splits the most of the
 * following records into as many fields as the first; ties go to the one that makes more fields, then to
 * `usual` (the extension's), then to the order of DELIMITERS. Characters inside quotes do not count, so a
 * comma in a quoted title does not make a semicolon file look like a comma one.
 */
export function detectDelimiter(text: string, usual: Delimiter): Delimiter {
  const counts = countPerRecord(text);
  const [first, ...rest] = counts;
  if (!first) return usual;
  const candidates = [usual, ...DELIMITERS.filter((delimiter) => delimiter !== usual)];
  let best: { delimiter: Delimiter; agreeing: number; separators: number } | undefined;
  for (const delimiter of candidates) {
    const separators = first[delimiter];
    if (separators === 0) continue;
    const agreeing = rest.filter((record) => record[delimiter] === separators).length;
    if (!best || agreeing > best.agreeing || (agreeing === best.agreeing && separators > best.separators)) {
      best = { delimiter, agreeing, separators };
    }
  }
  return best?.delimiter ?? usual;
}

/** How often each delimiter appears outside quotes in each of the first records (blank lines left out). */
function countPerRecord(text: string): Record<Delimiter, number>[] {
  const records: Record<Delimiter, number>[] = [];
  let record = emptyCount();
  let quoted = false;
  let filled = false;
  for (let index = 0; index < text.length && records.length < SAMPLE_RECORDS; index++) {
    const char = text[index]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (filled) records.push(record);
      record = emptyCount();
      filled = false;
      continue;
    } else if (!quoted && (char === ',' || char === ';' || char === '\t')) record[char] += 1;
    filled = true;
  }
  if (filled && records.length < SAMPLE_RECORDS) records.push(record);
  return records;
}

const emptyCount = (): Record<Delimiter, number> => ({ ',': 0, ';': 0, '\t': 0 });
