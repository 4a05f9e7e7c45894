/**
 * One hostile visit: serves a template page with channels carrying a payload, uses it as a
 * shopper would (boot, badge, search opened, a suggestion chosen) and answers what went wrong:
 * canary set (code ran), a dialog opened, prototype pollution, an off-site navigation or
 * request, uncaught errors, or a page that stopped working.
 */
import { open, booted } from '../harness.mjs';
import { backend, badgeResponds, openSearch, server, SEARCH_INPUT } from '../gates/kit.mjs';
import { HOSTILE_SEARCH, suggestAnswer } from './corpus.mjs';

const DICTIONARY = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/i18n/storefront.en_GB.b2c.json';
let visits = 0;

/** Merges channel setups: substitutions, cookies, dictionary, search answer and query. */
export function merge(setups) {
  const out = { replace: [], cookies: [], dictionary: null, search: null, query: '' };
  for (const s of setups) {
    out.replace.push(...(s.replace ?? []));
    out.cookies.push(...(s.cookies ?? []));
    out.dictionary = s.dictionary ?? out.dictionary;
    out.search = s.search ?? out.search;
    out.query = s.query ?? out.query;
  }
  return out;
}

/** Visits `pagePath` with `setup` (see merge) and answers the problems found. */
export async function hostileVisit(pagePath, setup) {
  const srv = await server();
  await backend('POST', '/__backend/reset');
  const key = `hostile-${++visits}`;
  srv.variants.set(key, { replace: setup.replace });
  if (setup.dictionary) srv.overrides.set(DICTIONARY, () => ({ body: setup.dictionary }));
  if (setup.search !== null) srv.overrides.set(`${HOSTILE_SEARCH}/search/suggest/v6`, (url) => suggestAnswer(setup.search, url));
  const query = setup.query ? `${setup.query.replace(/^\?/, '&').replace(/#.*/, '')}` : '';
  const hash = setup.query?.includes('#') ? setup.query.slice(setup.query.indexOf('#')) : '';
  const origin = new URL(srv.url).origin;
  const seen = { offsite: [], dialogs: [] };
  const { page, report, close } = await open(`${pagePath}?variant=${key}${query}${hash}`, {
    cookies: setup.cookies,
    beforeLoad: async (p) => {
      // The runtime's own defences are under test here, not the page's CSP.
      await p.setBypassCSP(true);
      p.on('dialog', (d) => (seen.dialogs.push(d.message()), d.dismiss().catch(() => undefined)));
      p.on('framenavigated', (f) => !/^(http:\/\/127\.0\.0\.1[:/]|about:)/.test(f.url()) && seen.offsite.push(`navigated to ${f.url().slice(0, 80)}`));
      p.on('request', (r) => !/^(http:\/\/127\.0\.0\.1[:/]|data:|about:|blob:)/.test(r.url()) && seen.offsite.push(`requested ${r.url().slice(0, 80)}`));
    },
  });
  const problems = [];
  const canary = async () => page.evaluate(() => window.__pwned === 1 || Object.prototype.polluted !== undefined).catch(() => false);
  try {
    await booted(page).catch(() => problems.push('the runtime did not start'));
    const badge = await badgeResponds(page);
    if (badge) problems.push(badge);
    let opened = true;
    await openSearch(page).catch(() => (opened = false, problems.push('the search opener did not open the overlay')));
    if (opened) {
      await page.type(SEARCH_INPUT, 'ga');
      const option = await page.waitForSelector('.srd19-gnb-search [role=option]', { visible: true, timeout: 5000 }).catch(() => null);
      if (await canary()) problems.push('the canary was set (code ran) before leaving the page');
      if (option) {
        await Promise.all([page.waitForNavigation({ timeout: 3000 }).catch(() => undefined), option.click().catch(() => undefined)]);
      }
    }
    if (await canary()) problems.push('the canary was set (code ran)');
    if (new URL(page.url()).origin !== origin) problems.push(`ended off-site at ${page.url().slice(0, 80)}`);
    problems.push(...seen.offsite, ...seen.dialogs.map((d) => `a dialog opened: ${d}`));
    if (report.pageErrors.length) problems.push(`uncaught page errors: ${report.pageErrors.map((e) => e.slice(0, 120)).join(' | ')}`);
  } finally {
    await close();
    srv.variants.delete(key);
    srv.overrides.clear();
  }
  return problems;
}
