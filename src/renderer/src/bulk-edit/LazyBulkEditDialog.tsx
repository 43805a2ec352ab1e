import { lazy, Suspense } from 'react';
import type { BulkEditDialogProps } from './BulkEditDialog.tsx';

const BulkEditDialog = lazy(() =>
  import('./BulkEditDialog.tsx').then((module) => ({ default: module.BulkEditDialog })),
);

/** The bulk edit dialog in a chunk of its own, loaded the first time a person opens it rather than with the list. */
export function LazyBulkEditDialog(props: BulkEditDialogProps) {
  return (
    <Suspense fallback={null}>
      <BulkEditDialog {...props} />
    </Suspense>
  );
}
