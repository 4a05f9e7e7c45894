/**
 * One wishlist button (WAI-ARIA button pattern, toggle variant: `aria-pressed` carries the
 * state). The product code goes into the `wl` cookie, bounded by the wishlist rule (at most 6,
 * oldest dropped, duplicates ignored), and `wishlist:changed` tells every other button and
 * plugin. Markup the component changes on the marker is restored when it unmounts.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readCookie, removeCookie, useRuntime, writeCookie, type PluginProps } from '../../../runtime/index';
import { wishlistCookie } from '../../../runtime/rules/cookie-lists';
import type { WishlistToggleProps } from './index';

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
export default function WishlistToggle({ element, props, trigger, guard }: PluginProps<WishlistToggleProps>) {
  const { bus, t } = useRuntime();
  const [skus, setSkus] = useState<readonly string[]>(readWishlist);
  const [message, setMessage] = useState('');
  const added = skus.includes(props.sku);
  // The page's own words (data-add-text, data-added-text) are the fallbacks of the dictionary.
  const label = (isAdded: boolean) =>
    `${isAdded ? t('Added to Wishlist', props.addedText) : t('Add to Wishlist', props.addText)}: ${props.productName ?? ''}`;

  // Every button hears every change; the bus replays the last list to buttons mounted later.
  useEffect(() => bus.on('wishlist:changed', guard(({ skus: next }) => setSkus(next))), [bus, guard]);

  const toggle = useRef(
    guard(() => {
      const next = toggleInCookie(props.sku);
      bus.emit('wishlist:changed', { skus: next });
      const now = next.includes(props.sku);
      setMessage(label(now));
    }),
  ).current;

  // A layout effect: the listener is attached in the same task as the first render, so no
  // click falls between the button showing its state and the button listening.
  useLayoutEffect(() => {
    // The click that mounted the plugin already happened: act on it once. A hover or focus
    // that mounted it is no request to change anything.
    if (trigger?.type === 'click') toggle();
    element.addEventListener('click', toggle);
    return () => element.removeEventListener('click', toggle);
  }, [element, trigger, toggle]);

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
    // `label` reads only `t` and the marker's props, both fixed for the instance's life.
  }, [element, added]);

  // Appended inside the button, after its own icon and hidden label: a polite announcement.
  return (
    <span className="hidden" aria-live="polite">
      {message}
    </span>
  );
}
