import type { Api } from '../../../shared/ipc/api.ts';
import { call } from '../store/call.ts';
import { svgRaster } from '../qr/export/canvas.ts';
import { bytesToBase64 } from '../qr/preview/base64.ts';
import { loadLogo } from '../qr/preview/logo-image.ts';
import { decodeQr } from '../qr/preview/decoder.ts';
import type { BatchTools } from './batch-outcome.ts';
import { batchLogos } from './batch-logos.ts';
import { pngFile } from './png-file.ts';

/**
 * The window's own tools for a batch: designs and installation images through main, PNG files written here
 * (png-file.ts says why not by the canvas), SVG drawn by the canvas, and the zxing decoder every preview and
 * export is checked with.
 */
export function createBatchTools(api: Api, accountId: string): BatchTools {
  return {
    // Main reads designs from its own database: no network.
    design: (id) => call(() => api.getQrDesign({ accountId, id })),
    logo: batchLogos(api, accountId, loadLogo),
    installationSvg: async (link) => {
      const answer = await call(() => api.getQrImage({ accountId, link, priority: 'user' }));
      return answer.ok ? { ok: true, value: answer.value.svg } : answer;
    },
    pngBase64: async (image) => bytesToBase64(await pngFile(image)),
    svgRaster,
    decode: decodeQr,
  };
}
