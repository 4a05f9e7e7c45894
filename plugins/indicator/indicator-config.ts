/**
 * Reads an indicator's config from its markup (docs/rules.md §2 "Indicator"): type
 * (label-indicator, dot-indicator, dot-indicator-mobile-only), play, control, autoRolling,
 * infiniteRolling, and each item's delay in ms. Every value is untrusted: a bad one is named in
 * a console warning and replaced by its default.
 */

export const TYPES = ['label-indicator', 'dot-indicator', 'dot-indicator-mobile-only'] as const;
/** One of the indicator's three looks. */
export type IndicatorType = (typeof TYPES)[number];

/** What the indicator reads from its markup. */
export interface IndicatorConfig {
  type: IndicatorType;
  /** Starts playing (`data-play`, default true). */
  play: boolean;
  /** Shows the play/pause control (`data-control`, default true when rolling). */
  control: boolean;
  autoRolling: boolean;
  infiniteRolling: boolean;
  /** Each item's delay (`data-delay` on the item). */
  delays: number[];
}

export const DEFAULT_ITEM_DELAY_MS = 5000;
/** An item's delay, in ms, is from MIN_DELAY to MAX_DELAY. */
export const MIN_DELAY = 500;
export const MAX_DELAY = 60_000;
/** More items than this are no indicator a shopper can read; the rest are left alone. */
export const MAX_ITEMS = 20;

type Warn = (message: string) => void;

/** One warning shape for every field: what it must be, what it was, what is used instead. */
const bad = (warn: Warn, field: string, got: string, want: string, using: unknown) =>
  warn(`storefront: plugin "indicator": ${field} must be ${want}, got ${JSON.stringify(got.slice(0, 30))}; using ${using}`);

function flag(text: string | undefined, field: string, fallback: boolean, warn: Warn): boolean {
  if (!text) return fallback;
  if (text === 'true' || text === 'false') return text === 'true';
  bad(warn, field, text, '"true" or "false"', fallback);
  return fallback;
}

function delay(text: string | undefined, index: number, warn: Warn): number {
  if (!text) return DEFAULT_ITEM_DELAY_MS;
  const n = Number(text);
  if (n >= MIN_DELAY && n <= MAX_DELAY) return n;
  bad(warn, `data-delay of item ${index + 1}`, text, `${MIN_DELAY} to ${MAX_DELAY} ms`, DEFAULT_ITEM_DELAY_MS);
  return DEFAULT_ITEM_DELAY_MS;
}

/** The config of the indicator whose data-* attributes are `data`, with `itemDelays` read from its items. */
export function indicatorConfig(data: Readonly<Record<string, string>>, itemDelays: readonly (string | undefined)[], warn: Warn = console.warn): IndicatorConfig {
  let type: IndicatorType = 'dot-indicator';
  if ((TYPES as readonly string[]).includes(data.type!)) type = data.type as IndicatorType;
  else bad(warn, 'data-type', data.type ?? '', `one of ${TYPES.join(', ')}`, type);
  if (itemDelays.length > MAX_ITEMS) warn(`storefront: plugin "indicator": ${itemDelays.length} items; only the first ${MAX_ITEMS} take part`);
  const autoRolling = flag(data.autoRolling, 'data-auto-rolling', false, warn);
  return {
    type,
    play: flag(data.play, 'data-play', true, warn),
    control: flag(data.control, 'data-control', autoRolling, warn),
    autoRolling,
    infiniteRolling: flag(data.infiniteRolling, 'data-infinite-rolling', false, warn),
    delays: itemDelays.slice(0, MAX_ITEMS).map((d, i) => delay(d, i, warn)),
  };
}
