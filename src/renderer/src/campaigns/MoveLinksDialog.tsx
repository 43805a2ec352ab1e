import type { Campaign } from '../../../shared/ipc/resources.ts';
import { countOf } from '../assign/assignables.ts';
import { Dialog } from '../components/Dialog.tsx';
import type { PendingMove } from './use-campaign-assignments.ts';

interface MoveLinksDialogProps {
  move: PendingMove;
  campaigns: readonly Campaign[];
  onMove: () => void;
  onAddOnlyNew: () => void;
  onCancel: () => void;
}

/** Said before anything is sent: a link is in one campaign at most, so these leave the campaign they are in. */
export function MoveLinksDialog({ move, campaigns, onMove, onAddOnlyNew, onCancel }: MoveLinksDialogProps) {
  const nameOf = (id: number) => campaigns.find((campaign) => campaign.id === id)?.name ?? `campaign #${id}`;
  const others = move.links.length - move.leaving.length;
  const target = move.campaign.name;
  return (
    <Dialog
      title={`Move ${countOf(move.leaving.map((entry) => entry.link))} to “${target}”?`}
      onClose={onCancel}
    >
      <div className="dialog-description">
        <p>
          {move.leaving.length === 1
            ? 'A link is in one campaign at most. Moving takes it out of the campaign it is in:'
            : 'A link is in one campaign at most. Moving takes these out of the campaigns they are in:'}
        </p>
        <ul className="move-links-list">
          {move.leaving.map(({ link, from }) => (
            <li key={link.id}>
              <strong>{link.label}</strong> leaves “{nameOf(from)}”
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <p>{`${countOf(move.links, others)} in no campaign now go in with either choice.`}</p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        {others > 0 ? (
          <button type="button" className="button" onClick={onAddOnlyNew}>
            {`Add only the ${countOf(move.links, others)}`}
          </button>
        ) : null}
        <button type="button" className="button button-primary" onClick={onMove}>
          {`Move to “${target}”`}
        </button>
      </div>
    </Dialog>
  );
}
