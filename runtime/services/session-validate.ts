/**
 * One sign-in check (docs/rules.md §4 "Session", §7 "Login and session", §8): the country's jwt
 * cookie, `validate` then `jwt/details`, each within 10 s. Every outcome is a state; the
 * cookie clean-up each outcome asks for happens here.
 */
import { COOKIES, jwtCookie, readCookie, removeCookie } from '../cookies';
import type { RequestOptions } from '../http';
import { errorText } from '../report';
import type { PageConfig } from '../page-config';
import { loginCookies } from './session-cookies';
import type { SessionEndpoints } from './session-endpoints';
import type { SessionState, SignedOutReason } from './session-types';

/** A network call as runtime/http makes it (tests pass a recording one). */
export type SessionCall = (url: string, options: RequestOptions & { parse?: undefined }) => Promise<unknown>;

/** docs/rules.md §9: validate 10 s (details shares it). */
export const VALIDATE_TIMEOUT_MS = 10_000;
/** docs/rules.md §4: these login types count as signed out. */
const GUEST_LOGINS = new Set(['guest_epp_store', 'referral_url']);
/** A JSON web token: three base64url parts; longer than a cookie can hold is not one. */
const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/** What the check needs besides the network. */
export interface ValidateEnv {
  page: PageConfig;
  urls: SessionEndpoints;
  call: SessionCall;
  log: Pick<Console, 'warn' | 'error'>;
  /** docs/rules.md §8 StoreIdNotPresent: the login-validated flag N. */
  setFlag(signedIn: boolean): void;
}

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 200) : '');

/** Runs the check once; resolves with the state it ends in (never rejects). */
export async function validateSession(env: ValidateEnv): Promise<SessionState> {
  const { page, urls, call, log } = env;
  const jwtRule = jwtCookie(page.siteCode);
  const out = (reason: SignedOutReason): SessionState => ({ phase: 'signed-out', reason });
  const fail = (why: string): SessionState => {
    // docs/rules.md §8: validate or ajax failure deletes the login cookie; the error is logged only.
    removeCookie(jwtRule);
    log.error(`storefront: session: ${why}; signed out`);
    return out('failed');
  };

  const jwt = readCookie(jwtRule);
  // A cookie that is there but cannot be read (a bad percent escape) is no token either.
  if (jwt === undefined && readCookie(jwtRule, undefined, true) === undefined) return out('no-cookie');
  if (jwt === undefined || jwt.length > 8192 || !JWT.test(jwt)) {
    log.warn(`storefront: session: cookie "${jwtRule.name}" does not hold a token; clearing it`);
    removeCookie(jwtRule);
    return out('invalid-jwt');
  }
  const storeId = page.siteCode === 'us' ? readCookie(COOKIES.discountStoreId) : undefined;
  const body = { jwt, ...(storeId ? { store_id: storeId } : {}) };
  const locale = page.language || page.localLang;
  const options = { method: 'POST' as const, body, timeoutMs: VALIDATE_TIMEOUT_MS, credentials: 'include' as const, ...(page.multiLanguageYn && locale ? { headers: { locale } } : {}) };

  let reply: Record<string, unknown>;
  try {
    reply = record(await call(urls.validate, options));
  } catch (error) {
    return fail(`validate failed: ${errorText(error)}`);
  }
  if (reply.error === 'StoreIdNotPresent') {
    // docs/rules.md §8: the flag goes N and nothing is retried; the cookies stay for the store's own pages.
    env.setFlag(false);
    return out('store-id-missing');
  }
  if (reply.statusCode === 401 || reply.error === 'InvalidToken') {
    // docs/rules.md §8 invalid jwt: the country jwt cookie cleared.
    removeCookie(jwtRule);
    return out('invalid-jwt');
  }
  if (reply.statusCode !== 200) return fail(`validate answered statusCode ${JSON.stringify(reply.statusCode ?? null)}`);

  let details: Record<string, unknown>;
  try {
    details = record(await call(urls.details, options));
  } catch (error) {
    return fail(`jwt details failed: ${errorText(error)}`);
  }
  if (details.statusCode !== undefined && details.statusCode !== 200) return fail(`jwt details answered statusCode ${JSON.stringify(details.statusCode)}`);
  const loginType = text(details.login_type ?? reply.login_type);
  if (GUEST_LOGINS.has(loginType)) {
    for (const c of loginCookies(page.siteCode)) removeCookie(c);
    return out('guest-login');
  }
  const info = record(details.user_info ?? reply.user_info);
  const identity = record(details.user_identity ?? reply.user_identity);
  return {
    phase: 'signed-in',
    user: {
      firstName: text(info.firstname),
      lastName: text(info.lastname),
      loginType: loginType || 'sa_login',
      guid: text(identity.guid) || readCookie(COOKIES.guid) || '',
      // docs/rules.md §3 "Discount store cookie data": a member's store as the details give it, unread
      // here (the discount bar checks it, plugins/discount-bar/).
      discount: details.store_info ? { store_info: details.store_info, access_type: identity.access_type } : undefined,
    },
  };
}
