/**
 * docs/rules.md §2 "Multistore rule": employee-program store pages live under
 * /{site}/multistore/{company}/ (authoring: /content/samsung/{site}/multistore/{company}/), and
 * their links are rewritten to stay inside the store.
 */

/** The store a multistore page belongs to. */
export interface MultistorePage {
  readonly site: string;
  readonly company: string;
}

// Site and company codes go into every rewritten link: letters, digits, _ and - only, so a
// crafted path cannot smuggle "/", "." or markup into them.
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The store of a page path, or null when it is not a multistore page. docs/rules.md §2: the segment
 * after the site code (`/vn/multistore/x/`, split index 2), or the fifth segment under the
 * authoring content path (`/content/samsung/vn/multistore/x/`, split index 4).
 */
export function multistorePage(pathname: unknown): MultistorePage | null {
  if (typeof pathname !== 'string' || pathname.length > 2048) return null;
  const segments = pathname.split('/');
  const at = segments[2] === 'multistore' ? 2 : segments[1] === 'content' && segments[4] === 'multistore' ? 4 : -1;
  if (at === -1) return null;
  const site = segments[at - 1] ?? '';
  // Authoring pages end in ".html": /content/samsung/vn/multistore/vn_x.html is the store home.
  const company = (segments[at + 1] ?? '').replace(/\.html$/, '');
  return CODE.test(site) && CODE.test(company) ? { site, company } : null;
}

// Browsers drop tabs and newlines anywhere in a URL and trim C0 controls and spaces at both
// ends, so "\t//evil.example" is protocol-relative: classify what the browser will see.
const URL_NOISE = /[\t\n\r]/g;
const URL_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** True for what docs/rules.md §2 leaves alone: absolute URLs (any scheme) and protocol-relative ones. */
function isAbsolute(href: string): boolean {
  // Browsers read "\" as "/" in http(s) URLs: "/\evil.example" is protocol-relative too.
  return SCHEME.test(href) || /^[/\\]{2}/.test(href);
}

/** True when the first path segment is the site code ("/vn", "/vn/…", "vn/…", "/vn?…"). */
function startsWithSite(href: string, site: string): boolean {
  const path = href.startsWith('/') ? href.slice(1) : href;
  if (!path.startsWith(site)) return false;
  const next = path.charAt(site.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/**
 * A link on a multistore page (docs/rules.md §2): prefixed with /{site}/multistore/{company}/ unless it
 * is absolute, protocol-relative, already contains "multistore" or starts with the site code.
 * In-page anchors ("#top") and empty links are kept too: prefixing them would leave the page.
 */
export function multistoreHref(href: unknown, page: MultistorePage): string {
  if (typeof href !== 'string') return '';
  const seen = href.replace(URL_NOISE, '').replace(URL_EDGES, '');
  if (seen === '' || seen.startsWith('#') || isAbsolute(seen)) return href;
  if (seen.toLowerCase().includes('multistore') || startsWithSite(seen, page.site)) return href;
  return `/${page.site}/multistore/${page.company}/${seen.replace(/^\/+/, '')}`;
}
