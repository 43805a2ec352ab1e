import { useEffect, useState } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import { svgOfDataUrl } from '../../components/images/fetched-images.ts';
import { svgRaster } from '../export/canvas.ts';
import { keptQrImage } from '../installation-qr-image.ts';
import { decodeQr } from '../preview/decoder.ts';

/** Enough pixels per module for the largest code (version 40) to read reliably. */
const READ_PIXELS = 1024;

export type ImageContent =
  | { status: 'idle' | 'loading' }
  /** `content` is null when the image could not be fetched or read: what the code holds stays unknown. */
  | { status: 'done'; content: string | null };

/**
 * What a code made elsewhere carries, read from the installation's own image of it: installations never say a
 * code's type or content, but the image holds it. This tells a dynamic code (its image carries the short link)
 * from a static one, which statistics cannot: some installations answer zeros for a static code.
 */
export function useImageContent(api: Api, accountId: string, link: string | null): ImageContent {
  const [read, setRead] = useState<{ link: string; content: string | null } | null>(null);

  useEffect(() => {
    if (!link) return;
    let live = true;
    const readImage = async (): Promise<string | null> => {
      // The same fetch as the picture the details show.
      const src = await keptQrImage(api, accountId, link);
      const svg = src === null ? null : svgOfDataUrl(src);
      if (svg === null) return null;
      try {
        return await decodeQr(await svgRaster(svg, READ_PIXELS));
      } catch {
        return null;
      }
    };
    void readImage().then((content) => {
      if (live) setRead({ link, content });
    });
    return () => {
      live = false;
    };
  }, [api, accountId, link]);

  if (!link) return { status: 'idle' };
  return read?.link === link ? { status: 'done', content: read.content } : { status: 'loading' };
}
