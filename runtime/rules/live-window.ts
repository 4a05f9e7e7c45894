/**
 * Time windows of live events: docs/rules.md §4 live shopping status (before, live, after), and
 * the dates they are authored in; the §2 live-streaming menu badges build on it
 * (runtime/rules/live-badge.ts, a file of its own so the video widget does not carry it). Windows
 * are half-open: live from the start instant up to, not including, the end instant.
 */

/** docs/rules.md §4: where the current time stands against a live shopping start and end. */
export type LiveStatus = 'before' | 'live' | 'after';

// Authored dates: "2024-05-01 10:00[:00]", also with . or / between the date parts; no zone
// means the shopper's local time, as the authoring tool shows it.
const LOCAL = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
// ISO 8601 with an explicit zone.
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function localDate(m: RegExpExecArray): number | null {
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => +(part ?? 0)) as number[];
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s!);
  // Date rolls 2024-02-30 over to March: a date whose parts changed was not a real date.
  const same = date.getFullYear() === y && date.getMonth() === mo! - 1 && date.getDate() === d && date.getHours() === h;
  return same && mi! < 60 && s! < 60 ? date.getTime() : null;
}

// Epoch values below 10^11 are seconds: as milliseconds they would fall before March 1973, and
// a Unix time in seconds (10 digits) is a common way to author one.
const epoch = (n: number) => (n < 1e11 ? n * 1000 : n);
const finite = (n: number) => (Number.isFinite(n) ? n : null);

/**
 * An authored date (epoch ms or seconds, Date, "YYYY-MM-DD HH:mm[:ss]" local, or ISO 8601 with a zone)
 * as epoch ms; null when invalid (docs/rules.md §8: an invalid date is a syntax error, which the
 * caller reports; the rules themselves never throw).
 */
export function parseStoreDate(value: unknown): number | null {
  // A number that is not finite is no date: it falls through to the null below.
  if (Number.isFinite(value)) return epoch(value as number);
  if (value instanceof Date) return finite(value.getTime());
  if (typeof value !== 'string' || value.length > 40) return null;
  const text = value.trim();
  if (/^\d{10,15}$/.test(text)) return epoch(Number(text));
  const local = LOCAL.exec(text);
  if (local) return localDate(local);
  if (!ZONED.test(text)) return null;
  // Date.parse rolls 2024-02-30 over to March and 24:00 to the next day: as for local dates, the
  // parts must stand as written.
  const [y, mo, d, h] = text.split(/\D/).map(Number) as number[];
  if (h! > 23 || new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDate() !== d) return null;
  return finite(Date.parse(text));
}

/** docs/rules.md §4: live shopping status at `now`; null when a date is invalid or the end is not after the start. */
export function liveShoppingStatus(now: unknown, start: unknown, end: unknown): LiveStatus | null {
  const t = parseStoreDate(now);
  const from = parseStoreDate(start);
  const to = parseStoreDate(end);
  if (t === null || from === null || to === null || to <= from) return null;
  return t < from ? 'before' : t < to ? 'live' : 'after';
}
