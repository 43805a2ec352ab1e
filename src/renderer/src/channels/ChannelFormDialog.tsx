import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { Channel } from '../../../shared/ipc/resources.ts';
import { CheckboxField } from '../components/controls/CheckboxField.tsx';
import { FieldFrame } from '../components/FieldFrame.tsx';
import { FormDialog } from '../components/FormDialog.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import { ChannelBadge } from './ChannelBadge.tsx';
import {
  CHANNEL_LABELS,
  channelFormValues,
  channelSchema,
  type ChannelFormValues,
  type ChannelValues,
} from './channel-form.ts';

const SERVER_FIELDS = ['name', 'description', 'color', 'starred'] as const;

interface ChannelFormDialogProps {
  channel?: Channel;
  send: (values: ChannelValues) => Promise<Result<unknown>>;
  onSaved: () => void;
  onClose: () => void;
}

/** Creates a channel or changes its name, description, colour (shown on its badge as it is picked) and star. */
export function ChannelFormDialog({ channel, send, onSaved, onClose }: ChannelFormDialogProps) {
  const editing = channel !== undefined;
  const defaults = channelFormValues(channel ?? null);
  const schema = useMemo(() => channelSchema(editing), [editing]);
  const form = useApiForm<ChannelFormValues, ChannelValues, unknown>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
    unsavedChangesTo: 'the channel',
    fields: SERVER_FIELDS,
    send,
    resetTo: (values) => ({ ...defaults, ...values, description: values.description ?? '' }),
    onSent: () => {
      onSaved();
      onClose();
    },
    onCheck: onSaved,
  });
  const [name, color] = useWatch({ control: form.control, name: ['name', 'color'] });
  const colour = form.fieldProps('color', CHANNEL_LABELS.color);
  const starred = form.fieldProps('starred', CHANNEL_LABELS.starred);

  return (
    <FormDialog
      title={channel ? `Edit ${channel.name}` : 'New channel'}
      onClose={onClose}
      form={form}
      errorTitle={editing ? 'The channel was not changed' : 'The channel was not created'}
      submitLabel={editing ? 'Save channel' : 'Create channel'}
      busyText={editing ? 'Saving the channel…' : 'Creating the channel…'}
    >
      <TextField {...form.fieldProps('name', CHANNEL_LABELS.name)} autoComplete="off" />
      <TextField
        {...form.fieldProps('description', CHANNEL_LABELS.description)}
        autoComplete="off"
        hint="Optional; at least 2 characters when given."
      />
      <FieldFrame label={colour.label} error={colour.error} hint="The colour of the channel’s badge.">
        {(field) => (
          <div className="channel-colour">
            <input type="color" {...field} {...colour.registration} />
            <ChannelBadge name={name || 'Channel'} color={color} />
          </div>
        )}
      </FieldFrame>
      <CheckboxField
        label={starred.label}
        registration={starred.registration}
        error={starred.error}
        hint="Starred channels come first."
      />
    </FormDialog>
  );
}
