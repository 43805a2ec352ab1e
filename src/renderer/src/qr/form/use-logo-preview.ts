import { useEffect, useState } from 'react';
import { qrCreateBody } from '../../../../shared/api/requests.ts';
import type { Api } from '../../../../shared/ipc/api.ts';
import type { LogoFile } from '../../../../shared/qr/design.ts';
import { call } from '../../store/call.ts';
import { loadLogo, type LoadedLogo } from '../preview/logo-image.ts';

/** Long enough that typing a URL does not fetch every prefix of it; short enough to feel immediate. */
export const LOGO_FETCH_DELAY_MS = 400;

export interface LogoPreview {
  logo: LoadedLogo | null;
  loading: boolean;
  /** Why the logo is missing from the preview, for people. */
  problem: string | null;
}

interface Loaded {
  /** What was loaded, to tell a current answer from one about a logo since replaced. */
  base64: string | null;
  url: string | null;
  logo: LoadedLogo | null;
  problem: string | null;
}

let fetches = 0;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const reason = (error: unknown) => sentence(error instanceof Error ? error.message : String(error));

/**
 * The logo the preview draws: a file the person picked (decoded here, no network), or else the image at the
 * logo URL, which main fetches (a window may not fetch other sites) once the URL has stopped changing for a
 * moment. A newer URL cancels the request for an older one. When it cannot be had, the preview goes on
 * without it and `problem` says why.
 */
export function useLogoPreview(api: Api, accountId: string, url: string, file: LogoFile | null): LogoPreview {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const address = url.trim();
  const wanted =
    file !== null
      ? { base64: file.base64, url: null }
      : address !== '' && qrCreateBody.shape.logo.safeParse(address).success
        ? { base64: null, url: address }
        : null;
  const base64 = wanted?.base64 ?? null;
  const wantedUrl = wanted?.url ?? null;
  const mediaType = file?.mediaType;
  const name = file?.name;

  useEffect(() => {
    if (base64 === null && wantedUrl === null) return;
    let live = true;
    const done = (logo: LoadedLogo | null, problem: string | null) => {
      if (live) setLoaded({ base64, url: wantedUrl, logo, problem });
    };
    if (base64 !== null) {
      loadLogo({ base64, mediaType: mediaType!, name: name! }).then(
        (logo) => done(logo, null),
        (error: unknown) => done(null, `The logo file cannot be drawn: ${reason(error)}`),
      );
      return () => {
        live = false;
      };
    }
    const requestId = `qr-logo-${++fetches}`;
    let inFlight = false;
    const timer = setTimeout(async () => {
      inFlight = true;
      const result = await call(() =>
        api.fetchQrLogo({ accountId, url: wantedUrl!, requestId, priority: 'user' }),
      );
      inFlight = false;
      if (!live) return;
      if (!result.ok) {
        done(
          null,
          `The logo could not be loaded for the preview: ${sentence(result.error.message)} The preview shows the code without it.`,
        );
        return;
      }
      try {
        done(await loadLogo(result.value), null);
      } catch (error) {
        done(
          null,
          `The logo at that address cannot be drawn: ${reason(error)} The preview shows the code without it.`,
        );
      }
    }, LOGO_FETCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      if (inFlight) void call(() => api.cancelRequest({ requestId }));
    };
  }, [api, accountId, base64, mediaType, name, wantedUrl]);

  if (!wanted) return { logo: null, loading: false, problem: null };
  const current = loaded && loaded.base64 === base64 && loaded.url === wantedUrl ? loaded : null;
  return { logo: current?.logo ?? null, loading: current === null, problem: current?.problem ?? null };
}
