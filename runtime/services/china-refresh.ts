/**
 * China's session refresh (docs/rules.md §4, §7): POST clientId, clientSecret and the refresh
 * token; a 200 status brings new tokens, which replace the cookies. A failed attempt is retried
 * after 5-6 s (docs/rules.md §4), up to three attempts in all. The client id and secret come
 * from the cn site file (`endpoints.chinaClientId`, `endpoints.chinaClientSecret`, docs/sites.md);
 * without them nothing is sent (the service refuses an empty client) and a warning names the field.
 */
import { readCookie, writeCookie, type CookieRule } from '../cookies';
import type { SessionCall } from './session-validate';

const DAY = 86_400_000;
/** The China token cookies (docs/rules.md §3 sign-out list: "China token"). */
export const CN_ACCESS: CookieRule = { name: 'cnAccessToken', life: DAY };
export const CN_REFRESH: CookieRule = { name: 'cnRefreshToken', life: DAY };
const ATTEMPTS = 3;
const TOKEN = /^[\w.~+/=-]{1,4096}$/;

/** What the refresh needs. */
export interface ChinaRefreshEnv {
  url: string;
  clientId: string;
  clientSecret: string;
  call: SessionCall;
  /** 0 ≤ n < 1; spreads the retries over 5-6 s. */
  random?: () => number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One refresh with its retries; resolves true when new tokens were stored. */
export async function refreshChinaSession(env: ChinaRefreshEnv): Promise<boolean> {
  const { random = Math.random, wait = sleep } = env;
  const refreshToken = readCookie(CN_REFRESH);
  if (!refreshToken) return false;
  const missing = !env.clientId ? 'chinaClientId' : !env.clientSecret ? 'chinaClientSecret' : '';
  if (missing) {
    console.warn(`storefront: site config: endpoints.${missing} is not set; the China session is not refreshed`);
    return false;
  }
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const reply = (await env.call(env.url, { method: 'POST', body: { clientId: env.clientId, clientSecret: env.clientSecret, refreshToken }, timeoutMs: 10_000, credentials: 'include' })) as { status?: unknown; data?: { access_token?: unknown; refresh_token?: unknown } } | null;
      const access = reply?.data?.access_token;
      const refresh = reply?.data?.refresh_token;
      if (reply?.status === 200 && typeof access === 'string' && TOKEN.test(access) && typeof refresh === 'string' && TOKEN.test(refresh)) {
        writeCookie(CN_ACCESS, access);
        writeCookie(CN_REFRESH, refresh);
        return true;
      }
      // A refused token does not get better by asking again.
      if (reply?.status === 401) return false;
    } catch {
      // Network trouble: the next attempt may pass.
    }
    if (attempt < ATTEMPTS) await wait(5000 + Math.floor(Math.min(Math.max(random(), 0), 0.999) * 1000));
  }
  return false;
}
