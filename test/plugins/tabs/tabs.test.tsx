/**
 * The tabs plugin mounted through the real registry on the uk product template: it mounts
 * without an interaction, drives the page's tabs, and leaves the markup as it was when the
 * plugin is switched off. A component without tabs is skipped with a warning.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../../runtime/registry';
import { tabs as definition } from '../../../plugins/tabs/index';
import { mountProductPage } from '../product-page';

let registry: Registry | undefined;
const tab = (name: string) => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name)!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));

afterEach(() => {
  registry?.stop();
  registry = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('tabs plugin on templates/pages/uk/product.html', () => {
  it('mounts on the tab component and selects a clicked tab; switched off, the markup is the page’s again', async () => {
    ({ registry } = mountProductPage([definition]));
    // The page's markup as the document holds it, before anything mounted.
    const before = document.querySelector('section.pd-g-product-tab')!.outerHTML;
    await expect.poll(() => registry!.mounted().map((i) => i.plugin)).toEqual(['tabs']);
    click(tab('Reviews'));
    expect(tab('Reviews').getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('pd-tabpanel-reviews')!.hidden).toBe(false);
    expect(document.getElementById('pd-tabpanel-overview')!.hidden).toBe(true);
    registry.disable('tabs');
    await expect.poll(() => registry!.mounted()).toEqual([]);
    await expect.poll(() => document.querySelector('section.pd-g-product-tab')!.outerHTML).toBe(before);
  });

  it('skips a tab component without tabs, warning with the plugin’s name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '';
    ({ registry } = mountProductPage([definition]));
    document.querySelector('[role="tablist"]')!.innerHTML = '';
    await expect.poll(() => warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('plugin "tabs"');
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('no [role=tablist] with [role=tab] items');
    expect(registry.mounted()).toEqual([]);
  });
});

describe('tabs plugin on templates/pages/ae_ar/product.html (the strip asks for arrows)', () => {
  it('renders the two arrows, labelled from the dictionary, and scrolls with them', async () => {
    ({ registry } = mountProductPage([definition], 'ae_ar'));
    expect(document.querySelector('.tab__arrow')).toBeNull();
    await expect.poll(() => document.querySelectorAll('.tab__arrow--rendered').length).toBe(2);
    const [prev, next] = [...document.querySelectorAll<HTMLButtonElement>('.tab__arrow')];
    expect([prev!.className, next!.className]).toEqual(['tab__arrow tab__arrow--prev tab__arrow--rendered', 'tab__arrow tab__arrow--next tab__arrow--rendered']);
    expect([prev!.textContent, next!.textContent]).toEqual(['Previous', 'Next']);
    // The controller found them: without layout the strip is at both ends, so both are disabled.
    expect([prev!.disabled, next!.disabled]).toEqual([true, true]);
    registry.disable('tabs');
    await expect.poll(() => document.querySelector('.tab__arrow')).toBeNull();
  });
});
