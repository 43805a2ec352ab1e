import ImageUp from 'lucide-react/icons/image-up';
import { useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { DropZone } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import type { DropEvent, FileDropItem } from 'react-aria/useDrop';
import { MAX_LOGO_BYTES, type LogoFile } from '../../../../shared/qr/design.ts';

interface LogoFileZoneProps {
  file: LogoFile | null;
  /** Why the last file picked or dropped was refused, for people. */
  problem: string | null;
  /** A file picked, dropped or pasted: read and checked by the caller. */
  onFile: (file: File) => void;
  onRemove: () => void;
}

export const LOGO_FILE_HINT = `A PNG or JPEG image from this computer, at most ${MAX_LOGO_BYTES / (1024 * 1024)} MB.`;

const isFile = (item: DropEvent['items'][number]): item is FileDropItem => item.kind === 'file';

/**
 * A logo from this computer: dropped on the area, pasted into it, or chosen with "Choose image…". The area shows
 * the file in use, with a button to remove it. Every file goes to `onFile`, which reads it within the size
 * limit and says what is wrong with one that is not a PNG or JPEG (a file's own type is not trusted).
 */
export function LogoFileZone({ file, problem, onFile, onRemove }: LogoFileZoneProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        Logo file
      </span>
      <p className="field-hint" id={hintId}>
        {LOGO_FILE_HINT}
      </p>
      <DropZone
        className="qr-logo-zone"
        // react-aria's own name for it is the word "DropZone"; this one says what to do.
        aria-label="Drop an image for the logo"
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        getDropOperation={() => 'copy'}
        onDrop={async (event) => {
          const dropped = event.items.find(isFile);
          if (dropped) onFile(await dropped.getFile());
        }}
      >
        <ImageUp className="qr-logo-zone-icon" aria-hidden="true" size={22} />
        <p className="qr-logo-zone-text">
          {file ? (
            <span className="qr-logo-zone-name">{file.name}</span>
          ) : (
            <span className="muted">Drop an image here, or</span>
          )}
        </p>
        <div className="qr-logo-zone-actions">
          <FileTrigger
            acceptedFileTypes={['image/png', 'image/jpeg']}
            onSelect={(files) => {
              const picked = files?.[0];
              if (picked) onFile(picked);
            }}
          >
            <Button className="button">{file ? 'Choose another…' : 'Choose image…'}</Button>
          </FileTrigger>
          {file ? (
            <Button className="button" aria-label={`Remove ${file.name}`} onPress={onRemove}>
              Remove
            </Button>
          ) : null}
        </div>
      </DropZone>
      {problem ? (
        <p id={errorId} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
