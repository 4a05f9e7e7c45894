/**
 * The switch plugin through the real registry (docs/rules.md §4 "Switch"): a click on a switch
 * whose code is still loading (not yet in view, so mounted by the interaction) turns it over
 * once it has mounted.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchControl } from '../../../plugins/switch/index';
import { mountPlugins, type Mounted } from '../../support/runtime';

const page = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../templates/pages/uk/product.html'), 'utf8');
const section = /<section class="pd-switches"[\s\S]*?<\/section>/.exec(page)![0];

/** A viewport the switches never come into: they mount only on an interaction. */
class NeverInView {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  vi.unstubAllGlobals();
});

describe('switch plugin', () => {
  it('a click that mounted the switch turns it over once, with the change the form hears', async () => {
    vi.stubGlobal('IntersectionObserver', NeverInView);
    document.body.innerHTML = section;
    mounted = mountPlugins([switchControl], { switch: { enabled: true } });
    const button = document.getElementById('pd-alerts-switch')!;
    const changes: boolean[] = [];
    button.closest('[data-comp-name="switch"]')!.addEventListener('change', (e) => changes.push((e.target as HTMLInputElement).checked));
    button.click();
    await vi.waitFor(() => expect(mounted!.registry.mounted().length).toBe(1));
    expect(button.getAttribute('aria-checked')).toBe('true');
    expect(changes).toEqual([true]);
    button.click();
    expect(button.getAttribute('aria-checked')).toBe('false');
  });

  it('a hover that mounted the switch turns nothing over', async () => {
    vi.stubGlobal('IntersectionObserver', NeverInView);
    document.body.innerHTML = section;
    mounted = mountPlugins([switchControl], { switch: { enabled: true } });
    const button = document.getElementById('pd-alerts-switch')!;
    button.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(mounted!.registry.mounted().length).toBe(1));
    expect(button.getAttribute('aria-checked')).toBe('false');
  });
});
