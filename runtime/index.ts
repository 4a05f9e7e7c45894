/**
 * The front door to the runtime's services (docs/architecture.md): runtime context, bus and config types,
 * cookies, http, failure reporting. Plugins import the runtime through this file and the
 * other public modules only: `runtime/plugin` (definitions), `runtime/jsonp`, the pure rules
 * in `runtime/rules/*` and the widget hooks in `runtime/ui/*`; never registry, mount, boot or
 * other internals, never another plugin.
 *
 * Why not one barrel for everything: with code splitting, esbuild puts every module a barrel
 * re-exports into a chunk shared by all its importers, so the cart badge (on every page)
 * downloaded the search overlay's sanitisers, JSONP and focus hooks. Keep this file to what
 * nearly every plugin needs.
 */
export type { PluginDefinition, PluginModule, PluginProps, MarkerData, Trigger } from './plugin';
export type { Runtime } from './runtime';
export { useRuntime, useT } from './use-runtime';
export type { Bus, Events } from './bus';
export type { PageConfig } from './page-config';
export type { SiteConfig } from './site-config';
export { COOKIES, readCookie, writeCookie, removeCookie, jwtCookie, type CookieName } from './cookies';
export { request, HttpError, type HttpErrorKind, type RequestOptions } from './http';
export { reportError, guard } from './report';
