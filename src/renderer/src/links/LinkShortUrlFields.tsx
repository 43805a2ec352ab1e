import { SelectField } from '../components/controls/SelectField.tsx';
import { TextField } from '../components/TextField.tsx';
import type { ApiFormState } from '../components/use-api-form.ts';
import { bareDomain, shortUrlPreview } from './link-form-sections.ts';
import type { LinkBody, LinkFormFields } from './link-form-values.ts';
import type { LinkChoices } from './use-link-choices.ts';

interface LinkShortUrlFieldsProps {
  form: ApiFormState<LinkFormFields, LinkBody>;
  choices: LinkChoices;
  /** The domain the link had when the form opened, offered even when the domain list no longer has it. */
  initialDomain: string;
  /** The installation's own domain as people read it, or null while it is not known. */
  ownDomain: string | null;
  /** What is typed now, for the preview. */
  typed: Pick<LinkFormFields, 'domain' | 'custom'>;
}

/**
 * The short URL in one row, as it reads: the domain, a slash, the alias; and under it the whole short URL the
 * link will get, so nobody has to assemble it in their head.
 */
export function LinkShortUrlFields({
  form,
  choices,
  initialDomain,
  ownDomain,
  typed,
}: LinkShortUrlFieldsProps) {
  const branded = (choices.domains ?? []).filter((domain) => domain.id !== null);
  const preview = shortUrlPreview(typed, ownDomain);
  return (
    <div className="link-form-short">
      <div className="link-form-short-row">
        <SelectField {...form.fieldProps('domain', 'Domain')} aria-busy={choices.domains === null}>
          <option value="">{ownDomain ?? 'Default domain'}</option>
          {branded.map((domain) => (
            <option key={domain.id} value={domain.domain}>
              {bareDomain(domain.domain)}
            </option>
          ))}
          {initialDomain && !branded.some((domain) => domain.domain === initialDomain) ? (
            <option value={initialDomain}>{bareDomain(initialDomain)}</option>
          ) : null}
        </SelectField>
        <span className="link-form-short-slash" aria-hidden="true">
          /
        </span>
        <TextField
          {...form.fieldProps('custom', 'Alias')}
          placeholder="Random if empty"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <p className="link-form-preview">
        <span className="link-form-preview-label">Short link</span>{' '}
        <span className="link-form-preview-url">
          {preview.domain}
          {preview.alias ?? <span className="link-form-preview-random"> + a random alias</span>}
        </span>
      </p>
    </div>
  );
}
