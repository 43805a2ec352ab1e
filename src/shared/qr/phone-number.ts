/**
 * Phone numbers as people type them ("+49 (0)30 123-45.67"), as the payload needs them: digits, and a
 * leading + for the phone type. Spaces (any kind), dashes, dots, slashes and brackets are only there to be
 * read; they are taken out. A "(0)" after an international prefix is the trunk 0 that callers from abroad
 * leave out, so it goes too. Anything else (letters, a + in the middle) stays, for the check to refuse with
 * the number as typed in view.
 */
export function normalisePhoneNumber(typed: string): string {
  return typed
    .trim()
    .replace(/^(\+\d+)[\s\u00a0\u2000-\u200b\u202f-]*\(0\)/, '$1')
    .replace(/[\s\u00a0\u2000-\u200b\u202f\-\u2010-\u2015\u2212./()[\]]/g, '');
}
