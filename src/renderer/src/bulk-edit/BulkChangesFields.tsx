import type { ReactNode } from 'react';
import type { Control, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { BulkChangeKind } from '../../../shared/bulk-edit/bulk-changes.ts';
import { UTM_KEYS, UTM_LABELS } from '../../../shared/bulk-edit/utm.ts';
import type { UtmTemplate } from '../../../shared/bulk-edit/utm-template.ts';
import type { BulkEditAbilities } from '../../../shared/ipc/bulk-edit.ts';
import type { Campaign, Channel } from '../../../shared/ipc/resources.ts';
import { TextField } from '../components/TextField.tsx';
import { CheckboxField } from '../components/controls/CheckboxField.tsx';
import { CheckControl } from '../components/controls/CheckControl.tsx';
import { UtmTemplateSelect } from '../components/utm/UtmTemplateSelect.tsx';
import { DateTimeField } from '../components/controls/DateTimeField.tsx';
import { SelectField } from '../components/controls/SelectField.tsx';
import type { LinkChoices } from '../links/use-link-choices.ts';
import type { BulkDraft, DraftErrors } from './bulk-draft.ts';
import { CHANGE_KIND_LABELS } from './change-words.ts';

interface Props {
  draft: BulkDraft;
  errors: DraftErrors;
  register: UseFormRegister<BulkDraft>;
  control: Control<BulkDraft>;
  setValue: UseFormSetValue<BulkDraft>;
  abilities: BulkEditAbilities;
  choices: LinkChoices;
  campaigns: Campaign[] | null;
  channels: Channel[] | null;
  templates: UtmTemplate[];
  /** Opens the new template form with the values typed here. */
  onSaveTemplate: () => void;
}

/** A domain as people write it: without its scheme. */
const hostLabel = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');

/**
 * Every change a bulk edit can make, each switched on by its own box, its fields shown under it. What the
 * installation cannot do is left out, with the reason under the box.
 */
export function BulkChangesFields({
  draft,
  errors,
  register,
  control,
  setValue,
  abilities,
  choices,
  campaigns,
  channels,
  templates,
  onSaveTemplate,
}: Props) {
  const groups = abilities.campaignsAndChannels;
  /** One change: its box, and under it, once ticked, its fields (two a row with `pair`). */
  const change = (
    kind: BulkChangeKind,
    fields: ReactNode,
    options: { hint?: string; pair?: boolean } = {},
  ) => (
    <fieldset className="bulk-change">
      <CheckboxField
        label={CHANGE_KIND_LABELS[kind]}
        registration={register(`on.${kind}`)}
        control={control}
        {...(options.hint ? { hint: options.hint } : {})}
      />
      {draft.on[kind] ? (
        <div className={options.pair ? 'bulk-change-fields bulk-change-pair' : 'bulk-change-fields'}>
          {fields}
        </div>
      ) : null}
    </fieldset>
  );
  const redirects = [
    { value: 'direct', label: 'Direct' },
    { value: 'frame', label: 'Frame' },
    ...(choices.splashPages ?? []).map((page) => ({
      value: String(page.id),
      label: `Splash page: ${page.name}`,
    })),
    ...(choices.overlays ?? []).map((overlay) => ({
      value: `overlay-${overlay.id}`,
      label: `CTA overlay: ${overlay.name}`,
    })),
  ];
  const applyTemplate = (template: UtmTemplate) => {
    for (const key of UTM_KEYS) setValue(`utm.${key}`, template.values[key] ?? '', { shouldDirty: true });
  };

  return (
    <div className="bulk-changes">
      {change(
        'utm',
        <>
          <SelectField label="How" registration={register('utmMode')} control={control}>
            <option value="set">Set these, keep the other parameters</option>
            <option value="replace">Replace every utm_ parameter with these</option>
            <option value="remove">Remove every utm_ parameter</option>
          </SelectField>
          {draft.utmMode !== 'remove' ? (
            <>
              <UtmTemplateSelect
                label="Fill from a template"
                templates={templates}
                onChoose={applyTemplate}
              />
              <div className="bulk-utm-grid">
                {UTM_KEYS.map((key) => (
                  <TextField
                    key={key}
                    label={`${UTM_LABELS[key]} (${key})`}
                    registration={register(`utm.${key}`)}
                    error={errors[key]}
                    spellCheck={false}
                    autoComplete="off"
                  />
                ))}
              </div>
              <div className="bulk-change-actions">
                <button type="button" className="button button-small" onClick={onSaveTemplate}>
                  Save as a template…
                </button>
              </div>
            </>
          ) : null}
        </>,
      )}

      {change(
        'findReplace',
        <>
          <TextField
            label="Find"
            registration={register('find')}
            error={errors.find}
            spellCheck={false}
            autoComplete="off"
          />
          <TextField
            label="Replace with"
            registration={register('replace')}
            spellCheck={false}
            autoComplete="off"
            hint={draft.pattern ? 'A pattern’s groups are $1, $2…' : undefined}
          />
          <CheckboxField
            label="Pattern (regular expression)"
            registration={register('pattern')}
            control={control}
          />
          <CheckboxField label="Match case" registration={register('matchCase')} control={control} />
        </>,
        { pair: true },
      )}

      {change(
        'domain',
        <>
          <SelectField
            label="Move the links to"
            registration={register('domain')}
            control={control}
            aria-busy={choices.domains === null}
            hint={
              abilities.replacesOnUpdate
                ? undefined
                : 'This installation cannot move a link back to its own address.'
            }
          >
            {abilities.replacesOnUpdate ? <option value="">The installation’s own address</option> : null}
            {(choices.domains ?? []).map((domain) => (
              <option key={domain.domain} value={domain.domain}>
                {hostLabel(domain.domain)}
              </option>
            ))}
          </SelectField>
        </>,
      )}

      {groups ? (
        <>
          {change(
            'campaign',
            <>
              <SelectField
                label="Put the links in"
                registration={register('campaign')}
                control={control}
                aria-busy={campaigns === null}
                hint={
                  abilities.replacesOnUpdate
                    ? undefined
                    : 'This installation cannot take a link out of its campaign.'
                }
              >
                {abilities.replacesOnUpdate ? <option value="">No campaign (take them out)</option> : null}
                {(campaigns ?? []).map((campaign) => (
                  <option key={campaign.id} value={String(campaign.id)}>
                    {campaign.name}
                  </option>
                ))}
              </SelectField>
            </>,
          )}
          {change(
            'channel',
            <>
              <SelectField
                label="Add the links to"
                registration={register('channel')}
                control={control}
                error={errors.channel}
                aria-busy={channels === null}
              >
                <option value="">Choose a channel</option>
                {(channels ?? []).map((channel) => (
                  <option key={channel.id} value={String(channel.id)}>
                    {channel.name}
                  </option>
                ))}
              </SelectField>
            </>,
            { hint: 'Installations cannot take a link out of a channel: Undo leaves it there.' },
          )}
        </>
      ) : null}

      {change(
        'expiry',
        <>
          <SelectField label="How" registration={register('expiryMode')} control={control}>
            <option value="shift">Move it by a number of days</option>
            <option value="set">Set a date and time</option>
            {abilities.replacesOnUpdate ? <option value="clear">Remove it</option> : null}
          </SelectField>
          {draft.expiryMode === 'shift' ? (
            <TextField
              label="Days (negative for earlier)"
              registration={register('shiftDays')}
              error={errors.shiftDays}
              inputMode="numeric"
              hint="Links without an expiry keep none."
            />
          ) : draft.expiryMode === 'set' ? (
            <DateTimeField
              label="Expires at"
              registration={register('expiryAt')}
              control={control}
              error={errors.expiryAt}
            />
          ) : null}
        </>,
        { pair: true },
      )}

      {change(
        'title',
        <>
          <TextField label="Before the title" registration={register('prefix')} error={errors.prefix} />
          <TextField label="After the title" registration={register('suffix')} />
        </>,
        { pair: true },
      )}

      {change(
        'redirect',
        <>
          <SelectField label="Send visitors" registration={register('redirect')} control={control}>
            {redirects.map((redirect) => (
              <option key={redirect.value} value={redirect.value}>
                {redirect.label}
              </option>
            ))}
          </SelectField>
        </>,
        { hint: 'Installations never say a link’s redirect: Undo cannot put the old one back.' },
      )}

      {groups
        ? change(
            'pixels',
            <div className="bulk-pixels" role="group" aria-label="Pixels the links fire">
              {(choices.pixels ?? []).length === 0 ? (
                <p className="field-hint">
                  {choices.pixels === null
                    ? 'Reading the pixels…'
                    : 'This account has no pixels: the links will fire none.'}
                </p>
              ) : (
                (choices.pixels ?? []).map((pixel) => (
                  <CheckControl
                    key={pixel.id}
                    isSelected={draft.pixels.includes(pixel.id)}
                    onChange={(on) =>
                      setValue(
                        'pixels',
                        on ? [...draft.pixels, pixel.id] : draft.pixels.filter((id) => id !== pixel.id),
                        { shouldDirty: true },
                      )
                    }
                  >
                    {pixel.name}
                  </CheckControl>
                ))
              )}
            </div>,
            {
              hint: 'Installations never say which pixels a link fires, so these replace whatever each link fires now, and Undo cannot put the old ones back.',
            },
          )
        : null}
    </div>
  );
}
