/**
 * The dev server's index page (`/`): every template page with its site, page type, header
 * generation and what to try there, and the local backend's test sign-in links
 * (templates/backend/README.md, "Seeded users"). Static HTML, no script: it works under the
 * same CSP as the pages.
 */
import { PAGES, SITES } from './tools/page-list.mjs';
import { LEGACY_PAGES, LEGACY_SITES } from './tools/assemble-legacy.mjs';
import { USERS } from './backend/seed.mjs';

/** URL paths for page files that answer a family of paths (same table as the server's listing). */
const EXAMPLE_PATHS = { multistore: 'multistore/acme', 'shop/discount-program': 'shop/discount-program/education' };

/** What each page type shows and what to try on it. */
const KINDS = {
  home: ['Home', 'Open search (magnifier): popular keywords, type “fold” for suggestions, Enter goes to results. Set cookie s_ecom_sc_cnt=3 for a cart badge.'],
  listing: ['Product listing', '48 product cards with prices and wishlist buttons; search from the header.'],
  product: ['Product detail', 'Product hidden inputs, colour and storage options, add to cart, wishlist.'],
  multistore: ['Multistore (employee store)', 'Store links under /uk/multistore/acme/; sign in as uk-employee.'],
  business: ['Business home', 'b2bFlag Y, business search URL; sign in as uk-smb or uk-b2b.'],
  discount: ['Discount program store', 'EPP bar, prices 30% off, scanner on; sign in as us-edu or us-workplace.'],
};

/** Notes per site (its home) or per site and page type, beyond the page type. */
const SITE_NOTES = {
  ae_ar: 'Right to left, Arabic texts and dictionary.',
  ca_fr: 'Canadian French; long labels in a narrow header.',
  'nl/business': 'Dutch business home. Open it with ?cid=nl_b2b_2026&utm_source=newsletter&utm_medium=email&utm_campaign=spring: the campaign cookies cid and utm_source are stored for 30 days (docs/rules.md §5).',
  ca: 'Canada in English: the delivery selector at the top of the content (province stored in country_region).',
  cn: 'Chinese; China sign-in token flow.',
  sec: 'Korea (site code sec): Korean texts and dictionary, alert button 확인; store result codes follow the Korean rules. Sign in as sec-shopper.',
  us: 'US typeahead search (no preloading).',
  pe: 'Oldest header (legacy gnb): mega menu on hover, cookie bar, layer popups. Its search button opens nothing: the search overlay does not drive the old gnb-search layer (README, “Header generations”).',
  vn: 'nv00-gnb header (partial copy) with the vn footer; cart badge and search overlay run on it.',
};

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The URL path of a page list entry. */
export function pagePath({ site, file }) {
  return file === 'index' ? `/${site}/` : `/${site}/${EXAMPLE_PATHS[file] ?? file}/`;
}

/** Rows for the page table: v4 pages then the older generations. */
export function indexRows() {
  const v4 = PAGES.map((p) => ({ path: pagePath(p), site: p.site, lang: SITES[p.site].lang, kind: p.kind, generation: 'nv00-gnb-v4' }));
  const legacy = LEGACY_PAGES.map((p) => ({ path: pagePath(p), site: p.site, lang: LEGACY_SITES[p.site].lang, kind: p.kind, generation: p.generation }));
  return [...v4, ...legacy];
}

/** The index page HTML. */
export function indexPage() {
  const rows = indexRows().map(({ path, site, lang, kind, generation }) => {
    const [type, tryHere] = KINDS[kind];
    const note = SITE_NOTES[`${site}/${kind}`] ?? (kind === 'home' ? SITE_NOTES[site] : undefined);
    // On the legacy gnb page the search hint does not apply: its note says what does.
    const text = generation === 'gnb' ? note : [tryHere, note].filter(Boolean).join(' ');
    return `<tr><td><a href="${esc(path)}">${esc(path)}</a></td><td>${esc(site)}<br><small>${esc(lang)}</small></td><td>${esc(type)}</td><td>${esc(generation)}</td><td>${esc(text)}</td></tr>`;
  });
  const users = USERS.map((u) => `<li><a href="/__backend/sign-in?user=${encodeURIComponent(u.id)}">${esc(u.id)}</a> <small>${esc(u.site)}</small></li>`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Storefront template pages</title>
<style>
  body { margin: 0; font: 15px/1.5 "Liberation Sans", Arial, sans-serif; color: #000; }
  header, main { max-width: 1200px; margin: 0 auto; padding: 24px; }
  header { display: flex; align-items: center; gap: 16px; border-bottom: 1px solid #eee; }
  .logo { width: 130px; height: 24px; background: url(/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/logo.svg) no-repeat center / contain; }
  h1 { margin: 0; font-size: 20px; } h2 { margin: 32px 0 12px; font-size: 18px; }
  .table-wrap { overflow-x: auto; } table { width: 100%; border-collapse: collapse; }
  th, td { padding: 10px 12px; border-bottom: 1px solid #eee; text-align: start; vertical-align: top; }
  th { background: #f4f4f4; font-size: 13px; } td:nth-child(4) { white-space: nowrap; } td:first-child a { font-weight: 700; white-space: nowrap; }
  small { color: #767676; } ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
  li a { display: inline-block; padding: 6px 14px; border: 1px solid #ccc; border-radius: 18px; text-decoration: none; }
  li a:hover { background: #f4f4f4; } code { background: #f4f4f4; padding: 1px 4px; border-radius: 4px; }
</style>
</head>
<body>
<header><span class="logo" role="img" aria-label="Samsung"></span><h1>Template pages</h1></header>
<main>
<p>Server-rendered legacy markup with the storefront runtime on top, served against the local backend. Pages run at any width; the header switches to its mobile copy below 1280 px.</p>
<div class="table-wrap"><table>
<thead><tr><th>Page</th><th>Site</th><th>Page type</th><th>Header generation</th><th>What to try</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></div>
<h2>Test sign-in</h2>
<p>Each link signs in as a seeded user (the cookies a real sign-in sets) and returns to that user's site; <a href="/__backend/sign-out">sign out</a> clears them. Users and what each exercises: <code>templates/backend/README.md</code>.</p>
<ul>
${users.join('\n')}
</ul>
<h2>Page switches</h2>
<p><code>?csp=self</code> serves a page with <code>script-src 'self'</code>; <code>?runtime=off</code> serves it without the runtime, <code>?runtime=defer</code> with the runtime included without <code>async</code>.</p>
</main>
</body>
</html>
`;
}
