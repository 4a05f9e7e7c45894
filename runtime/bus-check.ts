/**
 * Development-build checks of bus traffic (`__DEV__` only; production builds drop this module):
 * an unknown event name or a payload of the wrong shape warns, naming the event, since the
 * legacy inline scripts that emit through `window.storefront.bus` have no type checker.
 */
type Check = (payload: Record<string, unknown>) => boolean;

const isString = (v: unknown) => typeof v === 'string';
const isCount = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/** The expected payload shape of every event, as a readable field description and a check. */
const SHAPES: Record<string, [string, Check]> = {
  'session:ready': ['{ signedIn: boolean }', (p) => typeof p.signedIn === 'boolean'],
  'session:changed': ['{ signedIn: boolean, firstName?, lastName?, loginType?: string, discount?: object }', (p) => typeof p.signedIn === 'boolean' && ['firstName', 'lastName', 'loginType'].every((k) => p[k] === undefined || isString(p[k])) && (p.discount === undefined || typeof p.discount === 'object')],
  'session:sign-out': ['{ returnUrl?: string }', (p) => p.returnUrl === undefined || isString(p.returnUrl)],
  'session:expired': ['{}', () => true],
  'session:consent-needed': ['{ hasAddInfo: boolean, guidConsent: boolean }', (p) => typeof p.hasAddInfo === 'boolean' && typeof p.guidConsent === 'boolean'],
  'cart:count': ['{ count: number }', (p) => isCount(p.count)],
  'wishlist:changed': ['{ skus: string[] }', (p) => Array.isArray(p.skus) && p.skus.every(isString)],
  'wishlist:loaded': ['{ skus: string[], ok: boolean }', (p) => Array.isArray(p.skus) && p.skus.every(isString) && typeof p.ok === 'boolean'],
  'dictionary:ready': ['{ loaded: boolean }', (p) => typeof p.loaded === 'boolean'],
  'plugin:error': ['{ plugin, phase, message: string }', (p) => isString(p.plugin) && isString(p.phase) && isString(p.message)],
  'plugin:mounted': ['{ plugin: string, element: Element }', (p) => isString(p.plugin) && typeof p.element === 'object'],
  'plugin:unmounted': ['{ plugin: string, element: Element }', (p) => isString(p.plugin) && typeof p.element === 'object'],
  'plugin:toggled': ['{ plugin: string, enabled: boolean }', (p) => isString(p.plugin) && typeof p.enabled === 'boolean'],
};

/** Warns when `type` is not a bus event or `payload` does not have its shape. */
export function checkEvent(type: string, payload: unknown): void {
  const shape = Object.hasOwn(SHAPES, type) ? SHAPES[type] : undefined;
  if (!shape) {
    console.warn(`storefront: bus event "${type}" is unknown; known events: ${Object.keys(SHAPES).join(', ')}`);
    return;
  }
  const ok = typeof payload === 'object' && payload !== null && shape[1](payload as Record<string, unknown>);
  if (!ok) console.warn(`storefront: bus event "${type}" has a malformed payload ${safeText(payload)}; expected ${shape[0]}`);
}

function safeText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
