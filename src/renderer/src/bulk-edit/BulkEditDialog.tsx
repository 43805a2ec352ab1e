import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changeUnavailable, type BulkChanges } from '../../../shared/bulk-edit/bulk-changes.ts';
import type { BulkEditAbilities } from '../../../shared/ipc/bulk-edit.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { useAllLinks } from '../assign/use-account-lists.ts';
import { Dialog, keepFocusWhereItIs, useFormCloseState } from '../components/Dialog.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { formatCount } from '../components/format.ts';
import { SelectControl } from '../components/controls/SelectControl.tsx';
import { durationText } from '../import/duration.ts';
import { useLinkChoices } from '../links/use-link-choices.ts';
import { UtmTemplateDialog } from '../components/utm/UtmTemplateDialog.tsx';
import { useUtmTemplates } from '../components/utm/use-utm-templates.ts';
import { call } from '../store/call.ts';
import { BulkChangesFields } from './BulkChangesFields.tsx';
import { BulkPreviewList, type ChangeRow } from './BulkPreviewList.tsx';
import { BulkRunPanel } from './BulkRunPanel.tsx';
import { changesOf, draftTouched, EMPTY_DRAFT, type BulkDraft } from './bulk-draft.ts';
import { previewOf, type Preview } from './bulk-preview.ts';
import { linksInScope, type BulkScope } from './bulk-scope.ts';
import { changesLabel, type Names } from './change-words.ts';
import { useBulkGroups } from './use-bulk-choices.ts';
import { useBulkEdits } from './use-bulk-edits.ts';
import './bulk-edit.css';

export interface BulkEditDialogProps {
  accountId: string;
  /** The Links list's selection and search when the dialog opened: the scopes offered first. */
  selected: ReadonlySet<number>;
  query: string;
  /** Opens on an edit already recorded, to follow it or undo it. */
  editId?: string;
  /**
   * A destination to replace in every link chosen (link health's "Fix all"): Find and replace starts ticked
   * with it, and the person types what replaces it.
   */
  replaceDestination?: string;
  onClose: () => void;
  /** After links changed: the list reads again. */
  onChanged: () => void;
}

const plural = (count: number) => (count === 1 ? '1 link' : `${formatCount(count)} links`);

const PASSWORD_NOTICE =
  'This installation replaces the whole link on every update and never says whether a link has a password: a password on any of these links is removed. Leave such links out, or set their password again in the link’s form afterwards.';

function scopeKey(scope: BulkScope): string {
  return scope.kind === 'campaign' || scope.kind === 'channel' ? `${scope.kind}:${scope.id}` : scope.kind;
}

function scopeOf(key: string): BulkScope {
  const [kind, id] = key.split(':');
  if (kind === 'campaign' || kind === 'channel') return { kind, id: Number(id) };
  return { kind: kind as 'selection' | 'matching' | 'all' };
}

/**
 * Changing many links at once: which links, which changes, a preview of every field that changes on every link
 * (nothing is sent before it), then the run in main with its progress, Pause, Resume, Cancel and Undo.
 */
export function BulkEditDialog(props: BulkEditDialogProps) {
  return (
    <Dialog title="Edit links in bulk" onClose={props.onClose}>
      <BulkEditBody {...props} />
    </Dialog>
  );
}

/** Inside the dialog, so that closing it asks before dropping the changes chosen. */
function BulkEditBody({
  accountId,
  selected,
  query,
  editId,
  replaceDestination,
  onClose,
  onChanged,
}: BulkEditDialogProps) {
  const api = useApi();
  const all = useAllLinks(api, accountId);
  const [abilities, setAbilities] = useState<BulkEditAbilities | null>(null);
  const [problem, setProblem] = useState<AppErrorData | null>(null);
  const utm = useUtmTemplates();
  const [phase, setPhase] = useState<'choose' | 'preview' | 'run'>(editId ? 'run' : 'choose');
  /** What the preview shows, made when it opens: exactly these changes go to main. */
  const [previewed, setPreviewed] = useState<{ preview: Preview; changes: BulkChanges } | null>(null);
  const preview = phase === 'preview' ? (previewed?.preview ?? null) : null;
  const [shownEdit, setShownEdit] = useState<string | null>(editId ?? null);
  const [scope, setScope] = useState<BulkScope>(
    selected.size > 0 ? { kind: 'selection' } : query.trim() ? { kind: 'matching' } : { kind: 'all' },
  );
  const [starting, setStarting] = useState(false);
  const [tried, setTried] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const { edits } = useBulkEdits();

  useEffect(() => {
    let live = true;
    void call(() => api.getBulkEditAbilities({ accountId })).then((result) => {
      if (!live) return;
      if (result.ok) setAbilities(result.value);
      else setProblem(result.error);
    });
    return () => {
      live = false;
    };
  }, [api, accountId]);

  const revision = abilities?.campaignsAndChannels === false ? 'legacy' : 'current';
  const choices = useLinkChoices(api, accountId, revision);
  const groups = useBulkGroups(api, accountId, abilities?.campaignsAndChannels ?? true);
  const form = useForm<BulkDraft>({
    defaultValues: replaceDestination
      ? { ...EMPTY_DRAFT, on: { ...EMPTY_DRAFT.on, findReplace: true }, find: replaceDestination }
      : EMPTY_DRAFT,
  });
  const draft = useWatch({ control: form.control }) as BulkDraft;
  const { changes, errors } = changesOf(draft);
  const touched = draftTouched(draft);
  useFormCloseState({ dirty: touched && phase !== 'run', what: 'this bulk edit' });

  const chosenLinks = useMemo(
    () => (all.items ? linksInScope(all.items, scope, { selected, query }) : null),
    [all.items, scope, selected, query],
  );
  const names: Names = useMemo(
    () => ({
      campaigns: new Map((groups.campaigns ?? []).map((campaign) => [campaign.id, campaign.name])),
      channels: new Map((groups.channels ?? []).map((channel) => [channel.id, channel.name])),
      pixels: new Map((choices.pixels ?? []).map((pixel) => [pixel.id, pixel.name])),
    }),
    [groups, choices.pixels],
  );
  const previewRows = useMemo<ChangeRow[]>(
    () =>
      (preview?.rows ?? []).map((row) => ({
        key: row.link.id,
        shorturl: row.link.shorturl,
        changes: row.plan.changes,
        notes: [
          ...(row.plan.refusal ? [{ text: `Not sent: ${row.plan.refusal}`, tone: 'problem' as const }] : []),
          ...row.losses.map((text) => ({ text, tone: 'warning' as const })),
        ],
      })),
    [preview],
  );

  const hasErrors = Object.keys(errors).length > 0;
  const noChange = Object.keys(changes).length === 0;
  const unavailable = abilities ? changeUnavailable(changes, abilities) : null;

  const toPreview = () => {
    setTried(true);
    if (hasErrors || noChange || unavailable || !chosenLinks?.length || !abilities) return;
    setPreviewed({ preview: previewOf(chosenLinks, changes, abilities, Date.now()), changes });
    setPhase('preview');
  };

  const start = async () => {
    if (!preview || !previewed) return;
    const { changes } = previewed;
    setStarting(true);
    setProblem(null);
    const links = preview.rows
      .filter((row) => !row.plan.refusal)
      .map((row) => ({ id: row.link.id, shorturl: row.link.shorturl }));
    const result = await call(() =>
      api.startBulkEdit({ accountId, label: changesLabel(changes), links, changes }),
    );
    setStarting(false);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    form.reset(EMPTY_DRAFT);
    setShownEdit(result.value.editId);
    setPhase('run');
  };

  const shown = shownEdit ? (edits ?? []).find((edit) => edit.editId === shownEdit) : undefined;
  const finishedState = shown?.state;
  useEffect(() => {
    if (finishedState && finishedState !== 'running') onChanged();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per change of state
  }, [finishedState]);

  return (
    <div className="bulk-edit">
      {phase === 'run' ? (
        shown ? (
          <BulkRunPanel edit={shown} names={names} onShow={setShownEdit} onClose={onClose} />
        ) : (
          <p className="field-hint">Reading the bulk edit…</p>
        )
      ) : phase === 'preview' && preview && chosenLinks ? (
        <>
          <div className="bulk-summary" role="status">
            <p>
              <strong>{plural(preview.rows.length - preview.refused)} change.</strong>{' '}
              {preview.unchanged > 0 ? `${plural(preview.unchanged)} already as asked are left out. ` : ''}
              {preview.refused > 0
                ? `${plural(preview.refused)} cannot take the change and are left out. `
                : ''}
              It takes {formatCount(preview.requests)} requests
              {preview.minutes !== null
                ? `, ${durationText(preview.minutes * 60)} at this account’s rate limit`
                : ''}
              ; Linkdesk leaves a request of each minute for you meanwhile, and you can pause at any time.
            </p>
            {abilities?.replacesOnUpdate ? <p className="bulk-notice">{PASSWORD_NOTICE}</p> : null}
          </div>
          {previewRows.length > 0 ? (
            <BulkPreviewList rows={previewRows} label="Each link’s changes" changes={changes} names={names} />
          ) : (
            <p>Every chosen link already holds what this edit asks: there is nothing to send.</p>
          )}
          {problem ? <ErrorAlert title="The bulk edit did not start" error={problem} /> : null}
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setPhase('choose')}>
              Back to the changes
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={starting || preview.rows.length - preview.refused === 0}
              onClick={() => void start()}
            >
              {starting ? 'Starting…' : `Change ${plural(preview.rows.length - preview.refused)}`}
            </button>
          </div>
        </>
      ) : (
        <>
          {/* Before the form, not in it: a form inside a form is no HTML, and the footer stays its last child. */}
          {savingTemplate ? (
            <UtmTemplateDialog
              values={changes.utm?.values ?? {}}
              onSaved={utm.reload}
              onClose={() => setSavingTemplate(false)}
            />
          ) : null}
          <form
            className="bulk-choose"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              toPreview();
            }}
          >
            <SelectControl
              label="Links to change"
              value={scopeKey(scope)}
              onChange={(key) => setScope(scopeOf(key))}
              busy={all.items === null}
              hint={
                chosenLinks ? `${plural(chosenLinks.length)} chosen.` : 'Reading every link of the account…'
              }
            >
              {selected.size > 0 ? (
                <option value="selection">The {plural(selected.size)} selected</option>
              ) : null}
              {query.trim() ? <option value="matching">Links matching “{query.trim()}”</option> : null}
              <option value="all">Every link of the account</option>
              {(groups.campaigns ?? []).map((campaign) => (
                <option key={`c${campaign.id}`} value={`campaign:${campaign.id}`}>
                  Campaign: {campaign.name}
                </option>
              ))}
              {(groups.channels ?? []).map((channel) => (
                <option key={`h${channel.id}`} value={`channel:${channel.id}`}>
                  Channel: {channel.name}
                </option>
              ))}
            </SelectControl>
            {abilities ? (
              <BulkChangesFields
                draft={draft}
                errors={tried ? errors : {}}
                register={form.register}
                control={form.control}
                setValue={form.setValue}
                abilities={abilities}
                choices={choices}
                campaigns={groups.campaigns}
                channels={groups.channels}
                templates={utm.templates}
                onSaveTemplate={() => setSavingTemplate(true)}
              />
            ) : problem ? (
              <ErrorAlert title="Linkdesk could not reach the installation" error={problem} />
            ) : (
              <p className="field-hint">Asking the installation how it updates links…</p>
            )}
            {all.error ? <ErrorAlert title="The links could not be read" error={all.error} /> : null}
            <div className="form-actions">
              <p className="form-status" role="status">
                {tried && noChange ? 'Choose at least one change.' : tried && unavailable ? unavailable : ''}
              </p>
              <button type="button" className="button" onMouseDown={keepFocusWhereItIs} onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="button button-primary" disabled={!chosenLinks || !abilities}>
                Preview {chosenLinks ? plural(chosenLinks.length) : 'the links'}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
