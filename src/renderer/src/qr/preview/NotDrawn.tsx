import './preview.css';

interface NotDrawnProps {
  /** In the frame, where the code would be. */
  title: string;
  /** Below it: why, and what to do. */
  message: string;
  /** An error stops a save; a note only explains. */
  severity: 'error' | 'note';
  size?: number;
}

/** In the preview's place, when the content is known not to fit: said at once, with no image of other content. */
export function NotDrawn({ title, message, severity, size = 240 }: NotDrawnProps) {
  return (
    <div className="qr-preview">
      <div className="qr-preview-frame" style={{ width: size, height: size }}>
        <p className="qr-preview-empty">{title}</p>
      </div>
      <p
        role={severity === 'error' ? 'alert' : 'note'}
        className={`qr-preview-problem qr-preview-${severity === 'error' ? 'error' : 'note'}`}
      >
        {message}
      </p>
    </div>
  );
}
