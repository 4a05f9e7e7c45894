/**
 * The video popup (docs/rules.md §2 "Other UI": modal, 16:9 or 9:16; §9 "Video aspect"): opened
 * through the overlay front door, a labelled modal dialog with the video and a close button;
 * every way of closing pauses, rewinds and unloads the video and gives focus back; sources that
 * are not this page's (`javascript:`, `data:`, other hosts, non-strings) open nothing and say so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlay, pagePopup } from '../../../runtime/ui/overlay';
import { openPopups } from '../../../runtime/ui/popup-manager';

let warn: ReturnType<typeof vi.spyOn>;
let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
const dialog = () => openPopups().at(-1);
const video = () => document.querySelector<HTMLVideoElement>('.video-popup video')!;
const esc = () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

beforeEach(() => {
  document.body.innerHTML = '<button id="opener" type="button">Watch</button>';
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  // jsdom has no media playback: the element's own play/pause/load are stand-ins that record the calls.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(async () => {
  for (const el of [...openPopups()].reverse()) el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  vi.restoreAllMocks();
});

describe('video popup', () => {
  it('opens a labelled modal dialog playing the same-origin video, 16:9 by default and 9:16 when vertical', async () => {
    const opener = document.getElementById('opener')!;
    opener.focus();
    expect(await overlay.video('/films/a.webm', { title: 'The film' })).toBe(true);
    const popup = dialog()!;
    expect([popup.getAttribute('role'), popup.getAttribute('aria-modal'), popup.classList.contains('video-popup--16x9')]).toEqual(['dialog', 'true', true]);
    expect(document.getElementById(popup.getAttribute('aria-labelledby')!)!.textContent).toBe('The film');
    expect(video().src).toBe(new URL('/films/a.webm', location.href).href);
    expect(video().controls).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(popup.contains(document.activeElement)).toBe(true);
    expect(popup.querySelector('button.layer-popup__close')!.textContent).toBe('Close');
    esc();
    expect(await overlay.video('/films/b.webm', { vertical: true })).toBe(true);
    expect(dialog()!.classList.contains('video-popup--9x16')).toBe(true);
    expect(dialog()!.querySelector('.layer-popup__title')!.textContent).toBe('Video');
  });

  it.each([
    ['the close button', () => document.querySelector<HTMLElement>('.video-popup .layer-popup__close')!.click()],
    ['Esc', esc],
    ['the dimmed area', () => document.querySelector<HTMLElement>('.layer-popup-dim')!.click()],
    ['Back', () => history.back()],
  ])('%s closes it: the video is paused, rewound and unloaded, the popup gone, focus back on the opener', async (_, act) => {
    const opener = document.getElementById('opener')!;
    opener.focus();
    await overlay.video('/films/a.webm');
    const v = video();
    v.currentTime = 7;
    act();
    await vi.waitFor(() => expect(openPopups()).toEqual([]));
    expect(pause).toHaveBeenCalledTimes(1);
    expect([v.currentTime, v.hasAttribute('src'), v.isConnected]).toEqual([0, false, false]);
    expect(document.querySelectorAll('.video-popup, .layer-popup-dim')).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:video/webm;base64,AAAA'],
    ['another site', 'https://films.example.net/a.webm'],
    ['a protocol-relative other site', '//films.example.net/a.webm'],
  ])('refuses a %s source with a warning naming the field, and opens nothing', async (_, src) => {
    expect(await overlay.video(src)).toBe(false);
    expect(warn).toHaveBeenCalledWith(`storefront: popup.video: src is not a video this page may play: ${JSON.stringify(src)}`);
    expect([openPopups().length, document.querySelectorAll('video').length, document.body.style.overflow]).toEqual([0, 0, '']);
    expect(play).not.toHaveBeenCalled();
  });

  it('names the markup attribute for a button, and the type for a non-string from a page script', async () => {
    expect(await overlay.video('javascript:void 0', { field: 'data-video-src' })).toBe(false);
    expect(warn).toHaveBeenCalledWith('storefront: popup.video: data-video-src is not a video this page may play: "javascript:void 0"');
    expect(await pagePopup.video(42 as unknown as string)).toBe(false);
    expect(warn).toHaveBeenCalledWith('storefront: popup.video: src is not a video this page may play: number');
    expect(openPopups()).toEqual([]);
  });

  it('shows a title with markup as text', async () => {
    await pagePopup.video('/films/a.webm', { title: '<img src=x onerror=alert(1)>' });
    expect(dialog()!.querySelector('.layer-popup__title')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(dialog()!.querySelectorAll('img')).toHaveLength(0);
  });

  it('a refused autoplay leaves the popup open with its controls', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    expect(await overlay.video('/films/a.webm')).toBe(true);
    await Promise.resolve();
    expect(openPopups()).toHaveLength(1);
    expect(video().controls).toBe(true);
  });
});
