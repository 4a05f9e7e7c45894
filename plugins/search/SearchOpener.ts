/**
 * One search opener (`.gnb__search-btn-js`, the mobile or the pc copy, or any
 * `[data-sf-plugin~="search"]` marker). Marker model: the openers are the markers (trigger
 * `interaction`), and the first mounted opener hosts the one overlay that drives the page's
 * one layer. This chunk is small: it is what the idle prefetch loads on every page with a
 * search. The overlay (the layer's code, its calls and the focus trap) is a chunk of its own,
 * loaded when a shopper reaches for an opener (a pointer over it, a touch, focus), so a page
 * view without a search does not load it (docs/architecture.md "Loading on intent").
 */
import { createElement, useLayoutEffect, useSyncExternalStore } from 'react';
import type { PluginProps } from '../../runtime/index';
import { addOpener, leader, loadOverlay, overlay, requestOpen, subscribe, takeRequest } from './opener-store';

const requests = { subscribe, take: takeRequest };

/** Registers the opener and opens on its clicks; the leader renders the overlay once its code is in. */
export default function SearchOpener({ element, options, event, guard }: PluginProps) {
  const isLeader = useSyncExternalStore(subscribe, () => leader() === element);
  const Overlay = useSyncExternalStore(subscribe, overlay);
  useLayoutEffect(() => addOpener(element), [element]);
  useLayoutEffect(() => {
    // Mounting is the shopper's intent: the overlay's code starts loading now, before the click.
    loadOverlay();
    // The click that mounted this opener (handed over by the registry) opens the overlay.
    if (event?.type === 'click') requestOpen(element);
    const onClick = guard((e: MouseEvent) => {
      // Legacy openers include `a[role=button]` copies whose href must not navigate.
      if (element instanceof HTMLAnchorElement) e.preventDefault();
      requestOpen(element);
      // After a failed load, a press tries again.
      loadOverlay();
    });
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [element, event, guard]);
  // createElement, not JSX: the JSX runtime is shared by the renderer's chunk and the plugins
  // that use the runtime context; this chunk, which uses no context, importing it alone would
  // split that shared chunk in two (+110 B on every page).
  return isLeader && Overlay ? createElement(Overlay, { opener: element, options, guard, requests }) : null;
}
