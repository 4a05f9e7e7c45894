/**
 * Control routes under /__backend/ (never logged, never faulted): simulated sign-in and
 * sign-out, faults, the request log, reset, and read-only views of users and routes.
 */
import { BadRequest } from '../exchange.mjs';
import { parseFault } from '../faults.mjs';
import { SITES } from '../seed.mjs';
import { signInCookies, signOutCookies, safeTarget } from '../session-cookies.mjs';

/** A user as the control API shows it (jwt and guid included so tests can call services directly). */
function summary(user) {
  const { id, site, firstname, lastname, email, guid, jwt, loginType, rewards, b2b, smb, resultCode, customerStatus, hasAddInfo, guidConsent, consents, snsSessionId, expired, refreshToken, cartCode, wishlist } = user;
  return { id, site, firstname, lastname, email, guid, jwt, loginType, rewards, b2b, smb, store: user.store?.store_id ?? null, resultCode, customerStatus, hasAddInfo, guidConsent, consents, snsSessionId, expired, refreshToken, cartCode, wishlist };
}

function targetOrJson(ctx, fallback, json, cookies) {
  if (ctx.query.format === 'json') return { json, cookies };
  return { redirect: safeTarget(ctx.query.return, fallback, [ctx.env.origins.page, ctx.env.origins.second]), cookies };
}

const escapeHtml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Without ?user: the page the pages' sign-in form and loginLinkURL lead to, listing the seeded
 * users of the site (from ?site or the form's countryCode) as sign-in links.
 */
function chooser(ctx) {
  const bySite = Object.entries(SITES).find(([, s]) => s.countryCode === ctx.query.countryCode)?.[0];
  const site = ctx.query.site ?? bySite;
  const back = ctx.query.return ?? ctx.query.goBackURL ?? ctx.query.redirect_uri ?? '';
  const users = [...ctx.env.state.users.values()].filter((u) => !site || u.site === site);
  const items = users.map((u) => `<li><a href="/__backend/sign-in?user=${encodeURIComponent(u.id)}${back ? `&amp;return=${encodeURIComponent(back)}` : ''}">${escapeHtml(u.id)}</a> (${escapeHtml(`${u.firstname} ${u.lastname}`.trim() || 'no name')}, ${escapeHtml(u.loginType)}${u.store ? `, store ${escapeHtml(u.store.store_id)}` : ''})</li>`);
  return { contentType: 'text/html; charset=utf-8', text: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sign in (local backend)</title></head><body><main><h1>Sign in as</h1><ul>${items.join('')}</ul></main></body></html>` };
}

/** GET /__backend/sign-in?user=<id>[&site=<site>][&return=<path>][&format=json]: sets the sign-in cookies. */
function signIn(ctx) {
  if (ctx.query.loginId && !ctx.query.user) return accountSignIn(ctx);
  if (!ctx.query.user) return chooser(ctx);
  const user = ctx.env.state.users.get(ctx.query.user);
  if (!user) throw new BadRequest(`unknown user "${ctx.query.user ?? ''}"; seeded users: ${[...ctx.env.state.users.keys()].join(', ')}`);
  const site = ctx.query.site ?? user.site;
  if (!SITES[site]) throw new BadRequest(`unknown site "${site}"; sites: ${Object.keys(SITES).join(', ')}`);
  const home = user.b2b ? `/${site}/business/` : `/${site}/`;
  return targetOrJson(ctx, home, { signedIn: user.id, site, jwt: user.jwt, guid: user.guid }, signInCookies(user, site));
}

/**
 * The account service answering the pages' hidden sign-in form (docs/rules.md §7): `loginId` is
 * the email the login layer checked. A seeded user with that email on the form's site is signed
 * in and sent back to `goBackURL` (checked like `return`); the password is the account service's
 * own step, which this backend skips. An unknown email gets the chooser, as a real account
 * service would ask again.
 */
function accountSignIn(ctx) {
  const email = String(ctx.query.loginId).trim().toLowerCase();
  const site = Object.entries(SITES).find(([, s]) => s.countryCode === ctx.query.countryCode)?.[0];
  const user = [...ctx.env.state.users.values()].find((u) => u.email.toLowerCase() === email && (!site || u.site === site));
  if (!user) return chooser(ctx);
  return signIn({ ...ctx, query: { ...ctx.query, loginId: undefined, user: user.id, site: user.site, return: ctx.query.goBackURL || undefined } });
}

/**
 * GET /__backend/sign-out[?site=][&return=]: clears every sign-in cookie; goes back to the referring page by default.
 * The page's hidden signOut form carries the way back as `state` (docs/rules.md §7), checked like `return`.
 */
function signOut(ctx) {
  const referer = safeTarget(ctx.req.headers.referer, null, [ctx.env.origins.page]);
  const fallback = ctx.query.site ? `/${ctx.query.site}/` : referer ?? '/uk/';
  const query = { ...ctx.query, return: ctx.query.return ?? (ctx.query.state || undefined) };
  return targetOrJson({ ...ctx, query }, fallback, { signedIn: null }, signOutCookies());
}

/** POST /__backend/faults: one fault object or an array of them. */
function addFaults(ctx) {
  if (ctx.body === undefined) throw new BadRequest('JSON body required: {"path":"/search/suggest/v6","mode":"500"}');
  const list = (Array.isArray(ctx.body) ? ctx.body : [ctx.body]).map(parseFault);
  ctx.env.faults.add(list);
  return { status: 201, json: { faults: ctx.env.faults.list() } };
}

/** Routes of this module. */
export const controlRoutes = [
  { method: 'GET', path: '/__backend/sign-in', handler: signIn },
  { method: 'GET', path: '/__backend/sign-out', handler: signOut },
  { method: 'POST', path: '/__backend/faults', handler: addFaults },
  { method: 'GET', path: '/__backend/faults', handler: (ctx) => ({ json: { faults: ctx.env.faults.list() } }) },
  { method: 'DELETE', path: '/__backend/faults', handler: (ctx) => (ctx.env.faults.clear(), { json: { faults: [] } }) },
  { method: 'GET', path: '/__backend/requests', handler: (ctx) => ({ json: { requests: ctx.env.log.list(ctx.query) } }) },
  { method: 'DELETE', path: '/__backend/requests', handler: (ctx) => (ctx.env.log.clear(), { json: { requests: [] } }) },
  { method: 'POST', path: '/__backend/reset', handler: (ctx) => (ctx.env.reset(), { json: { reset: true } }) },
  { method: 'GET', path: '/__backend/users', handler: (ctx) => ({ json: { users: [...ctx.env.state.users.values()].map(summary) } }) },
  { method: 'GET', path: '/__backend/routes', handler: (ctx) => ({ json: { routes: ctx.env.routes() } }) },
];
