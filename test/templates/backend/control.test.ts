// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInCookie, useBackend } from './harness';

const be = useBackend();

describe('simulated sign-in (docs/rules.md §3 cookies)', () => {
  it('sets jwt_{site}, guid and xsdcxyn and redirects to the site home', async () => {
    const res = await be.call('/__backend/sign-in?user=uk-shopper');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/uk/');
    const names = res.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(names).toEqual(['jwt_uk', 'guid', 'xsdcxyn', 'sa_state']);
    const jwt = res.headers.getSetCookie()[0]!.split(';')[0]!.slice('jwt_uk='.length);
    expect((await be.post('/v1/sso/user/validate', { jwt })).json.statusCode).toBe(200);
  });

  it('sets the store id for US discount members (the store cookies for other members), the SMB cookies for business users and snsSessionId for social users', async () => {
    const names = async (id: string) => (await be.call(`/__backend/sign-in?user=${id}`)).headers.getSetCookie().map((c) => c.split('=')[0]);
    // A US member gets the store id only: the discount bar sets the other store cookies.
    expect(await names('us-edu')).toEqual(['jwt_us', 'guid', 'xsdcxyn', 'tmktid']);
    expect(await names('uk-employee')).toEqual(expect.arrayContaining(['jwt_uk', 'tmktid', 'tmktname', 'tppid', 'tlgimg', 'tsgmt', 'epp_verified', 'isStoreLogedIn']));
    expect(await names('uk-smb')).toEqual(expect.arrayContaining(['xsdcbxyn', 'isSMBRegisteredUserYN']));
    expect(await names('uk-social')).toContain('snsSessionId');
    expect((await be.call('/__backend/sign-in?user=uk-smb')).headers.get('location')).toBe('/uk/business/');
  });

  it('returns to a same-site path only, answers JSON on request, and 400 for unknown users', async () => {
    expect((await be.call('/__backend/sign-in?user=uk-shopper&return=/uk/listing/')).headers.get('location')).toBe('/uk/listing/');
    expect((await be.call('/__backend/sign-in?user=uk-shopper&return=https://evil.test/')).headers.get('location')).toBe('/uk/');
    expect((await be.call('/__backend/sign-in?user=uk-shopper&format=json')).json).toMatchObject({ signedIn: 'uk-shopper', site: 'uk' });
    const unknown = await be.call('/__backend/sign-in?user=nobody');
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toContain('uk-shopper');
  });

  it('the account service behind #signInForm signs in the seeded user with that email on the form\'s site and goes back', async () => {
    const back = `${be.page}/uk/listing/?q=1`;
    const res = await be.call(`/__backend/sign-in?loginId=${encodeURIComponent('UK-Shopper@example.com ')}&countryCode=GB&goBackURL=${encodeURIComponent(back)}`);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, be.page).href).toBe(back);
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['jwt_uk', 'guid', 'xsdcxyn', 'sa_state']);
    const evil = await be.call(`/__backend/sign-in?loginId=uk-shopper%40example.com&countryCode=GB&goBackURL=${encodeURIComponent('https://evil.test/')}`);
    expect(evil.headers.get('location')).toBe('/uk/');
  });

  it('an email unknown on the form\'s site gets the chooser and no cookie', async () => {
    for (const query of ['loginId=nobody%40example.com&countryCode=GB', 'loginId=us-shopper%40example.com&countryCode=GB']) {
      const res = await be.call(`/__backend/sign-in?${query}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Sign in as');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('sign-out clears the cookies', async () => {
    const res = await be.call('/__backend/sign-out?site=us');
    expect(res.headers.get('location')).toBe('/us/');
    expect(res.headers.getSetCookie().every((c) => /Max-Age=0/.test(c))).toBe(true);
  });
});

describe('GET /__backend/requests', () => {
  it('logs method, path, query, headers of interest, cookie names and body, with the origin', async () => {
    const user = await be.user('uk-shopper');
    await be.post(`${be.second}/v4/shopping-carts/`, {}, { 'x-ecom-jwt': user.jwt, 'x-ecom-app-id': 'identity-store', 'x-ecom-source': 'in', cookie: signedInCookie(user), 'x-unrelated': '1' });
    const [entry] = await be.requests('/v4/shopping-carts');
    expect(entry).toMatchObject({ origin: 'second', method: 'POST', path: '/v4/shopping-carts/', body: {}, status: 200, cookies: ['guid', 'jwt_uk'] });
    expect(entry.headers).toEqual({ 'content-type': 'application/json', 'x-ecom-jwt': user.jwt, 'x-ecom-app-id': 'identity-store', 'x-ecom-source': 'in' });
    await be.call('/search/suggest/v6?siteCd=uk&searchValue=a');
    expect((await be.requests('/search/suggest'))[0].query).toEqual({ siteCd: 'uk', searchValue: 'a' });
  });

  it('does not log control calls', async () => {
    await be.call('/__backend/users');
    expect(await be.requests()).toEqual([]);
  });
});

describe('POST /__backend/reset', () => {
  it('restores seeded state and clears faults and the log', async () => {
    const user = await be.user('uk-new');
    await be.call(`/uk/ng/p4v1/agreeStorePolicy?receiveEmail=Y&ssoID=${user.guid}`);
    await be.fault({ path: '/search/suggest/v6', mode: '500' });
    await be.call('/__backend/reset', { method: 'POST' });
    expect((await be.call(`/uk/ng/p4v1/getGuidCheckInfo?ssoID=${user.guid}`)).json.resultValue).toBe('N');
    expect((await be.call('/search/suggest/v6?siteCd=uk')).status).toBe(200);
    expect((await be.requests()).map((r) => r.path)).toEqual(['/uk/ng/p4v1/getGuidCheckInfo', '/search/suggest/v6']);
  });
});

describe('two origins and CORS', () => {
  it('the second origin is another loopback port and serves every route', async () => {
    expect(new URL(be.second).hostname).toBe('127.0.0.1');
    expect(new URL(be.second).port).not.toBe(new URL(be.page).port);
    expect((await be.call(`${be.second}/uk/function/ipredirection/ipredirectionLocalList`)).status).toBe(200);
  });

  it('answers a credentialed preflight from the page origin', async () => {
    const res = await be.call(`${be.second}/v4/identity/preferences`, {
      method: 'OPTIONS',
      headers: { origin: be.page, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type,x-ecom-jwt,x-ecom-app-id' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(be.page);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type,x-ecom-jwt,x-ecom-app-id');
  });

  it('gives no CORS grant to other origins', async () => {
    const res = await be.call(`${be.second}/uk/ng/p4v1/getCartCount`, { headers: { origin: 'http://evil.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 405 for a known path with the wrong method and 404 for unknown paths', async () => {
    expect((await be.call('/v1/sso/user/validate')).status).toBe(405);
    expect((await be.call(`${be.second}/nothing/here`)).status).toBe(404);
  });
});
