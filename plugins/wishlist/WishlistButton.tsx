/**
 * One wishlist button (WAI-ARIA button pattern, toggle variant: `aria-pressed` carries the
 * state). Signed out the product code goes into the `wl` cookie (duplicates ignored, at most 6,
 * oldest dropped: runtime/services/wishlist-store.ts); signed in the server adds or removes it
 * and the button changes only once the store confirmed. An add opens the confirmation popup
 * the button names (`data-div-id`, a layer popup on the page); without one, and for a removal, a
 * snack bar confirms. `wishlist:changed` tells every other button. Markup the button had is
 * restored on unmount. The button mounts when it comes near the view or on an interaction
 * first (plugins/wishlist/index.ts), so the hearts in view show the list at load.
 *
 * Signed in, the page reads the shopper's server list once, when `session:ready` comes (after
 * the sign-in hand-over), through the store-call queue (plugins/wishlist/wishlist-load.ts), and
 * the buttons show it; a click is decided against that list inside the queue, so a click made
 * while the list is still loading removes an item the server already holds instead of adding
 * it again.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { request, useRuntime, type MarkerData, type PluginProps, type Runtime } from '../../runtime/index';
import { addToCookieWishlist, cookieWishlist, removeFromCookieWishlist, wishlistChange } from '../../runtime/services/wishlist-store';
import { overlay } from '../../runtime/ui/overlay';
import { wishlistBase, wishlistStoreCall } from './wishlist-api';
import { loadedEvent, loadOtherWishlist, loadServerWishlist } from './wishlist-load';

/** What the button reads from its data-* attributes. */
export interface WishlistButtonData {
  sku: string;
  addText?: string | undefined;
  addedText?: string | undefined;
  productName?: string | undefined;
  /** The id of the confirmation popup (`data-div-id`, with or without '#'). */
  divId?: string | undefined;
}

const POPUP_ID = /^#?([A-Za-z][\w-]{0,63})$/;

/** Reads `data-sku` (a product code, else the button is skipped with a warning naming it) and the labels. */
export function fromMarker({ data: { sku = '', addText, addedText, productName, divId } }: MarkerData): WishlistButtonData {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/.test(sku)) throw new Error(`wishlist: data-sku ${JSON.stringify(sku.slice(0, 40))} is not a product code; the button does nothing`);
  const popup = divId === undefined ? undefined : POPUP_ID.exec(divId)?.[1];
  if (divId !== undefined && !popup) console.warn(`storefront: wishlist: data-div-id ${JSON.stringify(divId.slice(0, 40))} is not an id; the snack bar confirms instead`);
  return { sku, addText, addedText, productName: productName?.slice(0, 200), divId: popup };
}

/**
 * The layer popup with this id on the page, if there is one (read through the prototype:
 * docs/architecture.md "Input hardening"). The selector is the layer part's (runtime/ui/layer-popup.ts);
 * importing that module would tie this chunk to the kit, so only the check is repeated here.
 */
const confirmationPopup = (id: string | undefined): boolean => {
  const el = id ? Document.prototype.getElementById.call(document, id) : null;
  return !!el && el.matches('.layer-popup, .layer_popup, [data-sf-popup]');
};

/** The server list's load, once per page (keyed by the page's config: each instance's bus is its own). */
const loads = new WeakMap<object, Promise<unknown>>();

/**
 * Starts the signed-in shopper's list load unless it started; the list goes out as
 * `wishlist:changed`, and the page's callback `wishlist:loaded` as docs/rules.md §8 says. Never rejects.
 */
function loadOnce(rt: Runtime): Promise<unknown> {
  let load = loads.get(rt.page);
  if (!load) {
    // The site's wishlist option `api` (docs/sites.md): 'v4', 'store' (getWishList), else Hybris.
    const api = rt.site.plugins.wishlist?.options?.api;
    if (api !== undefined && api !== 'v4' && api !== 'store' && api !== 'hybris') console.warn(`storefront: wishlist: option api ${JSON.stringify(String(api).slice(0, 20))} is not 'hybris', 'store' or 'v4'; using 'hybris'`);
    const read = () => (api === 'v4' || api === 'store' ? loadOtherWishlist(api, rt.page, rt.site, wishlistStoreCall(rt.page, rt.site, rt.bus), console) : loadServerWishlist(request, wishlistBase(rt.page, rt.site), console));
    load = rt.queue(read).then((result) => {
      rt.bus.emit('wishlist:changed', { skus: result.skus });
      const loaded = loadedEvent(result, rt.page.siteCode);
      if (loaded) rt.bus.emit('wishlist:loaded', loaded);
    });
    loads.set(rt.page, load);
  }
  return load;
}

/** Resolves once the session is ready (at once when it already is). */
const sessionReady = ({ bus }: Runtime) =>
  new Promise<unknown>((ready) => {
    if (bus.last('session:ready')) return ready(0);
    const off = bus.on('session:ready', () => (off(), ready(0)));
  });

/** The component the registry portals into each wishlist button. */
export default function WishlistButton({ element, marker, event, guard }: PluginProps<WishlistButtonData>) {
  const runtime = useRuntime();
  const { bus, t } = runtime;
  const [skus, setSkus] = useState<readonly string[]>(cookieWishlist);
  const signedIn = useRef(false);
  const busy = useRef(false);
  const latest = useRef({ runtime, marker, skus });
  latest.current = { runtime, marker, skus };
  const added = skus.includes(marker.sku);
  const label = (on: boolean) => (on ? t('Added to Wishlist', marker.addedText ?? 'Added to Wishlist') : t('Add to Wishlist', marker.addText ?? 'Add to Wishlist'));

  useEffect(() => bus.on('wishlist:changed', guard(({ skus: next }) => setSkus(next))), [bus, guard]);
  useLayoutEffect(() => bus.on('session:changed', guard((s) => void (signedIn.current = s.signedIn))), [bus, guard]);
  // After `session:ready`: the sign-in hand-over has moved the cookie's items by then.
  useLayoutEffect(() => bus.on('session:ready', guard((s) => void (s.signedIn && loadOnce(latest.current.runtime)))), [bus, guard]);

  useLayoutEffect(() => {
    const toggle = guard(() => {
      if (busy.current) return;
      const { runtime: rt, marker: m, skus: list } = latest.current;
      const on = !list.includes(m.sku);
      const done = (next: readonly string[], added = on) => {
        rt.bus.emit('wishlist:changed', { skus: next });
        if (added && confirmationPopup(m.divId)) return void overlay.openLayer(m.divId!, element);
        overlay.toast(`${added ? rt.t('Added to Wishlist', m.addedText ?? 'Added to Wishlist') : rt.t('Removed from Wishlist', 'Removed from Wishlist')}: ${m.productName ?? m.sku}`);
      };
      if (!signedIn.current) return done(on ? addToCookieWishlist(m.sku) : removeFromCookieWishlist(m.sku));
      busy.current = true;
      element.setAttribute('aria-busy', 'true');
      // The queue runs calls one after another, so this one runs after the list's load (queued at
      // `session:ready`): the server's list, as the buttons last heard it, decides. A click made
      // once the shopper is known but before the session is ready (its checks and the wishlist
      // hand-over still running) is queued at `session:ready` too, after the load.
      void sessionReady(rt)
        .then(() => rt.queue(async () => {
          const current = rt.bus.last('wishlist:changed')?.skus ?? [];
          const adding = !current.includes(m.sku);
          const call = wishlistStoreCall(rt.page, rt.site, rt.bus, true);
          const confirmed = await wishlistChange(rt.page, rt.site, call)(adding ? 'add' : 'remove', m.sku);
          return { adding, confirmed, gone: call.signedOut, rest: (rt.bus.last('wishlist:changed')?.skus ?? []).filter((s) => s !== m.sku) };
        }))
        .then(({ adding, confirmed, gone, rest }) => {
          if (confirmed) done(adding ? [m.sku, ...rest] : rest, adding);
          // A 2100 signs the shopper out and a 401 has the session's alert (docs/rules.md §8): no failure to show.
          else if (!gone) overlay.toast(rt.t('wishlistFailed', 'The wishlist could not be changed. Please try again.'));
        })
        .finally(() => {
          busy.current = false;
          element.removeAttribute('aria-busy');
        });
    });
    // The click that loaded the chunk already happened: act on it once. The words are read at
    // the click (`latest`), not taken as a dependency: the dictionary arriving later would run
    // this again and replay the click, taking the item back off.
    if (event?.type === 'click') toggle();
    // The product page's control is a link (`href="#"`): the click only toggles.
    // That link says role="button": Space presses it, as it does a button, instead of scrolling;
    // once, however long it is held (the key's repeats only keep the page from scrolling).
    const onPress = (e: Event) => (e.type === 'click' || ((e as KeyboardEvent).key === ' ' && element.localName !== 'button')) && (e.preventDefault(), (e as KeyboardEvent).repeat || toggle());
    const types = ['click', 'keydown'];
    types.forEach((type) => element.addEventListener(type, onPress));
    return () => types.forEach((type) => element.removeEventListener(type, onPress));
  }, [element, event, guard]);

  useLayoutEffect(() => {
    const before = { pressed: element.getAttribute('aria-pressed'), label: element.getAttribute('aria-label') };
    element.setAttribute('aria-pressed', String(added));
    element.setAttribute('aria-label', `${label(added)}: ${marker.productName ?? marker.sku}`);
    // A control that shows its label as text (the product page's link) shows the state there too.
    const text = [...element.childNodes].find((n): n is Text => n instanceof Text && [marker.addText, marker.addedText].includes(n.data.trim()));
    const shown = text?.data;
    if (text) text.data = label(added);
    return () => {
      for (const [name, value] of [['aria-pressed', before.pressed], ['aria-label', before.label]] as const) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
      if (text) text.data = shown!;
    };
  }, [element, added, t]);

  // The state in words for screen readers that do not announce an aria-label change.
  return (
    <span className="hidden" aria-live="polite">
      {label(added)}
    </span>
  );
}
