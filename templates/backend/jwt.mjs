/**
 * Sign-in tokens of the local backend: HS256 JWTs signed with a fixed local secret, so the
 * seeded users' tokens are the same on every run and tests can use them directly.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const SECRET = 'storefront-local-backend';
const b64 = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Seeded tokens are issued at 2025-01-01 and valid until 2100, unless `exp` says otherwise. */
export const ISSUED_AT = 1735689600;
const FAR_FUTURE = 4102444800;

/** Signs a token for a user: { sub, guid, site, store_id? }. */
export function signJwt(claims, { exp = FAR_FUTURE } = {}) {
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64({ iat: ISSUED_AT, exp, ...claims });
  const sig = createHmac('sha256', SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** The claims of a token whose signature and expiry check out, else null. */
export function verifyJwt(token, now = Date.now()) {
  if (typeof token !== 'string') return null;
  const parts = token.replace(/^Bearer\s+/i, '').split('.');
  if (parts.length !== 3) return null;
  const expected = createHmac('sha256', SECRET).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}
