import {
  MAX_SHIFT_DAYS,
  type BulkChanges,
  type BulkChangeKind,
} from '../../../shared/bulk-edit/bulk-changes.ts';
import { findPatternProblem } from '../../../shared/bulk-edit/find-replace.ts';
import { UTM_KEYS, utmValueProblem, type UtmKey, type UtmValues } from '../../../shared/bulk-edit/utm.ts';
import { expiryToApi } from '../components/api-datetime.ts';

/** The bulk edit form as typed: each change switched on or off, its fields kept either way. */
export interface BulkDraft {
  on: Record<BulkChangeKind, boolean>;
  /** A domain's address; '' for the installation's own. */
  domain: string;
  /** A campaign's id; '' to take the links out of their campaign. */
  campaign: string;
  channel: string;
  expiryMode: 'set' | 'clear' | 'shift';
  /** `datetime-local` text, in the person's own time. */
  expiryAt: string;
  shiftDays: string;
  redirect: string;
  pixels: number[];
  utmMode: 'set' | 'replace' | 'remove';
  utm: Record<UtmKey, string>;
  find: string;
  replace: string;
  pattern: boolean;
  matchCase: boolean;
  prefix: string;
  suffix: string;
}

export const EMPTY_DRAFT: BulkDraft = {
  on: {
    domain: false,
    campaign: false,
    channel: false,
    expiry: false,
    redirect: false,
    pixels: false,
    utm: false,
    findReplace: false,
    title: false,
  },
  domain: '',
  campaign: '',
  channel: '',
  expiryMode: 'shift',
  expiryAt: '',
  shiftDays: '30',
  redirect: 'direct',
  pixels: [],
  utmMode: 'set',
  utm: { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
  find: '',
  replace: '',
  pattern: false,
  matchCase: false,
  prefix: '',
  suffix: '',
};

/** Problems by field name (`utm_source`, `find`, `shiftDays`…), in words. */
export type DraftErrors = Partial<Record<string, string>>;

/** The changes the draft asks for, or what is missing or wrong in it. */
export function changesOf(draft: BulkDraft): { changes: BulkChanges; errors: DraftErrors } {
  const changes: BulkChanges = {};
  const errors: DraftErrors = {};
  const { on } = draft;
  if (on.domain) changes.domain = { to: draft.domain || null };
  if (on.campaign) changes.campaign = { to: draft.campaign ? Number(draft.campaign) : null };
  if (on.channel) {
    if (draft.channel) changes.channel = { add: Number(draft.channel) };
    else errors.channel = 'Choose a channel.';
  }
  if (on.expiry) {
    if (draft.expiryMode === 'clear') changes.expiry = { kind: 'clear' };
    else if (draft.expiryMode === 'set') {
      const at = expiryToApi(draft.expiryAt);
      if (at) changes.expiry = { kind: 'set', at };
      else errors.expiryAt = 'Choose a date and time.';
    } else {
      const days = Number(draft.shiftDays);
      if (Number.isInteger(days) && days !== 0 && Math.abs(days) <= MAX_SHIFT_DAYS) {
        changes.expiry = { kind: 'shift', days };
      } else
        errors.shiftDays = `Type a whole number of days, up to ${MAX_SHIFT_DAYS.toLocaleString('en-US')} either way.`;
    }
  }
  if (on.redirect) changes.redirect = { type: draft.redirect };
  if (on.pixels) changes.pixels = { ids: draft.pixels };
  if (on.utm) {
    const values: UtmValues = {};
    for (const key of UTM_KEYS) {
      const value = draft.utm[key].trim();
      const problem = draft.utmMode === 'remove' ? null : utmValueProblem(value);
      if (problem) errors[key] = `It ${problem}.`;
      else if (value && draft.utmMode !== 'remove') values[key] = value;
    }
    if (
      draft.utmMode !== 'remove' &&
      Object.keys(values).length === 0 &&
      !UTM_KEYS.some((key) => errors[key])
    ) {
      errors.utm_source = 'Type at least one value, or choose a template.';
    }
    changes.utm = { mode: draft.utmMode, values };
  }
  if (on.findReplace) {
    const problem = !draft.find
      ? 'Type what to find.'
      : draft.pattern
        ? findPatternProblem(draft.find)
        : null;
    if (problem) errors.find = problem.endsWith('.') ? problem : `The pattern ${problem}.`;
    else
      changes.findReplace = {
        find: draft.find,
        replace: draft.replace,
        pattern: draft.pattern,
        matchCase: draft.matchCase,
      };
  }
  if (on.title) {
    if (draft.prefix || draft.suffix) changes.title = { prefix: draft.prefix, suffix: draft.suffix };
    else errors.prefix = 'Type a prefix, a suffix or both.';
  }
  return { changes, errors };
}

/** Whether the person has typed or chosen anything: closing then asks first. */
export const draftTouched = (draft: BulkDraft) => JSON.stringify(draft) !== JSON.stringify(EMPTY_DRAFT);
