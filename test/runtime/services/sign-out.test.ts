import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../runtime/http';
import { loginAddress, returnTarget } from '../../../runtime/services/return-target';
import { signOutCookieNames } from '../../../runtime/services/session-cookies';
import { sessionEndpoints } from '../../../runtime/services/session-endpoints';
import { signOut } from '../../../runtime/services/sign-out';
import { clearCookies, cookieNames, pageRuntime, scriptedCall, TOKEN } from './fakes';

/** docs/architecture.md "Redirects": every one of these must stay on the site. */
const ATTACKS = [
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example',
  'https:evil.example',
  'http://evil.example/',
  'https://evil.example@localhost/',
  'https://localhost.evil.example/',
  '///evil.example',
  '%2F%2Fevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\t//evil.example',
  ' //evil.example',
  'vbscript:msgbox(1)',
  'http:\\\\evil.example',
];

beforeEach(clearCookies);
afterEach(clearCookies);

describe('return targets (docs/architecture.md "Redirects")', () => {
  const { page, site } = pageRuntime();
  it.each(ATTACKS)('%j stays on the site', (attack) => {
    const target = new URL(returnTarget(attack, page, site));
    expect(target.origin).toBe(location.origin);
  });

  it('follows same-site paths and allow-listed hosts, else the site home', () => {
    expect(returnTarget('/uk/offer/?a=1', page, site)).toBe(`${location.origin}/uk/offer/?a=1`);
    expect(returnTarget('https://shop.example/uk/', page, { ...site, redirectHosts: ['shop.example'] })).toBe('https://shop.example/uk/');
    expect(returnTarget('//evil.example/', page, site)).toBe(`${location.origin}/uk/`);
    expect(returnTarget(undefined, page, site)).toBe(`${location.origin}/uk/`);
    const b2b = pageRuntime({ b2bFlag: 'Y' });
    expect(returnTarget('javascript:alert(1)', b2b.page, b2b.site)).toBe(`${location.origin}/uk/business/`);
  });

  it('the login address carries the current page as redirect_uri', () => {
    const url = new URL(loginAddress(page, site, `${location.origin}/uk/cart/?x=1`));
    expect(`${url.origin}${url.pathname}`).toBe(`${location.origin}/uk/web/login`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/uk/cart/?x=1`);
  });
});

function setupSignOut(fields: Record<string, string>, replies: Record<string, unknown>, jsonpReply: unknown = { statusCode: 200 }) {
  const runtime = pageRuntime(fields);
  const { call, calls } = scriptedCall(replies);
  const navigate = vi.fn();
  const submitted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  const log = { error: vi.fn() };
  const jsonpUrls: string[] = [];
  const jsonp = async (url: string) => {
    jsonpUrls.push(url);
    if (jsonpReply instanceof Error) throw jsonpReply;
    return jsonpReply;
  };
  const env = { page: runtime.page, site: runtime.site, urls: sessionEndpoints(runtime.page, runtime.site), call, doc: document, navigate, jsonp, log };
  return { env, calls, navigate, submitted, log, jsonpUrls };
}

const FORM = '<form id="signOutForm" action="/__backend/sign-out"><input name="client_id" value="3rm5bpijsd"><input id="signOutState" name="state" value=""></form>';
const signInCookies = (site: string) => {
  for (const c of [`jwt_${site}=${TOKEN}`, 'guid=g1', 'xsdcxyn=Y', 'sa_state=s', 'snsSessionId=sns', 'isStoreLogedIn=Y', 'xsdcbxyn=Y', 'isSMBRegisteredUserYN=Y', 'cookiesaccepted=1']) document.cookie = `${c}; path=/`;
};

describe('sign-out (docs/rules.md §7, §8)', () => {
  it('other sites: store logout, the sign-out list cleared, the hidden form submitted with a checked state', async () => {
    document.body.innerHTML = FORM;
    signInCookies('uk');
    const s = setupSignOut({}, { '/v1/sso/user/logout': { statusCode: 200 } });
    await signOut(s.env, '//evil.example/');
    expect(s.calls.map((c) => c.url)).toEqual(['http://store.test/v1/sso/user/logout']);
    expect(s.jsonpUrls).toEqual(['http://store.test/apiservices/logout']);
    expect(s.calls[0]!.options.headers).toBeUndefined();
    // B2B's own cookies stay on a consumer page; the consent cookie is not the session's.
    expect(cookieNames().sort()).toEqual(['cookiesaccepted', 'isSMBRegisteredUserYN', 'xsdcbxyn']);
    expect(s.submitted).toHaveLength(1);
    expect((document.getElementById('signOutState') as HTMLInputElement).value).toBe(`${location.origin}/uk/`);
  });

  it('B2B pages clear B2B\'s list too', async () => {
    document.body.innerHTML = FORM;
    signInCookies('uk');
    const s = setupSignOut({ b2bFlag: 'Y' }, { '/v1/sso/user/logout': { statusCode: 200 } });
    await signOut(s.env, '/uk/business/offer/');
    expect(cookieNames()).toEqual(['cookiesaccepted']);
    expect((document.getElementById('signOutState') as HTMLInputElement).value).toBe(`${location.origin}/uk/business/offer/`);
    expect(signOutCookieNames('uk', true)).toEqual(expect.arrayContaining(['b2bEmail', 'b2bPhone', 'b2bUserAccount', 'taxExclusivePriceYN', 'isSMBRegisteredUserYN']));
  });

  it('us sends the jwt as x-ecom-jwt', async () => {
    document.body.innerHTML = '';
    signInCookies('us');
    const s = setupSignOut({ siteCode: 'us' }, { '/v1/sso/user/logout': { statusCode: 200 } });
    await signOut(s.env);
    expect(s.calls[0]!.options.headers).toEqual({ 'x-ecom-jwt': TOKEN });
    // No form on the page: straight to the target.
    expect(s.navigate).toHaveBeenCalledWith(`${location.origin}/us/`);
  });

  it('China posts the access token with channel hybris, then /cn/logout?redirectUrl=', async () => {
    signInCookies('cn');
    document.cookie = 'cnAccessToken=access-1; path=/';
    const s = setupSignOut({ siteCode: 'cn' }, { '/api/v1/cn/logout': { status: 200 } });
    await signOut(s.env, '/cn/offer/');
    expect(s.calls[0]!.options).toMatchObject({ method: 'POST', body: { accessToken: 'access-1', channel: 'hybris' } });
    expect(s.navigate).toHaveBeenCalledWith(`${location.origin}/cn/logout?redirectUrl=${encodeURIComponent(`${location.origin}/cn/offer/`)}`);
    expect(s.jsonpUrls).toEqual([]);
    expect(cookieNames()).not.toContain('cnAccessToken');
  });

  it('a failed logout still clears the cookies and lands on the site home', async () => {
    document.body.innerHTML = FORM;
    signInCookies('uk');
    const s = setupSignOut({}, { '/v1/sso/user/logout': new HttpError('status', 'u', 'GET u answered HTTP 500', 500) });
    await signOut(s.env, '/uk/cart/');
    expect(cookieNames()).not.toContain('jwt_uk');
    expect(s.navigate).toHaveBeenCalledWith(`${location.origin}/uk/`);
    expect(s.submitted).toEqual([]);
    expect(s.log.error).toHaveBeenCalledWith('storefront: sign-out: logout failed: HttpError: GET u answered HTTP 500; going to the site home');
  });

  it('a failed sso JSONP logout is a failed logout: cookies cleared, the site home, no form', async () => {
    document.body.innerHTML = FORM;
    signInCookies('uk');
    const s = setupSignOut({}, { '/v1/sso/user/logout': { statusCode: 200 } }, new HttpError('timeout', 'j', 'JSONP j timed out after 10000 ms'));
    await signOut(s.env, '/uk/cart/');
    expect(cookieNames()).not.toContain('jwt_uk');
    expect(s.navigate).toHaveBeenCalledWith(`${location.origin}/uk/`);
    expect(s.submitted).toEqual([]);
    expect(s.log.error).toHaveBeenCalledWith('storefront: sign-out: logout failed: HttpError: JSONP j timed out after 10000 ms; going to the site home');
  });
});
