/**
 * The nv16 country selector banner (docs/rules.md §4 "Country selector"). The legacy markup ships
 * it collapsed (`style="height: 0px;"`); it shows until the shopper closes it or chooses a
 * country: close records `cookiesaccepted-countries` (90 days), Continue with a site records
 * `cookie_country` (the selected site, 999 days, docs/rules.md §9) and goes to that site's home,
 * Continue with 'other' goes to the global country list. The site list is the marker's JSON
 * (`ipredirectionLocalList`, site-list.ts); options of sites it does not hold (or refused) are
 * disabled. The banner is a named region; the native select is the control (its label is the
 * page's), so the legacy look-alike button is hidden while the banner shows. Pattern: a region
 * landmark holding a native select and two buttons (no custom ARIA widget).
 */
import { useLayoutEffect } from 'react';
import { COOKIES, readCookie, removeCookie, writeCookie } from '../../runtime/cookies';
import { useRuntime, type MarkerData, type PluginProps } from '../../runtime/index';
import { destination, parseSiteList, siteLabel, OTHER, type SiteEntry } from './site-list';

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

/** The value recorded on close. */
export const ACCEPTED = 'true';

/** docs/rules.md §4: changing country clears the navigation, private code, compare, wishlist and in-store private code cookies. */
export const COUNTRY_LISTS = ['navigationHistory', 'privateCode', 'compareList', 'wishlist', 'inStorePrivateCode'] as const;

/** How Continue leaves the page (a seam for tests: jsdom cannot navigate). */
export const leave = { to: (url: string): void => location.assign(url) };

const warn = (message: string) => console.warn(`storefront: country-selector: ${message}`);

/** True when the shopper already closed the banner or chose a site. */
export const decided = (): boolean => readCookie(COOKIES.cookiesAcceptedCountries) !== undefined || readCookie(COOKIES.lastSite) !== undefined;

/** What the banner's marker carries: the checked site list. */
export interface CountrySelectorMarker {
  sites: SiteEntry[];
}

/** Reads the marker's JSON child `{"ipredirectionLocalList": [...]}` once, at the marker boundary (site-list.ts checks it). */
export function fromMarker({ json }: MarkerData): CountrySelectorMarker {
  const list = json !== null && typeof json === 'object' ? (json as { ipredirectionLocalList?: unknown }).ipredirectionLocalList : undefined;
  return { sites: parseSiteList(list, warn) };
}

/** The component the registry portals into the `aside.nv16-country-selector` (it renders nothing of its own). */
export default function CountrySelector({ element, marker, guard }: PluginProps<CountrySelectorMarker>) {
  const { page, site } = useRuntime();
  useLayoutEffect(() => {
    const select = element.querySelector<HTMLSelectElement>('select.menu__select');
    if (!select) {
      warn('no select.menu__select inside the marker; nothing to show');
      return;
    }
    // Decided: the page ships the banner collapsed (height 0), its select and buttons still in
    // the Tab order as blank stops; hidden, they leave it (and the page's state comes back on
    // switch-off).
    if (decided()) {
      const was = element.hidden;
      element.hidden = true;
      return () => void (element.hidden = was);
    }
    const { sites } = marker;
    const label = element.querySelector<HTMLLabelElement>('label.nv16-country-selector__description');
    const fakeField = element.querySelector<HTMLElement>('.menu__select-field');

    const before = {
      height: element.style.height,
      role: element.getAttribute('role'),
      name: element.getAttribute('aria-label'),
      tabindex: select.getAttribute('tabindex'),
      value: select.value,
      options: [...select.options].map((o) => ({ o, text: o.text, disabled: o.disabled })),
    };
    // Options name sites of the list, shown by their local names (as text); the rest cannot be chosen.
    for (const option of select.options) {
      if (option.value === OTHER) continue;
      const entry = sites.find((s) => s.site_code === option.value);
      if (entry) option.textContent = siteLabel(entry);
      else option.disabled = true;
    }
    if (select.selectedOptions[0]?.disabled) select.value = [...select.options].find((o) => !o.disabled)?.value ?? '';
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', label?.textContent?.trim() || 'Country selector');
    select.removeAttribute('tabindex');
    if (fakeField) fakeField.hidden = true;
    element.style.height = 'auto';

    const hide = () => {
      const hadFocus = element.contains(document.activeElement);
      element.hidden = true;
      if (hadFocus) {
        focusMain();
      }
    };
    const onClick = guard((e: Event) => {
      const target = e.target instanceof Element ? e.target.closest('[data-action="countrySelectorClose"], [data-action="countrySelectorContinue"]') : null;
      if (!target) return;
      e.preventDefault();
      if (target.getAttribute('data-action') === 'countrySelectorClose') {
        writeCookie(COOKIES.cookiesAcceptedCountries, ACCEPTED);
        hide();
        return;
      }
      const to = destination(select.value, sites, page.siteCode, { pageUrl: location.href, allowedHosts: site.redirectHosts });
      if (!to) {
        warn(`no site "${select.value.slice(0, 40)}" in ipredirectionLocalList to go to; staying`);
        return;
      }
      if (to.kind === 'site') {
        // docs/rules.md §4: another country's site; the old country's lists do not follow.
        if (to.site !== page.siteCode) for (const name of COUNTRY_LISTS) removeCookie(name);
        writeCookie(COOKIES.lastSite, to.site);
      }
      leave.to(to.url);
    });
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      for (const { o, text, disabled } of before.options) {
        o.textContent = text;
        o.disabled = disabled;
      }
      if (before.tabindex !== null) select.setAttribute('tabindex', before.tabindex);
      if (fakeField) fakeField.hidden = false;
      if (before.role === null) element.removeAttribute('role');
      else element.setAttribute('role', before.role);
      if (before.name === null) element.removeAttribute('aria-label');
      else element.setAttribute('aria-label', before.name);
      element.style.height = before.height;
      element.hidden = false;
      select.value = before.value;
    };
  }, [element, marker, guard, page, site]);
  // An empty fragment, not null: the chunk then reaches the JSX runtime as every plugin using
  // the runtime context does, and esbuild keeps the renderer's shared chunk whole (.size-limit.cjs
  // "Country selector").
  return <></>;
}
