/**
 * Reads a carousel's config from the legacy `data-swiper-option` JSON (docs/rules.md §2
 * "Carousel"): slides per view per breakpoint, autoplay, loop, pagination and the view
 * mode (pc or mobile). Everything on the marker is untrusted: each bad field is named in a
 * console warning and replaced by its default, so a broken config still gives a carousel
 * that shows its first slide and lets the shopper move by hand.
 */

/** Which layout the marker asks for; `mobile` keeps one slide per view at every width. */
export type ViewMode = 'pc' | 'mobile';

/** Slides per view: a count, or 'auto' (swiper's value for slides of their own width). */
export type PerView = number | 'auto';

/** What the carousel reads from its marker. */
export interface CarouselConfig {
  /** Slides per view below the first breakpoint; 'auto': as many as the slides' own widths fit. */
  slidesPerView: PerView;
  /** Minimum viewport width (px) → slides per view from that width up. */
  breakpoints: Readonly<Record<number, PerView>>;
  /** Autoplay delay in ms, or null for no autoplay. */
  autoplayDelay: number | null;
  loop: boolean;
  pagination: boolean;
  viewMode: ViewMode;
}

/** Bounds that keep a hostile or mistyped number from freezing or flooding the page. */
export const LIMITS = { slidesPerView: [1, 8], delay: [1000, 60_000], breakpoint: [0, 4096] } as const;
export const DEFAULT_DELAY_MS = 5000;
const MAX_OPTION_CHARS = 4096;

type Warn = (message: string) => void;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number within [min, max], else a warning naming `field` and undefined. */
function bounded(value: unknown, [min, max]: readonly [number, number], field: string, warn: Warn): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max) return n;
  warn(`storefront: plugin "carousel": data-swiper-option.${field} must be a number from ${min} to ${max}, got ${JSON.stringify(value)?.slice(0, 40)}; using the default`);
  return undefined;
}

function flag(value: unknown, field: string, fallback: boolean, warn: Warn): boolean {
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  warn(`storefront: plugin "carousel": data-swiper-option.${field} must be true or false, got ${JSON.stringify(value)?.slice(0, 40)}; using ${fallback}`);
  return fallback;
}

/** Parses the option text; malformed or oversized JSON warns and gives {} (all defaults). */
export function parseOptionText(text: string | undefined, warn: Warn): Record<string, unknown> {
  if (!text) return {};
  if (text.length > MAX_OPTION_CHARS) {
    warn(`storefront: plugin "carousel": data-swiper-option is longer than ${MAX_OPTION_CHARS} characters; using the defaults`);
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) return parsed;
  } catch {
    // reported below, like a non-object
  }
  warn('storefront: plugin "carousel": data-swiper-option is not a JSON object; using the defaults');
  return {};
}

function perView(value: unknown, field: string, warn: Warn): PerView | undefined {
  if (value === undefined) return undefined;
  if (value === 'auto') return 'auto';
  return bounded(value, LIMITS.slidesPerView, field, warn);
}

function breakpointsOf(value: unknown, warn: Warn): Record<number, PerView> {
  if (value === undefined) return {};
  if (!isRecord(value)) {
    warn('storefront: plugin "carousel": data-swiper-option.breakpoints must be an object of width → { slidesPerView }; ignoring it');
    return {};
  }
  const out: Record<number, PerView> = {};
  // Narrowest first, whatever the keys' order ("767.5" or " 768" come after every whole number
  // in an object); a width that is no number goes last, and is said below.
  const width = (key: string) => (Number.isNaN(+key) ? Infinity : +key);
  const entries = Object.entries(value).sort(([a], [b]) => width(a) - width(b));
  // Eight widths are more than any layout has: the rest (the widest) are left out, said once.
  if (entries.length > 8) warn(`storefront: plugin "carousel": data-swiper-option.breakpoints has ${entries.length} widths; using the 8 narrowest`);
  for (const [width, entry] of entries.slice(0, 8)) {
    const min = bounded(width, LIMITS.breakpoint, `breakpoints["${width.slice(0, 20)}"]`, warn);
    const n = perView(isRecord(entry) ? entry.slidesPerView : entry, `breakpoints["${width.slice(0, 20)}"].slidesPerView`, warn);
    if (min !== undefined && n !== undefined) out[min] = n;
  }
  return out;
}

function delayOf(value: unknown, warn: Warn): number | null {
  if (value === undefined || value === false) return null;
  if (value === true) return DEFAULT_DELAY_MS;
  if (isRecord(value)) return bounded(value.delay ?? DEFAULT_DELAY_MS, LIMITS.delay, 'autoplay.delay', warn) ?? DEFAULT_DELAY_MS;
  warn(`storefront: plugin "carousel": data-swiper-option.autoplay must be true, false or { "delay": ms }, got ${JSON.stringify(value)?.slice(0, 40)}; no autoplay`);
  return null;
}

/** The carousel config from the marker's option text and view-mode attribute. */
export function carouselConfig(optionText: string | undefined, viewModeText: string | undefined, warn: Warn = console.warn): CarouselConfig {
  const o = parseOptionText(optionText, warn);
  let viewMode: ViewMode = 'pc';
  if (viewModeText === 'mobile' || viewModeText === 'pc') viewMode = viewModeText;
  else if (viewModeText !== undefined) warn(`storefront: plugin "carousel": data-view-mode must be "pc" or "mobile", got ${JSON.stringify(viewModeText.slice(0, 20))}; using "pc"`);
  return {
    slidesPerView: viewMode === 'mobile' ? 1 : (perView(o.slidesPerView, 'slidesPerView', warn) ?? 1),
    breakpoints: viewMode === 'mobile' ? {} : breakpointsOf(o.breakpoints, warn),
    autoplayDelay: delayOf(o.autoplay, warn),
    loop: flag(o.loop, 'loop', false, warn),
    // swiper also takes an object ({ "clickable": true }) for pagination: that means on.
    pagination: isRecord(o.pagination) || flag(o.pagination, 'pagination', false, warn),
    viewMode,
  };
}
