/**
 * Small-business registration (docs/rules.md §2 "SMB registration"): a click on the register
 * link waits until the session is known, then a signed-in shopper goes to the register URL
 * (`data-register-url`, else the link's href) and anyone else to the sign-in gate, the site's
 * login address with the register URL as `redirect_uri`, so signing in lands on registration.
 * Both addresses pass the redirect check (docs/architecture.md "Redirects"): an off-site
 * register URL falls back to the site home.
 */
import { useLayoutEffect } from 'react';
import { useRuntime, type PageConfig, type PluginProps, type SiteConfig } from '../../runtime/index';
import { allowedLink } from '../../runtime/rules/allowed-link';

/**
 * Where a click goes: the register URL when signed in, else the login address with it as
 * `redirect_uri`; each on the site or its allow-list, else the site home. (The session's own
 * return-target module does the same for sign-out; importing it here would split it out of
 * the session chunk.)
 */
export function registerHref(signedIn: boolean, register: string | null, page: PageConfig, site: SiteConfig, pageUrl = location.href): string {
  // An empty address is none: resolved, it would be this very page.
  const link = (to: string | null | undefined) => (to?.trim() ? allowedLink(to, { pageUrl, allowedHosts: site.redirectHosts }) : null);
  const home = new URL(`/${encodeURIComponent(page.siteCode)}/${page.b2bFlag ? 'business/' : ''}`, pageUrl).href;
  const target = link(register) ?? home;
  if (signedIn) return target;
  const login = new URL(link(site.endpoints.login?.trim() || page.loginLinkURL) ?? new URL(`/${encodeURIComponent(page.siteCode)}/web/login`, pageUrl).href);
  login.searchParams.set('redirect_uri', target);
  return login.href;
}

/** The component the registry portals into the register link (it renders nothing visible). */
export default function SmbRegister({ element, guard }: PluginProps) {
  const { page, site, bus } = useRuntime();
  useLayoutEffect(() => {
    // One wait for the session however often the link is clicked meanwhile. Once the address is
    // asked for, the link works again: a page the browser restores on Back, or an address the
    // browser does not leave the page for, must not keep a dead link.
    let going = false;
    const go = (e: MouseEvent) => {
      // A click asking for a new tab or window (Ctrl, Cmd, Shift, Alt) is the browser's: the
      // link's own address opens there, and this page stays.
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      if (going) return;
      going = true;
      const follow = (signedIn: boolean) => {
        going = false;
        location.assign(registerHref(signedIn, element.dataset.registerUrl || element.getAttribute('href'), page, site));
      };
      const known = bus.last('session:ready');
      if (known) return follow(known.signedIn);
      const off: () => void = bus.on(
        'session:ready',
        guard((p: { signedIn: boolean }): void => {
          off();
          follow(p.signedIn);
        }),
      );
    };
    const onClick = guard(go);
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [element, guard, page, site, bus]);
  // An empty fragment, not null: a plugin chunk that reads the runtime without the JSX runtime
  // splits the renderer's shared chunk in two (about 80 B more on every page, .size-limit.cjs).
  return <></>;
}
