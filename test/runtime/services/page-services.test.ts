import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageServices as startFromConfig } from '../../../runtime/page-services';
import { keepLinksInStore, startPageServices } from '../../../runtime/services/page-services';
import type { PageConfig } from '../../../runtime/page-config';
import { clearCookies } from './fakes';

const page = (siteCode: string) => ({ siteCode }) as PageConfig;
const at = (url: string) => ({ location: new URL(url, 'https://shop.test') }) as unknown as Document;
const CAMPAIGN = '?cid=nl_b2b_2026&utm_source=newsletter&utm_medium=email&utm_campaign=spring';

describe('page services: the address test in the config step (docs/architecture.md "Page services")', () => {
  const chunk = () => {
    const start = vi.fn();
    return { start, load: vi.fn(() => Promise.resolve({ startPageServices: start })) };
  };

  it.each([
    ['/uk/multistore/acme/', 'uk'],
    ['/vn/multistore/acme/offer/', 'vn'],
    ['/content/samsung/vn/multistore/vn_acme.html/', 'vn'],
    [`/nl/business/${CAMPAIGN}`, 'nl'],
    [`/be_fr/business/${CAMPAIGN}`, 'be_fr'],
  ])('%s loads the chunk', async (url, site) => {
    const { start, load } = chunk();
    await startFromConfig(page(site), at(url), load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/uk/', 'uk'],
    ['/uk/smartphones/multistore/', 'uk'],
    [`/uk/business/${CAMPAIGN}`, 'uk'],
    ['/nl/business/?cid=nl_b2b_2026&utm_source=newsletter', 'nl'],
  ])('%s loads nothing', async (url, site) => {
    const { load } = chunk();
    await startFromConfig(page(site), at(url), load);
    expect(load).not.toHaveBeenCalled();
  });

  it('a chunk that fails leaves the page as it is with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(startFromConfig(page('uk'), at('/uk/multistore/acme/'), () => Promise.reject(new Error('500')))).resolves.toBeUndefined();
    expect(warn.mock.calls[0]![0]).toContain('chunk "page-services"');
    warn.mockRestore();
  });
});

describe('page services: multistore links (docs/rules.md §2)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('rewrites the links already on the page and those added or changed later', async () => {
    const hrefs = ['offer/', '/offer/', '/uk/tvs/', 'https://www.samsung.com/uk/', '//cdn.test/x', '/uk/multistore/acme/deals/', '#content', 'javascript:void(0)'];
    for (const h of hrefs) {
      const a = document.createElement('a');
      a.setAttribute('href', h);
      document.body.append(a);
    }
    stop = keepLinksInStore(document, { site: 'uk', company: 'acme' });
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/uk/multistore/acme/offer/',
      '/uk/multistore/acme/offer/',
      '/uk/tvs/',
      'https://www.samsung.com/uk/',
      '//cdn.test/x',
      '/uk/multistore/acme/deals/',
      '#content',
      'javascript:void(0)',
    ]);
    const menu = document.createElement('div');
    menu.innerHTML = '<ul><li><a href="/watches/">Watches</a></li></ul>';
    document.body.append(menu);
    const changed = document.querySelector('a')!;
    changed.setAttribute('href', '/tablets/');
    await Promise.resolve();
    expect(menu.querySelector('a')!.getAttribute('href')).toBe('/uk/multistore/acme/watches/');
    expect(changed.getAttribute('href')).toBe('/uk/multistore/acme/tablets/');
  });

  it('stops watching when stopped', async () => {
    stop = keepLinksInStore(document, { site: 'uk', company: 'acme' });
    stop();
    const a = document.createElement('a');
    a.setAttribute('href', '/offer/');
    document.body.append(a);
    await Promise.resolve();
    expect(a.getAttribute('href')).toBe('/offer/');
  });
});

describe('page services: B2B campaign cookies (docs/rules.md §5, §9)', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    history.replaceState(null, '', '/');
  });

  it('keeps cid and utm_source for 30 days when the four parameters qualify', () => {
    const now = Date.UTC(2026, 10, 23, 9, 30, 0);
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const writes: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
      writes.push(v);
      desc.set!.call(this, v);
    });
    history.replaceState(null, '', `/nl/business/${CAMPAIGN}`);
    startPageServices(page('nl'), document);
    spy.mockRestore();
    vi.useRealTimers();
    expect(document.cookie).toContain('cid=nl_b2b_2026');
    expect(document.cookie).toContain('utm_source=newsletter');
    // 30 days (docs/rules.md §9) from a fixed clock.
    expect(writes.map((w) => /expires=([^;]+)/.exec(w)?.[1])).toEqual(['Wed, 23 Dec 2026 09:30:00 GMT', 'Wed, 23 Dec 2026 09:30:00 GMT']);
  });

  it('keeps nothing when a parameter is missing or too short, or on another site', () => {
    for (const [site, url] of [
      ['nl', '/nl/business/?cid=nl_b2b_2026&utm_source=newsletter&utm_medium=email'],
      ['nl', '/nl/business/?cid=ab&utm_source=newsletter&utm_medium=email&utm_campaign=spring'],
      ['uk', `/uk/business/${CAMPAIGN}`],
    ] as const) {
      history.replaceState(null, '', url);
      startPageServices(page(site), document);
    }
    expect(document.cookie).toBe('');
  });
});
