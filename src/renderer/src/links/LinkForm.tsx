import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { Revision } from '../../../shared/api/constants.ts';
import type { Api } from '../../../shared/ipc/api.ts';
import type { KeptLinkField } from '../../../shared/ipc/resources.ts';
import { ApiForm } from '../components/ApiForm.tsx';
import { DateTimeField } from '../components/controls/DateTimeField.tsx';
import { EXPIRY_PRESETS } from '../components/controls/datetime-value.ts';
import { SecretField } from '../components/SecretField.tsx';
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
import { LinkAdvancedSection } from './LinkAdvancedSection.tsx';
import { advancedInUse, advancedWithErrors, passwordUpFront } from './link-form-sections.ts';
import { LinkPixelsFieldset } from './LinkPixelsFieldset.tsx';
import { LinkRedirectFields } from './LinkRedirectFields.tsx';
import { LinkShortUrlFields } from './LinkShortUrlFields.tsx';
import { useLinkChoices } from './use-link-choices.ts';
import { useOwnDomain } from './use-own-domain.ts';
import { UtmTemplateAdder } from '../components/utm/UtmTemplateAdder.tsx';
import { useUtmTemplates } from '../components/utm/use-utm-templates.ts';
import './link-form.css';

export interface LinkSaved {
  id: number;
  shorturl: string;
  /** The destination as saved: the pane shows it at once, even for a link the list no longer shows. */
  longurl: string;
  /** After an edit: what the installation dropped although it was sent again. */
  dropped?: KeptLinkField[];
}

interface LinkFormProps {
  api: Api;
  accountId: string;
  revision: Revision | null;
  /** Create without; edit with the link's id, and its short URL and alias as the list shows them. */
  editing?: { id: number; shortUrl?: { shorturl: string; alias: string } };
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
  /**
   * A new destination proposed from outside (where a moved page ends up): typed in for the person, who still
   * saves or cancels, and told apart from the link's own so that saving sends it.
   */
  proposedUrl?: string;
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
  proposedUrl,
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
    send: async (body) => {
      const result = await call(() =>
        editing
          ? api.updateLink({
              accountId,
              id: editing.id,
              ...changedFields(body, before),
              remove: removedFields(body, before),
            })
          : api.addLink({ accountId, ...body, url: body.url ?? '' }),
      );
      return result.ok ? { ok: true, value: { ...result.value, longurl: body.url ?? '' } } : result;
    },
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
  useEffect(() => {
    if (proposedUrl) setValue('url', proposedUrl, { shouldDirty: true, shouldValidate: true });
  }, [proposedUrl, setValue]);
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
  const passwordFirst = passwordUpFront({ editing: editing !== undefined, replacesOnUpdate });
  const ownDomain = useOwnDomain(api, accountId, editing?.shortUrl);
  const utm = useUtmTemplates();

  // "Advanced" starts open when the link uses one of its fields, and opens by itself on an error in one of
  // them (react-hook-form then focuses that field, as any other); the person may open or close it otherwise.
  const { errors } = useFormState({ control: form.control });
  const failedAdvanced = advancedWithErrors(errors, { passwordUpFront: passwordFirst });
  const [advancedOpen, setAdvancedOpen] = useState(() =>
    advancedInUse(initial, { passwordUpFront: passwordFirst }),
  );
  if (failedAdvanced.length > 0 && !advancedOpen) setAdvancedOpen(true);

  const password = (
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
  );

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
            Your server replaces a link on every update. Linkdesk sends the rest of this link again, but
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
        placeholder="https://example.com/page"
        // The dialog focuses its first control as it opens; on edit that is the loading notice's button, gone by now.
        autoFocus
      />
      <UtmTemplateAdder
        templates={utm.templates}
        url={typed.url ?? ''}
        onApply={(url) => setValue('url', url, { shouldDirty: true, shouldValidate: true })}
      />
      <LinkShortUrlFields
        form={form}
        choices={choices}
        initialDomain={initial.domain}
        ownDomain={ownDomain}
        typed={typed}
      />
      <TextField
        {...form.fieldProps('metatitle', 'Title')}
        hint="Shown in your list of links, and as the headline when the link is shared."
        autoComplete="off"
      />
      <DateTimeField
        {...form.fieldProps('expiry', 'Expires')}
        hint="Optional. After this time the short link stops redirecting."
        presets={EXPIRY_PRESETS}
      />
      {passwordFirst ? password : null}
      <LinkAdvancedSection
        expanded={advancedOpen}
        onExpandedChange={setAdvancedOpen}
        summary={
          passwordFirst ? 'Redirect, pixels, sharing preview' : 'Password, redirect, pixels, sharing preview'
        }
      >
        {passwordFirst ? null : password}
        <LinkRedirectFields
          form={form}
          choices={choices}
          told={initial.type !== 'keep'}
          chosen={typed.type}
        />
        {current && (choices.pixels ?? []).length > 0 ? (
          <LinkPixelsFieldset
            form={form}
            pixels={choices.pixels ?? []}
            told={initial.replacePixels}
            replacing={typed.replacePixels}
          />
        ) : null}
        <TextField
          {...form.fieldProps('metadescription', 'Meta description')}
          hint="The text under the title when the link is shared."
          autoComplete="off"
        />
        <TextField
          {...form.fieldProps('metaimage', 'Meta image URL')}
          hint="The picture shown when the link is shared."
          type="url"
          autoComplete="off"
          spellCheck={false}
        />
        {current ? (
          <TextField
            {...form.fieldProps('description', 'Description')}
            hint="A note for you and your team; visitors do not see it."
            autoComplete="off"
          />
        ) : null}
      </LinkAdvancedSection>
    </ApiForm>
  );
}
