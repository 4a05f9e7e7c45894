/**
 * One search opener (`.gnb__search-btn-js`, the mobile or the pc copy, or any
 * `[data-sf-plugin~="search"]` marker). Marker model: the openers are the markers (trigger
 * `interaction`: nothing loads until a shopper reaches for search, and hovering preloads),
 * and the first mounted opener hosts the one overlay that drives the page's one layer. The
 * layer is not a marker: as an `idle` marker it would load React and this chunk on every page
 * view for the few that search.
 */
import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { useRuntime, type PluginProps } from '../../runtime/index';
import { findLayer, OPENERS } from './layer-markup';
import { addOpener, leader, requestOpen, subscribe } from './opener-store';
import { searchConfig } from './search-config';
import SearchLayer from './SearchLayer';

let warned = false;

/** Registers the opener and opens on its clicks; the leader renders the overlay. */
export default function SearchOpener({ element, options, event, guard }: PluginProps) {
  const { page, site } = useRuntime();
  const isLeader = useSyncExternalStore(subscribe, () => leader() === element);
  useLayoutEffect(() => addOpener(element), [element]);
  useLayoutEffect(() => {
    // The click that mounted this opener (handed over by the registry) opens the overlay.
    if (event?.type === 'click') requestOpen(element);
    const onClick = guard((e: MouseEvent) => {
      // Legacy openers include `a[role=button]` copies whose href must not navigate.
      if (element instanceof HTMLAnchorElement) e.preventDefault();
      requestOpen(element);
    });
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [element, event, guard]);
  useLayoutEffect(() => {
    if (!isLeader) return;
    // The overlay leaves with its host: every opener says it is collapsed again.
    return () => element.ownerDocument.querySelectorAll(OPENERS).forEach((o) => o.setAttribute('aria-expanded', 'false'));
  }, [isLeader, element]);
  const setup = useMemo(() => {
    if (!isLeader) return null;
    const parts = findLayer(element.ownerDocument);
    if (!parts && !warned) {
      warned = true;
      console.warn('storefront: plugin "search": the page has no section.srd19-gnb-search with input#gnb-search-keyword; the openers do nothing');
    }
    return parts && { parts, config: searchConfig(page, site, options) };
  }, [isLeader, element, page, site, options]);
  return setup ? <SearchLayer parts={setup.parts} config={setup.config} guard={guard} /> : null;
}
