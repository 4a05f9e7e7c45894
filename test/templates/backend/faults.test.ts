// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonpPayload, useBackend } from './harness';

const be = useBackend();
const SUGGEST = '/search/suggest/v6?siteCd=uk&searchValue=fold';

describe('POST /__backend/faults', () => {
  it('slow: holds the answer (logged without a status) until the delay ends or the backend resets, then answers normally', async () => {
    await be.fault({ path: '/search/suggest/v6', mode: 'slow', delayMs: 120000 });
    const answer = be.call(SUGGEST);
    let entries: { fault: string; status: number | null }[] = [];
    while (entries.length === 0) entries = await be.requests('/search/suggest/v6');
    expect(entries).toEqual([expect.objectContaining({ fault: 'slow', status: null })]);
    await be.call('/__backend/reset', { method: 'POST' });
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.json.response.statusCode).toBe(200);
  });

  it('500: answers HTTP 500', async () => {
    await be.fault({ path: '/v1/sso/user/validate', mode: '500' });
    expect((await be.post('/v1/sso/user/validate', { jwt: 'x' })).status).toBe(500);
  });

  it('malformed: answers 200 with a body that does not parse, also inside JSONP', async () => {
    await be.fault({ path: '/search/suggest/v6', mode: 'malformed' });
    const res = await be.call(SUGGEST);
    expect(res.status).toBe(200);
    expect(() => JSON.parse(res.text)).toThrow();
    await be.fault({ path: '/search/suggest/v6', mode: 'malformed' });
    const wrapped = (await be.call(`${SUGGEST}&callback=cb`)).text;
    expect(() => jsonpPayload(wrapped, 'cb')).toThrow(SyntaxError);
  });

  it('empty: answers 200 with no body at all, for JSON, JSONP and static assets', async () => {
    await be.fault({ path: '/search/suggest/v6', mode: 'empty', times: 2 });
    const plain = await be.call(SUGGEST);
    expect([plain.status, plain.text, plain.headers.get('content-type')]).toEqual([200, '', 'application/json; charset=utf-8']);
    const wrapped = await be.call(`${SUGGEST}&callback=cb`);
    expect([wrapped.status, wrapped.text]).toEqual([200, '']);
    await be.fault({ path: '*/images/svg-sprite.svg', mode: 'empty' });
    const sprite = await be.call('/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/svg-sprite.svg');
    expect([sprite.status, sprite.text]).toEqual([200, '']);
    expect((await be.requests('/search/suggest/v6')).map((e: { fault: string }) => e.fault)).toEqual(['empty', 'empty']);
  });

  it('a pathological pattern (*a*a*a*a*a*a*a*b) does not block either origin', async () => {
    await be.fault({ path: '*a*a*a*a*a*a*a*b', mode: '500' });
    await be.fault({ path: '*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*/ng/logout', mode: '500' });
    const site = `/${'a'.repeat(6000)}`;
    for (const origin of [be.page, be.second]) {
      expect((await be.call(`${origin}${site}/logout`)).status).toBe(302);
      expect((await be.call(`${origin}${site}/ng/logout`)).status).toBe(500);
      expect((await be.call(`${origin}${SUGGEST}`)).status).toBe(200);
    }
  });

  it('code: store-interface paths answer the chosen resultCode (2100, 903) with a message', async () => {
    await be.fault({ path: '/uk/ng/p4v1/getSessionCheck', mode: 'code', code: '903', times: 1 });
    expect((await be.call('/uk/ng/p4v1/getSessionCheck?ssoID=guid-uk-shopper')).json).toMatchObject({ resultCode: '903', customerStatus: 'BA' });
    expect((await be.call('/uk/ng/p4v1/getSessionCheck?ssoID=guid-uk-shopper')).json.resultCode).toBe('0000');
    await be.fault({ path: '*/p4v1/addCart', mode: 'code', code: '2100' });
    expect((await be.call('/uk/_v/private/ng/p4v1/addCart?productCode=SM-S931BZKEUB')).json).toEqual({ resultCode: '2100', resultMessage: 'Your session has expired. Please sign in again.' });
  });

  it('code: servicesv2 answers 00301, Hybris answers TokoUpgradeProductsError and 401, validate answers StoreIdNotPresent', async () => {
    await be.fault({ path: '/servicesv2/addToCart', mode: 'code', code: '00301' });
    expect((await be.post('/servicesv2/addToCart', { products: [{ productCode: 'SM-S931BZKEUB', quantity: 1 }] })).json.resultCode).toBe('00301');
    await be.fault({ path: '/tokocommercewebservices/v2/uk/addToCart/multi', mode: 'code', code: 'TokoUpgradeProductsError' });
    const toko = await be.post('/tokocommercewebservices/v2/uk/addToCart/multi/?fields=BASIC', [{ productCode: 'SM-S931BZKEUB' }]);
    expect(toko.status).toBe(400);
    expect(toko.json.errors[0]).toEqual({ type: 'TokoUpgradeProductsError', message: 'Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.' });
    await be.fault({ path: '/tokocommercewebservices/v2/*/users/current/getCustomer', mode: 'code', code: '401' });
    expect((await be.call('/tokocommercewebservices/v2/uk/users/current/getCustomer')).status).toBe(401);
    await be.fault({ path: '/v1/sso/user/validate', mode: 'code', code: 'StoreIdNotPresent' });
    expect((await be.post('/v1/sso/user/validate', { jwt: 'x' })).json).toMatchObject({ statusCode: 400, error: 'StoreIdNotPresent' });
  });

  it('applies to the dictionary and sprite too (docs/rules.md §8 dictionary load failure)', async () => {
    await be.fault({ path: '*/i18n/storefront.en_GB.b2c.json', mode: '500' });
    expect((await be.call('/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/i18n/storefront.en_GB.b2c.json')).status).toBe(500);
  });

  it('times limits how often a fault applies; method narrows it', async () => {
    await be.fault({ path: '/search/suggest/v6', mode: '500', times: 2, method: 'POST' });
    expect((await be.call(SUGGEST)).status).toBe(200);
    await be.fault({ path: '/search/suggest/v6', mode: '500', times: 2 });
    expect([(await be.call(SUGGEST)).status, (await be.call(SUGGEST)).status, (await be.call(SUGGEST)).status]).toEqual([500, 500, 200]);
  });

  it('after lets the first matching requests through: with after 2 and times 1 only the 3rd fails', async () => {
    await be.fault({ path: '/search/suggest/v6', mode: '500', after: 2, times: 1 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await be.call(SUGGEST)).status);
    expect(statuses).toEqual([200, 200, 500, 200, 200]);
    expect((await be.post('/__backend/faults', { path: '/x', mode: '500', after: -1 })).status).toBe(400);
  });

  it('DELETE /__backend/faults clears them; GET lists them', async () => {
    await be.fault({ path: '/search/suggest/v6', mode: '500' });
    expect((await be.call('/__backend/faults')).json.faults).toHaveLength(1);
    await be.call('/__backend/faults', { method: 'DELETE' });
    expect((await be.call(SUGGEST)).status).toBe(200);
  });

  it('refuses bad fault definitions and malformed JSON with 400', async () => {
    expect((await be.post('/__backend/faults', { path: '/x', mode: 'explode' })).status).toBe(400);
    expect((await be.post('/__backend/faults', { path: 'x', mode: '500' })).status).toBe(400);
    expect((await be.post('/__backend/faults', { path: '/x', mode: 'code' })).status).toBe(400);
    expect((await be.post('/__backend/faults', { path: '/x', mode: 'slow', delayMs: -1 })).status).toBe(400);
    const long = await be.post('/__backend/faults', { path: `/${'a'.repeat(500)}`, mode: '500' });
    expect([long.status, long.json.error]).toEqual([400, 'fault.path must be at most 500 characters']);
    const bad = await be.call('/__backend/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(bad.status).toBe(400);
  });
});
