import { SelectField } from '../components/controls/SelectField.tsx';
import type { ApiFormState } from '../components/use-api-form.ts';
import type { LinkBody, LinkFormFields, RedirectKind } from './link-form-values.ts';
import type { LinkChoices } from './use-link-choices.ts';

const REDIRECT_LABELS: Record<RedirectKind, string> = {
  keep: 'Leave it as it is',
  direct: 'Direct: straight to the long URL',
  frame: 'Frame: the long URL inside your server’s frame',
  splash: 'Splash page first',
  overlay: 'CTA overlay over the long URL',
};

export const REDIRECT_NOT_TOLD =
  'Your server does not say how this link redirects, so saving leaves that as it is. Choose one here only to change it.';

interface LinkRedirectFieldsProps {
  form: ApiFormState<LinkFormFields, LinkBody>;
  choices: LinkChoices;
  /** Whether the form knows the link's redirect (always, for a new link); otherwise it offers to leave it. */
  told: boolean;
  /** The redirect chosen now, which decides whether a splash page or an overlay is asked for. */
  chosen: RedirectKind;
}

/**
 * How the link sends visitors on, and the splash page or CTA overlay it goes through: only those the account
 * has, since the installation's own lists say which exist. A kind the account has none of is offered, disabled,
 * with the reason.
 */
export function LinkRedirectFields({ form, choices, told, chosen }: LinkRedirectFieldsProps) {
  const none = {
    splash: choices.splashPages !== null && choices.splashPages.length === 0,
    overlay: choices.overlays !== null && choices.overlays.length === 0,
  };
  const label = (kind: RedirectKind) => {
    if (kind === 'splash' && none.splash) return `${REDIRECT_LABELS.splash} (this account has none)`;
    if (kind === 'overlay' && none.overlay) return `${REDIRECT_LABELS.overlay} (this account has none)`;
    return REDIRECT_LABELS[kind];
  };
  const kinds = (Object.keys(REDIRECT_LABELS) as RedirectKind[]).filter((kind) => kind !== 'keep' || !told);

  return (
    <>
      <SelectField {...form.fieldProps('type', 'Redirect')} hint={told ? undefined : REDIRECT_NOT_TOLD}>
        {kinds.map((kind) => (
          <option
            key={kind}
            value={kind}
            disabled={(kind === 'splash' || kind === 'overlay') && none[kind] && chosen !== kind}
          >
            {label(kind)}
          </option>
        ))}
      </SelectField>
      {chosen === 'splash' ? (
        <SelectField {...form.fieldProps('splash', 'Splash page')} aria-busy={choices.splashPages === null}>
          <option value="">Choose a splash page</option>
          {(choices.splashPages ?? []).map((page) => (
            <option key={page.id} value={String(page.id)}>
              {page.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {chosen === 'overlay' ? (
        <SelectField {...form.fieldProps('overlay', 'CTA overlay')} aria-busy={choices.overlays === null}>
          <option value="">Choose an overlay</option>
          {(choices.overlays ?? []).map((overlay) => (
            <option key={overlay.id} value={String(overlay.id)}>
              {overlay.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}
