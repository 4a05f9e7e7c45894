/**
 * The plugin guide's complete example (docs/examples/wishlist-toggle/) mounted as the guide
 * describes it: through the real registry and mount, on the markup of a real template page
 * (templates/pages/uk/index.html), with the page's hidden inputs, the uk site config and the
 * en_GB dictionary. If the guide's example stops working, this fails.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bus } from '../../runtime/bus';
import { createDictionary, parseDictionary } from '../../runtime/dictionary';
import type { PluginDefinition } from '../../runtime/plugin';
import type { Registry } from '../../runtime/registry';
import { wishlistToggle } from '../../docs/examples/wishlist-toggle/index';
import { buildRuntime, mountPlugins } from '../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const template = readFileSync(join(root, 'templates/pages/uk/index.html'), 'utf8');
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(template)![1]!;
const words = parseDictionary(JSON.parse(readFileSync(join(root, 'templates/assets/i18n/storefront.en_GB.b2c.json'), 'utf8')));

// Listed the way plugins/index.ts lists every definition.
const definitions: readonly PluginDefinition[] = [wishlistToggle];

let bus: Bus;
let registry: Registry;

const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('button.js-wishlist-btn')];
const wlCookie = () => {
  const raw = /(?:^|; )wl=([^;]*)/.exec(document.cookie)?.[1];
  return raw === undefined ? undefined : decodeURIComponent(raw);
};
const clearCookie = () => void (document.cookie = 'wl=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const announcement = (el: Element) => el.querySelector('[aria-live="polite"]')?.textContent;

async function boot(enabled = true) {
  document.body.innerHTML = body;
  // The page's hidden inputs, the uk site file and the en_GB words, as the page would have them.
  const inputs = Object.fromEntries([...document.querySelectorAll<HTMLInputElement>('input[type="hidden"][id]')].map((i) => [i.id, i.value]));
  const runtime = { ...buildRuntime(inputs), t: createDictionary(words, true).t };
  ({ registry, bus } = mountPlugins(definitions, { ...runtime.site.plugins, 'wishlist-toggle': { enabled, options: {} } }, runtime));
}

beforeEach(clearCookie);
afterEach(() => {
  registry.stop();
  document.body.innerHTML = '';
  clearCookie();
});

describe('plugin guide example: wishlist-toggle on templates/pages/uk/index.html', () => {
  it('finds the template’s wishlist buttons and mounts nothing before an interaction', async () => {
    await boot();
    expect(buttons()).toHaveLength(8);
    await new Promise((r) => setTimeout(r, 20));
    expect(registry.mounted()).toEqual([]);
    expect(buttons().filter((b) => b.querySelector('[aria-live]'))).toEqual([]);
  });

  it('a click mounts the button and adds its product, inside the marker after its own children', async () => {
    await boot();
    const [first] = buttons();
    click(first!);
    await expect.poll(() => first!.getAttribute('aria-pressed')).toBe('true');
    expect(wlCookie()).toBe('SM-S938BZKEUB');
    expect(bus.last('wishlist:changed')).toEqual({ skus: ['SM-S938BZKEUB'] });
    expect(first!.getAttribute('aria-label')).toBe('Added to Wishlist: Galaxy S25 Ultra Titanium Black');
    expect(announcement(first!)).toBe('Added to Wishlist: Galaxy S25 Ultra Titanium Black');
    // The page's own hidden label and icon stay first; the plugin's content is appended.
    expect([...first!.children].map((c) => c.localName)).toEqual(['span', 'svg', 'span']);
    expect(first!.firstElementChild!.textContent).toBe('Add to Wishlist');
  });

  it('a second click removes the product again', async () => {
    await boot();
    const [first] = buttons();
    click(first!);
    await expect.poll(() => first!.getAttribute('aria-pressed')).toBe('true');
    click(first!);
    await expect.poll(() => first!.getAttribute('aria-pressed')).toBe('false');
    expect(wlCookie()).toBeUndefined();
    expect(bus.last('wishlist:changed')).toEqual({ skus: [] });
    expect(announcement(first!)).toBe('Add to Wishlist: Galaxy S25 Ultra Titanium Black');
  });

  it('hovering mounts without changing the wishlist; the next click does', async () => {
    await boot();
    const second = buttons()[1]!;
    second.dispatchEvent(new Event('pointerover', { bubbles: true }));
    // The label is set in the commit that also attaches the click listener.
    await expect.poll(() => second.getAttribute('aria-label')).toBe('Add to Wishlist: Galaxy S25 Titanium Black');
    expect(second.getAttribute('aria-pressed')).toBe('false');
    expect(wlCookie()).toBeUndefined();
    click(second);
    await expect.poll(() => wlCookie()).toBe('SM-S931BZKEUB');
  });

  it('keeps at most 6 products, the oldest dropped (wishlist cookie rule)', async () => {
    await boot();
    for (const button of buttons().slice(0, 7)) {
      click(button);
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    }
    expect(wlCookie()!.split(',')).toEqual(['SM-X730BZKEUB', 'SM-X930BZKEUB', 'SM-A566BZKEUB', 'SM-F766BZKEUB', 'SM-F966BZKEUB', 'SM-S931BZKEUB']);
    // The first button hears the change and shows it is no longer in the list.
    await expect.poll(() => buttons()[0]!.getAttribute('aria-pressed')).toBe('false');
  });

  it('skips a button whose data-sku is not a product code, with a warning naming the plugin', async () => {
    await boot();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [first] = buttons();
    first!.dataset.sku = '<img src=x onerror=alert(1)>';
    click(first!);
    await expect.poll(() => warn.mock.calls.length).toBeGreaterThan(0);
    expect(String(warn.mock.calls[0]![0])).toContain('plugin "wishlist-toggle": marker skipped');
    expect(first!.getAttribute('aria-pressed')).toBe('false');
    expect(wlCookie()).toBeUndefined();
  });

  it('restores the button’s own attributes when the plugin is switched off', async () => {
    await boot();
    const [first] = buttons();
    click(first!);
    await expect.poll(() => first!.getAttribute('aria-pressed')).toBe('true');
    registry.disable('wishlist-toggle');
    await expect.poll(() => first!.querySelector('[aria-live]')).toBeNull();
    expect(first!.getAttribute('aria-pressed')).toBe('false');
    expect(first!.getAttribute('aria-label')).toBe('add wishlist');
  });

  it('loads nothing where the site leaves it off', async () => {
    await boot(false);
    click(buttons()[0]!);
    await new Promise((r) => setTimeout(r, 20));
    expect(registry.mounted()).toEqual([]);
    expect(wlCookie()).toBeUndefined();
  });
});

describe('docs/plugin-guide.md shows the example as it is', () => {
  const guide = readFileSync(join(root, 'docs/plugin-guide.md'), 'utf8');
  const blocks = [...guide.matchAll(/<!-- example: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)].map((m) => ({ file: m[1]!, code: m[2]! }));

  it('quotes both files of the example', () => {
    expect(blocks.map((b) => b.file)).toEqual(['docs/examples/wishlist-toggle/index.ts', 'docs/examples/wishlist-toggle/WishlistToggle.tsx']);
  });

  it.each(blocks)('the code under "example: $file" is that file', ({ file, code }) => {
    const actual = readFileSync(join(root, file), 'utf8').replace(/\n$/, '');
    expect(code === actual, `docs/plugin-guide.md quotes ${file} differently from the file: copy the file into the guide`).toBe(true);
  });
});
