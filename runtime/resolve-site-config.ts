/**
 * Resolves the page's site config: validated site file over validated defaults, then the
 * page's own `<script type="application/json" id="storefront-config">` narrowing (DESIGN
 * "Site config"). Every problem is a console warning; the page boots on what is valid.
 */
import { canonicalSite, mergeSite, narrowSite, validateSiteFile, type SiteConfig, type SiteFile } from './site-config';

/** The id of the page's narrowing script. */
export const PAGE_CONFIG_ID = 'storefront-config';

const warnAll = (problems: string[], warn: (m: string) => void) => problems.forEach((p) => warn(`storefront: ${p}`));

/** Reads the page's narrowing, or null when absent, malformed or invalid (with a warning). */
export function readPageNarrowing(doc: Document, warn: (m: string) => void): SiteFile | null {
  const el = doc.getElementById(PAGE_CONFIG_ID);
  if (!el) return null;
  if (!(el instanceof HTMLScriptElement) || el.type !== 'application/json') {
    warn(`storefront: #${PAGE_CONFIG_ID} must be a <script type="application/json">; ignoring it`);
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(el.textContent ?? '');
  } catch {
    warn(`storefront: #${PAGE_CONFIG_ID} holds malformed JSON; ignoring it`);
    return null;
  }
  const problems = validateSiteFile(data, `#${PAGE_CONFIG_ID}`, { page: true });
  if (problems.length) {
    warnAll(problems, warn);
    warn(`storefront: #${PAGE_CONFIG_ID} ignored because of the problems above`);
    return null;
  }
  return data as SiteFile;
}

/** The site config for a page site code, from the site files and the page. */
export function resolveSiteConfig(siteCode: string, files: Readonly<Record<string, unknown>>, defaults: SiteFile, doc: Document, warn: (m: string) => void = console.warn): SiteConfig {
  const site = canonicalSite(siteCode);
  let file: SiteFile = {};
  if (!Object.hasOwn(files, site)) warn(`storefront: no site file sites/${site}.json; using sites/default.json`);
  else {
    const problems = validateSiteFile(files[site], `sites/${site}.json`);
    if (problems.length) {
      warnAll(problems, warn);
      warn(`storefront: sites/${site}.json ignored because of the problems above; using sites/default.json`);
    } else file = files[site] as SiteFile;
  }
  const merged = mergeSite(site, defaults, file);
  const page = readPageNarrowing(doc, warn);
  return page ? narrowSite(merged, page, warn) : merged;
}
