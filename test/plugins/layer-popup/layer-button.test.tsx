/**
 * The layer-popup plugin mounted through the real registry on the uk home template
 * (docs/rules.md §2 "Layer popups and messages"): its buttons open the popup they name, the
 * cart button (which names the empty-cart layer too) is no marker, and a button naming
 * something that is not an id is skipped with a warning.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerPopup } from '../../../plugins/layer-popup/index';
import { fromMarker } from '../../../plugins/layer-popup/LayerButton';
import { openPopups } from '../../../runtime/ui/popup-manager';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(readFileSync(join(root, 'templates/pages/uk/index.html'), 'utf8'))![1]!;
let mounted: Mounted | undefined;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(async () => {
  for (const el of [...openPopups()].reverse()) el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  mounted?.registry.stop();
  mounted = undefined;
});

function start() {
  document.body.innerHTML = body;
  mounted = mountPlugins([layerPopup], { 'layer-popup': { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk' }));
}

describe('layer buttons on the uk home', () => {
  it('the first click loads the plugin and opens the privacy layer; closing returns focus to the button', async () => {
    start();
    const button = document.querySelector<HTMLElement>('[data-div-id="#layerPrivacy"]')!;
    button.focus();
    click(button);
    await vi.waitFor(() => expect(openPopups()).toEqual([document.getElementById('layerPrivacy')]));
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    click(document.querySelector('#layerPrivacy .layer-popup__close')!);
    expect(openPopups()).toEqual([]);
    expect(document.activeElement).toBe(button);
  });

  it('every popup kind the buttons name exists on the page and opens', async () => {
    start();
    const buttons = [...document.querySelectorAll<HTMLElement>('.popup-kinds [data-div-id]')];
    expect(buttons.map((b) => b.dataset.divId)).toEqual(['#layerPrivacy', '#layerPreference', '#layerLogin', '#layerEmptyCart', '#layerGeneric']);
    for (const button of buttons) {
      click(button);
      const target = document.getElementById(button.dataset.divId!.slice(1));
      await vi.waitFor(() => expect(openPopups()).toEqual([target]));
      target!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(openPopups()).toEqual([]);
    }
  });

  it('a video button opens a video popup playing its film, 9:16 when marked vertical; closing stops it and focus returns', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    start();
    const buttons = [...document.querySelectorAll<HTMLElement>('.popup-kinds [data-video-src]')];
    expect(buttons.map((b) => [b.dataset.videoSrc!.split('/').pop(), 'videoVertical' in b.dataset])).toEqual([['film-16x9.webm', false], ['film-9x16.webm', true]]);
    for (const [i, button] of buttons.entries()) {
      click(button);
      await vi.waitFor(() => expect(openPopups()).toHaveLength(1));
      const popup = openPopups()[0]!;
      expect(popup.classList.contains(i ? 'video-popup--9x16' : 'video-popup--16x9')).toBe(true);
      expect(popup.querySelector('video')!.getAttribute('src')).toBe(new URL(button.dataset.videoSrc!, location.href).href);
      click(popup.querySelector('.layer-popup__close')!);
      expect(openPopups()).toEqual([]);
      expect(pause).toHaveBeenCalledTimes(i + 1);
      expect(document.activeElement).toBe(button);
      // The close takes its history entry off (an asynchronous Back): the next open waits for it.
      await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
    }
    vi.restoreAllMocks();
  });

  it('switched off while the kit loads, a pressed button opens nothing: neither a layer nor a video', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    start();
    const layer = document.querySelector<HTMLElement>('[data-div-id="#layerPrivacy"]')!;
    const video = document.querySelector<HTMLElement>('.popup-kinds [data-video-src]')!;
    // Mounted (each opens what it names once), then pressed and switched off in the same task.
    for (const button of [layer, video]) {
      click(button);
      await vi.waitFor(() => expect(openPopups()).toHaveLength(1));
      click(openPopups()[0]!.querySelector('.layer-popup__close')!);
      await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
    }
    expect(mounted!.registry.mounted()).toHaveLength(2);
    click(layer);
    click(video);
    expect(mounted!.registry.disable('layer-popup')).toBe('done');
    await vi.waitFor(() => expect(layer.hasAttribute('aria-haspopup')).toBe(false));
    // Both parts of the kit have loaded (each is loaded once): what was pressed has had its turn.
    await Promise.all([import('../../../runtime/ui/layer-popup'), import('../../../runtime/ui/video-open')]);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(openPopups()).toEqual([]);
    vi.restoreAllMocks();
  });

  it('the cart button, which names the empty-cart layer too, is no layer button', () => {
    document.body.innerHTML = '<a class="gnb__cart-btn js-global-cart-btn js-has-carturl js-layer-open" href="/pe/cart" data-div-id="#layerEmptyCart">cart</a><button class="js-layer-open" data-div-id="#layerLogin">login</button>';
    expect([...document.querySelectorAll(layerPopup.markers!)].map((e) => e.textContent)).toEqual(['login']);
  });
});

describe('bad marker data', () => {
  it.each([['#x,body'], ['<img src=x>'], [''], ['#1abc']])('data-div-id %j is no popup id: the marker is skipped with a reason', (raw) => {
    expect(() => fromMarker({ data: { divId: raw }, json: undefined })).toThrow(`data-div-id is not a popup id: ${JSON.stringify(raw)}`);
  });

  it('reads a video button: its source (checked when it opens), title and vertical flag', () => {
    expect(fromMarker({ data: { videoSrc: '/v.webm', videoTitle: 'Film', videoVertical: '' }, json: undefined })).toEqual({ video: '/v.webm', vertical: true, title: 'Film' });
    expect(fromMarker({ data: { videoSrc: '/v.webm', videoVertical: 'false' }, json: undefined })).toEqual({ video: '/v.webm', vertical: false });
  });

  it('reads "#layerLogin" and "layerLogin" alike', () => {
    expect([fromMarker({ data: { divId: '#layerLogin' }, json: undefined }), fromMarker({ data: { divId: 'layerLogin' }, json: undefined })]).toEqual([{ id: 'layerLogin' }, { id: 'layerLogin' }]);
  });
});
