/**
 * Which file a responsive image loads (docs/rules.md §9): widths 360, 768 and 1366 chosen by
 * the viewport (the mobile source below 768 px), one step up at a device pixel ratio of 1.5
 * or more, and the Scene7 preset by extension (jpg, png, gif; other files load as they are).
 * Sources come from the page's data attributes: the component checks each with the link rule.
 */

/** docs/rules.md §9: the image widths, the retina ratio, the mobile boundary. */
export const WIDTHS = [360, 768, 1366] as const;
export const RETINA_RATIO = 1.5;
export const MOBILE_BELOW = 768;

/** The width step for a viewport width and pixel ratio. */
export function widthFor(viewport: number, ratio: number): number {
  // The step the viewport calls for, one up unless the ratio is below retina (NaN steps up, as ever).
  return WIDTHS[Math.min((viewport < MOBILE_BELOW ? 0 : viewport < WIDTHS[2] ? 1 : 2) + +!(ratio < RETINA_RATIO), 2)]!;
}

/**
 * `src` with the preset for `width` by its extension (`?$768_PNG$`), replacing a preset it had
 * and keeping its other query parameters (a cache key) and its fragment.
 */
export function withPreset(src: string, width: number): string {
  // The path up to its extension, then the query (its presets dropped), then the fragment.
  const [, path, ext = '', query = '', hash = ''] = /^([^?#]*\.(jpg|png|gif))(?:\?([^#]*))?(#.*)?$/i.exec(src) ?? [];
  if (!path) return src;
  return [`${path}?$${width}_${ext.toUpperCase()}$`, ...query.split('&').filter((part) => part && !/^\$.*\$$/.test(part))].join('&') + hash;
}

/** What a responsive image reads from its data attributes. */
export interface ImageSources {
  desktop: string;
  mobile: string;
  /** The preview (a small placeholder) shown until the main image arrives, if any. */
  preview: string | null;
  /** The attribute the desktop source came from, for warnings: `data-desktop-src` or `data-src`. */
  desktopField: string;
}

/** The URL to load now. */
export function chooseSource(sources: Pick<ImageSources, 'desktop' | 'mobile'>, viewport: number, ratio: number): string {
  return withPreset(viewport < MOBILE_BELOW ? sources.mobile : sources.desktop, widthFor(viewport, ratio));
}
