import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../runtime/http';
import { createSession } from '../../../runtime/services/session';

/** docs/rules.md §4: the refresh interval. */
const REFRESH_MS = 900_000;
import { sessionEndpoints } from '../../../runtime/services/session-endpoints';
import { createPageStoreQueue } from '../../../runtime/sign-in-wait';
import { clearCookies, cookieNames, pageRuntime, scriptedCall, TOKEN } from './fakes';

const VALID = { statusCode: 200, user_info: { firstname: 'Olivia', lastname: 'Bennett' }, login_type: 'sa_login', user_identity: { guid: 'guid-uk-shopper' } };
const log = () => ({ warn: vi.fn(), error: vi.fn() });

function setup(replies: Record<string, unknown>, fields: Record<string, string> = {}) {
  const runtime = pageRuntime(fields);
  const events: [string, unknown][] = [];
  for (const type of ['session:changed', 'session:ready'] as const) runtime.bus.on(type, (p) => events.push([type, p]));
  const { call, calls } = scriptedCall(replies);
  const logger = log();
  document.body.innerHTML = '<input type="hidden" id="loginValidateYnForGPv2" value="">';
  const session = createSession({ page: runtime.page, urls: sessionEndpoints(runtime.page, runtime.site), bus: runtime.bus, call, log: logger });
  const ready = () => events.filter(([t]) => t === 'session:ready').map(([, p]) => p);
  const flag = () => (document.getElementById('loginValidateYnForGPv2') as HTMLInputElement).value;
  return { runtime, session, calls, events, ready, logger, flag };
}

beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  vi.useRealTimers();
});

describe('session: signed out without a sign-in cookie', () => {
  it('makes no call and releases the queue signed out', async () => {
    const s = setup({});
    expect(await s.session.start()).toEqual({ phase: 'signed-out', reason: 'no-cookie' });
    expect(s.calls).toEqual([]);
    expect(s.ready()).toEqual([{ signedIn: false }]);
    expect(s.flag()).toBe('N');
  });
});

describe('session: validate then details (docs/rules.md §4, §7)', () => {
  it('signs in on statusCode 200 with the user from jwt/details, and keeps the hidden flag at Y', async () => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID });
    const state = await s.session.start();
    expect(state).toEqual({ phase: 'signed-in', user: { firstName: 'Olivia', lastName: 'Bennett', loginType: 'sa_login', guid: 'guid-uk-shopper' } });
    expect(s.calls.map((c) => c.url)).toEqual(['http://store.test/v1/sso/user/validate', 'http://store.test/v1/sso/jwt/details']);
    expect(s.calls[0]!.options).toMatchObject({ method: 'POST', body: { jwt: TOKEN }, timeoutMs: 10_000 });
    expect(s.calls[0]!.options.headers).toBeUndefined();
    expect(s.events).toEqual([
      ['session:changed', { signedIn: true, firstName: 'Olivia', lastName: 'Bennett', loginType: 'sa_login' }],
      ['session:ready', { signedIn: true }],
    ]);
    expect(s.flag()).toBe('Y');
  });

  it('sends store_id for us discount members and the locale header on multi-language pages', async () => {
    document.cookie = `jwt_us=${TOKEN}; path=/`;
    document.cookie = 'tmktid=education; path=/';
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID }, { siteCode: 'us', language: 'en_US', multiLanguageYn: 'Y' });
    await s.session.start();
    expect(s.calls[0]!.options).toMatchObject({ body: { jwt: TOKEN, store_id: 'education' }, headers: { locale: 'en_US' } });
  });

  it('carries a member\'s store_info and access type from jwt/details on session:changed, as given; none without store_info', async () => {
    document.cookie = `jwt_us=${TOKEN}; path=/`;
    document.cookie = 'tmktid=education; path=/';
    const store_info = { store_id: 'education', store_disp_name: 'Education <b>Offers</b>' };
    const details = { ...VALID, jwt: TOKEN, store_info, epp_verified: true, user_identity: { guid: 'g', access_type: 'email' } };
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': details }, { siteCode: 'us' });
    await s.session.start();
    expect(s.events[0]).toEqual(['session:changed', { signedIn: true, firstName: 'Olivia', lastName: 'Bennett', loginType: 'sa_login', discount: { store_info, access_type: 'email' } }]);
    const plain = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': { ...VALID, jwt: TOKEN } }, { siteCode: 'us' });
    await plain.session.start();
    expect((plain.events[0]![1] as { discount?: unknown }).discount).toBeUndefined();
  });

  it('does not send store_id outside us', async () => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    document.cookie = 'tmktid=acme; path=/';
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID });
    await s.session.start();
    expect(s.calls[0]!.options.body).toEqual({ jwt: TOKEN });
  });

  it.each(['guest_epp_store', 'referral_url'])('counts login type %s as signed out and clears the session cookies', async (loginType) => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    document.cookie = 'guid=guid-1; path=/';
    document.cookie = 'xsdcxyn=Y; path=/';
    document.cookie = 'tmktid=military; path=/';
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': { ...VALID, login_type: loginType } });
    expect(await s.session.start()).toEqual({ phase: 'signed-out', reason: 'guest-login' });
    expect(cookieNames()).toEqual(['tmktid']);
    expect(s.ready()).toEqual([{ signedIn: false }]);
  });
});

describe('session: bad tokens and failures (docs/rules.md §8)', () => {
  it.each([['not-a-token'], ['a.b'], ['<script>.x.y'], ['x'.repeat(9000)]])('clears a malformed jwt cookie (%#) without calling, and warns naming the cookie', async (value) => {
    document.cookie = `jwt_uk=${encodeURIComponent(value)}; path=/`;
    const s = setup({});
    expect(await s.session.start()).toEqual({ phase: 'signed-out', reason: 'invalid-jwt' });
    expect(s.calls).toEqual([]);
    expect(s.logger.warn).toHaveBeenCalledWith('storefront: session: cookie "jwt_uk" does not hold a token; clearing it');
    expect(cookieNames()).not.toContain('jwt_uk');
    expect(s.ready()).toEqual([{ signedIn: false }]);
  });

  it('clears a jwt cookie whose value cannot be read (a bad percent escape) without calling', async () => {
    document.cookie = 'jwt_uk=%E9%E9; path=/';
    const s = setup({});
    expect(await s.session.start()).toEqual({ phase: 'signed-out', reason: 'invalid-jwt' });
    expect(s.calls).toEqual([]);
    expect(s.logger.warn).toHaveBeenCalledWith('storefront: session: cookie "jwt_uk" does not hold a token; clearing it');
    expect(cookieNames()).not.toContain('jwt_uk');
  });

  it('clears the jwt cookie when validate calls the token invalid (forged or expired)', async () => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    document.cookie = 'guid=g; path=/';
    const s = setup({ '/v1/sso/user/validate': { statusCode: 401, error: 'InvalidToken' } });
    expect(await s.session.start()).toEqual({ phase: 'signed-out', reason: 'invalid-jwt' });
    expect(cookieNames()).toEqual(['guid']);
    expect(s.calls).toHaveLength(1);
  });

  it('StoreIdNotPresent: flag N, cookies kept, no retry', async () => {
    document.cookie = `jwt_us=${TOKEN}; path=/`;
    const s = setup({ '/v1/sso/user/validate': { statusCode: 400, error: 'StoreIdNotPresent' } }, { siteCode: 'us' });
    expect(await s.session.start()).toEqual({ phase: 'signed-out', reason: 'store-id-missing' });
    expect(s.calls).toHaveLength(1);
    expect(cookieNames()).toEqual(['jwt_us']);
    expect(s.flag()).toBe('N');
  });

  it.each([
    ['HTTP 500', new HttpError('status', 'u', 'POST u answered HTTP 500', 500), 'validate failed: HttpError: POST u answered HTTP 500'],
    ['a timeout', new HttpError('timeout', 'u', 'POST u timed out after 10000 ms'), 'validate failed: HttpError: POST u timed out after 10000 ms'],
    ['malformed JSON', new HttpError('malformed', 'u', 'POST u answered with malformed JSON'), 'validate failed: HttpError: POST u answered with malformed JSON'],
    ['a wrong statusCode', { statusCode: 302 }, 'validate answered statusCode 302'],
    ['no statusCode', 'ok', 'validate answered statusCode null'],
  ])('validate failing with %s: login cookie deleted, error logged, signed out', async (_, reply, why) => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const s = setup({ '/v1/sso/user/validate': reply });
    expect(await s.session.start()).toEqual({ phase: 'signed-out', reason: 'failed' });
    expect(cookieNames()).not.toContain('jwt_uk');
    expect(s.logger.error).toHaveBeenCalledWith(`storefront: session: ${why}; signed out`);
    expect(s.ready()).toEqual([{ signedIn: false }]);
  });

  it('details failing after a valid validate also ends signed out', async () => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': { statusCode: 500 } });
    expect(await s.session.start()).toEqual({ phase: 'signed-out', reason: 'failed' });
    expect(s.ready()).toEqual([{ signedIn: false }]);
  });
});

describe('session: session:ready exactly once', () => {
  it('a second start returns the first run and emits nothing more', async () => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID });
    const [a, b] = await Promise.all([s.session.start(), s.session.start()]);
    expect(a).toBe(b);
    await s.session.start();
    expect(s.ready()).toHaveLength(1);
    expect(s.calls).toHaveLength(2);
  });

  it('runs the steps before the release, in order; a throwing step still releases', async () => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID });
    const order: string[] = [];
    s.session.beforeReady(async (state) => void order.push(`wishlist:${state.phase}:${s.ready().length}`));
    s.session.beforeReady(() => {
      throw new Error('wishlist server down');
    });
    await s.session.start();
    expect(order).toEqual(['wishlist:signed-in:0']);
    expect(s.ready()).toEqual([{ signedIn: true }]);
    expect(s.logger.error).toHaveBeenCalledWith('storefront: session: a step before the store calls failed: Error: wishlist server down');
  });

  it.each([
    ['signed in', { '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID }],
    ['invalid', { '/v1/sso/user/validate': { statusCode: 401 } }],
    ['failed', { '/v1/sso/user/validate': new HttpError('network', 'u', 'down') }],
    ['timed out', { '/v1/sso/user/validate': new HttpError('timeout', 'u', 'timed out') }],
  ])('releases a waiting store call when %s', async (_, replies) => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const s = setup(replies);
    const queue = createPageStoreQueue(s.runtime.page, s.runtime.bus);
    const ran = queue.queue(() => 'cart count');
    expect(queue.ready).toBe(false);
    await s.session.start();
    expect(await ran).toBe('cart count');
  });
});

describe('session: refresh every 900000 ms while sa_state exists', () => {
  it('checks again on the interval, and signs out when the check fails', async () => {
    vi.useFakeTimers();
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    document.cookie = 'sa_state=state-1; path=/';
    let valid = true;
    const s = setup({ '/v1/sso/user/validate': () => (valid ? VALID : { statusCode: 401 }), '/v1/sso/jwt/details': VALID });
    await s.session.start();
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(s.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(4);
    valid = false;
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(s.session.state).toEqual({ phase: 'signed-out', reason: 'failed' });
    expect(s.events.at(-1)).toEqual(['session:changed', { signedIn: false }]);
    expect(s.ready()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 3);
    expect(s.calls).toHaveLength(5);
  });

  it('does not refresh without sa_state, and stops when it goes', async () => {
    vi.useFakeTimers();
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID });
    await s.session.start();
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 2);
    expect(s.calls).toHaveLength(2);
  });

  it('uses the given refresh (China) instead of a new check', async () => {
    vi.useFakeTimers();
    document.cookie = `jwt_cn=${TOKEN}; path=/`;
    document.cookie = 'sa_state=s; path=/';
    const runtime = pageRuntime({ siteCode: 'cn' });
    const { call, calls } = scriptedCall({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID });
    const refresh = vi.fn(async () => true);
    const session = createSession({ page: runtime.page, urls: sessionEndpoints(runtime.page, runtime.site), bus: runtime.bus, call, log: log(), refresh });
    await session.start();
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(session.state.phase).toBe('signed-in');
  });

  it('signedOut() forgets the user and stops refreshing', async () => {
    vi.useFakeTimers();
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    document.cookie = 'sa_state=s; path=/';
    const s = setup({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID });
    await s.session.start();
    s.session.signedOut();
    expect(s.session.state).toEqual({ phase: 'signed-out', reason: 'signed-out' });
    expect(s.flag()).toBe('N');
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(s.calls).toHaveLength(2);
  });
});
