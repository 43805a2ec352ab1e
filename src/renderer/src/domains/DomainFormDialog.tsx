import { zodResolver } from '@hookform/resolvers/zod';
import type { Domain } from '../../../shared/ipc/resources.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import { FormDialog } from '../components/FormDialog.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import {
  DOMAIN_LABELS,
  domainAddSchema,
  domainEditSchema,
  domainFormValues,
  type DomainAddition,
  type DomainChanges,
  type DomainFormValues,
} from './domain-form.ts';

const SERVER_FIELDS = ['domain', 'redirectroot', 'redirect404'] as const;
const REDIRECT_FIELDS = ['redirectroot', 'redirect404'] as const;
/** Every field of this form holds an address. */
const URL_INPUT = { type: 'url', inputMode: 'url', spellCheck: false } as const;
const REDIRECT_HINTS = {
  redirectroot: 'Where a visit to the domain itself goes. Leave empty for your server’s home page.',
  redirect404:
    'Where a short link that does not exist on this domain goes. Leave empty for your server’s own page.',
} as const;

/** A redirect the domain has can be changed but not emptied: servers refuse an empty one. */
const KEPT_REDIRECT_HINTS = {
  redirectroot: 'Where a visit to the domain itself goes. It can be changed, but not left empty.',
  redirect404:
    'Where a short link that does not exist on this domain goes. It can be changed, but not left empty.',
} as const;

type DomainFormDialogProps = {
  onClose: () => void;
  /** Called once the installation accepted the change, before the dialog closes. */
  onSaved: () => void;
} & (
  | { mode: 'add'; send: (values: DomainAddition) => Promise<Result<unknown>> }
  | { mode: 'edit'; domain: Domain; send: (changes: DomainChanges) => Promise<Result<unknown>> }
);

/**
 * Adds a domain, or changes an added domain's redirects (the domain itself cannot change: the installation
 * refuses it, so it is shown read-only). What was typed stays put on any failure.
 */
export function DomainFormDialog(props: DomainFormDialogProps) {
  const editing = props.mode === 'edit' ? props.domain : null;
  const form = useApiForm<DomainFormValues, DomainAddition | DomainChanges, unknown>({
    resolver: zodResolver(editing ? domainEditSchema(editing) : domainAddSchema) as never,
    // Checked as soon as a field is left, then as it changes: an emptied redirect is said at once, not on Save.
    mode: 'onTouched',
    defaultValues: domainFormValues(editing),
    unsavedChangesTo: 'the domain',
    fields: SERVER_FIELDS,
    byCode: { conflict: 'domain' },
    send: (values) =>
      props.mode === 'add' ? props.send(values as DomainAddition) : props.send(values as DomainChanges),
    resetTo: (values) => ({ ...domainFormValues(editing), ...values }),
    onSent: () => {
      props.onSaved();
      props.onClose();
    },
    // A change of unknown outcome: the list behind the form is reloaded to show whether it was made.
    onCheck: props.onSaved,
  });

  const title = editing ? `Edit ${editing.domain}` : 'Add a domain';
  return (
    <FormDialog
      title={title}
      onClose={props.onClose}
      form={form}
      errorTitle={editing ? 'The domain was not changed' : 'The domain was not added'}
      submitLabel={editing ? 'Save domain' : 'Add domain'}
      busyText={editing ? 'Saving the domain…' : 'Adding the domain…'}
    >
      {editing ? (
        <div className="field">
          <span className="field-label">{DOMAIN_LABELS.domain}</span>
          <p className="domain-readonly">{editing.domain}</p>
          <p className="field-hint">A domain cannot be renamed: delete it and add the new one instead.</p>
        </div>
      ) : (
        <TextField
          {...form.fieldProps('domain', DOMAIN_LABELS.domain)}
          {...URL_INPUT}
          placeholder="go.example.com"
          hint="Such as go.example.com. Point it at your link server first, with a DNS record at your domain’s provider."
        />
      )}
      {REDIRECT_FIELDS.map((field) => (
        <TextField
          key={field}
          {...form.fieldProps(field, DOMAIN_LABELS[field])}
          {...URL_INPUT}
          hint={editing && editing[field] !== '' ? KEPT_REDIRECT_HINTS[field] : REDIRECT_HINTS[field]}
        />
      ))}
    </FormDialog>
  );
}
