import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { IconButton } from '../primitives/IconButton.tsx';

interface EditAndDeleteProps {
  /** The item's name, for Delete's accessible name. */
  name: string;
  /** Each is left out where the item cannot be edited or deleted. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** The pane's Edit button, and its Delete at the far end of the actions, named with the item. */
export function EditAndDelete({ name, onEdit, onDelete }: EditAndDeleteProps) {
  return (
    <>
      {onEdit ? (
        <button type="button" className="button button-with-icon" onClick={onEdit}>
          <Pencil aria-hidden="true" size={16} />
          Edit
        </button>
      ) : null}
      {onDelete ? (
        <IconButton
          icon={Trash2}
          tone="danger"
          label={`Delete ${name}`}
          tooltip="Delete"
          className="detail-pane-end"
          onClick={onDelete}
        />
      ) : null}
    </>
  );
}
