import { lazy, Suspense, useEffect, useState } from 'react';
import { UnsavedChangesDialog } from '../shell/UnsavedChangesDialog.tsx';
import { SandboxOffer } from './SandboxOffer.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import './welcome.css';

// Loaded when the person chooses to add their installation: the choices paint without the form's code.
const AddAccountForm = lazy(() =>
  import('../accounts/AddAccountForm.tsx').then((module) => ({ default: module.AddAccountForm })),
);

/** What a person with no account sees: add their installation, or try the app on the built-in sandbox. */
export function WelcomeScreen() {
  const mode = useAppState((state) => state.welcomeMode);
  const chooseAddInstallation = useAppState((state) => state.chooseAddInstallation);
  const backToChoices = useAppState((state) => state.backToChoices);
  const leaveIfAllowed = useAppState((state) => state.leaveIfAllowed);
  // Coming back from the form puts focus where the person left the choices, not at the top of the page.
  const [returned, setReturned] = useState(false);

  // This screen goes once an account exists; the app's main region takes focus so the keyboard does not
  // start again from the top of a page that was replaced under it.
  useEffect(
    () => () => {
      const main = document.getElementById('main');
      if (main && !main.classList.contains('welcome')) main.focus();
    },
    [],
  );

  return (
    <main id="main" tabIndex={-1} className="welcome">
      <div className="welcome-intro">
        <h1>Welcome to Linkdesk</h1>
        <p className="lead">
          Linkdesk manages your short links, branded domains, pixels, QR codes, campaigns and channels on your
          link-management installation, from your desktop.
        </p>
      </div>
      {mode === 'choose' ? (
        <div className="welcome-choices">
          <section className="card welcome-choice" aria-labelledby="welcome-installation">
            <h2 id="welcome-installation">Use your installation</h2>
            <p>
              Connect with the address of your installation and an API key from your account settings. The key
              is kept in your system’s keychain, never in Linkdesk’s files.
            </p>
            <button
              type="button"
              className="button button-primary"
              autoFocus={returned}
              onClick={chooseAddInstallation}
            >
              Add your installation
            </button>
          </section>
          <section className="card welcome-choice" aria-labelledby="welcome-sandbox">
            <h2 id="welcome-sandbox">Try Linkdesk with the sandbox account</h2>
            <SandboxOffer />
          </section>
        </div>
      ) : (
        <section className="card welcome-form" aria-labelledby="welcome-add">
          <h2 id="welcome-add">Add your installation</h2>
          <Suspense fallback={<p className="muted">Opening the form…</p>}>
            <AddAccountForm />
          </Suspense>
          <button
            type="button"
            className="button"
            onClick={() =>
              // Back takes the form away, and what was typed in it: asked first, as leaving any form is.
              leaveIfAllowed(() => {
                setReturned(true);
                backToChoices();
              })
            }
          >
            Back
          </button>
          <UnsavedChangesDialog />
        </section>
      )}
    </main>
  );
}
