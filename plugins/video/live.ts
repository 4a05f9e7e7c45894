/**
 * Live shopping status of a video widget (docs/rules.md §4 "Live shopping status"): before,
 * live or after from the data's `liveStart` and `liveEnd` (runtime/rules/live-window.ts), and
 * when to look again: exactly at the window's start and end, and at least once a minute.
 */
import { liveShoppingStatus, parseStoreDate, type LiveStatus } from '../../runtime/rules/live-window';

/**
 * The longest wait before the status is looked at again: a clock set forward, or a device that
 * slept past a boundary, shows the right status within a minute (a timer alone would wait out
 * the time it was given).
 */
export const RECHECK_MS = 60_000;

export interface LiveWindowMs {
  start: number;
  end: number;
}

/**
 * A refused value as the warning shows it: text as it is, anything else as JSON (String() would
 * throw on an object such as `{"toString": 1}`, and the warning would lose the field's name).
 */
const shown = (v: unknown) => (typeof v === 'string' ? v : `${JSON.stringify(v)}`).slice(0, 40);

/** The window of `liveStart` / `liveEnd`; null without either; throws naming the field when invalid. */
export function readLiveWindow(json: Record<string, unknown>): LiveWindowMs | null {
  if (json.liveStart === undefined && json.liveEnd === undefined) return null;
  const start = parseStoreDate(json.liveStart);
  if (start === null) throw new Error(`video.liveStart is not a date: ${shown(json.liveStart)}`);
  const end = parseStoreDate(json.liveEnd);
  if (end === null) throw new Error(`video.liveEnd is not a date: ${shown(json.liveEnd)}`);
  if (end <= start) throw new Error('video.liveEnd is not after video.liveStart');
  return { start, end };
}

/** The status at `now` and the delay until it is looked at again (null once it is after). */
export function liveAt(now: number, window: LiveWindowMs): { status: LiveStatus; nextInMs: number | null } {
  const status = liveShoppingStatus(now, window.start, window.end)!;
  const boundary = status === 'before' ? window.start : status === 'live' ? window.end : null;
  return { status, nextInMs: boundary === null ? null : Math.min(boundary - now, RECHECK_MS) };
}
