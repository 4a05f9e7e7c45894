/**
 * The session chunk's entry (docs/architecture.md "Session"): loaded by the config step only on
 * pages with a sign-in cookie. It starts the session service, answers `session:sign-out`
 * requests, runs the session check where the site asks for it (`flags.sessionCheck`), and shows
 * the status popup that the page's query asks for (`customerStatus`, `isblock=true`).
 */
import type { Bus } from '../bus';
import { request } from '../http';
import type { PageConfig } from '../page-config';
import type { SiteConfig } from '../site-config';
import { CN_REFRESH, refreshChinaSession } from './china-refresh';
import { readCookie } from '../cookies';
import { createSession, type Session } from './session';
import { loginErrorText, queryStatus, sessionCheckOutcome } from './session-check';
import { clearSignOutCookies } from './session-cookies';
import { sessionEndpoints } from './session-endpoints';
import type { SessionUi } from './session-types';
import type { SessionCall } from './session-validate';
import { signOut } from './sign-out';
import { createStoreInterface, type StoreCall } from './store-interface';

import { pageSessionUi } from './session-ui';
import type { RuntimeSource } from '../runtime';

/** Store calls without a figure in docs/rules.md §9 wait this long. */
const MINICART_TIMEOUT_MS = 10_000;

/** What the chunk is started with. */
export interface SessionStartEnv {
  page: PageConfig;
  site: SiteConfig;
  bus: Pick<Bus, 'emit' | 'on'>;
  ui: SessionUi;
  t: (key: string, fallback?: string) => string;
  doc?: Document;
  call?: SessionCall;
  /** Loads a JSONP URL (default: runtime/jsonp, loaded on sign-out). */
  jsonp?: (url: string, timeoutMs: number) => Promise<unknown>;
  navigate?: (url: string) => void;
}

/** The started session and the store-interface client bound to it. */
export interface StartedSession {
  session: Session;
  storeCall: StoreCall;
  ready: Promise<unknown>;
}

/**
 * The sso logout's JSONP (docs/rules.md §7): the module loads only when a shopper signs out, and
 * the sso host, which the page or site config names, is allowed as a script host for it.
 */
async function ssoJsonp(url: string, timeoutMs: number): Promise<unknown> {
  const { allowJsonpHosts, jsonp } = await import('../jsonp');
  allowJsonpHosts(new URL(url, location.href).host);
  return jsonp(url, { timeoutMs, prefix: 'sfLogout' });
}

/** Starts the session on the page. */
export function startSession(env: SessionStartEnv): StartedSession {
  const { page, site, bus, ui, t, doc = document, call = request as SessionCall, jsonp = ssoJsonp, navigate = (url) => location.assign(url) } = env;
  const urls = sessionEndpoints(page, site);
  const china = page.siteCode === 'cn' && readCookie(CN_REFRESH) !== undefined;
  const refresh = china ? () => refreshChinaSession({ url: urls.chinaRefresh, clientId: site.endpoints.chinaClientId ?? '', clientSecret: site.endpoints.chinaClientSecret ?? '', call }) : undefined;
  const session = createSession({ page, urls, bus, doc, call, ...(refresh ? { refresh } : {}) });
  // One sign-out a page: a second request (a double click on sign-out) joins the first, which
  // ends by leaving the page.
  let leaving: Promise<void> | undefined;
  const leave = (returnUrl?: string) =>
    (leaving ??= signOut({ page, site, urls, call, doc, navigate, jsonp, log: console }, returnUrl).then(() => session.signedOut()));
  const storeCall = createStoreInterface({ page, site, urls, ui, call, navigate, signOut: leave });
  bus.on('session:sign-out', ({ returnUrl }) => void leave(returnUrl));
  // A store call of the cart's or the wishlist's own refused as signed out (docs/rules.md §8): the
  // client's alert and login address, shared with its own calls' (once, however many are refused).
  bus.on('session:expired', () => void storeCall.expired());

  // A whole count of 0 or more goes to the badges; anything else publishes nothing (docs/rules.md §4).
  const publishCount = (count: unknown): boolean => {
    const whole = typeof count === 'number' && Number.isSafeInteger(count) && count >= 0;
    if (whole) bus.emit('cart:count', { count });
    return whole;
  };
  const showStatus = (code: string) => {
    const { title, text } = loginErrorText(code, t);
    return ui.alert(text, { title });
  };
  if (site.flags.sessionCheck) {
    session.beforeReady(async (state) => {
      if (state.phase !== 'signed-in') return;
      const reply = await storeCall('getSessionCheck', { ssoID: state.user.guid }, { codes: 'own' });
      const outcome = sessionCheckOutcome(reply);
      if (outcome.status === 'signed-in') {
        // docs/rules.md §4: the check's cartCount feeds the badge; a missing or bad one publishes
        // nothing. Checked here, not through runtime/services/cart-count, which the cart button
        // shares: a module two chunks share becomes a third chunk (.size-limit.cjs).
        publishCount(reply.cartCount);
        if (!outcome.hasAddInfo || !outcome.guidConsent) bus.emit('session:consent-needed', { hasAddInfo: outcome.hasAddInfo, guidConsent: outcome.guidConsent });
        return;
      }
      // docs/rules.md §8: no result code is a failed check (as a server error is): logged, no sign-out.
      if (outcome.status === 'no-answer') throw new Error('getSessionCheck answered without resultCode');
      // docs/rules.md §8: a session check other than '0000' signs out.
      clearSignOutCookies(page.siteCode, page.b2bFlag);
      session.signedOut();
      void showStatus(outcome.code);
    });
  }
  // docs/rules.md §7: where the site counts the cart on the mini-cart (`flags.minicartCount`),
  // a signed-in page reads it once; the read does not hold the queue, and a failed or malformed
  // one leaves the badge as it was.
  if (site.flags.minicartCount) {
    session.beforeReady((state) => {
      if (state.phase !== 'signed-in') return;
      call(urls.minicart, { timeoutMs: MINICART_TIMEOUT_MS, credentials: 'include' })
        .then((reply) => {
          if (!publishCount((reply as { totalProducts?: unknown } | null)?.totalProducts)) throw reply;
        })
        .catch((failure: unknown) => console.warn('storefront: minicart/totalProducts gave no count; the badge stays', failure));
    });
  }
  // docs/rules.md §4 "Store call queue": the signed-out wishlist moves to the server before the
  // queue is released; only confirmed items leave the cookie, the rest are retried next page.
  // Its code loads only when a wl cookie exists (most sign-ins have none).
  session.beforeReady(async (state) => {
    if (state.phase !== 'signed-in' || !readCookie('wishlist')) return;
    // Within 10 s, as every chunk (docs/rules.md §4 "Store call queue"): a load that stalls must not
    // hold the queue, and so every store call, for good. Its failure is the step's: logged, queue released.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { handOverWishlist, wishlistChange } = await Promise.race([import('./wishlist-store'), new Promise<never>((_, reject) => (timer = setTimeout(reject, 10_000, 'the hand-over code did not load in 10 s')))]).finally(() => clearTimeout(timer));
    const change = wishlistChange(page, site, storeCall);
    await handOverWishlist((code) => change('add', code), console);
  });
  const ready = session.start().then(() => {
    const asked = queryStatus(location.search);
    if (asked) void showStatus(asked);
  });
  return { session, storeCall, ready };
}

/** The chunk's entry on a page: the page's popups and dictionary; resolves when the queue is released. */
export function startOnPage(page: PageConfig, site: SiteConfig, bus: Pick<Bus, 'emit' | 'on'>, source: Pick<RuntimeSource, 'get'>): Promise<unknown> {
  return startSession({ page, site, bus, ui: pageSessionUi(), t: (key, fallback) => source.get().t(key, fallback) }).ready;
}
