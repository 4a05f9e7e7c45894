import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../../runtime/bus';
import { setRuntime } from '../../../runtime/context';
import { createMounter } from '../../../runtime/mount';
import { createRegistry, type Registry } from '../../../runtime/registry';
import { cartBadge } from '../../../plugins/cart-badge/index';

const HEADER = `
  <a class="nv00-gnb-v4__utility-cart js-global-cart-btn"><span aria-live="polite" class="cart-in-number gnb-cart-count" style="display:none;"><span class="hidden">Number of Products :</span></span></a>
  <a class="nv00-gnb-v4__utility-cart js-global-cart-btn"><span aria-live="polite" class="cart-in-number gnb-cart-count" style="display:none;"><span class="hidden">Number of Products :</span></span></a>`;

let bus: Bus;
let registry: Registry;
const badges = () => [...document.querySelectorAll<HTMLElement>('.gnb-cart-count')];
const shown = () => badges().map((b) => (b.style.display === 'none' ? 'hidden' : b.textContent!.replace('Number of Products :', '').trim()));

function start(cookie?: string) {
  if (cookie !== undefined) document.cookie = `s_ecom_sc_cnt=${cookie}; path=/`;
  document.body.innerHTML = HEADER;
  bus = createBus();
  setRuntime({ page: {} as never, site: {} as never, bus, queue: (f) => Promise.resolve(f()), t: (k, f) => f ?? k });
  registry = createRegistry({ definitions: [cartBadge], settings: { 'cart-badge': { enabled: true } }, bus, loadMounter: async () => createMounter() });
  registry.start();
}

beforeEach(() => {
  document.cookie = 's_ecom_sc_cnt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterEach(() => registry.stop());

describe('cart badge (SPEC §5)', () => {
  it('shows the cookie count in both header copies, after the hidden label', async () => {
    start('3');
    await expect.poll(shown).toEqual(['3', '3']);
    expect(badges()[0]!.firstElementChild!.textContent).toBe('Number of Products :');
  });

  it('caps at 99', async () => {
    start('150');
    await expect.poll(shown).toEqual(['99', '99']);
  });

  it.each(['abc', '-4', '2.5', '', '<b>9</b>', '1e3'])('shows nothing for the cookie value %j (non-numeric → 0, hidden)', async (value) => {
    start(value);
    await expect.poll(() => registry.mounted().length).toBe(2);
    expect(shown()).toEqual(['hidden', 'hidden']);
  });

  it('stays hidden at 0 and without a cookie', async () => {
    start();
    await expect.poll(() => registry.mounted().length).toBe(2);
    expect(shown()).toEqual(['hidden', 'hidden']);
  });

  it('follows cart:count on the bus', async () => {
    start('1');
    await expect.poll(shown).toEqual(['1', '1']);
    bus.emit('cart:count', { count: 12 });
    await expect.poll(shown).toEqual(['12', '12']);
    bus.emit('cart:count', { count: 0 });
    await expect.poll(shown).toEqual(['hidden', 'hidden']);
    bus.emit('cart:count', { count: 1000 });
    await expect.poll(shown).toEqual(['99', '99']);
  });

  it('shows a cart:count that came before any badge mounted (replayed state)', async () => {
    document.body.innerHTML = HEADER;
    document.cookie = 's_ecom_sc_cnt=1; path=/';
    bus = createBus();
    bus.emit('cart:count', { count: 250 });
    setRuntime({ page: {} as never, site: {} as never, bus, queue: (f) => Promise.resolve(f()), t: (k, f) => f ?? k });
    registry = createRegistry({ definitions: [cartBadge], settings: { 'cart-badge': { enabled: true } }, bus, loadMounter: async () => createMounter() });
    registry.start();
    await expect.poll(shown).toEqual(['99', '99']);
  });

  it('re-reads the cookie when the tab is shown again', async () => {
    start('1');
    await expect.poll(shown).toEqual(['1', '1']);
    document.cookie = 's_ecom_sc_cnt=5; path=/';
    document.dispatchEvent(new Event('visibilitychange'));
    await expect.poll(shown).toEqual(['5', '5']);
  });
});
