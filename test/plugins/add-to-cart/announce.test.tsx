/**
 * The add-to-cart button's polite announcement (docs/rules.md §4 "Add to cart": a success that
 * keeps the shopper on the page, result 00301): through the real registry, against a real local
 * server. Each success is announced, not only the first; a failed add leaves no success standing.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { addToCart } from '../../../plugins/add-to-cart/index';
import { openPopups } from '../../../runtime/ui/popup-manager';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';
import { json, serve } from '../../support/http-server';

let mounted: Mounted | undefined;
afterEach(async () => {
  // The failure popup's close takes its history entry off (an asynchronous Back).
  await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  mounted?.registry.stop();
  mounted = undefined;
  document.cookie = 'guestCartGuid=; max-age=0; path=/';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('announces every add that stays on the page, and empties the announcement when an add fails', async () => {
  const replies = [json({ code: 'c1', totalUnitCount: 1, resultCode: '00301' }), json({ code: 'c1', totalUnitCount: 2, resultCode: '00301' }), json('not json', 500)];
  const server = await serve({ '/tokocommercewebservices/v2/uk/addToCart/multi/': (req, res, body) => replies.shift()!(req, res, body) });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    document.cookie = 'guestCartGuid=0b0e6f3c-4a59-4c1b-9d2e-1f2a3b4c5d6e; path=/';
    document.body.innerHTML = '<main id="content"><button type="button" class="js-add-to-cart" data-modelcode="SM-S938BZKEUB">Add to cart</button></main>';
    mounted = mountPlugins([addToCart], { 'add-to-cart': { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk', storeDomain: server.origin }));
    const button = document.querySelector<HTMLElement>('.js-add-to-cart')!;
    const press = () => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const idle = () => vi.waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));

    press();
    await vi.waitFor(() => expect(button.querySelector('[aria-live="polite"]')?.textContent).toBe('Added to cart'));
    await idle();
    // What the live region says from here on, each change in order.
    const live = button.querySelector('[aria-live="polite"]')!;
    const said: string[] = [];
    new MutationObserver(() => said.push(live.textContent ?? '')).observe(live, { childList: true, characterData: true, subtree: true });

    press();
    await vi.waitFor(() => expect(said.at(-1)).toBe('Added to cart'));
    await idle();
    expect(said).toEqual(['', 'Added to cart']);

    // A failed add: its message popup is shown (and closed here); no success is left standing.
    press();
    await vi.waitFor(() => expect(openPopups()).toHaveLength(1));
    expect(live.textContent).toBe('');
    openPopups()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await idle();
    expect(said).toEqual(['', 'Added to cart', '']);
  } finally {
    await server.close();
  }
});
