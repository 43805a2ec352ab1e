import { z } from 'zod';
import { addAccountRequest, apiKeyField, baseUrlField } from '../../../shared/ipc/contract.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import type { AccountFieldDialogProps } from './AccountFieldDialog.tsx';
import type { AccountDialogKind } from './AccountItem.tsx';

export type AccountFieldKind = Exclude<AccountDialogKind, 'remove'>;

type DialogText = Omit<AccountFieldDialogProps, 'submit' | 'onDone' | 'onClose'>;

/** What one field dialog says; the screen supplies the store action it runs and what closing does. */
interface AccountFieldDialogSpec {
  props: (account: AccountView) => DialogText;
  /** The notice once main has made the change, about the account as it now is. */
  notice: (account: AccountView) => string;
}

const renameSchema = addAccountRequest.pick({ name: true });
const baseUrlSchema = z.object({ baseUrl: baseUrlField });
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
  baseUrl: {
    props: (account) => ({
      title: `Change the address of “${account.name}”`,
      field: 'baseUrl',
      label: 'Base URL',
      schema: baseUrlSchema,
      initialValue: account.baseUrl,
      submitLabel: 'Change address',
      busyText: 'Checking the key at the new address…',
      description: <p>Linkdesk checks that the account’s key works at the new address before using it.</p>,
    }),
    notice: (account) => `“${account.name}” now uses ${account.baseUrl}.`,
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
