/**
 * One responsive, lazily loaded image (`.image > img.image__preview + img.image__main` with
 * `data-src` or `data-desktop-src` / `data-mobile-src`): within 200 px of the viewport for
 * 200 ms (docs/rules.md §9), the preview loads, then the main image at the width the viewport
 * and pixel ratio call for; when it has arrived the `.image` wrapper gets `image--loaded`.
 * A scroll past in under 200 ms loads nothing. The page's width and height attributes keep
 * the box, so nothing shifts. Across the 768 px boundary a loaded image switches source.
 * Files load from this site, or from the hosts the site lists in `options.imageHosts` (the
 * store's image CDN); an image on another host is left as the page has it, with a warning.
 */
import { useEffect } from 'react';
import type { MarkerData, PluginProps } from '../../runtime/index';
import { checkImageUrl, chooseSource, MOBILE_BELOW, type ImageSources } from './image-source';

/** docs/rules.md §9: lazy-load delay and preload margin. */
export const LAZY_DELAY_MS = 200;
export const PRELOAD_MARGIN = '200px';

/** Reads and checks the sources; an image without a loadable one is skipped with a warning. */
export function fromMarker({ data }: MarkerData, element: HTMLElement): ImageSources {
  // An empty attribute (a content tool's unset field) is none: data-src, or the desktop source, stands in.
  const given = data.desktopSrc?.trim() ? data.desktopSrc : data.src;
  const desktopField = `data-${given === data.src ? 'src' : 'desktop-src'}`;
  const desktop = checkImageUrl(given);
  if (!desktop) throw new Error(`${desktopField} is not an image URL it may load: ${String(given).slice(0, 60)}`);
  const mobile = data.mobileSrc?.trim() ? checkImageUrl(data.mobileSrc) : desktop;
  if (!mobile) throw new Error(`data-mobile-src is not an image URL it may load: ${data.mobileSrc!.slice(0, 60)}`);
  // A preview that is there but refused (javascript:, data:) leaves the image as it is too; an empty one is none.
  const shown = element.parentElement?.querySelector<HTMLImageElement>(':scope > img.image__preview')?.dataset.src?.trim();
  const preview = checkImageUrl(shown);
  if (shown && !preview) throw new Error(`the preview's data-src is not an image URL it may load: ${shown.slice(0, 60)}`);
  return { desktop, mobile, preview, desktopField };
}

/** Whether an absolute or protocol-relative `url` is on a host other than the page's and `hosts` (an address that does not parse is). */
function offList(url: string, hosts: readonly string[]): boolean {
  if (!/^(https?:)?\/\//i.test(url)) return false;
  try {
    const { host } = new URL(url, location.href);
    return host !== location.host && !hosts.includes(host);
  } catch {
    return true;
  }
}

/** The component the registry portals into each image: it renders nothing, it loads. */
export default function ResponsiveImage({ element, marker, options, guard }: PluginProps<ImageSources>) {
  useEffect(() => {
    const hosts = Array.isArray(options.imageHosts) ? options.imageHosts.filter((h): h is string => typeof h === 'string') : [];
    // Named by its attribute; the mobile source is looked at after the desktop one it may repeat.
    const refused = ([[marker.desktopField, marker.desktop], ['data-mobile-src', marker.mobile], ["the preview's data-src", marker.preview ?? '']] as const).find(([, url]) => offList(url, hosts));
    if (refused) {
      console.warn(`storefront: plugin "responsive-image": ${refused[0]} ${refused[1].slice(0, 80)} is not on this site or a host in options.imageHosts; the image is left as it is`);
      return;
    }
    const img = element as HTMLImageElement;
    const wrapper = img.closest('.image') ?? img;
    const view = img.ownerDocument.defaultView ?? window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let loaded = false;
    const load = guard(() => {
      observer?.disconnect();
      loaded = true;
      const preview = img.parentElement?.querySelector<HTMLImageElement>(':scope > img.image__preview');
      if (preview && marker.preview && !preview.getAttribute('src')) preview.src = marker.preview;
      img.addEventListener('load', guard(() => wrapper.classList.add('image--loaded')), { once: true });
      img.src = chooseSource(marker, view.innerWidth, view.devicePixelRatio || 1);
    });
    const observer =
      typeof view.IntersectionObserver === 'function'
        ? new view.IntersectionObserver(
            guard((records: IntersectionObserverEntry[]) => {
              // The last record is where the image is now (a busy page can deliver an entry and a leave at once).
              const near = records[records.length - 1]!.isIntersecting;
              clearTimeout(timer);
              timer = near ? setTimeout(load, LAZY_DELAY_MS) : undefined;
            }),
            { rootMargin: PRELOAD_MARGIN },
          )
        : null;
    if (observer) observer.observe(img);
    else timer = setTimeout(load, LAZY_DELAY_MS);
    // A loaded image follows the viewport across the mobile boundary.
    const mobile = view.matchMedia?.(`(max-width: ${MOBILE_BELOW - 1}px)`);
    const onChange = guard(() => {
      if (loaded) img.src = chooseSource(marker, view.innerWidth, view.devicePixelRatio || 1);
    });
    mobile?.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      mobile?.removeEventListener('change', onChange);
    };
  }, [element]);
  return null;
}
