import type {
  BulkField,
  BulkLinkState,
  FieldChange,
  LinkPlan,
  PlannedBody,
} from '../../shared/bulk-edit/plan-link.ts';
import type { RowRestore } from './bulk-journal.ts';
import { holds } from './link-state.ts';

/** The fields an Undo can put back, and the update field each is sent as. */
const RESTORABLE: Partial<Record<BulkField, keyof PlannedBody>> = {
  url: 'url',
  title: 'metatitle',
  domain: 'domain',
  campaign: 'campaign',
  expiry: 'expiry',
};

const FIELD_OF: Record<string, BulkField> = {
  url: 'url',
  metatitle: 'title',
  domain: 'domain',
  campaign: 'campaign',
  expiry: 'expiry',
};

const asBodyValue = (key: keyof PlannedBody, value: string | null): PlannedBody[keyof PlannedBody] =>
  key === 'campaign' ? (value === null ? null : Number(value)) : value;

/**
 * What Undo puts back for one changed link: each field it can restore to what was read before the edit, with
 * what the edit left there, which the link must still hold. A channel, a redirect and pixels cannot be put back:
 * no endpoint takes a link out of a channel, and no read says what the redirect and pixels were.
 */
export function restoreOf(changes: readonly FieldChange[]): RowRestore | null {
  const restore: RowRestore = { body: {}, expect: {} };
  for (const change of changes) {
    const key = RESTORABLE[change.field];
    if (!key || change.before === undefined) continue;
    (restore.body as Record<string, unknown>)[key] = asBodyValue(key, change.before);
    restore.expect[key] = change.after ?? null;
  }
  return Object.keys(restore.body).length > 0 ? restore : null;
}

/** The fields of the link that no longer hold what the edit left: someone changed them since. */
export function changedSince(state: BulkLinkState, restore: RowRestore): BulkField[] {
  return Object.entries(restore.expect).flatMap(([key, value]) => {
    const field = FIELD_OF[key]!;
    const expected = value === null ? null : String(value);
    return holds(state, field, expected) === false ? [field] : [];
  });
}

/** The Undo of one link as a plan: each field put back that is not back already. */
export function planRestore(state: BulkLinkState, restore: RowRestore, now: number): LinkPlan {
  const plan: LinkPlan = { changes: [], body: {}, refusal: null };
  for (const [key, value] of Object.entries(restore.body) as [keyof PlannedBody, unknown][]) {
    const field = FIELD_OF[key]!;
    const text = value === null || value === undefined ? null : String(value);
    if (holds(state, field, text) === true) continue;
    if (field === 'expiry' && text !== null && Date.parse(`${text.replace(' ', 'T')}Z`) <= now) {
      // Its old expiry has passed since: installations take only a future one, and it would be expired anyway.
      continue;
    }
    const before =
      field === 'url' ? state.longurl : field === 'title' ? state.title : currentText(state, field);
    plan.changes.push({ field, before, after: text });
    (plan.body as Record<string, unknown>)[key] = value;
  }
  return plan;
}

function currentText(state: BulkLinkState, field: BulkField): string | null | undefined {
  if (field === 'domain') return state.domain;
  if (field === 'campaign') return state.campaign === null ? null : String(state.campaign);
  if (field === 'expiry') return state.expiry;
  return undefined;
}
