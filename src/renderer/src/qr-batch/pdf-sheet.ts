import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { Rgb } from '../../../shared/qr/colours.ts';
import type { QrMatrix } from '../../../shared/qr/matrix.ts';
import { QUIET_ZONE_MODULES, type RgbaImage } from '../../../shared/qr/raster.ts';
import { middleCut } from '../components/primitives/truncate.ts';
import { drawableText, endCut, mostlyUndrawable } from './fit-text.ts';
import { deflate } from './deflate.ts';
import { codeOperators, imageSamples, logoPlacement } from './pdf-code-drawing.ts';
import { cellOf, LINE_HEIGHT, type SheetLayout } from './sheet-layout.ts';

/** The two lines printed under a code. `url` is empty for a code without a short link (a static one). */
export interface SheetCaption {
  label: string;
  /** Printed instead of a label the font can hardly draw: the code's alias, when it has one. */
  fallback: string | null;
  url: string;
}

/** A code Linkdesk draws itself: its modules, colours and logo. */
export interface DesignedDrawing {
  matrix: QrMatrix;
  foreground: Rgb;
  background: Rgb;
  /** The logo's pixels at a given size (a square, fitted and centred), and its width as a share of the symbol's. */
  logo: { pixelsAt: (size: number) => RgbaImage; scale: number } | null;
}

export interface PdfSheet {
  /** Draws the next code as vector modules. */
  addDesigned(drawing: DesignedDrawing, caption: SheetCaption): Promise<void>;
  /** Draws the next code as an image (the installation's own drawing of a code made elsewhere). */
  addImage(image: RgbaImage, caption: SheetCaption): Promise<void>;
  /** Codes drawn so far. */
  readonly count: number;
  readonly pages: number;
  save(): Promise<Uint8Array>;
}

const POINTS_PER_MM = 72 / 25.4;
/** A logo's pixels per inch in print: what print shops ask of photos. */
const LOGO_DPI = 300;
/** Helvetica's ascent, and where its glyphs sit in a line of LINE_HEIGHT: centred between ascent and descent. */
const BASELINE_BELOW_LINE_TOP = (LINE_HEIGHT - 0.925) / 2 + 0.718;
const TEXT_COLOUR = rgb(0.1, 0.1, 0.1);

/** An image XObject (DeviceGray or DeviceRGB, 8 bits, deflated), with its alpha as a soft mask when it has one. */
async function embedImage(document: PDFDocument, image: RgbaImage): Promise<PDFRef> {
  const { context } = document;
  const samples = imageSamples(image);
  const common = {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  };
  const softMask = samples.alpha
    ? context.register(context.stream(await deflate(samples.alpha), { ...common, ColorSpace: 'DeviceGray' }))
    : null;
  return context.register(
    context.stream(await deflate(samples.colour), {
      ...common,
      ColorSpace: samples.channels === 1 ? 'DeviceGray' : 'DeviceRGB',
      ...(softMask ? { SMask: softMask } : {}),
    }),
  );
}

/**
 * A PDF of codes laid out by `layout`, filled one code at a time (a new page whenever one is full) and saved
 * at the end. Captions use Helvetica, which every PDF reader has, so no font travels in the file.
 */
export async function createPdfSheet(
  layout: SheetLayout,
  info: { title: string; created: Date },
): Promise<PdfSheet> {
  const document = await PDFDocument.create();
  document.setTitle(info.title);
  document.setCreator('Linkdesk');
  document.setProducer('Linkdesk');
  document.setCreationDate(info.created);
  document.setModificationDate(info.created);
  const labelFont = await document.embedFont(StandardFonts.HelveticaBold);
  const urlFont = await document.embedFont(StandardFonts.Helvetica);
  const drawable = new Set(urlFont.getCharacterSet());
  const canDraw = (codePoint: number) => drawable.has(codePoint);

  const pageWidth = layout.paper.widthMm * POINTS_PER_MM;
  const pageHeight = layout.paper.heightMm * POINTS_PER_MM;
  const codePoints = layout.codeMm * POINTS_PER_MM;
  const pages: PDFPage[] = [];
  // A logo shared by many codes is stored once: `pixelsAt` answers the same image for the same size.
  const logos = new Map<RgbaImage, Promise<PDFRef>>();
  let count = 0;

  /** The next cell: its page, and its code square's bottom-left corner in points. */
  const nextCell = () => {
    const cell = cellOf(layout, count);
    while (pages.length <= cell.page) pages.push(document.addPage([pageWidth, pageHeight]));
    count++;
    return {
      page: pages[cell.page]!,
      x: cell.xMm * POINTS_PER_MM,
      y: pageHeight - (cell.yMm + layout.codeMm) * POINTS_PER_MM,
    };
  };

  const line = (page: PDFPage, text: string, font: PDFFont, size: number, x: number, top: number) => {
    if (!text) return;
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, {
      x: x + (codePoints - width) / 2,
      y: top - BASELINE_BELOW_LINE_TOP * size,
      size,
      font,
      color: TEXT_COLOUR,
    });
  };

  /** The label (cut at its end) and the URL (cut in its middle, keeping the domain and the alias's end). */
  const drawCaption = (page: PDFPage, x: number, codeBottom: number, caption: SheetCaption) => {
    const { labelPt, urlPt, paddingMm } = layout.caption;
    const named =
      caption.fallback && mostlyUndrawable(caption.label, canDraw) ? caption.fallback : caption.label;
    const label = endCut(drawableText(named, canDraw), codePoints, (text) =>
      labelFont.widthOfTextAtSize(text, labelPt),
    );
    const url = middleCut(drawableText(caption.url, canDraw), codePoints, (text) =>
      urlFont.widthOfTextAtSize(text, urlPt),
    );
    const top = codeBottom - paddingMm * POINTS_PER_MM;
    line(page, label, labelFont, labelPt, x, top);
    line(page, url, urlFont, urlPt, x, top - labelPt * LINE_HEIGHT);
  };

  const place = (page: PDFPage, form: PDFRef, units: number, x: number, y: number) => {
    const scale = codePoints / units;
    const name = page.node.newXObject('Code', form);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(scale, 0, 0, scale, x, y),
      drawObject(name),
      popGraphicsState(),
    );
  };

  return {
    async addDesigned(drawing, caption) {
      const { matrix } = drawing;
      const total = matrix.size + 2 * QUIET_ZONE_MODULES;
      let logo: { placement: ReturnType<typeof logoPlacement>; name: string; ref: PDFRef } | null = null;
      if (drawing.logo) {
        const placement = logoPlacement(matrix, drawing.logo.scale);
        const boxMm = (placement.box.size / total) * layout.codeMm;
        const pixels = Math.max(16, Math.round((boxMm / 25.4) * LOGO_DPI));
        const image = drawing.logo.pixelsAt(pixels);
        let ref = logos.get(image);
        if (!ref) logos.set(image, (ref = embedImage(document, image)));
        logo = { placement, name: 'Logo', ref: await ref };
      }
      const operators = codeOperators(matrix, drawing, logo);
      const form = document.context.register(
        document.context.flateStream(operators, {
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, total, total],
          ...(logo ? { Resources: { XObject: { [logo.name]: logo.ref } } } : {}),
        }),
      );
      const cell = nextCell();
      place(cell.page, form, total, cell.x, cell.y);
      drawCaption(cell.page, cell.x, cell.y, caption);
    },

    async addImage(image, caption) {
      const picture = await embedImage(document, image);
      // A form of one unit showing the image, so that both kinds of code are placed the same way.
      const form = document.context.register(
        document.context.flateStream('q 1 0 0 1 0 0 cm /Picture Do Q', {
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, 1, 1],
          Resources: { XObject: { Picture: picture } },
        }),
      );
      const cell = nextCell();
      place(cell.page, form, 1, cell.x, cell.y);
      drawCaption(cell.page, cell.x, cell.y, caption);
    },

    get count() {
      return count;
    },
    get pages() {
      return pages.length;
    },

    async save() {
      if (pages.length === 0) document.addPage([pageWidth, pageHeight]);
      // All at once: pdf-lib otherwise pauses on a timer every 50 objects, which a window in the background
      // slows to one pause a second.
      return document.save({ useObjectStreams: true, objectsPerTick: Number.POSITIVE_INFINITY });
    },
  };
}
