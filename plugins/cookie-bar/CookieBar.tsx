/**
 * The cookie bar (docs/rules.md §4 "Cookie bar"): visible → closed or accepted. The legacy
 * markup ships it hidden (`.cookie-bar__wrap` with `display:none`); without a `cookiesaccepted`
 * cookie the bar shows. Accept (`.cookie-bar__manage a`) and close (`.cookie-bar__main-close`)
 * both record the cookie for 90 days — the bar's own text says continuing to browse agrees —
 * and hide the bar; focus inside it moves to the page's skip link target, never lost. The app
 * banner inside the bar shows only on mobile (below 768 px). A status region (`role=status`
 * in the markup), so the message is announced when it appears. In the store's app webviews the
 * bar stays hidden (docs/rules.md §4 "Webview").
 *
 * The settings toggle (`.cookie-bar__desc-read-more-btn`) is a disclosure for the bar's
 * `.cookie-bar__settings` panel (the cookie categories); the geo select (`.cookie-bar__select
 * select`) goes to the chosen site once the allowed-link rule passes it, recording
 * `cookiesaccepted-geo` for 90 days (docs/rules.md §4 "Cookie bar").
 */
import { useLayoutEffect, useState } from 'react';
import { COOKIES, readCookie, writeCookie } from '../../runtime/cookies';
import { allowedLink } from '../../runtime/rules/allowed-link';
import { inAppWebview } from '../../runtime/rules/webview';
import { useRuntime, type PluginProps } from '../../runtime/index';

/**
 * Where the focus goes when the banner closes with it inside (never the page's start):
 * `#content`, focusable for that one move only (the tabindex is taken back once the focus
 * leaves), looked up through the prototype so markup named "getElementById" cannot hide it
 * (docs/architecture.md "Input hardening"). The cookie bar, the country selector and the
 * notice banner each keep this copy: shared, it was a chunk of its own, about 150 B more on each.
 */
const focusMain = () => {
  const main = Document.prototype.getElementById.call(document, 'content');
  if (main && !main.hasAttribute('tabindex')) {
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  main?.focus({ preventScroll: true });
};
/** The page's `<body>` and `<html>`, through the prototype: markup named "body" cannot stand in for them. */
const member = (key: 'body' | 'documentElement') => Object.getOwnPropertyDescriptor(Document.prototype, key)!.get!.call(document) as HTMLElement;

/** docs/rules.md §9: widgets are mobile below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
/** The value recorded on accept or close. */
export const ACCEPTED = 'true';
/** The class the bar carries while the plugin drives it (shows the toggle and the geo select). */
export const READY = 'cookie-bar--ready';
/** Navigation, replaceable in tests. */
export const leave = { to: (url: string): void => location.assign(url) };

const warn = (message: string) => console.warn(`storefront: cookie-bar: ${message}`);
let panels = 0;

/** The settings disclosure: returns its undo, or null when the markup has no toggle or panel. */
function settingsToggle(element: HTMLElement): (() => void) | null {
  const button = element.querySelector<HTMLButtonElement>('.cookie-bar__desc-read-more-btn');
  if (!button) return null;
  const panel = element.querySelector<HTMLElement>('.cookie-bar__settings');
  if (!panel) {
    // A bar without the settings panel: nothing for the toggle to show (docs/rules.md §4).
    button.hidden = true;
    return () => {
      button.hidden = false;
    };
  }
  const before = { id: panel.id, hidden: panel.hidden, type: button.getAttribute('type') };
  if (!panel.id) panel.id = `sf-cookie-bar-settings-${++panels}`;
  panel.hidden = true;
  button.setAttribute('type', 'button');
  button.setAttribute('aria-controls', panel.id);
  button.setAttribute('aria-expanded', 'false');
  const toggle = () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  button.addEventListener('click', toggle);
  return () => {
    button.removeEventListener('click', toggle);
    button.removeAttribute('aria-controls');
    button.removeAttribute('aria-expanded');
    if (before.type === null) button.removeAttribute('type');
    else button.setAttribute('type', before.type);
    panel.hidden = before.hidden;
    panel.id = before.id;
    if (!before.id) panel.removeAttribute('id');
  };
}

/**
 * docs/rules.md §4 "Cookie bar": while the bar is fixed over the bottom of the viewport, the
 * page keeps its height clear there, so a control the focus moves to scrolls above the bar
 * (`scroll-padding-bottom` on the root) and the end of the page can scroll out from under it
 * (the body's bottom padding grows by it); `--sf-cookie-bar-height` on the root gives the page's
 * CSS the bar's height for its fixed elements. Follows the bar's height; gives the page's values
 * back when the bar goes or the plugin switches off.
 */
function keepClear(bar: HTMLElement, guard: PluginProps['guard']): () => void {
  // The document's own root and body: markup named "body" cannot stand in for them.
  const root = member('documentElement');
  const body = member('body');
  const before = [root.style.scrollPaddingBottom, body.style.paddingBottom];
  const pad = parseFloat(getComputedStyle(body).paddingBottom) || 0;
  // Fixed elements ignore both: the page's CSS lifts them by this variable (a scroll-to-top button).
  const height = (px: string) => root.style.setProperty('--sf-cookie-bar-height', px);
  const fit = guard(() => {
    const h = getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().height : 0;
    root.style.scrollPaddingBottom = h ? `${h}px` : before[0]!;
    body.style.paddingBottom = h ? `${pad + h}px` : before[1]!;
    height(h ? `${h}px` : '');
  });
  if (typeof ResizeObserver !== 'function') return () => {};
  const observer = new ResizeObserver(fit);
  observer.observe(bar);
  return () => {
    observer.disconnect();
    [root.style.scrollPaddingBottom, body.style.paddingBottom] = before as [string, string];
    height('');
  };
}

/** The component the registry portals into the cookie bar (it renders nothing of its own). */
export default function CookieBar({ element, guard }: PluginProps) {
  const { page, site } = useRuntime();
  // The app banner's chunk and its slot, once the slot is about to show (docs/rules.md §4 "Mobile app banner").
  const [app, setApp] = useState<{ Slot: typeof import('./app-banner')['AppBannerSlot']; slot: HTMLElement } | null>(null);
  useLayoutEffect(() => {
    const wrap = element.querySelector<HTMLElement>('.cookie-bar__wrap');
    if (!wrap) {
      console.warn('storefront: cookie-bar: no .cookie-bar__wrap inside the marker; nothing to show');
      return;
    }
    // In the store's app webviews no banner shows (docs/rules.md §4 "Webview"): the bar stays as shipped, hidden.
    // The cookie counts by its presence (raw): one whose value does not decode still records a choice.
    if (readCookie(COOKIES.cookiesAccepted, undefined, true) !== undefined || inAppWebview()) return;
    const banner = element.querySelector<HTMLElement>('.cookie-bar__app-banner');
    const mobile = matchMedia(MOBILE_QUERY);
    let asked = false;
    let live = true;
    const fitBanner = () => {
      if (!banner) return;
      banner.hidden = !mobile.matches;
      if (!banner.hidden && !asked) {
        asked = true;
        import('./app-banner').then(
          ({ AppBannerSlot }) => live && setApp({ Slot: AppBannerSlot, slot: banner }),
          (error: unknown) => warn(`the app banner's code did not load (${error instanceof Error ? error.message : String(error)}); not shown`),
        );
      }
    };
    fitBanner();
    mobile.addEventListener('change', fitBanner);
    const shownBefore = wrap.style.display;
    wrap.style.display = '';
    element.classList.add(READY);
    const undoSettings = settingsToggle(element);

    // The geo select: the native select is the control (the legacy fake field is hidden).
    const select = element.querySelector<HTMLSelectElement>('.cookie-bar__select select');
    const fakeField = element.querySelector<HTMLElement>('.cookie-bar__select .menu__select-field');
    const selectBefore = select && { tabindex: select.getAttribute('tabindex'), label: select.getAttribute('aria-label') };
    if (select) {
      select.removeAttribute('tabindex');
      const text = element.querySelector('.cookie-bar__select-text')?.textContent?.trim();
      if (text && !select.hasAttribute('aria-label')) select.setAttribute('aria-label', text);
      if (fakeField) fakeField.hidden = true;
    }
    const choose = guard(() => {
      if (!select) return;
      const url = allowedLink(select.value, { pageUrl: location.href, allowedHosts: site.redirectHosts });
      if (!url) {
        warn(`the geo select's value "${select.value.slice(0, 40)}" is not a link the site may follow; staying`);
        return;
      }
      if (new URL(url).href === new URL(`/${page.siteCode}/`, location.href).href) return;
      writeCookie(COOKIES.cookiesAcceptedGeo, ACCEPTED);
      leave.to(url);
    });
    // Arrowing through a closed select changes its value at each key (Chrome, Firefox): that is
    // browsing, not choosing (WCAG 3.2.2), so a change made by a key (in the key's own task)
    // waits for Enter. A pick from the open list (mouse, touch, or Enter in the list) goes at once.
    let keyed = false;
    let waiting = false;
    // The mark ends with the key (its keyup, or its task when the keyup goes elsewhere: a Tab).
    const onKey = (e: KeyboardEvent) => (e.type === 'keyup' ? (keyed = false) : e.key === 'Enter' ? waiting && (e.preventDefault(), choose()) : ((keyed = true), setTimeout(() => (keyed = false))));
    const onChange = () => ((waiting = keyed) ? (keyed = false) : choose());
    // Left for another control without Enter: the select shows the page's site again.
    const shown = select?.value;
    const onLeave = () => waiting && document.hasFocus() && ((waiting = false), (select!.value = shown!));
    select?.addEventListener('change', onChange);
    select?.addEventListener('keydown', onKey);
    select?.addEventListener('keyup', onKey);
    select?.addEventListener('blur', onLeave);

    const dismiss = guard((e: Event) => {
      const target = e.target instanceof Element ? e.target.closest('.cookie-bar__manage a, .cookie-bar__main-close') : null;
      if (!target) return;
      // The accept link is `href="javascript:void(0)"` in the legacy markup: never followed.
      e.preventDefault();
      writeCookie(COOKIES.cookiesAccepted, ACCEPTED);
      const hadFocus = wrap.contains(document.activeElement);
      wrap.style.display = 'none';
      // The bar is gone: its app-banner slot is never asked for again, however the width changes,
      // nor filled by a code still loading (its call would go for a bar no one sees).
      asked = true;
      live = false;
      if (hadFocus) {
        focusMain();
      }
    });
    element.addEventListener('click', dismiss);
    const unclear = keepClear(element, guard);
    return () => {
      unclear();
      element.removeEventListener('click', dismiss);
      select?.removeEventListener('change', onChange);
      select?.removeEventListener('keydown', onKey);
      select?.removeEventListener('keyup', onKey);
      select?.removeEventListener('blur', onLeave);
      if (select && selectBefore) {
        if (selectBefore.tabindex !== null) select.setAttribute('tabindex', selectBefore.tabindex);
        if (selectBefore.label === null) select.removeAttribute('aria-label');
      }
      if (fakeField) fakeField.hidden = false;
      undoSettings?.();
      element.classList.remove(READY);
      mobile.removeEventListener('change', fitBanner);
      live = false;
      setApp(null);
      if (banner) banner.hidden = false;
      wrap.style.display = shownBefore;
    };
  }, [element, guard, page, site]);
  // An empty fragment, not null: the chunk then reaches the runtime context with the JSX runtime
  // and the renderer's shared chunk stays whole (.size-limit.cjs, the country selector case).
  return app ? <app.Slot slot={app.slot} guard={guard} /> : <></>;
}
