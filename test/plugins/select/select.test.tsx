/**
 * The select plugin through the real registry on the uk product template: dropdowns (listbox)
 * set the hidden select and fire its change; link menus navigate only to this site or the
 * allow-list; disabled menus stay shut; hostile option text stays text; the button is restored
 * when the plugin is switched off.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../../runtime/registry';
import { select as definition } from '../../../plugins/select/index';
import { linkTarget } from '../../../plugins/select/select-markup';
import { act } from '../../support/act';
import { mountProductPage } from '../product-page';

let registry: Registry | undefined;
const field = (key: string) => document.getElementById(`pd-${key}-field`) as HTMLButtonElement;
const selectOf = (key: string) => document.getElementById(`pd-${key}-select`) as HTMLSelectElement;
const list = (key: string) => field(key).closest('.menu')!.querySelector<HTMLElement>('.menu__list');
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const activeText = (key: string) => {
  const l = list(key)!;
  return document.getElementById(l.getAttribute('aria-activedescendant')!)!.textContent;
};

async function openMenu(k: string) {
  click(field(k));
  await expect.poll(() => list(k)).not.toBeNull();
}

beforeEach(() => {
  ({ registry } = mountProductPage([definition]));
});
afterEach(() => {
  registry?.stop();
  registry = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('select plugin: dropdown (listbox)', () => {
  it('a click opens the listbox on the selected option, focused, the button expanded', async () => {
    await openMenu('trade-in');
    const l = list('trade-in')!;
    expect(l.getAttribute('role')).toBe('listbox');
    expect(l.getAttribute('aria-label')).toBe('Trade-in device');
    expect(document.activeElement).toBe(l);
    expect(field('trade-in').getAttribute('aria-expanded')).toBe('true');
    expect(field('trade-in').getAttribute('aria-controls')).toBe(l.id);
    expect(l.querySelectorAll('[role="option"]')).toHaveLength(14);
    expect([...l.querySelectorAll('[aria-disabled="true"]')].map((o) => o.textContent)).toEqual(['Galaxy S9 (not accepted)', 'iPhone 8 (not accepted)']);
    expect(activeText('trade-in')).toBe('Galaxy S24 Ultra');
  });

  it('keys move among enabled options, type-ahead, and Enter chooses: select value, change event, button text', async () => {
    const changes: string[] = [];
    selectOf('trade-in').addEventListener('change', (e) => changes.push((e.target as HTMLSelectElement).value));
    await openMenu('trade-in');
    const l = list('trade-in')!;
    await act(() => void key(l, 'End'));
    expect(activeText('trade-in')).toBe('OnePlus 12');
    await act(() => void key(l, 'Home'));
    for (let i = 0; i < 3; i++) await act(() => void key(l, 'ArrowDown'));
    expect(activeText('trade-in')).toBe('Galaxy S22');
    await act(() => void key(l, 'ArrowDown'));
    expect(activeText('trade-in')).toBe('Galaxy Z Flip6'); // S9 is not accepted: skipped
    await act(() => void key(l, 'i'));
    expect(activeText('trade-in')).toBe('iPhone 16 Pro');
    await act(() => void key(l, 'i'));
    expect(activeText('trade-in')).toBe('iPhone 15');
    await act(() => void key(l, 'i'));
    expect(activeText('trade-in')).toBe('iPhone 16 Pro'); // iPhone 8 is disabled: wraps
    await act(() => void key(l, 'Enter'));
    expect(list('trade-in')).toBeNull();
    expect(selectOf('trade-in').value).toBe('iphone-16-pro');
    expect(changes).toEqual(['iphone-16-pro']);
    expect(field('trade-in').textContent).toBe('iPhone 16 Pro');
    expect(field('trade-in').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(field('trade-in'));
  });

  it('Esc closes without changing the value; a press outside closes too', async () => {
    await openMenu('trade-in');
    await act(() => void key(list('trade-in')!, 'ArrowDown'));
    await act(() => void key(list('trade-in')!, 'Escape'));
    expect(list('trade-in')).toBeNull();
    expect(selectOf('trade-in').value).toBe('galaxy-s24-ultra');
    expect(document.activeElement).toBe(field('trade-in'));
    await openMenu('trade-in');
    await act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(list('trade-in')).toBeNull();
  });

  it('a click on a disabled option chooses nothing; on an enabled one chooses it', async () => {
    await openMenu('trade-in');
    const options = [...list('trade-in')!.querySelectorAll('[role="option"]')];
    await act(() => void click(options[4]!));
    expect(list('trade-in')).not.toBeNull();
    expect(selectOf('trade-in').value).toBe('galaxy-s24-ultra');
    await act(() => void click(options[7]!));
    expect(list('trade-in')).toBeNull();
    expect(selectOf('trade-in').value).toBe('galaxy-a55');
  });

  it('the closed button opens on ArrowDown', async () => {
    await openMenu('trade-in');
    await act(() => void key(list('trade-in')!, 'Escape'));
    await act(() => void key(field('trade-in'), 'ArrowDown'));
    expect(list('trade-in')).not.toBeNull();
  });

  it('a disabled select does not open', async () => {
    click(field('finish'));
    await expect.poll(() => registry!.mounted().length).toBeGreaterThan(0);
    // Neither the click that mounted it nor the next one opens it.
    await act(() => {});
    expect(list('finish')).toBeNull();
    await act(() => void click(field('finish')));
    expect(list('finish')).toBeNull();
    await act(() => void key(field('finish'), 'ArrowDown'));
    expect(list('finish')).toBeNull();
    expect(field('finish').getAttribute('aria-disabled')).toBe('true');
  });

  it('an option the page disables while the list is open cannot be chosen', async () => {
    await openMenu('trade-in');
    selectOf('trade-in').options[7]!.disabled = true;
    await act(() => void click(list('trade-in')!.querySelectorAll('[role="option"]')[7]!));
    expect(selectOf('trade-in').value).toBe('galaxy-s24-ultra');
  });

  it('option text with markup is shown as text', async () => {
    selectOf('trade-in').options[0]!.textContent = '<img src=x onerror=alert(1)>Galaxy';
    await openMenu('trade-in');
    expect(list('trade-in')!.querySelector('img')).toBeNull();
    expect(list('trade-in')!.querySelector('[role="option"]')!.textContent).toBe('<img src=x onerror=alert(1)>Galaxy');
  });

  it('switched off, the button is the page’s again', async () => {
    const before = field('trade-in').outerHTML;
    await openMenu('trade-in');
    await act(() => void key(list('trade-in')!, 'Escape'));
    registry!.disable('select');
    await expect.poll(() => field('trade-in').outerHTML).toBe(before);
  });
});

describe('select plugin: the page sets the select itself', () => {
  it('a script sets the value without a change: the list opens on it and choosing the old choice again sets it', async () => {
    const changes: string[] = [];
    selectOf('trade-in').addEventListener('change', (e) => changes.push((e.target as HTMLSelectElement).value));
    await openMenu('trade-in');
    await act(() => void key(list('trade-in')!, 'ArrowDown'));
    await act(() => void key(list('trade-in')!, 'Enter'));
    expect([selectOf('trade-in').value, field('trade-in').textContent]).toEqual(['galaxy-s24', 'Galaxy S24']);
    selectOf('trade-in').selectedIndex = 0; // no change event
    await openMenu('trade-in');
    expect(activeText('trade-in')).toBe('Galaxy S24 Ultra');
    expect(field('trade-in').textContent).toBe('Galaxy S24 Ultra');
    await act(() => void key(list('trade-in')!, 'ArrowDown'));
    await act(() => void key(list('trade-in')!, 'Enter'));
    expect([selectOf('trade-in').value, field('trade-in').textContent]).toEqual(['galaxy-s24', 'Galaxy S24']);
    expect(changes).toEqual(['galaxy-s24', 'galaxy-s24']);
  });

  it('a form reset puts the button back on the reset value', async () => {
    const menu = field('trade-in').closest('.menu')!;
    const form = document.createElement('form');
    menu.replaceWith(form);
    form.append(menu);
    await openMenu('trade-in');
    await act(() => void key(list('trade-in')!, 'End'));
    await act(() => void key(list('trade-in')!, 'Enter'));
    expect(field('trade-in').textContent).toBe('OnePlus 12');
    await act(() => void form.reset());
    await expect.poll(() => field('trade-in').textContent).toBe('Galaxy S24 Ultra');
  });
});

describe('select plugin: link menus (menu button)', () => {
  it("choosing the placeholder (value \"\") only closes the menu: no navigation, no window", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, assign } as unknown as Location);
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(null);
    for (const k of ['compare', 'manuals']) {
      await openMenu(k);
      expect(activeText(k)).toMatch(/^(Choose a model|Open a manual)$/);
      await act(() => void key(list(k)!, 'Enter'));
      expect(list(k)).toBeNull();
    }
    expect(assign).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a menu of menuitems and leaves the page for a same-site option', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, assign } as unknown as Location);
    await openMenu('compare');
    const l = list('compare')!;
    expect(l.getAttribute('role')).toBe('menu');
    expect([...l.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent)).toEqual(['Choose a model', 'Galaxy S25', 'Galaxy S25+', 'Galaxy Z Fold7']);
    await act(() => void key(l, 'ArrowDown'));
    await act(() => void key(l, 'Enter'));
    expect(assign).toHaveBeenCalledWith(new URL('/uk/smartphones/galaxy-s25/', window.location.href).href);
  });

  it('opens a new window, without opener, for data-link="blank"', async () => {
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(null);
    await openMenu('manuals');
    await act(() => void key(list('manuals')!, 'End'));
    await act(() => void key(list('manuals')!, ' '));
    expect(openWindow).toHaveBeenCalledWith(new URL('/uk/support/manuals/safety/', window.location.href).href, '_blank', 'noopener,noreferrer');
  });

  it('refuses javascript:, data: and off-site values with a warning, and stays on the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(null);
    const options = selectOf('manuals').options;
    options[0]!.value = 'javascript:alert(1)';
    options[1]!.value = 'data:text/html,<script>alert(1)</script>';
    options[2]!.value = 'https://evil.example/phish';
    for (const index of [0, 1, 2]) {
      await openMenu('manuals');
      const items = list('manuals')!.querySelectorAll('[role="menuitem"]');
      await act(() => void click(items[index]!));
    }
    expect(openWindow).not.toHaveBeenCalled();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      'storefront: plugin "select": option "javascript:alert(1)" is neither on this site nor on its redirectHosts; not following it',
      'storefront: plugin "select": option "data:text/html,<script>alert(1)</script>" is neither on this site nor on its redirectHosts; not following it',
      'storefront: plugin "select": option "https://evil.example/phish" is neither on this site nor on its redirectHosts; not following it',
    ]);
  });

  it('an allow-listed host passes the link check', () => {
    expect(linkTarget('https://shop.example.com/uk/cart', 'https://www.example.com/uk/', ['shop.example.com'])).toBe('https://shop.example.com/uk/cart');
    expect(linkTarget('//evil.example/x', 'https://www.example.com/uk/', ['shop.example.com'])).toBeNull();
  });

  it('an unknown data-link only selects, with a warning naming the field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const menuEl = field('compare').closest<HTMLElement>('.menu')!;
    menuEl.dataset.link = 'popup';
    await openMenu('compare');
    expect(list('compare')!.getAttribute('role')).toBe('listbox');
    expect(warn.mock.calls.map((c) => String(c[0]))).toContain('storefront: plugin "select": data-link should be "self" or "blank", got "popup"; the menu only selects');
  });
});
