/**
 * The front door: everything a plugin may use of the runtime (STYLE 1). Plugins import from
 * here only (and their components from runtime/ui for React primitives), never from other
 * runtime files or other plugins. Nothing here may import React: plugin definitions import
 * this file, and anything it pulls in lands in the boot code.
 */
export { definePlugin, type PluginDefinition, type PluginProps, type MarkerData, type Trigger } from './plugin';
export { getRuntime, type Runtime } from './context';
export { useRuntime, useT } from './use-runtime';
export type { Bus, Events } from './bus';
export type { PageConfig } from './page-config';
export type { SiteConfig } from './site-config';
export { COOKIES, readCookie, writeCookie, removeCookie, jwtCookie, type CookieName } from './cookies';
export { request, HttpError, type HttpErrorKind, type RequestOptions } from './http';
export { jsonp, type JsonpOptions } from './jsonp';
export { reportError, guard } from './report';
export { cartBadgeCount, CART_BADGE_CAP } from './rules/cart-badge';
export { sanitiseQuery, submittedQuery, suggestionDomain } from './rules/search-input';
export { searchHistoryCookie } from './rules/cookie-lists';
export { useScrollLock } from './ui/use-scroll-lock';
export { useFocusLoop, tabbables } from './ui/use-focus-loop';
export { openSizedWindow } from './ui/open-sized-window';
