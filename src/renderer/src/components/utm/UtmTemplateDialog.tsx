import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { z } from 'zod';
import { UTM_KEYS, UTM_LABELS, type UtmKey, type UtmValues } from '../../../../shared/bulk-edit/utm.ts';
import {
  utmTemplateName,
  utmValueSchema,
  type UtmTemplate,
  type UtmTemplates,
} from '../../../../shared/bulk-edit/utm-template.ts';
import { FormDialog } from '../FormDialog.tsx';
import { TextField } from '../TextField.tsx';
import { useApi } from '../data-list/use-api.ts';
import { useApiForm } from '../use-api-form.ts';
import './utm.css';

type TemplateFields = { name: string } & Record<UtmKey, string>;

/** The form's fields, each checked where it is typed, as one template: empty values are left out. */
const schema = z
  .object({
    name: utmTemplateName,
    ...(Object.fromEntries(UTM_KEYS.map((key) => [key, utmValueSchema])) as Record<
      UtmKey,
      typeof utmValueSchema
    >),
  })
  .refine((fields) => UTM_KEYS.some((key) => fields[key]?.trim()), {
    message: 'needs at least one value',
    path: ['utm_source'],
  })
  .transform((fields): UtmTemplate => ({
    name: fields.name,
    values: Object.fromEntries(
      UTM_KEYS.flatMap((key) => {
        const value = (fields[key] ?? '').trim();
        return value ? [[key, value]] : [];
      }),
    ) as UtmValues,
  }));

interface Props {
  /** What the template starts with: the values typed where it was asked for. */
  values?: UtmValues;
  onSaved: (templates: UtmTemplates) => void;
  onClose: () => void;
}

/**
 * A new UTM template: its name and values, checked by the naming rules (lower case, no spaces, letters, digits
 * and `- _ . ~`). A name already used replaces that template.
 */
export function UtmTemplateDialog({ values = {}, onSaved, onClose }: Props) {
  const api = useApi();
  const defaults = useMemo(
    () =>
      ({
        name: '',
        ...Object.fromEntries(UTM_KEYS.map((key) => [key, values[key] ?? ''])),
      }) as TemplateFields,
    [values],
  );
  const form = useApiForm<TemplateFields, UtmTemplate, UtmTemplates>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
    unsavedChangesTo: 'the template',
    fields: ['name', ...UTM_KEYS],
    send: (template) => api.saveUtmTemplate(template),
    resetTo: () => defaults,
    onSent: (templates) => {
      onSaved(templates);
      onClose();
    },
  });
  return (
    <FormDialog
      title="New UTM template"
      onClose={onClose}
      form={form}
      errorTitle="The template was not saved"
      submitLabel="Save template"
      busyText="Saving the template…"
    >
      <TextField
        {...form.fieldProps('name', 'Name')}
        hint="Saving under a name already used replaces that template."
        autoComplete="off"
      />
      <div className="utm-template-values">
        {UTM_KEYS.map((key) => (
          <TextField
            key={key}
            {...form.fieldProps(key, `${UTM_LABELS[key]} (${key})`)}
            spellCheck={false}
            autoComplete="off"
          />
        ))}
      </div>
      <p className="field-hint">
        Lower case, no spaces: letters, digits and - _ . ~ only, so reports count alike.
      </p>
    </FormDialog>
  );
}
