/**
 * Discount-program (EPP) member rules: docs/rules.md §6 "Discount member" verification and docs/rules.md §8's
 * name fallback. Inputs come from the discount store cookie (docs/rules.md §3) and are untrusted.
 */

/** What verification looks at, as read from the discount store cookie and login details. */
export interface DiscountMemberData {
  jwt?: unknown;
  storeId?: unknown;
  accessType?: unknown;
}

const present = (v: unknown): boolean => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'number' && Number.isFinite(v));

/** True when the access type contains "email": a string that holds it, or a list with an entry that does. */
function viaEmail(accessType: unknown): boolean {
  if (typeof accessType === 'string') return accessType.includes('email');
  return Array.isArray(accessType) && accessType.some((t) => typeof t === 'string' && t.includes('email'));
}

/** docs/rules.md §6: verified when a jwt, a store id and an access type containing "email" exist. */
export function isVerifiedDiscountMember(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { jwt, storeId, accessType } = data as DiscountMemberData;
  return present(jwt) && present(storeId) && viaEmail(accessType);
}

/** docs/rules.md §8: "Discount user without name shows 'User'"; otherwise first and last name. */
export function discountMemberName(firstName: unknown, lastName: unknown, fallback = 'User'): string {
  const name = [firstName, lastName]
    .filter((part): part is string => typeof part === 'string')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || fallback;
}

/**
 * The discount store of a signed-in member (docs/rules.md §3 "Discount store cookie data"), as
 * the jwt details give it. Strings are untrusted: they are shown as text and stored as cookie
 * values only. `verified` is computed (§6), never copied from the reply's `epp_verified`.
 */
export interface DiscountStore {
  id: string;
  name: string;
  planId: string;
  logo: string;
  segment: string;
  verified: boolean;
}

/** Longer than this is not a store field. */
const MAX_FIELD = 512;

/** docs/rules.md §3: the discount cookies and the store field each holds (`verified` as Y or N). */
export const DISCOUNT_COOKIE_FIELDS = [
  ['discountStoreId', 'id'],
  ['discountStoreName', 'name'],
  ['discountPlanId', 'planId'],
  ['discountStoreLogo', 'logo'],
  ['discountStoreSegment', 'segment'],
  ['discountVerified', 'verified'],
] as const;

/**
 * The store of a signed-in member from the jwt details' `store_info{store_id, store_disp_name,
 * legacy_plan_id, image_logo_url, store_segment}` and `user_identity.access_type`, with the page's
 * sign-in `jwt`; null without a store_info object or a store id. A field that is not a short
 * string is left empty with a warning naming it.
 */
export function discountStoreFrom(details: unknown, jwt: unknown, log: Pick<Console, 'warn'> = console): DiscountStore | null {
  if (typeof details !== 'object' || details === null) return null;
  const { store_info: info, access_type: accessType } = details as Record<string, unknown>;
  if (typeof info !== 'object' || info === null || Array.isArray(info)) {
    if (info !== undefined) log.warn('storefront: discount store: store_info is not an object; no discount store');
    return null;
  }
  const s = info as Record<string, unknown>;
  const field = (key: string): string => {
    const v = s[key];
    if (v === undefined || v === null || v === '') return '';
    if (typeof v === 'string' && v.length <= MAX_FIELD) return v.trim();
    log.warn(`storefront: discount store: store_info.${key} is not a short string; left empty`);
    return '';
  };
  const id = field('store_id');
  if (!id) return null;
  return {
    id,
    name: field('store_disp_name'),
    planId: field('legacy_plan_id'),
    logo: field('image_logo_url'),
    segment: field('store_segment'),
    verified: isVerifiedDiscountMember({ jwt, storeId: id, accessType }),
  };
}
