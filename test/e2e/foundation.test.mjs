/** The runtime foundation on the uk template page, in Chromium, against the local server. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { booted, open } from './harness.mjs';
import { backend, server } from './gates/kit.mjs';

const badgeTexts = (page) =>
  page.$$eval('.gnb-cart-count', (els) => els.map((e) => (e.style.display === 'none' ? 'hidden' : e.textContent.replace(/Number of Products :|Products:/, '').trim())));
/**
 * The badges' texts once they read `want`, or after 5 s: `mounted()` names the plugin as soon as
 * one badge has rendered, and the time slicer may place the others a task later.
 */
const badgesRead = async (page, want) => {
  await page
    .waitForFunction((w) => JSON.stringify([...document.querySelectorAll('.gnb-cart-count')].map((e) => (e.style.display === 'none' ? 'hidden' : e.textContent.replace(/Number of Products :|Products:/, '').trim()))) === w, { timeout: 5000 }, JSON.stringify(want))
    .catch(() => {});
  return badgeTexts(page);
};

describe('foundation: boot on the uk template', () => {
  it('boots: config read, dictionary and sprite loaded in parallel, badge mounted', async () => {
    // The dictionary is held by the server until the sprite is in the page: only a runtime that
    // requests both at once gets the sprite first (a serial one would wait on the dictionary).
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '*/i18n/storefront.en_GB.b2c.json', mode: 'slow', delayMs: 60_000, times: 1 });
    const { page, report, close } = await open('/uk/', { cookies: [{ name: 's_ecom_sc_cnt', value: '4' }] });
    try {
      await page.waitForSelector('#sf-icon-sprite symbol');
      const held = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/i18n/')));
      assert.equal(held, false, 'the sprite arrived while the dictionary was still pending');
      assert.equal((await backend('GET', '/__backend/requests?path=/i18n/storefront.en_GB.b2c.json')).requests.length, 1, 'the dictionary was requested');
      await backend('POST', '/__backend/reset'); // releases the held dictionary
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge')); // mounting waits for the words
      const state = await page.evaluate(() => ({
        site: window.storefront.page.siteCode,
        version: window.storefront.version,
        sprite: document.body.firstElementChild?.id,
        symbols: document.querySelectorAll('#sf-icon-sprite symbol').length,
        translated: window.storefront.t('Number of Products :', 'the page text'),
        resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, type: e.initiatorType, start: e.startTime, end: e.responseEnd })),
      }));
      assert.equal(state.site, 'uk');
      assert.match(state.version, /^\d+\.\d+\.\d+/);
      assert.equal(state.sprite, 'sf-icon-sprite', 'sprite inserted at the top of body');
      assert.ok(state.symbols > 10, 'sprite symbols present');
      const dict = state.resources.find((r) => r.name.includes('/i18n/storefront.en_GB.b2c.json'));
      const sprite = state.resources.find((r) => r.name.endsWith('svg-sprite.svg'));
      assert.ok(dict && sprite, 'dictionary and sprite requested');
      assert.equal(dict.type, 'fetch');
      assert.equal(sprite.type, 'xmlhttprequest'); // responseType 'document': parsed without a markup sink
      assert.equal(state.translated, 'Number of Products :', 'the dictionary answered, so the page text is not used');
      await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'));
      assert.deepEqual(await badgesRead(page, ['4', '4']), ['4', '4']);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('caps the badge at 99 and hides it for non-numeric counts (docs/rules.md §5)', async () => {
    for (const [value, expected] of [['150', '99'], ['abc', 'hidden'], ['0', 'hidden']]) {
      const { page, close } = await open('/uk/', { cookies: [{ name: 's_ecom_sc_cnt', value }] });
      try {
        await booted(page);
        await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'));
        assert.deepEqual(await badgesRead(page, [expected, expected]), [expected, expected], `cookie ${value}`);
      } finally {
        await close();
      }
    }
  });

  it('updates the badge from the bus', async () => {
    const { page, close } = await open('/uk/', { cookies: [{ name: 's_ecom_sc_cnt', value: '1' }] });
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'));
      await page.evaluate(() => window.storefront.bus.emit('cart:count', { count: 250 }));
      await page.waitForFunction(() => document.querySelector('.gnb-cart-count').textContent.includes('99'));
      assert.deepEqual(await badgesRead(page, ['99', '99']), ['99', '99']);
    } finally {
      await close();
    }
  });

  it('works under a strict Content-Security-Policy (script-src self) with no violations', async () => {
    const { page, report, close } = await open('/uk/?csp=self', { cookies: [{ name: 's_ecom_sc_cnt', value: '2' }] });
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'));
      assert.deepEqual(await badgesRead(page, ['2', '2']), ['2', '2']);
      assert.deepEqual(report.violations, []);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('mounts a marker inserted after boot and unmounts a removed one', async () => {
    const { page, close } = await open('/uk/', { cookies: [{ name: 's_ecom_sc_cnt', value: '6' }] });
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'));
      const counts = await page.evaluate(async () => {
        const events = [];
        window.storefront.bus.on('plugin:mounted', (e) => events.push(['mounted', e.element.id]));
        window.storefront.bus.on('plugin:unmounted', (e) => events.push(['unmounted', e.element.id]));
        const late = document.createElement('span');
        late.id = 'late-badge';
        late.setAttribute('data-sf-plugin', 'cart-badge');
        document.getElementById('content').append(late);
        // Waited for as states, up to 10 s each: a loaded machine may take its time.
        const until = async (done) => {
          for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
        };
        await until(() => events.some(([what, id]) => what === 'mounted' && id === 'late-badge') && late.textContent === '6');
        const text = late.textContent;
        late.remove();
        await until(() => events.some(([what, id]) => what === 'unmounted' && id === 'late-badge'));
        return { text, events };
      });
      assert.equal(counts.text, '6');
      // The page's other plugins (the key visual's carousel) may mount meanwhile; the inserted badge is what counts.
      assert.deepEqual(counts.events.filter(([, id]) => id === 'late-badge'), [['mounted', 'late-badge'], ['unmounted', 'late-badge']]);
    } finally {
      await close();
    }
  });

  it('a plugin that throws is reported and switched off; the others keep working', async () => {
    const { page, report, close } = await open('/uk/', { probes: true, cookies: [{ name: 's_ecom_sc_cnt', value: '3' }] });
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'));
      const result = await page.evaluate(async () => {
        const errors = [];
        window.storefront.bus.on('plugin:error', (e) => errors.push(e));
        document.getElementById('content').insertAdjacentHTML('beforeend', '<i data-sf-plugin="probe-throw"></i><i data-sf-plugin="probe-ok" data-label="still here"></i>');
        window.storefront.enable('probe-throw');
        window.storefront.enable('probe-ok');
        // Waited for as states, up to 10 s each: a loaded machine may take its time.
        const until = async (done) => {
          for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
        };
        await until(() => errors.length > 0 && document.querySelector('.probe-ok')?.textContent === 'still here');
        window.storefront.bus.emit('cart:count', { count: 8 });
        await until(() => /8/.test(document.querySelector('.gnb-cart-count').textContent));
        return { errors, mounted: window.storefront.mounted(), ok: document.querySelector('.probe-ok')?.textContent, badge: document.querySelector('.gnb-cart-count').textContent };
      });
      assert.equal(result.errors[0]?.plugin, 'probe-throw');
      assert.equal(result.errors[0]?.phase, 'render');
      assert.equal(result.ok, 'still here');
      // The page's other plugins (the key visual's carousel) may mount too; the probes are what counts.
      assert.deepEqual(result.mounted.filter((n) => ['cart-badge', 'probe-ok', 'probe-throw'].includes(n)).sort(), ['cart-badge', 'probe-ok']);
      assert.match(result.badge, /8/);
      assert.ok(report.errors.some((e) => e.includes('plugin "probe-throw" failed in render')));
    } finally {
      await close();
    }
  });

  it('included with async and run while the page is still parsing, it waits for the hidden inputs and markers parsed after it, then boots', async () => {
    // A parser-blocking script right after the runtime's tag holds the parser for 1.5 s: the
    // runtime (async) arrives and runs meanwhile, with the hidden inputs and badges not yet parsed.
    // An image named readyState before it would answer document.readyState in its place (named
    // access): the runtime reads the real state.
    const pause = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/parse-pause.js';
    const tag = '<script type="module" async src="/static/storefront/runtime.js"></script>';
    (await server()).variants.set('parse-pause', { replace: [[tag, `${tag}<img name="readyState" alt=""><script src="${pause}"></script>`]] });
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: pause, mode: 'slow', delayMs: 1500, times: 1 });
    const { page, report, close } = await open('/uk/?variant=parse-pause', { cookies: [{ name: 's_ecom_sc_cnt', value: '6' }] });
    try {
      await booted(page);
      await page.waitForFunction(() => [...document.querySelectorAll('.gnb-cart-count')].every((b) => b.textContent.includes('6')), { timeout: 15_000 });
      const timing = await page.evaluate(() => ({ started: performance.getEntriesByName('storefront:boot')[0]?.startTime, parsed: performance.getEntriesByType('navigation')[0].domInteractive, site: window.storefront.page.siteCode }));
      assert.ok(timing.started < timing.parsed, `the runtime ran before parsing ended (${timing.started} < ${timing.parsed})`);
      assert.equal(timing.site, 'uk');
      assert.deepEqual(await badgesRead(page, ['6', '6']), ['6', '6']);
      assert.deepEqual(report.console.filter((m) => m.includes('not started') || m.includes('missing hidden inputs')), []);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
      (await server()).variants.delete('parse-pause');
    }
  });

  it('requests start as soon as parsing ends; the first mount waits for the page stylesheet, not for a missing one or the load event', async () => {
    // The page's own stylesheet arrives 1.5 s late, a second one is missing (404), and an image
    // holds the load event for 8 s: the dictionary is asked for while the sheet is on its way, and
    // the badge mounts once the sheet is in, before the page has loaded (docs/architecture.md "Boot").
    const assets = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources';
    (await server()).variants.set('late-sheets', { replace: [['</head>', `<link rel="stylesheet" href="${assets}/missing.css"></head>`], ['</body>', `<img src="${assets}/held.png" alt=""></body>`]] });
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: `${assets}/legacy.css`, mode: 'slow', delayMs: 1500, times: 1 });
    await backend('POST', '/__backend/faults', { path: `${assets}/held.png`, mode: 'slow', delayMs: 8000, times: 1 });
    const { page, report, close } = await open('/uk/?variant=late-sheets', {
      cookies: [{ name: 's_ecom_sc_cnt', value: '6' }],
      beforeLoad: (p) =>
        p.evaluateOnNewDocument(() => {
          // What the page is like when the runtime's first host goes in.
          new MutationObserver((records, observer) => {
            if (!records.some((r) => [...r.addedNodes].some((n) => n.nodeType === 1 && n.hasAttribute('data-sf-host')))) return;
            observer.disconnect();
            window.__atMount = { state: document.readyState, sheet: !!document.querySelector('link[href$="/legacy.css"]').sheet };
          }).observe(document, { childList: true, subtree: true });
        }),
    });
    try {
      await page.waitForFunction(() => window.__atMount, { timeout: 20_000 });
      assert.deepEqual(await page.evaluate(() => window.__atMount), { state: 'interactive', sheet: true });
      const [dictionaryAsked, sheetArrived] = await page.evaluate(() => [
        performance.getEntriesByType('resource').find((e) => e.name.includes('/i18n/storefront.'))?.startTime,
        performance.getEntriesByType('resource').find((e) => e.name.endsWith('/legacy.css'))?.responseEnd,
      ]);
      assert.ok(dictionaryAsked < sheetArrived, `the dictionary was asked for at ${dictionaryAsked} ms, before the sheet arrived at ${sheetArrived} ms`);
      await booted(page);
      assert.deepEqual(await badgesRead(page, ['6', '6']), ['6', '6']);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
      (await server()).variants.delete('late-sheets');
      await backend('POST', '/__backend/reset');
    }
  });

  it('a second copy of the script from another URL warns once and does nothing; the badge still follows the bus', async () => {
    const { page, report, close } = await open('/uk/', { cookies: [{ name: 's_ecom_sc_cnt', value: '3' }] });
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'));
      await page.evaluate(() => new Promise((resolve, reject) => {
        const copy = document.createElement('script');
        copy.type = 'module';
        copy.src = '/static/storefront/runtime.js?copy=2';
        copy.onload = resolve;
        copy.onerror = reject;
        document.head.append(copy);
      }));
      await page.evaluate(() => window.storefront.bus.emit('cart:count', { count: 5 }));
      await page.waitForFunction(() => document.querySelector('.gnb-cart-count').textContent.includes('5'));
      assert.deepEqual(await badgesRead(page, ['5', '5']), ['5', '5']);
      assert.deepEqual(report.console.filter((m) => m.includes('included twice')), ['warn: storefront: runtime.js is included twice; the second copy does nothing']);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('a cloned sticky header shows the count once, and disable() gives the page its badges back', async () => {
    const { page, report, close } = await open('/uk/', { cookies: [{ name: 's_ecom_sc_cnt', value: '3' }] });
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'));
      const source = await page.evaluate(() => fetch(location.href).then((r) => r.text()));
      const squeeze = (html) => html.replace(/\s+/g, ' ');
      const served = squeeze(/<span aria-live="polite" class="cart-in-number gnb-cart-count" style="display:none;">[\s\S]*?<\/span>\s*<\/span>/.exec(source)[0]);
      await page.evaluate(() => {
        // The copy carries the original's rendering, so its text alone cannot tell that it mounted.
        window.stickyMounted = false;
        window.storefront.bus.on('plugin:mounted', ({ element }) => (window.stickyMounted ||= !!element.closest('#sticky-copy')));
        const sticky = document.querySelector('.gnb-cart-count').closest('a').cloneNode(true);
        sticky.id = 'sticky-copy';
        document.getElementById('content').append(sticky);
      });
      await page.waitForFunction(() => window.stickyMounted);
      assert.equal(await page.$$eval('#sticky-copy [data-sf-host]', (hosts) => hosts.map((h) => h.textContent).join('|')), '3');
      assert.deepEqual(await badgesRead(page, ['3', '3', '3']), ['3', '3', '3']);
      assert.equal(await page.evaluate(() => window.storefront.disable('cart-badge')), true);
      // Instances unmount in short tasks (runtime/time-slice.ts): the next ones when the task is spent.
      await page.waitForFunction(() => [...document.querySelectorAll('.gnb-cart-count')].every((e) => e.style.display === 'none'), { timeout: 10_000 }).catch(() => undefined);
      assert.deepEqual(await badgesRead(page, ['hidden', 'hidden', 'hidden']), ['hidden', 'hidden', 'hidden']);
      assert.deepEqual((await page.$$eval('.gnb-cart-count', (els) => els.map((e) => e.outerHTML))).map(squeeze), [served, served, served]);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('does not boot without a site code, and says why once', async () => {
    const { page, report, close } = await open('/uk/', {
      // 'interactive' comes after parsing and before module scripts run.
      beforeLoad: (p) => p.evaluateOnNewDocument(() => document.addEventListener('readystatechange', () => document.readyState === 'interactive' && document.getElementById('siteCode')?.remove())),
    });
    try {
      // The reason comes once the module has run; after the load event, nothing more may come.
      for (let i = 0; i < 200 && !report.errors.some((e) => e.includes('not started')); i++) await new Promise((r) => setTimeout(r, 50));
      await page.waitForFunction(() => document.readyState === 'complete', { timeout: 10_000 });
      await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
      assert.equal(await page.evaluate(() => window.storefront), undefined);
      const notStarted = report.errors.filter((e) => e.includes('not started'));
      assert.equal(notStarted.length, 1);
    } finally {
      await close();
    }
  });
});
