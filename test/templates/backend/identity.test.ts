// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInCookie, useBackend } from './harness';

const be = useBackend();
const APP = { 'x-ecom-app-id': 'identity-store' };

describe('GET /v4/identity/preferences (docs/rules.md §7, §3 consents)', () => {
  it('answers items with id, is_accepted and data.is_required', async () => {
    const user = await be.user('uk-new');
    const { status, json } = await be.call('/v4/identity/preferences?display_context=pre_purchase', { headers: { ...APP, 'x-ecom-jwt': user.jwt } });
    expect(status).toBe(200);
    expect(json.items).toEqual([
      { id: 'terms', is_accepted: false, data: { is_required: true } },
      { id: 'marketing', is_accepted: false, data: { is_required: false } },
    ]);
  });

  it('answers tr with four consents and in with terms_and_conditions and email_consent', async () => {
    const tr = await be.user('tr-shopper');
    const trIds = (await be.call('/v4/identity/preferences', { headers: { ...APP, 'x-ecom-jwt': tr.jwt } })).json.items.map((i: { id: string }) => i.id);
    expect(trIds).toEqual(['terms', 'marketing', 'etk', 'data_transfer']);
    const india = await be.user('in-shopper');
    const { json } = await be.call('/v4/identity/preferences', { headers: { ...APP, 'x-ecom-jwt': india.jwt } });
    expect(json).toEqual({ terms_and_conditions: { is_accepted: false }, email_consent: false });
  });

  it('needs x-ecom-app-id (400) and a valid jwt (401)', async () => {
    const user = await be.user('uk-new');
    expect((await be.call('/v4/identity/preferences', { headers: { 'x-ecom-jwt': user.jwt } })).status).toBe(400);
    expect((await be.call('/v4/identity/preferences', { headers: APP })).status).toBe(401);
  });
});

describe('PUT /v4/identity/preferences', () => {
  it('saves the consents map {id: {is_accepted}} with a bearer jwt', async () => {
    const user = await be.user('uk-new');
    const headers = { ...APP, authorization: `Bearer ${user.jwt}`, 'content-type': 'application/json' };
    const put = await be.call('/v4/identity/preferences', { method: 'PUT', headers, body: JSON.stringify({ consents: { terms: { is_accepted: true } } }) });
    expect(put.status).toBe(200);
    const again = await be.call('/v4/identity/preferences', { headers });
    expect(again.json.items[0]).toEqual({ id: 'terms', is_accepted: true, data: { is_required: true } });
  });

  it('saves India terms_and_conditions and email_consent', async () => {
    const user = await be.user('in-shopper');
    const headers = { ...APP, 'x-ecom-jwt': user.jwt, 'content-type': 'application/json' };
    const body = JSON.stringify({ terms_and_conditions: { is_accepted: true }, email_consent: true });
    expect((await be.call('/v4/identity/preferences', { method: 'PUT', headers, body })).json).toEqual({ terms_and_conditions: { is_accepted: true }, email_consent: true });
  });

  it('refuses unknown consent ids, non-boolean values and malformed JSON with 400', async () => {
    const user = await be.user('uk-new');
    const headers = { ...APP, 'x-ecom-jwt': user.jwt, 'content-type': 'application/json' };
    const put = (body: string) => be.call('/v4/identity/preferences', { method: 'PUT', headers, body });
    expect((await put(JSON.stringify({ consents: { nope: { is_accepted: true } } }))).status).toBe(400);
    expect((await put(JSON.stringify({ consents: { terms: { is_accepted: 'yes' } } }))).status).toBe(400);
    expect((await put('{"consents":')).status).toBe(400);
  });
});

describe('GET .../users/current/getCustomer (B2B)', () => {
  it('answers customer.isSMBRegisteredUser and 401 when signed out', async () => {
    const smb = await be.user('uk-smb');
    const b2b = await be.user('uk-b2b');
    const path = '/tokocommercewebservices/v2/uk/users/current/getCustomer';
    expect((await be.call(path, { headers: { cookie: signedInCookie(smb) } })).json.customer.isSMBRegisteredUser).toBe(true);
    expect((await be.call(path, { headers: { cookie: signedInCookie(b2b) } })).json.customer.isSMBRegisteredUser).toBe(false);
    expect((await be.call(path)).status).toBe(401);
  });
});

describe('account service and China', () => {
  it('GET /api/v1/users refreshes the jwt cookie when signed in, 401 otherwise', async () => {
    const user = await be.user('uk-shopper');
    const res = await be.call('/api/v1/users', { headers: { cookie: signedInCookie(user) } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()[0]).toMatch(/^jwt_uk=/);
    expect((await be.call('/api/v1/users')).status).toBe(401);
  });

  it('China refresh answers status and data{access_token, refresh_token, expires_in}, rotating the refresh token', async () => {
    const user = await be.user('cn-shopper');
    const body = { clientId: 'hybris', clientSecret: 'secret', refreshToken: user.refreshToken };
    const first = await be.post('/api/v1/cn/token/refresh', body);
    expect(first.json.status).toBe(200);
    expect(first.json.data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 7200 });
    expect((await be.post('/api/v1/cn/token/refresh', body)).json.status).toBe(401);
    expect((await be.post('/api/v1/cn/token/refresh', { clientId: 'x' })).status).toBe(400);
  });

  it('China sign-out takes accessToken and channel hybris', async () => {
    expect((await be.post('/api/v1/cn/logout', { accessToken: 'a', channel: 'hybris' })).json.status).toBe(200);
    expect((await be.post('/api/v1/cn/logout', { accessToken: 'a', channel: 'web' })).status).toBe(400);
  });
});
