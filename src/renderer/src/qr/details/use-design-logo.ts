import { useEffect, useState } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import type { QrDesign } from '../../../../shared/qr/design.ts';
import { call } from '../../store/call.ts';
import { loadLogo, type LoadedLogo } from '../preview/logo-image.ts';

export type DesignLogo =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; logo: LoadedLogo }
  /** The code is drawn without its logo; `message` says why. */
  | { status: 'failed'; message: string };

const why = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'It is not a PNG or JPEG image.';

/**
 * The logo a design is drawn with: a logo from a local file first (it is what the person saw in the form),
 * else the logo URL, fetched by main. When neither can be had the code is drawn without one, and the person
 * is told why rather than shown a code that silently differs from what they designed.
 */
export function useDesignLogo(api: Api, accountId: string, design: QrDesign | null): DesignLogo {
  const file = design?.logoFile ?? null;
  const url = design?.logo ?? null;
  const [loaded, setLoaded] = useState<{ design: QrDesign; logo: DesignLogo } | null>(null);

  useEffect(() => {
    if (!design || (!file && !url)) return;
    let live = true;
    const settle = (logo: DesignLogo) => {
      if (live) setLoaded({ design, logo });
    };
    const draw = async (): Promise<DesignLogo> => {
      if (file) {
        try {
          return { status: 'ready', logo: await loadLogo(file) };
        } catch (error) {
          return {
            status: 'failed',
            message: `Linkdesk could not draw the logo saved with this code, so it is shown without it: ${why(error)}`,
          };
        }
      }
      const fetched = await call(() => api.fetchQrLogo({ accountId, url: url!, priority: 'user' }));
      if (!fetched.ok) {
        return {
          status: 'failed',
          message: `Linkdesk could not fetch the logo at ${url}, so the code is shown without it here: ${fetched.error.message}`,
        };
      }
      try {
        return { status: 'ready', logo: await loadLogo(fetched.value) };
      } catch (error) {
        return {
          status: 'failed',
          message: `Linkdesk could not draw the logo at ${url}, so the code is shown without it here: ${why(error)}`,
        };
      }
    };
    void draw().then(settle);
    return () => {
      live = false;
    };
  }, [api, accountId, design, file, url]);

  if (!design || (!file && !url)) return { status: 'none' };
  return loaded?.design === design ? loaded.logo : { status: 'loading' };
}
