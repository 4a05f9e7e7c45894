/**
 * The privacy consent layer in Chromium over real HTTP (docs/rules.md §4 "Privacy consent
 * layer", §7 identity preferences and agreeStorePolicy): seeded shoppers missing a required
 * consent sign in on the uk, tr and in homes; the request log shows what was saved.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { booted, open } from './harness.mjs';
import { backend } from './gates/kit.mjs';
import { until } from './faults/calls.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const signInPath = (user, home) => `/__backend/sign-in?user=${encodeURIComponent(user)}&return=${encodeURIComponent(home)}`;
const requests = async (path, method) => (await backend('GET', `/__backend/requests?path=${encodeURIComponent(path)}&method=${method}`)).requests;
const layerOpen = (page) => page.waitForFunction(() => document.getElementById('layerPrivacy')?.getAttribute('aria-modal') === 'true', { timeout: 25_000 });
const layerClosed = (page) => page.waitForFunction(() => document.getElementById('layerPrivacy')?.getAttribute('aria-modal') === null && getComputedStyle(document.getElementById('layerPrivacy')).display === 'none', { timeout: 15_000 });
const signedIn = (page) => page.evaluate(() => window.storefront.bus.last('session:changed')?.signedIn === true);

/** The box with `id` ticked by a click on it, as a shopper does (the terms label holds a link). */
const tick = (page, id) => page.click(`#${id}`);

describe('privacy consent layer (docs/rules.md §4)', () => {
  it('uk: opens for a shopper missing the terms, refuses Continue without them, then saves both calls and stays shut', async () => {
    await backend('POST', '/__backend/reset');
    // axe is added as an inline script: the page's CSP is bypassed for it.
    const { page, report, close } = await open(signInPath('uk-new', '/uk/'), { beforeLoad: (p) => p.setBypassCSP(true) });
    try {
      await booted(page);
      await layerOpen(page);
      const get = await requests('/v4/identity/preferences', 'GET');
      assert.equal(get.length, 1);
      assert.deepEqual(get[0].query, { display_context: 'pre_purchase' });
      assert.equal(get[0].headers['x-ecom-app-id'], 'identity-store');
      assert.ok(get[0].headers['x-ecom-jwt'], 'the jwt goes in x-ecom-jwt');
      // A modal with focus inside; its buttons are named by their text, not the markup's placeholder.
      assert.ok(await page.evaluate(() => document.getElementById('layerPrivacy').contains(document.activeElement)));
      assert.equal(await page.$eval('#layerPrivacy #privacyBtn', (b) => b.getAttribute('aria-label')), null);
      assert.equal(await page.$eval('#errorPrivacy', (e) => getComputedStyle(e).display === 'none'), true, 'no error before Continue');

      // Continue without the terms: the error, the box marked and focused, nothing saved.
      await page.click('#privacyBtn');
      await page.waitForSelector('#errorPrivacy', { visible: true });
      assert.deepEqual(await page.$eval('#privacy-terms', (b) => [b.getAttribute('aria-invalid'), b.getAttribute('aria-describedby'), document.activeElement === b]), ['true', 'errorPrivacy', true]);
      assert.equal((await requests('/v4/identity/preferences', 'PUT')).length, 0);
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => (await window.axe.run({ include: [['#layerPrivacy']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } })).violations.map((v) => v.id));
      assert.deepEqual(violations, []);

      await tick(page, 'privacy-terms');
      assert.equal(await page.$eval('#errorPrivacy', (e) => getComputedStyle(e).display === 'none'), true, 'ticking the box clears the error');
      await tick(page, 'privacy-terms2');
      await page.click('#privacyBtn');
      await layerClosed(page);
      const put = await requests('/v4/identity/preferences', 'PUT');
      assert.equal(put.length, 1);
      assert.deepEqual(put[0].body, { consents: { terms: { is_accepted: true }, marketing: { is_accepted: true } } });
      assert.equal(put[0].headers['x-ecom-app-id'], 'identity-store');
      assert.match(put[0].headers.authorization, /^Bearer \S+$/);
      const agree = await requests('/uk/ng/p4v1/agreeStorePolicy', 'GET');
      assert.equal(agree.length, 1);
      assert.deepEqual(agree[0].query, { receiveEmail: 'Y', ssoID: 'guid-uk-new' });
      assert.equal(await signedIn(page), true);

      // Saved: the next page asks again and the layer stays shut.
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 25_000 });
      await page.waitForSelector('#layerPrivacy[data-sf-consent="given"]', { timeout: 15_000 });
      assert.equal((await requests('/v4/identity/preferences', 'GET')).length, 2, 'the preferences are read again');
      assert.equal(await page.$eval('#layerPrivacy', (l) => l.getAttribute('aria-modal')), null);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('uk: every consent given but the session check reports additional information missing: the layer opens all the same', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open(signInPath('uk-addinfo', '/uk/'));
    try {
      await booted(page);
      await layerOpen(page);
      // The session check opens this layer; the preferences' answer, which sets the state, may come after it.
      await page.waitForSelector('#layerPrivacy[data-sf-consent]', { timeout: 15_000 }).catch(() => {});
      assert.equal(await page.$eval('#layerPrivacy', (l) => l.dataset.sfConsent), 'given');
      // The boxes show what the shopper has given (the terms and the e-mails), so Continue does
      // not withdraw the e-mails nobody unticked.
      assert.deepEqual(await page.$$eval('#layerPrivacy input[type=checkbox]', (bs) => bs.map((b) => b.checked)), [true, true]);
      await page.click('#privacyBtn');
      await layerClosed(page);
      assert.deepEqual((await requests('/v4/identity/preferences', 'PUT')).map((r) => r.body), [{ consents: { terms: { is_accepted: true }, marketing: { is_accepted: true } } }]);
      assert.deepEqual((await requests('/uk/ng/p4v1/agreeStorePolicy', 'GET')).map((r) => r.query), [{ receiveEmail: 'Y', ssoID: 'guid-uk-addinfo' }]);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('preference layer: YES saves the marketing consent and closes it; LATER closes it without a call', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open(signInPath('uk-shopper', '/uk/'));
    try {
      await booted(page);
      await page.waitForSelector('#layerPrivacy[data-sf-consent="given"]', { timeout: 25_000 });
      const shown = () => page.waitForFunction(() => document.getElementById('layerPreference')?.getAttribute('aria-modal') === 'true', { timeout: 10_000 });
      const shut = () => page.waitForFunction(() => !document.getElementById('layerPreference').hasAttribute('aria-modal'), { timeout: 10_000 });
      await page.click('.popup-kinds [data-div-id="#layerPreference"]');
      await shown();
      await page.click('#privacyCloseBtn');
      await shut();
      assert.equal((await requests('/v4/identity/preferences', 'PUT')).length, 0);
      await page.click('.popup-kinds [data-div-id="#layerPreference"]');
      await shown();
      await page.click('#preferenceCheckBtn');
      await shut();
      const put = await requests('/v4/identity/preferences', 'PUT');
      assert.deepEqual(put.map((r) => r.body), [{ consents: { marketing: { is_accepted: true } } }]);
      assert.match(put[0].headers.authorization, /^Bearer \S+$/);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('pe (legacy header): the error its markup hides with display:none shows; the boxes in .checkbox-radio are read and saved', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open(signInPath('pe-new', '/pe/'));
    try {
      await booted(page);
      await layerOpen(page);
      await page.click('#privacyBtn');
      await page.waitForSelector('#errorPrivacy', { visible: true });
      assert.deepEqual(await page.$eval('#privacy-terms', (b) => [b.getAttribute('aria-invalid'), document.activeElement === b]), ['true', true]);
      // The box is visually hidden behind its label, which holds a link: ticked from the keyboard.
      await page.keyboard.press('Space');
      assert.equal(await page.$eval('#errorPrivacy', (e) => getComputedStyle(e).display), 'none');
      await page.click('#privacyBtn');
      await layerClosed(page);
      const put = await requests('/v4/identity/preferences', 'PUT');
      assert.deepEqual(put.map((r) => r.body), [{ consents: { terms: { is_accepted: true }, marketing: { is_accepted: false } } }]);
      assert.equal((await requests('/pe/ng/p4v1/agreeStorePolicy', 'GET')).length, 1);
      assert.ok(await signedIn(page), 'answering keeps the shopper signed in');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('tr: the terms box is not required; boxes 3 and 4 go to agreeStorePolicy as etkOptin and dataTransferConsent', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open(signInPath('tr-new', '/tr/'));
    try {
      await booted(page);
      await layerOpen(page);
      assert.equal(await page.$$eval('#layerPrivacy .layer-popup__checkbox-wrap input[type=checkbox]', (l) => l.length), 4);
      await tick(page, 'privacy-terms3');
      await page.click('#privacyBtn');
      await layerClosed(page);
      assert.equal(await page.$eval('#errorPrivacy', (e) => getComputedStyle(e).display === 'none'), true);
      const put = await requests('/v4/identity/preferences', 'PUT');
      assert.deepEqual(put.map((r) => r.body), [{ consents: { terms: { is_accepted: false }, marketing: { is_accepted: false }, etk: { is_accepted: true }, data_transfer: { is_accepted: false } } }]);
      const agree = await requests('/tr/ng/p4v1/agreeStorePolicy', 'GET');
      assert.deepEqual(agree.map((r) => r.query), [{ receiveEmail: 'N', etkOptin: 'Y', dataTransferConsent: 'N', ssoID: 'guid-tr-new' }]);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('in: the preferences are read without display_context and saved as terms_and_conditions and email_consent', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open(signInPath('in-shopper', '/in/'));
    try {
      await booted(page);
      await layerOpen(page);
      assert.equal(await page.$eval('#layerPrivacy', (l) => l.dataset.sfConsent), 'missing');
      assert.deepEqual((await requests('/v4/identity/preferences', 'GET')).map((r) => r.query), [{}]);
      // By keyboard: Space ticks the focused box, Enter on Continue.
      await page.focus('#privacy-terms');
      await page.keyboard.press('Space');
      await page.focus('#privacyBtn');
      await page.keyboard.press('Enter');
      await layerClosed(page);
      assert.deepEqual((await requests('/v4/identity/preferences', 'PUT')).map((r) => r.body), [{ terms_and_conditions: { is_accepted: true }, email_consent: false }]);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('both saves failing (HTTP 500, result code 9999): logged, the layer closes, the shopper stays signed in', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/v4/identity/preferences', method: 'PUT', mode: '500' });
    await backend('POST', '/__backend/faults', { path: '/uk/ng/p4v1/agreeStorePolicy', mode: 'code', code: '9999' });
    const { page, report, close } = await open(signInPath('uk-new', '/uk/'));
    try {
      await booted(page);
      await layerOpen(page);
      await tick(page, 'privacy-terms');
      await page.click('#privacyBtn');
      await layerClosed(page);
      const warnings = report.console.filter((m) => m.startsWith('warn: storefront: plugin "privacy-consent": saving the consent failed'));
      assert.equal(warnings.length, 2, report.console.join('\n'));
      assert.ok(warnings.some((w) => w.includes('HTTP 500')) && warnings.some((w) => w.includes('"9999"')), warnings.join('\n'));
      assert.equal(await signedIn(page), true);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('leaving (Esc) signs the shopper out; a visitor never loads the consent code or asks for preferences', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, report, close } = await open(signInPath('tr-new', '/tr/'));
    try {
      await booted(page);
      await layerOpen(page);
      await page.keyboard.press('Escape');
      assert.ok(await until(async () => !(await context.cookies()).some((c) => c.name === 'jwt_tr'), 20_000), 'jwt_tr is still set after leaving');
      assert.deepEqual(report.pageErrors, []);
      // The sign-out leaves the page: let it land before the context closes.
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
    } finally {
      await close();
    }
    await backend('POST', '/__backend/reset');
    const visitor = await open('/tr/');
    try {
      await booted(visitor.page);
      await visitor.page.waitForFunction(() => window.storefront.mounted().includes('privacy-consent'), { timeout: 15_000 });
      const scripts = await visitor.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/chunks/')));
      assert.ok(scripts.some((n) => /\/PrivacyConsent-\w+\.js$/.test(n)));
      assert.ok(!scripts.some((n) => /\/consent-flow-\w+\.js$/.test(n)), 'the consent flow loaded for a visitor');
      assert.equal((await requests('/v4/identity/preferences', 'GET')).length, 0);
    } finally {
      await visitor.close();
    }
  });
});
