import type { ShortenedLinkView } from '../../../shared/ipc/desktop.ts';
import { TruncatedText } from '../components/primitives/TruncatedText.tsx';
import { useUrlActions } from '../components/use-url-actions.ts';

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** The latest links made from the clipboard since Linkdesk started, as the tray menu lists them. */
export function LatestShortened({ latest }: { latest: readonly ShortenedLinkView[] }) {
  const { copy, open } = useUrlActions();
  return (
    <section className="card quick-shorten-card" aria-labelledby="latest-shortened-title">
      <h2 id="latest-shortened-title">Latest links</h2>
      {latest.length === 0 ? (
        <p className="muted">
          None yet since Linkdesk started. The five latest are listed here and in the tray menu.
        </p>
      ) : (
        <ul className="latest-shortened" aria-labelledby="latest-shortened-title">
          {latest.map((link) => (
            <li key={`${link.accountId}:${link.linkId}`} className="latest-shortened-item">
              <div className="latest-shortened-text">
                <TruncatedText className="latest-shortened-short" text={link.shortUrl} />
                <TruncatedText className="muted latest-shortened-long" text={link.longUrl} cut="middle" />
              </div>
              <time className="muted" dateTime={new Date(link.at).toISOString()}>
                {time.format(link.at)}
              </time>
              <button type="button" className="button" onClick={() => void copy(link.shortUrl)}>
                Copy
              </button>
              <button type="button" className="button" onClick={() => void open(link.shortUrl)}>
                Open
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
