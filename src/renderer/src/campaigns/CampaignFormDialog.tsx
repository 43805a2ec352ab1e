import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { Campaign } from '../../../shared/ipc/resources.ts';
import { CheckboxField } from '../components/controls/CheckboxField.tsx';
import { FormDialog } from '../components/FormDialog.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import {
  CAMPAIGN_LABELS,
  campaignFormValues,
  campaignSchema,
  type CampaignFormValues,
  type CampaignValues,
} from './campaign-form.ts';

const SERVER_FIELDS = ['name', 'slug', 'public'] as const;

interface CampaignFormDialogProps {
  /** The campaign edited; none for a new one. */
  campaign?: Campaign;
  send: (values: CampaignValues) => Promise<Result<unknown>>;
  /** Called once the installation accepted the change, before the dialog closes. */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Creates a campaign or changes its name, its rotator's slug and whether its list page is public, saying what
 * the rotator and the list page are. A slug the installation refuses (one already taken) is shown beside it.
 */
export function CampaignFormDialog({ campaign, send, onSaved, onClose }: CampaignFormDialogProps) {
  const editing = campaign !== undefined;
  const defaults = campaignFormValues(campaign ?? null);
  const schema = useMemo(() => campaignSchema(editing), [editing]);
  const form = useApiForm<CampaignFormValues, CampaignValues, unknown>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
    unsavedChangesTo: 'the campaign',
    fields: SERVER_FIELDS,
    byCode: { conflict: 'slug' },
    send,
    resetTo: (values) => ({ ...defaults, ...values, slug: values.slug ?? defaults.slug }),
    onSent: () => {
      onSaved();
      onClose();
    },
    onCheck: onSaved,
  });

  return (
    <FormDialog
      title={campaign ? `Edit ${campaign.name}` : 'New campaign'}
      onClose={onClose}
      form={form}
      errorTitle={editing ? 'The campaign was not changed' : 'The campaign was not created'}
      submitLabel={editing ? 'Save campaign' : 'Create campaign'}
      busyText={editing ? 'Saving the campaign…' : 'Creating the campaign…'}
    >
      <p className="muted campaign-form-intro">
        A campaign groups short links. Its rotator is one short URL that sends each visitor to one of the
        campaign’s links in turn; its list page shows them all.
      </p>
      <TextField {...form.fieldProps('name', CAMPAIGN_LABELS.name)} autoComplete="off" />
      <TextField
        {...form.fieldProps('slug', CAMPAIGN_LABELS.slug)}
        autoComplete="off"
        spellCheck={false}
        hint={
          editing
            ? 'The end of the rotator’s address. Leave it as it is to keep the address people have.'
            : 'The end of the rotator’s address: 3 to 50 letters, digits, - or _. Left empty, your server picks one.'
        }
      />
      <CheckboxField
        label={CAMPAIGN_LABELS.public}
        registration={form.fieldProps('public', CAMPAIGN_LABELS.public).registration}
        error={form.fieldProps('public', CAMPAIGN_LABELS.public).error}
        hint="Anyone with the list page’s address can see the campaign’s links."
      />
    </FormDialog>
  );
}
