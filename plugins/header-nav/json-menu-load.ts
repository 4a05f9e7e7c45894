/**
 * The header menu from JSON as one preparing step of the navigation (docs/rules.md §2 "Header
 * menu JSON"): its own chunk, loaded only on pages that name a menu JSON address, so pages
 * with their own menu never download the checker and the builder.
 */
import type { Bus, PageConfig, SiteConfig } from '../../runtime/index';
import { applyJsonMenu } from './json-menu';
import { jsonMenuDeps } from './json-menu-deps';

/** Renders the checked JSON menu into `nav`; the page's menu stays on any failure (warned). */
export function loadJsonMenu(nav: HTMLElement, page: PageConfig, site: SiteConfig, signal: AbortSignal, bus: Pick<Bus, 'emit'>): Promise<boolean> {
  // getCustomer's 401 signs the shopper out (docs/rules.md §7), back to this page.
  return applyJsonMenu(nav, jsonMenuDeps(nav, page, site, signal, () => bus.emit('session:sign-out', { returnUrl: location.href })));
}
