import { useState } from 'react';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { Cached, Listing } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useScreenCommands } from '../commands/use-screen-commands.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { DataList } from '../components/data-list/DataList.tsx';
import type { CollectionRequest, Column } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { WhyPopover } from '../components/why/WhyPopover.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { editPageUrl, type CatalogKind } from './edit-page-url.ts';

interface CatalogItem {
  id: number;
  name: string;
}

interface CatalogScreenProps<T extends CatalogItem> {
  kind: CatalogKind;
  title: string;
  intro: string;
  noun: { one: string; other: string };
  columns: Column<T>[];
  emptyState: string;
  exportName: string;
  load: (request: CollectionRequest) => Promise<Result<Cached<Listing<T>>>>;
}

/**
 * A read-only list of items the API lists but cannot change (splash pages, CTA overlays): each opens the
 * installation's own editing page in the system browser.
 */
export function CatalogScreen<T extends CatalogItem>({
  kind,
  title,
  intro,
  noun,
  columns,
  emptyState,
  exportName,
  load,
}: CatalogScreenProps<T>) {
  const api = useApi();
  const account = useAppState(activeAccount);
  const [openError, setOpenError] = useState<AppErrorData | null>(null);
  const items = useCollection<T>({ noun, getId: (item) => item.id, describe: (item) => item.name, load });

  const pageOf = (item: T) => (account ? editPageUrl(account, kind, item.id) : null);
  const openPage = async (item: T) => {
    const url = pageOf(item);
    if (!url) return;
    setOpenError(null);
    const result = await api.openExternal({ url });
    if (!result.ok) setOpenError(result.error);
  };
  const selectedOne = items.selectedItems.length === 1 ? items.selectedItems[0] : undefined;

  useScreenCommands({
    ...(selectedOne && pageOf(selectedOne) ? { edit: () => void openPage(selectedOne) } : {}),
    focusSearch: items.focusSearch,
  });

  if (!account) return null;
  const canOpen = account.kind !== 'sandbox';
  return (
    <div className="screen list-screen">
      <ScreenHeader
        title={title}
        description={
          <>
            {intro}
            <WhyPopover title={`Editing ${noun.other}`}>
              <p>
                {canOpen
                  ? `Your server shows its ${noun.other} to Linkdesk but does not let apps change them. Open one to edit it on your server’s website, in your browser.`
                  : `The built-in sandbox lists ${noun.other} but has no pages to edit them on.`}
              </p>
            </WhyPopover>
          </>
        }
      />
      <ErrorAlert error={openError} title="The page could not be opened" />
      <DataList
        collection={items}
        columns={columns}
        label={title}
        searchLabel={`Search ${noun.other}`}
        emptyState={<p>{emptyState}</p>}
        {...(canOpen ? { onOpen: (item: T) => void openPage(item) } : {})}
        {...(canOpen
          ? {
              actions: [
                {
                  id: 'edit',
                  label: 'Edit on your server’s website',
                  name: (item: T) => `Edit on your server’s website: ${item.name}`,
                  icon: 'external-link',
                  run: (item: T) => void openPage(item),
                },
              ],
            }
          : {})}
        exportName={exportName}
      />
    </div>
  );
}
