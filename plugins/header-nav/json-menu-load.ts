/**
 * The header menu from JSON as one preparing step of the navigation (docs/rules.md §2 "Header
 * menu JSON"): its own chunk, loaded only on pages that name a menu JSON address, so pages
 * with their own menu never download the checker and the builder.
 */
import type { Bus, PageConfig, SiteConfig } from '../../runtime/index';
import { applyJsonMenu } from './json-menu';
import { jsonMenuDeps } from './json-menu-deps';

/**
 * Renders the checked JSON menu into `nav` through the navigation's `edit` once the menu is not
 * in use (`whenIdle`); the page's menu stays on any failure (warned).
 */
export function loadJsonMenu(nav: HTMLElement, page: PageConfig, site: SiteConfig, signal: AbortSignal, bus: Pick<Bus, 'emit' | 'on' | 'last'>, edit: (change: () => void) => boolean): Promise<boolean> {
  return applyJsonMenu(nav, { ...jsonMenuDeps(nav, page, site, signal, signOutSignedIn(bus, signal)), edit: (region, change) => whenIdle(nav, region, signal).then(() => void edit(change)) });
}

/**
 * Resolves once `nav` is closed (`data-sf-nav="closed"`) and the focus is not in `region` (at
 * once when it already is), or once `signal` aborts: a menu the shopper is using is not
 * rewritten under them. The caller checks `signal` after.
 */
export function whenIdle(nav: HTMLElement, region: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const idle = (focus = document.activeElement) => signal.aborted || (nav.dataset.sfNav === 'closed' && !region.contains(focus));
    if (idle()) return resolve();
    // On focusout the focus is on its way to the event's relatedTarget; with none (a click on the
    // page's background, or the window losing the focus, which keeps it where it was) it is read a
    // task later, once it has landed.
    const check = (event?: FocusEvent) => (event && !event.relatedTarget ? void setTimeout(check) : idle(event && (event.relatedTarget as Element)) && stop());
    const watch = new MutationObserver(() => check());
    const stop = () => (watch.disconnect(), region.removeEventListener('focusout', check as EventListener), signal.removeEventListener('abort', stop), resolve());
    watch.observe(nav, { attributeFilter: ['data-sf-nav'] });
    region.addEventListener('focusout', check as EventListener);
    signal.addEventListener('abort', stop);
  });
}

/**
 * getCustomer's 401 signs the shopper out (docs/rules.md §7), back to this page: once the session
 * is known, and only a shopper it signed in (an expired cookie or a guest store login is the
 * session's to clear), and not after the navigation switched off.
 */
export function signOutSignedIn(bus: Pick<Bus, 'emit' | 'on' | 'last'>, signal: AbortSignal): () => void {
  return () => {
    const go = (s: { signedIn: boolean }) => s.signedIn && !signal.aborted && bus.emit('session:sign-out', { returnUrl: location.href });
    const ready = bus.last('session:ready');
    if (ready) return void go(ready);
    const off = bus.on('session:ready', (s) => (off(), go(s)));
  };
}
