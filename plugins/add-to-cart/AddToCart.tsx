/**
 * One add-to-cart or buy-now button. A click finds the cart (runtime/services/cart-id.ts), adds the item
 * (runtime/services/cart-add.ts) in the store-call queue, so it waits for the sign-in check
 * (docs/rules.md §4 "Store call queue"), and sets `aria-busy` while the call is out so a second
 * click adds nothing twice. The services show the failure popup and publish the new count; a
 * success that keeps the shopper on the page is announced.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useRuntime, type MarkerData, type PluginProps } from '../../runtime/index';
import { addToCart, addToCartServices, addToCartStore, addToCartV4, buyNow } from '../../runtime/services/cart-add';
import type { BundleItems } from '../../runtime/services/cart-bundle';
import { cartErrorText } from '../../runtime/services/cart-errors';
import { cartId } from '../../runtime/services/cart-id';
import { readCartItem, type CartItem } from '../../runtime/services/cart-item';
import { cartEnv } from './cart-env';

/** What one button adds and where the shopper goes after. */
export interface CartButton {
  item: CartItem;
  /** The button's `data-option-bundle` JSON, read at the click (runtime/services/cart-bundle.ts, its own chunk). */
  bundle?: string | undefined;
  next?: string | undefined;
}

/**
 * Reads `data-modelcode` (or `data-product-code`), `data-qty`, `data-child-products`,
 * `data-option-bundle` and `data-next-url`; throwing skips the button with a warning naming the
 * field (docs/rules.md §5).
 */
export function fromMarker({ data }: MarkerData): CartButton {
  let refused = '';
  // The legacy markup names the code data-modelcode; the warning names the attribute the page has.
  const field = data.productCode === undefined && data.modelcode !== undefined ? 'data-modelcode' : 'data-product-code';
  const item = readCartItem({ ...data, productCode: data.productCode ?? data.modelcode }, (message) => (refused = message.replace('data-product-code', field)));
  if (!item) throw new Error(refused);
  return { item, bundle: data.optionBundle, next: data.nextUrl };
}

/**
 * The items one click adds: the button's product, with its option bundle merged in when it has
 * one (loaded only then); undefined after the bundle's warning when the bundle is refused.
 */
export async function clickItems({ item, bundle }: CartButton): Promise<BundleItems | undefined> {
  return bundle === undefined ? { items: [item] } : (await import('../../runtime/services/cart-bundle')).withBundle(item, bundle, (message) => console.warn(`storefront: ${message}`));
}

/** The component the registry portals into each add-to-cart button. */
export default function AddToCart({ element, marker, options, event, guard }: PluginProps<CartButton>) {
  // A buy-now button buys through the store interface; an add-to-cart one adds through the site's
  // option `api` (docs/sites.md): 'servicesv2', 'store' (the store interface's addCart), 'v4' (the ecom cart service), else addToCart/multi.
  const add = element.matches('.js-buy-now') ? buyNow : options.api === 'servicesv2' ? addToCartServices : options.api === 'store' ? addToCartStore : options.api === 'v4' ? addToCartV4 : addToCart;
  const runtime = useRuntime();
  const signedIn = useRef(false);
  const busy = useRef(false);
  const [message, setMessage] = useState('');
  const latest = useRef({ runtime, marker, add });
  latest.current = { runtime, marker, add };

  useLayoutEffect(() => {
    if (options.api !== undefined && !['servicesv2', 'store', 'v4', 'multi'].includes(options.api as string)) console.warn(`storefront: add-to-cart: option api ${JSON.stringify(String(options.api).slice(0, 20))} is not 'multi', 'servicesv2', 'store' or 'v4'; using 'multi'`);
  }, [options.api]);
  useLayoutEffect(() => runtime.bus.on('session:changed', guard((s) => void (signedIn.current = s.signedIn))), [runtime.bus, guard]);

  useLayoutEffect(() => {
    const add = guard((e?: Event) => {
      e?.preventDefault();
      if (busy.current) return;
      busy.current = true;
      element.setAttribute('aria-busy', 'true');
      // Emptied at each add, so the next success changes the live region and is announced again
      // (and a failure leaves no earlier success standing).
      setMessage('');
      const { runtime: rt, marker: m } = latest.current;
      const env = cartEnv(rt.page, rt.site, rt.bus);
      void rt
        .queue(async () => {
          // A bundle reader that did not load is a failed add, shown as one (docs/rules.md §8).
          const what = await clickItems(m).catch((error: unknown) => (console.warn('storefront: add to cart: the option bundle reader did not load', error), void env.ui.alert(cartErrorText(error))));
          if (!what) return;
          // addToCart/multi adds to a Hybris cart it names; servicesv2 and the store interface find the shopper's own.
          const multi = latest.current.add === addToCart;
          const id = multi ? await cartId(env, signedIn.current) : undefined;
          if (multi && !id) return;
          // Announced for a shopper who stays on the page (00301, or a next URL refused); buy now leaves it.
          const how = latest.current.add;
          if ((await how(env, { ...what, ...(id ? { cartId: id } : {}), next: m.next })) === 'added' && how !== buyNow) setMessage(rt.t('addedToCart', 'Added to cart'));
        })
        .finally(() => {
          busy.current = false;
          element.removeAttribute('aria-busy');
        });
    });
    // The click that loaded the chunk already happened: act on it once.
    if (event?.type === 'click') add(event);
    element.addEventListener('click', add);
    return () => element.removeEventListener('click', add);
  }, [element, event, guard]);

  // A polite announcement after the button's own text, visually hidden like the legacy labels.
  return (
    <span className="hidden" aria-live="polite">
      {message}
    </span>
  );
}
