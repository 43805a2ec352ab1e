import { useEffect, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Revision } from '../../../shared/api/constants.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { Cached, Domain, Listing, Overlay, Pixel, Splash } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';

/** The account's own things a link can point at; `null` while loading, `[]` when the installation has none or could not say. */
export interface LinkChoices {
  domains: Domain[] | null;
  splashPages: Splash[] | null;
  overlays: Overlay[] | null;
  /** Always `[]` on legacy installations, which have no pixels on links. */
  pixels: Pixel[] | null;
  /** Which lists could not be loaded, for one hint under the form's title. */
  failed: string[];
}

const LOADING: LinkChoices = { domains: null, splashPages: null, overlays: null, pixels: null, failed: [] };

/** Loads every choice the link form offers, once per opening; a list that fails leaves its control with only the default. */
export function useLinkChoices(api: Api, accountId: string, revision: Revision | null): LinkChoices {
  const [choices, setChoices] = useState<LinkChoices>(LOADING);

  useEffect(() => {
    let live = true;
    const load = <T>(
      key: Exclude<keyof LinkChoices, 'failed'>,
      what: string,
      request: () => Promise<Result<Cached<Listing<T>>>>,
    ) =>
      void call(request).then((result) => {
        if (!live) return;
        setChoices((previous) => ({
          ...previous,
          [key]: result.ok ? result.value.data.items : [],
          failed: result.ok ? previous.failed : [...previous.failed, what],
        }));
      });
    const onAccount = { accountId, priority: 'user' as const };
    load('domains', 'domains', () => api.listDomains(onAccount));
    load('splashPages', 'splash pages', () => api.listSplashPages(onAccount));
    load('overlays', 'CTA overlays', () => api.listOverlays(onAccount));
    if (revision !== 'legacy') load('pixels', 'pixels', () => api.listPixels(onAccount));
    return () => {
      live = false;
    };
  }, [api, accountId, revision]);

  return revision === 'legacy' ? { ...choices, pixels: [] } : choices;
}
