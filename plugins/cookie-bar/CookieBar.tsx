/**
 * The cookie bar (docs/rules.md §4 "Cookie bar"): visible → closed or accepted. The legacy
 * markup ships it hidden (`.cookie-bar__wrap` with `display:none`); without a `cookiesaccepted`
 * cookie the bar shows. Accept (`.cookie-bar__manage a`) and close (`.cookie-bar__main-close`)
 * both record the cookie for 90 days — the bar's own text says continuing to browse agrees —
 * and hide the bar; focus inside it moves to the page's skip link target, never lost. The app
 * banner inside the bar shows only on mobile (below 768 px). A status region (`role=status`
 * in the markup), so the message is announced when it appears.
 */
import { useLayoutEffect } from 'react';
import { COOKIES, readCookie, writeCookie } from '../../runtime/cookies';
import type { PluginProps } from '../../runtime/index';

/** docs/rules.md §9: widgets are mobile below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
/** The value recorded on accept or close. */
export const ACCEPTED = 'true';

/** The component the registry portals into the cookie bar (it renders nothing of its own). */
export default function CookieBar({ element, guard }: PluginProps) {
  useLayoutEffect(() => {
    const wrap = element.querySelector<HTMLElement>('.cookie-bar__wrap');
    if (!wrap) {
      console.warn('storefront: cookie-bar: no .cookie-bar__wrap inside the marker; nothing to show');
      return;
    }
    if (readCookie(COOKIES.cookiesAccepted) !== undefined) return;
    const banner = element.querySelector<HTMLElement>('.cookie-bar__app-banner');
    const mobile = matchMedia(MOBILE_QUERY);
    const fitBanner = () => banner && (banner.hidden = !mobile.matches);
    fitBanner();
    mobile.addEventListener('change', fitBanner);
    const shownBefore = wrap.style.display;
    wrap.style.display = '';

    const dismiss = guard((e: Event) => {
      const target = e.target instanceof Element ? e.target.closest('.cookie-bar__manage a, .cookie-bar__main-close') : null;
      if (!target) return;
      // The accept link is `href="javascript:void(0)"` in the legacy markup: never followed.
      e.preventDefault();
      writeCookie(COOKIES.cookiesAccepted, ACCEPTED);
      const hadFocus = wrap.contains(document.activeElement);
      wrap.style.display = 'none';
      if (hadFocus) {
        const main = document.getElementById('content');
        if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        (main ?? document.body).focus({ preventScroll: true });
      }
    });
    element.addEventListener('click', dismiss);
    return () => {
      element.removeEventListener('click', dismiss);
      mobile.removeEventListener('change', fitBanner);
      if (banner) banner.hidden = false;
      wrap.style.display = shownBefore;
    };
  }, [element, guard]);
  return null;
}
