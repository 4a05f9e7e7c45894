/**
 * The login layer's form container: renders the sign-in form into it. The forgot-password and
 * join addresses come from the container (`data-forgot-href`, `data-join-href`) and are
 * followed only where the shared link rule allows (docs/architecture.md "Redirects": this site
 * or its `redirectHosts`); anything else is left out with a warning naming the attribute.
 */
import { useMemo } from 'react';
import { useRuntime, type MarkerData, type PluginProps } from '../../runtime/index';
import { allowedLink } from '../../runtime/rules/allowed-link';
import LoginForm from './LoginForm';

/** What the container names. */
export interface LoginLinks {
  forgotHref?: string;
  joinHref?: string;
}

/** Reads the container's link attributes (checked against the site in the component). */
export function fromMarker({ data }: MarkerData): LoginLinks {
  return { forgotHref: data.forgotHref, joinHref: data.joinHref };
}

/** `href` when the link rule allows it, else undefined (warned). */
function checked(href: string | undefined, attribute: string, allowedHosts: readonly string[]): string | undefined {
  if (href === undefined) return undefined;
  const url = allowedLink(href, { pageUrl: location.href, allowedHosts });
  if (url === null) console.warn(`storefront: login-layer: ${attribute} is not an address on this site or its redirectHosts; link left out`);
  return url ?? undefined;
}

/** The component the registry portals into the layer's form container. */
export default function LoginLayer({ marker }: PluginProps<LoginLinks>) {
  const hosts = useRuntime().site.redirectHosts;
  const links = useMemo(
    () => ({ forgot: checked(marker.forgotHref, 'data-forgot-href', hosts), join: checked(marker.joinHref, 'data-join-href', hosts) }),
    [marker, hosts],
  );
  return <LoginForm forgotHref={links.forgot} joinHref={links.join} />;
}
