// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonpPayload, signedInCookie, useBackend } from './harness';

const be = useBackend();

describe('p4v1 session check (docs/rules.md §7, §3, §4)', () => {
  it('answers resultCode 0000 with customerStatus, hasAddInfo, resultValue and cartCount for a signed-in ssoID', async () => {
    const user = await be.user('uk-shopper');
    const { json } = await be.call(`/uk/ng/p4v1/sessionCheck?ssoID=${user.guid}`);
    expect(json).toEqual({ resultCode: '0000', resultMessage: 'Success', customerStatus: 'AC', hasAddInfo: 'Y', resultValue: 'Y', cartCount: 2 });
  });

  it('answers getSessionCheck as JSONP on the private path', async () => {
    const user = await be.user('uk-new');
    const res = await be.call(`${be.second}/uk/_v/private/ng/p4v1/getSessionCheck?ssoID=${user.guid}&callback=cb`);
    expect(jsonpPayload(res.text, 'cb')).toMatchObject({ resultCode: '0000', hasAddInfo: 'N', resultValue: 'N' });
  });

  it("answers 903 with customerStatus BA for a blocked user and another status for a dormant one", async () => {
    const blocked = await be.user('uk-blocked');
    expect((await be.call(`/uk/ng/p4v1/getSessionCheck?ssoID=${blocked.guid}`)).json).toMatchObject({ resultCode: '903', customerStatus: 'BA' });
    const dormant = await be.user('uk-dormant');
    expect((await be.call(`/uk/ng/p4v1/getSessionCheck?ssoID=${dormant.guid}`)).json).toMatchObject({ resultCode: '901', customerStatus: 'DW' });
  });

  it('answers 2100 (invalid session, docs/rules.md §8) for an unknown ssoID', async () => {
    expect((await be.call('/uk/ng/p4v1/getSessionCheck?ssoID=nobody')).json.resultCode).toBe('2100');
  });

  it('getGuidCheckInfo answers resultValue N when guid consent is missing', async () => {
    const user = await be.user('uk-new');
    expect((await be.call(`/uk/ng/p4v1/getGuidCheckInfo?ssoID=${user.guid}`)).json).toMatchObject({ resultCode: '0000', resultValue: 'N' });
  });

  it('getSnsUserInfo answers givenName and familyName', async () => {
    const user = await be.user('uk-social');
    expect((await be.call(`/uk/ng/p4v1/getSnsUserInfo?snsSessionId=${user.snsSessionId}`)).json).toMatchObject({ resultCode: '0000', givenName: 'Sofia', familyName: 'Reyes' });
  });
});

describe('agreeStorePolicy (docs/rules.md §7)', () => {
  it('answers 0000 and records the guid consent', async () => {
    const user = await be.user('uk-new');
    expect((await be.call(`/uk/ng/p4v1/agreeStorePolicy?receiveEmail=Y&ssoID=${user.guid}`)).json.resultCode).toBe('0000');
    expect((await be.call(`/uk/ng/p4v1/getGuidCheckInfo?ssoID=${user.guid}`)).json.resultValue).toBe('Y');
  });

  it('requires etkOptin and dataTransferConsent on tr, receiveEmail everywhere (400)', async () => {
    const user = await be.user('tr-shopper');
    expect((await be.call(`/tr/ng/p4v1/agreeStorePolicy?receiveEmail=Y&ssoID=${user.guid}`)).status).toBe(400);
    expect((await be.call(`/tr/ng/p4v1/agreeStorePolicy?receiveEmail=N&etkOptin=Y&dataTransferConsent=N&ssoID=${user.guid}`)).json.resultCode).toBe('0000');
    expect((await be.call(`/uk/ng/p4v1/agreeStorePolicy?ssoID=${user.guid}`)).status).toBe(400);
  });
});

describe('p4v1 wishlist and cart', () => {
  it('adds and deletes wishlist items and pages getWishList with default page 1, pageSize 5', async () => {
    const user = await be.user('uk-shopper');
    const headers = { cookie: signedInCookie(user) };
    for (const code of ['SM-S931BZKEUB', 'SM-A566BZKEUB', 'SM-A566BZKEUB']) {
      expect((await be.call(`/uk/ng/p4v1/addWishListItem?productCode=${code}`, { headers })).json.resultCode).toBe('0000');
    }
    const page1 = (await be.call('/uk/ng/p4v1/getWishList', { headers })).json.resultData;
    expect(page1).toMatchObject({ page: 1, pageSize: 5, totalCount: 5 });
    expect(page1.list).toHaveLength(5);
    expect((await be.call('/uk/ng/p4v1/delWishListItem?productCode=SM-S931BZKEUB', { headers })).json.wishCount).toBe(4);
    expect((await be.call('/uk/ng/p4v1/getWishList?page=2&pageSize=3', { headers })).json.resultData.list).toHaveLength(1);
  });

  it('answers 2100 to wishlist calls without a session', async () => {
    expect((await be.call('/uk/ng/p4v1/addWishListItem?productCode=SM-S931BZKEUB')).json.resultCode).toBe('2100');
  });

  it('addCart and getCartCount keep the count; credentialed JSON from the page origin gets CORS', async () => {
    const user = await be.user('uk-shopper');
    const headers = { cookie: signedInCookie(user), origin: be.page };
    const add = await be.call(`${be.second}/uk/ng/p4v1/addCart?productCode=SM-S931BZKEUB&qty=2`, { headers });
    expect(add.json).toMatchObject({ resultCode: '0000', cartCount: 4 });
    expect(add.headers.get('access-control-allow-origin')).toBe(be.page);
    expect(add.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await be.call(`${be.second}/uk/ng/p4v1/getCartCount`, { headers })).json.cartCount).toBe(4);
  });

  it('answers real-time product info with price and stock status', async () => {
    const { json } = await be.call('/uk/ng/p4v1/getRealTimeProductListInfo?productCodes=SM-S931BZKEUB,SM-R630BZSEUB');
    expect(json.resultData.map((p: { stockLevelStatus: string }) => p.stockLevelStatus)).toEqual(['inStock', 'outOfStock']);
    expect(json.resultData[0].price).toBe(799);
  });

  it('answers every listed action with a resultCode, and 404 for unknown actions', async () => {
    for (const action of ['makeBuyNowCookie?productCode=SM-S931BZKEUB', 'getGuestOrderExistYn', 'getEstoreCategoryList', 'buyNow?productCode=SM-S931BZKEUB', 'reviewList', 'getExpertReviews', 'getRegionList', 'getCityList', 'getOpenphoneOption', 'preCalc', 'preCalcApply', 'stores', 'addViewCount?productCode=SM-S931BZKEUB', 'logout', 'getServicesProduct?productCode=SM-S931BZKEUB']) {
      expect((await be.call(`/uk/ng/p4v1/${action}`)).json.resultCode, action).toBe('0000');
    }
    expect((await be.call('/uk/ng/p4v1/launchRockets')).status).toBe(404);
  });

  it('getServicesProduct adds as addCart does (the Argentina and Brazil add) and names the services', async () => {
    const first = await be.call('/br/ng/p4v1/getServicesProduct?productCode=SM-S938BZKZTO&qty=2');
    expect(first.json).toMatchObject({ resultCode: '0000', cartCount: 2, resultData: { productCode: 'SM-S938BZKZTO', services: [] } });
    expect((await be.call('/br/ng/p4v1/getServicesProduct?productCode=SM-S938BZKZTO&qty=0')).status).toBe(400);
  });

  it('serves multistore store paths', async () => {
    const user = await be.user('uk-employee');
    expect((await be.call(`/uk/multistore/acme/ng/p4v1/getSessionCheck?ssoID=${user.guid}`)).json.resultCode).toBe('0000');
  });
});
