/**
 * The overlay front door and kit (docs/architecture.md "Popups"; docs/rules.md §2 "Layer popups and
 * messages", §8 alerts): layer popups from the page's markup by id, confirm and message popups,
 * the Korean button word, the video popup stopping on close, and bad input: unknown ids, ids
 * that are selectors or markup, messages with markup or of 100 kB, non-string texts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overlay } from '../../../runtime/ui/overlay';
import { openPopups } from '../../../runtime/ui/popup-manager';
import { closeLayer, openLayer } from '../../../runtime/ui/layer-popup';

const { body } = document;
// A v4 layer as the header holds it (id-v4-gnb-layer-popups sample), with its analytics attributes.
const LAYERS = `
  <button id="opener" type="button">open</button>
  <div class="layer-popup gnb-layer_popup-js" id="layerEmptyCart">
    <p class="layer-popup__title">Your cart is empty</p>
    <div class="layer-popup__cta-wrap"><button class="cta cta--contained cta--black gnb-js-layer-close" an-tr="nv00_gnb-product detail-cart popup-other_interaction" an-ca="other interaction" an-ac="cart is empty:OK" an-la="cart is empty:OK">OK</button></div>
    <button class="layer-popup__close"><span class="hidden">Close</span></button>
  </div>
  <div class="layer_popup" style="display:none"><div class="popup-nextgen-type popAlign" id="popup_alert"><a class="button alert-ok-button" href="javascript:void(0);" data-popup="close">OK</a></div></div>
  <div class="layer-popup video-popup" id="layerVideo" data-sf-popup><div class="video-popup__frame"><video></video></div><button class="layer-popup__close">x</button></div>
  <div class="layer-popup" id="layerConsent" data-sf-modal><p class="layer-popup__title">Privacy Policy</p><button aria-label="Accessibility Text" class="cta" id="consentOk">CONTINUE</button><button aria-label="Accessibility Text" class="cta login-leave-btn">LEAVE</button></div>
  <div class="layer-popup" id="layerMessageOnly"><p class="layer-popup__desc information-text">Your cart is empty</p><button class="layer-popup__close">Close</button></div>
  <p id="plain">not a popup</p>`;

const popup = () => openPopups().at(-1);
const click = (el: Element | null | undefined) => el!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  body.innerHTML = LAYERS;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  for (const el of [...openPopups()].reverse()) el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  delete window.storefront;
});

describe('layer popups from the page', () => {
  it('names a layer without a title by its message (the legacy empty-cart layer has none), and gives the markup back', async () => {
    const layer = document.getElementById('layerMessageOnly')!;
    expect(await overlay.openLayer('layerMessageOnly', document.getElementById('opener'))).toBe(true);
    expect(document.getElementById(layer.getAttribute('aria-labelledby')!)!.textContent).toBe('Your cart is empty');
    click(layer.querySelector('.layer-popup__close'));
    expect(openPopups()).toEqual([]);
    expect(layer.hasAttribute('aria-labelledby')).toBe(false);
    expect(layer.querySelector('.layer-popup__desc')!.id).toBe('');
  });

  it('opens by id (with or without #) as a labelled modal dialog, keeping its markup and analytics attributes', async () => {
    const before = document.getElementById('layerEmptyCart')!.outerHTML;
    document.getElementById('opener')!.focus();
    expect(await overlay.openLayer('#layerEmptyCart', document.getElementById('opener'))).toBe(true);
    const layer = document.getElementById('layerEmptyCart')!;
    expect(popup()).toBe(layer);
    expect([layer.style.display, layer.getAttribute('role'), layer.getAttribute('aria-modal')]).toEqual(['block', 'dialog', 'true']);
    expect(document.getElementById(layer.getAttribute('aria-labelledby')!)!.textContent).toBe('Your cart is empty');
    click(layer.querySelector('.gnb-js-layer-close'));
    expect(openPopups()).toEqual([]);
    expect(document.activeElement!.id).toBe('opener');
    expect(layer.outerHTML).toBe(before);
  });

  it('closes by its close button, and a second open of an open layer stacks nothing', async () => {
    expect(await overlay.openLayer('layerEmptyCart')).toBe(true);
    expect(await overlay.openLayer('layerEmptyCart')).toBe(true);
    expect(openPopups()).toHaveLength(1);
    click(document.querySelector('#layerEmptyCart .layer-popup__close'));
    expect(openPopups()).toEqual([]);
  });

  it('opens the legacy shop popup whose id sits on an inner box, and its data-popup="close" link closes it without navigating', async () => {
    expect(await overlay.openLayer('popup_alert')).toBe(true);
    const wrap = document.querySelector<HTMLElement>('.layer_popup')!;
    expect(popup()).toBe(wrap);
    const link = wrap.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect([event.defaultPrevented, openPopups().length, wrap.style.display]).toEqual([true, 0, 'none']);
  });

  it('stops and rewinds the video of a video popup on close', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    await overlay.openLayer('layerVideo');
    const video = document.querySelector('video')!;
    video.currentTime = 12;
    click(document.querySelector('#layerVideo .layer-popup__close'));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(0);
  });

  it('tells its opener how it closed: its leave button, Esc, or closeLayer once answered (the privacy consent layer)', () => {
    const reasons: string[] = [];
    const layer = document.getElementById('layerConsent')!;
    expect(openLayer('layerConsent', null, (r) => reasons.push(r))).toBe(true);
    // The legacy placeholder name goes while it is open: the buttons are named by their text.
    expect([...layer.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([null, null]);
    click(layer.querySelector('.login-leave-btn'));
    expect([...layer.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Accessibility Text', 'Accessibility Text']);
    openLayer('layerConsent', null, (r) => reasons.push(r));
    layer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    openLayer('layerConsent', null, (r) => reasons.push(r));
    closeLayer('layerConsent');
    closeLayer('layerConsent'); // closed already: nothing more
    expect(reasons).toEqual(['button', 'escape', 'api']);
    expect(openPopups()).toEqual([]);
  });

  it.each([
    ['an unknown id', 'layerNope', 'no popup with id "layerNope" on this page'],
    ['a selector list', '#x,body', '"#x,body" is not a popup id'],
    ['markup', '<img src=x onerror=alert(1)>', '"<img src=x onerror=alert(1)>" is not a popup id'],
    ['an element that is not a popup', 'plain', 'no popup with id "plain" on this page'],
    ['a number', 42 as unknown as string, '42 is not a popup id'],
    ['a value String() cannot print', Object.create(null) as string, 'an unprintable value is not a popup id'],
  ])('refuses %s with a console warning naming it, and opens nothing', async (_, id, message) => {
    expect(await overlay.openLayer(id)).toBe(false);
    expect(warn).toHaveBeenCalledWith(`storefront: popup.open: ${message}`);
    expect([openPopups().length, document.body.style.overflow]).toEqual([0, '']);
  });
});

describe('confirm and message popups', () => {
  const buttons = () => [...popup()!.querySelectorAll('button')];

  it('confirm: an alertdialog with cancel and OK; OK resolves true, focus returns', async () => {
    const opener = document.getElementById('opener')!;
    opener.focus();
    const answer = overlay.confirm('Remove this item?', { title: 'Remove' });
    await vi.waitFor(() => expect(popup()).toBeDefined());
    const dialog = popup()!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Remove');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('Remove this item?');
    expect(buttons().map((b) => b.textContent)).toEqual(['Cancel', 'OK']);
    expect(document.activeElement).toBe(buttons()[1]);
    click(buttons()[1]);
    expect(await answer).toBe(true);
    expect([document.querySelector('[role=alertdialog]'), document.activeElement]).toEqual([null, opener]);
  });

  it.each([
    ['cancel', () => click(buttons()[0])],
    ['Esc', () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
    ['Back', () => history.back()],
  ])('confirm: %s resolves false', async (_, act) => {
    const answer = overlay.confirm('Sure?');
    await vi.waitFor(() => expect(popup()).toBeDefined());
    act();
    expect(await answer).toBe(false);
  });

  it('confirm: the dimmed area does not answer it', async () => {
    void overlay.confirm('Sure?');
    await vi.waitFor(() => expect(popup()).toBeDefined());
    click(document.querySelector('.layer-popup-dim'));
    expect(openPopups()).toHaveLength(1);
  });

  it('a confirm opens over an open layer, and closing it leaves the layer open', async () => {
    await overlay.openLayer('layerEmptyCart');
    const answer = overlay.confirm('Sure?');
    await vi.waitFor(() => expect(openPopups()).toHaveLength(2));
    click(buttons()[0]);
    await answer;
    expect(openPopups()).toEqual([document.getElementById('layerEmptyCart')]);
  });

  it('alert: server text with markup is shown as text, line breaks kept, one button', async () => {
    const text = '<b>2100</b> <img src=x onerror="window.hacked=1">\nSigned out';
    const closed = overlay.alert(text);
    await vi.waitFor(() => expect(popup()).toBeDefined());
    const desc = popup()!.querySelector('.layer-popup__desc')!;
    expect(desc.textContent).toBe(text);
    expect([desc.children.length, popup()!.querySelectorAll('img').length]).toEqual([0, 0]);
    expect(buttons().map((b) => b.textContent)).toEqual(['OK']);
    click(buttons()[0]);
    await expect(closed).resolves.toBeUndefined();
  });

  it('alert: a 100 kB message is shown whole, as text', async () => {
    const text = 'x'.repeat(100 * 1024);
    void overlay.alert(text);
    await vi.waitFor(() => expect(popup()).toBeDefined());
    expect(popup()!.querySelector('.layer-popup__desc')!.textContent!.length).toBe(100 * 1024);
  });

  it("alert: the Korean site's button reads 확인 when the dictionary has no word for it", async () => {
    window.storefront = { page: { siteCode: 'sec' }, t: (_key: string, fallback?: string) => fallback ?? _key } as never;
    void overlay.alert('한도를 초과했습니다');
    await vi.waitFor(() => expect(popup()).toBeDefined());
    expect(buttons().map((b) => b.textContent)).toEqual(['확인']);
  });

  it("alert: the button word comes from the page's dictionary, and an explicit one wins", async () => {
    window.storefront = { page: { siteCode: 'cn' }, t: (key: string, fallback?: string) => ({ OK: '确定' })[key] ?? fallback ?? key } as never;
    void overlay.alert('x');
    await vi.waitFor(() => expect(popup()).toBeDefined());
    expect(buttons().map((b) => b.textContent)).toEqual(['确定']);
    click(buttons()[0]);
    void overlay.alert('y', { button: 'Close' });
    await vi.waitFor(() => expect(popup()).toBeDefined());
    expect(buttons().map((b) => b.textContent)).toEqual(['Close']);
  });

  it('a text String() cannot print is warned about and shows an empty message; null options are no options', async () => {
    const shown = overlay.alert(Object.create(null) as string);
    await vi.waitFor(() => expect(popup()).toBeDefined());
    expect(warn).toHaveBeenCalledWith('storefront: popup: text must be a string, got object');
    expect(popup()!.querySelector('.layer-popup__desc')!.textContent).toBe('');
    click(buttons()[0]);
    await expect(shown).resolves.toBeUndefined();
    const answer = overlay.confirm('Sure?', null as unknown as undefined);
    await vi.waitFor(() => expect(popup()).toBeDefined());
    expect(buttons().map((b) => b.textContent)).toEqual(['Cancel', 'OK']);
    click(buttons()[1]);
    expect(await answer).toBe(true);
  });

  it('a text that is not a string is a mistake: warned about, shown as text', async () => {
    void overlay.alert({ toString: () => '<i>obj</i>' } as unknown as string);
    await vi.waitFor(() => expect(popup()).toBeDefined());
    expect(warn).toHaveBeenCalledWith('storefront: popup: text must be a string, got object');
    expect(popup()!.querySelector('.layer-popup__desc')!.textContent).toBe('<i>obj</i>');
  });
});
