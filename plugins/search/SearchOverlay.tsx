/**
 * The search overlay's chunk (loaded by the openers on intent, plugins/search/opener-store.ts):
 * finds the page's layer, reads the plugin's options, and renders the overlay that drives it.
 * The open requests come in as a prop: importing the openers' store here would make it a chunk
 * of its own, shared by the two chunks, one more request.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useRuntime, type PluginProps } from '../../runtime/index';
import { keepAttributes } from './keep-attributes';
import { findLayer, OPENERS } from './layer-markup';
import { searchConfig } from './search-config';
import SearchLayer, { type OpenRequests } from './SearchLayer';

let warned = false;

interface Props {
  /** The opener that hosts the overlay (the leader). */
  opener: HTMLElement;
  options: PluginProps['options'];
  guard: PluginProps['guard'];
  requests: OpenRequests;
}

/** The overlay for the page's one layer, or nothing (warned once) when the page has none. */
export default function SearchOverlay({ opener, options, guard, requests }: Props) {
  const { page, site } = useRuntime();
  // The overlay leaves with its host: every opener says it is collapsed again.
  useLayoutEffect(() => () => opener.ownerDocument.querySelectorAll(OPENERS).forEach((o) => o.setAttribute('aria-expanded', 'false')), [opener]);
  const config = useMemo(() => searchConfig(page, site, options), [page, site, options]);
  const [parts, setParts] = useState(() => findLayer(opener.ownerDocument));
  useEffect(() => {
    if (parts) return;
    // Without the v4 layer, the oldest generation's (README "header generations"): its finder is
    // a file of its own, so pages with the v4 layer never load it. A failed load is warned, and the
    // next press on a search button tries again (docs/architecture.md "Loading on intent").
    let on = true;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./old-layer').then(
        guard((m: typeof import('./old-layer')) => {
          const old = m.findOldLayer(opener.ownerDocument, keepAttributes);
          if (old) return void (on && setParts(old));
          if (warned) return;
          warned = true;
          console.warn('storefront: plugin "search": the page has no search layer (section.srd19-gnb-search or section.gnb-search, with its input); the openers do nothing');
        }),
        (error: Error) => {
          loading = false;
          console.warn(`storefront: plugin "search": the old search layer's code did not load (${error.message}); a press on a search button tries again`);
        },
      );
    };
    load();
    const off = requests.subscribe(guard(load));
    return () => {
      on = false;
      off();
    };
  }, [opener, parts]);
  return parts ? <SearchLayer parts={parts} config={config} guard={guard} requests={requests} /> : null;
}
