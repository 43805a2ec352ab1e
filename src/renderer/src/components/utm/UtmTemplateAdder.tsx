import { withUtm } from '../../../../shared/bulk-edit/utm.ts';
import type { UtmTemplate } from '../../../../shared/bulk-edit/utm-template.ts';
import { SelectControl } from '../controls/SelectControl.tsx';

interface Props {
  templates: readonly UtmTemplate[];
  /** The address typed so far. */
  url: string;
  /** The address with the template's values set; the other parameters are kept as typed. */
  onApply: (url: string) => void;
}

/** Adds a UTM template's parameters to an address being typed; shown only once there is a template. */
export function UtmTemplateAdder({ templates, url, onApply }: Props) {
  if (templates.length === 0) return null;
  return (
    <SelectControl
      label="Add UTM parameters"
      value=""
      isDisabled={!url.trim()}
      hint={url.trim() ? undefined : 'Type the long URL first.'}
      onChange={(name) => {
        const template = templates.find((known) => known.name === name);
        if (template) onApply(withUtm(url.trim(), 'set', template.values));
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
