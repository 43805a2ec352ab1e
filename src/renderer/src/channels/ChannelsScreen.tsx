import ChartBar from 'lucide-react/icons/chart-bar';
import PanelLeft from 'lucide-react/icons/panel-left';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { Channel } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { linkAssignable, qrAssignable } from '../assign/assignables.ts';
import { installationPageUrl } from '../assign/installation-page.ts';
import { SourcePanel, type SourceTab } from '../assign/SourcePanel.tsx';
import { useAllLinks, useAllQrCodes } from '../assign/use-account-lists.ts';
import type { AssignmentRun } from '../assign/use-assignment-runs.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { displayUrl } from '../components/primitives/truncate.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { Dialog } from '../components/Dialog.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { IconButton } from '../components/primitives/IconButton.tsx';
import { OlderRevisionNotice } from '../components/OlderRevisionNotice.tsx';
import { TooltipProvider } from '../components/primitives/Tooltip.tsx';
import { useUrlActions } from '../components/use-url-actions.ts';
import { WhyPopover } from '../components/why/WhyPopover.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { ChannelCard } from './ChannelCard.tsx';
import { ChannelFormDialog } from './ChannelFormDialog.tsx';
import { channelTotals, type ChannelTotals } from './channel-totals.ts';
import { useChannelAssignments } from './use-channel-assignments.ts';
import { useOpenChannel } from './use-open-channel.ts';
import './channels.css';

const NO_RUNS: readonly AssignmentRun[] = [];
const NO_TOTALS: ChannelTotals = { links: 0, clicks: 0, uniqueClicks: 0 };

// The charts come with the first comparison, not with the area.
const CompareDialog = lazy(() =>
  import('../assign/CompareDialog.tsx').then((module) => ({ default: module.CompareDialog })),
);

type Open =
  | { mode: 'add' }
  | { mode: 'edit'; channel: Channel }
  | { mode: 'delete'; channel: Channel }
  | { mode: 'compare' };

/** Starred channels first, then by name. */
function boardOrder(channels: readonly Channel[]): Channel[] {
  return [...channels].sort((a, b) => Number(b.starred) - Number(a.starred) || a.name.localeCompare(b.name));
}

/** Channels, where the installation has them; older ones are told in a sentence, without asking them. */
export function ChannelsScreen() {
  const account = useAppState(activeAccount);
  if (!account) return null;
  if (account.revision === 'legacy') {
    return <OlderRevisionNotice title="Channels" accountName={account.name} what="channels" />;
  }
  return <ChannelsBoard key={account.id} accountId={account.id} />;
}

/**
 * The account's channels as a board: a card per channel, starred first, with the links, bio pages and QR codes
 * in it. Create, edit, and delete with undo after saying that the items stay.
 */
function ChannelsBoard({ accountId }: { accountId: string }) {
  const api = useApi();
  const account = useAppState(activeAccount);
  const urls = useUrlActions();
  const website = account ? installationPageUrl(account, 'channels') : null;
  const showToast = useAppState((state) => state.showToast);
  const [form, setForm] = useState<Open | null>(null);
  const channels = useCollection<Channel>({
    kind: 'channels',
    noun: { one: 'channel', other: 'channels' },
    getId: (channel) => channel.id,
    describe: (channel) => channel.name,
    load: (request) => api.listChannels(request),
    initialPageSize: 'all',
  });
  const board = useMemo(() => boardOrder(channels.items), [channels.items]);
  const boardIds = useMemo(() => board.map((channel) => channel.id), [board]);
  useOpenChannel(accountId, boardIds);
  const [panelShown, setPanelShown] = useState(true);
  const links = useAllLinks(api, accountId);
  const qrCodes = useAllQrCodes(api, accountId);
  const assignments = useChannelAssignments(api, accountId, links.items, links.reload);
  const linkItems = useMemo(() => links.items?.map(linkAssignable) ?? null, [links.items]);
  const qrItems = useMemo(() => qrCodes.items?.map(qrAssignable) ?? null, [qrCodes.items]);
  const tabs = useMemo<SourceTab[]>(
    () => [
      {
        type: 'links',
        title: 'Links',
        items: linkItems,
        error: links.error,
        reload: links.reload,
        detail: (item) => displayUrl(item.url),
      },
      {
        type: 'qr',
        title: 'QR codes',
        items: qrItems,
        error: qrCodes.error,
        reload: qrCodes.reload,
        detail: (item) => displayUrl(item.url) || 'QR code',
      },
    ],
    [linkItems, qrItems, links.error, links.reload, qrCodes.error, qrCodes.reload],
  );
  const openAdd = () => setForm({ mode: 'add' });
  // Stable, as the memoised cards take them.
  const openEdit = useCallback((channel: Channel) => setForm({ mode: 'edit', channel }), []);
  const openDelete = useCallback((channel: Channel) => setForm({ mode: 'delete', channel }), []);
  const totals = useMemo(() => (links.items ? channelTotals(links.items) : null), [links.items]);
  const runsOf = useMemo(() => {
    const byChannel = new Map<number, AssignmentRun[]>();
    for (const run of assignments.runs)
      byChannel.set(run.targetId, [...(byChannel.get(run.targetId) ?? []), run]);
    return (id: number) => byChannel.get(id) ?? NO_RUNS;
  }, [assignments.runs]);
  useListCommands(channels, { create: openAdd, edit: openEdit });
  const close = () => setForm(null);
  const loading = channels.status === 'loading';

  return (
    <TooltipProvider>
      <div className="screen list-screen channels-screen">
        <ScreenHeader
          title="Channels"
          description={
            <>
              Group links and QR codes: drag them onto a channel.
              <WhyPopover title="Adding and taking out">
                <p>
                  You can also right-click a link or QR code in its own list and choose “Add to channel…”.
                </p>
                <p>
                  Your server lets Linkdesk put items into a channel but not take them out. Take an item out
                  on{' '}
                  {website ? (
                    <button type="button" className="inline-link" onClick={() => void urls.open(website)}>
                      your server’s website
                    </button>
                  ) : (
                    'your server’s website'
                  )}
                  .
                </p>
              </WhyPopover>
            </>
          }
        />
        <div className="channels-toolbar">
          <button type="button" className="button button-primary button-with-icon" onClick={openAdd}>
            <Plus aria-hidden="true" size={16} />
            New channel
          </button>
          <button
            type="button"
            className="button button-with-icon"
            onClick={() => setForm({ mode: 'compare' })}
          >
            <ChartBar aria-hidden="true" size={16} />
            Compare
          </button>
          <button
            type="button"
            className="button button-with-icon"
            aria-pressed={panelShown}
            onClick={() => setPanelShown((shown) => !shown)}
          >
            <PanelLeft aria-hidden="true" size={16} />
            Links and QR codes
          </button>
          <IconButton
            icon={RefreshCw}
            label="Refresh channels"
            tooltip="Refresh"
            aria-disabled={loading || undefined}
            onClick={() => {
              if (!loading) channels.reload();
            }}
          />
        </div>
        <div className="assign-layout">
          {panelShown ? <SourcePanel tabs={tabs} target="channel" /> : null}
          <div className="assign-main channels-main">
            {channels.error ? (
              <ErrorAlert
                title="The channels could not be read"
                error={channels.error}
                onRetry={channels.reload}
              />
            ) : null}
            {loading && board.length === 0 ? (
              <p className="muted" role="status">
                Loading channels…
              </p>
            ) : board.length === 0 && !channels.error ? (
              <p>No channels yet. Choose “New channel” to make your first.</p>
            ) : (
              <section className="channels-board" aria-label="Channels">
                {board.map((channel) => (
                  <ChannelCard
                    key={channel.id}
                    api={api}
                    accountId={accountId}
                    channel={channel}
                    onEdit={openEdit}
                    onDelete={openDelete}
                    runs={runsOf(channel.id)}
                    totals={totals ? (totals.get(channel.id) ?? NO_TOTALS) : null}
                    onAssign={assignments.assign}
                  />
                ))}
              </section>
            )}
          </div>
        </div>
        {form?.mode === 'compare' ? (
          <Suspense fallback={null}>
            <CompareDialog
              what="Channel"
              rows={
                totals
                  ? board.map((channel) => ({
                      id: channel.id,
                      name: channel.name,
                      clicks: totals.get(channel.id)?.clicks ?? 0,
                      uniqueClicks: totals.get(channel.id)?.uniqueClicks ?? 0,
                    }))
                  : null
              }
              onClose={close}
            />
          </Suspense>
        ) : null}
        {form?.mode === 'delete' ? (
          <Dialog title={`Delete the channel “${form.channel.name}”?`} onClose={close}>
            <div className="dialog-description">
              <p>
                Its links, bio pages and QR codes are not deleted: they are only taken out of this channel.
                You can undo for a few seconds.
              </p>
            </div>
            <div className="form-actions">
              <button type="button" className="button" onClick={close}>
                Cancel
              </button>
              <button
                type="button"
                className="button button-danger"
                onClick={() => {
                  channels.deleteItem(form.channel);
                  close();
                }}
              >
                Delete channel
              </button>
            </div>
          </Dialog>
        ) : null}
        {form?.mode === 'add' || form?.mode === 'edit' ? (
          <ChannelFormDialog
            key={form.mode === 'edit' ? form.channel.id : 'new'}
            channel={form.mode === 'edit' ? form.channel : undefined}
            send={async (values) => {
              if (form.mode === 'add') {
                const result = await api.addChannel({ accountId, ...values });
                if (result.ok)
                  showToast(`Created the channel “${values.name}”.`, {
                    subject: { kind: 'channels', id: result.value.id },
                  });
                return result;
              }
              const { id } = form.channel;
              const result = await api.updateChannel({ accountId, id, ...values });
              if (result.ok)
                showToast(`Saved the channel “${values.name}”.`, { subject: { kind: 'channels', id } });
              return result;
            }}
            onSaved={channels.reload}
            onClose={close}
          />
        ) : null}
      </div>
    </TooltipProvider>
  );
}
