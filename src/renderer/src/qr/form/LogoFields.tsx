import { useState } from 'react';
import { LOGO_SCALE, type LogoFile } from '../../../../shared/qr/design.ts';
import { FieldFrame } from '../../components/FieldFrame.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { ApiFormState } from '../../components/use-api-form.ts';
import { readLogoFile } from '../preview/logo-image.ts';
import { LogoFileZone } from './LogoFileZone.tsx';
import type { QrFormFields } from './qr-form-values.ts';
import type { LogoPreview } from './use-logo-preview.ts';

export const LOCAL_LOGO_NOTICE =
  'This logo is drawn in Linkdesk’s previews and exports only; your server’s own image of the code has no ' +
  'logo unless you also give a URL it can download.';

/**
 * The logo URL the installation already holds for the code being edited: none (or a new code), a known URL, or
 * 'unknown' for a code made elsewhere, whose logo the installation never reports.
 */
export type InstallationLogo = string | null | 'unknown';

/**
 * Installations have no way to take a logo off a code: an update without a logo keeps the old one. Said when
 * the URL field is empty on an edit, so an emptied field is not mistaken for a removed logo.
 */
export function keptLogoNotice(onInstallation: InstallationLogo): string | null {
  const why = 'your server cannot take a logo off a code, only replace it with another URL.';
  if (onInstallation === null) return null;
  if (onInstallation === 'unknown') {
    return `If your server’s own image of this code has a logo, it keeps it: ${why}`;
  }
  return `Your server’s own image of this code keeps its logo (${onInstallation}): ${why}`;
}

interface LogoFieldsProps {
  form: Pick<ApiFormState<QrFormFields>, 'fieldProps' | 'setValue'>;
  url: string;
  file: LogoFile | null;
  scale: number;
  preview: LogoPreview;
  onInstallation: InstallationLogo;
}

const CHANGED = { shouldDirty: true } as const;
const percent = (scale: number) => `${Math.round(scale * 100)}%`;

/**
 * A logo in the middle of the code: a URL the installation downloads (and draws in its own image), or a file
 * from this computer (drawn only by Linkdesk, which keeps it with the design), or both.
 */
export function LogoFields({ form, url, file, scale, preview, onInstallation }: LogoFieldsProps) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const hasLogo = url.trim() !== '' || file !== null;
  const kept = url.trim() === '' ? keptLogoNotice(onInstallation) : null;
  const scaleField = form.fieldProps('logoScale', 'Logo size');

  return (
    <fieldset className="fieldset qr-form-group">
      <legend>Logo</legend>
      <p className="field-hint">
        Optional. With a logo, the code uses stronger error correction so it still scans.
      </p>
      <TextField
        {...form.fieldProps('logo', 'Logo URL')}
        type="url"
        autoComplete="off"
        spellCheck={false}
        hint="A PNG or JPEG image on the web, or a path on your server, such as /uploads/logo.png."
      />
      <LogoFileZone
        file={file}
        problem={fileProblem}
        onFile={async (picked) => {
          try {
            form.setValue('logoFile', await readLogoFile(picked), CHANGED);
            setFileProblem(null);
          } catch (error) {
            setFileProblem(error instanceof Error ? error.message : String(error));
          }
        }}
        onRemove={() => {
          form.setValue('logoFile', null, CHANGED);
          setFileProblem(null);
        }}
      />
      {preview.loading ? (
        <p className="field-hint" role="status">
          Loading the logo for the preview…
        </p>
      ) : null}
      {preview.problem ? (
        <p className="qr-form-warning" role="status">
          {preview.problem}
        </p>
      ) : null}
      {file !== null && url.trim() === '' ? <p className="qr-form-notice">{LOCAL_LOGO_NOTICE}</p> : null}
      {kept ? <p className="qr-form-notice">{kept}</p> : null}
      {hasLogo ? (
        <FieldFrame
          label={scaleField.label}
          error={scaleField.error}
          hint={`${percent(scale)} of the code’s width`}
        >
          {(control) => (
            <input
              type="range"
              className="qr-form-range"
              min={LOGO_SCALE.min}
              max={LOGO_SCALE.max}
              step={0.01}
              aria-valuetext={`${percent(scale)} of the code’s width`}
              {...control}
              // A range gives text; the form keeps the number the request carries.
              value={scale}
              onChange={(event) => form.setValue('logoScale', Number(event.target.value), CHANGED)}
            />
          )}
        </FieldFrame>
      ) : null}
      {url.trim() !== '' ? (
        // The file has its own Remove; this takes off both, so no logo is left anywhere.
        <div>
          <button
            type="button"
            className="button"
            onClick={() => {
              form.setValue('logo', '', CHANGED);
              form.setValue('logoFile', null, CHANGED);
              setFileProblem(null);
            }}
          >
            Remove logo
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
