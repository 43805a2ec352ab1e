import { zodResolver } from '@hookform/resolvers/zod';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useId, useMemo } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { Api } from '../../../shared/ipc/api.ts';
import { HISTORY_INTERVALS, type HistorySettings, type HistoryStatus } from '../../../shared/ipc/history.ts';
import { CheckboxField } from '../components/controls/CheckboxField.tsx';
import { SelectField } from '../components/controls/SelectField.tsx';
import { FormDialog } from '../components/FormDialog.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import {
  MAX_THRESHOLDS,
  SETTINGS_LABELS,
  settingsFields,
  settingsSchema,
  thresholdLabel,
  type HistorySettingsFields,
} from './history-settings-form.ts';
import { dayAndTimeWords, intervalWords, shareWords, sizeWords } from './overview-words.ts';

interface HistorySettingsDialogProps {
  api: Api;
  status: HistoryStatus;
  /** Told main's answer: where history stands with the new settings. */
  onSaved: (status: HistoryStatus) => void;
  onClose: () => void;
}

/**
 * The account's click history: on or off, how often a snapshot is taken, what it takes on disk and since when,
 * how much of the rate limit it may use, and milestones (off until the person turns them on).
 */
export function HistorySettingsDialog({ api, status, onSaved, onClose }: HistorySettingsDialogProps) {
  const defaults = useMemo(() => settingsFields(status.settings), [status.settings]);
  const schema = useMemo(() => settingsSchema(status.settings.milestones.thresholds), [status.settings]);
  const form = useApiForm<HistorySettingsFields, HistorySettings, HistoryStatus>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
    unsavedChangesTo: 'the history settings',
    fields: ['enabled', 'intervalMinutes'],
    send: (settings) => api.setHistorySettings({ accountId: status.accountId, ...settings }),
    resetTo: (settings) => settingsFields(settings),
    onSent: (next) => {
      onSaved(next);
      onClose();
    },
  });
  const control = form.control as unknown as Control<HistorySettingsFields>;
  const milestonesOn = useWatch({ control, name: 'milestones' });
  const enabled = form.fieldProps('enabled', SETTINGS_LABELS.enabled);
  const milestones = form.fieldProps('milestones', SETTINGS_LABELS.milestones);
  const surges = form.fieldProps('surges', SETTINGS_LABELS.surges);
  const interval = form.fieldProps('intervalMinutes', SETTINGS_LABELS.intervalMinutes);

  return (
    <FormDialog
      title="History settings"
      onClose={onClose}
      form={form}
      errorTitle="The history settings were not saved"
      submitLabel="Save settings"
      busyText="Saving the history settings…"
    >
      <CheckboxField
        label={enabled.label}
        registration={enabled.registration}
        error={enabled.error}
        hint="Linkdesk reads every link’s clicks and every QR code’s scans, and keeps what changed on this computer: the installation itself keeps totals only."
      />
      <SelectField
        label={interval.label}
        registration={interval.registration}
        error={interval.error}
        hint={`Snapshots use at most ${shareWords()} of the installation’s requests per minute, so your own work is never held up by them.`}
      >
        {HISTORY_INTERVALS.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {intervalWords(minutes)}
          </option>
        ))}
      </SelectField>
      <dl className="history-facts">
        <div>
          <dt>History starts</dt>
          <dd>{status.since === null ? 'No snapshot yet' : dayAndTimeWords(status.since)}</dd>
        </div>
        <div>
          <dt>On this computer</dt>
          <dd>
            {sizeWords(status.bytes)} for this account
            {status.fileBytes > status.bytes ? ` (${sizeWords(status.fileBytes)} for every account)` : ''}
          </dd>
        </div>
      </dl>
      <CheckboxField
        label={milestones.label}
        registration={milestones.registration}
        error={milestones.error}
        hint="A notification when a link or QR code reaches one, and a list of them on the Overview."
      />
      {milestonesOn ? <MilestoneFields form={form} control={control} surges={surges} /> : null}
    </FormDialog>
  );
}

type SettingsForm = ReturnType<typeof useApiForm<HistorySettingsFields, HistorySettings, HistoryStatus>>;

/**
 * The totals that notify, as a compact list to edit (a box for each, named "Total 1" … for screen readers, its
 * mistake said under the list and tied to it), and the switch for an unusually busy hour.
 */
function MilestoneFields({
  form,
  control,
  surges,
}: {
  form: SettingsForm;
  control: Control<HistorySettingsFields>;
  surges: ReturnType<SettingsForm['fieldProps']>;
}) {
  const thresholds = useFieldArray({ control, name: 'thresholds' });
  const id = useId();
  const boxes = thresholds.fields.map((threshold, index) => ({
    key: threshold.id,
    index,
    props: form.fieldProps(`thresholds.${index}.value`, thresholdLabel(index)),
  }));
  return (
    <fieldset className="history-milestones">
      <legend>Notify when a link or QR code passes these totals</legend>
      {boxes.length === 0 ? <p className="field-hint">No totals: add one below.</p> : null}
      <ul className="threshold-list">
        {boxes.map(({ key, index, props }) => (
          <li key={key} className="threshold-row">
            <input
              className="input threshold-input"
              inputMode="numeric"
              autoComplete="off"
              aria-label={props.label}
              aria-invalid={props.error ? true : undefined}
              aria-describedby={props.error ? `${id}-${index}` : undefined}
              {...props.registration}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${props.label.toLowerCase()}`}
              title="Remove"
              onClick={() => thresholds.remove(index)}
            >
              <X aria-hidden="true" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {boxes.map(({ key, index, props }) =>
        props.error ? (
          <p key={key} id={`${id}-${index}`} className="field-error" role="alert">
            {props.error}
          </p>
        ) : null,
      )}
      {boxes.length < MAX_THRESHOLDS ? (
        <button
          type="button"
          className="button button-small button-with-icon"
          onClick={() => thresholds.append({ value: '' })}
        >
          <Plus aria-hidden="true" size={16} /> Add a total
        </button>
      ) : (
        <p className="field-hint">{MAX_THRESHOLDS} totals at most.</p>
      )}
      <CheckboxField label={surges.label} registration={surges.registration} error={surges.error} />
    </fieldset>
  );
}
