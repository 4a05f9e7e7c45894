/**
 * Account and identity calls of docs/rules.md §7: identity preferences (consents) GET/PUT, B2B customer
 * (SMB flag, 401), account service user refresh, China token refresh and China sign-out.
 */
import { randomUUID } from 'node:crypto';
import { BadRequest, cookie } from '../exchange.mjs';
import { requestUser } from '../state.mjs';
import { CONSENT_DEFS } from '../seed.mjs';
import { jwtCookieName } from '../session-cookies.mjs';

const UNAUTHORISED = { status: 401, json: { statusCode: 401, message: 'A valid jwt is required' } };

/** docs/rules.md §7: the v4 identity calls need x-ecom-app-id (identity-store). */
export function requireAppId(ctx) {
  if (!ctx.req.headers['x-ecom-app-id']) throw new BadRequest('header x-ecom-app-id is required (identity-store)');
}

/** docs/rules.md §3 consents: items with id, is_accepted, data.is_required; India: terms_and_conditions/email_consent. */
function preferencesOf(user) {
  const c = user.consents;
  if (user.site === 'in') return { terms_and_conditions: { is_accepted: c.terms_and_conditions }, email_consent: c.email_consent };
  return { items: Object.keys(c).map((id) => ({ id, is_accepted: c[id], data: { is_required: CONSENT_DEFS[id] ?? false } })) };
}

function getPreferences(ctx) {
  requireAppId(ctx);
  const user = requestUser(ctx);
  return user ? { json: preferencesOf(user) } : UNAUTHORISED;
}

/** docs/rules.md §3 consent payload: consents{ {id}: {is_accepted} }; India: terms_and_conditions/email_consent. */
function putPreferences(ctx) {
  requireAppId(ctx);
  const user = requestUser(ctx);
  if (!user) return UNAUTHORISED;
  const body = ctx.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('JSON object body required');
  if (user.site === 'in') {
    if (body.terms_and_conditions !== undefined) {
      if (typeof body.terms_and_conditions?.is_accepted !== 'boolean') throw new BadRequest('terms_and_conditions.is_accepted must be a boolean');
      user.consents.terms_and_conditions = body.terms_and_conditions.is_accepted;
    }
    if (body.email_consent !== undefined) {
      if (typeof body.email_consent !== 'boolean') throw new BadRequest('email_consent must be a boolean');
      user.consents.email_consent = body.email_consent;
    }
    return { json: preferencesOf(user) };
  }
  const consents = body.consents;
  if (typeof consents !== 'object' || consents === null) throw new BadRequest('body.consents must be an object like {"terms":{"is_accepted":true}}');
  for (const [id, value] of Object.entries(consents)) {
    if (!(id in user.consents)) throw new BadRequest(`unknown consent id "${id}"`);
    if (typeof value?.is_accepted !== 'boolean') throw new BadRequest(`consents.${id}.is_accepted must be a boolean`);
  }
  for (const [id, value] of Object.entries(consents)) user.consents[id] = value.is_accepted;
  if (Object.entries(user.consents).every(([id, v]) => v || !CONSENT_DEFS[id])) user.hasAddInfo = 'Y';
  return { json: preferencesOf(user) };
}

/** docs/rules.md §7 getCustomer: customer.isSMBRegisteredUser; 401 when not signed in. */
function getCustomer(ctx) {
  const user = requestUser(ctx);
  if (!user) return { status: 401, json: { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] } };
  return { json: { customer: { uid: user.email, name: `${user.firstname} ${user.lastname}`.trim(), isSMBRegisteredUser: user.smb, b2b: user.b2b } } };
}

/** docs/rules.md §7 account service GET /api/v1/users: refreshes the jwt cookie of a signed-in user. */
function accountUser(ctx) {
  const user = requestUser(ctx);
  if (!user) return { status: 401, json: { statusCode: 401, message: 'Not signed in' } };
  return { json: { statusCode: 200, guid: user.guid, email: user.email }, cookies: [cookie(jwtCookieName(user.site), user.jwt, { maxAge: 86400 })] };
}

/** docs/rules.md §7 China refresh: clientId, clientSecret, refreshToken → status, data{access_token, refresh_token, expires_in}. */
function chinaRefresh(ctx) {
  const body = typeof ctx.body === 'object' && ctx.body ? ctx.body : {};
  const missing = ['clientId', 'clientSecret', 'refreshToken'].filter((k) => !body[k]);
  if (missing.length) throw new BadRequest(`body fields required: ${missing.join(', ')}`);
  const user = [...ctx.state.users.values()].find((u) => u.refreshToken && u.refreshToken === body.refreshToken);
  if (!user) return { json: { status: 401, message: 'Invalid refresh token' } };
  const access = `cn-access-${randomUUID()}`;
  user.refreshToken = `cn-refresh-${randomUUID()}`;
  ctx.state.accessTokens.set(access, user.id);
  return { json: { status: 200, data: { access_token: access, refresh_token: user.refreshToken, expires_in: 7200 } } };
}

/** docs/rules.md §7 China sign-out: json accessToken and channel hybris. */
function chinaLogout(ctx) {
  const body = typeof ctx.body === 'object' && ctx.body ? ctx.body : {};
  if (typeof body.accessToken !== 'string' || body.channel !== 'hybris') throw new BadRequest('JSON body {"accessToken": string, "channel": "hybris"} required');
  ctx.state.accessTokens.delete(body.accessToken);
  return { json: { status: 200, message: 'success' } };
}

/** Routes of this module. */
export const identityRoutes = [
  { method: 'GET', path: '/v4/identity/preferences', family: 'ecom', handler: getPreferences },
  { method: 'PUT', path: '/v4/identity/preferences', family: 'ecom', handler: putPreferences },
  { method: 'GET', path: '/tokocommercewebservices/v2/:site/users/current/getCustomer', family: 'hybris', handler: getCustomer },
  { method: 'GET', path: '/api/v1/users', family: 'ecom', handler: accountUser },
  { method: 'POST', path: '/api/v1/cn/token/refresh', family: 'status', handler: chinaRefresh },
  { method: 'POST', path: '/api/v1/cn/logout', family: 'status', handler: chinaLogout },
];
