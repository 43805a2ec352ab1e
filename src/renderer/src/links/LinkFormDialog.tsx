import { useEffect, useState } from 'react';
import type { Revision } from '../../../shared/api/constants.ts';
import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { Link } from '../../../shared/ipc/resources.ts';
import { Dialog } from '../components/Dialog.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { call } from '../store/call.ts';
import { LinkForm, type LinkSaved } from './LinkForm.tsx';
import { bareDomain } from './link-form-sections.ts';
import { EMPTY_LINK_FORM, linkFormFromDetails, type LinkFormFields } from './link-form-values.ts';

interface LinkFormDialogProps {
  api: Api;
  accountId: string;
  revision: Revision | null;
  /** Whether the installation replaces a link on update (every one but the built-in sandbox). */
  replacesOnUpdate: boolean;
  /** The link to edit, as the list shows it; none to create one. */
  link?: Link;
  onClose: () => void;
  onSaved: (saved: LinkSaved) => void;
  /** Reloads the list behind the dialog, for a change whose outcome is unknown. */
  onCheck?: () => void;
  /** A new destination typed in for the person (link health's "Make it the destination"). */
  proposedUrl?: string;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; error: AppErrorData }
  | { status: 'ready'; initial: LinkFormFields };

/** The link form in a dialog; for an edit it first loads the link, since the list does not carry every field. */
export function LinkFormDialog({
  api,
  accountId,
  revision,
  replacesOnUpdate,
  link,
  onClose,
  onSaved,
  onCheck,
  proposedUrl,
}: LinkFormDialogProps) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(
    link ? { status: 'loading' } : { status: 'ready', initial: EMPTY_LINK_FORM },
  );

  useEffect(() => {
    if (!link) return;
    let live = true;
    void call(() => api.getLink({ accountId, id: link.id, priority: 'user' })).then((result) => {
      if (!live) return;
      setLoaded(
        result.ok
          ? { status: 'ready', initial: linkFormFromDetails(link, result.value.data.link) }
          : { status: 'error', error: result.error },
      );
    });
    return () => {
      live = false;
    };
  }, [api, accountId, link, attempt]);

  // The short URL as people read it, without its scheme.
  const title = link ? `Edit ${bareDomain(link.shorturl)}` : 'New link';
  return (
    <Dialog title={title} onClose={onClose}>
      {loaded.status !== 'ready' ? (
        <>
          {loaded.status === 'loading' ? (
            <p role="status">Loading the link…</p>
          ) : (
            <ErrorAlert
              error={loaded.error}
              title="The link could not be loaded"
              onRetry={() => {
                setLoaded({ status: 'loading' });
                setAttempt((value) => value + 1);
              }}
            />
          )}
          <div className="form-actions">
            <button type="button" className="button" onClick={onClose}>
              {loaded.status === 'loading' ? 'Cancel' : 'Close'}
            </button>
          </div>
        </>
      ) : (
        <LinkForm
          api={api}
          accountId={accountId}
          revision={revision}
          editing={
            link ? { id: link.id, shortUrl: { shorturl: link.shorturl, alias: link.alias } } : undefined
          }
          replacesOnUpdate={replacesOnUpdate}
          initial={loaded.initial}
          onCancel={onClose}
          onSaved={onSaved}
          {...(onCheck ? { onCheck } : {})}
          {...(proposedUrl ? { proposedUrl } : {})}
        />
      )}
    </Dialog>
  );
}
