import { Parser } from 'saxen';
import { unreadable } from '../spreadsheet-errors.ts';

/** What a part's reader wants to hear of its XML: element names without their namespace prefix. */
export interface XmlHandlers {
  /** `attributes()` reads them (values decoded, names without prefixes) only when asked. */
  open?(name: string, attributes: () => Record<string, string>): void;
  close?(name: string): void;
  /** Text and CDATA, character references decoded; other entities are left as written, never expanded. */
  text?(text: string): void;
}

export interface XmlReader {
  write(xml: string): void;
  end(): void;
}

export const damaged = () => unreadable('the workbook is damaged or not an .xlsx file');

/**
 * Text handed to saxen at a time. saxen parses what it is given again from the start of a token it could not
 * finish, so small pieces make a long token cost the square of its length. Pieces this large, and the refusal of
 * a token longer than one piece (below), keep the work in step with the part's size.
 */
export const XML_PIECE_CHARS = 1024 * 1024;

/**
 * An XML document read piece by piece with saxen, the streaming parser read-excel-file used before: nothing
 * of the document is kept but what the handlers keep. A document type is skipped, not read, so an entity it
 * declares (`&lol;`) stays as written and nothing outside the file is ever fetched. Malformed XML refuses the
 * workbook as damaged, and so does a piece of XML_PIECE_CHARS with not one tag or text in it: no token of a real
 * workbook is that long (a cell holds at most 32,767 characters), and saxen would read such a token again with
 * every piece that follows.
 */
export function createXmlReader(handlers: XmlHandlers): XmlReader {
  const parser = new Parser();
  let heard = false;
  const hear = () => {
    heard = true;
  };
  parser.on('error', () => {
    throw damaged();
  });
  const { open, close, text } = handlers;
  parser.on('openTag', (name, attributes, decode) => {
    heard = true;
    open?.(withoutPrefix(name), () => {
      const raw = attributes();
      if (!raw) throw damaged();
      const decoded: Record<string, string> = {};
      for (const [key, value] of Object.entries(raw)) decoded[withoutPrefix(key)] = decode(value);
      return decoded;
    });
  });
  parser.on('closeTag', (name) => {
    heard = true;
    close?.(withoutPrefix(name));
  });
  parser.on('text', (value, decode) => {
    heard = true;
    text?.(decode(value));
  });
  parser.on('cdata', (value) => {
    heard = true;
    text?.(value);
  });
  parser.on('comment', hear);
  parser.on('question', hear);
  parser.on('attention', hear);

  let pending = '';
  const flush = () => {
    heard = false;
    const piece = pending;
    pending = '';
    parser.write(piece);
    if (!heard) throw damaged();
  };
  return {
    write: (xml) => {
      pending += xml;
      if (pending.length >= XML_PIECE_CHARS) flush();
    },
    end: () => {
      if (pending) parser.write(pending);
      pending = '';
      if (parser.end()) throw damaged();
    },
  };
}

/** `x:sheetData` → `sheetData`, `r:id` → `id`: workbooks may put any prefix on the spreadsheet namespace. */
function withoutPrefix(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}
