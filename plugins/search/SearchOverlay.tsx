/**
 * The search overlay's chunk (loaded by the openers on intent, plugins/search/opener-store.ts):
 * finds the page's layer, reads the plugin's options, and renders the overlay that drives it.
 * The open requests come in as a prop: importing the openers' store here would make it a chunk
 * of its own, shared by the two chunks, one more request.
 */
import { useLayoutEffect, useMemo } from 'react';
import { useRuntime, type PluginProps } from '../../runtime/index';
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
  const setup = useMemo(() => {
    const parts = findLayer(opener.ownerDocument);
    if (!parts && !warned) {
      warned = true;
      console.warn('storefront: plugin "search": the page has no section.srd19-gnb-search with input#gnb-search-keyword; the openers do nothing');
    }
    return parts && { parts, config: searchConfig(page, site, options) };
  }, [opener, page, site, options]);
  return setup ? <SearchLayer parts={setup.parts} config={setup.config} guard={guard} requests={requests} /> : null;
}
