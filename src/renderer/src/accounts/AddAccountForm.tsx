import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { addAccountRequest, type AddAccountRequest } from '../../../shared/ipc/contract.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { useWatch } from 'react-hook-form';
import { sendsKeyUnencrypted } from '../../../shared/api/transport.ts';
import { ApiForm } from '../components/ApiForm.tsx';
import { CheckboxField } from '../components/controls/CheckboxField.tsx';
import { SecretField } from '../components/SecretField.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import { useAppState } from '../store/StoreContext.tsx';

type AddAccountValues = z.input<typeof addAccountRequest>;

const FIELDS = ['name', 'baseUrl', 'apiKey', 'allowUnencrypted'] as const;
export const ADD_ACCOUNT_LABELS = {
  name: 'Display name',
  baseUrl: 'Base URL',
  apiKey: 'API key',
  allowUnencrypted: 'Send the key unencrypted over http',
} as const;
const EMPTY: AddAccountValues = { name: '', baseUrl: '', apiKey: '', allowUnencrypted: false };

/**
 * Display name, base URL and API key, checked with the very rules main applies, then verified by main
 * against the installation. A failure keeps everything typed; success clears the form, key included.
 */
export function AddAccountForm({ onAdded }: { onAdded?: (account: AccountView) => void }) {
  const addAccount = useAppState((state) => state.addAccount);
  const form = useApiForm<AddAccountValues, AddAccountRequest, AccountView>({
    resolver: zodResolver(addAccountRequest),
    defaultValues: EMPTY,
    fields: FIELDS,
    // A refused key is about the key, whatever the installation's wording.
    byCode: { auth: 'apiKey' },
    // A name, an address and a key typed in are not lost to a stray click elsewhere without asking.
    unsavedChangesTo: 'the account you are adding',
    send: addAccount,
    resetTo: () => EMPTY,
    onSent: onAdded,
  });

  const fieldProps = (field: (typeof FIELDS)[number]) => form.fieldProps(field, ADD_ACCOUNT_LABELS[field]);
  const baseUrl = useWatch({ control: form.control, name: 'baseUrl' });

  return (
    <ApiForm
      form={form}
      className="form"
      errorTitle="The account could not be added"
      submitLabel="Add account"
      busyText="Checking the key with your installation…"
    >
      <TextField
        {...fieldProps('name')}
        hint="How this account appears in Linkdesk, for example “Work”."
        autoComplete="off"
      />
      <TextField
        {...fieldProps('baseUrl')}
        hint="The address of your installation, such as https://links.example.com"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
      />
      <SecretField
        {...fieldProps('apiKey')}
        toggleLabel="Show key"
        hint="Found in your account settings on the installation. Linkdesk keeps it in your system’s keychain."
      />
      {sendsKeyUnencrypted(baseUrl) ? (
        <CheckboxField
          {...fieldProps('allowUnencrypted')}
          hint="This address starts with http://: anyone on the network can read what is sent, the key included. Use https:// if the installation offers it."
        />
      ) : null}
    </ApiForm>
  );
}
