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
 * An XML document read piece by piece with saxen, the streaming parser read-excel-file used before: nothing
 * of the document is kept but what the handlers keep. A document type is skipped, not read, so an entity it
 * declares (`&lol;`) stays as written and nothing outside the file is ever fetched. Malformed XML refuses the
 * workbook as damaged.
 */
export function createXmlReader(handlers: XmlHandlers): XmlReader {
  const parser = new Parser();
  parser.on('error', () => {
    throw damaged();
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('openTag', (name, attributes, decode) =>
      open(withoutPrefix(name), () => {
        const raw = attributes();
        if (!raw) throw damaged();
        const decoded: Record<string, string> = {};
        for (const [key, value] of Object.entries(raw)) decoded[withoutPrefix(key)] = decode(value);
        return decoded;
      }),
    );
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closeTag', (name) => close(withoutPrefix(name)));
  }
  if (handlers.text) {
    const text = handlers.text;
    parser.on('text', (value, decode) => text(decode(value)));
    parser.on('cdata', (value) => text(value));
  }
  return {
    write: (xml) => void parser.write(xml),
    end: () => {
      if (parser.end()) throw damaged();
    },
  };
}

/** `x:sheetData` → `sheetData`, `r:id` → `id`: workbooks may put any prefix on the spreadsheet namespace. */
function withoutPrefix(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}
