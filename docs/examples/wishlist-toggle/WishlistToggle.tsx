/**
 * One wishlist button (WAI-ARIA button pattern, toggle variant: `aria-pressed` carries the
 * state). The product code goes into the `wl` cookie, bounded by the wishlist rule (at most 6,
 * oldest dropped, duplicates ignored), and `wishlist:changed` tells every other button and
 * plugin. Markup the component changes on the marker is restored when it unmounts.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readCookie, removeCookie, useRuntime, writeCookie, type MarkerData, type PluginProps } from '../../../runtime/index';
import { wishlistCookie } from '../../../runtime/rules/cookie-lists';

/** What the component reads from a wishlist button's data-* attributes. */
export interface WishlistButton {
  sku: string;
  addText?: string | undefined;
  addedText?: string | undefined;
  productName?: string | undefined;
}

/**
 * Reads one button's marker: data-sku="SM-S938BZKEUB" arrives as data.sku, data-add-text as
 * data.addText. Throwing skips this marker with a console warning naming the plugin; the
 * other buttons still work.
 */
export function fromMarker({ data: { sku = '', addText, addedText, productName } }: MarkerData): WishlistButton {
  if (!/^\w[\w./-]{0,63}$/.test(sku)) throw new Error(`data-sku is not a product code: ${sku.slice(0, 40)}`);
  return { sku, addText, addedText, productName };
}

const readWishlist = () => wishlistCookie.parse(readCookie('wishlist'));

/** Adds or removes `sku`; returns the stored list. */
function toggleInCookie(sku: string): string[] {
  const list = readWishlist();
  const next = list.includes(sku) ? wishlistCookie.remove(list, sku) : wishlistCookie.add(list, sku);
  const text = wishlistCookie.serialise(next);
  if (text) writeCookie('wishlist', text);
  else removeCookie('wishlist');
  return next;
}

/** The component the registry portals into each wishlist button. */
export default function WishlistToggle({ element, marker, event, guard }: PluginProps<WishlistButton>) {
  const { bus, t } = useRuntime();
  const [skus, setSkus] = useState<readonly string[]>(readWishlist);
  const [message, setMessage] = useState('');
  const added = skus.includes(marker.sku);
  // The page's own words (data-add-text, data-added-text) are the fallbacks of the dictionary.
  const label = (isAdded: boolean) =>
    `${isAdded ? t('Added to Wishlist', marker.addedText) : t('Add to Wishlist', marker.addText)}: ${marker.productName ?? ''}`;

  // Every button hears every change; the bus replays the last list to buttons mounted later.
  useEffect(() => bus.on('wishlist:changed', guard(({ skus: next }) => setSkus(next))), [bus, guard]);

  const toggle = useRef(
    guard(() => {
      const next = toggleInCookie(marker.sku);
      bus.emit('wishlist:changed', { skus: next });
      const now = next.includes(marker.sku);
      setMessage(label(now));
    }),
  ).current;

  // A layout effect: the listener is attached in the same task as the first render, so no
  // click falls between the button showing its state and the button listening.
  useLayoutEffect(() => {
    // The click that mounted the plugin already happened: act on it once. A hover or focus
    // that mounted it is no request to change anything.
    if (event?.type === 'click') toggle();
    element.addEventListener('click', toggle);
    return () => element.removeEventListener('click', toggle);
  }, [element, event, toggle]);

  useLayoutEffect(() => {
    const before = { pressed: element.getAttribute('aria-pressed'), label: element.getAttribute('aria-label') };
    element.setAttribute('aria-pressed', String(added));
    element.setAttribute('aria-label', label(added));
    return () => {
      for (const [name, value] of [['aria-pressed', before.pressed], ['aria-label', before.label]] as const) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    };
    // `label` reads `t` (new once the dictionary's words arrive) and the marker's data.
  }, [element, added, t]);

  // Appended inside the button, after its own icon and hidden label: a polite announcement.
  return (
    <span className="hidden" aria-live="polite">
      {message}
    </span>
  );
}
