#!/usr/bin/env node
/**
 * Assembles a template page from the v4 legacy markup samples (../shared/legacy-markup/id-v4-*),
 * in the order the real page has them, with the site's values in the hidden inputs.
 *
 *   node templates/tools/assemble-v4.mjs <site> [page]    writes templates/pages/<site>/<page>.html
 *
 * Site values come from SITES below. The samples are an Indonesian page: its site code, country,
 * language and domains are replaced; markup, classes, ids and an-* attributes are kept as they are.
 * `{{SECOND_ORIGIN}}` is filled in by the dev server with the backend's second origin.
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const candidates = [process.env.LEGACY_MARKUP, join(repo, '../shared/legacy-markup'), join(repo, 'templates/legacy-markup')].filter(Boolean);
const markupDir = candidates.find((d) => existsSync(join(d, 'id-v4-gnb-header.html')));

/** Per-site values for the hidden inputs and page chrome. */
export const SITES = {
  uk: { lang: 'en-GB', language: 'en_GB', localLang: 'en-gb', countryCode: 'GB', languageCode: 'en', iso: 'GBR', currency: 'GBP', title: 'Samsung UK', dir: 'ltr', placeholder: 'Galaxy S25 Ultra' },
};

function sample(name) {
  const text = readFileSync(join(markupDir, name), 'utf8');
  return text.replace(/^<!-- provenance:[\s\S]*?-->\s*/, '');
}

/** The BLOCK n part of the hidden-inputs sample. */
function block(n) {
  const text = readFileSync(join(markupDir, 'id-v4-hidden-inputs.html'), 'utf8');
  const start = text.indexOf(`<!-- BLOCK ${n}:`);
  const end = text.indexOf('<!-- BLOCK', start + 10);
  return text.slice(text.indexOf('-->', start) + 3, end === -1 ? undefined : end).replace(/<!-- NOTE:[^>]*-->/, '');
}

/** Replaces the sample's Indonesian values with the site's. */
function localise(html, site, v) {
  return html
    .replaceAll('DCGLID', `DCGL${v.countryCode}`)
    .replaceAll('/id/', `/${site}/`)
    .replaceAll('.id.json', `.${site}.json`)
    .replace(/(id="siteCode"[^>]*value=")id"/, `$1${site}"`)
    .replace(/(id="store_sitecode"[^>]*value=")id"/, `$1${site}"`)
    .replace(/(id="localLang"[^>]*value=")[^"]*"/, `$1${v.localLang}"`)
    .replace(/(id="language"[^>]*value=")[^"]*"/, `$1${v.language}"`)
    .replace(/(id="countryCode"[^>]*value=")[^"]*"/, `$1${v.countryCode}"`)
    .replace(/(id="languageCode"[^>]*value=")[^"]*"/, `$1${v.languageCode}"`)
    .replace(/(id="countryIsoCode"[^>]*value=")[^"]*"/, `$1${v.iso}"`)
    .replace(/(id="gPriceCurrency"[^>]*value=")[^"]*"/, `$1${v.currency}"`)
    .replace(/(id="sc_gnb_placeholder"[^>]*value=")[^"]*"/, `$1${v.placeholder}"`)
    .replace(/(id="pageTrack"[^>]*value=")[^"]*"/, '$1home"')
    .replace(/(id="tempTitle"[^>]*value=")[^"]*"/, '$1page-home"')
    .replace(/(id="st_checked"[^>]*value=")[^"]*"/, '$1"')
    .replace(/(id="cck"[^>]*value=")[^"]*"/, '$1"')
    .replaceAll('product detail', 'home')
    .replaceAll('#spam-link-removed', '#')
    .replaceAll('[spam value removed]', 'Samsung')
    .replace(/ onclick="[^"]*"/g, '');
}

/** Builds the page HTML for a site. `main` is the page's own content. */
export function assemble(site, { main = '', headExtra = '' } = {}) {
  const v = SITES[site];
  if (!v) throw new Error(`assemble-v4: no values for site "${site}" in SITES`);
  if (!markupDir) throw new Error('assemble-v4: legacy markup samples not found (set LEGACY_MARKUP)');
  const header = sample('id-v4-gnb-header.html');
  const cut = header.indexOf('<!-- continues with');
  const nav =
    header.slice(0, cut) +
    sample('id-v4-gnb-account-menu-and-cart.html') +
    '\n     </div>\n    </div>\n    <div class="nv00-gnb-v4__dim">\n    </div>\n' +
    sample('id-v4-signin-forms.html') +
    block(3) +
    sample('id-v4-gnb-layer-popups.html') +
    '   </nav>\n';
  const selector = sample('id-v4-country-selector-and-app-banner.html').replace(/<!-- The server renders[\s\S]*?-->/, '');
  const body = [block(1).replace('<div id="wrap">', ''), selector, block(2), nav, block(4), sample('id-v4-search-layer-srd19.html')].join('\n');
  return `<!DOCTYPE html>
<html lang="${v.lang}" dir="${v.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="sitecode" content="${site}">
<title>${v.title}</title>
<link rel="stylesheet" href="/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/legacy.css">
${headExtra}<script type="module" src="/static/storefront/runtime.js"></script>
</head>
<body>
<div id="wrap">
${localise(body, site, v)}
<div id="content" role="main">
${main}
</div>
</div>
</body>
</html>
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [site, page = 'index'] = process.argv.slice(2);
  if (!site) {
    console.error('usage: node templates/tools/assemble-v4.mjs <site> [page]');
    process.exit(2);
  }
  const out = join(repo, 'templates/pages', site, `${page}.html`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, assemble(site));
  console.log(`wrote ${out}`);
}
