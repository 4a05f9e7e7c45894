/**
 * The cookies a real sign-in sets and a sign-out clears (SPEC §3 "Cookies" and the sign-out
 * list), and the redirect-target check every backend redirect uses.
 */
import { cookie } from './exchange.mjs';
import { SITES } from './seed.mjs';

const DAY = 86400;

/** The jwt cookie name of a site: jwt_{country} with the page's site code, as the runtime reads it (jwt_uk, jwt_ae_ar). */
export function jwtCookieName(site) {
  return `jwt_${site.toLowerCase()}`;
}

/** Set-Cookie values for a signed-in user on a site (discount members also get the store cookies). */
export function signInCookies(user, site = user.site, jwt = user.jwt) {
  const out = [cookie(jwtCookieName(site), jwt, { maxAge: DAY }), cookie('guid', user.guid, { maxAge: DAY }), cookie('xsdcxyn', 'Y', { maxAge: DAY })];
  if (user.saState) out.push(cookie('sa_state', `state-${user.id}`, { maxAge: DAY }));
  if (user.snsSessionId) out.push(cookie('snsSessionId', user.snsSessionId, { maxAge: DAY }));
  if (user.b2b) out.push(cookie('xsdcbxyn', 'Y', { maxAge: DAY }), cookie('isSMBRegisteredUserYN', user.smb ? 'Y' : 'N', { maxAge: DAY }));
  if (user.store) out.push(...storeCookies(user));
  return out;
}

/** SPEC §3 discount-store cookie data: store id, name, plan, logo, segment, verified flag. */
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
    'guid', 'xsdcxyn', 'xsdcbxyn', 'sa_state', 'snsSessionId', 'isSMBRegisteredUserYN', 'isUSGuestUser', 'estoreLoginRequesting',
    ...STORE_COOKIE_NAMES,
  ];
  return names.map((n) => cookie(n, '', { maxAge: 0 }));
}

/**
 * A redirect target taken from a query parameter: same-site paths and the backend's own origins
 * only (DESIGN "Redirects"), else the fallback.
 */
export function safeTarget(value, fallback, origins = []) {
  if (typeof value !== 'string' || value === '') return fallback;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return origins.includes(url.origin) ? url.href : fallback;
  } catch {
    return fallback;
  }
}
