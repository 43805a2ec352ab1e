import * as tls from 'node:tls';

/**
 * The certificate authorities a browser on this computer would trust: Node's own list plus the system's store
 * (where this Node can read it), so a site that works in the person's browser is not called invalid here.
 */
function readAuthorities(): readonly string[] {
  // Older Node versions (an older Electron) have only their own list.
  const getCACertificates: typeof tls.getCACertificates | undefined = tls.getCACertificates;
  if (!getCACertificates) return tls.rootCertificates;
  let system: string[] = [];
  try {
    system = getCACertificates('system');
  } catch {
    // A system store that cannot be read leaves Node's own list, which is what Node uses anyway.
  }
  return [...new Set([...getCACertificates('default'), ...system])];
}

let everydayAuthorities: readonly string[] | undefined;

/**
 * Building a context from a few hundred certificates takes a while, so each one is built once: one for the
 * everyday authorities, one per list of extra ones.
 */
let everydayContext: tls.SecureContext | undefined;
const withExtras = new WeakMap<readonly string[], tls.SecureContext>();

/** The TLS context whose authorities every https request of a check trusts. */
export function trustContext(extra?: readonly string[]): tls.SecureContext {
  if (!extra || extra.length === 0) {
    everydayContext ??= tls.createSecureContext({ ca: [...(everydayAuthorities ??= readAuthorities())] });
    return everydayContext;
  }
  let context = withExtras.get(extra);
  if (!context) {
    context = tls.createSecureContext({ ca: [...(everydayAuthorities ??= readAuthorities()), ...extra] });
    withExtras.set(extra, context);
  }
  return context;
}
