/** docs/rules.md §5 / §9: the cart badge shows at most 99. */
export const CART_BADGE_CAP = 99;

/**
 * The number the cart badge shows for a raw count (cookie text, response field, number):
 * non-numeric or negative → 0 (docs/rules.md §5), above the cap → 99. 0 means the badge is hidden.
 */
export function cartBadgeCount(raw: unknown): number {
  // A number is read as a number: String(1e21) is "1e+21", which the digit check would refuse.
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 ? Math.min(raw, CART_BADGE_CAP) : 0;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return 0;
  // Three or more digits (after leading zeros) are over the cap, however many: no float overflow.
  const digits = text.replace(/^0+(?=\d)/, '');
  return digits.length > 2 ? CART_BADGE_CAP : Math.min(Number(digits), CART_BADGE_CAP);
}
