/**
 * In-app webview users (docs/rules.md §1 "Users", §4 "Webview"): the store's apps open its pages in
 * a webview, and there no banner shows (the cookie bar with its app banner). A page is in the
 * webview when the app says so on the address (`appView=SM|ST|SA`, kept for the tab in
 * sessionStorage, as the store's own webview script does) or its user agent carries one of the
 * apps' marker tokens. Inputs are untrusted strings; long ones are cut before matching.
 */

/** The `appView` values the apps put on the address (Samsung Members, SmartThings, the Shop app). */
export const APP_VIEWS = ['SM', 'ST', 'SA'] as const;
/** The user-agent marker tokens of the apps' webviews (docs/rules.md §4 "Webview": the store's to confirm). */
export const WEBVIEW_TOKENS = ['SamsungShopApp', 'SamsungMembers', 'SmartThings'] as const;
/** The sessionStorage key the flag is kept under for the rest of the tab's pages. */
export const WEBVIEW_STORAGE_KEY = 'isInAppWebViewSessionStorage';

const MAX = 1024;
/** One of WEBVIEW_TOKENS as a whole token, alone or with a /version (the test checks the two agree). */
export const TOKEN = /(?:^|[\s;(])(?:SamsungShopApp|SamsungMembers|SmartThings)(?:\/[\w.]+)?(?=$|[\s;)])/;
const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, MAX) : '');

/** The `appView` value of a query string when it is one of the apps', else null. */
export function appViewOf(search: unknown): string | null {
  const value = new URLSearchParams(text(search)).get('appView')?.trim().toUpperCase() ?? '';
  return (APP_VIEWS as readonly string[]).includes(value) ? value : null;
}

/** True when the user agent carries an app's marker token (a whole token, optionally with a /version). */
export function webviewUserAgent(userAgent: unknown): boolean {
  return TOKEN.test(text(userAgent));
}

/** What the decision reads: the user agent, the address's query string and the kept flag. */
export interface WebviewInput {
  userAgent?: unknown;
  search?: unknown;
  stored?: unknown;
}

/** docs/rules.md §4 "Webview": the address flag, the kept flag ('Y') or a marker token. */
export function isAppWebview({ userAgent, search, stored }: WebviewInput): boolean {
  return appViewOf(search) !== null || text(stored).trim().toUpperCase() === 'Y' || webviewUserAgent(userAgent);
}

/** Reads the page's answer (and keeps an address flag for the tab); storage that throws counts as empty. */
export function inAppWebview(win: Pick<Window, 'navigator' | 'location' | 'sessionStorage'> = window): boolean {
  let stored: string | null = null;
  try {
    stored = win.sessionStorage.getItem(WEBVIEW_STORAGE_KEY);
    if (appViewOf(win.location.search)) win.sessionStorage.setItem(WEBVIEW_STORAGE_KEY, 'Y');
  } catch {
    // Storage refused (private mode, sandbox): the address and the user agent still decide.
  }
  return isAppWebview({ userAgent: win.navigator.userAgent, search: win.location.search, stored });
}
