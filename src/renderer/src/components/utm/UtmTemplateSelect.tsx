import type { ReactNode } from 'react';
import type { UtmTemplate } from '../../../../shared/bulk-edit/utm-template.ts';
import { SelectControl } from '../controls/SelectControl.tsx';

interface Props {
  label: string;
  templates: readonly UtmTemplate[];
  /** Told the template chosen; the select then shows its prompt again, ready for another. */
  onChoose: (template: UtmTemplate) => void;
  isDisabled?: boolean;
  hint?: ReactNode;
}

/** A select that applies a UTM template when one is chosen; shown only once there is a template. */
export function UtmTemplateSelect({ label, templates, onChoose, isDisabled, hint }: Props) {
  if (templates.length === 0) return null;
  return (
    <SelectControl
      label={label}
      value=""
      {...(isDisabled !== undefined ? { isDisabled } : {})}
      hint={hint}
      onChange={(name) => {
        const template = templates.find((known) => known.name === name);
        if (template) onChoose(template);
      }}
    >
      <option value="">Choose a template</option>
      {templates.map((template) => (
        <option key={template.name} value={template.name}>
          {template.name}
        </option>
      ))}
    </SelectControl>
  );
}
