import { describe, expect, it, vi } from 'vitest';
import { liveAt, readLiveWindow } from '../../../plugins/video/live';
import { readVideo } from '../../../plugins/video/video-config';

const START = Date.parse('2026-05-01T10:00:00Z');
const END = Date.parse('2026-05-01T11:00:00Z');
const window = { start: START, end: END };

describe('live shopping status of a video (docs/rules.md §4)', () => {
  it('before, live from the start instant, after from the end instant, with the delay to the next boundary', () => {
    expect(liveAt(START - 1000, window)).toEqual({ status: 'before', nextInMs: 1000 });
    expect(liveAt(START, window)).toEqual({ status: 'live', nextInMs: 60_000 });
    expect(liveAt(END - 1, window)).toEqual({ status: 'live', nextInMs: 1 });
    expect(liveAt(END, window)).toEqual({ status: 'after', nextInMs: null });
  });

  it('looks again at least once a minute, however far the boundary', () => {
    expect(liveAt(START - 40 * 86_400_000, window).nextInMs).toBe(60_000);
    expect(liveAt(START - 60_001, window).nextInMs).toBe(60_000);
    expect(liveAt(START - 59_999, window).nextInMs).toBe(59_999);
  });

  it('reads authored and zoned dates; none gives no window', () => {
    expect(readLiveWindow({ liveStart: '2026-05-01T10:00:00Z', liveEnd: END })).toEqual(window);
    expect(readLiveWindow({})).toBeNull();
  });

  it('an invalid date or an end not after the start gives no status, with a warning naming the field; the video stays', () => {
    expect(() => readLiveWindow({ liveStart: '2026-02-30 10:00', liveEnd: END })).toThrow('video.liveStart is not a date');
    expect(() => readLiveWindow({ liveStart: START, liveEnd: 'soon' })).toThrow('video.liveEnd is not a date');
    expect(() => readLiveWindow({ liveStart: END, liveEnd: START })).toThrow('video.liveEnd is not after video.liveStart');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readVideo({ type: 'mp4', src: '/a', liveStart: '<script>', liveEnd: END })).toMatchObject({ type: 'mp4', live: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('storefront: plugin "video": video.liveStart is not a date: <script>; no live status'));
    warn.mockRestore();
  });

  it('a date that is no text or number is named in the warning as JSON, whatever it holds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // String() throws on this object: the warning would lose the field's name.
    const hostile = JSON.parse('{"type":"mp4","src":"/a","liveStart":{"toString":1},"liveEnd":"2030-01-01 10:00"}');
    expect(readVideo(hostile)).toMatchObject({ type: 'mp4', live: null });
    expect(warn.mock.calls).toEqual([['storefront: plugin "video": video.liveStart is not a date: {"toString":1}; no live status']]);
    expect(() => readLiveWindow({ liveStart: START, liveEnd: ['2030-01-01'] })).toThrow('video.liveEnd is not a date: ["2030-01-01"]');
    expect(() => readLiveWindow({ liveStart: START })).toThrow('video.liveEnd is not a date: undefined');
    warn.mockRestore();
  });
});
