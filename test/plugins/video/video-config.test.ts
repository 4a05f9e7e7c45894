import { describe, expect, it, vi } from 'vitest';
import { readVideo } from '../../../plugins/video/video-config';

describe('video data (docs/rules.md §2 "Video widgets")', () => {
  it('reads an mp4 video with desktop and mobile sources and its switches', () => {
    const v = readVideo({ type: 'mp4', desktopSrc: '/v/a.webm', mobileSrc: '/v/b.webm', loop: true, controls: 'Y', width: 1280, height: 720, title: ' Film ' });
    expect(v).toMatchObject({ type: 'mp4', desktopSrc: '/v/a.webm', mobileSrc: '/v/b.webm', loop: true, controls: true, autoplay: false, muted: false, vertical: false, title: 'Film' });
  });

  it('falls back from desktopSrc to src, and the mobile source to the desktop one', () => {
    expect(readVideo({ type: 'url', src: '/v/a.webm' })).toMatchObject({ desktopSrc: '/v/a.webm', mobileSrc: '/v/a.webm' });
  });

  it('is 9:16 when taller than wide, 16:9 otherwise', () => {
    expect(readVideo({ type: 'mp4', src: '/a', width: 720, height: 1280 }).vertical).toBe(true);
    expect(readVideo({ type: 'mp4', src: '/a', width: '1280', height: '720' }).vertical).toBe(false);
    expect(readVideo({ type: 'mp4', src: '/a' }).vertical).toBe(false);
  });

  it('mutes what starts by itself (autoplay or scroll-play)', () => {
    expect(readVideo({ type: 'mp4', src: '/a', autoplay: true }).muted).toBe(true);
    expect(readVideo({ type: 'mp4', src: '/a', scrollplay: true }).muted).toBe(true);
    expect(readVideo({ type: 'mp4', src: '/a', controls: true }).muted).toBe(false);
  });

  it('reads third-party ids and ignores sources for them', () => {
    expect(readVideo({ type: 'youtube', id: 'dQw4w9WgXcQ', src: 'javascript:alert(1)' })).toMatchObject({ type: 'youtube', id: 'dQw4w9WgXcQ', desktopSrc: '' });
    expect(readVideo({ type: 'brightcove', id: 6312345678001 }).id).toBe('6312345678001');
  });

  it("keeps an mp4 or url video's captions address whole, and a player video's country code; neither for the other kind", () => {
    const captions = `/v/film.en.vtt?sig=${'ab'.repeat(150)}`;
    expect(readVideo({ type: 'mp4', src: '/a', caption: ` ${captions} `, countryCode: 'IE' })).toMatchObject({ caption: captions, countryCode: '' });
    expect(readVideo({ type: 'brightcove', id: '1', caption: '/v/a.vtt', countryCode: ' ie ' })).toMatchObject({ caption: '', countryCode: 'ie' });
    // Any code is kept as text, for the players to warn about: a bad one plays on the site's account.
    expect(readVideo({ type: 'youtube', id: 'a', countryCode: 44 }).countryCode).toBe('44');
    // A captions address that cannot be used is none, with a warning: the video itself still plays.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readVideo({ type: 'mp4', src: '/a', caption: ['/a.vtt'] }).caption).toBe('');
    expect(readVideo({ type: 'mp4', src: '/a', caption: `/${'a'.repeat(2050)}.vtt` }).caption).toBe('');
    expect(warn.mock.calls).toEqual([
      ['storefront: plugin "video": video.caption should be text; the video plays without captions'],
      ['storefront: plugin "video": video.caption is longer than 2048 characters; the video plays without captions'],
    ]);
  });

  it('refuses bad input, naming the field', () => {
    expect(() => readVideo('{')).toThrow('JSON object');
    expect(() => readVideo([])).toThrow('JSON object');
    expect(() => readVideo({ type: 'flash', src: '/a' })).toThrow('video.type should be one of mp4, youtube, brightcove, aparat, url');
    expect(() => readVideo({ type: 'youtube', id: '<img src=x onerror=alert(1)>' })).toThrow('video.id is not a youtube video id');
    // Values JSON can hold that are no id: named, never turned into one ("true", "null") or thrown on by String().
    expect(() => readVideo(JSON.parse('{"type":"youtube","id":{"toString":1}}'))).toThrow('video.id is not a youtube video id: <object>');
    expect(() => readVideo({ type: 'youtube', id: true })).toThrow('video.id is not a youtube video id: <boolean>');
    expect(() => readVideo({ type: 'youtube', id: null })).toThrow('video.id is not a youtube video id: ');
    expect(readVideo(JSON.parse('{"type":"youtube","id":"a","countryCode":{"toString":1}}')).countryCode).toBe('<object>');
    expect(() => readVideo({ type: 'aparat' })).toThrow('video.id');
    expect(() => readVideo({ type: 'mp4' })).toThrow('video.src is missing');
    expect(() => readVideo({ type: 'mp4', src: '/a', width: -5, height: 9 })).toThrow('video.width should be whole pixels from 1 to 10000');
    expect(() => readVideo({ type: 'mp4', src: '/a', width: 1e9, height: 9 })).toThrow('video.width');
    expect(() => readVideo({ type: 'mp4', src: '/a', loop: 'sometimes' })).toThrow('video.loop should be true or false');
    expect(() => readVideo({ type: 'mp4', src: '/a', title: { html: '<b>' } })).toThrow('video.title should be text');
    expect(() => readVideo({ type: 'mp4', src: '/a', mobileSrc: `/v/${'a'.repeat(2050)}.webm` })).toThrow('video.mobileSrc is longer than 2048 characters');
  });

  it('keeps a long signed address whole (a cut one would be another address); titles are cut to 200', () => {
    const signed = `/v/film.webm?sig=${'0123456789abcdef'.repeat(20)}`;
    expect(signed.length).toBeGreaterThan(300);
    const v = readVideo({ type: 'mp4', desktopSrc: signed, title: 'T'.repeat(250) });
    expect([v.desktopSrc, v.mobileSrc]).toEqual([signed, signed]);
    expect(v.title).toBe('T'.repeat(200));
  });
});
