/**
 * SMB-only account menu items in Chromium over real HTTP (docs/rules.md §6, §7 getCustomer) on
 * the uk business home: the seeded SMB shopper sees them, a B2B shopper who is not SMB does not,
 * and getCustomer's 401 signs the shopper out.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { booted, open } from './harness.mjs';
import { backend } from './gates/kit.mjs';
import { until } from './faults/calls.mjs';

const signInPath = (user) => `/__backend/sign-in?user=${encodeURIComponent(user)}&return=${encodeURIComponent('/uk/business/')}`;
const smbItems = (page) => page.$$eval('.nv00-gnb-v4__utility-wrap.after-login [data-smb-only]', (list) => list.map((e) => (e.hidden ? 'hidden' : 'shown')));
const signedIn = (page) => page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 25_000 });

describe('session: SMB-only account menu items on the uk business home', () => {
  it('the SMB shopper sees them; the call went to getCustomer once', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open(signInPath('uk-smb'));
    try {
      await booted(page);
      await signedIn(page);
      await page.waitForFunction(() => document.querySelector('[data-smb-only]')?.hidden === false, { timeout: 15_000 });
      assert.deepEqual(await smbItems(page), ['shown']);
      const calls = (await backend('GET', '/__backend/requests?path=/tokocommercewebservices/v2/uk/users/current/getCustomer')).requests;
      assert.equal(calls.length, 1);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('a B2B shopper who is not SMB-registered does not: the items are removed', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open(signInPath('uk-b2b'));
    try {
      await booted(page);
      await signedIn(page);
      await page.waitForFunction(() => !document.querySelector('[data-smb-only]'), { timeout: 15_000 });
      assert.deepEqual(await smbItems(page), []);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it("getCustomer's 401 signs the shopper out: the sign-in cookie goes and the page stays on the site", async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/tokocommercewebservices/v2/uk/users/current/getCustomer', mode: 'code', code: '401' });
    const { page, context, close } = await open(signInPath('uk-smb'));
    try {
      const gone = await until(async () => !(await context.cookies()).some((c) => c.name === 'jwt_uk'), 20_000);
      assert.ok(gone, 'jwt_uk is still set after a 401 from getCustomer');
      await page.waitForFunction(() => document.readyState === 'complete', { timeout: 10_000 });
      assert.match(new URL(page.url()).pathname, /^\/uk\//);
    } finally {
      await close();
    }
  });
});
