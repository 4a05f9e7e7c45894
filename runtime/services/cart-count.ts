/**
 * The cart count from a reply (docs/rules.md §4, §7: the session check's `cartCount`, the add
 * responses, `minicart/totalProducts`), published as `cart:count` for every badge. A missing or
 * malformed count publishes nothing: a failed read never resets the badge to 0.
 */
import type { Bus } from '../bus';

/** A whole, non-negative count from a number or digit string; undefined for anything else. */
export function readCartCount(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** Publishes the count when the reply had one; true when it did. */
export function publishCartCount(bus: Pick<Bus, 'emit'>, raw: unknown): boolean {
  const count = readCartCount(raw);
  if (count !== undefined) bus.emit('cart:count', { count });
  return count !== undefined;
}
