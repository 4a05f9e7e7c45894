// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonpPayload, signedInCookie, useBackend } from './harness';

const be = useBackend();

describe('POST /v1/sso/user/validate (docs/rules.md §7, timeout 10 s)', () => {
  it('answers statusCode 200 with user_info, login_type and user_identity for a valid jwt', async () => {
    const user = await be.user('uk-shopper');
    const { status, json } = await be.post('/v1/sso/user/validate', { jwt: user.jwt });
    expect(status).toBe(200);
    expect(json).toMatchObject({ statusCode: 200, user_info: { firstname: 'Olivia', lastname: 'Bennett' }, login_type: 'sa_login', user_identity: { guid: user.guid } });
  });

  it('reports guest discount-store logins by login_type (docs/rules.md §4: counted as signed out)', async () => {
    const user = await be.user('uk-guest-epp');
    expect((await be.post('/v1/sso/user/validate', { jwt: user.jwt })).json.login_type).toBe('guest_epp_store');
    const referral = await be.user('us-referral');
    expect((await be.post('/v1/sso/user/validate', { jwt: referral.jwt, store_id: 'military' })).json.login_type).toBe('referral_url');
  });

  it('rejects expired and forged tokens with statusCode 401', async () => {
    const expired = await be.user('uk-expired');
    expect((await be.post('/v1/sso/user/validate', { jwt: expired.jwt })).json).toMatchObject({ statusCode: 401 });
    const user = await be.user('uk-shopper');
    const forged = user.jwt.slice(0, -4) + 'AAAA';
    expect((await be.post('/v1/sso/user/validate', { jwt: forged })).json.statusCode).toBe(401);
  });

  it('answers error StoreIdNotPresent for a US discount member without store_id, and 200 with it', async () => {
    const user = await be.user('us-edu');
    expect((await be.post('/v1/sso/user/validate', { jwt: user.jwt })).json).toMatchObject({ statusCode: 400, error: 'StoreIdNotPresent' });
    const ok = await be.post('/v1/sso/user/validate', { jwt: user.jwt, store_id: 'education' });
    expect(ok.json).toMatchObject({ statusCode: 200, user_identity: { store_id: 'education', access_type: 'email' } });
  });

  it('refuses a body without jwt and malformed JSON with 400', async () => {
    expect((await be.post('/v1/sso/user/validate', {})).status).toBe(400);
    const bad = await be.call('/v1/sso/user/validate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jwt":' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/Malformed JSON/);
  });
});

describe('POST /v1/sso/jwt/details', () => {
  it('answers the user fields and, for discount members, store_info (docs/rules.md §3 discount store data)', async () => {
    const user = await be.user('us-edu');
    const { json } = await be.post('/v1/sso/jwt/details', { jwt: user.jwt, store_id: 'education' });
    expect(json).toMatchObject({ statusCode: 200, login_type: 'sa_login', epp_verified: true });
    expect(json.store_info).toMatchObject({ store_id: 'education', store_disp_name: 'Education Offers Program', store_segment: 'EDU', legacy_plan_id: 'PLAN-EDU-01' });
    expect(json.store_info.image_logo_url).toMatch(/\/images\/discount-store\.svg$/);
  });
});

describe('aemapi data-login', () => {
  it('callSALogin answers statusCode 200 and redCookieChk Y only with sa_state and no valid sign-in', async () => {
    const user = await be.user('uk-shopper');
    expect((await be.call('/aemapi/v6/data-login/callSALogin.uk.json')).json).toEqual({ statusCode: 200, redCookieChk: 'N' });
    expect((await be.call('/aemapi/v6/data-login/callSALogin.uk.json', { headers: { cookie: 'sa_state=x' } })).json.redCookieChk).toBe('Y');
    expect((await be.call('/aemapi/v6/data-login/callSALogin.uk.json', { headers: { cookie: `sa_state=x; ${signedInCookie(user, 'uk')}` } })).json.redCookieChk).toBe('N');
  });

  it('holdLogin answers 200 when signed in, else 301 with a same-site returnURL', async () => {
    const user = await be.user('uk-shopper');
    expect((await be.call('/aemapi/v6/data-login/holdLogin.uk.json?return_url=/uk/cart/', { headers: { cookie: signedInCookie(user, 'uk') } })).json).toEqual({ statusCode: 200 });
    expect((await be.call('/aemapi/v6/data-login/holdLogin.uk.json?return_url=/uk/cart/')).json).toEqual({ statusCode: 301, returnURL: '/uk/cart/' });
    expect((await be.call('/aemapi/v6/data-login/holdLogin.uk.json?return_url=https://evil.test/')).json.returnURL).toBe('/uk/');
  });
});

describe('logouts and exit store', () => {
  it('GET /v1/sso/user/logout answers 200 and clears the sign-in cookies', async () => {
    const res = await be.call('/v1/sso/user/logout');
    expect(res.json.statusCode).toBe(200);
    const cleared = res.headers.getSetCookie().filter((c) => /Max-Age=0/.test(c)).map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['jwt_uk', 'jwt_us', 'jwt_ae_ar', 'guid', 'xsdcxyn', 'sa_state', 'snsSessionId', 'tmktid', 'epp_verified', 'isSMBRegisteredUserYN']));
  });

  it('GET /apiservices/logout answers JSONP', async () => {
    const res = await be.call(`${be.second}/apiservices/logout?callback=ssoLogout`);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(jsonpPayload(res.text, 'ssoLogout')).toMatchObject({ statusCode: 200 });
  });

  it('exit-store needs x-ecom-jwt and returns a jwt without the store, clearing store cookies', async () => {
    expect((await be.call('/v1/sso/user/private-store/exit-store')).status).toBe(401);
    const user = await be.user('us-edu');
    const res = await be.call('/v1/sso/user/private-store/exit-store', { headers: { 'x-ecom-jwt': user.jwt } });
    expect(res.json.statusCode).toBe(200);
    expect(res.json.jwt).not.toBe(user.jwt);
    const details = await be.post('/v1/sso/jwt/details', { jwt: res.json.jwt });
    expect(details.json.store_info).toBeUndefined();
    expect(res.headers.getSetCookie().some((c) => c.startsWith('tmktid=;') && /Max-Age=0/.test(c))).toBe(true);
    // The new jwt validates without a store id: out of the store, the member is a shopper like any other.
    expect((await be.post('/v1/sso/user/validate', { jwt: res.json.jwt })).json).toMatchObject({ statusCode: 200, user_info: { firstname: 'Emma' } });
  });

  it('GET /{site}/logout and /{site}/ng/logout redirect to a same-site target only', async () => {
    expect((await be.call('/cn/logout?redirectUrl=/cn/')).headers.get('location')).toBe('/cn/');
    expect((await be.call('/uk/ng/logout?goUrl=//evil.test/')).headers.get('location')).toBe('/uk/');
  });
});

describe('rewards (docs/rules.md §7, timeout 20 s)', () => {
  it('rewardsTier takes form fields prof_id, prof_email, jwt and answers statusCode 200', async () => {
    const user = await be.user('uk-shopper');
    const form = new URLSearchParams({ prof_id: user.guid, prof_email: 'uk-shopper@example.com', jwt: user.jwt });
    const res = await be.call('/sso/v2/marketing/rewardsTier', { method: 'POST', body: form });
    expect(res.json).toMatchObject({ statusCode: 200, resultData: { isMember: true, tier: 'Gold' } });
    expect((await be.call('/sso/v2/marketing/rewardsTier', { method: 'POST', body: new URLSearchParams({ prof_id: 'x' }) })).status).toBe(400);
  });

  it('rewards check needs sg-site-code and reads resultData.apiResult.isMember', async () => {
    const path = '/aemapi/v6/mysamsung/rewards.json/rewards-partner/v2/users/rtt_guid/check';
    expect((await be.call(path)).status).toBe(400);
    const member = await be.user('uk-shopper');
    const other = await be.user('uk-new');
    const yes = await be.call(path, { headers: { 'sg-site-code': 'uk', cookie: signedInCookie(member, 'uk') } });
    expect(yes.json).toMatchObject({ statusCode: 200, resultData: { apiResult: { isMember: true } } });
    const no = await be.call(path, { headers: { 'sg-site-code': 'uk', cookie: signedInCookie(other, 'uk') } });
    expect(no.json.resultData.apiResult.isMember).toBe(false);
  });
});
