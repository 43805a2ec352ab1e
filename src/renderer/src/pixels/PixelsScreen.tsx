import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import type { PixelType } from '../../../shared/api/constants.ts';
import type { Pixel } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { createdColumn } from '../components/data-list/created-column.ts';
import { DataList } from '../components/data-list/DataList.tsx';
import type { Column, RowAction } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { TruncatedText } from '../components/primitives/TruncatedText.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { PIXEL_LABELS } from './pixel-form.ts';
import { isKnownProvider, providerLabel } from './pixel-providers.ts';
import { PixelFormDialog } from './PixelFormDialog.tsx';
import './pixels.css';

type EditablePixel = Pixel & { type: PixelType };
type OpenForm = { mode: 'add' } | { mode: 'edit'; pixel: EditablePixel };

const COLUMNS: Column<Pixel>[] = [
  { id: 'name', title: PIXEL_LABELS.name, value: (pixel) => pixel.name, width: 'minmax(8rem, 2fr)' },
  {
    id: 'type',
    title: PIXEL_LABELS.type,
    value: (pixel) => providerLabel(pixel.type),
    width: 'minmax(7rem, 1fr)',
  },
  {
    id: 'tag',
    title: PIXEL_LABELS.tag,
    value: (pixel) => pixel.tag,
    render: (pixel) => <TruncatedText text={pixel.tag} className="pixel-tag" />,
    width: 'minmax(8rem, 2fr)',
  },
  createdColumn('7rem', { dropOrder: 1 }),
];

/** A pixel whose tag the app can check: one of a provider it knows (an installation may know more). */
const editable = (pixel: Pixel): EditablePixel | null =>
  isKnownProvider(pixel.type) ? { ...pixel, type: pixel.type } : null;

/** The account's tracking pixels: create one for a provider the installation supports, rename or retag it, delete it with undo. */
export function PixelsScreen() {
  const api = useApi();
  const account = useAppState(activeAccount);
  const accountId = account?.id ?? null;
  const [open, setOpen] = useState<(OpenForm & { accountId: string }) | null>(null);
  const showToast = useAppState((state) => state.showToast);

  const pixels = useCollection<Pixel>({
    kind: 'pixels',
    noun: { one: 'pixel', other: 'pixels' },
    getId: (pixel) => pixel.id,
    describe: (pixel) => pixel.name,
    load: (request) => api.listPixels(request),
  });

  const openAdd = accountId ? () => setOpen({ mode: 'add', accountId }) : undefined;
  const openEdit = (pixel: Pixel) => {
    const known = editable(pixel);
    if (known && accountId) setOpen({ mode: 'edit', pixel: known, accountId });
  };
  useListCommands(pixels, { create: openAdd, edit: openEdit, canEdit: (pixel) => editable(pixel) !== null });

  const actions: RowAction<Pixel>[] = [
    {
      id: 'edit',
      label: 'Edit',
      name: (pixel) => `Edit ${pixel.name}`,
      icon: 'pencil',
      run: openEdit,
      // Only a provider Linkdesk knows has a tag it can check.
      available: (pixel) => editable(pixel) !== null,
    },
    {
      id: 'delete',
      label: 'Delete',
      name: (pixel) => `Delete ${pixel.name}`,
      icon: 'trash-2',
      run: pixels.deleteItem,
      tone: 'danger',
    },
  ];

  if (!account) return null;
  const form = open && open.accountId === account.id ? open : null;
  const close = () => setOpen(null);

  return (
    <div className="screen list-screen">
      <ScreenHeader
        title="Pixels"
        description={
          <>Tracking pixels your short links can fire, such as a Facebook or Google Tag Manager tag.</>
        }
      />
      <DataList
        collection={pixels}
        columns={COLUMNS}
        label="Pixels"
        emptyState={<p>No pixels yet. Choose “New pixel” to add your first tracking pixel.</p>}
        onOpen={openEdit}
        actions={actions}
        exportName="pixels"
        toolbar={
          <button type="button" className="button button-primary button-with-icon" onClick={openAdd}>
            <Plus aria-hidden="true" size={16} />
            New pixel
          </button>
        }
      />
      {form?.mode === 'add' ? (
        <PixelFormDialog
          mode="add"
          revision={account.revision}
          send={async (values) => {
            const result = await api.addPixel({ accountId: form.accountId, ...values });
            const subject = result.ok ? ({ kind: 'pixels', id: result.value.id } as const) : undefined;
            if (result.ok) showToast(`Created the pixel “${values.name}”.`, { subject });
            return result;
          }}
          onSaved={pixels.reload}
          onClose={close}
        />
      ) : null}
      {form?.mode === 'edit' ? (
        <PixelFormDialog
          mode="edit"
          pixel={form.pixel}
          send={async (changes) => {
            const { id, type, name } = form.pixel;
            const result = await api.updatePixel({ accountId: form.accountId, id, type, ...changes });
            const saved = changes.name ?? name;
            if (result.ok) showToast(`Saved the pixel “${saved}”.`, { subject: { kind: 'pixels', id } });
            // Deleted elsewhere meanwhile: the form says so, and the list is read again without it.
            else if (result.error.code === 'not_found') pixels.reload();
            return result;
          }}
          onSaved={pixels.reload}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
