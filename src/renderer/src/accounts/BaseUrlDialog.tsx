import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { sendsKeyUnencrypted } from '../../../shared/api/transport.ts';
import type { SetBaseUrlRequest } from '../../../shared/ipc/contract.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { ApiForm } from '../components/ApiForm.tsx';
import { CheckboxField } from '../components/controls/CheckboxField.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { SecretField } from '../components/SecretField.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import { baseUrlFormSchema, movesToAnotherServer, type BaseUrlFormValues } from './base-url-change.ts';

const FIELDS = ['baseUrl', 'apiKey', 'keepKey', 'allowUnencrypted'] as const;

interface BaseUrlDialogProps {
  account: AccountView;
  submit: (change: SetBaseUrlRequest) => Promise<Result<AccountView>>;
  onDone: (account: AccountView) => void;
  onClose: () => void;
}

/**
 * A new address for an account. The key stays where it was given: another server (scheme, host or port) needs
 * it typed again, the same server uses the stored key only once the person ticks it, and an http:// address off
 * this computer is used only once they accept that the key travels unencrypted.
 */
export function BaseUrlDialog({ account, submit, onDone, onClose }: BaseUrlDialogProps) {
  const form = useApiForm<BaseUrlFormValues, Omit<SetBaseUrlRequest, 'id'>, AccountView>({
    resolver: zodResolver(baseUrlFormSchema(account)),
    defaultValues: { baseUrl: account.baseUrl, apiKey: '', keepKey: false, allowUnencrypted: false },
    fields: FIELDS,
    unsavedChangesTo: 'the address',
    byCode: { auth: 'apiKey' },
    send: (change) => submit({ id: account.id, ...change }),
    resetTo: () => ({ apiKey: '', keepKey: false, allowUnencrypted: false }),
    onSent: onDone,
  });
  const baseUrl = useWatch({ control: form.control, name: 'baseUrl' });
  const elsewhere = movesToAnotherServer(account, baseUrl);

  return (
    <Dialog title={`Change the address of “${account.name}”`} onClose={onClose}>
      <ApiForm
        form={form}
        className="form"
        submitLabel="Change address"
        busyText="Checking the key at the new address…"
        onCancel={onClose}
      >
        <div className="dialog-description">
          <p>Linkdesk checks that the key works at the new address before using it.</p>
        </div>
        <TextField
          {...form.fieldProps('baseUrl', 'Base URL')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
        />
        {elsewhere ? (
          <SecretField
            {...form.fieldProps('apiKey', 'API key')}
            toggleLabel="Show key"
            hint="This is another server, so enter the account's key again: a stored key is never sent anywhere but where it was given."
          />
        ) : (
          <CheckboxField
            {...form.fieldProps('keepKey', 'Use the stored key at the new address')}
            hint="The same server: the key Linkdesk keeps for this account is sent to the new address."
          />
        )}
        {sendsKeyUnencrypted(baseUrl) ? (
          <CheckboxField
            {...form.fieldProps('allowUnencrypted', 'Send the key unencrypted over http')}
            hint="This address starts with http://: anyone on the network can read what is sent, the key included."
          />
        ) : null}
      </ApiForm>
    </Dialog>
  );
}
