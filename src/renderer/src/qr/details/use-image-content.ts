import { useEffect, useState } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import { readImageContent } from '../image-content.ts';

export type ImageContent =
  | { status: 'idle' | 'loading' }
  /** `content` is null when the image could not be fetched or read: what the code holds stays unknown. */
  | { status: 'done'; content: string | null };

/**
 * What a code made elsewhere carries, read from the installation's own image of it (see `readImageContent`).
 * This tells a dynamic code (its image carries the short link) from a static one, which statistics cannot:
 * some installations answer zeros for a static code.
 */
export function useImageContent(api: Api, accountId: string, link: string | null): ImageContent {
  const [read, setRead] = useState<{ link: string; content: string | null } | null>(null);

  useEffect(() => {
    if (!link) return;
    let live = true;
    void readImageContent(api, accountId, link).then((content) => {
      if (live) setRead({ link, content });
    });
    return () => {
      live = false;
    };
  }, [api, accountId, link]);

  if (!link) return { status: 'idle' };
  return read?.link === link ? { status: 'done', content: read.content } : { status: 'loading' };
}
