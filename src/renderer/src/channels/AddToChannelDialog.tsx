import type { ChannelItemType } from '../../../shared/api/constants.ts';
import type { Channel } from '../../../shared/ipc/resources.ts';
import { countOf } from '../assign/assignables.ts';
import { sendAll } from '../assign/send-all.ts';
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
  /** One item, or a list's selection. */
  items: readonly ChannelCandidate[];
  onClose: () => void;
}

/** "window-link", or "3 links". */
function named(items: readonly ChannelCandidate[]): string {
  return items.length === 1 ? items[0]!.label : countOf(items);
}

/**
 * Puts links or QR codes into a channel chosen from the account's channels; an item may be in several. One the
 * installation says is already there counts as added, and the toast says it was already there. Only when every
 * item is refused does the dialog stay open with the reason.
 */
export function AddToChannelDialog({ accountId, items, onClose }: AddToChannelDialogProps) {
  const api = useApi();
  const showToast = useAppState((state) => state.showToast);
  const label = named(items);
  return (
    <ChoiceDialog<Channel>
      title={`Add ${label} to a channel`}
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
      failedTitle={items.length === 1 ? 'It was not added' : 'None was added'}
      send={async (channel) => {
        const batch = await sendAll(items, (item) =>
          call(() =>
            api.assignToChannel({ accountId, channelId: channel.id, type: item.type, itemId: item.id }),
          ),
        );
        if (batch.refused.length === items.length) return batch.refused[0]!.error;
        const subject = { subject: { kind: 'channels', id: channel.id } } as const;
        if (items.length === 1) {
          showToast(
            batch.already.length
              ? `${label} was already in “${channel.name}”.`
              : `Added ${label} to “${channel.name}”.`,
            subject,
          );
          return null;
        }
        const sentences = [`Added ${countOf(batch.added)} to “${channel.name}”.`];
        if (batch.already.length) sentences.push(`${countOf(batch.already)} already there.`);
        if (batch.refused.length)
          sentences.push(
            `${countOf(batch.refused.map((each) => each.item))} refused: ${batch.refused[0]!.error.message}`,
          );
        showToast(sentences.join(' '), { ...subject, tone: batch.refused.length ? 'problem' : 'success' });
        return null;
      }}
      onClose={onClose}
    />
  );
}
