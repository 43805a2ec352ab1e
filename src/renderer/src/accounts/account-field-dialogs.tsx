import { z } from 'zod';
import { addAccountFields, apiKeyField } from '../../../shared/ipc/contract.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import type { AccountFieldDialogProps } from './AccountFieldDialog.tsx';
import type { AccountDialogKind } from './AccountItem.tsx';

/** The one-field dialogs; the address has a dialog of its own, since a new server needs the key again. */
export type AccountFieldKind = Exclude<AccountDialogKind, 'remove' | 'baseUrl'>;

type DialogText = Omit<AccountFieldDialogProps, 'submit' | 'onDone' | 'onClose'>;

/** What one field dialog says; the screen supplies the store action it runs and what closing does. */
interface AccountFieldDialogSpec {
  props: (account: AccountView) => DialogText;
  /** The notice once main has made the change, about the account as it now is. */
  notice: (account: AccountView) => string;
}

const renameSchema = addAccountFields.pick({ name: true });
const apiKeySchema = z.object({ apiKey: apiKeyField });

export const ACCOUNT_FIELD_DIALOGS: Record<AccountFieldKind, AccountFieldDialogSpec> = {
  rename: {
    props: (account) => ({
      title: `Rename “${account.name}”`,
      field: 'name',
      label: 'Display name',
      schema: renameSchema,
      initialValue: account.name,
      submitLabel: 'Rename',
      busyText: 'Renaming…',
    }),
    notice: (account) => `The account is now called “${account.name}”.`,
  },
  key: {
    props: (account) => ({
      title: `Replace the key of “${account.name}”`,
      field: 'apiKey',
      label: 'API key',
      schema: apiKeySchema,
      initialValue: '',
      secret: true,
      submitLabel: 'Replace key',
      busyText: 'Checking the key with your installation…',
      description: (
        <p>
          The new key must belong to {account.username}. The old key is replaced in your keychain once the
          installation accepts the new one.
        </p>
      ),
    }),
    notice: (account) => `The key of “${account.name}” was replaced.`,
  },
};
