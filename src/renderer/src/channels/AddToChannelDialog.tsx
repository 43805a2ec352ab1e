import type { ChannelItemType } from '../../../shared/api/constants.ts';
import type { Channel } from '../../../shared/ipc/resources.ts';
import { ChoiceDialog } from '../components/ChoiceDialog.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { ChannelBadge } from './ChannelBadge.tsx';
import './channels.css';

/** Enough for every channel a person keeps, in one read. */
const CHANNELS_PAGE = 1000;

/** What goes into a channel: a link or a QR code, named as its list names it. */
export interface ChannelCandidate {
  type: ChannelItemType;
  id: number;
  label: string;
}

interface AddToChannelDialogProps {
  accountId: string;
  item: ChannelCandidate;
  onClose: () => void;
}

/**
 * Puts a link or a QR code into a channel chosen from the account's channels; an item may be in several. One
 * the installation says is already there counts as added, and the toast says it was already there.
 */
export function AddToChannelDialog({ accountId, item, onClose }: AddToChannelDialogProps) {
  const api = useApi();
  const showToast = useAppState((state) => state.showToast);
  return (
    <ChoiceDialog<Channel>
      title={`Add ${item.label} to a channel`}
      legend="Channel"
      load={async () => {
        const result = await api.listChannels({ accountId, limit: CHANNELS_PAGE });
        return result.ok ? { ok: true, value: result.value.data.items } : result;
      }}
      getId={(channel) => channel.id}
      nameOf={(channel) => channel.name}
      render={(channel) => <ChannelBadge name={channel.name} color={channel.color} />}
      submitLabel={() => 'Add to channel'}
      empty="This account has no channels yet. Create one in the Channels area first."
      failedTitle="It was not added"
      send={async (channel) => {
        const result = await call(() =>
          api.assignToChannel({ accountId, channelId: channel.id, type: item.type, itemId: item.id }),
        );
        // "This item is already added to the selected channel": what was wanted is so.
        const already = !result.ok && result.error.code === 'conflict';
        if (!result.ok && !already) return result.error;
        showToast(
          already
            ? `${item.label} was already in “${channel.name}”.`
            : `Added ${item.label} to “${channel.name}”.`,
          { subject: { kind: 'channels', id: channel.id } },
        );
        return null;
      }}
      onClose={onClose}
    />
  );
}
