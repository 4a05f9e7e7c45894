/**
 * The bounded cookie lists of docs/rules.md §5, as pure list logic over cookie text. Which cookie holds
 * which list, and its lifetime, is the cookie table's business (runtime/cookies.ts).
 */
import { addToBoundedList, parseBoundedList, removeFromBoundedList, serialiseBoundedList } from './bounded-list';
import type { BoundedListRule } from './bounded-list';
import { sanitiseQuery, stripAngleBrackets } from './search-input';

/** One cookie list: read its text, add or remove an entry, write its text. */
export interface CookieList {
  readonly rule: BoundedListRule;
  /** The clean list in the cookie text (malformed text gives [] or a cleaned list). */
  parse(text: unknown): string[];
  /** The list with an entry added at the front. */
  add(list: readonly string[], item: unknown): string[];
  /** The list without an entry. */
  remove(list: readonly string[], item: unknown): string[];
  /** The cookie text of a list. */
  serialise(list: readonly string[]): string;
}

/** The list operations bound to one rule. */
export function cookieList(rule: BoundedListRule): CookieList {
  return {
    rule,
    parse: (text) => parseBoundedList(text, rule),
    add: (list, item) => addToBoundedList(list, item, rule),
    remove: (list, item) => removeFromBoundedList(list, item),
    serialise: (list) => serialiseBoundedList(list, rule),
  };
}

// Product codes (SM-S928BZKGEUB, QE65Q80CATXXU) and private codes are plain tokens.
const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const PRIVATE_CODE = /^[A-Za-z0-9_-]{1,64}$/;
// Control characters never belong in stored text.
const CONTROL = /[\u0000-\u001f\u007f]/g;
const MAX_TEXT_ITEM = 100;

const token = (pattern: RegExp) => (item: string) => {
  const text = item.trim();
  return pattern.test(text) ? text : null;
};

/** A search keyword as stored: cleaned by the submit rule (China's, which keeps the apostrophe). */
const keyword = (item: string) => {
  const text = sanitiseQuery(item, 'submit', 'cn').replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  return text && text.length <= MAX_TEXT_ITEM ? text : null;
};

// A region or city is a code or a name ("CA-ON", "北京"): quotes, colons and the like never
// belong in one, and without them the text cannot read as a URL scheme or break out of markup.
const NOT_IN_PLACE = /["'`:;\\=&%]/g;

/**
 * A region or city name or code: text without markup, control characters or the separator.
 * Longer than four times the limit is refused before stripping: each stripping pass reads the
 * whole text, and nested escapes need one pass per level (quadratic on hostile text).
 */
const place = (item: string) => {
  if (item.length > MAX_TEXT_ITEM * 4) return null;
  const text = stripAngleBrackets(item).replace(CONTROL, '').replace(NOT_IN_PLACE, '').trim();
  return text && text.length <= MAX_TEXT_ITEM ? text : null;
};

// The lists are built at module load: marked pure, so a chunk that uses one does not ship the others.

/** docs/rules.md §5: wishlist (cookie wl): duplicates ignored; max 6, oldest dropped when full. */
export const wishlistCookie = /* @__PURE__ */ cookieList({ max: 6, separator: ',', duplicate: 'ignore', clean: /* @__PURE__ */ token(PRODUCT_CODE) });

/** docs/rules.md §5: search history (cookies sk, ask) keeps 4; searching again moves a keyword to the front. */
export const searchHistoryCookie = /* @__PURE__ */ cookieList({ max: 4, separator: ',', duplicate: 'promote', clean: keyword });

/** docs/rules.md §5: private codes (cookies pv, ipv) keep 5. */
export const privateCodeCookie = /* @__PURE__ */ cookieList({ max: 5, separator: ',', duplicate: 'promote', clean: /* @__PURE__ */ token(PRIVATE_CODE) });

/** docs/rules.md §5: region (cnregion…) and city (cncity…) keep 1: a new choice replaces the old. */
export const regionCookie = /* @__PURE__ */ cookieList({ max: 1, separator: ',', duplicate: 'promote', clean: place });

/** docs/rules.md §5: the city list, like the region list, keeps 1. */
export const cityCookie = regionCookie;

/**
 * docs/rules.md §5 keyword history of the shared helper. The spec gives two figures: "keeps up to 5"
 * and "oldest dropped at 4 or more" (which, dropping before adding, keeps 4). It is a site
 * option; the default is 5, the stated maximum.
 */
export function keywordHistoryCookie(max = 5): CookieList {
  const limit = Number.isSafeInteger(max) && max > 0 ? Math.min(max, 50) : 5;
  return cookieList({ max: limit, separator: ',', duplicate: 'promote', clean: keyword });
}
