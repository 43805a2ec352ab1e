import { useState } from 'react';
import type { QrType } from '../../../../shared/api/constants.ts';
import { QR_TYPE_LABELS } from '../form/qr-type-labels.ts';
import { contentFacts, type ContentFact } from './content-facts.ts';

/**
 * The type and content of a code, as entries of the details' fact list: from the design saved here, or from
 * what a code made elsewhere was read as. Secrets (a network's password) stay hidden until asked for.
 */
export function ContentFacts({ type, data }: { type: QrType; data: unknown }) {
  return (
    <>
      <div>
        <dt>Type</dt>
        <dd>{QR_TYPE_LABELS[type]}</dd>
      </div>
      {contentFacts(type, data).map((fact) => (
        <div key={fact.term} className={fact.term === 'Content' ? 'qr-details-wide' : undefined}>
          <dt>{fact.term}</dt>
          <dd className={fact.term === 'Content' ? 'qr-details-content' : undefined}>
            {fact.secret ? <SecretValue fact={fact} /> : fact.value}
          </dd>
        </div>
      ))}
    </>
  );
}

/** Dots of one length whatever the secret's: even its length is not shown before it is asked for. */
const HIDDEN = '••••••••';

function SecretValue({ fact }: { fact: ContentFact }) {
  const [shown, setShown] = useState(false);
  const noun = fact.term.toLowerCase();
  return (
    <span className="qr-secret">
      {shown ? (
        <span className="qr-secret-value">{fact.value}</span>
      ) : (
        <span className="qr-secret-hidden" aria-label={`${fact.term} hidden`} role="img">
          {HIDDEN}
        </span>
      )}
      {/* Says what pressing it does, and its state, as the form's password field does. */}
      <button type="button" className="button" aria-pressed={shown} onClick={() => setShown(!shown)}>
        {`${shown ? 'Hide' : 'Show'} ${noun}`}
      </button>
    </span>
  );
}
