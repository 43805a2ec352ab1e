import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { ApiForm } from '../components/ApiForm.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { SecretField } from '../components/SecretField.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';

type FieldName = 'name' | 'baseUrl' | 'apiKey';
type Values = { [K in FieldName]?: string };

/** What the unsaved-changes question calls the field being changed. */
const EDITED: Record<FieldName, string> = { name: 'the name', baseUrl: 'the address', apiKey: 'the key' };

export interface AccountFieldDialogProps {
  title: string;
  field: FieldName;
  label: string;
  /** The request schema's rule for this one field, so the dialog refuses what main would refuse. */
  schema: z.ZodType<Values, Values>;
  initialValue: string;
  submitLabel: string;
  busyText: string;
  description?: ReactNode;
  secret?: boolean;
  submit: (value: string) => Promise<Result<AccountView>>;
  onDone: (account: AccountView) => void;
  onClose: () => void;
}

/** Rename, change address and replace key: one field, verified by main, errors beside the field. */
export function AccountFieldDialog(props: AccountFieldDialogProps) {
  const { title, field, label, schema, initialValue, submitLabel, busyText, description, secret } = props;
  const form = useApiForm<Values, Values, AccountView>({
    resolver: zodResolver(schema),
    defaultValues: { [field]: initialValue },
    fields: [field],
    unsavedChangesTo: EDITED[field],
    byCode: field === 'apiKey' ? { auth: 'apiKey' } : {},
    send: (values) => props.submit(values[field] ?? ''),
    resetTo: () => ({ [field]: '' }),
    onSent: props.onDone,
  });

  const fieldProps = form.fieldProps(field, label);

  return (
    <Dialog title={title} onClose={props.onClose}>
      <ApiForm
        form={form}
        className="form"
        submitLabel={submitLabel}
        busyText={busyText}
        onCancel={props.onClose}
      >
        {description ? <div className="dialog-description">{description}</div> : null}
        {secret ? (
          <SecretField {...fieldProps} toggleLabel="Show key" />
        ) : (
          <TextField
            {...fieldProps}
            type={field === 'baseUrl' ? 'url' : 'text'}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </ApiForm>
    </Dialog>
  );
}
