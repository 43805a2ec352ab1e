import { lazy, Suspense } from 'react';
import type { QrBatchDialogProps } from './QrBatchDialog.tsx';

const QrBatchDialog = lazy(() =>
  import('./QrBatchDialog.tsx').then((module) => ({ default: module.QrBatchDialog })),
);

/**
 * The batch dialog in a chunk of its own (with the ZIP writer; the PDF library is a further chunk), loaded the
 * first time a person asks for a batch rather than with the list.
 */
export function LazyQrBatchDialog(props: QrBatchDialogProps) {
  return (
    <Suspense fallback={null}>
      <QrBatchDialog {...props} />
    </Suspense>
  );
}
