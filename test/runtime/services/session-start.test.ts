import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../runtime/http';
import { startSession } from '../../../runtime/services/session-start';
import { clearCookies, cookieNames, pageRuntime, recordingUi, scriptedCall, TOKEN } from './fakes';

const VALID = { statusCode: 200, user_info: { firstname: 'Barry', lastname: 'Locke' }, login_type: 'sa_login', user_identity: { guid: 'guid-uk-blocked' } };

function start(check: unknown, flags: Record<string, boolean> = { sessionCheck: true }, more: Record<string, unknown> = {}) {
  const runtime = pageRuntime();
  const site = { ...runtime.site, flags };
  const { call, calls } = scriptedCall({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID, '/getSessionCheck': check, '/v1/sso/user/logout': { statusCode: 200 }, ...more });
  const { ui, shown } = recordingUi();
  const navigate = vi.fn();
  const consent: unknown[] = [];
  runtime.bus.on('session:consent-needed', (p) => consent.push(p));
  const jsonpUrls: string[] = [];
  const jsonp = async (url: string) => (jsonpUrls.push(url), { statusCode: 200 });
  const started = startSession({ page: runtime.page, site, bus: runtime.bus, ui, t: (_k, f) => f ?? _k, call, jsonp, navigate, doc: document });
  return { runtime, started, calls, shown, navigate, consent, jsonpUrls };
}

beforeEach(() => {
  clearCookies();
  document.body.innerHTML = '';
  document.cookie = `jwt_uk=${TOKEN}; path=/`;
  document.cookie = 'guid=guid-uk-blocked; path=/';
});
afterEach(() => {
  clearCookies();
  history.replaceState(null, '', '/');
});

describe('session start: the session check (docs/rules.md §4 "Session-check")', () => {
  it('903: blocked popup (text 2), signed out, queue released signed out', async () => {
    const s = start({ resultCode: '903', resultMessage: 'blocked', customerStatus: 'BA' });
    await s.started.ready;
    expect(s.calls.at(-1)!.url).toBe('http://store.test/uk/ng/p4v1/getSessionCheck?ssoID=guid-uk-blocked');
    expect(s.shown).toEqual([{ kind: 'alert', text: 'Your account has been blocked. Please contact customer support.', options: { title: 'Sign-in error' } }]);
    expect(s.runtime.bus.last('session:ready')).toEqual({ signedIn: false });
    expect(cookieNames()).toEqual([]);
  });

  it("'0000' with additional info missing asks for the consent layer and stays signed in", async () => {
    const s = start({ resultCode: '0000', hasAddInfo: 'N', resultValue: 'N' });
    await s.started.ready;
    expect(s.consent).toEqual([{ hasAddInfo: false, guidConsent: false }]);
    expect(s.runtime.bus.last('session:ready')).toEqual({ signedIn: true });
    expect(s.shown).toEqual([]);
  });

  it("'0000' publishes the check's cartCount for the badge; a bad one publishes nothing", async () => {
    const s = start({ resultCode: '0000', cartCount: 2 });
    await s.started.ready;
    expect(s.runtime.bus.last('cart:count')).toEqual({ count: 2 });
    const bad = start({ resultCode: '0000', cartCount: 'lots' });
    await bad.started.ready;
    expect(bad.runtime.bus.last('cart:count')).toBeUndefined();
  });

  it('a failing session check still releases the queue, signed in as validated', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = start(new Error('store down'));
    await s.started.ready;
    expect(s.runtime.bus.last('session:ready')).toEqual({ signedIn: true });
  });

  it('an answer without a result code (an empty body) is a failed check: logged, no popup, still signed in with the cookies kept', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = start(null);
    await s.started.ready;
    expect(s.runtime.bus.last('session:ready')).toEqual({ signedIn: true });
    expect(s.shown).toEqual([]);
    expect(cookieNames()).toContain('jwt_uk');
    expect(errors.mock.calls.some(([m]) => String(m).includes('getSessionCheck answered without resultCode'))).toBe(true);
  });

  it('without the site flag no session check is made', async () => {
    const s = start({ resultCode: '903' }, {});
    await s.started.ready;
    expect(s.calls.map((c) => new URL(c.url).pathname)).toEqual(['/v1/sso/user/validate', '/v1/sso/jwt/details']);
  });

  it('the query\'s isblock=true raises the blocked popup', async () => {
    history.replaceState(null, '', '/uk/?isblock=true');
    const s = start({ resultCode: '0000', hasAddInfo: 'Y', resultValue: 'Y' });
    await s.started.ready;
    expect(s.shown).toEqual([{ kind: 'alert', text: 'Your account has been blocked. Please contact customer support.', options: { title: 'Sign-in error' } }]);
  });
});

describe('session start: the mini-cart count (docs/rules.md §7, flags.minicartCount)', () => {
  const totals = (reply: unknown) => start(null, { minicartCount: true }, { '/minicart/totalProducts': reply });

  it('signed in, the count is read on the page origin with credentials and published; the queue does not wait for it', async () => {
    let answer: (v: unknown) => void = () => {};
    const s = totals(() => new Promise((r) => (answer = r)));
    await s.started.ready;
    expect(s.runtime.bus.last('session:ready')).toEqual({ signedIn: true });
    const read = s.calls.find((c) => c.url.endsWith('/minicart/totalProducts'))!;
    expect(read.url).toBe('/tokocommercewebservices/v2/uk/minicart/totalProducts');
    expect(read.options).toMatchObject({ credentials: 'include', timeoutMs: 10_000 });
    expect(s.runtime.bus.last('cart:count')).toBeUndefined();
    answer({ totalProducts: 4 });
    await vi.waitFor(() => expect(s.runtime.bus.last('cart:count')).toEqual({ count: 4 }));
  });

  it.each([
    ['a server error', new Error('500')],
    ['no count', {}],
    ['a count as text', { totalProducts: '4' }],
    ['a negative count', { totalProducts: -1 }],
    ['an empty body', null],
  ])('%s publishes nothing and warns', async (_name, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = totals(reply);
    await s.started.ready;
    await vi.waitFor(() => expect(warn.mock.calls.some(([m]) => String(m).includes('minicart/totalProducts'))).toBe(true));
    expect(s.runtime.bus.last('cart:count')).toBeUndefined();
  });

  it('without the flag, or signed out, the mini-cart is not asked', async () => {
    const off = start(null, {}, { '/minicart/totalProducts': { totalProducts: 4 } });
    await off.started.ready;
    clearCookies();
    const out = totals({ totalProducts: 4 });
    await out.started.ready;
    expect([...off.calls, ...out.calls].filter((c) => c.url.includes('minicart'))).toEqual([]);
  });
});

describe('session start: a store call of the cart or wishlist refused as signed out (session:expired)', () => {
  it('shows the §8 alert once, then goes to the login address with this page as redirect_uri', async () => {
    const s = start({ resultCode: '0000', hasAddInfo: 'Y', resultValue: 'Y' }, { sessionCheck: true }, { '/getCartCount': new HttpError('status', 'u', 'HTTP 401', 401) });
    await s.started.ready;
    s.runtime.bus.emit('session:expired', {});
    s.runtime.bus.emit('session:expired', {});
    // The client's own call refused as signed out joins the same alert.
    await expect(s.started.storeCall('getCartCount')).rejects.toThrow('HTTP 401');
    await vi.waitFor(() => expect(s.navigate).toHaveBeenCalled());
    expect(s.shown).toEqual([{ kind: 'alert', text: 'Your request could not be completed because you have been signed out.', options: undefined }]);
    expect(s.navigate).toHaveBeenCalledTimes(1);
    const target = new URL(s.navigate.mock.calls[0]![0]);
    expect([target.pathname, target.searchParams.get('redirect_uri')]).toEqual(['/uk/web/login', location.href]);
  });

  it('goes only once the shopper has closed the alert', async () => {
    const runtime = pageRuntime();
    const navigate = vi.fn();
    let close!: () => void;
    const alert = vi.fn(() => new Promise<void>((r) => (close = r)));
    const { call } = scriptedCall({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID });
    await startSession({ page: runtime.page, site: { ...runtime.site, flags: {} }, bus: runtime.bus, ui: { ...recordingUi().ui, alert }, t: (_k, f) => f ?? _k, call, navigate, doc: document }).ready;
    runtime.bus.emit('session:expired', {});
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(navigate).not.toHaveBeenCalled();
    close();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });
});

describe('session start: sign-out on request', () => {
  it('session:sign-out signs out with a checked return URL and forgets the user', async () => {
    const s = start({ resultCode: '0000', hasAddInfo: 'Y', resultValue: 'Y' });
    await s.started.ready;
    s.runtime.bus.emit('session:sign-out', { returnUrl: 'https://evil.example/' });
    await vi.waitFor(() => expect(s.navigate).toHaveBeenCalledWith(`${location.origin}/uk/`));
    expect(s.jsonpUrls).toEqual(['http://store.test/apiservices/logout']);
    expect(s.runtime.bus.last('session:changed')).toEqual({ signedIn: false });
    expect(cookieNames()).toEqual([]);
  });

  it('a second sign-out while the first runs (a double click on sign-out) signs out once', async () => {
    const s = start({ resultCode: '0000', hasAddInfo: 'Y', resultValue: 'Y' });
    await s.started.ready;
    s.runtime.bus.emit('session:sign-out', {});
    s.runtime.bus.emit('session:sign-out', {});
    await vi.waitFor(() => expect(s.navigate).toHaveBeenCalled());
    s.runtime.bus.emit('session:sign-out', {});
    await Promise.resolve();
    expect(s.navigate).toHaveBeenCalledTimes(1);
    expect(s.jsonpUrls).toEqual(['http://store.test/apiservices/logout']);
  });
});
