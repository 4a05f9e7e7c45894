import { describe, expect, it, vi } from 'vitest';
import { readPageConfig } from '../../runtime/page-config';
import { clobber, unclobber } from '../support/clobber';

const input = (id: string, value: string) => `<input type="hidden" id="${id}" name="${id}" value="${value.replace(/"/g, '&quot;')}">`;
const FULL: Record<string, string> = {
  language: 'en_GB', siteCode: 'uk', localLang: 'en-gb', i18nAppsParam: '', b2bFlag: 'N', eppFlag: 'N', scannerYn: 'N',
  esapiSearchDomain: 'https://esapi.samsung.com', apiStageInfo: 'front', languageCode: 'en', countryCode: 'GB',
  storeDomain: 'https://api.shop.samsung.com/', useStore: 'Y', store_sitecode: 'uk', hybrisApiJson: '',
  shopIntegrationFlag: 'Hybris-new', storeWebDomain: 'https://shop.samsung.com', loginAccountServiceId: '5kuj08631q',
};

function page(fields: Record<string, string>, extra = '') {
  document.body.innerHTML = extra + Object.entries(fields).map(([k, v]) => input(k, v)).join('');
  const log = { warn: vi.fn(), error: vi.fn() };
  return { config: readPageConfig(document, log), log };
}

describe('readPageConfig', () => {
  describe('reading', () => {
    it('reads the docs/rules.md §3 fields, typed, with no warning on a complete page', () => {
      const { config, log } = page(FULL);
      expect(config).toMatchObject({ siteCode: 'uk', language: 'en_GB', countryCode: 'GB', useStore: true, b2bFlag: false, storeDomain: 'https://api.shop.samsung.com/', hybrisApiJson: null });
      expect(log.warn).not.toHaveBeenCalled();
    });

    it('turns Y/N flags into booleans, empty meaning N', () => {
      const { config } = page({ ...FULL, b2bFlag: 'Y', eppFlag: 'y', scannerYn: '' });
      expect([config?.b2bFlag, config?.eppFlag, config?.scannerYn]).toEqual([true, true, false]);
    });

    it('parses hybrisApiJson when it holds an object', () => {
      const { config } = page({ ...FULL, hybrisApiJson: '{"siteId":"uk","cartApi":"/v2"}' });
      expect(config?.hybrisApiJson).toEqual({ siteId: 'uk', cartApi: '/v2' });
    });

    it('is frozen', () => {
      const { config } = page(FULL);
      expect(Object.isFrozen(config)).toBe(true);
      expect(() => ((config as { siteCode: string }).siteCode = 'us')).toThrow(TypeError);
    });

    it('lower-cases the site code and keeps aliases for the site loader', () => {
      expect(page({ ...FULL, siteCode: 'LEVANT_AR' }).config?.siteCode).toBe('levant_ar');
    });

    it('takes the first of repeated inputs (real pages repeat shopIntegrationFlag)', () => {
      const { config } = page(FULL, input('shopIntegrationFlag', 'Hybris'));
      expect(config?.shopIntegrationFlag).toBe('Hybris');
    });
  });

  describe('bad input', () => {
    it('is not shadowed by injected non-input markup with the same id', () => {
      const { config } = page(FULL, '<div id="siteCode">evil</div><textarea id="storeDomain">https://evil.example</textarea>');
      expect(config?.siteCode).toBe('uk');
      expect(config?.storeDomain).toBe('https://api.shop.samsung.com/');
    });

    it('ignores visible inputs that reuse a hidden input id', () => {
      const { config } = page(FULL, '<input type="text" id="siteCode" value="xx">');
      expect(config?.siteCode).toBe('uk');
    });

    it('warns once, naming every missing docs/rules.md §3 field, and uses defaults', () => {
      const { config, log } = page({ siteCode: 'uk' });
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]![0]).toMatch(/missing hidden inputs .*language.*storeDomain.*loginAccountServiceId/);
      expect(config).toMatchObject({ language: '', useStore: false, hybrisApiJson: null });
    });

    it('warns about a flag that is not Y or N and uses N', () => {
      const { config, log } = page({ ...FULL, useStore: 'maybe' });
      expect(config?.useStore).toBe(false);
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('"useStore" should be Y or N, got "maybe"'));
    });

    it('warns about malformed hybrisApiJson and uses null', () => {
      const { config, log } = page({ ...FULL, hybrisApiJson: '{"a":' });
      expect(config?.hybrisApiJson).toBeNull();
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('"hybrisApiJson" holds malformed JSON'));
    });

    it('refuses hybrisApiJson that is not an object', () => {
      const { config, log } = page({ ...FULL, hybrisApiJson: '[1,2]' });
      expect(config?.hybrisApiJson).toBeNull();
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('should hold a JSON object, got an array'));
    });

    it.each(['javascript:alert(1)', 'data:text/html,x', 'https://a b', '//evil"onload=x'])('refuses the URL %s and warns', (bad) => {
      const { config, log } = page({ ...FULL, storeDomain: bad });
      expect(config?.storeDomain).toBe('');
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('"storeDomain" should be an http(s) or relative URL, got'));
    });

    it('accepts protocol-relative and root-relative URLs', () => {
      const { config } = page({ ...FULL, esapiSearchDomain: '//searchapi.samsung.com/v6', storeWebDomain: '/shop' });
      expect([config?.esapiSearchDomain, config?.storeWebDomain]).toEqual(['//searchapi.samsung.com/v6', '/shop']);
    });

    it('cuts 10 kB values and strips control characters from text', () => {
      const { config } = page({ ...FULL, pageTrack: `a\u0007b${'x'.repeat(10_000)}` });
      expect(config?.pageTrack.startsWith('ab')).toBe(true);
      expect(config!.pageTrack.length).toBeLessThanOrEqual(4096);
    });
  });

  describe('clobbered document', () => {
    it.each(['querySelectorAll', 'getElementById', 'createElement'])('reads the inputs next to <form name="%s">', (name) => {
      document.body.innerHTML = Object.entries(FULL).map(([k, v]) => input(k, v)).join('');
      clobber(document, name, 'form');
      try {
        expect(readPageConfig(document, { warn: vi.fn(), error: vi.fn() })?.siteCode).toBe('uk');
      } finally {
        unclobber(document, name);
      }
    });
  });

  describe('site code', () => {
    it('does not boot without a site code and says why in one console error', () => {
      const { config, log } = page({ ...FULL, siteCode: '' });
      expect(config).toBeNull();
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0]![0]).toMatch(/not started: the page has no <input type="hidden" id="siteCode"> value/);
    });

    it.each(['<script>', 'u', 'uk/../us', '__proto__'])('does not boot with the unusable site code %s', (code) => {
      const { config, log } = page({ ...FULL, siteCode: code });
      expect(config).toBeNull();
      expect(log.error.mock.calls[0]![0]).toMatch(/is not a site code \(like "uk" or "ca_fr"\)$/);
    });
  });
});
