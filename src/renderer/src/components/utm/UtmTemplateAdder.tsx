import { withUtm } from '../../../../shared/bulk-edit/utm.ts';
import type { UtmTemplate } from '../../../../shared/bulk-edit/utm-template.ts';
import { UtmTemplateSelect } from './UtmTemplateSelect.tsx';

interface Props {
  templates: readonly UtmTemplate[];
  /** The address typed so far. */
  url: string;
  /** The address with the template's values set; the other parameters are kept as typed. */
  onApply: (url: string) => void;
}

/** Adds a UTM template's parameters to an address being typed; shown only once there is a template. */
export function UtmTemplateAdder({ templates, url, onApply }: Props) {
  return (
    <UtmTemplateSelect
      label="Add UTM parameters"
      templates={templates}
      isDisabled={!url.trim()}
      hint={url.trim() ? undefined : 'Type the long URL first.'}
      onChoose={(template) => onApply(withUtm(url.trim(), 'set', template.values))}
    />
  );
}
