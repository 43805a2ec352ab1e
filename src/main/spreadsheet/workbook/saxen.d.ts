/** The part of saxen (a streaming XML parser, which ships no types) that the workbook reader uses. */
declare module 'saxen' {
  type DecodeEntities = (text: string) => string;
  export class Parser {
    on(
      event: 'openTag',
      listener: (
        name: string,
        attributes: () => Record<string, string> | false,
        decode: DecodeEntities,
        selfClosing: boolean,
      ) => void,
    ): this;
    on(event: 'closeTag', listener: (name: string) => void): this;
    on(event: 'text', listener: (text: string, decode: DecodeEntities) => void): this;
    on(event: 'cdata', listener: (text: string) => void): this;
    /** A comment, a processing instruction (`<?xml …?>`) or a declaration such as `<!DOCTYPE …>`, as written. */
    on(event: 'comment' | 'question' | 'attention', listener: (text: string) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    /** Parses the next piece of a document; a token cut at its end waits for the next piece. */
    write(xml: string): this;
    /** The document is complete: what is left must parse on its own. Returns the error, if not thrown. */
    end(): Error | null;
  }
}
