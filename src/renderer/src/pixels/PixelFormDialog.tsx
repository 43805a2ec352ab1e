import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import type { PixelType, Revision } from '../../../shared/api/constants.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { Pixel } from '../../../shared/ipc/resources.ts';
import { FormDialog } from '../components/FormDialog.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import {
  PIXEL_LABELS,
  pixelAddSchema,
  pixelEditSchema,
  pixelFormValues,
  type PixelAddition,
  type PixelChanges,
  type PixelFormValues,
} from './pixel-form.ts';
import { pixelProvidersFor, providerHint, providerLabel } from './pixel-providers.ts';
import { ProviderField } from './ProviderField.tsx';

const SERVER_FIELDS = ['type', 'name', 'tag'] as const;

type PixelFormDialogProps = {
  onClose: () => void;
  /** Called once the installation accepted the change, before the dialog closes. */
  onSaved: () => void;
} & (
  | { mode: 'add'; revision: Revision | null; send: (values: PixelAddition) => Promise<Result<unknown>> }
  | {
      mode: 'edit';
      /** Only pixels of a provider this app knows are editable: the tag is checked against its rule. */
      pixel: Pixel & { type: PixelType };
      send: (changes: PixelChanges) => Promise<Result<unknown>>;
    }
);

/**
 * Creates a pixel (provider, name, tag) or changes a pixel's name and tag. The tag is checked against the
 * provider's format before sending, with the hint shown beside it; a tag the installation refuses (such as one
 * already used) is shown there too, and what was typed stays put.
 */
export function PixelFormDialog(props: PixelFormDialogProps) {
  const editing = props.mode === 'edit' ? props.pixel : null;
  const revision = props.mode === 'add' ? props.revision : null;
  const providers = useMemo(() => pixelProvidersFor(revision), [revision]);
  const defaults = pixelFormValues(editing, providers[0]!);
  const [provider, setProvider] = useState(defaults.type);
  const schema = useMemo(
    () => (editing ? pixelEditSchema(editing.type) : pixelAddSchema(revision)),
    [editing, revision],
  );

  const form = useApiForm<PixelFormValues, PixelAddition | PixelChanges, unknown>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
    unsavedChangesTo: 'the pixel',
    fields: SERVER_FIELDS,
    byCode: { conflict: 'tag' },
    send: (values) =>
      props.mode === 'add' ? props.send(values as PixelAddition) : props.send(values as PixelChanges),
    resetTo: (values) => ({ ...defaults, ...values }),
    onSent: () => {
      props.onSaved();
      props.onClose();
    },
    // A change of unknown outcome: the list behind the form is reloaded to show whether it was made.
    onCheck: props.onSaved,
  });

  const title = editing ? `Edit ${editing.name}` : 'New pixel';
  return (
    <FormDialog
      title={title}
      onClose={props.onClose}
      form={form}
      errorTitle={editing ? 'The pixel was not changed' : 'The pixel was not created'}
      submitLabel={editing ? 'Save pixel' : 'Create pixel'}
      busyText={editing ? 'Saving the pixel…' : 'Creating the pixel…'}
    >
      {editing ? (
        <div className="field">
          <p className="field-label">{PIXEL_LABELS.type}</p>
          <p className="pixel-readonly">{providerLabel(editing.type)}</p>
        </div>
      ) : (
        <ProviderField
          {...form.fieldProps('type', PIXEL_LABELS.type)}
          onChange={(value) => setProvider(value)}
          providers={providers}
        />
      )}
      <TextField {...form.fieldProps('name', PIXEL_LABELS.name)} autoComplete="off" />
      <TextField
        {...form.fieldProps('tag', PIXEL_LABELS.tag)}
        autoComplete="off"
        spellCheck={false}
        hint={providerHint(provider)}
      />
    </FormDialog>
  );
}
