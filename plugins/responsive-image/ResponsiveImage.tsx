/**
 * One responsive, lazily loaded image (`.image > img.image__preview + img.image__main` with
 * `data-src` or `data-desktop-src` / `data-mobile-src`): within 200 px of the viewport for
 * 200 ms (docs/rules.md §9), the preview loads, then the main image at the width the viewport
 * and pixel ratio call for; when it has arrived the `.image` wrapper gets `image--loaded`.
 * A scroll past in under 200 ms loads nothing. The page's width and height attributes keep
 * the box, so nothing shifts. Across the 768 px boundary a loaded image switches source.
 * Files load from this site, or from the store's image host (`images.samsung.com`, where the
 * pages' images live) or the hosts the site lists instead in `options.imageHosts`; an image on
 * another host is left as the page has it, with a warning.
 */
import { useEffect } from 'react';
import type { MarkerData, PluginProps } from '../../runtime/index';
import { allowedLink } from '../../runtime/rules/allowed-link';
import { chooseSource, MOBILE_BELOW, type ImageSources } from './image-source';

/** docs/rules.md §9: lazy-load delay and preload margin. */
const LAZY_DELAY_MS = 200;
const PRELOAD_MARGIN = '200px';
/** The store's image host (Scene7): the images' hosts when the site lists none (docs/sites.md "Images"). */
const IMAGE_HOSTS: readonly string[] = ['images.samsung.com'];
let toldHosts = false;

/** `options.imageHosts` when it is a list (said once when it is not): the hosts besides the page's own. */
function imageHosts(listed: unknown): readonly string[] {
  if (Array.isArray(listed)) return listed.filter((h): h is string => typeof h === 'string');
  if (listed !== undefined && !toldHosts) {
    toldHosts = true;
    console.warn('storefront: plugin "responsive-image": options.imageHosts should be a list of host names; ignoring it');
  }
  return IMAGE_HOSTS;
}

/** Reads the sources (checked by the component, against the site's hosts); an image without one is skipped with a warning. */
export function fromMarker({ data }: MarkerData, element: HTMLElement): ImageSources {
  // An empty attribute (a content tool's unset field) is none: data-src, or the desktop source, stands in.
  const desktop = data.desktopSrc?.trim() || data.src?.trim();
  if (!desktop) throw new Error('the image has no data-src or data-desktop-src');
  return {
    desktop,
    mobile: data.mobileSrc?.trim() || desktop,
    preview: element.parentElement?.querySelector<HTMLImageElement>(':scope > img.image__preview')?.dataset.src?.trim() || null,
    desktopField: `data-${data.desktopSrc?.trim() ? 'desktop-src' : 'src'}`,
  };
}

/** The component the registry portals into each image: it renders nothing, it loads. */
export default function ResponsiveImage({ element, marker, options, guard }: PluginProps<ImageSources>) {
  useEffect(() => {
    const img = element as HTMLImageElement;
    const wrapper = img.closest('.image') ?? img;
    const view = img.ownerDocument.defaultView ?? window;
    const hosts = imageHosts(options.imageHosts);
    // The link rule every plugin follows (http(s) only, the page's host or a listed one); named by
    // its attribute, the mobile source after the desktop one it may repeat. What loads is the
    // address the rule resolved against the page, so a <base> element cannot send it elsewhere.
    const checked: (string | null)[] = [];
    for (const [field, url] of [[marker.desktopField, marker.desktop], ['data-mobile-src', marker.mobile], ["the preview's data-src", marker.preview]] as const) {
      const ok = url && allowedLink(url, { pageUrl: view.location.href, allowedHosts: hosts });
      if (url && !ok) {
        console.warn(`storefront: plugin "responsive-image": ${field} ${url.slice(0, 80)} is not an address on this site or a host in options.imageHosts; the image is left as it is`, img);
        return;
      }
      checked.push(ok);
    }
    const sources = { desktop: checked[0]!, mobile: checked[1]! };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let loaded = false;
    const load = guard(() => {
      observer?.disconnect();
      loaded = true;
      const preview = img.parentElement?.querySelector<HTMLImageElement>(':scope > img.image__preview');
      if (preview && checked[2] && !preview.getAttribute('src')) preview.src = checked[2];
      img.addEventListener('load', guard(() => wrapper.classList.add('image--loaded')), { once: true });
      img.src = chooseSource(sources, view.innerWidth, view.devicePixelRatio || 1);
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
            // Past a carousel track's clip too: the next slide's image is there before it slides in.
            { rootMargin: PRELOAD_MARGIN, scrollMargin: PRELOAD_MARGIN },
          )
        : null;
    if (observer) observer.observe(img);
    else timer = setTimeout(load, LAZY_DELAY_MS);
    // A loaded image follows the viewport across the mobile boundary.
    const mobile = view.matchMedia?.(`(max-width: ${MOBILE_BELOW - 1}px)`);
    const onChange = guard(() => {
      if (loaded) img.src = chooseSource(sources, view.innerWidth, view.devicePixelRatio || 1);
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
