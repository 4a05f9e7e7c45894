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
