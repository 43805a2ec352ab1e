import { useState } from 'react';
import { z } from 'zod';
import { addAccountRequest, apiKeyField, baseUrlField } from '../../../shared/ipc/contract.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { SandboxOffer } from '../welcome/SandboxOffer.tsx';
import { AccountFieldDialog } from './AccountFieldDialog.tsx';
import { AccountItem, type AccountDialogKind } from './AccountItem.tsx';
import { AddAccountForm } from './AddAccountForm.tsx';
import { RemoveAccountDialog } from './RemoveAccountDialog.tsx';
import './accounts.css';

const renameSchema = addAccountRequest.pick({ name: true });
const baseUrlSchema = z.object({ baseUrl: baseUrlField });
const apiKeySchema = z.object({ apiKey: apiKeyField });

/** Every account Linkdesk knows, what can be done with each, and the form to add another. */
export function AccountsScreen() {
  const accounts = useAppState((state) => state.accounts);
  const activeId = useAppState((state) => state.activeId);
  const renameAccount = useAppState((state) => state.renameAccount);
  const setAccountBaseUrl = useAppState((state) => state.setAccountBaseUrl);
  const replaceAccountKey = useAppState((state) => state.replaceAccountKey);
  const [dialog, setDialog] = useState<{ kind: AccountDialogKind; account: AccountView } | null>(null);
  const [notice, setNotice] = useState('');
  const hasSandbox = accounts.some((account) => account.kind === 'sandbox');

  const close = () => setDialog(null);
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };

  return (
    <div className="screen">
      <h1>Accounts</h1>
      <p className="lead">
        The accounts Linkdesk can work with. Their API keys stay in your system’s keychain; Linkdesk’s window
        never sees them.
      </p>
      <p role="status" className="notice">
        {notice}
      </p>
      <ul className="account-list" aria-label="Accounts">
        {accounts.map((account) => (
          <AccountItem
            key={account.id}
            account={account}
            active={account.id === activeId}
            onOpen={(kind, target) => {
              setNotice('');
              setDialog({ kind, account: target });
            }}
          />
        ))}
      </ul>

      <section className="card" aria-labelledby="add-account-title">
        <h2 id="add-account-title">Add an account</h2>
        <AddAccountForm
          onAdded={(account) => setNotice(`“${account.name}” was added and is now the active account.`)}
        />
      </section>
      {hasSandbox ? null : (
        <section className="card" aria-labelledby="sandbox-title">
          <h2 id="sandbox-title">Try Linkdesk with the sandbox account</h2>
          <SandboxOffer />
        </section>
      )}

      {dialog?.kind === 'rename' ? (
        <AccountFieldDialog
          title={`Rename “${dialog.account.name}”`}
          field="name"
          label="Display name"
          schema={renameSchema}
          initialValue={dialog.account.name}
          submitLabel="Rename"
          busyText="Renaming…"
          submit={(name) => renameAccount(dialog.account.id, name)}
          onDone={(account) => done(`The account is now called “${account.name}”.`)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'baseUrl' ? (
        <AccountFieldDialog
          title={`Change the address of “${dialog.account.name}”`}
          field="baseUrl"
          label="Base URL"
          schema={baseUrlSchema}
          initialValue={dialog.account.baseUrl}
          submitLabel="Change address"
          busyText="Checking the key at the new address…"
          description={
            <p>Linkdesk checks that the account’s key works at the new address before using it.</p>
          }
          submit={(baseUrl) => setAccountBaseUrl(dialog.account.id, baseUrl)}
          onDone={(account) => done(`“${account.name}” now uses ${account.baseUrl}.`)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'key' ? (
        <AccountFieldDialog
          title={`Replace the key of “${dialog.account.name}”`}
          field="apiKey"
          label="API key"
          schema={apiKeySchema}
          initialValue=""
          secret
          submitLabel="Replace key"
          busyText="Checking the key with your installation…"
          description={
            <p>
              The new key must belong to {dialog.account.username}. The old key is replaced in your keychain
              once the installation accepts the new one.
            </p>
          }
          submit={(apiKey) => replaceAccountKey(dialog.account.id, apiKey)}
          onDone={(account) => done(`The key of “${account.name}” was replaced.`)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemoveAccountDialog
          account={dialog.account}
          onDone={(account) => done(`“${account.name}” was removed from Linkdesk.`)}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
