/**
 * Sign-in and session calls of docs/rules.md §7 "Login and session": validate, jwt details, SA login,
 * hold login, logouts, exit store, rewards tier and rewards check.
 */
import { BadRequest, cookie } from '../exchange.mjs';
import { userByJwt, requestUser, tokenFor } from '../state.mjs';
import { signOutCookies, jwtCookieName, safeTarget, STORE_COOKIE_NAMES } from '../session-cookies.mjs';

/** The fields validate and jwt details share (docs/rules.md §3 "Validate/details response"). */
function userFields(user, claims) {
  return {
    statusCode: 200,
    user_info: { firstname: user.firstname, lastname: user.lastname, email: user.email },
    login_type: user.loginType,
    user_identity: { guid: user.guid, access_type: user.accessType, ...(claims.store_id ? { store_id: claims.store_id } : {}) },
  };
}

function jwtFromBody(body) {
  if (typeof body !== 'object' || body === null || typeof body.jwt !== 'string' || body.jwt === '') throw new BadRequest('JSON body with a "jwt" string is required');
  if (body.store_id !== undefined && typeof body.store_id !== 'string') throw new BadRequest('"store_id" must be a string');
  return body.jwt;
}

/** docs/rules.md §7: POST {login host}/v1/sso/user/validate. Outcome in the body's statusCode. */
function validate(ctx) {
  const found = userByJwt(ctx.state, jwtFromBody(ctx.body));
  if (!found) return { json: { statusCode: 401, error: 'InvalidToken', message: 'The jwt is invalid or expired.' } };
  const { user, claims } = found;
  // docs/rules.md §8: a US discount member's token must come with its store id (a token from
  // exit-store carries no store: its holder is a shopper like any other).
  if (user.site === 'us' && user.store && claims.store_id && !ctx.body.store_id) return { json: { statusCode: 400, error: 'StoreIdNotPresent', message: 'store_id is required for this user.' } };
  return { json: userFields(user, claims) };
}

/** docs/rules.md §7: POST {store}/v1/sso/jwt/details; discount members also get store_info. */
function details(ctx) {
  const found = userByJwt(ctx.state, jwtFromBody(ctx.body));
  if (!found) return { json: { statusCode: 401, error: 'InvalidToken', message: 'The jwt is invalid or expired.' } };
  const { user, claims } = found;
  const store = user.store && claims.store_id ? { store_info: { ...user.store }, epp_verified: user.accessType.includes('email') } : {};
  return { json: { ...userFields(user, claims), jwt: user.jwt, ...store } };
}

/** docs/rules.md §7 callSALogin: redCookieChk Y when a Samsung Account session exists without a valid sign-in. */
function callSALogin(ctx) {
  const signedIn = Boolean(requestUser(ctx));
  return { json: { statusCode: 200, redCookieChk: ctx.cookies.sa_state && !signedIn ? 'Y' : 'N' } };
}

/** docs/rules.md §7 holdLogin: 200 (reload) when signed in, else 301 with returnURL. */
function holdLogin(ctx) {
  if (requestUser(ctx)) return { json: { statusCode: 200 } };
  const home = `/${ctx.params.site}/`;
  return { json: { statusCode: 301, returnURL: safeTarget(ctx.query.return_url, home, [ctx.env.origins.page]) } };
}

function logout() {
  return { json: { statusCode: 200, resultCode: '0000' }, cookies: signOutCookies() };
}

/** docs/rules.md §7 exit store: needs x-ecom-jwt; returns a jwt without the store and clears store cookies. */
function exitStore(ctx) {
  const header = ctx.req.headers['x-ecom-jwt'];
  if (!header) return { status: 401, json: { statusCode: 401, error: 'x-ecom-jwt header required' } };
  const found = userByJwt(ctx.state, header);
  if (!found) return { status: 401, json: { statusCode: 401, error: 'InvalidToken' } };
  const jwt = tokenFor(found.user, null);
  return {
    json: { statusCode: 200, jwt },
    cookies: [cookie(jwtCookieName(found.user.site), jwt, { maxAge: 86400 }), ...STORE_COOKIE_NAMES.map((n) => cookie(n, '', { maxAge: 0 }))],
  };
}

/** docs/rules.md §7 rewardsTier: form fields prof_id, prof_email, jwt. */
function rewardsTier(ctx) {
  const form = typeof ctx.body === 'object' && ctx.body ? ctx.body : {};
  const missing = ['prof_id', 'prof_email', 'jwt'].filter((k) => !form[k]);
  if (missing.length) throw new BadRequest(`form fields required: ${missing.join(', ')}`);
  const found = userByJwt(ctx.state, form.jwt);
  if (!found) return { json: { statusCode: 401, error: 'InvalidToken' } };
  const { user } = found;
  return { json: { statusCode: 200, resultData: { isMember: user.rewards, tier: user.rewardsTier, points: user.rewards ? 1250 : 0 } } };
}

/** docs/rules.md §7 rewards check: header sg-site-code; resultData.apiResult.isMember. */
function rewardsCheck(ctx) {
  if (!ctx.req.headers['sg-site-code']) throw new BadRequest('header sg-site-code is required');
  const user = requestUser(ctx);
  const guid = ctx.params.guid === 'rtt_guid' ? ctx.cookies.guid : ctx.params.guid;
  const member = Boolean(user && user.guid === guid && user.rewards);
  return { json: { statusCode: 200, resultData: { apiResult: { isMember: member, tier: member ? user.rewardsTier : null } } } };
}

/** GET /{site}/logout?redirectUrl= and /{site}/ng/logout?goUrl= (docs/rules.md §2 routes, China sign-out). */
function pageLogout(param) {
  return (ctx) => ({
    redirect: safeTarget(ctx.query[param], `/${ctx.params.site}/`, [ctx.env.origins.page, ctx.env.origins.second]),
    cookies: signOutCookies(),
  });
}

/** Routes of this module. */
export const sessionRoutes = [
  { method: 'POST', path: '/v1/sso/user/validate', family: 'status', timeoutMs: 10000, handler: validate },
  { method: 'POST', path: '/v1/sso/jwt/details', family: 'status', timeoutMs: 10000, handler: details },
  { method: 'GET', path: /^\/aemapi\/v6\/data-login\/callSALogin\.(?<site>[a-z_]+)\.json$/, family: 'status', handler: callSALogin },
  { method: 'GET', path: /^\/aemapi\/v6\/data-login\/holdLogin\.(?<site>[a-z_]+)\.json$/, family: 'status', handler: holdLogin },
  { method: 'GET', path: '/v1/sso/user/logout', family: 'status', handler: logout },
  { method: 'GET', path: '/apiservices/logout', family: 'status', jsonp: true, handler: logout },
  { method: 'GET', path: '/v1/sso/user/private-store/exit-store', family: 'status', handler: exitStore },
  { method: 'POST', path: '/sso/v2/marketing/rewardsTier', family: 'status', timeoutMs: 20000, handler: rewardsTier },
  { method: 'GET', path: '/aemapi/v6/mysamsung/rewards.json/rewards-partner/v2/users/:guid/check', family: 'status', timeoutMs: 20000, handler: rewardsCheck },
  { method: 'GET', path: '/:site/logout', family: 'plain', handler: pageLogout('redirectUrl') },
  { method: 'GET', path: '/:site/ng/logout', family: 'plain', handler: pageLogout('goUrl') },
];
