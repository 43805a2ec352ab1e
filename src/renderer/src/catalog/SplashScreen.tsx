import type { Splash } from '../../../shared/ipc/resources.ts';
import { createdColumn } from '../components/data-list/created-column.ts';
import type { Column } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { CatalogScreen } from './CatalogScreen.tsx';

const COLUMNS: Column<Splash>[] = [
  { id: 'name', title: 'Name', value: (splash) => splash.name, width: 'minmax(8rem, 3fr)' },
  createdColumn('7rem'),
];

/** The account's splash pages, shown before a link redirects; edited on the installation. */
export function SplashScreen() {
  const api = useApi();
  return (
    <CatalogScreen<Splash>
      kind="splash"
      title="Splash pages"
      intro="Pages a visitor sees before a short link redirects."
      noun={{ one: 'splash page', other: 'splash pages' }}
      columns={COLUMNS}
      emptyState="No splash pages yet. Create one on your server’s website; it then shows here."
      exportName="splash-pages"
      load={(request) => api.listSplashPages(request)}
    />
  );
}
