import ChartBar from 'lucide-react/icons/chart-bar';
import PanelLeft from 'lucide-react/icons/panel-left';
import Plus from 'lucide-react/icons/plus';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Campaign } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { linkAssignable, type Assignable } from '../assign/assignables.ts';
import { AssignmentProgress } from '../assign/AssignmentStatus.tsx';
import { installationPageUrl } from '../assign/installation-page.ts';
import { SourcePanel, type SourceTab } from '../assign/SourcePanel.tsx';
import { useAllLinks } from '../assign/use-account-lists.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { DataList } from '../components/data-list/DataList.tsx';
import type { Column, RowAction } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { OlderRevisionNotice } from '../components/OlderRevisionNotice.tsx';
import { useCollection } from '../components/data-list/use-collection.ts';
import { SplitView } from '../components/detail-pane/SplitView.tsx';
import { useShownItem } from '../components/detail-pane/use-shown-item.ts';
import { useOpenItem } from '../commands/use-open-item.ts';
import { displayUrl } from '../components/primitives/truncate.ts';
import { TooltipProvider } from '../components/primitives/Tooltip.tsx';
import { TruncatedText } from '../components/primitives/TruncatedText.tsx';
import { useUrlActions } from '../components/use-url-actions.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { CAMPAIGN_LABELS, rotatorSlug } from './campaign-form.ts';
import { CampaignDetailsPane } from './CampaignDetailsPane.tsx';
import { CampaignDropContext, CampaignDropRow } from './CampaignDropRow.tsx';
import { MoveLinksDialog } from './MoveLinksDialog.tsx';
import { RemoveFromCampaignDialog } from './RemoveFromCampaignDialog.tsx';
import { useCampaignAssignments } from './use-campaign-assignments.ts';
import { useCampaignRemoval } from './use-campaign-removal.ts';
import { CampaignFormDialog } from './CampaignFormDialog.tsx';
import { totalsOf, useCampaignLinks, type CampaignLinks } from './use-campaign-links.ts';
import './campaigns.css';

type OpenForm = { mode: 'add' } | { mode: 'edit'; campaign: Campaign } | { mode: 'compare' };

// The charts come with the first comparison, not with the area.
const CompareDialog = lazy(() =>
  import('../assign/CompareDialog.tsx').then((module) => ({ default: module.CompareDialog })),
);

/** The list's columns; the totals come from the account's links, read beside the campaigns. */
function campaignColumns(links: CampaignLinks, withViews: boolean): Column<Campaign>[] {
  const total = (campaign: Campaign) => totalsOf(links, campaign.id);
  return [
    {
      id: 'name',
      title: CAMPAIGN_LABELS.name,
      value: (campaign) => campaign.name,
      width: 'minmax(8rem, 2fr)',
    },
    {
      id: 'access',
      title: 'Access',
      value: (campaign) => (campaign.public ? 'Public' : 'Private'),
      width: '5.5rem',
      dropOrder: 2,
    },
    {
      id: 'links',
      title: 'Links',
      value: (campaign) => total(campaign)?.links.length ?? null,
      align: 'end',
      width: '4.5rem',
    },
    {
      id: 'clicks',
      title: 'Clicks',
      value: (campaign) => total(campaign)?.clicks ?? null,
      align: 'end',
      width: '4.5rem',
      dropOrder: 4,
    },
    {
      id: 'uniqueclicks',
      title: 'Unique clicks',
      value: (campaign) => total(campaign)?.uniqueClicks ?? null,
      align: 'end',
      width: '7.5rem',
      dropOrder: 1,
    },
    {
      id: 'views',
      title: 'Views',
      value: (campaign) => campaign.views,
      align: 'end',
      width: '4.5rem',
      dropOrder: 3,
      // Only installations that count them say so.
      shown: withViews,
    },
    {
      id: 'rotator',
      title: 'Rotator URL',
      value: (campaign) => campaign.rotator ?? '',
      render: (campaign) =>
        campaign.rotator ? (
          <TruncatedText text={displayUrl(campaign.rotator)} full={campaign.rotator} cut="middle" />
        ) : (
          <span className="muted">None</span>
        ),
      width: 'minmax(8rem, 2fr)',
      dropOrder: 5,
    },
  ];
}

/** Campaigns, where the installation has them; older ones are told in a sentence, without asking them. */
export function CampaignsScreen() {
  const account = useAppState(activeAccount);
  if (!account) return null;
  if (account.revision === 'legacy') {
    return <OlderRevisionNotice title="Campaigns" accountName={account.name} what="campaigns" />;
  }
  return <CampaignsArea key={account.id} accountId={account.id} />;
}

/**
 * The account's campaigns: create, rename, set the rotator's slug and the list page's access, delete with undo;
 * beside the list, the chosen campaign's addresses and its links with their clicks.
 */
function CampaignsArea({ accountId }: { accountId: string }) {
  const api = useApi();
  const account = useAppState(activeAccount);
  const showToast = useAppState((state) => state.showToast);
  const requestOpenItem = useAppState((state) => state.requestOpenItem);
  const [form, setForm] = useState<OpenForm | null>(null);
  const urls = useUrlActions();

  const campaigns = useCollection<Campaign>({
    kind: 'campaigns',
    noun: { one: 'campaign', other: 'campaigns' },
    getId: (campaign) => campaign.id,
    describe: (campaign) => campaign.name,
    load: (request) => api.listCampaigns(request),
  });
  const allLinks = useAllLinks(api, accountId);
  const shown = useShownItem(campaigns);
  // The Overview's campaigns open here, with the campaign's pane.
  useOpenItem(accountId, { campaign: shown.show });
  const assignments = useCampaignAssignments(api, accountId, allLinks.items, allLinks.reload, shown.show);
  const links = useCampaignLinks(allLinks, assignments.moves);
  const [panelShown, setPanelShown] = useState(true);
  const removal = useCampaignRemoval(api, accountId, allLinks.reload);
  const names = useMemo(
    () => new Map(campaigns.items.map((campaign) => [campaign.id, campaign.name])),
    [campaigns.items],
  );
  const { campaignOf } = assignments;
  const linkItems = useMemo(() => allLinks.items?.map(linkAssignable) ?? null, [allLinks.items]);
  const tabs = useMemo<SourceTab[]>(
    () => [
      {
        type: 'links',
        title: 'Links',
        items: linkItems,
        error: allLinks.error,
        reload: allLinks.reload,
        detail: (item: Assignable) => {
          const campaign = campaignOf(item.id);
          const url = displayUrl(item.url);
          return campaign === null ? url : `In “${names.get(campaign) ?? `#${campaign}`}” · ${url}`;
        },
      },
    ],
    [linkItems, allLinks.error, allLinks.reload, campaignOf, names],
  );
  const withViews = campaigns.items.some((campaign) => campaign.views !== null);
  const columns = useMemo(() => campaignColumns(links, withViews), [links, withViews]);

  const openAdd = () => setForm({ mode: 'add' });
  const openEdit = (campaign: Campaign) => setForm({ mode: 'edit', campaign });
  useListCommands(campaigns, { create: openAdd, edit: openEdit });

  const actions: RowAction<Campaign>[] = [
    {
      id: 'copy',
      label: 'Copy rotator URL',
      name: (campaign) => `Copy the rotator URL of ${campaign.name}`,
      icon: 'copy',
      run: (campaign) => void urls.copy(campaign.rotator!),
      available: (campaign) => campaign.rotator !== null,
    },
    {
      id: 'edit',
      label: 'Edit',
      name: (campaign) => `Edit ${campaign.name}`,
      icon: 'pencil',
      run: openEdit,
    },
    {
      id: 'details',
      label: 'Details',
      name: (campaign) => `Details of ${campaign.name}`,
      icon: 'panel-right',
      run: shown.show,
    },
    {
      id: 'delete',
      label: 'Delete',
      name: (campaign) => `Delete ${campaign.name}`,
      icon: 'trash-2',
      run: campaigns.deleteItem,
      tone: 'danger',
    },
  ];

  if (!account) return null;
  const close = () => setForm(null);
  // A QR code of the rotator URL, made with the QR codes area's own form.
  const makeQr = (campaign: Campaign) => {
    const { rotator } = campaign;
    if (!rotator) return undefined;
    return () =>
      requestOpenItem({
        kind: 'newQr',
        accountId: account.id,
        prefill: { link: rotator, name: `${campaign.name} rotator` },
      });
  };
  const saved = () => {
    campaigns.reload();
    links.reload();
  };

  return (
    <TooltipProvider>
      <div className="screen list-screen">
        <ScreenHeader
          title="Campaigns"
          description="Group links for a launch or a season, and compare their clicks."
        />
        <div className="assign-layout">
          {panelShown ? (
            <SourcePanel tabs={tabs} target="campaign" onHide={() => setPanelShown(false)} />
          ) : null}
          <div className="assign-main">
            <AssignmentProgress runs={assignments.runs} />
            <CampaignDropContext value={assignments.assign}>
              <SplitView
                pane={
                  shown.item ? (
                    <CampaignDetailsPane
                      key={shown.item.id}
                      campaign={shown.item}
                      totals={totalsOf(links, shown.item.id)}
                      onEdit={openEdit}
                      onDelete={campaigns.deleteItem}
                      onMakeQr={makeQr(shown.item)}
                      onRemoveLink={removal.keeps ? undefined : (link) => removal.ask(link, shown.item!)}
                      removing={removal.removing}
                      website={installationPageUrl(account, 'campaigns')}
                      onClose={shown.hide}
                    />
                  ) : null
                }
              >
                <DataList
                  collection={campaigns}
                  columns={columns}
                  label="Campaigns"
                  emptyState={
                    <p>No campaigns yet. Choose “New campaign” to group links under one rotator URL.</p>
                  }
                  onOpen={openEdit}
                  actions={actions}
                  exportName="campaigns"
                  detail={shown}
                  rowFrame={CampaignDropRow}
                  toolbar={
                    <>
                      <button
                        type="button"
                        className="button button-primary button-with-icon"
                        onClick={openAdd}
                      >
                        <Plus aria-hidden="true" size={16} />
                        New campaign
                      </button>
                      <button
                        type="button"
                        className="button button-with-icon"
                        onClick={() => setForm({ mode: 'compare' })}
                      >
                        <ChartBar aria-hidden="true" size={16} />
                        Compare
                      </button>
                      {/* Put away from the panel itself, so that the toolbar keeps to one row beside it. */}
                      {panelShown ? null : (
                        <button
                          type="button"
                          className="button button-with-icon"
                          onClick={() => setPanelShown(true)}
                        >
                          <PanelLeft aria-hidden="true" size={16} />
                          Links to drag
                        </button>
                      )}
                    </>
                  }
                />
              </SplitView>
            </CampaignDropContext>
          </div>
        </div>
        {removal.asked ? (
          <RemoveFromCampaignDialog
            asked={removal.asked}
            replaces={account.kind !== 'sandbox'}
            onConfirm={removal.confirm}
            onCancel={removal.cancel}
          />
        ) : null}
        {assignments.pending ? (
          <MoveLinksDialog
            move={assignments.pending}
            campaigns={campaigns.items}
            onMove={() => assignments.confirm(false)}
            onAddOnlyNew={() => assignments.confirm(true)}
            onCancel={assignments.cancelPending}
          />
        ) : null}
        {form?.mode === 'compare' ? (
          <Suspense fallback={null}>
            <CompareDialog
              what="Campaign"
              rows={
                links.byCampaign
                  ? campaigns.items.map((campaign) => ({
                      id: campaign.id,
                      name: campaign.name,
                      clicks: totalsOf(links, campaign.id)?.clicks ?? 0,
                      uniqueClicks: totalsOf(links, campaign.id)?.uniqueClicks ?? 0,
                    }))
                  : null
              }
              onClose={close}
            />
          </Suspense>
        ) : null}
        {form && form.mode !== 'compare' ? (
          <CampaignFormDialog
            key={form.mode === 'edit' ? form.campaign.id : 'new'}
            campaign={form.mode === 'edit' ? form.campaign : undefined}
            send={async (values) => {
              if (form.mode === 'add') {
                const result = await api.addCampaign({ accountId, ...values });
                if (result.ok)
                  showToast(`Created the campaign “${result.value.name || values.name}”.`, {
                    subject: { kind: 'campaigns', id: result.value.id },
                  });
                return result;
              }
              const { id, rotator } = form.campaign;
              const result = await api.updateCampaign({
                accountId,
                id,
                currentSlug: rotatorSlug(rotator),
                ...values,
              });
              if (result.ok)
                showToast(`Saved the campaign “${result.value.name || values.name}”.`, {
                  subject: { kind: 'campaigns', id },
                });
              return result;
            }}
            onSaved={saved}
            onClose={close}
          />
        ) : null}
      </div>
    </TooltipProvider>
  );
}
