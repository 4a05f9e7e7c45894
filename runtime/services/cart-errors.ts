/**
 * The popup text of a failed cart call (docs/rules.md §8 "Add to cart error", "Cart creation
 * failure"): the store's own message, read from a refused call's body (Hybris `errors[]`, the
 * store's `resultMessage`, the ecom `message`), with the §8 text for TokoUpgradeProductsError.
 * A refused call's body travels on its error as `body` (runtime/http keeps 4xx bodies there).
 */
/** docs/rules.md §8 TokoUpgradeProductsError. */
export const UPGRADE_PRODUCTS_TEXT = 'Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.';
/** Shown when a failed call carried no message of the store's (timeout, network, an HTML error page). */
export const CART_FALLBACK_TEXT = 'Something went wrong. Please try again.';
/** A store message longer than this is cut: it is shown as text in a popup. */
const MAX_TEXT = 300;

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v.trim().slice(0, MAX_TEXT) : '');

/** The store's error type and message in a reply body ({} when it names none). */
export function storeError(body: unknown): { type: string; message: string } {
  const data = record(body);
  const first = record(Array.isArray(data.errors) ? data.errors[0] : undefined);
  return {
    type: text(first.type) || text(data.errorType),
    message: text(first.message) || text(data.resultMessage) || text(data.message),
  };
}

/** The popup text for a cart call that failed with this error or refusal body. */
export function cartErrorText(failure: unknown): string {
  const body = failure instanceof Error ? (failure as Error & { body?: unknown }).body : failure;
  const { type, message } = storeError(body);
  if (type === 'TokoUpgradeProductsError') return UPGRADE_PRODUCTS_TEXT;
  return message || CART_FALLBACK_TEXT;
}
