/**
 * The cookies a sign-out clears (docs/rules.md §3: the sign-out list, plus B2B's list) and the
 * hidden login-state flag (docs/rules.md §3: "Login state is cached in a hidden flag Y or N").
 * Names the cookie table does not hold are the legacy pages' own names for the same cookies.
 */
import { COOKIES, jwtCookie, removeCookie, type CookieRule } from '../cookies';

/** A cookie the table does not hold, by its legacy name. */
export const named = (name: string): CookieRule => ({ name, life: 0 });

/** The login cookies: clearing them ends a sign-in (docs/rules.md §4: guest logins count as signed out). */
export function loginCookies(country: string): CookieRule[] {
  return [jwtCookie(country), COOKIES.guid, COOKIES.identity, COOKIES.socialSession];
}

/** docs/rules.md §3 sign-out list, in its order of mention. */
const SIGN_OUT = [
  COOKIES.socialSession, // social session id
  COOKIES.storeLoggedIn, // store-login flag
  named('emailHash'), named('emailHashSha256'), // email-hash cookies
  named('firstName'), named('lastName'), named('flpe'), // first/last name (flpe holds both, encrypted)
  COOKIES.guid, named('encGuid'), // guid, encrypted guid
  named('returnURL'), // return URL
  COOKIES.accountState, // global state (sa_state)
  named('cnAccessToken'), named('cnRefreshToken'), // China token
  named('profile'), named('membership'), // profile, membership
  COOKIES.identity, named('idpSession'), // identity-provider session
  COOKIES.storeLoginRequesting, COOKIES.usGuestUser,
];

/** docs/rules.md §3: B2B adds email, phone, user account, tax-exclusive-price flag and SMB registered-user cookies. */
const B2B_SIGN_OUT = [named('b2bEmail'), named('b2bPhone'), named('b2bUserAccount'), named('taxExclusivePriceYN'), COOKIES.identityB2b, COOKIES.smbRegisteredUser];

/** Every cookie a sign-out on this site clears, by name. */
export function signOutCookieNames(country: string, b2b: boolean): string[] {
  return [...new Set([...loginCookies(country), ...SIGN_OUT, ...(b2b ? B2B_SIGN_OUT : [])].map((c) => c.name))];
}

/** Clears the sign-out list (and B2B's when `b2b`). */
export function clearSignOutCookies(country: string, b2b: boolean): void {
  for (const name of signOutCookieNames(country, b2b)) removeCookie(named(name));
}

/** Keeps the hidden login-state flag in step (`#loginValidateYnForGPv2`, docs/rules.md §3); pages without it have nothing to update. */
export function setLoginFlag(doc: Document, signedIn: boolean): void {
  const input = Document.prototype.getElementById.call(doc, 'loginValidateYnForGPv2');
  if (input instanceof HTMLInputElement && input.type === 'hidden') input.value = signedIn ? 'Y' : 'N';
}
