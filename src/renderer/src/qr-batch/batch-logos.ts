import type { Api } from '../../../shared/ipc/api.ts';
import type { LogoFile, QrDesign } from '../../../shared/qr/design.ts';
import { call } from '../store/call.ts';
import type { DesignLogo } from '../qr/details/use-design-logo.ts';
import type { LoadedLogo } from '../qr/preview/logo-image.ts';

const why = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'It is not a PNG or JPEG image.';

/**
 * The logos of a batch's designs, each fetched and decoded once however many codes carry it (a shop's fifty
 * table codes share one). A logo from a file first, as the details draw it, else its URL through main; one that
 * cannot be had leaves the code drawn without it, and says so.
 */
export function batchLogos(
  api: Api,
  accountId: string,
  load: (file: LogoFile) => Promise<LoadedLogo>,
): (design: QrDesign) => Promise<DesignLogo> {
  const known = new Map<string, Promise<DesignLogo>>();

  const fromFile = async (file: LogoFile): Promise<DesignLogo> => {
    try {
      return { status: 'ready', logo: await load(file) };
    } catch (error) {
      return { status: 'failed', message: `Drawn without its logo: ${why(error)}` };
    }
  };

  const fromUrl = async (url: string): Promise<DesignLogo> => {
    const fetched = await call(() => api.fetchQrLogo({ accountId, url, priority: 'user' }));
    if (!fetched.ok) {
      return {
        status: 'failed',
        message: `Drawn without its logo: Linkdesk could not fetch ${url} (${fetched.error.message})`,
      };
    }
    return fromFile(fetched.value);
  };

  return (design) => {
    const key = design.logoFile
      ? `file ${design.logoFile.base64}`
      : design.logo
        ? `url ${design.logo}`
        : null;
    if (key === null) return Promise.resolve({ status: 'none' });
    let logo = known.get(key);
    if (!logo) {
      logo = design.logoFile ? fromFile(design.logoFile) : fromUrl(design.logo!);
      known.set(key, logo);
    }
    return logo;
  };
}
