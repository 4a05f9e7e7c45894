import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, serve } from '../support/http-server';

// One boot per file: window.storefront is defined once and cannot be replaced.
let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  server = await serve({ '/i18n/en_GB.json': json({ 'Number of Products :': 'Products:' }) });
});
afterAll(() => server.close());

describe('boot', () => {
  it('boots from the hidden inputs: page and site config, dictionary, public API, plugins', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.documentElement.setAttribute('data-dictionary-path', `${server.origin}/i18n/{locale}.json`);
    document.cookie = 's_ecom_sc_cnt=7; path=/';
    document.body.innerHTML = `
      <input type="hidden" id="siteCode" value="levant">
      <input type="hidden" id="language" value="en_GB">
      <input type="hidden" id="useStore" value="Y">
      <span class="gnb-cart-count" style="display:none"><span class="hidden">Number of Products :</span></span>`;
    await import('../../runtime/boot');
    await vi.waitFor(() => expect(window.storefront).toBeDefined());
    const api = window.storefront!;
    expect(api.page.siteCode).toBe('levant');
    expect(api.site.site).toBe('jo');
    expect(Object.isFrozen(api)).toBe(true);
    expect(() => ((window as { storefront?: unknown }).storefront = {})).toThrow();
    await vi.waitFor(() => expect(document.querySelector('.gnb-cart-count')!.textContent).toContain('7'));
    expect(api.mounted()).toEqual(['cart-badge']);
    expect(api.t('Number of Products :')).toBe('Products:');
    // Prices use the page's site (levant → jo) unless another site is named (SPEC §9).
    expect(api.formatPrice(1234.5)).toBe(api.formatPrice(1234.5, 'jo'));
    expect(api.formatPrice(1234.5, 'uk')).toBe('£1,234.50');
    expect(api.formatPrice(null)).toBe('');
    expect(server.requests.map((r) => r.path)).toEqual(['/i18n/en_GB.json']);
    // No login cookies: store calls run at once (SPEC §4).
    expect(await api.queue(() => 'ran')).toBe('ran');
  });
});
