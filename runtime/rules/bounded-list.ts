/**
 * Bounded lists kept in cookies (docs/rules.md §5): parse the cookie text into a clean list, add an
 * item, serialise. Newest first; when full the oldest falls off the end. Cookie text is
 * untrusted (old formats, other scripts, users): bad entries are dropped, never thrown about.
 */

/** How one cookie list behaves. */
export interface BoundedListRule {
  /** Most entries kept. */
  readonly max: number;
  /** Between entries in the cookie text; cleaned items never contain it. */
  readonly separator: string;
  /** An existing entry added again: 'ignore' leaves the list as is, 'promote' moves it to the front. */
  readonly duplicate: 'ignore' | 'promote';
  /** The clean form of one entry, or null to drop it. */
  readonly clean: (item: string) => string | null;
}

// Read no more cookie text than a browser stores (about 4 kB per cookie).
const MAX_COOKIE_TEXT = 4096;

/** The clean list in a cookie's text: entries cleaned, invalid and repeated ones dropped, at most `max`. */
export function parseBoundedList(text: unknown, rule: BoundedListRule): string[] {
  if (typeof text !== 'string' || text === '') return [];
  const out: string[] = [];
  for (const raw of text.slice(0, MAX_COOKIE_TEXT).split(rule.separator)) {
    if (out.length >= rule.max) break;
    const item = rule.clean(raw);
    if (item !== null && item !== '' && !item.includes(rule.separator) && !out.includes(item)) out.push(item);
  }
  return out;
}

/** The list with `item` added at the front (docs/rules.md §5: duplicates per rule, oldest dropped past `max`). */
export function addToBoundedList(list: readonly string[], item: unknown, rule: BoundedListRule): string[] {
  const current = list.slice(0, rule.max);
  const clean = typeof item === 'string' ? rule.clean(item) : null;
  if (clean === null || clean === '' || clean.includes(rule.separator)) return current;
  const at = current.indexOf(clean);
  if (at !== -1 && rule.duplicate === 'ignore') return current;
  if (at !== -1) current.splice(at, 1);
  return [clean, ...current].slice(0, rule.max);
}

/** The list without `item`. */
export function removeFromBoundedList(list: readonly string[], item: unknown): string[] {
  return list.filter((entry) => entry !== item);
}

/** The cookie text of a list. */
export function serialiseBoundedList(list: readonly string[], rule: BoundedListRule): string {
  return list.slice(0, rule.max).join(rule.separator);
}
