import { useState } from 'react';
import { filledUtm, type UtmValues } from '../../../shared/bulk-edit/utm.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { SelectControl } from '../components/controls/SelectControl.tsx';
import { UtmTemplateDialog } from '../components/utm/UtmTemplateDialog.tsx';
import { useUtmTemplates } from '../components/utm/use-utm-templates.ts';

/** A template's values as they read in an address: `utm_source=news&utm_medium=email`. */
const summaryOf = (values: UtmValues) =>
  filledUtm(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

/**
 * UTM templates: the one Quick shorten adds to every address it shortens, and the templates kept on this
 * computer for the link form and bulk edits, made and deleted here.
 */
export function UtmTemplatesSetting() {
  const utm = useUtmTemplates();
  const [making, setMaking] = useState(false);
  return (
    <section className="card quick-shorten-card" aria-labelledby="utm-templates-title">
      <h2 id="utm-templates-title">UTM parameters</h2>
      <p className="muted">
        Named sets of UTM parameters, kept on this computer. The link form adds one to a long URL, bulk edits
        add one to many links, and Quick shorten can add one to every address it shortens.
      </p>
      {utm.templates.length > 0 ? (
        <>
          <SelectControl
            label="Quick shorten adds"
            value={utm.quickShorten ?? ''}
            onChange={(name) => void utm.setQuickShorten(name || null)}
          >
            <option value="">No UTM parameters</option>
            {utm.templates.map((template) => (
              <option key={template.name} value={template.name}>
                {template.name}
              </option>
            ))}
          </SelectControl>
          <ul className="utm-template-list" aria-label="UTM templates">
            {utm.templates.map((template) => (
              <li key={template.name}>
                <span className="utm-template-name">{template.name}</span>
                <span className="utm-template-summary" title={summaryOf(template.values)}>
                  {summaryOf(template.values)}
                </span>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Delete the template ${template.name}`}
                  onClick={() => void utm.remove(template.name)}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : utm.loaded ? (
        <p className="muted">No template yet.</p>
      ) : null}
      {utm.error ? <ErrorAlert title="The templates could not be changed" error={utm.error} /> : null}
      <div className="form-actions quick-shorten-actions">
        <button type="button" className="button" onClick={() => setMaking(true)}>
          New template…
        </button>
      </div>
      {making ? <UtmTemplateDialog onSaved={utm.reload} onClose={() => setMaking(false)} /> : null}
    </section>
  );
}
