import { describe, expect, it } from 'vitest';
import { shouldPlay, type PlaybackInput } from '../../../plugins/video/playback';

const base: PlaybackInput = { autoplay: false, scrollplay: false, reducedMotion: false, visible: false, seen: false, choice: null };

describe('video playback (docs/rules.md §4 "Video widgets")', () => {
  it('a plain video waits for the shopper', () => {
    expect(shouldPlay(base)).toBe(false);
    expect(shouldPlay({ ...base, visible: true })).toBe(false);
    expect(shouldPlay({ ...base, choice: 'play' })).toBe(true);
  });

  it('autoplay plays once first in view, and on; scroll-play only while in view', () => {
    expect(shouldPlay({ ...base, autoplay: true })).toBe(false);
    expect(shouldPlay({ ...base, autoplay: true, visible: true, seen: true })).toBe(true);
    expect(shouldPlay({ ...base, autoplay: true, visible: false, seen: true })).toBe(true);
    expect(shouldPlay({ ...base, scrollplay: true, visible: true })).toBe(true);
    expect(shouldPlay({ ...base, scrollplay: true, visible: false })).toBe(false);
    expect(shouldPlay({ ...base, scrollplay: true, autoplay: true, visible: false })).toBe(false);
  });

  it('reduced motion starts nothing by itself, but the shopper may play', () => {
    expect(shouldPlay({ ...base, reducedMotion: true, autoplay: true, seen: true })).toBe(false);
    expect(shouldPlay({ ...base, reducedMotion: true, scrollplay: true, visible: true })).toBe(false);
    expect(shouldPlay({ ...base, reducedMotion: true, choice: 'play' })).toBe(true);
  });

  it("the shopper's pause holds in view; their play still pauses out of view with scroll-play", () => {
    expect(shouldPlay({ ...base, scrollplay: true, visible: true, choice: 'pause' })).toBe(false);
    expect(shouldPlay({ ...base, autoplay: true, seen: true, choice: 'pause' })).toBe(false);
    expect(shouldPlay({ ...base, scrollplay: true, visible: false, choice: 'play' })).toBe(false);
    expect(shouldPlay({ ...base, scrollplay: true, visible: true, choice: 'play' })).toBe(true);
  });
});
