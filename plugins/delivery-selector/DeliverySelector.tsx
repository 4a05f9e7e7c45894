/**
 * The delivery province selector (docs/rules.md §4 "Delivery selector", §9): the select shows
 * the stored province (cookie `country_region`, default `CA-ON`); choosing another asks in a
 * confirm popup; OK stores it and, on the page types the site lists (`options.reloadOn`, matched
 * against the page's `pageTrack`), reloads so prices and stock follow; cancel puts the select
 * back on the prior choice. The popup's texts come from the marker (`data-confirm-text` with
 * `{province}`, `data-confirm-ok`, `data-confirm-cancel`) in the page's language, as text; a
 * stored change is announced in a polite status (`data-saved-text`, with `{province}`).
 */
import { useLayoutEffect, useState } from 'react';
import { COOKIES, readCookie, writeCookie } from '../../runtime/cookies';
import { useRuntime, type PluginProps } from '../../runtime/index';
import { overlay } from '../../runtime/ui/overlay';

/** docs/rules.md §9: the default delivery region. */
export const DEFAULT_REGION = 'CA-ON';

/** The province to show: the cookie's when the select offers it, else the default (a warning names the cookie). */
export function storedRegion(select: HTMLSelectElement, cookie: string | undefined): string {
  const offered = (code: string) => [...select.options].some((o) => o.value === code);
  if (cookie !== undefined && offered(cookie)) return cookie;
  if (cookie !== undefined) console.warn(`storefront: delivery-selector: cookie country_region holds an unknown province; ${DEFAULT_REGION} shown`);
  return DEFAULT_REGION;
}

/** The page types that reload after a change, from the site's options (strings only). */
export function reloadTypes(options: Readonly<Record<string, unknown>>): readonly string[] {
  const list = options.reloadOn;
  if (list === undefined) return [];
  if (Array.isArray(list) && list.every((t) => typeof t === 'string')) return list;
  console.warn('storefront: delivery-selector: options.reloadOn must be a list of page types; the page is not reloaded');
  return [];
}

/** The component the registry portals into `.delivery-selector`: the status that announces a stored change. */
export default function DeliverySelector({ element, options, guard }: PluginProps) {
  const { page } = useRuntime();
  const [saved, setSaved] = useState('');
  useLayoutEffect(() => {
    const select = element.querySelector<HTMLSelectElement>('select.delivery-selector__select');
    if (!select) {
      console.warn('storefront: delivery-selector: no select.delivery-selector__select inside the marker');
      return;
    }
    const before = select.value;
    let chosen = storedRegion(select, readCookie(COOKIES.countryRegion));
    select.value = chosen;
    let asking = false;
    let live = true;
    const onChange = guard(async () => {
      if (asking) return;
      const next = select.value;
      if (next === chosen) return;
      asking = true;
      const name = select.selectedOptions[0]?.text ?? next;
      const { confirmText, confirmOk, confirmCancel } = element.dataset;
      const text = (confirmText ?? 'Change your delivery province to {province}?').split('{province}').join(name);
      const ok = await overlay.confirm(text, { ...(confirmOk ? { ok: confirmOk } : {}), ...(confirmCancel ? { cancel: confirmCancel } : {}) });
      asking = false;
      // Switched off (or gone) while the confirm was open: the answer changes nothing any more.
      if (!live || !select.isConnected) return;
      if (!ok) {
        select.value = chosen;
        return;
      }
      chosen = next;
      writeCookie(COOKIES.countryRegion, next);
      setSaved((element.dataset.savedText ?? 'Delivery province: {province}').split('{province}').join(name));
      if (reloadTypes(options).includes(page.pageTrack)) location.reload();
    });
    // Arrowing through a closed select changes its value at each key (Chrome, Firefox): that is
    // browsing, not choosing (WCAG 3.2.2, as the cookie bar's geo select), so a change made by a
    // key (in the key's own task) is asked about on Enter, and put back if the select is left
    // without it. A pick from the open list (mouse, touch, or Enter in the list) is asked at once.
    let keyed = false;
    let waiting = false;
    // The mark ends with the key (its keyup, or its task when the keyup goes elsewhere: a Tab).
    const onKey = (e: KeyboardEvent) =>
      e.type === 'keyup' ? (keyed = false) : e.key === 'Enter' ? waiting && ((waiting = false), e.preventDefault(), onChange()) : ((keyed = true), setTimeout(() => (keyed = false)));
    const onPick = () => ((waiting = keyed) || onChange());
    // Left for another control, not another window (the select keeps its place in this one).
    const onLeave = () => waiting && document.hasFocus() && ((waiting = false), (select.value = chosen));
    select.addEventListener('change', onPick);
    select.addEventListener('keydown', onKey);
    select.addEventListener('keyup', onKey);
    select.addEventListener('blur', onLeave);
    return () => {
      live = false;
      select.removeEventListener('change', onPick);
      select.removeEventListener('keydown', onKey);
      select.removeEventListener('keyup', onKey);
      select.removeEventListener('blur', onLeave);
      select.value = before;
    };
  }, [element, options, guard, page.pageTrack]);
  return (
    <span className="hidden" role="status">
      {saved}
    </span>
  );
}
