import { createContext, useContext } from 'react';
import { buildPreview, type Preview, type PreviewInput } from '../../../../shared/qr/preview.ts';
import type { RgbaImage } from '../../../../shared/qr/raster.ts';
import { decodeQr } from './decoder.ts';

/**
 * What the preview needs a real browser for: decoding with wasm and drawing on a canvas. jsdom has neither, so
 * component tests put a stand-in in `PreviewEngineContext`; the app always uses the real one (the engine is
 * tested under Node, the real preview end to end in Chromium).
 */
export interface PreviewEngine {
  build: (input: PreviewInput) => Promise<Preview>;
  draw: (canvas: HTMLCanvasElement, image: RgbaImage) => void;
}

export const browserPreviewEngine: PreviewEngine = {
  build: (input) => buildPreview(input, decodeQr),
  draw: (canvas, image) => {
    if (canvas.width !== image.width) canvas.width = image.width;
    if (canvas.height !== image.height) canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This window cannot draw images (no canvas).');
    // ImageData wants a buffer of its own type; the raster's may be a view on a shared one.
    const data = new Uint8ClampedArray(
      image.data.buffer as ArrayBuffer,
      image.data.byteOffset,
      image.data.length,
    );
    context.putImageData(new ImageData(data, image.width, image.height), 0, 0);
  },
};

export const PreviewEngineContext = createContext<PreviewEngine>(browserPreviewEngine);

export function usePreviewEngine(): PreviewEngine {
  return useContext(PreviewEngineContext);
}
