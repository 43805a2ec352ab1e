import { useEffect, useId, useState } from 'react';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { Campaign, Link } from '../../../shared/ipc/resources.ts';
import { Dialog } from '../components/Dialog.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';
import './campaigns.css';

/** Enough for every campaign a person keeps, in one read. */
const CAMPAIGNS_PAGE = 1000;

interface AddToCampaignDialogProps {
  accountId: string;
  link: Link;
  /** After the installation put the link in the campaign. */
  onAdded: () => void;
  onClose: () => void;
}

/**
 * Puts a link in a campaign chosen from the account's campaigns. A link is in one campaign at most, so choosing
 * another moves it, and the dialog says so before anything is sent.
 */
export function AddToCampaignDialog({ accountId, link, onAdded, onClose }: AddToCampaignDialogProps) {
  const api = useApi();
  const showToast = useAppState((state) => state.showToast);
  const [campaigns, setCampaigns] = useState<Campaign[] | null>(null);
  const [loadError, setLoadError] = useState<AppErrorData | null>(null);
  const [loads, setLoads] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<AppErrorData | null>(null);
  const groupName = useId();

  useEffect(() => {
    let live = true;
    void call(() => api.listCampaigns({ accountId, limit: CAMPAIGNS_PAGE })).then((result) => {
      if (!live) return;
      if (result.ok) {
        setCampaigns(result.value.data.items);
        setLoadError(null);
      } else setLoadError(result.error);
    });
    return () => {
      live = false;
    };
  }, [api, accountId, loads]);

  const current = campaigns?.find((campaign) => campaign.id === link.campaign) ?? null;
  const target = campaigns?.find((campaign) => campaign.id === chosen) ?? null;
  const moves = link.campaign !== null && target !== null && target.id !== link.campaign;

  const add = async () => {
    if (!target || sending) return;
    setSending(true);
    setSendError(null);
    const result = await call(() =>
      api.assignLinkToCampaign({ accountId, campaignId: target.id, linkId: link.id }),
    );
    setSending(false);
    if (!result.ok) {
      setSendError(result.error);
      return;
    }
    showToast(
      moves
        ? `Moved ${link.alias} from “${current?.name ?? 'its campaign'}” to “${target.name}”.`
        : `Added ${link.alias} to “${target.name}”.`,
      { subject: { kind: 'campaigns', id: target.id } },
    );
    onAdded();
    onClose();
  };

  return (
    <Dialog title={`Add ${link.alias} to a campaign`} onClose={onClose}>
      {loadError ? (
        <ErrorAlert
          title="The campaigns could not be read"
          error={loadError}
          onRetry={() => setLoads((n) => n + 1)}
        />
      ) : campaigns === null ? (
        <p className="muted">Reading the campaigns…</p>
      ) : campaigns.length === 0 ? (
        <p>This account has no campaigns yet. Create one in the Campaigns area first.</p>
      ) : (
        <form
          className="add-to-campaign"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <fieldset className="campaign-choices">
            <legend className="field-label">Campaign</legend>
            {campaigns.map((campaign) => (
              <label key={campaign.id} className="campaign-choice">
                <input
                  type="radio"
                  name={groupName}
                  value={campaign.id}
                  checked={chosen === campaign.id}
                  disabled={campaign.id === link.campaign}
                  onChange={() => setChosen(campaign.id)}
                />
                <span className="truncated">{campaign.name}</span>
                {campaign.id === link.campaign ? <span className="muted">(its campaign now)</span> : null}
              </label>
            ))}
          </fieldset>
          {moves ? (
            <p role="status" className="notice">
              {`A link is in one campaign at most: this moves ${link.alias} out of “${current?.name ?? 'its campaign'}”.`}
            </p>
          ) : null}
          {sendError ? (
            <ErrorAlert title="The link was not added" error={sendError} onRetry={() => void add()} />
          ) : null}
          <div className="form-actions">
            <button
              type="submit"
              className="button button-primary"
              aria-disabled={target === null || sending}
            >
              {sending ? 'Adding…' : moves ? 'Move to campaign' : 'Add to campaign'}
            </button>
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
