import { describe, expect, it } from 'vitest';
import {
  overlaysCollection,
  pixelsCollection,
  qrCollection,
} from '../../src/main/api/endpoints/collections.ts';
import { readListing } from '../../src/main/api/normalise/listing.ts';
import type { CollectionSpec } from '../../src/main/api/paging.ts';
import {
  overlay as referenceOverlay,
  paginated,
  pixel as referencePixel,
} from '../../src/shared/api/models.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';

const asked = { page: 1, limit: 15 };

function read<T>(spec: CollectionSpec<T>, body: unknown, page = asked) {
  return readListing(body as Record<string, unknown>, spec.keys, spec.item, spec.what, page);
}

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the answer to be refused');
}

const referencePixels = {
  error: '0',
  data: {
    result: 2,
    perpage: 15,
    currentpage: 1,
    nextpage: null,
    maxpage: 1,
    pixels: [
      { id: 4, type: 'gtmpixel', name: 'Site tags', tag: 'GTM-ABC123', date: '2025-02-01 09:00:00' },
      { id: 3, type: 'fbpixel', name: 'Ads', tag: '1234567890', date: '2025-01-01 09:00:00' },
    ],
  },
};

describe('paginated answers', () => {
  it('read the reference envelope', () => {
    paginated('pixels', referencePixel).parse(referencePixels);
    expect(read(pixelsCollection, referencePixels)).toEqual({
      items: referencePixels.data.pixels,
      total: 2,
      page: 1,
      maxPage: 1,
      perPage: 15,
    });
  });

  it('read a deployed envelope: strings, a float maxpage in the JSON text, a nextpage past the end', () => {
    const text = `{"error":"0","data":{"result":"31","perpage":"15","currentpage":"3","nextpage":4,"maxpage":3.0,
      "pixels":[{"id":"12","type":"bing","name":"Bing","tag":"12345","date":"2025-02-01 09:00:00"}]}}`;
    expect(read(pixelsCollection, JSON.parse(text), { page: 3, limit: 15 })).toEqual({
      items: [{ id: 12, type: 'bing', name: 'Bing', tag: '12345', date: '2025-02-01 09:00:00' }],
      total: 31,
      page: 3,
      maxPage: 3,
      perPage: 15,
    });
  });

  it('find overlays under the reference key `cta` and the deployed key `overlay`', () => {
    const item = { id: 2, type: 'message', name: 'Newsletter', date: '2025-01-05 12:00:00' };
    const envelope = { result: 1, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1 };
    const reference = { error: '0', data: { ...envelope, cta: [item] } };
    paginated('cta', referenceOverlay).parse(reference);
    const deployed = { error: 0, data: { ...envelope, overlay: [{ ...item, id: '2' }] } };
    expect(read(overlaysCollection, reference).items).toEqual([item]);
    expect(read(overlaysCollection, deployed).items).toEqual([item]);
  });

  it('take paging numbers the installation leaves out from the request', () => {
    const body = { error: 0, data: { result: 31, qrs: [] } };
    expect(read(qrCollection, body, { page: 2, limit: 10 })).toMatchObject({
      page: 2,
      perPage: 10,
      maxPage: 4,
    });
  });

  it('refuse an answer without the collection, with a collection that is not a list, or without data', () => {
    const envelope = { result: 1, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1 };
    const missing = failure(() => read(pixelsCollection, { error: 0, data: envelope }));
    expect([missing.code, missing.message]).toEqual([
      'bad_response',
      "The installation's answer to the pixel list could not be read: the answer has no data.pixels.",
    ]);
    expect(failure(() => read(overlaysCollection, { error: 0, data: envelope })).message).toMatch(
      /the answer has no data\.cta or data\.overlay\.$/,
    );
    expect(
      failure(() => read(pixelsCollection, { error: 0, data: { ...envelope, pixels: 'none' } })).message,
    ).toMatch(/the answer's data\.pixels is not a list/);
    expect(
      failure(() => read(pixelsCollection, { error: 0, data: { ...envelope, pixels: { 0: {} } } })).code,
    ).toBe('bad_response');
    expect(failure(() => read(pixelsCollection, { error: 0 })).message).toMatch(/the answer has no data\.$/);
    expect(failure(() => read(pixelsCollection, { error: 0, data: { pixels: [] } })).message).toMatch(
      /the answer has no data\.result\.$/,
    );
  });

  it('leave out an item that cannot be read and say why, so every other item still shows', () => {
    const [first, second] = referencePixels.data.pixels;
    const page = (items: unknown[]) => ({
      ...referencePixels,
      data: { ...referencePixels.data, pixels: items },
    });
    const noId = read(pixelsCollection, page([first, { ...second, id: undefined }]));
    expect(noId.items.map((pixel) => pixel.id)).toEqual([Number(first!.id)]);
    expect(noId.skipped).toEqual({
      count: 1,
      reason: "The installation's answer to the pixel list could not be read: an item has no id.",
    });
    const twoOdd = read(pixelsCollection, page([{ ...first, id: 'four' }, { ...second, tag: null }, first]));
    expect(twoOdd.items).toHaveLength(1);
    expect(twoOdd.skipped?.count).toBe(2);
    expect(twoOdd.skipped?.reason).toMatch(/an item's id is not a whole number \(it is "four"\)\.$/);
    expect(read(pixelsCollection, page([first, second])).skipped).toBeUndefined();
  });

  it('refuse a page none of whose items can be read', () => {
    const [first] = referencePixels.data.pixels;
    const page = { ...referencePixels, data: { ...referencePixels.data, pixels: [{ ...first, tag: null }] } };
    expect(failure(() => read(pixelsCollection, page)).message).toMatch(/an item has no tag\.$/);
  });
});
