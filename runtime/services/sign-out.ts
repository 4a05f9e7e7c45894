/**
 * Sign-out (docs/rules.md §7 "Login and session", §8 "Logout failure"). China posts its access
 * token with channel hybris, then goes to `/{site}/logout?redirectUrl=`; other sites call the
 * store's logout (x-ecom-jwt for us) and the sso host's JSONP `apiservices/logout` together,
 * then submit the page's hidden `#signOutForm`. The sign-out cookie list is cleared in every
 * outcome; a failed logout (either call) lands on the site home.
 */
import { jwtCookie, readCookie } from '../cookies';
import type { PageConfig } from '../page-config';
import { errorText } from '../report';
import type { SiteConfig } from '../site-config';
import { returnTarget, siteHome } from './return-target';
import { clearSignOutCookies, named } from './session-cookies';
import type { SessionEndpoints } from './session-endpoints';
import type { SessionCall } from './session-validate';

/** Logout calls have no figure of their own in docs/rules.md §9; they get validate's 10 s. */
const LOGOUT_TIMEOUT_MS = 10_000;

/** What a sign-out needs. */
export interface SignOutEnv {
  page: PageConfig;
  site: SiteConfig;
  urls: SessionEndpoints;
  call: SessionCall;
  doc: Document;
  /** Loads a JSONP URL (runtime/jsonp on pages, loaded only when a shopper signs out). */
  jsonp(url: string, timeoutMs: number): Promise<unknown>;
  /** Goes to a URL (location.assign on pages). */
  navigate(url: string): void;
  log: Pick<Console, 'error'>;
}

/** Signs out and leaves the page; `returnUrl` is followed only when allowed. */
export async function signOut(env: SignOutEnv, returnUrl?: string): Promise<void> {
  const { page, site, urls, call, doc } = env;
  const target = returnTarget(returnUrl, page, site);
  const jwt = readCookie(jwtCookie(page.siteCode));
  const home = new URL(siteHome(page), location.href).href;
  try {
    if (page.siteCode === 'cn') {
      const accessToken = readCookie(named('cnAccessToken')) ?? '';
      await call(urls.chinaLogout, { method: 'POST', body: { accessToken, channel: 'hybris' }, timeoutMs: LOGOUT_TIMEOUT_MS, credentials: 'include' });
    } else {
      const headers = page.siteCode === 'us' && jwt ? { 'x-ecom-jwt': jwt } : undefined;
      await Promise.all([
        call(urls.logout, { timeoutMs: LOGOUT_TIMEOUT_MS, credentials: 'include', ...(headers ? { headers } : {}) }),
        env.jsonp(urls.ssoLogout, LOGOUT_TIMEOUT_MS),
      ]);
    }
  } catch (error) {
    clearSignOutCookies(page.siteCode, page.b2bFlag);
    env.log.error(`storefront: sign-out: logout failed: ${errorText(error)}; going to the site home`);
    return env.navigate(home);
  }
  clearSignOutCookies(page.siteCode, page.b2bFlag);
  if (page.siteCode === 'cn') return env.navigate(new URL(`/${page.siteCode}/logout?redirectUrl=${encodeURIComponent(target)}`, location.href).href);
  const form = Document.prototype.getElementById.call(doc, 'signOutForm');
  if (!(form instanceof HTMLFormElement)) return env.navigate(target);
  // The account service reads where to come back from the form's state (docs/rules.md §7).
  const state = form.querySelector<HTMLInputElement>('input[name="state"]');
  if (state) state.value = target;
  HTMLFormElement.prototype.submit.call(form);
}
