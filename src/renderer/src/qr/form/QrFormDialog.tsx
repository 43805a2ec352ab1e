import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { Api } from '../../../../shared/ipc/api.ts';
import type { Result } from '../../../../shared/ipc/errors.ts';
import type { AccountView } from '../../../../shared/ipc/models.ts';
import type { QrPrefill } from '../../commands/open-item.ts';
import type { QrCode } from '../../../../shared/ipc/resources.ts';
import type { CodeReading } from '../../../../shared/qr/code-reading.ts';
import type { QrDesign } from '../../../../shared/qr/design.ts';
import { ApiForm } from '../../components/ApiForm.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useApiForm } from '../../components/use-api-form.ts';
import { call } from '../../store/call.ts';
import { ContentFields } from './ContentFields.tsx';
import { FormPreview } from './FormPreview.tsx';
import { LogoFields } from './LogoFields.tsx';
import { lockedColoursNotice } from './locked-colours.ts';
import { LookFields } from './LookFields.tsx';
import { madeElsewhereNotice, qrFormFromReading, typesOfReading } from './made-elsewhere.ts';
import {
  emptyQrForm,
  formErrorOf,
  QR_FORM_FIELDS,
  qrFormFromDesign,
  qrFormSchema,
  type QrFormFields,
  type QrRequest,
  type QrSubmission,
} from './qr-form-values.ts';
import { TypePicker, TypeReadOnly } from './TypePicker.tsx';
import { useLogoPreview } from './use-logo-preview.ts';
import { ScanConfirmDialog } from './ScanConfirmDialog.tsx';
import { useScanGuard } from './use-scan-guard.ts';
import './qr-form.css';

/** `read`: for a code without a design, what its image was read as (null when it could not be read). */
export type QrFormMode =
  | { kind: 'create'; prefill?: QrPrefill }
  | {
      kind: 'edit';
      qr: QrCode;
      design: QrDesign | null;
      read?: CodeReading | null;
      /** An address typed in for the person to save: where the code's page moved for good. */
      proposedUrl?: string;
    };

export interface QrSaved {
  id: number;
  /** The new code's `link` (its image on the installation); null after an edit. */
  link: string | null;
  /** The name a new code was made with, as sent ('' without one); '' after an edit. */
  name: string;
}

export interface QrFormDialogProps {
  api: Api;
  account: AccountView;
  mode: QrFormMode;
  /** Called once the installation accepted the code; the caller decides what comes next (and closes the dialog). */
  onSaved: (saved: QrSaved) => void;
  /** Cancel, Escape and the dialog's own close. */
  onClose: () => void;
  /** Shows the installation's current state (reloads the list), for a save whose outcome is unknown. */
  onCheck?: () => void;
}

export { NO_DESIGN_NOTICE } from './made-elsewhere.ts';

export const NAME_HINT = 'Optional. Shown in your list of codes. It cannot be changed once the code is made.';
export const LEGACY_NAME_HINT =
  'Optional. Kept on this computer only: your server does not store names of codes.';

/**
 * Creates a QR code or changes one, with a preview beside the form that follows every keystroke without the
 * network. Checked with the installation's own rules before sending; a failure it pins on a field is shown
 * there, and what was typed stays until a save succeeds.
 */
export function QrFormDialog({ api, account, mode, onSaved, onClose, onCheck }: QrFormDialogProps) {
  const editing = mode.kind === 'edit' ? mode : null;
  const design = editing?.design ?? null;
  const read = editing?.read ?? null;
  const isEdit = editing !== null;
  const prefill = mode.kind === 'create' ? (mode.prefill ?? null) : null;
  const initial = useMemo(() => {
    if (design) return qrFormFromDesign(design);
    if (isEdit) return qrFormFromReading(read);
    // Asked for from another area (a campaign's rotator): a URL code of that address, named after it. Else a
    // web link, the code people make most.
    return prefill ? { ...emptyQrForm('link'), link: prefill.link, name: prefill.name } : emptyQrForm('link');
  }, [design, read, isEdit, prefill]);
  // Installations take a name only when a code is made; legacy ones take none, and Linkdesk keeps it here.
  const namable = !editing;
  const coloursLocked = lockedColoursNotice(isEdit, design);
  const schema = useMemo(() => qrFormSchema({ namable }), [namable]);
  const resolver = useMemo(() => zodResolver(schema), [schema]);

  const form = useApiForm<QrFormFields, QrSubmission, QrSaved>({
    defaultValues: initial,
    resolver,
    unsavedChangesTo: 'the QR code',
    fields: QR_FORM_FIELDS,
    send: ({ request }) => save(api, account.id, editing?.qr.id ?? null, request, coloursLocked === null),
    resetTo: ({ fields }) => fields,
    onSent: onSaved,
    ...(onCheck ? { onCheck } : {}),
  });
  // A moved page's new address goes where the code's checked address is: a web link's, or a card's website.
  const { setValue } = form;
  const proposedUrl = editing?.proposedUrl;
  useEffect(() => {
    if (!proposedUrl) return;
    const typed = { shouldDirty: true, shouldValidate: true };
    if (initial.type === 'link') setValue('link', proposedUrl, typed);
    else if (initial.type === 'vcard') setValue('vcard.site', proposedUrl, typed);
  }, [proposedUrl, initial.type, setValue]);
  const values = useWatch({ control: form.control }) as QrFormFields;
  const logo = useLogoPreview(api, account.id, values.logo, values.logoFile);
  const { type } = values;
  const guard = useScanGuard({
    onSubmit: form.onSubmit,
    fieldsPass: () => schema.safeParse(values).success,
    saving: form.isSubmitting,
  });

  const title = editing ? `Edit ${editing.qr.name || `QR code ${editing.qr.id}`}` : 'New QR code';
  return (
    <>
      <Dialog title={title} onClose={onClose}>
        <ApiForm
          form={{ ...form, onSubmit: guard.onSubmit }}
          className="form qr-form"
          errorTitle={editing ? 'The QR code was not saved' : 'The QR code was not created'}
          submitLabel={editing ? 'Save QR code' : 'Create QR code'}
          busyText={editing ? 'Saving the QR code…' : 'Creating the QR code…'}
          onCancel={onClose}
        >
          <div className="qr-form-layout">
            <div className="qr-form-fields">
              {namable ? (
                <TextField
                  {...form.fieldProps('name', 'Name')}
                  autoComplete="off"
                  hint={account.revision === 'legacy' ? LEGACY_NAME_HINT : NAME_HINT}
                />
              ) : null}
              {editing && account.revision !== 'legacy' ? (
                <div className="field">
                  <p className="field-label">Name</p>
                  <p className="qr-form-readonly">{editing.qr.name || 'No name'}</p>
                  <p className="field-hint">A code keeps the name it was made with.</p>
                </div>
              ) : null}
              {editing && !design ? <p className="qr-form-notice">{madeElsewhereNotice(read)}</p> : null}
              {editing && design ? (
                <TypeReadOnly type={type} />
              ) : (
                <TypePicker
                  fieldProps={form.fieldProps}
                  {...(editing
                    ? {
                        hint: 'Choose the type this code was made with: a code keeps its type, and your server checks the content against it.',
                        types: typesOfReading(read),
                      }
                    : {})}
                />
              )}
              <ContentFields type={type} values={values} fieldProps={form.fieldProps} />
              <LookFields
                form={form}
                foreground={values.foreground}
                background={values.background}
                locked={coloursLocked}
              />
              <LogoFields
                form={form}
                url={values.logo}
                file={values.logoFile}
                scale={values.logoScale}
                preview={logo}
                onInstallation={editing ? (design ? design.logo : 'unknown') : null}
              />
            </div>
            <FormPreview
              type={type}
              values={values}
              logo={logo.logo}
              link={editing?.qr.link ?? null}
              baseUrl={account.baseUrl}
              onVerdict={guard.onVerdict}
            />
          </div>
        </ApiForm>
      </Dialog>
      {guard.asking ? (
        // Beside the form's dialog, not inside it, as the question about unsaved changes is.
        <ScanConfirmDialog
          verdict={guard.asking}
          onKeepEditing={guard.keepEditing}
          onSaveAnyway={guard.saveAnyway}
        />
      ) : null}
    </>
  );
}

/** `withColours`: false for a code whose colours an update cannot change, which then sends none. */
async function save(
  api: Api,
  accountId: string,
  id: number | null,
  request: QrRequest,
  withColours: boolean,
): Promise<Result<QrSaved>> {
  if (id === null) {
    const result = await call(() => api.addQrCode({ accountId, ...request }));
    return result.ok
      ? { ok: true, value: { id: result.value.id, link: result.value.link, name: request.name ?? '' } }
      : { ok: false, error: formErrorOf(request.type, result.error) };
  }
  const { name: _name, foreground, background, ...changes } = request;
  const colours = withColours ? { foreground, background } : {};
  const result = await call(() => api.updateQrCode({ accountId, id, ...changes, ...colours }));
  return result.ok
    ? { ok: true, value: { id, link: null, name: '' } }
    : { ok: false, error: formErrorOf(request.type, result.error) };
}
