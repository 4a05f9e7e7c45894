/**
 * The privacy consent layer's plugin (docs/rules.md §4 "Privacy consent layer"): mounted on the
 * page's `#layerPrivacy`, it waits for the shopper to be signed in and only then loads the
 * consent flow (consent-flow.ts), so a visitor's page loads no more than this.
 */
import { useLayoutEffect } from 'react';
import { useRuntime, type PluginProps } from '../../runtime/index';
import { messageOf } from '../../runtime/errors';

/** The component the registry portals into `#layerPrivacy` (it renders nothing of its own). */
export default function PrivacyConsent({ element, guard }: PluginProps) {
  const { page, site, bus } = useRuntime();
  useLayoutEffect(() => {
    let stop: (() => void) | undefined;
    let started = false;
    let stopped = false;
    const off = bus.on(
      'session:changed',
      guard((session: { signedIn: boolean }) => {
        if (!session.signedIn || started) return;
        started = true;
        import('./consent-flow').then(
          guard((m: typeof import('./consent-flow')) => {
            if (!stopped) stop = m.startConsent({ element, page, site, bus, guard });
          }),
          (error: unknown) => console.warn(`storefront: plugin "privacy-consent": the consent code did not load (${messageOf(error)}); the layer stays closed`),
        );
      }),
    );
    return () => {
      stopped = true;
      off();
      stop?.();
    };
  }, [element, guard, page, site, bus]);
  // An empty fragment, not null: see plugins/smb-register/SmbRegister.tsx.
  return <></>;
}
