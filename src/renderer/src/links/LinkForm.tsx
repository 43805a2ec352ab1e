import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { Revision } from '../../../shared/api/constants.ts';
import type { Api } from '../../../shared/ipc/api.ts';
import type { KeptLinkField } from '../../../shared/ipc/resources.ts';
import { ApiForm } from '../components/ApiForm.tsx';
import { SecretField } from '../components/SecretField.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import { useUnsavedChanges } from '../commands/use-unsaved-changes.ts';
import { call } from '../store/call.ts';
import {
  changedFields,
  LINK_FORM_FIELDS,
  linkBodyOf,
  linkEditLosses,
  linkFormSchema,
  removedFields,
  type LinkBody,
  type LinkFormFields,
} from './link-form-values.ts';
import { LinkPixelsFieldset } from './LinkPixelsFieldset.tsx';
import { LinkRedirectFields } from './LinkRedirectFields.tsx';
import { useLinkChoices } from './use-link-choices.ts';

export interface LinkSaved {
  id: number;
  shorturl: string;
  /** After an edit: what the installation dropped although it was sent again. */
  dropped?: KeptLinkField[];
}

interface LinkFormProps {
  api: Api;
  accountId: string;
  revision: Revision | null;
  /** Create without; edit with the link's id. */
  editing?: { id: number };
  /**
   * Whether the installation replaces a link on update, as deployed ones do: the form then says what saving
   * cannot keep. The built-in sandbox follows the reference, which changes only what is sent.
   */
  replacesOnUpdate: boolean;
  /** Empty for a new link; the link's values as loaded for an edit. */
  initial: LinkFormFields;
  onCancel: () => void;
  onSaved: (saved: LinkSaved) => void;
  /** Reloads the list behind the form, for a change whose outcome is unknown. */
  onCheck?: () => void;
}

/**
 * Creates a link or edits one. Checked with the server's own rules before anything is sent; a failure the
 * server pins on a field is shown beside it, and whatever was typed stays in place until a save succeeds.
 */
export function LinkForm({
  api,
  accountId,
  revision,
  editing,
  replacesOnUpdate,
  initial,
  onCancel,
  onSaved,
  onCheck,
}: LinkFormProps) {
  const mode = editing ? 'edit' : 'create';
  const choices = useLinkChoices(api, accountId, revision);
  const resolver = useMemo(
    () => zodResolver(linkFormSchema({ mode, revision, initial })),
    [mode, revision, initial],
  );
  const before = useMemo(() => linkBodyOf(initial, revision), [initial, revision]);

  const form = useApiForm<LinkFormFields, LinkBody, LinkSaved>({
    defaultValues: initial,
    resolver,
    fields: LINK_FORM_FIELDS,
    byCode: { conflict: 'custom' },
    send: (body) =>
      call(() =>
        editing
          ? api.updateLink({
              accountId,
              id: editing.id,
              ...changedFields(body, before),
              remove: removedFields(body, before),
            })
          : api.addLink({ accountId, ...body, url: body.url ?? '' }),
      ),
    resetTo: () => initial,
    onSent: onSaved,
    ...(onCheck ? { onCheck } : {}),
  });
  useUnsavedChanges(form.isDirty, 'the link');
  const typed = useWatch({ control: form.control }) as LinkFormFields;
  const losses = editing && replacesOnUpdate ? linkEditLosses(initial, typed, { revision }) : [];

  // The domain list arrives after the form: its options replace the placeholder option of the link's own domain,
  // and a browser selects the first option when the selected one goes. The chosen domain is put back, and so
  // are a chosen splash page and overlay, whose options arrive the same way.
  const { setValue } = form;
  const { domain: chosenDomain, splash: chosenSplash, overlay: chosenOverlay } = typed;
  useEffect(() => {
    // Setting the value it already has only puts the browser's selection back; it marks nothing as changed.
    if (choices.domains) setValue('domain', chosenDomain);
  }, [choices.domains, chosenDomain, setValue]);
  useEffect(() => {
    if (choices.splashPages) setValue('splash', chosenSplash);
  }, [choices.splashPages, chosenSplash, setValue]);
  useEffect(() => {
    if (choices.overlays) setValue('overlay', chosenOverlay);
  }, [choices.overlays, chosenOverlay, setValue]);

  const current = revision !== 'legacy';
  const brandedDomains = (choices.domains ?? []).filter((domain) => domain.id !== null);

  return (
    <ApiForm
      form={form}
      className="link-form"
      errorTitle={editing ? 'The link could not be saved' : 'The link could not be created'}
      submitLabel={editing ? 'Save link' : 'Create link'}
      busyText={editing ? 'Saving the link…' : 'Creating the link…'}
      onCancel={onCancel}
    >
      {losses.length > 0 ? (
        <div className="form-warning" role="note" aria-label="What saving removes">
          <p>
            Installations replace a link on every update. Linkdesk sends the rest of this link again, but
            saving will remove:
          </p>
          <ul>
            {losses.map((loss) => (
              <li key={loss.field}>{loss.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {choices.failed.length > 0 ? (
        <p className="field-hint">
          {`Linkdesk could not load your ${choices.failed.join(', ')}; those choices show only their defaults.`}
        </p>
      ) : null}
      <TextField
        {...form.fieldProps('url', 'Long URL')}
        type="url"
        autoComplete="off"
        spellCheck={false}
        // The dialog focuses its first control as it opens; on edit that is the loading notice's button, gone by now.
        autoFocus
      />
      <TextField
        {...form.fieldProps('custom', 'Alias')}
        hint="The end of the short URL. Leave empty for one the installation picks."
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField {...form.fieldProps('domain', 'Domain')} aria-busy={choices.domains === null}>
        <option value="">The installation’s own domain</option>
        {brandedDomains.map((domain) => (
          <option key={domain.id} value={domain.domain}>
            {domain.domain}
          </option>
        ))}
        {initial.domain && !brandedDomains.some((domain) => domain.domain === initial.domain) ? (
          <option value={initial.domain}>{initial.domain}</option>
        ) : null}
      </SelectField>
      <TextField
        {...form.fieldProps('expiry', 'Expires')}
        type="datetime-local"
        hint="Optional. After this time the short URL stops redirecting."
      />
      <SecretField
        {...form.fieldProps('password', 'Password')}
        toggleLabel="Show password"
        hint={
          !editing
            ? 'Optional. Visitors must type it before they are redirected.'
            : replacesOnUpdate
              ? 'Type the link’s password again to keep it: saving without one removes it.'
              : 'Leave empty to keep the current password.'
        }
      />
      <LinkRedirectFields form={form} choices={choices} told={initial.type !== 'keep'} chosen={typed.type} />
      {current && (choices.pixels ?? []).length > 0 ? (
        <LinkPixelsFieldset
          form={form}
          pixels={choices.pixels ?? []}
          told={initial.replacePixels}
          replacing={typed.replacePixels}
        />
      ) : null}
      <TextField {...form.fieldProps('metatitle', 'Meta title')} autoComplete="off" />
      <TextField {...form.fieldProps('metadescription', 'Meta description')} autoComplete="off" />
      <TextField
        {...form.fieldProps('metaimage', 'Meta image URL')}
        type="url"
        autoComplete="off"
        spellCheck={false}
      />
      {current ? <TextField {...form.fieldProps('description', 'Description')} autoComplete="off" /> : null}
    </ApiForm>
  );
}
