import { Dialog } from '../components/Dialog.tsx';
import type { RemovalAsked } from './use-campaign-removal.ts';

interface RemoveFromCampaignDialogProps {
  asked: RemovalAsked;
  /** The installation writes the whole link on update (any but the built-in sandbox, as far as Linkdesk knows). */
  replaces: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Said before a link is saved again without its campaign: what that update can cost. */
export function RemoveFromCampaignDialog({
  asked,
  replaces,
  onConfirm,
  onCancel,
}: RemoveFromCampaignDialogProps) {
  const { link, campaign } = asked;
  return (
    <Dialog title={`Take ${link.title || link.alias} out of “${campaign.name}”?`} onClose={onCancel}>
      <div className="dialog-description">
        <p>
          Installations have no way to take a link out of a campaign but a link update without it. Linkdesk
          saves the link again with everything it can read.
        </p>
        {replaces ? (
          <p>
            A password cannot be read back, so a protected link loses its password; installations that replace
            links also empty the description. Linkdesk says afterwards what did not survive.
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          Take out of campaign
        </button>
      </div>
    </Dialog>
  );
}
