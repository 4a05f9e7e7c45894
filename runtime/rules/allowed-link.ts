/**
 * Where a link or navigation taken from configuration, a query parameter or a reply may go
 * (docs/architecture.md "Redirects"): the page's own host, or a host on the site's
 * `redirectHosts` allow-list. Everything else (other hosts, `javascript:`, `data:`, an https
 * page sending to http) is refused, and the caller falls back to a safe default.
 */

/** Who may be linked to: the page's URL and the site's allow-list. */
export interface LinkScope {
  /** The current page URL (`location.href`); relative targets resolve against it. */
  pageUrl: string;
  /**
   * Allowed hosts besides the page's: `shop.example.com` matches that host only,
   * `.example.com` matches every subdomain of example.com (not example.com itself).
   */
  allowedHosts: readonly string[];
}

/** Longer than this is not a link a site configures. */
const MAX_LENGTH = 2048;

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e.startsWith('.') ? e.length > 1 && host.endsWith(e) : e !== '' && host === e;
  });
}

/** The absolute URL of `target` when it may be followed from the page; else null. */
export function allowedLink(target: string, scope: LinkScope): string | null {
  if (typeof target !== 'string' || target.length > MAX_LENGTH || /[\u0000-\u0020\u007f\\]/.test(target.trim())) return null;
  let page: URL;
  let url: URL;
  try {
    page = new URL(scope.pageUrl);
    url = new URL(target.trim(), page);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.protocol === 'http:' && page.protocol === 'https:') return null;
  return url.host === page.host || hostAllowed(url.hostname, scope.allowedHosts) ? url.href : null;
}
