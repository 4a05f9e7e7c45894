/**
 * Header search overlay end to end (docs/rules.md §2, §4, §5, §7) on the uk and us home templates,
 * desktop 1280 and mobile 375: open, type, suggestions, Enter to the results URL, history and
 * popular keywords, no-suggestions on a backend fault and on a timeout, hostile queries, axe; and
 * the oldest header generation's own layer on the pe home (open, focus, close, search).
 */
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { open, booted, env } from './harness.mjs';
import { visibleSearchOpener } from './gates/kit.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 375, height: 800 } };
const INPUT = '#gnb-search-keyword';

async function backend(method, path, body) {
  const { server } = await env();
  const res = await fetch(new URL(path, server.url), { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  return res.json();
}

/** Clicks the opener copy that is visible at this viewport and waits for the focused input. */
async function openSearch(page) {
  const opener = await visibleSearchOpener(page);
  await opener.click();
  await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 5000 }, INPUT);
  return opener;
}

/**
 * The backend's log of `path` once a request in it matches `match`, polled: the suggest call goes
 * out when its debounce ends after the last key, and on a loaded machine a reply for a shorter
 * query may show before it.
 */
async function askedFor(path, match) {
  for (let i = 0; i < 160; i++) {
    const { requests } = await backend('GET', `/__backend/requests?path=${path}`);
    if (match(requests)) return requests;
    await new Promise((r) => setTimeout(r, 50));
  }
  return (await backend('GET', `/__backend/requests?path=${path}`)).requests;
}

const texts = (page, section) => page.$$eval(`.srd19-gnb-search__${section} [role=option]`, (els) => els.map((e) => e.textContent));
const shown = (page, selector) => page.$eval(selector, (el) => !el.hidden && getComputedStyle(el).display !== 'none');
const waitShown = (page, selector, timeout = 5000) => page.waitForFunction((s) => { const el = document.querySelector(s); return el && !el.hidden && getComputedStyle(el).display !== 'none'; }, { timeout }, selector);

beforeEach(() => backend('POST', '/__backend/reset'));

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`search on uk home, ${name} ${viewport.width}`, () => {
    it('opens from the search button, suggests as the shopper types, Enter lands on the results URL', async () => {
      const { page, report, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        await openSearch(page);
        assert.equal(await page.$eval('body', (b) => getComputedStyle(b).overflow), 'hidden');
        assert.ok((await page.$$eval('.gnb__search-btn-js', (bs) => bs.map((b) => b.getAttribute('aria-expanded')))).every((v) => v === 'true'));
        await page.type(INPUT, 'galaxy s2');
        await page.waitForSelector('.srd19-gnb-search__suggested [role=option]', { visible: true });
        const related = await texts(page, 'suggested');
        assert.ok(related.length > 0 && related.length <= 4, `1 to 4 related items, got ${related.length}`); // docs/rules.md §5
        assert.equal(await page.$eval('.srd19-gnb-search__suggested [role=option] b', (b) => b.textContent.toLowerCase()), 'galaxy s2');
        // The bold match and the rest read as one word: the rest starts where the match ends, on its line.
        const [boldEnd, restStart, boldTop, restTop] = await page.$eval('.srd19-gnb-search__suggested [role=option] b', (b) => {
          const range = document.createRange();
          range.selectNodeContents(b.nextSibling);
          const [r, rest] = [b.getBoundingClientRect(), range.getClientRects()[0]];
          return [r.right, rest.left, r.top, rest.top];
        });
        assert.ok(Math.abs(restStart - boldEnd) < 2 && Math.abs(restTop - boldTop) < 4, `the match ends at ${boldEnd}, the rest starts at ${restStart}`);
        assert.equal(await page.$eval(INPUT, (i) => i.matches(':placeholder-shown')), false);
        assert.ok(await shown(page, '.srd19-gnb-search__clear'));
        const v6 = await askedFor('/search/suggest/v6', (rs) => rs.some((r) => r.query.searchValue === 'galaxy s2'));
        assert.deepEqual(v6.map((r) => r.query.searchValue).filter((q) => q !== undefined)[0], ''); // the empty query once on first open
        assert.ok(v6.some((r) => r.query.siteCd === 'uk' && r.query.stage === 'front' && r.query.searchValue === 'galaxy s2'));
        const base = await page.$eval('#sc_gnb_searchURL', (i) => i.value.replace(/\/+$/, ''));
        await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
        assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, `${base}/?searchvalue=galaxy%20s2`);
        assert.deepEqual([report.pageErrors, report.violations], [[], []]);
      } finally {
        await close();
      }
    });

    it('closes on Esc: input cleared, scroll restored, focus back on the opener', async () => {
      const { page, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        const opener = await openSearch(page);
        await page.type(INPUT, 'fold');
        await page.keyboard.press('Escape');
        assert.equal(await page.$eval('.srd19-gnb-search', (s) => getComputedStyle(s).display), 'none');
        assert.equal(await page.$eval(INPUT, (i) => i.value), '');
        assert.notEqual(await page.$eval('body', (b) => getComputedStyle(b).overflow), 'hidden');
        assert.ok(await opener.evaluate((o) => document.activeElement === o && o.getAttribute('aria-expanded') === 'false'));
      } finally {
        await close();
      }
    });
  });
}

/** The chunk names the page has requested so far (its resource timing). */
const chunksLoaded = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.includes('/chunks/')).map((p) => p.split('/').pop().replace(/-\w+\.js$/, '')));

describe('search loads on intent (uk, docs/architecture.md "Loading on intent")', () => {
  it('a phone: at rest only the openers\' code is in; a tap loads the overlay and opens it', async () => {
    const { page, report, close } = await open('/uk/', { viewport: { width: 375, height: 800, hasTouch: true, isMobile: true } });
    try {
      await booted(page);
      // The idle prefetch fetches the openers' chunk; then the page is at rest.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/chunks/SearchOpener-')), { timeout: 10_000 });
      await page.waitForNetworkIdle({ idleTime: 300 });
      assert.ok(!(await chunksLoaded(page)).includes('SearchOverlay'), 'the overlay loaded before any intent');
      assert.equal(await page.evaluate(() => window.storefront.mounted().includes('search')), false);
      await (await visibleSearchOpener(page)).tap();
      await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 5000 }, INPUT);
      assert.ok((await chunksLoaded(page)).includes('SearchOverlay'));
      assert.equal(await page.$eval('.srd19-gnb-search', (s) => getComputedStyle(s).display), 'block');
      assert.deepEqual([report.pageErrors, report.violations], [[], []]);
    } finally {
      await close();
    }
  });

  it('a phone: the navigation drawer\'s search button closes the drawer and opens the layer on top; Esc closes the layer, the focus on a shown opener', async () => {
    const { page, report, close } = await open('/uk/', { viewport: { width: 375, height: 800, hasTouch: true, isMobile: true } });
    try {
      await booted(page);
      /** Waits for `fn`, naming `what` when it never comes. */
      const until = (what, fn, arg) => page.waitForFunction(fn, { timeout: 20_000 }, arg).catch((e) => assert.fail(`${what}: ${e.message}`));
      await until('the navigation bound', () => window.storefront.mounted().includes('header-nav') && document.querySelector('nav.nv00-gnb-v4')?.dataset.sfNav === 'closed');
      await page.tap('[data-js-action=hamburger]');
      await until('the drawer modal', () => document.querySelector('.nv00-gnb-v4__container')?.getAttribute('aria-modal') === 'true');
      // The drawer slides in (0.35 s): a tap aimed while it moves can land beside the button.
      await until('the drawer in place', () => document.querySelector('.nv00-gnb-v4__container').getAnimations().every((a) => a.playState === 'finished'));
      await page.tap('.nv00-gnb-v4__container .gnb__search-btn-js');
      await until('the field focused', (s) => document.activeElement === document.querySelector(s), INPUT);
      await until('the drawer closed', () => document.querySelector('nav.nv00-gnb-v4').dataset.sfNav === 'closed' && !document.querySelector('.nv00-gnb-v4__container[aria-modal]'));
      // The field is on top: the point at its middle is the field itself, not the drawer over it.
      assert.equal(await page.$eval(INPUT, (i) => { const r = i.getBoundingClientRect(); return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === i; }), true);
      await page.keyboard.press('Escape');
      await until('the layer closed', () => getComputedStyle(document.querySelector('.srd19-gnb-search')).display === 'none');
      const back = await page.evaluate(() => ({ opener: document.activeElement.matches('.gnb__search-btn-js'), shown: document.activeElement.checkVisibility() }));
      assert.deepEqual(back, { opener: true, shown: true });
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('a desktop: a pointer over the button loads the overlay before the click; a keyboard opens it too', async () => {
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      const opener = await visibleSearchOpener(page);
      await opener.hover();
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/chunks/SearchOverlay-')), { timeout: 10_000 });
      assert.equal(await page.$eval('.srd19-gnb-search', (s) => getComputedStyle(s).display), 'none', 'a hover alone opened the layer');
      await opener.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 5000 }, INPUT);
      assert.equal(await opener.evaluate((o) => o.getAttribute('aria-expanded')), 'true');
      assert.deepEqual([report.pageErrors, report.violations], [[], []]);
    } finally {
      await close();
    }
  });
});

describe('search history and popular keywords (uk)', () => {
  it('shows 7 popular keywords without history; history from cookie sk with 4 popular keywords', async () => {
    let { page, close } = await open('/uk/');
    await booted(page);
    await openSearch(page);
    await page.waitForSelector('.srd19-gnb-search__popular [role=option]', { visible: true });
    assert.equal((await texts(page, 'popular')).length, 7);
    assert.equal(await shown(page, '.srd19-gnb-search__recent'), false);
    await close();
    ({ page, close } = await open('/uk/', { cookies: [{ name: 'sk', value: 'tv%2Cfold' }] }));
    try {
      await booted(page);
      await openSearch(page);
      await page.waitForSelector('.srd19-gnb-search__popular [role=option]', { visible: true });
      assert.deepEqual(await texts(page, 'recent'), ['tv×', 'fold×']);
      assert.equal((await texts(page, 'popular')).length, 4);
      // The arrow keys go in the order the lists show: the first press lands in the top one.
      await page.keyboard.press('ArrowDown');
      assert.equal(
        await page.evaluate(() => {
          const lists = [...document.querySelectorAll('.srd19-gnb-search__recent, .srd19-gnb-search__popular')].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
          return lists[0].contains(document.getElementById(document.activeElement.getAttribute('aria-activedescendant')));
        }),
        true,
      );
      await page.click('.srd19-gnb-search__clear-all');
      assert.equal(await shown(page, '.srd19-gnb-search__recent'), false);
      assert.equal((await texts(page, 'popular')).length, 7);
    } finally {
      await close();
    }
  });
});

describe('no suggestions (uk)', () => {
  for (const [fault, mode] of [['a backend fault', { mode: '500' }], ['a timeout', { mode: 'slow', delayMs: 6000 }]]) {
    it(`shows the no-suggestions message and popular keywords on ${fault}`, async () => {
      const { page, close } = await open('/uk/');
      try {
        await booted(page);
        await openSearch(page);
        await page.waitForSelector('.srd19-gnb-search__popular [role=option]', { visible: true });
        await backend('POST', '/__backend/faults', { path: '*/search/suggest/v6', ...mode });
        await page.type(INPUT, 'fold');
        await waitShown(page, '.srd19-gnb-search__no-suggestions', 8000);
        assert.equal((await texts(page, 'popular')).length, 7);
        assert.deepEqual(await texts(page, 'suggested'), []);
      } finally {
        await close();
      }
    });
  }
});

describe('hostile queries (uk)', () => {
  for (const query of ['<img src=x onerror=alert(1)>', 'javascript:alert(document.cookie)', '(a+)+$', 'a'.repeat(10_240)]) {
    it(`keeps ${JSON.stringify(query.slice(0, 30))} as text without hanging`, async () => {
      const { page, report, close } = await open('/uk/');
      try {
        await booted(page);
        await openSearch(page);
        // A pattern that backtracks without end would never return from this: no clock needed.
        await page.$eval(INPUT, (input, q) => {
          input.value = q;
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }, query);
        await page.waitForFunction(() => !document.querySelector('.srd19-gnb-search__no-suggestions').hidden || document.querySelector('.srd19-gnb-search__suggested [role=option]'), { timeout: 5000 });
        assert.equal(await page.$eval(INPUT, (i) => i.value), query);
        assert.equal(await page.$('.srd19-gnb-search img, .srd19-gnb-search script'), null);
        await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
        const url = new URL(page.url());
        assert.equal(url.protocol, 'http:');
        assert.ok(url.pathname.startsWith('/uk/'));
        assert.ok(!/[<>]/.test(url.searchParams.get('searchvalue')));
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  }
});

describe('search on us home (typeahead, no preloading)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`types and lands on /searchMain with the query, ${name}`, async () => {
      const { page, close } = await open('/us/', { viewport });
      try {
        await booted(page);
        await openSearch(page);
        await new Promise((r) => setTimeout(r, 300));
        assert.equal((await backend('GET', '/__backend/requests?path=typeahead')).requests.length, 0); // docs/rules.md §2: no preloading
        await page.type(INPUT, 'galaxy');
        await page.waitForSelector('.srd19-gnb-search__suggested [role=option]', { visible: true });
        assert.ok((await texts(page, 'suggested')).length <= 4);
        assert.equal((await askedFor('typeahead', (rs) => rs.at(-1)?.query.searchTerm === 'galaxy')).at(-1).query.searchTerm, 'galaxy');
        // Its answer in: a reply that came later would start the list's choice over.
        await page.waitForNetworkIdle({ idleTime: 100, timeout: 10_000 });
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction((s) => document.getElementById(document.querySelector(s).getAttribute('aria-activedescendant') || '-'), { timeout: 5000 }, INPUT);
        const activeId = await page.$eval(INPUT, (i) => i.getAttribute('aria-activedescendant'));
        const chosen = await page.$eval(`#${activeId}`, (o) => o.textContent);
        await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
        assert.equal(page.url(), new URL(`/us/search/searchMain/?searchTerm=${encodeURIComponent(chosen)}`, page.url()).href);
      } finally {
        await close();
      }
    });
  }
});

describe('accessibility (axe-core) with the overlay open', () => {
  for (const [site, name] of [['uk', 'desktop'], ['uk', 'mobile'], ['us', 'desktop']]) {
    it(`${site} ${name}: no violations in the search layer and openers`, async () => {
      const { page, close } = await open(`/${site}/`, { viewport: VIEWPORTS[name], beforeLoad: (p) => p.setBypassCSP(true) });
      try {
        await booted(page);
        await openSearch(page);
        await page.type(INPUT, 'galaxy');
        await page.waitForSelector('.srd19-gnb-search__suggested [role=option]', { visible: true });
        await page.keyboard.press('ArrowDown');
        await page.addScriptTag({ content: AXE });
        const violations = await page.evaluate(async () => {
          const result = await window.axe.run({ include: [['section.srd19-gnb-search'], ['.gnb__search-btn-js']] });
          return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        assert.deepEqual(violations, []);
      } finally {
        await close();
      }
    });
  }
});

describe('the oldest header generation (pe): its own search layer, section.gnb-search', () => {
  const LAYER = 'section.gnb-search';
  const OLD_INPUT = 'input.gnb-search__input';
  it('axe-core: no violations in the layer with its suggestions open, nor in the openers', async () => {
    const { page, close } = await open('/pe/', { viewport: VIEWPORTS.desktop, beforeLoad: (p) => p.setBypassCSP(true) });
    try {
      await booted(page);
      await (await visibleSearchOpener(page)).click();
      await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 10_000 }, OLD_INPUT);
      await page.type(OLD_INPUT, 'galaxy');
      await page.waitForSelector(`${LAYER} .gnb-search__suggested [role=option]`, { visible: true, timeout: 5000 });
      await page.keyboard.press('ArrowDown');
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async (layer) => {
        const result = await window.axe.run({ include: [[layer], ['.gnb__search-btn-js']] });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }, LAYER);
      assert.deepEqual(violations, []);
    } finally {
      await close();
    }
  });
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`${name}: the search button opens it as a dialog holding the focus; it suggests; Escape and the dimmed area close it back to the button; Enter lands on the results URL`, async () => {
      const { page, report, close } = await open('/pe/', { viewport });
      try {
        await booted(page);
        const opener = await visibleSearchOpener(page);
        await opener.click();
        await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 10_000 }, OLD_INPUT);
        assert.deepEqual(await page.$eval(LAYER, (l) => {
          const input = l.querySelector('input.gnb-search__input');
          return [getComputedStyle(l).display, l.getAttribute('role'), l.getAttribute('aria-modal'), document.getElementById(l.getAttribute('aria-labelledby'))?.textContent,
            document.getElementById(input.getAttribute('aria-labelledby'))?.textContent, input.getAttribute('role'), input.placeholder, l.querySelector('.gnb-search__placeholder').getBoundingClientRect().height];
        }), ['block', 'dialog', 'true', '¿Qué estás buscando?', '¿Qué estás buscando?', 'combobox', 'Galaxy S25 Ultra', 0]);
        assert.equal(await opener.evaluate((o) => o.getAttribute('aria-expanded')), 'true');
        // The focus stays inside, forwards and back.
        for (const key of ['Tab', 'Tab', 'Tab', 'Tab']) {
          await page.keyboard.press(key);
          assert.equal(await page.$eval(LAYER, (l) => l.contains(document.activeElement)), true, 'Tab stays in the layer');
        }
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
        assert.equal(await page.$eval(LAYER, (l) => l.contains(document.activeElement)), true, 'Shift+Tab stays in the layer');
        await page.keyboard.press('Escape');
        await page.waitForFunction((s) => getComputedStyle(document.querySelector(s)).display === 'none', { timeout: 5000 }, LAYER);
        assert.equal(await opener.evaluate((o) => document.activeElement === o && o.getAttribute('aria-expanded')), 'false');
        // The dimmed area below the contents closes it too.
        await opener.click();
        await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 5000 }, OLD_INPUT);
        const below = await page.$eval(`${LAYER} .gnb-search__contents`, (c) => c.getBoundingClientRect().bottom + 40);
        await page.mouse.click(viewport.width / 2, below);
        await page.waitForFunction((s) => getComputedStyle(document.querySelector(s)).display === 'none', { timeout: 5000 }, LAYER);
        // A search: suggestions in the layer's suggested list, then the same results address as the overlay's (docs/rules.md §5).
        await opener.click();
        await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 5000 }, OLD_INPUT);
        await page.type(OLD_INPUT, 'galaxy s25');
        await page.waitForSelector(`${LAYER} .gnb-search__suggested [role=option]`, { visible: true, timeout: 5000 });
        assert.equal(await page.$eval(OLD_INPUT, (i) => i.getAttribute('aria-expanded')), 'true');
        // Nothing wrong said on the pe page (the results page is not a template: the backend answers 404).
        const said = report.console.filter((m) => /^(warn|warning|error):/.test(m));
        await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
        assert.equal(page.url(), new URL('/pe/search/?searchvalue=galaxy%20s25', page.url()).href);
        assert.deepEqual([report.pageErrors, report.violations, said], [[], [], []]);
      } finally {
        await close();
      }
    });
  }
});
