/**
 * One layer button (WAI-ARIA dialog pattern, the opener's side): a click opens the popup its
 * `data-div-id` names, or, for a video button (`data-video-src`, optional `data-video-title` and
 * `data-video-vertical`), a video popup; both through the overlay kit, which returns focus here
 * on close. The button announces that it opens a dialog (`aria-haspopup`), restored when the
 * plugin unmounts.
 */
import { useLayoutEffect } from 'react';
import type { MarkerData, PluginProps } from '../../runtime/index';
import { overlay } from '../../runtime/ui/overlay';

/** What a layer button names: a popup id, or a video to play in a video popup. */
export type LayerTarget = { id: string } | { video: string; vertical: boolean; title?: string };

/**
 * Reads `data-video-src` (a video button; the source is checked when it opens) or `data-div-id`
 * ("#layerPrivacy" or "layerPrivacy"). Anything that is not an id (a selector list like
 * "#x,body", markup) skips the marker with a warning naming the attribute.
 */
export function fromMarker({ data }: MarkerData): LayerTarget {
  if (data.videoSrc !== undefined) {
    const vertical = data.videoVertical !== undefined && data.videoVertical !== 'false';
    return data.videoTitle ? { video: data.videoSrc, vertical, title: data.videoTitle } : { video: data.videoSrc, vertical };
  }
  const raw = data.divId ?? '';
  const match = /^#?([A-Za-z][\w-]{0,99})$/.exec(raw.trim());
  if (!match) throw new Error(`data-div-id is not a popup id: ${JSON.stringify(raw.slice(0, 40))}`);
  return { id: match[1]! };
}

/** The component the registry portals into each layer button (it renders nothing). */
export default function LayerButton({ element, marker, event, guard }: PluginProps<LayerTarget>) {
  useLayoutEffect(() => {
    // Unmounted (switched off, or the button left the page) while the kit loads: nothing opens.
    const signal = { aborted: false };
    const open = guard((e?: Event) => {
      // Links styled as buttons (`href="javascript:;"`, the cart-style `href`) must not navigate.
      e?.preventDefault();
      if ('id' in marker) void overlay.openLayer(marker.id, element, signal);
      else void overlay.video(marker.video, { vertical: marker.vertical, title: marker.title, opener: element, field: 'data-video-src', signal });
    });
    // The click that mounted the plugin already happened: act on it once.
    if (event?.type === 'click') open();
    element.addEventListener('click', open);
    const before = element.getAttribute('aria-haspopup');
    element.setAttribute('aria-haspopup', 'dialog');
    return () => {
      signal.aborted = true;
      element.removeEventListener('click', open);
      if (before === null) element.removeAttribute('aria-haspopup');
      else element.setAttribute('aria-haspopup', before);
    };
  }, [element, marker, event, guard]);
  return null;
}
