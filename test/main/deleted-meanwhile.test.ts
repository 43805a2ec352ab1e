import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directCall, type Call } from '../../src/main/api/call.ts';
import { DOMAIN_GONE, updateDomain } from '../../src/main/api/endpoints/domains.ts';
import { PIXEL_GONE, updatePixel } from '../../src/main/api/endpoints/pixels.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import { failure } from '../support/failure.ts';

/**
 * An update refused in a way that may mean the item is gone is followed by a read of the collection, against a
 * real sandbox that answers the deployed way (an empty body for a domain or pixel not there on update).
 */
describe('updating a domain or pixel that may have been deleted meanwhile', () => {
  let sandbox: RunningSandbox;
  let call: Call;
  const sent: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ memory: true, rateLimit: 0, profile: 'deployed' });
    const direct = directCall({
      baseUrl: sandbox.url,
      apiKey: sandbox.accounts.find((account) => account.status === 'pro')!.apiKey,
      fetch: globalThis.fetch,
    });
    call = (method, path, body) => {
      sent.push(`${method} ${path.split('?')[0]}`);
      return direct(method, path, body);
    };
  });
  afterAll(() => sandbox?.close());

  const addDomain = async (name: string) =>
    Number((await call('POST', 'api/domain/add', { domain: `https://${name}.example.test` })).body.id);

  it('says a deleted domain or pixel is gone, after reading its list back', async () => {
    const domain = await addDomain('gone');
    await call('DELETE', `api/domain/${domain}/delete`);
    sent.length = 0;
    const error = await failure(updateDomain(call, domain, { redirectroot: 'https://example.test/' }));
    expect(error).toMatchObject({ code: 'not_found', message: DOMAIN_GONE });
    expect(sent).toEqual([`PUT api/domain/${domain}/update`, 'GET api/domains']);

    const pixel = Number(
      (await call('POST', 'api/pixel/add', { type: 'bing', name: 'Gone', tag: 'UET00901' })).body.id,
    );
    await call('DELETE', `api/pixel/${pixel}/delete`);
    const pixelError = await failure(updatePixel(call, pixel, { tag: 'UET00902' }));
    expect(pixelError).toMatchObject({ code: 'not_found', message: PIXEL_GONE });
  });

  it('passes the refusal of a domain that is still there as it came', async () => {
    const domain = await addDomain('still-here');
    // A redirect that is not an address: refused with an empty body too, for the domain's own reasons.
    const error = await failure(updateDomain(call, domain, { redirectroot: 'not an address' }));
    expect(error).toMatchObject({
      code: 'bad_response',
      message: expect.stringMatching(/without saying why/),
    });
  });
});
