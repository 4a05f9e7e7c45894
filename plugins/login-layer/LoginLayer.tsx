/**
 * The login layer's form container: renders the sign-in form into it. The forgot-password and
 * join addresses come from the container (`data-forgot-href`, `data-join-href`); only http(s)
 * addresses on the page's own origin are followed (docs/architecture.md "Redirects"), anything
 * else is dropped with a warning naming the attribute.
 */
import type { MarkerData, PluginProps } from '../../runtime/index';
import LoginForm from './LoginForm';

/** What the container names. */
export interface LoginLinks {
  forgotHref?: string;
  joinHref?: string;
}

/** `href` when it is an http(s) address on this page's origin, else undefined (warned). */
function sameOrigin(href: string | undefined, attribute: string): string | undefined {
  if (href === undefined) return undefined;
  try {
    const url = new URL(href, location.href);
    if (/^https?:$/.test(url.protocol) && url.origin === location.origin) return url.href;
  } catch {
    // Falls through to the warning: an address that does not parse is not followed either.
  }
  console.warn(`storefront: login-layer: ${attribute} is not an address on this site; link left out`);
  return undefined;
}

/** Reads and checks the container's link attributes. */
export function fromMarker({ data }: MarkerData): LoginLinks {
  return { forgotHref: sameOrigin(data.forgotHref, 'data-forgot-href'), joinHref: sameOrigin(data.joinHref, 'data-join-href') };
}

/** The component the registry portals into the layer's form container. */
export default function LoginLayer({ marker }: PluginProps<LoginLinks>) {
  return <LoginForm forgotHref={marker.forgotHref} joinHref={marker.joinHref} />;
}
