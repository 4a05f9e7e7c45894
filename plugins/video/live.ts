/**
 * Live shopping status of a video widget (docs/rules.md §4 "Live shopping status"): before,
 * live or after from the data's `liveStart` and `liveEnd` (runtime/rules/live-window.ts), and
 * when it next changes, so the widget re-checks exactly at the window's start and end.
 */
import { liveShoppingStatus, parseStoreDate, type LiveStatus } from '../../runtime/rules/live-window';

/** Longest single timer browsers keep (2^31 − 1 ms, about 24.8 days); a later boundary re-checks then. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export interface LiveWindowMs {
  start: number;
  end: number;
}

/** The window of `liveStart` / `liveEnd`; null without either; throws naming the field when invalid. */
export function readLiveWindow(json: Record<string, unknown>): LiveWindowMs | null {
  if (json.liveStart === undefined && json.liveEnd === undefined) return null;
  const start = parseStoreDate(json.liveStart);
  if (start === null) throw new Error(`video.liveStart is not a date: ${String(json.liveStart).slice(0, 40)}`);
  const end = parseStoreDate(json.liveEnd);
  if (end === null) throw new Error(`video.liveEnd is not a date: ${String(json.liveEnd).slice(0, 40)}`);
  if (end <= start) throw new Error('video.liveEnd is not after video.liveStart');
  return { start, end };
}

/** The status at `now` and the delay until it may change (null once it is after). */
export function liveAt(now: number, window: LiveWindowMs): { status: LiveStatus; nextInMs: number | null } {
  const status = liveShoppingStatus(now, window.start, window.end)!;
  const boundary = status === 'before' ? window.start : status === 'live' ? window.end : null;
  return { status, nextInMs: boundary === null ? null : Math.min(boundary - now, MAX_TIMER_MS) };
}
