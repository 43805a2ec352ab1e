import { useState } from 'react';
import type { PixelType } from '../../../shared/api/constants.ts';
import type { Pixel } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { createdColumn } from '../components/data-list/created-column.ts';
import { DataList } from '../components/data-list/DataList.tsx';
import type { Column } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { PIXEL_LABELS } from './pixel-form.ts';
import { isKnownProvider, providerLabel } from './pixel-providers.ts';
import { PixelFormDialog } from './PixelFormDialog.tsx';
import './pixels.css';

type EditablePixel = Pixel & { type: PixelType };
type OpenForm = { mode: 'add' } | { mode: 'edit'; pixel: EditablePixel };

const COLUMNS: Column<Pixel>[] = [
  { id: 'name', title: PIXEL_LABELS.name, value: (pixel) => pixel.name, width: 'minmax(10rem, 2fr)' },
  {
    id: 'type',
    title: PIXEL_LABELS.type,
    value: (pixel) => providerLabel(pixel.type),
    width: 'minmax(8rem, 1fr)',
  },
  {
    id: 'tag',
    title: PIXEL_LABELS.tag,
    value: (pixel) => pixel.tag,
    render: (pixel) => <code className="pixel-tag">{pixel.tag}</code>,
    width: 'minmax(10rem, 2fr)',
  },
  createdColumn('10rem'),
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

  if (!account) return null;
  const form = open && open.accountId === account.id ? open : null;
  const close = () => setOpen(null);

  return (
    <div className="screen">
      <h1>Pixels</h1>
      <p className="muted">
        Tracking pixels your short links can fire, such as a Facebook or Google Tag Manager tag.
      </p>
      <DataList
        collection={pixels}
        columns={COLUMNS}
        label="Pixels"
        emptyState={<p>No pixels yet. Choose “New pixel” to add your first tracking pixel.</p>}
        onOpen={openEdit}
        rowActions={(pixel) => (
          <>
            {editable(pixel) ? (
              <button
                type="button"
                className="button"
                aria-label={`Edit ${pixel.name}`}
                onClick={() => openEdit(pixel)}
              >
                Edit
              </button>
            ) : null}
            <button
              type="button"
              className="button button-danger"
              aria-label={`Delete ${pixel.name}`}
              onClick={() => pixels.deleteItem(pixel)}
            >
              Delete
            </button>
          </>
        )}
        actionsWidth="12rem"
        exportName="pixels"
        toolbar={
          <button type="button" className="button button-primary" onClick={openAdd}>
            New pixel
          </button>
        }
      />
      {form?.mode === 'add' ? (
        <PixelFormDialog
          mode="add"
          revision={account.revision}
          send={(values) => api.addPixel({ accountId: form.accountId, ...values })}
          onSaved={pixels.reload}
          onClose={close}
        />
      ) : null}
      {form?.mode === 'edit' ? (
        <PixelFormDialog
          mode="edit"
          pixel={form.pixel}
          send={(changes) =>
            api.updatePixel({
              accountId: form.accountId,
              id: form.pixel.id,
              type: form.pixel.type,
              ...changes,
            })
          }
          onSaved={pixels.reload}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
