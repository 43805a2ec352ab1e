import { useEffect, useRef, useState } from 'react';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { AREAS, landingScreen } from '../shell/areas.ts';
import { SandboxOffer } from '../welcome/SandboxOffer.tsx';
import { ACCOUNT_FIELD_DIALOGS } from './account-field-dialogs.tsx';
import { AccountFieldDialog } from './AccountFieldDialog.tsx';
import { AccountItem, type AccountDialogKind } from './AccountItem.tsx';
import { AddAccountForm } from './AddAccountForm.tsx';
import { BaseUrlDialog } from './BaseUrlDialog.tsx';
import { RemoveAccountDialog } from './RemoveAccountDialog.tsx';
import './accounts.css';

/** Every account Linkdesk knows, what can be done with each, and the form to add another. */
export function AccountsScreen() {
  const accounts = useAppState((state) => state.accounts);
  const activeId = useAppState((state) => state.activeId);
  const renameAccount = useAppState((state) => state.renameAccount);
  const setAccountBaseUrl = useAppState((state) => state.setAccountBaseUrl);
  const replaceAccountKey = useAppState((state) => state.replaceAccountKey);
  const fieldActions = { rename: renameAccount, key: replaceAccountKey };
  const [chosenDialog, setDialog] = useState<{ kind: AccountDialogKind; account: AccountView } | null>(null);
  const showToast = useAppState((state) => state.showToast);
  const navigate = useAppState((state) => state.navigate);
  const hasSandbox = accounts.some((account) => account.kind === 'sandbox');
  const addSection = useRef<HTMLElement>(null);
  const accountsTask = useAppState((state) => state.accountsTask);
  const takeAccountsTask = useAppState((state) => state.takeAccountsTask);

  // Opened for a task from elsewhere: the switcher's "Add account…" puts focus in the add form; a "Replace the
  // key" message opens that account's key dialog (below), which takes the task when it closes.
  useEffect(() => {
    if (accountsTask?.kind !== 'add') return;
    takeAccountsTask();
    addSection.current?.scrollIntoView?.({ block: 'start' });
    addSection.current?.querySelector('input')?.focus();
  }, [accountsTask, takeAccountsTask]);
  const keyTaskAccount =
    accountsTask?.kind === 'key' ? accounts.find((account) => account.id === accountsTask.id) : undefined;
  const dialog = chosenDialog ?? (keyTaskAccount ? { kind: 'key' as const, account: keyTaskAccount } : null);
  const fieldKind = dialog?.kind === 'remove' || dialog?.kind === 'baseUrl' ? undefined : dialog?.kind;

  const close = () => {
    setDialog(null);
    if (!chosenDialog) takeAccountsTask();
  };
  const done = (message: string) => {
    close();
    showToast(message);
  };

  return (
    <div className="screen accounts-screen">
      <h1>Accounts</h1>
      <p className="lead">
        The accounts Linkdesk can work with. Their API keys stay in your system’s keychain; Linkdesk’s window
        never sees them.
      </p>
      <ul className="account-list" aria-label="Accounts">
        {accounts.map((account) => (
          <AccountItem
            key={account.id}
            account={account}
            active={account.id === activeId}
            onOpen={(kind, target) => setDialog({ kind, account: target })}
          />
        ))}
      </ul>

      <section ref={addSection} className="card" aria-labelledby="add-account-title">
        <h2 id="add-account-title">Add an account</h2>
        <AddAccountForm
          onAdded={(account) => {
            const landing = landingScreen(account);
            const area = AREAS.find((candidate) => candidate.screen === landing)?.label ?? 'Links';
            showToast(`“${account.name}” was added and is now the active account.`, {
              action: { label: `Open ${area}`, run: () => navigate(landing) },
            });
          }}
        />
      </section>
      {hasSandbox ? null : (
        <section className="card" aria-labelledby="sandbox-title">
          <h2 id="sandbox-title">Try Linkdesk with the sandbox account</h2>
          <SandboxOffer />
        </section>
      )}

      {dialog && fieldKind ? (
        <AccountFieldDialog
          // A form of its own per kind: nothing typed for one change carries over into another.
          key={fieldKind}
          {...ACCOUNT_FIELD_DIALOGS[fieldKind].props(dialog.account)}
          submit={(value) => fieldActions[fieldKind](dialog.account.id, value)}
          onDone={(account) => done(ACCOUNT_FIELD_DIALOGS[fieldKind].notice(account))}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'baseUrl' ? (
        <BaseUrlDialog
          account={dialog.account}
          submit={setAccountBaseUrl}
          onDone={(account) => done(`“${account.name}” now uses ${account.baseUrl}.`)}
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
