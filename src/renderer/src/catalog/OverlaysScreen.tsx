import type { Overlay } from '../../../shared/ipc/resources.ts';
import { createdColumn } from '../components/data-list/created-column.ts';
import type { Column } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { CatalogScreen } from './CatalogScreen.tsx';

const TYPE_LABELS: Record<string, string> = { message: 'Message', contact: 'Contact form' };

const COLUMNS: Column<Overlay>[] = [
  { id: 'name', title: 'Name', value: (overlay) => overlay.name, width: 'minmax(8rem, 3fr)' },
  {
    id: 'type',
    title: 'Type',
    value: (overlay) => TYPE_LABELS[overlay.type] ?? overlay.type,
    width: 'minmax(7rem, 1fr)',
  },
  createdColumn('7rem'),
];

/** The account's call-to-action overlays, shown over framed links; edited on the installation. */
export function OverlaysScreen() {
  const api = useApi();
  return (
    <CatalogScreen<Overlay>
      kind="overlay"
      title="CTA overlays"
      intro="Calls to action shown over the page a short link opens."
      noun={{ one: 'overlay', other: 'overlays' }}
      columns={COLUMNS}
      emptyState="No CTA overlays yet. Create one on your server’s website; it then shows here."
      exportName="cta-overlays"
      load={(request) => api.listOverlays(request)}
    />
  );
}
