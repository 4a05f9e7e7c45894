/**
 * Resolves the page's site config: the site file over the defaults, then the page's own
 * `<script type="application/json" id="storefront-config">` narrowing (docs/architecture.md
 * "Site config"). Every problem is a console warning naming the field (and the closest valid
 * name); a bad field is left out and the page boots on what is valid. Plugin names are the ones
 * sites/default.json lists (the build checks that it lists every plugin).
 *
 * The build checks every site file in full (scripts/check-sites.mjs). At run time a quick
 * validity test decides whether the full checker (runtime/site-file-check.ts, its own chunk,
 * which says what is wrong and drops only that) is needed. A page narrowing is checked and
 * applied by runtime/site-narrowing.ts, a chunk that pages without one never download.
 */
import { canonicalSite, isCurrency, isLocale, isPriceFormat, isRecord, mergeSite, type SiteConfig, type SiteFile } from './site-config';

/** The id of the page's narrowing script. */
export const PAGE_CONFIG_ID = 'storefront-config';
type Warn = (m: string) => void;

/** The page's narrowing script: the first `<script type="application/json">` with the id (an injected element reusing the id does not hide it). */
function narrowingScript(doc: Document, warn: Warn): HTMLScriptElement | undefined {
  // Through the prototype: a `<form name="querySelectorAll">` must not hide the script (DOM clobbering).
  const found = Document.prototype.querySelectorAll.call(doc, `#${PAGE_CONFIG_ID}`);
  const script = [...found].find((s): s is HTMLScriptElement => s instanceof HTMLScriptElement && s.type === 'application/json');
  if (!script && found.length) warn(`storefront: #${PAGE_CONFIG_ID} must be a <script type="application/json">; ignoring it`);
  return script;
}

const every = (v: unknown, type: string) => isRecord(v) && Object.values(v).every((x) => typeof x === type);
const isSetting = (s: unknown) => isRecord(s) && Object.keys(s).every((k) => (k === 'enabled' ? typeof s[k] === 'boolean' : k === 'options' && isRecord(s[k])));
/** Quick validity of each field a site file may hold (dictionary and sprite belong to sites/default.json only). */
const VALID: Record<string, (v: unknown, plugins: readonly string[]) => boolean> = {
  locale: isLocale,
  currency: isCurrency,
  price: isPriceFormat,
  flags: (v) => every(v, 'boolean'),
  endpoints: (v) => every(v, 'string'),
  redirectHosts: (v) => Array.isArray(v) && v.every((h) => typeof h === 'string'),
  plugins: (v, plugins) => isRecord(v) && Object.entries(v).every(([name, s]) => plugins.includes(name) && isSetting(s)),
};

/** Whether a site file is valid as it is; the full checker explains what is not. */
function quickValid(file: unknown, plugins: readonly string[]): file is SiteFile {
  return isRecord(file) && Object.entries(file).every(([k, v]) => Object.hasOwn(VALID, k) && VALID[k]!(v, plugins));
}

/** The site config for a page site code, from the site files and the page. */
export async function resolveSiteConfig(siteCode: string, files: Readonly<Record<string, unknown>>, defaults: SiteFile, doc: Document, warn: Warn = console.warn): Promise<SiteConfig> {
  const site = canonicalSite(siteCode);
  const plugins = Object.keys(defaults.plugins ?? {});
  const report = (problems: string[]) => problems.forEach((p) => warn(`storefront: ${p}`));
  let file: SiteFile = {};
  if (!Object.hasOwn(files, site)) warn(`storefront: no site file sites/${site}.json; using sites/default.json`);
  else if (quickValid(files[site], plugins)) file = files[site];
  else {
    const checked = (await import('./site-file-check')).checkSiteFile(files[site], `sites/${site}.json`, { plugins });
    report(checked.problems);
    file = checked.file;
  }
  const merged = mergeSite(site, defaults, file);
  const script = narrowingScript(doc, warn);
  if (!script) return merged;
  const narrowing = await import('./site-narrowing');
  const page = narrowing.checkNarrowing(script.textContent ?? '', `#${PAGE_CONFIG_ID}`, plugins);
  report(page.problems);
  return page.file ? narrowing.narrowSite(merged, page.file, warn) : merged;
}
