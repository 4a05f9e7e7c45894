import { describe, expect, it, vi } from 'vitest';
import defaults from '../../sites/default.json';
import type { SiteFile } from '../../runtime/site-config';
import { hiddenInputs } from '../support/runtime';

// One window per file: the first start claims it for good, as on a page.
const options = { plugins: async () => ({ plugins: [] }), siteFiles: async () => ({ siteFiles: {} }), defaults: defaults as SiteFile };
const installed = () => Object.getOwnPropertyDescriptor(window, 'storefront')?.value as { page: { siteCode: string } } | undefined;

describe('start: one runtime per page', () => {
  it('elements named "storefront" neither fake a second copy nor stop boot; a second copy from another URL warns once and does nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `${hiddenInputs({ siteCode: 'uk' })}<div id="storefront"></div><form name="storefront"></form>`;
    // Browsers expose such elements as window.storefront (named access); jsdom does not, so
    // the test gives the window that property the way a browser would.
    const named = document.getElementById('storefront');
    Object.defineProperty(window, 'storefront', { get: () => named, configurable: true });
    const first = await import('../../runtime/start');
    first.start(options);
    await vi.waitFor(() => expect(installed()?.page.siteCode).toBe('uk'));
    // The API replaces what stood there and cannot itself be replaced (docs/architecture.md "start(): one runtime per page").
    expect(Object.getOwnPropertyDescriptor(window, 'storefront')).toMatchObject({ writable: false, configurable: false, enumerable: true });
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('included twice'));

    // A second copy of the script (another URL): its own module instance, the same window.
    vi.resetModules();
    const second = await import('../../runtime/start');
    expect(second.start).not.toBe(first.start);
    expect(() => second.start(options)).not.toThrow();
    first.start(options);
    expect(warn.mock.calls.filter(([m]) => String(m).includes('included twice'))).toEqual([
      ['storefront: runtime.js is included twice; the second copy does nothing'],
      ['storefront: runtime.js is included twice; the second copy does nothing'],
    ]);
    await new Promise((r) => setTimeout(r, 0));
    expect(installed()?.page.siteCode).toBe('uk');
  });
});
