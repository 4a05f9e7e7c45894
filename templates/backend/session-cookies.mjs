/**
 * The cookies a real sign-in sets and a sign-out clears (docs/rules.md §3 "Cookies" and the sign-out
 * list), and the redirect-target check every backend redirect uses.
 */
import { cookie } from './exchange.mjs';
import { SITES } from './seed.mjs';

const DAY = 86400;

/** The jwt cookie name of a site: jwt_{country} with the page's site code, as the runtime reads it (jwt_uk, jwt_ae_ar). */
export function jwtCookieName(site) {
  return `jwt_${site.toLowerCase()}`;
}

/** Set-Cookie values for a signed-in user on a site (discount members also get store cookies). */
export function signInCookies(user, site = user.site, jwt = user.jwt) {
  const out = [cookie(jwtCookieName(site), jwt, { maxAge: DAY }), cookie('guid', user.guid, { maxAge: DAY }), cookie('xsdcxyn', 'Y', { maxAge: DAY })];
  if (user.saState) out.push(cookie('sa_state', `state-${user.id}`, { maxAge: DAY }));
  if (user.snsSessionId) out.push(cookie('snsSessionId', user.snsSessionId, { maxAge: DAY }));
  if (user.b2b) out.push(cookie('xsdcbxyn', 'Y', { maxAge: DAY }), cookie('isSMBRegisteredUserYN', user.smb ? 'Y' : 'N', { maxAge: DAY }));
  // US members: only the store id the validate call sends (docs/rules.md §7); the page sets the
  // other discount cookies from the jwt details (docs/rules.md §4 "US discount store").
  if (user.store) out.push(...(user.site === 'us' ? [cookie('tmktid', user.store.store_id, { maxAge: DAY })] : storeCookies(user)));
  // China's tokens (docs/rules.md §3 sign-out list "China token"), refreshed by the China refresh call.
  if (user.refreshToken) out.push(cookie('cnAccessToken', `cn-access-${user.id}`, { maxAge: DAY }), cookie('cnRefreshToken', user.refreshToken, { maxAge: DAY }));
  return out;
}

/** docs/rules.md §3 discount-store cookie data: store id, name, plan, logo, segment, verified flag. */
export function storeCookies(user) {
  const s = user.store;
  const verified = user.accessType.includes('email') ? 'Y' : 'N';
  return [
    cookie('tmktid', s.store_id, { maxAge: DAY }),
    cookie('tmktname', s.store_disp_name, { maxAge: DAY }),
    cookie('tppid', s.legacy_plan_id, { maxAge: DAY }),
    cookie('tlgimg', s.image_logo_url, { maxAge: DAY }),
    cookie('tsgmt', s.store_segment, { maxAge: DAY }),
    cookie('epp_verified', verified, { maxAge: DAY }),
    cookie('isStoreLogedIn', 'Y', { maxAge: DAY }),
  ];
}

/** Names of the discount-store cookies (cleared on exit store). */
export const STORE_COOKIE_NAMES = ['tmktid', 'tmktname', 'tppid', 'tlgimg', 'tsgmt', 'epp_verified', 'isStoreLogedIn'];

/** Set-Cookie values that clear a signed-in session on every seeded site. */
export function signOutCookies() {
  const names = [
    ...new Set(Object.keys(SITES).map(jwtCookieName)),
    'guid', 'xsdcxyn', 'xsdcbxyn', 'sa_state', 'snsSessionId', 'isSMBRegisteredUserYN', 'isUSGuestUser', 'estoreLoginRequesting', 'cnAccessToken', 'cnRefreshToken',
    ...STORE_COOKIE_NAMES,
  ];
  return names.map((n) => cookie(n, '', { maxAge: 0 }));
}

/** Stands for "the origin this request came in on" while a relative target is resolved. */
const SAME = 'http://same-origin.invalid';

/**
 * A redirect target taken from a query parameter or header: paths on the origin the request
 * came in on and the backend's own `origins` only (docs/architecture.md "Redirects"), else the
 * fallback. The target is checked the way a browser will read it: the URL parser drops ASCII
 * tab, newline and carriage return anywhere (`/%09/evil.example/` arrives as `/\t/evil.example/`
 * and becomes `//evil.example/`), so the value is resolved by that parser and its origin
 * compared; a percent-decoded copy must pass the same check, and backslashes (read as slashes)
 * are refused outright. Same-origin targets come back as path, query and hash.
 */
export function safeTarget(value, fallback, origins = []) {
  if (typeof value !== 'string' || value === '') return fallback;
  let decoded;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  const forms = [value, decoded].map((form) => form.replace(/[\t\n\r]/g, ''));
  if (forms.some((form) => form.includes('\\'))) return fallback;
  let target;
  for (const form of forms) {
    let url;
    try {
      url = new URL(form, SAME);
    } catch {
      return fallback;
    }
    if (url.origin !== SAME && !origins.includes(url.origin)) return fallback;
    target ??= url;
  }
  return target.origin === SAME ? `${target.pathname}${target.search}${target.hash}` : target.href;
}
