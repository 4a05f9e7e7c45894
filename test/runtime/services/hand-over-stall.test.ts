/**
 * A sign-in whose wishlist hand-over code never arrives (the chunk's request stalls): the
 * session still releases the store-call queue (docs/rules.md §4 "Store call queue": exactly
 * once, in every outcome), 10 s on, with the failure logged; the wl cookie keeps its items
 * for the next page. The clock is controlled.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startSession } from '../../../runtime/services/session-start';
import { clearCookies, pageRuntime, recordingUi, scriptedCall, TOKEN } from './fakes';

// The chunk's load never settles, as a request that stalls after its headers.
vi.mock('../../../runtime/services/wishlist-store', () => new Promise(() => {}));

const VALID = { statusCode: 200, user_info: { firstname: 'Barry', lastname: 'Locke' }, login_type: 'sa_login', user_identity: { guid: 'guid-uk-shopper' } };

beforeEach(() => {
  clearCookies();
  document.cookie = `jwt_uk=${TOKEN}; path=/`;
  document.cookie = 'guid=guid-uk-shopper; path=/';
  document.cookie = 'wl=SM-S938BZKEUB; path=/';
});
afterEach(() => {
  clearCookies();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('releases the queue 10 s after the hand-over code was asked for, logging why, with the wl cookie kept', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const runtime = pageRuntime();
  const { call } = scriptedCall({ '/v1/sso/user/validate': VALID, '/v1/sso/jwt/details': VALID, '/getSessionCheck': { resultCode: '0000' } });
  const started = startSession({ page: runtime.page, site: runtime.site, bus: runtime.bus, ui: recordingUi().ui, t: (_k, f) => f ?? _k, call, jsonp: async () => ({}), navigate: vi.fn(), doc: document });
  await vi.advanceTimersByTimeAsync(9_999);
  expect(runtime.bus.last('session:ready')).toBeUndefined();
  await vi.advanceTimersByTimeAsync(1);
  expect(runtime.bus.last('session:ready')).toEqual({ signedIn: true });
  await started.ready;
  expect(errors.mock.calls.map(([m]) => String(m)).filter((m) => m.includes('a step before the store calls failed'))).toEqual(['storefront: session: a step before the store calls failed: the hand-over code did not load in 10 s']);
  expect(document.cookie).toContain('wl=SM-S938BZKEUB');
});
